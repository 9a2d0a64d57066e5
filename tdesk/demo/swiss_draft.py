"""The demo's draft event (issue 24): a Swiss event with the "draft" setting, its players drawn
into seated pods, one player on a reserved table, round 1 played within the pods and round 2
paired. Its own module: it registers players, and the players service imports the Swiss one."""

from __future__ import annotations

import datetime as dt

from tdesk.models.store import Store
from tdesk.services.events import create_event, delete_event, list_events
from tdesk.services.players import PlayerFields, import_players, list_entries
from tdesk.services.swiss.pairing import pair_next_round
from tdesk.services.swiss.pods import draw_pods
from tdesk.services.swiss.scores import record_result
from tdesk.services.swiss.tables import reserve_table

DRAFT_EVENT = "Berserk Draft Night"
DRAFT_PLAYERS = 20


def demo_draft(store: Store, events: dict[str, int]) -> None:
    """Made with the demo's Swiss event (fixed seeds): 20 players in pods of 7, 7 and 6."""
    from tdesk.demo import demo_names

    if events.get("swiss") is None:
        return
    for old in list_events(store):
        if old.name == DRAFT_EVENT:  # the demo made again: the draft event too
            delete_event(store, old.id)
    event_id = create_event(store, DRAFT_EVENT, "swiss", venue="Moscow Games Club",
                            date=dt.date.today() + dt.timedelta(days=4),
                            settings={"draft": True, "rounds": 3, "top_cut": 0,
                                      "first_table": 11})
    import_players(store, event_id, [PlayerFields(name=n, country=c, rating=1500 + 15 * i)
                                     for i, (n, c) in enumerate(demo_names(DRAFT_PLAYERS, 2424))])
    first = list_entries(store, event_id)[0].entry_id
    reserve_table(store, event_id, first, 1)  # the wheelchair table by the door
    draw_pods(store, event_id, seed=24)
    info = pair_next_round(store, event_id, seed=2401)
    scores = ["2-0", "2-1", "1-2", "0-2", "2-1"]
    for i, t in enumerate(x for x in info.tables if not x.done):
        record_result(store, event_id, 1, t.table, scores[i % len(scores)])
    pair_next_round(store, event_id, seed=2402)
