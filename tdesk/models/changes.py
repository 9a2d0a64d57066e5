"""Row-level change capture: what a floor action changed, so that it can be undone and redone.

Every ORM change made inside ``Store.action`` is recorded as ``{"table", "key", "before",
"after"}`` (``before`` None for an insert, ``after`` None for a delete). Undo writes the
``before`` rows back, redo the ``after`` rows: one mechanism for busts, moves, results and
penalties alike. Bulk SQL (``session.execute(update(...))``) bypasses it: undoable actions
change rows through ORM objects only, or insert many rows through ``insert_rows`` and update
many through ``update_rows`` (`tdesk.models.bulk_rows`), which record them as the ORM's
inserts and updates are.

Complete by construction (issue 9): before a row is deleted, every row the database's
``ON DELETE CASCADE`` will remove with it (children, grandchildren) is read and recorded too,
so undo puts a removed player's seat and penalties back. Compact for big actions: when an
action inserts more than ``COMPACT_AT`` rows, the inserts are recorded as id ranges
(``{"table", "inserted": [[first, last], …], "count"}``); undo deletes them in bulk and keeps
their rows (columnar) apart in ``undo_payload``, from which redo inserts them again.
"""

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import (
    Column,
    Date,
    DateTime,
    MetaData,
    Table,
    and_,
    delete,
    event,
    func,
    insert,
    inspect,
    not_,
    or_,
    select,
    update,
)
from sqlalchemy.orm import Session

from tdesk.models.types import UTCDateTime

Row = dict[str, Any]
Change = dict[str, Any]
Cascades = dict[str, list[tuple[Table, Column[Any], Column[Any]]]]

COMPACT_AT = 500  # more inserts than this in one action are recorded as id ranges
_RECORDER = "tdesk_change_recorder"  # where a session keeps its recorder (``Session.info``)


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


def cascade_map(metadata: MetaData) -> Cascades:
    """Parent table name -> (child table, child column, parent column) for ON DELETE CASCADE."""
    result: Cascades = {}
    for table in metadata.sorted_tables:
        for fk in table.foreign_keys:
            if (fk.ondelete or "").upper() == "CASCADE":
                result.setdefault(fk.column.table.name, []).append((table, fk.parent, fk.column))
    return result


def _row_of(obj: Any, *, committed: bool) -> Row:
    """The object's column values, either as last loaded from the database or as they are now
    (``to_json`` asked only of dates and times: a bust records some fifty values, issue 38)."""
    return {name: to_json(value) if isinstance(value, dt.date) else value
            for name, value in _values(obj, committed=committed).items()}


def _values(obj: Any, *, committed: bool) -> dict[str, Any]:
    state = inspect(obj)
    row: dict[str, Any] = {}
    for attr in state.mapper.column_attrs:
        column = attr.columns[0]
        if committed:
            history = state.attrs[attr.key].history
            value = history.deleted[0] if history.deleted else state.attrs[attr.key].value
        else:
            value = state.attrs[attr.key].value
        row[column.name] = value
    return row


