"""A heads-up league player reports from their phone (issue 25): their own game by HU-R2's
table and their availability by HU-D1, through the desk's own league services (the same
audit row, said to come from the phone); a code touches only its holder's game and marks;
revoked codes, reporting off and a locked round are refused with nothing written."""

from __future__ import annotations

import datetime as dt

import pytest
from sqlmodel import select

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.league import LeagueAvailability
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services.audit import count_actions
from tdesk.services.league import league
from tdesk.services.phones import phone_league as pl
from tdesk.services.phones import phone_reports as pr

NOW = dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.UTC)


def season(store: Store, make_event, players: int = 4) -> tuple[int, int, dict[int, str]]:  # type: ignore[no-untyped-def]
    """A started season with round 1 paired, phone reports on and everyone's code."""
    event = make_event("league", players=players, lives=3, slots_per_round=5)
    ids = [r.entry_id for r in league.registrations(store, event)]
    league.set_registration(store, event, ids, league.ACCEPTED)
    league.start_season(store, event)
    round_id = league.pair_next_round(store, event, now=NOW)
    pr.set_reporting(store, event, True)
    return event, round_id, pr.issue_codes(store, event)


@pytest.fixture
def paired(store, make_event):  # type: ignore[no-untyped-def]
    event, round_id, codes = season(store, make_event)
    return event, round_id, codes, league.round_view(store, round_id).games


def last_audit(store: Store) -> AuditLog:
    with store.read() as session:
        row = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[union-attr]
    assert row is not None
    return row


