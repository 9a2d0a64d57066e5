"""Seating floor actions: draw, late entry, bust, buttons, blocked and fixed seats, moves.

Each public writer is one floor action (one transaction, one audit row, undoable). The pending
moves come from ``tdesk.rules.seating.plan_room``; the plan the floor sees is stored with a
fingerprint of the room, so applying moves one at a time follows exactly that plan (random
broken-table and final-table draws included) until something else changes the room.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, NamedTuple
from weakref import WeakKeyDictionary

from sqlalchemy import String, type_coerce
from sqlmodel import Session, col, func, select

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.seating import Seat, SeatingState, SeatTable
from tdesk.models.store import ActionScope, Store
from tdesk.models.tables import Entry, EntryStatus, Event, Player
from tdesk.names import matches, sort_key
from tdesk.rules import seating as rules
from tdesk.rules.seating import Game, MoveKind, RoomPlan, TableState
from tdesk.rules.seating_types import DEFAULT_SEATS, OFC_TABLE_SEATS
from tdesk.services import audit, validate
from tdesk.services import places as finishing

SEATED_KINDS = ("poker", "ofc")


class SeatInfo(NamedTuple):
    """One seated player (a named tuple: the room view reads 10,000 of them at a time)."""

    table: int
    seat: int
    entry_id: int
    name: str
    chips: int | None
    fixed: bool = False
    waiting: bool = False


@dataclass(frozen=True)
class TableInfo:
    """One open table as the room view draws it."""

    number: int
    seats: int
    button: int | None
    blocked: tuple[int, ...]
    players: tuple[SeatInfo, ...]
    final: bool = False
    small_blind: int | None = None
    big_blind: int | None = None
    halted: bool = False  # TDA-B5
    short: bool = False  # fewer players than the fullest table
    needs_button: bool = False

    @property
    def count(self) -> int:
        return len(self.players)

    def at(self, seat: int) -> SeatInfo | None:
        return next((p for p in self.players if p.seat == seat), None)


@dataclass(frozen=True)
class PendingMove:
    """One move the floor has to make. Moves with the same ``swap`` number are one seat swap at
    the final table (TDA-F1-B): applying any of them applies them all."""

    index: int
    entry_id: int
    name: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: str
    kind: str
    waits: bool | None = False
    takes_big_blind: bool = False
    swap: int | None = None

    @property
    def text(self) -> str:
        return (f"{self.name}: table {self.from_table} seat {self.from_seat} → "
                f"table {self.to_table} seat {self.to_seat}")


@dataclass(frozen=True)
class RoomInfo:
    """The whole room of one event, with the pending plan and what the floor must know."""

    event_id: int
    event_name: str
    kind: str
    tables: tuple[TableInfo, ...]
    moves: tuple[PendingMove, ...]
    needs_button: tuple[int, ...]
    halted: tuple[int, ...]
    notices: tuple[str, ...]
    unseated: tuple[tuple[int, str], ...]
    players_left: int
    final_table: int | None
    seats_per_table: int
    final_table_size: int
    seed: int

    @cached_property
    def seated(self) -> list[SeatInfo]:
        return [p for t in self.tables for p in t.players]

    @cached_property
    def _by_number(self) -> dict[int, TableInfo]:
        return {t.number: t for t in self.tables}

    def find(self, text: str) -> list[SeatInfo]:
        """Seated players whose name holds every word of ``text``, blind to case and accents
        ("oberg" finds Öberg), by surname."""
        if not text.split():
            return []
        hits = [p for p in self.seated if matches(text, p.name)]
        return sorted(hits, key=lambda p: sort_key(p.name))

    def table(self, number: int) -> TableInfo | None:
        return self._by_number.get(number)


# -- reading ---------------------------------------------------------------------------------


def room(store: Store, event_id: int) -> RoomInfo:
    """The room, the pending moves and the alerts (TDA-B2 buttons, TDA-B5 halts)."""
    with store.read() as session:
        ctx = _open(store, session, event_id, with_names=True)
        result, moves = ctx.current_plan()
        info = ctx.info(result, moves)
        _keep(store, ctx, ctx.mark)
        return info


def pending_moves(store: Store, event_id: int) -> tuple[PendingMove, ...]:
    """The moves the floor has to make, without building the whole room for the screen."""
    with store.read() as session:
        ctx = _open(store, session, event_id)
        moves = tuple(ctx.current_plan()[1])
        _keep(store, ctx, ctx.mark)
        return moves


def seat_numbers(store: Store, event_id: int) -> dict[int, tuple[int, int]]:
    """Entry -> (table, seat) of every seated active player: one query, for the players list."""
    validate.identifier("Event", event_id)
    with store.read() as session:
        rows = session.connection().execute(
            select(Seat.entry_id, Seat.table_no, Seat.seat_no)
            .join(Entry, Entry.id == Seat.entry_id)
            .where(Seat.event_id == event_id, Entry.status == EntryStatus.ACTIVE)).all()
    return {entry_id: (table, seat) for entry_id, table, seat in rows}


def seating_list(store: Store, event_id: int) -> list[SeatInfo]:
    """Every seated player by surname, the Unicode collation's order (the registration desk's
    alphabetical list; the same order as the printed seating list)."""
    return sorted(room(store, event_id).seated, key=lambda p: sort_key(p.name))


# -- floor actions -----------------------------------------------------------------------------


def draw_seats(store: Store, event_id: int, *, tables: int | None = None,
               seed: int | None = None,
               progress: Callable[[int, int], None] | None = None) -> int:
    """Draw every active player a seat at random, tables filled evenly (TDA-S1); the seed.

    Refused once players are seated: later players come in as late entries. ``progress``
    (done, total) is told as seats are written; an exception it raises cancels the draw whole.
    """
    validate.optional_integer("Tables", tables, low=1, high=validate.MAX_TABLES)
    seed = _new_seed() if validate.seed(seed) is None else seed
    with _floor_action(store, "draw seats", event_id, seed=seed) as (scope, ctx):
        if ctx.by_entry:
            raise ConflictError("Seats are drawn already: add late entries one by one instead.")
        entries = ctx.unseated_entries()
        if not entries:
            raise ConflictError(f"Event {ctx.event.name!r} has no active players to seat.")
        per_table = ctx.seats_per_table
        needed = tables if tables is not None else -(-len(entries) // per_table)
        validate.tables_for_players(needed, len(entries))
        if needed < 1:
            raise InputError("Tables", tables, "must be 1 or more")
        ctx.ensure_tables(needed)
        states = [ctx.table_state(t) for t in ctx.open_tables()]
        try:
            drawn = rules.draw_room([str(e.id) for e, _ in entries], states, seed)
        except ValueError as exc:
            raise InputError("Tables", needed, str(exc)) from exc
        for done, (entry, player) in enumerate(entries):
            assert entry.id is not None
            table, seat = drawn[str(entry.id)]
            ctx.add_seat(entry.id, table, seat, player.name, entry.chips)
            if progress is not None and done % 250 == 0:
                progress(done, len(entries))  # may raise to cancel: nothing is saved
        ctx.state.seed = seed
        ctx.save_plan(None)
        scope.params = {"players": len(entries), "tables": needed}
        scope.summary = f"Draw seats: {len(entries)} players at {len(ctx.open_tables())} tables"
    return seed


def seat_late_entry(store: Store, event_id: int, entry_id: int, *,
                    seed: int | None = None) -> tuple[int, int]:
    """Seat a late entry at the shortest table, at a random open seat (TDA-S1).

    With no open seat anywhere a new table opens.
    """
    validate.identifier("Player", entry_id)
    seed = _new_seed() if validate.seed(seed) is None else seed
    with _floor_action(store, "late entry", event_id, seed=seed) as (scope, ctx):
        entry, player = ctx.entry(entry_id)
        if entry.status != EntryStatus.ACTIVE:
            raise ConflictError(f"{player.name} is {entry.status}, not active: cannot be seated.")
        if ctx.seat_of(entry_id) is not None:
            raise ConflictError(f"{player.name} is seated already.")
        if not ctx.room_index().has_open_seat():
            ctx.ensure_tables(len(ctx.open_tables()) + 1)
        table, seat = rules.late_entry_seat(ctx.room_index(), str(entry_id), seed)
        ctx.add_seat(entry_id, table, seat, player.name, entry.chips)
        ctx.save_plan(None)
        scope.params = {"entry_id": entry_id, "table": table, "seat": seat}
        scope.summary = f"Late entry {player.name}: table {table} seat {seat}"
        return table, seat


def bust_players(store: Store, event_id: int, entry_ids: Sequence[int],
                 stacks: Mapping[int, int] | None = None) -> dict[int, int]:
    """Bust players out in one hand; returns their finishing places.

    Several busts in one hand are ordered by their stacks at the start of the hand (``stacks``,
    else the recorded chips): larger finishes higher, equal stacks share the place.
    """
    if not entry_ids:
        raise InputError("Players", "", "choose at least one player to bust")
    validate.distinct("Players", validate.identifiers("Players", entry_ids))
    validate.stacks(None if stacks is None else validate.mapping("Stacks", stacks))
    with _floor_action(store, "bust", event_id) as (scope, ctx):
        left = ctx.active_count()
        rows = [ctx.entry(e) for e in entry_ids]
        for entry, player in rows:
            if entry.status != EntryStatus.ACTIVE:
                raise ConflictError(f"{player.name} is already {entry.status}.")
        start = {str(e.id): int((stacks or {}).get(e.id or 0, e.chips or 0)) for e, _ in rows}
        try:
            order = rules.bust_places(start, left)
        except ValueError as exc:
            raise InputError("Stacks", start, str(exc)) from exc
        ctx.players_out([e.id or 0 for e, _ in rows])
        # the one bust path (PL-1): above everyone out before, whatever joined the field since
        places = finishing.bust(scope.session, ctx.event, {int(k): v for k, v in order.items()},
                                active=left)
        for entry, _ in rows:
            entry.chips = 0
            scope.session.add(entry)
            seat = ctx.seat_of(entry.id or 0)
            if seat is not None:
                ctx.remove_seat(seat)
        ctx.save_plan(None)
        names = ", ".join(f"{p.name} ({_ordinal(places[e.id or 0])})" for e, p in rows)
        scope.params = {"entries": list(entry_ids), "places": {str(k): v for k, v in places.items()}}
        scope.summary = f"Bust {names}"
        return places


def _table_seat(table: object, seat: object, seat_field: str = "Seat") -> None:
    """A table and a seat number as typed: whole numbers a column holds (whether the seat is
    one of the table's is each action's own check)."""
    validate.integer("Table", table, low=-validate.INT64_MAX, high=validate.INT64_MAX)
    validate.integer(seat_field, seat, low=-validate.INT64_MAX, high=validate.INT64_MAX)


def set_button(store: Store, event_id: int, table: int, seat: int) -> None:
    """The floor sets where the button is for the next hand (TDA-B2); clears TDA-S3 waits."""
    _table_seat(table, seat, "Button seat")
    with _floor_action(store, "set button", event_id) as (scope, ctx):
        row = ctx.open_table(table)
        if not 1 <= seat <= row.seats or seat in row.blocked:
            raise InputError("Button seat", seat, f"is not a seat in play at table {table}")
        ctx.update_table(row, button=seat)
        for s in ctx.seated_at(table):
            if s.waiting:
                ctx.update_seat(s, waiting=False)
        ctx.save_plan(None)
        scope.params = {"table": table, "seat": seat}
        scope.summary = f"Button at table {table} seat {seat}"


def block_seat(store: Store, event_id: int, table: int, seat: int, blocked: bool = True) -> None:
    """Block a seat (wheelchair space, broken chair) or open it again."""
    _table_seat(table, seat)
    with _floor_action(store, "block seat" if blocked else "unblock seat", event_id) as (scope, ctx):
        row = ctx.open_table(table)
        if not 1 <= seat <= row.seats:
            raise InputError("Seat", seat, f"table {table} has seats 1 to {row.seats}")
        if blocked and ctx.at(table, seat) is not None:
            raise ConflictError(f"Table {table} seat {seat} is taken: move the player first.")
        current = {int(s) for s in row.blocked}
        ctx.update_table(row, blocked=sorted(current | {seat}) if blocked
                         else sorted(current - {seat}))
        if blocked and row.button == seat:
            ctx.update_table(row, button=None)
        ctx.save_plan(None)
        scope.params = {"table": table, "seat": seat}
        scope.summary = f"{'Block' if blocked else 'Unblock'} table {table} seat {seat}"


def set_fixed(store: Store, event_id: int, entry_id: int, fixed: bool = True) -> None:
    """Keep a player in their seat (accessibility): balancing never moves them."""
    with _floor_action(store, "fixed seat", event_id) as (scope, ctx):
        _, player = ctx.entry(entry_id)
        seat = ctx.seat_of(entry_id)
        if seat is None:
            raise ConflictError(f"{player.name} is not seated.")
        ctx.update_seat(seat, fixed=fixed)
        ctx.save_plan(None)
        scope.params = {"entry_id": entry_id, "fixed": fixed}
        scope.summary = f"{player.name}: {'fixed seat' if fixed else 'may be moved'}"


def move_player(store: Store, event_id: int, entry_id: int, table: int, seat: int) -> None:
    """Put a player in the seat they should have (TDA-S2), with their current stack.

    For a player found in the wrong seat, or a seat recorded wrongly: the target must be free.
    """
    validate.identifier("Player", entry_id)
    _table_seat(table, seat)
    with _floor_action(store, "correct seat", event_id) as (scope, ctx):
        _, player = ctx.entry(entry_id)
        ctx.open_table(table)
        index = ctx.room_index()
        # only the tables it concerns: where the player sits and where they belong
        concerned = {t.number: t for t in (index.table_of(str(entry_id)), index.tables[table])
                     if t is not None}
        states = list(concerned.values())
        try:
            move = rules.correct_seat(states, str(entry_id), (table, seat))
        except ValueError as exc:
            raise ConflictError(str(exc).replace(repr(str(entry_id)), player.name)) from exc
        row = ctx.seat_of(entry_id)
        assert row is not None  # correct_seat refuses a player who is not seated
        ctx.update_seat(row, table_no=table, seat_no=seat, waiting=False)
        ctx.save_plan(None)
        scope.params = {"entry_id": entry_id, "from": [move.from_table, move.from_seat],
                        "to": [table, seat]}
        scope.summary = (f"Seat correction {player.name}: table {move.from_table} seat "
                         f"{move.from_seat} → table {table} seat {seat} (TDA-S2)")


def apply_move(store: Store, event_id: int, index: int = 0) -> PendingMove:
    """Apply one pending move (one audit row, undoable); returns it. A move of a seat swap
    applies the whole swap (TDA-F1-B): its players cannot sit one after another."""
    validate.integer("Move", index, low=-validate.INT64_MAX, high=validate.INT64_MAX)
    with _floor_action(store, "move player", event_id) as (scope, ctx):
        result, moves = ctx.current_plan()
        if not moves:
            raise ConflictError("No moves are pending: the room is balanced.")
        if not 0 <= index < len(moves):
            raise InputError("Move", index + 1, f"there are {len(moves)} pending moves")
        move = moves[index]
        group = [move] if move.swap is None else [m for m in moves if m.swap == move.swap]
        _seat_moves(ctx, group)
        remaining = [m for m in moves if m not in group]
        ctx.save_plan(result, remaining)
        scope.seed = ctx.state.seed
        scope.params = {"move": move.text, "reason": move.reason, "entry_id": move.entry_id}
        if len(group) > 1:
            scope.params |= {"swap": [m.text for m in group],
                             "entries": [m.entry_id for m in group]}
            scope.summary = f"Move {'; '.join(m.text for m in group)} (seats swap)"
        else:
            scope.summary = f"Move {move.text}"
        return move


def _seat_moves(ctx: _Room, group: Sequence[PendingMove]) -> None:
    """Move one player, or the players of one seat swap together (TDA-F1-B), as the plan
    says, if the room still fits the moves."""
    rows = []
    for move in group:
        seat = ctx.seat_of(move.entry_id)
        if seat is None or (seat.table_no, seat.seat_no) != (move.from_table, move.from_seat):
            raise ConflictError("That move no longer fits the room: refresh and try again.")
        rows.append(seat)
    leaving = {(m.from_table, m.from_seat) for m in group}
    for move in group:
        if ctx.at(move.to_table, move.to_seat) is not None \
                and (move.to_table, move.to_seat) not in leaving:
            raise ConflictError(f"Table {move.to_table} seat {move.to_seat} is still taken: "
                                "apply the earlier moves first.")
    if len(group) > 1:
        # one player per seat (ux_seat_position) holds after every statement: the swap's
        # players first leave for seat numbers no table has, then sit down
        for spare, seat in enumerate(rows, 1):
            ctx.update_seat(seat, seat_no=-spare)
        ctx.session.flush()
    for move, seat in zip(group, rows, strict=True):
        target = ctx.open_table(move.to_table)
        ctx.update_seat(seat, table_no=move.to_table, seat_no=move.to_seat,
                        waiting=bool(move.waits))
        if move.to_seat > target.seats:
            ctx.update_table(target, seats=move.to_seat)
        if move.kind == MoveKind.FINAL.value and not target.final:
            ctx.update_table(target, final=True)


def apply_all(store: Store, event_id: int) -> int:
    """Apply every pending move, in order, as one floor action: one audit row, and one undo
    takes them all back ("one action, one undo"). Returns how many; 0 (nothing written)
    when none is pending."""
    if not pending_moves(store, event_id):
        return 0
    with _floor_action(store, "apply moves", event_id) as (scope, ctx):
        result, moves = ctx.current_plan()
        if not moves:  # another station balanced the room in between
            raise ConflictError("No moves are pending: the room is balanced.")
        for group in rules.swap_groups(moves):
            _seat_moves(ctx, group)
        ctx.save_plan(result, [])
        scope.seed = ctx.state.seed
        scope.params = {"moves": [m.text for m in moves],
                        "entries": [m.entry_id for m in moves],
                        "reasons": [m.reason for m in moves]}
        scope.summary = (f"Apply {len(moves)} moves" if len(moves) > 1
                         else f"Apply 1 move: {moves[0].text}")
        return len(moves)


# -- the room inside a transaction -------------------------------------------------------------


class _Shown(NamedTuple):
    """The tables the last read of the room built, and what their alerts were computed from."""

    most: int
    halted: frozenset[int]
    needs_button: frozenset[int]
    tables: dict[int, tuple[TableState, TableInfo]]


class _TableRow:
    """One table of the event as plain values; its ORM row is loaded only to change it."""

    __slots__ = ("blocked", "button", "final", "id", "number", "obj", "open", "seats")

    def __init__(self, id: int | None, number: int, seats: int, button: int | None,
                 blocked: list[Any], open: bool, final: bool, obj: SeatTable | None = None
                 ) -> None:
        self.id, self.number, self.seats, self.button = id, number, seats, button
        self.blocked, self.open, self.final, self.obj = list(blocked), open, final, obj

    def values(self) -> tuple[int, int, int, tuple[int, ...], bool]:
        """What the room's fingerprint covers (no button: -1, so only ints and bools)."""
        return (self.number, self.seats, -1 if self.button is None else self.button,
                tuple(sorted(int(b) for b in self.blocked)), self.open)


