"""Issue 10 (and the issue 11 items of these widgets): the desk refreshes what changed, long
work runs in the background with progress and cancel, the room view zooms out with less
detail, names are not cut when there is room, OFC tables show no blinds."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QPushButton

from tdesk.services.seating import seating
from tdesk.services.seating.seating import room
from tdesk.ui.widgets.background import run_in_background
from tdesk.ui.widgets.room_view import fitted_name


def _tab(window, event_id, key):  # type: ignore[no-untyped-def]
    window.reload_events(event_id)
    window.resize(1400, 900)
    return window.show_tab(key)


def test_players_tab_shows_table_and_seat_and_how_many_are_left(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12, seats_per_table=6, final_table_size=6)
    seating.draw_seats(store, event_id, seed=3)
    tab = _tab(window, event_id, "players")
    assert tab.count_label.text() == "12 players, 12 left"
    seats = {p.entry_id: (p.table, p.seat) for p in room(store, event_id).seated}
    for row in range(tab.proxy.rowCount()):
        entry = tab.table.rows_model.rows[tab.proxy.mapToSource(tab.proxy.index(row, 0)).row()]
        shown = (tab.proxy.index(row, 9).data(), tab.proxy.index(row, 10).data())
        assert shown == tuple(str(n) for n in seats[entry.entry_id])
    # the table column comes right after the name
    assert tab.table.horizontalHeader().visualIndex(9) == 1

    # a bust repaints the rows that changed; the table is not rebuilt, the selection stays
    keep = tab.table.rows_model.rows[5]
    tab.select_entry(keep.entry_id)
    resets: list[int] = []
    tab.model.modelReset.connect(lambda: resets.append(1))
    out = next(e for e in seats if e != keep.entry_id)
    seating.bust_players(store, event_id, [out])
    tab.ctx.poll()
    assert resets == []
    assert tab.selected_row().entry_id == keep.entry_id
    assert tab.count_label.text() == "12 players, 11 left"
    row = next(r for r in range(tab.proxy.rowCount())
               if tab.table.rows_model.rows[tab.proxy.mapToSource(tab.proxy.index(r, 0)).row()]
               .entry_id == out)
    assert tab.proxy.index(row, 9).data() == ""  # no seat any more
    assert tab.proxy.index(row, 5).data() != "Active"

    qtbot.keyClicks(tab.search, "zzz-nobody")
    assert tab.count_label.text() == "0 of 12 players"


def test_players_sort_by_table_and_seat(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12, seats_per_table=6, final_table_size=6)
    seating.draw_seats(store, event_id, seed=4)
    tab = _tab(window, event_id, "players")
    header = tab.table.horizontalHeader()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(header.sectionViewportPosition(9) + 5, 5))
    shown = [(int(tab.proxy.index(r, 9).data()), int(tab.proxy.index(r, 10).data()))
             for r in range(tab.proxy.rowCount())]
    assert shown == sorted(shown)
    assert len(shown) == 12


def test_list_view_updates_seats_in_place(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12, seats_per_table=6, final_table_size=6)
    seating.draw_seats(store, event_id, seed=5)
    tab = _tab(window, event_id, "seating")
    qtbot.mouseClick(tab.list_button, Qt.MouseButton.LeftButton)
    assert tab.room_list.rowCount() == 12
    resets: list[int] = []
    tab.room_list.model_.modelReset.connect(lambda: resets.append(1))
    victim = next(p for p in room(store, event_id).table(1).players if "Smith" not in p.name)
    seating.bust_players(store, event_id, [victim.entry_id])
    tab.ctx.poll()
    assert resets == []
    row = tab.room_list.rows.index((1, victim.seat))
    assert tab.room_list.text(row, 2) == ""  # the seat is empty now
    qtbot.keyClicks(tab.search, "smith")  # James Smith; case-blind
    assert tab.room_list.rowCount() == 1 and tab.room_list.text(0, 2) == "James Smith"


def test_ofc_room_has_no_blinds(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("ofc", players=8)
    seating.draw_seats(store, event_id, seed=6)
    for t in room(store, event_id).tables:
        seating.set_button(store, event_id, t.number, t.players[0].seat)
    tables = room(store, event_id).tables
    assert all(t.button is not None for t in tables)
    assert all(t.small_blind is None and t.big_blind is None for t in tables)


def test_poker_room_still_has_blinds(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=9)
    seating.draw_seats(store, event_id, seed=6)
    t = room(store, event_id).tables[0]
    seating.set_button(store, event_id, t.number, t.players[0].seat)
    t = room(store, event_id).tables[0]
    assert t.small_blind is not None and t.big_blind is not None


def test_names_show_whole_or_surname_where_they_fit(qtbot) -> None:  # type: ignore[no-untyped-def]
    metrics = QFontMetrics(QFont())
    name = "Märta Ström-Lindqvist"
    assert fitted_name(name, "", 10_000, metrics.horizontalAdvance) == name
    surname_only = metrics.horizontalAdvance("Ström-Lindqvist") + 2
    assert fitted_name(name, "", surname_only, metrics.horizontalAdvance) == "Ström-Lindqvist"
    assert fitted_name("王伟", " (F)", 10_000, metrics.horizontalAdvance) == "王伟 (F)"


def test_room_view_zooms_out_to_a_simple_drawing(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=90)
    seating.draw_seats(store, event_id, seed=7)
    tab = _tab(window, event_id, "seating")
    tab.list_button.setChecked(False)
    tab._list_toggled()  # noqa: SLF001 - the drawn room
    view = tab.room_view
    assert not view.simple
    seen_near = len(view.visible_indexes(view.rect().toRectF()))
    view.set_zoom(0.25)
    assert view.simple
    exposed = QRectF(0, 0, view.width() / view.scale, view.height() / view.scale)
    assert len(view.visible_indexes(exposed)) >= seen_near  # more tables on screen at once
    assert not view.grab().isNull()
    # a click on a table while zoomed out zooms back in on it
    hit: list[int] = []
    view.tableActivated.connect(hit.append)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    assert hit == [1]
    assert not view.simple


def test_background_work_shows_progress_and_cancels(qtbot) -> None:  # type: ignore[no-untyped-def]
    release = threading.Event()
    results: list[object] = []
    cancelled: list[bool] = []

    def work(steps: int, progress) -> str:  # type: ignore[no-untyped-def]
        for step in range(steps):
            progress(step, steps)
            release.wait(0.005)
        return "done"

    task = run_in_background(None, "Working", work, 100_000, on_done=results.append,
                             on_cancel=lambda: cancelled.append(True))
    qtbot.waitUntil(lambda: task.dialog.isVisible() and task.dialog.value() > 0, timeout=20000)
    assert task.dialog.maximum() == 100_000
    qtbot.mouseClick(task.dialog.findChild(QPushButton), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(cancelled), timeout=20000)
    assert results == [] and not task.running and not task.dialog.isVisible()


def test_a_cancel_after_the_last_step_reports_the_work_done(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Cancel pressed after a floor action passed its last step (it committed): the floor is
    told it was done, never that it was cancelled."""
    past_last_step = threading.Event()
    release = threading.Event()
    results: list[object] = []
    cancelled: list[bool] = []

    def work(progress) -> str:  # type: ignore[no-untyped-def]
        progress(1, 1)
        past_last_step.set()
        release.wait(10)  # the commit, while the floor presses Cancel
        return "saved"

    task = run_in_background(None, "Saving", work, on_done=results.append,
                             on_cancel=lambda: cancelled.append(True))
    assert past_last_step.wait(10)
    task.cancel()
    release.set()
    qtbot.waitUntil(lambda: not task.running, timeout=10000)
    assert results == ["saved"] and cancelled == []


