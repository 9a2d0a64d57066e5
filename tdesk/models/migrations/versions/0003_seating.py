"""tables, seats and moves (issue 4)

Revision ID: 0003_seating
Revises: 0002_clock
"""

from collections.abc import Sequence

import sqlalchemy as sa  # noqa: F401
import sqlmodel  # noqa: F401
from alembic import op  # noqa: F401

import tdesk.models.types  # noqa: F401

revision: str = "0003_seating"
down_revision: str | None = "0002_clock"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "seat_table",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("seats", sa.Integer(), nullable=False),
        sa.Column("button", sa.Integer(), nullable=True),
        sa.Column("blocked", sa.JSON(), nullable=False),
        sa.Column("open", sa.Boolean(), nullable=False),
        sa.Column("final", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("event_id", "number", name="uq_seat_table_number"),
    )
    op.create_index(op.f("ix_seat_table_event_id"), "seat_table", ["event_id"], unique=False)
    op.create_table(
        "seating_state",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("room_key", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("pending", sa.JSON(), nullable=False),
        sa.Column("broken", sa.JSON(), nullable=False),
        sa.Column("final_table", sa.Integer(), nullable=True),
        sa.Column("final_seats", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("event_id"),
    )
    op.create_table(
        "seat",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("seat_no", sa.Integer(), nullable=False),
        sa.Column("fixed", sa.Boolean(), nullable=False),
        sa.Column("waiting", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(["entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("entry_id"),
    )
    op.create_index(op.f("ix_seat_event_id"), "seat", ["event_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_seat_event_id"), table_name="seat")
    op.drop_table("seat")
    op.drop_table("seating_state")
    op.drop_index(op.f("ix_seat_table_event_id"), table_name="seat_table")
    op.drop_table("seat_table")
