"""Check-in and drop requests from players' phones (issue 25).

The desk opens a check-in for something ("Round 4", "Day 2"); each holder of a code checks in
once from their page (or the desk checks them in), and the desk sees who has not. A Swiss
player may ask to drop: the request waits until the desk confirms it (the drop itself, CG-P2,
in the same action) or refuses it. Every step is a floor action with its audit row, so Undo
takes it back.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from sqlmodel import Session, col, func, select

from tdesk import validate
from tdesk.errors import ConflictError, NotFoundError
from tdesk.models.event_rows import load_event
from tdesk.models.phone_reports import PhoneReporting, PlayerRequest
from tdesk.models.store import Store
from tdesk.models.swiss import SwissRound
from tdesk.models.tables import Entry, EntryStatus
from tdesk.names import sort_key
from tdesk.services.phones.phone_reports import StalePage, _holder, _latest_round, _switch
from tdesk.services.swiss.players import drop_in
from tdesk.services.swiss.rows import _names
from tdesk.services.table_reads import reads

LABEL = 40


@dataclass(frozen=True)
class CheckInRow:
    entry_id: int
    name: str
    at: dt.datetime | None  # None: not checked in
    via: str  # "phone" or "desk", "" when not checked in


@dataclass(frozen=True)
class CheckIns:
    """The open check-in: ``label`` ("" when none is open) and every active player's row."""

    label: str
    rows: tuple[CheckInRow, ...]

    @property
    def missing(self) -> list[CheckInRow]:
        return [r for r in self.rows if r.at is None]


@dataclass(frozen=True)
class DropRequest:
    id: int
    entry_id: int
    name: str
    at: dt.datetime


@dataclass(frozen=True)
class HolderState:
    """What the holder's page shows under their match."""

    checkin: str  # the open check-in's label, "" if none
    checked_in_at: dt.datetime | None
    can_drop: bool  # a Swiss player still in, with phone reports on
    drop_waiting: bool
    round: int = 0  # the Swiss round paired last (0: none), carried by the drop form


# -- the desk --------------------------------------------------------------------------------
def open_checkin(store: Store, event_id: int, label: str) -> None:
    """Open a check-in for ``label`` ("Round 4"); "" closes it. Check-ins of an earlier label
    stay in the log; the new label starts with nobody checked in."""
    text = validate.text("Check-in for", label, limit=LABEL)
    with store.action("open check-in", event_id=event_id, params={"label": text}) as scope:
        load_event(scope.session, event_id)
        row = _switch(scope.session, event_id)
        row.checkin = text
        scope.session.add(row)
        scope.summary = f"Check-in open for {text}" if text else "Check-in closed"


def check_in_at_desk(store: Store, event_id: int, entry_id: int) -> None:
    """A player without a phone checks in at the desk."""
    validate.identifier("Player", entry_id)
    with store.action("check in", event_id=event_id, params={"entry_id": entry_id}) as scope:
        load_event(scope.session, event_id)
        scope.summary = _check_in(scope.session, event_id, entry_id, via="desk")


@reads("entry", "player", "phone_reporting")
def checkins(store: Store, event_id: int) -> CheckIns:
    """Who of the active players has checked in for the open check-in, by name."""
    with store.read() as session:
        label = _switch(session, event_id).checkin
        names = _names(session, event_id)
        done = _done(session, event_id, label) if label else {}
        rows = [CheckInRow(entry, name, *done.get(entry, (None, "")))
                for entry, (name, status) in names.items() if status == EntryStatus.ACTIVE]
        rows.sort(key=lambda r: (r.at is not None, sort_key(r.name)))  # by surname
        return CheckIns(label, tuple(rows))


@reads("player_request", uses=(checkins,))  # the names of those asking, as checkins reads them
def drop_requests(store: Store, event_id: int) -> list[DropRequest]:
    with store.read() as session:
        rows = _waiting_drops(session, event_id)
        names = _names(session, event_id, [r.entry_id for r in rows]) if rows else {}
        return [DropRequest(int(r.id or 0), r.entry_id, names.get(r.entry_id, ("", ""))[0],
                            r.at) for r in rows]


def confirm_drop(store: Store, event_id: int, request_id: int) -> None:
    """Drop the player who asked (CG-P2), in the same action that closes the request."""
    with store.action("confirm drop", event_id=event_id,
                      params={"request": request_id}) as scope:
        row = _request(scope.session, event_id, request_id)
        summary = drop_in(scope.session, event_id, row.entry_id)
        row.state = "confirmed"
        scope.session.add(row)
        scope.summary = f"{summary} (asked from their phone)"


def refuse_drop(store: Store, event_id: int, request_id: int) -> None:
    with store.action("refuse drop", event_id=event_id, params={"request": request_id}) as scope:
        row = _request(scope.session, event_id, request_id)
        row.state = "refused"
        scope.session.add(row)
        name = _names(scope.session, event_id, (row.entry_id,))[row.entry_id][0]
        scope.summary = f"Drop request of {name} refused: still playing"


# -- the holder ------------------------------------------------------------------------------
def holder_state(store: Store, code: str, event_id: int) -> HolderState:
    with store.read() as session:
        holder = _holder(session, code, event_id)
        switch = _switch(session, event_id)
        done = _done(session, event_id, switch.checkin) if switch.checkin else {}
        entry = session.get(Entry, holder.entry_id)
        playing = (entry is not None and entry.status == EntryStatus.ACTIVE
                   and not _over(session, event_id))  # dropped, or after the final: no more
        swiss_in = playing and load_event(session, event_id).kind == "swiss"
        waiting = any(r.entry_id == holder.entry_id for r in _waiting_drops(session, event_id))
        return HolderState(switch.checkin if playing else "",
                           done.get(holder.entry_id, (None, ""))[0],
                           swiss_in and switch.enabled, waiting, _latest(session, event_id))


