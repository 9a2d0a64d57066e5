"""The demo's finished Swiss event (issue 24): "Berserk Store Championship", 24 players of a
constructed event, every decklist registered before round 1, five Swiss rounds played, a judge
call with three minutes of extra time in round 2, and the top 8 played to its champion, so the
bracket tree and the bracket sheet show a whole cut. The Regional stays mid round 3 for the
floor to pair; this one shows how an event ends. Its own module: it registers players, and
the players service imports the Swiss one."""

from __future__ import annotations

import datetime as dt
import random

from tdesk.demo.decklists import _deck
from tdesk.models.store import Store
from tdesk.services.events import create_event, delete_event, list_events
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.swiss import decklists
from tdesk.services.swiss.cut import pair_next_bracket_round, start_top_cut
from tdesk.services.swiss.judge_calls import give_extension, log_call
from tdesk.services.swiss.pairing import pair_next_round
from tdesk.services.swiss.scores import record_result
from tdesk.services.swiss.values import RoundInfo

FINAL_EVENT = "Berserk Store Championship"
FINAL_VENUE = "Stockholm Spelbutik"
FINAL_PLAYERS = 24
FINAL_ROUNDS = 5
"""CG-P: 24 players need five rounds for one undefeated player to be likely (2**5 > 24)."""
JUDGE_ROUND = 2
JUDGE = "Kim Lindqvist"
EXTENSION = 3

SWISS_SCORES = ("2-0", "2-1", "0-2", "1-2", "2-0", "1-1", "2-1", "0-2", "2-1")
CUT_SCORES = ("2-1", "0-2", "2-0", "1-2")
"""Bracket matches are never drawn (CG-M3): each has a winner."""


def _play(store: Store, event_id: int, info: RoundInfo, scores: tuple[str, ...],
          rng: random.Random) -> None:
    for t in info.tables:
        if not t.done:
            record_result(store, event_id, info.number, t.table, rng.choice(scores))


def demo_championship(store: Store, events: dict[str, int]) -> None:
    """Made with the demo's Swiss event (fixed seeds), after it: the whole championship."""
    from tdesk.demo import demo_names

    if events.get("swiss") is None:
        return
    for old in list_events(store):
        if old.name == FINAL_EVENT:  # the demo made again: this event too
            delete_event(store, old.id)
    event_id = create_event(store, FINAL_EVENT, "swiss", venue=FINAL_VENUE,
                            date=dt.date.today() + dt.timedelta(days=5),
                            settings={"rounds": FINAL_ROUNDS, "top_cut": 8, "decklists": True,
                                      "deck_min": 40, "deck_copies": 3})
    rng = random.Random(2425)
    import_players(store, event_id, [
        PlayerFields(name=n, country=c, rating=rng.randrange(1300, 2300, 5))
        for n, c in demo_names(FINAL_PLAYERS, 2425)])
    rows = decklists.decklists(store, event_id).rows  # DECK-5: every list in before round 1
    decklists.import_lists(store, event_id, [("demo.txt", r.player, _deck(rng)) for r in rows])
    for number in range(1, FINAL_ROUNDS + 1):
        info = pair_next_round(store, event_id, seed=2500 + number)
        if number == JUDGE_ROUND:  # CG-R1: a ruling at the first table, three minutes back
            table = next(t.table for t in info.tables if not t.is_bye)
            log_call(store, event_id, number, table, JUDGE,
                     "Ruling on a blocked attack: the attack stands, no penalty.")
            give_extension(store, event_id, number, table, EXTENSION, JUDGE, "ruling")
        _play(store, event_id, info, SWISS_SCORES, rng)
    info = start_top_cut(store, event_id)  # CG-M3: seeded by the Swiss standings
    while True:
        _play(store, event_id, info, CUT_SCORES, rng)
        if info.is_final:  # the final played: the event is over
            break
        info = pair_next_bracket_round(store, event_id)
