"""Flights and Day 2 (issue 23, FLT-1..FLT-6): each public function is one floor action or one
read.

A flight is a poker event of its own linked to its parent (``models.flights.Flight``); the
parent's own entries are the Day 2 field. The rules are ``tdesk.rules.seating.flights``: this module
reads the store, calls them inside the action and writes what they decide.

- ``create_flight``: a new flight event of a parent, numbered Day 1A, 1B, … in one action.
- ``flight_status``: the flight's stop (FLT-1) and whether it has played down.
- ``bag_survivors``: every player left gets a bag (FLT-2), one action, counts checked.
- ``day2_review``: who bagged more than once (the rule, the bags forfeited) and the likely
  duplicate records, which the floor agrees to before ``build_day2`` (``flights_bags``);
- ``build_day2``: the advancing bags (FLT-3/FLT-4) registered in the parent with their stacks,
  each bag the person's (never the name's), its clock set to resume at the set level; ``draw_day2`` then seats them (FLT-5) through the
  seat draw, at random or by stack, seeded and recorded.
- ``whole_event``: the event's entries, prize pool and prizes, the sums of its flights
  (FLT-6).
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlmodel import Session, func, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError
from tdesk.models.clock import ClockSetup, EventClock
from tdesk.models.event_rows import event_people, load_event
from tdesk.models.flights import Flight, FlightBag
from tdesk.models.money import MoneySetup
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus, Event, Player, name_key, utcnow
from tdesk.rules import event_settings
from tdesk.rules import seating as seating_rules
from tdesk.rules.levels.clock import ClockStatus
from tdesk.rules.levels.toml import structure_from_data, structure_to_data
from tdesk.rules.levels.values import level_numbers
from tdesk.rules.seating import flights as rules
from tdesk.services.clock import default_structure, get_clock
from tdesk.services.money import money
from tdesk.services.seating import field_counts
from tdesk.services.seating.draw import draw_seats, draw_seats_by_stack
from tdesk.services.seating.flights_bags import (
    Day2Review,
    advance_of,
    all_bags,
    children,
    flight_label,
    review,
)
from tdesk.services.seating.reads import seating_list
from tdesk.services.table_reads import reads

POKER = ("poker",)
_NOT_POKER = "Event {name!r} is a {kind} event: only poker events have flights."


@dataclass(frozen=True)
class FlightStatus:
    """One flight as the Money tab shows it: its stop (FLT-1) and its bags (FLT-2)."""

    event_id: int
    name: str
    number: int
    parent_id: int
    entries: int
    players_left: int
    levels_done: int
    stops: tuple[rules.Stop, ...]
    target: int | None
    """The players the flight plays down to (the smallest of its player stops), if any."""
    stopped: bool
    """FLT-1: a stop is reached (a flight with no stop set never stops by itself)."""
    bagged: int
    bag_chips: int

    @property
    def label(self) -> str:
        return flight_label(self.number)


@dataclass(frozen=True)
class BagRow:
    entry_id: int
    name: str
    flight: int
    chips: int
    table: int | None = None
    seat: int | None = None


@dataclass(frozen=True)
class WholeEvent:
    """FLT-6: the whole event's entries and pool (the flights' sums) and its prizes, paid by
    the parent's payout structure on those entries."""

    parent_id: int
    name: str
    flights: tuple[FlightStatus, ...]
    totals: rules.EventTotals
    prizes: tuple[int, ...]
    day2_players: int
    day2_chips: int

    @property
    def places_paid(self) -> int:
        return len(self.prizes)


# --- settings read as rules ------------------------------------------------------------------


def stops_of(settings: Mapping[str, Any]) -> tuple[rules.Stop, ...]:
    """FLT-1: the flight's stops from its settings (0 is a stop not set)."""
    out = []
    for key, kind in (("flight_stop_players", rules.StopKind.PLAYERS),
                      ("flight_stop_percent", rules.StopKind.PERCENT),
                      ("flight_stop_level", rules.StopKind.LEVEL)):
        value = int(settings.get(key, 0) or 0)
        if value > 0:
            out.append(rules.Stop(kind, value))
    return tuple(out)


