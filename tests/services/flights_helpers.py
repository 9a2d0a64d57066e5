"""A two-flight event played down to its bags, for the flights tests (issue 23)."""

from __future__ import annotations

from collections.abc import Sequence

from tdesk.models.store import Store
from tdesk.services import flights, money, players
from tdesk.services.events import create_event
from tdesk.services.seating import bust_players, draw_seats


def flight_played(store: Store, parent: int, name: str, names: Sequence[str], keep: int,
                  *, buy_in: int = 100) -> int:
    """A flight of ``parent`` with ``names`` paid in, seated, and busted down to ``keep``."""
    flight = flights.create_flight(store, parent, name)
    ids = players.import_players(store, flight, [players.PlayerFields(name=n) for n in names])
    money.set_terms(store, flight, {"buy_in": buy_in, "fee": 10})
    money.take_entries(store, flight, ids)
    draw_seats(store, flight, seed=7)
    for entry_id in ids[keep:]:
        bust_players(store, flight, [entry_id])
    return flight


def two_flights(store: Store, **settings: object) -> tuple[int, int, int]:
    """(parent, Day 1A, Day 1B): 6 and 5 players, 3 left in each; "Ann" plays both."""
    parent = create_event(store, "Main Event", "poker",
                          settings={"flight_stop_players": 3, **settings})
    a = flight_played(store, parent, "Main Event Day 1A",
                      ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"], keep=3)
    b = flight_played(store, parent, "Main Event Day 1B",
                      ["Gus", "Ann", "Hal", "Ida", "Jo"], keep=3)
    return parent, a, b


def bag_all(store: Store, flight: int, chips: dict[str, int]) -> None:
    rows = {r.name: r.entry_id for r in players.list_entries(store, flight)
            if r.status == "active"}
    flights.bag_survivors(store, flight, {rows[n]: c for n, c in chips.items()})
