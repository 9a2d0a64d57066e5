"""The money side of poker and OFC events (issue 14): fees, payments, prize pool, payouts and
results (chip counts: ``chip_counts``; deals: ``deals``). Each public function is one floor
action or one read.

Prizes are read, not stored: a busted entry has its finishing place (seating or the OFC
calculator writes it), and its prize is the payout of that place under the event's payout
structure and prize pool now, or the amount of a recorded deal.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from sqlmodel import Session, func, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.event_rows import load_event
from tdesk.models.money import Deal, MoneySetup, Payment
from tdesk.models.store import ActionScope, Store
from tdesk.models.tables import Entry, EntryStatus, Event, Player, utcnow
from tdesk.rules.levels.clock import ClockStatus
from tdesk.rules.money import entry_fees
from tdesk.rules.money import payouts as rp
from tdesk.services.clock import get_clock
from tdesk.services.csv_io import neutralise
from tdesk.services.money import bounties, prize_results, receipt_numbers
from tdesk.services.money.prize_results import _E, _P
from tdesk.services.money.prize_results import KEPT_BACK as KEPT_BACK
from tdesk.services.money.prize_results import ResultRow as ResultRow
from tdesk.services.money.prize_results import entry_rows as entry_rows
from tdesk.services.money.terms import DEFAULT_TEMPLATE as DEFAULT_TEMPLATE
from tdesk.services.money.terms import (
    MONEY_KINDS,
    MoneyTerms,
    _bought,
    _prizes,
    _setup,
    _terms,
    _totals,
    starting_stack,
)
from tdesk.services.money.terms import TEMPLATE_KEYS as TEMPLATE_KEYS
from tdesk.services.money.terms import list_templates as list_templates
from tdesk.services.money.terms import load_template as load_template
from tdesk.services.money.terms import places_paid as places_paid
from tdesk.services.seating import field_counts, places
from tdesk.services.seating.flights_bags import refuse_entry_in_parent
from tdesk.services.table_reads import reads

METHODS = ("cash", "card", "transfer", "voucher")


# --- values handed to the views ------------------------------------------------------------


@dataclass(frozen=True)
class PaymentRow:
    id: int
    entry_id: int
    name: str
    kind: str
    amount: int
    chips: int
    method: str
    at: dt.datetime
    receipt: int | None = None
    """The receipt number (issue 23); ``receipt_label`` is it as printed ("SSME-0007")."""
    receipt_label: str = ""
    staff: str = ""


@dataclass(frozen=True)
class PaidInfo:
    """What one player has paid and the chips bought."""

    paid: int = 0
    chips: int = 0
    made: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class MoneySummary:
    """What the clock, the projector and the money tab show in one read."""

    event_id: int
    entries: int
    players_left: int
    collected: int
    fees: int
    bounties: int
    pool: entry_fees.Pool
    prizes: tuple[int, ...]
    places_paid: int
    locked: bool
    next_jump: tuple[int, int] | None
    chips_in_play: int
    counted_chips: int
    average_stack: int | None
    leader: str | None
    leader_chips: int
    deal: bool = False

    @property
    def in_the_money(self) -> bool:
        return 0 < self.players_left <= self.places_paid


# --- loading ---------------------------------------------------------------------------------


def _setup_or_new(session: Session, event_id: int) -> MoneySetup:
    row = _setup(session, event_id)
    if row is None:
        row = MoneySetup(event_id=event_id, settings={}, payout={})
        session.add(row)
    return row


@reads("entry", "event", "flight", "money_setup", "payment")
def get_terms(store: Store, event_id: int) -> MoneyTerms:
    with store.read() as session:
        return _terms(session, load_event(session, event_id))


class _Pay(NamedTuple):
    id: int
    entry_id: int
    kind: str
    prize_part: int
    fee: int
    bounty: int
    chips: int
    method: str
    at: dt.datetime


def _payments(session: Session, event_id: int) -> list[_Pay]:
    """The event's payments, oldest first (plain columns: thousands of rows read fast)."""
    rows = session.exec(
        select(Payment.id, Payment.entry_id, Payment.kind, Payment.prize_part, Payment.fee,
               Payment.bounty, Payment.chips, Payment.method, Payment.at)
        .where(Payment.event_id == event_id).order_by(Payment.id)  # type: ignore[arg-type]
    ).all()
    return [_Pay(*r) for r in rows]


