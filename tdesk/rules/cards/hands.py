"""An exact evaluator for OFC rows: 5-card hands and 3-card tops (CARD-3, OFC-R2, OFC-R3).

Every row gets a :class:`HandRank` whose ``key`` is one integer, so any two rows, of either
size, compare with ``<``: category first, then the ranks that decide the category, then kickers
in order, a missing kicker of a 3-card top counting below any card (OFC-R3).

>>> from tdesk.rules.cards import parse_cards
>>> evaluate(parse_cards("Qh Qd 2c")).name
'pair of queens'
>>> evaluate(parse_cards("Qh Qd 2c")) < evaluate(parse_cards("Qs Qc 3d 4h 5s"))
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import IntEnum

from tdesk.rules.cards import Card, CardError, hand_tables, rank_name


class Category(IntEnum):
    """Hand categories, weakest first (CARD-3). A royal flush is its own category so that
    royalty tables can tell it from other straight flushes; it is also the highest one."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    TRIPS = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    QUADS = 7
    STRAIGHT_FLUSH = 8
    ROYAL_FLUSH = 9

    @property
    def label(self) -> str:
        """Short words used in foul reasons: ``"two pair"``, ``"trips"``."""
        return self.name.lower().replace("_", " ")


_STRAIGHTS: Mapping[tuple[int, ...], int] = {
    **{tuple(range(high, high - 5, -1)): high for high in range(14, 5, -1)},
    (14, 5, 4, 3, 2): 5,  # the wheel: A-2-3-4-5 is the lowest straight (CARD-3)
}


_SHAPES: Mapping[tuple[int, ...], Category] = {
    (2, 1, 1, 1): Category.PAIR,
    (2, 2, 1): Category.TWO_PAIR,
    (3, 1, 1): Category.TRIPS,
    (3, 2): Category.FULL_HOUSE,
    (4, 1): Category.QUADS,
    (1, 1, 1): Category.HIGH_CARD,  # three-card tops (OFC-R2)
    (2, 1): Category.PAIR,
    (3,): Category.TRIPS,
}


def _pack(category: Category, ranks: tuple[int, ...]) -> int:
    """Category in the top bits, then up to five ranks 4 bits each; a missing rank packs as 0."""
    key = int(category)
    for i in range(5):
        key = (key << 4) | (ranks[i] if i < len(ranks) else 0)
    return key


@dataclass(frozen=True, order=True, slots=True)
class HandRank:
    """The strength of one row. Compare ranks with ``<``/``==`` (only ``key`` takes part).

    ``ranks`` are the deciding ranks then kickers, e.g. two pair nines and fours with a king
    kicker is ``(9, 4, 13)``; a straight is its top card (the wheel is ``(5,)``).
    """

    key: int
    category: Category = field(compare=False)
    ranks: tuple[int, ...] = field(compare=False)
    size: int = field(compare=False)

    @property
    def name(self) -> str:
        """Words for the row, as a dealer would say it: ``"two pair, nines and fours"``."""
        c, r = self.category, self.ranks
        if c is Category.HIGH_CARD:
            return f"{rank_name(r[0])} high"
        if c is Category.PAIR:
            return f"pair of {rank_name(r[0], True)}"
        if c is Category.TWO_PAIR:
            return f"two pair, {rank_name(r[0], True)} and {rank_name(r[1], True)}"
        if c is Category.TRIPS:
            return f"trips, {rank_name(r[0], True)}"
        if c is Category.STRAIGHT:
            return "straight, five high (wheel)" if r[0] == 5 else f"straight, {rank_name(r[0])} high"
        if c is Category.FLUSH:
            return f"flush, {rank_name(r[0])} high"
        if c is Category.FULL_HOUSE:
            return f"full house, {rank_name(r[0], True)} full of {rank_name(r[1], True)}"
        if c is Category.QUADS:
            return f"quads, {rank_name(r[0], True)}"
        if c is Category.STRAIGHT_FLUSH:
            high = "five high (steel wheel)" if r[0] == 5 else f"{rank_name(r[0])} high"
            return f"straight flush, {high}"
        return "royal flush"


def _rank(category: Category, ranks: tuple[int, ...], size: int) -> HandRank:
    return HandRank(_pack(category, ranks), category, ranks, size)


