"""Satellites: prizes paid in seats to a target event, the rest in cash (SAT-1..SAT-6, issue 23).

A satellite's pool buys seats in a target event, each worth the target's buy-in; what is left
over, less than one seat, is paid in cash. Pure rules: no store, no Qt; money is whole minor
units and every split is exact (PRZ-1).

- SAT-1: seats = pool // seat value; the remainder (pool % seat value) is cash. Seats plus cash
  is always the pool.
- SAT-2: by default the remainder goes to the first place without a seat (the "bubble" cash);
  the venue may share it among the seat winners instead (equal shares, the odd units one each
  to the best places).
- SAT-3: the satellite is over when the players left are no more than the seats: everyone left
  wins a seat; nobody has to play on.
- SAT-4: seats are never priced by ICM: a deal by ICM is refused, and a chop that turns seats
  into cash only where the venue lets a seat be taken as cash.
- SAT-5: whether a seat winner may take the seat's cash value instead is the venue's setting
  (never, only a winner already holding a seat in the target, or anyone).
- SAT-6: players tied across the last seat (hand-for-hand busts at different tables, HFH-4)
  cannot share a seat: they share the value of the places they cover in cash.

>>> p = satellite_payout(pool=10_500, seat_value=2_000, entries=21)
>>> p.seats, p.cash, [(x.place, x.seat, x.cash) for x in p.prizes]
(5, 500, [(1, True, 0), (2, True, 0), (3, True, 0), (4, True, 0), (5, True, 0), (6, False, 500)])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from tdesk.rules.whole import whole

__all__ = [
    "Remainder",
    "SatellitePayout",
    "SeatCash",
    "SeatPrize",
    "satellite_payout",
    "satellite_shares",
    "seat_cash_allowed",
    "seat_cash_value",
    "seats_left_won",
    "total_value",
    "verify_deal",
    "verify_satellite",
    "verify_seat_cash",
]


class Remainder(Enum):
    """Where the cash left over after the seats goes (SAT-2)."""

    NEXT_PLACE = "next_place"
    """To the first place without a seat (the default; the usual practice)."""
    SEAT_WINNERS = "seat_winners"
    """Shared equally by the seat winners, the odd units one each to the best places."""


class SeatCash(Enum):
    """Whether a seat winner may take the seat's value in cash instead (SAT-5)."""

    NEVER = "never"
    ALREADY_SEATED = "already_seated"
    """Only a winner who already holds a seat in the target (the default: a second seat is of
    no use to them, so they are paid its value)."""
    ANYONE = "anyone"


@dataclass(frozen=True, slots=True)
class SeatPrize:
    """What one place wins: a seat or not, and cash (the remainder or its share)."""

    place: int
    seat: bool
    cash: int


@dataclass(frozen=True, slots=True)
class SatellitePayout:
    """A satellite's payout (SAT-1): ``seats`` seats of ``seat_value`` each, ``cash`` left
    over, and what each paid place wins, best first. ``seats * seat_value + cash == pool``."""

    pool: int
    seat_value: int
    seats: int
    cash: int
    prizes: tuple[SeatPrize, ...]

    def value(self, place: int) -> int:
        """The cash value of a place: its seat's value (if any) plus its cash; 0 when unpaid."""
        if not 1 <= place <= len(self.prizes):
            return 0
        prize = self.prizes[place - 1]
        return prize.cash + (self.seat_value if prize.seat else 0)


def verify_satellite(pool: int, seat_value: int, entries: int) -> None:
    """ValueError naming the value when these figures cannot make a satellite (SAT-1): the
    pool must buy at least one seat and no more seats than there are entries."""
    whole("prize pool", pool, 0)
    whole("seat value", seat_value, 1)
    whole("entries", entries, 1)
    seats = pool // seat_value
    if seats < 1:
        raise ValueError(f"prize pool {pool}: does not buy one seat of {seat_value}")
    if seats > entries:
        raise ValueError(f"prize pool {pool}: buys {seats} seats of {seat_value} but there are "
                         f"only {entries} entries")


def satellite_payout(pool: int, seat_value: int, entries: int,
                     remainder: Remainder = Remainder.NEXT_PLACE) -> SatellitePayout:
    """SAT-1/SAT-2: the seats the pool buys and where the cash left over goes.

    When every entry wins a seat there is no place without one, so the remainder is shared by
    the seat winners whatever the setting.

    >>> p = satellite_payout(10_500, 2_000, 21, Remainder.SEAT_WINNERS)
    >>> [x.cash for x in p.prizes]
    [100, 100, 100, 100, 100]
    >>> [x.cash for x in satellite_payout(10_003, 2_000, 21, Remainder.SEAT_WINNERS).prizes]
    [1, 1, 1, 0, 0]
    """
    verify_satellite(pool, seat_value, entries)
    seats, cash = divmod(pool, seat_value)
    if remainder is Remainder.NEXT_PLACE and seats < entries:
        prizes = [SeatPrize(p, True, 0) for p in range(1, seats + 1)]
        if cash:
            prizes.append(SeatPrize(seats + 1, False, cash))
    else:
        shares = _equal_shares(cash, seats)
        prizes = [SeatPrize(p, True, shares[p - 1]) for p in range(1, seats + 1)]
    return SatellitePayout(pool, seat_value, seats, cash, tuple(prizes))


