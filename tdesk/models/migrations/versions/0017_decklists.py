"""Decklists and deck checks of constructed card-game events (DECK-1..DECK-8, issue 24)

Revision ID: 0017_decklists
Revises: 0016_hand_for_hand
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel
from alembic import op

import tdesk.models.types

revision: str = "0017_decklists"
down_revision: str | None = "0016_hand_for_hand"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "decklist",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("text", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("cards", sa.JSON(), nullable=False),
        sa.Column("registered_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("registered_by", sqlmodel.sql.sqltypes.AutoString(length=100), nullable=False),
        sa.Column("locked_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=True),
        sa.Column("reason", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.ForeignKeyConstraint(["entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("entry_id"),
    )
    op.create_index(op.f("ix_decklist_event_id"), "decklist", ["event_id"], unique=False)
    op.create_table(
        "deck_check",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=True),
        sa.Column("judge", sqlmodel.sql.sqltypes.AutoString(length=100), nullable=False),
        sa.Column("outcome", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("note", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("penalty_id", sa.Integer(), nullable=True),
        sa.Column("checked_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_deck_check_entry_id"), "deck_check", ["entry_id"], unique=False)
    op.create_index(op.f("ix_deck_check_event_id"), "deck_check", ["event_id"], unique=False)
    op.create_index(op.f("ix_deck_check_penalty_id"), "deck_check", ["penalty_id"],
                    unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_deck_check_penalty_id"), table_name="deck_check")
    op.drop_index(op.f("ix_deck_check_event_id"), table_name="deck_check")
    op.drop_index(op.f("ix_deck_check_entry_id"), table_name="deck_check")
    op.drop_table("deck_check")
    op.drop_index(op.f("ix_decklist_event_id"), table_name="decklist")
    op.drop_table("decklist")
