"""SQLModel tables of the foundation: events, players, entries, the audit log, store metadata.

Feature tables (seats, clocks, hands, penalties) live in their own modules under
``tdesk/models/`` and are created by their own Alembic migrations.
"""

import datetime as dt
from enum import StrEnum
from typing import Any

from sqlalchemy import JSON, Column, Index, Integer, UniqueConstraint
from sqlmodel import Field, SQLModel

from tdesk.models.types import UTCDateTime


def utcnow() -> dt.datetime:
    """Aware UTC now: every stored time is UTC (DESIGN.md conventions)."""
    return dt.datetime.now(dt.UTC)


def utc_column(**kwargs: Any) -> Any:
    """A timestamp column that always gives back aware UTC datetimes."""
    return Field(sa_column=Column(UTCDateTime(), **kwargs))


def name_key(name: str) -> str:
    """A name as names are compared: spaces collapsed, case folded ("ANNA  li" = "anna li")."""
    return " ".join(name.split()).casefold()


def version_column() -> Column[int]:
    """The row's version counter (SQLAlchemy ``version_id_col``): bumped by every ORM update.

    An edit dialog remembers the version it showed; a save carrying an older one is refused
    (another station changed the row since), never silently overwriting (issue 9).
    """
    return Column("version", Integer, nullable=False, server_default="1")


class EventKind(StrEnum):
    POKER = "poker"
    OFC = "ofc"
    LEAGUE = "league"
    SWISS = "swiss"


class EntryStatus(StrEnum):
    ACTIVE = "active"
    BUSTED = "busted"
    DROPPED = "dropped"
    DISQUALIFIED = "disqualified"


class Meta(SQLModel, table=True):
    """Key/value facts about the store; ``number`` of key "revision" is the revision counter."""

    key: str = Field(primary_key=True, max_length=64)
    value: str = ""
    number: int = 0


_event_version = version_column()
_player_version = version_column()
_entry_version = version_column()


class Event(SQLModel, table=True):
    __mapper_args__ = {"version_id_col": _event_version}

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(index=True, unique=True, max_length=200)
    kind: str = Field(max_length=16)
    date: dt.date | None = None
    venue: str = Field(default="", max_length=200)
    settings: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    created_at: dt.datetime = utc_column(nullable=False, default=utcnow)
    version: int = Field(default=1, sa_column=_event_version)


class Player(SQLModel, table=True):
    """A person, shared by all events of the store."""

    __mapper_args__ = {"version_id_col": _player_version}

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(index=True, max_length=200)
    rating: int | None = None
    country: str = Field(default="", max_length=64)
    site_games: int = 0
    contact: str = Field(default="", max_length=200)
    notes: str = ""
    created_at: dt.datetime = utc_column(nullable=False, default=utcnow)
    version: int = Field(default=1, sa_column=_player_version)


class Entry(SQLModel, table=True):
    """A player in an event, with the state every kind shares; kind-specific extras in ``state``.

    A finishing place is given once per event: players tied in one bust share it, told apart
    by ``place_tie`` (0, 1, …, set by the store when a place is written), so two stations
    giving the same place in two actions collide on ``ux_entry_place``; likewise two stations
    registering one name collide on ``ux_entry_name`` (issue 9).
    """

    __table_args__ = (
        UniqueConstraint("event_id", "player_id", name="uq_entry_event_player"),
        Index("ux_entry_place", "event_id", "place", "place_tie", unique=True),
        Index("ux_entry_name", "event_id", "name_key", unique=True),
    )
    __mapper_args__ = {"version_id_col": _entry_version}

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    player_id: int = Field(foreign_key="player.id", index=True, ondelete="RESTRICT")
    seed: int | None = None
    status: str = Field(default=EntryStatus.ACTIVE, max_length=16)
    chips: int | None = None
    place: int | None = None
    state: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    registered_at: dt.datetime = utc_column(nullable=False, default=utcnow)
    place_tie: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    # the player's name as the service compares names (spaces collapsed, case folded), kept
    # by the store: one name once per event (``ux_entry_name``); NULL is never compared
    name_key: str | None = Field(default=None, max_length=200)
    version: int = Field(default=1, sa_column=_entry_version)


class AuditLog(SQLModel, table=True):
    """One row per floor action: who, when, what, with which random seed, and how to undo it."""

    __tablename__ = "audit_log"

    id: int | None = Field(default=None, primary_key=True)
    at: dt.datetime = utc_column(nullable=False, default=utcnow)
    staff: str = Field(default="", max_length=100)
    station: str = Field(default="", max_length=100, index=True,
                         sa_column_kwargs={"server_default": ""})
    event_id: int | None = Field(default=None, index=True)
    action: str = Field(max_length=100)
    summary: str = ""
    params: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    seed: int | None = None
    changes: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    undoable: bool = False
    undone_by: int | None = None
    undoes: int | None = None
    revision: int = 0


class UndoPayload(SQLModel, table=True):
    """The rows an undo of a big action removed (columnar), kept apart from the audit row so
    menus and the Log tab never read them; redo puts them back (issue 9)."""

    __tablename__ = "undo_payload"

    audit_id: int = Field(primary_key=True)  # the undo's audit row
    rows: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
