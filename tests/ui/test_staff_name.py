"""The floor staff name is asked once at the first start and remembered (issue 21): no one
was asked, audit rows got an empty staff and the status bar said "(not set)"."""

from __future__ import annotations

import argparse
from pathlib import Path

from PySide6.QtCore import QSettings, Qt

from tdesk.models.store import Store
from tdesk.services.audit import list_actions
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, add_player


def start_window(qtbot, store: Store):  # type: ignore[no-untyped-def]
    """The window as ``run_gui`` starts it: shown, then the staff name asked if unknown."""
    from tdesk.ui.app import application, make_main_window

    application()
    window = make_main_window(store)
    qtbot.addWidget(window)
    window.show()
    return window, window.ask_staff_if_unknown()


def test_first_start_asks_once_and_every_action_records_the_name(
        qtbot, tmp_path: Path, type_text) -> None:  # type: ignore[no-untyped-def]
    store = Store(f"sqlite:///{tmp_path / 'first.db'}", staff="")
    try:
        window, asked = start_window(qtbot, store)
        assert asked and window.staff_dialog.isVisible()
        assert window.staff_label.text() == "Staff: (not set)"
        dialog = window.staff_dialog
        qtbot.keyClick(dialog.name, Qt.Key.Key_Return)  # nothing typed: asked again
        assert dialog.isVisible() and "Type the name" in dialog.error.text()
        type_text(dialog.name, "Анна Линдqvist")
        qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
        assert not dialog.isVisible()
        assert window.staff_label.text() == "Staff: Анна Линдqvist"
        assert QSettings().value("staff") == "Анна Линдqvist"
        event_id = create_event(store, "Spring Main", "poker")
        add_player(store, event_id, PlayerFields("Ola Berg"))
        assert list_actions(store, event_id)[0].staff == "Анна Линдqvist"
        window.close()
        store.staff = ""  # the next start of this computer: the settings know the name
        second, asked_again = start_window(qtbot, store)
        assert not asked_again and store.staff == "Анна Линдqvist"
        second.close()
    finally:
        store.close()


def test_a_known_name_is_not_asked_for(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from tdesk.cli import _open

    db = f"sqlite:///{tmp_path / 'known.db'}"
    for staff, expected in ((None, "Test Floor"), ("Pär Lindqvist", "Pär Lindqvist")):
        # TDESK_STAFF (set by the conftest), then --staff
        store = _open(argparse.Namespace(db=db, staff=staff), gui=True)
        try:
            window, asked = start_window(qtbot, store)
            assert not asked and not hasattr(window, "staff_dialog")
            assert window.staff_label.text() == f"Staff: {expected}"
            window.close()
        finally:
            store.close()


def test_a_station_changes_the_name_from_the_edit_menu(qtbot, window, store, type_text) -> None:  # type: ignore[no-untyped-def]
    action = next(a for a in window.findChildren(type(window.menuBar().actions()[0]))
                  if a.objectName() == "staffName")
    action.trigger()
    dialog = window.staff_dialog
    assert dialog.isVisible() and dialog.name.text() == "Test Floor"
    dialog.name.selectAll()
    type_text(dialog.name, "Kerstin Ek")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert not dialog.isVisible() and store.staff == "Kerstin Ek"
    assert window.staff_label.text() == "Staff: Kerstin Ek"


def test_ctrl_q_quits_from_the_first_start_question(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 40: the modal "Floor staff" dialog swallowed Ctrl+Q; File › Quit works from it."""
    store = Store(f"sqlite:///{tmp_path / 'first.db'}", staff="")
    try:
        window, asked = start_window(qtbot, store)
        dialog = window.staff_dialog
        assert asked and dialog.isVisible()
        with qtbot.waitActive(dialog):  # shortcuts only reach the active window
            dialog.activateWindow()
        qtbot.keyClick(dialog.name, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: not window.isVisible())
        assert not dialog.isVisible() and store.staff == ""  # nothing was saved on the way out
    finally:
        store.close()


def test_the_demo_asks_no_name_and_remembers_none(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 40: `tdesk demo` opened on a "Floor staff" question the README never mentions; the
    demo works as "Demo floor" and the next real start still asks."""
    store = Store(f"sqlite:///{tmp_path / 'demo.db'}", staff="")
    try:
        from tdesk.ui.app import application, make_main_window

        application()
        window = make_main_window(store)
        qtbot.addWidget(window)
        window.show()
        assert not window.ask_staff_if_unknown(demo=True)
        assert not hasattr(window, "staff_dialog")
        assert window.staff_label.text() == "Staff: Demo floor"
        event_id = create_event(store, "Demo Main", "poker")
        assert list_actions(store, event_id)[0].staff == "Demo floor"
        assert QSettings().value("staff") is None
        window.close()
        store.staff = ""
        _second, asked = start_window(qtbot, store)
        assert asked  # a real start is not the demo: who is at the station is asked
        _second.staff_dialog.reject()
        _second.close()
    finally:
        store.close()


def test_tdesk_demo_opens_the_window_as_the_demo(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tdesk import cli
    from tdesk.ui import app

    started: list[dict[str, object]] = []
    monkeypatch.setattr(app, "run_gui", lambda store, **kwargs: started.append(kwargs) or 0)
    monkeypatch.setattr(cli, "_require_display", lambda verb: None)
    assert cli.main(["demo", "--db", str(tmp_path / "demo.db")]) == 0
    assert started and started[0]["demo"] is True
