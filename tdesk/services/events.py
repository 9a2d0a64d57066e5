"""Events: create, edit, delete, list. Each public function is one floor action."""

import datetime as dt
from dataclasses import dataclass
from typing import Any

from sqlmodel import SQLModel, func, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.clock import ClockSetup
from tdesk.models.event_rows import load_event
from tdesk.models.money import MoneySetup
from tdesk.models.store import Store
from tdesk.models.tables import Entry, Event
from tdesk.names import lookup
from tdesk.rules import event_settings
from tdesk.services.table_reads import reads


@dataclass(frozen=True)
class EventInfo:
    id: int
    name: str
    kind: str
    date: dt.date | None
    venue: str
    settings: dict[str, Any]
    entries: int = 0
    version: int = 1  # the row version when read: an edit carries it (issue 9)

    @property
    def kind_label(self) -> str:
        return event_settings.KIND_LABELS.get(self.kind, self.kind)


def _info(event: Event, entries: int = 0) -> EventInfo:
    assert event.id is not None
    return EventInfo(event.id, event.name, event.kind, event.date, event.venue,
                     dict(event.settings), entries, version=event.version)


def _clean_name(name: str) -> str:
    return validate.name("Event name", name)


def _checked_settings(kind: str, settings: dict[str, Any] | None) -> dict[str, Any]:
    try:
        return event_settings.validate(kind, settings or {})
    except ValueError as exc:
        raise InputError("Event settings", kind, str(exc)) from exc


def create_event(store: Store, name: str, kind: str, *, date: dt.date | None = None,
                 venue: str = "", settings: dict[str, Any] | None = None) -> int:
    name = _clean_name(name)
    venue = validate.text("Venue", venue, limit=validate.VENUE)
    if kind not in event_settings.KINDS:
        raise InputError("Event kind", kind, f"must be one of {', '.join(event_settings.KINDS)}")
    checked = _checked_settings(kind, settings)
    with store.action("create event", params={"name": name, "kind": kind},
                      summary=f"Create event {name}") as scope:
        _refuse_duplicate(scope.session, name, None)
        event = Event(name=name, kind=kind, date=date, venue=venue.strip(), settings=checked)
        scope.session.add(event)
        scope.session.flush()
        assert event.id is not None
        scope.event_id = event.id
        return event.id


# what a new event takes from an earlier one (issue 35): its settings (stack, seats, tables and
# break order, …), its clock's structure, its fees, payouts and bounty format; never its players,
# seats, payments, results or the state of its clock
COPIED_ROWS = ("clock structure", "fees", "payouts", "bounty format")


def create_event_from(store: Store, source_id: int, name: str, *, date: dt.date | None = None,
                      venue: str | None = None, settings: dict[str, Any] | None = None) -> int:
    """A new event that starts as an earlier one of the store: the same kind and settings
    (``settings`` typed in the dialog over them), clock structure, fees, payouts and bounty
    format; players, seats, payments and results stay with the earlier event. One action."""
    name = _clean_name(name)
    validate.identifier("Event", source_id)
    with store.action("create event", params={"name": name, "from": source_id}) as scope:
        session = scope.session
        source = _get(session, source_id)
        venue = validate.text("Venue", source.venue if venue is None else venue,
                              limit=validate.VENUE)
        checked = _checked_settings(source.kind, {**dict(source.settings), **(settings or {})})
        _refuse_duplicate(session, name, None)
        event = Event(name=name, kind=source.kind, date=date, venue=venue.strip(),
                      settings=checked)
        session.add(event)
        session.flush()
        assert event.id is not None
        clock = session.exec(select(ClockSetup).where(ClockSetup.event_id == source_id)).first()
        if clock is not None:
            session.add(ClockSetup(event_id=event.id, structure=dict(clock.structure)))
        money = session.exec(select(MoneySetup).where(MoneySetup.event_id == source_id)).first()
        if money is not None:  # fees and bounty format (settings), payouts; no locked count
            session.add(MoneySetup(event_id=event.id, settings=dict(money.settings),
                                   payout=dict(money.payout)))
        scope.event_id = event.id
        scope.params["from_name"] = source.name
        scope.summary = f"Create event {name} from {source.name}"
        return event.id


