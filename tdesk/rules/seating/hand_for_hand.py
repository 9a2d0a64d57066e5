"""Hand-for-hand play near the bubble (HFH-1..HFH-6, issue 23).

Near the money the room plays one hand at a time at every table together, so nobody can stall
their way into the prizes. Pure rules: the desk keeps a :class:`HandForHand` value and moves it
with the functions here; no store, no Qt.

- HFH-1: the phase starts by hand or automatically when the players left are at most
  ``margin`` more than the places paid (:func:`should_start`), and ends when the money is
  reached (:func:`should_end`).
- HFH-2: every table playing reports "hand done" with its busts (each with the stack it
  started the hand with); the next hand starts only when every table has reported.
- HFH-3: the clock runs only while a hand is in play (:func:`clock_runs`): from the start of
  a hand until the last table reports.
- HFH-4: busts at the SAME table in one hand: the larger starting stack finishes higher,
  equal stacks tie (TDA, as `seating_draw.bust_places`). Busts at DIFFERENT tables tie for the
  places they cover (TDA). Where one table busts several players, the k-th best at each table
  tie with each other (see docs/rules.md for the reading); a venue may rank across tables by
  stack instead (:attr:`CrossTable.STACK`, the WSOP practice).
- HFH-5: tied players share the prizes of the places they cover equally; the odd units go one
  each to the first players in the order the caller gives (the desk: by name).

>>> phase = start_hand(begin([1, 2]))
>>> phase = report(phase, 1, [Bust("Ann", 1, 4_000)])
>>> sorted(tables_playing(phase)), clock_runs(phase)
([2], True)
>>> phase = report(phase, 2, [Bust("Bo", 2, 9_000)])
>>> clock_runs(phase), hand_complete(phase)
(False, True)
>>> places_for_hand(hand_busts(phase), players_left=10)
{'Ann': Places(first=9, last=10), 'Bo': Places(first=9, last=10)}
>>> shared_prizes((500, 300, 200, 100, 100, 80, 70, 60, 50), Places(9, 10))
[25, 25]
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from types import MappingProxyType

from tdesk.rules.whole import whole

__all__ = [
    "Bust",
    "CrossTable",
    "HandForHand",
    "Places",
    "begin",
    "clock_runs",
    "hand_busts",
    "hand_complete",
    "hand_order",
    "places_for_hand",
    "prizes_for_places",
    "report",
    "shared_prizes",
    "should_end",
    "should_start",
    "start_hand",
    "tables_playing",
    "verify_report",
    "verify_start_hand",
]


@dataclass(frozen=True, slots=True)
class Bust[K: Hashable]:
    """A player out in the hand: who, at which table, with the stack they started it with."""

    player: K
    table: int
    stack: int


@dataclass(frozen=True, slots=True)
class Places:
    """The places a finisher covers: ``first`` alone, or ``first``..``last`` for a tie. The
    tied players all hold ``first`` (PL-1) and share the prizes of the whole range (HFH-5)."""

    first: int
    last: int

    @property
    def count(self) -> int:
        return self.last - self.first + 1


class CrossTable(Enum):
    """How busts at different tables in one hand-for-hand hand are ranked (HFH-4)."""

    TIE = "tie"
    """They tie (TDA; the default)."""
    STACK = "stack"
    """The larger starting stack finishes higher, as at one table (WSOP practice)."""


@dataclass(frozen=True)
class HandForHand[K: Hashable]:
    """The hand-for-hand phase: the tables playing, hands begun, and this hand's reports.

    ``in_hand`` is True from :func:`start_hand` until every table has reported (HFH-2/3).
    ``reports`` maps each table that has reported to its busts.
    """

    tables: frozenset[int]
    hands: int = 0
    in_hand: bool = False
    reports: Mapping[int, tuple[Bust[K], ...]] = field(
        default_factory=lambda: MappingProxyType({}))


# --- when ------------------------------------------------------------------------------------


def should_start(players_left: int, places_paid: int, margin: int) -> bool:
    """HFH-1: whether hand-for-hand starts on its own: still outside the money, and at most
    ``margin`` players from it (margin 1: on the bubble). A satellite passes its seats as the
    places paid (the bubble that matters is the last seat, SAT-3).

    >>> [should_start(n, 9, margin=2) for n in (12, 11, 10, 9)]
    [False, True, True, False]
    """
    whole("players left", players_left, 0)
    whole("places paid", places_paid, 0)
    whole("players from the money", margin, 1)
    return places_paid < players_left <= places_paid + margin


def should_end(players_left: int, places_paid: int) -> bool:
    """HFH-1: the money is reached, hand-for-hand ends (after the hand in play is complete)."""
    return players_left <= places_paid


# --- the phase -------------------------------------------------------------------------------


def _tables(tables: Iterable[int]) -> frozenset[int]:
    chosen = frozenset(whole("table", t, 1) for t in tables)
    if not chosen:
        raise ValueError("hand-for-hand needs at least one table playing")
    return chosen


def verify_begin(players_left: int) -> None:
    """HFH-1: hand for hand needs three players in at least. Heads-up (or with nobody left)
    the one table's hand is the only hand: there is nothing to wait for (issue 35).

    >>> verify_begin(3)
    >>> verify_begin(2)
    Traceback (most recent call last):
    ValueError: hand-for-hand needs at least 3 players left, not 2
    """
    if whole("players left", players_left, 0) < 3:
        raise ValueError(f"hand-for-hand needs at least 3 players left, not {players_left}")


def begin[K: Hashable](tables: Iterable[int]) -> HandForHand[K]:
    """The phase at its start: these tables, no hand in play yet."""
    return HandForHand(_tables(tables))


def tables_playing[K: Hashable](phase: HandForHand[K]) -> frozenset[int]:
    """The tables still playing the hand (what the projector shows); empty between hands."""
    return phase.tables - phase.reports.keys() if phase.in_hand else frozenset()


def verify_move[K: Hashable](phase: HandForHand[K] | None, from_table: int,
                             to_table: int) -> None:
    """HFH-2: a player moves from, or to, a table still playing the hand only once that
    table has reported it (issue 35: the pending moves proposed moving a player in mid-hand).

    >>> phase = start_hand(begin([1, 2]))
    >>> verify_move(phase, 1, 3)
    Traceback (most recent call last):
    ValueError: table 1 is still playing the hand: move the player once it has reported
    >>> verify_move(None, 1, 3)
    """
    if phase is None:
        return
    playing = tables_playing(phase)
    for table in (from_table, to_table):
        if table in playing:
            raise ValueError(f"table {table} is still playing the hand: move the player once "
                             "it has reported")


def hand_complete[K: Hashable](phase: HandForHand[K]) -> bool:
    """Whether every table has reported the hand begun last (always True before the first)."""
    return phase.tables <= phase.reports.keys() or phase.hands == 0


def clock_runs[K: Hashable](phase: HandForHand[K]) -> bool:
    """HFH-3: the clock runs only while a hand is in play at some table."""
    return bool(tables_playing(phase))


def verify_start_hand[K: Hashable](phase: HandForHand[K]) -> None:
    """HFH-2: ValueError naming the tables still playing when the next hand cannot start."""
    waiting = sorted(tables_playing(phase))
    if waiting:
        names = ", ".join(str(t) for t in waiting)
        raise ValueError(f"the hand is still playing at table{'s' if len(waiting) > 1 else ''} "
                         f"{names}")


def start_hand[K: Hashable](phase: HandForHand[K],
                            tables: Iterable[int] | None = None) -> HandForHand[K]:
    """HFH-2: deal the next hand everywhere. ``tables`` replaces the tables playing (between
    hands the floor may break or balance tables); the last hand's reports are cleared."""
    verify_start_hand(phase)
    chosen = phase.tables if tables is None else _tables(tables)
    return HandForHand(chosen, phase.hands + 1, True, MappingProxyType({}))