def _equal_shares(total: int, count: int) -> list[int]:
    """``total`` in ``count`` equal whole shares; the odd units one each to the first shares."""
    base, odd = divmod(total, count)
    return [base + (1 if i < odd else 0) for i in range(count)]


def seats_left_won(players_left: int, seats: int) -> bool:
    """SAT-3: whether everyone left has won a seat (the satellite is over).

    >>> seats_left_won(6, 5), seats_left_won(5, 5), seats_left_won(4, 5)
    (False, True, True)
    """
    whole("players left", players_left, 0)
    whole("seats", seats, 0)
    return players_left <= seats


def seat_cash_allowed(rule: SeatCash, already_seated: bool) -> bool:
    """SAT-5: whether a seat winner may take the seat's value in cash under the venue's rule."""
    return rule is SeatCash.ANYONE or (rule is SeatCash.ALREADY_SEATED and already_seated)


def verify_seat_cash(rule: SeatCash, already_seated: bool) -> None:
    """ValueError with the reason when the venue's rule does not let this winner take cash."""
    if seat_cash_allowed(rule, already_seated):
        return
    if rule is SeatCash.NEVER:
        raise ValueError("a seat cannot be taken as cash at this venue")
    raise ValueError("a seat can be taken as cash only by a player who already holds a seat "
                     "in the target event")


def seat_cash_value(payout: SatellitePayout, place: int, rule: SeatCash,
                    already_seated: bool = False) -> int:
    """SAT-5: what a seat winner in ``place`` is paid when taking cash instead of the seat:
    the seat's value plus any cash the place wins anyway.

    >>> p = satellite_payout(10_500, 2_000, 21, Remainder.SEAT_WINNERS)
    >>> seat_cash_value(p, 2, SeatCash.ANYONE)
    2100
    """
    if not 1 <= place <= payout.seats:
        raise ValueError(f"place {place}: does not win a seat (places 1 to {payout.seats} do)")
    verify_seat_cash(rule, already_seated)
    return payout.value(place)


def verify_deal(method: str, players_left: int, seats: int,
                rule: SeatCash = SeatCash.ALREADY_SEATED) -> None:
    """SAT-4: ValueError when a deal would put a price on seats still to be won.

    An ICM deal is always refused in a satellite: ICM values a place by its cash, but every
    seat is worth the same to whoever wins it, so ICM would pay the short stacks for seats
    they are unlikely to win. A chip chop pays seats out in cash, so it is refused unless the
    venue lets anyone take a seat as cash. Once everyone left has a seat there is nothing left
    to deal (SAT-3).
    """
    if seats_left_won(players_left, seats):
        raise ValueError("every player left has won a seat: there is nothing to deal")
    if method == "icm":
        raise ValueError("seats are not priced by ICM: a satellite has no ICM deal")
    if rule is not SeatCash.ANYONE:
        raise ValueError("a deal would pay seats in cash, which this venue does not allow")


def satellite_shares(payout: SatellitePayout, first: int, count: int) -> list[SeatPrize]:
    """SAT-6: what each of ``count`` players tied for places first..first+count-1 wins.

    When every place covered wins a seat, each tied player takes a seat and the cash of those
    places is shared. When the tie covers the last seat and places without one, a seat cannot
    be split: the tied players share the value of the places covered in cash. A tie below the
    seats shares the cash of its places. Shares are equal, the odd units one each to the first
    players (the caller's order; the desk orders by name, as the results sheet does).

    >>> p = satellite_payout(10_500, 2_000, 21)
    >>> [(x.seat, x.cash) for x in satellite_shares(p, 5, 2)]   # one seat and 500 in cash
    [(False, 1250), (False, 1250)]
    >>> [(x.seat, x.cash) for x in satellite_shares(p, 3, 2)]   # both win a seat
    [(True, 0), (True, 0)]
    """
    whole("first place", first, 1)
    whole("tied players", count, 1)
    covered = range(first, first + count)
    seats = all(p <= payout.seats for p in covered)
    worth = sum(payout.value(p) - (payout.seat_value if seats else 0) for p in covered)
    return [SeatPrize(first, seats, c) for c in _equal_shares(worth, count)]


def total_value(payout: SatellitePayout, places: Sequence[int] | None = None) -> int:
    """The cash value of ``places`` (default all paid): seats at their value plus cash."""
    chosen = range(1, len(payout.prizes) + 1) if places is None else places
    return sum(payout.value(p) for p in chosen)
