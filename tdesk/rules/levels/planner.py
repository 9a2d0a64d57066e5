"""When will it end (issue 37, section 3): an event's end as a range, from plain values.

Three models, one per kind of night (docs/planner.md explains them):

- **Poker, the divisor model.** Rooms say a tournament ends about when the big blind has grown
  to the chips in play divided by a *divisor* (20-40: the last two players then hold 20-40 big
  blinds between them). That holds at a room's usual pace; a turbo's blinds outrun the play and
  end it at a smaller divisor, a deep structure's long levels deal more hands at each height of
  the blinds and end it at a bigger one. So the model counts the blinds posted: the event ends
  when the big blind summed over every minute of play (``posted``) reaches what the divisor
  needs (``needed``), which for blinds that double each ``REFERENCE_DOUBLING`` minutes is the
  moment the big blind reaches chips / divisor, and for other structures moves the divisor in
  proportion to their pace. Within a level the big blind is the same each minute, so the end
  falls where the sum crosses, not in the middle of a level; a bigger divisor ends sooner,
  never later, and the range's early end (the highest divisor) comes before its likely end and
  that before its late end (the lowest); more chips or a longer level never end it sooner. A
  structure that runs out first is carried on with the big blind doubling each level at the
  last level's length (``beyond``).
- **Swiss.** ``ceil(log2(players))`` Swiss rounds when the event has no number of its own, plus
  ``log2(cut)`` single-elimination rounds of the top cut; each round takes the round time, and
  between two rounds the desk needs a turnaround (pairing, slips, seating) of 5-15 minutes.
- **League (HU-1).** Each round every living player plays once and each game costs the loser a
  life; the season ends when one player has lives. Seeded simulations of the season give the
  rounds (10th, 50th and 90th percentile), and the league plays ``rounds_per_week``.

Pure: the caller passes the structure, counts, start time and the divisors or turnarounds its
store has learnt (``calibrate``); nothing here reads a clock.

>>> from datetime import datetime
>>> from tdesk.rules.levels import Level
>>> levels = [Level.blinds(100, 200, minutes=20), Level.blinds(200, 400, minutes=20),
...           Level.pause(10), Level.blinds(400, 800, minutes=20)]
>>> p = poker_plan(levels, chips=16_000, start=datetime(2026, 5, 1, 19, 0))
>>> [(t.strftime("%H:%M"), n) for t, n in zip(p.ends, p.steps)]
[('20:14', 4), ('20:21', 4), ('20:32', 5)]
>>> swiss_rounds(33), cut_rounds(8)
(6, 3)
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final

from tdesk.rules.levels import bust_model
from tdesk.rules.levels.values import Level

__all__ = [
    "DEFAULT_DIVISORS",
    "DEFAULT_TURNAROUNDS",
    "Plan",
    "calibrate",
    "cut_rounds",
    "league_plan",
    "league_rounds",
    "needed",
    "posted",
    "poker_plan",
    "simulated_ends",
    "simulation_runs",
    "swiss_plan",
    "swiss_rounds",
    "usual_divisor",
    "verify_inputs",
]

DEFAULT_DIVISORS: Final = (40.0, 30.0, 20.0)
"""Early (highest), likely, late (lowest): chips in play over the big blind at the end."""
REFERENCE_DOUBLING: Final = 60.0
"""The room's usual pace, at which ``DEFAULT_DIVISORS`` hold: the big blind doubles each hour
(20-minute levels, doubling every three)."""
DEFAULT_TURNAROUNDS: Final = (5.0, 10.0, 15.0)
"""Minutes between two Swiss rounds: early, likely, late."""
LEAGUE_RUNS: Final = 200
MAX_EXTRA_LEVELS: Final = 60


@dataclass(frozen=True)
class Plan:
    """An estimated end: ``ends`` and ``steps`` are (early, likely, late); a step is the end
    level's number (poker), the number of rounds (Swiss) or of weeks (league)."""

    kind: str
    ends: tuple[datetime, datetime, datetime]
    steps: tuple[int, int, int]
    params: tuple[float, float, float]
    """The divisors (poker), turnaround minutes (Swiss) or rounds (league) behind each end."""
    beyond: bool = False
    """The structure ran out before the late end: levels were carried on by doubling."""

    @property
    def early(self) -> datetime:
        return self.ends[0]

    @property
    def likely(self) -> datetime:
        return self.ends[1]

    @property
    def late(self) -> datetime:
        return self.ends[2]


