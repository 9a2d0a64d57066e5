"""The satellite demo hook (issue 23): a satellite to the demo's main event, played down to its
seats, so the money tab, the clock, the projector and the results sheet show one."""

from __future__ import annotations

import datetime as dt

from tdesk.models.store import Store
from tdesk.services.events import create_event, delete_event, get_event, list_events
from tdesk.services.money import money, satellites
from tdesk.services.players import PlayerFields, import_players, list_entries
from tdesk.services.seating.busts import bust_players
from tdesk.services.seating.draw import draw_seats

SATELLITE = "Stockholm Spring Satellite"
TARGET = "Stockholm Spring Main Event"
PLAYERS = 30
SEAT_VALUE = 550


def demo_satellite(store: Store, events: dict[str, int]) -> None:
    """Demo hook: with the poker demo event made now, a satellite of 30 entries at 100 + 10
    with seats of 550 to it (5 seats, 250 left over for 6th), seated and played down to the
    bubble and past it: 5 players left, all of whom have won a seat."""
    main = events.get("poker")
    if main is None:
        return
    for e in list_events(store):
        if e.name == SATELLITE:
            delete_event(store, e.id)
    target = get_event(store, main)
    event = create_event(store, SATELLITE, "poker", venue=target.venue,
                         date=(target.date - dt.timedelta(days=1)) if target.date else None,
                         settings={"starting_stack": 10000, "seats_per_table": 10})
    from tdesk.demo import demo_names

    import_players(store, event, [PlayerFields(name=n, country=c)
                                  for n, c in demo_names(PLAYERS, seed=2310)])
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    satellites.set_satellite(store, event, SEAT_VALUE, TARGET)
    draw_seats(store, event, seed=2311)
    ids = sorted(r.entry_id for r in list_entries(store, event))
    for n, entry_id in enumerate(ids[5:]):  # one bust per hand, bigger stacks later
        bust_players(store, event, [entry_id], {entry_id: 1000 + 100 * n})
