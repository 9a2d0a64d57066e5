"""The whole store's content as plain data, to assert that a refused action wrote nothing."""

from dataclasses import dataclass
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


Content = dict[str, list[tuple[Any, ...]]]


@dataclass
class KnownContent:
    """For a fuzz test that reads the whole store before each call and again after each
    refusal: the content the last refused call left (checked equal to what the store held
    before it) is the next example's "before", in place of reading every table again.
    Forgotten when a call succeeds (``before`` hands it out once) and whenever an action
    commits on the store (``Store.on_commit``), whoever made it."""

    store: Store | None = None
    content: Content | None = None

    def before(self, store: Store) -> Content:
        """The store's content now: the kept one if nothing was written since, else read."""
        content, self.content = self.content, None
        return content if content is not None and self.store is store else store_content(store)

    def keep(self, store: Store, content: Content) -> None:
        """``content`` was just read from ``store`` after a refused call, and checked."""
        if self.store is not store:
            store.on_commit.append(self.forget)
        self.store, self.content = store, content

    def forget(self, _audit: object = None) -> None:
        self.content = None
