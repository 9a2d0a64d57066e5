"""A standby copy of the venue database (issue 39, "Standby"), on loopback only: two server
folders, the demo store hosted, the standby copied and following synchronously, the host killed
(-9) while a station writes, the standby promoted with every acknowledged row present and
accepting writes; a standby lost never leaves the host's commits waiting."""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tdesk.models.store import Store
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.venue import host as venue_host
from tdesk.services.venue import standby
from tdesk.services.venue.code import JoinCode
from tests.services.venue.test_host import _small_store, _station
from tests.services.venue_helpers import LOOPBACK, server_account, venue_folder

pytestmark = pytest.mark.slow
DEADLINE_S = 30


def _until(found: Callable[[], object], what: str) -> object:
    """Wait for an event the test cannot be told of (a row replayed, a backend waiting)."""
    deadline = time.monotonic() + DEADLINE_S
    while time.monotonic() < deadline:
        value = found()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"not within {DEADLINE_S} s: {what}")


def _names(store: Store, event: int) -> set[str]:
    return {e.name for e in list_entries(store, event)}


def test_the_promoted_standby_has_every_acknowledged_action_and_accepts_writes(
        demo_copy: str, monkeypatch: pytest.MonkeyPatch) -> None:
    server_account(monkeypatch)
    source = Store(demo_copy, staff="Demo")  # what `tdesk demo` made (tests/conftest.py)
    with venue_folder() as host_folder, venue_folder() as copy_folder:
        hosting = venue_host.host(source, folder=host_folder, address=LOOPBACK, port=0,
                                  announce=False)
        source.close()
        copy = standby.Standby(copy_folder, listen=LOOPBACK)
        try:
            started = time.perf_counter()
            state = copy.follow(LOOPBACK, hosting.state.port, hosting.state.secret, own_port=0)
            print(f"base backup of the demo store and standby start: "
                  f"{time.perf_counter() - started:.2f} s")
            assert copy.is_standby and state.port != hosting.state.port
            watch = hosting.watch  # the host's own watch, looking every second
            assert watch is not None
            _until(lambda: watch.synchronous, "the host sees the standby attached")
            assert watch.standby_address == LOOPBACK
            # what a station reads from the host, to follow the standby when the host is lost
            assert standby.standby_of(hosting.store) == (LOOPBACK, state.port)
            assert not standby.promoted(LOOPBACK, state.port, state.secret)

            add_player(hosting.store, 1, PlayerFields("Written on the host"))
            seen = Store(copy.url(), staff="Standby")
            try:  # a hot standby: the stations' actions readable on the second laptop
                _until(lambda: "Written on the host" in _names(seen, 1), "the row replayed")
            finally:
                seen.close()

            code, event = hosting.code.text(), 1
            hosting.store.close()
            station = _station(code, "Floor", 100_000, event)
            assert station.stdout is not None
            acknowledged = [station.stdout.readline().strip() for _ in range(20)]
            os.kill(hosting.state.pid, signal.SIGKILL)  # the host laptop dies mid-night
            rest, _err = station.communicate(timeout=60)
            acknowledged += [line for line in rest.splitlines() if line]
            assert station.returncode != 0

            started = time.perf_counter()
            copy.promote()
            print(f"promote: {time.perf_counter() - started:.2f} s")
            assert not copy.is_standby and copy.replay_lag_bytes() is None
            assert standby.promoted(LOOPBACK, state.port, state.secret)
            promoted = Store(copy.url(), staff="Desk")
            try:
                names = _names(promoted, event)
                assert "Written on the host" in names
                assert set(acknowledged) <= names, set(acknowledged) - names
                add_player(promoted, event, PlayerFields("After the promotion"))
                assert "After the promotion" in _names(promoted, event)
            finally:
                promoted.close()
            again = JoinCode(LOOPBACK, state.port, state.secret)  # the stations' new code
            assert again.secret == hosting.state.secret
        finally:
            copy.stop()
            hosting.stop_announcing()
            hosting.server.stop()


def test_a_lost_standby_never_leaves_the_host_waiting(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    server_account(monkeypatch)
    with venue_folder() as host_folder, venue_folder() as copy_folder:
        source = _small_store(tmp_path / "night.db")
        said: list[str] = []
        hosting = venue_host.host(source, folder=host_folder, address=LOOPBACK, port=0,
                                  announce=False, said=said.append)
        source.close()
        copy = standby.Standby(copy_folder, listen=LOOPBACK)
        try:
            state = copy.follow(LOOPBACK, hosting.state.port, hosting.state.secret, own_port=0)
            watch = hosting.watch
            assert watch is not None
            _until(lambda: watch.synchronous, "the host sees the standby attached")
            assert "standby copy is attached" in said[-1]
            watch.stop()  # from here the test looks in the watch's place, one look at a time

            os.kill(state.pid, signal.SIGKILL)  # the standby laptop dies
            done = threading.Event()

            def commit() -> None:
                add_player(hosting.store, 1, PlayerFields("While the standby is gone"))
                done.set()

            writer = threading.Thread(target=commit, daemon=True)
            writer.start()
            # the commit waits for the standby (synchronous mode) until the watch lets it go
            _until(lambda: _waiting_for_standby(hosting), "a commit waiting for the standby")
            assert not done.is_set()
            _until(watch.check, "the watch drops synchronous mode")
            assert not watch.synchronous and "standby copy is lost" in said[-1]
            assert done.wait(DEADLINE_S), "the host's commit still waits for a lost standby"
            assert "While the standby is gone" in _names(hosting.store, 1)
        finally:
            copy.stop()
            hosting.stop()


def _waiting_for_standby(hosting: venue_host.Hosting) -> bool:
    with hosting.store.engine.connect() as connection:
        return bool(connection.exec_driver_sql(
            "SELECT count(*) FROM pg_stat_activity WHERE wait_event = 'SyncRep'").scalar())


def test_a_wrong_secret_copies_nothing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    server_account(monkeypatch)
    with venue_folder() as host_folder, venue_folder() as copy_folder:
        source = _small_store(tmp_path / "night.db")
        hosting = venue_host.host(source, folder=host_folder, address=LOOPBACK, port=0,
                                  announce=False)
        source.close()
        try:
            copy = standby.Standby(copy_folder, listen=LOOPBACK)
            with pytest.raises(standby.HostError, match="could not copy the host"):
                copy.follow(LOOPBACK, hosting.state.port, "A" * 10, own_port=0)
            assert not (copy_folder / "pgdata").exists()
            assert not (copy_folder / "pgdata.new").exists()
        finally:
            hosting.stop()