def test_the_holder_sees_their_game_slots_and_opponent(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, round_id, codes, (g1, _g2) = paired
    mine = pl.my_game(store, codes[g1.a_entry_id], event)
    assert (mine.round, mine.round_id, mine.game_id) == (1, round_id, g1.id)
    assert mine.opponent == g1.b_name and mine.name == g1.a_name
    assert len(mine.slots) == 5 and all(s.tzinfo is not None for s in mine.slots)
    assert mine.slot == g1.slot and mine.slot_at == g1.slot_at
    assert (mine.report, mine.marks, mine.final, mine.stop, mine.bye) == ("", "", False, False,
                                                                          False)
    assert mine.open


def test_the_bye_has_no_game_and_cannot_report(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, round_id, codes = season(store, make_event, players=5)
    bye = league.round_view(store, round_id).bye_entry_id
    assert bye is not None
    mine = pl.my_game(store, codes[bye], event)
    assert mine.bye and mine.game_id is None and mine.round == 1
    before = count_actions(store, event)
    with pytest.raises(ConflictError, match="no game"):
        pl.report(store, codes[bye], "1", event)
    with pytest.raises(ConflictError, match="no game"):
        pl.availability(store, codes[bye], "11111", event)
    assert count_actions(store, event) == before


def test_a_report_is_the_desks_action_said_to_come_from_the_phone(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, round_id, codes, (g1, _g2) = paired
    assert pl.report(store, codes[g1.a_entry_id], "1", event) == "waiting"
    audit = last_audit(store)
    assert audit.action == "enter report" and audit.event_id == event
    assert audit.summary == f"Round 1 game 1: {g1.a_name} reports 1 (from the player's phone)"
    assert audit.params["via"] == "phone" and audit.params["entry_id"] == g1.a_entry_id
    assert pl.my_game(store, codes[g1.a_entry_id], event).report == "1"
    assert audit.station == store.phone_station and audit.staff == g1.a_name  # issue 36
    store.undo(audit.id)  # undoable on purpose, never by the desk's own Ctrl+Z
    assert league.round_view(store, round_id).games[0].a_report == "?"


def test_the_desks_own_report_keeps_its_summary(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, round_id, codes, (g1, _g2) = paired
    league.set_report(store, g1.id, g1.a_entry_id, "1")
    audit = last_audit(store)
    assert audit.summary == f"Round 1 game 1: {g1.a_name} reports 1" and "via" not in audit.params


def test_agreeing_reports_make_the_game_final(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, round_id, codes, (g1, _g2) = paired
    pl.report(store, codes[g1.a_entry_id], "1", event)
    assert pl.report(store, codes[g1.b_entry_id], "0", event) == "final"
    game = league.round_view(store, round_id).games[0]
    assert (game.state, game.outcome) == ("final", "10")
    assert pl.my_game(store, codes[g1.a_entry_id], event).result == "1"
    assert pl.my_game(store, codes[g1.b_entry_id], event).result == "0"


def test_a_conflict_11_lands_in_the_stop_queue(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, round_id, codes, (_g1, g2) = paired
    pl.report(store, codes[g2.a_entry_id], "1", event)
    assert pl.report(store, codes[g2.b_entry_id], "1", event) == "stop"
    assert [g.id for g in league.round_view(store, round_id).stops] == [g2.id]
    assert pl.my_game(store, codes[g2.a_entry_id], event).stop
    check = league.end_of_round_check(store, round_id, now=NOW)
    assert not check.closed and check.stops == 1  # HU-R3: never while a stop is open
    league.decide(store, g2.id, "10", "Admin")
    mine = pl.my_game(store, codes[g2.b_entry_id], event)
    assert mine.decided and mine.final and mine.result == "0" and not mine.stop
    with pytest.raises(ConflictError, match="admins have decided"):
        pl.report(store, codes[g2.b_entry_id], "0", event)
    assert league.round_view(store, round_id).games[1].b_report == "1"


def test_a_code_touches_only_its_holders_game(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, round_id, codes, (g1, g2) = paired
    pl.report(store, codes[g2.a_entry_id], "+", event)
    pl.availability(store, codes[g2.a_entry_id], "11222", event)
    g1_after, g2_after = league.round_view(store, round_id).games
    assert (g1_after.a_report, g1_after.b_report, g1_after.a_marks, g1_after.b_marks) == (
        "?", "?", "", "")
    assert (g2_after.a_report, g2_after.a_marks) == ("+", "11222")


def test_wrong_and_revoked_codes_are_refused_alike(store, paired, make_event) -> None:  # type: ignore[no-untyped-def]
    event, round_id, codes, (g1, _g2) = paired
    code = codes[g1.a_entry_id]
    pr.revoke_code(store, event, g1.a_entry_id)
    before = count_actions(store, event)
    for bad in (code, "x" * 16, "short"):
        for call in (lambda c: pl.my_game(store, c, event),
                     lambda c: pl.report(store, c, "1", event),
                     lambda c: pl.availability(store, c, "11111", event)):
            with pytest.raises(NotFoundError, match="not valid here"):
                call(bad)
    other = make_event("swiss", players=4, rounds=3)  # a code of another event is no key here
    other_code = next(iter(pr.issue_codes(store, other).values()))
    with pytest.raises(NotFoundError, match="not valid here"):
        pl.my_game(store, other_code, event)
    with pytest.raises(NotFoundError, match="not valid here"):
        pl.my_game(store, other_code)  # a Swiss code has no league game
    assert count_actions(store, event) == before
    assert league.round_view(store, round_id).games[0].a_report == "?"


def test_switch_off_and_a_locked_round_write_nothing(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, round_id, codes, (g1, _g2) = paired
    code = codes[g1.a_entry_id]
    pr.set_reporting(store, event, False)
    assert not pl.my_game(store, code, event).open
    before = count_actions(store, event)
    with pytest.raises(ConflictError, match="off"):
        pl.report(store, code, "1", event)
    with pytest.raises(ConflictError, match="off"):
        pl.availability(store, code, "11111", event)
    pr.set_reporting(store, event, True)
    pr.lock_round(store, event, 1)  # the league's lock is the round number
    assert not pl.my_game(store, code, event).open
    before = count_actions(store, event)
    with pytest.raises(ConflictError, match="Round 1 is locked"):
        pl.report(store, code, "1", event)
    with pytest.raises(ConflictError, match="Round 1 is locked"):
        pl.availability(store, code, "11111", event)
    assert count_actions(store, event) == before
    game = league.round_view(store, round_id).games[0]
    assert (game.a_report, game.a_marks) == ("?", "")


def test_a_page_of_an_earlier_round_is_refused(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, round_id, codes, (g1, _g2) = paired
    with pytest.raises(ConflictError, match="Round 1 is the round now"):
        pl.report(store, codes[g1.a_entry_id], "1", event, round_number=0)
    assert pl.report(store, codes[g1.a_entry_id], "1", event, round_number=1) == "waiting"


@pytest.mark.parametrize(("value", "field"), [("?", "Report"), ("10", "Report"), ("", "Report")])
def test_a_phone_reports_only_hu_r2s_four_answers(store, paired, value, field) -> None:  # type: ignore[no-untyped-def]
    event, round_id, codes, (g1, _g2) = paired
    with pytest.raises(InputError, match=field):
        pl.report(store, codes[g1.a_entry_id], value, event)


@pytest.mark.parametrize(("marks", "reason"), [
    ("33311", "fewer than half"), ("3311", "each of the 5 slots"), ("11x11", "not x"),
    ("", "each of the 5 slots")])
def test_bad_marks_are_refused_with_hu_d1s_reason_and_nothing_written(  # type: ignore[no-untyped-def]
        store, paired, marks, reason) -> None:
    event, round_id, codes, (g1, _g2) = paired
    before = count_actions(store, event)
    with pytest.raises(InputError, match=reason):
        pl.availability(store, codes[g1.a_entry_id], marks, event)
    assert count_actions(store, event) == before
    with store.read() as session:
        assert session.exec(select(LeagueAvailability)).all() == []


def test_availability_moves_the_games_slot_by_hu_d2(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, round_id, codes, (g1, _g2) = paired
    assert g1.slot == 0  # no entries: all 2, the earliest slot
    pl.availability(store, codes[g1.a_entry_id], "32221", event)
    assert league.round_view(store, round_id).games[0].slot == 4  # the only 1-with-2
    pl.availability(store, codes[g1.b_entry_id], "21312", event)
    game = league.round_view(store, round_id).games[0]
    assert game.slot == 1 and game.b_marks == "21312"  # 2-1 before 1-2 by time
    mine = pl.my_game(store, codes[g1.b_entry_id], event)
    assert mine.marks == "21312" and mine.slot == 1
    audit = last_audit(store)
    assert audit.summary.endswith("21312 (from the player's phone)")
    assert audit.params["via"] == "phone"


def test_an_ended_round_is_not_open(store, paired) -> None:  # type: ignore[no-untyped-def]
    event, round_id, codes, (g1, g2) = paired
    for g in (g1, g2):
        pl.report(store, codes[g.a_entry_id], "1", event)
        pl.report(store, codes[g.b_entry_id], "0", event)  # the last final game ends it
    mine = pl.my_game(store, codes[g1.a_entry_id], event)
    assert mine.round_closed and not mine.open and mine.final and mine.result == "1"
    with pytest.raises(ConflictError, match="has ended"):
        pl.report(store, codes[g1.a_entry_id], "0", event)
