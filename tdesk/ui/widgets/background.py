"""Long work off the GUI thread, with progress and cancel: the clock keeps ticking meanwhile.

``run_in_background(parent, title, work, *args, on_done=...)`` runs ``work(*args, progress=p)``
on Qt's thread pool and shows a progress dialog with a Cancel button. Plain values go in,
the result comes back by a queued signal on the GUI thread. ``work`` reports with
``progress(done, total)``, which raises ``Cancelled`` once the floor pressed Cancel, so it
stops between steps (a floor action in a transaction is then rolled back whole; a Cancel
after its last step comes too late, and the result is reported done); work that takes no
``progress`` keyword runs to its end and its result is dropped if cancelled.
A ``TdeskError`` from the work is shown to the floor; any other exception too, in one line.

``QuietTask`` / ``run_quietly(work, *args, on_done=..., on_failed=...)`` is the same runner
without the dialog: a quiet read, or work that shows its own progress (the Swiss pairing).
This module is tdesk's one background runner (issue 22).
"""

from __future__ import annotations

import inspect
import itertools
import threading
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from tdesk.errors import TdeskError
from tdesk.ui.widgets import messages

SHOW_AFTER_MS = 300  # quick work finishes before the dialog would flash up


class Cancelled(Exception):
    """Raised inside the work by ``progress`` once the floor pressed Cancel."""


class Progress:
    """What the work calls to report (from its own thread); raises ``Cancelled``."""

    def __init__(self, signal: Any) -> None:
        self._signal = signal
        self._cancelled = threading.Event()

    def __call__(self, done: int, total: int) -> None:
        if self._cancelled.is_set():
            raise Cancelled
        self._signal.emit(done, total)

    def cancel(self) -> None:
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()


class _Signals(QObject):
    """What the work's thread emits; queued to the GUI thread, where the task lives."""

    progress = Signal(int, int)  # done, total
    finished = Signal(object)  # the work's result
    failed = Signal(object)  # the exception it raised


class _Runnable(QRunnable):
    def __init__(self, work: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any],
                 signals: _Signals) -> None:
        super().__init__()
        self.work, self.args, self.kwargs, self.signals = work, args, kwargs, signals
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result = self.work(*self.args, **self.kwargs)
        except BaseException as exc:  # noqa: BLE001 - reported on the GUI thread
            self.signals.failed.emit(exc)
        else:
            self.signals.finished.emit(result)


# Tasks that are running, by key: a task (and its signals, its children) cannot be collected
# while its work runs, even if nobody else holds it. Touched on the GUI thread only. The keys
# are never reused (an ``id()`` is, once its object is freed: a late release of a task that
# was gone could then have let go of a newer one while it ran).
_RUNNING: dict[int, QuietTask] = {}
_KEYS = itertools.count()


def _release(key: int) -> None:
    _RUNNING.pop(key, None)


class QuietTask(QObject):
    """One piece of work running in the pool, without a dialog. ``signals.progress`` /
    ``signals.finished`` / ``signals.failed`` arrive on the GUI thread.

    Its ``signals`` object is its child: it lives exactly as long as its task and belongs to
    no other, so a late signal from a finished task can never reach a newer one. A started
    task keeps itself alive until its outcome has been delivered; it runs once."""


    def __init__(self, parent: QObject | None, work: Callable[..., Any], *args: Any,
                 **kwargs: Any) -> None:
        super().__init__(parent)
        self.signals = _Signals(self)  # lives exactly as long as its task
        self.progress = Progress(self.signals.progress)
        self.running = False
        self._started = False
        self._stops_on_cancel = "progress" in inspect.signature(work).parameters
        if self._stops_on_cancel:
            kwargs["progress"] = self.progress
        self._runnable = _Runnable(work, args, kwargs, self.signals)
        self.signals.finished.connect(self._finished)
        self.signals.failed.connect(self._failed)
        self._key = next(_KEYS)
        self.destroyed.connect(partial(_release, self._key))  # a parent closed mid-run

    def start(self) -> None:
        """Hand the work to the pool; a second start is a bug (its signals are spent)."""
        if self._started:
            raise RuntimeError("a background task runs once: make a new one")
        self._started = True
        self.running = True
        _RUNNING[self._key] = self
        QThreadPool.globalInstance().start(self._runnable)

    def _ended(self) -> None:
        """Let go of the task once every slot of this outcome has run (not in the middle)."""
        self.running = False
        QTimer.singleShot(0, partial(_release, self._key))

    def _finished(self, result: object) -> None:
        self._ended()

    def _failed(self, exc: object) -> None:
        self._ended()


