"""`changes.insert_rows`: many rows in one statement, recorded for undo exactly as the same rows
added as ORM objects (issue 27: a 4,096-player round's matches were 2,048 ORM objects)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlmodel import select

from tdesk.models.changes import COMPACT_AT, insert_rows
from tdesk.models.store import Store
from tdesk.models.swiss import SwissMatch, SwissRound
from tdesk.models.tables import AuditLog
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
