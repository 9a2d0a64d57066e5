"""Runs the player screens from the Qt side: reads the store when its revision moves and hands
the server a fresh snapshot. Used by the desk's dialog and by ``tdesk serve``.

The revision comes from the store's watch (``tdesk.store_watch``): pushed as each action
commits on PostgreSQL, polled on SQLite. Inside the desk the screens take the window's own
signal instead (issue 38): its change record, emitted as the desk's action commits, and the
revision it emitted, so they read no revision of their own."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

from tdesk.models.store import Store
from tdesk.services.events import get_event
from tdesk.store_watch import StoreWatch
from tdesk.web.page import Wording
from tdesk.web.phones import Phones
from tdesk.web.server import DisplayServer, Settings
from tdesk.web.snapshot import read_snapshot
from tdesk.web.tablets import Tablets

POLL_MS = 500  # how often a read is considered (no store read: the watch knows the revision)
REFRESH_S = 30  # read again now and then even without a change (the league's cut-off passes)
# A read is one transaction (the answers carry their data's revision); another tdesk process
# (the window, when this is `tdesk serve`) waits for it: after a read of T seconds the next
# starts no sooner than REST * T later, so at 10,000 entrants (about 0.5 s a read) the screens
# hold the store a third of the time at most. Threads of the same process never wait.
REST = 2.0
log = logging.getLogger(__name__)


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses a TV or phone on the venue network can reach."""
    found = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() is QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and \
                not address.isLoopback() and not address.isLinkLocal():
            found.append(address.toString())
    return sorted(set(found))


def page_urls(host: str, port: int, access_code: str = "") -> list[str]:
    """The addresses to type or scan: every LAN address when listening on all of them."""
    if host in ("0.0.0.0", ""):
        hosts = lan_addresses() or ["127.0.0.1"]
    else:
        hosts = [f"[{host}]" if ":" in host else host]
    query = f"/?code={access_code}" if access_code else "/"
    return [f"http://{h}:{port}{query}" for h in hosts]


class DisplayPublisher(QObject):
    """The running display: its server plus the timer that keeps its snapshot current.

    The store is read on a worker thread (a 10,000-entrant room takes seconds to read), so the
    desk never waits for the screens; changes that come during a read are picked up right after.
    """

    published = Signal(int)  # the revision now served

    def __init__(self, store: Store, event_id: int, settings: Settings,
                 parent: QObject | None = None, *, watch: StoreWatch | None = None,
                 revision: Callable[[], int] | None = None, changed: Any = None) -> None:
        """``revision`` and ``changed``: the desk's emitted revision and its ``changed``
        signal (``AppContext``), taken in place of the watch's moves and a read revision."""
        super().__init__(parent)
        self.store = store
        self.known = revision
        self.changed = changed
        self.own_watch = watch is None and not store.is_sqlite
        self.watch = StoreWatch(store, self) if self.own_watch else watch
        self.event_id = event_id
        self.server = DisplayServer(settings, Wording.load())
        kind = get_event(store, event_id).kind
        self.server.phones = Phones(store, event_id, kind)  # /me and /report (issue 25)
        self.server.tablets = Tablets(store, event_id, kind, settings.language)  # issue 39
        self.revision = -1
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.moved = changed if changed is not None else (
            self.watch.moved if self.watch is not None else None)
        if self.moved is not None:
            self.moved.connect(self.poll)
        self.ticks = 0
        self.reader: threading.Thread | None = None
        self.read_seconds = 0.0  # how long the last read took
        self.read_ended = 0.0  # time.monotonic() when it ended

    @property
    def urls(self) -> list[str]:
        settings = self.server.settings
        return page_urls(settings.host, self.server.port, settings.access_code)

    def start(self) -> None:
        self.refresh()
        self.server.start()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        if self.moved is not None:
            self.moved.disconnect(self.poll)
        if self.watch is not None and self.own_watch:
            self.watch.stop()
        self.server.stop()
        if self.reader is not None:
            self.reader.join(timeout=30)

    def poll(self, _moved: object = None) -> None:
        """On each tick and each move of the watch: start a read when the store moved (or now
        and then). A station that lost its host serves the last view."""
        self.ticks += 1
        if self.reader is not None and self.reader.is_alive():
            return
        if time.monotonic() - self.read_ended < REST * self.read_seconds:
            return  # let the desk's actions in between reads
        if self.store.offline or (self.watch is not None and self.watch.lost):
            return
        every = REFRESH_S * 1000 // POLL_MS
        try:
            moved = self._revision() != self.revision
        except Exception:  # noqa: BLE001 - a store hiccup must not stop the screens
            log.exception("player screens: the store did not answer; serving the last view")
            return
        if moved or self.ticks % every == 0:
            self.reader = threading.Thread(target=self._read, name="tdesk-display-read",
                                           daemon=True)
            self.reader.start()

    def _revision(self) -> int:
        """The store's revision: as the desk emitted it, or as the watch last heard it while
        notices arrive, else read."""
        if self.known is not None:
            return self.known()
        if self.watch is not None and self.watch.pushed and self.watch.revision >= 0:
            return self.watch.revision
        return self.store.revision()

    def _read(self) -> None:
        try:
            self.refresh()
        except Exception:  # noqa: BLE001 - keep serving the last view
            log.exception("player screens: reading the store failed; serving the last view")

    def refresh(self) -> None:
        """Read and publish now, on this thread (start, tests)."""
        start = time.monotonic()
        try:
            snapshot = read_snapshot(self.store, self.event_id)
        finally:
            self.read_ended = time.monotonic()
            self.read_seconds = self.read_ended - start
        self.server.publish(snapshot)
        self.revision = snapshot.revision
        self.published.emit(snapshot.revision)
