"""Waiting for something to happen in another thread (a server's gate, a socket's peer):
checked every few milliseconds until it holds, a failure naming what never came. The bound
is a safety net for a broken server, far above any load's delay, never what a test checks."""

from __future__ import annotations

import time
from collections.abc import Callable

PATIENCE = 60.0


def until(condition: Callable[[], object], what: str, timeout: float = PATIENCE) -> None:
    """Return once ``condition()`` is true; fail naming ``what`` after ``timeout`` s."""
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"{what}: not within {timeout:g} s")
        time.sleep(0.01)
