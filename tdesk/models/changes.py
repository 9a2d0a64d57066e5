"""Row-level change capture: what a floor action changed, so that it can be undone and redone.

Every ORM change made inside ``Store.action`` is recorded as ``{"table", "key", "before",
"after"}`` (``before`` None for an insert, ``after`` None for a delete). Undo writes the
``before`` rows back, redo the ``after`` rows: one mechanism for busts, moves, results and
penalties alike. Bulk SQL (``session.execute(update(...))``) bypasses it: undoable actions
change rows through ORM objects only.
"""

import datetime as dt
from typing import Any

from sqlalchemy import Table, and_, delete, event, insert, inspect, select, update
from sqlalchemy.orm import Session

from tdesk.models.types import UTCDateTime

Row = dict[str, Any]
Change = dict[str, Any]


def to_json(value: Any) -> Any:
    """A column value as JSON; dates and times tagged so they come back as the same type."""
    if isinstance(value, dt.datetime):
        return {"$dt": value.isoformat()}
    if isinstance(value, dt.date):
        return {"$d": value.isoformat()}
    return value


def from_json(value: Any) -> Any:
    if isinstance(value, dict) and len(value) == 1:
        if "$dt" in value:
            return dt.datetime.fromisoformat(value["$dt"])
        if "$d" in value:
            return dt.date.fromisoformat(value["$d"])
    return value


def _row_of(obj: Any, *, committed: bool) -> Row:
    """The object's column values, either as last loaded from the database or as they are now."""
    state = inspect(obj)
    row: Row = {}
    for attr in state.mapper.column_attrs:
        column = attr.columns[0]
        if committed:
            history = state.attrs[attr.key].history
            value = history.deleted[0] if history.deleted else state.attrs[attr.key].value
        else:
            value = state.attrs[attr.key].value
        row[column.name] = to_json(value)
    return row


class ChangeRecorder:
    """Listens to one session and collects the before/after rows of every object it flushes."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self._before: dict[int, tuple[Any, Row | None]] = {}
        event.listen(session, "before_flush", self._before_flush)

    def close(self) -> None:
        event.remove(self.session, "before_flush", self._before_flush)

    def _before_flush(self, session: Session, _ctx: Any, _instances: Any) -> None:
        for obj in session.new:
            self._before.setdefault(id(obj), (obj, None))
        for obj in list(session.dirty) + list(session.deleted):
            if id(obj) not in self._before and inspect(obj).persistent:
                self._before[id(obj)] = (obj, _row_of(obj, committed=True))

    def changes(self) -> list[Change]:
        """The net changes, after a final flush; inserts later deleted again drop out."""
        self.session.flush()
        result: list[Change] = []
        for obj, before in self._before.values():
            state = inspect(obj)
            after = None if (state.deleted or state.detached or state.was_deleted) else _row_of(
                obj, committed=False
            )
            if before is None and after is None:
                continue
            if before == after:
                continue
            table = state.mapper.local_table
            key = [to_json(v) for v in state.mapper.primary_key_from_instance(obj)]
            result.append({"table": table.name, "key": key, "before": before, "after": after})
        return result


def _table_row(table: Table, row: Row) -> Row:
    out: Row = {}
    for column in table.columns:
        if column.name in row:
            value = from_json(row[column.name])
            if isinstance(column.type, UTCDateTime) and isinstance(value, str):
                value = dt.datetime.fromisoformat(value)
            out[column.name] = value
    return out


def _key_clause(table: Table, key: list[Any]) -> Any:
    columns = list(table.primary_key.columns)
    return and_(*(c == from_json(v) for c, v in zip(columns, key, strict=True)))


def current_row(session: Session, table: Table, key: list[Any]) -> Row | None:
    found = session.execute(select(table).where(_key_clause(table, key))).mappings().first()
    if found is None:
        return None
    return {name: to_json(value) for name, value in found.items()}


def apply_rows(session: Session, tables: dict[str, Table], changes: list[Change], *,
               forward: bool) -> list[str]:
    """Write each change's ``after`` (forward) or ``before`` (backward) row.

    ``tables`` maps names to tables in dependency order (``MetaData.sorted_tables``).

    Returns the conflicts instead of writing when a row is no longer as the action left it
    (someone changed it since); the caller then refuses the whole undo.
    """
    ordered = changes if forward else list(reversed(changes))
    conflicts: list[str] = []
    for change in ordered:
        table = tables[change["table"]]
        expected = change["before"] if forward else change["after"]
        now = current_row(session, table, change["key"])
        if not _same(table, now, expected):
            conflicts.append(f"{change['table']} {change['key']}")
    if conflicts:
        return conflicts
    # deletes first, children before parents; then inserts and updates, parents first
    rank = {name: i for i, name in enumerate(tables)}
    deletes = [c for c in ordered if (c["after"] if forward else c["before"]) is None]
    writes = [c for c in ordered if (c["after"] if forward else c["before"]) is not None]
    deletes.sort(key=lambda c: -rank[c["table"]])
    writes.sort(key=lambda c: rank[c["table"]])
    for change in deletes:
        table = tables[change["table"]]
        session.execute(delete(table).where(_key_clause(table, change["key"])))
    for change in writes:
        table = tables[change["table"]]
        target = change["after"] if forward else change["before"]
        values = _table_row(table, target)
        if current_row(session, table, change["key"]) is None:
            session.execute(insert(table).values(**values))
        else:
            session.execute(update(table).where(_key_clause(table, change["key"])).values(**values))
    return []


def _same(table: Table, now: Row | None, expected: Row | None) -> bool:
    if now is None or expected is None:
        return now is None and expected is None
    a = _table_row(table, now)
    b = _table_row(table, expected)
    return a == b
