"""The flights demo hook (issue 23): an event in two flights of 12 with a Day 2, so the Money
tab's Flights page, the bag sheet and ``tdesk flights status`` show one.

Each flight plays down to 4 (its stop) and bags them; one player bags in both flights and
advances with the bigger bag (FLT-3), so 7 players meet on Day 2, seated by stack, the clock
set to resume at level 7.
"""

from __future__ import annotations

import datetime as dt

from tdesk.models.store import Store
from tdesk.services.events import create_event, delete_event, get_event, list_events
from tdesk.services.money import money
from tdesk.services.players import PlayerFields, add_player, import_players, list_entries
from tdesk.services.seating import flights
from tdesk.services.seating.busts import bust_players
from tdesk.services.seating.draw import draw_seats

PARENT = "Stockholm Spring Cup"
FLIGHTS = ("Stockholm Spring Cup Day 1A", "Stockholm Spring Cup Day 1B")
PLAYERS = 12
LEFT = 4
STACK = 20_000
BAGS = ((97_000, 71_500, 45_000, 26_500), (88_000, 69_000, 52_000, 31_000))
"""Each flight's bags, biggest first: every chip of the flight (12 x 20,000) is bagged."""


def demo_flights(store: Store, events: dict[str, int]) -> None:
    """Demo hook: with the poker demo event made now, the two-flight event beside it."""
    main = events.get("poker")
    if main is None:
        return
    for e in list_events(store):
        if e.name in (PARENT, *FLIGHTS):
            delete_event(store, e.id)
    venue = get_event(store, main)
    parent = create_event(store, PARENT, "poker", venue=venue.venue,
                          date=(venue.date - dt.timedelta(days=2)) if venue.date else None,
                          settings={"starting_stack": STACK, "seats_per_table": 6,
                                    "flight_stop_players": LEFT, "day2_draw": "by-stack",
                                    "day2_level": 7})
    from tdesk.demo import demo_names

    names = [n for n, _c in demo_names(2 * PLAYERS - 1, seed=2323)]
    twice = names[0]  # bags in 1A, plays 1B again and bags there too
    rosters = (names[:PLAYERS], [twice, *names[PLAYERS:]])
    person: int | None = None
    for number, (name, roster, bags) in enumerate(zip(FLIGHTS, rosters, BAGS, strict=True)):
        flight = flights.create_flight(store, parent, name)
        person = _play(store, flight, roster, bags, keep=twice, person=person,
                       first=number == 0)
    flights.build_day2(store, parent, agreed=flights.day2_review(store, parent))
    flights.draw_day2(store, parent, seed=2324)


def _play(store: Store, flight: int, roster: list[str], bags: tuple[int, ...], *, keep: str,
          person: int | None, first: bool) -> int:
    """Paid in, seated, busted down to the stop, the survivors bagged; ``keep`` plays as
    ``person`` when given (one person in both flights). Returns ``keep``'s person id."""
    import_players(store, flight, [PlayerFields(name=n) for n in roster
                                   if person is None or n != keep])
    if person is not None:
        add_player(store, flight, PlayerFields(name=keep), person_id=person)
    rows = list_entries(store, flight)
    ids = {r.name: r.entry_id for r in rows}
    money.set_terms(store, flight, {"buy_in": 200, "fee": 20})
    money.take_entries(store, flight, list(ids.values()))
    draw_seats(store, flight, seed=2325 if first else 2326)
    # the player who plays both flights survives each with a different stack
    survivors = [keep, *[n for n in roster if n != keep][: LEFT - 1]]
    for name in reversed([n for n in roster if n not in survivors]):
        bust_players(store, flight, [ids[name]])
    order = survivors if first else [*survivors[1:2], keep, *survivors[2:]]
    flights.bag_survivors(store, flight, {ids[n]: c for n, c in zip(order, bags, strict=True)})
    return next(r.player_id for r in rows if r.name == keep)