def _grouped(ranks: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(group sizes, ranks) sorted by group size then rank, both descending."""
    runs: list[tuple[int, int]] = []
    for r in sorted(ranks, reverse=True):
        if runs and runs[-1][1] == r:
            runs[-1] = (runs[-1][0] + 1, r)
        else:
            runs.append((1, r))
    if len(runs) < len(ranks):  # a pair or more: bigger groups first (stable: rank order kept)
        runs.sort(key=_group_size, reverse=True)
    return tuple(n for n, _ in runs), tuple(r for _, r in runs)


def _group_size(run: tuple[int, int]) -> int:
    return run[0]


def evaluate5_reference(cards: Sequence[Card]) -> HandRank:
    """Rank five distinct cards, the standard poker way (CARD-3), by grouping their ranks.

    The readable evaluator, kept as the reference the tables of :mod:`hand_tables` are
    checked against (tests, bench/hands.py); :func:`evaluate5` gives the same result faster.
    """
    shape, ranks = _grouped([c.rank for c in cards])
    if shape == (1, 1, 1, 1, 1):
        high = _STRAIGHTS.get(ranks)
        suit = cards[0].suit
        flush = all(c.suit == suit for c in cards)
        if high is not None:
            if flush:
                category = Category.ROYAL_FLUSH if high == 14 else Category.STRAIGHT_FLUSH
                return _rank(category, (high,), 5)
            return _rank(Category.STRAIGHT, (high,), 5)
        return _rank(Category.FLUSH if flush else Category.HIGH_CARD, ranks, 5)
    return _rank(_SHAPES[shape], ranks, 5)


def evaluate3_reference(cards: Sequence[Card]) -> HandRank:
    """Rank a 3-card top: high card, pair or trips only (OFC-R2); the reference for
    :func:`evaluate3`."""
    shape, ranks = _grouped([c.rank for c in cards])
    return _rank(_SHAPES[shape], ranks, 3)


_strength = hand_tables.strength
_BY_KEY: dict[int, HandRank] = {}
"""One shared :class:`HandRank` per strength met so far (at most 7,462 + 455)."""


def _hand_rank(key: int) -> HandRank:
    category, ranks = hand_tables.describe(key)
    rank = _BY_KEY[key] = HandRank(key, Category(category), ranks, hand_tables.size_of(key))
    return rank


def evaluate5(cards: Sequence[Card]) -> HandRank:
    """Rank five distinct cards, the standard poker way (CARD-3), through the hand tables."""
    key = _strength([c.code for c in cards])
    return _BY_KEY.get(key) or _hand_rank(key)


def evaluate3(cards: Sequence[Card]) -> HandRank:
    """Rank a 3-card top: high card, pair or trips only (OFC-R2), through the hand tables."""
    key = _strength([c.code for c in cards])
    return _BY_KEY.get(key) or _hand_rank(key)


def verify_row(cards: Sequence[Card]) -> None:
    """Raise :class:`CardError` unless ``cards`` is 3 or 5 distinct cards (OFC-R1, CARD-2)."""
    if len(cards) not in (3, 5):
        raise CardError(f"a row has 3 or 5 cards, not {len(cards)}")
    if len(set(cards)) != len(cards):
        raise CardError("a card is repeated in the row: " + " ".join(str(c) for c in cards))


def evaluate(cards: Sequence[Card]) -> HandRank:
    """Rank a row of 3 or 5 distinct cards."""
    verify_row(cards)
    return evaluate3(cards) if len(cards) == 3 else evaluate5(cards)


def weaker_reason(lower: str, low: HandRank, upper: str, high: HandRank) -> str:
    """Why row ``lower`` (rank ``low``) loses to row ``upper`` above it, in a dealer's words.

    ``"middle two pair is weaker than top trips"``; within one category the decisive ranks are
    named: ``"middle pair of queens is weaker than top pair of queens (kicker 6 vs 7)"``.
    """
    if low.category != high.category:
        return f"{lower} {low.category.label} is weaker than {upper} {high.category.label}"
    text = f"{lower} {low.name} is weaker than {upper} {high.name}"
    if low.name != high.name:
        return text
    for a, b in zip(low.ranks, high.ranks, strict=False):
        if a != b:
            return f"{text} (kicker {_short(a)} vs {_short(b)})"
    return text


def _short(rank: int) -> str:
    return "23456789TJQKA"[rank - 2]
