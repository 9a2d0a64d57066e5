"""Two stations in the GUI (issue 9): Ctrl+Z undoes only this station's actions, the Log tab
undoes another station's action when asked, a stale edit keeps what was typed; the Log tab
pages through a long log and shows dates."""

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services.players import PlayerFields, add_player, get_entry, list_entries, update_player
from tdesk.timefmt import local_text
from tdesk.ui.widgets import messages


def _other_station(store: Store) -> Store:
    assert store.path is not None
    return Store(f"sqlite:///{store.path}", staff="Björn")


def _focus(qtbot, widget) -> None:  # type: ignore[no-untyped-def]
    widget.activateWindow()
    widget.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget or widget.hasFocus(),
                    timeout=2000)


def test_ctrl_z_does_not_undo_another_stations_action(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                      make_event) -> None:
    event_id = make_event("poker", players=2)
    window.reload_events(event_id)
    other = _other_station(store)
    add_player(other, event_id, PlayerFields("Björns spelare"))  # the newest action, B's
    window.ctx.poll()
    assert "Björns spelare" not in window.undo_action.text()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    names = [r.name for r in list_entries(store, event_id)]
    assert "Björns spelare" in names  # B's action stands
    assert len(names) == 1  # this station's import was undone instead
    other.close()


def test_log_tab_undoes_another_stations_action_after_asking(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                            make_event, monkeypatch) -> None:
    event_id = make_event("poker", players=2)
    window.reload_events(event_id)
    other = _other_station(store)
    add_player(other, event_id, PlayerFields("Ошибка"))
    window.ctx.poll()
    tab = window.show_tab("log")
    assert tab.model.rows[0].summary == "Add player Ошибка"
    assert tab.model.index(0, 2).data() != tab.tr("this station")
    assert tab.model.index(1, 2).data() == "this station"
    questions: list[str] = []
    monkeypatch.setattr(messages, "confirm",
                        lambda _p, text, *a, **k: questions.append(text) or False)
    tab.table.selectRow(0)
    qtbot.mouseClick(tab.undo_button, Qt.MouseButton.LeftButton)
    assert "Ошибка" in questions[0] and "Björn" in questions[0]
    assert "Ошибка" in [r.name for r in list_entries(store, event_id)]  # answered No
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: True)
    tab.table.selectRow(0)
    qtbot.mouseClick(tab.undo_button, Qt.MouseButton.LeftButton)
    assert "Ошибка" not in [r.name for r in list_entries(store, event_id)]
    qtbot.waitUntil(lambda: tab.model.rows[0].summary == "Undo: Add player Ошибка")
    assert tab.model.index(1, 5).data() == "undone"
    # B's own Ctrl+Z has nothing left, and the undone row cannot be undone twice
    assert other.undo_step() is None
    tab.table.selectRow(1)
    assert not tab.undo_button.isEnabled()
    other.close()


def test_stale_edit_is_refused_in_the_dialog_keeping_what_was_typed(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, type_text) -> None:
    event_id = make_event("poker", players=1)
    window.reload_events(event_id)
    tab = window.show_tab("players")
    tab.table.selectRow(0)
    _focus(qtbot, tab.table)
    qtbot.keyClick(tab.table, Qt.Key.Key_F2)
    dialog = tab.dialog
    entry = list_entries(store, event_id)[0]
    other = _other_station(store)
    update_player(other, entry.entry_id, PlayerFields(entry.name, rating=2100),
                  version=get_entry(other, entry.entry_id).version)
    dialog.rating.clear()
    qtbot.keyClicks(dialog.rating, "1999")
    dialog.notes.setFocus()
    type_text(dialog.notes, "Сидит у окна")
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Save),
                     Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert "Björn" in dialog.error.text() and "nothing was saved" in dialog.error.text()
    assert dialog.rating.text() == "1999" and dialog.notes.toPlainText() == "Сидит у окна"
    assert get_entry(store, entry.entry_id).rating == 2100  # B's edit is not lost
    dialog.reject()
    other.close()


def test_log_tab_pages_a_long_log_and_shows_dates(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                 make_event) -> None:
    event_id = make_event("poker", players=1)
    at = dt.datetime(2026, 3, 14, 12, 0, tzinfo=dt.UTC)
    with store.action("bulk log", undoable=False) as scope:  # 5,000 old audit rows, fast
        scope.session.add_all([AuditLog(at=at, staff="Old", station="old", event_id=event_id,
                                        action="note", summary=f"Note {n}", params={},
                                        changes=[]) for n in range(5000)])
    window.reload_events(event_id)
    tab = window.show_tab("log")
    assert tab.model.total >= 5000
    assert tab.model.rowCount() == 200  # one page, not 5,000 widgets
    assert tab.count.text().startswith("500")
    tab.table.scrollToBottom()
    qtbot.waitUntil(lambda: tab.model.rowCount() > 200, timeout=3000)
    oldest_loaded = tab.model.index(tab.model.rowCount() - 1, 0).data()
    assert oldest_loaded == local_text(at, "%Y-%m-%d %H:%M:%S")  # date and time, local


def test_log_tab_survives_being_deleted(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Switching event kinds deletes the old tabs; the old Log tab must not be called after."""
    event_id = make_event("poker", players=1)
    window.reload_events(event_id)
    tab = window.show_tab("log")
    ctx = tab.ctx
    tab.setParent(None)
    with qtbot.waitSignal(tab.destroyed, timeout=10_000):  # gone, not only asked to go
        tab.deleteLater()
    add_player(store, event_id, PlayerFields("After"))
    ctx.poll()  # emits changed: a dangling slot would raise "already deleted"
    ctx.eventChanged.emit(None)


def test_reopening_the_current_store_keeps_this_stations_undo(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                             make_event, monkeypatch) -> None:
    from tdesk.ui.widgets import files

    event_id = make_event("poker", players=3)
    window.reload_events(event_id)
    monkeypatch.setattr(files, "open_file", lambda *a, **k: store.path)
    window.open_store()  # File › Open store, on the file that is already open
    assert window.ctx.store is not store and window.ctx.store.station == store.station
    window.reload_events(event_id)
    window.ctx.poll()
    assert window.undo_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert list_entries(window.ctx.store, event_id) == []  # the import, undone


def test_a_failed_upgrade_says_so_in_a_window_naming_the_backup(qapp, tmp_path,  # type: ignore[no-untyped-def]
                                                                monkeypatch) -> None:
    import sqlite3

    from tdesk import cli
    from tdesk.models import migrate

    path = tmp_path / "old.db"
    Store(f"sqlite:///{path}").close()
    con = sqlite3.connect(path)
    con.execute("UPDATE alembic_version SET version_num = '0006_ofc_penalty_link'")
    con.commit()
    con.close()

    def broken(_engine: object) -> None:
        raise RuntimeError("disk I/O error")

    monkeypatch.setattr(migrate, "upgrade", broken)
    shown: list[str] = []
    monkeypatch.setattr(messages, "error", lambda _p, text, *a, **k: shown.append(text))
    assert cli.main(["gui", "--db", str(path)]) == 2
    assert "disk I/O error" in shown[0] and "before-upgrade-" in shown[0]