def draw_of(settings: Mapping[str, Any]) -> rules.Day2Draw:
    return rules.Day2Draw(str(settings.get("day2_draw", "random")).replace("-", "_"))


# --- linking flights -------------------------------------------------------------------------


def create_flight(store: Store, parent_id: int, name: str, *, number: int | None = None,
                  venue: str = "", date: dt.date | None = None,
                  settings: Mapping[str, Any] | None = None) -> int:
    """A new poker event that is the next flight of ``parent_id`` (or flight ``number``), in
    one action; its settings start as the parent's (same stack, structure size, stops)."""
    name = validate.name("Event name", name)
    venue = validate.text("Venue", venue, limit=validate.VENUE)
    number = validate.optional_integer("Flight", number, low=1, high=99)
    with store.action("create flight", event_id=parent_id, params={"name": name}) as scope:
        session = scope.session
        parent = _parent(session, parent_id)
        if any(e.name.casefold() == name.casefold() for e in session.exec(select(Event))):
            raise ConflictError(f"Event name {name!r}: another event already has this name.")
        number = number or _next_number(session, parent_id)
        _refuse_taken(session, parent, number)
        _refuse_built(session, parent, adding=True)
        try:
            checked = event_settings.validate("poker", {**parent.settings, **(settings or {})})
        except ValueError as exc:
            raise InputError("Event settings", "poker", str(exc)) from exc
        event = Event(name=name, kind="poker", date=date or parent.date,
                      venue=venue or parent.venue,
                      settings=checked)
        session.add(event)
        session.flush()
        assert event.id is not None
        session.add(Flight(event_id=event.id, parent_id=parent_id, number=number))
        _copy_terms(session, parent, event.id)
        scope.summary = f"Create flight Day {flight_label(number)} of {parent.name}: {name}"
        return event.id


def link_flight(store: Store, event_id: int, parent_id: int | None, *,
                number: int | None = None) -> None:
    """Make an existing poker event a flight of ``parent_id`` (None: no longer a flight)."""
    validate.identifier("Event", event_id)
    number = validate.optional_integer("Flight", number, low=1, high=99)
    with store.action("link flight", event_id=event_id,
                      params={"parent": parent_id, "number": number}) as scope:
        session = scope.session
        event = load_event(session, event_id, kinds=POKER, refusal=_NOT_POKER)
        row = _flight_row(session, event_id)
        if parent_id is None:
            if row is not None:
                _refuse_bagged(session, event)
                session.delete(row)
            scope.summary = f"{event.name} is no flight"
            return
        parent = _parent(session, parent_id)
        if parent.id == event_id:
            raise InputError("Flight of", parent.name, "an event cannot be its own flight")
        if _flight_row(session, parent_id) is not None:
            raise InputError("Flight of", parent.name, "is itself a flight")
        if children(session, event_id):
            raise ConflictError(f"{event.name} has flights of its own: it cannot be a flight.")
        if row is not None and row.parent_id == parent_id and number in (None, row.number):
            return
        _refuse_built(session, parent, adding=True)
        number = number or _next_number(session, parent_id)
        _refuse_taken(session, parent, number, own=row)
        _copy_terms(session, parent, event_id)
        if row is None:
            row = Flight(event_id=event_id, parent_id=parent_id, number=number)
        else:
            row.parent_id, row.number = parent_id, number
        session.add(row)
        scope.summary = f"{event.name} is Day {flight_label(number)} of {parent.name}"


@reads("flight")
def flight_of(store: Store, event_id: int) -> tuple[int, int] | None:
    """(parent id, flight number) of a flight; None when the event is no flight."""
    with store.read() as session:
        row = _flight_row(session, validate.identifier("Event", event_id))
        return None if row is None else (row.parent_id, row.number)


@reads("flight")
def flight_ids(store: Store, parent_id: int) -> list[int]:
    """The parent's flights in order (Day 1A first); empty when it has none."""
    with store.read() as session:
        return [f.event_id for f in children(session, parent_id)]


# --- FLT-1: the stop -------------------------------------------------------------------------