def _level_reached(store: Store, event_id: int, now: dt.datetime | None = None) -> int | None:
    """The playing level the clock has reached (breaks count as the level before them);
    None before the clock starts."""
    info = get_clock(store, event_id)
    if info.state.status == ClockStatus.NOT_STARTED:
        return None
    view = info.at(now or utcnow())
    return sum(1 for lv in info.structure.levels[: view.level_index + 1] if not lv.is_break)


@reads(uses=(get_clock,))
def current_big_blind(store: Store, event_id: int, now: dt.datetime | None = None) -> int | None:
    """The big blind in play now (the next level's during a break); None for OFC or no clock."""
    info = get_clock(store, event_id)
    view = info.at(now or utcnow())
    level = view.next_level if view.level.is_break else view.level
    bb = level.big_blind if level is not None else 0
    return bb or None


# --- setup -----------------------------------------------------------------------------------


def set_terms(store: Store, event_id: int, values: Mapping[str, Any]) -> None:
    """Save the event's fees and re-entry/rebuy/add-on terms (undoable)."""
    try:
        checked = entry_fees.validate_terms(values)
    except ValueError as exc:
        raise InputError(*_split(str(exc))) from exc
    with store.action("money terms", event_id=event_id, params=checked,
                      summary="Entry fees and terms") as scope:
        event = load_event(scope.session, event_id)
        refuse_kind(event)
        row = _setup_or_new(scope.session, event_id)
        row.settings = {**dict(row.settings), **checked}
        scope.session.add(row)
        scope.summary = (f"Entry fees: buy-in {checked['buy_in']:,} + fee {checked['fee']:,}"
                         + (f" + bounty {checked['bounty']:,}" if checked["bounty"] else ""))
        prize_results.refuse_paid_changes(scope.session, event, "New fees and terms")


def set_payout(store: Store, event_id: int, structure: rp.PayoutStructure) -> None:
    """Use ``structure`` for this event's prizes (undoable)."""
    try:
        rp.verify_structure(structure)
    except ValueError as exc:
        raise InputError("Payout structure", structure.name, str(exc)) from exc
    with store.action("payout structure", event_id=event_id, params={"name": structure.name},
                      summary=f"Payout structure: {structure.name}") as scope:
        event = load_event(scope.session, event_id)
        refuse_kind(event)
        row = _setup_or_new(scope.session, event_id)
        row.payout = rp.structure_to_data(structure)
        scope.session.add(row)
        prize_results.refuse_paid_changes(scope.session, event, "The payout change")


def places_paid_under(store: Store, event_id: int, structure: rp.PayoutStructure) -> int:
    """How many places ``structure`` would pay now: a change of structure once registration
    is closed is asked first when it moves the places paid (issue 35)."""
    rp.verify_structure(structure)
    with store.read() as session:
        return places_paid(session, load_event(session, event_id), structure)


def parse_percents(text: str) -> rp.PayoutStructure:
    """A hand-entered table: percents for places 1, 2, 3 … separated by spaces, commas or
    slashes ("50 30 20")."""
    spaced = text.replace("/", " ").replace(";", " ").replace("%", " ")
    if " " not in spaced.strip() or ", " in spaced:
        spaced = spaced.replace(",", " ")  # "50,30,20" and "50, 30, 20" list places
    # otherwise a comma inside a number is a decimal comma: "27,5 17,5 …" as Russian writes it
    parts = [p.replace(",", ".") for p in spaced.split() if p]
    if not parts:
        raise InputError("Percents", text, "type a percent for each paid place, e.g. 50 30 20")
    try:
        return rp.fixed_structure("By hand: " + " / ".join(parts), parts)
    except ValueError as exc:
        raise InputError("Percents", text, str(exc)) from exc


def close_registration(store: Store, event_id: int) -> int:
    """Close registration: no more entries or re-entries; the places paid are fixed at the
    entries so far. Returns the entries. Undo reopens."""
    with store.action("close registration", event_id=event_id) as scope:
        event = load_event(scope.session, event_id)
        refuse_kind(event)
        row = _setup_or_new(scope.session, event_id)
        try:
            entry_fees.verify_close(row.locked_entries is not None, event.name)
        except ValueError as exc:
            raise ConflictError(str(exc)) from exc
        entries = _entry_count(scope.session, event)
        row.locked_entries = entries
        scope.session.add(row)
        scope.params = {"entries": entries}
        scope.summary = f"Registration closed at {entries} entries"
        prize_results.refuse_paid_changes(scope.session, event, "Closing registration")
        return entries


