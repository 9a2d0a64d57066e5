"""The penalty log (issue 6): every penalty given in an event, kept even when rescinded."""

import datetime as dt
from typing import Any

from sqlalchemy import JSON, Column
from sqlmodel import Field, SQLModel

from tdesk.models.tables import utc_column, utcnow


class PenaltyRecord(SQLModel, table=True):
    """One row of the log. ``ladder`` says how ``penalty`` reads: a CCG ``Severity`` name
    (PEN-1..6), a poker ``PokerPenalty`` name (PEN-P1..P2) or an ``OfcOffence`` value (OFC-X).

    A penalty linked to another (PEN-1) points at it with ``main_id``; rows given together
    share the main row's id. ``details`` keeps ladder extras (OFC opponents and points, chips
    removed by a poker disqualification).

    ``ofc_hand_id`` links an OFC penalty to the stored hand (``ofc_hand.id``) that applied it;
    an OFC penalty without one (and not rescinded) is pending: the calculator marks it on the
    player's next hand. No foreign key: undo deletes and restores hands and penalties in one
    step, and an event's deletion removes both by their own ``event_id`` cascade.
    """

    __tablename__ = "penalty"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    entry_id: int = Field(foreign_key="entry.id", index=True, ondelete="CASCADE")
    main_id: int | None = Field(default=None, index=True)
    ladder: str = Field(default="ccg", max_length=16)
    penalty: str = Field(max_length=40)
    reason: str = Field(max_length=200)
    infraction: str = Field(default="", max_length=64)
    judge: str = Field(default="", max_length=100)
    notes: str = ""
    rule: str = Field(default="", max_length=16)
    explanation: str = ""
    round: int | None = None
    moment: str = Field(default="during_game", max_length=20)
    deferred: bool = False
    linked_to: str | None = Field(default=None, max_length=40)
    raised_from: str | None = Field(default=None, max_length=40)
    accumulated_from: str | None = Field(default=None, max_length=40)
    recommended: str | None = Field(default=None, max_length=40)
    head_judge_agreed: bool = False
    hands: int = 0
    hands_served: int = 0
    players_at_table: int | None = None
    points: int = 0
    details: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    ofc_hand_id: int | None = Field(default=None, index=True)
    given_at: dt.datetime = utc_column(nullable=False, default=utcnow)
    rescinded: bool = False
    rescinded_by: str = Field(default="", max_length=100)
    rescinded_reason: str = ""
    rescinded_at: dt.datetime | None = utc_column(nullable=True)
