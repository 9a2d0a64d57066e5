"""A satellite's settings as an event's money terms keep them (SAT-1, SAT-2, SAT-5; issue 23).

An event is a satellite when its terms carry a seat value: its prize pool then buys seats of
that value in the target event (named, or only a value), the remainder goes where the venue's
rule says (SAT-2) and a seat may be taken as cash where the venue lets it (SAT-5). Pure: plain
data in, plain data out, every refusal a ValueError naming the setting and the value.

>>> t = read_terms({"seat_value": 550, "target": "Main Event"})
>>> t.seat_value, t.target, t.remainder.value, t.seat_cash.value
(550, 'Main Event', 'next_place', 'already_seated')
>>> read_terms({"seat_value": 0})
Traceback (most recent call last):
...
ValueError: seat value 0: must be at least 1
>>> read_terms({"seat_value": 550, "remainder": "bubble"})
Traceback (most recent call last):
...
ValueError: remainder 'bubble': must be one of next_place, seat_winners
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from tdesk.rules.money.satellites import Remainder, SeatCash
from tdesk.rules.whole import whole

__all__ = ["MAX_SEAT_VALUE", "SatelliteTerms", "read_terms", "terms_data"]

MAX_SEAT_VALUE = 1_000_000_000
"""The largest seat value (the money terms' own limit on a buy-in)."""

TARGET_LIMIT = 200
"""The longest target event name (an event name's limit)."""

@dataclass(frozen=True, slots=True)
class SatelliteTerms:
    """What makes an event a satellite: seats of ``seat_value`` to ``target`` (a name, or ""
    when only the value is known), the remainder rule (SAT-2) and the seat-as-cash rule
    (SAT-5)."""

    seat_value: int
    target: str = ""
    remainder: Remainder = Remainder.NEXT_PLACE
    seat_cash: SeatCash = SeatCash.ALREADY_SEATED


def _choice[E: Enum](what: str, kind: type[E], value: object) -> E:
    if isinstance(value, kind):
        return value
    for member in kind:
        if member.value == value:
            return member
    names = ", ".join(str(m.value) for m in kind)
    raise ValueError(f"{what} {value!r}: must be one of {names}")


def read_terms(data: Mapping[str, Any]) -> SatelliteTerms:
    """The satellite settings checked (defaults filled in); ValueError names the setting."""
    value = data.get("seat_value")
    value = whole("seat value", value, 1, MAX_SEAT_VALUE)
    target = data.get("target", "")
    if not isinstance(target, str):
        raise ValueError(f"target event {target!r}: must be a name")
    target = " ".join(target.split())
    if len(target) > TARGET_LIMIT:
        raise ValueError(f"target event {target[:30]!r}: at most {TARGET_LIMIT} characters")
    return SatelliteTerms(
        seat_value=value, target=target,
        remainder=_choice("remainder", Remainder, data.get("remainder", "next_place")),
        seat_cash=_choice("seat as cash", SeatCash, data.get("seat_cash", "already_seated")))


def terms_data(terms: SatelliteTerms) -> dict[str, Any]:
    """The settings as plain JSON for the money terms' row.

    >>> terms_data(SatelliteTerms(550, "Main Event"))["remainder"]
    'next_place'
    """
    return {"seat_value": terms.seat_value, "target": terms.target,
            "remainder": terms.remainder.value, "seat_cash": terms.seat_cash.value}
