"""tdesk.services.swiss.swiss: rounds, results, corrections, drops, byes, standings, top cut."""

import csv

import pytest

from tdesk.errors import ConflictError, InputError
from tdesk.services.penalties.penalties import PenaltyRequest, issue_penalty
from tdesk.services.players import list_entries
from tdesk.services.swiss import swiss


def play_round(store, event_id, number, code="2-0"):
    info = swiss.get_round(store, event_id, number)
    for t in info.tables:
        if not t.done:
            swiss.record_result(store, event_id, number, t.table, code)


def test_pair_record_and_next_round(store, make_event):
    event = make_event("swiss", players=9, rounds=3)
    info = swiss.pair_next_round(store, event, seed=11)
    assert info.number == 1 and len(info.tables) == 5
    assert sum(1 for t in info.tables if t.is_bye) == 1
    with pytest.raises(ConflictError, match="missing"):
        swiss.pair_next_round(store, event, seed=12)
    play_round(store, event, 1)
    info2 = swiss.pair_next_round(store, event, seed=12)
    first = {frozenset((t.a_id, t.b_id)) for t in info.tables}
    assert not first & {frozenset((t.a_id, t.b_id)) for t in info2.tables}
    # winners (3 points) meet winners at the top tables
    assert info2.tables[0].a_points == info2.tables[0].b_points == 3
    audit_seed = store.undo_step()
    assert audit_seed is not None


def test_pairing_is_undoable_and_seed_reproduces(store, make_event):
    event = make_event("swiss", players=8)
    a = swiss.pair_next_round(store, event, seed=5)
    store.undo()
    assert swiss.get_round(store, event) is None
    b = swiss.pair_next_round(store, event, seed=5)
    assert [(t.a_id, t.b_id) for t in a.tables] == [(t.a_id, t.b_id) for t in b.tables]


def test_missing_results_can_be_confirmed(store, make_event):
    event = make_event("swiss", players=8)
    swiss.pair_next_round(store, event, seed=1)
    swiss.record_result(store, event, 1, 1, "2-1")
    info = swiss.pair_next_round(store, event, seed=2, confirm_missing=True)
    assert info.number == 2


def test_result_codes_and_correction(store, make_event):
    event = make_event("swiss", players=8)
    swiss.pair_next_round(store, event, seed=1)
    row = swiss.record_result(store, event, 1, 1, "2 1")
    assert row.score == "2-1"
    with pytest.raises(ConflictError, match="correct"):
        swiss.record_result(store, event, 1, 1, "0-2")
    with pytest.raises(InputError, match="reason"):
        swiss.correct_result(store, event, 1, 1, "0-2", "")
    row = swiss.correct_result(store, event, 1, 1, "0-2", "slip was read upside down")
    assert row.score == "0-2" and row.corrections == 1
    swiss.record_result(store, event, 1, 2, "d")
    swiss.record_result(store, event, 1, 3, "1-0-1")
    swiss.record_result(store, event, 1, 4, "nn")
    with pytest.raises(InputError, match="Result 'x'"):
        swiss.record_result(store, event, 1, 4, "x")
    pts = {r.name: r.standing.points for r in swiss.standings(store, event)}
    info = swiss.get_round(store, event, 1)
    t = info.tables
    assert pts[t[0].b_name] == 3 and pts[t[0].a_name] == 0       # corrected
    assert pts[t[1].a_name] == pts[t[1].b_name] == 1             # agreed draw
    assert pts[t[2].a_name] == 3                                  # 1-0-1
    assert pts[t[3].a_name] == pts[t[3].b_name] == 0             # double no-show


def test_penalty_match_loss_is_applied(store, make_event):
    event = make_event("swiss", players=4)
    info = swiss.pair_next_round(store, event, seed=3)
    t = info.tables[0]
    issue_penalty(store, event, PenaltyRequest(entry_id=t.a_id, penalty="match_loss",
                                               reason="tardiness", round=1,
                                               head_judge_agreed=True))
    row = swiss.record_result(store, event, 1, t.table, "2-0")
    assert (row.score.split()[0]) == "0-2"


def test_drop_late_entry_and_organiser_bye(store, make_event):
    from tdesk.services.players import PlayerFields, add_player

    event = make_event("swiss", players=8)
    entries = list_entries(store, event)
    swiss.set_organiser_byes(store, event, entries[0].entry_id, 1)
    info = swiss.pair_next_round(store, event, seed=1)
    ob = [t for t in info.tables if t.organiser_bye]
    assert [t.a_id for t in ob] == [entries[0].entry_id]
    assert sum(1 for t in info.tables if t.is_bye) == 2   # 7 paired: one pairing bye too
    play_round(store, event, 1)
    swiss.drop_player(store, event, entries[1].entry_id)
    late = add_player(store, event, PlayerFields(name="Late Comer"))
    info2 = swiss.pair_next_round(store, event, seed=2)
    ids = {p for t in info2.tables for p in (t.a_id, t.b_id) if p}
    assert entries[1].entry_id not in ids and late in ids
    row = next(t for t in info2.tables if late in (t.a_id, t.b_id))
    assert (row.a_points if row.a_id == late else row.b_points) == 0
    stand = {r.entry_id: r for r in swiss.standings(store, event)}
    assert stand[entries[1].entry_id].dropped
    assert stand[entries[0].entry_id].standing.points == 3


