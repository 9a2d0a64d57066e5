"""The field's figures, read in one place (issue 35): entries, players left, chips in play,
the stacks counted, the average stack and the chip leader.

The clock (``clock.get_clock``), the money summary (``money.money_summary``) and through them
the Clock tab, the projector, the Money tab, the player screens and the command line all take
these figures from ``read``, so a screen never shows two answers for one question.

- entries: entries and re-entries; once the event takes entry payments only the paid ones
  (a registered player who has not paid is not in); a Day 2 counts its flights' entries (FLT-6).
- players left: the players still in who count (paid, once payments are taken).
- chips in play: the chips bought (entries, re-entries, rebuys, add-ons), a Day 2's bags in
  place of starting stacks (FLT-4), plus what each chip race added or took away (TDA-R4).
- counted stacks: only stacks somebody counted (a chip count, a Day 2 bag, the OFC
  calculator) are compared with the chips in play or can lead; a starting stack never does.
- typed counts: the clock's counts typed by hand (an event not tracked player by player)
  replace the counted entries, players left or chips in play.

Below ``clock`` and ``money`` (both read it); imports only models and ``money_terms``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from sqlalchemy import ColumnElement, and_, exists, or_
from sqlmodel import Session, col, func, select

from tdesk.models.clock import ChipRaceRecord, ClockSetup
from tdesk.models.flights import Flight
from tdesk.models.money import ChipCount, Payment
from tdesk.models.read_once import once
from tdesk.models.tables import Entry, EntryStatus, Event, Player
from tdesk.services.money.terms import _bought, _flights, _totals, starting_stack


@dataclass(frozen=True)
class FieldCounts:
    """The field's figures; ``manual`` when the clock's typed counts replaced some."""

    entries: int
    players_left: int
    total_chips: int
    """Chips in play."""
    manual: bool = False
    chips_by_hand: bool = False
    """Chips in play typed in (else the chips bought, bags and chip races)."""
    counted_chips: int = 0
    """The counted stacks of the players left added up (0 before any count)."""
    counted_players: int = 0
    leader_id: int | None = None
    leader: str | None = None
    """The chip leader's name: the biggest counted stack; None before any count."""
    leader_chips: int = 0
    in_event: int = 0
    """The event's own entries in the field (a Day 2 parent has none before it is built)."""

    @property
    def chips_in_play(self) -> int:
        return self.total_chips

    @property
    def average_stack(self) -> int | None:
        return self.total_chips // self.players_left if self.players_left > 0 else None


def takes_payments(session: Session, event_id: int) -> bool:
    """Whether the event takes entry payments: once one is taken, a registered player who has
    not paid is not in (not drawn, counted or placed)."""
    return session.exec(select(Payment.id).where(
        Payment.event_id == event_id, Payment.kind == "entry").limit(1)).first() is not None


def paid_entry() -> ColumnElement[bool]:
    """SQL: the ``Entry`` row has paid its entry."""
    return exists().where(Payment.entry_id == Entry.id, Payment.kind == "entry")


def in_field(event_id: int) -> ColumnElement[bool]:
    """SQL: the ``Entry`` row of ``event_id`` counts in the field: every entry of an event that
    takes no payments, else the paid ones (one clause, so every count agrees)."""
    no_payments = ~exists().where(Payment.event_id == event_id, Payment.kind == "entry")
    return and_(Entry.event_id == event_id, or_(no_payments, paid_entry()))


def unpaid_ids(session: Session, event_id: int) -> set[int]:
    """Entries registered but not paid in an event that takes payments (empty otherwise)."""
    if not takes_payments(session, event_id):
        return set()
    return set(session.exec(select(Entry.id).where(
        Entry.event_id == event_id, ~paid_entry())).all())  # type: ignore[arg-type]


def counted_ids(session: Session, event: Event) -> set[int]:
    """Entries whose stack was counted: a chip count, a Day 2 bag, or (OFC) the calculator."""
    assert event.id is not None
    ids = set(session.exec(select(ChipCount.entry_id).where(
        ChipCount.event_id == event.id).distinct()).all())
    if event.kind == "ofc":  # the calculator writes every stack after each hand
        ids |= set(session.exec(select(Entry.id).where(
            Entry.event_id == event.id, col(Entry.chips).is_not(None))).all())  # type: ignore[arg-type]
    ids |= set(_bags(session, event.id))
    return ids


