"""Hand-for-hand: the phase of each event (HFH-1..HFH-5, issue 23)

Revision ID: 0016_hand_for_hand
Revises: 0015_judge_calls
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016_hand_for_hand"
down_revision: str | None = "0015_judge_calls"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "hand_for_hand",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("hands", sa.Integer(), nullable=False),
        sa.Column("in_hand", sa.Boolean(), nullable=False),
        sa.Column("tables", sa.JSON(), nullable=False),
        sa.Column("reports", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("event_id"),
    )


def downgrade() -> None:
    op.drop_table("hand_for_hand")
