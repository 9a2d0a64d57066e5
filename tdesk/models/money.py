"""Money tables (issue 14): the event's fee and payout setup, payments, chip counts, deals.

Prizes are not stored per bust: a finishing place is on the entry, and its prize is read from
the payout at read time, so a payout fixed after a bust (or a deal) is always what is shown.
"""

import datetime as dt
from typing import Any

from sqlalchemy import JSON, BigInteger, Column, Index, UniqueConstraint
from sqlmodel import Field, SQLModel

from tdesk.models.tables import utc_column, utcnow


class MoneySetup(SQLModel, table=True):
    """Fees, re-entry and add-on terms, guarantee, and the payout structure of one event."""

    __tablename__ = "money_setup"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, unique=True, ondelete="CASCADE")
    settings: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    payout: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    """The payout structure as data (``tdesk.rules.money.payouts.structure_to_data``); empty: default."""
    locked_entries: int | None = None
    """Entries the places paid were fixed at when registration closed; None while open."""


class Payment(SQLModel, table=True):
    """One payment taken at the desk: an entry, re-entry, rebuy or add-on, with its method."""

    __tablename__ = "payment"
    __table_args__ = (Index("ux_payment_receipt", "event_id", "receipt", unique=True),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    entry_id: int = Field(foreign_key="entry.id", index=True, ondelete="CASCADE")
    kind: str = Field(max_length=16)
    prize_part: int = Field(default=0, sa_column=Column(BigInteger, nullable=False, default=0))
    fee: int = Field(default=0, sa_column=Column(BigInteger, nullable=False, default=0))
    bounty: int = Field(default=0, sa_column=Column(BigInteger, nullable=False, default=0))
    chips: int = Field(default=0, sa_column=Column(BigInteger, nullable=False, default=0))
    method: str = Field(default="cash", max_length=32)
    level: int | None = None
    at: dt.datetime = utc_column(nullable=False, default=utcnow)
    receipt: int | None = None
    """The receipt number, per event (issue 23): from ``receipt_counter``, never given twice;
    None only for a row written by bulk SQL."""
    staff: str = Field(default="", max_length=100)
    """Who took the payment (the store's staff name of the action)."""


class ChipCount(SQLModel, table=True):
    """One player's counted stack; all rows of one count share ``batch`` (history kept)."""

    __tablename__ = "chip_count"
    __table_args__ = (UniqueConstraint("event_id", "batch", "entry_id", name="uq_chip_count"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    entry_id: int = Field(foreign_key="entry.id", index=True, ondelete="CASCADE")
    batch: int = 0
    table_label: str = Field(default="", max_length=50)
    chips: int = Field(default=0, sa_column=Column(BigInteger, nullable=False, default=0))
    at: dt.datetime = utc_column(nullable=False, default=utcnow)


class Deal(SQLModel, table=True):
    """A deal agreed by the players left: ICM, chip-chop or typed amounts."""

    __tablename__ = "deal"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    method: str = Field(max_length=16)
    kept_back: int = Field(default=0, sa_column=Column(BigInteger, nullable=False, default=0))
    amounts: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    """entry id (as text) -> amount agreed."""
    stacks: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    note: str = ""
    at: dt.datetime = utc_column(nullable=False, default=utcnow)


class PrizeHandover(SQLModel, table=True):
    """An entry's prize handed over at the desk (issue 23): one per entry, so a prize is never
    paid twice; ``amount`` is what the results gave at that moment."""

    __tablename__ = "prize_handover"
    __table_args__ = (Index("ux_prize_handover_receipt", "event_id", "receipt", unique=True),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True, ondelete="CASCADE")
    entry_id: int = Field(foreign_key="entry.id", unique=True, ondelete="CASCADE")
    amount: int = Field(default=0, sa_column=Column(BigInteger, nullable=False, default=0))
    method: str = Field(default="cash", max_length=32)
    staff: str = Field(default="", max_length=100)
    receipt: int
    at: dt.datetime = utc_column(nullable=False, default=utcnow)


class ReceiptCounter(SQLModel, table=True):
    """The last receipt number given in an event (issue 23). Written with plain SQL, outside
    the undo record, so an undone payment's number is never given again."""

    __tablename__ = "receipt_counter"

    event_id: int = Field(foreign_key="event.id", primary_key=True, ondelete="CASCADE")
    last: int = 0
