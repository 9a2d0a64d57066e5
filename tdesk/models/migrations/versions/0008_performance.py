"""Indexes for large events (issue 10): none were needed in the end (the unique seat index of
0007 serves the room queries); kept so the revision chain stays as stores already record it.

Revision ID: 0008_performance
Revises: 0007_reliability
"""

from collections.abc import Sequence

import sqlalchemy as sa  # noqa: F401
from alembic import op  # noqa: F401

revision: str = "0008_performance"
down_revision: str | None = "0007_reliability"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
