"""A Day 2 takes no entry of its own (issue 37, found by the flights night player): a walk-in
taken into a built Day 2 once went through, and the money summary then counted only the
players who had paid in the Day 2 itself, so the whole Day 2 field dropped out of the counts
(5 players left and 110,000 chips became 1 and 20,000) while the entries stayed the
flights'. The event's money is taken in its flights (FLT-6) and its players are the bags
(FLT-4): a registration or a payment of an entry in an event played in flights is refused,
and nothing is written."""

from __future__ import annotations

import pytest

from tdesk.errors import ConflictError
from tdesk.models.store import Store
from tdesk.services import players
from tdesk.services.money import money
from tdesk.services.seating import flights
from tdesk.services.seating.walk_in import walk_in
from tests.services.flights_helpers import bag_all, build_agreed, two_flights

REFUSED = "played in flights"


def _figures(store: Store, parent: int) -> tuple[int, int, int, int, int]:
    s = money.money_summary(store, parent)
    return (s.entries, s.players_left, s.chips_in_play, s.pool.total,
            len(players.list_entries(store, parent)))


def test_a_built_day2_refuses_a_walk_in_an_entry_and_a_registration(store: Store) -> None:
    parent, a, b = two_flights(store)
    money.set_terms(store, parent, {"buy_in": 100, "fee": 10})
    bag_all(store, a, {"Ann": 30_000, "Bo": 20_000, "Cy": 10_000})
    bag_all(store, b, {"Gus": 30_000, "Ann": 40_000, "Hal": 10_000})
    build_agreed(store, parent)
    flights.draw_day2(store, parent, seed=3)
    before = _figures(store, parent)
    assert before == (11, 5, 110_000, 1_100, 5)
    with pytest.raises(ConflictError, match=REFUSED):
        walk_in(store, parent, name="Zed", seed=1)
    assert _figures(store, parent) == before
    day2 = players.list_entries(store, parent)[0].entry_id
    with pytest.raises(ConflictError, match=REFUSED):
        money.take_entries(store, parent, [day2])
    with pytest.raises(ConflictError, match=REFUSED):
        money.take_payment(store, parent, day2, "entry")
    with pytest.raises(ConflictError, match=REFUSED):
        players.add_player(store, parent, players.PlayerFields(name="Yan"))
    with pytest.raises(ConflictError, match=REFUSED):
        players.import_players(store, parent, [players.PlayerFields(name="Yan")])
    assert _figures(store, parent) == before


def test_before_day2_the_parent_registers_nobody(store: Store) -> None:
    """A player added to the parent by hand would block Build Day 2 (it needs a parent with
    no players) and, once built, add a starting stack the bags never had (FLT-4)."""
    parent, _a, _b = two_flights(store)
    with pytest.raises(ConflictError, match=REFUSED):
        players.add_player(store, parent, players.PlayerFields(name="Yan"))
    assert players.list_entries(store, parent) == []
