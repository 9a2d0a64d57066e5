"""OFC hand history (issue 5)

Revision ID: 0004_ofc
Revises: 0003_seating
"""

from collections.abc import Sequence

import sqlalchemy as sa  # noqa: F401
import sqlmodel  # noqa: F401
from alembic import op  # noqa: F401

import tdesk.models.types  # noqa: F401

revision: str = "0004_ofc"
down_revision: str | None = "0003_seating"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "ofc_hand",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("title", sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=True),
        sa.Column("level", sa.Integer(), nullable=False),
        sa.Column("point_value", sa.Integer(), nullable=False),
        sa.Column("royalty_table", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("button_entry", sa.Integer(), nullable=True),
        sa.Column("applied", sa.Boolean(), nullable=False),
        sa.Column("boards", sa.JSON(), nullable=False),
        sa.Column("stacks_before", sa.JSON(), nullable=False),
        sa.Column("result", sa.JSON(), nullable=False),
        sa.Column("played_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("ofc_hand", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_ofc_hand_event_id"), ["event_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("ofc_hand", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_ofc_hand_event_id"))
    op.drop_table("ofc_hand")