def verify_inputs(field: int, reentries: int = 0, chips: int | None = None) -> None:
    """Refuse a field, re-entry count or chip total the planner cannot use, naming it.

    >>> verify_inputs(0)
    Traceback (most recent call last):
    ValueError: field: 0 is not a number of players (at least 1)
    """
    if field < 1:
        raise ValueError(f"field: {field} is not a number of players (at least 1)")
    if reentries < 0:
        raise ValueError(f"reentries: {reentries} is below 0")
    if chips is not None and chips < 1:
        raise ValueError(f"chips: {chips} is not a number of chips in play (at least 1)")


def _playing(levels: Sequence[Level]) -> list[tuple[int, Level]]:
    return [(i, lv) for i, lv in enumerate(levels) if not lv.is_break]


def _big(levels: Sequence[Level], index: int) -> tuple[int, float]:
    """(big blind, minutes) of entry ``index``, past the structure the big blind doubling each
    level at the last playing level's length (a break's big blind is 0)."""
    if index < len(levels):
        lv = levels[index]
        return (0 if lv.is_break else lv.big_blind), float(lv.minutes)
    playing = [lv for _i, lv in _playing(levels)]
    last = playing[-1]
    return max(last.big_blind, 1) * 2 ** min(index - len(levels) + 1, 60), float(last.minutes)


def needed(chips: int, divisor: float) -> float:
    """The big-blind minutes that end an event of ``chips`` at ``divisor``: the big blind
    summed over every minute of play reaches chips x ``REFERENCE_DOUBLING`` / (divisor x ln 2).
    At the room's usual pace (doubling each hour) that is when the big blind has grown to the
    chips over the divisor.

    >>> round(needed(300_000, 30))
    865617
    """
    return chips * REFERENCE_DOUBLING / (divisor * math.log(2))


def posted(levels: Sequence[Level], index: int, elapsed: float) -> float:
    """Big-blind minutes from the start of the structure to ``elapsed`` minutes into entry
    ``index``: what a finished event had reached when it ended (its calibration).

    >>> from tdesk.rules.levels import Level
    >>> posted([Level.blinds(50, 100, minutes=20), Level.pause(10), Level.blinds(100, 200)], 2, 5)
    3000.0
    """
    done = sum(_big(levels, i)[0] * _big(levels, i)[1] for i in range(index))
    return float(done + _big(levels, index)[0] * elapsed)


def usual_divisor(chips: int, big_blind_minutes: float) -> float:
    """The divisor at the room's usual pace at which an event of ``chips`` that ended after
    ``big_blind_minutes`` (``posted``) ended: the inverse of ``needed``.

    >>> round(usual_divisor(300_000, needed(300_000, 30)), 6)
    30.0
    """
    if big_blind_minutes <= 0:
        raise ValueError(f"big blind minutes: {big_blind_minutes} is not above 0")
    return chips * REFERENCE_DOUBLING / (big_blind_minutes * math.log(2))


def _poker_end(levels: Sequence[Level], chips: int, divisor: float, first: int,
               left: timedelta) -> tuple[timedelta, int, bool]:
    """(time from now to the end, the end level's number, carried on past the structure)."""
    numbers = _numbers(levels)
    rest = max(left.total_seconds() / 60, 0.0)
    if not _playing(levels):
        return timedelta(minutes=rest), 0, True
    need = needed(chips, divisor) - posted(levels, first, max(levels[first].minutes - rest, 0.0))
    time, index = 0.0, first
    number = max((n for n in numbers[:first + 1] if n), default=0)
    for _ in range(len(levels) + MAX_EXTRA_LEVELS):
        big, minutes = _big(levels, index)
        if index == first:
            minutes = rest
        number = (numbers[index] or number) if index < len(levels) else number + 1
        if big > 0 and big * minutes >= need:
            return (timedelta(minutes=time + max(need, 0.0) / big), number,
                    index >= len(levels))
        need -= big * minutes
        time += minutes
        index += 1
    return timedelta(minutes=time), number, True


def _numbers(levels: Sequence[Level]) -> list[int | None]:
    out: list[int | None] = []
    n = 0
    for lv in levels:
        n += 0 if lv.is_break else 1
        out.append(None if lv.is_break else n)
    return out


