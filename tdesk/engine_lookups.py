"""Refusals of a lookup by name or kind (an event, a person, a series, a staff member) and of
the command line's own options, catalogued for :mod:`tdesk.engine_text` (issue 37).

They are raised in English by the services and the command line, as every refusal is; the
window's message boxes and the command line's error line show them through
``engine_text.message`` in the interface language (``tests/cli/test_pseudo_cli_verbs.py``
reads every verb's refusal in the pseudo-language). An event's kind (``{kind}``) is its key.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

# -- an event looked up by name, id or kind (models/event_rows.load_event's refusals) --------
EVENTS = (
    QT_TRANSLATE_NOOP("engine", "No event named {name} ({events})."),
    QT_TRANSLATE_NOOP("engine", "Event #{id} does not exist (deleted by another station?)."),
    QT_TRANSLATE_NOOP("engine", "Event {name} is a {kind} event."),
    QT_TRANSLATE_NOOP("engine", "{name} is not a Swiss event."),
    QT_TRANSLATE_NOOP("engine", "{name} is not a heads-up league."),
    QT_TRANSLATE_NOOP("engine", "Event {name} ({kind}) has no seat draw."),
    QT_TRANSLATE_NOOP("engine", "Event {name} is not an OFC event; the calculator is for OFC."),
    QT_TRANSLATE_NOOP("engine", "Decklists belong to card-game Swiss events; {name} is a {kind} "
                                "event."),
    QT_TRANSLATE_NOOP("engine", "{name} has no ratings: they come from heads-up matches, in Swiss "
                                "and league events (RAT-3)."),
    QT_TRANSLATE_NOOP("engine", "Event {name} is a {kind} event: only poker events have "
                                "flights."),
)

# -- people, series and staff by name; the command line's options ---------------------------
LOOKUPS = (
    QT_TRANSLATE_NOOP("engine", "No person called {name} in the store."),
    QT_TRANSLATE_NOOP("engine", "No person named {name} (tdesk person find {name2} lists near "
                                "ones)."),
    QT_TRANSLATE_NOOP("engine", "Name {value}: more than one person has it: {people}; give the "
                                "number instead (tdesk person history {example})"),
    QT_TRANSLATE_NOOP("engine", "No series named {name}."),
    QT_TRANSLATE_NOOP("engine", "No staff member called {name} has a PIN."),
    QT_TRANSLATE_NOOP("engine", "--player {value}: no busted player of the event has that name"),
    QT_TRANSLATE_NOOP("engine", "--start {value}: is not a time as HH:MM"),
    QT_TRANSLATE_NOOP("engine", "--staff {value}: name the floor person who signs what this "
                                "command writes: --staff NAME, or TDESK_STAFF, or set Edit › Floor "
                                "staff name in the window on this computer"),
)

# -- a Swiss event's prize lines (rules/card_prizes.PrizeError), as the command line says them --
PRIZES = (
    QT_TRANSLATE_NOOP("engine", "Prizes, line {count} {value}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "Prizes {value}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "must have whole-number places and a prize text"),
    QT_TRANSLATE_NOOP("engine", "must be a place or range, a colon and the prize, such as 1: 100 "
                                "store credit or 3-4: 6 boosters"),
    QT_TRANSLATE_NOOP("engine", "must be a line of text such as 3-4: 6 boosters"),
    QT_TRANSLATE_NOOP("engine", "places must be from 1 to {count}"),
    QT_TRANSLATE_NOOP("engine", "the range must run from the higher place down ({range}, not "
                                "{range2})"),
    QT_TRANSLATE_NOOP("engine", "the prize is missing"),
    QT_TRANSLATE_NOOP("engine", "a prize has at most {count} characters"),
    QT_TRANSLATE_NOOP("engine", "must be a list of lines"),
    QT_TRANSLATE_NOOP("engine", "at most {count} lines"),
    QT_TRANSLATE_NOOP("engine", "place {count} already has a prize on another line"),
    QT_TRANSLATE_NOOP("engine", "places {range} have no prize; the lines run from 1st place down "
                                "without a gap"),
)

ALL = (*EVENTS, *LOOKUPS, *PRIZES)
