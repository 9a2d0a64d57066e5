"""OFC penalties linked to the hand that applied them

Revision ID: 0006_ofc_penalty_link
Revises: 0005_penalties
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006_ofc_penalty_link"
down_revision: str | None = "0005_penalties"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("penalty", sa.Column("ofc_hand_id", sa.Integer(), nullable=True))
    op.create_index(op.f("ix_penalty_ofc_hand_id"), "penalty", ["ofc_hand_id"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_penalty_ofc_hand_id"), table_name="penalty")
    with op.batch_alter_table("penalty") as batch:
        batch.drop_column("ofc_hand_id")
