"""Starting flights and Day 2 (FLT-1..FLT-6, issue 23).

A big event starts in several flights (Day 1A, 1B, …), each played down to a stop; the players
left bag their chips and meet on Day 2. Pure rules: no store, no Qt; chips and money are whole
numbers.

- FLT-1: a flight stops at a number of players left, at a percentage of its entries (rounded
  up: the target is never below the share named, and at least one player), or at the end of a
  level; several stops may be set and the first one reached ends the flight.
- FLT-2: survivors bag their chips, one whole count per player per flight (at least 1 chip).
- FLT-3: a player who bagged in several flights advances once, by the venue's rule
  (:class:`Advance`: best stack by default); the other bags are forfeited and their chips
  leave play. Stacks are never added together.
- FLT-4: Day 2 is everyone who advanced; its chips are exactly the advancing bags' chips.
- FLT-5: Day 2 seats are drawn at random (seeded, TDA-S1) or by stack (the biggest stacks
  spread one per table, in a snake, seats at random within the table).
- FLT-6: the event's entries and prize pool are the sums of its flights'; the places paid
  follow the whole event's entries.

>>> bags = [Bag("Ann", 1, 40_000), Bag("Bo", 1, 25_000), Bag("Ann", 2, 60_000)]
>>> field = day2_field(bags)
>>> [(b.player, b.flight, b.chips) for b in field.bags], field.chips, field.forfeited_chips
([('Ann', 2, 60000), ('Bo', 1, 25000)], 85000, 40000)
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from enum import Enum

from tdesk.rules.seating.draw import draw_seats
from tdesk.rules.seating.types import MAX_SEATS, MIN_SEATS
from tdesk.rules.whole import whole

__all__ = [
    "Advance",
    "Bag",
    "Day2Draw",
    "Day2Field",
    "Day2Step",
    "DoubleBag",
    "EventTotals",
    "FlightTotals",
    "Stop",
    "StopKind",
    "advancing",
    "day2_field",
    "day2_seats",
    "day2_step",
    "double_bags",
    "event_totals",
    "flight_stops",
    "survivors_target",
    "verify_bags",
    "verify_stop",
]


class StopKind(Enum):
    """What a flight plays down to (FLT-1)."""

    PLAYERS = "players"
    PERCENT = "percent"
    LEVEL = "level"
    """The end of a level: a flight's time is counted in levels, as the clock plays them."""


@dataclass(frozen=True, slots=True)
class Stop:
    """One stop of a flight: ``value`` players, percent of the entries (up to 2 decimals), or
    the level after which play ends."""

    kind: StopKind
    value: int | Decimal


class Advance(Enum):
    """Which bag a player who bagged in several flights takes to Day 2 (FLT-3)."""

    BEST_STACK = "best_stack"
    """The largest bag (the default; equal bags: the earlier flight's)."""
    FIRST_BAG = "first_bag"
    """The first flight bagged; later bags are forfeited."""
    LAST_BAG = "last_bag"
    """The latest flight bagged: playing on gives up the earlier bag."""
    ONE_BAG = "one_bag"
    """A player may bag only once: a second bag is refused."""


class Day2Draw(Enum):
    """How Day 2 seats are drawn (FLT-5)."""

    RANDOM = "random"
    BY_STACK = "by_stack"


@dataclass(frozen=True, slots=True)
class Bag:
    """A survivor's bag: the player, the flight (its order: 1 for Day 1A, 2 for 1B, …) and the
    chips counted into the bag. ``player`` tells people apart (the store passes the person's
    record, so two people of one name are two players); ``name`` is how messages call them."""

    player: str
    flight: int
    chips: int
    name: str = ""

    @property
    def who(self) -> str:
        return self.name or self.player


@dataclass(frozen=True, slots=True)
class Day2Field:
    """FLT-4: the bags that advance (largest first, then by name) and those forfeited."""

    bags: tuple[Bag, ...]
    forfeited: tuple[Bag, ...]

    @property
    def players(self) -> int:
        return len(self.bags)

    @property
    def chips(self) -> int:
        """The chips in play on Day 2."""
        return sum(b.chips for b in self.bags)

    @property
    def forfeited_chips(self) -> int:
        return sum(b.chips for b in self.forfeited)


@dataclass(frozen=True, slots=True)
class DoubleBag:
    """FLT-3: a player who bagged in several flights: the bag that advances and the others,
    forfeited (in flight order)."""

    kept: Bag
    forfeited: tuple[Bag, ...]


@dataclass(frozen=True, slots=True)
class FlightTotals:
    """One flight's entries (re-entries included) and the prize money it collected."""

    entries: int
    pool: int


@dataclass(frozen=True, slots=True)
class EventTotals:
    """FLT-6: the whole event's entries and prize pool."""

    entries: int
    pool: int
    flights: int


# --- FLT-1: the stop -------------------------------------------------------------------------


