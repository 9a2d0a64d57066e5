"""The demo hook of the seating room."""

from __future__ import annotations

from tdesk.models.store import Store
from tdesk.services.seating.busts import bust_players
from tdesk.services.seating.draw import draw_seats
from tdesk.services.seating.reads import room
from tdesk.services.seating.tables import block_seat, set_button, set_fixed


def demo_seating(store: Store, events: dict[str, int]) -> None:
    """Demo hook: seat the poker and OFC events and set buttons; at the poker event bust three
    players at table 7 and one at table 12 (whose seat is then blocked), so the room shows a
    halted table and pending moves."""
    for kind, seed in (("poker", 4104), ("ofc", 4105)):
        event_id = events.get(kind)
        if event_id is None or room(store, event_id).seated:
            continue
        draw_seats(store, event_id, seed=seed)
        for t in room(store, event_id).tables:
            set_button(store, event_id, t.number, t.players[(t.number * 3) % t.count].seat)
        if kind != "poker":
            continue
        info = room(store, event_id)
        t7, t12 = info.table(7), info.table(12)
        if t7 is None or t12 is None:
            continue
        set_fixed(store, event_id, info.tables[0].players[0].entry_id)
        bust_players(store, event_id, [p.entry_id for p in t7.players[:3]],
                     {p.entry_id: 5000 * (i + 1) for i, p in enumerate(t7.players[:3])})
        bust_players(store, event_id, [t12.players[-1].entry_id])
        block_seat(store, event_id, 12, t12.players[-1].seat)
