"""The poker floor ladder (PEN-P1..P2): sit-outs counted in hands at the table, doubled for a
repeat offence up to disqualification.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum

from tdesk.rules.seating.types import MAX_SEATS, MIN_SEATS

# --------------------------------------------------------------------------------------------
# The poker floor ladder


class PokerPenalty(IntEnum):
    """The poker floor's penalties, weakest first (PEN-P1)."""

    WARNING = 0
    ONE_HAND = 1
    ONE_ROUND = 2
    TWO_ROUNDS = 3
    THREE_ROUNDS = 4
    FOUR_ROUNDS = 5
    DISQUALIFICATION = 6

    @property
    def rounds(self) -> int:
        """Rounds of the table to sit out; 0 for warning, one hand and disqualification."""
        return self - 1 if PokerPenalty.ONE_ROUND <= self <= PokerPenalty.FOUR_ROUNDS else 0

    @property
    def label(self) -> str:
        return _POKER_LABELS[self]

    @classmethod
    def parse(cls, text: str | PokerPenalty) -> PokerPenalty:
        """Accept a member, its name, its label or "2 rounds"."""
        if isinstance(text, PokerPenalty):
            return text
        key = " ".join(str(text).replace("_", " ").replace("-", " ").lower().split())
        for p in cls:
            if key in (p.name.lower().replace("_", " "), p.label.lower()):
                return p
        for p in cls:
            if p.rounds and key in (f"{p.rounds} round", f"{p.rounds} rounds"):
                return p
        names = ", ".join(p.label for p in cls)
        raise ValueError(f"poker penalty {text!r} is not one of: {names} (PEN-P1)")


_POKER_LABELS = {
    PokerPenalty.WARNING: "Verbal warning",
    PokerPenalty.ONE_HAND: "One-hand penalty",
    PokerPenalty.ONE_ROUND: "1-round penalty",
    PokerPenalty.TWO_ROUNDS: "2-round penalty",
    PokerPenalty.THREE_ROUNDS: "3-round penalty",
    PokerPenalty.FOUR_ROUNDS: "4-round penalty",
    PokerPenalty.DISQUALIFICATION: "Disqualification",
}


def hands_to_sit_out(penalty: PokerPenalty, players_at_table: int) -> int:
    """PEN-P1: hands the offender stays away: one per player at the table (offender included)
    per round; one for a one-hand penalty; none for a warning or disqualification.

    >>> hands_to_sit_out(PokerPenalty.TWO_ROUNDS, 7)
    14
    """
    if players_at_table < 2:
        raise ValueError(f"players at the table {players_at_table}: a table has at least 2 "
                         "players, the offender included (PEN-P1)")
    if penalty == PokerPenalty.ONE_HAND:
        return 1
    return penalty.rounds * players_at_table


@dataclass(frozen=True)
class PokerSanction:
    """One poker floor penalty (PEN-P1..P2); ``hands`` is what the offender sits out.

    The offender is still dealt in and posts blinds and antes while away; a disqualified
    player's chips are removed from play.
    """

    penalty: PokerPenalty
    reason: str
    hands: int
    players_at_table: int
    rule: str = "PEN-P1"
    explanation: str = ""
    requested: PokerPenalty | None = None
    rescinded: bool = False

    @property
    def is_sit_out(self) -> bool:
        return self.hands > 0

    @property
    def removes_chips(self) -> bool:
        return self.penalty == PokerPenalty.DISQUALIFICATION

    def describe(self) -> str:
        extra = f" ({self.hands} hands)" if self.hands > 1 else ""
        return f"{self.penalty.label}{extra} — {self.reason}"


def verify_poker(
    history: Sequence[PokerSanction], penalty: PokerPenalty | str, reason: str,
    players_at_table: int,
) -> None:
    """Raise ValueError if the floor cannot give this penalty as asked (PEN-P1)."""
    PokerPenalty.parse(penalty)
    if not reason or not reason.strip():
        raise ValueError("reason is empty: say what the penalty is for")
    if not MIN_SEATS <= players_at_table <= MAX_SEATS:  # TDA-F1-A: one limit for every table
        raise ValueError(f"players at the table {players_at_table}: expected {MIN_SEATS} to "
                         f"{MAX_SEATS}, the offender included (PEN-P1)")