def verify_report[K: Hashable](phase: HandForHand[K], table: int,
                               busts: Sequence[Bust[K]]) -> None:
    """ValueError with the reason when ``table`` cannot report these busts now."""
    if not phase.in_hand:
        raise ValueError("no hand-for-hand hand is in play: start the hand first")
    if table not in phase.tables:
        raise ValueError(f"table {table} is not playing hand-for-hand")
    if table in phase.reports:
        raise ValueError(f"table {table} has reported this hand already")
    out = {b.player for bs in phase.reports.values() for b in bs}
    for b in busts:
        if b.table != table:
            raise ValueError(f"{b.player!r} busted at table {b.table}, not table {table}")
        whole(f"starting stack of {b.player!r}", b.stack, 0)
        if b.player in out:
            raise ValueError(f"{b.player!r} is out in this hand already")
        out.add(b.player)


def report[K: Hashable](phase: HandForHand[K], table: int,
                        busts: Iterable[Bust[K]] = ()) -> HandForHand[K]:
    """HFH-2: ``table`` reports "hand done" with its busts (none is a report too)."""
    listed = tuple(busts)
    verify_report(phase, table, listed)
    reports = MappingProxyType({**phase.reports, table: listed})
    return replace(phase, reports=reports, in_hand=not phase.tables <= reports.keys())


def hand_busts[K: Hashable](phase: HandForHand[K]) -> tuple[Bust[K], ...]:
    """Every bust reported in the hand, table by table."""
    return tuple(b for t in sorted(phase.reports) for b in phase.reports[t])


# --- places and prizes -----------------------------------------------------------------------