class _SeatRow:
    """One seated entry as plain values; its ORM row is loaded only to change it."""

    __slots__ = ("entry_id", "fixed", "id", "obj", "seat_no", "table_no", "waiting")

    def __init__(self, id: int | None, entry_id: int, table_no: int, seat_no: int,
                 fixed: bool, waiting: bool, obj: Seat | None = None) -> None:
        self.id, self.entry_id, self.table_no, self.seat_no = id, entry_id, table_no, seat_no
        self.fixed, self.waiting, self.obj = fixed, waiting, obj

    def values(self) -> tuple[int, int, int, bool, bool]:
        """What the room's fingerprint covers (the order the room query reads them)."""
        return (self.entry_id, self.table_no, self.seat_no, self.fixed, self.waiting)


class _Room:
    """The room of one event inside one transaction.

    Loaded once per action in a few set-based queries as plain values, indexed by table and by
    entry; the plan is computed on those values, and only the rows an action changes are loaded
    as ORM objects and written (so the change record, undo and the write cost stay as small as
    the action, whatever the size of the room).

    Kept between actions (below), it also keeps what is derived from the rows, each brought up
    to date only where an action changed it (issue 10): the tables as the planner sees them
    (``rules.RoomIndex``), the fingerprint, the players left, the unseated entries, the room
    view's tables and the last plan. When the store moved on meanwhile (another station, an
    undo), ``catch_up`` reads again only the entries and tables the audit log says changed and
    puts them in the same way. ``tests/services/test_seating_scale.py`` counts this.
    """

    def __init__(self, session: Session, event_id: int, *, with_names: bool = False,
                 cached: _Room | None = None) -> None:
        self.session = session
        self.touched: list[_SeatRow | _TableRow] = []  # rows given an ORM object here
        self.mark: tuple[Any, ...] | None = None  # the store's state it was opened at
        self.mutated = False  # changed by this action (kept only if it is saved)
        event = session.get(Event, event_id)
        if event is None:
            raise NotFoundError(f"Event #{event_id} does not exist (deleted by another station?).")
        if event.kind not in SEATED_KINDS:
            raise ConflictError(f"Event {event.name!r} ({event.kind}) has no seat draw.")
        self.event = event
        self.event_id = event_id
        settings = event.settings
        self.seats_per_table = int(settings.get(
            "seats_per_table", OFC_TABLE_SEATS if event.kind == "ofc" else DEFAULT_SEATS))
        default_final = 5 if event.kind == "ofc" else 10
        self.final_size = int(settings.get("final_table_size", default_final))
        self.game = Game.OFC if event.kind == "ofc" else (
            Game.STUD if settings.get("game") == "stud" else Game.FLOP)
        state = session.exec(
            select(SeatingState).where(SeatingState.event_id == event_id)).first()
        self.state = state or SeatingState(event_id=event_id, seed=0)
        if cached is not None:  # the room as the last action left it, nothing changed since
            for name in _CACHED:
                setattr(self, name, getattr(cached, name))
            return
        # plain rows through the connection: no ORM objects for the thousands of seats
        connection = session.connection()
        self.tables = self._table_rows()
        self.by_number = {t.number: t for t in self.tables}
        self.by_entry: dict[int, _SeatRow] = {}
        self.by_table: dict[int, dict[int, _SeatRow]] = {}
        self.names: dict[int, str] = {}
        self.chips: dict[int, int | None] = {}
        seats = (select(Seat.id, Seat.entry_id, Seat.table_no, Seat.seat_no, Seat.fixed,
                        Seat.waiting).join(Entry, Entry.id == Seat.entry_id)
                 .where(Seat.event_id == event_id))
        active = EntryStatus.ACTIVE.value
        # out elsewhere (OFC settlement, DQ): their seats are free, deleted with the next plan
        self.stale = [_SeatRow(*values) for values in connection.execute(
            seats.where(Entry.status != active)).all()]
        seats = seats.where(Entry.status == active)
        if with_names:  # reading the room for the screen: names and chips in the same pass
            seats = seats.add_columns(Entry.chips, Player.name).join(
                Player, Player.id == Entry.player_id)
        by_entry, by_table = self.by_entry, self.by_table
        fingerprint = 0
        rows = connection.execute(seats).all()
        for seat_id, entry_id, table_no, seat_no, fixed, waiting, *_ in rows:
            row = _SeatRow(seat_id, entry_id, table_no, seat_no, fixed, waiting)
            fingerprint += hash((entry_id, table_no, seat_no, fixed, waiting))
            by_entry[entry_id] = row
            at = by_table.get(table_no)
            if at is None:
                at = by_table[table_no] = {}
            at[seat_no] = row
        if with_names:
            for values in rows:
                self.chips[values[1]], self.names[values[1]] = values[6], values[7]
        self._seats_print = fingerprint  # sum of the seats' hashes: kept up to date
        self._tables_print = sum(hash(t.values()) for t in self.tables)  # likewise
        self._index_kept: rules.RoomIndex | None = None  # built on first use, then kept
        self._dirty: set[int] = set()  # tables changed since the index was last brought up
        self._shown: _Shown | None = None  # the tables as the last read built them
        self._changed: set[int] = set()  # tables changed since then
        self._active: int | None = None  # active entries, counted once then kept
        self._unseated: dict[int, str] | None = None  # active entries without a seat, by name
        self._plan_kept: tuple[tuple[str, int], RoomPlan] | None = None  # the last plan made

    def _table_rows(self, ids: Iterable[int] | None = None) -> list[_TableRow]:
        """The event's tables (None: all of them), by number, as plain values."""
        query = (select(SeatTable.id, SeatTable.number, SeatTable.seats, SeatTable.button,
                        type_coerce(SeatTable.blocked, String), SeatTable.open, SeatTable.final)
                 .where(SeatTable.event_id == self.event_id).order_by(SeatTable.number))
        if ids is not None:
            query = query.where(col(SeatTable.id).in_(ids))
        return [_TableRow(i, n, seats, button, _json_list(blocked), is_open, final)
                for i, n, seats, button, blocked, is_open, final
                in self.session.connection().execute(query)]

    # plain indexes
    def _index(self, row: _SeatRow) -> None:
        self._dirty.add(row.table_no)
        self._seats_print += hash(row.values())
        self.by_entry[row.entry_id] = row
        self.by_table.setdefault(row.table_no, {})[row.seat_no] = row

    def _unindex(self, row: _SeatRow) -> None:
        self._dirty.add(row.table_no)
        self._seats_print -= hash(row.values())
        del self.by_entry[row.entry_id]
        at = self.by_table.get(row.table_no, {})
        if at.get(row.seat_no) is row:
            del at[row.seat_no]

    # catching up with what other actions changed (another station, undo, redo)
    def catch_up(self, changed: _Changed) -> bool:
        """Read again only the rows ``changed`` names and put them in the kept room; False
        when the room cannot take them (it is then read afresh)."""
        entries = set(changed.entries)
        if changed.players:
            entries.update(self.session.connection().execute(
                select(Entry.id).where(Entry.event_id == self.event_id,
                                       col(Entry.player_id).in_(changed.players))).scalars())
        if changed.tables and not self._reload_tables(changed.tables):
            return False
        if entries:
            self._reload_entries(entries, changed.was_active)
        if self._index_kept is not None:
            try:
                self.room_index()
            except ValueError:  # a player in two seats: the log missed a row
                return False
        return True

    def _reload_tables(self, ids: set[int]) -> bool:
        """The tables ``ids`` as the store has them now; False if one comes back before the
        last open table (a break undone): the room's table order is then read afresh."""
        rows = self._table_rows(ids)
        last_open = max((t.number for t in self.tables if t.open and t.id not in ids),
                        default=0)
        was_open = {t.number for t in self.tables if t.open}
        if any(t.open and t.number not in was_open and t.number < last_open for t in rows):
            return False
        for old in [t for t in self.tables if t.id in ids]:
            self._tables_print -= hash(old.values())
            self._dirty.add(old.number)
            if self.by_number.get(old.number) is old:
                del self.by_number[old.number]
        for row in rows:
            self._tables_print += hash(row.values())
            self._dirty.add(row.number)
            self.by_number[row.number] = row
        self.tables = sorted([t for t in self.tables if t.id not in ids] + rows,
                             key=lambda t: t.number)
        return True

    def _reload_entries(self, ids: set[int], was_active: Mapping[int, bool]) -> None:
        """The entries ``ids`` (status, seat, name, chips) as the store has them now."""
        found = {row[0]: row for row in self.session.connection().execute(
            select(Entry.id, Entry.status, Entry.chips, Player.name, Seat.id, Seat.table_no,
                   Seat.seat_no, Seat.fixed, Seat.waiting)
            .join(Player, Player.id == Entry.player_id)
            .outerjoin(Seat, Seat.entry_id == Entry.id)
            .where(col(Entry.id).in_(ids), Entry.event_id == self.event_id))}
        self.stale = [s for s in self.stale if s.entry_id not in ids]
        snapshot = self.session.get_bind().dialect.name == "sqlite"  # one view per transaction
        added: dict[int, str] = {}
        for entry_id in ids:
            old = self.by_entry.get(entry_id)
            if old is not None:
                self._unindex(old)
            if self._unseated is not None:
                self._unseated.pop(entry_id, None)
            row = found.get(entry_id)
            active = row is not None and row[1] == EntryStatus.ACTIVE.value
            if entry_id in was_active and self._active is not None:
                self._active += int(active) - int(was_active[entry_id])
            if row is None:
                self.names.pop(entry_id, None)
                self.chips.pop(entry_id, None)
                continue
            _, _, chips, name, seat_id, table_no, seat_no, fixed, waiting = row
            seat = None if seat_id is None else _SeatRow(seat_id, entry_id, table_no, seat_no,
                                                         fixed, waiting)
            if seat is not None and active:
                self._index(seat)
            elif seat is not None:
                self.stale.append(seat)  # out elsewhere: freed by the next plan
            elif active:
                added[entry_id] = name
            if entry_id in self.names or (seat is not None and active):
                self.names[entry_id], self.chips[entry_id] = name, chips
        if not snapshot and (was_active or added):
            self._active = self._unseated = None  # counted again in this very transaction
        elif added and self._unseated is not None:
            # by name as SQLite orders it: code points, as Python compares strings
            self._unseated = dict(sorted([*self._unseated.items(), *added.items()],
                                         key=lambda item: item[1]))

    @property
    def seats(self) -> list[_SeatRow]:
        return list(self.by_entry.values())

    def seat_of(self, entry_id: int) -> _SeatRow | None:
        return self.by_entry.get(entry_id)

    def at(self, table: int, seat: int) -> _SeatRow | None:
        return self.by_table.get(table, {}).get(seat)

    def seated_at(self, table: int) -> list[_SeatRow]:
        return list(self.by_table.get(table, {}).values())

    # writing: only the rows an action changes become ORM objects
    def _seat_obj(self, row: _SeatRow) -> Seat:
        if row.obj is None:
            row.obj = self.session.get(Seat, row.id)
            assert row.obj is not None
            self.touched.append(row)
        return row.obj

    def _table_obj(self, row: _TableRow) -> SeatTable:
        if row.obj is None:
            row.obj = self.session.get(SeatTable, row.id)
            assert row.obj is not None
            self.touched.append(row)
        return row.obj

    def detach(self) -> None:
        """Forget the ORM objects of this session (their ids kept), to be reused later."""
        for row in self.touched:
            if row.obj is not None:
                row.id = row.obj.id
                row.obj = None
        self.touched = []

    def update_table(self, row: _TableRow, **values: Any) -> None:
        self.mutated = True
        obj = self._table_obj(row)
        self._dirty.add(row.number)
        self._tables_print -= hash(row.values())
        for key, value in values.items():
            setattr(obj, key, value)
            setattr(row, key, list(value) if key == "blocked" else value)
        self._tables_print += hash(row.values())
        self.session.add(obj)

    def update_seat(self, row: _SeatRow, **values: Any) -> None:
        self.mutated = True
        obj = self._seat_obj(row)
        self._unindex(row)
        for key, value in values.items():
            setattr(obj, key, value)
            setattr(row, key, value)
        self._index(row)
        self.session.add(obj)

    # tables and seats
    def open_tables(self) -> list[_TableRow]:
        return [t for t in self.tables if t.open]

    def open_table(self, number: int) -> _TableRow:
        t = self.by_number.get(number)
        if t is not None and t.open:
            return t
        raise InputError("Table", number, "is not an open table of this event")

    def ensure_tables(self, count: int) -> None:
        self.mutated = True
        have = len(self.open_tables())
        while have < count:
            number = max(self.by_number, default=0) + 1
            self._dirty.add(number)
            obj = SeatTable(event_id=self.event_id, number=number, seats=self.seats_per_table)
            self.session.add(obj)
            row = _TableRow(None, number, obj.seats, None, [], True, False, obj)
            self._tables_print += hash(row.values())
            self.touched.append(row)
            self.tables.append(row)
            self.by_number[number] = row
            have += 1
        self.session.flush()

    def add_seat(self, entry_id: int, table: int, seat: int, name: str | None = None,
                 chips: int | None = None) -> None:
        self.mutated = True
        obj = Seat(event_id=self.event_id, entry_id=entry_id, table_no=table, seat_no=seat)
        self.session.add(obj)
        row = _SeatRow(None, entry_id, table, seat, False, False, obj)
        self.touched.append(row)
        self._index(row)
        if self._unseated is not None:
            self._unseated.pop(entry_id, None)
        if name is None:
            entry, player = self.entry(entry_id)
            name, chips = player.name, entry.chips
        self.names[entry_id] = name
        self.chips[entry_id] = chips

    def remove_seat(self, seat: _SeatRow) -> None:
        self.mutated = True
        self.session.delete(self._seat_obj(seat))
        self._unindex(seat)

    def entry(self, entry_id: int) -> tuple[Entry, Player]:
        entry = self.session.get(Entry, validate.identifier("Player", entry_id))
        if entry is None or entry.event_id != self.event_id:
            raise NotFoundError(f"Player entry #{entry_id} is not in this event.")
        player = self.session.get(Player, entry.player_id)
        assert player is not None
        return entry, player

    def active_entries(self) -> list[tuple[Entry, Player]]:
        return list(self.session.exec(
            select(Entry, Player).join(Player, Player.id == Entry.player_id)
            .where(Entry.event_id == self.event_id, Entry.status == EntryStatus.ACTIVE)
            .order_by(Player.name)).all())

    def active_count(self) -> int:
        """Players left: counted once, then kept up to date by ``players_out``."""
        if self._active is None:
            self._active = int(self.session.execute(
                select(func.count()).select_from(Entry)
                .where(Entry.event_id == self.event_id, Entry.status == EntryStatus.ACTIVE)
            ).scalar_one())
        return self._active

    def players_out(self, entry_ids: Sequence[int]) -> None:
        """Active entries leaving the event (busts): the kept counts follow."""
        self.mutated = True
        if self._active is not None:
            self._active -= len(entry_ids)
        for entry_id in entry_ids:
            if self._unseated is not None:
                self._unseated.pop(entry_id, None)

    def unseated_entries(self) -> list[tuple[Entry, Player]]:
        seated = self.by_entry
        return [(e, p) for e, p in self.active_entries() if e.id not in seated]

    def unseated(self) -> list[tuple[int, str]]:
        """Active entries without a seat, by name (one query, only those rows; then kept)."""
        if self._unseated is None:
            seated = select(Seat.id).where(Seat.entry_id == Entry.id).exists()
            rows = self.session.connection().execute(
                select(Entry.id, Player.name).join(Player, Player.id == Entry.player_id)
                .where(Entry.event_id == self.event_id, Entry.status == EntryStatus.ACTIVE,
                       ~seated)
                .order_by(Player.name))
            self._unseated = {entry_id: name for entry_id, name in rows}
        return list(self._unseated.items())

    def load_names(self, entry_ids: Sequence[int] | None = None) -> None:
        """Names and chips of ``entry_ids`` (None: everyone seated), in one query."""
        query = (select(Entry.id, Player.name, Entry.chips)
                 .join(Player, Player.id == Entry.player_id))
        if entry_ids is None:
            query = query.join(Seat, Seat.entry_id == Entry.id).where(
                Seat.event_id == self.event_id)
        else:
            wanted = [e for e in set(entry_ids) if e not in self.names]
            if not wanted:
                return
            query = query.where(col(Entry.id).in_(wanted))
        for entry_id, name, chips in self.session.connection().execute(query):
            self.names[entry_id] = name
            self.chips[entry_id] = chips

    def table_state(self, t: _TableRow) -> TableState:
        at = self.by_table.get(t.number, {})
        occ = {seat: str(s.entry_id) for seat, s in at.items()}
        fixed = frozenset(seat for seat, s in at.items() if s.fixed)
        return TableState(t.number, t.seats, occ, t.button,
                          frozenset(int(b) for b in t.blocked), fixed)

    def room_index(self) -> rules.RoomIndex:
        """The open tables as the planner sees them: built once, then only the tables an
        action changed are put back (issue 10)."""
        index = self._index_kept
        if index is None:
            index = self._index_kept = rules.RoomIndex(
                self.table_state(t) for t in self.open_tables())
            self._shown = None
        else:
            self._changed |= self._dirty
            changed = [self.by_number.get(n) for n in sorted(self._dirty)]
            index.update([self.table_state(t) for t in changed if t is not None and t.open],
                         removed=self._dirty)
        self._dirty = set()
        return index

    def states(self) -> list[TableState]:
        """The open tables as the planner sees them, in number order."""
        return list(self.room_index().tables.values())

    # the plan
    def key(self) -> str:
        """A fingerprint of the room: tables, who sits where, fixed and waiting seats.

        Sums of per-seat and per-table hashes kept up to date as rows change (hashes of int
        and bool tuples are the same in every process), so it costs nothing per action.
        """
        parts = [self.final_size, self.game.value, len(self.by_entry),
                 self._seats_print % 2**64, self._tables_print % 2**64]
        return hashlib.sha256(repr(parts).encode()).hexdigest()[:40]

    def fresh_plan(self) -> RoomPlan:
        """The plan for the room as it is now; the same room planned again (the read after an
        action, the move after a read) takes the plan made last time."""
        index = self.room_index()
        mark = (self.key(), self.state.seed)
        if self._plan_kept is not None and self._plan_kept[0] == mark:
            return self._plan_kept[1]
        started = any(t.button is not None for t in self.by_number.values()
                      if t.open)  # no button yet: before hand 1
        result = rules.plan_room(index, final_table_size=self.final_size, seed=self.state.seed,
                                 game=self.game, started=started)
        self._plan_kept = (mark, result)
        return result

    def current_plan(self) -> tuple[RoomPlan, list[PendingMove]]:
        result = self.fresh_plan()
        if self.state.id is not None and self.state.room_key == self.key():
            moves = [_pending_from(d, i) for i, d in enumerate(self.state.pending)]
        else:
            moves = self.pending(result)
        return result, moves

    def pending(self, result: RoomPlan) -> list[PendingMove]:
        self.load_names([int(m.player) for m in result.moves])
        return [self._pending(m, i) for i, m in enumerate(result.moves)]

    def _pending(self, m: rules.Move, index: int) -> PendingMove:
        entry_id = int(m.player)
        return PendingMove(index, entry_id, self.names.get(entry_id, m.player), m.from_table,
                           m.from_seat, m.to_table, m.to_seat, m.reason, m.kind.value,
                           m.waits_for_button, m.takes_big_blind, m.swap)

    def save_plan(self, result: RoomPlan | None, remaining: list[PendingMove] | None = None
                  ) -> None:
        """Store the plan for the room as it is now; close broken tables that are empty."""
        self.mutated = True
        for seat in self.stale:
            self.session.delete(self._seat_obj(seat))
        self.stale = []
        self.session.flush()
        if result is None or remaining is None:
            result = self.fresh_plan()
            remaining = self.pending(result)
        for number in result.broken:
            t = self.by_number.get(number)
            if t is not None and t.open and not self.by_table.get(number):
                self.update_table(t, open=False, button=None)
        if result.final_table is not None and not remaining:
            t = self.by_number.get(result.final_table)
            if t is not None and t.open and not t.final:
                self.update_table(t, final=True)
        pending = [_pending_dict(m) for m in remaining]
        values = {"pending": pending, "broken": list(result.broken),
                  "final_table": result.final_table, "final_seats": result.final_table_seats,
                  "room_key": self.key()}
        for key, value in values.items():
            if self.state.id is None or getattr(self.state, key) != value:
                setattr(self.state, key, value)  # only what changed: a small undo record
        self.session.add(self.state)
        self.session.flush()

    def info(self, result: RoomPlan, moves: list[PendingMove]) -> RoomInfo:
        if len(self.names) < len(self.by_entry):
            self.load_names()
        tables = self._tables_shown(result)
        return RoomInfo(
            self.event_id, self.event.name, self.event.kind, tables, tuple(moves),
            result.needs_button, result.halted, result.notices, tuple(self.unseated()),
            self.active_count(), self.state.final_table or result.final_table,
            self.seats_per_table, self.final_size, self.state.seed)


    def _tables_shown(self, result: RoomPlan) -> tuple[TableInfo, ...]:
        """The open tables as the room view draws them. Only tables changed since the last
        read, and those whose alerts changed, are looked at again (issue 10); all of them when
        the fullest table's count changed (every "short" mark may change), and even then an
        unchanged table's players are not built again."""
        index = self.room_index()
        most = max(index.counts.values(), default=0)
        halted, needs_button = frozenset(result.halted), frozenset(result.needs_button)
        shown = self._shown
        kept = shown.tables if shown is not None else {}
        if shown is not None and shown.most == most:
            infos = kept
            recheck: Iterable[int] = sorted(self._changed | shown.halted | halted
                                            | shown.needs_button | needs_button)
        else:
            infos = {}
            recheck = index.tables
        for number in recheck:  # in number order: a new table comes last
            state = index.tables.get(number)
            if state is None:
                infos.pop(number, None)
                continue
            flags = (number in halted, state.count < most, number in needs_button)
            old = kept.get(number)
            if old is None or old[0] is not state:
                infos[number] = (state, self._table_info(state, *flags))
            elif (old[1].halted, old[1].short, old[1].needs_button) != flags:
                infos[number] = (state, replace(old[1], halted=flags[0], short=flags[1],
                                                needs_button=flags[2]))
            else:
                infos[number] = old
        self._shown = _Shown(most, halted, needs_button, infos)
        self._changed = set()
        return tuple(info for _, info in infos.values())

    def _table_info(self, state: TableState, halted: bool, short: bool, needs_button: bool
                    ) -> TableInfo:
        t = self.by_number[state.number]
        at = self.by_table.get(t.number, {})
        names, chips = self.names, self.chips
        players = tuple(SeatInfo(t.number, seat, s.entry_id, names[s.entry_id],
                                 chips.get(s.entry_id), s.fixed, s.waiting)
                        for seat, s in sorted(at.items()))
        # OFC has no blinds: its tables show the button only
        pos = rules.table_positions(state) if self.game is not Game.OFC else None
        return TableInfo(
            t.number, t.seats, t.button, tuple(sorted(int(b) for b in t.blocked)), players,
            t.final, pos.small_blind if pos else None, pos.big_blind if pos else None,
            halted, short, needs_button)


