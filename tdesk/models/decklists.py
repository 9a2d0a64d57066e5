"""Decklists and deck checks of constructed card-game events (DECK-1..DECK-8, issue 24)."""

import datetime as dt
from typing import Any

from sqlalchemy import JSON, Column
from sqlmodel import Field, SQLModel

from tdesk.models.tables import utc_column, utcnow


class DecklistRecord(SQLModel, table=True):
    """A player's registered list, one per entry: ``text`` as typed or imported (what the
    judge reads back), ``cards`` as parsed ({"main": [[name, count], …], "side": […]}), who
    registered it and when. ``locked_at`` is when the list was locked (DECK-5): round 1's
    pairing for a list registered before it; a list registered or changed after the lock
    (the head judge, with ``reason``) is locked at once and stamped with that moment."""

    __tablename__ = "decklist"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    entry_id: int = Field(foreign_key="entry.id", unique=True, ondelete="CASCADE")
    text: str = ""
    cards: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    registered_at: dt.datetime = utc_column(nullable=False, default=utcnow)
    registered_by: str = Field(default="", max_length=100)
    locked_at: dt.datetime | None = utc_column(nullable=True)
    reason: str = ""


class DeckCheck(SQLModel, table=True):
    """One deck check (DECK-6): the round, the table (None between rounds), the judge, the
    outcome (a ``CheckOutcome`` value), what was found, and the penalty issued for it.
    ``penalty_id`` has no foreign key, as ``penalty.ofc_hand_id``: undo restores checks and
    penalties in their own steps, and an event's deletion removes both by ``event_id``."""

    __tablename__ = "deck_check"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    entry_id: int = Field(foreign_key="entry.id", index=True, ondelete="CASCADE")
    round: int
    table_no: int | None = None
    judge: str = Field(max_length=100)
    outcome: str = Field(max_length=16)
    note: str = ""
    penalty_id: int | None = Field(default=None, index=True)
    checked_at: dt.datetime = utc_column(nullable=False, default=utcnow)
