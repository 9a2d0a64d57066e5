"""Heads-up lives league seasons (issue 13)

Revision ID: 0010_league
Revises: 0009_swiss
"""

from collections.abc import Sequence

import sqlalchemy as sa  # noqa: F401
import sqlmodel  # noqa: F401
from alembic import op  # noqa: F401

import tdesk.models.types  # noqa: F401

revision: str = "0010_league"
down_revision: str | None = "0009_swiss"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UTC = tdesk.models.types.UTCDateTime


def _text(length: int | None = None) -> sa.types.TypeEngine:  # type: ignore[type-arg]
    return sqlmodel.sql.sqltypes.AutoString(length=length)


def upgrade() -> None:
    op.create_table(
        "league_round",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("template", _text(20), nullable=False),
        sa.Column("slots", sa.JSON(), nullable=False),
        sa.Column("starts_at", UTC(timezone=True), nullable=True),
        sa.Column("cutoff_at", UTC(timezone=True), nullable=True),
        sa.Column("bye_entry_id", sa.Integer(), nullable=True),
        sa.Column("closed", sa.Boolean(), nullable=False),
        sa.Column("closed_at", UTC(timezone=True), nullable=True),
        sa.Column("closed_by", _text(20), nullable=False),
        sa.Column("created_at", UTC(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("event_id", "number", name="uq_league_round_number"),
    )
    op.create_index(op.f("ix_league_round_event_id"), "league_round", ["event_id"], unique=False)
    op.create_table(
        "league_template",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("name", _text(20), nullable=False),
        sa.Column("slots", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("event_id", "name", name="uq_league_template_name"),
    )
    op.create_index(op.f("ix_league_template_event_id"), "league_template", ["event_id"],
                    unique=False)
    op.create_table(
        "league_availability",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("marks", _text(32), nullable=False),
        sa.ForeignKeyConstraint(["entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["round_id"], ["league_round.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("round_id", "entry_id", name="uq_league_availability"),
    )
    for column in ("entry_id", "event_id", "round_id"):
        op.create_index(op.f(f"ix_league_availability_{column}"), "league_availability",
                        [column], unique=False)
    op.create_table(
        "league_game",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("a_entry_id", sa.Integer(), nullable=False),
        sa.Column("b_entry_id", sa.Integer(), nullable=False),
        sa.Column("slot", sa.Integer(), nullable=True),
        sa.Column("a_report", _text(1), nullable=False),
        sa.Column("b_report", _text(1), nullable=False),
        sa.Column("decision", _text(2), nullable=False),
        sa.Column("decided_by", _text(100), nullable=False),
        sa.Column("a_result", _text(1), nullable=False),
        sa.Column("b_result", _text(1), nullable=False),
        sa.ForeignKeyConstraint(["a_entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["b_entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["round_id"], ["league_round.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    for column in ("a_entry_id", "b_entry_id", "event_id", "round_id"):
        op.create_index(op.f(f"ix_league_game_{column}"), "league_game", [column], unique=False)
    op.create_table(
        "league_decision",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("kind", _text(16), nullable=False),
        sa.Column("admin", _text(100), nullable=False),
        sa.Column("before", _text(2), nullable=False),
        sa.Column("outcome", _text(2), nullable=False),
        sa.Column("reason", _text(), nullable=False),
        sa.Column("at", UTC(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["game_id"], ["league_game.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    for column in ("event_id", "game_id"):
        op.create_index(op.f(f"ix_league_decision_{column}"), "league_decision", [column],
                        unique=False)


def downgrade() -> None:
    for table in ("league_decision", "league_availability", "league_game", "league_template",
                  "league_round"):
        op.drop_table(table)
