"""Judge calls and time extensions (CG-R1..R4, issue 24): logged per table, undoable, and the
round is over only when every extended table's time is."""

from datetime import UTC, datetime, timedelta

import pytest

from tdesk.errors import InputError, NotFoundError
from tdesk.services import audit
from tdesk.services.penalties.penalties import PenaltyRequest, issue_penalty
from tdesk.services.swiss import judge_calls, swiss

END = datetime(2026, 5, 1, 11, 0, tzinfo=UTC)


@pytest.fixture
def paired(store, make_event):
    """A Swiss event of 9 (four tables and a bye) with round 1 paired."""
    event = make_event("swiss", players=9, rounds=3)
    info = swiss.pair_next_round(store, event, seed=3)
    return event, info


def test_call_logged_with_penalty_and_undone(store, paired):
    event, info = paired
    table = info.tables[0]
    [pen, *_] = issue_penalty(store, event, PenaltyRequest(table.a_id, "warning", "Slow play",
                                                           judge="Kim", round=1))
    call = judge_calls.log_call(store, event, 1, table.table, "Kim", "Warning for slow play",
                                penalty_id=pen)
    [row] = judge_calls.calls(store, event, 1, table.table)
    assert (row.id, row.judge, row.ruling, row.penalty_id) == (call, "Kim",
                                                               "Warning for slow play", pen)
    assert judge_calls.calls(store, event, 1, table.table + 1) == []
    [logged, *_] = audit.list_actions(store, event, limit=1)
    assert logged.action == "judge call" and f"table {table.table}" in logged.summary
    store.undo()
    assert judge_calls.calls(store, event) == []


def test_call_refuses_a_table_not_playing_and_a_stranger_penalty(store, paired, make_event):
    event, info = paired
    with pytest.raises(InputError, match="Table.*99.*does not play"):
        judge_calls.log_call(store, event, 1, 99, "Kim", "")
    with pytest.raises(NotFoundError, match="Round 2"):
        judge_calls.log_call(store, event, 2, 1, "Kim", "")
    with pytest.raises(InputError, match="Judge"):
        judge_calls.log_call(store, event, 1, info.tables[0].table, "  ", "")
    with pytest.raises(NotFoundError, match="Penalty #4242"):
        judge_calls.log_call(store, event, 1, info.tables[0].table, "Kim", "", penalty_id=4242)


def test_extensions_add_up_and_hold_the_round_open(store, paired):
    event, info = paired
    t1, t2 = info.tables[0].table, info.tables[1].table
    judge_calls.give_extension(store, event, 1, t2, 3, "Kim", "deck check")
    judge_calls.give_extension(store, event, 1, t2, 1, "Kim", "ruling")
    judge_calls.give_extension(store, event, 1, t1, 2, "Lee", "judge call")
    notes = judge_calls.extension_notes(store, event, 1, END)
    assert [(n.table, n.minutes, n.ends) for n in notes] == [
        (t1, 2, END + timedelta(minutes=2)), (t2, 4, END + timedelta(minutes=4))]
    at = judge_calls.round_time_at(store, event, 1, END, END + timedelta(minutes=3))
    assert at.still_playing == (t2,) and not at.over
    # a result in ends that table's round (CG-R3)
    swiss.record_result(store, event, 1, t2, "2-0")
    assert judge_calls.round_time_at(store, event, 1, END, END + timedelta(minutes=3)).over
    store.undo()
    assert judge_calls.round_time_at(store, event, 1, END, END + timedelta(minutes=4)).over
    store.undo()  # the last extension given
    assert [n.minutes for n in judge_calls.extension_notes(store, event, 1)] == [4]


def test_extension_refusals_name_field_and_value(store, paired):
    event, info = paired
    table = info.tables[0].table
    bye = next(t for t in info.tables if t.is_bye)
    with pytest.raises(InputError, match="Minutes.*61"):
        judge_calls.give_extension(store, event, 1, table, 61, "Kim", "x")
    with pytest.raises(InputError, match="Minutes.*0"):
        judge_calls.give_extension(store, event, 1, table, 0, "Kim", "x")
    with pytest.raises(InputError, match="Reason"):
        judge_calls.give_extension(store, event, 1, table, 3, "Kim", " ")
    with pytest.raises(InputError, match=f"Table.*{bye.table}.*does not play"):
        judge_calls.give_extension(store, event, 1, bye.table, 3, "Kim", "x")
    assert judge_calls.extensions(store, event) == []


def test_no_extension_once_the_table_or_the_round_is_over(store, paired):
    """CG-R1-A: a result in ends that table's time; the next round paired ends the round."""
    event, info = paired
    playing = [t for t in info.tables if not t.is_bye]
    swiss.record_result(store, event, 1, playing[0].table, "2-0")
    with pytest.raises(InputError, match=f"Table {playing[0].table} has its result in"):
        judge_calls.give_extension(store, event, 1, playing[0].table, 3, "Kim", "ruling")
    for t in playing[1:]:
        swiss.record_result(store, event, 1, t.table, "2-1")
    swiss.pair_next_round(store, event, seed=9)
    with pytest.raises(InputError, match="The next round is paired: this round is over"):
        judge_calls.give_extension(store, event, 1, playing[1].table, 3, "Kim", "ruling")
    assert judge_calls.extensions(store, event) == []
    chance = judge_calls.extension_chance(store, event, 1)
    assert chance.next_paired and chance.finished == frozenset(t.table for t in playing)


def test_demo_swiss_event_gets_a_judge_call_with_four_minutes(store, make_event):
    from tdesk.demo.judge_calls import DEMO_ROUND, demo_judge_calls
    from tdesk.demo.swiss import demo_swiss

    event = make_event("swiss", players=32, rounds=5)
    demo_swiss(store, {"swiss": event})
    demo_judge_calls(store, {"swiss": event})
    [note] = judge_calls.extension_notes(store, event, DEMO_ROUND)
    assert note.minutes == 4
    calls = judge_calls.calls(store, event, DEMO_ROUND, note.table)
    assert len(calls) == 2 and calls[0].judge == "Kim Lindqvist"


def test_a_judge_call_with_time_on_a_finished_table_saves_nothing(store, make_event) -> None:
    event = make_event("swiss", players=8, rounds=3)
    info = swiss.pair_next_round(store, event, seed=2)
    table = info.tables[0].table
    swiss.record_result(store, event, 1, table, "2-0")
    with pytest.raises(InputError, match="result in"):
        judge_calls.log_call(store, event, 1, table, "Kim", "ruling", minutes=3)
    assert judge_calls.calls(store, event) == [] and judge_calls.extensions(store, event) == []