# -- the room between actions -----------------------------------------------------------------
#
# Loading 10,000 seats costs more than a whole bust. The room as an action (or a read) left it
# is kept per store and event, with a mark of the store's state: the newest audit row (every
# floor action anywhere, undo, another station, writes one). The next action or read whose
# transaction sees the same mark takes that room instead of loading it. When the store has
# moved on (another station's action, an undo or redo), the audit rows since the mark say which
# rows changed, and only those are read again (``_Room.catch_up``); when they cannot say (rows
# recorded as id ranges, a restored backup, a gap, too much), the room is read afresh. Taken
# rooms are popped, so two threads never share one. A cache, not state: it is checked against
# the store on every use, and random nights of actions from two stations check it reads the
# same as the room read afresh (test_seating_scale).

_ROOMS: WeakKeyDictionary[Store, dict[int, tuple[tuple[Any, ...], _Room]]] = WeakKeyDictionary()
_CACHED = ("tables", "by_number", "by_entry", "by_table", "stale", "names", "chips",
           "_seats_print", "_tables_print", "_index_kept", "_dirty", "_shown", "_changed", "_active",
           "_unseated", "_plan_kept")
MAX_CHANGED = 500  # changed rows of the room to read again; likewise


@dataclass
class _Changed:
    """What the audit log says changed in one event's room since a kept room's mark."""

    entries: set[int]
    tables: set[int]  # seat_table ids
    players: set[int]  # renamed players
    was_active: dict[int, bool]  # entries whose row changed: active at the mark?

    @property
    def size(self) -> int:
        return len(self.entries) + len(self.tables) + len(self.players)


