"""What the OFC calculator shows of each board while it is typed (CARD-2, OFC-R3, OFC-X1..X3).

The calculator's boards used to decide these themselves; the rules decide them here and the
widgets only show the verdict (issue 38): which cards are on two boards, which penalty marks
and rows are open, whether a board is ready to score, and whether it is missed, fouled or
legal with its royalties. The same rules score the hand (``tdesk.rules.ofc``).

>>> from tdesk.rules.cards import parse_cards
>>> sorted(map(str, shared_cards([parse_cards("Ah Kd"), parse_cards("Kd 2c"), parse_cards("2c")])))
['2c', 'Kd']
>>> marks_open(missed=True, log_missed=False, log_clock=False)
MarksOpen(cards=False, missed=True, clock=False, exposed=False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from tdesk.rules.cards import Card
from tdesk.rules.ofc import STANDARD, OfcHand, RoyaltyTable, foul_reasons, row_royalties

__all__ = ["BoardVerdict", "MarksOpen", "Verdict", "board_complete", "board_verdict",
           "marks_open", "shared_cards"]


def shared_cards(boards: Sequence[Sequence[Card]]) -> frozenset[Card]:
    """The cards typed more than once in a hand, on two boards or on two rows of one (CARD-2:
    a card is dealt once); ``boards`` are each board's cards typed so far."""
    seen: set[Card] = set()
    shared: set[Card] = set()
    for cards in boards:
        for card in cards:
            if card in seen:
                shared.add(card)
            seen.add(card)
    return frozenset(shared)


@dataclass(frozen=True)
class MarksOpen:
    """Which parts of a board the floor may change now."""

    cards: bool
    missed: bool
    clock: bool
    exposed: bool


def marks_open(*, missed: bool, log_missed: bool, log_clock: bool) -> MarksOpen:
    """OFC-X2: a missed hand has no board, no clock foul and no exposed card, so while it is
    marked only the mark itself is open. A mark the penalty log gives (``log_missed``,
    ``log_clock``) is taken off in the log, never on the board."""
    return MarksOpen(cards=not missed, missed=not log_missed,
                     clock=not missed and not log_clock, exposed=not missed)


def board_complete(*, missed: bool, clock_foul: bool, rows_full: Sequence[bool]) -> bool:
    """Ready to score: absent (OFC-X2), fouled on the clock (OFC-X3, the cards no longer
    matter) or three full rows (OFC-R1)."""
    return missed or clock_foul or (len(rows_full) == 3 and all(rows_full))


class Verdict(Enum):
    """What a board amounts to as typed."""

    MISSED = "missed"
    FOUL = "foul"
    LEGAL = "legal"
    OPEN = "open"
    """Not finished and not fouled: nothing to say yet."""


@dataclass(frozen=True)
class BoardVerdict:
    """A board's verdict: ``clock_foul`` and the foul ``reasons`` of its cards (OFC-R3) when
    fouled, its row ``royalties`` (top, middle, bottom; OFC-P5) when legal."""

    verdict: Verdict
    clock_foul: bool = False
    reasons: tuple[str, ...] = ()
    royalties: tuple[int, int, int] = (0, 0, 0)


def board_verdict(hand: OfcHand | None, *, missed: bool, clock_foul: bool,
                  table: RoyaltyTable = STANDARD) -> BoardVerdict:
    """Missed (OFC-X2), fouled on the clock (OFC-X3) or by its rows (OFC-R3), legal with its
    royalties, or open; ``hand`` is None until the board's 13 cards are in.

    >>> h = OfcHand.parse("9h 9d 9c / 8s 8d 4c 4h 2d / As Ks Qs Js Ts")
    >>> board_verdict(h, missed=False, clock_foul=False).reasons
    ('middle two pair is weaker than top trips',)
    >>> board_verdict(None, missed=False, clock_foul=True).verdict
    <Verdict.FOUL: 'foul'>
    """
    if missed:
        return BoardVerdict(Verdict.MISSED)
    reasons = foul_reasons(hand) if hand is not None else ()
    if clock_foul or reasons:
        return BoardVerdict(Verdict.FOUL, clock_foul, reasons)
    if hand is None:
        return BoardVerdict(Verdict.OPEN)
    return BoardVerdict(Verdict.LEGAL, royalties=row_royalties(hand, table))