class ChangeRecorder:
    """Listens to one session and collects the before/after rows of every object it flushes,
    and the rows that ON DELETE CASCADE removes behind the ORM's back."""

    def __init__(self, session: Session, cascades: Cascades | None = None) -> None:
        self.session = session
        self.cascades = cascades or {}
        self._before: dict[int, tuple[Any, Row | None]] = {}
        self._cascaded: dict[tuple[str, tuple[Any, ...]], Row] = {}
        self._updated = False  # whether `update_rows` wrote: its rows may be objects too
        event.listen(session, "before_flush", self._before_flush)
        session.info[_RECORDER] = self

    def close(self) -> None:
        event.remove(self.session, "before_flush", self._before_flush)
        self.session.info.pop(_RECORDER, None)

    def note_inserted(self, table: Table, rows: list[Row]) -> None:
        """Rows written by `insert_rows`, recorded as if each had been an ORM insert."""
        for row in rows:
            key = tuple(to_json(row[c.name]) for c in table.primary_key.columns)
            self._before[id(row)] = (_Inserted(table, list(key), row), None)

    def note_inserted_keys(self, table: Table, ids: list[int]) -> None:
        """Rows written by `insert_rows` past ``COMPACT_AT`` at once: the action records its
        inserts as id ranges then (`changes`), so their ids are all it keeps: one record for
        the batch, in its place among the action's other writes."""
        record = _InsertedIds(table, ids)
        self._before[id(record)] = (record, None)

    def note_updated(self, table: Table, rows: list[tuple[list[Any], Row, Row]]) -> None:
        """Rows changed by `update_rows` (key, before, after), recorded as ORM updates are."""
        for key, before, after in rows:
            record = _Updated(table, key, after)
            self._before[id(record)] = (record, before)
            self._updated = True

    def inserted_keys(self, table: Table) -> set[tuple[Any, ...]]:
        """The keys (as JSON) of the rows of ``table`` this action inserted so far."""
        out: set[tuple[Any, ...]] = set()
        for obj, before in self._before.values():
            if before is not None:
                continue
            if isinstance(obj, _InsertedIds):
                if obj.table is table:
                    out.update((i,) for i in obj.ids)
            elif isinstance(obj, _Inserted):
                if obj.table is table:
                    out.add(tuple(obj.key))
            elif inspect(obj).mapper.local_table is table and inspect(obj).identity:
                out.add(tuple(to_json(v) for v in inspect(obj).identity))
        return out

    def _before_flush(self, session: Session, _ctx: Any, _instances: Any) -> None:
        for obj in session.new:
            self._before.setdefault(id(obj), (obj, None))
        for obj in list(session.dirty) + list(session.deleted):
            if id(obj) not in self._before and inspect(obj).persistent:
                self._before[id(obj)] = (obj, _row_of(obj, committed=True))
        for obj in session.deleted:
            if inspect(obj).persistent:
                table = inspect(obj).mapper.local_table
                self._collect(table, _values(obj, committed=True))

    def _collect(self, table: Table, values: dict[str, Any]) -> None:
        """Record every row the database will delete with this one (recursively)."""
        connection = self.session.connection()
        for child, column, parent_column in self.cascades.get(table.name, []):
            value = values.get(parent_column.name)
            if value is None:
                continue
            for found in connection.execute(select(child).where(column == value)).mappings():
                raw = dict(found)
                key = tuple(to_json(raw[c.name]) for c in child.primary_key.columns)
                if (child.name, key) in self._cascaded:
                    continue
                self._cascaded[(child.name, key)] = {k: to_json(v) for k, v in raw.items()}
                self._collect(child, raw)

    def changes(self) -> list[Change]:
        """The net changes, after a final flush; inserts later deleted again drop out."""
        self.session.flush()
        inserts = sum(len(obj.ids) if isinstance(obj, _InsertedIds) else 1
                      for obj, before in self._before.values() if before is None)
        compact = inserts > COMPACT_AT  # always, with any `_InsertedIds`
        result: list[Change] = []
        seen: set[tuple[str, tuple[Any, ...]]] = set()
        inserted: dict[str, list[int]] = {}
        written: list[tuple[Change, bool]] = []  # when `update_rows` wrote: merged per row
        for obj, before in self._before.values():
            if isinstance(obj, _InsertedIds):
                # the rows a cascade took out again in this action: no insert, no delete
                name = obj.table.name
                seen.update((name, (i,)) for i in obj.ids if (name, (i,)) in self._cascaded)
                inserted.setdefault(name, []).extend(
                    i for i in obj.ids if (name, (i,)) not in self._cascaded)
                continue
            if isinstance(obj, _Inserted):
                table, key = obj.table, obj.key
                seen.add((table.name, tuple(key)))
                gone = (table.name, tuple(key)) in self._cascaded
            else:
                state = inspect(obj)
                table = state.mapper.local_table
                key = [to_json(v) if isinstance(v, dt.date) else v
                       for v in state.mapper.primary_key_from_instance(obj)]
                seen.add((table.name, tuple(key)))
                gone = (state.deleted or state.detached or state.was_deleted
                        or (table.name, tuple(key)) in self._cascaded)
            if (before is None and compact and not gone and len(key) == 1
                    and isinstance(key[0], int)):
                inserted.setdefault(table.name, []).append(key[0])
                continue
            after = None if gone else (obj.row if isinstance(obj, _Inserted)
                                       else _row_of(obj, committed=False))
            if before is None and after is None:
                continue
            change = {"table": table.name, "key": key, "before": before, "after": after}
            if self._updated:
                written.append((change, not isinstance(obj, _Inserted)))
            elif before != after:
                result.append(change)
        compacted = {(name, (i,)) for name, ids in inserted.items() for i in ids}
        result.extend(_merged([w for w in written  # a row inserted in this action, recorded
                               if (w[0]["table"], tuple(w[0]["key"])) not in compacted]))
        for (name, key), row in self._cascaded.items():
            if (name, key) not in seen:
                result.append({"table": name, "key": list(key), "before": row, "after": None})
        for name, ids in inserted.items():
            result.append({"table": name, "inserted": id_ranges(ids), "count": len(ids)})
        return result


