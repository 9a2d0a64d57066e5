"""What a service read reads, declared beside it (issue 38).

A view refreshes when a change record touches the tables it reads (``StoreChanges.touches``);
those tables are what the service reads it calls read. So each read says so where it is
written, ``@reads("seat", "seating_state", uses=(other_read,))``, and a view composes its set
from the reads it calls, ``READS = reads_of(room, status)``: a read that starts reading a new
table updates every view that calls it. ``tests/services/test_table_reads.py`` runs every
declared read on events with every extra and holds it to its declaration.

This module imports nothing of tdesk, so any service can use it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

type Source = Callable[..., Any] | Iterable[str]

DECLARED: list[Callable[..., Any]] = []
"""Every function declared with ``@reads``, in import order (the test runs each one)."""


def reads_of(*sources: Source) -> frozenset[str]:
    """The tables the given reads read together: each a declared function (its ``READS``)
    or a set of table names."""
    tables: set[str] = set()
    for source in sources:
        if callable(source):
            declared = getattr(source, "READS", None)
            if declared is None:
                raise TypeError(f"{source.__qualname__} declares no tables: add @reads(...)")
            tables |= declared
        else:
            tables |= set(source)
    return frozenset(tables)


def reads[F: Callable[..., Any]](*tables: str, uses: Iterable[Source] = ()) -> Callable[[F], F]:
    """Declare the tables a read function reads: its own, and those of the declared reads it
    calls (``uses``). The function is returned unchanged, with ``READS`` set on it (and
    ``OWN_READS``, the tables it names itself)."""
    def declare(fn: F) -> F:
        fn.READS = reads_of(tables, *uses)  # type: ignore[attr-defined]
        fn.OWN_READS = frozenset(tables)  # type: ignore[attr-defined]
        DECLARED.append(fn)
        return fn

    return declare