@reads("chip_count", "chip_race", "clock_setup", "deal", "entry", "event", "event_clock",
       "flight", "flight_bag", "money_setup", "payment")
def flight_status(store: Store, event_id: int) -> FlightStatus:
    """The flight's stop check: entries, players left, levels played, and whether a stop is
    reached (FLT-1). Entries and players left are counted as the money summary counts them."""
    with store.read() as session:
        event = load_event(session, event_id, kinds=POKER, refusal=_NOT_POKER)
        row = _flight_row(session, event_id)
        if row is None:
            raise ConflictError(f"{event.name} is no flight of an event.")
        stops = stops_of(event.settings)
        bags = session.exec(select(func.count(), func.sum(FlightBag.chips))
                            .where(FlightBag.event_id == event_id)).one()
        name, number, parent_id = event.name, row.number, row.parent_id
    summary = money.money_summary(store, event_id)
    done = levels_done(store, event_id)
    targets = [t for t in (rules.survivors_target(s, summary.entries) for s in stops)
               if t is not None]
    stopped = bool(stops) and rules.flight_stops(stops, summary.entries,
                                                 summary.players_left, done)
    return FlightStatus(event_id, name, number, parent_id, summary.entries,
                        summary.players_left, done, stops, max(targets) if targets else None,
                        stopped, int(bags[0] or 0), int(bags[1] or 0))


def levels_done(store: Store, event_id: int) -> int:
    """Playing levels the clock has played to their end (a break after level 6: 6)."""
    info = get_clock(store, event_id)
    if info.state.status is ClockStatus.NOT_STARTED:
        return 0
    view = info.at(utcnow())
    levels = info.structure.levels
    done = sum(1 for lv in levels[: view.level_index] if not lv.is_break)
    if view.status is ClockStatus.FINISHED and not levels[view.level_index].is_break:
        done += 1
    return done


# --- FLT-2: bags -----------------------------------------------------------------------------


def bag_survivors(store: Store, event_id: int, counts: Mapping[int, int]) -> int:
    """Bag every player left in the flight (FLT-2), one action: each player still in needs a
    whole count of at least 1 chip; the count becomes the player's stack. Bagging again
    replaces the bags, until Day 2 is built. Returns the chips bagged."""
    event_id = validate.identifier("Event", event_id)
    counts = {validate.identifier("Player", k): validate.chips("Bagged chips", v, low=1)
              for k, v in validate.mapping("Bags", counts).items()}
    with store.action("bag survivors", event_id=event_id,
                      params={"counts": {str(k): v for k, v in counts.items()}}) as scope:
        session = scope.session
        event = load_event(session, event_id, kinds=POKER, refusal=_NOT_POKER)
        row = _flight_row(session, event_id)
        if row is None:
            raise ConflictError(f"{event.name} is no flight of an event: nothing is bagged.")
        parent = load_event(session, row.parent_id)
        _refuse_built(session, parent)
        unpaid = field_counts.unpaid_ids(session, event_id)  # a no-show is not in (issue 35)
        left = {e.id: (e, p) for e, p in event_people(session, event_id)
                if e.status == EntryStatus.ACTIVE and e.id not in unpaid}
        for entry_id in counts:
            if entry_id not in left:
                raise InputError("Bags", entry_id, f"is no player still in {event.name}")
        missing = [p.name for i, (_e, p) in left.items() if i not in counts]
        if missing:
            raise InputError("Bagged chips", missing[0], "has no count: bag every player left")
        if not counts:
            raise InputError("Bags", "", f"{event.name} has no player left to bag")
        old = {b.entry_id: b for b in session.exec(
            select(FlightBag).where(FlightBag.event_id == event_id))}
        mine = [rules.Bag(str(left[i][1].id), row.number, c, left[i][1].name)
                for i, c in counts.items()]
        try:
            rules.verify_bags(_other_bags(session, row) + mine, advance_of(parent.settings))
        except ValueError as exc:
            raise InputError("Bags", event.name, str(exc)) from exc
        now = utcnow()
        for entry_id, bag in old.items():
            if entry_id not in counts:
                session.delete(bag)
        for entry_id, chips in counts.items():
            bag = old.get(entry_id) or FlightBag(event_id=event_id, entry_id=entry_id)
            bag.chips, bag.at = chips, now
            session.add(bag)
            entry = left[entry_id][0]
            entry.chips = chips
            session.add(entry)
        total = sum(counts.values())
        scope.summary = f"Bag {event.name}: {len(counts)} players, {total:,} chips"
        return total


