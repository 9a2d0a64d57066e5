"""Two stations on one PostgreSQL store, the second in a process of its own (issue 39): this
station's window hears the other's bust as it commits, and when the host is gone it says so,
refuses every action, keeps what it shows and catches up when the host is back.

Runs when TDESK_TEST_PG_URL is set. The host is taken away by cutting a relay between this
station and the server (tests/net_proxy.py); the shared server itself is never stopped.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import make_url

from tdesk import engine_text
from tdesk.models import live
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, import_players, list_entries
from tdesk.services.seating.seating import draw_seats
from tdesk.services.store_changes import StoreChanges
from tdesk.ui.widgets import messages
from tests.net_proxy import Relay
from tests.pg_database import fresh_database

PG_URL = os.environ.get("TDESK_TEST_PG_URL", "")
pytestmark = pytest.mark.skipif(not PG_URL, reason="TDESK_TEST_PG_URL not set")
ROOT = Path(__file__).resolve().parents[2]
WAIT_MS = 15_000


class Station:
    """tests/live_station.py in a process of its own: busts players when told."""

    def __init__(self, url: str) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.live_station", url], cwd=ROOT, env=env,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.answers: queue.Queue[dict[str, Any]] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        assert self.answers.get(timeout=WAIT_MS / 1000) == {"ready": True}

    def bust(self, qtbot, event_id: int, entry_id: int) -> dict[str, Any]:  # type: ignore[no-untyped-def]
        """Tell the other station to bust; the Qt event loop runs meanwhile (this window
        hears the bust while the other station is still answering)."""
        assert self.process.stdin is not None
        self.process.stdin.write(f"bust {event_id} {entry_id}\n")
        self.process.stdin.flush()
        qtbot.waitUntil(lambda: not self.answers.empty(), timeout=WAIT_MS)
        return self.answers.get()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.answers.put(json.loads(line))

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write("quit\n")
        self.process.stdin.close()
        self.process.wait(timeout=30)


@pytest.fixture
def venue() -> Iterator[tuple[str, int, list[int]]]:
    """A PostgreSQL store with a seated poker event: (its URL, the event, its entries)."""
    with fresh_database(PG_URL, prefix="tdesk_live_ui") as url:
        setup = Store(url, staff="Setup")
        event_id = create_event(setup, "Live cup", "poker")
        import_players(setup, event_id, [PlayerFields(f"Player {i}") for i in range(1, 10)])
        draw_seats(setup, event_id, seed=7)
        entries = [e.entry_id for e in list_entries(setup, event_id)]
        setup.close()
        yield url, event_id, entries


def open_window(qtbot, url: str, event_id: int):  # type: ignore[no-untyped-def]
    from tdesk.ui.app import application, make_main_window

    application()
    window = make_main_window(Store(url, staff="Station 1"))
    qtbot.addWidget(window)
    window.show()
    window.reload_events(event_id)
    qtbot.waitUntil(lambda: window.ctx.watch.pushed, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: all(p.tab is not None for p in window.tab_widgets.pages.values()),
                    timeout=WAIT_MS)  # every tab built: a station long at work
    return window


def close_window(window) -> None:  # type: ignore[no-untyped-def]
    window.ctx.timer.stop()
    window.backup_timer.stop()
    window.ctx.store.close()


def test_the_other_stations_bust_reaches_this_window_as_it_commits(qtbot, venue) -> None:  # type: ignore[no-untyped-def]
    url, event_id, entries = venue
    window = open_window(qtbot, url, event_id)
    other = Station(url)
    heard: list[tuple[StoreChanges, float]] = []
    window.ctx.changed.connect(lambda changes: heard.append((changes, time.time())))
    notices: list[live.Notice] = []
    window.ctx.watch.heard.connect(notices.append)
    done = other.bust(qtbot, event_id, entries[0])
    qtbot.waitUntil(lambda: any(c.revision == done["revision"] for c, _ in heard),
                    timeout=WAIT_MS)
    change, at = next((c, t) for c, t in heard if c.revision == done["revision"])
    notice = next(n for n in notices if n.revision == done["revision"])  # pushed, not polled
    print(f"\nthe other station's bust heard {1000 * (notice.heard - done['at']):.0f} ms and "
          f"its change record out here {1000 * (at - done['at']):.0f} ms after its commit")
    assert change.touches(event_id, "entry")
    assert notice.tables is not None and "entry" in notice.tables
    other.close()
    close_window(window)


def test_the_player_screens_follow_the_notices_not_the_revision(qtbot, venue) -> None:  # type: ignore[no-untyped-def]
    from tdesk.web.publisher import DisplayPublisher
    from tdesk.web.server import Settings

    url, event_id, entries = venue
    store = Store(url, staff="Screens")
    publisher = DisplayPublisher(store, event_id, Settings("127.0.0.1", 0))  # as tdesk serve
    publisher.start()
    watch = publisher.watch
    assert watch is not None
    qtbot.waitUntil(lambda: watch.pushed and watch.revision >= 0, timeout=WAIT_MS)

    watch.timer.stop()  # the watch's own slow safety-net poll: out of the way
    asked: list[str] = []
    real = store.revision

    def revision() -> int:  # the snapshot's read (a worker thread) labels with it too
        asked.append(threading.current_thread().name)
        return real()

    store.revision = revision  # type: ignore[method-assign]
    published: list[int] = []
    publisher.published.connect(published.append)
    other = Station(url)
    done = other.bust(qtbot, event_id, entries[2])
    qtbot.waitUntil(lambda: done["revision"] in published, timeout=WAIT_MS)
    assert publisher.server.snapshot is not None
    assert publisher.server.snapshot.revision == done["revision"]
    assert threading.main_thread().name not in asked  # heard, never polled on the Qt side
    other.close()
    publisher.stop()
    store.close()


def test_a_station_that_loses_the_host_says_so_refuses_and_catches_up(  # type: ignore[no-untyped-def]
        qtbot, venue, monkeypatch) -> None:
    url, event_id, entries = venue
    parsed = make_url(url)
    relay = Relay((parsed.host or "127.0.0.1", parsed.port or 5432))
    through = parsed.set(host="127.0.0.1", port=relay.port).render_as_string(
        hide_password=False)
    window = open_window(qtbot, through, event_id)
    shown: list[str] = []
    monkeypatch.setattr(messages, "error",
                        lambda _parent, text, _title="": shown.append(engine_text.message(text)))
    other = Station(url)  # straight to the server: the host runs on for the others
    banner = window.host_banner
    assert banner.isHidden()
    revision = window.ctx.revision

    cut = time.monotonic()
    relay.cut()
    qtbot.waitUntil(banner.isVisible, timeout=WAIT_MS)
    print(f"\nthe banner was up {1000 * (time.monotonic() - cut):.0f} ms after the host went")
    assert f"Lost the host at 127.0.0.1:{relay.port}" in banner.text()
    assert "read-only" in banner.text()

    window.undo()  # Ctrl+Z: refused, told with the banner's words
    assert shown and shown[-1].startswith(f"Lost the host at 127.0.0.1:{relay.port}")
    assert "Nothing was saved" in shown[-1]
    done = other.bust(qtbot, event_id, entries[1])  # meanwhile the floor goes on at the other station
    assert window.ctx.revision == revision  # the last state is kept, nothing read

    relay.start()
    qtbot.waitUntil(banner.isHidden, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.ctx.revision == done["revision"], timeout=WAIT_MS)
    assert window.ctx.store.offline == ""
    busted = [e for e in list_entries(window.ctx.store, event_id) if e.entry_id == entries[1]]
    assert busted[0].status == "busted"
    other.close()
    close_window(window)
    relay.cut()
