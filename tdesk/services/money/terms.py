"""An event's money terms and how many places it pays now (issue 14): fees, the payout
structure (a bundled template or the event's own), the payments summed by kind, the entries
they buy, and the prizes.

Below ``money`` and ``places``: the finishing places ask here whether a place is paid (PL-3)
while the money service settles places on a re-entry, so neither imports the other's caller.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from sqlmodel import Session, col, func, select

from tdesk.errors import InputError, NotFoundError
from tdesk.models.flights import Flight
from tdesk.models.money import MoneySetup, Payment
from tdesk.models.read_once import once
from tdesk.models.tables import Entry, Event
from tdesk.paths import resource
from tdesk.rules.money import entry_fees
from tdesk.rules.money import payouts as rp
from tdesk.rules.money import satellites as sat
from tdesk.rules.money.entry_fees import FeeTerms
from tdesk.rules.money.satellite_terms import SatelliteTerms, read_terms

MONEY_KINDS = ("poker", "ofc")
DEFAULT_TEMPLATE = "standard"
TEMPLATE_KEYS = ("standard", "curve-15", "curve-10-steep", "top3", "winner")


@dataclass(frozen=True)
class MoneyTerms:
    event_id: int
    kind: str
    terms: FeeTerms
    structure: rp.PayoutStructure
    locked_entries: int | None
    satellite: SatelliteTerms | None = None
    """Set: the event is a satellite, paid in seats and the remainder in cash (issue 23)."""
    flights: tuple[int, int] | None = None
    """Set: the event's flights' entries and prize pool (FLT-6): its prizes are the whole
    event's, over those entries and that pool (issue 23)."""
    flight: bool = False
    """The event is a flight: it pays nothing, its pool is its parent's (FLT-6; issue 37: a
    flight of 40 once paid prizes of its own from the default table, paid again on Day 2)."""

    @property
    def closed(self) -> bool:
        return self.locked_entries is not None


def starting_stack(event: Event) -> int:
    return int(dict(event.settings).get("starting_stack", 0) or 0)


def _setup(session: Session, event_id: int) -> MoneySetup | None:
    return once(session, ("money setup", event_id), lambda: session.exec(
        select(MoneySetup).where(MoneySetup.event_id == event_id)).first())


_TEMPLATES: dict[tuple[str, int, int], rp.PayoutStructure] = {}
"""The templates read so far, by file, time and size: an event without a payout of its own
is paid by the default template, read on every money read (parsing it cost more than the
read's queries). The structure is frozen, so one object serves every caller."""


def load_template(key: str) -> rp.PayoutStructure:
    """A bundled payout template from ``resources/payouts`` (``TEMPLATE_KEYS``)."""
    path = resource("payouts", f"{key}.toml")
    if not path.is_file():
        raise NotFoundError(f"Payout template {key!r} is not installed ({path}).")
    stat = path.stat()
    known = (str(path), stat.st_mtime_ns, stat.st_size)
    structure = _TEMPLATES.get(known)
    if structure is None:
        try:
            structure = rp.structure_from_toml(path.read_text(encoding="utf-8"))
        except ValueError as exc:
            raise InputError("Payout template", key, str(exc)) from exc
        _TEMPLATES[known] = structure
    return structure


def list_templates() -> list[tuple[str, rp.PayoutStructure]]:
    out = []
    for key in TEMPLATE_KEYS:
        try:
            out.append((key, load_template(key)))
        except (NotFoundError, InputError):
            continue
    return out


def _terms(session: Session, event: Event) -> MoneyTerms:
    assert event.id is not None
    return once(session, ("money terms", event.id), lambda: _read_terms(session, event))


def _read_terms(session: Session, event: Event) -> MoneyTerms:
    assert event.id is not None
    row = _setup(session, event.id)
    settings = dict(row.settings) if row else {}
    terms = FeeTerms.from_settings(settings, starting_stack(event))
    if row is not None and row.payout:
        structure = rp.structure_from_data(dict(row.payout))
    else:
        structure = load_template(DEFAULT_TEMPLATE)
    flight = session.exec(select(Flight.id).where(Flight.event_id == event.id)).first()
    return MoneyTerms(event.id, event.kind, terms, structure,
                      row.locked_entries if row else None, _satellite(settings),
                      _flights(session, event.id), flight is not None)


