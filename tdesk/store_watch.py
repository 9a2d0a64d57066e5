"""How a window (or ``tdesk serve``) learns that the store moved: pushed on PostgreSQL, polled
on SQLite (issue 39).

``StoreWatch.moved(revision)`` is emitted when any station commits an action. On PostgreSQL a
``ChangeListener`` (``tdesk.models.live``) hears each commit as it happens, and the poll only
runs every ``SLOW_MS`` for a notice that went missing; on SQLite, and on PostgreSQL while the
listener is not connected, the revision is polled every ``FAST_MS`` as before.

A station that loses its host says so: ``hostLost(address)`` within ``LOST_AFTER_S`` or so;
meanwhile the store refuses every floor action (``Store.offline``) and nothing is read, so the
views keep the last state. When the host answers again ``hostBack`` is emitted and the views
read everything once (notices sent in the gap were never heard). A host that had a standby
copy (issue 39, ``tdesk.services.venue.standby``) is followed to it once the standby is promoted:
the lost station then comes back on the promoted copy.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal
from sqlalchemy import make_url
from sqlalchemy.engine import Engine

from tdesk.models import live
from tdesk.models.store import Store
from tdesk.services.venue import standby

FAST_MS = 500
SLOW_MS = 10_000
TICK_MS = FAST_MS  # the watchdog runs this often even when the poll is slow


def offline_message(store: Store) -> str:
    """The refusal of a floor action while the host is lost (English: the audit language;
    ``tdesk.engine_text`` shows it in the interface language)."""
    return (f"Lost the host at {live.host_address(store.url)} — showing the last state, "
            "read-only; reconnecting… Nothing was saved.")


class StoreWatch(QObject):
    """Emits ``moved`` when the store's revision moves, ``hostLost``/``hostBack`` around a
    lost host. ``timer`` is the poll (tests stop it to poll by hand)."""

    moved = Signal(int)
    hostLost = Signal(str)
    hostBack = Signal()
    heard = Signal(object)
    """Every notice the listener heard (``live.Notice``): the bench times them."""
    _notice = Signal(object)  # from the listener's thread, queued to this object's
    _state = Signal(bool, str)

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.revision = -1
        self.lost = False
        self.listener: live.ChangeListener | None = None
        self.last_poll = 0.0
        self.standby: tuple[str, int] | None = None
        """Where the host's standby copy answers (read at each poll): followed once promoted."""
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self._notice.connect(self._on_notice)
        self._state.connect(self._on_state)
        if not store.is_sqlite:
            self.listener = live.ChangeListener(store.engine, self._notice.emit,
                                                self._heard_state, self._follow).start()
            store.on_close.append(self.listener.stop)
        self.timer.start()

    @property
    def address(self) -> str:
        return live.host_address(self.store.url)

    @property
    def pushed(self) -> bool:
        """Whether changes arrive as notices now (the poll is only the safety net)."""
        return self.listener is not None and self.listener.live

    def stop(self) -> None:
        self.timer.stop()
        if self.listener is not None:
            self.listener.stop()

    def tick(self) -> None:
        """The watchdog, and the poll when it is due."""
        if self.listener is not None:
            self.listener.check()
        if self.lost or self.store.offline:
            return  # nothing to read from a lost host: the views keep the last state
        period = SLOW_MS if self.pushed else FAST_MS
        if (time.monotonic() - self.last_poll) * 1000 >= period - TICK_MS / 2:
            self.poll()

    def poll(self) -> None:
        """Read the revision now; ``moved`` when it is not the one last seen."""
        self.last_poll = time.monotonic()
        try:
            revision = self.store.revision()
            if not self.store.is_sqlite:
                self.standby = standby.standby_of(self.store) or self.standby
        except Exception:  # noqa: BLE001 - a store that does not answer: keep the last state
            return
        self._seen(revision)

    def _follow(self) -> Engine | None:
        """On the listener's thread, the host lost: when the standby it had is promoted, the
        store moves to it (same secret and database) and the station goes on there."""
        if self.standby is None or not self.store.offline:
            return None
        address, port = self.standby
        url = make_url(self.store.url)
        if url.port == port and url.host == address:
            return None
        if not standby.promoted(address, port, url.password or ""):
            return None
        self.store.retarget(url.set(host=address, port=port).render_as_string(
            hide_password=False))
        return self.store.engine

    def _seen(self, revision: int) -> None:
        if revision != self.revision:
            self.revision = revision
            self.moved.emit(revision)

    def _on_notice(self, notice: live.Notice) -> None:
        self.heard.emit(notice)
        if not self.lost:
            self._seen(notice.revision)

    def _heard_state(self, up: bool, reason: str) -> None:
        """On the listener's thread: the store refuses writes from this moment on."""
        self.store.offline = "" if up else offline_message(self.store)
        self._state.emit(up, reason)

    def _on_state(self, up: bool, _reason: str) -> None:
        if not up:
            if not self.lost:
                self.lost = True
                self.hostLost.emit(self.address)
            return
        self.lost = False
        self.hostBack.emit()
        self.poll()
