"""Reliability benchmark (issue 9): what a big action costs to record and to undo, what the
Edit menu and the Log tab cost after it, and what the store-wide write lock costs a floor
action.

1. One action inserting N players with their entries (an import of N rows: ORM objects added
   in one go, as a fast import would): the size of its audit row, the Edit menu refresh
   (``undo_step``/``redo_step``), the Log tab's first page, undo and redo.
2. 200 single ``add player`` actions: median time with the lock (BEGIN IMMEDIATE).

Prints figures only; record them in docs/benchmarks.md.
Run: python bench/reliability.py [--rows 100000]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from sqlalchemy import func, select

from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, Entry, EntryStatus, Player, UndoPayload
from tdesk.services.audit import list_actions
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, add_player


def timed(fn: object) -> float:
    started = time.perf_counter()
    fn()  # type: ignore[operator]
    return time.perf_counter() - started


def big_import(store: Store, event_id: int, rows: int) -> None:
    with store.action("import players", event_id=event_id, params={"count": rows},
                      summary=f"Import {rows} players") as scope:
        players = [Player(name=f"Игрок {n}", rating=n % 3000, country="SE") for n in range(rows)]
        scope.session.add_all(players)
        scope.session.flush()
        scope.session.add_all([Entry(event_id=event_id, player_id=p.id, chips=20000,
                                     status=EntryStatus.ACTIVE) for p in players])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=100_000)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="tdesk-bench-rel-"))
    store = Store(f"sqlite:///{folder / 'bench.db'}", staff="Bench")
    event_id = create_event(store, "Bench", "poker")

    seconds = timed(lambda: big_import(store, event_id, args.rows))
    with store.read() as session:
        audit_id = session.scalar(select(func.max(AuditLog.id)))
        changes = session.scalar(select(AuditLog.changes).where(AuditLog.id == audit_id))
    print(f"import of {args.rows:,} players (one action): {seconds:.2f} s; "
          f"audit row {len(json.dumps(changes)):,} bytes")
    print(f"Edit menu refresh (undo_step + redo_step): "
          f"{1000 * timed(lambda: (store.undo_step(), store.redo_step())):.1f} ms")
    print(f"Log tab first page (200 rows): "
          f"{1000 * timed(lambda: list_actions(store, event_id, limit=200)):.1f} ms")
    print(f"undo: {timed(store.undo):.2f} s")
    with store.read() as session:
        undo_row = session.scalar(select(func.max(AuditLog.id)))
        kept = session.scalar(select(UndoPayload.rows).where(UndoPayload.audit_id == undo_row))
    print(f"  rows kept apart for redo (undo_payload, columnar): {len(json.dumps(kept)):,} bytes")
    print(f"Edit menu refresh after undo: "
          f"{1000 * timed(lambda: (store.undo_step(), store.redo_step())):.1f} ms")
    print(f"redo: {timed(store.redo):.2f} s")

    small = create_event(store, "Small", "poker")
    times = [timed(lambda n=n: add_player(store, small, PlayerFields(f"P {n}")))
             for n in range(200)]
    print(f"add player (lock + audit), median of 200: {1000 * statistics.median(times):.1f} ms, "
          f"p95 {1000 * sorted(times)[189]:.1f} ms")
    store.close()


if __name__ == "__main__":
    main()
