"""Heads-up lives league seasons (issue 13)

Revision ID: 0010_league
Revises: 0009_swiss
"""

from collections.abc import Sequence

import sqlalchemy as sa  # noqa: F401
from alembic import op  # noqa: F401

revision: str = "0010_league"
down_revision: str | None = "0009_swiss"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
