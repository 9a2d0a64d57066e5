"""Penalties: the CCG ladder (PEN-1..PEN-6, CG-J1), the poker floor ladder (PEN-P1..P2) and
the OFC point penalties (OFC-X1..X3).

Pure: the log is data. A player's history in the event is a sequence of frozen `Penalty`
values; every decision (`issue`, `end_of_match`, `issue_poker`) reads that history and returns
what is given now, each value carrying the rule that produced it and a sentence a judge can read
to the player before saving.

>>> given = issue([], Severity.WARNING, "slow play")
>>> [p.severity.label for p in given]
['Warning']
>>> again = issue(given, Severity.WARNING, "Slow play")
>>> [(p.severity.label, p.rule) for p in again]
[('Game loss', 'PEN-3'), ('Warning', 'PEN-1')]
>>> again[0].explanation
"raised to Game loss: second 'slow play' this event (PEN-3)"

The work lives in rooms by what it covers: the CCG ladder (`penalties_ccg`), the poker floor
ladder (`penalties_poker`), the OFC point penalties (`penalties_ofc`), the infraction lists
(`penalties_infractions`) and what a disqualification does (`penalties_out`); this module
gathers their public names, so ``from tdesk.rules.penalties import …`` reads one place.
"""

from __future__ import annotations

from tdesk.rules.penalties.ccg import (
    ACCUMULATION,
    Applies,
    EnforcementLevel,
    Moment,
    Penalty,
    PenaltyCounts,
    PlayerStatus,
    Severity,
    counts,
    end_of_match,
    explain,
    issue,
    losses_for_round,
    player_status,
    rescind,
    verify_issue,
)
from tdesk.rules.penalties.infractions import Infraction, parse_infractions
from tdesk.rules.penalties.ofc import OfcOffence, OfcPenalty, ofc_penalty, verify_rescind
from tdesk.rules.penalties.out import (
    OutOfPlay,
    can_follow_disqualification,
    disqualify,
    holds,
    out_of_play,
    stronger_steps,
    without,
)
from tdesk.rules.penalties.poker import (
    PokerPenalty,
    PokerSanction,
    hands_to_sit_out,
    issue_poker,
    verify_poker,
    verify_serving,
)

__all__ = [
    "ACCUMULATION",
    "Applies",
    "EnforcementLevel",
    "Infraction",
    "Moment",
    "OfcOffence",
    "OfcPenalty",
    "OutOfPlay",
    "Penalty",
    "PenaltyCounts",
    "PlayerStatus",
    "PokerPenalty",
    "PokerSanction",
    "Severity",
    "can_follow_disqualification",
    "counts",
    "disqualify",
    "end_of_match",
    "explain",
    "hands_to_sit_out",
    "holds",
    "issue",
    "issue_poker",
    "losses_for_round",
    "ofc_penalty",
    "out_of_play",
    "parse_infractions",
    "player_status",
    "rescind",
    "stronger_steps",
    "verify_issue",
    "verify_poker",
    "verify_rescind",
    "verify_serving",
    "without",
]

__test__ = {name: globals()[name] for name in (
    "issue", "end_of_match", "hands_to_sit_out", "issue_poker", "ofc_penalty", "out_of_play",
    "can_follow_disqualification", "without", "verify_serving", "verify_rescind")}
"""The rooms' examples, run as doctests with the suite (conftest.py; doctest only looks at what
is defined here)."""
