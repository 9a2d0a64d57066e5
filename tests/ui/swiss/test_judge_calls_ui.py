"""Judge calls and extra time driven like a judge at the Rounds tab, and the round clock and
its wall screen counting down to each extended table (CG-R1..R4, issue 24)."""

import datetime as dt

import pytest
from PySide6.QtCore import Qt

from tdesk.models.tables import utcnow
from tdesk.rules.levels import clock as rc
from tdesk.services import clock as clock_service
from tdesk.services.penalties import penalties as pen
from tdesk.services.swiss import judge_calls, swiss
from tdesk.ui.swiss.judge_calls import ExtensionDialog, JudgeCallDialog
from tdesk.ui.swiss.round_clock_tab import RoundProjector, load_round_clock, round_clock_text
from tests.ui.pending_language import pending_russian  # noqa: F401  (a fixture)


def _rounds(window, store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    info = swiss.pair_next_round(store, event, seed=2)
    window.reload_events(event)
    window.activateWindow()
    tab = window.show_tab("rounds")
    return event, info, tab


def test_judge_call_with_a_linked_penalty(qtbot, window, store, make_event) -> None:
    event, info, tab = _rounds(window, store, make_event)
    table = info.tables[1]
    tab.table.selectRow(1)  # the selected table is offered first
    qtbot.keyClick(tab, Qt.Key.Key_J, Qt.KeyboardModifier.ControlModifier)
    dialog = tab.judge_panel.dialog
    assert isinstance(dialog, JudgeCallDialog) and dialog.isVisible()
    assert dialog.table.currentData() == table.table
    assert dialog.judge.text() == "Test Floor"  # the station's staff name
    qtbot.keyClicks(dialog.ruling, "Slow play: warning")
    qtbot.mouseClick(dialog.penalty_button, Qt.MouseButton.LeftButton)
    penalty = dialog.penalty_dialog
    assert penalty.entry_id() == table.a_id and penalty.round.value() == 1
    penalty.set_infraction("slow-play")
    qtbot.mouseClick(penalty.save_button, Qt.MouseButton.LeftButton)
    assert not penalty.isVisible(), penalty.error.text()
    [given] = pen.list_penalties(store, event)
    assert dialog.penalty_label.text() == f"Penalty #{given.id} linked"
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.error.text()
    [call] = judge_calls.calls(store, event, 1)
    assert (call.table, call.judge, call.ruling, call.penalty_id) == (
        table.table, "Test Floor", "Slow play: warning", given.id)
    line = tab.judge_panel.log.item(0).text()
    assert f"Table {table.table} — judge call, Test Floor: Slow play: warning" in line
    assert f"(penalty #{given.id})" in line


def test_extra_time_refused_in_red_then_given(qtbot, window, store, make_event) -> None:
    event, info, tab = _rounds(window, store, make_event)
    table = info.tables[2].table
    qtbot.keyClick(tab, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    dialog = tab.judge_panel.dialog
    assert isinstance(dialog, ExtensionDialog)
    dialog.table.setCurrentIndex(dialog.table.findData(table))
    dialog.minutes.selectAll()
    qtbot.keyClicks(dialog.minutes, "4")
    assert not dialog.save_button.isEnabled()  # no reason yet: Save gated by CG-R1
    assert dialog.save_button.toolTip() == "An extension gives its reason (CG-R1)."
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    qtbot.keyClick(dialog.reason, Qt.Key.Key_Return)
    assert dialog.isVisible() and judge_calls.extensions(store, event) == []
    qtbot.keyClicks(dialog.reason, "deck check")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.error.text()
    [ext] = judge_calls.extensions(store, event, 1, table)
    assert (ext.minutes, ext.reason) == (4, "deck check")
    assert tab.judge_panel.extended.text() == f"Table {table}: +4 min"
    assert f"Table {table} — +4 min, Test Floor: deck check" in tab.judge_panel.log.item(0).text()
    store.undo()  # Edit › Undo takes the extension back, and the panel follows
    window.ctx.poll()
    assert tab.judge_panel.extended.text() == "" and tab.judge_panel.log.count() == 0


def test_round_clock_counts_down_to_each_extended_table(qtbot, window, store,
                                                        make_event) -> None:
    event = make_event("swiss", players=8, rounds=3)
    info = swiss.pair_next_round(store, event, seed=2)
    t1, t2 = info.tables[0].table, info.tables[1].table
    start = utcnow() - dt.timedelta(minutes=51)  # a 50-minute round, out a minute ago
    clock_service.clock_action(store, event, rc.Op(rc.Action.START), now=start)
    judge_calls.give_extension(store, event, 1, t2, 4, "Kim", "deck check")
    judge_calls.give_extension(store, event, 1, t1, 2, "Lee", "ruling")
    window.reload_events(event)
    tab = window.show_tab("clock")
    tab.tick()
    lines = tab.extended.text().splitlines()
    assert [line.split(" — ")[0] for line in lines] == [f"Table {t1}: +2 min",
                                                        f"Table {t2}: +4 min"]
    left = lines[1].split(" — ")[1]
    assert left.startswith(("2:5", "3:0")), left  # four minutes from the end, one gone
    assert "extended tables still playing" in tab.status.text()
    assert str(t1) in tab.status.text() and str(t2) in tab.status.text()
    # a result in: that table no longer holds the round open (CG-R3)
    swiss.record_result(store, event, 1, t1, "2-0")
    swiss.record_result(store, event, 1, t2, "2-0")
    window.ctx.poll()
    tab.tick()
    assert tab.extended.text().splitlines()[1] == f"Table {t2}: +4 min — result in"
    assert "extra turns" in tab.status.text() and "still playing" not in tab.status.text()
    projector = RoundProjector(store, event, context=window.ctx)
    qtbot.addWidget(projector)
    projector.show()
    projector.tick()
    assert not projector.extended.isHidden()
    assert f"Table {t1}: +2 min" in projector.extended.text()
    projector.close()


def test_the_round_is_over_only_after_the_longest_extension(store, make_event) -> None:
    event = make_event("swiss", players=4, rounds=2)
    info = swiss.pair_next_round(store, event, seed=1)
    table = info.tables[0].table
    start = utcnow() - dt.timedelta(minutes=52)
    clock_service.clock_action(store, event, rc.Op(rc.Action.START), now=start)
    judge_calls.give_extension(store, event, 1, table, 3, "Kim", "deck check")
    data = load_round_clock(store, event)
    now = utcnow()
    assert not round_clock_text(data, now).over  # 52 minutes in, the table has 53
    assert round_clock_text(data, now + dt.timedelta(minutes=2)).over


def test_extra_time_save_is_gated_by_the_rule_with_its_reason(qtbot, window, store,
                                                              make_event) -> None:
    """CG-R1, CG-R1-A: a table whose result is in, or a round whose next round is paired,
    gets no extra time: Save is disabled with the rule's reason as its tooltip."""
    event, info, tab = _rounds(window, store, make_event)
    done, open_ = info.tables[0].table, info.tables[1].table
    swiss.record_result(store, event, 1, done, "2-0")
    window.ctx.poll()
    qtbot.keyClick(tab, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    dialog = tab.judge_panel.dialog
    assert isinstance(dialog, ExtensionDialog)
    qtbot.keyClicks(dialog.reason, "deck check")
    dialog.table.setCurrentIndex(dialog.table.findData(done))
    assert not dialog.save_button.isEnabled()
    assert dialog.save_button.toolTip() == (
        f"Table {done} has its result in: its time is over (CG-R1-A).")
    dialog.table.setCurrentIndex(dialog.table.findData(open_))
    assert dialog.save_button.isEnabled() and dialog.save_button.toolTip() == ""
    dialog.judge.clear()
    assert dialog.save_button.toolTip() == "An extension names the judge who gave it (CG-R1)."
    qtbot.keyClicks(dialog.judge, "Kim")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.error.text()
    assert [(e.table, e.judge) for e in judge_calls.extensions(store, event)] == [(open_, "Kim")]

    for t in swiss.get_round(store, event, 1).tables:  # round 1 played, round 2 paired
        if not t.done:
            swiss.record_result(store, event, 1, t.table, "2-1")
    swiss.pair_next_round(store, event, seed=3)
    window.ctx.poll()
    tab.round_box.setCurrentIndex(tab.round_box.findData(1))  # back to round 1 on screen
    assert tab.info.number == 1
    dialog = tab.judge_panel.extra_time()
    assert dialog is not None
    qtbot.keyClicks(dialog.reason, "ruling")
    assert not dialog.save_button.isEnabled()
    assert dialog.save_button.toolTip() == (
        "The next round is paired: this round is over (CG-R1-A).")
    dialog.reject()
    assert len(judge_calls.extensions(store, event)) == 1


@pytest.mark.usefixtures("pending_russian")
def test_extra_time_refusal_in_russian(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, info, tab = _rounds(window, store, make_event)
    dialog = tab.judge_panel.extra_time()
    assert dialog is not None and not dialog.save_button.isEnabled()  # no reason yet
    assert dialog.save_button.toolTip() == "Укажите причину добавки времени (CG-R1)."
    dialog.reject()


def test_the_selected_table_survives_a_judge_call(qtbot, window, store, make_event) -> None:
    """Issue 36: saving a judge call re-read the round and cleared the selection, so Ctrl+T
    offered table 1 and the extra time went to the wrong table."""
    event, info, tab = _rounds(window, store, make_event)
    table = info.tables[2].table
    tab.table.select_where(lambda r: r.table == table)
    qtbot.keyClick(tab, Qt.Key.Key_J, Qt.KeyboardModifier.ControlModifier)
    dialog = tab.judge_panel.dialog
    assert isinstance(dialog, JudgeCallDialog) and dialog.table.currentData() == table
    qtbot.keyClicks(dialog.ruling, "Looked at an extra card")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.error.text()
    assert tab.table.selected_row().table == table
    qtbot.keyClick(tab, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    extension = tab.judge_panel.dialog
    assert isinstance(extension, ExtensionDialog)
    assert extension.table.currentData() == table
    extension.reject()


def test_the_judge_call_gives_its_extra_time_itself(qtbot, window, store, make_event) -> None:
    """Issue 36: the call's dialog takes the minutes: one action logs the call and gives the
    table its time, so the extension cannot land on another table."""
    event, info, tab = _rounds(window, store, make_event)
    table = info.tables[3].table
    tab.table.select_where(lambda r: r.table == table)
    dialog = tab.judge_panel.judge_call()
    assert dialog is not None and dialog.minutes.value() == 0  # no extra time unless asked
    qtbot.keyClicks(dialog.ruling, "Long ruling")
    dialog.minutes.selectAll()
    qtbot.keyClicks(dialog.minutes, "4")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.error.text()
    [call] = judge_calls.calls(store, event, 1)
    [ext] = judge_calls.extensions(store, event, 1)
    assert (call.table, ext.table, ext.minutes, ext.judge) == (table, table, 4, "Test Floor")
    assert ext.reason == "Judge call: Long ruling"
    assert tab.judge_panel.extended.text() == f"Table {table}: +4 min"
    store.undo()  # one floor action: one Ctrl+Z takes back both
    assert judge_calls.calls(store, event) == [] and judge_calls.extensions(store, event) == []