def _flights(session: Session, event_id: int) -> tuple[int, int] | None:
    """FLT-6: the entries and prize pool summed over the event's flights; None without any.
    Each flight's are counted as its own money summary counts them."""
    return once(session, ("flights' money", event_id), lambda: _read_flights(session, event_id))


def _read_flights(session: Session, event_id: int) -> tuple[int, int] | None:
    flights = session.exec(select(Event).join(Flight, col(Flight.event_id) == Event.id)
                           .where(Flight.parent_id == event_id)).all()
    if not flights:
        return None
    ids = [f.id for f in flights]  # each flight's figures read for all of them at once
    players = dict(session.exec(select(Entry.event_id, func.count())
                                .where(col(Entry.event_id).in_(ids)).group_by(Entry.event_id)).all())
    setups = {r.event_id: r for r in session.exec(
        select(MoneySetup).where(col(MoneySetup.event_id).in_(ids)))}
    totals = _totals_of(session, ids)
    entries = pool = 0
    for flight in flights:
        assert flight.id is not None
        row = setups.get(flight.id)
        terms = FeeTerms.from_settings(dict(row.settings) if row else {}, starting_stack(flight))
        paid = totals.get(flight.id, _Totals({}))
        entries += _bought(int(players.get(flight.id, 0)), paid, starting_stack(flight))[0]
        pool += entry_fees.prize_pool(paid.total(1), terms.added_money, terms.guarantee).total
    return entries, pool


SATELLITE_KEY = "satellite"
"""Where the money terms' row keeps the satellite settings (``satellite_terms.terms_data``)."""


def _satellite(settings: dict[str, object]) -> SatelliteTerms | None:
    data = settings.get(SATELLITE_KEY)
    if not isinstance(data, dict) or not data:
        return None
    try:
        return read_terms(data)
    except ValueError:
        return None  # written by a hand other than set_satellite: paid as a normal event


@dataclass(frozen=True)
class _Totals:
    """Payments summed by kind: count, prize pool part, fee, bounty, chips."""

    by_kind: dict[str, tuple[int, int, int, int, int]]

    def count(self, *kinds: str) -> int:
        return sum(self.by_kind.get(k, (0, 0, 0, 0, 0))[0] for k in kinds)

    def total(self, column: int) -> int:
        return sum(v[column] for v in self.by_kind.values())


def _totals(session: Session, event_id: int) -> _Totals:
    return once(session, ("payment totals", event_id), lambda: _read_totals(session, event_id))


_SUMS = (Payment.kind, func.count(), func.sum(Payment.prize_part), func.sum(Payment.fee),
         func.sum(Payment.bounty), func.sum(Payment.chips))
"""What ``_Totals`` holds of each kind of payment, as selected."""


def _read_totals(session: Session, event_id: int) -> _Totals:
    rows = session.exec(select(*_SUMS).where(Payment.event_id == event_id)
                        .group_by(Payment.kind)).all()
    return _totals_from(rows)


def _totals_of(session: Session, event_ids: list[int]) -> dict[int, _Totals]:
    """``_totals`` of several events in one query (an event with no payment: none)."""
    rows = session.exec(select(Payment.event_id, *_SUMS)
                        .where(col(Payment.event_id).in_(event_ids))
                        .group_by(Payment.event_id, Payment.kind)).all()
    by_event: dict[int, list[Any]] = {}
    for event_id, *sums in rows:
        by_event.setdefault(int(event_id), []).append(sums)
    return {e: _totals_from(sums) for e, sums in by_event.items()}


def _totals_from(rows: Any) -> _Totals:
    return _Totals({k: (int(n), int(a or 0), int(b or 0), int(c or 0), int(d or 0))
                    for k, n, a, b, c, d in rows})


