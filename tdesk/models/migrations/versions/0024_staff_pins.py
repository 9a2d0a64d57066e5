"""Staff members and their hashed PINs for the floor tablets (issue 39)

Revision ID: 0024_staff_pins
Revises: 0023_bounty_payouts
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

import tdesk.models.types

revision: str = "0024_staff_pins"
down_revision: str | None = "0023_bounty_payouts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "staff_member",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.Column("pin_hash", sa.String(length=200), nullable=False),
        sa.Column("created_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("revoked_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=True),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_staff_member_name"), "staff_member", ["name"], unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_staff_member_name"), table_name="staff_member")
    op.drop_table("staff_member")
