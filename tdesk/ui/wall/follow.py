"""A wall window (the projector, the Swiss round screen) follows the store through an
``AppContext``'s change record, never by polling the store's revision itself (issue 22).

The window reads again only when the record touches its event's tables (``reads``). It is
opened from the operator window (whose context polls) or alone (``tdesk projector``, with a
context of its own). It outlives the operator window, whose close stops that context's poll:
then, and only then, the wall window drives the same ``poll``, so there is still one poller.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from tdesk.ui.context import POLL_MS, AppContext
from tdesk.ui.widgets.shown_refresh import ShownRefresher


class WallFollower(ShownRefresher):
    """``refresh`` runs when ``ctx.changed`` delivers a record touching ``reads`` in
    ``event_id``, shown or not (the wall is read from across the room)."""

    def __init__(self, widget: QWidget, ctx: AppContext, refresh: Callable[[], None], *,
                 reads: Iterable[str], event_id: int) -> None:
        super().__init__(widget, refresh, reads=reads, event=lambda: event_id, hidden_too=True)
        # shown or not it reads at once: no "next shown" to watch for. (A filter left on would
        # be called while the window is torn down, its Python side already gone.)
        widget.removeEventFilter(self)
        self.ctx: AppContext = getattr(ctx, "root", ctx)  # a tab's relay is cut on a kind change
        self.ctx.changed.connect(self.changed)
        self.keep = QTimer(self)
        self.keep.setInterval(POLL_MS)
        self.keep.timeout.connect(self.poll_if_alone)
        self.keep.start()

    def poll_if_alone(self) -> None:
        """Poll the context when nobody else does (the operator window has closed)."""
        if self.widget.isVisible() and not self.ctx.timer.isActive():
            self.ctx.poll()

    def stop(self) -> None:
        self.keep.stop()
