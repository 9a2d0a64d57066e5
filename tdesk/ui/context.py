"""The one object every view shares: the store, the current event, and change notifications.

Views never open sessions: they call services, and refresh on ``changed`` — emitted after a
local action and whenever the store's revision moves (pushed by PostgreSQL as each action
commits, polled twice a second on SQLite: ``tdesk.store_watch``), so a second window, process
or station on the same store stays in step. A station that lost its host says so
(``hostLost``), keeps what it shows and reads everything once when the host is back. ``changed`` carries the
change record (``StoreChanges``: which tables, rows and events the actions since changed);
a view asks it ``touches(event_id, *tables)`` and reads nothing when it says no. The window's
own actions are handed over as they commit (``Store.on_commit``), not read back from the log,
and every view refreshes inside one read of the store (issue 38).
"""

import contextlib
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from tdesk import validate
from tdesk.errors import InputError, TdeskError
from tdesk.models.store import Store, UndoStep
from tdesk.models.tables import AuditLog
from tdesk.services import store_changes
from tdesk.services.events import EventInfo, get_event
from tdesk.services.store_changes import StoreChanges
from tdesk.store_watch import StoreWatch
from tdesk.ui import settings
from tdesk.ui.widgets import messages

T = TypeVar("T")
POLL_MS = 500  # the pace of pollers of their own (the wall's follower)


