"""`bulk_rows.update_rows`: many rows updated in one statement, recorded for undo exactly as the
same changes made on ORM objects (issue 27: round 1's lots were 4,096 entry updates)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlmodel import select

from tdesk.errors import ConflictError
from tdesk.models.bulk_rows import update_rows
from tdesk.models.changes import COMPACT_AT
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, Entry, Player
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, import_players


def _event(store: Store, players: int = 12) -> tuple[int, list[int]]:
    event_id = create_event(store, "Rows", "swiss")
    import_players(store, event_id, [PlayerFields(name=f"P {i}") for i in range(players)])
    with store.read() as session:
        ids = list(session.exec(select(Entry.id).where(Entry.event_id == event_id)
                                .order_by(Entry.id)).all())
    return event_id, [int(i) for i in ids if i is not None]


def _entries(store: Store, event_id: int) -> dict[int, tuple[Any, ...]]:
    """Every entry of the event, as its columns, by id."""
    with store.read() as session:
        found = session.exec(select(Entry).where(Entry.event_id == event_id)).all()
        return {int(e.id or 0): tuple(e.model_dump().values()) for e in found}


def _recorded(store: Store) -> list[Any]:
    """The newest action's recorded changes, by table and key (their order is the flush's)."""
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()
        assert audit is not None
        return sorted(audit.changes, key=lambda c: (c["table"], c.get("key")))


def _strip_times(changes: list[Any]) -> list[Any]:
    for change in changes:
        for side in ("before", "after"):
            if isinstance(change.get(side), dict):
                change[side].pop("registered_at", None)
    return changes


def _new_state(i: int, state: dict[str, Any]) -> dict[str, Any]:
    return {**state, "lot": 1000 + i, "note": f"n{i}"}


def test_updated_rows_are_recorded_as_orm_updates_and_undo_redo(tmp_path: Path) -> None:
    """The same entries' state and seed changed through ORM objects in one store and by
    `update_rows` in another: the same audit record (whole rows before and after, version
    bumped), the same rows; undo restores every row as it was, redo writes them again."""
    by_orm = Store(f"sqlite:///{tmp_path / 'orm.db'}", staff="Floor")
    by_rows = Store(f"sqlite:///{tmp_path / 'rows.db'}", staff="Floor")
    try:
        states: dict[bool, dict[int, tuple[Any, ...]]] = {}
        events: dict[bool, int] = {}
        for store, bulk in ((by_orm, False), (by_rows, True)):
            event_id, ids = _event(store)
            events[bulk] = event_id
            states[bulk] = _entries(store, event_id)
            with store.action("write lots", event_id=event_id) as scope:
                changed = ids[::2]  # every other entry: the rest stay as they are
                if bulk:
                    update_rows(scope.session, Entry, [
                        {"id": i, "state": _new_state(i, {}), "seed": i} for i in changed])
                else:
                    for entry in scope.session.exec(select(Entry).where(Entry.id.in_(changed))):  # type: ignore[union-attr]
                        entry.state = _new_state(int(entry.id or 0), entry.state)
                        entry.seed = entry.id
                        scope.session.add(entry)
        recorded = _strip_times(_recorded(by_rows))
        assert recorded == _strip_times(_recorded(by_orm))
        assert len(recorded) == 6 and all(c["after"]["version"] == 2 for c in recorded)
        for store, bulk in ((by_orm, False), (by_rows, True)):
            event_id = events[bulk]
            written = _entries(store, event_id)
            assert written != states[bulk]
            store.undo()
            assert _entries(store, event_id) == states[bulk]  # every row back, version too
            store.redo()
            assert _entries(store, event_id) == written
    finally:
        by_orm.close()
        by_rows.close()


def test_rows_also_changed_as_objects_are_one_change_each(store: Store) -> None:
    """An entry loaded as an object before the bulk update reads the new values (and
    version) afterwards, and one changed as an object after it is still one recorded change:
    undo puts back the row from before the action."""
    event_id, ids = _event(store, players=4)
    before = _entries(store, event_id)
    with store.action("mixed", event_id=event_id) as scope:
        session = scope.session
        first = session.get(Entry, ids[0])
        assert first is not None
        first.chips = 500  # changed as an object before the bulk update
        session.add(first)
        update_rows(session, Entry, [{"id": i, "state": {"lot": i}} for i in ids[:2]])
        assert first.state == {"lot": ids[0]} and first.version == 3 and first.chips == 500
        second = session.get(Entry, ids[1])
        assert second is not None and second.version == 2
        second.chips = 700  # and one changed as an object after it
        session.add(second)
    recorded = _recorded(store)
    assert [c["key"] for c in recorded] == [[ids[0]], [ids[1]]]
    assert recorded[0]["before"]["chips"] is None and recorded[0]["after"]["chips"] == 500
    assert recorded[1]["after"] == {**recorded[1]["before"], "state": {"lot": ids[1]},
                                    "chips": 700, "version": 3}
    store.undo()
    assert _entries(store, event_id) == before


@pytest.mark.parametrize("count", [3, COMPACT_AT + 5])
def test_rows_inserted_in_the_same_action_stay_one_insert(store: Store, count: int) -> None:
    """Entries added in the action and then updated in bulk (a late entry's lot) are recorded
    as the inserts they are (one row each, or id ranges past COMPACT_AT), their version left
    at 1 (nobody else has seen them): undo removes them and brings none back, redo writes
    them with their new values."""
    event_id, ids = _event(store, players=2)
    with store.action("late entries", event_id=event_id) as scope:
        session = scope.session
        made = [Player(name=f"Late {i}") for i in range(count)]
        session.add_all(made)
        session.flush()
        new = [Entry(event_id=event_id, player_id=p.id) for p in made]  # type: ignore[arg-type]
        session.add_all(new)
        session.flush()
        update_rows(session, Entry, [{"id": e.id, "state": {"lot": 7}} for e in new])
    recorded = _recorded(store)
    entry_changes = [c for c in recorded if c["table"] == "entry"]
    if count > COMPACT_AT:
        assert [c.get("count") for c in entry_changes] == [count]
    else:
        assert len(entry_changes) == count
        assert all(c["before"] is None and c["after"]["state"] == {"lot": 7}
                   and c["after"]["version"] == 1 for c in entry_changes)
    added = set(_entries(store, event_id)) - set(ids)
    assert len(added) == count
    store.undo()
    assert set(_entries(store, event_id)) == set(ids)
    store.redo()
    after = _entries(store, event_id)
    assert set(after) - set(ids) == added
    with store.read() as session:
        states = dict(session.exec(select(Entry.id, Entry.state).where(Entry.event_id == event_id)).all())
    assert {states[i]["lot"] for i in added} == {7}


def test_outside_an_action_or_on_a_gone_row_it_refuses(store: Store) -> None:
    event_id, ids = _event(store, players=2)
    with store.read() as session, pytest.raises(RuntimeError, match="inside Store.action"):
        update_rows(session, Entry, [{"id": ids[0], "state": {}}])
    before = _entries(store, event_id)
    with pytest.raises(ConflictError), store.action("gone", event_id=event_id) as scope:
        update_rows(scope.session, Entry, [{"id": ids[0], "state": {"lot": 1}},
                                           {"id": 999_999, "state": {"lot": 2}}])
    assert _entries(store, event_id) == before  # nothing written
