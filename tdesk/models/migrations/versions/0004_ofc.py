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
    pass


def downgrade() -> None:
    pass
