"""ICM (Malmuth-Harville) and chip-chop deals (issue 14)."""

import itertools
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules.money.icm import (
    chip_chop,
    finish_probabilities,
    icm_deal,
    icm_equities,
    split_exact,
)


def test_icm_three_players_50_30_20():
    # Published example: pool 1,000 paid 50/30/20, stacks 5,000/3,000/2,000 -> 384/328/289.
    eq = icm_equities([5000, 3000, 2000], [500, 300, 200])
    assert [round(x) for x in eq] == [384, 328, 289]
    assert eq == pytest.approx([383.93, 327.50, 288.57], abs=0.01)


def test_icm_four_players_published():
    # Published example: stacks 5,000/3,000/1,500/500, prizes 500/300/200.
    eq = icm_equities([5000, 3000, 1500, 500], [500, 300, 200])
    assert eq == pytest.approx([377.78, 312.89, 225.60, 83.73], abs=0.01)


def test_icm_heads_up_is_chip_chop():
    assert icm_equities([7000, 3000], [600, 400]) == pytest.approx([540, 460])


def _brute_force(stacks, prizes):
    n = len(stacks)
    eq = [0.0] * n
    for order in itertools.permutations(range(n)):
        p, left = 1.0, float(sum(stacks))
        for i in order:
            p *= stacks[i] / left
            left -= stacks[i]
        for place, i in enumerate(order):
            eq[i] += p * (prizes[place] if place < len(prizes) else 0)
    return eq


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 10**6), min_size=2, max_size=6), st.data())
def test_icm_matches_every_finishing_order(stacks, data):
    prizes = sorted(data.draw(st.lists(st.integers(0, 10**5), min_size=1, max_size=len(stacks))),
                    reverse=True)
    assert icm_equities(stacks, prizes) == pytest.approx(_brute_force(stacks, prizes), rel=1e-9,
                                                         abs=1e-6)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(1, 10**7), min_size=2, max_size=12))
def test_icm_shares_sum_to_the_pool_and_probabilities_to_one(stacks):
    prizes = [1000 * (len(stacks) - i) for i in range(len(stacks))]
    assert math.isclose(sum(icm_equities(stacks, prizes)), sum(prizes), rel_tol=1e-9)
    probs = finish_probabilities(stacks)
    for row in probs:
        assert math.isclose(sum(row), 1.0, rel_tol=1e-9)
    for place in range(len(stacks)):
        assert math.isclose(sum(row[place] for row in probs), 1.0, rel_tol=1e-9)


def test_twenty_players_supported():
    stacks = [10_000 * (i + 1) for i in range(20)]
    prizes = [100 * (21 - i) for i in range(20)]
    eq = icm_equities(stacks, prizes)
    assert math.isclose(sum(eq), sum(prizes), rel_tol=1e-9)
    assert eq == sorted(eq)  # bigger stack, bigger share


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 10**6), min_size=2, max_size=9), st.data())
def test_deals_share_exactly_what_is_left(stacks, data):
    prizes = sorted(data.draw(st.lists(st.integers(0, 10**6), min_size=len(stacks),
                                       max_size=len(stacks))), reverse=True)
    kept = data.draw(st.integers(0, prizes[0] - prizes[1]))
    for deal in (icm_deal, chip_chop):
        amounts = deal(stacks, prizes, kept)
        assert sum(amounts) == sum(prizes) - kept
        adjusted = [prizes[0] - kept, *prizes[1:]]
        assert min(amounts) >= min(adjusted)  # nobody below the lowest prize left
        # a bigger stack never gets less
        for a, b in itertools.combinations(range(len(stacks)), 2):
            if stacks[a] > stacks[b]:
                assert amounts[a] >= amounts[b] - 1


def test_chip_chop_with_amount_kept_for_the_winner():
    # 3 left, prizes 5,000/3,000/2,000, 1,000 kept back: 9,000 shared; each keeps 2,000,
    # the 3,000 above that by chips 50/30/20.
    assert chip_chop([5000, 3000, 2000], [5000, 3000, 2000], 1000) == [3500, 2900, 2600]


