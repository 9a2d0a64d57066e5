"""Satellites (issue 23, SAT-1..SAT-6): an event whose prize pool buys seats in a target event,
each worth the seat value, with the remainder in cash. Each public function is one floor action
or one read.

The satellite settings are kept with the money terms (``money_terms.SATELLITE_KEY``); the
prizes every other view reads (``money.money_summary``, ``money.results``) are then each
place's value, seat plus cash, so the pool, places paid and totals stay one calculation. This
module adds what only a satellite has: which places win a seat, the bubble (SAT-3: once the
players left are no more than the seats, everyone left has won one, read as it happens, no
action needed), a seat taken as cash (SAT-5, undoable) and the refusal of a deal (SAT-4).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from sqlmodel import Session, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.event_rows import load_event
from tdesk.models.money import MoneySetup
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus, Event, Player, name_key
from tdesk.rules.money import entry_fees
from tdesk.rules.money import satellites as sat
from tdesk.rules.money.satellite_terms import MAX_SEAT_VALUE, SatelliteTerms, read_terms, terms_data
from tdesk.services.csv_io import neutralise
from tdesk.services.money import money, prize_results
from tdesk.services.money.prize_results import _E, _P
from tdesk.services.money.terms import (
    SATELLITE_KEY,
    MoneyTerms,
    _bought,
    _setup,
    _terms,
    _totals,
    satellite_payout,
    satellite_problem,
    starting_stack,
)
from tdesk.services.table_reads import reads

SEAT_CASH_KEY = "seat_cash"
"""``entry.state[SEAT_CASH_KEY]``: the seat winner took the seat's value in cash (SAT-5)."""
REMAINDER_RULES = tuple(r.value for r in sat.Remainder)
SEAT_CASH_RULES = tuple(r.value for r in sat.SeatCash)


@dataclass(frozen=True)
class SatelliteInfo:
    """A satellite's setup and state now: what the payout panel, the clock and the projector
    show. ``problem`` is the rule's reason the pool makes no satellite yet ("" when it does)."""

    event_id: int
    target: str
    seat_value: int
    remainder: str
    seat_cash: str
    pool: int
    entries: int
    players_left: int
    seats: int
    cash: int
    places_paid: int
    problem: str
    prizes: tuple[sat.SeatPrize, ...] = ()

    @property
    def over(self) -> bool:
        """SAT-3: every player left has won a seat; nobody has to play on."""
        return self.seats > 0 and self.entries > 0 and sat.seats_left_won(self.players_left,
                                                                          self.seats)


@dataclass(frozen=True)
class SeatResult:
    """One results row of a satellite: the row's value (``prize``) is a seat (``seat``) plus
    ``cash``; a seat taken as cash (SAT-5) is ``seat`` False with ``seat_as_cash``.
    ``place_to`` is the last place a tie covers (the players left at the bubble share places
    1 to N)."""

    place: int
    place_to: int
    entry_id: int
    name: str
    country: str
    prize: int
    seat: bool
    cash: int
    seat_as_cash: bool = False
    note: str = ""
    row: money.ResultRow | None = None
    """The money results' row behind it (None for a player left at the bubble)."""


# --- reading ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _State:
    money: MoneyTerms
    rows: list[tuple[_E, _P]]
    entries: int
    pool: int
    payout: sat.SatellitePayout | None

    @property
    def players_left(self) -> int:
        return sum(1 for e, _ in self.rows if e.status == EntryStatus.ACTIVE)

    @property
    def seats(self) -> int:
        return self.payout.seats if self.payout is not None else 0


def _state(session: Session, event: Event) -> _State:
    """The satellite's terms, the entries that count (the paid ones once fees are taken, as
    the money summary counts them), the pool and the payout, read in the caller's session."""
    assert event.id is not None
    terms = _terms(session, event)
    rows, _ = money.players_and_prizes(session, event)
    totals = _totals(session, event.id)
    players = len(money.entry_rows(session, event.id))
    entries = _bought(players, totals, starting_stack(event))[0]
    pool = entry_fees.prize_pool(totals.total(1), terms.terms.added_money,
                                 terms.terms.guarantee).total
    return _State(terms, rows, entries, pool, satellite_payout(terms, entries, pool))


