"""Receipts and prize handover (issue 23).

Every buy-in, re-entry, rebuy and add-on gets its receipt number in the action that takes it
(``money.take_payment``); a prize gets one when it is handed over here. ``list_receipts`` and
``receipt`` read them back for the Money tab and the receipt document.

A prize is handed over once: the check is made under the action's write lock, so two stations
can never both pay it; the amount is the prize the results give at that moment (a deal's
amount after a deal), and from then on any action that would change it is refused
(``prize_results.refuse_paid_changes``) until the handover is undone.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, replace

from sqlmodel import Session, col, func, select

from tdesk import validate
from tdesk.errors import ConflictError, NotFoundError
from tdesk.models.bounties import BountyPayout
from tdesk.models.event_rows import load_event
from tdesk.models.money import Payment, PrizeHandover
from tdesk.models.seating import Seat
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, Entry, EntryStatus, Event, utcnow
from tdesk.rules.seating import handover
from tdesk.services.money import money, prize_results, receipt_numbers
from tdesk.services.money.prize_results import result_rows
from tdesk.timefmt import local_text

PRIZE = "prize"
"""The kind of a prize's receipt; the payments' kinds are entry, reentry, rebuy and addon."""
BOUNTY = "bounty"
"""The kind of a bounty payout's receipt (``services.bounty_payouts``, issue 35)."""
PAID_OUT = frozenset({PRIZE, BOUNTY})
"""The receipts of money handed to a player (the player signs for it)."""


@dataclass(frozen=True)
class Receipt:
    """One receipt as printed: what was paid (in, or out for a prize), to or by whom."""

    number: int
    label: str
    """The number as printed, with the event's prefix ("SSME-0007")."""
    kind: str
    entry_id: int
    player: str
    amount: int
    method: str
    at: dt.datetime
    staff: str
    event_id: int
    event_name: str
    venue: str = ""
    place: int = 0
    """A prize's finishing place (0: still in play after a deal, or not a prize)."""
    prize_part: int = 0
    fee: int = 0
    bounty: int = 0
    """A payment's parts: to the prize pool, the fee (rake), the bounty (0 for a prize)."""
    nth: int = 0
    """Which of the player's re-entries or rebuys this is (1, 2, …); 0 for other kinds."""
    chips: int = 0
    """The chips the payment bought (0 for a prize)."""
    table: int = 0
    seat: int = 0
    """Where an entry or re-entry sits now, when it is the player's latest and they are
    seated (the ticket is the seat card, issue 35); 0 otherwise."""


def hand_over_prize(store: Store, event_id: int, entry_id: int, method: str = "cash", *,
                    now: dt.datetime | None = None) -> int:
    """Record that ``entry_id``'s prize was handed over (undoable); returns its receipt number.

    Refused when it was already handed over (checked under the write lock: two stations never
    both pay), when the entry has no prize, or while the player still plays for an amount a
    deal kept back (their prize is not final yet)."""
    event_id = validate.identifier("Event", event_id)
    entry_id = validate.identifier("Player", entry_id)
    method = money._method(method)
    with store.action("prize handover", event_id=event_id,
                      params={"entry_id": entry_id, "method": method}) as scope:
        session = scope.session
        event, _entry, name = money.player_of(session, event_id, entry_id)
        prefix = prize_results.event_prefix(event)
        earlier = session.exec(select(PrizeHandover).where(
            PrizeHandover.entry_id == entry_id)).first()
        rows = result_rows(session, event)
        row = next((r for r in rows if r.entry_id == entry_id and not r.kept_back), None)
        try:  # PRZ-5
            verify_handover(row, rows, handed_over=earlier is not None)
        except ValueError as exc:
            when = ""
            if earlier is not None:
                when = (f" (at {local_text(earlier.at, '%H:%M')}"
                        f"{' by ' + earlier.staff if earlier.staff else ''}, receipt "
                        f"{receipt_numbers.label(prefix, earlier.receipt)})")
            raise ConflictError(f"{name}: {exc}{when}.") from None
        assert row is not None
        [number] = receipt_numbers.take_numbers(session, event_id)
        session.add(PrizeHandover(event_id=event_id, entry_id=entry_id, amount=row.prize,
                                  method=method, staff=store.staff, receipt=number,
                                  at=now or utcnow()))
        scope.params = {**scope.params, "amount": row.prize, "receipt": number}
        scope.summary = (f"Prize handed over to {name}: {row.prize:,} ({method}), receipt "
                         f"{receipt_numbers.label(prefix, number)}")
        return number


