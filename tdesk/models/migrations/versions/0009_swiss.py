"""Card-game Swiss rounds and results (issue 12)

Revision ID: 0009_swiss
Revises: 0008_performance
"""

from collections.abc import Sequence

import sqlalchemy as sa  # noqa: F401
from alembic import op  # noqa: F401

revision: str = "0009_swiss"
down_revision: str | None = "0008_performance"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