def _mark(session: Session) -> tuple[Any, ...] | None:
    """The store's state as this transaction sees it: id and time of the newest audit row."""
    return audit.mark(session.connection())


def _changed_since(session: Session, mark: tuple[Any, ...], event_id: int) -> _Changed | None:
    """The rows of the room changed by the actions after ``mark``, or None when the log
    cannot tell (``audit.recorded_since``): read the room afresh."""
    steps = audit.recorded_since(session.connection(), (mark[0], mark[1]))
    if steps is None:
        return None
    changed = _Changed(set(), set(), set(), {})
    for listed, forward in steps:
        for change in listed:
            if not _note(changed, change, event_id, forward=forward):
                return None
        if changed.size > MAX_CHANGED:
            return None
    return changed


_ROOM_ROWS = frozenset({"seat", "seat_table", "entry", "player", "event", "seating_state"})


def _note(changed: _Changed, change: Any, event_id: int, *, forward: bool) -> bool:
    """Note one recorded row change (``forward``: as done; else as undone); False when the
    room cannot follow it without a full read."""
    if not isinstance(change, dict) or change.get("table") not in _ROOM_ROWS:
        return True  # the room reads nothing else (clock, penalties, money, the log)
    table = change["table"]
    if "key" not in change:  # inserts recorded as id ranges (an import, a draw)
        return table in ("player", "seating_state")  # new players have no entry yet
    key = change["key"]
    before, after = change.get("before"), change.get("after")
    if table == "event":
        return key != [event_id]  # this event's settings changed: read afresh
    if table == "player":
        if before is not None and after is not None and before.get("name") != after.get("name"):
            changed.players.add(int(key[0]))
        return True
    rows = [r for r in (before, after) if isinstance(r, dict)]
    if not any(r.get("event_id") == event_id for r in rows):
        return True  # another event's row
    if table == "seat":
        changed.entries.update(int(r["entry_id"]) for r in rows)
    elif table == "seat_table":
        changed.tables.add(int(key[0]))
    elif table == "entry":
        entry_id = int(key[0])
        changed.entries.add(entry_id)
        pre = before if forward else after  # the row as it was at the mark, if first seen
        changed.was_active.setdefault(entry_id, pre is not None and pre.get(
            "event_id") == event_id and pre.get("status") == EntryStatus.ACTIVE.value)
    return True  # seating_state: every action and read reads it afresh


