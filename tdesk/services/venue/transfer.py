"""Moving a store into the venue database and back out to a SQLite file (issue 39).

Every row of every table is copied in one transaction on the receiving side, read from one
moment of the giving side: it arrives whole or not at all. Both stores are at this tdesk's
schema (the Store upgrades on open), so the rows fit column for column; the receiving store
must hold no rows yet, so nothing of another night is mixed in or overwritten. PostgreSQL's id
sequences are then set past the rows copied, so the next action gets a fresh id.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Connection, func, select, text
from sqlmodel import SQLModel

import tdesk.models  # noqa: F401 - every table on SQLModel.metadata
from tdesk.errors import StoreError
from tdesk.models.migrate import current_revision
from tdesk.models.store import Store

CHUNK = 2000


@dataclass(frozen=True)
class Moved:
    """What a move copied: rows per table (tables with rows only)."""

    rows: dict[str, int]

    @property
    def total(self) -> int:
        return sum(self.rows.values())


def holds_rows(store: Store) -> str | None:
    """The first table of ``store`` that holds a row, or None for an empty store."""
    with store.engine.connect() as connection:
        for table in SQLModel.metadata.sorted_tables:
            if connection.execute(select(func.count()).select_from(table)).scalar():
                return table.name
    return None


def copy_store(source: Store, target: Store) -> Moved:
    """Copy every row of ``source`` into the empty ``target`` in one transaction."""
    if current_revision(source.engine) != current_revision(target.engine):
        raise StoreError("The two stores are at different schema versions; nothing was copied.")
    with source.read_together() as session, target.engine.begin() as into:
        taken = holds_rows(target)
        if taken is not None:
            raise StoreError(f"{target.location} already holds an event store (table {taken} "
                             "has rows); nothing was copied into it.")
        rows = _copy(session.connection(), into)
        if not target.is_sqlite:
            _advance_sequences(into)
    return Moved(rows)


def _copy(source: Connection, target: Connection) -> dict[str, int]:
    counts: dict[str, int] = {}
    for table in SQLModel.metadata.sorted_tables:
        order = list(table.primary_key.columns) or list(table.columns)
        result = source.execute(select(table).order_by(*order)).mappings()
        copied = 0
        while batch := result.fetchmany(CHUNK):
            target.execute(table.insert(), [dict(row) for row in batch])
            copied += len(batch)
        if copied:
            counts[table.name] = copied
    return counts


def _advance_sequences(target: Connection) -> None:
    """Each serial id's sequence past the largest id copied (PostgreSQL)."""
    for table in SQLModel.metadata.sorted_tables:
        keys = list(table.primary_key.columns)
        if len(keys) != 1 or not keys[0].autoincrement or keys[0].type.python_type is not int:
            continue
        column = keys[0].name
        target.execute(text(
            f'SELECT setval(pg_get_serial_sequence(:t, :c), coalesce(max("{column}"), 1), '
            f'max("{column}") IS NOT NULL) FROM "{table.name}"'),
            {"t": f'"{table.name}"', "c": column})


def archive(source: Store, path: Path, *, staff: str = "") -> Moved:
    """The venue database written out to a new SQLite file (the night's archive); a file
    already at ``path`` is never overwritten, and a failed copy leaves no file."""
    path = Path(path)
    if path.exists():
        raise StoreError(f"{path} already exists; choose a new file name for the archive.")
    target = Store(f"sqlite:///{path}", staff=staff)
    try:
        moved = copy_store(source, target)
    except BaseException:
        target.close()
        for leftover in (path, *path.parent.glob(f"{path.name}-*")):  # -wal, -shm, -tdesk.lock
            leftover.unlink(missing_ok=True)
        raise
    target.close()
    return moved
