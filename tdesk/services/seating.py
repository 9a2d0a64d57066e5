"""Seating floor actions: draw, late entry, bust, buttons, blocked and fixed seats, moves.

Each public writer is one floor action (one transaction, one audit row, undoable). The pending
moves come from ``tdesk.rules.seating.plan_room``; the plan the floor sees is stored with a
fingerprint of the room, so applying moves one at a time follows exactly that plan (random
broken-table and final-table draws included) until something else changes the room.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlmodel import Session, select

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.seating import Seat, SeatingState, SeatTable
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus, Event, Player
from tdesk.rules import seating as rules
from tdesk.rules.seating import Game, MoveKind, RoomPlan, TableState
from tdesk.services import validate

SEATED_KINDS = ("poker", "ofc")


@dataclass(frozen=True)
class SeatInfo:
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

    @property
    def seated(self) -> list[SeatInfo]:
        return [p for t in self.tables for p in t.players]

    def find(self, text: str) -> list[SeatInfo]:
        """Seated players whose name contains ``text`` (case-insensitive), by name."""
        needle = " ".join(text.split()).casefold()
        if not needle:
            return []
        hits = [p for p in self.seated if needle in p.name.casefold()]
        return sorted(hits, key=lambda p: p.name.casefold())

    def table(self, number: int) -> TableInfo | None:
        return next((t for t in self.tables if t.number == number), None)


# -- reading ---------------------------------------------------------------------------------


def room(store: Store, event_id: int) -> RoomInfo:
    """The room, the pending moves and the alerts (TDA-B2 buttons, TDA-B5 halts)."""
    with store.read() as session:
        ctx = _Room(session, event_id)
        result, moves = ctx.current_plan()
        return ctx.info(result, moves)


def seating_list(store: Store, event_id: int) -> list[SeatInfo]:
    """Every seated player by name (the registration desk's alphabetical list)."""
    return sorted(room(store, event_id).seated, key=lambda p: (p.name.casefold(), p.name))


# -- floor actions -----------------------------------------------------------------------------


def draw_seats(store: Store, event_id: int, *, tables: int | None = None,
               seed: int | None = None) -> int:
    """Draw every active player a seat at random, tables filled evenly (TDA-S1); the seed.

    Refused once players are seated: later players come in as late entries.
    """
    validate.optional_integer("Tables", tables, low=1, high=validate.MAX_TABLES)
    seed = _new_seed() if validate.seed(seed) is None else seed
    with store.action("draw seats", event_id=event_id, seed=seed) as scope:
        ctx = _Room(scope.session, event_id)
        if ctx.seats:
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
        for entry, _ in entries:
            assert entry.id is not None
            table, seat = drawn[str(entry.id)]
            ctx.add_seat(entry.id, table, seat)
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
    seed = _new_seed() if validate.seed(seed) is None else seed
    with store.action("late entry", event_id=event_id, seed=seed) as scope:
        ctx = _Room(scope.session, event_id)
        entry, player = ctx.entry(entry_id)
        if entry.status != EntryStatus.ACTIVE:
            raise ConflictError(f"{player.name} is {entry.status}, not active: cannot be seated.")
        if any(s.entry_id == entry_id for s in ctx.seats):
            raise ConflictError(f"{player.name} is seated already.")
        states = [ctx.table_state(t) for t in ctx.open_tables()]
        if not any(s.open_seats() for s in states):
            ctx.ensure_tables(len(states) + 1)
            states = [ctx.table_state(t) for t in ctx.open_tables()]
        table, seat = rules.seat_late_entry(states, str(entry_id), seed)
        ctx.add_seat(entry_id, table, seat)
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
    validate.distinct("Players", entry_ids)
    validate.stacks(stacks)
    with store.action("bust", event_id=event_id) as scope:
        ctx = _Room(scope.session, event_id)
        left = ctx.active_count()
        rows = [ctx.entry(e) for e in entry_ids]
        for entry, player in rows:
            if entry.status != EntryStatus.ACTIVE:
                raise ConflictError(f"{player.name} is already {entry.status}.")
        start = {str(e.id): int((stacks or {}).get(e.id or 0, e.chips or 0)) for e, _ in rows}
        try:
            places = rules.bust_places(start, left)
        except ValueError as exc:
            raise InputError("Stacks", start, str(exc)) from exc
        for entry, _ in rows:
            entry.status = EntryStatus.BUSTED
            entry.place = places[str(entry.id)]
            entry.chips = 0
            scope.session.add(entry)
            seat = next((s for s in ctx.seats if s.entry_id == entry.id), None)
            if seat is not None:
                ctx.remove_seat(seat)
        ctx.save_plan(None)
        names = ", ".join(f"{p.name} ({_ordinal(places[str(e.id)])})" for e, p in rows)
        scope.params = {"entries": list(entry_ids), "places": places}
        scope.summary = f"Bust {names}"
        return {int(k): v for k, v in places.items()}


def set_button(store: Store, event_id: int, table: int, seat: int) -> None:
    """The floor sets where the button is for the next hand (TDA-B2); clears TDA-S3 waits."""
    with store.action("set button", event_id=event_id) as scope:
        ctx = _Room(scope.session, event_id)
        row = ctx.open_table(table)
        if not 1 <= seat <= row.seats or seat in row.blocked:
            raise InputError("Button seat", seat, f"is not a seat in play at table {table}")
        row.button = seat
        scope.session.add(row)
        for s in ctx.seats:
            if s.table_no == table and s.waiting:
                s.waiting = False
                scope.session.add(s)
        ctx.save_plan(None)
        scope.params = {"table": table, "seat": seat}
        scope.summary = f"Button at table {table} seat {seat}"


def block_seat(store: Store, event_id: int, table: int, seat: int, blocked: bool = True) -> None:
    """Block a seat (wheelchair space, broken chair) or open it again."""
    with store.action("block seat" if blocked else "unblock seat", event_id=event_id) as scope:
        ctx = _Room(scope.session, event_id)
        row = ctx.open_table(table)
        if not 1 <= seat <= row.seats:
            raise InputError("Seat", seat, f"table {table} has seats 1 to {row.seats}")
        if blocked and any(s.table_no == table and s.seat_no == seat for s in ctx.seats):
            raise ConflictError(f"Table {table} seat {seat} is taken: move the player first.")
        current = {int(s) for s in row.blocked}
        row.blocked = sorted(current | {seat}) if blocked else sorted(current - {seat})
        if blocked and row.button == seat:
            row.button = None
        scope.session.add(row)
        ctx.save_plan(None)
        scope.params = {"table": table, "seat": seat}
        scope.summary = f"{'Block' if blocked else 'Unblock'} table {table} seat {seat}"


def set_fixed(store: Store, event_id: int, entry_id: int, fixed: bool = True) -> None:
    """Keep a player in their seat (accessibility): balancing never moves them."""
    with store.action("fixed seat", event_id=event_id) as scope:
        ctx = _Room(scope.session, event_id)
        _, player = ctx.entry(entry_id)
        seat = next((s for s in ctx.seats if s.entry_id == entry_id), None)
        if seat is None:
            raise ConflictError(f"{player.name} is not seated.")
        seat.fixed = fixed
        scope.session.add(seat)
        ctx.save_plan(None)
        scope.params = {"entry_id": entry_id, "fixed": fixed}
        scope.summary = f"{player.name}: {'fixed seat' if fixed else 'may be moved'}"


def move_player(store: Store, event_id: int, entry_id: int, table: int, seat: int) -> None:
    """Put a player in the seat they should have (TDA-S2), with their current stack.

    For a player found in the wrong seat, or a seat recorded wrongly: the target must be free.
    """
    with store.action("correct seat", event_id=event_id) as scope:
        ctx = _Room(scope.session, event_id)
        _, player = ctx.entry(entry_id)
        states = ctx.states()
        ctx.open_table(table)
        try:
            move = rules.correct_seat(states, str(entry_id), (table, seat))
        except ValueError as exc:
            raise ConflictError(str(exc).replace(repr(str(entry_id)), player.name)) from exc
        row = next(s for s in ctx.seats if s.entry_id == entry_id)
        row.table_no, row.seat_no, row.waiting = table, seat, False
        scope.session.add(row)
        ctx.save_plan(None)
        scope.params = {"entry_id": entry_id, "from": [move.from_table, move.from_seat],
                        "to": [table, seat]}
        scope.summary = (f"Seat correction {player.name}: table {move.from_table} seat "
                         f"{move.from_seat} → table {table} seat {seat} (TDA-S2)")


def apply_move(store: Store, event_id: int, index: int = 0) -> PendingMove:
    """Apply one pending move (one audit row, undoable); returns it."""
    with store.action("move player", event_id=event_id) as scope:
        ctx = _Room(scope.session, event_id)
        result, moves = ctx.current_plan()
        if not moves:
            raise ConflictError("No moves are pending: the room is balanced.")
        if not 0 <= index < len(moves):
            raise InputError("Move", index + 1, f"there are {len(moves)} pending moves")
        move = moves[index]
        seat = next((s for s in ctx.seats if s.entry_id == move.entry_id), None)
        if seat is None or (seat.table_no, seat.seat_no) != (move.from_table, move.from_seat):
            raise ConflictError("That move no longer fits the room: refresh and try again.")
        if any((s.table_no, s.seat_no) == (move.to_table, move.to_seat) for s in ctx.seats):
            raise ConflictError(f"Table {move.to_table} seat {move.to_seat} is still taken: "
                                "apply the earlier moves first.")
        target = ctx.open_table(move.to_table)
        seat.table_no, seat.seat_no = move.to_table, move.to_seat
        seat.waiting = bool(move.waits)
        scope.session.add(seat)
        if move.to_seat > target.seats:
            target.seats = move.to_seat
        if move.kind == MoveKind.FINAL.value:
            target.final = True
        scope.session.add(target)
        remaining = [m for m in moves if m is not move]
        ctx.save_plan(result, remaining)
        scope.seed = ctx.state.seed
        scope.params = {"move": move.text, "reason": move.reason, "entry_id": move.entry_id}
        scope.summary = f"Move {move.text}"
        return move


def apply_all(store: Store, event_id: int) -> int:
    """Apply every pending move, each as its own undoable action; returns how many."""
    done = 0
    while room(store, event_id).moves:
        apply_move(store, event_id, 0)
        done += 1
    return done


# -- the room inside a transaction -------------------------------------------------------------


class _Room:
    def __init__(self, session: Session, event_id: int) -> None:
        self.session = session
        event = session.get(Event, event_id)
        if event is None:
            raise NotFoundError(f"Event #{event_id} does not exist (deleted by another station?).")
        if event.kind not in SEATED_KINDS:
            raise ConflictError(f"Event {event.name!r} ({event.kind}) has no seat draw.")
        self.event = event
        self.event_id = event_id
        settings = event.settings
        self.seats_per_table = int(settings.get("seats_per_table", 4 if event.kind == "ofc"
                                                else 9))
        default_final = 5 if event.kind == "ofc" else 10
        self.final_size = int(settings.get("final_table_size", default_final))
        self.game = Game.OFC if event.kind == "ofc" else (
            Game.STUD if settings.get("game") == "stud" else Game.FLOP)
        self.tables = list(session.exec(
            select(SeatTable).where(SeatTable.event_id == event_id).order_by(SeatTable.number)))
        rows = session.exec(
            select(Seat, Entry, Player).join(Entry, Entry.id == Seat.entry_id)
            .join(Player, Player.id == Entry.player_id).where(Seat.event_id == event_id)
        ).all()
        self.seats: list[Seat] = []
        self.stale: list[Seat] = []
        self.names: dict[int, str] = {}
        self.chips: dict[int, int | None] = {}
        for seat, entry, player in rows:
            if entry.status != EntryStatus.ACTIVE:
                self.stale.append(seat)  # out elsewhere (OFC settlement, DQ): the seat is free
                continue
            self.seats.append(seat)
            self.names[seat.entry_id] = player.name
            self.chips[seat.entry_id] = entry.chips
        state = session.exec(
            select(SeatingState).where(SeatingState.event_id == event_id)).first()
        self.state = state or SeatingState(event_id=event_id, seed=0)

    # tables and seats
    def open_tables(self) -> list[SeatTable]:
        return [t for t in self.tables if t.open]

    def open_table(self, number: int) -> SeatTable:
        for t in self.tables:
            if t.number == number and t.open:
                return t
        raise InputError("Table", number, "is not an open table of this event")

    def ensure_tables(self, count: int) -> None:
        while len(self.open_tables()) < count:
            number = max((t.number for t in self.tables), default=0) + 1
            row = SeatTable(event_id=self.event_id, number=number, seats=self.seats_per_table)
            self.session.add(row)
            self.tables.append(row)
        self.session.flush()

    def add_seat(self, entry_id: int, table: int, seat: int) -> None:
        row = Seat(event_id=self.event_id, entry_id=entry_id, table_no=table, seat_no=seat)
        self.session.add(row)
        self.seats.append(row)
        entry, player = self.entry(entry_id)
        self.names[entry_id] = player.name
        self.chips[entry_id] = entry.chips

    def remove_seat(self, seat: Seat) -> None:
        self.session.delete(seat)
        self.seats.remove(seat)

    def entry(self, entry_id: int) -> tuple[Entry, Player]:
        entry = self.session.get(Entry, entry_id)
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
        return len(self.active_entries())

    def unseated_entries(self) -> list[tuple[Entry, Player]]:
        seated = {s.entry_id for s in self.seats}
        return [(e, p) for e, p in self.active_entries() if e.id not in seated]

    def table_state(self, t: SeatTable) -> TableState:
        occ = {s.seat_no: str(s.entry_id) for s in self.seats if s.table_no == t.number}
        fixed = frozenset(s.seat_no for s in self.seats if s.table_no == t.number and s.fixed)
        return TableState(t.number, t.seats, occ, t.button,
                          frozenset(int(b) for b in t.blocked), fixed)

    def states(self) -> list[TableState]:
        return [self.table_state(t) for t in self.open_tables()]

    # the plan
    def key(self) -> str:
        parts: list[Any] = [self.final_size, self.game.value]
        for t in self.open_tables():
            parts.append((t.number, t.seats, t.button, sorted(t.blocked)))
        parts.append(sorted((s.table_no, s.seat_no, s.entry_id, s.fixed, s.waiting)
                            for s in self.seats))
        return hashlib.sha256(repr(parts).encode()).hexdigest()[:40]

    def fresh_plan(self) -> RoomPlan:
        states = self.states()
        started = any(t.button is not None for t in states)  # no button yet: before hand 1
        return rules.plan_room(states, final_table_size=self.final_size, seed=self.state.seed,
                               game=self.game, started=started)

    def current_plan(self) -> tuple[RoomPlan, list[PendingMove]]:
        result = self.fresh_plan()
        if self.state.id is not None and self.state.room_key == self.key():
            moves = [_pending_from(d, i) for i, d in enumerate(self.state.pending)]
        else:
            moves = [self._pending(m, i) for i, m in enumerate(result.moves)]
        return result, moves

    def _pending(self, m: rules.Move, index: int) -> PendingMove:
        entry_id = int(m.player)
        return PendingMove(index, entry_id, self.names.get(entry_id, m.player), m.from_table,
                           m.from_seat, m.to_table, m.to_seat, m.reason, m.kind.value,
                           m.waits_for_button, m.takes_big_blind)

    def save_plan(self, result: RoomPlan | None, remaining: list[PendingMove] | None = None
                  ) -> None:
        """Store the plan for the room as it is now; close broken tables that are empty."""
        for seat in self.stale:
            self.session.delete(seat)
        self.stale = []
        self.session.flush()
        if result is None or remaining is None:
            result = self.fresh_plan()
            remaining = [self._pending(m, i) for i, m in enumerate(result.moves)]
        occupied = {s.table_no for s in self.seats}
        for t in self.open_tables():
            if t.number in result.broken and t.number not in occupied:
                t.open = False
                t.button = None
                self.session.add(t)
        if result.final_table is not None and not remaining:
            for t in self.open_tables():
                if t.number == result.final_table:
                    t.final = True
                    self.session.add(t)
        self.state.pending = [_pending_dict(m) for m in remaining]
        self.state.broken = list(result.broken)
        self.state.final_table = result.final_table
        self.state.final_seats = result.final_table_seats
        self.state.room_key = self.key()
        self.session.add(self.state)
        self.session.flush()

    def info(self, result: RoomPlan, moves: list[PendingMove]) -> RoomInfo:
        tables = []
        states = {s.number: s for s in self.states()}
        counts = [s.count for s in states.values()]
        most = max(counts, default=0)
        for t in self.open_tables():
            players = tuple(sorted(
                (SeatInfo(t.number, s.seat_no, s.entry_id, self.names[s.entry_id],
                          self.chips.get(s.entry_id), s.fixed, s.waiting)
                 for s in self.seats if s.table_no == t.number), key=lambda p: p.seat))
            pos = rules.table_positions(states[t.number])
            tables.append(TableInfo(
                t.number, t.seats, t.button, tuple(sorted(int(b) for b in t.blocked)), players,
                t.final, pos.small_blind if pos else None, pos.big_blind if pos else None,
                t.number in result.halted, len(players) < most,
                t.number in result.needs_button))
        unseated = tuple((e.id or 0, p.name) for e, p in self.unseated_entries())
        return RoomInfo(
            self.event_id, self.event.name, self.event.kind, tuple(tables), tuple(moves),
            result.needs_button, result.halted, result.notices, unseated,
            self.active_count(), self.state.final_table or result.final_table,
            self.seats_per_table, self.final_size, self.state.seed)


def _pending_dict(m: PendingMove) -> dict[str, Any]:
    return {"entry_id": m.entry_id, "name": m.name, "from": [m.from_table, m.from_seat],
            "to": [m.to_table, m.to_seat], "reason": m.reason, "kind": m.kind,
            "waits": m.waits, "big_blind": m.takes_big_blind}


def _pending_from(d: Mapping[str, Any], index: int) -> PendingMove:
    return PendingMove(index, int(d["entry_id"]), str(d["name"]), int(d["from"][0]),
                       int(d["from"][1]), int(d["to"][0]), int(d["to"][1]), str(d["reason"]),
                       str(d["kind"]), d.get("waits"), bool(d.get("big_blind")))


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