def _bags(session: Session, event_id: int) -> dict[int, int]:
    """A Day 2's entries and the chips each bagged (FLT-4); empty for any other event."""
    if session.exec(select(Flight.id).where(Flight.parent_id == event_id).limit(1)).first() \
            is None:
        return {}
    rows = session.exec(select(Entry.id, Entry.state).where(Entry.event_id == event_id)).all()
    out: dict[int, int] = {}
    for entry_id, state in rows:
        bagged = (state or {}).get("bagged") if isinstance(state, dict) else None
        if isinstance(bagged, int) and not isinstance(bagged, bool):
            out[int(entry_id)] = bagged
    return out


def race_deltas(session: Session, event_id: int) -> list[int]:
    """What each recorded chip race added to or took from play (value after less before)."""
    results = session.exec(select(ChipRaceRecord.result).where(
        ChipRaceRecord.event_id == event_id)).all()
    return [sum(int(s["value_after"]) - int(s["value_before"]) for s in r.get("seats", ()))
            for r in results]


def read(session: Session, event: Event) -> FieldCounts:
    """The field's figures now, read in the caller's session (see the module's words)."""
    assert event.id is not None
    return once(session, ("field counts", event.id), lambda: _read(session, event))


def _read(session: Session, event: Event) -> FieldCounts:
    assert event.id is not None
    event_id = event.id
    field = in_field(event_id)
    statuses = session.exec(select(Entry.status, func.count()).where(field)
                            .group_by(Entry.status)).all()
    left = sum(int(n) for status, n in statuses if status == EntryStatus.ACTIVE)
    in_event = sum(int(n) for _, n in statuses)
    registered = int(session.exec(select(func.count()).select_from(Entry)
                                  .where(Entry.event_id == event_id)).one())
    totals = _totals(session, event_id)
    stack = starting_stack(event)
    entries, bought = _bought(registered, totals, stack)
    bags = _bags(session, event_id)
    if bags and not totals.count("entry"):  # FLT-4: a bag, not a starting stack, came in
        bought = [stack * (registered - len(bags)) + sum(bags.values()), totals.total(4)]
    flights = _flights(session, event_id)
    if flights is not None:  # FLT-6: a Day 2 heads with the whole event's entries
        entries = flights[0]
    in_play = sum(bought) + sum(race_deltas(session, event_id))
    counted = _counted_stacks(session, event, field)
    leader_id = min(counted, key=lambda k: (-counted[k], k)) if counted else None
    leader = None
    if leader_id is not None:
        leader = session.exec(select(Player.name).join(Entry, Entry.player_id == Player.id)
                              .where(Entry.id == leader_id)).first()
    counts = FieldCounts(entries, left, in_play, counted_chips=sum(counted.values()),
                         counted_players=len(counted), leader_id=leader_id, leader=leader,
                         leader_chips=counted[leader_id] if leader_id is not None else 0,
                         in_event=in_event)
    return _typed(session, event, counts)


def _counted_stacks(session: Session, event: Event, field: ColumnElement[bool]
                    ) -> dict[int, int]:
    """The players left whose stack was counted, with their stacks."""
    ids = counted_ids(session, event)
    if not ids:
        return {}
    rows = session.exec(select(Entry.id, Entry.chips).where(
        field, Entry.status == EntryStatus.ACTIVE, col(Entry.chips).is_not(None))).all()
    return {int(e): int(c) for e, c in rows if e in ids and c and c > 0}


def _typed(session: Session, event: Event, counts: FieldCounts) -> FieldCounts:
    """The clock's counts typed by hand in place of the ones counted."""
    setup = session.exec(select(ClockSetup).where(ClockSetup.event_id == event.id)).first()
    if setup is None:
        return counts
    entries, left, total = counts.entries, counts.players_left, counts.total_chips
    manual = False
    if setup.entries_count is not None:
        entries, manual = setup.entries_count, True
        total = entries * starting_stack(event)
    if setup.players_left is not None:
        left, manual = setup.players_left, True
    if setup.total_chips is not None:
        total, manual = setup.total_chips, True
    if not manual:
        return counts
    return replace(counts, entries=entries, players_left=left, total_chips=total, manual=True,
                   chips_by_hand=setup.total_chips is not None)