def player_of(session: Session, event_id: int, entry_id: int) -> tuple[Event, Entry, str]:
    """The event (refused when it has no money side), the entry (NotFoundError when it is not
    the event's) and the player's name, for an action that pays a player out."""
    event = load_event(session, event_id)
    refuse_kind(event)
    entry = session.get(Entry, entry_id)
    if entry is None or entry.event_id != event_id:
        raise NotFoundError(f"That player is not in {event.name}.")
    player = session.get(Player, entry.player_id)
    return event, entry, player.name if player is not None else f"#{entry_id}"


def refuse_kind(event: Event) -> None:
    if event.kind not in MONEY_KINDS:
        raise ConflictError(f"{event.name} is a {event.kind} event: prizes and payments are for "
                            "poker and OFC events.")


def _split(message: str) -> tuple[str, str, str]:
    head, _, reason = message.partition(": ")
    label, _, value = head.rpartition(" ")
    return (label or head), value, reason or message


# --- payments --------------------------------------------------------------------------------


def _method(method: object) -> str:
    """How the player paid, as the payment column keeps it: one line of visible text, lower
    case, as long as the column (no NUL, no 33rd character for PostgreSQL to refuse)."""
    if isinstance(method, str) and not method.strip():
        raise InputError("Method", method, "say how the player paid (cash, card …)")
    return validate.text("Method", method, limit=validate.METHOD, required=True).lower()


def _made(payments: Sequence[_Pay], entry_id: int) -> dict[str, int]:
    return dict(Counter(p.kind for p in payments if p.entry_id == entry_id))


def take_payment(store: Store, event_id: int, entry_id: int, kind: str, method: str = "cash",
                 *, now: dt.datetime | None = None, override: bool = False) -> int:
    """Take an entry, re-entry, rebuy or add-on from a player (undoable); returns its id.

    A re-entry brings a busted player back with a fresh stack (seat them with a late entry);
    a rebuy or add-on adds chips to a player's counted stack.
    """
    event_id = validate.identifier("Event", event_id)
    entry_id = validate.identifier("Entry", entry_id)
    method = _method(method)
    if not isinstance(kind, str) or kind not in entry_fees.KINDS:
        raise InputError("Payment", validate.shown(kind),
                         f"must be one of {', '.join(entry_fees.KINDS)}")
    level = _level_reached(store, event_id, now)
    with store.action("payment", event_id=event_id,
                      params={"entry_id": entry_id, "kind": kind, "method": method}) as scope:
        event = load_event(scope.session, event_id)
        return pay_in(scope, event, entry_id, kind, method, level=level, now=now,
                      override=override, staff=store.staff)


