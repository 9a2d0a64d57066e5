"""Live changes on PostgreSQL (issue 39): a committed action is announced to every listening
station, a refused one never; a station that loses its host refuses every action at once.

Runs when TDESK_TEST_PG_URL is set (a fresh database per test); the host is taken away by a
relay the test cuts (tests/net_proxy.py), or by ending the listener's server process.
"""

from __future__ import annotations

import os
import queue
import time
from collections.abc import Iterator

import pytest
from sqlalchemy import create_engine, make_url, text

from tdesk.errors import StoreError, TdeskError
from tdesk.models import live
from tdesk.models.store import Store
from tdesk.models.tables import Meta
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, add_player, list_entries
from tests.net_proxy import Relay
from tests.pg_database import fresh_database

PG_URL = os.environ.get("TDESK_TEST_PG_URL", "")
pytestmark = pytest.mark.skipif(not PG_URL, reason="TDESK_TEST_PG_URL not set")
WAIT_S = 15.0  # how long a test waits for an event before it fails (never a timing assert)


@pytest.fixture
def pg_url() -> Iterator[str]:
    with fresh_database(PG_URL, prefix="tdesk_live") as url:
        yield url


class Ear:
    """A listener's callbacks, queued for the test to wait on."""

    def __init__(self) -> None:
        self.notices: queue.Queue[live.Notice] = queue.Queue()
        self.states: queue.Queue[bool] = queue.Queue()

    def notice(self, timeout: float = WAIT_S) -> live.Notice:
        return self.notices.get(timeout=timeout)

    def state(self, timeout: float = WAIT_S) -> bool:
        return self.states.get(timeout=timeout)


def listen(store: Store) -> tuple[live.ChangeListener, Ear]:
    ear = Ear()
    listener = live.ChangeListener(store.engine, ear.notices.put,
                                   lambda up, _reason: ear.states.put(up)).start()
    store.on_close.append(listener.stop)
    deadline = time.monotonic() + WAIT_S
    while not listener.live:
        assert time.monotonic() < deadline, "the listener never connected"
        time.sleep(0.01)
    return listener, ear


def test_a_committed_action_is_announced_with_its_revision_and_tables(pg_url: str) -> None:
    here = Store(pg_url, staff="Station 1")
    there = Store(pg_url, staff="Station 2")
    _, ear = listen(here)
    event_id = create_event(there, "Cup", "poker")
    notice = ear.notice()
    assert notice.revision == there.revision() == 1
    assert notice.station == there.station
    assert notice.tables is not None and "event" in notice.tables
    add_player(there, event_id, PlayerFields("Юрий"))
    notice = ear.notice()
    assert notice.revision == 2 and {"player", "entry"} <= (notice.tables or set())
    there.close()
    here.close()


def test_a_refused_action_is_never_announced(pg_url: str) -> None:
    here = Store(pg_url, staff="Station 1")
    there = Store(pg_url, staff="Station 2")
    _, ear = listen(here)
    event_id = create_event(there, "Cup", "poker")
    assert ear.notice().revision == 1
    with pytest.raises(TdeskError), there.action("test", event_id=event_id) as scope:
        scope.session.add(Meta(key="half", number=1))  # written, then refused
        scope.session.flush()
        raise StoreError("refused at the last moment")
    create_event(there, "Second", "poker")
    assert ear.notice().revision == 2  # the refused one sent nothing: the next is the next
    assert there.revision() == 2
    there.close()
    here.close()


def test_a_station_whose_host_is_gone_says_so_refuses_actions_and_comes_back(
        pg_url: str) -> None:
    url = make_url(pg_url)
    relay = Relay((url.host or "127.0.0.1", url.port or 5432))
    through = url.set(host="127.0.0.1", port=relay.port).render_as_string(hide_password=False)
    here = Store(through, staff="Station 1")
    there = Store(pg_url, staff="Station 2")
    event_id = create_event(here, "Cup", "poker")
    listener, ear = listen(here)
    lost_at = time.monotonic()
    relay.cut()
    assert ear.state() is False
    print(f"\nhost lost noticed after {1000 * (time.monotonic() - lost_at):.0f} ms")
    here.offline = "Lost the host at test — nothing was saved."  # what the window's watch sets
    with pytest.raises(StoreError, match="Lost the host"):
        add_player(here, event_id, PlayerFields("Refused"))
    add_player(there, event_id, PlayerFields("Saved elsewhere"))  # the host runs on
    relay.start()
    assert ear.state() is True  # listening again: the station reads everything once
    assert listener.live
    here.offline = ""
    assert [e.name for e in list_entries(here, event_id)] == ["Saved elsewhere"]
    add_player(there, event_id, PlayerFields("Heard again"))
    assert ear.notice().revision == there.revision()
    here.close()
    there.close()
    relay.cut()


def test_the_listener_ended_by_the_server_listens_again_and_asks_for_a_catch_up(
        pg_url: str) -> None:
    here = Store(pg_url, staff="Station 1")
    listener, ear = listen(here)
    first = listener.pid
    admin = create_engine(PG_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        assert connection.execute(text("SELECT pg_terminate_backend(:pid)"),
                                  {"pid": first}).scalar()
    admin.dispose()
    assert ear.state() is True  # a gap, however short: notices may have been missed
    assert listener.pid != first and listener.live
    create_event(here, "After", "poker")
    assert ear.notice().revision == 1
    here.close()


def test_closing_the_store_stops_its_listener_at_once(pg_url: str) -> None:
    here = Store(pg_url, staff="Station 1")
    listener, _ = listen(here)
    started = time.monotonic()
    here.close()
    print(f"\nlistener stopped in {1000 * (time.monotonic() - started):.0f} ms")
    assert not listener._thread.is_alive()


def test_a_listener_hears_past_a_thousand_open_files(pg_url: str) -> None:
    """A process with over 1,024 descriptors open (a long test worker; a desk serving many
    phones) still hears notices: ``select.select`` refused such descriptors outright."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < 1300:
        pytest.skip(f"this account may open only {hard} files")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, 1300), hard))
    spare = [os.open(os.devnull, os.O_RDONLY) for _ in range(1100)]
    try:
        here = Store(pg_url, staff="Station 1")
        there = Store(pg_url, staff="Station 2")
        _, ear = listen(here)
        create_event(there, "Cup", "poker")
        assert ear.notice().revision == 1
        there.close()
        here.close()
    finally:
        for fd in spare:
            os.close(fd)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
