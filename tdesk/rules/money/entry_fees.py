"""Entry fees, re-entries, rebuys, add-ons and the prize pool (issue 14).

The terms are plain settings (``tdesk.rules.event_settings.Setting``), checked the same way as
an event's settings, kept per event by the money service. What a payment of each kind costs and
gives, and whether a player may make it now, is decided here.

>>> terms = FeeTerms.from_settings({"buy_in": 100, "fee": 10, "reentry_limit": 1}, 20000)
>>> price(terms, "reentry")
Price(prize_part=100, fee=10, bounty=0, chips=20000)
>>> prize_pool(collected=5000, added=500, guarantee=10000)
Pool(collected=5000, added=500, guarantee=10000, total=10000, overlay=4500)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tdesk.rules.event_settings import Setting, _check

__all__ = [
    "KINDS",
    "MONEY_SETTINGS",
    "FeeTerms",
    "Pool",
    "Price",
    "price",
    "prize_pool",
    "validate_terms",
    "verify_close",
    "verify_payment",
]

KINDS = ("entry", "reentry", "rebuy", "addon")
BIG = 1_000_000_000

MONEY_SETTINGS: tuple[Setting, ...] = (
    Setting("buy_in", "Buy-in (prize pool part)", 0, 0, BIG),
    Setting("fee", "Fee (rake)", 0, 0, BIG),
    Setting("bounty", "Bounty", 0, 0, BIG),
    Setting("reentry_limit", "Re-entries per player", 0, 0, 1000, help="0: no re-entry"),
    Setting("reentry_price", "Re-entry price (prize pool part)", 0, 0, BIG,
            help="0: the same as the buy-in"),
    Setting("reentry_chips", "Re-entry chips", 0, 0, BIG, help="0: the starting stack"),
    Setting("rebuy_limit", "Rebuys per player", 0, 0, 1000, help="0: no rebuys"),
    Setting("rebuy_price", "Rebuy price", 0, 0, BIG),
    Setting("rebuy_chips", "Rebuy chips", 0, 0, BIG),
    Setting("rebuy_until_level", "Rebuys until level", 0, 0, 1000, help="0: until registration closes"),
    Setting("addon_price", "Add-on price", 0, 0, BIG, help="0: no add-on"),
    Setting("addon_chips", "Add-on chips", 0, 0, BIG),
    Setting("late_reg_level", "Late registration until level", 0, 0, 1000,
            help="Entries and re-entries close after this level; 0: closed by hand"),
    Setting("guarantee", "Guaranteed prize pool", 0, 0, BIG),
    Setting("added_money", "Added money", 0, 0, BIG),
    Setting("payout_unit", "Round prizes to", 1, 1, 1_000_000),
)


def validate_terms(values: Mapping[str, Any]) -> dict[str, int]:
    """Complete, checked terms (defaults filled in); ValueError names the setting and value."""
    out: dict[str, int] = {}
    for s in MONEY_SETTINGS:
        out[s.key] = int(_check(s, values.get(s.key, s.default)))
    return out


@dataclass(frozen=True, slots=True)
class FeeTerms:
    buy_in: int = 0
    fee: int = 0
    bounty: int = 0
    starting_stack: int = 0
    reentry_limit: int = 0
    reentry_price: int = 0
    reentry_chips: int = 0
    rebuy_limit: int = 0
    rebuy_price: int = 0
    rebuy_chips: int = 0
    rebuy_until_level: int = 0
    addon_price: int = 0
    addon_chips: int = 0
    late_reg_level: int = 0
    guarantee: int = 0
    added_money: int = 0
    payout_unit: int = 1

    @classmethod
    def from_settings(cls, values: Mapping[str, Any], starting_stack: int) -> FeeTerms:
        return cls(starting_stack=starting_stack, **validate_terms(values))


@dataclass(frozen=True, slots=True)
class Price:
    prize_part: int
    fee: int
    bounty: int
    chips: int

    @property
    def total(self) -> int:
        return self.prize_part + self.fee + self.bounty


def price(t: FeeTerms, kind: str) -> Price:
    """What a payment of ``kind`` costs (prize pool part, fee, bounty) and the chips it gives."""
    if kind == "entry":
        return Price(t.buy_in, t.fee, t.bounty, t.starting_stack)
    if kind == "reentry":
        return Price(t.reentry_price or t.buy_in, t.fee, t.bounty,
                     t.reentry_chips or t.starting_stack)
    if kind == "rebuy":
        return Price(t.rebuy_price, 0, 0, t.rebuy_chips)
    if kind == "addon":
        return Price(t.addon_price, 0, 0, t.addon_chips)
    raise ValueError(f"payment kind {kind!r}: must be one of {', '.join(KINDS)}")


def verify_close(closed: bool, event: str) -> None:
    """Registration is closed by hand once: the places paid are fixed at the entries then;
    undoing the close reopens it (the Close registration button and ``close_registration``
    decide from this one rule, issue 38).

    >>> verify_close(True, "Sunday 10k")
    Traceback (most recent call last):
    ...
    ValueError: Registration of Sunday 10k is already closed.
    """
    if closed:
        raise ValueError(f"Registration of {event} is already closed.")


def verify_payment(t: FeeTerms, kind: str, *, active: bool, made: Mapping[str, int],
                   level: int | None, closed: bool) -> None:
    """ValueError with a sentence for the floor when this payment cannot be taken now.

    ``made``: the player's payments so far by kind; ``level``: the playing level reached
    (None before the clock starts); ``closed``: registration closed by hand.
    """
    price(t, kind)
    late = closed or (t.late_reg_level > 0 and level is not None and level > t.late_reg_level)
    if kind == "entry":
        if made.get("entry", 0):
            raise ValueError("entry: already paid")
        if late:
            raise ValueError("entry: registration is closed")
    elif kind == "reentry":
        if not made.get("entry", 0):
            raise ValueError("re-entry: the first entry is not paid yet")
        if active:
            raise ValueError("re-entry: the player is still in; a re-entry is for a busted player")
        if made.get("reentry", 0) >= t.reentry_limit:
            raise ValueError(f"re-entry: at most {t.reentry_limit} per player")
        if late:
            raise ValueError("re-entry: registration is closed")
    elif kind == "rebuy":
        if not made.get("entry", 0):
            raise ValueError("rebuy: the entry is not paid yet")
        if not active:
            raise ValueError("rebuy: the player is out")
        if t.rebuy_limit == 0 or made.get("rebuy", 0) >= t.rebuy_limit:
            raise ValueError(f"rebuy: at most {t.rebuy_limit} per player")
        until = t.rebuy_until_level or t.late_reg_level
        if closed or (until > 0 and level is not None and level > until):
            raise ValueError("rebuy: the rebuy period is over")
    elif kind == "addon":
        if t.addon_price == 0 and t.addon_chips == 0:
            raise ValueError("add-on: this event has no add-on")
        if not made.get("entry", 0):
            raise ValueError("add-on: the entry is not paid yet")
        if not active:
            raise ValueError("add-on: the player is out")
        if made.get("addon", 0):
            raise ValueError("add-on: already taken")


@dataclass(frozen=True, slots=True)
class Pool:
    collected: int
    added: int
    guarantee: int
    total: int
    overlay: int
    """What the house adds to reach the guarantee."""


def prize_pool(collected: int, added: int = 0, guarantee: int = 0) -> Pool:
    """The prize pool: prize parts collected plus added money, at least the guarantee."""
    raised = collected + added
    total = max(raised, guarantee)
    return Pool(collected, added, guarantee, total, total - raised)
