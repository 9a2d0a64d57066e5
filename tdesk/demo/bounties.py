"""The bounty demo hook (issue 23): a progressive-knockout event beside the demo's main event,
with busts recorded (a split pot and two re-entries among them), so the money tab, the
projector, the results sheet and ``tdesk bounties`` show heads and collected bounties."""

from __future__ import annotations

import datetime as dt
import random

from tdesk.models.store import Store
from tdesk.rules.money import bounties as rb
from tdesk.services.events import create_event, delete_event, get_event, list_events
from tdesk.services.money import bounties, money
from tdesk.services.players import PlayerFields, import_players, list_entries
from tdesk.services.seating.busts import bust_players
from tdesk.services.seating.draw import draw_seats
from tdesk.services.seating.reads import room

PKO_EVENT = "Stockholm Spring PKO"
PLAYERS = 24
SEED = 2323


def demo_bounties(store: Store, events: dict[str, int]) -> None:
    """Demo hook: with the poker demo event made now, a PKO of 24 entries at 100 + 20 + 100
    bounty (re-entry once), half of each head paid at once; 9 busts with their eliminators
    (one split pot) and 2 re-entries, so 17 players are left."""
    main = events.get("poker")
    if main is None:
        return
    for e in list_events(store):
        if e.name == PKO_EVENT:
            delete_event(store, e.id)
    target = get_event(store, main)
    event = create_event(store, PKO_EVENT, "poker", venue=target.venue,
                         date=(target.date + dt.timedelta(days=1)) if target.date else None,
                         settings={"starting_stack": 25000, "seats_per_table": 8})
    from tdesk.demo import demo_names

    import_players(store, event, [PlayerFields(name=n, country=c)
                                  for n, c in demo_names(PLAYERS, seed=SEED)])
    money.set_terms(store, event, {"buy_in": 100, "fee": 20, "bounty": 100, "reentry_limit": 1,
                                   "late_reg_level": 6})
    money.set_payout(store, event, money.load_template("standard"))
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    bounties.set_format(store, event, rb.format_to_data(rb.progressive()))
    draw_seats(store, event, seed=SEED)
    _play(store, event, random.Random(SEED))


def _play(store: Store, event: int, rng: random.Random) -> None:
    """Bust players to others at their table; the third bust is a split pot, and the first
    two busted buy a re-entry (unseated: a late entry seats them at the desk)."""
    reentered: list[int] = []
    for n in range(9):
        tables = [t for t in room(store, event).tables if len(t.players) >= 3]
        table = tables[n % len(tables)]
        busted, *others = rng.sample(list(table.players), len(table.players))
        count = 2 if n == 2 else 1
        winners = [p.entry_id for p in others[:count]]
        bust_players(store, event, [busted.entry_id], eliminators={busted.entry_id: winners})
        if len(reentered) < 2:
            money.take_payment(store, event, busted.entry_id, "reentry", "cash")
            reentered.append(busted.entry_id)
