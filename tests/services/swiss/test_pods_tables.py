"""Issue 24: draft pods (CG-D1..D6), table plans (CG-T9..T13) and the bracket read from the
rules (CG-B4..B8) through the Swiss services."""

import pytest

from tdesk.errors import ConflictError, InputError
from tdesk.services.players import list_entries
from tdesk.services.swiss import swiss


def play_round(store, event_id, number, code="2-0"):  # type: ignore[no-untyped-def]
    info = swiss.get_round(store, event_id, number)
    for t in info.tables:
        if not t.done:
            swiss.record_result(store, event_id, number, t.table, code)


def test_pods_pairing_never_crosses_pods(store, make_event):
    event = make_event("swiss", players=17, rounds=3, draft=True, pod_size=6)
    info = swiss.draw_pods(store, event, seed=5)
    assert [len(p.seats) for p in info.pods] == [6, 6, 5]
    pod_of = {s.entry_id: p.number for p in info.pods for s in p.seats}
    for number in (1, 2, 3):
        rnd = swiss.pair_next_round(store, event, seed=number)
        for t in rnd.tables:
            if t.b_id is not None:
                assert pod_of[t.a_id] == pod_of[t.b_id]
        assert sum(t.is_bye for t in rnd.tables) == 1  # the odd pod's own bye
        play_round(store, event, number, "2-1")
    ranked = swiss.pod_standings(store, event)
    assert sorted(ranked) == [1, 2, 3]
    for pod, rows in ranked.items():
        assert [r.standing.rank for r in rows] == list(range(1, len(rows) + 1))
        assert {r.entry_id for r in rows} == {e for e, p in pod_of.items() if p == pod}


def test_pods_are_seated_and_the_draw_is_repeatable(store, make_event):
    event = make_event("swiss", players=10, draft=True)
    first = swiss.draw_pods(store, event, seed=9)
    again = swiss.draw_pods(store, event, seed=9)
    assert first == again
    for pod in first.pods:
        assert [s.seat for s in pod.seats] == list(range(1, len(pod.seats) + 1))
    other = swiss.draw_pods(store, event, seed=10)
    assert other != first
    store.undo()  # a draw is one action: undone whole, the earlier pods are back
    assert swiss.pods(store, event) == first


def test_hand_assignment_is_checked_naming_the_player(store, make_event):
    event = make_event("swiss", players=8, draft=True, pod_minimum=2)
    entries = [e.entry_id for e in list_entries(store, event)]
    names = {e.entry_id: e.name for e in list_entries(store, event)}
    with pytest.raises(InputError, match=f"{names[entries[-1]]} has no pod"):
        swiss.assign_pods(store, event, {e: 1 for e in entries[:-1]})
    with pytest.raises(InputError, match="Pod 2 has 1 players"):
        swiss.assign_pods(store, event, {e: 1 if i else 2 for i, e in enumerate(entries)})
    info = swiss.assign_pods(store, event, {e: 1 + i % 2 for i, e in enumerate(entries)})
    assert [len(p.seats) for p in info.pods] == [4, 4]


def test_draft_pairing_refuses_players_without_a_pod(store, make_event):
    event = make_event("swiss", players=8, draft=True)
    with pytest.raises(ConflictError, match="no player has a pod yet"):
        swiss.pair_next_round(store, event, seed=1)


def test_first_table_and_reserved_tables_kept(store, make_event):
    event = make_event("swiss", players=9, rounds=3, first_table=11)
    entries = [e.entry_id for e in list_entries(store, event)]
    swiss.reserve_table(store, event, entries[0], 30)
    swiss.reserve_table(store, event, entries[1], 31)
    with pytest.raises(InputError, match="Table 30 is reserved for"):
        swiss.reserve_table(store, event, entries[2], 30)
    assert swiss.reserved_tables(store, event) == {entries[0]: 30, entries[1]: 31}
    for number in (1, 2):
        rnd = swiss.pair_next_round(store, event, seed=number)
        played = [t for t in rnd.tables if not t.is_bye]
        for t in played:
            own = {30 if entries[0] in (t.a_id, t.b_id) else None,
                   31 if entries[1] in (t.a_id, t.b_id) else None} - {None}
            if own:
                assert t.table == min(own)
            else:
                assert 11 <= t.table < 30  # numbered from 11, never a reserved table
        bye = [t for t in rnd.tables if t.is_bye]
        assert len(bye) == 1 and bye[0].table not in {t.table for t in played}
        play_round(store, event, number)
    swiss.reserve_table(store, event, entries[0], None)
    assert swiss.reserved_tables(store, event) == {entries[1]: 31}


def test_seating_by_name_lists_everybody_by_surname(store, make_event):
    event = make_event("swiss", players=7)
    swiss.pair_next_round(store, event, seed=2)
    lines = swiss.seating_by_name(store, event)
    assert len(lines) == 7
    bye = [line for line in lines if line.table is None]
    assert len(bye) == 1 and bye[0].seat is None and bye[0].opponent == ""
    seated = [line for line in lines if line.table is not None]
    assert {line.seat for line in seated} == {1, 2}
    by_id = {line.entry_id: line for line in lines}
    for line in seated:
        partner = next(o for o in seated if o.name == line.opponent)
        assert partner.table == line.table and by_id[partner.entry_id].opponent == line.name


def test_bracket_matches_results(store, make_event):
    event = make_event("swiss", players=8, rounds=3, top_cut=8)
    for number in (1, 2, 3):
        swiss.pair_next_round(store, event, seed=number)
        play_round(store, event, number, "2-1")
    seeded = [r.name for r in swiss.standings(store, event)]
    cut = swiss.start_top_cut(store, event)
    for i, t in enumerate(cut.tables):
        swiss.record_result(store, event, cut.number, t.table, "2-0" if i % 2 else "1-2")
    b = swiss.bracket(store, event)
    assert b.keys == ("quarter", "semi", "final")
    first = b.matches[0]
    assert [(m.a_seed, m.b_seed) for m in first] == [(1, 8), (4, 5), (2, 7), (3, 6)]
    assert [m.a for m in first] == [seeded[0], seeded[3], seeded[1], seeded[2]]
    assert [(m.score, m.winner) for m in first] == [("1-2", "b"), ("2-0", "a")] * 2
    semi = b.matches[1]  # the winners advanced, the semi-finals not played yet
    assert [(m.a, m.b) for m in semi] == [(seeded[7], seeded[3]), (seeded[6], seeded[2])]
    assert all(m.score == "" and m.winner == "" for m in semi)
    assert b.matches[2][0].a == "" and b.champion is None


def test_the_demo_draft_event_has_seated_pods_paired_within(store):
    from tdesk.demo.swiss_draft import DRAFT_EVENT, demo_draft
    from tdesk.services.events import find_event

    demo_draft(store, {"swiss": 0})
    demo_draft(store, {"swiss": 0})  # the demo made again replaces it
    event = find_event(store, DRAFT_EVENT).id
    info = swiss.pods(store, event)
    assert [len(p.seats) for p in info.pods] == [7, 7, 6] and not info.unassigned
    pod_of = {s.entry_id: p.number for p in info.pods for s in p.seats}
    for number in (1, 2):
        for t in swiss.get_round(store, event, number).tables:
            assert t.is_bye or pod_of[t.a_id] == pod_of[t.b_id]
    assert len(swiss.reserved_tables(store, event)) == 1
