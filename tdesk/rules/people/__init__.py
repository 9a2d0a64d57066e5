"""One person across every event (issue 26, PPL-*): when two records of the store may be
merged into one.

Pure: people are their ids and the events they played are names the caller passes in.

>>> verify_merge(3, 7, shared_events=[])
>>> verify_merge(3, 7, shared_events=["Berserk Regional Swiss"])
Traceback (most recent call last):
...
ValueError: Duplicate: both people played Berserk Regional Swiss: one person is never twice in an event (PPL-2)
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["verify_merge"]


def verify_merge(keep: int, duplicate: int, *, shared_events: Sequence[str]) -> None:
    """PPL-2: a duplicate's entries move to the person kept, so the two must be different
    people and never both registered in one event (an event holds a person once, PPL-1)."""
    if keep == duplicate:
        raise ValueError(f"Duplicate: #{duplicate} is the person kept; choose another record "
                         "(PPL-2)")
    if shared_events:
        shown = ", ".join(shared_events[:3]) + (" …" if len(shared_events) > 3 else "")
        raise ValueError(f"Duplicate: both people played {shown}: one person is never twice "
                         "in an event (PPL-2)")
