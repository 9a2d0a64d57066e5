"""File › Keep a standby copy… (issue 39), driven as the floor would, on loopback only: the
code typed, the copy started and following the host; the host's server killed (-9), Promote
pressed: the window goes on on the promoted copy, which shows its join code and takes writes."""

from __future__ import annotations

import os
import signal

import pytest
from PySide6.QtCore import Qt

from tdesk.models.store import Store
from tdesk.services.events import create_event, list_events
from tdesk.services.players import PlayerFields, add_player
from tdesk.services.venue import host as venue_host
from tdesk.services.venue.code import decode
from tdesk.ui.venue.standby_dialog import StandbyDialog
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
            assert dialog.screens.value() == 0  # no event in this window: no pages
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


def test_standby_dialog_names_its_staff_pages_and_serves_them_once_promoted(
        qtbot, window, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The port and the event typed in the window: the host names the standby's staff pages to
    the tablets while it follows; once promoted, the window serves them there."""
    from tdesk.services.players import import_players
    from tdesk.services.seating import seating
    from tdesk.services.venue import staff_pins, standby
    from tdesk.services.venue.server import _free_port
    from tests.web.test_tablet_web import Tablet

    server_account(monkeypatch)
    source = Store(f"sqlite:///{tmp_path / 'host.db'}", staff="Host desk")
    create_event(source, "Sunday Swiss", "swiss")
    poker = create_event(source, "Friday Poker", "poker", settings={"seats_per_table": 6})
    import_players(source, poker, [PlayerFields(f"Player {i:02}") for i in range(1, 7)])
    seating.draw_seats(source, poker, seed=5)
    pin = staff_pins.set_pin(source, "Anna Floor")
    with venue_folder() as host_folder, venue_folder() as copy_folder:
        hosting = venue_host.host(source, folder=host_folder, address=LOOPBACK, port=0,
                                  announce=False)
        source.close()
        dialog = StandbyDialog(window.ctx, window, listen=LOOPBACK, folder=copy_folder)
        qtbot.addWidget(dialog)
        host_store = Store(hosting.server.url(), staff="Host desk")
        try:
            dialog.show()
            pages = _free_port()
            dialog.screens.selectAll()
            qtbot.keyClicks(dialog.screens, str(pages))
            dialog.event.clearEditText()
            qtbot.keyClicks(dialog.event, "Friday Poker")
            qtbot.keyClicks(dialog.code, hosting.code.text())
            qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: dialog.promote_button.isEnabled(), timeout=60_000)
            assert not dialog.screens.isEnabled()  # it went to the host with the copy
            qtbot.waitUntil(lambda: standby.staff_pages_of(host_store) is not None,
                            timeout=30_000)
            assert standby.staff_pages_of(host_store) == f"http://{LOOPBACK}:{pages}/staff"
            qtbot.waitUntil(lambda: hosting.watch is not None and hosting.watch.synchronous,
                            timeout=30_000)

            host_store.close()
            os.kill(hosting.state.pid, signal.SIGKILL)  # the host laptop dies
            qtbot.mouseClick(dialog.promote_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: dialog.publisher is not None, timeout=60_000)
            tablet = Tablet(pages)
            assert tablet.get("/staff") == 200
            assert tablet.sign_in(pin, 1) == 200 and "Player 06" in tablet.page  # its table 1
            assert str(pages) in dialog.state.text()
        finally:
            host_store.close()
            window.ctx.set_store(Store(f"sqlite:///{tmp_path / 'after.db'}", staff="Desk"))
            dialog.shut_down()
            hosting.stop_announcing()
            hosting.server.stop()
