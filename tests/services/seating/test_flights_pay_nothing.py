"""A flight pays nothing (FLT-6; issue 37, found by the flights night player at 40 players a
flight): a flight's pool is its parent's, which pays it all on Day 2. A flight of 40 once
worked out prizes of its own from the default payout table, so its results gave a prize to a
player out in 5th-9th of the flight, the desk handed it over, and the same money was paid
again on Day 2 (what was handed out came to more than the whole event's pool); hand-for-hand
was offered at the flight's own "bubble" too."""

from __future__ import annotations

import pytest

from tdesk.errors import ConflictError
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.money.receipts import hand_over_prize
from tdesk.services.seating import flights
from tdesk.services.seating import hand_for_hand as hfh
from tests.services.flights_helpers import flight_played


def test_a_flight_of_forty_gives_no_prize_of_its_own(store: Store) -> None:
    parent = create_event(store, "Main Event", "poker", settings={"flight_stop_players": 4})
    money.set_terms(store, parent, {"buy_in": 100, "fee": 10})
    names = [f"Player {i:02}" for i in range(40)]
    flight = flight_played(store, parent, "Main Event Day 1A", names, keep=3)
    summary = money.money_summary(store, flight)
    assert (summary.entries, summary.players_left, summary.pool.total) == (40, 3, 4_000)
    assert summary.places_paid == 0 and tuple(summary.prizes) == ()
    assert [r.prize for r in money.results(store, flight) if r.prize] == []
    fourth = next(r.entry_id for r in money.results(store, flight) if r.place == 4)
    with pytest.raises(ConflictError):
        hand_over_prize(store, flight, fourth)
    assert not hfh.status(store, flight).offer
    # the whole pool is the parent's to pay (FLT-6)
    whole = money.money_summary(store, parent)
    assert whole.pool.total == 4_000 and sum(whole.prizes) == 4_000
    assert flights.whole_event(store, parent).totals.pool == 4_000
