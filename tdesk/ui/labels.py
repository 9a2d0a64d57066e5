"""Words that come from plain data (tab titles, column headers, event kinds), marked so that
pyside6-lupdate collects them, and translated where they are shown."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

KIND_NAMES = {
    "poker": QT_TRANSLATE_NOOP("kinds", "Poker MTT (TDA)"),
    "ofc": QT_TRANSLATE_NOOP("kinds", "Open Face Chinese"),
    "league": QT_TRANSLATE_NOOP("kinds", "Heads-up lives league"),
    "swiss": QT_TRANSLATE_NOOP("kinds", "Card game Swiss"),
}


def kind_name(kind: str) -> str:
    """The event kind as the floor reads it, in the interface language."""
    return QCoreApplication.translate("kinds", KIND_NAMES.get(kind, kind))


def column(text: str) -> str:
    """A column header marked with ``QT_TRANSLATE_NOOP("columns", …)``."""
    return QCoreApplication.translate("columns", text)


def tab_title(text: str) -> str:
    """A tab title marked with ``QT_TRANSLATE_NOOP("tabs", …)`` in tdesk/ui/tabs.py."""
    return QCoreApplication.translate("tabs", text)


STATUS_NAMES = (
    QT_TRANSLATE_NOOP("status", "active"),
    QT_TRANSLATE_NOOP("status", "busted"),
    QT_TRANSLATE_NOOP("status", "dropped"),
    QT_TRANSLATE_NOOP("status", "disqualified"),
)


def status_name(status: str) -> str:
    """An entry's status (active, busted, …) in the interface language."""
    return QCoreApplication.translate("status", status)


#: File › Print menu titles of tdesk/print/registry.py (test_labels checks none is missing).
DOCUMENT_TITLES = (
    QT_TRANSLATE_NOOP("documents", "Player list"),
    QT_TRANSLATE_NOOP("documents", "Structure"),
    QT_TRANSLATE_NOOP("documents", "Chip race"),
    QT_TRANSLATE_NOOP("documents", "Judge's report: penalties"),
    QT_TRANSLATE_NOOP("documents", "Seat cards"),
    QT_TRANSLATE_NOOP("documents", "Table sheets"),
    QT_TRANSLATE_NOOP("documents", "Seating list"),
    QT_TRANSLATE_NOOP("documents", "Move slips"),
    QT_TRANSLATE_NOOP("documents", "OFC hand history"),
    QT_TRANSLATE_NOOP("documents", "Payouts (wall)"),
    QT_TRANSLATE_NOOP("documents", "Results"),
    QT_TRANSLATE_NOOP("documents", "Chip counts"),
    QT_TRANSLATE_NOOP("documents", "Bag sheet (flight)"),
    QT_TRANSLATE_NOOP("documents", "Receipt (newest)"),
    QT_TRANSLATE_NOOP("documents", "Round pairings and schedule"),
    QT_TRANSLATE_NOOP("documents", "League ranking"),
    QT_TRANSLATE_NOOP("documents", "Pairings by table"),
    QT_TRANSLATE_NOOP("documents", "Pairings by name (wall)"),
    QT_TRANSLATE_NOOP("documents", "Result slips"),
    QT_TRANSLATE_NOOP("documents", "Standings"),
    QT_TRANSLATE_NOOP("documents", "Top cut bracket"),
    QT_TRANSLATE_NOOP("documents", "Draft pod seatings"),
    QT_TRANSLATE_NOOP("documents", "Seating by name (players' meeting)"),
    QT_TRANSLATE_NOOP("documents", "Decklists (a sheet per player)"),
    QT_TRANSLATE_NOOP("documents", "Decklists missing"),
    QT_TRANSLATE_NOOP("documents", "Player codes (phone reports; issues new codes)"),
)


def document_title(text: str) -> str:
    """A printable document's title in the interface language."""
    return QCoreApplication.translate("documents", text)


#: Labels of the event settings (tdesk/rules/event_settings.py) as the event dialog shows them.
SETTING_LABELS = (
    QT_TRANSLATE_NOOP("settings", "Starting stack"),
    QT_TRANSLATE_NOOP("settings", "Seats per table"),
    QT_TRANSLATE_NOOP("settings", "Final table size"),
    QT_TRANSLATE_NOOP("settings", "Game"),
    QT_TRANSLATE_NOOP("settings", "Hand-for-hand from (players from the money)"),
    QT_TRANSLATE_NOOP("settings", "Flight plays down to (players)"),
    QT_TRANSLATE_NOOP("settings", "Flight plays down to (% of entries)"),
    QT_TRANSLATE_NOOP("settings", "Flight ends after level"),
    QT_TRANSLATE_NOOP("settings", "A player in several flights advances with"),
    QT_TRANSLATE_NOOP("settings", "Day 2 seat draw"),
    QT_TRANSLATE_NOOP("settings", "Day 2 resumes at level"),
    QT_TRANSLATE_NOOP("settings", "Level length (minutes)"),
    QT_TRANSLATE_NOOP("settings", "Royalty table"),
    QT_TRANSLATE_NOOP("settings", "Lives per player"),
    QT_TRANSLATE_NOOP("settings", "Games needed on the host site"),
    QT_TRANSLATE_NOOP("settings", "Time slots per round"),
    QT_TRANSLATE_NOOP("settings", "Round start hour"),
    QT_TRANSLATE_NOOP("settings", "Round cut-off hour"),
    QT_TRANSLATE_NOOP("settings", "Swiss rounds"),
    QT_TRANSLATE_NOOP("settings", "Top cut"),
    QT_TRANSLATE_NOOP("settings", "Rules enforcement level"),
    QT_TRANSLATE_NOOP("settings", "Decklists (constructed event)"),
    QT_TRANSLATE_NOOP("settings", "Minimum deck size"),
    QT_TRANSLATE_NOOP("settings", "Maximum deck size"),
    QT_TRANSLATE_NOOP("settings", "Copies per card"),
    QT_TRANSLATE_NOOP("settings", "Sideboard size"),
    QT_TRANSLATE_NOOP("settings", "Cards allowed in any number"),
    QT_TRANSLATE_NOOP("settings", "Draft pods"),
    QT_TRANSLATE_NOOP("settings", "Pod size"),
    QT_TRANSLATE_NOOP("settings", "Smallest pod"),
    QT_TRANSLATE_NOOP("settings", "Round 1 across the draft table"),
    QT_TRANSLATE_NOOP("settings", "First table number"),
    QT_TRANSLATE_NOOP("settings", "Late entries: losses for missed rounds"),
    QT_TRANSLATE_NOOP("settings", "Late entries may get the bye in their first round"),
)


