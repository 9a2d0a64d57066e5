"""Penalty log service: issue, preview, rescind, accumulation, effects (PEN-1..6, PEN-P, OFC-X)."""

import pytest

from tdesk.demo.penalties import demo_penalties
from tdesk.errors import ConflictError, InputError
from tdesk.models.tables import EntryStatus
from tdesk.services.penalties import penalties as svc
from tdesk.services.penalties.penalties import PenaltyRequest
from tdesk.services.players import get_entry, list_entries


def entries(store, event_id):
    return {r.name: r.entry_id for r in list_entries(store, event_id)}


def test_shipped_infraction_lists_load_for_every_kind():
    assert svc.load_infractions("swiss")["slow-play"].penalty == "warning"
    assert svc.load_infractions("poker")["soft-play"].penalty == "two_rounds"
    assert "exposed-card" in svc.load_infractions("ofc")


def test_second_slow_play_is_raised_and_logged_with_its_warning_PEN_1_PEN_3(store, make_event):
    ev = make_event("swiss", players=4)
    anna = entries(store, ev)["Anna Petrova"]
    first = svc.issue_penalty(store, ev, PenaltyRequest(anna, "warning", infraction="slow-play",
                                                        judge="Ivan", round=1))
    assert len(first) == 1
    request = PenaltyRequest(anna, "warning", infraction="slow-play", judge="Ivan", round=2)
    shown = svc.preview(store, ev, request)
    assert shown.ok and shown.recommended_label == "Warning"
    assert shown.lines == ["raised to Game loss: second 'Slow play' this event (PEN-3)",
                           "+ Warning (PEN-1)"]
    ids = svc.issue_penalty(store, ev, request)
    log = svc.list_penalties(store, ev)
    assert [(r.label, r.linked, r.rule) for r in log] == [
        ("Warning", False, "PEN-1"), ("Game loss", False, "PEN-3"), ("Warning", True, "PEN-1")]
    assert log[2].main_id == ids[0] and log[1].reason == "Slow play"
    # one audit row per action, naming the player
    with store.read() as session:
        from sqlmodel import select

        from tdesk.models.tables import AuditLog
        audits = session.exec(select(AuditLog).where(AuditLog.action == "issue penalty")).all()
    assert len(audits) == 2 and "Anna Petrova" in audits[1].summary
    assert audits[1].params["given"] == ["game_loss", "warning"]
    # PEN-2: the game loss was given during round 2's game, so it costs a game in round 2
    assert svc.losses_for_round(store, ev, 2) == {anna: (1, False)}


def test_suspension_refused_at_amateur_and_deviation_needs_head_judge_CG_J1(store, make_event):
    ev = make_event("swiss", players=2)
    anna = entries(store, ev)["Anna Petrova"]
    with pytest.raises(InputError, match="Suspension cannot be given at Amateur"):
        svc.issue_penalty(store, ev, PenaltyRequest(anna, "suspension", "cheating"))
    assert svc.list_penalties(store, ev) == []  # nothing half-written
    pro = make_event("swiss", players=2, enforcement="Professional")
    bjorn = entries(store, pro)["Björn Åberg"]
    request = PenaltyRequest(bjorn, "game_loss", infraction="slow-play")
    assert "head judge's agreement" in svc.preview(store, pro, request).error
    ids = svc.issue_penalty(store, pro, PenaltyRequest(
        bjorn, "game_loss", infraction="slow-play", head_judge_agreed=True))
    row = svc.list_penalties(store, pro)[0]
    assert row.id == ids[0] and row.head_judge_agreed and row.recommended == "warning"