@pytest.mark.parametrize("stacks, prizes, kept, word", [
    ([100], [10], 0, "at least 2"),
    ([100, 0], [10, 5], 0, "stack of player 2"),
    ([100, 50], [10, 5], 6, "kept back"),
])
def test_bad_deals_refused(stacks, prizes, kept, word):
    with pytest.raises(ValueError, match=word):
        icm_deal(stacks, prizes, kept)


@given(st.lists(st.floats(0, 1e6), min_size=1, max_size=30), st.integers(0, 10**9))
def test_split_exact_sums(shares, total):
    out = split_exact(shares, total)
    if sum(shares) > 0:
        assert sum(out) == total


# --- stacks that are not chips (issue 19) ------------------------------------------------------

NOT_CHIPS = [math.nan, math.inf, -math.inf, 1.5, "100", None, True, -1]


@pytest.mark.parametrize("bad", NOT_CHIPS)
@pytest.mark.parametrize("work", [icm_deal, chip_chop])
def test_a_stack_that_is_not_a_whole_number_of_chips_is_refused(work, bad):
    """A NaN stack used to pass every comparison and answer [100, 100, 100]."""
    with pytest.raises(ValueError, match="stack of player 1"):
        work([bad, 100, 100], [100, 100, 100])


@pytest.mark.parametrize("bad", NOT_CHIPS)
def test_equities_refuse_what_is_not_chips(bad):
    with pytest.raises(ValueError, match="stack of player 2"):
        icm_equities([100, bad, 100], [100, 100, 100])
    with pytest.raises(ValueError, match="stack of player 2"):
        finish_probabilities([100, bad])


@pytest.mark.parametrize("prizes, kept, word", [
    ([100.5, 50], 0, "prize of place 1"),
    ([100, math.nan], 0, "prize of place 2"),
    ([100, 50], 1.5, "amount kept back"),
    ([100, 50], math.nan, "amount kept back"),
])
def test_fractions_of_prizes_are_refused(prizes, kept, word):
    for work in (icm_deal, chip_chop):
        with pytest.raises(ValueError, match=word):
            work([100, 100], prizes, kept)


def test_no_chips_at_all_is_refused_not_divided_by():
    with pytest.raises(ValueError, match="at least one player must have chips"):
        icm_equities([0, 0], [100, 50])


@settings(max_examples=200, deadline=None)
@given(st.lists(st.one_of(st.integers(-5, 10**13), st.floats(allow_nan=True), st.none(),
                          st.text(max_size=3), st.booleans()), min_size=0, max_size=6),
       st.lists(st.one_of(st.integers(-5, 10**6), st.floats()), max_size=6),
       st.one_of(st.integers(-5, 100), st.floats()))
def test_any_figures_give_an_exact_deal_or_a_value_error(stacks, prizes, kept):
    for work in (icm_deal, chip_chop):
        try:
            amounts = work(stacks, prizes, kept)
        except ValueError:
            continue
        paid = (list(prizes[:len(stacks)]) + [0] * len(stacks))[:len(stacks)]
        assert all(isinstance(a, int) and a >= 0 for a in amounts)
        assert sum(amounts) == sum(paid) - kept


def test_a_deal_is_rounded_to_the_events_unit():
    """Issue 35: the deal's amounts ignored the event's rounding (its prizes are in 100s)."""
    assert chip_chop([5000, 3000, 1000], [5000, 3000, 2000]) == [4222, 3333, 2445]
    assert chip_chop([5000, 3000, 1000], [5000, 3000, 2000], unit=100) == [4200, 3300, 2500]
    assert chip_chop([5000, 3000, 1000], [5050, 3000, 2000], unit=100) == [4250, 3300, 2500]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 10**6), min_size=2, max_size=6), st.data())
def test_deals_in_units_share_exactly_in_whole_units(stacks, data):
    unit = data.draw(st.sampled_from([1, 5, 10, 100, 1000]))
    low = data.draw(st.integers(0, 100)) * unit
    prizes = sorted((low + data.draw(st.integers(0, 1000)) * unit for _ in stacks),
                    reverse=True)
    prizes[0] += data.draw(st.integers(0, unit - 1))  # first place may carry an odd amount
    for deal in (icm_deal, chip_chop):
        amounts = deal(stacks, prizes, 0, unit)
        assert sum(amounts) == sum(prizes)
        off = [(a - min(prizes)) % unit for a in amounts]
        assert sum(1 for o in off if o) <= 1  # only the odd amount is not a whole unit
