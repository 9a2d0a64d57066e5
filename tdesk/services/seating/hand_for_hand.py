"""Hand-for-hand at the desk (HFH-1..HFH-5, issue 23): each function one floor action, undoable.

The phase is ``rules.hand_for_hand.HandForHand``, kept in the ``hand_for_hand`` row. A table's
"hand done" is stored with its busts; when the last table reports, every bust of the hand goes
out together through the one bust path (``seating_busts.put_out``, PL-1) ranked by HFH-4, so
busts at different tables tie for the places they cover and share their prizes (the results
already share a tied place's prizes, HFH-5). The clock follows in the same action (HFH-3,
``clock.follow_play``): dealing a hand resumes it, the last report pauses it, so the projector
and every station show playing time only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from sqlmodel import Session, func, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError
from tdesk.models.event_rows import load_event
from tdesk.models.hand_for_hand import HandForHandState
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus, Event, Player
from tdesk.rules.seating import hand_for_hand as rules
from tdesk.services import clock
from tdesk.services.money import bounties
from tdesk.services.money.terms import bubble_places
from tdesk.services.seating import field_counts
from tdesk.services.seating.busts import (
    eliminators_checked,
    envelopes_checked,
    put_out,
    shares_checked,
)
from tdesk.services.seating.hand_for_hand_state import phase_in_play as phase_in_play
from tdesk.services.seating.hand_for_hand_state import stored_phase, stored_row
from tdesk.services.seating.kept import _floor_action
from tdesk.services.seating.room import _Room
from tdesk.services.table_reads import reads

MARGIN_KEY = "hand_for_hand_from"  # the event setting (rules/event_settings.py), HFH-1


@dataclass(frozen=True)
class HandForHandInfo:
    """What the desk, the projector and the player screens show of the phase."""

    event_id: int
    active: bool
    hands: int
    in_hand: bool
    tables: tuple[int, ...]
    playing: tuple[int, ...]  # tables still playing the hand (HFH-2); empty between hands
    reported: Mapping[int, tuple[str, ...]] = field(default_factory=dict)  # table -> busts
    players_left: int = 0
    places_paid: int = 0
    margin: int = 0
    near: bool = False  # HFH-1: outside the money and at most ``margin`` players from it
    phase: rules.HandForHand[int] | None = None

    def verify_start(self) -> None:
        """HFH-1, for the Hand for hand button while the phase is off, and the start itself."""
        if self.active:
            raise ValueError("hand-for-hand is on already")
        rules.verify_begin(self.players_left)

    @property
    def offer(self) -> bool:
        """HFH-1: near the money, the desk offers to start, only where the start's own check
        allows it (issue 35: a satellite offered it two players from its one seat, then
        refused it)."""
        if not self.near:
            return False
        try:
            self.verify_start()
        except ValueError:
            return False
        return True

    def verify_next(self) -> None:
        """HFH-2, for the Next hand button: the phase is on and no table is still playing."""
        if not self.active or self.phase is None:
            raise ValueError("hand-for-hand is not on")
        rules.verify_start_hand(self.phase)

    def verify_done(self, table: int) -> None:
        """HFH-2, for a table's Hand done button."""
        if not self.active or self.phase is None:
            raise ValueError("hand-for-hand is not on")
        rules.verify_report(self.phase, table, ())


@dataclass(frozen=True)
class HandDone:
    """A table's report: ``complete`` when it was the last one; then ``places`` of the hand's
    busts (entry -> place) and ``ended`` when the money was reached (HFH-1)."""

    complete: bool
    places: Mapping[int, int]
    ended: bool


# -- the stored phase -------------------------------------------------------------------------


def _save(row: HandForHandState, phase: rules.HandForHand[int],
          extra: Mapping[int, list[object]]) -> None:
    """Write ``phase`` into the row (new values, never a JSON value changed in place). Each
    bust is ``[entry, stack, eliminators, shares, envelope]``: what its table reported beside
    the stack (BNT-1, BNT-2, BNT-5), kept for the busts of tables that reported before."""
    old = {int(b[0]): list(b[2:]) for busts in row.reports.values() for b in busts}
    row.tables = sorted(phase.tables)
    row.hands = phase.hands
    row.in_hand = phase.in_hand
    row.reports = {str(t): [[b.player, b.stack, *extra.get(b.player, old.get(b.player, []))]
                            for b in busts] for t, busts in sorted(phase.reports.items())}


def _active_row(session: Session, event: Event) -> HandForHandState:
    assert event.id is not None
    row = stored_row(session, event.id)
    if row is None or not row.active:
        raise ConflictError(f"{event.name}: hand-for-hand is not on.")
    return row


def _tables(ctx: _Room) -> list[int]:
    """The tables playing now: those with a player seated."""
    return sorted(t for t, seats in ctx.by_table.items() if seats)


