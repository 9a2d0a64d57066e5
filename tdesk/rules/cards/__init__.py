"""Playing cards as the floor types them (CARD-1, CARD-2).

>>> parse_cards("Ah Kd 7c")
(Card(rank=14, suit='h'), Card(rank=13, suit='d'), Card(rank=7, suit='c'))
>>> str(parse_cards("10h")[0])
'Th'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
_SYMBOL_SUITS = {"♣": "c", "♦": "d", "♥": "h", "♠": "s", "♧": "c", "♢": "d", "♡": "h", "♤": "s"}
_RANK_NAMES = {
    2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
    10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace",
}
_RANK_PLURALS = {r: (n + "es" if n == "six" else n + "s") for r, n in _RANK_NAMES.items()}
_SEPARATORS = frozenset(" ,;\t\n\r")


class CardError(ValueError):
    """Bad card input (CARD-2); the message names the token and its position.

    ``token`` is the offending text, ``position`` the 1-based card number in the input (``None``
    when the error is about the whole input, e.g. a card used in two hands).
    """

    def __init__(self, message: str, token: str = "", position: int | None = None) -> None:
        super().__init__(message)
        self.token = token
        self.position = position


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One card: ``rank`` 2..14 (ace high), ``suit`` one of ``c d h s`` (CARD-1)."""

    rank: int
    suit: str
    code: int = field(init=False, repr=False, compare=False, hash=False)
    """The integer the hand tables add up (:mod:`tdesk.rules.cards.hand_tables`): a counter for the
    rank, ``1 << (16 + 3 * (rank - 2))``, plus one for the suit, ``1 << 4 * suit``."""

    def __post_init__(self) -> None:
        if not 2 <= self.rank <= 14 or self.suit not in SUITS:
            raise CardError(f"no such card: rank {self.rank!r}, suit {self.suit!r}")
        code = (1 << (16 + 3 * (self.rank - 2))) + (1 << (4 * SUITS.index(self.suit)))
        object.__setattr__(self, "code", code)

    def __str__(self) -> str:
        return RANKS[self.rank - 2] + self.suit

    @property
    def pretty(self) -> str:
        """Rank and suit symbol, e.g. ``A♥``, for display."""
        return RANKS[self.rank - 2] + SUIT_SYMBOLS[self.suit]

    @property
    def index(self) -> int:
        """0..51, suit-major (clubs 2..A, diamonds, hearts, spades): the picker's grid order."""
        return SUITS.index(self.suit) * 13 + self.rank - 2

    @classmethod
    def from_index(cls, index: int) -> Card:
        if not 0 <= index < 52:
            raise CardError(f"card index {index} is outside 0..51")
        return cls(index % 13 + 2, SUITS[index // 13])

    @classmethod
    def parse(cls, text: str) -> Card:
        """Exactly one card, e.g. ``"Ah"``, ``"10d"``, ``"q♠"``."""
        cards = parse_cards(text)
        if len(cards) != 1:
            raise CardError(f"expected one card, got {len(cards)} in {text!r}", text, None)
        return cards[0]


DECK: tuple[Card, ...] = tuple(Card.from_index(i) for i in range(52))


def rank_name(rank: int, plural: bool = False) -> str:
    """``12 -> "queen"`` (``"queens"`` when plural): words for hand names."""
    return (_RANK_PLURALS if plural else _RANK_NAMES)[rank]


def _rank_value(char: str) -> int | None:
    i = RANKS.find(char.upper())
    return i + 2 if i >= 0 else None


def _suit_value(char: str) -> str | None:
    low = char.lower()
    if low in SUITS and low:
        return low
    return _SYMBOL_SUITS.get(char)


MAX_CARD_TEXT = 1000
"""Longest card text accepted: a whole deck written out with separators fits many times over;
longer input is a paste gone wrong and is refused before any work (the calculator parses on
every keystroke)."""


def _tokens(text: str) -> Iterator[tuple[str, int]]:
    """Split into (token, char offset) card tokens; separators optional (CARD-1).

    A chunk between separators may hold several cards run together (``AhKd``); a piece that
    cannot be a card is returned whole so the error names what was typed. Each character is
    looked at a bounded number of times, so the work is linear in the length of the text.
    """
    i, n = 0, len(text)
    while i < n:
        if text[i] in _SEPARATORS:
            i += 1
            continue
        stop = i
        while stop < n and text[stop] not in _SEPARATORS:
            stop += 1
        while i < stop:  # the chunk text[i:stop], found once
            width = 3 if text.startswith("10", i) else 2
            if stop - i == width + 1:
                width += 1  # one stray character: report the whole chunk, e.g. "Ahh"
            end = min(i + width, stop)
            yield text[i:end], i
            i = end


def parse_cards(text: str) -> tuple[Card, ...]:
    """Cards from text like ``"Ah Kd 7c"``, ``"AhKd7c"`` or ``"ah, kd, 7♣"`` (CARD-1).

    Raises :class:`CardError` naming the first bad token and its card number, or a card given
    twice (CARD-2), or text longer than :data:`MAX_CARD_TEXT` characters. Linear time: the
    tokens are produced lazily and parsing stops at the first bad one.
    """
    if len(text) > MAX_CARD_TEXT:
        raise CardError(
            f"card text of {len(text):,} characters is too long; at most {MAX_CARD_TEXT:,} "
            "(a deck is 52 cards)",
            text[:20],
            None,
        )
    cards: list[Card] = []
    seen: dict[Card, int] = {}
    for number, (token, offset) in enumerate(_tokens(text), start=1):
        card = _parse_token(token, number, offset)
        if card in seen:
            raise CardError(
                f"card {number} {token!r}: {card} is already card {seen[card]}", token, number
            )
        seen[card] = number
        cards.append(card)
    return tuple(cards)


def _parse_token(token: str, number: int, offset: int) -> Card:
    where = f"card {number} {token!r} (at character {offset + 1})"
    rank_text, suit_text = (token[:2], token[2:]) if token.startswith("10") else (token[:1], token[1:])
    rank = 10 if rank_text == "10" else _rank_value(rank_text)
    if rank is None:
        raise CardError(
            f"{where}: {rank_text!r} is not a rank; use 2-9, T (or 10), J, Q, K, A", token, number
        )
    if not suit_text:
        raise CardError(f"{where}: the suit is missing; use c, d, h or s", token, number)
    suit = _suit_value(suit_text) if len(suit_text) == 1 else None
    if suit is None:
        raise CardError(f"{where}: {suit_text!r} is not a suit; use c, d, h or s", token, number)
    return Card(rank, suit)


def format_cards(cards: Iterable[Card]) -> str:
    """Canonical text, ``"Ah Kd 7c"``; parses back to the same cards."""
    return " ".join(str(c) for c in cards)


def verify_distinct(groups: Sequence[tuple[str, Sequence[Card]]]) -> None:
    """Raise :class:`CardError` if a card appears twice across the named groups (CARD-2).

    ``groups`` is ``[(label, cards), ...]``, e.g. ``[("Anna top", ...), ("Bo bottom", ...)]``.
    """
    seen: dict[Card, str] = {}
    for label, cards in groups:
        for card in cards:
            if card in seen:
                where = "twice in " + label if seen[card] == label else f"in {seen[card]} and {label}"
                raise CardError(f"{card} is used {where}", str(card), None)
            seen[card] = label