def verify_handover(row: prize_results.ResultRow | None,
                    rows: Sequence[prize_results.ResultRow], *, handed_over: bool) -> None:
    """PRZ-5 for one results row, the one check of the Hand over button and the handover:
    a player who is still in after a deal that kept an amount back (no place yet) plays for
    it; the winner, placed once the last bust is in, does not (issue 35)."""
    handover.verify_handover(
        row.prize if row is not None else 0, handed_over=handed_over,
        playing_for_kept_back=row is not None and not row.place
        and any(r.kept_back for r in rows))


def list_receipts(store: Store, event_id: int) -> list[Receipt]:
    """Every receipt of the event, by number (payments and prizes handed over)."""
    with store.read() as session:
        event = load_event(session, event_id)
        return sorted(_receipts(session, event), key=lambda r: r.number)


def receipt(store: Store, event_id: int, number: int | None = None) -> Receipt:
    """Receipt ``number`` of the event (None: the newest); NotFoundError naming it."""
    with store.read() as session:
        event = load_event(session, event_id)
        found = _receipts(session, event, number)
        if not found:
            what = f"Receipt {number}" if number is not None else "A receipt"
            raise NotFoundError(f"{what} is not in {event.name}"
                                + (": no receipts yet." if number is None else "."))
        return max(found, key=lambda r: r.number)


def _receipts(session: Session, event: Event, number: int | None = None) -> list[Receipt]:
    assert event.id is not None
    prefix = prize_results.event_prefix(event)
    names = {e.id: p.name for e, p in prize_results.entry_rows(session, event.id)}
    places: dict[int, int] = {}
    pays = select(Payment).where(Payment.event_id == event.id,
                                 Payment.receipt.is_not(None))  # type: ignore[union-attr]
    given = select(PrizeHandover).where(PrizeHandover.event_id == event.id)
    if number is not None:
        pays = pays.where(Payment.receipt == number)
        given = given.where(PrizeHandover.receipt == number)
    handed = list(session.exec(given))
    bounty_rows = select(BountyPayout).where(BountyPayout.event_id == event.id)
    if number is not None:
        bounty_rows = bounty_rows.where(BountyPayout.receipt == number)
    bounties_paid = list(session.exec(bounty_rows))
    if handed:
        places = {r.entry_id: r.place for r in result_rows(session, event)}

    def make(number: int, kind: str, entry_id: int, parts: tuple[int, int, int], method: str,
             at: dt.datetime, staff: str) -> Receipt:
        return Receipt(number, receipt_numbers.label(prefix, number), kind, entry_id,
                       names.get(entry_id, "?"), sum(parts), method, at, staff, event.id or 0,
                       event.name, event.venue,
                       places.get(entry_id, 0) if kind == PRIZE else 0,
                       *(parts if kind not in PAID_OUT else (0, 0, 0)))

    payments = list(session.exec(pays))
    nth = _nths(session, event.id, payments)
    seats = _seats(session, event.id, payments)
    out = [replace(make(p.receipt or 0, p.kind, p.entry_id, (p.prize_part, p.fee, p.bounty),
                        p.method, p.at, p.staff), nth=nth.get(p.id or 0, 0), chips=p.chips,
                   **seats.get(p.id or 0, {}))
           for p in payments]
    out += [make(h.receipt, PRIZE, h.entry_id, (h.amount, 0, 0), h.method, h.at, h.staff)
            for h in handed]
    out += [replace(make(b.receipt, BOUNTY, b.entry_id, (b.amount, 0, 0), b.method, b.at,
                         b.staff), nth=b.knockouts) for b in bounties_paid]
    return out


