"""`bulk_rows.insert_rows`: many rows in one statement, recorded for undo exactly as the same rows
added as ORM objects (issue 27: a 4,096-player round's matches were 2,048 ORM objects)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
from sqlmodel import select

from tdesk.models.bulk_rows import insert_rows
from tdesk.models.changes import COMPACT_AT
from tdesk.models.store import Store
from tdesk.models.swiss import SwissMatch, SwissRound
from tdesk.models.tables import AuditLog, Entry, Player
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, import_players, list_entries


def _event(store: Store) -> tuple[int, list[int]]:
    event_id = create_event(store, "Rows", "swiss")
    import_players(store, event_id, [PlayerFields(name=f"P {i}") for i in range(4)])
    return event_id, [e.entry_id for e in list_entries(store, event_id)]


def _rows(event_id: int, entries: list[int], count: int) -> list[dict[str, Any]]:
    """``count`` matches over 3 rounds; every third one a bye (its columns left to defaults)."""
    out: list[dict[str, Any]] = []
    for i in range(count):
        row: dict[str, Any] = {"event_id": event_id, "round": 1 + i % 3, "table_no": 1 + i,
                               "a_entry_id": entries[0]}
        if i % 3:
            row.update(b_entry_id=entries[1], result="2-1", a_wins=2, b_wins=1)
        out.append(row)
    return out


def _recorded(store: Store) -> list[Any]:
    """The newest action's recorded changes, the round's timestamp left out."""
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()
        assert audit is not None
        changes = audit.changes
    for change in changes:
        for side in ("before", "after"):
            if isinstance(change.get(side), dict):
                change[side].pop("paired_at", None)
    return changes


def _matches(store: Store, event_id: int) -> list[tuple[Any, ...]]:
    with store.read() as session:
        found = session.exec(select(SwissMatch).where(SwissMatch.event_id == event_id)
                             .order_by(SwissMatch.id)).all()
        return [tuple(m.model_dump().values()) for m in found]


@pytest.mark.parametrize("count", [1, 7, COMPACT_AT - 1, COMPACT_AT + 5])
def test_inserted_rows_are_recorded_as_orm_inserts_and_undo_redo(tmp_path: Path,
                                                                  count: int) -> None:
    """The same round (SwissRound as an object, its matches as rows) added by ORM objects in
    one store and by `insert_rows` in another: the same audit record (one row each, or id
    ranges past COMPACT_AT inserts), the same rows; undo removes them all, redo puts them
    back as they were."""
    by_orm = Store(f"sqlite:///{tmp_path / 'orm.db'}", staff="Floor")
    by_rows = Store(f"sqlite:///{tmp_path / 'rows.db'}", staff="Floor")
    try:
        for store, bulk in ((by_orm, False), (by_rows, True)):
            event_id, entries = _event(store)
            with store.action("write round", event_id=event_id) as scope:
                scope.session.add(SwissRound(event_id=event_id, number=1))
                rows = _rows(event_id, entries, count)
                if bulk:
                    ids = insert_rows(scope.session, SwissMatch, rows)
                    assert ids == sorted(ids) and len(ids) == count
                else:
                    for row in rows:
                        scope.session.add(SwissMatch(**row))
        assert _recorded(by_rows) == _recorded(by_orm)
        compact = [c for c in _recorded(by_rows) if "inserted" in c]
        assert bool(compact) == (count + 1 > COMPACT_AT)
        written = _matches(by_rows, event_id)
        assert written == _matches(by_orm, event_id) and len(written) == count
        by_rows.undo()
        assert _matches(by_rows, event_id) == []
        by_rows.redo()
        assert _matches(by_rows, event_id) == written
    finally:
        by_orm.close()
        by_rows.close()


def test_rows_follow_the_objects_added_before_them(store: Store) -> None:
    """Objects added before the rows are written (and recorded) first, as a flush would."""
    event_id, entries = _event(store)
    with store.action("write round", event_id=event_id) as scope:
        scope.session.add(SwissRound(event_id=event_id, number=1))
        insert_rows(scope.session, SwissMatch, _rows(event_id, entries, 2))
    assert [c["table"] for c in _recorded(store)] == ["swiss_round", "swiss_match",
                                                      "swiss_match"]


def test_insert_rows_outside_an_action_is_refused(store: Store) -> None:
    event_id, entries = _event(store)
    with store.read() as session, pytest.raises(RuntimeError, match="inside Store.action"):
        insert_rows(session, SwissMatch, _rows(event_id, entries, 1))
    assert _matches(store, event_id) == []


def test_many_rows_with_times_and_names_are_written_as_the_orm_writes_them(
        tmp_path: Path) -> None:
    """Past COMPACT_AT rows SQLite takes them numbered after the largest id, through the
    driver with each column's own conversion (issue 27): times (stored as UTC), text in any
    script, NULLs and the version column come back exactly as ORM objects wrote them, with
    the same ids, after rows already in the table; undo and redo as for ORM inserts."""
    when = dt.datetime(2026, 12, 2, 1, 30, 15, tzinfo=dt.timezone(dt.timedelta(hours=3)))
    rows = [{"name": f"Игрок {i} 张伟 Åsa", "rating": i if i % 2 else None, "created_at": when}
            for i in range(COMPACT_AT + 5)]
    by_orm = Store(f"sqlite:///{tmp_path / 'orm.db'}", staff="Floor")
    by_rows = Store(f"sqlite:///{tmp_path / 'rows.db'}", staff="Floor")
    try:
        for store, bulk in ((by_orm, False), (by_rows, True)):
            _event(store)  # four players there already: the new ids follow theirs
            with store.action("import people") as scope:
                if bulk:
                    assert insert_rows(scope.session, Player, rows) == list(
                        range(5, 5 + len(rows)))
                else:
                    scope.session.add_all(Player(**row) for row in rows)
        assert _recorded(by_rows) == _recorded(by_orm)
        written = _players(by_rows)
        assert written[4:] == _players(by_orm)[4:] and len(written) == 4 + len(rows)
        assert written[-1][1:] == (rows[-1]["name"], COMPACT_AT + 4 if COMPACT_AT % 2 else None,
                                   when.astimezone(dt.UTC), 1)
        assert _stored_times(by_rows) == _stored_times(by_orm)  # the text SQLite keeps, too
        by_rows.undo()
        assert len(_players(by_rows)) == 4
        by_rows.redo()
        assert _players(by_rows) == written
    finally:
        by_orm.close()
        by_rows.close()


def _players(store: Store) -> list[tuple[Any, ...]]:
    """Every player: id, name, rating, when made, version."""
    with store.read() as session:
        return [(p.id, p.name, p.rating, p.created_at, p.version)
                for p in session.exec(select(Player).order_by(Player.id)).all()]


def _stored_times(store: Store) -> list[str]:
    """The new players' times as SQLite keeps them (text: the driver's own adapter would
    have dropped the zero microseconds that SQLAlchemy writes)."""
    with store.engine.connect() as con:
        return [t for (t,) in con.exec_driver_sql(
            "SELECT created_at FROM player WHERE id > 4 ORDER BY id")]


def test_many_rows_a_cascade_takes_out_again_are_no_insert(store: Store) -> None:
    """Past COMPACT_AT, rows written and then removed in the same action by ON DELETE
    CASCADE (their player's entry deleted) are recorded neither as inserted nor as deleted;
    undo brings back only the entry."""
    event_id, entries = _event(store)
    with store.action("write and remove", event_id=event_id) as scope:
        rows = [{**row, "a_entry_id": entries[2], "b_entry_id": None}
                for row in _rows(event_id, entries, COMPACT_AT + 5)]
        insert_rows(scope.session, SwissMatch, rows)
        with_both = insert_rows(scope.session, SwissMatch, [
            {"event_id": event_id, "round": 4, "table_no": 1, "a_entry_id": entries[0],
             "b_entry_id": entries[1]}])
        scope.session.delete(scope.session.get(Entry, entries[2]))
    recorded = _recorded(store)
    assert [c for c in recorded if c.get("table") == "swiss_match"] == [
        c for c in recorded if c.get("inserted") == [[with_both[0], with_both[0]]]]
    assert [c["key"] for c in recorded if c.get("table") == "entry"] == [[entries[2]]]
    assert len(_matches(store, event_id)) == 1
    store.undo()
    with store.read() as session:
        assert session.get(Entry, entries[2]) is not None
    assert _matches(store, event_id) == []