def _info(event: Event, state: _State) -> SatelliteInfo | None:
    terms = state.money.satellite
    if terms is None:
        return None
    payout = state.payout
    return SatelliteInfo(
        event_id=event.id or 0, target=terms.target, seat_value=terms.seat_value,
        remainder=terms.remainder.value, seat_cash=terms.seat_cash.value, pool=state.pool,
        entries=state.entries, players_left=state.players_left, seats=state.seats,
        cash=payout.cash if payout else 0, places_paid=len(payout.prizes) if payout else 0,
        problem=satellite_problem(state.money, state.entries, state.pool),
        prizes=payout.prizes if payout else ())


@reads("event", "money_setup")
def satellite_info(store: Store, event_id: int) -> SatelliteInfo | None:
    """The satellite's setup and state; None when the event is no satellite."""
    with store.read() as session:
        event = load_event(session, event_id)
        row = _setup(session, event_id)  # one row read for an event that is no satellite
        if (event.kind not in money.MONEY_KINDS or row is None
                or not dict(row.settings).get(SATELLITE_KEY)):
            return None
        return _info(event, _state(session, event))


def is_satellite(store: Store, event_id: int) -> bool:
    with store.read() as session:
        row = _setup(session, event_id)
        return row is not None and bool(dict(row.settings).get(SATELLITE_KEY))


def seat_rows(results: Sequence[money.ResultRow], still_in: Sequence[tuple[int, str, str]],
              payout: sat.SatellitePayout | None, over: bool, as_cash: set[int],
              ) -> list[SeatResult]:
    """The satellite's results from the money results (each row's value) on plain values:
    which rows win a seat (SAT-6: a tie that covers a place without a seat shares cash), the
    players still in once the satellite is over (SAT-3: they share places 1 to N, each with a
    seat) and the seats taken as cash (SAT-5). The values add up to what the rows did.

    ``still_in``: (entry id, name, country) of the players still in.
    """
    seat_value = payout.seat_value if payout else 0
    ties: dict[int, int] = {}
    for r in results:
        if r.place and not r.kept_back:
            ties[r.place] = ties.get(r.place, 0) + 1
    listed = {r.entry_id for r in results}
    out: list[SeatResult] = []
    for r in results:
        count = ties.get(r.place, 1)
        seat = bool(payout and r.place and not r.kept_back and r.prize >= seat_value
                    and sat.satellite_shares(payout, r.place, count)[0].seat)
        out.append(_seat_result(r.place, r.place + count - 1 if r.place else 0, r.entry_id,
                                r.name, r.country, r.prize, seat, seat_value, as_cash, r.note,
                                r))
    missing = [p for p in still_in if p[0] not in listed]
    if over and payout is not None and missing:
        left = len(still_in)
        ordered = sorted(missing, key=lambda p: p[1].casefold())
        for (entry_id, name, country), share in zip(
                ordered, sat.satellite_shares(payout, 1, left), strict=False):
            out.append(_seat_result(1, left, entry_id, name, country, seat_value + share.cash,
                                    True, seat_value, as_cash))
    return sorted(out, key=lambda r: (r.place == 0, r.place, r.name.casefold()))


def _seat_result(place: int, place_to: int, entry_id: int, name: str, country: str,
                 prize: int, seat: bool, seat_value: int, as_cash: set[int], note: str = "",
                 row: money.ResultRow | None = None) -> SeatResult:
    took_cash = seat and entry_id in as_cash
    cash = prize - seat_value if seat and not took_cash else prize
    return SeatResult(place, place_to, entry_id, name, country, prize, seat and not took_cash,
                      cash, took_cash, note, row)


@reads("event", "entry", "player", "money_setup", uses=(money.results,))
def satellite_results(store: Store, event_id: int) -> list[SeatResult]:
    """The results with seats: who won a seat (and its cash), who took a seat as cash, who
    won the remainder; once the satellite is over, everyone left with a seat."""
    with store.read_together() as session:
        event = load_event(session, event_id)
        state = _state(session, event)
        info = _info(event, state)
        rows = money.results(store, event_id)
        still_in = [(e.id, p.name, p.country) for e, p in state.rows
                    if e.status == EntryStatus.ACTIVE and e.place is None]
        return seat_rows(rows, still_in, state.payout, bool(info and info.over),
                         _as_cash(session, event_id))


def _as_cash(session: Session, event_id: int) -> set[int]:
    found = session.exec(select(Entry.id, Entry.state).where(Entry.event_id == event_id)).all()
    return {i for i, s in found if i is not None and (s or {}).get(SEAT_CASH_KEY)}