class BackgroundTask(QuietTask):
    """A ``QuietTask`` with a progress dialog and Cancel; ``done`` / ``failed`` / ``cancelled``
    on the GUI thread. Keep a reference (``run_in_background`` parents it to ``parent``)."""

    done = Signal(object)
    failed = Signal(object)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None, title: str, work: Callable[..., Any],
                 *args: Any, **kwargs: Any) -> None:
        super().__init__(parent, work, *args, **kwargs)
        self._show_timer = QTimer(self)  # likewise: never fires for a task that is gone
        self._show_timer.setSingleShot(True)
        self._show_timer.timeout.connect(self._show_if_running)
        self.dialog = QProgressDialog(title, self.tr("Cancel"), 0, 0, parent)
        self.dialog.setObjectName("backgroundProgress")
        self.dialog.setWindowTitle(title)
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setMinimumDuration(SHOW_AFTER_MS)
        self.dialog.setAutoReset(False)
        self.dialog.setAutoClose(False)
        self.dialog.canceled.connect(self.cancel)
        self.dialog.reset()  # not shown until started
        self.signals.progress.connect(self._progressed)

    def start(self) -> None:
        super().start()  # the work's first report is queued behind what follows
        self.dialog.setRange(0, 0)
        self._show_timer.start(SHOW_AFTER_MS)

    def _show_if_running(self) -> None:
        if self.running and not self.progress.cancelled:
            self.dialog.show()

    def cancel(self) -> None:
        """Ask the work to stop at its next step; the result, if any, is dropped."""
        if self.running and not self.progress.cancelled:
            self.progress.cancel()
            self.dialog.setLabelText(self.tr("Cancelling…"))

    def _progressed(self, done: int, total: int) -> None:
        if total > 0 and self.dialog.maximum() != total:
            self.dialog.setRange(0, total)
        if total > 0:
            self.dialog.setValue(min(done, total))

    def _close(self) -> None:
        self._ended()
        self.dialog.reset()
        self.dialog.close()

    def _finished(self, result: object) -> None:
        """Work that stops on Cancel and still returned had passed its last step (a floor
        action committed): its result stands, never reported as cancelled. Other work's
        result is dropped once the floor pressed Cancel."""
        self._close()
        if self.progress.cancelled and not self._stops_on_cancel:
            self.cancelled.emit()
        else:
            self.done.emit(result)

    def _failed(self, exc: object) -> None:
        self._close()
        if isinstance(exc, Cancelled):
            self.cancelled.emit()
            return
        self.failed.emit(exc)


def run_in_background(parent: QWidget | None, title: str, work: Callable[..., Any], *args: Any,
                      on_done: Callable[[Any], None] | None = None,
                      on_cancel: Callable[[], None] | None = None,
                      **kwargs: Any) -> BackgroundTask:
    """Start ``work(*args, **kwargs)`` in the pool with a progress dialog; errors are shown
    to the floor (a ``TdeskError`` as it is, anything else in one line)."""
    task = BackgroundTask(parent, title, work, *args, **kwargs)
    if on_done is not None:
        task.done.connect(on_done)
    if on_cancel is not None:
        task.cancelled.connect(on_cancel)
    task.failed.connect(lambda exc: _show_error(parent, exc))
    task.start()
    return task


def run_quietly(work: Callable[..., Any], *args: Any,
                on_done: Callable[[Any], None] | None = None,
                on_failed: Callable[[object], None] | None = None,
                on_progress: Callable[[int, int], None] | None = None,
                parent: QObject | None = None, **kwargs: Any) -> QuietTask:
    """Start ``work(*args, **kwargs)`` in the pool with no dialog (a read the floor need not
    wait for); the callbacks run on the GUI thread. Nothing is shown on failure: the caller
    decides."""
    task = QuietTask(parent, work, *args, **kwargs)
    if on_progress is not None:
        task.signals.progress.connect(on_progress)
    if on_done is not None:
        task.signals.finished.connect(on_done)
    if on_failed is not None:
        task.signals.failed.connect(on_failed)
    task.start()
    return task


def _show_error(parent: QWidget | None, exc: object) -> None:
    if isinstance(exc, TdeskError):
        messages.error(parent, str(exc))
    else:
        from tdesk.crashlog import one_line

        messages.error(parent, one_line(exc) if isinstance(exc, BaseException) else str(exc))
