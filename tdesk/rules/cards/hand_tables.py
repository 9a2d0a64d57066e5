"""Table-driven poker hand strength on integer card codes (CARD-3, OFC-R2).

The slow, readable evaluator in :mod:`tdesk.rules.cards.hands` groups ranks and sorts them for every
hand. Here the work is done once: every multiset of ranks a hand can hold is looked up in a
table, so a hand costs one ``sum`` of its card codes, one test for a flush and one dict lookup.

A card code adds two counters (the Cactus Kev idea of keeping a hand's ranks and suits in a
few integers, done with sums instead of prime products):

- bits 16.. hold a 3-bit counter per rank (``1 << (16 + 3 * (rank - 2))``), so the sum of a
  hand's codes shifted right by 16 says how many cards of each rank it holds: the key of the
  rank table;
- bits 0..15 hold a 4-bit counter per suit (``1 << 4 * suit``), so adding 3 to every counter
  sets its top bit exactly when a suit holds five cards or more: a flush. Then the flush
  suit's 13-bit rank mask is looked up in the flush table (straight flushes included).

Seven codes sum to less than 2**55, so Python adds them as machine words.

A strength is the same integer as :attr:`tdesk.rules.cards.hands.HandRank.key`: a larger strength is
a stronger hand, and three-card tops compare with five-card rows (OFC-R3). With six or seven
cards the strength is that of the best five of them: when a suit holds five cards or more, its
best flush beats any other five (two cards are left over, too few for a full house or quads).

>>> from tdesk.rules.cards import parse_cards
>>> royal = strength(codes(parse_cards("As Ks Qs Js Ts")))
>>> four_aces = strength(codes(parse_cards("Ac Ad Ah As 2d")))
>>> royal > four_aces > strength(codes(parse_cards("Kh Kd Kc 2h 2s")))
True
>>> strength(codes(parse_cards("As Ks 2c 3d 4h 5s 9h"))) == strength(codes(parse_cards("As 2c 3d 4h 5s")))
True
>>> describe(strength(codes(parse_cards("Qh Qd 2c"))))
(1, (12, 2))
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence

from tdesk.rules.cards import SUITS, Card, CardError

# Categories, weakest first; the same numbers as tdesk.rules.cards.hands.Category (CARD-3).
HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS = range(8)
STRAIGHT_FLUSH, ROYAL_FLUSH = 8, 9

RANK_UNIT = {rank: 1 << (16 + 3 * (rank - 2)) for rank in range(2, 15)}
"""A rank's part of a card code (rank 2..14)."""
SUIT_UNIT = {suit: 1 << (4 * i) for i, suit in enumerate(SUITS)}
"""A suit's part of a card code."""
_FLUSH_TEST = 0x3333
_FLUSH_BITS = 0x8888

