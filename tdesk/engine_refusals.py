"""The poker services' refusals, catalogued for :mod:`tdesk.engine_text` (issue 35).

A service raises its refusal in English (the audit log and the command line's ``--lang en``
read it so); a message box, a dialog's error line or a phone page shows it through
``engine_text.message``, which finds the template here and translates it with its parameters
put back. ``tests/test_engine_refusals.py`` walks every refusal raised in the poker services
and fails on one this catalogue does not know.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

# -- flights: Day 2 is built from the flights' bags (FLT-4) ---------------------------------
FLIGHTS = (
    QT_TRANSLATE_NOOP("engine", "{name} plays in {event2}, whose bags Day 2 of {event} is built "
                                "from: nobody is busted in that flight now. Undo Build Day 2 "
                                "first (Log tab)."),
    QT_TRANSLATE_NOOP("engine", "{name} plays in {event2}, whose bags Day 2 of {event} is built "
                                "from: nobody comes back into that flight now. Undo Build Day 2 "
                                "first (Log tab)."),
)

# -- bounty cash handed over stays (issue 35, services/bounty_paid.py) ------------------------
BOUNTIES = (
    QT_TRANSLATE_NOOP("engine", "{action} refused: {name}'s bounties of {amount} were handed "
                                "over (last at {time}, receipt {receipt}), and this would leave "
                                "{amount2} won. Bounty cash paid never changes: undo that "
                                "payout first (Log tab)."),
)

# -- what a refusal says was refused (``{action}``: the store's undo and redo, reinstating) ----
ACTIONS = (
    QT_TRANSLATE_NOOP("engine", "Undo of '{summary}'"),
    QT_TRANSLATE_NOOP("engine", "Redo of '{summary}'"),
    QT_TRANSLATE_NOOP("engine", "Reinstating {name}"),
)

#: Every template of this module, for engine_text's matcher.
POKER = (*FLIGHTS, *BOUNTIES, *ACTIONS)
