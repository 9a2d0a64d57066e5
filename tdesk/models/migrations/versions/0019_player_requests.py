"""Check-in and drop requests from players' phones (issue 25)

Revision ID: 0019_player_requests
Revises: 0018_phone_reports
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel
from alembic import op

import tdesk.models.types

revision: str = "0019_player_requests"
down_revision: str | None = "0018_phone_reports"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("phone_reporting") as batch:
        batch.add_column(sa.Column("checkin", sqlmodel.sql.sqltypes.AutoString(length=40),
                                   nullable=False, server_default=""))
    op.create_table(
        "player_request",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("kind", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("label", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("state", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("via", sqlmodel.sql.sqltypes.AutoString(length=8), nullable=False),
        sa.Column("at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_player_request_event_id"), "player_request", ["event_id"],
                    unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_player_request_event_id"), table_name="player_request")
    op.drop_table("player_request")
    with op.batch_alter_table("phone_reporting") as batch:
        batch.drop_column("checkin")
