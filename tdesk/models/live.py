"""Live changes on PostgreSQL (issue 39): every committed floor action is pushed to the other
stations, not found by polling; a station that loses the host knows within seconds.

``announce`` runs inside the action's own transaction: PostgreSQL queues the ``pg_notify``
with it and delivers it only when the transaction commits (a refused or rolled-back action
announces nothing), in commit order, to every connection that LISTENs on ``CHANNEL``.

``ChangeListener`` is a station's ear: one connection of its own, on a thread of its own.
Why a thread rather than a ``QSocketNotifier`` on the connection's socket in the GUI thread:
connecting to a host that has gone (a laptop switched off, Wi-Fi lost) blocks for up to the
connect timeout, and a keepalive query to it blocks until TCP gives up; on a thread the window
never freezes meanwhile. The socket also changes with every reconnection, and psycopg reads
notifications that arrive while a query runs into a backlog the socket would never signal
again. The thread waits on the socket and on a wake-up pipe (so closing the store stops it at
once), sends ``SELECT 1`` whenever a second passes in silence, and reconnects after any
failure. Its callbacks run on that thread: the Qt side (``tdesk.store_watch``) turns them into
signals. SQLite has no such channel; its stations keep polling the revision.
"""

from __future__ import annotations

import contextlib
import json
import logging
import selectors
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session

CHANNEL = "tdesk_changes"
KEEPALIVE_S = 1.0
"""A silent connection is asked ``SELECT 1`` this often."""
RETRY_S = 1.0
"""A lost host is tried again this often."""
LOST_AFTER_S = 3.0
"""No answer from the host for this long (a keepalive stuck on a dead network): lost."""
LIMITS: dict[str, Any] = {
    "connect_timeout": 3, "keepalives": 1, "keepalives_idle": 2, "keepalives_interval": 1,
    "keepalives_count": 2, "tcp_user_timeout": 3000,
}
"""libpq settings for every connection to a server: a host that has gone fails a connect, a
query or a commit in seconds rather than after TCP's quarter of an hour (ignored by systems
without TCP_USER_TIMEOUT)."""
PAYLOAD_LIMIT = 7900  # PostgreSQL refuses payloads of 8000 bytes or more
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Notice:
    """One committed action as announced: the revision it made, the tables it changed (None:
    not listed), the station that did it, and when this station heard of it (``time.time``)."""

    revision: int
    tables: frozenset[str] | None
    station: str
    heard: float


def connect_args(url: str) -> dict[str, Any]:
    """The ``LIMITS`` a URL does not set itself (its own query settings win)."""
    given = make_url(url).query
    return {key: value for key, value in LIMITS.items() if key not in given}


def host_address(url: str) -> str:
    """The server a station talks to, as the floor reads it ("192.168.1.20:5432")."""
    parsed = make_url(url)
    host = parsed.host or "localhost"
    return f"{host}:{parsed.port}" if parsed.port else host


def announce(session: Session, revision: int, changes: list[dict[str, Any]],
             station: str) -> None:
    """Queue the action's notice in its transaction (delivered on commit only)."""
    tables = sorted({c["table"] for c in changes
                     if isinstance(c, dict) and isinstance(c.get("table"), str)})
    payload = json.dumps({"revision": revision, "tables": tables, "station": station})
    if len(payload.encode()) > PAYLOAD_LIMIT:
        payload = json.dumps({"revision": revision, "tables": None, "station": station[:200]})
    session.execute(text("SELECT pg_notify(:channel, :payload)"),
                    {"channel": CHANNEL, "payload": payload})


def parse(payload: str, heard: float) -> Notice | None:
    """A notice from its payload; None for one this tdesk cannot read (from another version)."""
    try:
        data = json.loads(payload)
        tables = data.get("tables")
        return Notice(int(data["revision"]),
                      frozenset(str(t) for t in tables) if isinstance(tables, list) else None,
                      str(data.get("station", "")), heard)
    except (ValueError, TypeError, KeyError, AttributeError):
        return None


