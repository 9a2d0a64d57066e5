"""Seating's "Apply all" is one floor action: one audit row, one undo (issue 19)."""

from __future__ import annotations

from collections.abc import Callable

from sqlmodel import func, select

from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services.seating.seating import (
    apply_all,
    bust_players,
    draw_seats,
    pending_moves,
    room,
    set_button,
)


def audit_rows(store: Store) -> int:
    with store.read() as session:
        return int(session.exec(select(func.count()).select_from(AuditLog)).one())


def seats(store: Store, event_id: int) -> dict[int, tuple[int, int]]:
    return {p.entry_id: (p.table, p.seat) for p in room(store, event_id).seated}


def test_apply_all_is_one_action_and_one_undo_TDA_B6_F1(
        store: Store, make_event: Callable[..., int]) -> None:
    event_id = make_event("poker", players=12, seats_per_table=4, final_table_size=6)
    draw_seats(store, event_id, seed=9)
    for t in room(store, event_id).tables:
        set_button(store, event_id, t.number, 1)
    tables = room(store, event_id).tables
    for p in [tables[0].players[0], tables[1].players[0], *tables[2].players[:2],
              tables[0].players[1], tables[1].players[1]]:
        bust_players(store, event_id, [p.entry_id])
    # six left fit the final table: everyone is redrawn to it, six moves at most
    before_seats, before_moves = seats(store, event_id), pending_moves(store, event_id)
    count = len(before_moves)
    assert count >= 3 and all(m.kind == "final" for m in before_moves)
    rows = audit_rows(store)

    assert apply_all(store, event_id) == count
    assert audit_rows(store) == rows + 1  # one audit row for every move
    step = store.undo_step()
    assert step is not None and step.summary == f"Apply {count} moves"
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[arg-type]
    assert audit is not None and len(audit.params["moves"]) == count
    info = room(store, event_id)
    assert info.moves == () and len(info.tables) == 1 and info.tables[0].final

    store.undo()  # one undo takes every move back
    assert seats(store, event_id) == before_seats
    assert pending_moves(store, event_id) == before_moves
    assert not any(t.final for t in room(store, event_id).tables)
    step = store.undo_step()
    assert step is not None and step.summary.startswith("Bust")  # the next undo is the bust
    store.redo()
    assert room(store, event_id).moves == () and seats(store, event_id) != before_seats


def test_apply_all_with_nothing_pending_writes_nothing(
        store: Store, make_event: Callable[..., int]) -> None:
    event_id = make_event("poker", players=8, seats_per_table=9)
    draw_seats(store, event_id, seed=1)
    rows = audit_rows(store)
    assert apply_all(store, event_id) == 0
    assert audit_rows(store) == rows
