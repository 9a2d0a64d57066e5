"""Satellites (SAT-1..SAT-6, issue 23): pure rules, no store."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules.money.satellites import (
    Remainder,
    SeatCash,
    satellite_payout,
    satellite_shares,
    seat_cash_allowed,
    seat_cash_value,
    seats_left_won,
    total_value,
    verify_deal,
    verify_satellite,
)


def test_worked_example_remainder_to_the_bubble_SAT_1_SAT_2() -> None:
    # 42 entries at 250 make a pool of 10,500; the target's buy-in is 2,000: five seats, and
    # the 500 left over goes to 6th, the first place without a seat.
    p = satellite_payout(pool=42 * 250, seat_value=2_000, entries=42)
    assert (p.seats, p.cash) == (5, 500)
    assert [p.value(n) for n in range(1, 8)] == [2_000] * 5 + [500, 0]
    assert [x.seat for x in p.prizes] == [True] * 5 + [False]


def test_an_exact_pool_has_no_cash_place_SAT_1() -> None:
    p = satellite_payout(10_000, 2_000, 40)
    assert (p.seats, p.cash, len(p.prizes)) == (5, 0, 5)


def test_remainder_shared_by_the_seat_winners_odd_units_to_the_best_SAT_2() -> None:
    p = satellite_payout(10_003, 2_000, 40, Remainder.SEAT_WINNERS)
    assert [(x.seat, x.cash) for x in p.prizes] == [(True, 1)] * 3 + [(True, 0)] * 2
    assert p.value(1) == 2_001 and p.value(5) == 2_000


def test_every_entry_wins_a_seat_so_the_remainder_goes_to_the_seats_SAT_2() -> None:
    p = satellite_payout(6_300, 2_000, 3)  # NEXT_PLACE asked, but there is no 4th place
    assert p.seats == 3
    assert [x.cash for x in p.prizes] == [100, 100, 100]


@pytest.mark.parametrize(("pool", "seat", "entries", "words"), [
    (1_999, 2_000, 10, "does not buy one seat"),
    (8_000, 2_000, 3, "only 3 entries"),
    (-1, 2_000, 10, "prize pool -1"),
    (10_000, 0, 10, "seat value 0"),
    (10_000, 2_000, 0, "entries 0"),
    (10_000.0, 2_000, 10, "whole number"),
    (10_000, True, 10, "whole number"),
])
def test_bad_figures_are_refused_with_the_value_named_SAT_1(pool: object, seat: object,
                                                            entries: object, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        verify_satellite(pool, seat, entries)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=words):
        satellite_payout(pool, seat, entries)  # type: ignore[arg-type]


@given(st.integers(1, 10_000), st.integers(1, 50), st.integers(0, 9_999),
       st.integers(0, 200), st.sampled_from(list(Remainder)))
def test_seats_plus_cash_is_the_pool_SAT_1(seat: int, seats: int, extra: int, more: int,
                                           rule: Remainder) -> None:
    pool = seats * seat + extra % seat
    p = satellite_payout(pool, seat, seats + more, rule)
    assert p.seats * p.seat_value + p.cash == pool
    assert total_value(p) == pool
    assert sum(x.seat for x in p.prizes) == p.seats
    assert [x.place for x in p.prizes] == list(range(1, len(p.prizes) + 1))
    values = [p.value(n) for n in range(1, len(p.prizes) + 1)]
    assert values == sorted(values, reverse=True)  # no place is worth more than the one above


@pytest.mark.parametrize(("left", "seats", "won"), [(6, 5, False), (5, 5, True), (3, 5, True),
                                                    (1, 1, True), (2, 1, False)])
def test_the_satellite_is_over_when_seats_cover_the_players_left_SAT_3(
        left: int, seats: int, won: bool) -> None:
    assert seats_left_won(left, seats) is won


def test_seats_left_won_refuses_a_negative_count_SAT_3() -> None:
    with pytest.raises(ValueError, match="players left -1"):
        seats_left_won(-1, 5)


def test_icm_never_prices_seats_SAT_4() -> None:
    for rule in SeatCash:
        with pytest.raises(ValueError, match="not priced by ICM"):
            verify_deal("icm", players_left=7, seats=5, rule=rule)


def test_a_chop_only_where_seats_may_be_cash_SAT_4() -> None:
    with pytest.raises(ValueError, match="pay seats in cash"):
        verify_deal("chip_chop", 7, 5, SeatCash.ALREADY_SEATED)
    verify_deal("chip_chop", 7, 5, SeatCash.ANYONE)
    with pytest.raises(ValueError, match="nothing to deal"):
        verify_deal("chip_chop", 5, 5, SeatCash.ANYONE)


@pytest.mark.parametrize(("rule", "seated", "allowed"), [
    (SeatCash.NEVER, False, False), (SeatCash.NEVER, True, False),
    (SeatCash.ALREADY_SEATED, False, False), (SeatCash.ALREADY_SEATED, True, True),
    (SeatCash.ANYONE, False, True), (SeatCash.ANYONE, True, True),
])
def test_taking_cash_for_a_seat_follows_the_venue_SAT_5(rule: SeatCash, seated: bool,
                                                        allowed: bool) -> None:
    p = satellite_payout(10_500, 2_000, 42)
    assert seat_cash_allowed(rule, seated) is allowed
    if allowed:
        assert seat_cash_value(p, 1, rule, seated) == 2_000
    else:
        with pytest.raises(ValueError, match="cash"):
            seat_cash_value(p, 1, rule, seated)


def test_only_a_seat_can_be_taken_as_cash_SAT_5() -> None:
    p = satellite_payout(10_500, 2_000, 42)
    with pytest.raises(ValueError, match="place 6: does not win a seat"):
        seat_cash_value(p, 6, SeatCash.ANYONE)


def test_a_tie_across_the_last_seat_shares_its_value_in_cash_SAT_6() -> None:
    p = satellite_payout(10_500, 2_000, 42)
    # two players at different tables bust together when 6 are left: tied for 5th and 6th,
    # one seat (2,000) and the remainder (500) between them, 1,250 each, no seat
    shares = satellite_shares(p, 5, 2)
    assert [(s.seat, s.cash) for s in shares] == [(False, 1_250), (False, 1_250)]
    # three tied for 5th-7th: 2,500 in three, the odd unit to the first
    assert [s.cash for s in satellite_shares(p, 5, 3)] == [834, 833, 833]
    # tied for 6th and 7th: the 500 shared, no seat
    assert [(s.seat, s.cash) for s in satellite_shares(p, 6, 2)] == [(False, 250)] * 2
    # tied inside the seats: both win one
    assert [(s.seat, s.cash) for s in satellite_shares(p, 1, 5)] == [(True, 0)] * 5


@given(st.integers(1, 5_000), st.integers(1, 20), st.integers(0, 4_999), st.integers(1, 30),
       st.integers(1, 10), st.sampled_from(list(Remainder)))
def test_tied_shares_add_up_to_the_places_covered_SAT_6(
        seat: int, seats: int, extra: int, first: int, count: int, rule: Remainder) -> None:
    p = satellite_payout(seats * seat + extra % seat, seat, seats + 30, rule)
    shares = satellite_shares(p, first, count)
    covered = range(first, first + count)
    assert len(shares) == count
    won_seats = sum(s.seat for s in shares)
    assert won_seats * seat + sum(s.cash for s in shares) == sum(p.value(n) for n in covered)
    assert max(s.cash for s in shares) - min(s.cash for s in shares) <= 1
    assert won_seats in (0, count)  # a seat is never split: everyone or no one takes one