def update_event(store: Store, event_id: int, *, name: str, date: dt.date | None, venue: str,
                 settings: dict[str, Any], version: int | None = None) -> None:
    """Save the event dialog; ``version`` (``EventInfo.version``) refuses a stale save."""
    name = _clean_name(name)
    venue = validate.text("Venue", venue, limit=validate.VENUE)
    with store.action("edit event", event_id=event_id, params={"name": name},
                      summary=f"Edit event {name}") as scope:
        event = _get(scope.session, event_id)
        if version is not None and event.version != version:
            raise ConflictError(store.stale_message(f"Event {event.name!r}", "event", event_id,
                                                    event_id=event_id))
        _refuse_duplicate(scope.session, name, event_id)
        event.name = name
        event.date = date
        event.venue = venue.strip()
        event.settings = _checked_settings(event.kind, settings)
        scope.session.add(event)


def delete_event(store: Store, event_id: int) -> None:
    """Delete an event with everything recorded for it (undoable: each row is restored)."""
    with store.action("delete event", event_id=event_id) as scope:
        session = scope.session
        event = _get(session, event_id)
        scope.summary = f"Delete event {event.name}"
        scope.params = {"name": event.name}
        # children first: every table with an event_id column, newest tables first
        for table in reversed(SQLModel.metadata.sorted_tables):
            if table.name == "event" or "event_id" not in table.columns:
                continue
            model = _model_for(table.name)
            if model is None or table.name == "audit_log":
                continue
            for row in session.exec(select(model).where(model.event_id == event_id)):
                session.delete(row)
            session.flush()
        session.delete(event)


@reads("event", "entry")
def list_events(store: Store) -> list[EventInfo]:
    with store.read() as session:
        counts = dict(
            session.exec(select(Entry.event_id, func.count()).group_by(Entry.event_id)).all()
        )
        events = session.exec(select(Event).order_by(Event.date.desc(), Event.name)).all()
        return [_info(e, counts.get(e.id, 0)) for e in events]


@reads("event")
def get_event(store: Store, event_id: int) -> EventInfo:
    with store.read() as session:
        return _info(_get(session, event_id))


def find_event(store: Store, name: str) -> EventInfo:
    """The event called ``name``, for the command line's ``--event``: the exact name wins,
    else the one whose name is the same blind to case and accents (``tdesk.names.lookup``;
    SQLite's lower() folds only ASCII, so "Кубок Москвы" was never found). Two events that
    fold the same are an error naming both."""
    with store.read() as session:
        events = list(session.exec(select(Event).order_by(Event.name)))
    found = lookup(name, events, lambda e: e.name)
    if len(found) > 1:
        both = " and ".join(repr(e.name) for e in found)
        raise ConflictError(f"Event {name!r} could be {both}: type the name exactly.")
    if not found:
        raise NotFoundError(f"No event named {name!r} ({_names(events)}).")
    return _info(found[0])


def event_names(store: Store) -> str:
    """Every event's name, as a wrong ``--event`` lists them (for a missing one, issue 40)."""
    with store.read() as session:
        return _names(list(session.exec(select(Event).order_by(Event.name))))


def _names(events: list[Event]) -> str:
    return "; ".join(e.name for e in events) if events else "the store has no events"


def _get(session: Any, event_id: int) -> Event:
    return load_event(session, event_id)


def _refuse_duplicate(session: Any, name: str, own_id: int | None) -> None:
    """Names equal blind to case are one event (casefold: every alphabet, not SQL's ASCII)."""
    folded = name.casefold()
    other = next((i for i, other_name in session.exec(select(Event.id, Event.name))
                  if other_name.casefold() == folded and i != own_id), None)
    if other is not None:  # names and ids only: not every event's settings decoded
        raise ConflictError(f"Event name {name!r}: another event already has this name.")


def _model_for(table_name: str) -> Any:
    for mapper in SQLModel._sa_registry.mappers:  # type: ignore[attr-defined]
        if mapper.local_table.name == table_name:
            return mapper.class_
    return None
