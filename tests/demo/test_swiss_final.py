"""The demo's finished Swiss event (issue 24): "Berserk Store Championship" is over, its top 8
seeded by the Swiss standings (CG-M3, CG-B4) and played to one champion (CG-B8), a decklist for
every player (DECK-5) and a judge call with extra time in round 2 (CG-R1)."""

from __future__ import annotations

from tdesk.demo.swiss_final import (
    EXTENSION,
    FINAL_EVENT,
    FINAL_PLAYERS,
    FINAL_ROUNDS,
    JUDGE_ROUND,
    demo_championship,
)
from tdesk.services.events import find_event, list_events
from tdesk.services.players import list_entries
from tdesk.services.swiss import decklists, swiss
from tdesk.services.swiss.judge_calls import calls, extensions


def test_the_demo_championship_is_finished_with_a_champion(store) -> None:  # type: ignore[no-untyped-def]
    demo_championship(store, {"swiss": 0})
    demo_championship(store, {"swiss": 0})  # the demo made again replaces it
    assert [e.name for e in list_events(store)].count(FINAL_EVENT) == 1
    event = find_event(store, FINAL_EVENT).id
    assert len(list_entries(store, event)) == FINAL_PLAYERS
    assert swiss.rounds(store, event, "swiss") == list(range(1, FINAL_ROUNDS + 1))
    assert swiss.rounds(store, event, "cut") == [FINAL_ROUNDS + 1, FINAL_ROUNDS + 2,
                                                 FINAL_ROUNDS + 3]
    assert all(swiss.get_round(store, event, n).missing == 0  # type: ignore[union-attr]
               for n in swiss.rounds(store, event))

    bracket = swiss.bracket(store, event)
    assert bracket is not None and bracket.size == 8
    assert bracket.keys == ("quarter", "semi", "final")
    final = bracket.matches[-1][0]
    assert final.winner and final.score
    champion = final.a if final.winner == "a" else final.b
    assert bracket.champion == champion
    assert swiss.final_standings(store, event)[0] == champion

    # CG-M3/CG-B4: seeds 1..8 are the first eight of the Swiss standings, 1 meets 8
    top8 = [r.name for r in swiss.standings(store, event) if not r.dropped][:8]
    seeded = {s: n for m in bracket.matches[0] for s, n in ((m.a_seed, m.a), (m.b_seed, m.b))}
    assert [seeded[s] for s in range(1, 9)] == top8
    assert (bracket.matches[0][0].a_seed, bracket.matches[0][0].b_seed) == (1, 8)

    lists = decklists.decklists(store, event)  # DECK-5: every list in, checked legal
    assert len(lists.rows) == FINAL_PLAYERS and all(r.deck is not None for r in lists.rows)
    assert decklists.missing(store, event) == []

    ext = extensions(store, event)
    assert [(e.round, e.minutes) for e in ext] == [(JUDGE_ROUND, EXTENSION)]
    judged = calls(store, event)
    assert [(c.round, c.table) for c in judged] == [(JUDGE_ROUND, ext[0].table)]