def _players_left(session: Session, event_id: int) -> int:
    """The players in, as the Hand for hand button and the start both count them."""
    return int(session.exec(select(func.count()).select_from(Entry).where(
        field_counts.in_field(event_id), Entry.status == EntryStatus.ACTIVE)).one())


def _refused(event: Event, exc: ValueError) -> ConflictError:
    return ConflictError(f"{event.name}: {exc}.")


def _table_list(tables: Sequence[int]) -> str:
    return ", ".join(str(t) for t in tables)


# -- floor actions ----------------------------------------------------------------------------


def start(store: Store, event_id: int) -> None:
    """HFH-1: the room plays hand for hand from the next hand; the clock stands until it is
    dealt (HFH-3)."""
    with _floor_action(store, "hand-for-hand start", event_id) as (scope, ctx):
        event = ctx.event
        row = stored_row(scope.session, event_id) or HandForHandState(event_id=event_id)
        tables = _tables(ctx)
        try:
            _status(scope.session, event).verify_start()  # the button's check (issue 35)
            phase: rules.HandForHand[int] = rules.begin(tables)
        except ValueError as exc:
            raise _refused(event, exc) from exc
        row.active = True
        _save(row, phase, {})
        scope.session.add(row)
        clock.follow_play(scope.session, event, runs=False)
        scope.summary = f"Hand-for-hand started (tables {_table_list(tables)})"


def next_hand(store: Store, event_id: int) -> int:
    """HFH-2: deal the next hand at every table playing; refused naming the tables still
    playing the last one. The clock runs again (HFH-3). Returns the hand's number."""
    with _floor_action(store, "hand-for-hand next hand", event_id) as (scope, ctx):
        event = ctx.event
        row = _active_row(scope.session, event)
        tables = _tables(ctx)
        try:
            phase = rules.start_hand(stored_phase(row), tables)
        except ValueError as exc:
            raise _refused(event, exc) from exc
        _save(row, phase, {})
        scope.session.add(row)
        clock.follow_play(scope.session, event, runs=True)
        scope.summary = f"Hand-for-hand hand {phase.hands} dealt (tables {_table_list(tables)})"
        return phase.hands


def hand_done(store: Store, event_id: int, table: int, busts: Mapping[int, int | None] | None = None,
              eliminators: Mapping[int, Sequence[int]] | None = None,
              shares: Mapping[int, Sequence[int]] | None = None,
              envelopes: Mapping[int, int] | None = None) -> HandDone:
    """HFH-2: ``table`` reports "hand done" with its busts (entry -> its stack at the start of
    the hand; None: the recorded chips). The last table's report puts every bust of the hand
    out (HFH-4: ties across tables), pauses the clock (HFH-3), and ends the phase once the
    money is reached (HFH-1). ``eliminators``, ``shares`` and ``envelopes`` as
    ``seating_busts.bust_players`` takes them (BNT-1, BNT-2, BNT-5), checked now, applied with
    the hand."""
    validate.integer("Table", table, low=1, high=validate.MAX_TABLES * 10)
    given: dict[int, int | None] = dict(validate.mapping("Busts", busts or {}))  # type: ignore[arg-type]
    ids = validate.identifiers("Busts", list(given))
    with _floor_action(store, "hand-for-hand hand done", event_id) as (scope, ctx):
        elims = eliminators_checked(eliminators, ids, ctx.name_of)
        parts = shares_checked(shares, elims, ctx.name_of)
        drawn = envelopes_checked(envelopes, elims, ctx.name_of)
        event = ctx.event
        row = _active_row(scope.session, event)
        out = [_bust_of(ctx, table, entry_id, given[entry_id]) for entry_id in ids]
        if bounties.format_of(scope.session, event_id) is not None:  # BNT-1, asked now
            for entry_id in ids:
                if not elims[entry_id]:
                    raise InputError("Eliminated by", ctx.entry(entry_id)[1].name,
                                     "say who eliminated this player: the event pays bounties")
        try:
            phase = rules.report(stored_phase(row), table, out)
        except ValueError as exc:
            raise _refused(event, exc) from exc
        _save(row, phase, {e: [list(elims[e]), list(parts[e]) if e in parts else None,
                               drawn.get(e)] for e in ids})
        names = ", ".join(ctx.entry(b.player)[1].name for b in out) or "no bust"
        scope.summary = f"Hand-for-hand hand {phase.hands}: table {table} done ({names})"
        if phase.in_hand:
            scope.session.add(row)
            return HandDone(False, {}, False)
        places = _hand_out(scope.session, ctx, row, phase)
        paid = bubble_places(scope.session, event)
        ended = bool(paid) and rules.should_end(ctx.active_count(), paid)
        if ended:
            row.active = False
            scope.summary += "; the money is reached, hand-for-hand ends"
        scope.session.add(row)
        clock.follow_play(scope.session, event, runs=ended)
        if places:
            scope.params = {"table": table, "places": {str(k): v for k, v in places.items()}}
        return HandDone(True, places, ended)


