"""The seat draw and late entries (TDA-S1): one floor action each."""

from __future__ import annotations

import random
from collections.abc import Callable

from tdesk import validate
from tdesk.errors import ConflictError, InputError
from tdesk.models.store import Store
from tdesk.models.tables import EntryStatus, Player
from tdesk.rules import seating as rules
from tdesk.rules.seating import Game
from tdesk.rules.seating import flights as flight_rules
from tdesk.services.seating import field_counts
from tdesk.services.seating.busts import unpaid_message
from tdesk.services.seating.kept import _floor_action
from tdesk.services.seating.room import _Room


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
        entries = [] if ctx.by_entry else ctx.unseated_entries()
        try:
            rules.verify_draw(len(ctx.by_entry), len(entries))
        except ValueError as exc:
            raise ConflictError(str(exc)) from exc
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
        buttons = _draw_buttons(ctx, seed)
        ctx.state.seed = seed
        ctx.save_plan(None)
        scope.params = {"players": len(entries), "tables": needed, **buttons}
        scope.summary = (f"Draw seats: {len(entries)} players at {len(ctx.open_tables())} tables"
                         + ("; buttons by high card" if buttons else ""))
    return seed


def _draw_buttons(ctx: _Room, seed: int) -> dict[str, dict[str, str]]:
    """OFC: each table's first button drawn by high card with the draw's seed (OFC-S2 needs
    it for the first hand's order; the floor may still move it before the first hand, TDA-B2).
    Returns the audit's record of it: {"buttons": {table: "seat 3 (As)"}}, empty for poker,
    where the floor sets the buttons."""
    if ctx.game is not Game.OFC:
        return {}
    drawn = {}
    for row in ctx.open_tables():
        seats = sorted(ctx.by_table.get(row.number, {}))
        if not seats:
            continue
        draw = rules.draw_button(row.number, seats, seed)
        ctx.update_table(row, button=draw.seat)
        drawn[str(row.number)] = f"seat {draw.seat} ({draw.card})"
    return {"buttons": drawn}


def draw_seats_by_stack(store: Store, event_id: int, *, tables: int | None = None,
                        seed: int | None = None) -> int:
    """Draw every active player a seat by stack (FLT-5, a Day 2): the biggest stacks dealt to
    the tables in a snake, one each before any gets two, each table's seats at random; the
    seed. Refused once players are seated, as the opening draw is."""
    validate.optional_integer("Tables", tables, low=1, high=validate.MAX_TABLES)
    seed = _new_seed() if validate.seed(seed) is None else seed
    with _floor_action(store, "draw seats by stack", event_id, seed=seed) as (scope, ctx):
        entries = [] if ctx.by_entry else ctx.unseated_entries()
        try:
            rules.verify_draw(len(ctx.by_entry), len(entries))
        except ValueError as exc:
            raise ConflictError(str(exc)) from exc
        needed = tables if tables is not None else -(-len(entries) // ctx.seats_per_table)
        validate.tables_for_players(needed, len(entries))
        bags = [flight_rules.Bag(str(e.id), 1, max(1, e.chips or 1)) for e, _ in entries]
        field = flight_rules.day2_field(bags)
        try:
            drawn = flight_rules.day2_seats(field, needed, ctx.seats_per_table,
                                            flight_rules.Day2Draw.BY_STACK, seed)
        except ValueError as exc:
            raise InputError("Tables", needed, str(exc)) from exc
        ctx.ensure_tables(needed)
        numbers = [t.number for t in ctx.open_tables()]  # drawn table k: the k-th open one
        for entry, player in entries:
            assert entry.id is not None
            table, seat = drawn[str(entry.id)]
            ctx.add_seat(entry.id, numbers[table - 1], seat, player.name, entry.chips)
        buttons = _draw_buttons(ctx, seed)
        ctx.state.seed = seed
        ctx.save_plan(None)
        scope.params = {"players": len(entries), "tables": needed, "by": "stack", **buttons}
        scope.summary = (f"Draw seats by stack: {len(entries)} players at "
                         f"{len(ctx.open_tables())} tables")
    return seed


def seat_late_entry(store: Store, event_id: int, entry_id: int, *,
                    seed: int | None = None) -> tuple[int, int]:
    """Seat a late entry at the shortest table, at a random open seat (TDA-S1).

    With no open seat anywhere a new table opens.
    """
    validate.identifier("Player", entry_id)
    seed = _new_seed() if validate.seed(seed) is None else seed
    with _floor_action(store, "late entry", event_id, seed=seed) as (scope, ctx):
        table, seat = seat_in_room(ctx, entry_id, seed)
        name = ctx.names.get(entry_id, f"#{entry_id}")
        scope.params = {"entry_id": entry_id, "table": table, "seat": seat}
        scope.summary = f"Late entry {name}: table {table} seat {seat}"
        return table, seat


def seat_at_table(store: Store, event_id: int, entry_id: int, table: int, *,
                  seed: int | None = None) -> int:
    """Seat a late entry sent to ``table`` there, at a random open seat of that table (TDA-S1):
    the floor tablet's late entry (issue 39), refused as ``seat_late_entry`` refuses, and when
    the table is full. Returns the seat."""
    validate.identifier("Player", entry_id)
    validate.integer("Table", table, low=1, high=validate.MAX_TABLES * 10)
    seed = _new_seed() if validate.seed(seed) is None else seed
    with _floor_action(store, "late entry", event_id, seed=seed) as (scope, ctx):
        name = _seatable(ctx, entry_id).name
        ctx.open_table(table)
        index = ctx.room_index()
        if index.counts.get(table, 0) >= index.cap.get(table, 0):
            raise ConflictError(f"Table {table} has no open seat for {name}.")
        _, seat = rules.seat_late_entry([index.tables[table]], str(entry_id), seed)
        ctx.add_seat(entry_id, table, seat)
        ctx.save_plan(None)
        scope.params = {"entry_id": entry_id, "table": table, "seat": seat}
        scope.summary = f"Late entry {name}: table {table} seat {seat}"
        return seat


def _seatable(ctx: _Room, entry_id: int) -> Player:
    """The player of a late entry that may take a seat: in, unseated, paid (issue 35)."""
    entry, player = ctx.entry(entry_id)
    if entry.status != EntryStatus.ACTIVE:
        raise ConflictError(f"{player.name} is {entry.status}, not active: cannot be seated.")
    if ctx.seat_of(entry_id) is not None:
        raise ConflictError(f"{player.name} is seated already.")
    if entry_id in field_counts.unpaid_ids(ctx.session, ctx.event_id):  # issue 35
        raise ConflictError(unpaid_message(player.name))
    return player


def seat_in_room(ctx: _Room, entry_id: int, seed: int) -> tuple[int, int]:
    """The inside of ``seat_late_entry`` in a room already open in an action (a walk-in
    pays and seats in one action, issue 35): the shortest table, a random open seat, a new
    table when none is open."""
    _seatable(ctx, entry_id)
    entry, player = ctx.entry(entry_id)
    if not ctx.room_index().has_open_seat():
        ctx.ensure_tables(len(ctx.open_tables()) + 1)
    table, seat = rules.late_entry_seat(ctx.room_index(), str(entry_id), seed)
    ctx.add_seat(entry_id, table, seat, player.name, entry.chips)
    ctx.save_plan(None)
    return table, seat


def new_seed() -> int:
    """A fresh seed for an action the caller opens itself (recorded in its audit row)."""
    return _new_seed()


def _new_seed() -> int:
    return random.SystemRandom().randrange(1, 2**31 - 1)