def poker_plan(levels: Sequence[Level], chips: int, start: datetime,
               divisors: tuple[float, float, float] = DEFAULT_DIVISORS, *,
               first: int = 0, left: timedelta | None = None) -> Plan:
    """The divisor model from level index ``first`` with ``left`` of it to play (the whole
    level when None) and ``start`` the moment that is true (the start time before the event,
    now during it). ``divisors`` are (early, likely, late), highest first.

    >>> from datetime import datetime, timedelta
    >>> from tdesk.rules.levels import Level
    >>> lv = [Level.blinds(100, 200, minutes=30)] + [Level.blinds(200, 400, minutes=30)]
    >>> p = poker_plan(lv, 10_000, datetime(2026, 1, 1, 20), (50, 50, 20), left=timedelta(minutes=10))
    >>> [t.strftime("%H:%M") for t in p.ends], p.steps, p.beyond
    (['20:38', '20:38', '21:10'], (2, 2, 4), True)
    """
    if not levels:
        raise ValueError("structure: it has no levels")
    if not 0 <= first < len(levels):
        raise ValueError(f"level: index {first} is outside the structure")
    verify_inputs(1, 0, chips)
    if left is None:
        left = timedelta(minutes=levels[first].minutes)
    ends, steps, beyond = [], [], False
    for d in divisors:
        if d <= 0:
            raise ValueError(f"divisor: {d} is not above 0")
        time, number, past = _poker_end(levels, chips, d, first, max(left, timedelta()))
        ends.append(start + time)
        steps.append(number)
        beyond = beyond or past
    return Plan("poker", (ends[0], ends[1], ends[2]), (steps[0], steps[1], steps[2]),
                (float(divisors[0]), float(divisors[1]), float(divisors[2])), beyond)


