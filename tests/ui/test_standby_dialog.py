"""File › Keep a standby copy… (issue 39), driven as the floor would, on loopback only: the
code typed, the copy started and following the host; the host's server killed (-9), Promote
pressed: the window goes on on the promoted copy, which shows its join code and takes writes."""

from __future__ import annotations

import os
import signal

import pytest
from PySide6.QtCore import Qt

from tdesk.models.store import Store
from tdesk.services import venue_host
from tdesk.services.events import create_event, list_events
from tdesk.services.players import PlayerFields, add_player
from tdesk.services.venue_code import decode
from tdesk.ui.venue_standby_dialog import StandbyDialog
from tests.services.venue_helpers import LOOPBACK, server_account, venue_folder

pytestmark = pytest.mark.slow


def test_standby_dialog_follows_the_host_and_promotes_the_copy(
        qtbot, window, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    server_account(monkeypatch)
    source = Store(f"sqlite:///{tmp_path / 'host.db'}", staff="Host desk")
    create_event(source, "Sunday Swiss", "swiss")
    with venue_folder() as host_folder, venue_folder() as copy_folder:
        hosting = venue_host.host(source, folder=host_folder, address=LOOPBACK, port=0,
                                  announce=False)
        source.close()
        dialog = StandbyDialog(window.ctx, window, listen=LOOPBACK, folder=copy_folder)
        qtbot.addWidget(dialog)
        try:
            dialog.show()
            assert not dialog.promote_button.isEnabled()
            qtbot.keyClicks(dialog.code, hosting.code.text())
            qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: dialog.promote_button.isEnabled(), timeout=60_000)
            assert window.ctx.store.is_sqlite  # the window stays on its own store meanwhile
            qtbot.waitUntil(lambda: hosting.watch is not None and hosting.watch.synchronous,
                            timeout=30_000)

            os.kill(hosting.state.pid, signal.SIGKILL)  # the host laptop dies
            qtbot.mouseClick(dialog.promote_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: not window.ctx.store.is_sqlite, timeout=60_000)
            assert [e.name for e in list_events(window.ctx.store)] == ["Sunday Swiss"]
            add_player(window.ctx.store, 1, PlayerFields("After the promotion"))
            code = dialog.state.text().split()[-1]
            assert decode(code).port == dialog.copy.state.port  # the new host's code
        finally:
            window.ctx.set_store(Store(f"sqlite:///{tmp_path / 'after.db'}", staff="Desk"))
            dialog.shut_down()
            hosting.stop_announcing()
            hosting.server.stop()
