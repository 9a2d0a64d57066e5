"""The store's refusals as a floor person reads them: a race a constraint stopped, an undo
already made, a database that failed (kept apart from ``store.py`` to keep it short)."""

from sqlalchemy.engine import make_url
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session

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
