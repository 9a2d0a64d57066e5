"""Receipt numbers and prize handovers (issue 23)

Revision ID: 0012_receipts
Revises: 0011_money

The payments already taken get their receipt numbers, per event in the order they were taken,
and each event's counter starts after the last of them.
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel
from alembic import op

import tdesk.models.types

revision: str = "0012_receipts"
down_revision: str | None = "0011_money"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "receipt_counter",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("last", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("event_id"),
    )
    op.create_table(
        "prize_handover",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("method", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("staff", sqlmodel.sql.sqltypes.AutoString(length=100), nullable=False),
        sa.Column("receipt", sa.Integer(), nullable=False),
        sa.Column("at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("entry_id"),
    )
    op.create_index(op.f("ix_prize_handover_event_id"), "prize_handover", ["event_id"],
                    unique=False)
    op.create_index("ux_prize_handover_receipt", "prize_handover", ["event_id", "receipt"],
                    unique=True)
    op.add_column("payment", sa.Column("receipt", sa.Integer(), nullable=True))
    op.add_column("payment", sa.Column("staff", sqlmodel.sql.sqltypes.AutoString(length=100),
                                       nullable=False, server_default=""))
    _number_old_payments()
    op.create_index("ux_payment_receipt", "payment", ["event_id", "receipt"], unique=True)


def _number_old_payments() -> None:
    """Receipts 1, 2, … for each event's payments in the order taken; counters after them."""
    bind = op.get_bind()
    rows = bind.execute(sa.text("SELECT id, event_id FROM payment ORDER BY id")).all()
    last: dict[int, int] = {}
    numbered = []
    for payment_id, event_id in rows:
        last[event_id] = last.get(event_id, 0) + 1
        numbered.append({"id": payment_id, "receipt": last[event_id]})
    if numbered:
        bind.execute(sa.text("UPDATE payment SET receipt = :receipt WHERE id = :id"), numbered)
        bind.execute(sa.text("INSERT INTO receipt_counter (event_id, last) VALUES (:e, :n)"),
                     [{"e": e, "n": n} for e, n in last.items()])


def downgrade() -> None:
    op.drop_index("ux_payment_receipt", table_name="payment")
    with op.batch_alter_table("payment") as batch:
        batch.drop_column("staff")
        batch.drop_column("receipt")
    op.drop_index("ux_prize_handover_receipt", table_name="prize_handover")
    op.drop_index(op.f("ix_prize_handover_event_id"), table_name="prize_handover")
    op.drop_table("prize_handover")
    op.drop_table("receipt_counter")
