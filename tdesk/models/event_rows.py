"""The one loader of an event's row for every service: one check of the id, one wording when
the event is gone (another station may have deleted it), one way to refuse the wrong kind; and
the one loader of the event's entries (with their people), which the services had typed out a
dozen times over."""

from collections.abc import Collection, Sequence
from typing import Any

from sqlalchemy.sql.elements import ColumnElement
from sqlmodel import Session, col, select

from tdesk import validate
from tdesk.errors import ConflictError, NotFoundError
from tdesk.models.tables import Entry, Event, Player


def missing_event(event_id: int) -> str:
    """What the floor reads when an event is not (or no longer) in the store."""
    return f"Event #{event_id} does not exist (deleted by another station?)."


def load_event(session: Session, event_id: int, *, kinds: Collection[str] = (),
               refusal: str = "") -> Event:
    """The event row; ``NotFoundError`` when it is gone. With ``kinds``, an event of another
    kind is refused with ``refusal`` (``{name}`` and ``{kind}`` filled in)."""
    event = session.get(Event, validate.identifier("Event", event_id))
    if event is None:
        raise NotFoundError(missing_event(event_id))
    if kinds and event.kind not in kinds:
        raise ConflictError((refusal or "Event {name!r} is a {kind} event.").format(
            name=event.name, kind=event.kind))
    return event


def event_entries(session: Session, event_id: int, *where: ColumnElement[bool],
                  order: Sequence[Any] = (Entry.id,)) -> list[Entry]:
    """The event's entries (those that also meet ``where``), by entry id unless ``order`` says
    otherwise: busted and dropped ones too unless ``where`` leaves them out."""
    return list(session.exec(select(Entry).where(col(Entry.event_id) == event_id, *where)
                             .order_by(*order)).all())


def event_people(session: Session, event_id: int, *where: ColumnElement[bool],
                 order: Sequence[Any] = (Entry.id,)) -> list[tuple[Entry, Player]]:
    """`event_entries` with each entry's person, in one read: (entry, person) pairs."""
    return list(session.exec(select(Entry, Player).join(Player, col(Player.id) == Entry.player_id)
                             .where(col(Entry.event_id) == event_id, *where)
                             .order_by(*order)).all())
