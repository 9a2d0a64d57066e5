"""Run a slow service call (a 4,000-player pairing) on Qt's thread pool, with progress.

The call gets plain arguments and a ``progress(done, total)`` callback; its result or its
`TdeskError` comes back by signal on the GUI thread. The store opens a connection per thread.
"""

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class JobSignals(QObject):
    progress = Signal(int, int)
    finished = Signal(object)  # the call's result
    failed = Signal(object)  # the exception


class Job(QRunnable):
    """``Job(fn, *args, **kwargs)``: ``fn(*args, progress=..., **kwargs)`` off the GUI thread."""

    def __init__(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        super().__init__()
        self.fn, self.args, self.kwargs = fn, args, kwargs
        self.signals = JobSignals()
        self.setAutoDelete(False)

    def run(self) -> None:
        try:
            result = self.fn(*self.args, progress=self.signals.progress.emit, **self.kwargs)
        except Exception as exc:  # noqa: BLE001 - handed to the GUI thread to show
            self.signals.failed.emit(exc)
            return
        self.signals.finished.emit(result)


def start(job: Job) -> Job:
    QThreadPool.globalInstance().start(job)
    return job
