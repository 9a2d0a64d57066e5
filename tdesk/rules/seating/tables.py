"""What a table is for the next hand: halted tables (TDA-B5), the positions once the button is
known (TDA-B2), the seats dealt in (OFC-T1)."""

from __future__ import annotations

from collections.abc import Sequence

from tdesk.rules.seating.positions import Positions, positions, rank_open_seats
from tdesk.rules.seating.types import Game, TableState


def halted_tables(tables: Sequence[TableState]) -> list[int]:
    """Tables 3 or more players short of the fullest table, where play halts (TDA-B5).

    A table that is full (its other seats blocked) cannot be balanced and never halts.
    """
    if not tables:
        return []
    most = max(t.count for t in tables)
    return sorted(t.number for t in tables if most - t.count >= 3 and t.count < t.capacity)


def table_positions(table: TableState) -> Positions | None:
    """Positions of the next hand at ``table``, or None while the button is unknown (TDA-B2)."""
    if table.button is None or table.count < 2:
        return None
    return positions(table.seats, table.occupied.keys(), table.button)


def dealt_in(table: TableState, game: Game = Game.FLOP) -> list[int]:
    """Seats dealt in on the next hand (OFC-T1: at a 5-handed OFC table the button sits out)."""
    seats = sorted(table.occupied)
    if game is Game.OFC and len(seats) == 5:
        if table.button is None:
            raise ValueError(f"table {table.number}: set the button; it is dealt out (OFC-T1)")
        return [s for s in seats if s != table.button] if table.button in table.occupied else seats
    return seats


def seat_for_one(tables: Sequence[TableState]) -> tuple[int, int] | None:
    """Where one player joining the room sits, as balancing would seat them: the shortest
    table with an open seat (the lowest number among equals, TDA-B4), at its worst open
    position once its button is known (TDA-B2), else its lowest open seat. None: no open seat.
    A player reinstated after a wrong bust is offered this seat (the floor may pick another).

    >>> seat_for_one([TableState(1, 9, {1: "a", 2: "b", 3: "c"}, 1),
    ...               TableState(2, 9, {1: "d", 5: "e"}, None)])
    (2, 2)
    >>> seat_for_one([TableState(1, 9, {1: "a", 3: "b", 5: "c", 7: "d"}, 3)])
    (1, 6)
    >>> seat_for_one([TableState(1, 2, {1: "a", 2: "b"}, None)]) is None
    True
    """
    free = [t for t in tables if t.open_seats()]
    if not free:
        return None
    table = min(free, key=lambda t: (t.count, t.number))
    open_seats = table.open_seats()
    if table.button is None or table.count < 2:
        return table.number, open_seats[0]
    best = rank_open_seats(table.seats, table.occupied.keys(), table.button, open_seats)[0]
    return table.number, best.seat
