"""The series demo hook (issue 26): six finished weekly poker games with many of the same
people, and their series (square root, k = 100, best 4 of 6), so the Series dialog, its sheet
and ``tdesk series board`` show a real season."""

from __future__ import annotations

import datetime as dt
import random

from tdesk.models.store import Store
from tdesk.services.events import create_event, delete_event, list_events
from tdesk.services.people import series
from tdesk.services.players import PlayerFields, add_player, import_players, list_entries
from tdesk.services.seating.busts import bust_players

SERIES = "Tuesday Hold'em Series"
WEEKS = ("Tuesday Hold'em #1", "Tuesday Hold'em #2", "Tuesday Hold'em #3",
         "Tuesday Hold'em #4", "Tuesday Hold'em #5", "Tuesday Hold'em #6")
FIELDS = (16, 14, 18, 12, 15, 20)
POOL = 24
SEED = 2610


def demo_series(store: Store, events: dict[str, int]) -> None:
    """Demo hook: with the poker demo event made now, six Tuesday games of 12 to 20 players
    drawn from one club of 24 people (each person one record: the later weeks reuse them,
    issue 26), every game played out by busts to its winner, and the series over them."""
    if events.get("poker") is None:
        return
    for e in list_events(store):
        if e.name in WEEKS:
            delete_event(store, e.id)
    for s in series.list_series(store):
        if s.name == SERIES:
            series.delete_series(store, s.id)
    from tdesk.demo import demo_names

    rng = random.Random(SEED)
    club = demo_names(POOL, seed=SEED)
    known: dict[str, int] = {}  # name -> person id, once they have played
    week_ids = []
    first = dt.date.today() - dt.timedelta(days=7 * len(WEEKS))
    for week, (name, size) in enumerate(zip(WEEKS, FIELDS, strict=True)):
        event = create_event(store, name, "poker", venue="Kortklubben, Göteborg",
                             date=first + dt.timedelta(days=7 * week),
                             settings={"starting_stack": 20000})
        week_ids.append(event)
        players = rng.sample(club, size)
        new = [PlayerFields(name=n, country=c) for n, c in players if n not in known]
        if new:
            import_players(store, event, new)
        for n, c in players:
            if n in known:
                add_player(store, event, PlayerFields(name=n, country=c), person_id=known[n])
        for row in list_entries(store, event):
            known.setdefault(row.name, row.player_id)
        order = [r.entry_id for r in list_entries(store, event)]
        rng.shuffle(order)
        for entry_id in order[:-1]:  # one bust a hand, down to the winner
            bust_players(store, event, [entry_id])
    sid = series.create_series(store, SERIES, formula="sqrt", params={"k": 100}, best_n=4,
                               notes="Six Tuesdays; the best four results count.")
    series.add_events(store, sid, week_ids)

