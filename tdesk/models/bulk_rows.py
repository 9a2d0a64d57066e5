"""Many rows written in one statement inside ``Store.action`` (issue 27), recorded for undo
exactly as the same ORM inserts and updates would be (`tdesk.models.changes`): a
4,096-player Swiss round's 2,048 matches, its 4,096 lots."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Column, Table, and_, bindparam, func, insert, inspect, select, update
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from tdesk.models.changes import (
    _RECORDER,
    COMPACT_AT,
    ChangeRecorder,
    Row,
    _temporal,
    to_json,
)


def insert_rows(session: Session, model: Any, rows: list[dict[str, Any]]) -> list[int]:
    """Insert many rows of ``model`` in one statement, inside ``Store.action``, recorded
    exactly as the same rows added as ORM objects would be (undo deletes them, redo writes
    them back): building and flushing an ORM object each costs ~0.7 ms, 1.5 s for a
    4,096-player round. Columns left out take the model's defaults; the new ids, in order."""
    recorder = session.info.get(_RECORDER)
    if not isinstance(recorder, ChangeRecorder):
        raise RuntimeError("insert_rows writes inside Store.action only (it records for undo)")
    mapper = inspect(model)
    table = mapper.local_table
    (key,) = table.primary_key.columns
    if not rows:
        return []
    session.flush()  # the rows added as objects before these are written (and recorded) first
    defaults = _defaults(model, mapper)
    full = _filled([(n, make) for n, make in defaults if n != key.name], rows)
    if len(rows) > COMPACT_AT:
        # recorded as id ranges whatever else the action writes: only the ids come back
        # (reading 2,048 rows back and tagging them as JSON was half of writing a round)
        if session.connection().dialect.name == "sqlite":
            ids = _insert_numbered(session, table, key, full)
        else:
            ids = sorted(int(i) for i in session.execute(insert(table).returning(key), full)
                         .scalars())
        recorder.note_inserted_keys(table, ids)
        return ids
    names = [name for name, _ in defaults]
    # one statement per batch: the rows come back whole with their ids (in no promised
    # order; sorted by id they are in the order given, as the database numbers them)
    written = session.execute(insert(table).returning(*(table.c[n] for n in names)), full)
    stored = sorted((dict(zip(names, found, strict=True)) for found in written),
                    key=lambda row: row[key.name])
    recorder.note_inserted(table, [{name: to_json(v) for name, v in row.items()}
                                   for row in stored])
    return [int(row[key.name]) for row in stored]


def _insert_numbered(session: Session, table: Table, key: Column[Any],
                     rows: list[dict[str, Any]]) -> list[int]:
    """SQLite: ``rows`` (each with the same columns) numbered after the table's largest id,
    as SQLite itself numbers them, and handed to the driver's ``executemany`` with each
    column's own bind processor; their ids. Safe because `Store.action` holds the write lock
    from its first statement (``BEGIN IMMEDIATE``): nothing else can insert in between.
    SQLAlchemy's many-row insert with RETURNING took 15 us a row at 2,048 rows and 35 at
    5,000; this takes 9-13, most of it SQLite's own indexes and foreign keys (issue 27)."""
    connection = session.connection()
    top = int(connection.execute(select(func.max(key))).scalar() or 0)
    ids = list(range(top + 1, top + 1 + len(rows)))
    compiled = insert(table).compile(dialect=connection.dialect,
                                     column_keys=[key.name, *rows[0]])
    columns: list[list[Any]] = []
    for name in compiled.positiontup or []:  # column by column: a value shared by every row
        if name == key.name:                 # (a default, the event) is processed once
            columns.append(ids)
            continue
        values = [row[name] for row in rows]
        # the dialect's own type (SQLite's DATETIME writes text), as SQLAlchemy binds it
        process = table.c[name].type.dialect_impl(connection.dialect).bind_processor(
            connection.dialect)
        if process is not None and values.count(values[0]) == len(values):
            values = [process(values[0])] * len(values)  # None too: JSON writes null
        elif process is not None:
            values = [process(v) for v in values]
        columns.append(values)
    connection.exec_driver_sql(str(compiled), list(zip(*columns, strict=True)))
    return ids


