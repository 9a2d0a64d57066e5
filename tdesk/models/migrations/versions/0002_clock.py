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
    op.create_table(
        "structure_template",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
        sa.Column("toml", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("created_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_structure_template_name"), "structure_template", ["name"], unique=True)
    op.create_table(
        "chip_race",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("at", tdesk.models.types.UTCDateTime(timezone=True), nullable=False),
        sa.Column("table_label", sqlmodel.sql.sqltypes.AutoString(length=50), nullable=False),
        sa.Column("leaving", sa.Integer(), nullable=False),
        sa.Column("into", sa.Integer(), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("result", sa.JSON(), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_chip_race_event_id"), "chip_race", ["event_id"], unique=False)
    op.create_table(
        "event_clock",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("status", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("level_index", sa.Integer(), nullable=False),
        sa.Column("banked_us", sa.BigInteger(), nullable=False),
        sa.Column("running_since", tdesk.models.types.UTCDateTime(timezone=True), nullable=True),
        sa.Column("call_at", tdesk.models.types.UTCDateTime(timezone=True), nullable=True),
        sa.Column("call_allowance", sa.Integer(), nullable=False),
        sa.Column("call_countdown", sa.Integer(), nullable=False),
        sa.Column("call_label", sqlmodel.sql.sqltypes.AutoString(length=100), nullable=False),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_event_clock_event_id"), "event_clock", ["event_id"], unique=True)
    op.create_table(
        "clock_setup",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("structure", sa.JSON(), nullable=False),
        sa.Column("entries_count", sa.Integer(), nullable=True),
        sa.Column("players_left", sa.Integer(), nullable=True),
        sa.Column("total_chips", sa.BigInteger(), nullable=True),
        sa.ForeignKeyConstraint(["event_id"], ["event.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index(op.f("ix_clock_setup_event_id"), "clock_setup", ["event_id"], unique=True)


def downgrade() -> None:
    op.drop_index(op.f("ix_clock_setup_event_id"), table_name="clock_setup")
    op.drop_table("clock_setup")
    op.drop_index(op.f("ix_event_clock_event_id"), table_name="event_clock")
    op.drop_table("event_clock")
    op.drop_index(op.f("ix_chip_race_event_id"), table_name="chip_race")
    op.drop_table("chip_race")
    op.drop_index(op.f("ix_structure_template_name"), table_name="structure_template")
    op.drop_table("structure_template")
