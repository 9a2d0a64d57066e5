"""Reading the audit log (writing it is ``Store.action``'s job).

Only the summary columns are read: an action's recorded rows (``changes``, megabytes for a
big import) stay on disk unless undo needs them.
"""

import datetime as dt
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, func, select

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



Mark = tuple[int, Any]  # id and time of the newest audit row: where a screen's view stands
MAX_BEHIND = 50  # actions to catch up with; past this a full read is as cheap
OPAQUE_ACTIONS = frozenset({"restore backup"})  # their changes are not recorded row by row


def mark(connection: Connection) -> Mark | None:
    """The store's state as ``connection`` sees it: id and time of the newest audit row."""
    row = connection.execute(
        select(AuditLog.id, AuditLog.at).order_by(AuditLog.id.desc()).limit(1)).first()  # type: ignore[union-attr]
    return None if row is None else (row[0], row[1])


@dataclass(frozen=True)
class LoggedStep:
    """One action's recorded rows as read back from the log, with its direction (True: as
    done; False: as undone) and the event its audit row names."""

    audit_id: int
    event_id: int | None
    changes: list[Any]
    forward: bool


def logged_since(connection: Connection, since: Mark) -> list[LoggedStep] | None:
    """The actions after the mark ``since``, oldest first; an undo or redo comes with the rows
    of the action it replays (undo and redo write rows back outside the change recorder).
    None when the log cannot tell: the mark is gone (a restored backup), a gap, too many
    actions, or an action not recorded by row."""
    kept_id, kept_at = since
    at = connection.execute(select(AuditLog.at).where(AuditLog.id == kept_id)).scalar()
    if at != kept_at:
        return None
    rows = connection.execute(
        select(AuditLog.id, AuditLog.action, AuditLog.changes, AuditLog.params,
               AuditLog.event_id)
        .where(AuditLog.id > kept_id).order_by(AuditLog.id).limit(MAX_BEHIND + 1)).all()
    if len(rows) > MAX_BEHIND or [r[0] for r in rows] != list(
            range(kept_id + 1, kept_id + 1 + len(rows))):
        return None
    replayed = {int(r[3]["audit_id"]) for r in rows if r[1] in ("undo", "redo")
                and isinstance(r[3], dict) and "audit_id" in r[3]}
    originals = dict(connection.execute(
        select(AuditLog.id, AuditLog.changes).where(AuditLog.id.in_(replayed))  # type: ignore[union-attr]
    ).all()) if replayed else {}
    steps: list[LoggedStep] = []
    for audit_id, action, changes, params, event_id in rows:
        if action in OPAQUE_ACTIONS:
            return None
        steps.append(LoggedStep(audit_id, event_id, list(changes or []), True))
        if action in ("undo", "redo"):
            original = originals.get(int((params or {}).get("audit_id", 0)))
            if original is None:
                return None
            steps.append(LoggedStep(audit_id, event_id, list(original), action == "redo"))
    return steps


def recorded_since(connection: Connection, since: Mark) -> list[tuple[list[Any], bool]] | None:
    """The row changes of the actions after ``since``, each list with its direction
    (``logged_since`` without the events)."""
    steps = logged_since(connection, since)
    return None if steps is None else [(step.changes, step.forward) for step in steps]
