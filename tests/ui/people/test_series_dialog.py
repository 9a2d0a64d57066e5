"""File › Series… (issue 26): a series made by clicking and typing, its board read live from
its events (a bust changes the open board), a bad formula value said in place (SER-1..SER-7)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog
from sqlmodel import select

from tdesk.models.series import Series
from tdesk.models.tables import AuditLog
from tdesk.services.people import series
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players
from tdesk.ui.people import series_dialog


def open_dialog(window, qtbot):  # type: ignore[no-untyped-def]
    action = next(a for a in window.findChildren(QAction) if a.objectName() == "series")
    assert action.shortcut().toString() == "Ctrl+Shift+S"
    action.trigger()
    dialog = window.series_dialog
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def click(qtbot, button) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def choose_event(qtbot, dialog, name: str) -> None:  # type: ignore[no-untyped-def]
    dialog.event_combo.setCurrentIndex(dialog.event_combo.findText(name))
    click(qtbot, dialog.add_button)


def test_make_a_series_of_two_events_and_read_its_board(  # type: ignore[no-untyped-def]
        window, store, make_event, qtbot, monkeypatch) -> None:
    one = make_event("poker", players=4, name="Week 1")
    two = make_event("poker", players=3, name="Week 2")
    for entry in sorted(r.entry_id for r in list_entries(store, one))[:3]:
        bust_players(store, one, [entry])  # 4th, 3rd, 2nd: the last one in has won
    dialog = open_dialog(window, qtbot)
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Tuesday Series", True))
    click(qtbot, dialog.new_button)
    assert dialog.series_list.currentItem().text() == "Tuesday Series"
    choose_event(qtbot, dialog, "Week 1")
    choose_event(qtbot, dialog, "Week 2")
    assert [dialog.events_list.item(i).text() for i in range(2)] == ["1. Week 1", "2. Week 2"]
    # the formula: linear, k = 2, best 1, typed in
    dialog.kind.setCurrentIndex(dialog.kind.findData("linear"))
    dialog.k.clear()
    qtbot.keyClicks(dialog.k, "2")
    dialog.best.setValue(1)
    click(qtbot, dialog.save_formula)
    info = series.find_series(store, "Tuesday Series")
    assert (info.formula, info.params, info.best_n) == ("linear", {"k": "2.00"}, 1)
    assert [e.event_id for e in info.events] == [one, two]
    table = dialog.board_table
    assert table.columnCount() == 5 and table.rowCount() == 4
    heads = [table.horizontalHeaderItem(c).text() for c in range(5)]
    assert heads == ["Rank", "Name", "Total", "1", "2"]
    assert table.horizontalHeaderItem(3).toolTip() == "Week 1"
    # linear k = 2 on 4 players: 8, 6, 4, 2 points; Week 2 has no results yet
    assert [table.item(r, 2).text() for r in range(4)] == ["8.00", "6.00", "4.00", "2.00"]
    assert [table.item(r, 4).text() for r in range(4)] == [""] * 4
    dialog.reject()


def test_a_bust_in_a_series_event_updates_the_open_board(  # type: ignore[no-untyped-def]
        window, store, make_event, qtbot) -> None:
    one = make_event("poker", players=3, name="Week 1")
    sid = series.create_series(store, "Weekly", formula="by_place",
                               params={"table": [10, 6, 4]}, best_n=None)
    series.add_event(store, sid, one)
    dialog = open_dialog(window, qtbot)
    assert dialog.board_table.rowCount() == 0
    first, second, _ = sorted(r.entry_id for r in list_entries(store, one))
    bust_players(store, one, [first])  # as another station would: the dialog polls
    window.ctx.poll()
    qtbot.waitUntil(lambda: dialog.board_table.rowCount() == 1)
    assert dialog.board_table.item(0, 2).text() == "4.00"
    bust_players(store, one, [second])
    window.ctx.poll()
    qtbot.waitUntil(lambda: dialog.board_table.rowCount() == 3)
    assert [dialog.board_table.item(r, 2).text() for r in range(3)] == ["10.00", "6.00", "4.00"]
    dialog.reject()


def test_a_dropped_result_is_grey_in_brackets(  # type: ignore[no-untyped-def]
        window, store, make_event, qtbot) -> None:
    from tests.services.people.test_series import enter_same_people

    one = make_event("poker", players=2, name="Week 1")
    two = enter_same_people(store, one, "Week 2", 2)
    a, _b = sorted(r.entry_id for r in list_entries(store, one))
    bust_players(store, one, [a])  # a 2nd in week 1
    a2 = sorted(r.entry_id for r in list_entries(store, two))[1]
    bust_players(store, two, [a2])  # b 2nd in week 2
    sid = series.create_series(store, "Best one", formula="by_place",
                               params={"table": [10, 6]}, best_n=1)
    series.add_events(store, sid, [one, two])
    dialog = open_dialog(window, qtbot)
    texts = {dialog.board_table.item(r, c).text() for r in range(2) for c in (3, 4)}
    assert texts == {"10.00", "(6.00)"}
    grey = [dialog.board_table.item(r, c) for r in range(2) for c in (3, 4)
            if dialog.board_table.item(r, c).text() == "(6.00)"]
    assert all(i.foreground().color() == series_dialog.DROPPED for i in grey)
    dialog.reject()


def test_a_bad_formula_value_shows_its_error_and_saves_nothing(  # type: ignore[no-untyped-def]
        window, store, qtbot) -> None:
    sid = series.create_series(store, "Circuit")
    dialog = open_dialog(window, qtbot)
    with store.read() as session:
        audits = len(session.exec(select(AuditLog)).all())
    dialog.k.clear()
    qtbot.keyClicks(dialog.k, "-5")
    click(qtbot, dialog.save_formula)
    assert dialog.formula_error.isVisible()
    assert dialog.formula_error.text().startswith("k '-5'")
    assert "border" in dialog.k.styleSheet()
    dialog.kind.setCurrentIndex(dialog.kind.findData("by_place"))
    qtbot.keyClicks(dialog.table, "10 20")
    click(qtbot, dialog.save_formula)
    assert "lower place" in dialog.formula_error.text()
    with store.read() as session:
        assert len(session.exec(select(AuditLog)).all()) == audits
        row = session.get(Series, sid)
        assert row is not None and (row.formula, row.params) == ("sqrt", {"k": "100.00"})
    qtbot.keyClicks(dialog.table, "0")  # typing clears the error
    assert not dialog.formula_error.isVisible()
    dialog.reject()


def test_delete_asks_first_and_undo_brings_it_back(  # type: ignore[no-untyped-def]
        window, store, qtbot, monkeypatch) -> None:
    series.create_series(store, "Old Season")
    dialog = open_dialog(window, qtbot)
    answers = [False, True]
    monkeypatch.setattr(series_dialog.messages, "confirm", lambda *a, **k: answers.pop(0))
    click(qtbot, dialog.delete_button)
    assert [s.name for s in series.list_series(store)] == ["Old Season"]
    click(qtbot, dialog.delete_button)
    assert series.list_series(store) == [] and dialog.series_list.count() == 0
    window.undo()
    qtbot.waitUntil(lambda: dialog.series_list.count() == 1)
    dialog.reject()