class ChangeListener:
    """LISTENs on ``CHANNEL`` on its own thread; ``on_change(notice)`` for every action
    committed on the server, ``on_state(up, reason)`` when the host is lost (``up`` False) and
    when it listens again after any gap (``up`` True: notices may have been missed, so the
    station reads everything once). Both are called on the listener's thread."""

    def __init__(self, engine: Engine, on_change: Callable[[Notice], None],
                 on_state: Callable[[bool, str], None],
                 fallback: Callable[[], Engine | None] | None = None) -> None:
        self.engine = engine
        self.fallback = fallback
        """Asked (on this thread) each time the host does not answer: another engine to
        listen on (a promoted standby the store now uses), or None to keep trying the host."""
        self.on_change = on_change
        self.on_state = on_state
        self.state = "connecting"  # then "live" or "lost"
        self.last_alive = time.monotonic()
        self.pid = 0
        """The server process of the listening connection (tests end it)."""
        self._gap = False
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._wake_r, self._wake_w = socket.socketpair()
        self._thread = threading.Thread(target=self._run, name="tdesk-listener", daemon=True)

    def start(self) -> ChangeListener:
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop at once (the wake-up pipe ends the wait) and close the connection."""
        self._stopping.set()
        with contextlib.suppress(OSError):
            self._wake_w.send(b"x")
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(timeout=LOST_AFTER_S + 2)
        for end in (self._wake_r, self._wake_w):
            end.close()

    @property
    def live(self) -> bool:
        return self.state == "live"

    def check(self) -> None:
        """Called now and then from outside: a keepalive stuck longer than ``LOST_AFTER_S``
        (a network that swallows packets) means the host is lost, before TCP says so."""
        if self.live and time.monotonic() - self.last_alive > LOST_AFTER_S:
            self._lost(f"the host did not answer for {LOST_AFTER_S:.0f} s")

    # -- the thread ----------------------------------------------------------------------
    def _run(self) -> None:
        import psycopg

        failures = 0
        while not self._stopping.is_set():
            try:
                args, kwargs = self.engine.dialect.create_connect_args(self.engine.url)
                kwargs = {**kwargs, **connect_args(str(self.engine.url))}
                connection = psycopg.connect(*args, **kwargs, autocommit=True)
            except (psycopg.Error, OSError) as exc:
                failures += 1
                self._lost(_reason(exc))
                moved = self.fallback() if self.fallback is not None else None
                if moved is not None:
                    self.engine = moved
                    continue
                self._stopping.wait(RETRY_S)
                continue
            try:
                connection.execute(f"LISTEN {CHANNEL}")
                self.pid = connection.info.backend_pid
                failures = 0
                self._alive()
                self._listen(connection)
            except (psycopg.Error, OSError) as exc:
                if not self._stopping.is_set():
                    self._gap = True
                    if failures:  # one quick try again first: a dropped connection only
                        self._lost(_reason(exc))
                        self._stopping.wait(RETRY_S)
                    failures += 1
            finally:
                connection.close()

    def _listen(self, connection: Any) -> None:
        heard = self._drain(connection)  # the backlog LISTEN's own answer brought
        while not self._stopping.is_set():
            ready = _readable([connection.fileno(), self._wake_r], KEEPALIVE_S)
            if self._wake_r in ready:
                return
            heard = self._drain(connection) if ready else 0
            if not heard:  # silence, or a socket readable with no notice: closed? ask
                connection.execute("SELECT 1")
                self._drain(connection)  # what arrived with the answer
            self._alive()

    def _drain(self, connection: Any) -> int:
        count = 0
        for note in connection.notifies(timeout=0):
            self._heard(note.payload)
            count += 1
        return count

    def _heard(self, payload: str) -> None:
        notice = parse(payload, time.time())
        if notice is not None:
            self.on_change(notice)

    def _alive(self) -> None:
        self.last_alive = time.monotonic()
        with self._lock:
            if self.state == "live" and not self._gap:
                return
            first = self.state == "connecting" and not self._gap
            self.state = "live"
            self._gap = False
        if not first:  # back after a gap: what was announced meanwhile was never heard
            self.on_state(True, "")

    def _lost(self, reason: str) -> None:
        with self._lock:
            if self.state == "lost" or self._stopping.is_set():
                return
            self.state = "lost"
        log.warning("lost the host: %s", reason)
        self.on_state(False, reason)


def _reason(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0] if lines else type(exc).__name__


def _readable(fds: list[int], timeout: float) -> list[int]:
    """Which of ``fds`` can be read within ``timeout``: a selector, not ``select.select``,
    which refuses any descriptor past 1,024 (a long-running desk or test process has them)."""
    with selectors.DefaultSelector() as selector:
        for fd in fds:
            selector.register(fd, selectors.EVENT_READ)
        return [key.fd for key, _ in selector.select(timeout)]
