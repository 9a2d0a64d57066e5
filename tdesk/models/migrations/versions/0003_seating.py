"""tables, seats and moves (issue 4)

Revision ID: 0003_seating
Revises: 0002_clock
"""

from collections.abc import Sequence

import sqlalchemy as sa  # noqa: F401
import sqlmodel  # noqa: F401
from alembic import op  # noqa: F401

import tdesk.models.types  # noqa: F401

revision: str = "0003_seating"
down_revision: str | None = "0002_clock"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
