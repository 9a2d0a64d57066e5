"""The main window: events created and switched through the GUI, undo by keyboard, restore."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QSpinBox

from tdesk.models.backups import make_backup
from tdesk.services.events import get_event, list_events
from tdesk.services.players import list_entries
from tdesk.ui.widgets import messages


def test_empty_store_shows_welcome(window) -> None:  # type: ignore[no-untyped-def]
    assert window.stack.currentWidget() is window.empty
    assert "No events yet" in window.empty.text()
    assert not window.delete_event_action.isEnabled()


def test_create_event_through_dialog(qtbot, window, store, type_text) -> None:  # type: ignore[no-untyped-def]
    window.new_event()
    dialog = window.event_dialog
    type_text(dialog.name, "Göteborg OFC Open")
    dialog.kind.setCurrentIndex(dialog.kind.findData("ofc"))
    spin = dialog.setting_widgets["level_minutes"]
    assert isinstance(spin, QSpinBox)
    spin.setValue(25)
    type_text(dialog.venue, "Casino Cosmopol")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    [event] = list_events(store)
    assert (event.name, event.kind, event.venue) == ("Göteborg OFC Open", "ofc", "Casino Cosmopol")
    assert event.settings["level_minutes"] == 25
    assert window.event_combo.currentText().startswith("Göteborg OFC Open")
    assert window.stack.currentWidget() is window.tabs
    assert "players" in window.tab_widgets


def test_event_dialog_kind_fields_follow_kind(window) -> None:  # type: ignore[no-untyped-def]
    window.new_event()
    dialog = window.event_dialog
    dialog.kind.setCurrentIndex(dialog.kind.findData("swiss"))
    assert isinstance(dialog.setting_widgets["enforcement"], QComboBox)
    assert "lives" not in dialog.setting_widgets
    dialog.kind.setCurrentIndex(dialog.kind.findData("league"))
    assert "lives" in dialog.setting_widgets
    dialog.reject()


def test_event_dialog_refuses_empty_name(window, store) -> None:  # type: ignore[no-untyped-def]
    window.new_event()
    dialog = window.event_dialog
    dialog.try_save()
    assert dialog.isVisible() and "Event name" in dialog.error.text()
    dialog.reject()
    assert list_events(store) == []


def test_edit_event_keeps_kind(window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=2, name="Old name")
    window.reload_events(event_id)
    window.edit_event()
    dialog = window.event_dialog
    assert not dialog.kind.isEnabled()
    dialog.name.setText("New name")
    dialog.try_save()
    assert get_event(store, event_id).name == "New name"
    assert window.event_combo.currentText().startswith("New name")


def test_switching_events_switches_players(qtbot, window, make_event) -> None:  # type: ignore[no-untyped-def]
    a = make_event("poker", players=3)
    b = make_event("swiss", players=5)
    window.reload_events(a)
    tab = window.show_tab("players")
    assert len(tab.visible_names()) == 3
    window.event_combo.setCurrentIndex(window.event_combo.findData(b))
    assert window.ctx.event_id == b
    assert len(window.tab_widgets["players"].visible_names()) == 5


def test_ctrl_z_undoes_delete_event_and_menu_names_it(qtbot, window, store, make_event,
                                                      monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("league", players=4, name="HUSC test")
    window.reload_events(event_id)
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: True)
    window.delete_event()
    assert list_events(store) == []
    assert window.stack.currentWidget() is window.empty
    assert window.undo_action.text() == "&Undo Delete event HUSC test"
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(list_events(store)) == 1)
    assert len(list_entries(store, event_id)) == 4
    assert window.event_combo.currentText().startswith("HUSC test")


def test_external_change_refreshes_within_poll(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Another station adds a player: the tab shows it after the next revision poll."""
    from tdesk.models.store import Store
    from tdesk.services.players import PlayerFields, add_player

    event_id = make_event("poker", players=1)
    window.reload_events(event_id)
    tab = window.show_tab("players")
    other = Store(store.url, staff="Station 2")
    add_player(other, event_id, PlayerFields("Лев Толстой"))
    qtbot.waitUntil(lambda: "Лев Толстой" in tab.visible_names(), timeout=3000)


