"""What a table is for the next hand: halted tables (TDA-B5), the positions once the button is
known (TDA-B2), the seats dealt in (OFC-T1)."""

from __future__ import annotations

from collections.abc import Sequence

from tdesk.rules.seating_positions import Positions, positions
from tdesk.rules.seating_types import Game, TableState


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
