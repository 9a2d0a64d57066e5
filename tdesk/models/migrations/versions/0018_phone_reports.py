"""Players' codes and phone reports of Swiss results, off by default (issue 25)

Revision ID: 0018_phone_reports
Revises: 0017_decklists
"""

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel
from alembic import op

import tdesk.models.types

revision: str = "0018_phone_reports"
down_revision: str | None = "0017_decklists"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "phone_reporting",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("locked_round", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("event_id"),
    )
    op.create_table(
        "player_code",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("digest", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("issued_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("revoked_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(["entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("digest"),
    )
    op.create_index(op.f("ix_player_code_entry_id"), "player_code", ["entry_id"], unique=False)
    op.create_index(op.f("ix_player_code_event_id"), "player_code", ["event_id"], unique=False)
    op.create_table(
        "phone_report",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("entry_id", sa.Integer(), nullable=False),
        sa.Column("result", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("state", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("reported_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["entry_id"], ["entry.id"], ondelete="CASCADE"),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_phone_report_event_id"), "phone_report", ["event_id"],
                    unique=False)


def downgrade() -> None:
    op.drop_index(op.f("ix_phone_report_event_id"), table_name="phone_report")
    op.drop_table("phone_report")
    op.drop_index(op.f("ix_player_code_event_id"), table_name="player_code")
    op.drop_index(op.f("ix_player_code_entry_id"), table_name="player_code")
    op.drop_table("player_code")
    op.drop_table("phone_reporting")