def test_restore_dialog_restores_backup(qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    make_event("poker", players=1, name="Kept")
    make_backup(store)
    make_event("ofc", players=1, name="Lost later")
    window.reload_events()
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: True)
    window.restore_backup()
    dialog = window.restore_dialog
    dialog.list.setCurrentRow(0)
    assert dialog.restore_button.isEnabled()
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert [e.name for e in list_events(store)] == ["Kept"]
    assert window.event_combo.count() == 1


def test_print_players_opens_preview(qtbot, window, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.ui.print_action import preview_document

    event_id = make_event("poker", players=5)
    window.reload_events(event_id)
    action = window.findChild(type(window.undo_action), "print_players")
    assert action is not None and action.shortcut().toString() == "Ctrl+P"
    dialog = preview_document(window, window.ctx, "players")
    assert dialog is not None and dialog.isVisible()
    assert dialog.pages.page_count == 1
    assert "Player list" in dialog.windowTitle()
    dialog.close()


def test_staff_name_is_recorded(window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.audit import list_actions
    from tdesk.services.players import PlayerFields, add_player

    event_id = make_event("poker", players=0)
    window.ctx.set_staff("Kerstin")
    add_player(store, event_id, PlayerFields("X"))
    assert list_actions(store, event_id)[0].staff == "Kerstin"
    assert "Kerstin" in window.staff_label.text()


def test_f1_opens_rules_reference_with_the_rules(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    reference = window.rules_window
    assert reference.isVisible()
    text = reference.browser.toPlainText()
    for rule in ("OFC-S3", "TDA-B2", "PEN-3", "HU-K1", "CG-T4"):
        assert rule in text
    reference.find.setText("TDA-B6")
    qtbot.keyClick(reference.find, Qt.Key.Key_Return)
    assert reference.browser.textCursor().selectedText() == "TDA-B6"
    reference.close()


def test_alt_number_switches_tabs(qtbot, window, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("ofc", players=4)
    window.reload_events(event_id)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    for key, tab in ((Qt.Key.Key_2, "seating"), (Qt.Key.Key_3, "clock"), (Qt.Key.Key_4, "ofc"),
                     (Qt.Key.Key_5, "penalties"), (Qt.Key.Key_9, "log"), (Qt.Key.Key_1, "players")):
        qtbot.keyClick(window, key, Qt.KeyboardModifier.AltModifier)
        assert window.current_tab_key() == tab


def test_the_backup_on_open_is_made_once_the_window_is_up(qtbot, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tdesk.models.backups import list_backups
    from tdesk.ui import main_window
    from tdesk.ui.app import application, make_main_window

    make_event("poker", players=3)
    monkeypatch.setattr(main_window, "FIRST_BACKUP_AFTER_MS", 50)
    application()
    window = make_main_window(store)
    qtbot.addWidget(window)
    assert list_backups(store) == []  # not while the window is being built
    qtbot.waitUntil(lambda: len(list_backups(store)) == 1, timeout=5000)
    window.ctx.timer.stop()
    window.backup_timer.stop()


def test_a_window_closed_before_its_backup_on_open_backs_up_nothing(qtbot, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Closed at once (Quit, a test's end), the window must not back up its store later:
    the store may be closed by then, or its folder gone."""
    from tdesk.models.backups import list_backups
    from tdesk.ui import main_window
    from tdesk.ui.app import application, make_main_window

    make_event("poker", players=3)
    monkeypatch.setattr(main_window, "FIRST_BACKUP_AFTER_MS", 50)
    application()
    window = make_main_window(store)
    qtbot.addWidget(window)
    window.show()
    window.close()
    qtbot.wait(200)  # four times the backup's delay
    assert list_backups(store) == []