def _percent(value: object) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, (int, Decimal, str)):
        raise ValueError(f"percent {value!r}: must be a number")
    try:
        pct = Decimal(str(value))
    except InvalidOperation:
        raise ValueError(f"percent {value!r}: must be a number") from None
    if not pct.is_finite() or not Decimal(0) < pct <= Decimal(100):
        raise ValueError(f"percent {value}: must be more than 0 and at most 100")
    if pct * 100 != int(pct * 100):
        raise ValueError(f"percent {value}: at most 2 decimals")
    return pct


def verify_stop(stop: Stop) -> None:
    """ValueError naming the value when a stop cannot end a flight."""
    if stop.kind is StopKind.PERCENT:
        _percent(stop.value)
    elif stop.kind is StopKind.PLAYERS:
        whole("players to play down to", stop.value, 1)
    elif stop.kind is StopKind.LEVEL:
        whole("last level of the flight", stop.value, 1)
    else:
        raise ValueError(f"stop {stop.kind!r}: must be players, percent or level")


def survivors_target(stop: Stop, entries: int) -> int | None:
    """FLT-1: how many players the flight plays down to; None for a level stop.

    A percentage is of the flight's entries (re-entries included) and rounded up.

    >>> survivors_target(Stop(StopKind.PERCENT, 15), 101)   # 15.15 -> 16
    16
    >>> survivors_target(Stop(StopKind.PERCENT, Decimal("12.5")), 3)
    1
    """
    verify_stop(stop)
    whole("entries", entries, 0)
    if stop.kind is StopKind.PLAYERS:
        return int(stop.value)
    if stop.kind is StopKind.LEVEL:
        return None
    hundredths = int(_percent(stop.value) * 100)
    return max(1, math.ceil(entries * hundredths / 10_000)) if entries else 1


def flight_stops(stops: Stop | Sequence[Stop], entries: int, players_left: int,
                 levels_done: int = 0) -> bool:
    """FLT-1: whether the flight stops (at the end of the hand in play): the first stop
    reached ends it. ``levels_done`` counts the levels played to their end.

    >>> rules = [Stop(StopKind.PERCENT, 10), Stop(StopKind.LEVEL, 12)]
    >>> flight_stops(rules, 200, 21, 9), flight_stops(rules, 200, 20, 9)
    (False, True)
    >>> flight_stops(rules, 200, 60, 12)
    True
    """
    listed = [stops] if isinstance(stops, Stop) else list(stops)
    if not listed:
        raise ValueError("a flight needs at least one stop")
    whole("players left", players_left, 0)
    whole("levels played", levels_done, 0)
    for stop in listed:
        target = survivors_target(stop, entries)
        if target is None:
            if levels_done >= int(stop.value):
                return True
        elif players_left <= target:
            return True
    return False


# --- FLT-2..FLT-4: bags and who advances -----------------------------------------------------


def verify_bags(bags: Iterable[Bag], rule: Advance = Advance.BEST_STACK) -> None:
    """FLT-2/FLT-3: ValueError naming the bag when it cannot be: no name, no flight, fewer
    than 1 chip, two bags for one player in one flight, or a second bag under ONE_BAG."""
    seen: set[tuple[str, int]] = set()
    players: set[str] = set()
    for b in bags:
        if not b.player.strip():
            raise ValueError("a bag has no player's name")
        whole(f"flight of the bag of {b.who!r}", b.flight, 1)
        whole(f"chips in the bag of {b.who!r}", b.chips, 1)
        if (b.player, b.flight) in seen:
            raise ValueError(f"{b.who!r} has two bags in flight {b.flight}")
        if rule is Advance.ONE_BAG and b.player in players:
            raise ValueError(f"{b.who!r} has bagged already: a player may bag only once")
        seen.add((b.player, b.flight))
        players.add(b.player)


def _pick(bags: list[Bag], rule: Advance) -> Bag:
    if rule is Advance.FIRST_BAG:
        return min(bags, key=lambda b: b.flight)
    if rule is Advance.LAST_BAG:
        return max(bags, key=lambda b: b.flight)
    return min(bags, key=lambda b: (-b.chips, b.flight))


def advancing(bags: Iterable[Bag], rule: Advance = Advance.BEST_STACK
              ) -> tuple[tuple[Bag, ...], tuple[Bag, ...]]:
    """FLT-3: (the bags that advance, those forfeited), each in the order given.

    >>> keep, lost = advancing([Bag("Ann", 1, 40_000), Bag("Ann", 2, 30_000)], Advance.LAST_BAG)
    >>> [(b.flight, b.chips) for b in keep], [(b.flight, b.chips) for b in lost]
    ([(2, 30000)], [(1, 40000)])
    """
    listed = list(bags)
    verify_bags(listed, rule)
    by_player: dict[str, list[Bag]] = {}
    for b in listed:
        by_player.setdefault(b.player, []).append(b)
    chosen = {_pick(group, rule) for group in by_player.values()}
    return (tuple(b for b in listed if b in chosen),
            tuple(b for b in listed if b not in chosen))


