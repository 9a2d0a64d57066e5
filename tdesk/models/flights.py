"""Flights and Day 2 (issue 23, FLT-1..FLT-6): which event is a flight of which, and the bags.

A flight (Day 1A, 1B, …) is a poker event of its own: its entries, payments and clock are its
own. ``Flight`` links it to its parent, the event whose Day 2 the survivors meet in (the
parent's own entries are the Day 2 field). A survivor's bag is one ``FlightBag`` per flight
entry (FLT-2: one bag per player per flight). The stop of a flight and the parent's Day 2
rules are event settings (``rules.event_settings``).
"""

import datetime as dt

from sqlalchemy import BigInteger, Column, UniqueConstraint
from sqlmodel import Field, SQLModel

from tdesk.models.tables import utc_column, utcnow


class Flight(SQLModel, table=True):
    """A flight event of a parent event: ``number`` 1 is Day 1A, 2 is Day 1B, …"""

    __tablename__ = "flight"
    __table_args__ = (UniqueConstraint("parent_id", "number", name="uq_flight_number"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", unique=True, ondelete="CASCADE")
    parent_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    number: int = 1


class FlightBag(SQLModel, table=True):
    """A survivor's bag: the chips counted into it at the end of the flight (FLT-2)."""

    __tablename__ = "flight_bag"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    entry_id: int = Field(foreign_key="entry.id", unique=True, ondelete="CASCADE")
    chips: int = Field(default=0, sa_column=Column(BigInteger, nullable=False, default=0))
    at: dt.datetime = utc_column(nullable=False, default=utcnow)
