"""Reading the audit log (writing it is ``Store.action``'s job).

Only the summary columns are read: an action's recorded rows (``changes``, megabytes for a
big import) stay on disk unless undo needs them.
"""

import datetime as dt
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select

from tdesk.models.store import Store
from tdesk.models.tables import AuditLog

_COLUMNS = (AuditLog.id, AuditLog.at, AuditLog.staff, AuditLog.station, AuditLog.action,
            AuditLog.summary, AuditLog.seed, AuditLog.params, AuditLog.undone_by,
            AuditLog.undoable)


@dataclass(frozen=True)
class ActionRow:
    id: int
    at: dt.datetime
    staff: str
    action: str
    summary: str
    seed: int | None
    params: dict[str, Any]
    undone: bool
    station: str = ""
    undoable: bool = False

    @property
    def can_undo(self) -> bool:
        return self.undoable and not self.undone


def _row(r: Any) -> ActionRow:
    return ActionRow(r.id, r.at, r.staff, r.action, r.summary, r.seed, dict(r.params or {}),
                     r.undone_by is not None, r.station, bool(r.undoable))


def list_actions(store: Store, event_id: int | None = None, limit: int = 500,
                 before_id: int | None = None) -> list[ActionRow]:
    """Newest first; ``event_id`` None lists the whole store; ``before_id`` pages on."""
    with store.read() as session:
        query = select(*_COLUMNS).order_by(AuditLog.id.desc()).limit(limit)
        if event_id is not None:
            query = query.where(AuditLog.event_id == event_id)
        if before_id is not None:
            query = query.where(AuditLog.id < before_id)
        return [_row(r) for r in session.execute(query)]


def count_actions(store: Store, event_id: int | None = None) -> int:
    with store.read() as session:
        query = select(func.count()).select_from(AuditLog)
        if event_id is not None:
            query = query.where(AuditLog.event_id == event_id)
        return int(session.scalar(query) or 0)


MAX_CHANGED_ROWS = 2000  # past this many changed rows, a full read is as cheap


def changed_keys(store: Store, since_revision: int,
                 tables: tuple[str, ...]) -> dict[str, set[Any]] | None:
    """The keys of the rows of ``tables`` changed by the actions after ``since_revision``, by
    table, with the values of their foreign columns (``before`` and ``after`` rows are
    returned as ``{"table.column": values}`` too, e.g. ``"seat.entry_id"``), so a screen can
    read only those rows again (issue 10: a bust repaints one row of 10,000 and reads one).
    None when it cannot be told from the log (a big action recorded as id ranges, a gap in
    the revisions, too many rows): read everything then."""
    with store.read() as session:
        rows = session.execute(
            select(AuditLog.revision, AuditLog.changes, AuditLog.undoes, AuditLog.params)
            .where(AuditLog.revision > since_revision).order_by(AuditLog.revision)
        ).all()
        revisions = [r.revision for r in rows]
        if revisions != list(range(since_revision + 1, since_revision + 1 + len(rows))):
            return None  # a revision without its audit row (e.g. a restore): read afresh
        changes: list[Any] = []
        for row in rows:
            changes += row.changes or []
            replayed = row.undoes or (row.params or {}).get("audit_id")
            if replayed is not None:  # undo and redo write rows back outside the recorder
                original = session.execute(select(AuditLog.changes)
                                           .where(AuditLog.id == int(replayed))).scalar()
                changes += original or []
    keys: dict[str, set[Any]] = {}
    for change in changes:
        table = change.get("table")
        if table not in tables:
            continue
        if "inserted" in change or len(changes) > MAX_CHANGED_ROWS:
            return None
        key = change.get("key")
        keys.setdefault(table, set()).add(tuple(key) if isinstance(key, list) else key)
        for side in (change.get("before"), change.get("after")):
            for column, value in (side or {}).items():
                if column.endswith("_id") and value is not None:
                    keys.setdefault(f"{table}.{column}", set()).add(value)
    return keys