def seat_words(row: SeatResult, target: str) -> str:
    """What a satellite row wins, in English (the CSV's default): "Seat to Main Event",
    "Seat taken as cash", "Remainder"."""
    if row.seat:
        text = f"Seat to {target}" if target else "Seat"
        return text + (f" + {row.cash:,}" if row.cash else "")
    if row.seat_as_cash:
        return "Seat taken as cash"
    return "Remainder" if row.prize else ""


def results_csv(store: Store, event_id: int, note: Callable[[money.ResultRow], str] | None = None,
                words: Callable[[SeatResult, str], str] | None = None) -> bytes:
    """The results as CSV; a satellite's with its seats (``seat``: the target's name or
    "seat", ``cash``: the cash paid, ``wins``: what the row wins in words, ``words`` for the
    interface language; ``handed_over`` and ``receipt`` as ``money.results_csv`` writes them).
    Another event's are ``money.results_csv``."""
    info = satellite_info(store, event_id)
    if info is None:
        return money.results_csv(store, event_id, note=note)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(["place", "name", "country", "prize", "seat", "cash", "wins", "note",
                     "handed_over", "receipt"])
    say = words or seat_words
    for r in satellite_results(store, event_id):
        place = (f"{r.place}-{r.place_to}" if r.place_to > r.place else str(r.place or ""))
        shown_note = note(r.row) if note and r.row else r.note
        given = r.row.handed_over if r.row else None
        writer.writerow([neutralise(v) for v in (
            place, r.name, r.country, r.prize, (info.target or "seat") if r.seat else "",
            r.cash, say(r, info.target), shown_note,
            given.astimezone().strftime("%Y-%m-%d %H:%M") if given else "",
            r.row.receipt if r.row else "")])
    return out.getvalue().encode("utf-8-sig")


# --- setup ------------------------------------------------------------------------------------


def _target_price(session: Session, target: str, own_id: int) -> int:
    """The entry price (buy-in, fee and bounty) of the target event in this store: a seat's
    value when only the target is named (NotFoundError / InputError when there is none)."""
    event = session.exec(select(Event).where(Event.name == target)).first()
    if event is None or event.id == own_id:
        raise InputError("Seat value", 0, f"type the seat value; no other event is named "
                                          f"{target!r} to take its buy-in from")
    cost = entry_fees.price(_terms(session, event).terms, "entry").total
    if cost < 1:
        raise InputError("Seat value", 0, f"{target} takes no entry fee: type the seat value")
    return cost


def set_satellite(store: Store, event_id: int, seat_value: int, target: str = "",
                  remainder: str = "next_place", seat_cash: str = "already_seated") -> None:
    """Make the event a satellite (undoable): seats of ``seat_value`` to ``target`` (0: the
    buy-in the target event in this store takes), the remainder (SAT-2: "next_place" or
    "seat_winners") and whether a seat may be taken as cash (SAT-5: "never",
    "already_seated", "anyone"). Every value is checked first, the error naming it."""
    value = validate.amount("Seat value", seat_value, high=MAX_SEAT_VALUE)
    name = validate.text("Target event", target, limit=validate.NAME)
    checked = _checked(value or 1, name, remainder, seat_cash)
    with store.action("satellite", event_id=event_id,
                      params={"seat_value": value, "target": name, "remainder": remainder,
                              "seat_cash": seat_cash}) as scope:
        session = scope.session
        event = load_event(session, event_id)
        money.refuse_kind(event)
        if not value:
            if not name:
                raise InputError("Seat value", 0, "type the seat value or name the target event")
            checked = replace(checked, seat_value=_target_price(session, name, event_id))
        row = _setup(session, event_id) or MoneySetup(event_id=event_id, settings={}, payout={})
        row.settings = {**dict(row.settings), SATELLITE_KEY: terms_data(checked)}
        session.add(row)
        to = f" to {checked.target}" if checked.target else ""
        scope.summary = f"Satellite: seats of {checked.seat_value:,}{to}"
        prize_results.refuse_paid_changes(session, event, "The satellite setup")


def _checked(value: int, target: str, remainder: object, seat_cash: object) -> SatelliteTerms:
    try:
        return read_terms({"seat_value": value, "target": target, "remainder": remainder,
                           "seat_cash": seat_cash})
    except ValueError as exc:
        head, _, reason = str(exc).partition(": ")
        field, _, shown = head.rpartition(" ")
        raise InputError(field.capitalize() or head, shown, reason) from exc


