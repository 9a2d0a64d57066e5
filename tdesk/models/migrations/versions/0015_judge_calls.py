"""Judge calls and time extensions per round and table (CG-R1..R4, issue 24)

Revision ID: 0015_judge_calls
Revises: 0014_flights
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel
from alembic import op

import tdesk.models.types

revision: str = "0015_judge_calls"
down_revision: str | None = "0014_flights"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "judge_call",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("judge", sqlmodel.sql.sqltypes.AutoString(length=100), nullable=False),
        sa.Column("ruling", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("penalty_id", sa.Integer(), nullable=True),
        sa.Column("called_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_judge_call_event_id"), "judge_call", ["event_id"], unique=False)
    op.create_index(op.f("ix_judge_call_penalty_id"), "judge_call", ["penalty_id"],
                    unique=False)
    op.create_table(
        "time_extension",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("minutes", sa.Integer(), nullable=False),
        sa.Column("judge", sqlmodel.sql.sqltypes.AutoString(length=100), nullable=False),
        sa.Column("reason", sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
        sa.Column("given_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_time_extension_event_id"), "time_extension", ["event_id"],
                    unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_time_extension_event_id"), table_name="time_extension")
    op.drop_table("time_extension")
    op.drop_index(op.f("ix_judge_call_penalty_id"), table_name="judge_call")
    op.drop_index(op.f("ix_judge_call_event_id"), table_name="judge_call")
    op.drop_table("judge_call")