def simulation_runs(field: int) -> int:
    """How many seeded fields the simulation plays: 40 for a small field, fewer for a big one
    (each costs about its players' hands), never under 10.

    >>> [simulation_runs(n) for n in (10, 50, 100, 400)]
    [40, 40, 20, 10]
    """
    return max(10, min(40, 2000 // max(field, 1)))


def simulated_ends(levels: Sequence[Level], field: int, stack: int, start: datetime, *,
                   first: int = 0, left: timedelta | None = None, seed: int = 37,
                   pace: bust_model.Pace | None = None
                   ) -> tuple[tuple[datetime, datetime, datetime], int]:
    """((early, likely, late), runs): the 10th, 50th and 90th percentile of when seeded fields
    of ``field`` players with ``stack`` each end, played by the night player's bust model
    (``rules/bust_model``) from level index ``first`` with ``left`` of it to play.

    >>> from datetime import datetime
    >>> from tdesk.rules.levels import Level
    >>> ends, runs = simulated_ends([Level.blinds(100, 200)], 1, 1000, datetime(2026, 1, 1, 20))
    >>> [t.strftime("%H:%M") for t in ends], runs
    (['20:00', '20:00', '20:00'], 40)
    """
    verify_inputs(field, 0, stack)
    runs = simulation_runs(field)
    minutes = None if left is None else float(int(left.total_seconds() // 60))
    low, mid, high = bust_model.simulate_ends(levels, field, stack, runs=runs, seed=seed,
                                              pace=pace or bust_model.Pace(), first=first, left=minutes)
    return (start + timedelta(minutes=low), start + timedelta(minutes=mid),
            start + timedelta(minutes=high)), runs


def swiss_rounds(players: int) -> int:
    """Swiss rounds a field needs to find one unbeaten player: ``ceil(log2(players))``, at least 1.

    >>> [swiss_rounds(n) for n in (2, 8, 9, 32, 33, 128)]
    [1, 3, 4, 5, 6, 7]
    """
    verify_inputs(players)
    return max(1, math.ceil(math.log2(players))) if players > 1 else 1


def cut_rounds(cut: int) -> int:
    """Single-elimination rounds of a top cut of ``cut`` players (CG-M3): 8 -> 3; 0 or 1 -> 0.

    >>> [cut_rounds(c) for c in (0, 2, 4, 8, 16)]
    [0, 1, 2, 3, 4]
    """
    return math.ceil(math.log2(cut)) if cut >= 2 else 0


def swiss_plan(rounds: int, cut: int, round_minutes: int, start: datetime,
               turnarounds: tuple[float, float, float] = DEFAULT_TURNAROUNDS, *,
               done: int = 0, left: timedelta | None = None) -> Plan:
    """``rounds`` Swiss rounds and the cut's rounds at ``round_minutes`` each with a turnaround
    between two rounds. During the event ``done`` rounds are over and the one under way has
    ``left`` to play (None: none under way; the next starts after a turnaround).

    >>> from datetime import datetime
    >>> p = swiss_plan(5, 8, 50, datetime(2026, 1, 1, 10))
    >>> [t.strftime("%H:%M") for t in p.ends], p.steps
    (['17:15', '17:50', '18:25'], (8, 8, 8))
    """
    if round_minutes < 1:
        raise ValueError(f"round time: {round_minutes} minutes is below 1")
    total = rounds + cut_rounds(cut)
    to_go = max(total - done, 0)
    ends = []
    for turn in turnarounds:
        one = timedelta(minutes=round_minutes + turn)
        if not to_go:
            time = timedelta()
        elif left is not None:  # the round under way, then a turnaround and a round each
            time = left + (to_go - 1) * one
        elif done:  # between rounds: a turnaround before each round still to play
            time = to_go * one
        else:  # before the event: no turnaround before round 1
            time = to_go * one - timedelta(minutes=turn)
        ends.append(start + time)
    return Plan("swiss", (ends[0], ends[1], ends[2]), (total, total, total),
                (float(turnarounds[0]), float(turnarounds[1]), float(turnarounds[2])))


def league_rounds(players: int, lives: int, *, seed: int = 37, runs: int = LEAGUE_RUNS
                  ) -> tuple[int, int, int]:
    """(10th, 50th, 90th percentile) of the rounds a season lasts (HU-1): each round the living
    players are paired at random, one odd player sits out, every game costs its loser a life.

    >>> league_rounds(2, 1)
    (1, 1, 1)
    >>> low, _, high = league_rounds(2, 3); 3 <= low <= high <= 5
    True
    """
    verify_inputs(players)
    if lives < 1:
        raise ValueError(f"lives: {lives} is below 1")
    rng = random.Random(seed)
    counts = []
    for _ in range(runs):
        left = [lives] * players
        rounds = 0
        while sum(1 for x in left if x > 0) > 1:
            alive = [i for i, x in enumerate(left) if x > 0]
            rng.shuffle(alive)
            for a, b in zip(alive[::2], alive[1::2], strict=False):
                left[a if rng.random() < 0.5 else b] -= 1
            rounds += 1
        counts.append(rounds)
    counts.sort()
    pick = [counts[min(len(counts) - 1, int(q * len(counts)))] for q in (0.1, 0.5, 0.9)]
    return pick[0], pick[1], pick[2]


def league_plan(players: int, lives: int, start: datetime, rounds_per_week: int = 1, *,
                done: int = 0) -> Plan:
    """A season's weeks: the simulated rounds (less those ``done``) over ``rounds_per_week``.

    >>> from datetime import datetime
    >>> p = league_plan(2, 1, datetime(2026, 1, 5))
    >>> p.steps, p.late.date().isoformat()
    ((1, 1, 1), '2026-01-12')
    """
    if rounds_per_week < 1:
        raise ValueError(f"rounds per week: {rounds_per_week} is below 1")
    rounds = league_rounds(players, lives)
    weeks = tuple(math.ceil(max(r - done, 0) / rounds_per_week) for r in rounds)
    ends = tuple(start + timedelta(weeks=w) for w in weeks)
    return Plan("league", (ends[0], ends[1], ends[2]), (weeks[0], weeks[1], weeks[2]),
                (float(rounds[0]), float(rounds[1]), float(rounds[2])))


def calibrate(seen: Sequence[float], default: tuple[float, float, float]
              ) -> tuple[float, float, float]:
    """(early, likely, late) from what the store's finished events really showed (divisors,
    highest first; or turnarounds, lowest first, as ``default`` orders them): the median is the
    likely value and the extremes the range, at least 20% either side of it; no events: ``default``.

    >>> calibrate([24.0, 30.0, 36.0], DEFAULT_DIVISORS)
    (36.0, 30.0, 24.0)
    >>> calibrate([25.0], DEFAULT_DIVISORS)
    (30.0, 25.0, 20.0)
    >>> calibrate([8.0], DEFAULT_TURNAROUNDS)
    (6.4, 8.0, 9.6)
    """
    if not seen:
        return default
    mid = statistics.median(seen)
    low, high = min(min(seen), mid * 0.8), max(max(seen), mid * 1.2)
    low, high = round(low, 1), round(high, 1)
    return (high, mid, low) if default[0] > default[2] else (low, mid, high)
