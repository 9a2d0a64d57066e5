"""Chip race at a colour-up (TDA-R1..R4).

When a denomination leaves play, each seat's chips of it become whole chips of the next
denomination; what is left over is raced. Every odd chip earns one card, dealt from a seeded
shuffle one at a time round the table starting at seat 1; the new chips raced for are the odd
value divided by the new denomination, rounded half up; the best cards (rank, then suit
spades > hearts > diamonds > clubs) win them, one per seat. Nobody is raced out: a seat left
with nothing gets one chip of the smallest denomination still in play.

>>> r = race([SeatChips(1, 3, 500), SeatChips(2, 2, 0), SeatChips(3, 7, 900)], 25, 100, seed=7)
>>> r.odd_value, r.chips_raced          # 75 + 50 + 75 = 200 -> 2 chips of 100
(200, 2)
>>> sum(s.won for s in r.seats)
2
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = [
    "RANKS",
    "SUITS",
    "ChipRace",
    "RaceDraw",
    "SeatChips",
    "SeatRace",
    "card_key",
    "race",
    "verify_race",
]

RANKS = "23456789TJQKA"
SUITS = "cdhs"
"""Suit order for the race: clubs lowest, spades highest."""

DECK_SIZE = len(RANKS) * len(SUITS)


@dataclass(frozen=True, slots=True)
class SeatChips:
    """One seat's count before the race: ``count`` chips of the leaving denomination and the
    value ``others`` of all its other chips (needed for TDA-R3)."""

    seat: int
    count: int
    others: int


@dataclass(frozen=True, slots=True)
class SeatRace:
    """One seat's race and result."""

    seat: int
    count: int
    exchanged: int
    """New chips from whole units (TDA-R1)."""
    odd_chips: int
    """Leaving chips raced, one card each (TDA-R2)."""
    cards: tuple[str, ...]
    won: bool
    saved: bool
    """Given one chip so as not to be raced out (TDA-R3)."""
    value_before: int
    value_after: int

    @property
    def best(self) -> str | None:
        """The seat's best card, which is what races."""
        return max(self.cards, key=card_key) if self.cards else None

    @property
    def new_chips(self) -> int:
        """Chips of the new denomination the seat receives (exchange + race win)."""
        return self.exchanged + int(self.won)


@dataclass(frozen=True, slots=True)
class ChipRace:
    """A whole race, as recorded (TDA-R4)."""

    leaving: int
    into: int
    smallest: int
    seed: int
    seats: tuple[SeatRace, ...]
    odd_value: int
    chips_raced: int
    ranking: tuple[int, ...]
    """Racing seats, best card first."""

    @property
    def value_before(self) -> int:
        return sum(s.value_before for s in self.seats)

    @property
    def value_after(self) -> int:
        return sum(s.value_after for s in self.seats)

    def seat(self, seat: int) -> SeatRace:
        for s in self.seats:
            if s.seat == seat:
                return s
        raise KeyError(seat)

    @property
    def draw(self) -> RaceDraw:
        """What this race was dealt from: dealing it again gives the same race (TDA-R4)."""
        return RaceDraw(
            tuple(SeatChips(s.seat, s.count, s.value_before - s.count * self.leaving)
                  for s in self.seats),
            self.leaving, self.into, self.seed, self.smallest)


@dataclass(frozen=True, slots=True)
class RaceDraw:
    """Everything a race is dealt from (TDA-R1..R4): each seat's count, the denominations and
    the seed. The dialog gates Run with ``verify`` and shows ``deal()``; the service deals the
    same draw again and stores that, and the audit row keeps the draw to replay it.

    >>> d = RaceDraw((SeatChips(1, 3, 500), SeatChips(2, 2, 0)), 25, 100, seed=7)
    >>> d.deal().draw.deal() == d.deal()
    True
    """

    holdings: tuple[SeatChips, ...]
    leaving: int
    into: int
    seed: int
    smallest: int | None = None

    def verify(self) -> None:
        """:func:`verify_race`'s refusal, for the Run button and the recording alike."""
        verify_race(self.holdings, self.leaving, self.into, self.smallest)

    def deal(self) -> ChipRace:
        """The race itself (:func:`race`); the same draw always deals the same cards."""
        return race(self.holdings, self.leaving, self.into, self.seed, self.smallest)


