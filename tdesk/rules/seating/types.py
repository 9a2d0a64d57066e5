"""Room values for seating: tables, moves, plans (TDA-S1..S3, TDA-B1..B6, TDA-F1, OFC-T1)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum

# The one limit of players at a table, used by seating, penalties and the event dialog: TDA-F1
# leaves table sizes configurable (flop final table 10), tdesk allows 2 to 12 (TDA-F1-A).
MIN_SEATS = 2
MAX_SEATS = 12
DEFAULT_SEATS = 9
"""A poker table's seats when the event does not say (TDA-F1-A; OFC: `OFC_TABLE_SEATS`)."""
_SEAT_NUMBERS = {n: frozenset(range(1, n + 1)) for n in range(MIN_SEATS, MAX_SEATS + 1)}


class Game(Enum):
    """How the moved player and the destination seat are chosen.

    FLOP covers flop and mixed games (TDA-B2), STUD uses TDA-B3, OFC tables are 4-handed with a
    5-handed final table where the button is dealt out (OFC-T1) and move like flop games.
    """

    FLOP = "flop"
    STUD = "stud"
    OFC = "ofc"


OFC_TABLE_SEATS = 4


def default_final_table_size(game: Game, seats: int = DEFAULT_SEATS) -> int:
    """Final table size by game (TDA-F1): flop 10 (six-handed tables: 7), stud 9, OFC 5."""
    if game is Game.STUD:
        return 9
    if game is Game.OFC:
        return 5
    return 7 if seats <= 6 else 10


class MoveKind(Enum):
    """Why a player moves."""

    BALANCE = "balance"  # TDA-B1..B4
    BREAK = "break"  # TDA-B6
    FINAL = "final"  # TDA-F1 redraw
    CORRECTION = "correction"  # TDA-S2 wrong seat


@dataclass(frozen=True)
class TableState:
    """One table of the room as the planner sees it.

    ``occupied`` maps seat -> player; ``button`` is the button seat for the next hand, ``None``
    when the floor has not set it. ``blocked`` seats stay empty (wheelchair space, broken chair).
    ``fixed`` seats hold players who must stay where they are (balancing never moves them, and a
    table holding one is broken last).
    """

    number: int
    seats: int
    occupied: Mapping[int, str]
    button: int | None
    blocked: frozenset[int] = frozenset()
    fixed: frozenset[int] = frozenset()

    @property
    def capacity(self) -> int:
        """Seats a player may use."""
        return self.seats - len(self.blocked)

    @property
    def count(self) -> int:
        return len(self.occupied)

    def open_seats(self) -> list[int]:
        """Empty, unblocked seats, lowest first."""
        return [
            s
            for s in range(1, self.seats + 1)
            if s not in self.occupied and s not in self.blocked
        ]

    def where(self, player: str) -> int | None:
        """The seat of ``player`` at this table, or None."""
        for seat, p in self.occupied.items():
            if p == player:
                return seat
        return None


@dataclass(frozen=True)
class Move:
    """One player's move: from (table, seat) to (table, seat), with the reason in words.

    ``waits_for_button`` says the new seat sits out until the button passes (TDA-S3); ``None`` when
    the destination's button is not known. ``takes_big_blind`` marks a seat between the blinds,
    which posts the big blind on the next hand (TDA-B2). Moves that share a ``swap`` number are
    players of the final table taking each other's seats (TDA-F1-B): one move each, made
    together, listed one after another.
    """

    player: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: str
    kind: MoveKind = MoveKind.BALANCE
    waits_for_button: bool | None = False
    takes_big_blind: bool = False
    swap: int | None = None


@dataclass(frozen=True)
class RoomPlan:
    """Everything the planner found: the moves plus what the floor must know or do.

    ``needs_button``: tables whose button must be set before the held-back balancing moves can be
    planned (TDA-B2; ``held_back`` counts those moves). ``halted``: tables 3 or more players short
    of the fullest that must stop until balanced (TDA-B5). ``broken``: tables that close, in
    order (TDA-B6). ``final_table`` and ``final_table_seats`` are set when the plan redraws the
    final table (TDA-F1); its seat count may grow to the final table size.
    """

    moves: tuple[Move, ...]
    needs_button: tuple[int, ...] = ()
    held_back: int = 0
    halted: tuple[int, ...] = ()
    broken: tuple[int, ...] = ()
    final_table: int | None = None
    final_table_seats: int | None = None
    notices: tuple[str, ...] = field(default=())


def verify_table(t: TableState) -> None:
    """Raise ValueError with a floor-readable message if the table cannot exist."""
    if not MIN_SEATS <= t.seats <= MAX_SEATS:
        raise ValueError(f"table {t.number} has {t.seats} seats; a table has "
                             f"{MIN_SEATS} to {MAX_SEATS}")
    occ = t.occupied
    if occ and (min(occ) < 1 or max(occ) > t.seats):
        bad = next(s for s in occ if not 1 <= s <= t.seats)
        raise ValueError(f"table {t.number} seat {bad} does not exist (seats 1..{t.seats})")
    if t.blocked:
        for s in t.blocked:
            if not 1 <= s <= t.seats:
                raise ValueError(f"table {t.number} blocked seat {s} does not exist")
            if s in occ:
                raise ValueError(f"table {t.number} seat {s} is blocked but {occ[s]!r} sits there")
    for s in t.fixed:
        if s not in occ:
            raise ValueError(f"table {t.number} fixed seat {s} is empty")
    if t.button is not None and not 1 <= t.button <= t.seats:
        raise ValueError(f"table {t.number} button seat {t.button} does not exist")


def verify_room(tables: Sequence[TableState]) -> None:
    """Raise ValueError if a table is impossible, two share a number, or a player sits twice.

    One pass over the room; the detailed checks run only for tables that need them, so a plan
    at a thousand tables stays fast.
    """
    numbers: set[int] = set()
    names: set[str] = set()
    total = 0
    for t in tables:
        numbers.add(t.number)
        occ = t.occupied
        if (not MIN_SEATS <= t.seats <= MAX_SEATS or t.blocked or t.fixed
                or (t.button is not None and not 1 <= t.button <= t.seats)
                or not occ.keys() <= _SEAT_NUMBERS[t.seats]):
            verify_table(t)
        names.update(occ.values())
        total += len(occ)
    if len(numbers) != len(tables):
        seen_numbers: set[int] = set()
        for t in tables:
            if t.number in seen_numbers:
                raise ValueError(f"table number {t.number} appears twice")
            seen_numbers.add(t.number)
    if len(names) == total:
        return
    seen: dict[str, tuple[int, int]] = {}
    for t in tables:
        for seat, p in t.occupied.items():
            if p in seen:
                a, b = seen[p]
                raise ValueError(
                    f"player {p!r} sits at table {a} seat {b} and at table {t.number} seat {seat}"
                )
            seen[p] = (t.number, seat)
