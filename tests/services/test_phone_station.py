"""A player's phone write is the player's, not the desk's (issue 36): it is logged under the
player's name at the store's phone station, so the desk's Ctrl+Z never takes it back and it
never wipes the desk's redo; the Log tab undoes it on purpose by its id."""

from __future__ import annotations

from sqlmodel import select

from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services.phones import phone_checkin as pc
from tdesk.services.phones import phone_league as pl
from tdesk.services.phones import phone_reports as pr
from tdesk.services.swiss import swiss
from tests.services.phones.test_phone_league import season


def last_audit(store: Store) -> AuditLog:
    with store.read() as session:
        return session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[arg-type, union-attr]


def test_the_desks_undo_skips_a_phone_report_and_keeps_its_redo(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=3)
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    first, second, *_ = swiss.get_round(store, event, 1).tables
    swiss.record_result(store, event, 1, second.table, "2-0")  # typed at the desk
    pr.report(store, codes[first.a_id], "2-1", event)  # a player's phone, meanwhile
    phone = last_audit(store)
    assert store.undo_step().summary.startswith(f"Round 1 table {second.table}")  # type: ignore[union-attr]
    assert (phone.staff, phone.station) == (first.a_name, store.phone_station)
    assert phone.station != store.station
    store.undo()  # the desk's Ctrl+Z: its own result, never the player's report
    assert swiss.get_round(store, event, 1).tables[1].result is None
    assert [q.a_report for q in pr.queue(store, event)] == ["2-1"]
    pr.report(store, codes[first.b_id], "2-0", event)  # another phone report: redo survives
    assert store.redo_step() is not None
    store.redo()
    assert swiss.get_round(store, event, 1).tables[1].result == "2-0"
    store.undo(phone.id)  # on purpose, from the Log tab: the player's report
    assert [q.a_report for q in pr.queue(store, event)] == [""]


def test_league_reports_and_check_ins_from_phones_are_the_players(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, _round_id, codes = season(store, make_event)
    entry, code = next(iter(codes.items()))
    pc.open_checkin(store, event, "Round 1")
    pc.check_in(store, code, event)
    assert store.undo_step().summary == "Check-in open for Round 1"  # type: ignore[union-attr]
    assert last_audit(store).station == store.phone_station
    pl.availability(store, code, "11111", event)
    assert last_audit(store).station == store.phone_station
    mine = pl.my_game(store, code, event)
    if mine.game_id is not None:
        pl.report(store, code, "1", event)
        assert last_audit(store).station == store.phone_station
        assert last_audit(store).staff == mine.name
    assert store.undo_step().summary == "Check-in open for Round 1"  # type: ignore[union-attr]