def pay_in(scope: ActionScope, event: Event, entry_id: int, kind: str, method: str, *,
           level: int | None, now: dt.datetime | None = None, override: bool = False,
           staff: str = "") -> int:
    """The inside of ``take_payment`` in an action already open (a walk-in registers, pays
    and seats in one action, issue 35): checks, the payment row with its receipt number, the
    entry's new stack; the summary. ``method`` and ``kind`` are checked by the caller."""
    session = scope.session
    assert event.id is not None
    event_id = event.id
    refuse_kind(event)
    if kind in ("entry", "reentry"):  # FLT-6: the flights take the event's entries
        refuse_entry_in_parent(session, event)
    entry = session.get(Entry, entry_id)
    if entry is None or entry.event_id != event_id:
        raise NotFoundError(f"No entry {entry_id} in {event.name}.")
    player = session.get(Player, entry.player_id)
    assert player is not None
    money = _terms(session, event)
    payments = [p for p in _payments(session, event_id) if p.entry_id == entry_id]
    active = entry.status == EntryStatus.ACTIVE
    try:
        entry_fees.verify_payment(money.terms, kind, active=active,
                                  made=_made(payments, entry_id), level=level,
                                  closed=money.closed)
    except ValueError as exc:
        raise ConflictError(f"{player.name}: {exc}.") from exc
    note = None
    if kind in ("entry", "reentry"):  # PL-3: the field is closed once a paid place is given
        note = places.refuse_after_money(session, event, f"{_KIND_WORDS[kind]} {player.name}",
                                         override=override)
    cost = entry_fees.price(money.terms, kind)
    # the first entry paid turns the field into the paid ones; it grows by later ones
    grows = kind == "reentry" or (kind == "entry" and field_counts.takes_payments(
        session, event_id))
    [number] = receipt_numbers.take_numbers(session, event_id)
    row = Payment(event_id=event_id, entry_id=entry_id, kind=kind, prize_part=cost.prize_part,
                  fee=cost.fee, bounty=cost.bounty, chips=cost.chips, method=method,
                  level=level, at=now or utcnow(), receipt=number, staff=staff)
    session.add(row)
    if kind == "reentry":
        entry.status = EntryStatus.ACTIVE
        entry.place = None
        entry.chips = cost.chips
    elif kind in ("rebuy", "addon"):
        base = entry.chips if entry.chips is not None else starting_stack(event)
        entry.chips = base + cost.chips
    session.add(entry)
    session.flush()
    scope.summary = f"{_KIND_WORDS[kind]} {player.name}: {cost.total:,} ({method})"
    if grows:  # the field grew (a paid entry is in, issue 35): the places out close up (PL-2)
        places.note_override(scope, note, places.settle(session, event, override=override))
    prize_results.refuse_paid_changes(session, event, f"{_KIND_WORDS[kind]} {player.name}")
    assert row.id is not None
    return row.id


_KIND_WORDS = {"entry": "Entry", "reentry": "Re-entry", "rebuy": "Rebuy", "addon": "Add-on"}


def take_entries(store: Store, event_id: int, entry_ids: Sequence[int], method: str = "cash",
                 ) -> int:
    """Take the first entry from every listed player who has not paid yet, as one action
    (a desk that sells a whole line of tickets, and the demo). Returns how many were taken."""
    event_id = validate.identifier("Event", event_id)
    entry_ids = validate.identifiers("Entries", entry_ids)
    method = _method(method)
    with store.action("payments", event_id=event_id, params={"method": method}) as scope:
        session = scope.session
        event = load_event(session, event_id)
        refuse_kind(event)
        refuse_entry_in_parent(session, event)  # FLT-6: the flights take the entries
        money = _terms(session, event)
        if money.closed:
            raise ConflictError(f"Registration of {event.name} is closed.")
        paid = {p.entry_id for p in _payments(session, event_id) if p.kind == "entry"}
        grows = bool(paid)  # the first entries paid make the field, later ones grow it
        cost = entry_fees.price(money.terms, "entry")
        valid = {e.id for e, _ in entry_rows(session, event_id)}
        todo: list[int] = []
        for entry_id in entry_ids:
            if entry_id in paid or entry_id not in valid:
                continue
            paid.add(entry_id)  # listed twice: one entry taken, not two
            todo.append(entry_id)
        numbers = receipt_numbers.take_numbers(session, event_id, len(todo))
        for entry_id, number in zip(todo, numbers, strict=True):
            session.add(Payment(event_id=event_id, entry_id=entry_id, kind="entry",
                                prize_part=cost.prize_part, fee=cost.fee, bounty=cost.bounty,
                                chips=cost.chips, method=method, receipt=number,
                                staff=store.staff))
        taken = len(todo)
        scope.summary = f"Entries paid: {taken} × {cost.total:,} ({method})"
        if todo and grows:  # the paid entries join the field (issue 35): places close up
            places.refuse_after_money(session, event, "Taking entries", override=False)
            places.settle(session, event)
        prize_results.refuse_paid_changes(session, event, "Taking entries")
        return taken


