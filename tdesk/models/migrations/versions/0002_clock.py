"""clock state and structures (issue 3)

Revision ID: 0002_clock
Revises: 0001_foundation
"""

from collections.abc import Sequence

import sqlalchemy as sa  # noqa: F401
import sqlmodel  # noqa: F401
from alembic import op  # noqa: F401

import tdesk.models.types  # noqa: F401

revision: str = "0002_clock"
down_revision: str | None = "0001_foundation"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
