"""penalty log (issue 6)

Revision ID: 0005_penalties
Revises: 0004_ofc
"""

from collections.abc import Sequence

import sqlalchemy as sa  # noqa: F401
import sqlmodel  # noqa: F401
from alembic import op  # noqa: F401

import tdesk.models.types  # noqa: F401

revision: str = "0005_penalties"
down_revision: str | None = "0004_ofc"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
