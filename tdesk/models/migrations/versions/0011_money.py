"""Entries, payouts, chip counts and deals (issue 14)

Revision ID: 0011_money
Revises: 0010_league
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel
from alembic import op

import tdesk.models.types

revision: str = "0011_money"
down_revision: str | None = "0010_league"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _at() -> sa.Column:  # type: ignore[type-arg]
    return sa.Column("at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False)


def upgrade() -> None:
    op.create_table(
        "money_setup",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("settings", sa.JSON(), nullable=False),
        sa.Column("payout", sa.JSON(), nullable=False),
        sa.Column("locked_entries", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_money_setup_event_id"), "money_setup", ["event_id"], unique=True)
    op.create_table(
        "payment",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("kind", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("prize_part", sa.BigInteger(), nullable=False),
        sa.Column("fee", sa.BigInteger(), nullable=False),
        sa.Column("bounty", sa.BigInteger(), nullable=False),
        sa.Column("chips", sa.BigInteger(), nullable=False),
        sa.Column("method", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("level", sa.Integer(), nullable=True),
        _at(),
        sa.ForeignKeyConstraint(["entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_payment_entry_id"), "payment", ["entry_id"], unique=False)
    op.create_index(op.f("ix_payment_event_id"), "payment", ["event_id"], unique=False)
    op.create_table(
        "chip_count",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("batch", sa.Integer(), nullable=False),
        sa.Column("table_label", sqlmodel.sql.sqltypes.AutoString(length=50), nullable=False),
        sa.Column("chips", sa.BigInteger(), nullable=False),
        _at(),
        sa.ForeignKeyConstraint(["entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("event_id", "batch", "entry_id", name="uq_chip_count"),
    )
    op.create_index(op.f("ix_chip_count_entry_id"), "chip_count", ["entry_id"], unique=False)
    op.create_index(op.f("ix_chip_count_event_id"), "chip_count", ["event_id"], unique=False)
    op.create_table(
        "deal",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("method", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("kept_back", sa.BigInteger(), nullable=False),
        sa.Column("amounts", sa.JSON(), nullable=False),
        sa.Column("stacks", sa.JSON(), nullable=False),
        sa.Column("note", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        _at(),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_deal_event_id"), "deal", ["event_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_deal_event_id"), table_name="deal")
    op.drop_table("deal")
    op.drop_index(op.f("ix_chip_count_event_id"), table_name="chip_count")
    op.drop_index(op.f("ix_chip_count_entry_id"), table_name="chip_count")
    op.drop_table("chip_count")
    op.drop_index(op.f("ix_payment_event_id"), table_name="payment")
    op.drop_index(op.f("ix_payment_entry_id"), table_name="payment")
    op.drop_table("payment")
    op.drop_index(op.f("ix_money_setup_event_id"), table_name="money_setup")
    op.drop_table("money_setup")
