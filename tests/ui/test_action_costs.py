"""What one floor action costs the desk, counted (issue 38): the action hands its change record
to the window, so a bust key press or a Swiss result in a window with every tab built is at
most three transactions (the action, one read for every view, and at most one more), and the
watch's next poll passes over what this station emitted already. Counts, not times.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from sqlalchemy import event

from tdesk.models.store import Store
from tdesk.services.seating import seating as svc
from tdesk.services.swiss import swiss
from tdesk.services.swiss.pairing import pair_next_round


@dataclass
class Count:
    transactions: int = 0
    statements: list[str] = field(default_factory=list)


@contextmanager
def counting(store: Store) -> Iterator[Count]:
    count = Count()

    def begun(_conn: Any) -> None:
        count.transactions += 1

    def executed(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        count.statements.append(statement)

    event.listen(store.engine, "begin", begun)
    event.listen(store.engine, "before_cursor_execute", executed)
    try:
        yield count
    finally:
        event.remove(store.engine, "begin", begun)
        event.remove(store.engine, "before_cursor_execute", executed)


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def every_tab_built(qtbot, window, event_id: int, first: str):  # type: ignore[no-untyped-def]
    """The window on the event, every tab built and shown once, then ``first`` shown; the
    timers stopped (the test polls by hand, as the watch's tick would)."""
    window.reload_events(event_id)
    window.ctx.timer.stop()
    window.backup_timer.stop()
    window.first_backup.stop()
    window.prebuild.stop()
    for key in list(window.tab_widgets):
        window.show_tab(key)
        settle()
    tab = window.show_tab(first)
    qtbot.waitUntil(tab.isVisible)
    settle()
    window.ctx.watch.poll()
    settle()
    return tab


def _busted_room(qtbot, window, store: Store, make_event):  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=30)
    svc.draw_seats(store, event_id, seed=3)
    tab = every_tab_built(qtbot, window, event_id, "seating")
    table = max(svc.room(store, event_id).tables, key=lambda t: t.count)
    victim = table.players[0]
    tab.click_seat(table.number, victim.seat)
    return event_id, tab, victim


def test_a_bust_key_press_with_every_tab_built_is_at_most_three_transactions(
        qtbot, window, store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id, tab, victim = _busted_room(qtbot, window, store, make_event)
    emitted: list[object] = []
    window.ctx.changed.connect(emitted.append)
    with counting(store) as count:
        qtbot.keyClick(tab, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
        settle()
    seated = {p.entry_id for t in svc.room(store, event_id).tables for p in t.players}
    assert victim.entry_id not in seated  # the bust was made
    assert victim.entry_id not in {p.entry_id for t in tab.info.tables for p in t.players}
    assert len(emitted) == 1
    assert count.transactions <= 3, count.statements
    # the undo state comes with the record: nothing read from the log for the Edit menu
    assert not [s for s in count.statements if s.lstrip().upper().startswith("SELECT")
                and ("undone_by" in s or "audit_log.changes" in s)]
    assert window.undo_action.isEnabled() and window.undo_action.text().endswith(
        store.undo_step().summary)
    assert not window.redo_action.isEnabled()

    with counting(store) as poll:  # the watch's next tick finds this station's own change
        window.ctx.watch.poll()
        settle()
    assert len(emitted) == 1, "the poll emitted the window's own action again"
    assert poll.transactions == 1


def test_another_stations_action_after_a_handed_over_one_is_read_by_row(
        qtbot, window, store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id, tab, _victim = _busted_room(qtbot, window, store, make_event)
    qtbot.keyClick(tab, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    settle()
    other = Store(store.url, staff="Other Floor")
    try:
        room = svc.room(other, event_id)
        there = max(room.tables, key=lambda t: t.count).players[-1]
        svc.bust_players(other, event_id, [there.entry_id])
        window.ctx.watch.poll()
        settle()
    finally:
        other.close()
    # the mark the handed-over record left is the log's own: the poll reads just that action
    assert not window.ctx.seen.everything
    assert "seat" in window.ctx.seen.tables
    assert there.entry_id not in {p.entry_id for t in tab.info.tables for p in t.players}
    # the other station's action is not this one's to undo; ours still is
    assert window.undo_action.text().endswith(store.undo_step().summary)


def test_a_swiss_result_with_every_tab_built_is_at_most_three_transactions(
        qtbot, window, store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("swiss", players=8)
    pair_next_round(store, event_id)
    tab = every_tab_built(qtbot, window, event_id, "rounds")
    table = next(t for t in tab.info.tables if t.b_id is not None)
    with counting(store) as count:
        qtbot.keyClicks(tab.table_input, str(table.table))
        qtbot.keyClick(tab.table_input, Qt.Key.Key_Return)
        qtbot.keyClicks(tab.result_input, "2-1")
        qtbot.keyClick(tab.result_input, Qt.Key.Key_Return)
        settle()
    assert any(t.table == table.table and t.result == "2-1"
               for t in swiss.get_round(store, event_id).tables)
    assert any(t.table == table.table and t.result for t in tab.info.tables)
    assert count.transactions <= 3, count.statements


def test_a_bust_remakes_the_list_rows_of_the_changed_tables_only(
        qtbot, window, store: Store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tdesk.ui.widgets.room_view import RoomList

    event_id, tab, victim = _busted_room(qtbot, window, store, make_event)
    if not tab.list_button.isChecked():
        tab.list_button.click()
    settle()
    tables = len(tab.info.tables)
    assert tables >= 3
    made: list[int] = []
    real = RoomList._table_lines
    monkeypatch.setattr(RoomList, "_table_lines", staticmethod(
        lambda t, words, labels: made.append(t.number) or real(t, words, labels)))
    qtbot.keyClick(tab, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert victim.table in made
    assert len(made) < tables  # not the whole room again
    shown = [tab.room_list.text(r, 2) for r in range(tab.room_list.rowCount())]
    assert victim.name not in shown
    expected = tab.room_list.lines(tab.info)
    assert [(x.table, x.seat, x.name, x.chips, x.state) for x in tab.room_list.model_.rows] \
        == [(x.table, x.seat, x.name, x.chips, x.state) for x in expected]
