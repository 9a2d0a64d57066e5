"""Finishing places of the entries out, kept consistent with the field (PL-1..PL-3, issue 19).

One rule for every kind of event that busts players (poker seating, OFC hands):

- PL-1: the entries out always hold exactly the bottom places of the field. With ``n`` entries
  in the field and ``k`` of them out, the places are n-k+1 … n and the last out holds the
  best of them. Players tied in one bust share the better place and cover as many places as
  they are (two tied for 9th of 10 cover 9th and 10th).
- PL-2: while the field can still change (late entries, re-entries) those places are
  provisional and move with the field: a late entry pushes everyone out down one place.
- PL-3: once a place in the money has been given, the field may only change with the floor's
  confirmed say; ``paid_moves`` names the paid places that would move.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence

from tdesk.rules.whole import is_whole


def pack[K: Hashable](field: int, places: Mapping[K, int]) -> dict[K, int]:
    """PL-1/PL-2: the places of the entries out, moved to the bottom of a field of ``field``
    entries, their order and their ties kept.

    >>> pack(11, {"Ann": 10})                    # a late entry after Ann finished 10th of 10
    {'Ann': 11}
    >>> pack(10, {"Bo": 7, "Cy": 7, "Di": 10})   # 9th came back in (a re-entry)
    {'Bo': 8, 'Cy': 8, 'Di': 10}
    """
    return _assign(field, _groups(places))


def after_hand[K: Hashable](field: int, out_before: Mapping[K, int],
                            hand: Mapping[K, int]) -> dict[K, int]:
    """PL-1: every place out after a hand whose busts are ``hand``.

    ``hand`` orders this hand's busts among themselves (a lower number finishes higher, equal
    numbers tie: the stacks rule of seating or the OFC-S5 order); they all finish above
    everyone out before them. Returns the places of everyone out, old and new.

    >>> after_hand(10, {"Ann": 10}, {"Bo": 1, "Cy": 2})
    {'Bo': 8, 'Cy': 9, 'Ann': 10}
    """
    both = set(out_before) & set(hand)
    if both:
        raise ValueError(f"{sorted(map(repr, both))[0]} is out already")
    return _assign(field, _groups(hand) + _groups(out_before))


def in_the_money(places: Iterable[int], places_paid: int) -> bool:
    """Whether any of ``places`` is paid (a tie is paid when its shared place is)."""
    return any(1 <= p <= places_paid for p in places)


def paid_moves[K: Hashable](before: Mapping[K, int], after: Mapping[K, int | None],
                            places_paid: int) -> dict[K, tuple[int, int | None]]:
    """PL-3: the entries holding a paid place in ``before`` whose place differs in ``after``
    (None: back in the event), as (old, new).

    >>> paid_moves({"Ann": 3, "Bo": 9}, {"Ann": 4, "Bo": 10}, places_paid=5)
    {'Ann': (3, 4)}
    """
    return {key: (old, after.get(key)) for key, old in before.items()
            if 1 <= old <= places_paid and after.get(key) != old}


def _groups[K: Hashable](places: Mapping[K, int]) -> list[Sequence[K]]:
    """The entries grouped by place, best place first."""
    by_place: dict[int, list[K]] = {}
    for key, place in places.items():
        if not is_whole(place) or place < 1:
            raise ValueError(f"place of {key!r} is {place!r}: places are 1 or more")
        by_place.setdefault(place, []).append(key)
    return [by_place[p] for p in sorted(by_place)]


def _assign[K: Hashable](field: int, groups: Sequence[Sequence[K]]) -> dict[K, int]:
    """Places for ``groups`` (best first) at the bottom of a field of ``field``."""
    out = sum(len(g) for g in groups)
    if out > field:
        raise ValueError(f"{out} entries out but the field has only {field}")
    place = field - out + 1
    result: dict[K, int] = {}
    for group in groups:
        for key in group:
            result[key] = place
        place += len(group)
    return result