def check_in(store: Store, code: str, event_id: int, *, label: str | None = None) -> None:
    """The holder checks in for the open check-in (once: a second is refused, unwritten).
    ``label``: the check-in the page offered; another is refused (`StalePage`, issue 36)."""
    with store.action("check in", event_id=event_id) as scope:
        holder = _holder(scope.session, code, event_id)
        opened = _switch(scope.session, event_id).checkin
        if label is not None and label != opened:
            raise StalePage(f"This page offered the check-in for {label!r}; "
                            + (f"the check-in now is for {opened!r}." if opened
                               else "that check-in is closed."))
        if _over(scope.session, event_id):
            raise ConflictError("The event is over: there is nothing to check in for.")
        scope.params = {"entry_id": holder.entry_id, "via": "phone"}
        scope.summary = _check_in(scope.session, event_id, holder.entry_id, via="phone")
        scope.player = _names(scope.session, event_id, (holder.entry_id,))[holder.entry_id][0]


def ask_to_drop(store: Store, code: str, event_id: int, *,
                round_number: int | None = None) -> None:
    """The holder asks to drop; the desk confirms (`confirm_drop`). ``round_number``: the
    round the page showed (0: none yet); a later one is refused (`StalePage`, issue 36)."""
    with store.action("ask to drop", event_id=event_id) as scope:
        session = scope.session
        holder = _holder(session, code, event_id)
        scope.params = {"entry_id": holder.entry_id}
        if round_number is not None and round_number != _latest(session, event_id):
            raise StalePage(f"This page showed round {round_number}; round "
                            f"{_latest(session, event_id)} has been paired since.")
        if load_event(session, event_id).kind != "swiss":
            raise ConflictError("Drops are asked at the desk in this event.")
        if _over(session, event_id):
            raise ConflictError("The event is over: there is nothing to drop from.")
        if not _switch(session, event_id).enabled:
            raise ConflictError("Phone reports are off for this event: ask at the desk.")
        entry = session.get(Entry, holder.entry_id)
        if entry is None or entry.status != EntryStatus.ACTIVE:
            raise ConflictError("You are not playing in this event any more.")
        if any(r.entry_id == holder.entry_id for r in _waiting_drops(session, event_id)):
            raise ConflictError("Your drop request already waits for the desk.")
        session.add(PlayerRequest(event_id=event_id, entry_id=holder.entry_id, kind="drop"))
        name = _names(session, event_id, (holder.entry_id,))[holder.entry_id][0]
        scope.player = name
        scope.summary = f"{name} asks to drop (from their phone)"


# -- rows ------------------------------------------------------------------------------------
def _check_in(session: Session, event_id: int, entry_id: int, *, via: str) -> str:
    switch: PhoneReporting = _switch(session, event_id)
    if not switch.checkin:
        raise ConflictError("No check-in is open for this event.")
    names = _names(session, event_id, (entry_id,))
    if entry_id not in names:
        raise NotFoundError(f"Player entry #{entry_id} is not in this event.")
    name, status = names[entry_id]
    if status != EntryStatus.ACTIVE:
        raise ConflictError(f"{name} is {status}: no check-in.")
    if entry_id in _done(session, event_id, switch.checkin):
        raise ConflictError(f"{name} is already checked in for {switch.checkin}.")
    session.add(PlayerRequest(event_id=event_id, entry_id=entry_id, kind="checkin",
                              label=switch.checkin, state="done", via=via))
    where = "from their phone" if via == "phone" else "at the desk"
    return f"{name} checks in for {switch.checkin} ({where})"


def _done(session: Session, event_id: int, label: str) -> dict[int, tuple[dt.datetime, str]]:
    rows = session.exec(select(PlayerRequest).where(
        PlayerRequest.event_id == event_id, PlayerRequest.kind == "checkin",
        PlayerRequest.label == label).order_by(col(PlayerRequest.at))).all()
    found: dict[int, tuple[dt.datetime, str]] = {}
    for r in rows:
        found.setdefault(r.entry_id, (r.at, r.via))
    return found


def _over(session: Session, event_id: int) -> bool:
    """The final has its result (a Swiss event with a top cut): nothing more is played."""
    return _latest_round(session, event_id)[2]


def _latest(session: Session, event_id: int) -> int:
    """The number of the round paired last (0 before the first)."""
    return int(session.exec(select(func.max(SwissRound.number))
                            .where(SwissRound.event_id == event_id)).first() or 0)


def _waiting_drops(session: Session, event_id: int) -> list[PlayerRequest]:
    return list(session.exec(select(PlayerRequest).where(
        PlayerRequest.event_id == event_id, PlayerRequest.kind == "drop",
        PlayerRequest.state == "waiting").order_by(col(PlayerRequest.at))).all())


def _request(session: Session, event_id: int, request_id: int) -> PlayerRequest:
    validate.identifier("Request", request_id)
    row = session.get(PlayerRequest, request_id)
    if row is None or row.event_id != event_id or row.kind != "drop":
        raise NotFoundError(f"Drop request #{request_id} is not in this event.")
    if row.state != "waiting":
        raise ConflictError(f"Drop request #{request_id} was already {row.state}.")
    return row
