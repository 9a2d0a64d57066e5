"""The Seating tab's Tables… dialog (TDA-B6, issue 35) driven like a person: the tables used
typed in place, the break order put in order with Move up, saved as one action that the
window's Undo takes back; a bad list is said in red and nothing is saved."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt

from tdesk.services.seating import seating
from tdesk.services.seating.room_tables import room_tables
from tdesk.ui.seating.room_tables_dialog import RoomTablesDialog


def _dialog(qtbot, window, event_id) -> RoomTablesDialog:  # type: ignore[no-untyped-def]
    window.reload_events(event_id)
    tab = window.show_tab("seating")
    qtbot.waitUntil(lambda: tab.info is not None)
    qtbot.mouseClick(tab.tables_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    assert isinstance(dialog, RoomTablesDialog)
    qtbot.waitExposed(dialog)
    return dialog


def _type(qtbot, edit, text: str) -> None:  # type: ignore[no-untyped-def]
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    qtbot.keyClicks(edit, text)


def test_tables_typed_ordered_saved_and_undone(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=12, seats_per_table=6)
    dialog = _dialog(qtbot, window, event)
    _type(qtbot, dialog.use, "1-4")
    assert dialog.break_order() == [4, 3, 2, 1]  # the rule's own order: highest first
    dialog.order.setCurrentRow(3)  # table 1 to the top
    for _ in range(3):
        qtbot.mouseClick(dialog.up, Qt.MouseButton.LeftButton)
    assert dialog.break_order() == [1, 4, 3, 2]
    qtbot.mouseClick(dialog.down, Qt.MouseButton.LeftButton)
    assert dialog.break_order() == [4, 1, 3, 2]
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    info = room_tables(store, event)
    assert info.use == (1, 2, 3, 4) and info.break_order == (4, 1, 3, 2)
    window.undo()
    assert room_tables(store, event).use == ()


def test_a_bad_list_is_refused_in_red_and_nothing_is_saved(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=12, seats_per_table=6)
    seating.draw_seats(store, event, seed=1)
    dialog = _dialog(qtbot, window, event)
    assert dialog.use.text() == "1-2"  # the open tables, until a list is set
    assert [dialog.order.item(i).text() for i in range(2)] == [
        "Table 2 · open, 6 seated", "Table 1 · open, 6 seated"]
    _type(qtbot, dialog.use, "1,1")
    assert dialog.error.isVisible() and "Tables used 1: table 1 is listed twice" \
        in dialog.error.text()
    assert not dialog.save_button.isEnabled()
    _type(qtbot, dialog.use, "1, 3-8")  # table 2 still has players
    assert dialog.save_button.isEnabled()
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert "Tables used '1, 3-8': table 2 is open with players seated" in dialog.error.text()
    assert room_tables(store, event).use == ()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # Cancel: still nothing saved
    assert not dialog.isVisible() and room_tables(store, event).use == ()


def test_a_table_dragged_to_the_top_breaks_first(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=4)
    dialog = _dialog(qtbot, window, event)
    _type(qtbot, dialog.use, "1-3")
    assert dialog.break_order() == [3, 2, 1]
    # a drop inside the list is a row move of its model (InternalMove)
    assert dialog.order.model().moveRow(QModelIndex(), 2, QModelIndex(), 0)
    assert dialog.break_order() == [1, 3, 2]
    _type(qtbot, dialog.use, "1-4")  # a table added keeps the order dragged, joins below
    assert dialog.break_order() == [1, 3, 2, 4]
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert room_tables(store, event).break_order == (1, 3, 2, 4)