@reads("event", "payment", "entry", "player")
def list_payments(store: Store, event_id: int, newest: int | None = None) -> list[PaymentRow]:
    """The event's payments, newest first: all of them, or the ``newest`` few (read without
    touching the others, or the other players' names)."""
    with store.read() as session:
        query = (select(Payment.id, Payment.entry_id, Payment.kind, Payment.prize_part,
                        Payment.fee, Payment.bounty, Payment.chips, Payment.method, Payment.at,
                        Payment.receipt, Payment.staff)
                 .where(Payment.event_id == event_id)
                 .order_by(Payment.id.desc()))  # type: ignore[union-attr]
        if newest is not None:
            query = query.limit(newest)
        found = session.exec(query).all()
        payments = [_Pay(*r[:9]) for r in found]
        extra = [(r[9], r[10]) for r in found]
        event = session.get(Event, event_id)
        prefix = prize_results.event_prefix(event) if event is not None else ""
        entry_ids = {p.entry_id for p in payments}
        names = dict(session.exec(
            select(Entry.id, Player.name).join(Player, Player.id == Entry.player_id)  # type: ignore[arg-type]
            .where(Entry.id.in_(entry_ids))  # type: ignore[union-attr]
        ).all()) if entry_ids else {}
        return [
            PaymentRow(p.id or 0, p.entry_id, names.get(p.entry_id, "?"), p.kind,
                       p.prize_part + p.fee + p.bounty, p.chips, p.method, p.at, receipt,
                       receipt_numbers.label(prefix, receipt), staff)
            for p, (receipt, staff) in zip(payments, extra, strict=True)
        ]


@reads("payment")
def paid_by_entry(store: Store, event_id: int) -> dict[int, PaidInfo]:
    """What each player paid and the chips bought (the players table's Paid and Chips)."""
    with store.read() as session:
        out: dict[int, PaidInfo] = {}
        for p in _payments(session, event_id):
            old = out.get(p.entry_id, PaidInfo())
            made = dict(old.made)
            made[p.kind] = made.get(p.kind, 0) + 1
            out[p.entry_id] = PaidInfo(old.paid + p.prize_part + p.fee + p.bounty,
                                       old.chips + p.chips, made)
        return out


@reads("payment")
def paid_amounts(store: Store, event_id: int,
                 entry_ids: Collection[int] | None = None) -> dict[int, int]:
    """Entry -> total paid, one SQL sum (the players table's Paid column at 10,000 rows);
    of ``entry_ids`` only, when given (what an action changed)."""
    query = (select(Payment.entry_id, func.sum(Payment.prize_part + Payment.fee + Payment.bounty))
             .where(Payment.event_id == event_id).group_by(Payment.entry_id))
    if entry_ids is not None:
        query = query.where(Payment.entry_id.in_(list(entry_ids)))  # type: ignore[attr-defined]
    with store.read() as session:
        rows = session.exec(query).all()
    return {int(e): int(total or 0) for e, total in rows}


# --- prize pool, payouts, results -------------------------------------------------------------


def _entry_count(session: Session, event: Event) -> int:
    assert event.id is not None
    players = session.exec(select(func.count()).select_from(Entry)
                           .where(Entry.event_id == event.id)).one()
    return _bought(int(players), _totals(session, event.id), starting_stack(event))[0]


def players_and_prizes(session: Session, event: Event,
                       ) -> tuple[list[tuple[_E, _P]], tuple[int, ...]]:
    """The entries that count (once fees are taken, the paid ones only, as the summary counts
    them) and the prizes of places 1, 2, … now, read in the caller's session: a deal checks
    them under the write lock, so a bust at another station cannot slip in between."""
    assert event.id is not None
    money = _terms(session, event)
    rows = entry_rows(session, event.id)
    totals = _totals(session, event.id)
    entries = _bought(len(rows), totals, starting_stack(event))[0]
    if totals.count("entry"):
        paid = set(session.exec(select(Payment.entry_id).where(
            Payment.event_id == event.id, Payment.kind == "entry")).all())
        rows = [(e, p) for e, p in rows if e.id in paid]
    pool = entry_fees.prize_pool(totals.total(1), money.terms.added_money, money.terms.guarantee)
    return rows, _prizes(money, entries, pool.total)


def live_stacks(event: Event, rows: Sequence[tuple[_E, _P]]) -> dict[int, int]:
    stack = starting_stack(event)
    return {e.id or 0: (e.chips if e.chips is not None else stack)
            for e, _ in rows if e.status == EntryStatus.ACTIVE}


@reads("chip_count", "chip_race", "clock_setup", "deal", "entry", "event", "flight",
       "money_setup", "payment", "player")
