"""The penalty log: issue, preview, rescind and query penalties (PEN-1..6, PEN-P1..P2, OFC-X).

Each public action is one floor action (one transaction, one audit row, undoable). Queries
return frozen rows. The ladder comes from the event kind: card-game Swiss events use the CCG
ladder, poker the floor ladder, OFC the point penalties; a heads-up league uses the CCG ladder
for its admin decisions.

The work lives in rooms by what the floor does (``penalties_planning`` checks a request and
previews it, ``penalties_actions`` issues, rescinds, marks served and ends a match,
``penalties_reads`` answers the queries, ``penalties_ofc`` keeps the OFC point penalties with
the calculator's hands, ``penalties_demo`` the demo log), on the shared ``penalties_rows``
(reading the store) and ``penalties_values`` (ladders, requests, rows); this module gathers
their public names, so ``penalties.x(...)`` and ``from tdesk.services.penalties.penalties import …``
read one place.
"""

from __future__ import annotations

from tdesk.services.penalties.actions import end_match, issue_penalty, rescind_penalty, set_served
from tdesk.services.penalties.ofc import (
    OfcBoardMarks,
    hand_penalties,
    ofc_penalties,
    pending_ofc_penalties,
    record_ofc_hand,
)
from tdesk.services.penalties.planning import preview
from tdesk.services.penalties.reads import (
    judges,
    list_penalties,
    losses_for_round,
    no_prize_entries,
    penalty_counts,
    player_history,
    round_losses,
    sitting_out,
    statuses,
    table_size,
)
from tdesk.services.penalties.values import (
    LADDERS,
    PenaltyRequest,
    PenaltyRow,
    Planned,
    Preview,
    ladder_for,
    load_infractions,
    penalty_choices,
    penalty_label,
)

__all__ = [
    "LADDERS",
    "OfcBoardMarks",
    "PenaltyRequest",
    "PenaltyRow",
    "Planned",
    "Preview",
    "end_match",
    "hand_penalties",
    "issue_penalty",
    "judges",
    "ladder_for",
    "list_penalties",
    "load_infractions",
    "losses_for_round",
    "no_prize_entries",
    "ofc_penalties",
    "penalty_choices",
    "penalty_counts",
    "penalty_label",
    "pending_ofc_penalties",
    "player_history",
    "preview",
    "record_ofc_hand",
    "rescind_penalty",
    "round_losses",
    "set_served",
    "sitting_out",
    "statuses",
    "table_size",
]