@reads("flight", "flight_bag", uses=(seating_list,))
def bags(store: Store, event_id: int) -> list[BagRow]:
    """A flight's bags by table and seat (unseated last), for the bag sheet and the tab."""
    seats = {s.entry_id: (s.table, s.seat) for s in seating_list(store, event_id)}
    with store.read() as session:
        row = _flight_row(session, event_id)
        number = row.number if row else 0
        rows = session.exec(select(FlightBag, Player.name).join(
            Entry, Entry.id == FlightBag.entry_id).join(Player, Player.id == Entry.player_id)
            .where(FlightBag.event_id == event_id)).all()
        out = [BagRow(b.entry_id, n, number, b.chips, *seats.get(b.entry_id, (None, None)))
               for b, n in rows]
    return sorted(out, key=lambda r: (r.table is None, r.table or 0, r.seat or 0, r.name))


# --- FLT-3..FLT-5: Day 2 ---------------------------------------------------------------------


def day2_field(store: Store, parent_id: int) -> rules.Day2Field:
    """FLT-4: who would advance now (players by person id), by the parent's rule (FLT-3)."""
    with store.read() as session:
        parent = _parent(session, parent_id)
        field, _ = _field(session, parent)
        return field


def day2_review(store: Store, parent_id: int) -> Day2Review:
    """Who bagged more than once (the rule applied, the bags forfeited) and the likely
    duplicate records: what Build Day 2 asks the floor to agree to (issue 35)."""
    with store.read() as session:
        return review(session, _parent(session, parent_id))


def build_day2(store: Store, parent_id: int, *, agreed: Day2Review | None = None
               ) -> rules.Day2Field:
    """Register the Day 2 field in the parent (FLT-3/FLT-4), one action: each advancing bag
    becomes an entry whose stack is the bag; every flight must be bagged, and the parent have
    no players yet. A person who bagged more than once, or two records of one name, is built
    only with ``agreed`` equal to :func:`day2_review` now (what the floor saw is what is
    built). The parent's clock takes the first flight's structure, set to resume at the
    parent's ``day2_level``, not started."""
    with store.action("build day 2", event_id=parent_id) as scope:
        session = scope.session
        parent = _parent(session, parent_id)
        _refuse_built(session, parent)
        flights = children(session, parent_id)
        if not flights:
            raise ConflictError(f"{parent.name} has no flights: nothing to build Day 2 from.")
        for f in flights:
            _refuse_unbagged(session, f)
        field, owners = _field(session, parent)
        if not field.bags:
            raise ConflictError(f"No one has bagged in the flights of {parent.name}.")
        now = review(session, parent)
        if now.asks and now != agreed:
            raise ConflictError(now.refusal())
        keys = Counter(name_key(b.who) for b in field.bags)
        for bag in field.bags:
            entry, player = owners[(bag.player, bag.flight)]
            key = name_key(player.name)  # namesakes: one name, two people, both play
            session.add(Entry(event_id=parent_id, player_id=player.id, chips=bag.chips,
                              name_key=key if keys[key] == 1 else f"{key[:180]} #{player.id}",
                              state={"flight": bag.flight, "bagged": bag.chips}))
        _resume_clock(session, parent, flights[0].event_id)
        scope.params = {"players": field.players, "chips": field.chips,
                        "forfeited": field.forfeited_chips,
                        "doubles": [d.name for d in now.doubles],
                        "duplicates": [list(d.names) for d in now.duplicates]}
        scope.summary = (f"Build Day 2 of {parent.name}: {field.players} players, "
                         f"{field.chips:,} chips")
        return field