def issue_poker(
    history: Sequence[PokerSanction],
    penalty: PokerPenalty | str,
    reason: str,
    players_at_table: int,
) -> PokerSanction:
    """PEN-P1..P2: the penalty given now, escalated by the player's earlier ones.

    The next penalty is at least double the last sit-out (in hands), rounded up to the next
    penalty on the ladder at this table; past 4 rounds that is disqualification. A warning after
    only warnings becomes a one-hand penalty (doubling a warning has nothing to double).

    >>> first = issue_poker([], PokerPenalty.TWO_ROUNDS, "soft play", 7)
    >>> first.hands
    14
    >>> again = issue_poker([first], PokerPenalty.TWO_ROUNDS, "soft play", 7)
    >>> (again.penalty.label, again.hands)
    ('4-round penalty', 28)
    """
    verify_poker(history, penalty, reason, players_at_table)
    asked = PokerPenalty.parse(penalty)
    reason = " ".join(reason.split())
    live = [s for s in history if not s.rescinded]
    given = asked
    note = ""
    sit_outs = [s for s in live if s.is_sit_out]
    if asked != PokerPenalty.DISQUALIFICATION and sit_outs:
        last = sit_outs[-1]
        given = max(asked, _doubled(last.penalty))
        if given != asked:
            note = f"{given.label}: repeat offence, double the last {last.penalty.label} (PEN-P2)"
    elif asked == PokerPenalty.WARNING and live:
        given = PokerPenalty.ONE_HAND
        note = f"{given.label}: repeat offence after a warning (PEN-P2)"
    hands = hands_to_sit_out(given, players_at_table)
    if not note:
        sit = f", {hands} hands away at a {players_at_table}-handed table" if given.rounds else ""
        note = f"{given.label}{sit} (PEN-P1)"
    elif given.rounds:
        note += f"; {hands} hands away at a {players_at_table}-handed table"
    if given == PokerPenalty.DISQUALIFICATION:
        note += "; chips are removed from play (PEN-P2)"
    return PokerSanction(
        penalty=given,
        reason=reason,
        hands=hands,
        players_at_table=players_at_table,
        rule="PEN-P2" if given != asked else "PEN-P1",
        explanation=note,
        requested=asked if given != asked else None,
    )


def _doubled(last: PokerPenalty) -> PokerPenalty:
    """PEN-P2: double the last sit-out. One hand doubled is two hands, more than one hand, so
    the next step up (1 round); k rounds doubled is 2k rounds, past 4 rounds disqualification."""
    if last == PokerPenalty.ONE_HAND:
        return PokerPenalty.ONE_ROUND
    rounds = 2 * last.rounds
    if rounds > PokerPenalty.FOUR_ROUNDS.rounds:
        return PokerPenalty.DISQUALIFICATION
    return PokerPenalty(rounds + 1)


# --------------------------------------------------------------------------------------------
# Serving a sit-out


def verify_serving(hands: int, hands_served: int, *, rescinded: bool) -> None:
    """PEN-P1: a sit-out is served hand by hand at the table until all its ``hands`` are;
    a penalty without hands, taken back, or already served has nothing left to serve (the
    Served and +1 hand buttons and ``set_served`` decide from this one rule, issue 38).

    >>> verify_serving(4, 1, rescinded=False)
    >>> verify_serving(4, 4, rescinded=False)
    Traceback (most recent call last):
    ...
    ValueError: The sit-out is served: all 4 hands (PEN-P1).
    """
    if hands <= 0:
        raise ValueError("This penalty has no hands to sit out.")
    if rescinded:
        raise ValueError("This penalty was rescinded: there is nothing to sit out.")
    if hands_served >= hands:
        raise ValueError(f"The sit-out is served: all {hands} hands (PEN-P1).")
