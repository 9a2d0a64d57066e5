"""Moves made on the room: a player found in the wrong seat (TDA-S2), the moves of one seat
swap made together (TDA-F1-B), and the room after a list of moves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from tdesk.rules.seating.types import Move, MoveKind, TableState


def correct_seat(
    tables: Sequence[TableState], player: str, assigned: tuple[int, int]
) -> Move:
    """Move a player found in the wrong seat to the seat drawn for them, stack and all (TDA-S2)."""
    found: tuple[int, int] | None = None
    target_free = False
    for t in tables:
        seat = t.where(player)
        if seat is not None:
            found = (t.number, seat)
        if t.number == assigned[0]:
            if not 1 <= assigned[1] <= t.seats or assigned[1] in t.blocked:
                raise ValueError(f"table {t.number} seat {assigned[1]} cannot be sat in")
            target_free = assigned[1] not in t.occupied
    if found is None:
        raise ValueError(f"player {player!r} is not seated")
    if found == assigned:
        raise ValueError(f"{player!r} already sits at table {found[0]} seat {found[1]}")
    if not target_free:
        raise ValueError(
            f"table {assigned[0]} seat {assigned[1]} is taken or does not exist; "
            f"clear it before moving {player!r}"
        )
    return Move(
        player,
        found[0],
        found[1],
        assigned[0],
        assigned[1],
        f"{player} was found at table {found[0]} seat {found[1]} but drew table {assigned[0]} "
        f"seat {assigned[1]}; moves there with the current stack (TDA-S2)",
        MoveKind.CORRECTION,
    )


NOTHING_PENDING = "No moves are pending: the room is balanced."


def verify_apply(pending: int) -> None:
    """Refuse applying moves when the plan has none: the room is balanced (TDA-B1) (issue 22:
    the Apply buttons and the service decide from this one rule).

    >>> verify_apply(2)
    >>> verify_apply(0)
    Traceback (most recent call last):
    ...
    ValueError: No moves are pending: the room is balanced.
    """
    if pending < 1:
        raise ValueError(NOTHING_PENDING)


class _Swappable(Protocol):
    @property
    def swap(self) -> int | None: ...


def swap_groups[M: _Swappable](moves: Sequence[M]) -> list[list[M]]:
    """``moves`` in the groups they are made in: each move alone, except the moves of one seat
    swap (the same ``swap`` number, one after another), which are made together (TDA-F1-B)."""
    groups: list[list[M]] = []
    for m in moves:
        if m.swap is not None and groups and groups[-1][0].swap == m.swap:
            groups[-1].append(m)
        else:
            groups.append([m])
    return groups


def apply_moves(tables: Sequence[TableState], moves: Sequence[Move]) -> list[TableState]:
    """The room after ``moves``, applied in order; raises ValueError on a move that does not fit.

    The moves of a seat swap are made together: every player of it leaves their seat, then
    each takes the one drawn (TDA-F1-B). Tables left empty stay in the result; drop them if the
    plan broke them. Seats beyond a table's seat count (a final table growing to its size)
    extend it.
    """
    occ = {t.number: dict(t.occupied) for t in tables}
    by_number = {t.number: t for t in tables}
    seats = {t.number: t.seats for t in tables}
    for group in swap_groups(moves):
        for m in group:
            src = occ.get(m.from_table)
            if src is None or src.get(m.from_seat) != m.player:
                raise ValueError(f"{m.player!r} is not at table {m.from_table} seat {m.from_seat}")
            del src[m.from_seat]
        for m in group:
            dst = occ.get(m.to_table)
            if dst is None:
                raise ValueError(f"table {m.to_table} is not in the room")
            if m.to_seat in dst or m.to_seat in by_number[m.to_table].blocked:
                raise ValueError(f"table {m.to_table} seat {m.to_seat} is not free for "
                                 f"{m.player!r}")
            dst[m.to_seat] = m.player
            seats[m.to_table] = max(seats[m.to_table], m.to_seat)
    out = []
    for t in tables:
        fixed = frozenset(s for s in t.fixed if t.occupied[s] == occ[t.number].get(s))
        out.append(
            TableState(t.number, seats[t.number], occ[t.number], t.button, t.blocked, fixed)
        )
    return out
