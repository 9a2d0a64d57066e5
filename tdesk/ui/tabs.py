"""The main window's tabs: one line per tab, shown for the event kinds it serves.

A tab class takes ``(ctx: AppContext, parent)``, shows ``ctx.event_info`` and refreshes itself on
``ctx.changed`` / ``ctx.eventChanged``. ``target`` is "module:Class", imported when needed.
"""

import importlib
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

ALL_KINDS = ("poker", "ofc", "league", "swiss")


@dataclass(frozen=True)
class TabSpec:
    key: str
    title: str  # translated in the "tabs" context
    kinds: tuple[str, ...]
    target: str
    shortcut: str = ""
    eager: bool = False  # built at start even when not shown: a clock ticks and sounds

    def widget_class(self) -> Any:
        module, _, name = self.target.partition(":")
        return getattr(importlib.import_module(module), name)


TABS: tuple[TabSpec, ...] = (
    TabSpec("players", QT_TRANSLATE_NOOP("tabs", "Players"), ALL_KINDS, "tdesk.ui.seating.players_tab:PlayersTab", "Alt+1"),
    TabSpec("season", QT_TRANSLATE_NOOP("tabs", "Season"), ("league",), "tdesk.ui.league.tab:SeasonTab", "Alt+2"),
    TabSpec("seating", QT_TRANSLATE_NOOP("tabs", "Seating"), ("poker", "ofc"), "tdesk.ui.seating.tab:SeatingTab", "Alt+2"),
    TabSpec("clock", QT_TRANSLATE_NOOP("tabs", "Clock"), ("poker", "ofc"), "tdesk.ui.clock.tab:ClockTab", "Alt+3", eager=True),
    TabSpec("clock", QT_TRANSLATE_NOOP("tabs", "Clock"), ("swiss",), "tdesk.ui.swiss.round_clock_tab:RoundClockTab", "Alt+3", eager=True),
    TabSpec("clock", QT_TRANSLATE_NOOP("tabs", "Clock"), ("league",), "tdesk.ui.league.clock_tab:LeagueClockTab", "Alt+3", eager=True),
    TabSpec("ranking", QT_TRANSLATE_NOOP("tabs", "Ranking"), ("league",), "tdesk.ui.league.ranking_tab:RankingTab", "Alt+4"),
    TabSpec("rounds", QT_TRANSLATE_NOOP("tabs", "Rounds"), ("swiss",), "tdesk.ui.swiss.rounds_tab:RoundsTab", "Alt+2"),
    TabSpec("standings", QT_TRANSLATE_NOOP("tabs", "Standings"), ("swiss",), "tdesk.ui.swiss.standings_tab:StandingsTab", "Alt+4"),
    TabSpec("ofc", QT_TRANSLATE_NOOP("tabs", "OFC calculator"), ("ofc",), "tdesk.ui.ofc.tab:OfcTab", "Alt+4"),
    TabSpec("penalties", QT_TRANSLATE_NOOP("tabs", "Penalties"), ("poker", "ofc", "swiss"),
            "tdesk.ui.penalties.tab:PenaltiesTab", "Alt+5"),
    TabSpec("money", QT_TRANSLATE_NOOP("tabs", "Money"), ("poker", "ofc"), "tdesk.ui.money.tab:MoneyTab", "Alt+6"),
    TabSpec("decklists", QT_TRANSLATE_NOOP("tabs", "Decklists"), ("swiss",), "tdesk.ui.swiss.decklists_tab:DecklistsTab", "Alt+7"),
    TabSpec("log", QT_TRANSLATE_NOOP("tabs", "Log"), ALL_KINDS, "tdesk.ui.log_tab:LogTab", "Alt+9"),
)


def for_kind(kind: str) -> list[TabSpec]:
    return [t for t in TABS if kind in t.kinds]
