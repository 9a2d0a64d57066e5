"""File › Host this event on the venue network… and File › Join an event… (issue 39), driven
as the floor would, on loopback only: the host's dialog starts the server, moves the store in
and shows the address, the join code and its QR code; a second window finds the host in its
list, takes the code and goes on on the shared event; a wrong code is said in the dialog; Stop
hosting writes the night to a file and goes on on it. Saves the README's screenshots."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tdesk.models.store import Store
from tdesk.services.events import list_events
from tdesk.services.venue import host as venue_host
from tdesk.services.venue.code import JoinCode
from tdesk.ui.venue.join_dialog import JoinDialog
from tests.services.venue_helpers import LOOPBACK, server_account, venue_folder

pytestmark = pytest.mark.slow
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def _save(widget, name: str) -> None:  # type: ignore[no-untyped-def]
    """The README's picture, written only when asked (TDESK_SCREENSHOTS=1)."""
    if os.environ.get("TDESK_SCREENSHOTS"):
        assert widget.grab().save(str(SCREENSHOTS / name))


def test_host_dialog_moves_the_store_in_shows_the_code_and_stops_to_a_file(
        qtbot, window, store, make_event, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    server_account(monkeypatch)
    event_id = make_event("poker", players=6, name="Friday Deepstack")
    window.reload_events(event_id)
    window.show_host()
    dialog = window.host_dialog
    assert dialog.isVisible() and not dialog.code.isVisible()
    with venue_folder() as folder:
        dialog.folder, dialog.port = folder, 0
        dialog.network.setCurrentIndex(dialog.network.findData(LOOPBACK))
        qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: dialog.running, timeout=120_000)
        try:
            assert not window.ctx.store.is_sqlite  # the window goes on on the hosted store
            assert [e.name for e in list_events(window.ctx.store)] == ["Friday Deepstack"]
            assert dialog.address.text() == f"{LOOPBACK}:{dialog.hosting.state.port}"
            code = dialog.code.text()
            assert dialog.qr.text == code and dialog.qr.dark
            assert dialog.hosting.code.text() == code
            assert "moved into the venue database" in dialog.status.text()
            dialog.resize(560, 640)
            _save(dialog, "venue-host.png")

            archive = tmp_path / "night.db"
            monkeypatch.setattr("tdesk.ui.widgets.files.save_file", lambda *a, **k: archive)
            qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
            assert not dialog.running and window.ctx.store.path == archive
            assert [e.name for e in list_events(window.ctx.store)] == ["Friday Deepstack"]
        finally:
            dialog.shut_down()


def test_join_dialog_lists_the_host_refuses_a_wrong_code_and_joins(
        qtbot, window, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.events import create_event

    server_account(monkeypatch)
    source = Store(f"sqlite:///{tmp_path / 'host.db'}", staff="Host desk")
    create_event(source, "Sunday Swiss", "swiss")
    with venue_folder() as folder:
        hosting = venue_host.host(source, folder=folder, address=LOOPBACK, port=0)
        source.close()
        try:
            dialog = JoinDialog(window.ctx, window, interfaces=[LOOPBACK])
            qtbot.addWidget(dialog)
            dialog.show()
            def ours() -> int:  # other hosts may answer on this machine too
                return next((i for i in range(dialog.hosts.count()) if dialog.hosts.item(i)
                             .data(Qt.ItemDataRole.UserRole).port == hosting.state.port), -1)

            qtbot.waitUntil(lambda: ours() >= 0, timeout=20_000)
            dialog.hosts.setCurrentRow(ours())
            assert dialog.address.text() == hosting.where

            wrong = JoinCode(LOOPBACK, hosting.state.port, "K7MZ2QHXWB").text()
            qtbot.keyClicks(dialog.code, wrong)
            qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: dialog.error.isVisible(), timeout=20_000)
            assert "join code does not fit" in dialog.error.text()
            assert window.ctx.store.is_sqlite  # nothing changed

            dialog.code.clear()
            qtbot.keyClicks(dialog.code, hosting.code.text())
            assert not dialog.error.isVisible()  # the refusal was about the code before
            dialog.resize(560, 400)
            _save(dialog, "venue-join.png")
            dialog.code.setText(hosting.code.text().lower().replace("-", " "))  # any case
            qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not window.ctx.store.is_sqlite, timeout=20_000)
            assert [e.name for e in list_events(window.ctx.store)] == ["Sunday Swiss"]
            assert window.event_combo.count() == 1
            assert not dialog.isVisible() and dialog.browser is None
        finally:  # the window back on a file before the host stops: no lost-host error
            window.ctx.set_store(Store(f"sqlite:///{tmp_path / 'after.db'}", staff="Desk"))
            hosting.stop()
