"""Waiting for something to happen in another thread (a server's gate, a socket's peer):
checked every few milliseconds until it holds, a failure naming what never came. The bound
is a safety net for a broken server, far above any load's delay, never what a test checks.
A gate's deadline is not waited for either: the test moves the gate's clock to it."""

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


class GateClock:
    """A gate's clock (``Gate.clock``) that stands still but when the test moves it: a
    deadline comes when the test brings the clock to it, never while the test looks away, and
    what the gate reads between two moves is read at a time the test knows."""

    def __init__(self) -> None:
        self.now = time.monotonic()

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds

    def reach(self, moment: float) -> None:
        """At ``moment`` now (unless past it): the gate's next tick, within ``gate.TICK``,
        sees every deadline up to it come."""
        self.now = max(self.now, moment)
