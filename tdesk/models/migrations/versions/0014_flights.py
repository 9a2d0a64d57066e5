"""Flights and Day 2: which event is a flight of which, and the survivors' bags (issue 23)

Revision ID: 0014_flights
Revises: 0013_knockouts
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import tdesk.models.types

revision: str = "0014_flights"
down_revision: str | None = "0013_knockouts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "flight",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("parent_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["parent_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("event_id"),
        sa.UniqueConstraint("parent_id", "number", name="uq_flight_number"),
    )
    op.create_index(op.f("ix_flight_parent_id"), "flight", ["parent_id"], unique=False)
    op.create_table(
        "flight_bag",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("chips", sa.BigInteger(), nullable=False),
        sa.Column("at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("entry_id"),
    )
    op.create_index(op.f("ix_flight_bag_event_id"), "flight_bag", ["event_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_flight_bag_event_id"), table_name="flight_bag")
    op.drop_table("flight_bag")
    op.drop_index(op.f("ix_flight_parent_id"), table_name="flight")
    op.drop_table("flight")
