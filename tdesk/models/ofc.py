"""OFC hand history: every scored hand of an event, with what is needed to show it again."""

import datetime as dt
from typing import Any

from sqlalchemy import JSON, Column
from sqlmodel import Field, SQLModel

from tdesk.models.tables import utc_column, utcnow


class OfcHandRecord(SQLModel, table=True):
    """One OFC hand: boards in position order, stacks before, the level, and the outcome.

    ``boards`` is ``[{"entry_id", "name", "cards", "missed", "clock_foul", "exposed"}, …]``;
    ``stacks_before`` maps ``str(entry_id)`` to chips; ``result`` keeps nets, transfers, busts
    and places as they were applied. ``applied`` is False for a tutorial hand (stacks are its
    own, the event is untouched).
    """

    __tablename__ = "ofc_hand"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    number: int = 0
    title: str = Field(default="", max_length=200)
    table_no: int | None = None
    level: int = 1
    point_value: int = 100
    royalty_table: str = Field(default="standard", max_length=32)
    button_entry: int | None = None
    applied: bool = False
    boards: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    stacks_before: dict[str, Any] = Field(
        default_factory=dict, sa_column=Column(JSON, nullable=False)
    )
    result: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    played_at: dt.datetime = utc_column(nullable=False, default=utcnow)
