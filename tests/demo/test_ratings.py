"""The demo's ratings (issue 26): the finished championship applied its Berserk ratings once,
its top-cut matches rated with its Swiss rounds (RAT-3): the champion played every round."""

from __future__ import annotations

from tdesk.demo.ratings import DEMO_GAME, demo_ratings
from tdesk.demo.swiss_final import (
    FINAL_EVENT,
    FINAL_PLAYERS,
    FINAL_ROUNDS,
    demo_championship,
)
from tdesk.services.events import find_event
from tdesk.services.people import ratings
from tdesk.services.players import list_entries
from tdesk.services.swiss import swiss


def test_the_championship_rates_berserk_top_cut_included(store) -> None:  # type: ignore[no-untyped-def]
    demo_championship(store, {"swiss": 0})
    demo_ratings(store, {"swiss": 0})
    event = find_event(store, FINAL_EVENT).id
    plan = ratings.preview(store, event)
    assert plan.applied_at is not None and (plan.game, plan.k) == (DEMO_GAME, 20)
    assert len(plan.rows) == FINAL_PLAYERS
    champion = swiss.final_standings(store, event)[0]
    row = next(r for r in plan.rows if r.name == champion)
    assert row.matches == FINAL_ROUNDS + 3  # the Swiss rounds and the top 8's three rounds
    assert abs(sum(r.change for r in plan.rows)) < 1e-6  # RAT-2: given what it took
    player = next(e.player_id for e in list_entries(store, event) if e.name == champion)
    [kept] = ratings.ratings(store, player)
    assert (kept.game, kept.rating, kept.games) == (DEMO_GAME, row.after, row.matches)
    demo_ratings(store, {})  # not made in this run: left alone
