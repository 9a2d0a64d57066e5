"""The cycle collector paused around one big read or write of an event (issue 27).

Such a call holds the event's rows, standings and graphs (10^5..10^6 objects at 2,000-10,000
players) while it makes more, so the collector walks them again and again: a third of a
10,000-player pairing's CPU, 40-70 ms of a 2,000-player league ranking. What the call makes is
freed by reference counting; a cycle left behind waits for the next collection once the
collector is back on (as after start-up, `tdesk.startup`). A caller that had turned it off
keeps it off.
"""

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def paused() -> Iterator[None]:
    """``with paused():`` or ``@paused()``: the collector off for the block, then as it was."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