def clear_satellite(store: Store, event_id: int) -> None:
    """Pay the event by its payout structure again, not in seats (undoable)."""
    with store.action("satellite off", event_id=event_id) as scope:
        event = load_event(scope.session, event_id)
        row = _setup(scope.session, event_id)
        if row is None or not dict(row.settings).get(SATELLITE_KEY):
            raise ConflictError(f"{event.name} is not a satellite.")
        row.settings = {k: v for k, v in dict(row.settings).items() if k != SATELLITE_KEY}
        scope.session.add(row)
        scope.summary = "Satellite off: paid by the payout structure"
        prize_results.refuse_paid_changes(scope.session, event, "Turning the satellite off")


# --- a seat taken as cash (SAT-5) ---------------------------------------------------------------


def holds_target_seat(session: Session, target: str, name: str) -> bool:
    """Whether a player of this name is already registered in the target event of this store
    (players are told apart by name within an event, ``ux_entry_name``)."""
    if not target:
        return False
    event = session.exec(select(Event).where(Event.name == target)).first()
    if event is None:
        return False
    return session.exec(select(Entry.id).where(Entry.event_id == event.id,
                                               Entry.name_key == name_key(name))
                        ).first() is not None


def _wins_seat(state: _State, entry: Entry) -> bool:
    """SAT-1/SAT-3/SAT-6: the entry's place (shared with the others tied on it) wins a seat,
    or the entry is still in once everyone left has won one."""
    payout = state.payout
    if payout is None:
        return False
    if entry.place is None:
        return (entry.status == EntryStatus.ACTIVE
                and sat.seats_left_won(state.players_left, payout.seats))
    tied = sum(1 for e, _ in state.rows if e.place == entry.place)
    return sat.satellite_shares(payout, entry.place, max(tied, 1))[0].seat


def take_seat_as_cash(store: Store, event_id: int, entry_id: int, *,
                      already_seated: bool = False) -> None:
    """Record that a seat winner takes the seat's value in cash instead (SAT-5; undoable).

    The venue's rule decides: "anyone", or "already_seated" for a player who already holds a
    seat in the target (registered in the target event here, or ``already_seated`` as the
    desk confirms). The row's value does not change, only what it is paid in."""
    event_id = validate.identifier("Event", event_id)
    entry_id = validate.identifier("Entry", entry_id)
    with store.action("seat as cash", event_id=event_id,
                      params={"entry_id": entry_id, "already_seated": bool(already_seated)},
                      ) as scope:
        session = scope.session
        event = load_event(session, event_id)
        state = _state(session, event)
        terms = state.money.satellite
        if terms is None:
            raise ConflictError(f"{event.name} is not a satellite: it pays no seats.")
        entry = session.get(Entry, entry_id)
        if entry is None or entry.event_id != event_id:
            raise NotFoundError(f"No entry {entry_id} in {event.name}.")
        player = session.get(Player, entry.player_id)
        assert player is not None
        if dict(entry.state).get(SEAT_CASH_KEY):
            raise ConflictError(f"{player.name} has already taken the seat as cash.")
        if not _wins_seat(state, entry):
            raise ConflictError(f"{player.name} has not won a seat.")
        seated = bool(already_seated) or holds_target_seat(session, terms.target, player.name)
        try:
            sat.verify_seat_cash(terms.seat_cash, seated)
        except ValueError as exc:
            raise ConflictError(f"{player.name}: {exc}.") from exc
        entry.state = {**dict(entry.state), SEAT_CASH_KEY: True}
        session.add(entry)
        scope.summary = f"Seat as cash: {player.name} takes {terms.seat_value:,}"


# --- deals (SAT-4) ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class SeatDeal:
    """What SAT-4 checks a satellite's deal against: the players left, the seats and the
    venue's seat-as-cash rule (``deals.DealChance`` carries it)."""

    players_left: int
    seats: int
    rule: sat.SeatCash

    def verify(self, method: str) -> None:
        sat.verify_deal(method, self.players_left, self.seats, self.rule)


def deal_seats(session: Session, event: Event) -> SeatDeal | None:
    """The satellite's SAT-4 figures, read in the caller's session; None for another event."""
    if _terms(session, event).satellite is None:
        return None
    state = _state(session, event)
    terms = state.money.satellite
    assert terms is not None
    return SeatDeal(state.players_left, state.seats, terms.seat_cash)
