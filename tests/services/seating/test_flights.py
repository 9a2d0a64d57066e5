"""Flights and Day 2 in the store (FLT-1..FLT-6, issue 23)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tdesk.errors import ConflictError, InputError
from tdesk.models.store import Store
from tdesk.models.tables import utcnow
from tdesk.rules.levels.clock import ClockStatus
from tdesk.services import players
from tdesk.services.clock import get_clock
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.seating import flights
from tdesk.services.seating.seating import bust_players, seating_list
from tests.conftest import copy_store
from tests.services.flights_helpers import bag_all, build_agreed, flight_played, two_flights

Played = tuple[Store, int, int, int]
IMAGE_STATION = "flights-image/00000001"
"""The station of the image's actions and of each copy's store: one station, so an undo
reaches what it reached when the test played the flights itself."""


@pytest.fixture(scope="module")
def flights_image(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, int, int]:
    """``two_flights`` with its default settings, played once for the module (20 floor
    actions, 0.2 CPU s): the store file and (parent, Day 1A, Day 1B)."""
    path = tmp_path_factory.mktemp("flights-image") / "store.db"
    store = Store(f"sqlite:///{path}", staff="Test Floor", station=IMAGE_STATION)
    try:
        parent, a, b = two_flights(store)
    finally:
        store.close()
    return path, parent, a, b


@pytest.fixture
def played(tmp_path: Path, flights_image: tuple[Path, int, int, int]) -> Iterator[Played]:
    """A copy of ``flights_image`` of this test's own: (store, parent, Day 1A, Day 1B), as
    ``two_flights(store)`` leaves them."""
    image, parent, a, b = flights_image
    store = Store(copy_store(image, tmp_path / "flights.db"), staff="Test Floor",
                  station=IMAGE_STATION)
    yield store, parent, a, b
    store.close()


def test_flights_are_numbered_and_linked(played: Played) -> None:
    store, parent, a, b = played
    assert flights.flight_ids(store, parent) == [a, b]
    assert flights.flight_of(store, b) == (parent, 2)
    assert flights.flight_of(store, parent) is None
    assert flights.flight_status(store, b).label == "1B"


def test_a_flight_cannot_have_flights(played: Played) -> None:
    store, parent, a, _b = played
    with pytest.raises(InputError, match="is itself a flight"):
        flights.create_flight(store, a, "Day 1A of a flight")


def test_stop_is_met_when_the_flight_has_played_down(store: Store) -> None:
    parent = create_event(store, "Main", "poker", settings={"flight_stop_percent": 50})
    flight = flight_played(store, parent, "Main 1A", [f"P{i}" for i in range(7)], keep=5)
    status = flights.flight_status(store, flight)
    assert (status.entries, status.players_left, status.target) == (7, 5, 4)  # 3.5 -> 4
    assert not status.stopped
    rows = [r for r in players.list_entries(store, flight) if r.status == "active"]
    bust_players(store, flight, [rows[0].entry_id])
    assert flights.flight_status(store, flight).stopped


def test_bag_every_survivor_counts_named(played: Played) -> None:
    store, parent, a, _b = played
    left = {r.name: r.entry_id for r in players.list_entries(store, a) if r.status == "active"}
    with pytest.raises(InputError, match="no count"):
        flights.bag_survivors(store, a, {left["Ann"]: 40_000})
    with pytest.raises(InputError, match="Bagged chips"):
        flights.bag_survivors(store, a, dict.fromkeys(left.values(), 0))
    bag_all(store, a, {"Ann": 40_000, "Bo": 25_000, "Cy": 10_000})
    status = flights.flight_status(store, a)
    assert (status.bagged, status.bag_chips) == (3, 75_000)
    assert {r.name: r.chips for r in flights.bags(store, a)} == {
        "Ann": 40_000, "Bo": 25_000, "Cy": 10_000}
    assert all(r.table is not None for r in flights.bags(store, a))


def test_day2_keeps_the_best_stack_and_conserves_chips(store: Store) -> None:
    parent, a, b = two_flights(store, day2_level=3)
    bag_all(store, a, {"Ann": 40_000, "Bo": 25_000, "Cy": 10_000})
    bag_all(store, b, {"Gus": 30_000, "Ann": 60_000, "Hal": 5_000})
    field = build_agreed(store, parent)
    assert field.forfeited_chips == 40_000  # Ann's smaller bag (FLT-3)
    rows = {r.name: r.chips for r in players.list_entries(store, parent)}
    assert rows == {"Ann": 60_000, "Bo": 25_000, "Cy": 10_000, "Gus": 30_000, "Hal": 5_000}
    assert sum(rows.values()) + field.forfeited_chips == 75_000 + 95_000
    clock = get_clock(store, parent)
    assert clock.state.status is ClockStatus.NOT_STARTED
    assert clock.at(utcnow()).level_number == 3


def test_day2_last_bag_rule(store: Store) -> None:
    parent, a, b = two_flights(store, flight_advance="last-bag")
    bag_all(store, a, {"Ann": 90_000, "Bo": 25_000, "Cy": 10_000})
    bag_all(store, b, {"Gus": 30_000, "Ann": 60_000, "Hal": 5_000})
    build_agreed(store, parent)
    rows = {r.name: r.chips for r in players.list_entries(store, parent)}
    assert rows["Ann"] == 60_000


def test_one_bag_rule_refuses_a_second_bag(store: Store) -> None:
    parent, a, b = two_flights(store, flight_advance="one-bag")
    bag_all(store, a, {"Ann": 90_000, "Bo": 25_000, "Cy": 10_000})
    with pytest.raises(InputError, match="only once"):
        bag_all(store, b, {"Gus": 30_000, "Ann": 60_000, "Hal": 5_000})


def test_day2_waits_for_every_flight_and_is_built_once(played: Played) -> None:
    store, parent, a, b = played
    bag_all(store, a, {"Ann": 40_000, "Bo": 25_000, "Cy": 10_000})
    with pytest.raises(ConflictError, match="not bagged"):
        build_agreed(store, parent)
    bag_all(store, b, {"Gus": 30_000, "Ann": 60_000, "Hal": 5_000})
    build_agreed(store, parent)
    with pytest.raises(ConflictError, match="has its players already"):
        build_agreed(store, parent)
    with pytest.raises(ConflictError, match="has its players already"):
        bag_all(store, b, {"Gus": 1, "Ann": 2, "Hal": 3})
    store.undo()
    assert players.list_entries(store, parent) == []


@pytest.mark.parametrize("how", ["random", "by-stack"])
def test_day2_seats_are_drawn_once_each(store: Store, how: str) -> None:
    parent, a, b = two_flights(store, day2_draw=how, seats_per_table=3)
    bag_all(store, a, {"Ann": 40_000, "Bo": 25_000, "Cy": 10_000})
    bag_all(store, b, {"Gus": 30_000, "Ann": 60_000, "Hal": 5_000})
    build_agreed(store, parent)
    seed = flights.draw_day2(store, parent, seed=11)
    seats = seating_list(store, parent)
    assert len(seats) == 5 and len({(s.table, s.seat) for s in seats}) == 5
    assert len({s.entry_id for s in seats}) == 5
    if how == "by-stack":  # the two biggest stacks at different tables (FLT-5)
        at = {s.name: s.table for s in seats}
        assert at["Ann"] != at["Gus"]
    with pytest.raises(ConflictError):
        flights.draw_day2(store, parent, seed=seed)


def test_whole_event_is_the_flights_sums(played: Played) -> None:
    store, parent, a, b = played
    whole = flights.whole_event(store, parent)
    pools = [money.money_summary(store, f).pool.total for f in (a, b)]
    assert whole.totals.entries == 11
    assert whole.totals.pool == sum(pools) == 1_100
    assert sum(whole.prizes) == whole.totals.pool
    assert whole.places_paid >= 1



def test_demo_two_flights_and_a_day2(store: Store) -> None:
    from tdesk.demo.flights import FLIGHTS, PARENT, demo_flights
    from tdesk.services.events import find_event

    main = create_event(store, "Stockholm Spring Main Event", "poker")
    demo_flights(store, {"poker": main})
    parent = find_event(store, PARENT).id
    whole = flights.whole_event(store, parent)
    assert [f.name for f in whole.flights] == list(FLIGHTS)
    assert all(f.stopped and f.bagged == 4 and f.bag_chips == 240_000 for f in whole.flights)
    assert (whole.totals.entries, whole.totals.pool) == (24, 4_800)
    assert whole.day2_players == 7  # one player bagged twice and advances once
    assert whole.day2_chips == 480_000 - 69_000  # the smaller bag is forfeited
    assert len(seating_list(store, parent)) == 7
    assert get_clock(store, parent).at(utcnow()).level_number == 7


def test_day2_prizes_are_paid_from_the_whole_event(played: Played) -> None:
    """FLT-6: the Day 2's places paid and prizes follow the flights' entries and pools."""
    store, parent, a, b = played
    bag_all(store, a, {"Ann": 40_000, "Bo": 25_000, "Cy": 10_000})
    bag_all(store, b, {"Gus": 30_000, "Ann": 60_000, "Hal": 5_000})
    build_agreed(store, parent)
    flights.draw_day2(store, parent, seed=3)
    summary = money.money_summary(store, parent)
    whole = flights.whole_event(store, parent)
    assert summary.prizes == whole.prizes and sum(summary.prizes) == 1_100
    assert (summary.entries, summary.pool.total) == (11, 1_100)  # the Money tab's headline
    ids = {r.name: r.entry_id for r in players.list_entries(store, parent)}
    for name in ("Hal", "Cy", "Bo", "Gus"):
        bust_players(store, parent, [ids[name]])
    paid = {r.name: r.prize for r in money.results(store, parent)}
    assert sum(paid.values()) == 1_100 == sum(whole.prizes)
    assert paid["Ann"] == whole.prizes[0]


def test_deleting_the_parent_unlinks_its_flights_and_undo_links_them_again(played: Played) -> None:
    from tdesk.services.events import delete_event

    store, parent, a, b = played
    delete_event(store, parent)
    assert flights.flight_of(store, a) is None and flights.flight_of(store, b) is None
    store.undo()
    assert flights.flight_ids(store, parent) == [a, b]


def test_no_flight_is_added_once_day2_has_its_players(played: Played) -> None:
    """Issue 35: a flight added after Day 2 was built raised Day 2's pool and places paid."""
    store, parent, a, b = played
    bag_all(store, a, {"Ann": 40_000, "Bo": 25_000, "Cy": 10_000})
    bag_all(store, b, {"Gus": 30_000, "Ann": 60_000, "Hal": 5_000})
    build_agreed(store, parent)
    pool = money.money_summary(store, parent).pool.total
    with pytest.raises(ConflictError, match="undo the Day 2 before adding a flight"):
        flights.create_flight(store, parent, "Main Event Day 1C")
    late = create_event(store, "Main Event Day 1C", "poker")
    with pytest.raises(ConflictError, match="undo the Day 2 before adding a flight"):
        flights.link_flight(store, late, parent)
    assert flights.flight_of(store, late) is None
    assert money.money_summary(store, parent).pool.total == pool
    store.undo()  # Day 2 taken back: a flight may be added again
    store.undo()  # (the event Day 1C made above)
    assert flights.create_flight(store, parent, "Main Event Day 1C")


def test_a_new_flight_takes_the_parents_fees_and_no_payout(store: Store) -> None:
    """Issue 35: flights came out with a buy-in of 0; they take the parent's terms (FLT-6) and
    pay nothing themselves."""
    parent = create_event(store, "Main Event", "poker")
    money.set_terms(store, parent, {"buy_in": 500, "fee": 50, "reentry_limit": 1})
    flight = flights.create_flight(store, parent, "Main Event Day 1A")
    terms = money.get_terms(store, flight).terms
    assert (terms.buy_in, terms.fee, terms.reentry_limit) == (500, 50, 1)
    own = create_event(store, "Side Event", "poker")
    money.set_terms(store, own, {"buy_in": 200})
    flights.link_flight(store, own, parent)  # it had terms of its own: kept
    assert money.get_terms(store, own).terms.buy_in == 200
    bare = create_event(store, "Main Event Day 1C", "poker")
    flights.link_flight(store, bare, parent)
    assert money.get_terms(store, bare).terms.buy_in == 500
    store.undo()
    assert money.get_terms(store, bare).terms.buy_in == 0  # the link and its copy went together
