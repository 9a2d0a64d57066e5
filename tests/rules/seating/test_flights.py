"""Flights and Day 2 (FLT-1..FLT-6, issue 23): pure rules, no store."""

from __future__ import annotations

from collections import Counter
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules.seating.flights import (
    Advance,
    Bag,
    Day2Draw,
    FlightTotals,
    Stop,
    StopKind,
    advancing,
    day2_field,
    day2_seats,
    event_totals,
    flight_stops,
    survivors_target,
    verify_bags,
)


@pytest.mark.parametrize(("pct", "entries", "target"), [
    (15, 100, 15), (15, 101, 16), (15, 7, 2), (Decimal("12.5"), 80, 10),
    (Decimal("12.5"), 81, 11), (1, 3, 1), (100, 40, 40), ("20", 9, 2),
])
def test_a_percentage_is_of_the_entries_rounded_up_FLT_1(pct: int | Decimal, entries: int,
                                                         target: int) -> None:
    assert survivors_target(Stop(StopKind.PERCENT, pct), entries) == target


def test_a_flight_stops_at_the_first_stop_reached_FLT_1() -> None:
    stops = [Stop(StopKind.PLAYERS, 30), Stop(StopKind.LEVEL, 10)]
    assert not flight_stops(stops, entries=200, players_left=31, levels_done=9)
    assert flight_stops(stops, 200, 30, 9)
    assert flight_stops(stops, 200, 90, 10)
    assert flight_stops(Stop(StopKind.PLAYERS, 30), 200, 12)  # a hand that busted past it