def test_disqualification_takes_player_out_and_rescind_restores_PEN_6(store, make_event):
    ev = make_event("swiss", players=3)
    maria = entries(store, ev)["王伟"]
    ids = svc.issue_penalty(store, ev, PenaltyRequest(maria, "disqualification_no_prizes",
                                                      infraction="bribery", judge="Olga"))
    assert len(ids) == 3  # + Match loss + Warning
    assert get_entry(store, maria).status == EntryStatus.DISQUALIFIED
    assert svc.no_prize_entries(store, ev) == {maria}
    with store.read() as session:
        from tdesk.models.tables import Entry
        assert session.get(Entry, maria).state["penalty_dq"]["no_prizes"] is True
    assert svc.statuses(store, ev)[maria].report_to_rating_db
    svc.rescind_penalty(store, ids[1], by="Head Judge", why="wrong player")  # via a linked row
    log = svc.list_penalties(store, ev)
    assert all(r.rescinded and r.rescinded_by == "Head Judge" for r in log)
    assert get_entry(store, maria).status == EntryStatus.ACTIVE
    assert svc.no_prize_entries(store, ev) == set()
    with pytest.raises(ConflictError, match="already rescinded"):
        svc.rescind_penalty(store, ids[0], by="x", why="y")
    with pytest.raises(InputError, match="Why"):
        svc.rescind_penalty(store, ids[0], by="x", why=" ")


def test_undo_takes_a_penalty_back_out_of_the_store(store, make_event):
    ev = make_event("swiss", players=2)
    anna = entries(store, ev)["Anna Petrova"]
    svc.issue_penalty(store, ev, PenaltyRequest(anna, "disqualification", "aggressive"))
    store.undo()
    assert svc.list_penalties(store, ev) == []
    assert get_entry(store, anna).status == EntryStatus.ACTIVE


def test_three_warnings_accumulate_at_end_of_match_PEN_4(store, make_event):
    ev = make_event("swiss", players=4)
    ids = entries(store, ev)
    anna, bjorn = ids["Anna Petrova"], ids["Björn Åberg"]
    for code in ("slow-play", "tardiness", "insufficient-shuffling"):
        svc.issue_penalty(store, ev, PenaltyRequest(anna, "warning", infraction=code, round=3))
    svc.issue_penalty(store, ev, PenaltyRequest(bjorn, "warning", infraction="slow-play"))
    new = svc.end_match(store, ev, round=3)
    assert len(new) == 2
    acc = [r for r in svc.list_penalties(store, ev) if r.reason == "accumulation"]
    assert [(r.player, r.label) for r in acc] == [("Anna Petrova", "Game loss"),
                                                 ("Anna Petrova", "Warning")]
    assert svc.losses_for_round(store, ev, 4) == {anna: (1, False)}  # next match (PEN-2)
    assert svc.end_match(store, ev, round=3) == []  # spent
    counts = svc.penalty_counts(store, ev)
    assert counts[anna].game_losses == 1 and counts[anna].warnings == 4
    assert counts[bjorn].warnings == 1


def test_poker_round_penalty_hands_doubling_and_served_PEN_P1_P2(store, make_event):
    ev = make_event("poker", players=6)
    james = entries(store, ev)["James Smith"]
    svc.issue_penalty(store, ev, PenaltyRequest(james, "two_rounds", "soft play",
                                                players_at_table=7))
    preview = svc.preview(store, ev, PenaltyRequest(james, "two_rounds", "soft play",
                                                    players_at_table=7))
    assert preview.rows[0].label == "4-round penalty" and preview.rows[0].hands == 28
    svc.issue_penalty(store, ev, PenaltyRequest(james, "two_rounds", "soft play",
                                                players_at_table=7))
    first, second = svc.list_penalties(store, ev)
    assert (first.hands, second.hands) == (14, 28)
    assert svc.sitting_out(store, ev) == {james: 42}
    svc.set_served(store, first.id, 5)
    svc.set_served(store, second.id)
    first, second = svc.list_penalties(store, ev)
    assert first.hands_left == 9 and not first.served and second.served
    with pytest.raises(InputError, match="between 0 and 14"):
        svc.set_served(store, first.id, 15)


