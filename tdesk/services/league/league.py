"""Running a heads-up league season (issue 13): registration, seeds, rounds, availabilities,
reports, the end-of-round check, the admins' stop queue, corrections, ranking.

Each public action is one floor action (one transaction, one audit row, undoable). Players are
the event's entries; the rules see them as ``str(entry_id)``. A game's final results are written
when its round ends (HU-R3); until then the round holds the players' own reports (HU-R2).

The work lives in rooms by what the floor does (``league_registration``, ``league_rounds``,
``league_reports``, ``league_corrections``, ``league_reads``, with the shared rows in
``league_rows`` and the returned values in ``league_values``); this module gathers their
public names, so ``league.x(...)`` and ``from tdesk.services.league.league import …`` read one place.
"""

from __future__ import annotations

from tdesk.services.league.corrections import correct_game
from tdesk.services.league.reads import (
    decisions,
    ranking,
    ranking_csv,
    round_csv,
    round_view,
    season,
)
from tdesk.services.league.registration import (
    registrations,
    season_settings,
    set_registration,
    start_season,
)
from tdesk.services.league.reports import decide, end_of_round_check, set_report
from tdesk.services.league.rounds import (
    delete_template,
    list_templates,
    next_slots,
    pair_next_round,
    parse_slots,
    save_template,
    set_availability,
)
from tdesk.services.league.values import (
    ACCEPTED,
    DECLINED,
    DEFAULT_SLOT_HOUR,
    MAX_SLOTS,
    PENDING,
    REGISTRATION,
    CheckResult,
    DecisionRow,
    GameRow,
    Ranking,
    RankingRow,
    Registrant,
    RoundView,
    SeasonSettings,
    SeasonView,
    TemplateRow,
)

__all__ = [
    "ACCEPTED", "DECLINED", "DEFAULT_SLOT_HOUR", "MAX_SLOTS", "PENDING", "REGISTRATION",
    "CheckResult", "DecisionRow", "GameRow", "Ranking", "RankingRow", "Registrant", "RoundView",
    "SeasonSettings", "SeasonView", "TemplateRow",
    "correct_game", "decide", "decisions", "delete_template", "end_of_round_check", "list_templates", "next_slots", "pair_next_round", "parse_slots",
    "ranking", "ranking_csv", "registrations", "round_csv", "round_view", "save_template",
    "season", "season_settings", "set_availability", "set_registration", "set_report",
    "start_season",
]
