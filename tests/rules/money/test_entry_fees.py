"""Which payment the desk may take now (tdesk.rules.money.entry_fees.verify_payment): worked cases for
each kind, and the rule that chips are only sold on top of a paid entry."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules.money.entry_fees import KINDS, FeeTerms, verify_payment

TERMS = FeeTerms(buy_in=100, fee=10, starting_stack=20000, reentry_limit=1, rebuy_limit=2,
                 rebuy_price=100, rebuy_chips=20000, addon_price=50, addon_chips=10000)


@pytest.mark.parametrize("kind", ["addon", "rebuy"])
def test_chips_are_not_sold_to_a_player_whose_entry_is_unpaid(kind: str) -> None:
    """A registered player who has not paid the entry is not in the tournament yet: an add-on
    or rebuy would put chips (and money) on a seat that has no entry."""
    with pytest.raises(ValueError, match="entry is not paid yet"):
        verify_payment(TERMS, kind, active=True, made={}, level=None, closed=False)
    verify_payment(TERMS, kind, active=True, made={"entry": 1}, level=None, closed=False)


def test_worked_cases_for_each_kind() -> None:
    ok = dict(level=None, closed=False)
    verify_payment(TERMS, "entry", active=True, made={}, **ok)
    with pytest.raises(ValueError, match="already paid"):
        verify_payment(TERMS, "entry", active=True, made={"entry": 1}, **ok)
    with pytest.raises(ValueError, match="still in"):
        verify_payment(TERMS, "reentry", active=True, made={"entry": 1}, **ok)
    verify_payment(TERMS, "reentry", active=False, made={"entry": 1}, **ok)
    with pytest.raises(ValueError, match="at most 1"):
        verify_payment(TERMS, "reentry", active=False, made={"entry": 1, "reentry": 1}, **ok)
    with pytest.raises(ValueError, match="already taken"):
        verify_payment(TERMS, "addon", active=True, made={"entry": 1, "addon": 1}, **ok)


@given(made=st.dictionaries(st.sampled_from(KINDS), st.integers(0, 3)), active=st.booleans(),
       kind=st.sampled_from(KINDS))
def test_nothing_but_an_entry_is_taken_before_the_entry(made: dict[str, int], active: bool,
                                                        kind: str) -> None:
    if not made.get("entry") and kind != "entry":
        with pytest.raises(ValueError):
            verify_payment(TERMS, kind, active=active, made=made, level=None, closed=False)