def hand_order[K: Hashable](busts: Iterable[Bust[K]],
                            cross: CrossTable = CrossTable.TIE) -> dict[K, int]:
    """HFH-4: the busts of one hand ranked among themselves, 1 the best, equal numbers tied:
    the order `tdesk.rules.places.after_hand` takes.

    At one table the larger starting stack ranks higher and equal stacks tie. Across tables
    (TIE) the best group at each table ranks 1, the next best 2, and so on.

    >>> hand_order([Bust("Ann", 1, 500), Bust("Bo", 1, 900), Bust("Cy", 2, 100)])
    {'Bo': 1, 'Cy': 1, 'Ann': 2}
    >>> hand_order([Bust("Ann", 1, 500), Bust("Bo", 2, 900)], CrossTable.STACK)
    {'Bo': 1, 'Ann': 2}
    """
    listed = list(busts)
    if len({b.player for b in listed}) != len(listed):
        raise ValueError("a player is out twice in one hand")
    for b in listed:
        whole(f"starting stack of {b.player!r}", b.stack, 0)
    if cross is CrossTable.STACK:
        return _ranks(listed)
    by_table: dict[int, list[Bust[K]]] = {}
    for b in listed:
        by_table.setdefault(b.table, []).append(b)
    order: dict[K, int] = {}
    for table in sorted(by_table):
        order.update(_ranks(by_table[table]))
    return dict(sorted(order.items(), key=lambda kv: kv[1]))


def _ranks[K: Hashable](busts: Sequence[Bust[K]]) -> dict[K, int]:
    """Dense ranks by starting stack, larger first: 1, 1, 2 for stacks 900, 900, 500."""
    stacks = sorted({b.stack for b in busts}, reverse=True)
    rank = {s: i for i, s in enumerate(stacks, start=1)}
    return {b.player: rank[b.stack] for b in sorted(busts, key=lambda b: -b.stack)}


def places_for_hand[K: Hashable](busts: Iterable[Bust[K]], players_left: int,
                                 cross: CrossTable = CrossTable.TIE) -> dict[K, Places]:
    """HFH-4: the places the busts of one hand cover. ``players_left`` counts the players in
    before the hand, the busted ones included; the busts take the bottom places of those.

    >>> places_for_hand([Bust("Ann", 1, 500), Bust("Bo", 1, 900), Bust("Cy", 2, 100)], 12)
    {'Bo': Places(first=10, last=11), 'Cy': Places(first=10, last=11), 'Ann': Places(first=12, last=12)}
    """
    order = hand_order(busts, cross)
    whole("players left", players_left, 0)
    if len(order) > players_left:
        raise ValueError(f"{len(order)} busts but only {players_left} players were left")
    sizes: dict[int, int] = {}
    for rank in order.values():
        sizes[rank] = sizes.get(rank, 0) + 1
    first = players_left - len(order) + 1
    starts: dict[int, int] = {}
    for rank in sorted(sizes):
        starts[rank] = first
        first += sizes[rank]
    return {k: Places(starts[r], starts[r] + sizes[r] - 1) for k, r in order.items()}


def shared_prizes(payouts: Sequence[int], tied: Places) -> list[int]:
    """HFH-5: one share for each player tied over ``tied``: the prizes of those places (a place
    past the paid ones pays nothing) in equal whole shares, the odd units one each to the
    first shares. The shares add up to exactly the places' prizes.

    >>> shared_prizes([1000, 600, 401], Places(2, 3))
    [501, 500]
    """
    whole("first place", tied.first, 1)
    if tied.last < tied.first:
        raise ValueError(f"places {tied.first} to {tied.last}: the range is empty")
    pot = sum(payouts[p - 1] for p in range(tied.first, tied.last + 1) if p <= len(payouts))
    base, odd = divmod(pot, tied.count)
    return [base + (1 if i < odd else 0) for i in range(tied.count)]


def prizes_for_places[K: Hashable](payouts: Sequence[int],
                                   places: Mapping[K, Places]) -> dict[K, int]:
    """HFH-5: each player's prize from :func:`places_for_hand`; within a tie the odd units go
    to the players in the mapping's order (the caller orders it, the desk by name).

    >>> prizes_for_places([1000, 600, 401], {"Bo": Places(2, 3), "Ann": Places(2, 3)})
    {'Bo': 501, 'Ann': 500}
    """
    groups: dict[Places, list[K]] = {}
    for key, p in places.items():
        groups.setdefault(p, []).append(key)
    prizes: dict[K, int] = {}
    for p, keys in groups.items():
        if len(keys) != p.count:
            raise ValueError(f"places {p.first} to {p.last} are covered by {len(keys)} players, "
                             f"not {p.count}")
        prizes.update(zip(keys, shared_prizes(payouts, p), strict=True))
    return {k: prizes[k] for k in places}