def draw_day2(store: Store, parent_id: int, *, tables: int | None = None,
              seed: int | None = None) -> int:
    """FLT-5: seat the Day 2 field through the seat draw, at random or by stack as the parent
    is set; seeded and recorded in the audit log. Returns the seed."""
    with store.read() as session:
        how = draw_of(_parent(session, parent_id).settings)
    if how is rules.Day2Draw.BY_STACK:
        return draw_seats_by_stack(store, parent_id, tables=tables, seed=seed)
    return draw_seats(store, parent_id, tables=tables, seed=seed)


@dataclass(frozen=True)
class Day2Chance:
    """What Build Day 2 does now and whether it may (FLT-4/FLT-5), read once for the button:
    ``step`` (``rules.day2_step``) and, for the draw, the seats taken and the players to seat,
    checked by the seat draw's rule that ``draw_day2`` runs too."""

    step: rules.Day2Step
    seated: int
    players: int

    def verify(self) -> None:
        if self.step is rules.Day2Step.DRAW:
            seating_rules.verify_draw(self.seated, self.players)


@reads(uses=(seating_list,))
def day2_chance(store: Store, parent_id: int, day2_players: int) -> Day2Chance:
    """The Build Day 2 button's check, for ``day2_players`` registered in the parent (as
    :func:`whole_event` counted them)."""
    step = rules.day2_step(day2_players)
    seated = len(seating_list(store, parent_id)) if step is rules.Day2Step.DRAW else 0
    return Day2Chance(step, seated, day2_players)


# --- FLT-6: the whole event ------------------------------------------------------------------


@reads("chip_count", "chip_race", "clock_setup", "deal", "entry", "event", "event_clock",
       "flight", "flight_bag", "money_setup", "payment", "player")
def whole_event(store: Store, parent_id: int) -> WholeEvent:
    """FLT-6: the event's entries and pool are its flights' sums; its prizes are the parent's
    payout structure over those entries and that pool."""
    ids = flight_ids(store, parent_id)
    statuses = tuple(flight_status(store, i) for i in ids)
    pools = [money.money_summary(store, i).pool.total for i in ids]
    totals = rules.event_totals(rules.FlightTotals(s.entries, p)
                                for s, p in zip(statuses, pools, strict=True))
    prizes = money.money_summary(store, parent_id).prizes  # FLT-6 (money_terms._flights)
    with store.read() as session:
        parent = _parent(session, parent_id)
        day2 = session.exec(select(func.count(), func.sum(Entry.chips))
                            .where(Entry.event_id == parent_id)).one()
        return WholeEvent(parent_id, parent.name, statuses, totals, tuple(prizes),
                          int(day2[0] or 0), int(day2[1] or 0))


# --- inside the actions ----------------------------------------------------------------------


def _parent(session: Session, parent_id: int) -> Event:
    return load_event(session, parent_id, kinds=POKER, refusal=_NOT_POKER)


def _flight_row(session: Session, event_id: int) -> Flight | None:
    return session.exec(select(Flight).where(Flight.event_id == event_id)).first()


def _next_number(session: Session, parent_id: int) -> int:
    return max((f.number for f in children(session, parent_id)), default=0) + 1


def _refuse_taken(session: Session, parent: Event, number: int, own: Flight | None = None
                  ) -> None:
    assert parent.id is not None
    if _flight_row(session, parent.id) is not None:
        raise InputError("Flight of", parent.name, "is itself a flight")
    taken = next((f for f in children(session, parent.id) if f.number == number), None)
    if taken is not None and taken is not own:
        raise ConflictError(f"{parent.name} has a Day {flight_label(number)} already.")


def _refuse_built(session: Session, parent: Event, *, adding: bool = False) -> None:
    players = session.exec(select(func.count()).select_from(Entry)
                           .where(Entry.event_id == parent.id)).one()
    if players and adding:  # engine_text.REFUSALS translates both
        raise ConflictError(f"Day 2 of {parent.name} has its players already: undo the Day 2 "
                            "before adding a flight.")
    if players:
        raise ConflictError(f"Day 2 of {parent.name} has its players already: undo the Day 2 "
                            "to change the bags.")


