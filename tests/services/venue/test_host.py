"""Hosting and joining on the venue network (issue 39), on loopback only: tdesk's own
PostgreSQL server started, the store moved in and out with every row equal, found by its
announcement or a typed address, two station processes writing, the server killed (-9) and
started again with nothing acknowledged lost, a wrong code and another tdesk refused."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import select, text
from sqlmodel import SQLModel

from tdesk.models import migrate
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, add_player, list_entries
from tdesk.services.venue import discovery as venue_discovery
from tdesk.services.venue import host as venue_host
from tdesk.services.venue import join as venue_join
from tdesk.services.venue import transfer as venue_transfer
from tdesk.services.venue.code import JoinCode
from tdesk.services.venue.server import VenueServer
from tests.services.venue_helpers import LOOPBACK, server_account, venue_folder

pytestmark = pytest.mark.slow


def _small_store(path: Path) -> Store:
    store = Store(f"sqlite:///{path}", staff="Desk")
    event = create_event(store, "Friday Deepstack", "poker")
    for name in ("Ада", "Björn", "周杰"):
        add_player(store, event, PlayerFields(name))
    return store


@pytest.fixture(scope="module")
def hosting(tmp_path_factory: pytest.TempPathFactory) -> Iterator[venue_host.Hosting]:
    """One host for the module: a small store moved in, announced on loopback."""
    with pytest.MonkeyPatch.context() as patch, venue_folder() as folder:
        server_account(patch)
        source = _small_store(tmp_path_factory.mktemp("host") / "night.db")
        hosting = venue_host.host(source, folder=folder, address=LOOPBACK, port=0)
        source.close()
        try:
            yield hosting
        finally:
            hosting.stop()


def _rows(store: Store) -> dict[str, list[tuple[object, ...]]]:
    found = {}
    with store.engine.connect() as connection:
        for table in SQLModel.metadata.sorted_tables:
            order = list(table.primary_key.columns) or list(table.columns)
            found[table.name] = [tuple(r) for r in connection.execute(
                select(table).order_by(*order))]
    return found


def test_the_demo_store_moves_in_and_back_out_with_every_row_equal(
        tmp_path: Path, demo_copy: str, monkeypatch: pytest.MonkeyPatch) -> None:
    server_account(monkeypatch)
    source = Store(demo_copy, staff="Demo")  # what `tdesk demo` made (tests/conftest.py)
    before = _rows(source)
    with venue_folder() as folder:
        started = time.perf_counter()
        hosting = venue_host.host(source, folder=folder, address=LOOPBACK, port=0,
                                  announce=False)
        print(f"first start with the demo moved in: {time.perf_counter() - started:.2f} s")
        try:
            assert hosting.moved is not None and hosting.moved.total == sum(
                len(rows) for rows in before.values())
            assert _rows(hosting.store) == before
            venue_transfer.archive(hosting.store, tmp_path / "archive.db")
            # a new action on the host gets a fresh id: the sequences were moved on
            event = create_event(hosting.store, "After the move", "swiss")
            assert event > max(r[0] for r in before["event"])
        finally:
            hosting.stop()
    archived = Store(f"sqlite:///{tmp_path / 'archive.db'}")
    try:
        assert _rows(archived) == before
    finally:
        archived.close()
        source.close()


def test_an_archive_never_overwrites_a_file(hosting: venue_host.Hosting, tmp_path: Path) -> None:
    (tmp_path / "kept.db").write_bytes(b"keep me")
    with pytest.raises(Exception, match="already exists"):
        venue_transfer.archive(hosting.store, tmp_path / "kept.db")
    assert (tmp_path / "kept.db").read_bytes() == b"keep me"


def test_a_station_finds_the_host_by_its_announcement(hosting: venue_host.Hosting) -> None:
    browser = venue_discovery.Browser([LOOPBACK])
    try:  # other hosts may answer on this machine too: ours is the one on our port
        heard = browser.wait_for(lambda hosts: any(h.port == hosting.state.port
                                                  for h in hosts), 20)
    finally:
        browser.close()
    ours = [h for h in heard if h.port == hosting.state.port]
    assert [h.address for h in ours] == [LOOPBACK]
    assert ours[0].schema == migrate.head_revision()
    target = venue_join.target(hosting.code.text(), f"{ours[0].address}:{ours[0].port}")
    assert venue_join.check(target) == migrate.head_revision()


def test_a_typed_address_joins_where_multicast_is_blocked(hosting: venue_host.Hosting) -> None:
    target = venue_join.target(hosting.code.text(), LOOPBACK)  # the code's port
    venue_join.check(target)
    station = Store(target.url(), staff="Station 2")
    try:
        event = list_entries(station, 1)
        assert sorted(e.name for e in event) == sorted(["Ада", "Björn", "周杰"])
    finally:
        station.close()


def test_a_wrong_join_code_is_refused(hosting: venue_host.Hosting) -> None:
    wrong = JoinCode(LOOPBACK, hosting.state.port, "K7MZ2QHXWB").text()
    with pytest.raises(venue_join.JoinRefused, match="join code does not fit"):
        venue_join.check(venue_join.target(wrong))


def test_an_older_tdesk_station_is_refused(hosting: venue_host.Hosting,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    shipped = migrate.known_revisions()
    monkeypatch.setattr(venue_join, "known_revisions", lambda: shipped[:-1])
    with pytest.raises(venue_join.JoinRefused, match="runs a newer tdesk"):
        venue_join.check(venue_join.target(hosting.code.text()))


def test_a_station_newer_than_the_host_is_refused(hosting: venue_host.Hosting) -> None:
    shipped = migrate.known_revisions()
    with hosting.store.engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = :r"), {"r": shipped[-2]})
    try:
        with pytest.raises(venue_join.JoinRefused, match="runs an older tdesk"):
            venue_join.check(venue_join.target(hosting.code.text()))
    finally:
        with hosting.store.engine.begin() as connection:
            connection.execute(text("UPDATE alembic_version SET version_num = :r"),
                               {"r": shipped[-1]})


STATION = """
import sys
from tdesk.models.store import Store
from tdesk.services.venue import join as venue_join
from tdesk.services.players import PlayerFields, add_player
target = venue_join.target(sys.argv[1])
venue_join.check(target)
store = Store(target.url(), staff=sys.argv[2])
for i in range(int(sys.argv[3])):
    add_player(store, int(sys.argv[4]), PlayerFields(f"{sys.argv[2]} {i:03d}"))
    print(f"{sys.argv[2]} {i:03d}", flush=True)  # acknowledged: the action returned
