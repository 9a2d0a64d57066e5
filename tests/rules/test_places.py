"""The places rule (PL-1..PL-3): pure, no store."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules import places
from tdesk.rules.seating.draw import bust_places


def covered(result: dict[str, int]) -> list[int]:
    """The places a result uses up: a tie of m at place p covers p … p+m-1."""
    sizes: dict[int, int] = {}
    for p in result.values():
        sizes[p] = sizes.get(p, 0) + 1
    return sorted(p + i for p, m in sizes.items() for i in range(m))


@given(st.dictionaries(st.text("abcdef", min_size=1, max_size=3), st.integers(1, 40),
                       max_size=12), st.integers(0, 30))
def test_pack_keeps_order_and_ties_at_the_bottom_PL_1(old: dict[str, int], extra: int) -> None:
    field = len(old) + extra
    new = places.pack(field, old)
    assert covered(new) == list(range(field - len(old) + 1, field + 1))
    for a in old:
        for b in old:
            assert (old[a] < old[b]) == (new[a] < new[b])
            assert (old[a] == old[b]) == (new[a] == new[b])
    assert places.pack(field, new) == new  # settled places stay where they are


def test_a_hand_goes_above_everyone_out_before_PL_1_OFC_S5() -> None:
    hand = bust_places({"Ann": 500, "Bo": 1200, "Cy": 500}, players_left=7)
    assert places.after_hand(10, {"Di": 10, "Ed": 9, "Fa": 8}, hand) == {
        "Bo": 5, "Ann": 6, "Cy": 6, "Fa": 8, "Ed": 9, "Di": 10}


def test_too_many_out_or_a_player_out_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="field has only 1"):
        places.pack(1, {"Ann": 1, "Bo": 2})
    with pytest.raises(ValueError, match="out already"):
        places.after_hand(5, {"Ann": 5}, {"Ann": 1})
    with pytest.raises(ValueError, match="places are 1 or more"):
        places.pack(5, {"Ann": 0})


def test_only_paid_places_that_change_are_named_PL_3() -> None:
    before = {"Ann": 3, "Bo": 3, "Cy": 9}
    assert places.paid_moves(before, {"Ann": 4, "Bo": 4, "Cy": 10}, 3) == {
        "Ann": (3, 4), "Bo": (3, 4)}
    assert places.paid_moves(before, {"Ann": 3, "Cy": 8}, 3) == {"Bo": (3, None)}
    assert places.in_the_money([9, 4], 4) and not places.in_the_money([9, 5], 4)