def card_key(card: str) -> tuple[int, int]:
    """Race order of a card such as ``As``: rank first, then suit (spades highest)."""
    return RANKS.index(card[0]), SUITS.index(card[1])


def verify_race(
    holdings: Sequence[SeatChips], leaving: int, into: int, smallest: int | None = None
) -> None:
    """Raise ValueError, naming the seat or denomination, if the race cannot be run."""
    if leaving <= 0:
        raise ValueError(f"leaving denomination {leaving} must be positive")
    if into <= leaving:
        raise ValueError(
            f"new denomination {into:,} must be larger than the leaving one ({leaving:,})"
        )
    if into % leaving:
        raise ValueError(
            f"new denomination {into:,} is not a whole number of {leaving:,} chips; "
            "the race cannot share it out"
        )
    if smallest is not None and smallest <= 0:
        raise ValueError(f"smallest chip in play {smallest} must be positive")
    seen: set[int] = set()
    for h in holdings:
        if h.seat <= 0:
            raise ValueError(f"seat {h.seat} must be 1 or more")
        if h.seat in seen:
            raise ValueError(f"seat {h.seat} is listed twice")
        seen.add(h.seat)
        if h.count < 0:
            raise ValueError(f"seat {h.seat}: count {h.count} of {leaving:,} chips is negative")
        if h.others < 0:
            raise ValueError(f"seat {h.seat}: other chips {h.others} is negative")
    cards = sum(_odd(h.count, leaving, into) for h in holdings)
    if cards > DECK_SIZE:
        raise ValueError(
            f"the race needs {cards} cards but a deck has {DECK_SIZE}; colour up in smaller steps"
        )


def _odd(count: int, leaving: int, into: int) -> int:
    return (count * leaving % into) // leaving


def race(
    holdings: Sequence[SeatChips],
    leaving: int,
    into: int,
    seed: int,
    smallest: int | None = None,
) -> ChipRace:
    """Run the colour-up of ``leaving`` chips into ``into`` chips (TDA-R1..R3).

    ``smallest`` is the smallest denomination still in play afterwards (default ``into``); the
    same seed always deals the same cards.
    """
    verify_race(holdings, leaving, into, smallest)
    smallest = into if smallest is None else smallest
    ordered = sorted(holdings, key=lambda h: h.seat)
    odd = {h.seat: _odd(h.count, leaving, into) for h in ordered}
    odd_value = sum(n * leaving for n in odd.values())
    chips_raced = (2 * odd_value + into) // (2 * into)

    deck = [r + s for r in RANKS for s in SUITS]
    random.Random(seed).shuffle(deck)
    dealt: dict[int, list[str]] = {h.seat: [] for h in ordered}
    pos = 0
    for round_ in range(max(odd.values(), default=0)):
        for h in ordered:
            if odd[h.seat] > round_:
                dealt[h.seat].append(deck[pos])
                pos += 1

    racing = [h.seat for h in ordered if dealt[h.seat]]
    ranking = sorted(racing, key=lambda s: card_key(max(dealt[s], key=card_key)), reverse=True)
    winners = set(ranking[:chips_raced])

    seats = []
    for h in ordered:
        exchanged = h.count * leaving // into
        won = h.seat in winners
        saved = h.count > 0 and exchanged == 0 and not won and h.others == 0
        after = h.others + (exchanged + won) * into + (smallest if saved else 0)
        seats.append(
            SeatRace(
                seat=h.seat,
                count=h.count,
                exchanged=exchanged,
                odd_chips=odd[h.seat],
                cards=tuple(dealt[h.seat]),
                won=won,
                saved=saved,
                value_before=h.others + h.count * leaving,
                value_after=after,
            )
        )
    return ChipRace(
        leaving=leaving,
        into=into,
        smallest=smallest,
        seed=seed,
        seats=tuple(seats),
        odd_value=odd_value,
        chips_raced=chips_raced,
        ranking=tuple(ranking),
    )
