"""Seeded seat draws: the opening draw and late entries (TDA-S1), finishing places of busts."""

from __future__ import annotations

import heapq
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tdesk.rules.cards import SUITS, Card
from tdesk.rules.seating.types import MAX_SEATS, MIN_SEATS, TableState, verify_room

DRAWN_ALREADY = "Seats are drawn already: add late entries one by one instead."
NOBODY_TO_SEAT = "No active player is registered: nobody to seat."


def verify_draw(seated: int, to_seat: int) -> None:
    """Refuse the opening draw (TDA-S1) with the reason: once anyone is seated, later
    players come in as late entries one by one (a second draw would reseat the room); with
    no active player registered there is nobody to draw for (issue 22: the Draw button and
    the service decide from this one rule).

    >>> verify_draw(0, 12)
    >>> verify_draw(3, 2)
    Traceback (most recent call last):
    ...
    ValueError: Seats are drawn already: add late entries one by one instead.
    >>> verify_draw(0, 0)
    Traceback (most recent call last):
    ...
    ValueError: No active player is registered: nobody to seat.
    """
    if seated:
        raise ValueError(DRAWN_ALREADY)
    if to_seat < 1:
        raise ValueError(NOBODY_TO_SEAT)


def draw_seats(
    players: Sequence[str], tables: int, seats: int, seed: int
) -> dict[str, tuple[int, int]]:
    """Draw every player a (table, seat) at random, tables filled evenly (TDA-S1).

    Table counts differ by at most one; the same seed gives the same draw.

    >>> draw = draw_seats(["Ann", "Bo", "Cy"], 2, 9, seed=7)
    >>> sorted(t for t, _ in draw.values())
    [1, 1, 2]
    """
    if tables < 1:
        raise ValueError(f"the draw needs at least one table, got {tables}")
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, got {seats}")
    room = [TableState(n, seats, {}, None) for n in range(1, tables + 1)]
    return draw_room(players, room, seed)


def draw_room(
    players: Sequence[str], tables: Sequence[TableState], seed: int
) -> dict[str, tuple[int, int]]:
    """Draw ``players`` into the open seats of ``tables`` keeping the tables even (TDA-S1).

    Players already seated stay; each new player, in random order, goes to the table with the
    fewest players that still has an open seat (lowest number among equals), at a random open
    seat there. Blocked seats stay empty.
    """
    verify_room(tables)
    seated = {p for t in tables for p in t.occupied.values()}
    names: set[str] = set()
    for p in players:
        if not p.strip():
            raise ValueError("a player's name is empty")
        if p in names or p in seated:
            raise ValueError(f"player {p!r} is drawn twice")
        names.add(p)
    free = {t.number: t.open_seats() for t in tables}
    room = sum(len(s) for s in free.values())
    if len(players) > room:
        raise ValueError(f"{len(players)} players do not fit {room} open seats")
    rng = random.Random(seed)
    order = list(players)
    rng.shuffle(order)
    heap = [(len(t.occupied), t.number) for t in tables if free[t.number]]
    heapq.heapify(heap)
    result: dict[str, tuple[int, int]] = {}
    for p in order:
        count, number = heapq.heappop(heap)
        open_seats = free[number]
        seat = open_seats.pop(rng.randrange(len(open_seats)))
        result[p] = (number, seat)
        if open_seats:
            heapq.heappush(heap, (count + 1, number))
    return result


def seat_late_entry(tables: Sequence[TableState], player: str, seed: int) -> tuple[int, int]:
    """A late entry's seat: the shortest table with an open seat, a random open seat there (TDA-S1).

    Among equally short tables the lowest number wins (TDA-B4).
    """
    return draw_room([player], tables, seed)[player]


@dataclass(frozen=True)
class ButtonDraw:
    """The high-card draw for one table's first button: the card each seat drew, the winner."""

    table: int
    seat: int
    cards: Mapping[int, Card]  # seat -> the card it drew

    @property
    def card(self) -> Card:
        return self.cards[self.seat]


def _high(card: Card) -> tuple[int, int]:
    return card.rank, SUITS.index(card.suit)  # clubs < diamonds < hearts < spades


def draw_button(table: int, seats: Sequence[int], seed: int) -> ButtonDraw:
    """The first button of a table, drawn by high card (TDA-S1, OFC-S2): each occupied seat
    gets one card from a deck shuffled with the draw's ``seed`` and the table number; the
    highest rank has the button, suits breaking a tie (spades, hearts, diamonds, clubs).
    The same seed gives the same buttons.

    >>> d = draw_button(1, [1, 2, 3, 4], seed=5)
    >>> d.seat in (1, 2, 3, 4) and all(d.card.rank >= c.rank for c in d.cards.values())
    True
    >>> draw_button(1, [1, 2, 3, 4], seed=5) == d
    True
    """
    if not seats:
        raise ValueError(f"table {table} has nobody to draw for the button")
    if len(set(seats)) != len(seats):
        raise ValueError(f"a seat of table {table} draws twice for the button")
    deck = [Card.from_index(i) for i in range(52)]
    random.Random(f"button {seed} {table}").shuffle(deck)  # a string seed: the same anywhere
    cards = dict(zip(seats, deck, strict=False))
    seat = max(cards, key=lambda s: _high(cards[s]))
    return ButtonDraw(table, seat, cards)


def bust_places(stacks_at_start: Mapping[str, int], players_left: int) -> dict[str, int]:
    """Finishing places for players busted in the same hand.

    ``players_left`` counts the players in the event before the hand, busted ones included. A
    larger stack at the start of the hand finishes higher; equal stacks share the better place.

    >>> bust_places({"Ann": 500, "Bo": 1200, "Cy": 500}, players_left=10)
    {'Bo': 8, 'Ann': 9, 'Cy': 9}
    """
    k = len(stacks_at_start)
    if k > players_left:
        raise ValueError(f"{k} busts but only {players_left} players were left")
    for p, chips in stacks_at_start.items():
        if chips < 0:
            raise ValueError(f"stack of {p!r} at the start of the hand is negative: {chips}")
    order = sorted(stacks_at_start.items(), key=lambda kv: (-kv[1], kv[0]))
    places: dict[str, int] = {}
    first = players_left - k + 1
    for i, (p, chips) in enumerate(order):
        if i and chips == order[i - 1][1]:
            places[p] = places[order[i - 1][0]]
        else:
            places[p] = first + i
    return places
