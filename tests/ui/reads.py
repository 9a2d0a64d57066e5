"""What a view reads: the tables named by each SQL statement run on a store while inside.

``with tables_read(store) as read: ...`` then ``read.tables`` (every table named) and
``read.statements`` (how many ran). The bookkeeping every poll does (the revision in ``meta``,
the log since the last look in ``audit_log``) is kept apart in ``read.view_tables``: what a
view itself read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import event

from tdesk.models.store import Store

_NAMED = re.compile(r'\b(?:FROM|JOIN|INTO|UPDATE)\s+"?([a-z_]+)"?', re.IGNORECASE)
POLL_TABLES = frozenset({"meta", "audit_log"})


@dataclass
class Reads:
    statements: list[str] = field(default_factory=list)
    tables: set[str] = field(default_factory=set)

    @property
    def view_tables(self) -> set[str]:
        return self.tables - POLL_TABLES

    @property
    def view_statements(self) -> list[str]:
        return [s for s in self.statements
                if set(m.lower() for m in _NAMED.findall(s)) - POLL_TABLES]


@contextmanager
def tables_read(store: Store) -> Iterator[Reads]:
    reads = Reads()

    def note(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if statement.lstrip().upper().startswith(("BEGIN", "PRAGMA", "SAVEPOINT", "RELEASE")):
            return
        reads.statements.append(statement)
        reads.tables.update(m.lower() for m in _NAMED.findall(statement))

    event.listen(store.engine, "before_cursor_execute", note)
    try:
        yield reads
    finally:
        event.remove(store.engine, "before_cursor_execute", note)
