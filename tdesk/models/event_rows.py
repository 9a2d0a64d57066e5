"""The one loader of an event's row for every service: one check of the id, one wording when
the event is gone (another station may have deleted it), one way to refuse the wrong kind."""

from collections.abc import Collection

from sqlmodel import Session

from tdesk import validate
from tdesk.errors import ConflictError, NotFoundError
from tdesk.models.tables import Event


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
