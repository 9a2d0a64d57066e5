"""The deal's limits are the rule's (issue 22): how many players a deal is worked out for and
how much can be kept back for the winner, the same numbers the Money tab offers."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules.money.icm import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    deal_possible,
    kept_back_limit,
    verify_deal,
)


def test_players_from_two_to_twenty() -> None:
    assert (MIN_PLAYERS, MAX_PLAYERS) == (2, 20)
    assert [n for n in range(0, 30) if deal_possible(n)] == list(range(2, 21))


def test_kept_back_is_what_first_pays_more_than_second() -> None:
    assert kept_back_limit([5000, 3000, 2000]) == 2000
    assert kept_back_limit([5000, 3000], players=1) == 5000
    assert kept_back_limit([5000]) == 5000
    assert kept_back_limit([]) == 0


@given(st.lists(st.integers(0, 10**7), min_size=1, max_size=MAX_PLAYERS + 2).map(
    lambda p: sorted(p, reverse=True)), st.integers(1, MAX_PLAYERS + 2))
def test_verify_deal_takes_exactly_the_limits(prizes: list[int], players: int) -> None:
    """verify_deal accepts a deal iff the players are within `deal_possible` and the amount
    kept back within `kept_back_limit`: the rule is in one place."""
    stacks = [1000] * players
    prizes = (prizes + [0] * players)[:players]
    most = kept_back_limit(prizes, players)
    if not deal_possible(players):
        with pytest.raises(ValueError, match="players in the deal"):
            verify_deal(stacks, prizes, 0)
        return
    verify_deal(stacks, prizes, most)
    with pytest.raises(ValueError, match=f"must be from 0 to {most}"):
        verify_deal(stacks, prizes, most + 1)
