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