def _open(store: Store, session: Session, event_id: int, *, with_names: bool = False,
          scope: ActionScope | None = None) -> _Room:
    """The room of ``event_id`` in this transaction: the kept one (caught up with what changed
    since, if anything did) or read afresh. Its ``mark`` is read first, so a room read under
    a store that moves on is never marked newer than its rows."""
    validate.identifier("Event", event_id)
    rooms = _ROOMS.setdefault(store, {})
    kept = rooms.pop(event_id, None)
    mark = _mark(session)
    ctx: _Room | None = None
    if kept is not None and mark is not None:
        changed = None if kept[0] == mark else _changed_since(session, kept[0], event_id)
        if kept[0] == mark or changed is not None:
            ctx = _Room(session, event_id, with_names=with_names, cached=kept[1])
            if changed is not None and not ctx.catch_up(changed):
                ctx = None
    if ctx is None:
        ctx = _Room(session, event_id, with_names=with_names)
    ctx.mark = mark
    if scope is not None:  # kept for the next action once this one is written
        final = ctx
        scope.on_audit.append(lambda audit: _keep(store, final, (audit.id, audit.at)))
    return ctx


@contextmanager
def _floor_action(store: Store, action: str, event_id: int, **kwargs: Any
                  ) -> Iterator[tuple[ActionScope, _Room]]:
    """``store.action`` with the event's room opened in it. A refused action that changed
    nothing in the room (a seat taken, a player already out) leaves the room kept as it was,
    so the next action does not read it afresh."""
    opened: list[_Room] = []
    try:
        with store.action(action, event_id=event_id, **kwargs) as scope:
            opened.append(_open(store, scope.session, event_id, scope=scope))
            yield scope, opened[0]
    except BaseException:
        if opened:
            _keep_unchanged(store, opened[0])
        raise


