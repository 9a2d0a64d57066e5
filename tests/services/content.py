"""The whole store's content as plain data, to assert that a refused action wrote nothing."""

from typing import Any

from sqlalchemy import Table
from sqlmodel import SQLModel

from tdesk.models.store import Store

_QUERIES: dict[tuple[str, ...], list[tuple[str, str]]] = {}


def _queries() -> list[tuple[str, str]]:
    """(table, ``SELECT * … ORDER BY`` its key) for every table, in dependency order; made
    again only when a table was added to the metadata (sorting the tables costs a
    millisecond, as much as reading a small store)."""
    names = tuple(SQLModel.metadata.tables)
    if names not in _QUERIES:
        _QUERIES[names] = [(table.name, _select(table))
                           for table in SQLModel.metadata.sorted_tables]
    return _QUERIES[names]


def _select(table: Table) -> str:
    columns = ", ".join(f'"{c.name}"' for c in table.columns)
    key = ", ".join(f'"{c.name}"' for c in table.primary_key.columns)
    return f'SELECT {columns} FROM "{table.name}" ORDER BY {key}'


def store_content(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table (audit log and revision counter included), in key order.

    The values as the database holds them (JSON as its text, times as stored), read on the
    session's own connection without SQLAlchemy's per-query compiling and type decoding:
    a write that changes what a decoded value says changes the stored value too, so the
    comparison is as strict, and a few times cheaper (the hostile-input tests read the whole
    store thousands of times)."""
    out: dict[str, list[tuple[Any, ...]]] = {}
    with store.read() as session:
        connection = session.connection().connection.driver_connection
        assert connection is not None
        for name, sql in _queries():
            cursor = connection.cursor()
            try:
                cursor.execute(sql)
                out[name] = [tuple(r) for r in cursor.fetchall()]
            finally:
                cursor.close()
    return out
