"""Seating floor actions: draw, late entry, bust, buttons, blocked and fixed seats, moves.

Each public writer is one floor action (one transaction, one audit row, undoable). The pending
moves come from ``tdesk.rules.seating.plan_room``; the plan the floor sees is stored with a
fingerprint of the room, so applying moves one at a time follows exactly that plan (random
broken-table and final-table draws included) until something else changes the room.

The work lives in rooms by what the floor does (``seating_draw``: the draw and late entries;
``seating_busts``: busts and places; ``seating_tables``: buttons, blocked and fixed seats;
``seating_moves``: seat corrections and pending moves; ``seating_reads``: the room view), on
the room inside a transaction (``seating_room``), the room kept between actions
(``seating_kept``) and what the floor sees (``seating_view``); this module gathers their names,
so ``seating.x(...)`` and ``from tdesk.services.seating.seating import …`` read one place.
"""

from __future__ import annotations

from tdesk.services.seating.busts import bust_players
from tdesk.services.seating.draw import draw_seats, seat_late_entry
from tdesk.services.seating.kept import MAX_CHANGED
from tdesk.services.seating.kept import forget_rooms as forget_rooms
from tdesk.services.seating.moves import apply_all, apply_move, move_player
from tdesk.services.seating.reads import pending_moves, room, seat_numbers, seating_list
from tdesk.services.seating.room import _Room as _Room
from tdesk.services.seating.room import _SeatRow as _SeatRow
from tdesk.services.seating.room import _TableRow as _TableRow
from tdesk.services.seating.tables import block_seat, set_button, set_fixed
from tdesk.services.seating.view import (
    SEATED_KINDS,
    PendingMove,
    RoomInfo,
    SeatInfo,
    TableInfo,
)

__all__ = [
    "MAX_CHANGED", "SEATED_KINDS",
    "PendingMove", "RoomInfo", "SeatInfo", "TableInfo",
    "apply_all", "apply_move", "block_seat", "bust_players", "draw_seats",
    "move_player", "pending_moves", "room", "seat_late_entry", "seat_numbers", "seating_list",
    "set_button", "set_fixed",
]
