"""Ratings per person per game and the events' rating updates (issue 26)

Revision ID: 0021_ratings
Revises: 0020_series
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel
from alembic import op

import tdesk.models.types

revision: str = "0021_ratings"
down_revision: str | None = "0020_series"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "person_rating",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("game", sqlmodel.sql.sqltypes.AutoString(length=60), nullable=False),
        sa.Column("rating", sa.Float(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.Column("updated_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["player_id"], ["player.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("player_id", "game", name="uq_person_rating_game"),
    )
    op.create_index(op.f("ix_person_rating_game"), "person_rating", ["game"], unique=False)
    op.create_index(op.f("ix_person_rating_player_id"), "person_rating", ["player_id"],
                    unique=False)
    op.create_table(
        "rating_update",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("game", sqlmodel.sql.sqltypes.AutoString(length=60), nullable=False),
        sa.Column("k", sa.Integer(), nullable=False),
        sa.Column("applied_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("changes", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_rating_update_event_id"), "rating_update", ["event_id"],
                    unique=True)


def downgrade() -> None:
    op.drop_index(op.f("ix_rating_update_event_id"), table_name="rating_update")
    op.drop_table("rating_update")
    op.drop_index(op.f("ix_person_rating_player_id"), table_name="person_rating")
    op.drop_index(op.f("ix_person_rating_game"), table_name="person_rating")
    op.drop_table("person_rating")
