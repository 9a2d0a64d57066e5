"""The Swiss floor's checks (CG-M3, CG-T7, issue 38): one object read once from the latest
round, whose ``verify_*`` run the rules of `tdesk.rules.swiss.floor`.

The Rounds tab gates its buttons with it (built from the round it shows, `floor_of`) and each
action builds the same object inside its transaction (`floor_in`) and runs the same method,
so a button's tooltip and the action's refusal are one sentence in one rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session

from tdesk.rules.swiss import floor as rules
from tdesk.services.swiss.rows import _matches_of, _rounds
from tdesk.services.swiss.values import RoundInfo


@dataclass(frozen=True)
class SwissFloor:
    """The latest round as the floor's rules see it: its number (0 before round 1), its
    stage ("swiss" or "cut"), whether it is the final with its result in, and how many of
    its tables have no result."""

    latest: int
    stage: str
    final_played: bool
    missing: int

    def verify_pair_next(self) -> None:
        """CG-M3-A: nothing is paired after the final."""
        rules.verify_pair_next(final_played=self.final_played)

    def verify_top_cut(self) -> None:
        """CG-M3: the top cut starts once, from complete standings."""
        rules.verify_top_cut(started=self.stage == "cut", final_played=self.final_played,
                             last_round=self.latest, missing=self.missing)

    def verify_pair_again(self, number: int, stage: str, results_in: int) -> None:
        """CG-T7: round ``number`` (of ``stage``, with ``results_in`` results) paired again."""
        rules.verify_pair_again(number, latest=self.latest or -1, stage=stage,  # none: -1
                                final_played=self.final_played, results_in=results_in)

    def verify_bracket_round(self) -> None:
        """CG-M3: the next bracket round once every match of the last has its winner."""
        rules.verify_pair_next(final_played=self.final_played)
        rules.verify_bracket_round(last_round=self.latest, missing=self.missing)


def floor_of(latest: RoundInfo | None) -> SwissFloor:
    """The checks from the latest round as the tab read it (None before round 1)."""
    if latest is None:
        return SwissFloor(0, "swiss", False, 0)
    return SwissFloor(latest.number, latest.stage, latest.final_played, latest.missing)


def floor_in(session: Session, event_id: int) -> SwissFloor:
    """The same checks read inside an action's transaction."""
    rounds = _rounds(session, event_id)
    if not rounds:
        return SwissFloor(0, "swiss", False, 0)
    last = rounds[-1]
    matches = _matches_of(session, event_id, last.number)
    missing = sum(m.result is None for m in matches)
    final = last.stage == "cut" and len(matches) == 1
    return SwissFloor(last.number, last.stage, final and not missing, missing)


@dataclass(frozen=True)
class DropCheck:
    """CG-P2-A for one player: the drop dialog's Drop and Take back buttons and the two
    actions (`drop_player`, `undrop_player`) run these same checks."""

    name: str
    dropped: bool

    def verify_drop(self) -> None:
        rules.verify_drop(self.name, dropped=self.dropped)

    def verify_take_back(self) -> None:
        rules.verify_take_back(self.name, dropped=self.dropped)
