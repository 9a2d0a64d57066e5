"""Figures worked out once per read session (issue 38).

A read session (``Store.read``) sees one moment of the store and writes nothing, so a figure
derived from its rows is the same each time it is asked in it. The services ask some many
times in one read: the player screens' snapshot (``read_together``) reads an event's money
terms in the clock, the money summary, the results and the hand-for-hand status, each of them
also its payments summed and the field's counts. ``once`` works such a figure out the first
time and hands the same (immutable) value back after that. A floor action's session writes
as it goes, so there nothing is kept: every ask works the figure out again.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from sqlmodel import Session

KEPT = "tdesk_read_once"
"""``session.info``'s key of the figures kept: set by ``Store.read`` on the sessions it opens."""


def once[T](session: Session, key: Hashable, work: Callable[[], T]) -> T:
    """``work()``, done once per ``key`` in a read session (every time in any other)."""
    kept: dict[Hashable, Any] | None = session.info.get(KEPT)
    if kept is None:
        return work()
    if key not in kept:
        kept[key] = work()
    return kept[key]  # type: ignore[no-any-return]