CODE_OF_INDEX: tuple[int, ...] = tuple(
    RANK_UNIT[i % 13 + 2] + SUIT_UNIT[SUITS[i // 13]] for i in range(52)
)
"""The code of each card by :attr:`Card.index` (0..51, suit-major)."""

_RANK_BIT = {code: 1 << (i % 13) for i, code in enumerate(CODE_OF_INDEX)}


def card_code(card: Card) -> int:
    """The integer code of one card (kept on the card as :attr:`Card.code`)."""
    return card.code


def codes(cards: Iterable[Card]) -> tuple[int, ...]:
    """The codes of some cards, ready for :func:`strength`."""
    return tuple(c.code for c in cards)


def pack(category: int, ranks: Sequence[int]) -> int:
    """Category in the top bits, then five ranks 4 bits each, a missing rank packed as 0."""
    key = category
    for i in range(5):
        key = (key << 4) | (ranks[i] if i < len(ranks) else 0)
    return key


def describe(key: int) -> tuple[int, tuple[int, ...]]:
    """The category and the deciding ranks then kickers of a strength (``pack`` undone)."""
    ranks = tuple(r for r in ((key >> (4 * i)) & 0xF for i in range(4, -1, -1)) if r)
    category = key >> 20
    return category, ranks


_THREE_CARD_SHAPES = {(HIGH_CARD, 3), (PAIR, 2), (TRIPS, 1)}


def size_of(key: int) -> int:
    """How many cards a strength was made of: 3 for a top (OFC-R2), else 5 (the best five)."""
    category, ranks = describe(key)
    return 3 if (category, len(ranks)) in _THREE_CARD_SHAPES else 5


# --- building the tables -------------------------------------------------------------------

_STRAIGHT_OF = {0b11111 << (high - 6): high for high in range(6, 15)}
_STRAIGHT_OF[0b1000000001111] = 5  # the wheel A-2-3-4-5 is five high (CARD-3)


def _key(ranks: Iterable[int]) -> int:
    return sum(RANK_UNIT[r] for r in ranks) >> 16


_DOWN = range(14, 1, -1)


def _build_fives() -> tuple[dict[int, int], list[int]]:
    """Every multiset of five ranks a deck deals (6,175) and every five-rank flush (1,287).

    Category by category, strongest ranks first, the way CARD-3 reads: the deciding ranks,
    then the kickers high to low.
    """
    table: dict[int, int] = {}
    flushes = [0] * (1 << 13)
    for five in itertools.combinations(_DOWN, 5):
        mask = sum(1 << (r - 2) for r in five)
        high = _STRAIGHT_OF.get(mask)
        if high is None:
            table[_key(five)] = pack(HIGH_CARD, five)
            flushes[mask] = pack(FLUSH, five)
        else:
            table[_key(five)] = pack(STRAIGHT, (high,))
            flushes[mask] = pack(ROYAL_FLUSH if high == 14 else STRAIGHT_FLUSH, (high,))
    for a in _DOWN:
        others = [r for r in _DOWN if r != a]
        for k in others:
            table[_key((a,) * 4 + (k,))] = pack(QUADS, (a, k))
            table[_key((a,) * 3 + (k,) * 2)] = pack(FULL_HOUSE, (a, k))
        for k1, k2 in itertools.combinations(others, 2):
            table[_key((a,) * 3 + (k1, k2))] = pack(TRIPS, (a, k1, k2))
        for k1, k2, k3 in itertools.combinations(others, 3):
            table[_key((a, a, k1, k2, k3))] = pack(PAIR, (a, k1, k2, k3))
    for a, b in itertools.combinations(_DOWN, 2):
        for k in _DOWN:
            if k not in (a, b):
                table[_key((a, a, b, b, k))] = pack(TWO_PAIR, (a, b, k))
    return table, flushes


def _build_threes() -> dict[int, int]:
    """Every three-card top (455): high card, a pair or trips, never a straight or flush (OFC-R2)."""
    table = {_key(three): pack(HIGH_CARD, three) for three in itertools.combinations(_DOWN, 3)}
    for a in _DOWN:
        table[_key((a, a, a))] = pack(TRIPS, (a,))
        for k in _DOWN:
            if k != a:
                table[_key((a, a, k))] = pack(PAIR, (a, k))
    return table


_SHIFTS = tuple(3 * i for i in range(13))


def _bigger(smaller: dict[int, int]) -> dict[int, int]:
    """Every multiset one card larger than ``smaller``'s, each the best of dropping one card."""
    table: dict[int, int] = {}
    for key, value in smaller.items():
        for shift in _SHIFTS:
            if (key >> shift) & 7 < 4:
                bigger = key + (1 << shift)
                if table.get(bigger, 0) < value:
                    table[bigger] = value
    return table


def _bigger_flushes(flushes: list[int], n: int) -> None:
    """Fill in the masks of ``n`` ranks (6 or 7), each the best of dropping one rank."""
    for bits in itertools.combinations(range(13), n):
        mask = sum(1 << b for b in bits)
        flushes[mask] = max(flushes[mask & ~(1 << b)] for b in bits)


_TABLE: dict[int, int] = {}
"""Rank-count key -> strength; filled on first use (3 and 5 cards, then 6 and 7)."""
_FLUSH = [0] * (1 << 13)
"""Flush suit's 13-bit rank mask -> strength of its best five; 0 until built."""
_built = 0


def _build(size: int) -> None:
    """Fill the tables up to hands of ``size`` cards: 3 and 5 cards take about 10 ms CPU, 6 and 7
    cards (18,395 + 49,205 multisets and 3,432 flush masks) about 90 ms more, once."""
    global _built
    if _built < 5:
        fives, flushes = _build_fives()
        _TABLE.update(_build_threes())
        _TABLE.update(fives)
        _FLUSH[:] = flushes
        _built = 5
    if size > 5 and _built < 7:
        sixes = _bigger({k: v for k, v in _TABLE.items() if _size(k) == 5})
        _TABLE.update(sixes)
        _TABLE.update(_bigger(sixes))
        _bigger_flushes(_FLUSH, 6)
        _bigger_flushes(_FLUSH, 7)
        _built = 7


def _size(key: int) -> int:
    return sum((key >> shift) & 7 for shift in _SHIFTS)


def _missing(hand: Sequence[int], key: int) -> int:
    """A key not in the table yet: build what this size needs, or refuse a non-hand."""
    _build(len(hand))
    value = _TABLE.get(key)
    if value is None:
        raise CardError(f"not a hand of 3, 5, 6 or 7 distinct cards: {len(hand)} card codes")
    return value


def _flush(hand: Sequence[int], flush_bits: int) -> int:
    suit = flush_bits >> 3
    mask = 0
    for c in hand:
        if c & suit:
            mask |= _RANK_BIT[c]
    best = _FLUSH[mask]
    if not best:
        _build(len(hand))
        best = _FLUSH[mask]
        if not best:
            raise CardError(f"not a hand of 5, 6 or 7 distinct cards: {len(hand)} card codes")
    return best


def strength(hand: Sequence[int]) -> int:
    """Strength of 3, 5, 6 or 7 distinct card codes; with more than five, the best five's.

    Three cards never make a straight or a flush (OFC-R2). Raises :class:`CardError` for
    codes that are no such hand (four cards, five of a rank).
    """
    s = sum(hand)
    f = (s + _FLUSH_TEST) & _FLUSH_BITS
    if f:
        return _flush(hand, f)
    try:
        return _TABLE[s >> 16]
    except KeyError:
        return _missing(hand, s >> 16)