def _bought(players: int, totals: _Totals, stack: int) -> tuple[int, list[int]]:
    """Entries and the chips bought. Once an event takes entry fees, entries are the entries
    and re-entries paid; an event that takes none counts every registered player."""
    if totals.count("entry"):
        return totals.count("entry", "reentry"), [totals.total(4)]
    return players + totals.count("reentry"), [stack * players, totals.total(4)]


def _prizes(money: MoneyTerms, entries: int, pool: int) -> tuple[int, ...]:
    """The prizes of places 1, 2, …: by the payout structure, or, in a satellite, each place's
    seat at its value plus its cash (SAT-1/SAT-2)."""
    if money.flight:  # FLT-6: the parent pays the whole event's prizes on Day 2
        return ()
    if money.flights is not None:  # FLT-6: the whole event's entries, the flights' pools too
        entries, pool = money.flights[0], money.flights[1] + pool
    basis = money.locked_entries if money.locked_entries is not None else entries
    if money.satellite is not None:
        payout = satellite_payout(money, entries, pool)
        return () if payout is None else tuple(payout.value(p)
                                               for p in range(1, len(payout.prizes) + 1))
    return rp.payouts(money.structure, basis, pool, money.terms.payout_unit)


def satellite_payout(money: MoneyTerms, entries: int, pool: int) -> sat.SatellitePayout | None:
    """The satellite's seats and cash now (SAT-1/SAT-2); None when the event is no satellite
    or its pool does not make one yet (``satellite_problem`` says why)."""
    if money.satellite is None or satellite_problem(money, entries, pool):
        return None
    basis = money.locked_entries if money.locked_entries is not None else entries
    return sat.satellite_payout(pool, money.satellite.seat_value, basis,
                                money.satellite.remainder)


def satellite_problem(money: MoneyTerms, entries: int, pool: int) -> str:
    """Why the pool makes no satellite now (SAT-1: no seat bought yet, or more seats than
    entries), in the rule's words; "" when it does."""
    if money.satellite is None:
        return ""
    basis = money.locked_entries if money.locked_entries is not None else entries
    try:
        sat.verify_satellite(pool, money.satellite.seat_value, max(basis, 1))
    except ValueError as exc:
        return str(exc)
    return ""


def payout_unit(session: Session, event: Event) -> int:
    """The amount the event's prizes are rounded to, and so its deals (issue 35)."""
    return _terms(session, event).terms.payout_unit


def places_paid(session: Session, event: Event,
                structure: rp.PayoutStructure | None = None) -> int:
    """How many places the event pays now, read inside an action (0 for an event with no
    money side): whether a finishing place given is a paid one (PL-3). With ``structure``:
    how many it would pay under that one."""
    return _places(session, event, seats_only=False, structure=structure)


def bubble_places(session: Session, event: Event) -> int:
    """The places whose bubble hand-for-hand plays to (HFH-1): the places paid, or in a
    satellite its seats alone (SAT-3), not a cash place after the last seat (issue 35)."""
    return _places(session, event, seats_only=True)


def _places(session: Session, event: Event, *, seats_only: bool,
            structure: rp.PayoutStructure | None = None) -> int:
    assert event.id is not None
    totals = _totals(session, event.id)
    if event.kind not in MONEY_KINDS or (_setup(session, event.id) is None
                                         and not totals.by_kind):
        return 0
    money = _terms(session, event)
    if structure is not None:
        money = replace(money, structure=structure)
    players = session.exec(select(func.count()).select_from(Entry)
                           .where(Entry.event_id == event.id)).one()
    entries = _bought(int(players), totals, starting_stack(event))[0]
    pool = entry_fees.prize_pool(totals.total(1), money.terms.added_money, money.terms.guarantee)
    if seats_only and money.satellite is not None:
        payout = satellite_payout(money, entries, pool.total)
        return payout.seats if payout is not None else 0
    return len(_prizes(money, entries, pool.total))
