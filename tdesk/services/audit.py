"""Reading the audit log (writing it is ``Store.action``'s job)."""

import datetime as dt
from dataclasses import dataclass
from typing import Any

from sqlmodel import select

from tdesk.models.store import Store
from tdesk.models.tables import AuditLog


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


def list_actions(store: Store, event_id: int | None = None, limit: int = 500) -> list[ActionRow]:
    """Newest first; ``event_id`` None lists the whole store."""
    with store.read() as session:
        query = select(AuditLog).order_by(AuditLog.id.desc()).limit(limit)
        if event_id is not None:
            query = query.where(AuditLog.event_id == event_id)
        return [ActionRow(a.id or 0, a.at, a.staff, a.action, a.summary, a.seed, dict(a.params),
                          a.undone_by is not None) for a in session.exec(query)]