"""


def _station(code: str, name: str, count: int, event: int) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", STATION, code, name, str(count), str(event)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_two_station_processes_write_to_the_shared_event(hosting: venue_host.Hosting) -> None:
    event = create_event(hosting.store, "Two stations", "poker")
    stations = [_station(hosting.code.text(), name, 15, event) for name in ("North", "South")]
    for station in stations:
        out, err = station.communicate(timeout=120)
        assert station.returncode == 0, err
        assert len(out.split("\n")) == 16
    names = [e.name for e in list_entries(hosting.store, event)]
    assert sorted(names) == sorted(f"{s} {i:03d}" for s in ("North", "South") for i in range(15))


def test_killed_server_restarts_with_nothing_acknowledged_lost(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch
                                                               ) -> None:
    server_account(monkeypatch)
    with venue_folder() as folder:
        source = _small_store(tmp_path / "night.db")
        hosting = venue_host.host(source, folder=folder, address=LOOPBACK, port=0,
                                  announce=False)
        source.close()
        code, port = hosting.code.text(), hosting.state.port
        hosting.store.close()
        station = _station(code, "Floor", 100_000, 1)
        assert station.stdout is not None
        acknowledged = [station.stdout.readline().strip() for _ in range(20)]
        os.kill(hosting.state.pid, signal.SIGKILL)  # the laptop's server dies mid-night
        rest, _err = station.communicate(timeout=60)
        acknowledged += [line for line in rest.splitlines() if line]
        assert station.returncode != 0  # the station lost its host
        started = time.perf_counter()
        server = VenueServer(folder, listen=LOOPBACK)
        state = server.start(port)
        print(f"restart after kill -9: {time.perf_counter() - started:.2f} s")
        assert not state.adopted and state.port == port
        store = Store(server.url(), staff="Desk")
        try:
            names = {e.name for e in list_entries(store, 1)}
            assert set(acknowledged) <= names
        finally:
            store.close()
            server.stop()


def test_a_stale_pid_file_naming_another_program_never_blocks(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A power cut: the pid file survives, and its number now belongs to another program."""
    server_account(monkeypatch)
    with venue_folder() as folder:
        server = VenueServer(folder, listen=LOOPBACK)
        server.start(0)
        server.stop()
        account = server.account  # the program is the server account's, as after a reboot
        other = subprocess.Popen(["sleep", "600"], cwd="/",
                                 **({"user": account.pw_uid} if account is not None else {}))
        try:
            pid_file = folder / "pgdata" / "postmaster.pid"
            pid_file.write_text(f"{other.pid}\n{folder / 'pgdata'}\n0\n{server.state or 0}\n")
            state = VenueServer(folder, listen=LOOPBACK).start(0)
            assert not state.adopted and state.pid != other.pid
        finally:
            other.kill()
            other.wait()


def test_tdesk_restarted_while_its_server_runs_adopts_the_server(
        hosting: venue_host.Hosting) -> None:
    """tdesk crashed, its server did not: the next start finds it answering and goes on."""
    again = VenueServer(hosting.server.folder, listen=LOOPBACK).start()
    assert again.adopted
    assert (again.port, again.pid, again.secret) == (hosting.state.port, hosting.state.pid,
                                                     hosting.state.secret)


def test_only_the_secret_from_loopback_and_private_ranges_gets_in(
        hosting: venue_host.Hosting) -> None:
    pgdata = hosting.server.pgdata
    rules = [line.split() for line in (pgdata / "pg_hba.conf").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    # the venue role may also stream the log to a standby copy (issue 39), from the same ranges
    assert {tuple(r[:3]) for r in rules} == {("host", "all", "all"),
                                              ("host", "replication", "tdesk")}
    assert {r[4] for r in rules} == {"scram-sha-256"}
    ranges = ["127.0.0.0/8", "::1/128", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16",
              "fc00::/7"]
    assert sorted(r[3] for r in rules) == sorted(ranges * 2)
    assert (hosting.server.settings_file.stat().st_mode & 0o077) == 0  # the secret: ours only
