"""Hand-for-hand (HFH-1..HFH-5, issue 23): pure rules, no store."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules import places
from tdesk.rules.seating.draw import bust_places
from tdesk.rules.seating.hand_for_hand import (
    Bust,
    CrossTable,
    Places,
    begin,
    clock_runs,
    hand_busts,
    hand_complete,
    hand_order,
    places_for_hand,
    prizes_for_places,
    report,
    shared_prizes,
    should_end,
    should_start,
    start_hand,
    tables_playing,
)

PRIZES = (5_000, 3_000, 2_000, 1_500, 1_200, 1_000, 900, 800, 600)  # nine paid


@pytest.mark.parametrize(("left", "margin", "starts"), [
    (11, 1, False), (10, 1, True), (9, 1, False), (12, 3, True), (13, 3, False), (8, 3, False),
])
def test_starts_within_the_margin_outside_the_money_HFH_1(left: int, margin: int,
                                                          starts: bool) -> None:
    assert should_start(left, places_paid=9, margin=margin) is starts


def test_ends_in_the_money_HFH_1() -> None:
    assert not should_end(10, 9)
    assert should_end(9, 9) and should_end(7, 9)


def test_a_margin_below_one_is_refused_HFH_1() -> None:
    with pytest.raises(ValueError, match="players from the money 0"):
        should_start(10, 9, 0)


def test_a_hand_for_hand_round_HFH_2_HFH_3() -> None:
    phase = begin([1, 2, 3])
    assert not clock_runs(phase) and tables_playing(phase) == frozenset()
    phase = start_hand(phase)
    assert clock_runs(phase) and tables_playing(phase) == {1, 2, 3}
    phase = report(phase, 2)
    phase = report(phase, 1, [Bust("Ann", 1, 3_000)])
    assert tables_playing(phase) == {3} and clock_runs(phase) and not hand_complete(phase)
    with pytest.raises(ValueError, match="still playing at table 3"):
        start_hand(phase)
    phase = report(phase, 3, [Bust("Bo", 3, 8_000)])
    assert hand_complete(phase) and not clock_runs(phase)
    assert [b.player for b in hand_busts(phase)] == ["Ann", "Bo"]
    phase = start_hand(phase, tables=[1, 2])  # table 3 broke between hands
    assert phase.hands == 2 and tables_playing(phase) == {1, 2} and hand_busts(phase) == ()


def test_still_playing_names_every_table_HFH_2() -> None:
    phase = report(start_hand(begin([4, 7, 9])), 7)
    with pytest.raises(ValueError, match="tables 4, 9"):
        start_hand(phase)


@pytest.mark.parametrize(("table", "busts", "words"), [
    (5, [], "table 5 is not playing"),
    (1, [Bust("Ann", 2, 100)], "busted at table 2, not table 1"),
    (1, [Bust("Ann", 1, -1)], "starting stack of 'Ann' -1"),
    (1, [Bust("Ann", 1, 10), Bust("Ann", 1, 10)], "out in this hand already"),
    (2, [Bust("Cy", 2, 10)], "out in this hand already"),
])
def test_bad_reports_are_refused_HFH_2(table: int, busts: list[Bust[str]], words: str) -> None:
    phase = report(start_hand(begin([1, 2, 3])), 3, [Bust("Cy", 3, 500)])
    with pytest.raises(ValueError, match=words):
        report(phase, table, busts)


def test_a_table_reports_once_and_only_during_a_hand_HFH_2() -> None:
    with pytest.raises(ValueError, match="start the hand first"):
        report(begin([1, 2]), 1)
    phase = report(start_hand(begin([1, 2])), 1)
    with pytest.raises(ValueError, match="reported this hand already"):
        report(phase, 1)
    with pytest.raises(ValueError, match="at least one table"):
        begin([])


def test_same_table_larger_stack_finishes_higher_different_tables_tie_HFH_4() -> None:
    # 12 left, paid 9: table 1 busts Ann (500) and Bo (900), table 2 busts Cy (100).
    # Bo and Cy are each the best out at their table: tied for 10th-11th; Ann is 12th.
    got = places_for_hand([Bust("Ann", 1, 500), Bust("Bo", 1, 900), Bust("Cy", 2, 100)], 12)
    assert got == {"Bo": Places(10, 11), "Cy": Places(10, 11), "Ann": Places(12, 12)}


def test_equal_stacks_at_one_table_tie_HFH_4() -> None:
    got = places_for_hand([Bust("Ann", 1, 500), Bust("Bo", 1, 500)], 10)
    assert got == {"Ann": Places(9, 10), "Bo": Places(9, 10)}


def test_stack_across_tables_when_the_venue_says_HFH_4() -> None:
    busts = [Bust("Ann", 1, 500), Bust("Bo", 1, 900), Bust("Cy", 2, 700), Bust("Di", 3, 700)]
    got = places_for_hand(busts, 12, CrossTable.STACK)
    assert got == {"Bo": Places(9, 9), "Cy": Places(10, 11), "Di": Places(10, 11),
                   "Ann": Places(12, 12)}
    assert {k: v.first for k, v in got.items()} == bust_places(
        {b.player: b.stack for b in busts}, 12)


def test_more_busts_than_players_is_refused_HFH_4() -> None:
    with pytest.raises(ValueError, match="2 busts but only 1"):
        places_for_hand([Bust("Ann", 1, 5), Bust("Bo", 2, 5)], 1)


def test_the_bubble_shared_HFH_5() -> None:
    # 10 left, 9 paid, two out at different tables: tied for 9th-10th, 9th's 600 shared
    got = places_for_hand([Bust("Ann", 1, 4_000), Bust("Bo", 2, 9_000)], 10)
    assert prizes_for_places(PRIZES, got) == {"Ann": 300, "Bo": 300}
    assert shared_prizes(PRIZES, Places(8, 10)) == [467, 467, 466]  # 1,400 in three


def test_prizes_for_places_refuses_a_tie_that_does_not_fill_its_places_HFH_5() -> None:
    with pytest.raises(ValueError, match="covered by 1 players, not 2"):
        prizes_for_places(PRIZES, {"Ann": Places(9, 10)})


bust_lists = st.lists(
    st.tuples(st.integers(1, 4), st.integers(0, 6)), min_size=1, max_size=10,
).map(lambda xs: [Bust(f"p{i}", t, s) for i, (t, s) in enumerate(xs)])


@given(bust_lists, st.integers(0, 20), st.sampled_from(list(CrossTable)))
def test_places_cover_the_bottom_of_the_field_exactly_HFH_4(
        busts: list[Bust[str]], above: int, cross: CrossTable) -> None:
    left = len(busts) + above
    got = places_for_hand(busts, left, cross)
    covered = sorted(p.first + i for p in set(got.values()) for i in range(p.count))
    assert covered == list(range(above + 1, left + 1))
    groups: dict[Places, int] = {}
    for p in got.values():
        groups[p] = groups.get(p, 0) + 1
    assert all(n == p.count for p, n in groups.items())
    # the same ranking as the places rule writes it (PL-1)
    assert {k: v.first for k, v in got.items()} == places.after_hand(
        left, {}, hand_order(busts, cross))
    for a in busts:
        for b in busts:
            if a.table == b.table and a.stack > b.stack:
                assert got[a.player].first < got[b.player].first
            if a.table == b.table and a.stack == b.stack:
                assert got[a.player] == got[b.player]


@given(bust_lists, st.integers(0, 20),
       st.lists(st.integers(0, 10_000), max_size=15).map(lambda xs: sorted(xs, reverse=True)))
def test_prizes_shared_add_up_to_the_places_prizes_HFH_5(
        busts: list[Bust[str]], above: int, prizes: list[int]) -> None:
    left = len(busts) + above
    got = places_for_hand(busts, left)
    shares = prizes_for_places(prizes, got)
    covered = range(above + 1, left + 1)
    assert sum(shares.values()) == sum(prizes[p - 1] for p in covered if p <= len(prizes))
    for tie in set(got.values()):
        mine = [shares[k] for k, p in got.items() if p == tie]
        assert max(mine) - min(mine) <= 1


@given(st.lists(st.integers(0, 10**6), max_size=12), st.integers(1, 15), st.integers(1, 8))
def test_shared_prizes_exact_and_even_HFH_5(prizes: list[int], first: int, count: int) -> None:
    shares = shared_prizes(prizes, Places(first, first + count - 1))
    assert len(shares) == count
    assert sum(shares) == sum(prizes[first - 1:first - 1 + count])
    assert shares == sorted(shares, reverse=True) and shares[0] - shares[-1] <= 1