def _copy_terms(session: Session, parent: Event, flight_id: int) -> None:
    """A new flight takes the parent's buy-in, fee and entry terms (FLT-6: one event's
    money, taken in parts); its prizes stay the parent's, so no payout is copied."""
    terms = session.exec(select(MoneySetup).where(MoneySetup.event_id == parent.id)).first()
    own = session.exec(select(MoneySetup).where(MoneySetup.event_id == flight_id)).first()
    if terms is not None and terms.settings and (own is None or not own.settings):
        own = own or MoneySetup(event_id=flight_id)
        own.settings = dict(terms.settings)
        session.add(own)


def _refuse_bagged(session: Session, event: Event) -> None:
    bagged = session.exec(select(func.count()).select_from(FlightBag)
                          .where(FlightBag.event_id == event.id)).one()
    if bagged:
        raise ConflictError(f"{event.name} has bagged players: it stays a flight.")


def _refuse_unbagged(session: Session, flight: Flight) -> None:
    bagged = {b.entry_id for b in session.exec(
        select(FlightBag).where(FlightBag.event_id == flight.event_id))}
    unpaid = field_counts.unpaid_ids(session, flight.event_id)
    left = [p.name for e, p in event_people(session, flight.event_id)
            if e.status == EntryStatus.ACTIVE and e.id not in bagged | unpaid]
    if left:
        event = load_event(session, flight.event_id)
        raise ConflictError(f"{event.name} has {len(left)} players not bagged "
                            f"({', '.join(sorted(left)[:3])}…): bag the flight first.")


def _other_bags(session: Session, flight: Flight) -> list[rules.Bag]:
    return [b for b, _e, _p in all_bags(session, flight.parent_id) if b.flight != flight.number]


def _field(session: Session, parent: Event
           ) -> tuple[rules.Day2Field, dict[tuple[str, int], tuple[Entry, Player]]]:
    """The Day 2 field with players by person id, and each bag's flight entry and player."""
    assert parent.id is not None
    listed = all_bags(session, parent.id)
    try:
        keyed = rules.day2_field([b for b, _e, _p in listed], advance_of(parent.settings))
    except ValueError as exc:
        raise ConflictError(f"Day 2 of {parent.name}: {exc}.") from exc
    owners = {(b.player, b.flight): (e, p) for b, e, p in listed}
    return keyed, owners


def _resume_clock(session: Session, parent: Event, first_flight: int) -> None:
    """FLT-5: Day 2's clock resumes the flights' structure at the parent's set level."""
    assert parent.id is not None
    setup = session.exec(select(ClockSetup).where(ClockSetup.event_id == parent.id)).first()
    if setup is None:
        source = session.exec(select(ClockSetup)
                              .where(ClockSetup.event_id == first_flight)).first()
        data = (dict(source.structure) if source is not None else
                structure_to_data(default_structure("poker", dict(parent.settings))))
        setup = ClockSetup(event_id=parent.id, structure=data)
        session.add(setup)
    levels = structure_from_data(dict(setup.structure)).levels
    wanted = int(parent.settings.get("day2_level", 1) or 1)
    numbers = level_numbers(levels)
    index = next((i for i, n in enumerate(numbers) if n == wanted), None)
    if index is None:
        raise InputError("Day 2 resumes at level", wanted,
                         f"the structure has {max((n or 0) for n in numbers)} levels")
    clock = session.exec(select(EventClock).where(EventClock.event_id == parent.id)).first()
    if clock is None:
        clock = EventClock(event_id=parent.id)
    elif clock.status != ClockStatus.NOT_STARTED.value:
        return  # a clock already running is the floor's: left alone
    clock.level_index, clock.banked_us = index, 0
    session.add(clock)


def stop_words(stops: Sequence[rules.Stop]) -> list[str]:
    """The stops in English for the log and the CLI ("8 players", "25%", "level 10")."""
    words = {rules.StopKind.PLAYERS: "{} players", rules.StopKind.PERCENT: "{}% of entries",
             rules.StopKind.LEVEL: "end of level {}"}
    return [words[s.kind].format(s.value) for s in stops]