def double_bags(bags: Iterable[Bag], rule: Advance = Advance.BEST_STACK
                ) -> tuple[DoubleBag, ...]:
    """FLT-3: every player who bagged more than once, with the bag the rule keeps and those
    forfeited, in the order the players first bagged: what the floor confirms before Day 2.

    >>> (ann,) = double_bags([Bag("1", 1, 40_000, "Ann"), Bag("2", 1, 9, "Bo"),
    ...                       Bag("1", 2, 60_000, "Ann")])
    >>> ann.kept.chips, [b.chips for b in ann.forfeited]
    (60000, [40000])
    """
    listed = list(bags)
    keep, lost = advancing(listed, rule)
    kept = {b.player: b for b in keep}
    out: dict[str, list[Bag]] = {}
    for b in lost:
        out.setdefault(b.player, []).append(b)
    order = list(dict.fromkeys(b.player for b in listed if b.player in out))
    return tuple(DoubleBag(kept[p], tuple(sorted(out[p], key=lambda b: b.flight)))
                 for p in order)


def day2_field(bags: Iterable[Bag], rule: Advance = Advance.BEST_STACK) -> Day2Field:
    """FLT-4: the Day 2 field: the advancing bags, largest first (then by name), and the
    forfeited ones. Its chips are exactly the advancing bags' chips."""
    keep, lost = advancing(bags, rule)
    ordered = sorted(keep, key=lambda b: (-b.chips, b.player))
    return Day2Field(tuple(ordered), lost)


# --- FLT-5: Day 2 seats ----------------------------------------------------------------------


def day2_seats(field: Day2Field, tables: int, seats: int, draw: Day2Draw = Day2Draw.RANDOM,
               seed: int = 0) -> dict[str, tuple[int, int]]:
    """FLT-5: every Day 2 player's (table, seat); the same seed gives the same draw.

    RANDOM is the opening draw (TDA-S1). BY_STACK deals the players, largest stack first, to
    the tables in a snake (1, 2, …, n, n, …, 1), so each table gets one of the biggest stacks
    before any gets a second, then draws each table's seats at random. Either way the tables
    differ by at most one player.

    >>> f = day2_field([Bag("A", 1, 90), Bag("B", 1, 80), Bag("C", 2, 70), Bag("D", 2, 60)])
    >>> sorted((p, t) for p, (t, _) in day2_seats(f, 2, 9, Day2Draw.BY_STACK).items())
    [('A', 1), ('B', 2), ('C', 2), ('D', 1)]
    """
    if draw is Day2Draw.RANDOM:
        return draw_seats([b.player for b in field.bags], tables, seats, seed)
    if tables < 1:
        raise ValueError(f"the draw needs at least one table, got {tables}")
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, got {seats}")
    if field.players > tables * seats:
        raise ValueError(f"{field.players} players do not fit {tables * seats} seats")
    at: dict[int, list[str]] = {t: [] for t in range(1, tables + 1)}
    for i, bag in enumerate(field.bags):
        lap, step = divmod(i, tables)
        at[step + 1 if lap % 2 == 0 else tables - step].append(bag.player)
    rng = random.Random(seed)
    result: dict[str, tuple[int, int]] = {}
    for table, players in at.items():
        for player, seat in zip(players, rng.sample(range(1, seats + 1), len(players)),
                                strict=True):
            result[player] = (table, seat)
    return result


# --- FLT-6: the whole event ------------------------------------------------------------------


def event_totals(flights: Iterable[FlightTotals]) -> EventTotals:
    """FLT-6: the event's entries and pool, the sums of its flights'. A player who entered two
    flights counts twice, as a re-entry does.

    >>> event_totals([FlightTotals(120, 1_200_000), FlightTotals(95, 950_000)])
    EventTotals(entries=215, pool=2150000, flights=2)
    """
    listed = list(flights)
    for i, f in enumerate(listed, start=1):
        whole(f"entries of flight {i}", f.entries, 0)
        whole(f"prize pool of flight {i}", f.pool, 0)
    return EventTotals(sum(f.entries for f in listed), sum(f.pool for f in listed), len(listed))


# --- FLT-4/FLT-5: the next step of Day 2 -----------------------------------------------------


class Day2Step(Enum):
    """What Build Day 2 does next: register the field from the bags (FLT-3/FLT-4), or seat
    the field registered (FLT-5)."""

    BUILD = "build"
    DRAW = "draw"


def day2_step(day2_players: int) -> Day2Step:
    """FLT-4/FLT-5: a Day 2 with no players yet is built from the bags; once its field is
    registered it is seated (by the seat draw's own rule, TDA-S1).

    >>> day2_step(0), day2_step(37)
    (<Day2Step.BUILD: 'build'>, <Day2Step.DRAW: 'draw'>)
    """
    return Day2Step.DRAW if day2_players > 0 else Day2Step.BUILD
