"""Issue 37 (found by the draft nights): a player who drops before round 1, after which the
floor draws the pods again, is in none of the new pods; the standings, the pods by pod and the
sheet once put them alone in a pod the draw no longer had ("pod 2, 1st in pod" in a draft of
one pod). A player who drops after playing keeps the pod they played in."""

from __future__ import annotations

from collections.abc import Callable

from tdesk.models.store import Store
from tdesk.services.swiss import swiss

MakeEvent = Callable[..., int]


def test_a_drop_before_the_pods_are_drawn_again_leaves_no_pod(store: Store,
                                                              make_event: MakeEvent) -> None:
    event = make_event("swiss", players=9, rounds=3, draft=True)
    first = swiss.draw_pods(store, event, seed=5)
    assert [len(p.seats) for p in first.pods] == [5, 4]
    gone = first.pods[1].seats[0].entry_id
    swiss.drop_player(store, event, gone)
    again = swiss.draw_pods(store, event, seed=6)
    assert [len(p.seats) for p in again.pods] == [8]
    assert set(swiss.pod_standings(store, event)) == {0, 1}  # pod 0: no pod
    assert [r.entry_id for r in swiss.pod_standings(store, event)[0]] == [gone]
    swiss.pair_next_round(store, event, seed=1)
    row = next(r for r in swiss.standings(store, event) if r.entry_id == gone)
    assert row.dropped and not row.standing.pod


def test_a_drop_after_round_one_keeps_the_pod_played_in(store: Store,
                                                        make_event: MakeEvent) -> None:
    event = make_event("swiss", players=9, rounds=3, draft=True)
    info = swiss.draw_pods(store, event, seed=5)
    pods = {s.entry_id: p.number for p in info.pods for s in p.seats}
    rnd = swiss.pair_next_round(store, event, seed=1)
    for t in rnd.tables:
        if not t.done:
            swiss.record_result(store, event, 1, t.table, "2-0")
    gone = rnd.tables[0].b_id
    assert gone is not None
    swiss.drop_player(store, event, gone)
    swiss.assign_pods(store, event, {p: n for p, n in pods.items() if p != gone}, seed=7)
    row = next(r for r in swiss.standings(store, event) if r.entry_id == gone)
    assert row.standing.pod == pods[gone]
