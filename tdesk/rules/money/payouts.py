"""Payout structures: who gets what share of the prize pool (issue 14).

A structure is data, in one of three forms:

- ``table``: percent of the pool by number of entries (brackets such as "2-10 entries: 65/35");
- ``curve``: a chosen share of the field is paid, place ``i`` weighing ``1 / i**steepness``;
- ``fixed``: a table entered by hand, one percent per place.

:func:`payouts` turns a structure, the number of entries and the pool into whole prizes rounded
to a chosen unit. Rounding keeps the exact total: every place is rounded down to the unit, the
units left over go one each to the top places, and the odd amount below one unit to first place.
So the prizes always add up to the pool and a place never pays less than the place below.

>>> s = fixed_structure("50/30/20", (50, 30, 20))
>>> payouts(s, entries=30, pool=10_000, unit=100)
(5000, 3000, 2000)
>>> payouts(s, entries=30, pool=10_050, unit=100)
(5050, 3000, 2000)
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any, Literal

__all__ = [
    "Bracket",
    "PayoutStructure",
    "curve_structure",
    "fixed_structure",
    "next_pay_jump",
    "payouts",
    "places_paid",
    "round_prizes",
    "structure_from_data",
    "structure_from_toml",
    "structure_to_data",
    "verify_structure",
    "weights",
]

Kind = Literal["table", "curve", "fixed"]
SCALE = 10_000
"""Percents are kept as whole hundredths of a basis point (4 decimals)."""
CURVE_SCALE = 10**12


@dataclass(frozen=True, slots=True)
class Bracket:
    """From ``min_entries`` to ``max_entries`` (None: no upper end), pay these percents."""

    min_entries: int
    max_entries: int | None
    percents: tuple[Decimal, ...]


@dataclass(frozen=True, slots=True)
class PayoutStructure:
    name: str
    kind: Kind
    brackets: tuple[Bracket, ...] = ()
    percents: tuple[Decimal, ...] = ()
    paid_share: Decimal = Decimal("0.15")
    steepness: Decimal = Decimal("1")
    min_places: int = 1


def fixed_structure(name: str, percents: Sequence[float | int | str | Decimal]) -> PayoutStructure:
    """A hand-entered table: one percent per place, best place first."""
    return verify_structure(
        PayoutStructure(name, "fixed", percents=tuple(_dec(p, "percent") for p in percents))
    )


def curve_structure(name: str, paid_share: float | str | Decimal, steepness: float | str | Decimal,
                    min_places: int = 1) -> PayoutStructure:
    """Pay ``paid_share`` of the field (0.15 = 15%), place i weighing 1 / i**steepness."""
    return verify_structure(PayoutStructure(
        name, "curve", paid_share=_dec(paid_share, "paid share"),
        steepness=_dec(steepness, "steepness"), min_places=min_places,
    ))


# --- checking -------------------------------------------------------------------------------


def verify_structure(s: PayoutStructure) -> PayoutStructure:
    """Return ``s`` when it is usable; else ValueError naming the value that is wrong."""
    if not s.name.strip():
        raise ValueError("payout structure name: must not be empty")
    if s.kind == "fixed":
        _verify_percents(s.percents, "percents")
    elif s.kind == "table":
        if not s.brackets:
            raise ValueError("payout table: needs at least one bracket")
        last_max: int | None = 0
        for b in sorted(s.brackets, key=lambda b: b.min_entries):
            label = f"bracket from {b.min_entries} entries"
            if b.min_entries < 1:
                raise ValueError(f"{label}: entries must be at least 1")
            if b.max_entries is not None and b.max_entries < b.min_entries:
                raise ValueError(f"{label}: ends at {b.max_entries}, before it starts")
            if last_max is None or b.min_entries <= last_max:
                raise ValueError(f"{label}: overlaps the bracket before it")
            last_max = b.max_entries
            _verify_percents(b.percents, label)
    elif s.kind == "curve":
        if not Decimal(0) < s.paid_share <= Decimal(1):
            raise ValueError(f"paid share {s.paid_share}: must be more than 0 and at most 1")
        if not Decimal(0) <= s.steepness <= Decimal(5):
            raise ValueError(f"steepness {s.steepness}: must be from 0 to 5")
        if s.min_places < 1:
            raise ValueError(f"minimum places paid {s.min_places}: must be at least 1")
    else:
        raise ValueError(f"payout kind {s.kind!r}: must be table, curve or fixed")
    return s


def _verify_percents(percents: Sequence[Decimal], label: str) -> None:
    if not percents:
        raise ValueError(f"{label}: needs at least one place")
    for i, p in enumerate(percents, start=1):
        if p <= 0:
            raise ValueError(f"{label}: place {i} pays {p}%, must be more than 0")
        if p * SCALE != int(p * SCALE):
            raise ValueError(f"{label}: place {i} pays {p}%, at most 4 decimals")
        if i > 1 and p > percents[i - 2]:
            raise ValueError(f"{label}: place {i} pays {p}%, more than place {i - 1}")
    total = sum(percents, Decimal(0))
    if total != 100:
        raise ValueError(f"{label}: percents add up to {total}, must be 100")


# --- places and shares ---------------------------------------------------------------------


def places_paid(s: PayoutStructure, entries: int) -> int:
    """How many places the structure pays with ``entries`` entries (never more than entries)."""
    return len(weights(s, entries))


def weights(s: PayoutStructure, entries: int) -> tuple[int, ...]:
    """Whole-number weights of the paid places, best first, never rising down the list."""
    if entries <= 0:
        return ()
    if s.kind == "fixed":
        return _percent_weights(s.percents, entries)
    if s.kind == "table":
        for b in s.brackets:
            if b.min_entries <= entries and (b.max_entries is None or entries <= b.max_entries):
                return _percent_weights(b.percents, entries)
        below = [b for b in s.brackets if b.max_entries is not None and b.max_entries < entries]
        if below and len(below) == len(s.brackets):  # more entries than the table covers
            top = max(below, key=lambda b: b.max_entries or 0)
            return _percent_weights(top.percents, entries)
        first = min(s.brackets, key=lambda b: b.min_entries)
        return _percent_weights(first.percents[:1], entries)  # too few entries: winner only
    places = math.ceil(Decimal(entries) * s.paid_share)
    places = min(entries, max(places, s.min_places, 1))
    a = float(s.steepness)
    return tuple(max(1, round(CURVE_SCALE / (i**a))) for i in range(1, places + 1))


def _percent_weights(percents: Sequence[Decimal], entries: int) -> tuple[int, ...]:
    return tuple(int(p * SCALE) for p in percents[:entries])


def payouts(s: PayoutStructure, entries: int, pool: int, unit: int = 1) -> tuple[int, ...]:
    """The prizes, best place first: whole amounts, multiples of ``unit`` except first place's
    odd remainder, adding up to exactly ``pool``, never rising down the list."""
    return round_prizes(weights(s, entries), pool, unit)


def round_prizes(place_weights: Sequence[int], pool: int, unit: int = 1) -> tuple[int, ...]:
    """Share ``pool`` by ``place_weights`` (non-increasing), rounded as :func:`payouts` says.

    Places whose share rounds to nothing are dropped from the end (they are not paid).

    >>> round_prizes([5, 3, 2], 1001, 10)
    (501, 300, 200)
    >>> round_prizes([1, 1, 1], 100, 10)
    (40, 30, 30)
    """
    if unit < 1:
        raise ValueError(f"rounding unit {unit}: must be at least 1")
    if pool < 0:
        raise ValueError(f"prize pool {pool}: must not be negative")
    total = sum(place_weights)
    if pool == 0 or total <= 0:
        return ()
    prizes = [(pool * w // total) // unit * unit for w in place_weights]
    rest = pool - sum(prizes)
    units, odd = divmod(rest, unit)
    i = 0
    while units > 0:  # one unit each to the top places; fewer units than places, one pass
        prizes[i % len(prizes)] += unit
        units -= 1
        i += 1
    prizes[0] += odd
    while prizes and prizes[-1] == 0:
        prizes.pop()
    return tuple(prizes)


def next_pay_jump(prizes: Sequence[int], players_left: int) -> tuple[int, int] | None:
    """(place, prize) of the next rise in pay: the nearest place above the next player out
    that pays more than that player gets (nothing, before the money). Places that pay the
    same as the next bust are passed over, so the room never reads a "jump" to the same
    amount (issue 35). None when nobody is paid, at the end, and when nothing pays more.

    >>> prizes = [500, 300, 200, 200, 200]
    >>> next_pay_jump(prizes, 9)  # before the money: the first paid place
    (5, 200)
    >>> next_pay_jump(prizes, 5)  # 5th, 4th and 3rd pay the same: the rise is at 2nd
    (2, 300)
    >>> next_pay_jump(prizes, 2), next_pay_jump(prizes, 1)
    ((1, 500), None)
    """
    if players_left <= 1 or not prizes:
        return None
    next_out = prizes[players_left - 1] if players_left <= len(prizes) else 0
    for place in range(min(players_left - 1, len(prizes)), 0, -1):
        if prizes[place - 1] > next_out:
            return place, prizes[place - 1]
    return None


# --- TOML and data ---------------------------------------------------------------------------


def structure_from_toml(text: str) -> PayoutStructure:
    """Read a payout template (``resources/payouts/*.toml``); ValueError says what is wrong.

    Keys: ``name``, ``kind`` ("table", "curve" or "fixed"); a table has ``[[bracket]]`` sections
    with ``entries = [min, max]`` (max 0 for no upper end) and ``percents``; a curve has
    ``paid_share`` (percent of the field), ``steepness`` and optional ``min_places``; a fixed
    table has ``percents``.
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"payout file is not valid TOML: {exc}") from exc
    return structure_from_data(data)


def structure_from_data(data: Mapping[str, Any]) -> PayoutStructure:
    name = str(data.get("name", "")).strip()
    kind = str(data.get("kind", ""))
    if kind == "fixed":
        s = PayoutStructure(name, "fixed", percents=_percents(data.get("percents"), "percents"))
    elif kind == "table":
        brackets = []
        raw = data.get("bracket")
        if not isinstance(raw, list):
            raise ValueError("payout table: needs [[bracket]] sections")
        for i, b in enumerate(raw, start=1):
            if not isinstance(b, Mapping):
                raise ValueError(f"bracket {i}: must be a table")
            span = b.get("entries")
            if (not isinstance(span, list) or len(span) != 2
                    or not all(isinstance(x, int) for x in span)):
                raise ValueError(f"bracket {i}: entries must be [min, max]")
            lo, hi = int(span[0]), int(span[1])
            brackets.append(Bracket(lo, hi or None, _percents(b.get("percents"), f"bracket {i}")))
        s = PayoutStructure(name, "table", brackets=tuple(brackets))
    elif kind == "curve":
        share = _dec(data.get("paid_share", 15), "paid_share") / 100
        s = PayoutStructure(name, "curve", paid_share=share,
                            steepness=_dec(data.get("steepness", 1), "steepness"),
                            min_places=int(data.get("min_places", 1)))
    else:
        raise ValueError(f"payout kind {kind!r}: must be table, curve or fixed")
    return verify_structure(s)


def structure_to_data(s: PayoutStructure) -> dict[str, Any]:
    """Plain JSON-able data that :func:`structure_from_data` reads back to the same structure."""
    out: dict[str, Any] = {"name": s.name, "kind": s.kind}
    if s.kind == "fixed":
        out["percents"] = [str(p) for p in s.percents]
    elif s.kind == "table":
        out["bracket"] = [
            {"entries": [b.min_entries, b.max_entries or 0], "percents": [str(p) for p in b.percents]}
            for b in s.brackets
        ]
    else:
        out["paid_share"] = str(s.paid_share * 100)
        out["steepness"] = str(s.steepness)
        out["min_places"] = s.min_places
    return out


def _percents(raw: object, label: str) -> tuple[Decimal, ...]:
    if not isinstance(raw, list):
        raise ValueError(f"{label}: percents must be a list of numbers")
    return tuple(_dec(p, label) for p in raw)


def _dec(value: object, label: str) -> Decimal:
    if isinstance(value, bool):
        raise ValueError(f"{label} {value!r}: must be a number")
    try:
        d = Decimal(str(value).strip().replace(",", "."))
    except InvalidOperation:
        raise ValueError(f"{label} {value!r}: must be a number") from None
    if not d.is_finite():
        raise ValueError(f"{label} {value!r}: must be a number")
    return Decimal(int(d)) if d == d.to_integral_value() else d
