"""Payout structures and rounding (issue 14)."""

from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules.money.payouts import (
    curve_structure,
    fixed_structure,
    next_pay_jump,
    payouts,
    places_paid,
    round_prizes,
    structure_from_data,
    structure_from_toml,
    structure_to_data,
)

TEMPLATES = sorted((Path(__file__).parents[3] / "resources" / "payouts").glob("*.toml"))


def test_fixed_table_pays_exact_percents_when_they_divide():
    s = fixed_structure("50/30/20", [50, 30, 20])
    assert payouts(s, 40, 100_000, 100) == (50_000, 30_000, 20_000)


def test_remainder_units_go_to_the_top_places_and_odd_amount_to_first():
    # 1/3 each of 1,000 in units of 100: 300 each, one unit left -> first; nothing odd.
    assert round_prizes([1, 1, 1], 1000, 100) == (400, 300, 300)
    # 1,050 in units of 100: 300 each, 150 left -> one unit to first, 50 odd to first.
    assert round_prizes([1, 1, 1], 1050, 100) == (450, 300, 300)


def test_places_never_exceed_entries():
    s = fixed_structure("t", [50, 30, 20])
    assert payouts(s, 2, 1000) == (625, 375)  # 50:30 of 1,000
    assert places_paid(s, 1) == 1


def test_table_brackets_recompute_places_as_entries_grow():
    s = structure_from_toml((Path(TEMPLATES[0]).parent / "standard.toml").read_text())
    grown = [places_paid(s, n) for n in (5, 10, 20, 30, 50, 70, 100, 150, 300)]
    assert grown == sorted(grown)
    assert grown[0] == 1 and grown[-1] > 20


def test_curve_pays_the_chosen_share_of_the_field():
    s = curve_structure("c", Decimal("0.15"), 1)
    assert places_paid(s, 1000) == 150
    prizes = payouts(s, 1000, 1_000_000, 10)
    assert prizes[0] > prizes[1] > prizes[-1] > 0


@pytest.mark.parametrize("path", TEMPLATES, ids=lambda p: p.stem)
def test_templates_load_and_round_trip(path):
    s = structure_from_toml(path.read_text(encoding="utf-8"))
    assert structure_from_data(structure_to_data(s)) == s
    prizes = payouts(s, 180, 1_800_000, 100)
    assert sum(prizes) == 1_800_000


@pytest.mark.parametrize("data, word", [
    ({"name": "x", "kind": "fixed", "percents": [30, 50, 20]}, "more than place 1"),
    ({"name": "x", "kind": "fixed", "percents": [50, 30]}, "add up to 80"),
    ({"name": "x", "kind": "fixed", "percents": [100, 0]}, "must be more than 0"),
    ({"name": "x", "kind": "curve", "paid_share": 0}, "paid share"),
    ({"name": "x", "kind": "pyramid"}, "payout kind"),
    ({"name": "x", "kind": "table", "bracket": [{"entries": [1, 10], "percents": [100]},
                                               {"entries": [5, 20], "percents": [100]}]},
     "overlaps"),
])
def test_bad_structures_are_refused_naming_the_value(data, word):
    with pytest.raises(ValueError, match=word):
        structure_from_data(data)


def test_next_pay_jump():
    prizes = (500, 300, 200)
    assert next_pay_jump(prizes, 10) == (3, 200)  # before the money: the first paid place
    assert next_pay_jump(prizes, 4) == (3, 200)  # the bubble
    assert next_pay_jump(prizes, 3) == (2, 300)  # the next out gets 200; 2nd pays more
    assert next_pay_jump(prizes, 2) == (1, 500)
    assert next_pay_jump(prizes, 1) is None


def test_next_pay_jump_passes_over_places_that_pay_the_same():
    """Issue 35: with 17 left and 16th paying 17th's 244, the rise is at 15th, not "#17"."""
    prizes = [1000, 600, 400] + [300] * 11 + [244] * 4  # 18 places paid
    assert next_pay_jump(prizes, 17) == (14, 300)
    assert next_pay_jump(prizes, 18) == (14, 300)
    assert next_pay_jump(prizes, 19) == (18, 244)  # the bubble: the first paid place
    assert next_pay_jump([100, 100], 2) is None  # nothing pays more than the next bust


@given(st.lists(st.integers(0, 10_000), min_size=1, max_size=40), st.integers(2, 60))
def test_next_pay_jump_is_the_nearest_place_paying_more(prizes, left):
    prizes = sorted(prizes, reverse=True)
    jump = next_pay_jump(prizes, left)
    next_out = prizes[left - 1] if left <= len(prizes) else 0
    higher = [p for p in range(1, min(left, len(prizes) + 1)) if prizes[p - 1] > next_out]
    assert jump == ((max(higher), prizes[max(higher) - 1]) if higher else None)


weights_st = st.lists(st.integers(1, 10_000), min_size=1, max_size=60).map(
    lambda ws: sorted(ws, reverse=True))


@given(weights_st, st.integers(0, 10**9), st.sampled_from([1, 5, 10, 25, 100, 500, 1000]))
def test_rounded_prizes_sum_to_pool_and_never_rise(ws, pool, unit):
    prizes = round_prizes(ws, pool, unit)
    assert sum(prizes) == pool
    assert all(a >= b for a, b in zip(prizes, prizes[1:], strict=False))
    assert all(p > 0 for p in prizes)
    assert all(p % unit == 0 for p in prizes[1:])


@given(st.integers(1, 20_000), st.integers(0, 10**8),
       st.sampled_from(["0.1", "0.15", "0.2", "1"]), st.sampled_from(["0", "0.8", "1", "1.5"]))
def test_curve_prizes_sum_to_pool_and_never_rise(entries, pool, share, steep):
    prizes = payouts(curve_structure("c", share, steep), entries, pool, 10)
    assert sum(prizes) == pool
    assert list(prizes) == sorted(prizes, reverse=True)
    assert len(prizes) <= entries