def money_summary(store: Store, event_id: int) -> MoneySummary:
    """Prize pool, places paid, next pay jump, entries and players left, chips in play, the
    average stack and the chip leader: the clock tab and the projector show these. The field's
    figures are ``field_counts.read``'s, the clock's own (issue 35)."""
    with store.read() as session:
        event = load_event(session, event_id)
        money = _terms(session, event)
        totals = _totals(session, event_id)
        registered = session.exec(select(func.count()).select_from(Entry)
                                  .where(Entry.event_id == event_id)).one()
        paid_entries = _bought(int(registered), totals, starting_stack(event))[0]
        collected = totals.total(1)
        pool = entry_fees.prize_pool(collected, money.terms.added_money, money.terms.guarantee)
        prizes = _prizes(money, paid_entries, pool.total)
        if money.flights is not None:  # FLT-6: a Day 2 heads with the whole event's field, pool
            pool = entry_fees.prize_pool(pool.total + money.flights[1])
        field = field_counts.read(session, event)
        left = field.players_left
        has_deal = session.exec(select(func.count()).select_from(Deal)
                                .where(Deal.event_id == event_id)).one() > 0
        return MoneySummary(
            event_id=event_id, entries=field.entries, players_left=left, collected=collected,
            fees=totals.total(2), bounties=totals.total(3),
            pool=pool, prizes=prizes, places_paid=len(prizes), locked=money.closed,
            next_jump=rp.next_pay_jump(prizes, left), chips_in_play=field.chips_in_play,
            counted_chips=field.counted_chips, average_stack=field.average_stack,
            leader=field.leader, leader_chips=field.leader_chips, deal=bool(has_deal),
        )


@reads("event", "money_setup", "payment", uses=(money_summary,))
def display_summary(store: Store, event_id: int) -> MoneySummary | None:
    """The money summary for the clock tab and the projector; None when the event has no
    money side (not poker or OFC, or neither fees nor payments set up), so they show nothing."""
    with store.read() as session:
        event = session.get(Event, event_id)
        if event is None or event.kind not in MONEY_KINDS:
            return None
        has_setup = _setup(session, event_id) is not None
        has_payment = session.exec(select(func.count()).select_from(Payment)
                                   .where(Payment.event_id == event_id)).one() > 0
    if not (has_setup or has_payment):
        return None
    return money_summary(store, event_id)


@reads("deal", "entry", "event", "flight", "money_setup", "payment", "player", "prize_handover")
def results(store: Store, event_id: int) -> list[ResultRow]:
    """Finishing places so far, best first, with prizes (a deal's amounts where one was made)
    and each prize's handover (issue 23).

    Players still in are listed only once a deal covers them (their place is not known yet).
    """
    with store.read() as session:
        return prize_results.result_rows(session, load_event(session, event_id))


def results_csv(store: Store, event_id: int,
                note: Callable[[ResultRow], str] | None = None) -> bytes:
    """The results as CSV (UTF-8 with BOM, so spreadsheets read every script).

    The header keys stay English (place, name, country, prize, note, handed_over, receipt): a
    spreadsheet or a rating site's import reads them by name. ``note`` writes a row's note; the
    GUI and the CLI pass ``tdesk.engine_text.deal_note`` so it is in the interface language
    (issue 21). ``handed_over`` is the local time the prize was handed over ("2026-05-01
    22:14", blank: not yet) and ``receipt`` its receipt (issue 23). An event that pays
    bounties has a ``bounty`` column after the prize: what the player collected (issue 23).
    """
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    collected = bounties_collected(store, event_id)
    extra = ["bounty"] if collected is not None else []
    writer.writerow(["place", "name", "country", "prize", *extra, "note", "handed_over",
                     "receipt"])
    for r in results(store, event_id):
        given = r.handed_over.astimezone().strftime("%Y-%m-%d %H:%M") if r.handed_over else ""
        won = [collected.get(r.entry_id, "") if r.entry_id else ""] if collected is not None \
            else []
        writer.writerow([neutralise(v) for v in (r.place or "", r.name, r.country, r.prize,
                                                 *won, note(r) if note else r.note, given,
                                                 r.receipt)])
    return out.getvalue().encode("utf-8-sig")


def bounties_collected(store: Store, event_id: int) -> dict[int, int] | None:
    """Entry -> the bounties it collected; None when the event pays no bounties."""
    with store.read() as session:
        ledger = bounties.read_ledger(session, load_event(session, event_id))
    return None if ledger is None else {p.entry_id: p.collected for p in ledger.players}
