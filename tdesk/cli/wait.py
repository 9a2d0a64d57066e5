"""Waiting for Ctrl+C: what the serving verbs (`tdesk host`, `tdesk standby`) do while they serve."""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable


def serve_until_stopped(seconds: float | None, each: Callable[[], None] | None = None) -> None:
    """Until Ctrl+C, SIGTERM or SIGHUP (or ``seconds``), calling ``each`` every second: what
    `tdesk host` and `tdesk standby` do while they serve."""
    import time

    done = threading.Event()

    def stop(_signum: int, _frame: object) -> None:
        done.set()

    for name in ("SIGINT", "SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), stop)
    end = None if seconds is None else time.monotonic() + seconds
    while not done.wait(1.0):
        if each is not None:
            each()
        if end is not None and time.monotonic() >= end:
            break
