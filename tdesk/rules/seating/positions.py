"""Table positions for the next hand: button, blinds, and how long a new seat waits (TDA-B2, TDA-S3, TDA-H1).

Seats are numbered 1..seats and run clockwise. Everything here works on plain seat numbers so the
balancing planner can call it on its own mutable copies without building new objects.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass


@dataclass(frozen=True)
class Positions:
    """Who plays which position on the next hand (TDA-B2); ``button`` may be an empty (dead) seat."""

    button: int
    small_blind: int
    big_blind: int


@dataclass(frozen=True)
class SeatRank:
    """How an open seat would play for a newcomer (TDA-B2).

    ``hands`` is the number of hands dealt before a player sitting there posts the big blind;
    ``waits`` is True when the seat lies from the button round to the small blind, so the player
    sits out until the button passes (TDA-S3).
    """

    seat: int
    hands: int
    waits: bool


def next_occupied(seat: int, occupied: Collection[int], seats: int) -> int:
    """The first occupied seat clockwise after ``seat`` (wrapping); ``occupied`` must not be empty."""
    s = seat
    for _ in range(seats):
        s = s + 1 if s < seats else 1
        if s in occupied:
            return s
    raise ValueError("no occupied seat at this table")


def positions(seats: int, occupied: Collection[int], button: int) -> Positions:
    """Positions of the next hand with the button at ``button`` (TDA-B2, dead button TDA-H1).

    The small blind is the first occupied seat after the button, the big blind the first after
    that. Heads-up the button is the small blind; with a dead button heads-up the button moves to
    the small blind, so nobody posts the big blind twice in a row.

    >>> positions(9, {1, 3, 5}, 3)
    Positions(button=3, small_blind=5, big_blind=1)
    >>> positions(9, {2, 7}, 7)
    Positions(button=7, small_blind=7, big_blind=2)
    """
    if len(occupied) < 2:
        raise ValueError(f"positions need at least two players, the table has {len(occupied)}")
    if not 1 <= button <= seats:
        raise ValueError(f"button seat {button} is not a seat of a {seats}-seat table")
    if len(occupied) == 2:
        sb = button if button in occupied else next_occupied(button, occupied, seats)
        return Positions(sb, sb, next_occupied(sb, occupied, seats))
    sb = next_occupied(button, occupied, seats)
    return Positions(button, sb, next_occupied(sb, occupied, seats))


def newcomer_positions(seats: int, occupied: Collection[int], button: int, seat: int) -> Positions:
    """Positions of the next hand once a newcomer sits at open ``seat`` (TDA-B2).

    The table is judged as it will be: a heads-up table becomes three-handed, and the seat
    right after the button becomes the small blind.

    >>> newcomer_positions(9, {2, 7}, 2, 3)
    Positions(button=2, small_blind=3, big_blind=7)
    >>> newcomer_positions(9, {2, 7}, 2, 8)
    Positions(button=2, small_blind=7, big_blind=8)
    """
    if seat in occupied:
        raise ValueError(f"seat {seat} is taken")
    return positions(seats, {*occupied, seat}, button)


def rank_open_seats(
    seats: int, occupied: Collection[int], button: int, open_seats: Collection[int]
) -> list[SeatRank]:
    """Rank each open seat by the hands before a newcomer there posts the big blind (TDA-B2).

    Each seat is judged on the table as it will be with the newcomer (``newcomer_positions``):
    a seat that becomes the big blind takes it at once (0 hands); one that becomes the button
    or the small blind waits for the button to pass (TDA-S3) and is only chosen when every open
    seat does; otherwise the big blind reaches it after one hand per player in between. Sorted
    worst first: fewest hands, then seats dealt in at once before waiting seats (so the
    small-blind seat is never chosen while another is open), then the lowest seat number.

    >>> [(r.seat, r.hands, r.waits) for r in rank_open_seats(9, {1, 3, 5, 7}, 3, {2, 4, 6, 9})]
    [(6, 0, False), (9, 1, False), (2, 2, False), (4, 3, True)]
    >>> [(r.seat, r.hands, r.waits) for r in rank_open_seats(9, {2, 7}, 2, {3, 8})]
    [(8, 0, False), (3, 2, True)]
    """
    now = positions(seats, occupied, button)
    ranks = []
    for seat in open_seats:
        pos = newcomer_positions(seats, occupied, button, seat)
        if seat in (pos.button, pos.small_blind):
            ranks.append(SeatRank(seat, _players_from(now.big_blind, seat, occupied, seats), True))
        else:
            after = {*occupied, seat}
            ranks.append(SeatRank(seat, _players_from(pos.big_blind, seat, after, seats), False))
    ranks.sort(key=lambda r: (r.hands, r.waits, r.seat))
    return ranks


def waits_for_button(seats: int, occupied: Collection[int], button: int, seat: int) -> bool:
    """True if a player seated at open ``seat`` sits out until the button passes (TDA-S3): the
    seat would be the button or the small blind of the next hand."""
    if len(occupied) < 2:
        return False
    pos = newcomer_positions(seats, occupied, button, seat)
    return seat in (pos.button, pos.small_blind)


def _players_from(start: int, seat: int, occupied: Collection[int], seats: int) -> int:
    """Occupied seats met going clockwise from ``start`` (included) before reaching ``seat``."""
    count = 0
    s = start
    for _ in range(seats):
        if s == seat:
            return count
        if s in occupied:
            count += 1
        s = s + 1 if s < seats else 1
    return count


def advance_button(seats: int, occupied: Collection[int], button: int) -> int:
    """The button seat for the hand after next: this hand's small-blind seat (dead button, TDA-H1)."""
    return positions(seats, occupied, button).small_blind


def heads_up_button(seats: int, occupied: Collection[int], last_big_blind: int) -> int:
    """The button when heads-up starts, so nobody posts the big blind twice in a row (TDA-H1).

    The player who posted the last big blind takes the button (the small blind); if that player is
    gone, the big blind moves on to the next player as usual and the other player has the button.
    """
    if len(occupied) != 2:
        raise ValueError(f"heads-up needs exactly two players, the table has {len(occupied)}")
    if last_big_blind in occupied:
        return last_big_blind
    big = next_occupied(last_big_blind, occupied, seats)
    return next_occupied(big, occupied, seats)
