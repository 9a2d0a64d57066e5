"""Chips in play and chip counts (issue 14, TDA-R4).

Chips enter play only through entries, re-entries, rebuys and add-ons, and change only at a
chip race (the odd chips raced are rounded, TDA-R2, and nobody is raced out, TDA-R3). Play
moves chips between players but never makes or loses any, so the stacks counted at every table
must add up to the chips in play; a difference means a miscount or a missing table.

>>> chips_in_play([20000, 20000, 20000, 5000], race_deltas=[-25, 100])
65075
>>> s = stack_summary({1: 30000, 2: 10000, 3: 20000}, big_blind=1000)
>>> s.leader, s.average, s.big_blinds[2]
(1, 20000, 10.0)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

__all__ = ["CountCheck", "StackSummary", "check_count", "chips_in_play", "stack_summary"]


def chips_in_play(bought: Iterable[int], race_deltas: Iterable[int] = ()) -> int:
    """Every stack bought (entries, re-entries, rebuys, add-ons) plus what each chip race
    added or took away (value after less value before)."""
    return sum(bought) + sum(race_deltas)


@dataclass(frozen=True, slots=True)
class CountCheck:
    counted: int
    in_play: int

    @property
    def difference(self) -> int:
        """Counted less expected: positive means more chips on the tables than were sold."""
        return self.counted - self.in_play

    @property
    def ok(self) -> bool:
        return self.difference == 0


def check_count(stacks: Mapping[int, int], in_play: int) -> CountCheck:
    """Compare the stacks of every player left with the chips in play."""
    for key, chips in stacks.items():
        if chips < 0:
            raise ValueError(f"stack of {key} {chips}: must not be negative")
    return CountCheck(sum(stacks.values()), in_play)


@dataclass(frozen=True, slots=True)
class StackSummary:
    leader: int | None
    leader_chips: int
    average: int | None
    """Chips in play / players left, rounded down; None when nobody is left."""
    big_blinds: dict[int, float] = field(default_factory=dict)


def stack_summary(stacks: Mapping[int, int], big_blind: int | None = None,
                  in_play: int | None = None) -> StackSummary:
    """Chip leader (ties: the lowest key), average stack and each stack in big blinds.

    The average is ``in_play`` (when given) over the players left, so it stays right while
    only some tables have been counted.
    """
    live = {k: v for k, v in stacks.items() if v > 0}
    if not live:
        return StackSummary(None, 0, None)
    leader = min(live, key=lambda k: (-live[k], k))
    total = in_play if in_play is not None else sum(live.values())
    bbs = {k: round(v / big_blind, 1) for k, v in live.items()} if big_blind else {}
    return StackSummary(leader, live[leader], total // len(live), bbs)
