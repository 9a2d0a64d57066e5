"""Deals at the end of a tournament: ICM (Malmuth-Harville) and chip-chop (issue 14).

ICM: a player's chance to finish first is their share of the chips; given who finished first,
the chance to finish second is their share of the chips left, and so on (Harville). A player's
equity is the sum over places of (chance of that place) x (prize of that place).

Method: the chance that a set S of players takes exactly the top |S| places (in any order) is
built up one place at a time over subsets, each subset once (dynamic programming over bitmasks,
which is the usual recursion with memoisation over subsets). Only the paid places are expanded,
so the work is about ``n * C(n, < paid)`` steps, run as numpy array steps: a few milliseconds
for a final table of 10, under a second for 20 players all paid (see docs/benchmarks.md).

A part of the pool can be kept back for the winner: the deal shares out the rest (first prize
less the amount kept), and the amount kept goes to whoever then wins. At most what first pays
more than second can be kept, so first place is still worth the most in the deal.

>>> [round(x, 2) for x in icm_equities([5000, 3000, 2000], [50, 30, 20])]
[38.39, 32.75, 28.86]
>>> icm_deal([5000, 3000, 2000], [5000, 3000, 2000])
[3839, 3275, 2886]
>>> chip_chop([5000, 3000, 2000], [5000, 3000, 2000])
[4000, 3200, 2800]
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from tdesk.rules.whole import is_whole, whole

__all__ = [
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "chip_chop",
    "deal_possible",
    "finish_probabilities",
    "icm_deal",
    "icm_equities",
    "kept_back_limit",
    "split_exact",
    "verify_deal",
    "verify_players",
    "verify_stacks",
]

MIN_PLAYERS = 2
MAX_PLAYERS = 20


def deal_possible(players: int) -> bool:
    """Whether a deal can be worked out for this many players left: 2 to `MAX_PLAYERS`.

    >>> [deal_possible(n) for n in (1, 2, 20, 21)]
    [False, True, True, False]
    """
    try:
        verify_players(players)
    except ValueError:
        return False
    return True


def verify_players(players: int) -> None:
    """ValueError saying why no deal can be worked out for this many players left (the desk's
    Work out button shows it, issue 22).

    >>> verify_players(1)
    Traceback (most recent call last):
    ...
    ValueError: players in the deal 1: a deal needs at least 2
    """
    if players < MIN_PLAYERS:
        raise ValueError(f"players in the deal {players}: a deal needs at least {MIN_PLAYERS}")
    if players > MAX_PLAYERS:
        raise ValueError(f"players in the deal {players}: at most {MAX_PLAYERS}")


def kept_back_limit(prizes: Sequence[int], players: int = MIN_PLAYERS) -> int:
    """The most that can be kept back for the winner: what first pays more than second (all
    of first when one player is left), so first place is still worth the most in the deal.

    >>> kept_back_limit([5000, 3000, 2000]), kept_back_limit([5000]), kept_back_limit([])
    (2000, 5000, 0)
    """
    first = prizes[0] if prizes else 0
    second = prizes[1] if len(prizes) > 1 and players > 1 else 0
    return first - second


def _whole(what: str, value: object, low: int) -> None:
    """ValueError unless ``value`` is a whole number (never a bool) of at least ``low``: a NaN,
    an infinity or 1.5 chips would slip past every comparison and give a deal of nonsense."""
    if whole(what, value) < low:
        raise ValueError(f"{what} {value}: must be {'more than 0' if low else '0 or more'}")


def verify_stacks(stacks: Sequence[int], low: int = 0) -> None:
    """ValueError naming the player whose stack is not a whole number of at least ``low``
    chips, or when there are no chips at all."""
    for i, s in enumerate(stacks, start=1):
        _whole(f"stack of player {i}", s, low)
    if stacks and sum(stacks) <= 0:
        raise ValueError("stacks: at least one player must have chips")


def verify_deal(stacks: Sequence[int], prizes: Sequence[int], kept_back: int = 0) -> None:
    """ValueError naming the value when a deal cannot be worked out from these figures."""
    verify_players(len(stacks))
    verify_stacks(stacks, low=1)
    for i, p in enumerate(prizes, start=1):
        _whole(f"prize of place {i}", p, 0)
    _whole("amount kept back", kept_back, 0)
    most = kept_back_limit(prizes, len(stacks))
    if not 0 <= kept_back <= most:
        raise ValueError(f"amount kept back {kept_back}: must be from 0 to {most}, "
                         "what first place pays more than second")


def finish_probabilities(stacks: Sequence[int], places: int | None = None) -> list[list[float]]:
    """``p[i][k]``: the chance player i finishes in place k+1 (Harville), for the first
    ``places`` places (default all).

    ``f[S]`` is the chance that the players in bitmask S take the top |S| places; each subset
    of fewer than ``places`` players is expanded once, one numpy step per (place, player).
    """
    import numpy as np  # here, not at import: a deal is rare, the desk's start is not

    n = len(stacks)
    verify_stacks(stacks)
    k = n if places is None else max(0, min(places, n))
    if k == 0:
        return [[] for _ in range(n)]
    if n > MAX_PLAYERS:
        raise ValueError(f"players {n}: ICM is worked out for at most {MAX_PLAYERS}")
    chips = np.asarray([float(s) for s in stacks], dtype=np.float64)
    total = float(chips.sum())
    size = 1 << n
    sums = np.zeros(1, dtype=np.float64)
    count = np.zeros(1, dtype=np.int8)
    for j in range(n):  # sums and sizes of every subset, built by doubling
        sums = np.concatenate((sums, sums + chips[j]))
        count = np.concatenate((count, count + 1))
    order = np.argsort(count, kind="stable")
    starts = np.searchsorted(count[order], np.arange(n + 1))
    f = np.zeros(size, dtype=np.float64)
    f[0] = 1.0
    probs = np.zeros((n, k), dtype=np.float64)
    for place in range(k):
        masks = order[starts[place]:starts[place + 1]]
        scale = f[masks] / (total - sums[masks])
        for j in range(n):
            bit = 1 << j
            free = (masks & bit) == 0
            w = scale[free] * chips[j]
            probs[j, place] = float(w.sum())
            if place < k - 1:
                f[masks[free] | bit] += w
    return [[float(x) for x in row] for row in probs]


def icm_equities(stacks: Sequence[int], prizes: Sequence[int | float]) -> list[float]:
    """Each player's ICM equity: expected prize under Harville; sums to the prizes paid among
    these players. ``prizes`` are for places 1, 2, … (missing places pay nothing)."""
    n = len(stacks)
    paid = [float(p) for p in prizes[:n]]
    while paid and paid[-1] == 0:
        paid.pop()
    probs = finish_probabilities(stacks, len(paid))
    return [sum(p * prize for p, prize in zip(row, paid, strict=False)) for row in probs]


def split_exact(shares: Sequence[float | Fraction], total: int) -> list[int]:
    """Whole amounts proportional to ``shares`` adding up to exactly ``total``: each rounded
    down, the rest one by one to the largest remainders (ties: earlier first)."""
    weight = sum(shares)
    if total == 0 or weight <= 0:
        return [0] * len(shares)
    raw = [Fraction(s) * total / Fraction(weight) for s in shares]
    out = [int(r) for r in raw]
    order = sorted(range(len(raw)), key=lambda i: (-(raw[i] - out[i]), i))
    for i in order[: total - sum(out)]:
        out[i] += 1
    return out


def _deal_prizes(prizes: Sequence[int], n: int, kept_back: int) -> list[int]:
    paid = list(prizes[:n]) + [0] * max(0, n - len(prizes))
    paid[0] -= kept_back
    return paid


def split_in_units(shares: Sequence[float | Fraction], total: int, unit: int = 1) -> list[int]:
    """Like :func:`split_exact`, in whole multiples of ``unit`` (the event's rounding, as its
    prizes are rounded): the odd amount below one unit goes to the largest share.

    >>> split_in_units([3, 2, 1], 1_000, unit=100), split_in_units([3, 2, 1], 1_050, unit=100)
    ([500, 300, 200], [550, 300, 200])
    """
    if not is_whole(unit) or unit < 1:
        raise ValueError(f"rounding unit {unit!r}: must be a whole number of at least 1")
    units, odd = divmod(total, unit)
    out = [u * unit for u in split_exact(shares, units)]
    if odd and out:
        out[max(range(len(shares)), key=lambda i: (shares[i], -i))] += odd
    return out


def icm_deal(stacks: Sequence[int], prizes: Sequence[int], kept_back: int = 0,
             unit: int = 1) -> list[int]:
    """The ICM deal in whole amounts: each player's equity of the prizes for places 1..n (first
    prize less ``kept_back``), adding up exactly to what is shared out; what is shared above
    the lowest prize goes in multiples of ``unit``."""
    verify_deal(stacks, prizes, kept_back)
    paid = _deal_prizes(prizes, len(stacks), kept_back)
    equities = icm_equities(stacks, paid)
    guaranteed = min(paid)
    # Share the amount above the guaranteed last prize, so nobody drops below it by rounding.
    extra = [max(0.0, e - guaranteed) for e in equities]
    rest = split_in_units(extra, sum(paid) - guaranteed * len(stacks), unit)
    return [guaranteed + r for r in rest]


def chip_chop(stacks: Sequence[int], prizes: Sequence[int], kept_back: int = 0,
              unit: int = 1) -> list[int]:
    """Chip-chop: everyone is guaranteed the lowest prize left; the rest of the prizes for
    places 1..n (first less ``kept_back``) is shared in proportion to chips, in multiples of
    ``unit``."""
    verify_deal(stacks, prizes, kept_back)
    paid = _deal_prizes(prizes, len(stacks), kept_back)
    guaranteed = min(paid)
    rest = split_in_units([Fraction(s) for s in stacks], sum(paid) - guaranteed * len(stacks),
                          unit)
    return [guaranteed + r for r in rest]
