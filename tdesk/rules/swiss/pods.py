"""Draft pods (CG-D1..CG-D6, issue 24): how many pods and how big, the seeded draw or a hand
assignment checked, seats in each pod, pairing and ranking within the pod.

Pure: players are plain ids (str), pods are numbered from 1, and randomness enters only as a
``seed``, so the same seed and players give the same pods and seats again.

>>> pod_sizes(20)
[7, 7, 6]
>>> pods = draw_pods([f"p{i}" for i in range(10)], seed=7)
>>> sorted(pods.values()).count(1), sorted(pods.values()).count(2)
(5, 5)
>>> verify_pods(["ann", "bob", "cid"], {"ann": 1, "bob": 1}, minimum=2)
Traceback (most recent call last):
...
ValueError: cid has no pod (CG-D3).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from itertools import count
from typing import Final

from tdesk.rules.swiss import Match, Standing, pair_round, standings

__all__ = [
    "DEFAULT_MINIMUM",
    "DEFAULT_TARGET",
    "MAX_TARGET",
    "draw_pods",
    "members",
    "pair_across",
    "pair_pods",
    "pod_sizes",
    "place_late",
    "pod_standings",
    "reseat",
    "seat_pod",
    "seat_pods",
    "verify_limits",
    "verify_place_late",
    "verify_pods",
]

DEFAULT_TARGET: Final = 8
"""CG-D1: the event's setting, the largest pod (a booster draft table of eight)."""

DEFAULT_MINIMUM: Final = 4
"""CG-D1: the event's setting, the smallest pod a draft is run with."""

MAX_TARGET: Final = 16
"""The largest pod size the setting accepts."""


def verify_limits(target: int = DEFAULT_TARGET, minimum: int = DEFAULT_MINIMUM) -> None:
    """CG-D1: ``minimum`` from 2 up to ``target``, ``target`` at most `MAX_TARGET`."""
    if not 2 <= target <= MAX_TARGET:
        raise ValueError(f"Pod size must be from 2 to {MAX_TARGET}: {target}")
    if not 2 <= minimum <= target:
        raise ValueError(f"Smallest pod must be from 2 to the pod size {target}: {minimum}")


