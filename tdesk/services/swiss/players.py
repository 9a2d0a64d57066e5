"""A Swiss event's players: drops and taking back (CG-P2), organiser byes (CG-B2) and draft
pods (CG-T8)."""

from __future__ import annotations

from sqlmodel import Session

from tdesk import validate
from tdesk.errors import ConflictError, NotFoundError
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus
from tdesk.services.rule_refusal import refuse_unless
from tdesk.services.swiss.checks import DropCheck
from tdesk.services.swiss.rows import _event, _names


def drop_player(store: Store, event_id: int, entry_id: int) -> None:
    """CG-P2: a dropped player is not paired again; their results stay. A second drop is
    refused: it never takes the player back (that is :func:`undrop_player`)."""
    _set_dropped(store, event_id, entry_id, True)


def undrop_player(store: Store, event_id: int, entry_id: int) -> None:
    """Take a dropped player back into the pairings (CG-P2): its own action, refused for a
    player who is not dropped."""
    _set_dropped(store, event_id, entry_id, False)


def _set_dropped(store: Store, event_id: int, entry_id: int, dropped: bool) -> None:
    validate.identifier("Event", event_id)
    validate.identifier("Player", entry_id)
    with store.action("drop player" if dropped else "undrop player", event_id=event_id,
                      params={"entry_id": entry_id}) as scope:
        scope.summary = drop_in(scope.session, event_id, entry_id, dropped)


def drop_in(session: Session, event_id: int, entry_id: int, dropped: bool = True) -> str:
    """Drop (or take back) inside the caller's action, such as a drop asked from a phone and
    confirmed at the desk; returns the action's summary."""
    _event(session, event_id)
    entry = session.get(Entry, entry_id)
    if entry is None or entry.event_id != event_id:
        raise NotFoundError(f"Player entry #{entry_id} is not in this event.")
    name = _names(session, event_id, (entry_id,))[entry_id][0]
    if entry.status not in (EntryStatus.ACTIVE, EntryStatus.DROPPED):
        raise ConflictError(f"{name} is {entry.status}.")
    check = DropCheck(name, entry.status == EntryStatus.DROPPED)  # the dialog's buttons' check
    refuse_unless(check.verify_drop if dropped else check.verify_take_back)
    entry.status = EntryStatus.DROPPED if dropped else EntryStatus.ACTIVE
    session.add(entry)
    return f"{'Drop' if dropped else 'Take back'} {name}"


def set_organiser_byes(store: Store, event_id: int, entry_id: int, rounds_: int) -> None:
    """CG-B2: byes for the first ``rounds_`` rounds, granted by the organiser."""
    validate.identifier("Player", entry_id)
    validate.integer("Organiser byes", rounds_, low=0, high=20)
    with store.action("organiser byes", event_id=event_id,
                      params={"entry_id": entry_id, "rounds": rounds_}) as scope:
        session = scope.session
        _event(session, event_id)
        entry = session.get(Entry, entry_id)
        if entry is None or entry.event_id != event_id:
            raise NotFoundError(f"Player entry #{entry_id} is not in this event.")
        entry.state = {**entry.state, "organiser_byes": rounds_}
        session.add(entry)
        scope.summary = f"Organiser byes for rounds 1-{rounds_}"


def set_pods(store: Store, event_id: int, pods: dict[int, int]) -> None:
    """CG-T8: draft pods ({entry id: pod number}, 0 = none); standings then rank pod by pod."""
    validate.identifiers("Player", list(validate.mapping("Pods", pods)))
    for pod in pods.values():
        validate.integer("Pod", pod, low=0, high=999)
    with store.action("draft pods", event_id=event_id,
                      params={"pods": {str(e): p for e, p in pods.items()}}) as scope:
        session = scope.session
        _event(session, event_id)
        for entry_id, pod in pods.items():
            entry = session.get(Entry, entry_id)
            if entry is None or entry.event_id != event_id:
                raise NotFoundError(f"Player entry #{entry_id} is not in this event.")
            entry.state = {**entry.state, "pod": pod}
            session.add(entry)
        scope.summary = f"Draft pods for {len(pods)} player(s)"
