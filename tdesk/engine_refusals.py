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

# -- bounty cash handed over stays (issue 35, services/money/bounty_paid.py) ------------------------
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

# -- seating: busts, draws, moves and seats ----------------------------------------------
SEATING = (
    QT_TRANSLATE_NOOP("engine", "Players {value}: choose at least one player to bust"),
    QT_TRANSLATE_NOOP("engine", "Table {table} has no open seat for {name}."),
    QT_TRANSLATE_NOOP("engine", "{name} is already {status}."),
    QT_TRANSLATE_NOOP("engine", "Stacks {value}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "Eliminated by {name}: is not one of the players busted"),
    QT_TRANSLATE_NOOP("engine", "Shares {name}: is not one of the players busted"),
    QT_TRANSLATE_NOOP("engine", "Shares of {name} {value}: must be a list of whole numbers, one "
                                "per eliminator"),
    QT_TRANSLATE_NOOP("engine", "Shares of {name} {value}: give {number}, one per eliminator"),
    QT_TRANSLATE_NOOP("engine", "Envelope {name}: is not one of the players busted"),
    QT_TRANSLATE_NOOP("engine", "{name} is {status}, not active: cannot be seated."),
    QT_TRANSLATE_NOOP("engine", "{name} is seated already."),
    QT_TRANSLATE_NOOP("engine", "Tables {value}: must be 1 or more"),
    QT_TRANSLATE_NOOP("engine", "Tables {value}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "Move {value}: there are {number} pending moves"),
    QT_TRANSLATE_NOOP("engine", "That move no longer fits the room: refresh and try again."),
    QT_TRANSLATE_NOOP("engine", "Table {table} seat {seat} is still taken: apply the earlier "
                                "moves first."),
    QT_TRANSLATE_NOOP("engine", "Table {table}: is not an open table of this event"),
    QT_TRANSLATE_NOOP("engine", "Player entry #{value} is not in this event."),
    QT_TRANSLATE_NOOP("engine", "Button seat {value}: is not a seat in play at table {table}"),
    QT_TRANSLATE_NOOP("engine", "Seat {value}: table {table} has seats 1 to {number}"),
    QT_TRANSLATE_NOOP("engine", "Table {table} seat {seat} is taken: move the player first."),
    QT_TRANSLATE_NOOP("engine", "{name} is not seated."),
    QT_TRANSLATE_NOOP("engine", "Busts {name}: sits at {where}, not table {table}"),
    QT_TRANSLATE_NOOP("engine", "table {table}"),
    QT_TRANSLATE_NOOP("engine", "no table"),
)

# -- money: payments, payouts, prizes, receipts, chip counts and deals -------------------
MONEY = (
    QT_TRANSLATE_NOOP("engine", "That player is not in {event}."),
    QT_TRANSLATE_NOOP("engine", "{event} is a {kind} event: prizes and payments are for poker "
                                "and OFC events."),
    QT_TRANSLATE_NOOP("engine", "Method {value}: say how the player paid (cash, card …)"),
    QT_TRANSLATE_NOOP("engine", "Payment {value}: must be one of {values}"),
    QT_TRANSLATE_NOOP("engine", "No entry {value} in {event}."),
    QT_TRANSLATE_NOOP("engine", "Payout structure {value}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "Percents {value}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "Registration of {event} is already closed."),
    QT_TRANSLATE_NOOP("engine", "Registration of {event} is closed."),
    QT_TRANSLATE_NOOP("engine", "Payout template {name} is not installed ({reason})."),
    QT_TRANSLATE_NOOP("engine", "Payout template {name}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "{name}'s prize of {amount} was handed over at {time} (receipt "
                                "{receipt}): they cannot leave the event. Undo that handover "
                                "first (Log tab)."),
    QT_TRANSLATE_NOOP("engine", "{action} refused: {name}'s prize of {amount} was handed over "
                                "at {time} (receipt {receipt}), and this would {change}. A "
                                "prize paid never changes: undo that handover first (Log tab)."),
    QT_TRANSLATE_NOOP("engine", "make it {amount}"),
    QT_TRANSLATE_NOOP("engine", "take it away"),
    QT_TRANSLATE_NOOP("engine", "{name} is not in {event}"),
    QT_TRANSLATE_NOOP("engine", "Receipt {value} is not in {event}."),
    QT_TRANSLATE_NOOP("engine", "Chip counts {value}: count at least one player"),
    QT_TRANSLATE_NOOP("engine", "Chips {value}: a player with no chips is busted, not counted"),
    QT_TRANSLATE_NOOP("engine", "{name} is {status}: only players still in are counted."),
    QT_TRANSLATE_NOOP("engine", "A deal is already recorded for {event} (at {time}): it is not "
                                "recorded twice (PRZ-2). To change it, undo that deal first (Log "
                                "tab)."),
    QT_TRANSLATE_NOOP("engine", "A stack is given for a player who is not in the deal; work it "
                                "out again."),
    QT_TRANSLATE_NOOP("engine", "Deal {value}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "Deal method {value}: must be one of {values}"),
    QT_TRANSLATE_NOOP("engine", "Deal total {value}: must be the {amount} still to be paid "
                                "(PRZ-3)"),
    QT_TRANSLATE_NOOP("engine", "{field} {value}: must be a list of figures"),
    QT_TRANSLATE_NOOP("engine", "{name} is {state} since the deal was worked out: the deal is "
                                "for the players still in. Work it out again."),
    QT_TRANSLATE_NOOP("engine", "not in the event"),
    QT_TRANSLATE_NOOP("engine", "out ({status}, place {place})"),
    QT_TRANSLATE_NOOP("engine", "out ({status})"),
    QT_TRANSLATE_NOOP("engine", "{name} is still in but not in the deal: every player left "
                                "shares in it. Work it out again."),
    QT_TRANSLATE_NOOP("engine", "{name} is owed no bounty: won {amount}, paid {amount2}."),
    QT_TRANSLATE_NOOP("engine", "{event} pays no bounties."),
)

# -- bounties: the format and who eliminated whom (BNT-1..BNT-9) -------------------------
BOUNTY_REFUSALS = (
    QT_TRANSLATE_NOOP("engine", "The stored bounty format does not read: {reason}."),
    QT_TRANSLATE_NOOP("engine", "Bounty format {value}: must be a mapping"),
    QT_TRANSLATE_NOOP("engine", "Bounty format {value}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "{event} is a {kind} event: bounties are for poker and OFC "
                                "events."),
    QT_TRANSLATE_NOOP("engine", "Eliminated by {name}: say who eliminated this player: the "
                                "event pays bounties"),
    QT_TRANSLATE_NOOP("engine", "Eliminated by {name}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "Eliminated by {name}: is not a player of this event"),
    QT_TRANSLATE_NOOP("engine", "Eliminated by {name}: is {name2}, the player busted"),
    QT_TRANSLATE_NOOP("engine", "Eliminated by {name}: is {status}, not in play"),
    QT_TRANSLATE_NOOP("engine", "is busted in this hand too and finishes below {name}: they "
                                "cannot have won {name2}'s chips"),
    QT_TRANSLATE_NOOP("engine", "is busted in this hand too"),
)

# -- flights and Day 2 (FLT-1..FLT-6) ----------------------------------------------------
FLIGHT_REFUSALS = (
    QT_TRANSLATE_NOOP("engine", "Flight of {value}: is itself a flight"),
    QT_TRANSLATE_NOOP("engine", "{event} has a Day {label} already."),
    QT_TRANSLATE_NOOP("engine", "{event} has bagged players: it stays a flight."),
    QT_TRANSLATE_NOOP("engine", "{event} has {number} players not bagged ({names}…): bag the "
                                "flight first."),
    QT_TRANSLATE_NOOP("engine", "Day 2 resumes at level {value}: the structure has {number} "
                                "levels"),
    QT_TRANSLATE_NOOP("engine", "Event name {value}: another event already has this name."),
    QT_TRANSLATE_NOOP("engine", "Flight of {value}: an event cannot be its own flight"),
    QT_TRANSLATE_NOOP("engine", "{event} has flights of its own: it cannot be a flight."),
    QT_TRANSLATE_NOOP("engine", "{event} is no flight of an event."),
    QT_TRANSLATE_NOOP("engine", "{event} is no flight of an event: nothing is bagged."),
    QT_TRANSLATE_NOOP("engine", "{event} is played in flights: its entries are taken in its "
                                "flights and its players are their bags (Build Day 2). Take "
                                "the entry in a flight."),
    QT_TRANSLATE_NOOP("engine", "Bagged chips {name}: has no count: bag every player left"),
    QT_TRANSLATE_NOOP("engine", "Bags {value}: {event} has no player left to bag"),
    QT_TRANSLATE_NOOP("engine", "{event} has no flights: nothing to build Day 2 from."),
    QT_TRANSLATE_NOOP("engine", "No one has bagged in the flights of {event}."),
    QT_TRANSLATE_NOOP("engine", "Day 2 of {event}: {reason}."),
    QT_TRANSLATE_NOOP("engine", "Event settings {value}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "Bags {value}: is no player still in {event}"),
    QT_TRANSLATE_NOOP("engine", "Bags {value}: {reason}"),
)

# -- satellites (SAT-1..SAT-5) -----------------------------------------------------------
SATELLITES = (
    QT_TRANSLATE_NOOP("engine", "Seat value {value}: type the seat value; no other event is "
                                "named {event} to take its buy-in from"),
    QT_TRANSLATE_NOOP("engine", "Seat value {value}: {event} takes no entry fee: type the seat "
                                "value"),
    QT_TRANSLATE_NOOP("engine", "Seat value {value}: type the seat value or name the target "
                                "event"),
    QT_TRANSLATE_NOOP("engine", "{event} is not a satellite."),
    QT_TRANSLATE_NOOP("engine", "{event} is not a satellite: it pays no seats."),
    QT_TRANSLATE_NOOP("engine", "{name} has already taken the seat as cash."),
    QT_TRANSLATE_NOOP("engine", "{name} has not won a seat."),
    QT_TRANSLATE_NOOP("engine", "{event} is a satellite: {reason}."),
)

# -- the clock and hand-for-hand (HFH-1..HFH-5) ------------------------------------------
CLOCK_HFH = (
    QT_TRANSLATE_NOOP("engine", "Clock action {value}: is not a clock action"),
    QT_TRANSLATE_NOOP("engine", "Players left {value}: is more than the {number} entries"),
    QT_TRANSLATE_NOOP("engine", "Structure {value}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "No clock is called at {value}: nothing to clear."),
    QT_TRANSLATE_NOOP("engine", "{field} {value}: cannot be negative"),
    QT_TRANSLATE_NOOP("engine", "Template name {value}: a template with this name exists."),
    QT_TRANSLATE_NOOP("engine", "No structure template named {value}."),
    QT_TRANSLATE_NOOP("engine", "Clock of {event}: {reason}."),
    QT_TRANSLATE_NOOP("engine", "{event}: hand-for-hand is not on."),
    QT_TRANSLATE_NOOP("engine", "{event}: hand-for-hand is on already."),
)

# -- the walk-in, reinstating, the room screens ------------------------------------------
WALK_IN = (
    QT_TRANSLATE_NOOP("engine", "Kind {value}: must be entry or reentry"),
    QT_TRANSLATE_NOOP("engine", "Name {value}: type the player's name"),
    QT_TRANSLATE_NOOP("engine", "Person #{value} is not in the player database (merged or "
                                "removed elsewhere?)."),
    QT_TRANSLATE_NOOP("engine", "{name} is {status}, not busted: nothing to reinstate."),
    QT_TRANSLATE_NOOP("engine", "Logo {value}: must be the bytes of an image file"),
    QT_TRANSLATE_NOOP("engine", "Logo {value}: is {number} bytes; at most {number2} (save it "
                                "smaller, e.g. 800 pixels wide)"),
    QT_TRANSLATE_NOOP("engine", "Logo {value}: is not a PNG or JPEG picture"),
    QT_TRANSLATE_NOOP("engine", "Announcement {value}: {reason}"),
)

# -- a station that lost its host (issue 39, tdesk.store_watch.offline_message) ---------------
NETWORK = (
    QT_TRANSLATE_NOOP("engine", "Lost the host at {value} — showing the last state, read-only; "
                                "reconnecting… Nothing was saved."),
)

# -- a sit-out served hand by hand (PEN-P1), a chip race's draw refused (TDA-R4) -------------
SIT_OUT = (
    QT_TRANSLATE_NOOP("engine", "This penalty has no hands to sit out."),
    QT_TRANSLATE_NOOP("engine", "This penalty was rescinded: there is nothing to sit out."),
    QT_TRANSLATE_NOOP("engine", "The sit-out is served: all {number} hands (PEN-P1)."),
    QT_TRANSLATE_NOOP("engine", "Chip race {value}: {reason}"),
    QT_TRANSLATE_NOOP("engine", "Penalty #{value} was already rescinded by {name}."),
    QT_TRANSLATE_NOOP("engine", "Hand {number}: no card changed, nothing to correct."),
    QT_TRANSLATE_NOOP("engine", "This penalty was applied with OFC hand {number} and the chips "
                                "have moved: it cannot be rescinded on its own. Undo that hand "
                                "(Edit › Undo) and score it again without the mark."),
    QT_TRANSLATE_NOOP("engine", "This penalty was applied with an OFC hand and the chips have "
                                "moved: it cannot be rescinded on its own. Undo that hand "
                                "(Edit › Undo) and score it again without the mark."),
)

#: Every template of this module, for engine_text's matcher.
# -- the OFC calculator's Apply: its gate's tooltip and apply_hand's refusal (issue 38) ----------
OFC_APPLY = (
    QT_TRANSLATE_NOOP("engine", "Players dealt in {count}: a hand needs 2 to {number} players "
                                "(OFC-T1)"),
    QT_TRANSLATE_NOOP("engine", "Player {name}: is dealt in twice"),
    QT_TRANSLATE_NOOP("engine", "Player {name}: has no chips and cannot be dealt in"),
    QT_TRANSLATE_NOOP("engine", "Player {name}: is {status} and cannot be dealt in"),
    QT_TRANSLATE_NOOP("engine", "{name}'s board {value}: {row} row has {count} cards ({cards}); "
                                "it needs {number}"),
    QT_TRANSLATE_NOOP("engine", "Cards {value}: {value2} is used in {name}'s {row} row and "
                                "{name2}'s {row2} row"),
)

# -- the player database's Merge: its gate's tooltip and merge_people's refusal (issue 38) -------
PEOPLE = (
    QT_TRANSLATE_NOOP("engine", "Duplicate: both people played {events}: one person is never "
                                "twice in an event (PPL-2)"),
    QT_TRANSLATE_NOOP("engine", "Duplicate: #{value} is the person kept; choose another record "
                                "(PPL-2)"),
)

POKER = (*FLIGHTS, *BOUNTIES, *ACTIONS, *SEATING, *MONEY, *BOUNTY_REFUSALS, *FLIGHT_REFUSALS,
         *SATELLITES, *CLOCK_HFH, *WALK_IN, *NETWORK, *SIT_OUT, *OFC_APPLY,
         *PEOPLE)
