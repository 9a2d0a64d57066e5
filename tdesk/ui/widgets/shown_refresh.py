"""A tab that reads the store only when it is on screen: a change while it is hidden is noted,
and read when the tab is next shown (a bust at one tab never waits for another's read)."""

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class ShownRefresher(QObject):
    """``changed()`` refreshes ``widget`` now if it is visible, else when it is next shown."""

    def __init__(self, widget: QWidget, refresh: Callable[[], None]) -> None:
        super().__init__(widget)
        self.widget, self.refresh = widget, refresh
        self.stale = False
        widget.installEventFilter(self)

    def changed(self, *_args: object) -> None:
        if self.widget.isVisible():
            self.stale = False
            self.refresh()
        else:
            self.stale = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.widget and event.type() == QEvent.Type.Show and self.stale:
            self.stale = False
            self.refresh()
        return False