def _keep_unchanged(store: Store, ctx: _Room) -> None:
    """After a failed action: the room is kept under the mark it was opened at, unless the
    action changed it (its rows were rolled back; the room is then read afresh)."""
    rooms = _ROOMS.setdefault(store, {})
    if ctx.event_id in rooms and rooms[ctx.event_id][1] is ctx:
        del rooms[ctx.event_id]  # kept as the action's result, which was not saved after all
    if not ctx.mutated and ctx.mark is not None and ctx.event_id not in rooms:
        ctx.detach()
        rooms[ctx.event_id] = (ctx.mark, ctx)


def _keep(store: Store, ctx: _Room, mark: tuple[Any, ...] | None) -> None:
    ctx.detach()
    if mark is not None:
        _ROOMS.setdefault(store, {})[ctx.event_id] = (mark, ctx)


def _json_list(value: Any) -> list[Any]:
    """A JSON list column read as text (decoded only when not empty: 1,000 tables' "[]")."""
    if isinstance(value, list):  # drivers that decode JSON themselves (psycopg)
        return value
    return json.loads(value) if value and value != "[]" else []


def _pending_dict(m: PendingMove) -> dict[str, Any]:
    return {"entry_id": m.entry_id, "name": m.name, "from": [m.from_table, m.from_seat],
            "to": [m.to_table, m.to_seat], "reason": m.reason, "kind": m.kind,
            "waits": m.waits, "big_blind": m.takes_big_blind, "swap": m.swap}


