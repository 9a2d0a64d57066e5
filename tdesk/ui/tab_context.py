"""The context one generation of tabs sees: the main window's, through a relay it can cut.

Tabs connect to ``ctx.changed`` / ``ctx.eventChanged`` (often with lambdas, which Qt cannot
disconnect when the tab is deleted). When the event kind changes, the main window replaces
the whole set of tabs; it cuts their relay first, so no signal ever reaches a deleted tab
("Internal C++ object already deleted").
"""

from PySide6.QtCore import QObject

from tdesk.models.store import Store
from tdesk.services.events import EventInfo
from tdesk.ui.context import AppContext


class TabContext(AppContext):
    """An ``AppContext`` whose state is its root's and whose signals can be cut (``detach``)."""

    def __init__(self, root: AppContext, parent: QObject | None = None) -> None:
        QObject.__init__(self, parent)  # not AppContext's: the root polls, this only relays
        self.root = root
        root.changed.connect(self.changed)
        root.eventChanged.connect(self.eventChanged)
        root.storeReplaced.connect(self.storeReplaced)

    def detach(self) -> None:
        """Stop relaying: the tabs behind this context are going away."""
        self.blockSignals(True)
        for signal, relay in ((self.root.changed, self.changed),
                              (self.root.eventChanged, self.eventChanged),
                              (self.root.storeReplaced, self.storeReplaced)):
            signal.disconnect(relay)

    # The root's state, read and written through (the main window and tabs share one truth).
    @property  # type: ignore[override]
    def store(self) -> Store:
        return self.root.store

    @store.setter
    def store(self, value: Store) -> None:
        self.root.store = value

    @property  # type: ignore[override]
    def event_info(self) -> EventInfo | None:
        return self.root.event_info

    @event_info.setter
    def event_info(self, value: EventInfo | None) -> None:
        self.root.event_info = value

    @property  # type: ignore[override]
    def revision(self) -> int:
        return self.root.revision

    @revision.setter
    def revision(self, value: int) -> None:
        self.root.revision = value

    @property  # type: ignore[override]
    def seen(self):  # type: ignore[no-untyped-def]
        return self.root.seen

    @seen.setter
    def seen(self, value) -> None:  # type: ignore[no-untyped-def]
        self.root.seen = value

    @property  # type: ignore[override]
    def timer(self):  # type: ignore[no-untyped-def]
        return self.root.timer

    def set_store(self, store: Store) -> None:
        self.root.set_store(store)

    def set_staff(self, name: str) -> None:
        self.root.set_staff(name)

    def select_event(self, event_id: int | None) -> None:
        self.root.select_event(event_id)

    def poll(self) -> None:
        self.root.poll()
