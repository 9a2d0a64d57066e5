"""Multi-station safety: constraints and row versions (issue 9)

Revision ID: 0007_reliability
Revises: 0006_ofc_penalty_link
"""

from collections.abc import Sequence

import sqlalchemy as sa  # noqa: F401
from alembic import op  # noqa: F401

revision: str = "0007_reliability"
down_revision: str | None = "0006_ofc_penalty_link"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
