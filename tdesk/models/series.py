"""Series: events grouped under one points formula and one leaderboard (SER-*, issue 26).

The leaderboard is never stored: it is read from the series' events each time, so it follows
every bust and correction as it is saved. A series row keeps its formula as data (``formula``
the kind, ``params`` its numbers, ``best_n`` how many results count, None for all).
"""

import datetime as dt
from typing import Any

from sqlalchemy import JSON, Column, UniqueConstraint
from sqlmodel import Field, SQLModel

from tdesk.models.tables import utc_column, utcnow


class Series(SQLModel, table=True):
    """One series (a season of weekly games, a circuit); its name is unique in the store."""

    __tablename__ = "series"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(index=True, unique=True, max_length=200)
    formula: str = Field(default="sqrt", max_length=16)
    params: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    best_n: int | None = None
    notes: str = ""
    created_at: dt.datetime = utc_column(nullable=False, default=utcnow)


class SeriesEvent(SQLModel, table=True):
    """An event in a series, once per series, in the order the series lists them
    (``position``: 1, 2, …). Deleting the series or the event removes the row by cascade."""

    __tablename__ = "series_event"
    __table_args__ = (UniqueConstraint("series_id", "event_id", name="uq_series_event"),)

    id: int | None = Field(default=None, primary_key=True)
    series_id: int = Field(foreign_key="series.id", index=True, ondelete="CASCADE")
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    position: int = 1
