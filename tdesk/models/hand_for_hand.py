"""Hand-for-hand (issue 23): the phase of one event, as ``rules.hand_for_hand.HandForHand``.

One row per event, created when the desk first starts hand-for-hand; ``active`` False once it
ended (kept, so the hands played stay counted). Every change is a floor action and undoable.
"""

from typing import Any

from sqlalchemy import JSON, Column
from sqlmodel import Field, SQLModel


class HandForHandState(SQLModel, table=True):
    """The phase: the tables playing, the hands dealt, whether a hand is in play, and this
    hand's reports.

    ``reports``: ``{"<table>": [[entry_id, starting stack], …]}``, one key per table that has
    reported "hand done" (an empty list: no bust). The busts are put out when the last table
    reports, together, so busts at different tables tie (HFH-4).
    """

    __tablename__ = "hand_for_hand"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", unique=True, ondelete="CASCADE")
    active: bool = False
    hands: int = 0
    in_hand: bool = False
    tables: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    reports: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