def _bust_of(ctx: _Room, table: int, entry_id: int, stack: int | None) -> rules.Bust[int]:
    """A bust reported at ``table``: a player in, seated there; the stack checked."""
    entry, player = ctx.entry(entry_id)
    if entry.status != EntryStatus.ACTIVE:
        raise ConflictError(f"{player.name} is already {entry.status}.")
    seat = ctx.seat_of(entry_id)
    if seat is None or seat.table_no != table:
        where = f"table {seat.table_no}" if seat is not None else "no table"
        raise InputError("Busts", player.name, f"sits at {where}, not table {table}")
    chips = (entry.chips or 0) if stack is None else validate.chips(
        f"Stack of {player.name}", stack)
    return rules.Bust(entry_id, table, int(chips))


def _hand_out(session: Session, ctx: _Room, row: HandForHandState,
              phase: rules.HandForHand[int]) -> dict[int, int]:
    """Every bust of the completed hand out at once, ranked by HFH-4 (ties across tables)."""
    busts = rules.hand_busts(phase)
    if not busts:
        return {}
    order = {str(k): v for k, v in rules.hand_order(busts).items()}
    told = {int(b[0]): b for bs in row.reports.values() for b in bs}
    elims = {int(b[0]): tuple(int(x) for x in b[2]) for b in told.values() if len(b) > 2}
    shares = {e: tuple(int(x) for x in b[3]) for e, b in told.items()
              if len(b) > 3 and b[3]}
    envelopes = {e: int(b[4]) for e, b in told.items() if len(b) > 4 and b[4] is not None}
    rows = [ctx.entry(b.player) for b in busts]
    return put_out(session, ctx, rows, order, elims={b.player: elims.get(b.player, ())
                                                     for b in busts},
                   stacks={b.player: b.stack for b in busts}, shares=shares,
                   envelopes=envelopes)


def end(store: Store, event_id: int) -> None:
    """HFH-1: back to normal play (by hand; the money reached ends it by itself). Refused
    while a table still plays the hand, whose busts would be lost; the clock runs again."""
    with _floor_action(store, "hand-for-hand end", event_id) as (scope, ctx):
        event = ctx.event
        row = _active_row(scope.session, event)
        try:
            rules.verify_start_hand(stored_phase(row))
        except ValueError as exc:
            raise _refused(event, exc) from exc
        row.active = False
        row.in_hand = False
        scope.session.add(row)
        clock.follow_play(scope.session, event, runs=True)
        scope.summary = f"Hand-for-hand ended after {row.hands} hand(s)"


# -- reading ----------------------------------------------------------------------------------


@reads("entry", "event", "flight", "hand_for_hand", "money_setup", "payment")
def status(store: Store, event_id: int) -> HandForHandInfo:
    """The phase as every view shows it, with HFH-1's offer to start."""
    with store.read() as session:
        return _status(session, load_event(session, event_id))


def _status(session: Session, event: Event) -> HandForHandInfo:
    """:func:`status` in the caller's session: the start reads the same object it checks."""
    assert event.id is not None
    event_id = event.id
    row = stored_row(session, event_id)
    left = _players_left(session, event_id)
    paid = bubble_places(session, event) if event.kind == "poker" else 0
    margin = _margin(event)
    near = (row is None or not row.active) and bool(paid) and margin > 0 \
        and rules.should_start(left, paid, margin)
    if row is None or not row.active:
        return HandForHandInfo(event_id, False, row.hands if row else 0, False, (), (),
                               players_left=left, places_paid=paid, margin=margin,
                               near=near)
    phase = stored_phase(row)
    ids = [b.player for bs in phase.reports.values() for b in bs]
    names = dict(session.exec(select(Entry.id, Player.name).join(
        Player, Player.id == Entry.player_id).where(Entry.id.in_(ids))).all()  # type: ignore[union-attr]
        ) if ids else {}
    reported = {t: tuple(names.get(b.player, "?") for b in bs)
                for t, bs in sorted(phase.reports.items())}
    return HandForHandInfo(event_id, True, phase.hands, phase.in_hand,
                           tuple(sorted(phase.tables)),
                           tuple(sorted(rules.tables_playing(phase))), reported, left, paid,
                           margin, False, phase)


def _margin(event: Event) -> int:
    try:
        return max(0, int(event.settings.get(MARGIN_KEY, 1) or 0))
    except (TypeError, ValueError):
        return 0