def test_cancelled_draw_saves_nothing(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12)

    def stop(done: int, total: int) -> None:
        raise RuntimeError("cancelled by the floor")

    with pytest.raises(RuntimeError):
        seating.draw_seats(store, event_id, seed=1, progress=stop)
    assert room(store, event_id).seated == [] and room(store, event_id).tables == ()


def test_draw_from_the_tab_runs_in_the_background(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=20)
    tab = _tab(window, event_id, "seating")
    qtbot.mouseClick(tab.draw_button, Qt.MouseButton.LeftButton)
    assert tab.task is not None
    task = tab.task
    # The room may repaint from the store's change before the task reports done: wait for both.
    qtbot.waitUntil(lambda: not task.running, timeout=30000)
    qtbot.waitUntil(lambda: tab.info is not None and len(tab.info.seated) == 20, timeout=30000)
    assert not tab.draw_button.isEnabled()


def test_big_event_documents_render_in_the_background(qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from tdesk.ui import print_action
    from tdesk.ui.pdf_preview import PdfPreviewDialog

    monkeypatch.setattr(print_action, "BACKGROUND_ENTRIES", 5)  # 8 players count as big here
    event_id = make_event("poker", players=8)
    seating.draw_seats(store, event_id, seed=8)
    window.reload_events(event_id)
    assert print_action.preview_document(window, window.ctx, "seat-cards") is None

    def preview() -> PdfPreviewDialog | None:
        return next((w for w in QApplication.topLevelWidgets()
                     if isinstance(w, PdfPreviewDialog) and w.isVisible()), None)

    qtbot.waitUntil(lambda: preview() is not None, timeout=30000)
    dialog = preview()
    assert dialog is not None and "Seat cards" in dialog.windowTitle()
    dialog.close()


def test_export_players_runs_in_the_background(qtbot, window, store, make_event, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tdesk.ui.seating import players_tab
    from tdesk.ui.widgets import files

    monkeypatch.setattr(players_tab, "BACKGROUND_ROWS", 5)  # 12 players count as many here
    event_id = make_event("poker", players=12)
    tab = _tab(window, event_id, "players")
    target = tmp_path / "out.csv"
    monkeypatch.setattr(files, "save_file", lambda *args, **kwargs: target)
    qtbot.mouseClick(tab.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not tab.export_task.running, timeout=30000)
    text = target.read_text(encoding="utf-8-sig")
    assert "Anna Petrova" in text and "Мария Иванова" in text and "王伟" in text


def test_an_update_sorts_again_only_when_a_sort_key_changed(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A bust changes a status, not a name: 10,000 rows sorted by name are not sorted again;
    a rename moves its row to its place. The positions of the changed rows come back."""
    from PySide6.QtCore import Qt

    from tdesk.ui.widgets.row_table import RowTableModel

    class Model(RowTableModel[tuple[int, str, str]]):
        COLUMNS = ("Name", "Status")

        def value(self, row: tuple[int, str, str], column: int) -> object:
            return row[column + 1]

    model = Model()
    model.sort(0, Qt.SortOrder.AscendingOrder)
    model.set_rows([(1, "Anna", "active"), (2, "Björn", "active"), (3, "Cecilia", "active")])
    sorts: list[int] = []
    real_sort = model.sort
    model.sort = lambda *a: (sorts.append(1), real_sort(*a))[1]  # type: ignore[method-assign]
    changed = model.update_rows([(1, "Anna", "active"), (2, "Björn", "busted"),
                                 (3, "Cecilia", "active")], key=lambda r: r[0])
    assert changed == [1] and sorts == [] and model.rows[1][2] == "busted"
    changed = model.update_rows([(1, "Zoe", "active"), (2, "Björn", "busted"),
                                 (3, "Cecilia", "active")], key=lambda r: r[0])
    assert sorts == [1] and [r[1] for r in model.rows] == ["Björn", "Cecilia", "Zoe"]
    assert changed == [2]


def test_a_few_rows_gone_or_new_are_removed_and_added_without_a_reset(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A bust takes one seat line from 10,000, a late entry adds one: the view is told
    about those rows only (no model reset: selection and scroll stay), new rows in order."""
    from PySide6.QtCore import Qt

    from tdesk.ui.widgets.row_table import RESET_AT, RowTableModel, RowTableView

    class Model(RowTableModel[tuple[int, str]]):
        COLUMNS = ("Name",)

        def value(self, row: tuple[int, str], column: int) -> object:
            return row[1]

    model = Model()
    view = RowTableView(model, "rows")
    qtbot.addWidget(view)
    rows = [(n, f"Player {n:03}") for n in range(100)]
    model.set_rows(rows)
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    view.selectRow(50)
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    rows = [r for r in rows if r[0] != 10] + [(500, "Player 000a")]
    changed = model.update_rows(rows, key=lambda r: r[0])
    assert resets == [] and changed == [1]  # the new row, in its sorted place
    assert [r[1] for r in model.rows][:3] == ["Player 000", "Player 000a", "Player 001"]
    assert len(model.rows) == 100 and (10, "Player 010") not in model.rows
    assert view.selected_row() == (50, "Player 050")  # the selection followed its row
    many = [(1000 + n, f"New {n}") for n in range(RESET_AT + 1)]
    assert model.update_rows(rows + many, key=lambda r: r[0]) is None and resets == [1]
