"""Knockouts (issue 23): who eliminated whom, recorded with each bust (BNT-1).

A re-entry reuses its entry row, so one row is one *life* of an entry: ``(entry_id, life)``,
life 1 the first entry, life n the entry after its (n-1)-th re-entry. Undoing the bust removes
its knockout rows (they are inserted in the bust's action); deleting the event or the entry
removes them by cascade. The bounty format itself is kept with the money terms
(``money_setup.settings["bounty_format"]``).
"""

import datetime as dt
from typing import Any

from sqlalchemy import JSON, BigInteger, Column, Index, UniqueConstraint
from sqlmodel import Field, SQLModel

from tdesk.models.tables import utc_column, utcnow


class KnockoutRow(SQLModel, table=True):
    """One bust with its eliminators (several for a split pot; in OFC the players it paid).

    ``eliminators``: ``[{"entry": id, "life": n, "share": weight, "stack": chips}, …]`` in the
    order listed (BNT-2 gives the odd unit to the first listed, or the bigger stack). ``stack``:
    the busted entry's stack at the start of the hand. ``players_left``: players in just before
    this bust, the busted one counted; ``level``: the clock's level then (None: not started).
    ``envelope``: the mystery envelope paid, drawn and recorded when the bust was saved.
    """

    __tablename__ = "knockout"
    __table_args__ = (UniqueConstraint("entry_id", "life", name="uq_knockout_life"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    entry_id: int = Field(foreign_key="entry.id", index=True, ondelete="CASCADE")
    life: int = 1
    eliminators: list[Any] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    stack: int | None = Field(default=None, sa_column=Column(BigInteger, nullable=True))
    level: int | None = None
    players_left: int = 0
    envelope: int | None = Field(default=None, sa_column=Column(BigInteger, nullable=True))
    at: dt.datetime = utc_column(nullable=False, default=utcnow)


class BountyPayout(SQLModel, table=True):
    """Bounty cash handed to a player at the desk (issue 35): what they had collected and not
    yet been paid, at that moment, with its receipt and who paid it. A player may be paid
    several times in a night (after each knockout or once at the end)."""

    __tablename__ = "bounty_payout"
    __table_args__ = (Index("ux_bounty_payout_receipt", "event_id", "receipt", unique=True),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    entry_id: int = Field(foreign_key="entry.id", index=True, ondelete="CASCADE")
    amount: int = Field(default=0, sa_column=Column(BigInteger, nullable=False, default=0))
    knockouts: int = 0
    """How many of the player's knockouts this payment covers (all those unpaid then)."""
    method: str = Field(default="cash", max_length=32)
    staff: str = Field(default="", max_length=100)
    receipt: int
    at: dt.datetime = utc_column(nullable=False, default=utcnow)