def update_rows(session: Session, model: Any, rows: Sequence[dict[str, Any]]) -> None:
    """Update many rows of ``model`` in one statement, inside ``Store.action``, recorded
    exactly as the same changes made on ORM objects would be (the whole row before and after,
    its version bumped, unless this action inserted it; undo writes the before rows back):
    loading and flushing 4,096 entries as objects to write their lots cost ~0.6 s. Objects of
    these rows in the session are expired. Each row names its primary key and the columns
    it sets (columns no flush hook of the store keeps, such as ``state``; not ``place``).
    A row that is gone, or whose version moved, refuses the action (``StaleDataError``)."""
    recorder = session.info.get(_RECORDER)
    if not isinstance(recorder, ChangeRecorder):
        raise RuntimeError("update_rows writes inside Store.action only (it records for undo)")
    if not rows:
        return
    mapper = inspect(model)
    table = mapper.local_table
    (key,) = table.primary_key.columns
    version = mapper.version_id_col
    session.flush()  # the objects changed before these rows are written (and recorded) first
    ids = [row[key.name] for row in rows]
    before = _rows_now(session, mapper, table, ids)
    gone = [i for i in ids if i not in before]
    if gone:
        raise StaleDataError(f"{table.name} rows {gone[:5]} are gone; nothing was saved")
    # rows this action inserted keep version 1: nobody else has seen them (and an undo of
    # many inserts, recorded as id ranges, finds them as they were written)
    fresh = recorder.inserted_keys(table) if version is not None else set()
    groups: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    notes: list[tuple[list[Any], Row, Row]] = []
    for row in rows:
        ident = row[key.name]
        was = before[ident]
        sets = {n: v for n, v in row.items() if n != key.name}
        after = {**was, **{n: to_json(v) for n, v in sets.items()}}
        params = {"_key": ident, **sets}
        if version is not None:
            params["_was"] = was[version.name]
            bump = 0 if (ident,) in fresh else 1
            after[version.name] = params[version.name] = was[version.name] + bump
        groups.setdefault(tuple(sets), []).append(params)
        notes.append(([ident], was, after))
    for columns, batch in groups.items():
        where = key == bindparam("_key")
        if version is not None:
            where = and_(where, version == bindparam("_was"))
            columns = (*columns, version.name)
        # bound as "_set_<column>": SQLAlchemy keeps a column's own name for itself
        statement = update(table).where(where).values(
            {n: bindparam("_set_" + n, type_=table.c[n].type) for n in columns})
        connection = session.connection()
        done = connection.execute(
            statement, [{k if k.startswith("_") else "_set_" + k: v for k, v in p.items()}
                        for p in batch]).rowcount
        counted = connection.dialect.supports_sane_multi_rowcount
        if version is not None and counted and done != len(batch):
            raise StaleDataError(f"{table.name}: {len(batch) - done} rows changed meanwhile")
    recorder.note_updated(table, notes)
    wanted = set(ids)  # objects of these rows read the new values (and version) next time
    for obj in [o for o in session.identity_map.values() if isinstance(o, model)]:
        if mapper.primary_key_from_instance(obj)[0] in wanted:
            session.expire(obj)


def _rows_now(session: Session, mapper: Any, table: Table, ids: list[Any]) -> dict[Any, Row]:
    """The rows ``ids`` of ``table`` as they are now, as `_row_of` gives them (JSON), by key."""
    names = [attr.columns[0].name for attr in mapper.column_attrs]
    timed = [names[i] for i in _temporal(table, names)]
    at_key = names.index(next(iter(table.primary_key.columns)).name)
    key = table.c[names[at_key]]
    out: dict[Any, Row] = {}
    for at in range(0, len(ids), 900):  # SQLite's bound parameters per statement
        found = session.execute(select(*(table.c[n] for n in names))
                                .where(key.in_(ids[at:at + 900]))).all()
        for values in found:
            row = dict(zip(names, values, strict=True))
            for name in timed:  # only dates and times need tagging; the rest is JSON already
                row[name] = to_json(row[name])
            out[values[at_key]] = row
    return out


def _filled(defaults: list[tuple[str, Callable[[], Any]]], rows: list[dict[str, Any]]
            ) -> list[dict[str, Any]]:
    """Each row with every column of ``defaults``, in their order: a column the rows leave
    out takes its default, made anew for each row (a list, a time) unless it is `_Constant`."""
    out: list[dict[str, Any]] = []
    constant = {n: make.value for n, make in defaults if isinstance(make, _Constant)}
    for row in rows:
        out.append({n: row[n] if n in row else constant[n] if n in constant else make()
                    for n, make in defaults})
    return out


@dataclass(frozen=True)
class _Constant:
    """A column default that is one plain value (made once for every row)."""

    value: Any

    def __call__(self) -> Any:
        return self.value


def _defaults(model: Any, mapper: Any) -> list[tuple[str, Callable[[], Any]]]:
    """Every column of ``model`` in the mapper's order (as `_row_of` gives them), with what
    makes its default: the SQLModel field's default factory or default, else the column's own
    (``utc_column(default=utcnow)``), else None."""
    fields = getattr(model, "model_fields", {})
    out: list[tuple[str, Callable[[], Any]]] = []
    for attr in mapper.column_attrs:
        column = attr.columns[0]
        info = fields.get(attr.key)
        made: Callable[[], Any]
        if info is not None and info.default_factory is not None:
            made = info.default_factory
        elif info is not None and not info.is_required():
            made = _Constant(info.default)
        elif column.default is not None and column.default.is_callable:
            made = lambda arg=column.default.arg: arg(None)  # noqa: E731  (takes a context)
        elif column.default is not None and column.default.is_scalar:
            made = _Constant(column.default.arg)
        else:
            made = _Constant(None)
        out.append((column.name, made))
    return out