def _pending_from(d: Mapping[str, Any], index: int) -> PendingMove:
    return PendingMove(index, int(d["entry_id"]), str(d["name"]), int(d["from"][0]),
                       int(d["from"][1]), int(d["to"][0]), int(d["to"][1]), str(d["reason"]),
                       str(d["kind"]), d.get("waits"), bool(d.get("big_blind")), d.get("swap"))


def _new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31 - 1)


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def demo_seating(store: Store, events: dict[str, int]) -> None:
    """Demo hook: seat the poker and OFC events and set buttons; at the poker event bust three
    players at table 7 and one at table 12 (whose seat is then blocked), so the room shows a
    halted table and pending moves."""
    for kind, seed in (("poker", 4104), ("ofc", 4105)):
        event_id = events.get(kind)
        if event_id is None or room(store, event_id).seated:
            continue
        draw_seats(store, event_id, seed=seed)
        for t in room(store, event_id).tables:
            set_button(store, event_id, t.number, t.players[(t.number * 3) % t.count].seat)
        if kind != "poker":
            continue
        info = room(store, event_id)
        t7, t12 = info.table(7), info.table(12)
        if t7 is None or t12 is None:
            continue
        set_fixed(store, event_id, info.tables[0].players[0].entry_id)
        bust_players(store, event_id, [p.entry_id for p in t7.players[:3]],
                     {p.entry_id: 5000 * (i + 1) for i, p in enumerate(t7.players[:3])})
        bust_players(store, event_id, [t12.players[-1].entry_id])
        block_seat(store, event_id, 12, t12.players[-1].seat)
