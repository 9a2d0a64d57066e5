"""A two-flight event played down to its bags, for the flights tests (issue 23)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tdesk.models.store import Store
from tdesk.services import players
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.seating import flights
from tdesk.services.seating.seating import bust_players, draw_seats


def flight_played(store: Store, parent: int, name: str, names: Sequence[str], keep: int,
                  *, buy_in: int = 100, returning: Mapping[str, int] | None = None) -> int:
    """A flight of ``parent`` with ``names`` paid in, seated, and busted down to ``keep``.
    ``returning`` names the players who are people already in the store (name -> person id):
    they play as that person, as the Add player dialog registers them; the rest are new."""
    returning = dict(returning or {})
    flight = flights.create_flight(store, parent, name)
    fresh = [n for n in names if n not in returning]
    new_ids = iter(players.import_players(store, flight,
                                          [players.PlayerFields(name=n) for n in fresh]))
    ids = [players.add_player(store, flight, players.PlayerFields(name=n),
                              person_id=returning[n]) if n in returning else next(new_ids)
           for n in names]
    money.set_terms(store, flight, {"buy_in": buy_in, "fee": 10})
    money.take_entries(store, flight, ids)
    draw_seats(store, flight, seed=7)
    for entry_id in ids[keep:]:
        bust_players(store, flight, [entry_id])
    return flight


def person(store: Store, event: int, name: str) -> int:
    """The person id of ``name`` in ``event``."""
    return next(r.player_id for r in players.list_entries(store, event) if r.name == name)


def two_flights(store: Store, **settings: object) -> tuple[int, int, int]:
    """(parent, Day 1A, Day 1B): 6 and 5 players, 3 left in each; Ann (one person) plays
    both."""
    parent = create_event(store, "Main Event", "poker",
                          settings={"flight_stop_players": 3, **settings})
    a = flight_played(store, parent, "Main Event Day 1A",
                      ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"], keep=3)
    b = flight_played(store, parent, "Main Event Day 1B",
                      ["Gus", "Ann", "Hal", "Ida", "Jo"], keep=3,
                      returning={"Ann": person(store, a, "Ann")})
    return parent, a, b


def bag_all(store: Store, flight: int, chips: dict[str, int]) -> None:
    rows = {r.name: r.entry_id for r in players.list_entries(store, flight)
            if r.status == "active"}
    flights.bag_survivors(store, flight, {rows[n]: c for n, c in chips.items()})


def build_agreed(store: Store, parent: int) -> object:
    """Build Day 2 as the floor does: the double bags listed, then agreed to."""
    return flights.build_day2(store, parent, agreed=flights.day2_review(store, parent))
