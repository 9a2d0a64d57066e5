"""The old host after its standby was promoted (issue 39), on loopback with real clusters: it
refuses to start its old cluster again (two servers of one night), naming the promoted copy
and its join code, from the service and from `tdesk host`; a host whose standby still follows
it restarts as before."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.venue import guard as venue_guard
from tdesk.services.venue import host as venue_host
from tdesk.services.venue import standby
from tdesk.services.venue.server import VenueServer
from tests.services.venue_helpers import LOOPBACK, server_account, venue_folder
from tests.services.venue_promoted import Promoted, _until, promoted_night

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Promoted]:
    with pytest.MonkeyPatch.context() as monkeypatch:
        server_account(monkeypatch)
        with promoted_night(tmp_path_factory.mktemp("night")) as promoted:
            yield promoted


def test_the_old_host_refuses_to_start_beside_its_promoted_standby(night: Promoted) -> None:
    with pytest.raises(venue_guard.HostReplaced) as refused:
        venue_host.host(None, folder=night.old_folder, address=LOOPBACK, port=0,
                        announce=False)
    said = str(refused.value)
    assert night.where in said and night.code in said and str(night.old_folder) in said
    assert f"{refused.value.address}:{refused.value.port}" == night.where
    old = VenueServer(night.old_folder, listen=LOOPBACK)
    assert old._running_pid() is None  # never started: one server of the night
    assert night.copy.state is not None and standby.promoted(
        LOOPBACK, night.copy.state.port, night.copy.state.secret)


def test_tdesk_host_refuses_in_the_interface_language(night: Promoted, tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'again.db'}", staff="Desk")
    create_event(store, "Monday", "poker")
    store.close()
    for lang, words in (("en", "was promoted"), ("sv", "befordrades")):
        done = subprocess.run(
            [sys.executable, "-m", "tdesk", "host", "--db", str(tmp_path / "again.db"),
             "--address", LOOPBACK, "--port", "0", "--folder", str(night.old_folder),
             "--no-announce", "--seconds", "1"],
            capture_output=True, text=True, timeout=120,
            env={**os.environ, "TDESK_LANG": lang})
        assert done.returncode == 2, done.stdout + done.stderr
        assert night.where in done.stderr and night.code in done.stderr
        assert words in done.stderr, done.stderr
        assert "Hosting on" not in done.stdout
    assert VenueServer(night.old_folder, listen=LOOPBACK)._running_pid() is None


def test_a_host_whose_standby_still_follows_restarts(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    server_account(monkeypatch)
    source = Store(f"sqlite:///{tmp_path / 'night.db'}", staff="Desk")
    create_event(source, "Sunday Bounty", "poker")
    with venue_folder() as host_folder, venue_folder() as copy_folder:
        hosting = venue_host.host(source, folder=host_folder, address=LOOPBACK, port=0,
                                  announce=False)
        source.close()
        copy = standby.Standby(copy_folder, listen=LOOPBACK)
        try:
            state = copy.follow(LOOPBACK, hosting.state.port, hosting.state.secret,
                                own_port=0, screens=8081)  # its name ends in the pages' port
            watch = hosting.watch
            assert watch is not None
            _until(lambda: watch.seen is not None, "the host sees the standby attached")
            assert venue_guard.remembered(hosting.server) == (LOOPBACK, state.port)
            assert (watch.seen.address, watch.seen.port) == (LOOPBACK, state.port)
            hosting.stop()  # a restart of the host, the standby still a standby
            hosting = venue_host.host(None, folder=host_folder, address=LOOPBACK, port=0,
                                      announce=False)
            assert venue_guard.remembered(hosting.server) == (LOOPBACK, state.port)
        finally:
            copy.stop()
            hosting.stop()
