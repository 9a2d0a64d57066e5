"""The night player's bust model (issue 37): who busts when, by level and stack.

One model, two users: the seeded night player of the tests plays each hand of a real room with
it (who goes out, who covered them, a pot split between two winners), and the planner plays
whole fields with it to give a range of end times beside the divisor model.

A hand at a table of ``n`` players: the small and big blind (and the ante, all from the big
blind as a big-blind ante) go to one player of the table drawn at random; then two players
drawn at random meet all-in with a chance of ``all_in / M`` (M the shorter stack in big blinds;
at least ``floor``, at most 1), the winner drawn at even odds. The shorter stack's chips move;
when the shorter stack loses it is out. Now and then (``split``) a third player is in the pot
and the busted player's chips are shared between the two winners in uneven parts. A player
whose blind leaves them nothing is out to the player who won the pot (and that hand has no
all-in: whoever won a player's chips is still in after the hand). A hand takes
``1 / hands_per_minute`` minutes; the room plays one hand at every table at a time.

Pure and seeded: the caller passes a ``random.Random``; nothing here reads a clock or a store.

>>> import random
>>> stacks, rng, out = {"a": 1000, "b": 3000}, random.Random(1), []
>>> while len(stacks) > 1:
...     out += play_hand(sorted(stacks), stacks, Level.blinds(50, 100), rng, Pace(all_in=1000))
>>> [(b.stack, len(b.by)) for b in out], sum(stacks.values())
([(1000, 1)], 4000)
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, MutableMapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from tdesk.rules.levels.values import Level

__all__ = ["Bust", "Pace", "all_in_chance", "level_at", "percentiles", "play_field",
           "play_hand", "simulate_ends"]

MAX_HANDS: Final = 20_000
"""A field that has not ended after this many hands is taken as ended there (a safety stop)."""


@dataclass(frozen=True)
class Pace:
    """The room the model plays: hands an hour, seats a table, how loose the all-ins are."""

    hands_per_minute: float = 0.5
    seats: int = 9
    all_in: float = 1.7
    """The chance of an all-in in a hand is ``all_in / M``. 1.7 ends fields where rooms expect
    (about 30 big blinds in play at the end when the blinds double each hour; see
    ``bench/planner_calibration.py --agreement``); at 4 it ended them at 60-160, hours early."""
    floor: float = 0.02
    split: float = 0.1
    """Of the all-ins that bust a player, the share whose pot two players split."""


@dataclass(frozen=True)
class Bust:
    """One player out in a hand: their stack at its start, who won their chips and in what
    whole parts (one winner: ``(1,)``)."""

    player: Hashable
    stack: int
    by: tuple[Hashable, ...]
    shares: tuple[int, ...]


def all_in_chance(stack: int, big_blind: int, pace: Pace = Pace()) -> float:
    """The chance a hand's two players meet all-in, the shorter holding ``stack``.

    >>> round(all_in_chance(4_000, 100), 4), all_in_chance(100, 100), all_in_chance(10**7, 100)
    (0.0425, 1.0, 0.02)
    """
    m = stack / max(big_blind, 1)
    return min(1.0, max(pace.floor, pace.all_in / m if m > 0 else 1.0))


def play_hand[K: Hashable](table: Sequence[K], stacks: MutableMapping[K, int], level: Level,
              rng: random.Random, pace: Pace = Pace()) -> list[Bust]:
    """One hand at ``table`` (its players, two at least): ``stacks`` changed in place (chips
    only move between the table's players), the players out returned, largest stack first."""
    if len(table) < 2:
        return []
    start = {p: stacks[p] for p in table}
    out: dict[K, Bust] = {}
    sb, bb = table[0], table[1]  # the blinds by seat; the caller's order moves the button
    pot = 0
    for who, blind in ((sb, level.small_blind), (bb, level.big_blind + level.ante)):
        paid = min(stacks[who], blind)
        stacks[who] -= paid
        pot += paid
    winner = table[rng.randrange(len(table))]
    stacks[winner] += pot
    for who in (sb, bb):
        if stacks[who] == 0:
            out[who] = Bust(who, start[who], (winner,), (1,))
    alive = [p for p in table if stacks[p] > 0]
    if len(alive) >= 2 and not out:  # a blind out ends the hand: its winner stays in
        a, b = rng.sample(alive, 2)
        short = min(stacks[a], stacks[b])
        if rng.random() < all_in_chance(short, level.big_blind, pace):
            win, lose = (a, b) if rng.random() < 0.5 else (b, a)
            others = [p for p in alive if p not in (a, b)]
            if stacks[lose] <= stacks[win] and others and rng.random() < pace.split:
                third = rng.choice(others)  # a third player in the pot: the busted chips split
                parts = (rng.choice((1, 2, 3)), 1)
                whole = stacks[lose]
                first = whole * parts[0] // sum(parts)
                stacks[win] += first
                stacks[third] += whole - first
                stacks[lose] = 0
                out[lose] = Bust(lose, start[lose], (win, third), parts)
            else:
                stacks[win] += short
                stacks[lose] -= short
                if stacks[lose] == 0:
                    out[lose] = Bust(lose, start[lose], (win,), (1,))
    for who in out:
        del stacks[who]
    return sorted(out.values(), key=lambda x: -x.stack)


def level_at(levels: Sequence[Level], index: int) -> Level:
    """Level ``index`` of the structure, or past its end the big blind doubling each level at
    the last playing level's length (as the divisor model carries a structure on)."""
    if index < len(levels):
        return levels[index]
    playing = [lv for lv in levels if not lv.is_break] or [Level.blinds(1, 2)]
    last = playing[-1]
    times = 2 ** min(index - len(levels) + 1, 40)
    return Level.blinds(last.small_blind * times, max(last.big_blind, 1) * times,
                        last.ante * times, max(last.minutes, 1))


def _play_hand_quietly[K: Hashable](table: Sequence[K], stacks: MutableMapping[K, int],
                                    small: int, big_ante: int, big: int,
                                    rng: random.Random, pace: Pace) -> None:
    """``play_hand`` as ``play_field`` needs it: the same draws from ``rng`` in the same order
    and the same ``stacks`` after, without the ``Bust`` records nobody reads there (a
    simulation plays some 100,000 hands; the Clock tab plays one each minute). The draws are
    ``random``'s own (``tests/rules/levels/test_bust_model.py`` holds the two to the same
    hands, so a Python whose ``sample`` draws otherwise is caught). ``small``,
    ``big_ante`` and ``big``: the level's small blind, big blind plus ante, big blind."""
    sb, bb = table[0], table[1]
    stack = stacks[sb]
    pot = small if small < stack else stack
    stacks[sb] = stack - pot
    stack = stacks[bb]
    paid = big_ante if big_ante < stack else stack
    stacks[bb] = stack - paid
    pot += paid
    below = rng._randbelow  # what randrange(n) and sample() draw with, without their checks
    stacks[table[below(len(table))]] += pot
    if stacks[sb] == 0 or stacks[bb] == 0:  # a blind out ends the hand: its winner stays in
        for who in (sb, bb):
            if who in stacks and stacks[who] == 0:
                del stacks[who]
        return
    alive = [p for p in table if stacks[p] > 0]
    n = len(alive)
    if n < 2:
        return
    if n <= 21:  # rng.sample(alive, 2) as random.sample draws two of a short list
        j, k = below(n), below(n - 1)
        a, b = alive[j], alive[n - 1] if k == j else alive[k]
    else:
        a, b = rng.sample(alive, 2)
    short = min(stacks[a], stacks[b])
    m = short / max(big, 1)  # all_in_chance, written out: it is asked at every hand
    if rng.random() < min(1.0, max(pace.floor, pace.all_in / m if m > 0 else 1.0)):
        win, lose = (a, b) if rng.random() < 0.5 else (b, a)
        others = [p for p in alive if p not in (a, b)]
        if stacks[lose] <= stacks[win] and others and rng.random() < pace.split:
            third = rng.choice(others)
            parts = (rng.choice((1, 2, 3)), 1)
            whole = stacks[lose]
            first = whole * parts[0] // sum(parts)
            stacks[win] += first
            stacks[third] += whole - first
            del stacks[lose]
        else:
            stacks[win] += short
            stacks[lose] -= short
            if stacks[lose] == 0:
                del stacks[lose]


def play_field(levels: Sequence[Level], stacks: Sequence[int], rng: random.Random,
               pace: Pace = Pace(), *, first: int = 0, left: float | None = None
               ) -> tuple[float, int]:
    """(minutes until one player is left, the level index then) for a field of ``stacks``
    from level ``first`` with ``left`` minutes of it to play (the whole level when None). The
    tables are drawn again at every level (the floor balances them). Each hand is
    ``play_hand``'s (``_play_hand_quietly``)."""
    field = [s for s in stacks if s > 0]
    minutes, index, hands = 0.0, first, 0
    per_hand = 1 / pace.hands_per_minute
    while len(field) > 1 and hands < MAX_HANDS:
        lv = level_at(levels, index)
        length = lv.minutes if left is None or index != first else max(left, 0.0)
        if lv.is_break:
            minutes += length
            index += 1
            continue
        small, big_ante, big = lv.small_blind, lv.big_blind + lv.ante, lv.big_blind
        rng.shuffle(field)
        count = max(1, math.ceil(len(field) / pace.seats))
        tables = [dict(enumerate(field[k::count])) for k in range(count)]
        played = 0.0
        players = len(field)
        as_dealt = True  # ``field`` is still the order the tables were drawn from
        while played + per_hand <= length + 1e-9 and players > 1:
            played += per_hand
            hands += 1
            for t in tables:
                if len(t) > 1:
                    order = list(t)
                    turn = hands % len(order)
                    order = order[turn:] + order[:turn]
                    _play_hand_quietly(order, t, small, big_ante, big, rng, pace)
            players, as_dealt = sum(len(t) for t in tables), False
            if players <= 1:
                return minutes + played, index
            if count > 1 and any(len(t) < 2 for t in tables):  # a table broken up: redraw
                field = [s for t in tables for s in t.values()]
                count = max(1, math.ceil(len(field) / pace.seats))
                rng.shuffle(field)
                tables = [dict(enumerate(field[k::count])) for k in range(count)]
                as_dealt = True
        if not as_dealt:  # the field as the hands left it, table by table
            field = [s for t in tables for s in t.values()]
        minutes += length
        index += 1
    return minutes, index


def percentiles(values: Sequence[float], qs: Sequence[float] = (0.1, 0.5, 0.9)) -> list[float]:
    """The values at ``qs`` of the sorted list (nearest rank below).

    >>> percentiles([5, 1, 4, 2, 3, 6, 7, 8, 9, 10])
    [2, 6, 10]
    """
    ordered = sorted(values)
    return [ordered[min(len(ordered) - 1, int(q * len(ordered)))] for q in qs]


@lru_cache(maxsize=64)
def _simulate(levels: tuple[Level, ...], field: int, stack: int, runs: int, seed: int,
              pace: Pace, first: int, left: float | None) -> tuple[float, float, float]:
    ends = []
    for run in range(runs):
        rng = random.Random(seed * 1_000_003 + run)
        minutes, _ = play_field(levels, [stack] * field, rng, pace, first=first, left=left)
        ends.append(minutes)
    low, mid, high = percentiles(ends)
    return low, mid, high


def simulate_ends(levels: Sequence[Level], field: int, stack: int, *, runs: int = 40,
                  seed: int = 37, pace: Pace = Pace(), first: int = 0,
                  left: float | None = None) -> tuple[float, float, float]:
    """(10th, 50th, 90th percentile) of the minutes ``runs`` seeded fields of ``field``
    players with ``stack`` each take to end, from level ``first`` with ``left`` minutes of it
    to play. The same inputs give the same answer (and are remembered)."""
    if field < 1 or stack < 1 or runs < 1:
        raise ValueError(f"simulation: field {field}, stack {stack}, runs {runs} (each at "
                         f"least 1)")
    return _simulate(tuple(levels), field, stack, runs, seed, pace, first, left)
