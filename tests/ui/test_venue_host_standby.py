"""File › Host… and the standby copy (issue 39), on loopback with real clusters: the dialog
shows live a standby attached (its address, its lag) and says plainly when it is lost; on the
old host of a promoted standby, Start hosting is refused in the dialog, naming the promoted
copy and its join code, and nothing starts."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tdesk import i18n
from tdesk.services.venue import standby
from tdesk.services.venue.server import VenueServer
from tests.services.venue_helpers import LOOPBACK, server_account, venue_folder
from tests.services.venue_promoted import promoted_night

pytestmark = pytest.mark.slow
WAIT_MS = 60_000


def _host(qtbot, window, folder: Path):  # type: ignore[no-untyped-def]
    window.show_host()
    dialog = window.host_dialog
    dialog.folder, dialog.port = folder, 0
    dialog.network.setCurrentIndex(dialog.network.findData(LOOPBACK))
    qtbot.mouseClick(dialog.toggle, Qt.MouseButton.LeftButton)
    return dialog


def test_the_host_dialog_shows_the_standby_attached_then_lost(
        qtbot, window, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    server_account(monkeypatch)
    window.reload_events(make_event("poker", players=6, name="Friday Deepstack"))
    with venue_folder() as folder, venue_folder() as copy_folder:
        dialog = _host(qtbot, window, folder)
        qtbot.waitUntil(lambda: dialog.running, timeout=120_000)
        copy = standby.Standby(copy_folder, listen=LOOPBACK)
        try:
            assert dialog.standby.isVisible()
            assert "No standby copy attached" in dialog.standby.text()
            hosting = dialog.hosting
            state = copy.follow(LOOPBACK, hosting.state.port, hosting.state.secret,
                                own_port=0)
            where = f"{LOOPBACK}:{state.port}"
            qtbot.waitUntil(lambda: where in dialog.standby.text(), timeout=WAIT_MS)
            shown = dialog.standby.text()
            assert shown.startswith("Standby copy attached at") and " s and " in shown
            assert "behind" in shown

            copy.stop()  # the standby laptop goes away
            qtbot.waitUntil(lambda: "is lost" in dialog.standby.text(), timeout=WAIT_MS)
            assert where in dialog.standby.text()
            assert "on this laptop only" in dialog.standby.text()
        finally:
            copy.stop()
            dialog.shut_down()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_old_host_of_a_promoted_standby_is_refused_in_the_dialog(
        lang, qtbot, qapp, window, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    server_account(monkeypatch)
    boxes: list[str] = []
    monkeypatch.setattr("tdesk.ui.widgets.messages.QMessageBox.warning",
                        lambda _parent, _title, text: boxes.append(text))
    with promoted_night(tmp_path) as night:
        monkeypatch.setenv("TDESK_LANG", lang)
        i18n.install(qapp)
        try:
            dialog = _host(qtbot, window, night.old_folder)
            qtbot.waitUntil(lambda: dialog.error.isVisible(), timeout=WAIT_MS)
        finally:
            monkeypatch.delenv("TDESK_LANG")
            i18n.install(qapp)
        said = dialog.error.text()
        assert night.where in said and night.code in said and str(night.old_folder) in said
        words = {"en": "was promoted", "ru": "была повышена"}[lang]
        assert words in said and boxes == [said]
        assert not dialog.running and window.ctx.store.is_sqlite  # the window stays on its file
        assert VenueServer(night.old_folder, listen=LOOPBACK)._running_pid() is None
