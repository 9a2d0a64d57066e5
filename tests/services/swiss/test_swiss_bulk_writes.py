"""Issue 27: pairing writes the lots and the tables in bulk, still one action with its audit
row and its undo record: undoing round 1 takes every lot, table and version back."""

from __future__ import annotations

from typing import Any

import pytest
from sqlmodel import select

from tdesk.errors import ConflictError
from tdesk.models.changes import COMPACT_AT
from tdesk.models.store import Store
from tdesk.models.swiss import SwissMatch, SwissRound
from tdesk.models.tables import AuditLog, Entry
from tdesk.services.swiss import swiss


def _entries(store: Store, event_id: int) -> dict[int, dict[str, Any]]:
    with store.read() as session:
        return {int(e.id or 0): e.model_dump()
                for e in session.exec(select(Entry).where(Entry.event_id == event_id))}


def _tables(store: Store, event_id: int) -> list[tuple[Any, ...]]:
    with store.read() as session:
        found = session.exec(select(SwissMatch).where(SwissMatch.event_id == event_id)
                             .order_by(SwissMatch.id)).all()
        return [tuple(m.model_dump().values()) for m in found]


def _newest(store: Store) -> AuditLog:
    with store.read() as session:
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()
        assert audit is not None
        return audit


@pytest.mark.parametrize("players", [31, 2 * COMPACT_AT + 11])
def test_round_1_then_undo_leaves_no_lots_and_no_tables(store: Store, make_event: Any,
                                                         players: int) -> None:
    """Round 1 (odd field: a bye) records the whole draw in round 1's row, in the pairing's
    one audit row, and writes no entry (4,096 entry updates were 2.1 MB of audit); undo
    removes the round, its lots and tables with it; redo brings back the same ones."""
    event_id = make_event("swiss", players=players)
    before = _entries(store, event_id)
    info = swiss.pair_next_round(store, event_id, seed=5)
    assert len(info.tables) == (players + 1) // 2
    tables = _tables(store, event_id)
    audit = _newest(store)
    assert audit.action == "pair round" and audit.undoable
    assert [c for c in audit.changes if c.get("table") == "entry"] == []
    assert _entries(store, event_id) == before  # no entry written, no version bumped
    assert len([c for c in audit.changes if c.get("table") == "swiss_round"]) == 1
    with store.read() as session:
        (first,) = session.exec(select(SwissRound).where(SwissRound.event_id == event_id)).all()
        drawn = first.lots
    assert set(drawn) == {str(e) for e in before} and len(set(drawn.values())) == players
    shown = {r.entry_id: r.standing.lot for r in swiss.standings(store, event_id)}
    order = sorted(drawn, key=lambda e: drawn[e])  # smaller lot ranks higher (CG-T7)
    assert [shown[int(e)] for e in order] == list(range(1, players + 1))

    store.undo()
    assert _entries(store, event_id) == before
    assert _tables(store, event_id) == []
    with store.read() as session:
        assert session.exec(select(SwissRound).where(SwissRound.event_id == event_id)).all() == []
    store.redo()
    with store.read() as session:
        (again,) = session.exec(select(SwissRound).where(SwissRound.event_id == event_id)).all()
        assert again.lots == drawn
    assert _tables(store, event_id) == tables


def test_round_2_reads_the_history_once_and_writes_no_lot(store: Store, make_event: Any) -> None:
    """A later round keeps the lot (no entry is written), refuses while results are missing
    with the tables named, and shows the points the standings counted."""
    event_id = make_event("swiss", players=8)
    first = swiss.pair_next_round(store, event_id, seed=2)
    drawn = _entries(store, event_id)
    with pytest.raises(ConflictError,
                       match=r"Round 1 still has 4 result\(s\) missing \(tables 1, 2, 3, 4\)"):
        swiss.pair_next_round(store, event_id, seed=3)
    for t in first.tables:
        swiss.record_result(store, event_id, 1, t.table, "2-0")
    second = swiss.pair_next_round(store, event_id, seed=3)
    assert _entries(store, event_id) == drawn
    assert not [c for c in _newest(store).changes if c.get("table") == "entry"]
    points = {r.entry_id: r.standing.points for r in swiss.standings(store, event_id)}
    for t in second.tables:
        assert t.a_points == points[t.a_id] and t.b_points == points[t.b_id]


def test_the_cycle_collector_is_back_on_after_pairing(store: Store, make_event: Any) -> None:
    """Pairing pauses the cycle collector for its own call only: it is on again after a round
    is paired, paired again, or refused; and left off when the caller had turned it off."""
    import gc

    event_id = make_event("swiss", players=6)
    assert gc.isenabled()
    swiss.pair_next_round(store, event_id, seed=1)
    assert gc.isenabled()
    swiss.repair_round(store, event_id, 1, seed=2)
    assert gc.isenabled()
    with pytest.raises(ConflictError):
        swiss.pair_next_round(store, event_id, seed=3)  # round 1's results are missing
    assert gc.isenabled()
    gc.disable()
    try:
        swiss.repair_round(store, event_id, 1, seed=4)
        assert not gc.isenabled()
    finally:
        gc.enable()
