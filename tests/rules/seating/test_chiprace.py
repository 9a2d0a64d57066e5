"""Chip race at a colour-up: TDA-R1..R4."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules.seating.chiprace import (
    RANKS,
    SUITS,
    RaceDraw,
    SeatChips,
    card_key,
    race,
    verify_race,
)


def deck_for(seed: int) -> list[str]:
    deck = [r + s for r in RANKS for s in SUITS]
    random.Random(seed).shuffle(deck)
    return deck


def test_worked_example_25s_into_100s_TDA_R1_R2() -> None:
    holdings = [
        SeatChips(4, 1, 0),  # 25: nothing to exchange, 1 odd chip, no other chips
        SeatChips(1, 7, 5000),  # 175: one 100, 3 odd chips
        SeatChips(2, 2, 3000),  # 50: no 100, 2 odd chips
        SeatChips(3, 4, 800),  # 100: one 100, nothing odd
    ]
    r = race(holdings, 25, 100, seed=2026)
    # Odd value 75 + 50 + 25 = 150 -> 1.5 chips of 100 -> rounded half up to 2.
    assert (r.odd_value, r.chips_raced) == (150, 2)
    assert [s.seat for s in r.seats] == [1, 2, 3, 4]
    assert [(s.exchanged, s.odd_chips) for s in r.seats] == [(1, 3), (0, 2), (1, 0), (0, 1)]
    # Dealt one at a time from seat 1: round 1 seats 1, 2, 4; round 2 seats 1, 2; round 3 seat 1.
    d = deck_for(2026)
    assert r.seat(1).cards == (d[0], d[3], d[5])
    assert r.seat(2).cards == (d[1], d[4])
    assert r.seat(3).cards == ()
    assert r.seat(4).cards == (d[2],)
    # The two best single cards among seats 1, 2, 4 win one chip each.
    best = {s: max(r.seat(s).cards, key=card_key) for s in (1, 2, 4)}
    expected = sorted(best, key=lambda s: card_key(best[s]), reverse=True)
    assert list(r.ranking) == expected
    assert {s.seat for s in r.seats if s.won} == set(expected[:2])
    loser = expected[2]
    # Seat 4 has no other chips: losing the race it still gets one 100 chip (TDA-R3).
    assert r.seat(4).saved == (loser == 4)
    assert r.seat(4).value_after == 100
    assert r.seat(3).value_after == 900 and not r.seat(3).won and not r.seat(3).saved
    assert r.seat(1).value_after == 5000 + 100 * (1 + r.seat(1).won)


def test_best_card_rank_then_suit() -> None:
    assert card_key("As") > card_key("Ah") > card_key("Ks") > card_key("2s") > card_key("2c")
    assert max(["Td", "Tc", "9s"], key=card_key) == "Td"


@pytest.mark.parametrize(
    ("odd_chips", "raced"),
    [(1, 0), (2, 1), (3, 1), (5, 1), (6, 2), (10, 3)],
)
def test_raced_chips_round_half_up_TDA_R2(odd_chips: int, raced: int) -> None:
    # odd_chips single 25s on separate seats: 25 -> 0.25 -> 0; 50 -> 0.5 -> 1; 75 -> 1;
    # 125 -> 1.25 -> 1; 150 -> 1.5 -> 2; 250 -> 2.5 -> 3.
    holdings = [SeatChips(i + 1, 1, 1000) for i in range(odd_chips)]
    assert race(holdings, 25, 100, seed=1).chips_raced == raced


def test_nobody_is_raced_out_TDA_R3() -> None:
    # One 25 against 100s: 0.25 of a chip rounds to none, yet the seat keeps a chip.
    r = race([SeatChips(1, 1, 0)], 25, 100, seed=5)
    assert r.chips_raced == 0 and r.seat(1).saved and r.seat(1).value_after == 100
    # With other chips the seat is not raced out, so gets nothing extra.
    r = race([SeatChips(1, 1, 500)], 25, 100, seed=5)
    assert not r.seat(1).saved and r.seat(1).value_after == 500
    # The saving chip is the smallest denomination still in play, if told.
    r = race([SeatChips(1, 1, 0)], 100, 500, seed=5, smallest=500)
    assert r.seat(1).value_after == 500
    # A seat that had none of the leaving chips takes no part.
    r = race([SeatChips(1, 0, 0), SeatChips(2, 3, 0)], 25, 100, seed=5)
    assert not r.seat(1).saved and r.seat(1).cards == () and r.seat(2).won


def test_same_seed_same_race_and_record_TDA_R4() -> None:
    h = [SeatChips(s, c, 100) for s, c in [(1, 3), (2, 3), (3, 2), (5, 1), (7, 3)]]
    a, b = race(h, 25, 100, seed=77), race(list(reversed(h)), 25, 100, seed=77)
    assert a == b
    assert a.seed == 77 and a.leaving == 25 and a.into == 100
    assert any(race(h, 25, 100, seed=s).ranking != a.ranking for s in range(78, 90))


@pytest.mark.parametrize(
    ("holdings", "leaving", "into", "message"),
    [
        ([SeatChips(1, 1, 0)], 0, 100, "leaving denomination 0"),
        ([SeatChips(1, 1, 0)], 100, 100, "must be larger"),
        ([SeatChips(1, 1, 0)], 100, 250, "not a whole number of 100 chips"),
        ([SeatChips(1, 1, 0), SeatChips(1, 2, 0)], 25, 100, "seat 1 is listed twice"),
        ([SeatChips(0, 1, 0)], 25, 100, "seat 0 must be 1 or more"),
        ([SeatChips(3, -1, 0)], 25, 100, "seat 3: count -1"),
        ([SeatChips(3, 1, -5)], 25, 100, "seat 3: other chips -5"),
        ([SeatChips(s, 39, 0) for s in range(1, 3)], 25, 1000, "needs 78 cards"),
    ],
)
def test_bad_counts_are_refused_with_the_seat_named(
    holdings: list[SeatChips], leaving: int, into: int, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        verify_race(holdings, leaving, into)


DENOMS = [(25, 100), (100, 500), (500, 1000), (1000, 5000), (5, 25)]


@settings(max_examples=150)
@given(
    st.sampled_from(DENOMS),
    st.lists(
        st.tuples(st.integers(0, 40), st.integers(0, 3).map(lambda x: x * 1000)),
        min_size=1,
        max_size=10,
    ),
    st.integers(0, 2**32),
)
def test_race_properties_TDA_R1_R3(
    denoms: tuple[int, int], counts: list[tuple[int, int]], seed: int
) -> None:
    leaving, into = denoms
    holdings = [SeatChips(i + 1, c, o) for i, (c, o) in enumerate(counts)]
    r = race(holdings, leaving, into, seed)
    racers = [s for s in r.seats if s.odd_chips]
    assert sum(s.odd_chips * leaving for s in r.seats) == r.odd_value
    # Whole units exchanged, only the remainder races (TDA-R1).
    for s, h in zip(r.seats, holdings, strict=True):
        assert s.exchanged * into + s.odd_chips * leaving == h.count * leaving
        assert len(s.cards) == s.odd_chips
        assert 0 <= s.odd_chips * leaving < into
    # One card per odd chip, all different; nearest whole chip, halves up; one chip per seat.
    cards = [c for s in r.seats for c in s.cards]
    assert len(cards) == len(set(cards))
    assert r.chips_raced * into * 2 - into <= r.odd_value * 2 < r.chips_raced * into * 2 + into
    winners = [s for s in r.seats if s.won]
    assert len(winners) == r.chips_raced <= len(racers)
    # Every winner's best card beats every losing racer's best card (TDA-R2).
    losers = [s for s in racers if not s.won]
    if winners and losers:
        assert min(card_key(w.best or "") for w in winners) > max(
            card_key(s.best or "") for s in losers
        )
    # Nobody left with nothing who had chips (TDA-R3), and nobody saved who had something.
    for s, h in zip(r.seats, holdings, strict=True):
        assert (s.value_after == 0) == (h.count == 0 and h.others == 0)
        assert s.saved == (h.count > 0 and s.new_chips == 0 and h.others == 0)
    # Value moves only by the rounding of the race and the saving chips.
    saved = sum(s.saved for s in r.seats)
    assert r.value_after - r.value_before == r.chips_raced * into - r.odd_value + saved * into


@settings(max_examples=100)
@given(
    st.sampled_from(DENOMS),
    st.lists(st.tuples(st.integers(0, 40), st.integers(0, 5_000)), min_size=1, max_size=10),
    st.integers(0, 2**32),
)
def test_a_race_dealt_again_from_its_draw_is_the_same_and_conserves_chips_TDA_R4(
    denoms: tuple[int, int], counts: list[tuple[int, int]], seed: int
) -> None:
    """Issue 38: the service stores the race its draw deals; the draw a race gives back deals
    it again exactly, and every leaving chip is exchanged or raced, none made or lost."""
    leaving, into = denoms
    draw = RaceDraw(tuple(SeatChips(i + 1, c, o) for i, (c, o) in enumerate(counts)),
                    leaving, into, seed)
    r = draw.deal()
    assert r.draw.deal() == r and r.draw.holdings == draw.holdings
    assert sum(s.exchanged * into for s in r.seats) + r.odd_value == sum(
        h.count * leaving for h in draw.holdings)
    assert sum(s.value_before for s in r.seats) == sum(
        h.others + h.count * leaving for h in draw.holdings)
