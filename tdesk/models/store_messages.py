"""The store's refusals as a floor person reads them: a race a constraint stopped, an undo
already made, a database that failed (kept apart from ``store.py`` to keep it short)."""

from typing import Any

from sqlalchemy.engine import make_url
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from tdesk.models import changes as change_log
from tdesk.models.tables import AuditLog
from tdesk.timefmt import local_text


def conflict_message(exc: IntegrityError) -> str:
    """A database constraint that stopped a race, as the floor reads it."""
    text_ = str(exc.orig).lower()
    if "ux_seat_position" in text_ or "seat.table_no" in text_:
        what = "That seat was just taken by another player"
    elif "ux_entry_place" in text_ or "entry.place" in text_:
        what = "That finishing place was just given to another player"
    elif "seat.entry_id" in text_ or "seat_entry_id" in text_:
        what = "That player was just seated elsewhere"
    elif "ux_entry_name" in text_ or "entry.name_key" in text_:
        what = "A player with that name was just registered"
    elif "uq_entry_event_player" in text_ or "entry.player_id" in text_:
        what = "That player is already registered in the event"
    elif "event.name" in text_ or "ix_event_name" in text_:
        what = "An event with that name was just created"
    else:
        first = str(exc.orig).strip().splitlines()[0] if str(exc.orig) else "conflict"
        what = f"The store refused the change ({first})"
    return f"{what} (probably by another station at the same moment): nothing was saved. " \
           "Check the screen and try again."


def already_undone(session: Session, original: AuditLog) -> str:
    undo = session.get(AuditLog, original.undone_by) if original.undone_by else None
    if undo is None:
        return f"'{original.summary}' was already undone."
    who = undo.staff or f"station {undo.station}"
    return (f"'{original.summary}' was already undone by {who} at "
            f"{local_text(undo.at, '%H:%M:%S')}: nothing more to undo.")


def db_message(url: str, exc: Exception) -> str:
    text = str(getattr(exc, "orig", exc)).strip().splitlines()[0] if str(exc) else repr(exc)
    where = make_url(url).render_as_string(hide_password=True)
    if "locked" in text:
        return f"The store {where} is locked by another program; close it and try again."
    if "readonly" in text or "read-only" in text:
        return f"The store {where} is read-only; nothing was saved."
    return f"The store {where} failed: {text}."


UNDO_HINTS: dict[str, str] = {}
"""Action name -> what the floor does instead when an undo of that action is refused; the
services add theirs (a bust points to Reinstate, issue 35)."""


def undo_hint(action: str) -> str:
    """The refused action's way forward, with a leading space ("" when it has none)."""
    text = UNDO_HINTS.get(action, "")
    return f" {text}" if text else ""


def changed_again(session: Session, verb: str, original: AuditLog,
                  conflicts: list[tuple[str, list[Any]]], *, scan: int = 500) -> str:
    """The refusal of an undo (or redo) whose rows later actions changed again: those actions
    by their summaries, who and when, as the Log tab shows them (never a table's row), then
    the action's way forward (``UNDO_HINTS``)."""
    later = _later_actions(session, original, conflicts, scan)
    shown = [f"'{row.summary}' ({row.staff or 'station ' + row.station}, "
             f"{local_text(row.at, '%H:%M:%S')})" for row in later]
    if not shown:
        return (f"Cannot {verb} '{original.summary}': what it changed was changed again "
                f"since. Undo the later actions first.{undo_hint(original.action)}")
    listed = ", ".join(shown) if len(shown) <= 4 else f"{', '.join(shown[:3])} … {shown[-1]}"
    return (f"Cannot {verb} '{original.summary}': what it changed was changed again since by "
            f"later actions ({len(shown)}): {listed}. Undo those first, newest first."
            f"{undo_hint(original.action)}")


def _later_actions(session: Session, original: AuditLog,
                   conflicts: list[tuple[str, list[Any]]], scan: int) -> list[Any]:
    """The standing actions after ``original`` (its event's, among the next ``scan``) that
    changed any of the ``conflicts`` rows, oldest first."""
    query = (select(AuditLog.id, AuditLog.at, AuditLog.staff, AuditLog.station,
                    AuditLog.summary, AuditLog.changes)
             .where(col(AuditLog.id) > original.id, AuditLog.action != "undo",
                    AuditLog.action != "redo", col(AuditLog.undone_by).is_(None))
             .order_by(col(AuditLog.id)).limit(scan))
    if original.event_id is not None:
        query = query.where((AuditLog.event_id == original.event_id)
                            | col(AuditLog.event_id).is_(None))
    wanted = [(table, [change_log.to_json(k) for k in key]) for table, key in conflicts]
    return [row for row in session.execute(query).all()
            if any(change_log.touches(row.changes, t, k) for t, k in wanted)]
