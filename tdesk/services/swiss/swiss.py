"""Running a card-game Swiss event: pair rounds, record results, drops, standings, top cut.

Each public function that changes anything is one floor action (`Store.action`): undo is free.
Players are entries; the rules engine (`tdesk.rules.swiss`) sees them as ``str(entry_id)``.

The work lives in rooms by what the floor does (``swiss_pairing``, ``swiss_scores``,
``swiss_players``, ``swiss_cut``, ``swiss_reads`` with the CSV exports and the final
order after a top cut (``swiss_final``), the demo in
``swiss_demo``, on the shared rows in ``swiss_rows`` and the returned values in
``swiss_values``); this module gathers their public names, so ``swiss.x(...)`` and
``from tdesk.services.swiss.swiss import …`` read one place (issue 22).
"""

from __future__ import annotations

from tdesk.rules.swiss import Match, PairingError, Standing  # noqa: F401  (their old home)
from tdesk.rules.swiss.results import ALIASES, RESULT_CODES  # noqa: F401  (their old home)
from tdesk.services.swiss.cut import pair_next_bracket_round, start_top_cut
from tdesk.services.swiss.final import FinalRow, final_rows, final_standings
from tdesk.services.swiss.pairing import (
    draw_late_lots,
    override_pairing,
    pair_next_round,
    pairing_warnings,
    repair_round,
)
from tdesk.services.swiss.players import (
    drop_player,
    set_organiser_byes,
    set_pods,
    undrop_player,
)
from tdesk.services.swiss.pods import (
    Pod,
    PodSeat,
    PodsInfo,
    assign_pods,
    draw_pods,
    place_late_entries,
    pod_standings,
    pods,
    round_one_across,
    set_round_one_across,
)
from tdesk.services.swiss.reads import (
    bracket,
    cut_rounds,
    export_results_csv,
    export_standings_csv,
    get_round,
    history,
    rounds,
    standings,
    total_rounds,
)
from tdesk.services.swiss.scores import correct_result, parse_result, record_result
from tdesk.services.swiss.tables import NameLine, reserve_table, reserved_tables, seating_by_name
from tdesk.services.swiss.values import (
    Bracket,
    BracketMatch,
    PairingRefused,
    PairingWarning,
    PodsMissing,
    RoundInfo,
    RoundsComplete,
    StandingRow,
    TableRow,
)

__all__ = [
    "Bracket", "BracketMatch", "PairingRefused", "PairingWarning", "RoundInfo", "RoundsComplete",
    "StandingRow", "TableRow", "bracket", "FinalRow", "final_rows", "final_standings", "correct_result", "cut_rounds", "draw_late_lots", "drop_player", "export_results_csv", "export_standings_csv",
    "get_round", "history", "override_pairing", "pair_next_bracket_round",
    "pair_next_round", "pairing_warnings", "parse_result", "record_result", "repair_round",
    "rounds", "set_organiser_byes", "set_pods", "standings", "start_top_cut", "total_rounds",
    "undrop_player",
    # draft pods and table plans (issue 24)
    "NameLine", "Pod", "PodSeat", "PodsInfo", "PodsMissing", "assign_pods", "draw_pods", "place_late_entries", "pod_standings", "pods",
    "round_one_across", "set_round_one_across",
    "reserve_table", "reserved_tables", "seating_by_name",
]
