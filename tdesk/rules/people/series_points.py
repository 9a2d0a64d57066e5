"""Series points and the series leaderboard (SER-1..SER-7, issue 26).

A series gives each person points for their place in each of its events, by a formula kept as
data (a kind and its numbers), counts each person's best N results and ranks the totals:

- SER-1 ``by_place``: a typed table, points for 1st, 2nd, … and a default past its end.
- SER-2 ``by_field``: tables by field size: the table of the biggest band whose ``from`` is at
  most the field applies (then as SER-1).
- SER-3 ``sqrt``: points = k · √n / √place, n the field, rounded to 2 decimals (half up).
- SER-4 ``linear``: points = k · (n − place + 1), rounded to 2 decimals.
- SER-5: players tied for a place each get that place's points.
- SER-6 best N: a person's N highest results count, the rest are dropped; among equal points
  the event entered in the store first counts. No result in an event is no result (not a 0).
- SER-7 the board: the higher total first; then more wins (1st places in the series' events,
  counted or not); then the results compared best first (the best single result, then the
  second best, …; having a result beats having none); still equal: the same rank, shared.

Points are ``Decimal`` with 2 decimals, so totals add up exactly.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any

from tdesk.rules.whole import is_whole

KINDS = ("sqrt", "linear", "by_place", "by_field")
"""The formula kinds, the default first."""

MAX_POINTS = Decimal(1_000_000)
MAX_TABLE = 500
MAX_BEST = 1000
CENT = Decimal("0.01")


class FormulaError(ValueError):
    """A formula value that cannot be used: ``field`` names it (``k``, ``table``, …)."""

    def __init__(self, field: str, value: object, reason: str) -> None:
        self.field, self.value, self.reason = field, value, reason
        super().__init__(f"{field} {value!r}: {reason}")


@dataclass(frozen=True)
class Formula:
    """A checked formula: ``kind`` one of `KINDS`, ``params`` its numbers, ``best_n`` how many
    results count (None: all)."""

    kind: str
    params: Mapping[str, Any]
    best_n: int | None = None


@dataclass(frozen=True)
class Result:
    """One person's place in one event of ``field`` players (``event`` orders SER-6's ties)."""

    event: int
    person: int
    place: int
    field: int


@dataclass(frozen=True)
class BoardRow:
    rank: int
    person: int
    total: Decimal
    points: Mapping[int, Decimal]
    """event -> the points this person got there (events without a result are absent)."""
    counted: frozenset[int]
    """The events whose points make the total (SER-6); the others are dropped."""
    wins: int
    places: Mapping[int, int]


def _number(field: str, value: object, *, positive: bool = False) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, int | float | str | Decimal):
        raise FormulaError(field, value, "must be a number")
    try:
        number = Decimal(str(value).strip().replace(",", "."))
    except InvalidOperation:
        raise FormulaError(field, value, "must be a number") from None
    if not number.is_finite() or number < 0 or (positive and number == 0):
        raise FormulaError(field, value, "must be more than 0" if positive else "must be 0 or more")
    if number > MAX_POINTS:
        raise FormulaError(field, value, f"must be at most {MAX_POINTS:,}")
    if number != number.quantize(CENT):
        raise FormulaError(field, value, "has at most 2 decimals")
    return number.quantize(CENT)


def _table(field: str, value: object) -> list[Decimal]:
    if isinstance(value, str):
        value = [v for v in value.replace(";", " ").replace(",", " ").split() if v]
    if not isinstance(value, list | tuple) or not value:
        raise FormulaError(field, value, "must list the points of 1st, 2nd, …")
    if len(value) > MAX_TABLE:
        raise FormulaError(field, len(value), f"at most {MAX_TABLE} places")
    table = [_number(f"{field} place {i}", v) for i, v in enumerate(value, 1)]
    if any(b > a for a, b in zip(table, table[1:], strict=False)):
        raise FormulaError(field, value, "a lower place may not give more points")
    return table


def verify_formula(kind: object, params: Mapping[str, Any] | None,
                   best_n: object = None) -> Formula:
    """SER-1..SER-6: the formula checked and normalised (numbers as strings with 2 decimals,
    so it is kept as JSON); raises `FormulaError` naming the field.

    >>> verify_formula("sqrt", {"k": 100}, 4)
    Formula(kind='sqrt', params={'k': '100.00'}, best_n=4)
    >>> verify_formula("by_place", {"table": "100 80 65", "default": 5}).params
    {'table': ['100.00', '80.00', '65.00'], 'default': '5.00'}
    """
    if kind not in KINDS:
        raise FormulaError("formula", kind, "must be one of " + ", ".join(KINDS))
    params = dict(params or {})
    out: dict[str, Any]
    if kind in ("sqrt", "linear"):
        out = {"k": str(_number("k", params.get("k", 100), positive=True))}
    elif kind == "by_place":
        out = {"table": [str(v) for v in _table("table", params.get("table"))],
               "default": str(_number("default", params.get("default", 0)))}
    else:
        bands = params.get("bands")
        if not isinstance(bands, list | tuple) or not bands:
            raise FormulaError("bands", bands, "must give at least one field size and its table")
        checked = []
        for band in bands:
            if not isinstance(band, Mapping):
                raise FormulaError("bands", band, "each band has a 'from' and a 'table'")
            low = band.get("from")
            if not is_whole(low) or not 1 <= low <= 100_000:
                raise FormulaError("from", low, "a field size from 1 to 100,000")
            checked.append({"from": low,
                            "table": [str(v) for v in _table(f"table from {low}",
                                                             band.get("table"))]})
        froms = [b["from"] for b in checked]
        if len(set(froms)) != len(froms):
            raise FormulaError("from", froms, "each field size once")
        out = {"bands": sorted(checked, key=lambda b: b["from"]),
               "default": str(_number("default", params.get("default", 0)))}
    if best_n is not None and (not is_whole(best_n)
                               or not 1 <= best_n <= MAX_BEST):
        raise FormulaError("best", best_n, f"a whole number from 1 to {MAX_BEST}, or all")
    return Formula(str(kind), out, best_n)


def points(formula: Formula, place: int, field: int) -> Decimal:
    """SER-1..SER-5: the points of ``place`` in a field of ``field`` players.

    >>> f = Formula("sqrt", {"k": "100"})
    >>> points(f, 1, 16), points(f, 4, 16), points(f, 3, 16)
    (Decimal('400.00'), Decimal('200.00'), Decimal('230.94'))
    >>> points(Formula("linear", {"k": "2"}), 3, 16)
    Decimal('28.00')
    >>> points(Formula("by_place", {"table": ["100", "80"], "default": "5"}), 3, 16)
    Decimal('5.00')
    """
    if not 1 <= place <= field:
        raise ValueError(f"place {place!r}: must be from 1 to the field ({field})")
    p = formula.params
    if formula.kind == "sqrt":
        value = Decimal(p["k"]) * (Decimal(field) / Decimal(place)).sqrt()  # √n/√place
    elif formula.kind == "linear":
        value = Decimal(p["k"]) * (field - place + 1)
    else:
        table: Sequence[str] = p.get("table") or []
        if formula.kind == "by_field":
            bands = [b for b in p["bands"] if b["from"] <= field]
            table = bands[-1]["table"] if bands else []
        value = Decimal(table[place - 1]) if place <= len(table) else Decimal(p["default"])
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def counted(results: Mapping[int, Decimal], best_n: int | None) -> frozenset[int]:
    """SER-6: the events (keys) whose points count: the ``best_n`` highest, the event entered
    first among equal points.

    >>> sorted(counted({1: Decimal(50), 2: Decimal(80), 3: Decimal(50)}, 2))
    [1, 2]
    """
    order = sorted(results, key=lambda e: (-results[e], e))
    return frozenset(order if best_n is None else order[:best_n])


def board(formula: Formula, results: Iterable[Result]) -> list[BoardRow]:
    """SER-5..SER-7: every person with a result, best first, with rank, total and the points
    of each event (counted or dropped).

    >>> f = Formula("by_place", {"table": ["10", "6", "4"], "default": "1"}, best_n=1)
    >>> rows = board(f, [Result(1, 7, 1, 3), Result(1, 8, 2, 3), Result(2, 8, 1, 3)])
    >>> [(r.rank, r.person, str(r.total), r.wins) for r in rows]
    [(1, 8, '10.00', 1), (2, 7, '10.00', 1)]
    """
    by_person: dict[int, dict[int, Decimal]] = {}
    places: dict[int, dict[int, int]] = {}
    known: dict[tuple[int, int], Decimal] = {}  # (place, field) -> points, worked out once
    for r in results:
        key = (r.place, r.field)
        if key not in known:
            known[key] = points(formula, r.place, r.field)
        by_person.setdefault(r.person, {})[r.event] = known[key]
        places.setdefault(r.person, {})[r.event] = r.place
    rows = []
    for person, pts in by_person.items():
        keep = counted(pts, formula.best_n)
        total = sum((pts[e] for e in keep), Decimal("0.00"))
        wins = sum(1 for p in places[person].values() if p == 1)
        rows.append(BoardRow(0, person, total, pts, keep, wins, places[person]))
    rows.sort(key=lambda r: (_order_key(r), r.person))
    out: list[BoardRow] = []
    for i, row in enumerate(rows):
        same = out and _order_key(out[-1]) == _order_key(row)
        rank = out[-1].rank if same else i + 1
        out.append(BoardRow(rank, row.person, row.total, row.points, row.counted, row.wins,
                            row.places))
    return out


def _order_key(row: BoardRow) -> tuple[Decimal, int, tuple[Decimal, ...]]:
    """SER-7 as a sort key (smaller first): total, wins, then the results best first; a
    missing result sorts after any result (compared as -1 point)."""
    best = sorted(row.points.values(), reverse=True)
    return (-row.total, -row.wins, tuple(-v for v in best) + (Decimal(1),))

