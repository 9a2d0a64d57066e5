"""File › Player screens (Ctrl+Shift+W): start on a chosen port, the address and QR shown, a
phone's request answered, stop; a port in use is said in the dialog (issue 15)."""

from __future__ import annotations

import json
import socket
import urllib.request

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tdesk.services.seating import seating


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_start_show_the_address_serve_and_stop(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=10, name="Screens Open")
    seating.draw_seats(store, event_id, seed=2)
    window.reload_events(event_id)
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    dialog = window.display_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.network.setCurrentIndex(dialog.network.findData("127.0.0.1"))
    port = _free_port()
    dialog.port.selectAll()
    qtbot.keyClicks(dialog.port, str(port))
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    assert dialog.running
    assert dialog.address.text() == f"http://127.0.0.1:{port}/"
    assert dialog.qr.text == dialog.address.text() and dialog.qr.dark
    assert f"http://127.0.0.1:{port}/staff " in dialog.tablets.text()  # issue 39
    assert "Screens Open" in dialog.status.text()
    assert not dialog.port.isEnabled()
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/clock", timeout=10) as reply:
        assert json.load(reply)["event"] == "Screens Open"
    dialog.close()  # closing the dialog keeps the screens on
    assert dialog.running
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    assert not dialog.running and dialog.address.text() == ""
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{port}/api/clock", timeout=2)
        raise AssertionError("still serving after Stop")
    except OSError:
        pass
    dialog.hide()


def test_a_port_in_use_is_named_in_the_dialog(qtbot, window, make_event) -> None:  # type: ignore[no-untyped-def]
    window.reload_events(make_event("swiss", players=4))
    window.show_player_screens()
    dialog = window.display_dialog
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        dialog.network.setCurrentIndex(dialog.network.findData("127.0.0.1"))
        dialog.port.setValue(port)
        qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    assert not dialog.running
    assert dialog.error.isVisible() and f"127.0.0.1:{port}" in dialog.error.text()
    qtbot.keyClicks(dialog.code, "a b")
    dialog.port.setValue(_free_port())
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    assert not dialog.running and "'a b'" in dialog.error.text()
    dialog.hide()
    QApplication.processEvents()


def test_table_cards_carry_the_address_and_a_qr_code(qtbot, window, make_event) -> None:  # type: ignore[no-untyped-def]
    from pypdf import PdfReader

    window.reload_events(make_event("poker", players=4, name="Cards Open"))
    window.show_player_screens()
    dialog = window.display_dialog
    assert not dialog.cards.isEnabled()  # nothing to point at until the screens run
    dialog.network.setCurrentIndex(dialog.network.findData("127.0.0.1"))
    dialog.port.setValue(_free_port())
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.cards, Qt.MouseButton.LeftButton)
    preview = dialog.preview
    text = PdfReader(str(preview.pdf_path)).pages[0].extract_text()
    assert text.count(dialog.address.text()) == 4
    assert "Cards Open" in text and "Where do I sit?" in text
    preview.reject()
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    dialog.hide()


def test_the_screens_take_the_desks_own_signal(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Inside the desk the player screens hear the window's change record as the action
    commits, and their tick reads no revision of its own (issue 38)."""
    import time

    from tdesk.web.publisher import REST
    from tests.ui.reads import tables_read

    event_id = make_event("poker", players=10, name="Screens Signal")
    seating.draw_seats(store, event_id, seed=2)
    window.reload_events(event_id)
    window.show_player_screens()
    dialog = window.display_dialog
    dialog.network.setCurrentIndex(dialog.network.findData("127.0.0.1"))
    dialog.port.setValue(_free_port())
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    assert dialog.running
    publisher = dialog.publisher
    window.ctx.timer.stop()  # no watch: only the desk's own signal can tell the screens
    publisher.timer.stop()
    window.ctx.poll()  # the window up to date (the event was made beside it)
    qtbot.waitUntil(lambda: publisher.reader is None or not publisher.reader.is_alive())
    qtbot.waitUntil(lambda: publisher.revision == window.ctx.revision)
    qtbot.waitUntil(lambda: time.monotonic() - publisher.read_ended
                    > REST * publisher.read_seconds + 0.05)
    reader = publisher.reader
    with tables_read(store) as read:
        publisher.poll()  # a tick with nothing new
    assert read.statements == [], "the screens read a revision of their own"
    assert publisher.reader is reader
    victim = seating.room(store, event_id).tables[0].players[0].entry_id
    assert window.ctx.attempt(window, seating.bust_players, store, event_id, [victim])
    qtbot.waitUntil(lambda: publisher.revision == window.ctx.revision)
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    assert not dialog.running
    dialog.hide()
