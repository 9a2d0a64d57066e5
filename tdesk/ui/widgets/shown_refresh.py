"""A tab that reads the store only when an action changed what it shows, and only when it is
on screen: a change while it is hidden is noted, and read when the tab is next shown (a bust
at one tab never waits for another's read).

``changed(changes)`` takes the change record ``AppContext.changed`` delivers; with ``reads``
(the tables the view reads) and ``event`` (the event it shows) given, a record that touches
none of them is dropped without a read. ``hidden_too`` reads at once even while hidden (a
clock, which ticks and sounds off screen); ``while_hidden`` does only its part at once (a clock
tab reads its state to tick and sound; its labels, plan and money lines wait until it is shown,
issue 38). ``missed`` is what the view has not read yet (the records since its last refresh,
merged) while its refresh runs; None when the refresh was called directly (read everything).
"""

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

from tdesk.services.store_changes import StoreChanges


class ShownRefresher(QObject):
    """``changed()`` refreshes ``widget`` now if it is visible, else when it is next shown."""

    def __init__(self, widget: QWidget, refresh: Callable[[], None], *,
                 reads: Iterable[str] = (), event: Callable[[], int | None] | None = None,
                 hidden_too: bool = False, while_hidden: Callable[[], None] | None = None
                 ) -> None:
        super().__init__(widget)
        self.widget, self.refresh = widget, refresh
        self.reads = tuple(reads)
        self.shown_event = event  # not ``event``: QObject.event is Qt's
        self.hidden_too = hidden_too  # a clock ticks and sounds from what it read, shown or not
        self.while_hidden = while_hidden  # what must not wait until shown; the rest does
        self.stale = False
        self.missed: StoreChanges | None = None
        if not hidden_too:  # one that reads at once has nothing to catch up when shown
            widget.installEventFilter(self)

    def concerns(self, changes: StoreChanges) -> bool:
        """Whether ``changes`` touch what the view shows."""
        if self.reads and not changes.everything and changes.tables.isdisjoint(self.reads):
            return False  # none of its tables: which event it shows does not matter
        event_id = self.shown_event() if self.shown_event is not None else None
        return changes.touches(event_id, *self.reads)

    def changed(self, changes: object = None) -> None:
        """Note a change: refresh now when shown, else when next shown. A change record that
        does not concern the view is dropped; anything else (no record) always refreshes."""
        if isinstance(changes, StoreChanges):
            if not self.concerns(changes):
                return
            self.missed = changes if self.missed is None else self.missed.merged(changes)
        else:
            self.missed = StoreChanges.all(self.missed.revision if self.missed else 0)
        if self.hidden_too or self.widget.isVisible():
            self._refresh()
        else:
            self.stale = True
            if self.while_hidden is not None:
                self.while_hidden()

    def catch_up(self) -> None:
        """Read now what a change while hidden left unread: a view drawn off screen
        (``tdesk snapshot``) is never shown."""
        if self.stale:
            self._refresh()

    def _refresh(self) -> None:
        self.stale = False
        try:
            self.refresh()
        finally:
            self.missed = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        # Qt may call a filter whose Python side is already gone (a widget outliving its tab)
        if (getattr(self, "stale", False) and event.type() == QEvent.Type.Show
                and watched is getattr(self, "widget", None)):
            self.catch_up()
        return False
