"""Players report Swiss results from their phones (issue 25): codes kept hashed, reports that
agree recorded through the desk's own code with "reported by", the rest queued for the
judge; a code reports only its own match; revoked codes, locked rounds and a switched-off
event are refused; every step undoable."""

from __future__ import annotations

import pytest
from sqlmodel import select

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.phone_reports import PlayerCode
from tdesk.models.tables import AuditLog
from tdesk.services.phones import phone_reports as pr
from tdesk.services.swiss import swiss


@pytest.fixture
def paired(store, make_event):
    """An 8-player Swiss event, round 1 paired, reporting on, everyone with a code."""
    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=3)
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    table = swiss.get_round(store, event, 1).tables[0]
    return event, codes, table


def test_codes_are_stored_only_as_digests(store, paired) -> None:
    event, codes, _ = paired
    with store.read() as session:
        digests = {row.digest for row in session.exec(select(PlayerCode))}
    assert len(codes) == 8 and len(set(codes.values())) == 8
    assert not digests & set(codes.values())
    assert digests == {pr.digest(c) for c in codes.values()}
    assert all(len(c) >= 16 for c in codes.values())


def test_agreeing_reports_record_the_result_with_reported_by(store, paired) -> None:
    event, codes, t = paired
    assert pr.report(store, codes[t.a_id], "2-1") == "waiting"
    assert swiss.get_round(store, event, 1).tables[0].result is None
    assert pr.report(store, codes[t.b_id], "1-2") == "recorded"  # b's side of a's 2-1
    row = swiss.get_round(store, event, 1).tables[0]
    assert (row.result, row.score) == ("2-1", "2-1")
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[union-attr]
    assert audit.action == "phone report"
    assert f"reported by {t.a_name} and {t.b_name}" in audit.summary
    assert pr.queue(store, event) == []
    assert pr.my_match(store, codes[t.b_id]).result == "1-2"
    store.undo(audit.id)  # on purpose (issue 36): the report and its result go together
    assert swiss.get_round(store, event, 1).tables[0].result is None
    assert [q.a_report for q in pr.queue(store, event)] == ["2-1"]


def test_disagreeing_reports_wait_for_the_judge(store, paired) -> None:
    event, codes, t = paired
    pr.report(store, codes[t.a_id], "2-0")
    pr.report(store, codes[t.b_id], "2-1")  # b says b won
    [row] = pr.queue(store, event)
    assert (row.table, row.a_report, row.b_report, row.conflict) == (t.table, "2-0", "1-2", True)
    assert swiss.get_round(store, event, 1).tables[0].result is None
    pr.decide(store, event, 1, t.table, "1-2")
    assert swiss.get_round(store, event, 1).tables[0].result == "1-2"
    assert pr.queue(store, event) == []
    store.undo()
    assert swiss.get_round(store, event, 1).tables[0].result is None
    assert pr.queue(store, event)[0].conflict


def test_one_report_alone_waits_and_can_be_changed(store, paired) -> None:
    event, codes, t = paired
    pr.report(store, codes[t.b_id], "0-2")
    pr.report(store, codes[t.b_id], "1-2")  # the holder corrects their own report
    [row] = pr.queue(store, event)
    assert (row.a_report, row.b_report, row.conflict) == ("", "2-1", False)
    assert pr.my_match(store, codes[t.b_id]).reported == "1-2"


def test_a_code_reports_only_its_own_match(store, paired) -> None:
    event, codes, t = paired
    other = swiss.get_round(store, event, 1).tables[1]
    pr.report(store, codes[other.a_id], "2-0")
    mine = pr.my_match(store, codes[other.a_id])
    assert (mine.table, mine.opponent) == (other.table, other.b_name)
    assert [(q.table, q.a_report) for q in pr.queue(store, event)] == [(other.table, "2-0")]


def test_revoked_and_wrong_codes_are_refused_alike(store, paired) -> None:
    event, codes, t = paired
    pr.revoke_code(store, event, t.a_id)
    for code in (codes[t.a_id], "x" * 16, "short", "y" * 500):
        with pytest.raises(NotFoundError) as info:
            pr.report(store, code, "2-0")
        assert str(info.value) == pr.BAD_CODE
        with pytest.raises(NotFoundError):
            pr.my_match(store, code)
    new = pr.issue_codes(store, event, [t.a_id])[t.a_id]
    assert pr.my_match(store, new).entry_id == t.a_id
    store.undo()  # the reissue undone: the new code no longer works
    with pytest.raises(NotFoundError):
        pr.my_match(store, new)


def test_locked_round_and_switched_off_event_are_refused(store, paired) -> None:
    event, codes, t = paired
    pr.lock_round(store, event, 1)
    with pytest.raises(ConflictError, match="locked"):
        pr.report(store, codes[t.a_id], "2-0")
    assert not pr.my_match(store, codes[t.a_id]).open
    pr.lock_round(store, event, None)
    pr.set_reporting(store, event, False)
    with pytest.raises(ConflictError, match="off"):
        pr.report(store, codes[t.a_id], "2-0")
    assert pr.queue(store, event) == []


def test_reporting_is_off_by_default_and_only_game_scores_are_taken(store, make_event) -> None:
    event = make_event("swiss", players=4)
    swiss.pair_next_round(store, event, seed=1)
    codes = pr.issue_codes(store, event)
    t = swiss.get_round(store, event, 1).tables[0]
    assert pr.reporting(store, event) == (False, None)
    with pytest.raises(ConflictError):
        pr.report(store, codes[t.a_id], "2-0")
    pr.set_reporting(store, event, True)
    for bad in ("nn", "ca", "draw", "3-0", "<script>"):
        with pytest.raises(InputError):
            pr.report(store, codes[t.a_id], bad)


def test_a_report_for_another_round_or_table_is_refused_unwritten(store, paired) -> None:
    """Issue 36: the page's round and table travel with the report."""
    from tdesk.services.audit import count_actions

    event, codes, t = paired
    before = count_actions(store, event)
    for number, table in ((2, t.table), (1, t.table + 1)):
        with pytest.raises(pr.StalePage, match="Nothing was recorded"):
            pr.report(store, codes[t.a_id], "2-0", event, round_number=number, table=table)
    assert count_actions(store, event) == before
    assert pr.report(store, codes[t.a_id], "2-0", event, round_number=1,
                     table=t.table) == "waiting"
