"""SIGTERM and SIGHUP end tdesk like closing its window does (issue 19).

A laptop shutting down, a session logging out or ``kill`` sends SIGTERM or SIGHUP. Python's
default would end the process at once: nothing committed is lost (every floor action commits
before it is shown), but the store is not closed, so the WAL is not emptied into the database
file. Here those signals quit the Qt event loop instead, and whoever ran it closes the store.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QTimer

SIGNALS = tuple(s for s in (getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None),
                            signal.SIGINT) if s is not None)
WAKE_MS = 200
"""How often Qt hands control back to Python, which runs signal handlers only between
bytecodes: a signal is acted on within this time."""


@contextlib.contextmanager
def quit_on_signals(app: QCoreApplication) -> Iterator[list[int]]:
    """While inside, SIGTERM, SIGHUP and SIGINT quit ``app``'s event loops; yields the list
    of signals received. The previous handlers come back afterwards."""
    received: list[int] = []

    def stop(signum: int, _frame: object) -> None:
        received.append(signum)
        app.quit()

    previous = {sig: signal.signal(sig, stop) for sig in SIGNALS}
    wake = QTimer()
    wake.timeout.connect(lambda: None)
    wake.start(WAKE_MS)
    try:
        yield received
    finally:
        wake.stop()
        for sig, handler in previous.items():
            signal.signal(sig, handler)
