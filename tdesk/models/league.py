"""Heads-up league seasons (issue 13): round templates, rounds, games, availabilities, and the
admins' decisions log. Players are the event's entries (seed in ``Entry.seed``, registration
status in ``Entry.state["league"]``)."""

import datetime as dt
from typing import Any

from sqlalchemy import JSON, Column, UniqueConstraint
from sqlmodel import Field, SQLModel

from tdesk.models.tables import utc_column, utcnow


class LeagueTemplate(SQLModel, table=True):
    """A round template (A, B, C …): its time slots as ISO UTC strings. A template repeats
    weekly; a round takes the template whose next start comes soonest."""

    __tablename__ = "league_template"
    __table_args__ = (UniqueConstraint("event_id", "name", name="uq_league_template_name"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    name: str = Field(max_length=20)
    slots: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))


class LeagueRound(SQLModel, table=True):
    """One round of a season: its slots (ISO UTC), cut-off, bye, and whether it is closed."""

    __tablename__ = "league_round"
    __table_args__ = (UniqueConstraint("event_id", "number", name="uq_league_round_number"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    number: int
    template: str = Field(default="", max_length=20)
    slots: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    starts_at: dt.datetime | None = utc_column(nullable=True)
    cutoff_at: dt.datetime | None = utc_column(nullable=True)
    bye_entry_id: int | None = None
    closed: bool = False
    closed_at: dt.datetime | None = utc_column(nullable=True)
    closed_by: str = Field(default="", max_length=20)  # "complete" or "cut-off"
    created_at: dt.datetime = utc_column(nullable=False, default=utcnow)


class LeagueGame(SQLModel, table=True):
    """A game of a round: both players' own reports (HU-R2), an admin's decision for a
    conflict, and the final results once the round has ended (empty until then)."""

    __tablename__ = "league_game"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    round_id: int = Field(foreign_key="league_round.id", index=True, ondelete="CASCADE")
    number: int = 0
    a_entry_id: int = Field(foreign_key="entry.id", index=True, ondelete="CASCADE")
    b_entry_id: int = Field(foreign_key="entry.id", index=True, ondelete="CASCADE")
    slot: int | None = None
    a_report: str = Field(default="?", max_length=1)
    b_report: str = Field(default="?", max_length=1)
    decision: str = Field(default="", max_length=2)
    decided_by: str = Field(default="", max_length=100)
    a_result: str = Field(default="", max_length=1)
    b_result: str = Field(default="", max_length=1)


class LeagueAvailability(SQLModel, table=True):
    """A player's marks for a round's slots (HU-D1): "1", "2" or "3" per slot."""

    __tablename__ = "league_availability"
    __table_args__ = (UniqueConstraint("round_id", "entry_id", name="uq_league_availability"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    round_id: int = Field(foreign_key="league_round.id", index=True, ondelete="CASCADE")
    entry_id: int = Field(foreign_key="entry.id", index=True, ondelete="CASCADE")
    marks: str = Field(default="", max_length=32)


class LeagueDecision(SQLModel, table=True):
    """The admins' log: a conflict decided (HU-R2 stop) or a later correction, with who and why."""

    __tablename__ = "league_decision"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    game_id: int = Field(foreign_key="league_game.id", index=True, ondelete="CASCADE")
    kind: str = Field(default="stop", max_length=16)  # "stop" or "correction"
    admin: str = Field(max_length=100)
    before: str = Field(default="", max_length=2)
    outcome: str = Field(max_length=2)
    reason: str = ""
    at: dt.datetime = utc_column(nullable=False, default=utcnow)