def test_repair_and_override(store, make_event):
    event = make_event("swiss", players=8)
    swiss.pair_next_round(store, event, seed=1)
    play_round(store, event, 1)
    swiss.pair_next_round(store, event, seed=2)
    again = swiss.repair_round(store, event, 2, seed=99)
    assert again.seed == 99
    t1, t4 = again.tables[0], again.tables[-1]
    warnings = swiss.pairing_warnings(store, event, 2, t1.b_id, t4.a_id)
    assert any(w.kind == "float" for w in warnings)
    done = swiss.override_pairing(store, event, 2, t1.b_id, t4.a_id, reason="seating request")
    assert [w.text for w in done] == [w.text for w in warnings]
    info = swiss.get_round(store, event, 2)
    assert info.tables[0].b_id == t4.a_id and info.tables[0].overridden
    swiss.record_result(store, event, 2, 1, "2-0")
    with pytest.raises(ConflictError, match="already has results"):
        swiss.repair_round(store, event, 2)


def test_rematch_refused_names_players(store, make_event):
    event = make_event("swiss", players=2, rounds=5)
    swiss.pair_next_round(store, event, seed=1)
    play_round(store, event, 1)
    with pytest.raises(swiss.PairingRefused) as err:
        swiss.pair_next_round(store, event, seed=2)
    assert len(err.value.names) == 2
    info = swiss.pair_next_round(store, event, seed=2, allow_rematch=True)
    assert len(info.tables) == 1


def test_top_cut_bracket_and_csv(store, make_event, tmp_path):
    event = make_event("swiss", players=10, rounds=3, top_cut=4)
    for r in (1, 2, 3):
        swiss.pair_next_round(store, event, seed=r)
        play_round(store, event, r, "2-1")
    ranked = [r.name for r in swiss.standings(store, event)]
    cut = swiss.start_top_cut(store, event)
    assert [(t.a_name, t.b_name) for t in cut.tables] == [(ranked[0], ranked[3]),
                                                           (ranked[1], ranked[2])]
    with pytest.raises(InputError, match="draw"):
        swiss.record_result(store, event, cut.number, 1, "1-1")
    swiss.record_result(store, event, cut.number, 1, "2-0")
    swiss.record_result(store, event, cut.number, 2, "0-2")
    final = swiss.pair_next_bracket_round(store, event)
    assert (final.tables[0].a_name, final.tables[0].b_name) == (ranked[0], ranked[2])
    swiss.record_result(store, event, final.number, 1, "1-2")
    b = swiss.bracket(store, event)
    assert b.champion == ranked[2]
    order = swiss.final_standings(store, event)
    assert order[:2] == [ranked[2], ranked[0]]
    assert set(order[2:4]) == {ranked[1], ranked[3]} and len(order) == 10
    # Swiss standings ignore the top cut
    assert [r.name for r in swiss.standings(store, event)] == ranked
    swiss.export_standings_csv(store, event, tmp_path / "s.csv")
    swiss.export_results_csv(store, event, tmp_path / "r.csv")
    rows = list(csv.DictReader((tmp_path / "s.csv").read_text("utf-8").splitlines()))
    assert [r["name"] for r in rows] == ranked and rows[0]["rank"] == "1"
    results = list(csv.DictReader((tmp_path / "r.csv").read_text("utf-8").splitlines()))
    assert len(results) == 5 * 3 + 2 + 1


def test_penalty_game_loss_counts_once(store, make_event):
    """PEN-2: a game loss is a game the opponent won; a slip that already counts it is kept."""
    event = make_event("swiss", players=4)
    info = swiss.pair_next_round(store, event, seed=3)
    t1, t2 = info.tables
    for t in (t1, t2):
        issue_penalty(store, event, PenaltyRequest(entry_id=t.a_id, penalty="game_loss",
                                                   reason="marked cards", round=1))
    assert swiss.record_result(store, event, 1, t1.table, "2-1").score == "2-1"
    assert swiss.record_result(store, event, 1, t2.table, "1-0").score == "1-1"


def test_draft_pods_rank_each_pod(store, make_event):
    """CG-T8: with pods set, each pod is ranked on its own (In pod 1, 2, …) and the draft has
    one order by points across the pods (CG-D7, issue 36: no longer pod 1, then pod 2)."""
    event = make_event("swiss", players=8)
    entries = [e.entry_id for e in list_entries(store, event)]
    swiss.set_pods(store, event, {e: 1 + i % 2 for i, e in enumerate(entries)})
    swiss.pair_next_round(store, event, seed=1)
    play_round(store, event, 1)
    rows = swiss.standings(store, event)
    assert sorted(r.standing.pod for r in rows) == [1, 1, 1, 1, 2, 2, 2, 2]
    assert [r.standing.rank for r in rows] == list(range(1, 9))
    points = [r.standing.points for r in rows]
    assert points == sorted(points, reverse=True)
    for pod in (1, 2):
        assert [r.standing.pod_rank for r in rows if r.standing.pod == pod] == [1, 2, 3, 4]
    with pytest.raises(InputError, match="Pod"):
        swiss.set_pods(store, event, {entries[0]: -1})


def test_result_entry_is_undoable(store, make_event):
    event = make_event("swiss", players=4)
    swiss.pair_next_round(store, event, seed=1)
    swiss.record_result(store, event, 1, 1, "2-0")
    store.undo()
    assert swiss.get_round(store, event, 1).tables[0].result is None


def test_planned_rounds_then_extra_round_only_when_asked(store, make_event):
    event = make_event("swiss", players=6, rounds=1)
    swiss.pair_next_round(store, event, seed=1)
    play_round(store, event, 1)
    with pytest.raises(swiss.RoundsComplete):
        swiss.pair_next_round(store, event, seed=2, confirm_missing=True)
    assert swiss.pair_next_round(store, event, seed=2, extra_round=True).number == 2
