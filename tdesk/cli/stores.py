"""The stores a command line opened, closed as ``main()`` returns.

A process that runs many commands in turn (the tests run hundreds in one worker) would
otherwise keep every store's files open until it exits: one worker passed 1,024 descriptors.
A window's store is not kept here: the window outlives the call that opened it.
"""

from __future__ import annotations

import atexit
from typing import Any

_OPENED: list[Any] = []


def remember(store: Any, *, with_command: bool) -> None:
    """Close ``store`` when the program exits, or as the command returns (``with_command``)."""
    atexit.register(store.close)  # the last tdesk program to close empties the WAL
    if with_command:
        _OPENED.append(store)


def close_all() -> None:
    while _OPENED:
        store = _OPENED.pop()
        atexit.unregister(store.close)
        store.close()