def test_poker_disqualification_removes_chips_PEN_P2(store, make_event):
    ev = make_event("poker", players=3, starting_stack=30000)
    anna = entries(store, ev)["Anna Petrova"]
    ids = svc.issue_penalty(store, ev, PenaltyRequest(anna, "disqualification", "collusion"))
    entry = get_entry(store, anna)
    assert entry.status == EntryStatus.DISQUALIFIED and entry.chips == 0
    svc.rescind_penalty(store, ids[0], by="TD", why="mistaken identity")
    assert get_entry(store, anna).chips == 30000


def test_ofc_penalty_points_recorded_for_the_calculator_OFC_X1_X2(store, make_event):
    ev = make_event("ofc", players=4)
    anna = entries(store, ev)["Anna Petrova"]
    svc.issue_penalty(store, ev, PenaltyRequest(anna, "exposed_card", infraction="exposed-card",
                                                opponents=3, hand=7))
    svc.issue_penalty(store, ev, PenaltyRequest(anna, "missed_hand", infraction="missed-hand",
                                                opponents=2, hand=8))
    rows = svc.ofc_penalties(store, ev)
    assert [(r.rule, r.points, r.details["absent"]) for r in rows] == [
        ("OFC-X1", 3, False), ("OFC-X2", 6, True)]
    assert [r.rule for r in svc.ofc_penalties(store, ev, hand=8)] == ["OFC-X2"]


def test_bad_requests_name_the_field(store, make_event):
    ev = make_event("swiss", players=2)
    anna = entries(store, ev)["Anna Petrova"]
    with pytest.raises(InputError, match="Reason"):
        svc.issue_penalty(store, ev, PenaltyRequest(anna, "warning", " "))
    with pytest.raises(InputError, match="Infraction 'nope'"):
        svc.issue_penalty(store, ev, PenaltyRequest(anna, "warning", infraction="nope"))
    with pytest.raises(InputError, match="yellow"):
        svc.issue_penalty(store, ev, PenaltyRequest(anna, "yellow", "x"))
    assert svc.preview(store, ev, PenaltyRequest(anna, "warning", "")).error


def test_filters(store, make_event):
    ev = make_event("swiss", players=3)
    ids = entries(store, ev)
    svc.issue_penalty(store, ev, PenaltyRequest(ids["Anna Petrova"], "warning", "a", judge="Ivan",
                                                round=1))
    svc.issue_penalty(store, ev, PenaltyRequest(ids["王伟"], "remark", "b", judge="Olga", round=2))
    assert [r.player for r in svc.list_penalties(store, ev, judge="olga")] == ["王伟"]
    assert [r.reason for r in svc.list_penalties(store, ev, round=1)] == ["a"]
    assert [r.reason for r in svc.list_penalties(store, ev, penalty="remark")] == ["b"]
    assert svc.judges(store, ev) == ["Ivan", "Olga"]


def test_demo_hook_builds_a_realistic_log(store, make_event):
    events = {"swiss": make_event("swiss", players=16), "poker": make_event("poker", players=21),
              "ofc": make_event("ofc", players=4)}
    demo_penalties(store, events)
    swiss = svc.list_penalties(store, events["swiss"])
    assert {r.rule for r in swiss} >= {"PEN-1", "PEN-3", "PEN-4"}
    assert any(r.rescinded for r in swiss)
    assert len(svc.no_prize_entries(store, events["swiss"])) == 1
    poker = svc.list_penalties(store, events["poker"])
    assert [r.hands for r in poker] == [9, 14, 28, 0] and poker[1].served
    assert [r.rule for r in svc.ofc_penalties(store, events["ofc"])] == ["OFC-X1"]


def test_table_size_comes_from_the_seating_PEN_P1(store, make_event):
    from tdesk.services.seating.seating import draw_seats

    ev = make_event("poker", players=6)
    james = entries(store, ev)["James Smith"]
    assert svc.table_size(store, ev, james) is None  # not seated yet
    draw_seats(store, ev)
    assert svc.table_size(store, ev, james) == 6