@pytest.mark.parametrize(("stop", "words"), [
    (Stop(StopKind.PERCENT, 0), "more than 0"),
    (Stop(StopKind.PERCENT, 101), "at most 100"),
    (Stop(StopKind.PERCENT, Decimal("12.345")), "2 decimals"),
    (Stop(StopKind.PERCENT, "x"), "must be a number"),  # type: ignore[arg-type]
    (Stop(StopKind.PLAYERS, 0), "players to play down to 0"),
    (Stop(StopKind.LEVEL, 0), "last level of the flight 0"),
    (Stop(StopKind.PLAYERS, True), "whole number"),
])
def test_bad_stops_are_refused_FLT_1(stop: Stop, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        flight_stops(stop, 100, 50)


def test_a_flight_needs_a_stop_FLT_1() -> None:
    with pytest.raises(ValueError, match="at least one stop"):
        flight_stops([], 100, 50)


@pytest.mark.parametrize(("bags", "words"), [
    ([Bag(" ", 1, 100)], "no player's name"),
    ([Bag("Ann", 0, 100)], "flight of the bag of 'Ann' 0"),
    ([Bag("Ann", 1, 0)], "chips in the bag of 'Ann' 0"),
    ([Bag("Ann", 1, 100), Bag("Ann", 1, 200)], "two bags in flight 1"),
])
def test_bad_bags_are_refused_FLT_2(bags: list[Bag], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        verify_bags(bags)


ANN_TWICE = [Bag("Ann", 1, 40_000), Bag("Bo", 1, 25_000), Bag("Ann", 2, 60_000),
             Bag("Ann", 3, 10_000)]


@pytest.mark.parametrize(("rule", "flight"), [
    (Advance.BEST_STACK, 2), (Advance.FIRST_BAG, 1), (Advance.LAST_BAG, 3),
])
def test_a_player_advances_once_by_the_venues_rule_FLT_3(rule: Advance, flight: int) -> None:
    keep, lost = advancing(ANN_TWICE, rule)
    assert [(b.player, b.flight) for b in keep if b.player == "Ann"] == [("Ann", flight)]
    assert Bag("Bo", 1, 25_000) in keep
    assert len(lost) == 2 and all(b.player == "Ann" for b in lost)


def test_equal_best_stacks_take_the_earlier_flight_FLT_3() -> None:
    keep, _ = advancing([Bag("Ann", 2, 500), Bag("Ann", 1, 500)])
    assert keep == (Bag("Ann", 1, 500),)


def test_one_bag_refuses_a_second_FLT_3() -> None:
    with pytest.raises(ValueError, match="'Ann' has bagged already"):
        advancing(ANN_TWICE, Advance.ONE_BAG)
    keep, lost = advancing(ANN_TWICE[:2], Advance.ONE_BAG)
    assert len(keep) == 2 and lost == ()


def test_the_day_2_field_worked_example_FLT_4() -> None:
    field = day2_field(ANN_TWICE)
    assert [(b.player, b.chips) for b in field.bags] == [("Ann", 60_000), ("Bo", 25_000)]
    assert (field.players, field.chips, field.forfeited_chips) == (2, 85_000, 50_000)


bag_lists = st.lists(
    st.tuples(st.sampled_from("ABCDEFGHIJKL"), st.integers(1, 4), st.integers(1, 10**7)),
    max_size=40, unique_by=lambda t: (t[0], t[1]),
).map(lambda xs: [Bag(p, f, c) for p, f, c in xs])
many_rules = st.sampled_from([Advance.BEST_STACK, Advance.FIRST_BAG, Advance.LAST_BAG])


@given(bag_lists, many_rules)
def test_chips_are_conserved_into_day_2_FLT_4(bags: list[Bag], rule: Advance) -> None:
    field = day2_field(bags, rule)
    assert field.chips + field.forfeited_chips == sum(b.chips for b in bags)
    assert sorted(field.bags + field.forfeited, key=repr) == sorted(bags, key=repr)
    assert sorted(b.player for b in field.bags) == sorted({b.player for b in bags})
    assert [b.chips for b in field.bags] == sorted((b.chips for b in field.bags), reverse=True)
    if rule is Advance.BEST_STACK:
        for b in field.bags:
            assert b.chips == max(x.chips for x in bags if x.player == b.player)


@given(bag_lists, many_rules, st.integers(1, 6), st.integers(2, 12), st.integers(0, 2**32),
       st.sampled_from(list(Day2Draw)))
def test_day_2_seats_everyone_once_tables_even_FLT_5(bags: list[Bag], rule: Advance,
                                                     tables: int, seats: int, seed: int,
                                                     draw: Day2Draw) -> None:
    field = day2_field(bags, rule)
    if field.players > tables * seats:
        with pytest.raises(ValueError, match="do not fit"):
            day2_seats(field, tables, seats, draw, seed)
        return
    got = day2_seats(field, tables, seats, draw, seed)
    assert set(got) == {b.player for b in field.bags}
    assert len(set(got.values())) == len(got)  # one player a seat
    assert all(1 <= t <= tables and 1 <= s <= seats for t, s in got.values())
    counts = Counter(t for t, _ in got.values())
    sizes = [counts.get(t, 0) for t in range(1, tables + 1)]
    assert max(sizes) - min(sizes) <= 1
    assert day2_seats(field, tables, seats, draw, seed) == got  # the seed repeats the draw


def test_by_stack_spreads_the_big_stacks_one_per_table_FLT_5() -> None:
    bags = [Bag(f"p{i:02}", 1, 1_000 - i) for i in range(18)]
    got = day2_seats(day2_field(bags), 3, 9, Day2Draw.BY_STACK, seed=5)
    assert {got[p][0] for p in ("p00", "p01", "p02")} == {1, 2, 3}  # the three biggest
    assert got["p03"][0] == 3 and got["p05"][0] == 1  # the snake turns back


def test_event_totals_are_the_flights_sums_FLT_6() -> None:
    totals = event_totals([FlightTotals(120, 1_200_000), FlightTotals(95, 950_000),
                           FlightTotals(0, 0)])
    assert (totals.entries, totals.pool, totals.flights) == (215, 2_150_000, 3)
    with pytest.raises(ValueError, match="prize pool of flight 2 -5"):
        event_totals([FlightTotals(1, 10), FlightTotals(1, -5)])


@given(st.lists(st.tuples(st.integers(0, 5_000), st.integers(0, 10**9)), max_size=8))
def test_event_totals_add_up_FLT_6(figures: list[tuple[int, int]]) -> None:
    totals = event_totals(FlightTotals(e, p) for e, p in figures)
    assert totals.entries == sum(e for e, _ in figures)
    assert totals.pool == sum(p for _, p in figures)