def pod_sizes(n: int, target: int = DEFAULT_TARGET, minimum: int = DEFAULT_MINIMUM
              ) -> list[int]:
    """CG-D1: the fewest pods with none above ``target`` (ceil(n / target)), the sizes as
    even as possible (they differ by at most one, the larger pods first); refused when the
    smallest would be below ``minimum``.

    >>> pod_sizes(16), pod_sizes(17), pod_sizes(9), pod_sizes(8)
    ([8, 8], [6, 6, 5], [5, 4], [8])
    >>> pod_sizes(3)
    Traceback (most recent call last):
    ...
    ValueError: 3 players cannot make pods of 4 to 8 (CG-D1).
    """
    verify_limits(target, minimum)
    if n < 0:
        raise ValueError(f"Players cannot be negative: {n}")
    if n == 0:
        return []
    count = -(-n // target)
    small, extra = divmod(n, count)
    if small < minimum:
        raise ValueError(f"{n} players cannot make pods of {minimum} to {target} (CG-D1).")
    return [small + 1] * extra + [small] * (count - extra)


def draw_pods(players: Sequence[str], seed: int, target: int = DEFAULT_TARGET,
              minimum: int = DEFAULT_MINIMUM) -> dict[str, int]:
    """CG-D2: the seeded draw: the players (in their sorted order, so the order given does not
    matter) are shuffled from ``seed`` and dealt into pods 1, 2, … of `pod_sizes`."""
    _no_twice(players)
    sizes = pod_sizes(len(players), target, minimum)
    drawn = sorted(players)
    random.Random(seed).shuffle(drawn)
    out: dict[str, int] = {}
    start = 0
    for pod, size in enumerate(sizes, start=1):
        out.update((p, pod) for p in drawn[start:start + size])
        start += size
    return out


def verify_pods(players: Sequence[str], pods: Mapping[str, int],
                target: int = DEFAULT_TARGET, minimum: int = DEFAULT_MINIMUM) -> None:
    """CG-D3: a hand assignment: every player in exactly one pod, nobody else, pods numbered
    1, 2, … without a gap, each pod from ``minimum`` to ``target`` players (a hand
    assignment need not be even)."""
    verify_limits(target, minimum)
    _no_twice(players)
    known = set(players)
    for p in players:
        if p not in pods:
            raise ValueError(f"{p} has no pod (CG-D3).")
    for p, pod in pods.items():
        if p not in known:
            raise ValueError(f"{p} is not a player of the event (CG-D3).")
        if pod < 1:
            raise ValueError(f"Pod of {p} must be 1 or more: {pod}")
    sizes = Counter(pods.values())
    for pod in range(1, max(sizes, default=0) + 1):
        size = sizes.get(pod, 0)
        if size == 0:
            raise ValueError(f"Pod {pod} is empty: number the pods 1 to {len(sizes)} (CG-D3).")
        if not minimum <= size <= target:
            raise ValueError(
                f"Pod {pod} has {size} players: a pod has {minimum} to {target} (CG-D3).")


def members(pods: Mapping[str, int]) -> dict[int, list[str]]:
    """Each pod's players (sorted), pods in number order."""
    out: dict[int, list[str]] = {}
    for p, pod in sorted(pods.items(), key=lambda item: (item[1], item[0])):
        out.setdefault(pod, []).append(p)
    return out


def seat_pod(players: Sequence[str], seed: int, pod: int) -> list[str]:
    """CG-D4: the pod's seats, seat 1 first, shuffled from ``seed`` and the pod's number (so
    pods drawn from one seed are not seated alike)."""
    seated = sorted(players)
    random.Random(f"pod-seats:{seed}:{pod}").shuffle(seated)
    return seated


def seat_pods(pods: Mapping[str, int], seed: int) -> dict[int, list[str]]:
    """CG-D4: every pod seated (`seat_pod`), pods in number order."""
    return {pod: seat_pod(ps, seed, pod) for pod, ps in members(pods).items()}


def reseat(pods: Mapping[str, int], seated: Mapping[str, tuple[int, int]], seed: int
           ) -> dict[str, int]:
    """CG-D4-A: the seats after the pods changed (a late entry placed, a player moved by
    hand): a player still in the pod they sit in keeps their seat (``seated``: player ->
    (pod, seat) as they sit now); a player new to a pod takes its lowest free seat (one a
    drop or a move left empty, else the next after the last), the newcomers of one pod in
    the order `seat_pod` draws them from ``seed``. With nobody seated it is `seat_pods`.

    >>> sorted(reseat({"a": 1, "b": 1, "c": 1, "d": 1, "e": 2, "f": 2},
    ...               {"a": (1, 2), "b": (1, 1), "c": (1, 4), "e": (2, 2)}, seed=1).items())
    [('a', 2), ('b', 1), ('c', 4), ('d', 3), ('e', 2), ('f', 1)]
    """
    out: dict[str, int] = {}
    for pod, ps in members(pods).items():
        newcomers: list[str] = []
        taken: set[int] = set()
        for p in sorted(ps, key=lambda p: (seated.get(p, (0, 0))[1], p)):
            was_pod, was_seat = seated.get(p, (0, 0))
            if was_pod == pod and was_seat >= 1 and was_seat not in taken:
                out[p] = was_seat
                taken.add(was_seat)
            else:  # new to this pod, or a seat somebody of the pod already keeps
                newcomers.append(p)
        free = (s for s in count(1) if s not in taken)
        out.update((p, next(free)) for p in seat_pod(newcomers, seed, pod))
    return out


def verify_place_late(pods_drawn: bool, waiting: int) -> None:
    """CG-D3-A: late entries are placed once the pods are drawn (CG-D2) and while someone
    waits for a pod; the Place late entries button and its action run this one check.

    >>> verify_place_late(True, 0)
    Traceback (most recent call last):
    ...
    ValueError: Draft pods: every player has a pod already.
    """
    if not pods_drawn:
        raise ValueError("Draft pods: no pods are drawn yet: draw the pods first (CG-D2).")
    if waiting < 1:
        raise ValueError("Draft pods: every player has a pod already.")


def place_late(pods: Mapping[str, int], joining: Sequence[str], target: int = DEFAULT_TARGET
               ) -> dict[str, int]:
    """CG-D3-A: players who join after the pods are drawn, placed one at a time in the order
    given (as they registered): each into the pod with the fewest players now, the lower
    number among equals; nobody in ``pods`` moves. Refused, naming the player, when every
    pod already has ``target`` players.

    >>> place_late({"a": 1, "b": 1, "c": 1, "d": 2, "e": 2}, ["x", "y"], target=4)
    {'x': 2, 'y': 1}
    >>> place_late({"a": 1, "b": 1}, ["x"], target=2)
    Traceback (most recent call last):
    ...
    ValueError: x has no place: every pod has 2 players already; draw the pods again before round 1, or raise the pod size (CG-D3-A).
    """
    _no_twice([*pods, *joining])
    sizes = Counter(pods.values())
    if not sizes:
        raise ValueError("No pods are drawn yet: draw the pods first (CG-D2).")
    out: dict[str, int] = {}
    for p in joining:
        pod = min(sorted(sizes), key=sizes.__getitem__)
        if sizes[pod] >= target:
            raise ValueError(f"{p} has no place: every pod has {target} players already; "
                             "draw the pods again before round 1, or raise the pod size "
                             "(CG-D3-A).")
        out[p] = pod
        sizes[pod] += 1
    return out


def pair_pods(pods: Mapping[str, int], history: Sequence[Match], *, seed: int,
              lots: Mapping[str, int] | None = None, allow_rematch: bool = False,
              joining: Collection[str] = ()) -> dict[int, list[tuple[str, str | None]]]:
    """CG-D5: each pod paired on its own by the Swiss pairing (CG-P1, CG-B1): players meet only
    players of their pod, an odd pod has its own bye; pods in number order, each in table
    order. Callers leave dropped players out of ``pods``. A pod that cannot be paired without
    a rematch raises `swiss.PairingError` naming its players left. ``joining``: late
    entries in their first round, last in line for their pod's bye (CG-P3)."""
    return {pod: pair_round(ps, history, seed=seed, lots=lots, allow_rematch=allow_rematch,
                            joining=joining)
            for pod, ps in members(pods).items()}


def pair_across(seats: Sequence[str], *, seed: int = 0,
                lots: Mapping[str, int] | None = None) -> list[tuple[str, str | None]]:
    """CG-D5-A (an event setting): round 1 across the draft table. With the pod's players in
    seat order (seat 1 first), seat k plays seat k + n/2: in a pod of 8, 1 v 5, 2 v 6, 3 v 7,
    4 v 8, each neighbour of the draft meeting the player opposite. An odd pod first gives
    its bye as CG-B1 does in round 1, by the lot (the player the lot ranks last; the event's
    ``lots``, else a draw from ``seed``), and the others close up round the table. Pairs in
    seat order, the bye last.

    >>> pair_across(["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"])
    [('s1', 's5'), ('s2', 's6'), ('s3', 's7'), ('s4', 's8')]
    >>> pair_across(["a", "b", "c", "d", "e"], lots={"a": 1, "b": 2, "c": 9, "d": 3, "e": 4})
    [('a', 'd'), ('b', 'e'), ('c', None)]
    """
    _no_twice(seats)
    order = list(seats)
    bye: list[tuple[str, str | None]] = []
    if len(order) % 2:
        last = standings(order, [], seed=seed, lots=lots)[-1].player
        order.remove(last)
        bye.append((last, None))
    half = len(order) // 2
    return [(order[k], order[k + half]) for k in range(half)] + bye


def pod_standings(pods: Mapping[str, int], history: Sequence[Match], *, seed: int = 0,
                  lots: Mapping[str, int] | None = None,
                  penalties: Mapping[str, Sequence[int]] | None = None
                  ) -> dict[int, list[Standing]]:
    """CG-D6 (CG-T8): each pod ranked on its own by the Swiss tiebreak chain (CG-T1..T7)
    applied to the pod's players only, ranks from 1 in each pod."""
    out: dict[int, list[Standing]] = {}
    for pod, ps in members(pods).items():
        rows = standings(ps, history, seed=seed, lots=lots, penalties=penalties)
        out[pod] = [_in_pod(s, pod) for s in rows]
    return out


def _in_pod(s: Standing, pod: int) -> Standing:
    return replace(s, pod=pod, pod_rank=s.rank)


def _no_twice(players: Sequence[str]) -> None:
    twice = sorted(p for p, n in Counter(players).items() if n > 1)
    if twice:
        raise ValueError(f"Player listed twice: {', '.join(twice)}")
