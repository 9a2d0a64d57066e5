"""Reading the room: the room view, the pending moves, seat numbers, the seating list."""

from __future__ import annotations

from sqlmodel import select

from tdesk import validate
from tdesk.models.seating import Seat
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus
from tdesk.names import sort_key
from tdesk.services.seating.kept import _keep, _open
from tdesk.services.seating.view import PendingMove, RoomInfo, SeatInfo
from tdesk.services.table_reads import reads

# -- reading ---------------------------------------------------------------------------------


@reads("audit_log", "event", "seating_state",  # the room kept, caught up by the log
       "entry", "player", "payment", "seat", "seat_table")  # or read afresh
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


@reads("entry", "seat")
def seat_numbers(store: Store, event_id: int) -> dict[int, tuple[int, int]]:
    """Entry -> (table, seat) of every seated active player: one query, for the players list."""
    validate.identifier("Event", event_id)
    with store.read() as session:
        rows = session.connection().execute(
            select(Seat.entry_id, Seat.table_no, Seat.seat_no)
            .join(Entry, Entry.id == Seat.entry_id)
            .where(Seat.event_id == event_id, Entry.status == EntryStatus.ACTIVE)).all()
    return {entry_id: (table, seat) for entry_id, table, seat in rows}


@reads(uses=(room,))
def seating_list(store: Store, event_id: int) -> list[SeatInfo]:
    """Every seated player by surname, the Unicode collation's order (the registration desk's
    alphabetical list; the same order as the printed seating list)."""
    return sorted(room(store, event_id).seated, key=lambda p: sort_key(p.name))
