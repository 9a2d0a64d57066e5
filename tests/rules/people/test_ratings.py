"""Elo ratings (RAT-1..RAT-6): worked examples computed by hand, and properties."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules.people import ratings
from tdesk.rules.people.ratings import Change, RatedMatch, event_update, expected, match_update


def test_expected_score_RAT_2():
    # 1 / (1 + 10^(200/400)) = 1 / (1 + 3.16228) = 0.240253
    assert expected(1500, 1700) == pytest.approx(0.240253, abs=1e-6)
    assert expected(1700, 1500) == pytest.approx(0.759747, abs=1e-6)
    assert expected(1600, 1600) == 0.5


def test_underdog_win_RAT_2():
    # K 20: the 1500 winner gains 20 × (1 − 0.240253) = 15.19494; the 1700 loser loses it
    a, b = match_update(1500, 1700, 1.0, k=20)
    assert a == pytest.approx(1515.19494, abs=1e-5)
    assert b == pytest.approx(1684.80506, abs=1e-5)
    assert (ratings.shown(a), ratings.shown(b)) == (1515, 1685)


def test_draw_and_equal_ratings_RAT_2():
    # a draw: 20 × (0.5 − 0.240253) = 5.19494 to the lower rated
    a, b = match_update(1500, 1700, 0.5, k=20)
    assert a == pytest.approx(1505.19494, abs=1e-5)
    assert b == pytest.approx(1694.80506, abs=1e-5)
    assert match_update(1500, 1500, 1.0, k=20) == (1510.0, 1490.0)
    assert match_update(1500, 1500, 0.0, k=32) == (1484.0, 1516.0)


def test_event_in_round_order_RAT_4():
    """A 1500, B 1500, C 1700. Round 1: A beats B (1510 / 1490). Round 2: A draws C, from
    A's 1510: E = 1 / (1 + 10^(190/400)) = 1 / 3.98538 = 0.250917, A gains 20 × 0.249083 =
    4.98166. The rounds are given out of order: the update sorts them."""
    start = {"A": 1500.0, "B": 1500.0, "C": 1700.0, "D": 1400.0}
    matches = [RatedMatch(2, 1, "C", "A", 0.5), RatedMatch(1, 1, "A", "B", 1.0)]
    out = event_update(start, matches, k=20)
    assert set(out) == {"A", "B", "C"}  # D played no rated match
    assert out["A"].before == 1500 and out["A"].matches == 2
    assert out["A"].after == pytest.approx(1514.98166, abs=1e-5)
    assert out["C"].after == pytest.approx(1695.01834, abs=1e-5)
    assert out["B"] == Change("B", 1500.0, 1490.0, 1)
    assert out["A"].change == pytest.approx(14.98166, abs=1e-5)


def test_what_is_rated_RAT_3():
    assert ratings.swiss_score("2-0", 2, 0) == 1.0
    assert ratings.swiss_score("1-2", 1, 2) == 0.0
    assert ratings.swiss_score("1-1", 1, 1) == 0.5
    assert ratings.swiss_score("draw", 0, 0) == 0.5
    assert ratings.swiss_score("concede-a", 0, 2) == 0.0  # a concession ends a played match
    assert ratings.swiss_score("2-1", 2, 0) == 1.0  # the games counted decide (PEN-2)
    assert ratings.swiss_score("2-1", 0, 2) == 0.0  # a match loss from a penalty
    for code in ("noshow-a", "noshow-b", "noshow-both", "bye"):
        assert ratings.swiss_score(code, 2, 0) is None
    assert ratings.swiss_score(None, 0, 0) is None
    assert ratings.swiss_score("2-0", 2, 0, bye=True) is None
    assert ratings.swiss_score("1-1", 0, 0, double_loss=True) is None
    assert ratings.league_score("1", "0") == 1.0
    assert ratings.league_score("0", "1") == 0.0
    for pair in ("+-", "-+", "--", ""):
        assert ratings.league_score(pair[:1], pair[1:]) is None


def test_starting_rating_RAT_3():
    assert ratings.start_rating(1612.4, 1800) == 1612.4
    assert ratings.start_rating(None, 1800) == 1800.0
    assert ratings.start_rating(None, None) == 1500.0


def test_game_and_k_RAT_1_RAT_2():
    assert ratings.game_name("  Berserk   Heroes ", "Card game Swiss") == "Berserk Heroes"
    assert ratings.game_name("", "Card game Swiss") == "Card game Swiss"
    assert ratings.game_name(None, "Heads-up lives league") == "Heads-up lives league"
    with pytest.raises(ValueError, match="Rating game"):
        ratings.verify_game("   ")
    with pytest.raises(ValueError, match="at most 60"):
        ratings.verify_game("x" * 61)
    assert ratings.verify_k(32) == 32
    for bad in (0, 101, 2.5, "20", True, None):
        with pytest.raises(ValueError, match="K factor"):
            ratings.verify_k(bad)


def test_apply_once_when_results_are_in_RAT_5():
    ratings.verify_apply(None, 0, 3)
    with pytest.raises(ValueError, match="applied for this event at 2026-05-01 18:00"):
        ratings.verify_apply("2026-05-01 18:00", 0, 3)
    with pytest.raises(ValueError, match=r"waiting for 2 result\(s\)"):
        ratings.verify_apply(None, 2, 3)
    with pytest.raises(ValueError, match="no played match"):
        ratings.verify_apply(None, 0, 0)
    ratings.verify_apply(None, 0, 1)


def test_shown_rounds_halves_up_RAT_6():
    assert [ratings.shown(x) for x in (1499.5, 1500.49, 1500.5, 1684.805)] == [
        1500, 1500, 1501, 1685]


rating = st.floats(min_value=100, max_value=3000, allow_nan=False)
score = st.sampled_from([0.0, 0.5, 1.0])


@given(rating, rating, score, st.integers(1, 100))
def test_a_match_gives_what_it_takes(ra, rb, s, k):
    a, b = match_update(ra, rb, s, k)
    assert a + b == pytest.approx(ra + rb, abs=1e-9)


@given(rating, rating, st.integers(1, 100))
def test_a_win_never_lowers_a_rating(ra, rb, k):
    a, b = match_update(ra, rb, 1.0, k)
    assert a >= ra and b <= rb


@st.composite
def events(draw):
    people = draw(st.lists(st.integers(0, 10_000), min_size=2, max_size=8, unique=True))
    start = {str(p): draw(rating) for p in people}
    matches = []
    for rnd in range(1, draw(st.integers(1, 5)) + 1):
        order = draw(st.permutations(people))
        for table, i in enumerate(range(0, len(order) - 1, 2), start=1):
            matches.append(RatedMatch(rnd, table, str(order[i]), str(order[i + 1]), draw(score)))
    return start, matches


@given(events(), st.integers(1, 100))
def test_an_event_keeps_the_sum(event, k):
    start, matches = event
    out = event_update(start, matches, k)
    assert sum(c.after for c in out.values()) == pytest.approx(
        sum(c.before for c in out.values()), abs=1e-6)
    assert sum(c.matches for c in out.values()) == 2 * len(matches)


@given(events(), st.integers(1, 100), st.integers(1, 10**6))
def test_ids_and_sides_do_not_matter(event, k, shift):
    """Renaming people (other ids sort them otherwise), swapping who sits first and giving
    the matches in another order change no one's update."""
    start, matches = event
    out = event_update(start, matches, k)
    rename = {p: f"p{int(p) * 7919 % 10007 + shift}" for p in start}
    moved = {rename[p]: r for p, r in start.items()}
    swapped = [RatedMatch(m.round, m.order, rename[m.b], rename[m.a], 1.0 - m.score_a)
               for m in reversed(matches)]
    again = event_update(moved, swapped, k)
    for p, c in out.items():
        assert again[rename[p]].after == pytest.approx(c.after, abs=1e-9)
        assert again[rename[p]].matches == c.matches
