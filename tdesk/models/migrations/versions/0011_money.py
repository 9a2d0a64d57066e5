"""Entries, payouts, chip counts and deals (issue 14)

Revision ID: 0011_money
Revises: 0010_league
"""

from collections.abc import Sequence

import sqlalchemy as sa  # noqa: F401
from alembic import op  # noqa: F401

revision: str = "0011_money"
down_revision: str | None = "0010_league"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
