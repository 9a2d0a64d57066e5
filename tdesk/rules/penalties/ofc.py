"""The OFC point penalties (OFC-X1..X3) for one hand, in the calculator's form."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

# --------------------------------------------------------------------------------------------
# OFC point penalties


class OfcOffence(Enum):
    """The OFC event's penalties (OFC-X1..X3)."""

    EXPOSED_CARD = "exposed_card"
    MISSED_HAND = "missed_hand"
    CLOCK = "clock"

    @property
    def label(self) -> str:
        return {"exposed_card": "Exposed a card out of turn", "missed_hand": "Missed a hand",
                "clock": "Did not act in time / left the table"}[self.value]

    @property
    def rule(self) -> str:
        return {"exposed_card": "OFC-X1", "missed_hand": "OFC-X2", "clock": "OFC-X3"}[self.value]


@dataclass(frozen=True)
class OfcPenalty:
    """An OFC penalty for one hand, ready for the calculator.

    ``points_each`` is paid by the offender to every other active player in the hand;
    ``absent`` (OFC-X2) means the offender pays no royalties and receives nothing that hand;
    ``fouls_hand`` (OFC-X3) means the hand is scored as fouled, OFC-P3 in full.
    """

    offence: OfcOffence
    offender: str
    opponents: tuple[str, ...]
    points_each: int
    absent: bool
    fouls_hand: bool
    explanation: str

    @property
    def total(self) -> int:
        return self.points_each * len(self.opponents)

    def net_points(self) -> dict[tuple[str, str], int]:
        """Points in the calculator's form {(x, y): points x wins from y}, one entry per pair."""
        return {(opp, self.offender): self.points_each for opp in self.opponents
                if self.points_each}


def ofc_penalty(offence: OfcOffence | str, offender: str, opponents: Sequence[str]) -> OfcPenalty:
    """OFC-X1..X3 for one hand; ``opponents`` are the other players active in the hand.

    >>> p = ofc_penalty(OfcOffence.EXPOSED_CARD, "ann", ["bob", "cy", "di"])
    >>> p.total, p.net_points()[("bob", "ann")]
    (3, 1)
    """
    off = offence if isinstance(offence, OfcOffence) else OfcOffence(str(offence))
    opps = tuple(opponents)
    if offender in opps:
        raise ValueError(f"offender {offender!r} is listed among their own opponents")
    if len(set(opps)) != len(opps):
        raise ValueError(f"opponents {list(opps)!r}: a player is listed twice")
    if not opps:
        raise ValueError("opponents: an OFC penalty needs at least one other active player")
    n = len(opps)
    if off == OfcOffence.EXPOSED_CARD:
        return OfcPenalty(off, offender, opps, 1, False, False,
                          f"1 point to each of {n} active players = {n} (OFC-X1)")
    if off == OfcOffence.MISSED_HAND:
        return OfcPenalty(off, offender, opps, 3, True, False,
                          f"3 points to each of {n} active players = {3 * n}; no royalties "
                          "paid, nothing received this hand (OFC-X2)")
    return OfcPenalty(off, offender, opps, 0, False, True,
                      "hand declared fouled: pays each player 6 plus their royalties "
                      "(OFC-X3, OFC-P3)")


# --------------------------------------------------------------------------------------------
# Taking a penalty back


def verify_rescind(penalty_id: int, *, rescinded_by: str | None, ofc_applied: bool,
                   ofc_hand: int | None = None) -> None:
    """A penalty is rescinded once (``rescinded_by``: who already did; None: standing), and
    an OFC penalty a stored hand applied only with that hand: its points have moved the
    chips (OFC-X1..X3), so the hand is undone and scored again without the mark. The
    Rescind button and ``rescind_penalty`` decide from this one rule (issue 38).

    >>> verify_rescind(7, rescinded_by=None, ofc_applied=True, ofc_hand=3)
    Traceback (most recent call last):
    ...
    ValueError: This penalty was applied with OFC hand 3 and the chips have moved: it cannot be rescinded on its own. Undo that hand (Edit › Undo) and score it again without the mark.
    """
    if rescinded_by is not None:
        raise ValueError(f"Penalty #{penalty_id} was already rescinded by {rescinded_by}.")
    if ofc_applied:
        which = f"OFC hand {ofc_hand}" if ofc_hand else "an OFC hand"
        raise ValueError(
            f"This penalty was applied with {which} and the chips have moved: it cannot be "
            "rescinded on its own. Undo that hand (Edit › Undo) and score it again without "
            "the mark.")
