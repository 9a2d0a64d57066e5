"""Table plans for card-game rounds (CG-T9..CG-T13, issue 24): table numbers from an offset,
reserved tables, the bye without a table, and round 1 seated by name for the players' meeting.

Pure: the pairing comes in as `swiss.pair_round` gives it (pairs in table order, the bye
last), players are plain ids and their names a mapping. CG-T1..CG-T8 are the tiebreaks; the
table plan's rules follow them from CG-T9.

>>> plan = number_tables([("ann", "bob"), ("cid", "dan"), ("eve", None)], first=11,
...                      reserved={"dan": 20})
>>> [(t.table, t.a, t.b) for t in plan]
[(11, 'ann', 'bob'), (20, 'cid', 'dan'), (None, 'eve', None)]
>>> verify_reserved({"ann": 5, "bob": 5})
Traceback (most recent call last):
...
ValueError: Table 5 is reserved for ann already: bob cannot have it too (CG-T10).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from tdesk.names import fold, sort_key, surname

__all__ = [
    "DEFAULT_FIRST_TABLE",
    "MAX_TABLE",
    "NameSeat",
    "TableMatch",
    "number_tables",
    "seating_by_name",
    "verify_first_table",
    "verify_reserved",
]

DEFAULT_FIRST_TABLE: Final = 1
"""CG-T9: the event's setting, the first table's number."""

MAX_TABLE: Final = 9999
"""The largest table number (the first table and the reserved ones)."""


@dataclass(frozen=True)
class TableMatch:
    """One match of the round and its table; ``table`` None is the bye (CG-T12): the slip and
    the pairings show "bye" there. ``reserved`` when the table is a player's reserved one."""

    table: int | None
    a: str
    b: str | None
    reserved: bool = False

    @property
    def is_bye(self) -> bool:
        return self.b is None


@dataclass(frozen=True)
class NameSeat:
    """One line of the seating by name (CG-T13): the player, their name, the letter the line is
    filed under (the surname's first letter, accents folded), their table and seat (1 is the
    match's first player, 2 the second), both None for the bye, and their opponent."""

    player: str
    name: str
    letter: str
    table: int | None
    seat: int | None
    opponent: str | None


def verify_first_table(first: int) -> None:
    """CG-T9: the first table is numbered from 1 to `MAX_TABLE`."""
    if not 1 <= first <= MAX_TABLE:
        raise ValueError(f"First table must be from 1 to {MAX_TABLE}: {first}")


def verify_reserved(reserved: Mapping[str, int]) -> None:
    """CG-T10: each reserved table is a number from 1 to `MAX_TABLE` and belongs to one
    player (two players cannot share one: whether they meet is not known in advance)."""
    owner: dict[int, str] = {}
    for player, table in reserved.items():
        if not 1 <= table <= MAX_TABLE:
            raise ValueError(f"Reserved table of {player} must be from 1 to {MAX_TABLE}: {table}")
        if table in owner:
            raise ValueError(f"Table {table} is reserved for {owner[table]} already: "
                             f"{player} cannot have it too (CG-T10).")
        owner[table] = player


def _free_numbers(first: int, taken: set[int]) -> Iterator[int]:
    table = first
    while True:
        if table not in taken:
            yield table
        table += 1


def number_tables(pairs: Sequence[tuple[str, str | None]], *, first: int = DEFAULT_FIRST_TABLE,
                  reserved: Mapping[str, int] | None = None) -> list[TableMatch]:
    """CG-T9..T12: the round's matches with their tables, by table number, the bye last.

    - CG-T9: the matches take the numbers ``first``, ``first + 1``, … in the pairing's order.
    - CG-T10: a player's reserved table goes to their match, and is never given to another
      match, even in a round where its player does not play (dropped or on the bye).
    - CG-T11: two players with reserved tables paired together play at the lower of the two;
      the other stays empty that round.
    - CG-T12: the bye has no table.
    """
    verify_first_table(first)
    fixed = dict(reserved or {})
    verify_reserved(fixed)
    seen: set[str] = set()
    for a, b in pairs:
        for p in (a, b):
            if p is not None and p in seen:
                raise ValueError(f"Player paired twice: {p}")
            if p is not None:
                seen.add(p)
    numbers = _free_numbers(first, set(fixed.values()))
    out: list[TableMatch] = []
    for a, b in pairs:
        if b is None:
            out.append(TableMatch(None, a, None))
            continue
        own = [fixed[p] for p in (a, b) if p in fixed]
        if own:
            out.append(TableMatch(min(own), a, b, reserved=True))
        else:
            out.append(TableMatch(next(numbers), a, b))
    return sorted(out, key=lambda m: (m.table is None, m.table or 0))


def seating_by_name(plan: Sequence[TableMatch], names: Mapping[str, str]) -> list[NameSeat]:
    """CG-T13: every player of the round in alphabetical order of their name as the roster
    sorts it (surname, then given names, accents as the alphabet orders them), with table
    and seat, for the players' meeting; a player without a name in ``names`` is listed by id.
    """
    rows: list[NameSeat] = []
    for m in plan:
        sides = [(m.a, m.b, 1)] if m.b is None else [(m.a, m.b, 1), (m.b, m.a, 2)]
        for player, opponent, seat in sides:
            name = names.get(player, player)
            rows.append(NameSeat(player, name, _letter(name), m.table,
                                 None if m.table is None else seat, opponent))
    return sorted(rows, key=lambda r: sort_key(r.name))


def _letter(name: str) -> str:
    """The letter a name is filed under: "Björn Öberg" -> "O", "van Gogh" -> "G"."""
    family = surname(name).split(" ")[-1] if surname(name) else name
    folded = fold(family)
    return folded[:1].upper()
