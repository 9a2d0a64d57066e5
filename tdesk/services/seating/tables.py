"""Table settings: the button (TDA-B2), blocked seats and fixed seats."""

from __future__ import annotations

from tdesk import validate
from tdesk.errors import ConflictError, InputError
from tdesk.models.store import Store
from tdesk.services.seating.kept import _floor_action


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
