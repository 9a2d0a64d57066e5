"""A station follows the promoted standby (issue 39), on loopback only: the station's watch reads
where the host's standby answers, the host's server is killed (-9), the station says the host
is lost and refuses actions; once the standby is promoted, the station comes back on it by
itself, and its next action is saved there."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
from sqlalchemy import make_url

from tdesk.errors import HostLost
from tdesk.models.store import Store
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.venue import host as venue_host
from tdesk.services.venue import join as venue_join
from tdesk.services.venue import standby
from tdesk.store_watch import StoreWatch
from tests.services.venue.test_host import _small_store
from tests.services.venue_helpers import LOOPBACK, server_account, venue_folder

pytestmark = pytest.mark.slow


def test_a_station_follows_the_promoted_standby(qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    server_account(monkeypatch)
    with venue_folder() as host_folder, venue_folder() as copy_folder:
        source = _small_store(tmp_path / "night.db")
        hosting = venue_host.host(source, folder=host_folder, address=LOOPBACK, port=0,
                                  announce=False)
        source.close()
        copy = standby.Standby(copy_folder, listen=LOOPBACK)
        station = None
        watch = None
        try:
            state = copy.follow(LOOPBACK, hosting.state.port, hosting.state.secret, own_port=0)
            qtbot.waitUntil(lambda: hosting.watch is not None and hosting.watch.synchronous,
                            timeout=30_000)
            station = Store(venue_join.target(hosting.code.text()).url(), staff="Floor")
            watch = StoreWatch(station)
            qtbot.waitUntil(lambda: watch.pushed, timeout=30_000)
            watch.poll()
            assert watch.standby == (LOOPBACK, state.port)  # told where the standby answers

            add_player(station, 1, PlayerFields("Before the host died"))
            with qtbot.waitSignal(watch.hostLost, timeout=30_000):
                os.kill(hosting.state.pid, signal.SIGKILL)
            with pytest.raises(HostLost):
                add_player(station, 1, PlayerFields("Refused while lost"))
            assert make_url(station.url).port == hosting.state.port  # not promoted: no move

            with qtbot.waitSignal(watch.hostBack, timeout=30_000):
                copy.promote()
            assert make_url(station.url).port == state.port  # the station is on the copy now
            add_player(station, 1, PlayerFields("After the promotion"))
            names = {e.name for e in list_entries(station, 1)}
            assert {"Before the host died", "After the promotion"} <= names
            assert "Refused while lost" not in names
        finally:
            if watch is not None:
                watch.stop()
            if station is not None:
                station.close()
            copy.stop()
            hosting.stop_announcing()
            hosting.server.stop()
