"""Bounty payouts: the bounty cash handed to a player at the desk, with its receipt (issue 35)

Revision ID: 0023_bounty_payouts
Revises: 0022_swiss_round_lots
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import tdesk.models.types

revision: str = "0023_bounty_payouts"
down_revision: str | None = "0022_swiss_round_lots"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "bounty_payout",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("knockouts", sa.Integer(), nullable=False),
        sa.Column("method", sa.String(length=32), nullable=False),
        sa.Column("staff", sa.String(length=100), nullable=False),
        sa.Column("receipt", sa.Integer(), nullable=False),
        sa.Column("at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_bounty_payout_entry_id"), "bounty_payout", ["entry_id"],
                    unique=False)
    op.create_index(op.f("ix_bounty_payout_event_id"), "bounty_payout", ["event_id"],
                    unique=False)
    op.create_index("ux_bounty_payout_receipt", "bounty_payout", ["event_id", "receipt"],
                    unique=True)


def downgrade() -> None:
    op.drop_index("ux_bounty_payout_receipt", table_name="bounty_payout")
    op.drop_index(op.f("ix_bounty_payout_event_id"), table_name="bounty_payout")
    op.drop_index(op.f("ix_bounty_payout_entry_id"), table_name="bounty_payout")
    op.drop_table("bounty_payout")