@dataclass(frozen=True)
class _Inserted:
    """A row `insert_rows` wrote: its table, key and values as JSON."""

    table: Table
    key: list[Any]
    row: Row


@dataclass(frozen=True)
class _InsertedIds:
    """Rows `insert_rows` wrote past ``COMPACT_AT`` at once: their table and ids."""

    table: Table
    ids: list[int]


@dataclass(frozen=True)
class _Updated(_Inserted):
    """A row `update_rows` changed: its table, key and values afterwards as JSON."""


def _merged(rows: list[tuple[Change, bool]]) -> list[Change]:
    """One change per row when `update_rows` and ORM objects both wrote it in one action
    (``rows``: each change, and whether an object's): the first before, and the after an
    object reads live (it was expired by the bulk update), else the last bulk update's."""
    merged: dict[tuple[str, tuple[Any, ...]], tuple[Change, bool]] = {}
    for change, live in rows:
        where = (change["table"], tuple(change["key"]))
        if where not in merged:
            merged[where] = ({**change}, live)
            continue
        kept, kept_live = merged[where]
        if live or not kept_live:
            kept["after"] = change["after"]
        merged[where] = (kept, kept_live or live)
    return [c for c, _ in merged.values() if c["before"] != c["after"]]


def id_ranges(ids: list[int]) -> list[list[int]]:
    """[1, 2, 3, 7, 8] -> [[1, 3], [7, 8]]."""
    ranges: list[list[int]] = []
    for value in sorted(ids):
        if ranges and value == ranges[-1][1] + 1:
            ranges[-1][1] = value
        else:
            ranges.append([value, value])
    return ranges


def touches(changes: list[Change], table: str, key: list[Any]) -> bool:
    """Whether recorded ``changes`` include row ``key`` of ``table``."""
    for change in changes or []:
        if not isinstance(change, dict) or change.get("table") != table:
            continue
        if change.get("key") == key:
            return True
        if ("inserted" in change and len(key) == 1 and isinstance(key[0], int)
                and any(lo <= key[0] <= hi for lo, hi in change["inserted"])):
            return True
    return False


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


def _in_ranges(column: Column[Any], ranges: list[list[int]]) -> Any:
    return or_(*(column.between(lo, hi) for lo, hi in ranges))


def current_row(session: Session, table: Table, key: list[Any]) -> Row | None:
    found = session.execute(select(table).where(_key_clause(table, key))).mappings().first()
    if found is None:
        return None
    return {name: to_json(value) for name, value in found.items()}


@dataclass
class Replay:
    """What ``apply_rows`` did: the conflicts that stopped it (table, key), or the rows a
    compact undo removed (columnar, for redo)."""

    conflicts: list[tuple[str, list[Any]]] = field(default_factory=list)
    captured: list[Change] = field(default_factory=list)


