"""Clock tables: one clock per event, saved structure templates, recorded chip races.

The clock row holds exactly the state ``tdesk.rules.levels.clock.ClockState`` needs (status, level
index, banked microseconds, running since), so any process reading it computes the same time.
"""

import datetime as dt
from typing import Any

from sqlalchemy import JSON, BigInteger, Column
from sqlmodel import Field, SQLModel

from tdesk.models.tables import utc_column, utcnow


class EventClock(SQLModel, table=True):
    """An event's running clock: its state and a called clock. Changed by every clock press,
    never undone (the operator presses again)."""

    __tablename__ = "event_clock"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, unique=True, ondelete="CASCADE")
    status: str = Field(default="not_started", max_length=16)
    level_index: int = 0
    banked_us: int = Field(default=0, sa_column=Column(BigInteger, nullable=False, default=0))
    running_since: dt.datetime | None = utc_column(nullable=True)
    call_at: dt.datetime | None = utc_column(nullable=True)
    call_allowance: int = 0
    call_countdown: int = 0
    call_label: str = Field(default="", max_length=100)


class ClockSetup(SQLModel, table=True):
    """An event's structure and hand-typed counts: undoable edits, kept apart from the clock
    state so undoing one never rewinds the running clock."""

    __tablename__ = "clock_setup"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, unique=True, ondelete="CASCADE")
    structure: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    entries_count: int | None = None
    players_left: int | None = None
    total_chips: int | None = Field(default=None, sa_column=Column(BigInteger, nullable=True))


class StructureTemplate(SQLModel, table=True):
    """A structure saved for later events (store-wide), kept as its TOML text."""

    __tablename__ = "structure_template"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(index=True, unique=True, max_length=200)
    toml: str = ""
    created_at: dt.datetime = utc_column(nullable=False, default=utcnow)


class ChipRaceRecord(SQLModel, table=True):
    """A chip race as run (TDA-R4): denominations, seed and the full per-seat result."""

    __tablename__ = "chip_race"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    at: dt.datetime = utc_column(nullable=False, default=utcnow)
    table_label: str = Field(default="", max_length=50)
    leaving: int
    into: int
    seed: int = Field(sa_column=Column(BigInteger, nullable=False))
    result: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
