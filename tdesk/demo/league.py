"""The demo season of "HUSC Season 3": templates, registrations, two rounds played and one
open (a demo hook, tdesk.demo)."""

from __future__ import annotations

import datetime as dt
import random

from tdesk.models.store import Store
from tdesk.services.league.reads import round_view
from tdesk.services.league.registration import registrations, set_registration, start_season
from tdesk.services.league.reports import end_of_round_check, set_report
from tdesk.services.league.rounds import pair_next_round, save_template, set_availability
from tdesk.services.league.values import ACCEPTED, DECLINED


def demo_league(store: Store, events: dict[str, int]) -> None:
    """The demo season: templates A/B/C, registrations decided, two rounds played, round 3
    open with reports coming in and one conflict waiting in the admins' queue."""
    event_id = events.get("league")
    if event_id is None:
        return
    rng = random.Random(20261130)
    today = dt.datetime.now().astimezone().replace(hour=0, minute=0, second=0, microsecond=0)
    base = today - dt.timedelta(days=15)
    for name, offset, count, hour in (("A", 0, 7, 19), ("B", 7, 7, 18), ("C", 14, 3, 17)):
        slots = [(base + dt.timedelta(days=offset + i, hours=hour + i % 3)).astimezone(dt.UTC)
                 for i in range(count)]
        save_template(store, event_id, name, slots)
    people = registrations(store, event_id)
    declined = [r.entry_id for r in people if not r.eligible][:1]
    set_registration(store, event_id, [r.entry_id for r in people
                                       if r.entry_id not in declined], ACCEPTED)
    if declined:
        set_registration(store, event_id, declined, DECLINED)
    start_season(store, event_id)
    now = base - dt.timedelta(days=1)
    for number in (1, 2, 3):
        round_id = pair_next_round(store, event_id, now=now.astimezone(dt.UTC))
        view = round_view(store, round_id)
        for game in view.games:
            for entry in (game.a_entry_id, game.b_entry_id):
                marks = "".join(rng.choice("1123") for _ in view.slots)
                while 2 * marks.count("3") >= len(marks):
                    marks = marks.replace("3", "2", 1)
                set_availability(store, round_id, entry, marks)
        games = round_view(store, round_id).games
        for index, game in enumerate(games):
            if number == 3 and index == 0:
                set_report(store, game.id, game.a_entry_id, "1")  # the conflict
                set_report(store, game.id, game.b_entry_id, "1")
                continue
            if number == 3 and index >= len(games) - 2:
                continue  # still being played
            win = rng.random() < 0.5
            kind = rng.random()
            a, b = ("1", "0") if win else ("0", "1")
            if kind > 0.85:
                a, b = ("+", "-") if win else ("-", "+")
            set_report(store, game.id, game.a_entry_id, a)
            if rng.random() < 0.85 or number == 3:
                set_report(store, game.id, game.b_entry_id, b)
        if number < 3:
            view = round_view(store, round_id)
            assert view.cutoff_at is not None
            if not view.closed:
                end_of_round_check(store, round_id, now=view.cutoff_at)
            now = view.cutoff_at