def apply_rows(session: Session, tables: dict[str, Table], changes: list[Change], *,
               forward: bool, captured: list[Change] | None = None) -> Replay:
    """Write each change's ``after`` (forward) or ``before`` (backward) row.

    ``tables`` maps names to tables in dependency order (``MetaData.sorted_tables``);
    ``captured`` holds the rows of compact inserts for a redo (what the undo kept).

    Returns the conflicts instead of writing when a row is no longer as the action left it
    (someone changed it since); the caller then refuses the whole undo.
    """
    rows = [c for c in changes if "key" in c]
    bulk = [c for c in changes if "inserted" in c]
    ordered = rows if forward else list(reversed(rows))
    replay = Replay()
    for change in ordered:
        table = tables[change["table"]]
        expected = change["before"] if forward else change["after"]
        now = current_row(session, table, change["key"])
        if not _same(table, now, expected):
            replay.conflicts.append((change["table"], change["key"]))
    replay.conflicts.extend(_bulk_conflicts(session, tables, bulk, forward=forward))
    if replay.conflicts:
        return replay
    rank = {name: i for i, name in enumerate(tables)}
    if not forward:
        replay.captured = _capture(session, tables, bulk)
        for change in sorted(bulk, key=lambda c: -rank[c["table"]]):
            table = tables[change["table"]]
            column = next(iter(table.primary_key.columns))
            session.execute(delete(table).where(_in_ranges(column, change["inserted"])))
    # deletes first, children before parents; then inserts and updates, parents first
    deletes = [c for c in ordered if (c["after"] if forward else c["before"]) is None]
    writes = [c for c in ordered if (c["after"] if forward else c["before"]) is not None]
    deletes.sort(key=lambda c: -rank[c["table"]])
    writes.sort(key=lambda c: rank[c["table"]])
    later = _pointed_at(tables, deletes, writes, forward=forward)
    for change in deletes:
        if id(change) not in later:
            table = tables[change["table"]]
            session.execute(delete(table).where(_key_clause(table, change["key"])))
    if forward:
        for block in sorted(captured or [], key=lambda c: rank[c["table"]]):
            table = tables[block["table"]]
            values = _rows_back(table, block)
            if values:
                session.execute(insert(table), values)
    _park(session, tables, writes, forward=forward)
    for change in writes:
        table = tables[change["table"]]
        target = change["after"] if forward else change["before"]
        values = _table_row(table, target)
        if current_row(session, table, change["key"]) is None:
            session.execute(insert(table).values(**values))
        else:
            session.execute(update(table).where(_key_clause(table, change["key"])).values(**values))
    for change in deletes:  # rows the writes have just stopped pointing at (a merged person)
        if id(change) in later:
            table = tables[change["table"]]
            session.execute(delete(table).where(_key_clause(table, change["key"])))
    return replay


def _pointed_at(tables: dict[str, Table], deletes: list[Change], writes: list[Change], *,
                forward: bool) -> set[int]:
    """The deletes (their ``id``) of rows that a row the replay rewrites points at until it
    is written: deleted after the writes, so that the redo of a merge moves the duplicate's
    entries to the person kept before the duplicate goes (a restricting key would refuse it,
    a cascading one take the entries with it). The rows are as recorded: the replay checked
    that first."""
    parents = {c["table"] for c in deletes}
    left: set[tuple[str, str, Any]] = set()  # (parent table, its column, the value let go)
    for change in writes:
        was, will = (change["before"], change["after"]) if forward else (
            change["after"], change["before"])
        if was is None:
            continue
        for fk in tables[change["table"]].foreign_keys:
            value = was.get(fk.parent.name)
            if (fk.column.table.name in parents and value is not None
                    and value != will.get(fk.parent.name)):
                left.add((fk.column.table.name, fk.column.name, value))
    columns: dict[str, set[str]] = {}
    for table, column, _ in left:
        columns.setdefault(table, set()).add(column)
    later: set[int] = set()
    for change in deletes:
        row = change["before"] if forward else change["after"]
        if any((change["table"], column, row.get(column)) in left
               for column in columns.get(change["table"], ())):
            later.add(id(change))
    return later