def _nths(session: Session, event_id: int, payments: list[Payment]) -> dict[int, int]:
    """Payment id -> which of its player's re-entries (or rebuys) it is: a receipt says so
    (issue 35). Entries and add-ons, bought once, are left out."""
    counted = [p for p in payments if p.kind in ("reentry", "rebuy")]
    if not counted:
        return {}
    players = {p.entry_id for p in counted}
    rows = session.exec(select(Payment.id, Payment.entry_id, Payment.kind).where(
        Payment.event_id == event_id, Payment.kind.in_(("reentry", "rebuy")),  # type: ignore[attr-defined]
        Payment.entry_id.in_(players)).order_by(Payment.id)).all()  # type: ignore[attr-defined]
    seen: dict[tuple[int, str], int] = {}
    out: dict[int, int] = {}
    for payment_id, entry_id, kind in rows:
        seen[entry_id, kind] = out[payment_id] = seen.get((entry_id, kind), 0) + 1
    return out


def _seats(session: Session, event_id: int, payments: list[Payment]
           ) -> dict[int, dict[str, int]]:
    """Payment id -> {"table", "seat"} for each entry or re-entry that is its active
    player's latest one while they are seated: that ticket is their seat card."""
    bought = {p.entry_id for p in payments if p.kind in SEATED_KINDS}
    if not bought:
        return {}
    where = session.exec(select(Seat.entry_id, Seat.table_no, Seat.seat_no)
                         .join(Entry, Entry.id == Seat.entry_id)
                         .where(Entry.event_id == event_id, Entry.status == EntryStatus.ACTIVE,
                                col(Seat.entry_id).in_(bought))).all()
    if not where:
        return {}
    latest = dict(session.exec(
        select(Payment.entry_id, func.max(Payment.id))
        .where(Payment.event_id == event_id, col(Payment.kind).in_(SEATED_KINDS),
               col(Payment.entry_id).in_([e for e, _, _ in where]))
        .group_by(Payment.entry_id)).all())
    return {latest[entry_id]: {"table": table, "seat": seat}
            for entry_id, table, seat in where if entry_id in latest}


SEATED_KINDS = ("entry", "reentry")
PRINT_ACTION = "print receipt"


def printed_before(store: Store, event_id: int, number: int) -> bool:
    """Whether receipt ``number`` was printed (or written out) before: the next print of it
    says "copy". Reading it records nothing: a preview opened and closed is no print."""
    with store.read() as session:
        return _printed(session, event_id, number)


def _printed(session: Session, event_id: int, number: int) -> bool:
    earlier = session.exec(select(AuditLog.params).where(
        AuditLog.event_id == event_id, AuditLog.action == PRINT_ACTION)).all()
    return any(isinstance(p, dict) and p.get("receipt") == number for p in earlier)


def record_print(store: Store, event_id: int, number: int) -> bool:
    """Note in the log that receipt ``number`` is being printed; True when it was printed
    before, so this print is a copy (a receipt is given once; every reprint says "copy")."""
    event_id = validate.identifier("Event", event_id)
    number = validate.integer("Receipt", number, low=1, high=validate.MAX_COUNT)
    with store.action(PRINT_ACTION, event_id=event_id, params={"receipt": number},
                      undoable=False) as scope:
        scope.log_unchanged = True  # the row is the record of the print
        event = load_event(scope.session, event_id)
        if not _receipts(scope.session, event, number):
            raise NotFoundError(f"Receipt {number} is not in {event.name}.")
        label = receipt_numbers.label(prize_results.event_prefix(event), number)
        copy = _printed(scope.session, event_id, number)
        scope.summary = f"Print receipt {label}" + (" (copy)" if copy else "")
        return copy
