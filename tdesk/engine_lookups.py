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

ALL = (*EVENTS, *LOOKUPS)
