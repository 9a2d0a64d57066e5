"""Knockouts: who eliminated whom, one row per busted life (issue 23)

Revision ID: 0013_knockouts
Revises: 0012_receipts
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import tdesk.models.types

revision: str = "0013_knockouts"
down_revision: str | None = "0012_receipts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "knockout",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("life", sa.Integer(), nullable=False),
        sa.Column("eliminators", sa.JSON(), nullable=False),
        sa.Column("stack", sa.BigInteger(), nullable=True),
        sa.Column("level", sa.Integer(), nullable=True),
        sa.Column("players_left", sa.Integer(), nullable=False),
        sa.Column("envelope", sa.BigInteger(), nullable=True),
        sa.Column("at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("entry_id", "life", name="uq_knockout_life"),
    )
    op.create_index(op.f("ix_knockout_entry_id"), "knockout", ["entry_id"], unique=False)
    op.create_index(op.f("ix_knockout_event_id"), "knockout", ["event_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_knockout_event_id"), table_name="knockout")
    op.drop_index(op.f("ix_knockout_entry_id"), table_name="knockout")
    op.drop_table("knockout")
