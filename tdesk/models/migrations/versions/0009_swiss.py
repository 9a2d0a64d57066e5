"""Card-game Swiss rounds and results (issue 12)

Revision ID: 0009_swiss
Revises: 0008_performance
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel
from alembic import op

import tdesk.models.types

revision: str = "0009_swiss"
down_revision: str | None = "0008_performance"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "swiss_round",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("stage", sqlmodel.sql.sqltypes.AutoString(length=8), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("cut_size", sa.Integer(), nullable=True),
        sa.Column("paired_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("event_id", "number", name="uq_swiss_round_number"),
    )
    op.create_index(op.f("ix_swiss_round_event_id"), "swiss_round", ["event_id"], unique=False)
    op.create_table(
        "swiss_match",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("a_entry_id", sa.Integer(), nullable=False),
        sa.Column("b_entry_id", sa.Integer(), nullable=True),
        sa.Column("organiser_bye", sa.Boolean(), nullable=False),
        sa.Column("result", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=True),
        sa.Column("a_wins", sa.Integer(), nullable=False),
        sa.Column("b_wins", sa.Integer(), nullable=False),
        sa.Column("draws", sa.Integer(), nullable=False),
        sa.Column("double_loss", sa.Boolean(), nullable=False),
        sa.Column("overridden", sa.Boolean(), nullable=False),
        sa.Column("notes", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("corrections", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["a_entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["b_entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("event_id", "round", "table_no", name="uq_swiss_table"),
    )
    op.create_index(op.f("ix_swiss_match_event_id"), "swiss_match", ["event_id"], unique=False)
    op.create_index(op.f("ix_swiss_match_round"), "swiss_match", ["round"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_swiss_match_round"), table_name="swiss_match")
    op.drop_index(op.f("ix_swiss_match_event_id"), table_name="swiss_match")
    op.drop_table("swiss_match")
    op.drop_index(op.f("ix_swiss_round_event_id"), table_name="swiss_round")
    op.drop_table("swiss_round")
