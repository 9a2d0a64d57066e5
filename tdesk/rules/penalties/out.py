"""Out of the event (PEN-6, PEN-P2): what a disqualification does to the player's place,
what can still follow it, and the chain of standing disqualifications a rescind unwinds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from tdesk.rules.penalties.ccg import Severity
from tdesk.rules.penalties.poker import PokerPenalty

# --------------------------------------------------------------------------------------------
# Out of the event: what a disqualification does (PEN-6, PEN-P2)


@dataclass(frozen=True)
class OutOfPlay:
    """What a penalty just given does to the player's place in the event (PEN-6, PEN-P2):
    ``effects`` are the lines the Issue-penalty dialog shows before saving."""

    disqualified: bool = False
    no_prizes: bool = False
    removes_chips: bool = False
    effects: tuple[str, ...] = ()


def out_of_play(ladder: str, penalty: str | Severity) -> OutOfPlay:
    """PEN-6: a CCG Disqualification takes the player out of play at once, keeping their
    points; without prizes (or a Suspension) they also lose prizes and are flagged for the
    rating database. PEN-P2: a poker disqualification also removes their chips from play.
    OFC point penalties never take a player out.

    >>> out_of_play("ccg", "disqualification_no_prizes").effects[-1]
    'no prizes; flagged for the rating database (PEN-6)'
    >>> out_of_play("poker", "disqualification").removes_chips
    True
    """
    if ladder == "ccg":
        severity = Severity.parse(penalty)
        out = severity >= Severity.DISQUALIFICATION
        no_prizes = severity >= Severity.DISQUALIFICATION_NO_PRIZES
        effects = []
        if out:
            effects.append("the player leaves the event now and keeps their points (PEN-6)")
        if no_prizes:
            effects.append("no prizes; flagged for the rating database (PEN-6)")
        return OutOfPlay(out, no_prizes, False, tuple(effects))
    if ladder == "poker" and penalty == PokerPenalty.DISQUALIFICATION.name.lower():
        return OutOfPlay(True, False, True, ("the player's chips are removed from play (PEN-P2)",))
    return OutOfPlay()


def can_follow_disqualification(standing: Severity | None, given: Severity | None) -> bool:
    """PEN-6 / PEN-P2: a disqualified player has left the event, so nothing is given twice.
    Only a stronger step of the CCG ladder than the ``standing`` one can still follow (a
    Disqualification found later to deserve no prizes, or a Suspension); the poker floor's
    disqualification (``standing`` None) is its last step.

    >>> can_follow_disqualification(Severity.DISQUALIFICATION, Severity.SUSPENSION)
    True
    >>> can_follow_disqualification(Severity.DISQUALIFICATION, Severity.WARNING)
    False
    """
    return standing is not None and given is not None and given > standing


def stronger_steps(standing: Severity | None) -> list[Severity]:
    """The CCG steps that can still follow a standing disqualification (PEN-6)."""
    return [] if standing is None else [s for s in Severity if s > standing]


def disqualify(earlier: Mapping[str, object] | None, penalty_id: int, no_prizes: bool,
               before: Mapping[str, object]) -> dict[str, object]:
    """PEN-6: the player's chain of standing disqualifications once ``penalty_id`` is given,
    newest first: a stronger step over a standing one keeps the one under it (and what the
    player was before the first, ``before``), so rescinding the newest leaves the older."""
    if earlier is not None:
        return {**earlier, "penalty_id": penalty_id, "no_prizes": no_prizes,
                "earlier": dict(earlier)}
    return {"penalty_id": penalty_id, **before, "no_prizes": no_prizes}


def holds(chain: object, penalty_id: int | None) -> bool:
    """Whether the chain of standing disqualifications (newest first) has ``penalty_id``."""
    return isinstance(chain, Mapping) and (chain.get("penalty_id") == penalty_id
                                           or holds(chain.get("earlier"), penalty_id))


def without(chain: Mapping[str, object], penalty_id: int | None) -> dict[str, object] | None:
    """The chain of standing disqualifications once ``penalty_id`` is rescinded: the newest
    that remains stays on top, with its own prize flag; None when none stands (PEN-6).

    >>> first = disqualify(None, 1, False, {"status_before": "active"})
    >>> second = disqualify(first, 2, True, {})
    >>> without(second, 2) == first, without(second, 1)["no_prizes"], without(first, 1)
    (True, True, None)
    """
    earlier = chain.get("earlier")
    if chain.get("penalty_id") == penalty_id:
        return dict(earlier) if isinstance(earlier, Mapping) else None
    rest = without(earlier, penalty_id) if isinstance(earlier, Mapping) else None
    out = {k: v for k, v in chain.items() if k != "earlier"}
    return {**out, "earlier": rest} if rest is not None else out
