"""Undo complete by construction (issue 9): rows the database removes by ON DELETE CASCADE
come back on undo; big actions are recorded compactly and undone in bulk."""

import json
import time

import pytest
from sqlalchemy import func, select

from tdesk.errors import ConflictError
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, Entry, Player
from tdesk.services.events import create_event, delete_event
from tdesk.services.penalties.penalties import PenaltyRequest, issue_penalty, list_penalties
from tdesk.services.players import PlayerFields, import_players, list_entries, remove_player
from tdesk.services.seating.seating import bust_players, draw_seats, room


def _content(store: Store, event_id: int) -> tuple[object, ...]:
    seats = sorted((s.entry_id, s.table, s.seat) for s in room(store, event_id).seated)
    penalties = sorted((p.entry_id, p.penalty) for p in list_penalties(store, event_id))
    entries = sorted((r.entry_id, r.name, r.status, r.place) for r in list_entries(store, event_id))
    return seats, penalties, entries


def test_remove_player_then_undo_restores_seat_and_penalties(store: Store,
                                                            make_event: object) -> None:
    event_id = make_event("poker", players=12)  # type: ignore[operator]
    draw_seats(store, event_id, seed=11)
    anna = list_entries(store, event_id)[0].entry_id
    issue_penalty(store, event_id, PenaltyRequest(anna, "warning", reason="Soft play"))
    issue_penalty(store, event_id, PenaltyRequest(anna, "one_round", reason="Abuse"))
    before = _content(store, event_id)
    remove_player(store, anna)
    assert anna not in {s.entry_id for s in room(store, event_id).seated}
    assert list_penalties(store, event_id, entry_id=anna) == []
    store.undo()
    assert _content(store, event_id) == before
    # and the older actions still undo: penalties, then the draw, then the import
    store.undo()
    store.undo()
    assert list_penalties(store, event_id) == []
    store.undo()
    assert room(store, event_id).seated == []
    store.undo()
    assert list_entries(store, event_id) == []


def test_redo_of_remove_player_removes_the_cascaded_rows_again(store: Store,
                                                               make_event: object) -> None:
    event_id = make_event("poker", players=9)  # type: ignore[operator]
    draw_seats(store, event_id, seed=5)
    anna = list_entries(store, event_id)[0].entry_id
    remove_player(store, anna)
    after = _content(store, event_id)
    store.undo()
    store.redo()
    assert _content(store, event_id) == after


def test_delete_event_then_undo_restores_seats_places_and_penalties(store: Store,
                                                                   make_event: object) -> None:
    event_id = make_event("poker", players=10)  # type: ignore[operator]
    draw_seats(store, event_id, seed=2)
    ids = [r.entry_id for r in list_entries(store, event_id)]
    bust_players(store, event_id, [ids[3]])
    issue_penalty(store, event_id, PenaltyRequest(ids[0], "warning", reason="Late"))
    before = _content(store, event_id)
    delete_event(store, event_id)
    store.undo()
    assert _content(store, event_id) == before


def test_a_big_import_is_recorded_compactly_and_undone_in_bulk(store: Store) -> None:
    event_id = create_event(store, "Big", "poker")
    rows = [PlayerFields(f"Игрок {n}", rating=n % 2000) for n in range(600)]
    import_players(store, event_id, rows)
    with store.read() as session:
        audit = session.scalars(select(AuditLog).where(AuditLog.action == "import players")).one()
        size = len(json.dumps(audit.changes))
    assert size < 1000, size  # id ranges, not 1,200 rows
    started = time.perf_counter()
    store.undo()
    undo_seconds = time.perf_counter() - started
    assert list_entries(store, event_id) == []
    with store.read() as session:
        assert session.scalar(select(func.count()).select_from(Player)) == 0
    with store.read() as session:  # the undo's own audit row stays small too
        undo_row = session.scalars(select(AuditLog).where(AuditLog.action == "undo")).one()
        assert len(json.dumps(undo_row.changes)) < 1000
    store.redo()
    names = sorted(r.name for r in list_entries(store, event_id))
    assert names == sorted(f"Игрок {n}" for n in range(600))
    assert undo_seconds < 30  # generous: the figures are in docs/benchmarks.md


def test_compact_undo_refused_when_a_later_action_depends_on_the_rows(store: Store) -> None:
    event_id = create_event(store, "Big", "poker")
    import_players(store, event_id, [PlayerFields(f"P{n}") for n in range(520)])
    draw_seats(store, event_id, seed=1)
    with store.read() as session:
        import_id = session.scalar(select(AuditLog.id).where(AuditLog.action == "import players"))
    with pytest.raises(ConflictError, match="changed again since"):
        store.undo(import_id)
    with store.read() as session:
        assert session.scalar(select(func.count()).select_from(Entry)) == 520
    store.undo()  # the draw first, then the import goes
    store.undo()
    assert list_entries(store, event_id) == []
