"""penalty log (issue 6)

Revision ID: 0005_penalties
Revises: 0004_ofc
"""

from collections.abc import Sequence

import sqlalchemy as sa  # noqa: F401
import sqlmodel  # noqa: F401
from alembic import op  # noqa: F401

import tdesk.models.types  # noqa: F401

revision: str = "0005_penalties"
down_revision: str | None = "0004_ofc"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "penalty",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("main_id", sa.Integer(), nullable=True),
        sa.Column("ladder", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("penalty", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("reason", sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
        sa.Column("infraction", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("judge", sqlmodel.sql.sqltypes.AutoString(length=100), nullable=False),
        sa.Column("notes", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("rule", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("explanation", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=True),
        sa.Column("moment", sqlmodel.sql.sqltypes.AutoString(length=20), nullable=False),
        sa.Column("deferred", sa.Boolean(), nullable=False),
        sa.Column("linked_to", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=True),
        sa.Column("raised_from", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=True),
        sa.Column("accumulated_from", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=True),
        sa.Column("recommended", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=True),
        sa.Column("head_judge_agreed", sa.Boolean(), nullable=False),
        sa.Column("hands", sa.Integer(), nullable=False),
        sa.Column("hands_served", sa.Integer(), nullable=False),
        sa.Column("players_at_table", sa.Integer(), nullable=True),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("details", sa.JSON(), nullable=False),
        sa.Column("given_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("rescinded", sa.Boolean(), nullable=False),
        sa.Column("rescinded_by", sqlmodel.sql.sqltypes.AutoString(length=100), nullable=False),
        sa.Column("rescinded_reason", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("rescinded_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_penalty_entry_id"), "penalty", ["entry_id"], unique=False)
    op.create_index(op.f("ix_penalty_event_id"), "penalty", ["event_id"], unique=False)
    op.create_index(op.f("ix_penalty_main_id"), "penalty", ["main_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_penalty_main_id"), table_name="penalty")
    op.drop_index(op.f("ix_penalty_event_id"), table_name="penalty")
    op.drop_index(op.f("ix_penalty_entry_id"), table_name="penalty")
    op.drop_table("penalty")
