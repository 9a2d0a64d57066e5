"""Series of events and their points formulas (issue 26)

Revision ID: 0020_series
Revises: 0019_player_requests
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel
from alembic import op

import tdesk.models.types

revision: str = "0020_series"
down_revision: str | None = "0019_player_requests"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "series",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
        sa.Column("formula", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("params", sa.JSON(), nullable=False),
        sa.Column("best_n", sa.Integer(), nullable=True),
        sa.Column("notes", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("created_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_series_name"), "series", ["name"], unique=True)
    op.create_table(
        "series_event",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("series_id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["series_id"], ["series.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("series_id", "event_id", name="uq_series_event"),
    )
    op.create_index(op.f("ix_series_event_event_id"), "series_event", ["event_id"], unique=False)
    op.create_index(op.f("ix_series_event_series_id"), "series_event", ["series_id"],
                    unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_series_event_series_id"), table_name="series_event")
    op.drop_index(op.f("ix_series_event_event_id"), table_name="series_event")
    op.drop_table("series_event")
    op.drop_index(op.f("ix_series_name"), table_name="series")
    op.drop_table("series")
