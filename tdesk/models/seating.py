"""Seating rows: the event's tables, who sits where, and the pending plan (issue 4)."""

from typing import Any

from sqlalchemy import JSON, Column, Index, UniqueConstraint
from sqlmodel import Field, SQLModel

from tdesk.rules.seating.types import DEFAULT_SEATS


class SeatTable(SQLModel, table=True):
    """One playing table of an event. ``open`` is False once the table has been broken.

    ``blocked`` lists seats nobody may use (wheelchair space, broken chair); ``button`` is the
    button seat for the next hand, None until the floor sets it (TDA-B2).
    """

    __tablename__ = "seat_table"
    __table_args__ = (UniqueConstraint("event_id", "number", name="uq_seat_table_number"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    number: int
    seats: int = DEFAULT_SEATS
    button: int | None = None
    blocked: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    open: bool = True
    final: bool = False


class Seat(SQLModel, table=True):
    """A seated entry: one seat per entry (``entry_id`` unique) and one entry per seat
    (``ux_seat_position``), so two stations can never put two players in one seat (issue 9).
    Undo writes seat rows back without tripping over the order (``changes.apply_rows``).

    ``fixed`` keeps the player where they are (balancing never moves them); ``waiting`` marks a
    player who sits out until the button passes (TDA-S3).
    """

    __tablename__ = "seat"
    __table_args__ = (Index("ux_seat_position", "event_id", "table_no", "seat_no", unique=True),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    entry_id: int = Field(foreign_key="entry.id", unique=True, ondelete="CASCADE")
    table_no: int
    seat_no: int
    fixed: bool = False
    waiting: bool = False


class SeatingState(SQLModel, table=True):
    """Per event: the seed of the seat draw and plans, and the plan shown to the floor.

    ``pending`` holds the plan's remaining moves (dicts) for the room whose fingerprint is
    ``room_key``, so applying moves one at a time follows exactly the plan the floor saw.
    """

    __tablename__ = "seating_state"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", unique=True, ondelete="CASCADE")
    seed: int = 0
    room_key: str = Field(default="", max_length=64)
    pending: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    broken: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    final_table: int | None = None
    final_seats: int | None = None