#: The settings' help (their tooltips), every one with words (issue 36: no bare rule ID).
SETTING_HELPS = (
    QT_TRANSLATE_NOOP("settings", "The chips each player starts with"),
    QT_TRANSLATE_NOOP("settings", "TDA-F1-A: the most players seated at one table"),
    QT_TRANSLATE_NOOP("settings", "The game dealt: flop games, stud or six-max"),
    QT_TRANSLATE_NOOP("settings", "FLT-3: which bag goes to Day 2 for a player who bagged chips in several flights"),
    QT_TRANSLATE_NOOP("settings", "FLT-5: drawn at random, or seated by chip stack"),
    QT_TRANSLATE_NOOP("settings", "OFC-L1: how long each point level lasts"),
    QT_TRANSLATE_NOOP("settings", "OFC-P5: the royalty table the calculator scores with"),
    QT_TRANSLATE_NOOP("settings", "HU-1: a player is out of the league once all their lives are lost"),
    QT_TRANSLATE_NOOP("settings", "HU-2: the chips each player starts every match with"),
    QT_TRANSLATE_NOOP("settings", "HU-E1: the games a player must have played on the host site to enter"),
    QT_TRANSLATE_NOOP("settings", "HU-D1: the time slots offered for a round's matches"),
    QT_TRANSLATE_NOOP("settings", "HU-R3: the hour a round begins"),
    QT_TRANSLATE_NOOP("settings", "HU-R3: the hour by which a round's matches must be played"),
    QT_TRANSLATE_NOOP("settings", "CG-P1: the Swiss rounds played before the top cut"),
    QT_TRANSLATE_NOOP("settings", "CG-M3: the players who go on to the bracket after the Swiss; 0 is no top cut"),
    QT_TRANSLATE_NOOP("settings", "CG-J1: which penalties apply, and whether the head judge may play"),
    QT_TRANSLATE_NOOP("settings", "DECK-5: every player registers a decklist, locked from their first round"),
    QT_TRANSLATE_NOOP("settings", "DECK-3: the fewest cards a main deck may have"),
    QT_TRANSLATE_NOOP("settings", "DECK-4: the most copies of one card a deck may hold"),
    QT_TRANSLATE_NOOP("settings", "CG-D1: the fewest players a pod may have"),
    QT_TRANSLATE_NOOP("settings", "CG-T9: the number of every round's first table"),
    QT_TRANSLATE_NOOP("settings", "TDA-F1: 10 players for flop games, 9 for stud, 7 for six-max"),
    QT_TRANSLATE_NOOP("settings", "HFH-1: offered this many players from the money; 0: by hand only"),
    QT_TRANSLATE_NOOP("settings", "FLT-1: 0 is no such stop"),
    QT_TRANSLATE_NOOP("settings", "FLT-1: rounded up; 0 is no such stop"),
    QT_TRANSLATE_NOOP("settings", "FLT-5: the Day 2 clock's first level"),
    QT_TRANSLATE_NOOP("settings", "OFC-T1: 4-handed"),
    QT_TRANSLATE_NOOP("settings", "OFC-T1: 5-handed, button dealt out"),
    QT_TRANSLATE_NOOP("settings", "DECK-3: 0 is no maximum"),
    QT_TRANSLATE_NOOP("settings", "DECK-3: 0 is no sideboard"),
    QT_TRANSLATE_NOOP("settings", "DECK-4: one card name per line; no copies limit for these"),
    QT_TRANSLATE_NOOP("settings", "CG-D1: pair and rank within pods"),
    QT_TRANSLATE_NOOP("settings", "CG-D1: the largest pod"),
    QT_TRANSLATE_NOOP("settings", "CG-D5-A: seat 1 v 5, 2 v 6 … in a pod of 8; off: by lot"),
    QT_TRANSLATE_NOOP("settings", "CG-P3: on: each round a late entry missed counts as a match "
                                  "loss (0 points); off: they start on 0 points without losses"),
    QT_TRANSLATE_NOOP("settings", "CG-P3: off: a late entry gets the bye in the round they join "
                                  "only when nobody else can take it"),
)


def setting_label(text: str) -> str:
    """An event setting's label in the interface language."""
    return QCoreApplication.translate("settings", text)


def setting_help(text: str) -> str:
    """An event setting's help (its tooltip) in the interface language."""
    return QCoreApplication.translate("settings", text)