class AppContext(QObject):
    changed = Signal(object)  # StoreChanges: what the actions since the last one changed
    eventChanged = Signal(object)  # EventInfo | None
    storeReplaced = Signal()
    storeInterfered = Signal()
    """Another program removed or replaced the store's files under tdesk (issue 34)."""
    hostLost = Signal(str)
    """The station lost its host (the address): read-only until ``hostBack`` (issue 39)."""
    hostBack = Signal()

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        staff = settings.STAFF.get()
        if staff and not store.staff:
            try:  # a name saved before names were checked may be too long: leave it unset
                store.staff = validate.text("Staff", str(staff), limit=validate.STAFF)
            except InputError:
                settings.STAFF.clear()
        self.event_info: EventInfo | None = None
        self._records: list[AuditLog] = []  # this station's actions, not yet handed over
        self._undo_known: tuple[int, UndoStep | None, UndoStep | None] | None = None
        store.on_commit.append(self._committed)
        self.seen = self._first_look(store)
        self.revision = self.seen.revision
        self.interference_seen = store.interference
        self.watch = self._watch(store)

    def _watch(self, store: Store) -> StoreWatch:
        """The store's watch; ``timer`` is its poll (tests stop it to poll by hand)."""
        watch = StoreWatch(store, self)
        watch.moved.connect(self.poll)
        watch.hostLost.connect(self.hostLost)
        watch.hostBack.connect(self.catch_up)
        self.timer = watch.timer
        self.timer.timeout.connect(self._check_interference)
        return watch

    # -- store and event -----------------------------------------------------------------
    def set_store(self, store: Store) -> None:
        old = self.store
        self.store = store
        if not store.staff:
            store.staff = old.staff
        self.watch.stop()
        self.watch.deleteLater()
        if self._committed in old.on_commit:
            old.on_commit.remove(self._committed)
        old.close()
        self._records, self._undo_known = [], None
        store.on_commit.append(self._committed)
        self.watch = self._watch(store)
        self.event_info = None
        self.seen = self._first_look(store)
        self.revision = self.seen.revision
        self.interference_seen = store.interference
        self.storeReplaced.emit()

    @staticmethod
    def _first_look(store: Store) -> StoreChanges:
        return store_changes.poll(store, None) or StoreChanges.all(0)

    def set_staff(self, name: str) -> None:
        """Refused with InputError (nothing changed) when too long or holding control
        characters, so a bad name is told once, not by every later save."""
        self.store.staff = validate.text("Staff", name, limit=validate.STAFF)
        settings.STAFF.set(self.store.staff)
        self.changed.emit(StoreChanges(self.revision, self.seen.mark))  # no row changed

    def select_event(self, event_id: int | None) -> None:
        self.event_info = get_event(self.store, event_id) if event_id is not None else None
        if self.event_info is not None:
            settings.LAST_EVENT.set(self.event_info.name)
        self.eventChanged.emit(self.event_info)

    @property
    def event_id(self) -> int | None:
        info = self.event_info  # once: a tab's context reads it through (a call each time)
        return info.id if info else None

    def event_id_if(self, kind: str) -> int | None:
        """The shown event's id when it is of ``kind``: a tab made for one kind of event shows
        nothing while the window moves on to another kind."""
        info = self.event_info
        return info.id if info is not None and info.kind == kind else None

    # -- changes -------------------------------------------------------------------------
    def catch_up(self) -> None:
        """The host is back: every view reads afresh once (notices of the gap were missed)."""
        self.hostBack.emit()
        try:
            self.seen = self._first_look(self.store)
        except Exception:  # noqa: BLE001 - lost again already: the next return catches up
            return
        self.revision = self.seen.revision
        self.changed.emit(self.seen)

    def _check_interference(self) -> None:
        if self.store.interference != self.interference_seen:
            self.interference_seen = self.store.interference
            self.storeInterfered.emit()

    def poll(self, revision: int | None = None) -> None:
        """Emit ``changed`` with the change record when the store moved (any station).

        This station's own actions are handed over as they committed (``Store.on_commit``):
        nothing is read back. Other stations' are read from the log. ``revision`` is the
        store's as the watch just read it: one this window emitted already is passed over.
        """
        if self.store.offline:
            return  # the host is lost: keep showing the last state
        if revision is not None and revision == self.revision:
            self._check_interference()
            return
        records, self._records = self._records, []
        changes = store_changes.from_records(self.seen, records)
        if changes is not None and revision is not None and revision != changes.revision:
            changes = None  # another station acted after: read the log for both
        if changes is None:
            changes = self._read_changes()
        self._check_interference()
        if changes is None:
            return
        self.seen = changes
        self.revision = changes.revision
        self._emit(changes)

    def _read_changes(self) -> StoreChanges | None:
        try:
            return store_changes.poll(self.store, self.seen)
        except TdeskError:
            return None
        except Exception:  # noqa: BLE001 - a station that lost its server keeps showing
            return None

    def _emit(self, changes: StoreChanges) -> None:
        """Every view refreshes inside one read of the store (``Store.read_together``): one
        transaction for the lot, and every view sees the same moment."""
        with contextlib.ExitStack() as reading:
            with contextlib.suppress(Exception):  # no read open: each view reads on its own
                reading.enter_context(self.store.read_together())
            if self.event_info is not None and changes.touches(self.event_info.id, "event"):
                try:
                    self.event_info = get_event(self.store, self.event_info.id)
                except TdeskError:
                    self.event_info = None
                    self.eventChanged.emit(None)
            self.changed.emit(changes)

    def undo_steps(self) -> tuple[UndoStep | None, UndoStep | None]:
        """What Ctrl+Z and Ctrl+Shift+Z would take now: known from this station's own last
        action when it was the last change seen, else read (and kept for this revision)."""
        known = self._undo_known
        if known is None or known[0] != self.revision:
            known = (self.revision, self.store.undo_step(), self.store.redo_step())
            self._undo_known = known
        return known[1], known[2]

    def _committed(self, record: AuditLog) -> None:
        """``Store.on_commit`` (any thread): this station's action, kept to hand over."""
        self._records.append(record)
        if (record.station == self.store.station and record.undoable
                and record.action not in store_changes.REPLAYED and record.id is not None):
            # a new action: it is what undo takes, and there is nothing left to redo
            self._undo_known = (record.revision,
                                UndoStep(record.id, record.action, record.summary), None)

    def attempt(self, parent: QWidget | None, action: Callable[..., object], *args: Any,
                **kwargs: Any) -> bool:
        """Like ``run`` for actions that return nothing: True when it was done."""
        try:
            action(*args, **kwargs)
        except TdeskError as exc:
            messages.error(parent, str(exc))
            return False
        self.poll()
        return True

    def run(self, parent: QWidget | None, action: Callable[..., T], *args: Any,
            **kwargs: Any) -> T | None:
        """Call a service; show its TdeskError to the floor (nothing was saved) and return None."""
        try:
            result = action(*args, **kwargs)
        except TdeskError as exc:
            messages.error(parent, str(exc))
            return None
        self.poll()
        return result