def _bulk_conflicts(session: Session, tables: dict[str, Table], bulk: list[Change], *,
                    forward: bool) -> list[tuple[str, list[Any]]]:
    """Compact inserts: undo needs them all still there, unchanged (version 1), and nothing
    outside the action pointing at them; redo needs their ids free."""
    conflicts: list[tuple[str, list[Any]]] = []
    mine = {c["table"]: c["inserted"] for c in bulk}
    for change in bulk:
        table = tables[change["table"]]
        column = next(iter(table.primary_key.columns))
        inside = _in_ranges(column, change["inserted"])
        present = session.scalar(select(func.count()).select_from(table).where(inside)) or 0
        first = [change["inserted"][0][0]]
        if forward:
            if present:
                conflicts.append((change["table"], first))
            continue
        if present != change["count"]:
            conflicts.append((change["table"], first))
            continue
        if "version" in table.columns:
            edited = session.scalar(select(table.c[column.name]).where(
                inside, table.c.version != 1).limit(1))
            if edited is not None:
                conflicts.append((change["table"], [edited]))
                continue
        for child in tables.values():
            for fk in child.foreign_keys:
                if fk.column.table is not table:
                    continue
                query = select(child.c[next(iter(child.primary_key.columns)).name]).where(
                    _in_ranges(fk.parent, change["inserted"]))
                if child.name in mine:
                    child_pk = next(iter(child.primary_key.columns))
                    query = query.where(not_(_in_ranges(child_pk, mine[child.name])))
                found = session.scalar(query.limit(1))
                if found is not None:
                    conflicts.append((child.name, [found]))
    return conflicts


def _capture(session: Session, tables: dict[str, Table], bulk: list[Change]) -> list[Change]:
    """The rows a compact undo is about to delete, columnar (kept for redo)."""
    out: list[Change] = []
    for change in bulk:
        table = tables[change["table"]]
        column = next(iter(table.primary_key.columns))
        result = session.execute(select(table).where(_in_ranges(column, change["inserted"]))
                                 .order_by(column))
        names = list(result.keys())
        timed = _temporal(table, names)
        rows: list[list[Any]] = []
        for found in result:
            row = list(found)
            for i in timed:  # only dates and times need tagging; the rest is JSON already
                if row[i] is not None:
                    row[i] = to_json(row[i])
            rows.append(row)
        out.append({"table": table.name, "columns": names, "rows": rows})
    return out


def _temporal(table: Table, names: list[str]) -> list[int]:
    return [i for i, name in enumerate(names)
            if isinstance(table.c[name].type, (UTCDateTime, Date, DateTime))]


def _rows_back(table: Table, block: Change) -> list[Row]:
    """The columnar rows ``_capture`` kept, as values to insert."""
    names = list(block["columns"])
    timed = _temporal(table, names)
    out: list[Row] = []
    for kept in block["rows"]:
        row = list(kept)
        for i in timed:
            if row[i] is not None:
                row[i] = from_json(row[i])
        out.append(dict(zip(names, row, strict=True)))
    return out


def _unique_sets(table: Table) -> list[list[Column[Any]]]:
    sets = [list(index.columns) for index in table.indexes if index.unique]
    sets += [list(c.columns) for c in table.constraints
             if c.__class__.__name__ == "UniqueConstraint"]
    return [s for s in sets if s]


def _park(session: Session, tables: dict[str, Table], writes: list[Change], *,
          forward: bool) -> None:
    """Free the unique values the written rows will take, so that writing rows back in any
    order never collides with a row that is itself about to move (a seat, a place)."""
    referenced = {fk.column.table.name for t in tables.values() for fk in t.foreign_keys}
    for change in writes:
        table = tables[change["table"]]
        sets = _unique_sets(table)
        if not sets:
            continue
        target = _table_row(table, change["after"] if forward else change["before"])
        now = current_row(session, table, change["key"])
        if now is None:
            continue
        current = _table_row(table, now)
        for columns in sets:
            if all(current.get(c.name) == target.get(c.name) for c in columns):
                continue
            nullable = [c for c in columns if c.nullable]
            where = _key_clause(table, change["key"])
            if nullable:
                session.execute(update(table).where(where).values({nullable[0].name: None}))
            elif table.name not in referenced:
                session.execute(delete(table).where(where))
                break


def _same(table: Table, now: Row | None, expected: Row | None) -> bool:
    if now is None or expected is None:
        return now is None and expected is None
    a = _table_row(table, now)
    b = _table_row(table, expected)
    return a == b
