"""The rules engines' words in the interface language: move reasons, penalty names and reasons,
OFC hand names and foul reasons, and the raw setting values a floor person reads.

``tdesk/rules`` stays pure and speaks English (its messages are also the audit log's). This is
the one place above it that turns those messages into the chosen language, for the screen and
for paper alike: each English template below is marked for pyside6-lupdate (context
``engine``); :func:`message` finds the template a text was made from, translates it and puts
the parameters back, themselves translated when they are words (a rank, a row, a hand).
A message no template knows is shown as it is, in English, never lost.

Templates use ``{name}`` for a parameter and ``%n`` for the count that picks a plural form.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.engine_lookups import ALL as LOOKUPS
from tdesk.engine_refusals import POKER
from tdesk.engine_swiss import SWISS
from tdesk.engine_venue import VENUE
from tdesk.i18n import translate

if TYPE_CHECKING:
    from tdesk.services.money.money import ResultRow

CONTEXT = "engine"


class _Plural:
    """Marks a template with %n as a plural message: pyside6-lupdate files a
    ``translate(context, text, disambiguation, n)`` call with one form per plural of the
    language (QT_TRANSLATE_NOOP cannot say so, and Qt never finds a plain message asked with a
    count, so "%n hands" stayed English). At run time it gives the English template back."""

    @staticmethod
    def translate(context: str, text: str, disambiguation: None, n: int) -> str:
        return text


PLURAL = _Plural()

# -- seating (TDA-B1..B6, TDA-F1, TDA-S2, TDA-S3): move reasons and plan notices ----------------
SEATING = (
    QT_TRANSLATE_NOOP("engine", "Table {table} has {count}, table {table2} has {count2} (TDA-B1)"),
    QT_TRANSLATE_NOOP("engine", "seat {seat} drawn at random before the first hand (TDA-B2)"),
    QT_TRANSLATE_NOOP("engine", "seat {seat} is last to be dealt in (TDA-B3)"),
    QT_TRANSLATE_NOOP("engine", "seat {seat} has no position yet (TDA-B2)"),
    QT_TRANSLATE_NOOP("engine", "seat {seat} is big blind next but has a fixed seat; seat {seat2} "
                                "is next to post it (TDA-B2)"),
    QT_TRANSLATE_NOOP("engine", "seat {seat} is big blind next (TDA-B2)"),
    QT_TRANSLATE_NOOP("engine", "seat {seat} at table {table} drawn at random"),
    QT_TRANSLATE_NOOP("engine", "seat {seat} at table {table}, the last seat dealt in (TDA-B3)"),
    QT_TRANSLATE_NOOP("engine", "seat {seat} at table {table}, the lowest open seat"),
    QT_TRANSLATE_NOOP("engine", "seat {seat} at table {table} is the only open seat and waits for "
                                "the button to pass (TDA-S3)"),
    QT_TRANSLATE_NOOP("engine", "seat {seat} at table {table} takes the big blind next hand "
                                "(TDA-B2)"),
    PLURAL.translate("engine", "seat {seat} at table {table} posts the big blind after %n "
                               "hand(s), the worst open position (TDA-B2)", None, 0),
    PLURAL.translate("engine", "Table {table} breaks: %n players fit {count} tables (TDA-B6)",
                     None, 0),
    QT_TRANSLATE_NOOP("engine", "seat {seat} at table {table} drawn, the shortest table (TDA-B4)"),
    QT_TRANSLATE_NOOP("engine", "waits for the button to pass (TDA-S3)"),
    QT_TRANSLATE_NOOP("engine", "set the button to know whether the seat waits (TDA-S3)"),
    PLURAL.translate("engine", "%n players fit the final table of {count} (TDA-F1): seat {seat} "
                               "at table {table} drawn", None, 0),
    PLURAL.translate("engine", "%n players fit the final table of {count} (TDA-F1): seat {seat} "
                               "at table {table} drawn (a fixed seat cannot follow a redraw)",
                     None, 0),
    QT_TRANSLATE_NOOP("engine", "wait at seat {seat} until it is free"),
    QT_TRANSLATE_NOOP("engine", "{player} was found at table {table} seat {seat} but drew table "
                                "{table2} seat {seat2}"),
    QT_TRANSLATE_NOOP("engine", "moves there with the current stack (TDA-S2)"),
    QT_TRANSLATE_NOOP("engine", "Table {table} is 3 or more players short of the fullest table: "
                                "play halts there until it is balanced (TDA-B5)"),
    QT_TRANSLATE_NOOP("engine", "No table can seat a final table of {count}: unblock seats "
                                "(TDA-F1)"),
    QT_TRANSLATE_NOOP("engine", "Final table {table}: draw for the button before the first hand"),
    QT_TRANSLATE_NOOP("engine", "Table {table} holds a fixed seat but must break (TDA-B6)"),
    PLURAL.translate("engine", "Set the button at table(s) {tables}: %n balancing move(s) wait "
                               "for it (TDA-B2)", None, 0),
    QT_TRANSLATE_NOOP("engine", "Table {table}: every player has a fixed seat; nobody can move"),
    QT_TRANSLATE_NOOP("engine", "Table {table}: every player has a fixed seat or was moved in by "
                                "this plan; nobody can move"),
    QT_TRANSLATE_NOOP("engine", "seat {seat} is big blind next but was moved in by this plan; "
                                "seat {seat2} is next to post it (TDA-B2)"),
    QT_TRANSLATE_NOOP("engine", "seat {seat} at table {table}: every open seat there is the button "
                                "or the small blind"),
    # the floor buttons' reasons (issue 22: rules.verify_draw, rules.verify_apply)
    QT_TRANSLATE_NOOP("engine", "Seats are drawn already: add late entries one by one instead."),
    QT_TRANSLATE_NOOP("engine", "No active player is registered: nobody to seat."),
    QT_TRANSLATE_NOOP("engine", "No moves are pending: the room is balanced."),
)

# -- Swiss and league rounds (CG-M3, CG-P2, HU-R2/R3, HU-S1, HU-1): the floor buttons' reasons
# (issue 22: rules.swiss_floor, rules.league.verify_*) --------------------------------------
ROUNDS = (
    QT_TRANSLATE_NOOP("engine", "The final has been played: the event is over."),
    QT_TRANSLATE_NOOP("engine", "The top cut has started."),
    QT_TRANSLATE_NOOP("engine", "Round {round} still has results missing."),
    QT_TRANSLATE_NOOP("engine", "{name} is already dropped (CG-P2): nothing changed."),
    QT_TRANSLATE_NOOP("engine", "{name} is not dropped: nothing to take back."),
    QT_TRANSLATE_NOOP("engine", "Only the latest Swiss round can be paired again (round {round})."),
    QT_TRANSLATE_NOOP("engine", "Round {round} already has results: correct them instead."),
    PLURAL.translate("engine", "%n conflict(s) waiting for an admin (HU-R2)", None, 0),
    PLURAL.translate("engine", "%n game(s) waiting for reports until the cut-off (HU-R3)",
                     None, 0),
    QT_TRANSLATE_NOOP("engine", "Round {round} has ended: correct a result instead."),
    QT_TRANSLATE_NOOP("engine", "Start the season first: seeds come before the first pairing."),
    QT_TRANSLATE_NOOP("engine", "Round {round} is still open: end it first."),
    QT_TRANSLATE_NOOP("engine", "The season has its winner: no more rounds."),
)

# -- satellites (SAT-1, SAT-4, SAT-5, issue 23): why a deal or a seat as cash is refused, why
# the pool makes no satellite yet (rules.satellites) ---------------------------------------------
SATELLITES = (
    QT_TRANSLATE_NOOP("engine", "every player left has won a seat: there is nothing to deal"),
    QT_TRANSLATE_NOOP("engine", "seats are not priced by ICM: a satellite has no ICM deal"),
    QT_TRANSLATE_NOOP("engine", "a deal would pay seats in cash, which this venue does not "
                                "allow"),
    QT_TRANSLATE_NOOP("engine", "a seat cannot be taken as cash at this venue"),
    QT_TRANSLATE_NOOP("engine", "a seat can be taken as cash only by a player who already "
                                "holds a seat in the target event"),
    QT_TRANSLATE_NOOP("engine", "prize pool {count}: does not buy one seat of {count2}"),
    QT_TRANSLATE_NOOP("engine", "prize pool {count}: buys {count2} seats of {count3} but there "
                                "are only {count4} entries"),
)

# -- money and the issue-penalty dialog: the floor buttons' reasons (issue 22:
# rules.entry_fees.verify_payment, rules.payouts.verify_structure, CG-J1 via verify_issue) ----
GATES = (
    QT_TRANSLATE_NOOP("engine", "entry: already paid"),
    QT_TRANSLATE_NOOP("engine", "entry: registration is closed"),
    QT_TRANSLATE_NOOP("engine", "re-entry: the first entry is not paid yet"),
    QT_TRANSLATE_NOOP("engine", "re-entry: the player is still in; a re-entry is for a busted "
                                "player"),
    QT_TRANSLATE_NOOP("engine", "re-entry: at most {count} per player"),
    QT_TRANSLATE_NOOP("engine", "re-entry: registration is closed"),
    QT_TRANSLATE_NOOP("engine", "rebuy: the entry is not paid yet"),
    QT_TRANSLATE_NOOP("engine", "rebuy: the player is out"),
    QT_TRANSLATE_NOOP("engine", "rebuy: at most {count} per player"),
    QT_TRANSLATE_NOOP("engine", "rebuy: the rebuy period is over"),
    QT_TRANSLATE_NOOP("engine", "add-on: this event has no add-on"),
    QT_TRANSLATE_NOOP("engine", "add-on: the entry is not paid yet"),
    QT_TRANSLATE_NOOP("engine", "add-on: the player is out"),
    QT_TRANSLATE_NOOP("engine", "add-on: already taken"),
    QT_TRANSLATE_NOOP("engine", "Percents {text}: type a percent for each paid place, e.g. "
                                "50 30 20"),
    QT_TRANSLATE_NOOP("engine", "Percents {text}: percents: percents add up to {total}, must "
                                "be 100"),
    QT_TRANSLATE_NOOP("engine", "Percents {text}: percents: place {place} pays {percent}%, "
                                "more than place {above}"),
    QT_TRANSLATE_NOOP("engine", "Percents {text}: percents: place {place} pays {percent}%, "
                                "must be more than 0"),
    QT_TRANSLATE_NOOP("engine", "Percents {text}: percents: place {place} pays {percent}%, "
                                "at most 4 decimals"),
    QT_TRANSLATE_NOOP("engine", "Percents {text}: percent {value}: must be a number"),
    QT_TRANSLATE_NOOP("engine", "players in the deal {count}: a deal needs at least {count2}"),
    QT_TRANSLATE_NOOP("engine", "players in the deal {count}: at most {count2}"),
    QT_TRANSLATE_NOOP("engine", "Reason {text}: cannot be empty: say what the penalty is for"),
    QT_TRANSLATE_NOOP("engine", "Penalty {label}: Suspension cannot be given at {level} "
                                "enforcement level: only at Professional or above (CG-J1)"),
    QT_TRANSLATE_NOOP("engine", "Penalty {label}: {penalty} instead of the recommended "
                                "{penalty2} at {level} level needs the head judge's agreement: "
                                "ask the head judge and record it (CG-J1)"),
    # PRZ-5 (rules.handover): the Results page's Hand over button
    QT_TRANSLATE_NOOP("engine", "the prize was already handed over: a prize is paid once"),
    QT_TRANSLATE_NOOP("engine", "no prize (yet): nothing to hand over"),
    QT_TRANSLATE_NOOP("engine", "still playing for the amount the deal kept back: hand the "
                                "prize over when the play is over"),
)

# -- the clock's buttons (rules.clock.verify, levels_verify.next_denomination; issue 22) -----
CLOCK = (
    QT_TRANSLATE_NOOP("engine", "the clock cannot start: it is already running"),
    QT_TRANSLATE_NOOP("engine", "the clock cannot start: it is already paused"),
    QT_TRANSLATE_NOOP("engine", "the clock cannot start: it is already finished"),
    QT_TRANSLATE_NOOP("engine", "the clock cannot pause: it is not started"),
    QT_TRANSLATE_NOOP("engine", "the clock cannot pause: it is paused"),
    QT_TRANSLATE_NOOP("engine", "the clock cannot pause: it is finished"),
    QT_TRANSLATE_NOOP("engine", "the clock cannot resume: it is not started"),
    QT_TRANSLATE_NOOP("engine", "the clock cannot resume: it is running"),
    QT_TRANSLATE_NOOP("engine", "the clock cannot resume: it is finished"),
    QT_TRANSLATE_NOOP("engine", "this is the last level of the structure; there is no next "
                                "level"),
    QT_TRANSLATE_NOOP("engine", "this is the first level; there is no previous level"),
    QT_TRANSLATE_NOOP("engine", "the clock has finished; go back to a level before changing "
                                "its time"),
    QT_TRANSLATE_NOOP("engine", "the level has not started; nothing to restart"),
    QT_TRANSLATE_NOOP("engine", "the clock has already finished"),
    QT_TRANSLATE_NOOP("engine", "level {count} has no colour-up into a larger chip"),
    QT_TRANSLATE_NOOP("engine", "the break after level {count} has no colour-up into a larger "
                                "chip"),
    # hand-for-hand's buttons (rules.hand_for_hand HFH-2, services.hand_for_hand; issue 23)
    QT_TRANSLATE_NOOP("engine", "hand-for-hand is not on"),
    QT_TRANSLATE_NOOP("engine", "hand-for-hand is on already"),
    QT_TRANSLATE_NOOP("engine", "table {table} is still playing the hand: move the player once "
                                "it has reported"),
    QT_TRANSLATE_NOOP("engine", "hand-for-hand needs at least 3 players left, not {count}"),
    QT_TRANSLATE_NOOP("engine", "the hand is still playing at table {table}"),
    QT_TRANSLATE_NOOP("engine", "the hand is still playing at tables {tables}"),
    QT_TRANSLATE_NOOP("engine", "no hand-for-hand hand is in play: start the hand first"),
    QT_TRANSLATE_NOOP("engine", "table {table} is not playing hand-for-hand"),
    QT_TRANSLATE_NOOP("engine", "table {table} has reported this hand already"),
)

# -- decklists (rules.decklists, DECK-1..DECK-8; issue 24): the lines and limits refused ---------
DECKLISTS = (
    QT_TRANSLATE_NOOP("engine", "line {line}: {quoted} has no count: write it in digits, as "
                                "{example} (DECK-1)"),
    QT_TRANSLATE_NOOP("engine", "line {line}: {quoted} has two counts (DECK-1)"),
    QT_TRANSLATE_NOOP("engine", "line {line}: {quoted} has no card name (DECK-1)"),
    QT_TRANSLATE_NOOP("engine", "line {line}: {quoted} count {value} is not a whole number "
                                "(DECK-1)"),
    QT_TRANSLATE_NOOP("engine", "line {line}: {quoted} count {number}: must be at least 1 "
                                "(DECK-8)"),
    QT_TRANSLATE_NOOP("engine", "line {line}: {quoted} count {number}: at most {most} (DECK-8)"),
    QT_TRANSLATE_NOOP("engine", "line {line}: card name of {number} characters: at most {most} "
                                "(DECK-8)"),
    QT_TRANSLATE_NOOP("engine", "line {line}: {quoted}: this event has no sideboard (DECK-2)"),
    QT_TRANSLATE_NOOP("engine", "line {line}: {quoted}: the main deck started already (DECK-2)"),
    QT_TRANSLATE_NOOP("engine", "line {line}: {quoted}: the sideboard started already (DECK-2)"),
    QT_TRANSLATE_NOOP("engine", "line {line}: {quoted} says {number} cards, the lines under it "
                                "add up to {total} (DECK-2)"),
    QT_TRANSLATE_NOOP("engine", "the list has no card lines (DECK-1)"),
    QT_TRANSLATE_NOOP("engine", "main deck of {number} cards: at least {most} (DECK-3)"),
    QT_TRANSLATE_NOOP("engine", "main deck of {number} cards: at most {most} (DECK-3)"),
    QT_TRANSLATE_NOOP("engine", "sideboard of {number} cards: this event has no sideboard "
                                "(DECK-3)"),
    QT_TRANSLATE_NOOP("engine", "sideboard of {number} cards: at most {most} (DECK-3)"),
    QT_TRANSLATE_NOOP("engine", "{name}: {number} copies, at most {most} (DECK-4)"),
    QT_TRANSLATE_NOOP("engine", "The decklist is locked: the player's first round is paired. "
                                "Only the head judge can change it, with a reason (DECK-5)."),
    QT_TRANSLATE_NOOP("engine", "reason is empty: a locked decklist changes only with the head "
                                "judge's reason written in the log (DECK-5)"),
    QT_TRANSLATE_NOOP("engine", "List matches the deck"),
    QT_TRANSLATE_NOOP("engine", "Deck does not match the list"),
    QT_TRANSLATE_NOOP("engine", "Deck illegal"),
    QT_TRANSLATE_NOOP("engine", "note is empty: '{reason}' needs what the judge found (DECK-6)"),
    QT_TRANSLATE_NOOP("engine", "judge is empty: a deck check names the judge who made it "
                                "(DECK-6)"),
    QT_TRANSLATE_NOOP("engine", "infraction {value}: '{reason}' gives no penalty (DECK-6)"),
)

# -- draft pods and table plans (rules.pods CG-D1/D3, rules.table_plan CG-T10; issue 24): the
# pods dialog's and the reserved-table dialog's refusals, the draft pairing's -------------------
PODS_TABLES = (
    QT_TRANSLATE_NOOP("engine", "Pods {count}: {count2} players cannot make pods of {count3} to "
                                "{count4} (CG-D1)."),
    QT_TRANSLATE_NOOP("engine", "Pods {pods}: {name} has no pod (CG-D3)."),
    QT_TRANSLATE_NOOP("engine", "Pods {pods}: {name} is not a player of the event (CG-D3)."),
    QT_TRANSLATE_NOOP("engine", "Pods {pods}: Pod {count} is empty: number the pods 1 to "
                                "{count2} (CG-D3)."),
    QT_TRANSLATE_NOOP("engine", "Pods {pods}: Pod {count} has {count2} players: a pod has "
                                "{count3} to {count4} (CG-D3)."),
    QT_TRANSLATE_NOOP("engine", "Pods {pods}: Player listed twice: {names}"),
    QT_TRANSLATE_NOOP("engine", "Draft pods: no player has a pod yet. Draw the pods or place the "
                                "players by hand (Draft pods…) before pairing (CG-D3)."),
    QT_TRANSLATE_NOOP("engine", "Draft pods: {names} has no pod; assign the pods first (CG-D3)."),
    QT_TRANSLATE_NOOP("engine", "Draft pods: {names} have no pod; assign the pods first "
                                "(CG-D3)."),
    QT_TRANSLATE_NOOP("engine", "Reserved table {table}: Table {table2} is reserved for {name} "
                                "already: {name2} cannot have it too (CG-T10)."),
)
# -- extra time (rules.round_time CG-R1, CG-R1-A; issue 24): the extra-time dialog's Save ------
ROUND_TIME = (
    QT_TRANSLATE_NOOP("engine", "The next round is paired: this round is over (CG-R1-A)."),
    QT_TRANSLATE_NOOP("engine", "Table {table} does not play this round (CG-R1)."),
    QT_TRANSLATE_NOOP("engine", "Round {round} has no table playing: no judge call or extra "
                                "time (CG-R1)."),
    QT_TRANSLATE_NOOP("engine", "Table {table} has its result in: its time is over (CG-R1-A)."),
    QT_TRANSLATE_NOOP("engine", "Extension must be from 1 to {count} minutes: {count2}"),
    QT_TRANSLATE_NOOP("engine", "An extension names the judge who gave it (CG-R1)."),
    QT_TRANSLATE_NOOP("engine", "An extension gives its reason (CG-R1)."),
)
# -- ratings (rules.ratings RAT-3, RAT-5; issue 26): the Ratings dialog's Apply ---------------
RATINGS = (
    QT_TRANSLATE_NOOP("engine", "Ratings were applied for this event at {when} (RAT-5): undo "
                                "that action to apply them again."),
    PLURAL.translate("engine", "Still waiting for %n result(s) (RAT-5): ratings are applied "
                               "once every result is in.", None, 0),
    QT_TRANSLATE_NOOP("engine", "This event has no played match to rate (RAT-3)."),
)
# -- a service's refusal: the event's name, then the rule's own words (translated above) ------
REFUSALS = (
    # the bounty format dialog's checks (rules.bounties BNT-9, issue 35)
    QT_TRANSLATE_NOOP("engine", "envelopes {value}: write each as VALUExCOUNT, e.g. 1000x4"),
    QT_TRANSLATE_NOOP("engine", "cash share {value}: must be a fraction such as 1/2"),
    QT_TRANSLATE_NOOP("engine", "cash share {value}: must be more than 0 and at most 1"),
    QT_TRANSLATE_NOOP("engine", "envelopes: a mystery format needs at least one envelope"),
    QT_TRANSLATE_NOOP("engine", "envelope value {value}: listed twice, give one count"),
    QT_TRANSLATE_NOOP("engine", "envelope value {value}: must be from {low} to {high}"),
    QT_TRANSLATE_NOOP("engine", "count of the {count} envelopes {value}: must be from {low} to "
                                "{high}"),
    QT_TRANSLATE_NOOP("engine", "{event}: {reason}."),
    QT_TRANSLATE_NOOP("engine", "Day 2 of {event} has its players already: undo the Day 2 to "
                                "change the bags."),
    QT_TRANSLATE_NOOP("engine", "Day 2 of {event} has its players already: undo the Day 2 "
                                "before adding a flight."),
    QT_TRANSLATE_NOOP("engine", "{action} refused: Day 2 of {event} is built from the bags of "
                                "{event2}, and this would change its bags, busts or payments. "
                                "Undo Build Day 2 first (Log tab)."),
    # the walk-in (issue 35, services/seating/walk_in.py)
    QT_TRANSLATE_NOOP("engine", "{name} is not in {event}: a re-entry is for a player who busted "
                                "out of it; take an entry."),
    QT_TRANSLATE_NOOP("engine", "Name {name}: {count} people of the player database are called "
                                "that ({names}); say which one."),
    # issue 35: a registered player who has not paid is not in play
    QT_TRANSLATE_NOOP("engine", "{name} has not paid the entry: take the payment first; a "
                                "registered player who has not paid is not in play."),
    QT_TRANSLATE_NOOP("engine", "{name} has no seat: only a seated player can be busted."),
    QT_TRANSLATE_NOOP("engine", "Availability of {name} '{marks}': {count} of {total} slots "
                                "marked 3 (impossible); fewer than half may be"),  # HU-D1
)
#: One pod of a hand assignment as a refusal names it ("pod 2: Ann, Bob"), in ``{pods}``.
POD_MEMBERS = QT_TRANSLATE_NOOP("engine", "pod {count}: {names}")

# -- penalties: the ladders' names (PEN-1, PEN-P1, OFC-X1..X3) and the shipped reasons ---------
PENALTIES = (
    QT_TRANSLATE_NOOP("engine", "Remark"),
    QT_TRANSLATE_NOOP("engine", "Warning"),
    QT_TRANSLATE_NOOP("engine", "Game loss"),
    QT_TRANSLATE_NOOP("engine", "Match loss"),
    QT_TRANSLATE_NOOP("engine", "Disqualification"),
    QT_TRANSLATE_NOOP("engine", "Disqualification without prizes"),
    QT_TRANSLATE_NOOP("engine", "Suspension"),
    QT_TRANSLATE_NOOP("engine", "Verbal warning"),
    QT_TRANSLATE_NOOP("engine", "One-hand penalty"),
    QT_TRANSLATE_NOOP("engine", "1-round penalty"),
    QT_TRANSLATE_NOOP("engine", "2-round penalty"),
    QT_TRANSLATE_NOOP("engine", "3-round penalty"),
    QT_TRANSLATE_NOOP("engine", "4-round penalty"),
    QT_TRANSLATE_NOOP("engine", "Exposed a card out of turn"),
    QT_TRANSLATE_NOOP("engine", "Missed a hand"),
    QT_TRANSLATE_NOOP("engine", "Did not act in time / left the table"),
    QT_TRANSLATE_NOOP("engine", "accumulation"),
    # explanations the ladders write (PEN-1, PEN-3, PEN-P1, PEN-P2, CG-J1)
    QT_TRANSLATE_NOOP("engine", "{penalty} for '{reason}'"),
    QT_TRANSLATE_NOOP("engine", "+ {penalty} (PEN-1)"),
    QT_TRANSLATE_NOOP("engine", "recommended is {penalty} (CG-J1)"),
    QT_TRANSLATE_NOOP("engine", "recommended is {penalty} with the head judge's agreement "
                                "(CG-J1)"),
    QT_TRANSLATE_NOOP("engine", "{penalty}: repeat offence after a warning (PEN-P2)"),
    QT_TRANSLATE_NOOP("engine", "{penalty}: repeat offence, double the last {penalty2} (PEN-P2)"),
    QT_TRANSLATE_NOOP("engine", "{penalty} (PEN-P1)"),
    PLURAL.translate("engine", "{penalty}, %n hands away at a {count}-handed table (PEN-P1)",
                     None, 0),
    PLURAL.translate("engine", "%n hands away at a {count}-handed table", None, 0),
    QT_TRANSLATE_NOOP("engine", "chips are removed from play (PEN-P2)"),
    # repetition and accumulation (PEN-3, PEN-4): {ordinal} is "second", "third", … "11th"
    QT_TRANSLATE_NOOP("engine", "raised to {penalty}: {ordinal} '{reason}' this event (PEN-3)"),
    QT_TRANSLATE_NOOP("engine", "{penalty}: {ordinal} '{reason}' this event, at or above "
                                "{penalty2} already (PEN-3)"),
    QT_TRANSLATE_NOOP("engine", "repetition never goes above Disqualification (PEN-4)"),
    QT_TRANSLATE_NOOP("engine", "{penalty} by accumulation: three {penalty2} penalties for "
                                "different reasons ({reasons}) (PEN-4)"),
    # the same as written before issue 22 ("three Game losss"), still in older logs
    QT_TRANSLATE_NOOP("engine", "{penalty} by accumulation: three {penalty2}s for different "
                                "reasons ({reasons}) (PEN-4)"),
    # OFC penalties' points (OFC-X1..X3), and the hand they were paid in
    PLURAL.translate("engine", "1 point to each of %n active players = {count} (OFC-X1)", None, 0),
    PLURAL.translate("engine", "3 points to each of %n active players = {count}", None, 0),
    QT_TRANSLATE_NOOP("engine", "no royalties paid, nothing received this hand (OFC-X2)"),
    QT_TRANSLATE_NOOP("engine", "hand declared fouled: pays each player 6 plus their royalties "
                                "(OFC-X3, OFC-P3)"),
    QT_TRANSLATE_NOOP("engine", "no other active player in the hand: nothing paid ({rule})"),
    QT_TRANSLATE_NOOP("engine", "OFC hand {count}"),
    # resources/infractions/ccg.toml
    QT_TRANSLATE_NOOP("engine", "Game rule violation (minor)"),
    QT_TRANSLATE_NOOP("engine", "Game rule violation"),
    QT_TRANSLATE_NOOP("engine", "Looking at extra cards"),
    QT_TRANSLATE_NOOP("engine", "Drawing extra cards"),
    QT_TRANSLATE_NOOP("engine", "Failure to maintain game state"),
    QT_TRANSLATE_NOOP("engine", "Slow play"),
    QT_TRANSLATE_NOOP("engine", "Tardiness"),
    QT_TRANSLATE_NOOP("engine", "Tardiness (more than 10 minutes)"),
    QT_TRANSLATE_NOOP("engine", "Deck does not match deck list"),
    QT_TRANSLATE_NOOP("engine", "Illegal deck"),
    QT_TRANSLATE_NOOP("engine", "Insufficient shuffling"),
    QT_TRANSLATE_NOOP("engine", "Marked cards or sleeves"),
    QT_TRANSLATE_NOOP("engine", "Outside assistance"),
    QT_TRANSLATE_NOOP("engine", "Unsporting conduct (minor)"),
    QT_TRANSLATE_NOOP("engine", "Unsporting conduct (major)"),
    QT_TRANSLATE_NOOP("engine", "Improperly determining a winner"),
    QT_TRANSLATE_NOOP("engine", "Bribery or wagering"),
    QT_TRANSLATE_NOOP("engine", "Cheating"),
    QT_TRANSLATE_NOOP("engine", "Aggressive behaviour"),
    QT_TRANSLATE_NOOP("engine", "Theft of tournament material"),
    # resources/infractions/ofc.toml
    QT_TRANSLATE_NOOP("engine", "Exposing a card out of turn"),
    QT_TRANSLATE_NOOP("engine", "Missing a hand"),
    QT_TRANSLATE_NOOP("engine", "Not acting within 30 seconds of the clock"),
    QT_TRANSLATE_NOOP("engine", "Leaving the table with decisions remaining"),
    # resources/infractions/poker.toml
    QT_TRANSLATE_NOOP("engine", "Exposing cards with action pending"),
    QT_TRANSLATE_NOOP("engine", "Throwing cards off the table"),
    QT_TRANSLATE_NOOP("engine", "One player to a hand"),
    QT_TRANSLATE_NOOP("engine", "Acting out of turn"),
    QT_TRANSLATE_NOOP("engine", "Using a phone or device at the table"),
    QT_TRANSLATE_NOOP("engine", "Abusive language"),
    QT_TRANSLATE_NOOP("engine", "Etiquette violation"),
    QT_TRANSLATE_NOOP("engine", "Stalling"),
    QT_TRANSLATE_NOOP("engine", "Chips not kept visible and countable"),
    QT_TRANSLATE_NOOP("engine", "Soft play"),
    QT_TRANSLATE_NOOP("engine", "Abuse of players or staff"),
    QT_TRANSLATE_NOOP("engine", "Removing chips from play"),
    QT_TRANSLATE_NOOP("engine", "Collusion or chip dumping"),
)

# -- OFC: hand names, foul reasons, pair notes (CARD-3, OFC-R3, OFC-P2..P3, OFC-X2..X3) --------
HANDS = (
    QT_TRANSLATE_NOOP("engine", "{rank} high"),
    QT_TRANSLATE_NOOP("engine", "pair of {ranks}"),
    QT_TRANSLATE_NOOP("engine", "two pair, {ranks} and {ranks2}"),
    QT_TRANSLATE_NOOP("engine", "trips, {ranks}"),
    QT_TRANSLATE_NOOP("engine", "straight, five high (wheel)"),
    QT_TRANSLATE_NOOP("engine", "straight, {rank} high"),
    QT_TRANSLATE_NOOP("engine", "flush, {rank} high"),
    QT_TRANSLATE_NOOP("engine", "full house, {ranks} full of {ranks2}"),
    QT_TRANSLATE_NOOP("engine", "quads, {ranks}"),
    QT_TRANSLATE_NOOP("engine", "straight flush, five high (steel wheel)"),
    QT_TRANSLATE_NOOP("engine", "straight flush, {rank} high"),
    QT_TRANSLATE_NOOP("engine", "royal flush"),
    QT_TRANSLATE_NOOP("engine", "high card"),
    QT_TRANSLATE_NOOP("engine", "pair"),
    QT_TRANSLATE_NOOP("engine", "two pair"),
    QT_TRANSLATE_NOOP("engine", "trips"),
    QT_TRANSLATE_NOOP("engine", "straight"),
    QT_TRANSLATE_NOOP("engine", "flush"),
    QT_TRANSLATE_NOOP("engine", "full house"),
    QT_TRANSLATE_NOOP("engine", "quads"),
    QT_TRANSLATE_NOOP("engine", "straight flush"),
    QT_TRANSLATE_NOOP("engine", "{row} {hand} is weaker than {row2} {hand2} (kicker {card} vs "
                                "{card2})"),
    QT_TRANSLATE_NOOP("engine", "{row} {hand} is weaker than {row2} {hand2}"),
    QT_TRANSLATE_NOOP("engine", "fouled on the clock (OFC-X3)"),
    QT_TRANSLATE_NOOP("engine", "missed hand: penalty only (OFC-X2)"),
    QT_TRANSLATE_NOOP("engine", "both fouled (OFC-P3)"),
    QT_TRANSLATE_NOOP("engine", "scoop (OFC-P2)"),
    QT_TRANSLATE_NOOP("engine", "{player} fouled: pays 6 plus royalties (OFC-P3)"),
)

#: Rank words as a hand name uses them: one rank ("{rank} high": the case after "high"/"to").
RANKS = (
    QT_TRANSLATE_NOOP("engine.rank", "two"), QT_TRANSLATE_NOOP("engine.rank", "three"),
    QT_TRANSLATE_NOOP("engine.rank", "four"), QT_TRANSLATE_NOOP("engine.rank", "five"),
    QT_TRANSLATE_NOOP("engine.rank", "six"), QT_TRANSLATE_NOOP("engine.rank", "seven"),
    QT_TRANSLATE_NOOP("engine.rank", "eight"), QT_TRANSLATE_NOOP("engine.rank", "nine"),
    QT_TRANSLATE_NOOP("engine.rank", "ten"), QT_TRANSLATE_NOOP("engine.rank", "jack"),
    QT_TRANSLATE_NOOP("engine.rank", "queen"), QT_TRANSLATE_NOOP("engine.rank", "king"),
    QT_TRANSLATE_NOOP("engine.rank", "ace"),
)
#: ... and several of one rank ("pair of {ranks}").
RANK_PLURALS = (
    QT_TRANSLATE_NOOP("engine.ranks", "twos"), QT_TRANSLATE_NOOP("engine.ranks", "threes"),
    QT_TRANSLATE_NOOP("engine.ranks", "fours"), QT_TRANSLATE_NOOP("engine.ranks", "fives"),
    QT_TRANSLATE_NOOP("engine.ranks", "sixes"), QT_TRANSLATE_NOOP("engine.ranks", "sevens"),
    QT_TRANSLATE_NOOP("engine.ranks", "eights"), QT_TRANSLATE_NOOP("engine.ranks", "nines"),
    QT_TRANSLATE_NOOP("engine.ranks", "tens"), QT_TRANSLATE_NOOP("engine.ranks", "jacks"),
    QT_TRANSLATE_NOOP("engine.ranks", "queens"), QT_TRANSLATE_NOOP("engine.ranks", "kings"),
    QT_TRANSLATE_NOOP("engine.ranks", "aces"),
)
#: The three OFC rows (OFC-R1) as a foul reason names them.
ROW_NAMES = (
    QT_TRANSLATE_NOOP("engine.row", "top"),
    QT_TRANSLATE_NOOP("engine.row", "middle"),
    QT_TRANSLATE_NOOP("engine.row", "bottom"),
)

# -- raw setting values shown to people --------------------------------------------------------
VALUES = (
    QT_TRANSLATE_NOOP("values", "flop"),
    QT_TRANSLATE_NOOP("values", "stud"),
    QT_TRANSLATE_NOOP("values", "six-max"),
    QT_TRANSLATE_NOOP("values", "standard"),
    QT_TRANSLATE_NOOP("values", "winner-only"),
    QT_TRANSLATE_NOOP("values", "classic-2012"),
    QT_TRANSLATE_NOOP("values", "Amateur"),
    QT_TRANSLATE_NOOP("values", "Professional"),
    QT_TRANSLATE_NOOP("values", "Highest"),
    QT_TRANSLATE_NOOP("values", "dark"),
    QT_TRANSLATE_NOOP("values", "light"),
    QT_TRANSLATE_NOOP("values", "Standard (event table)"),
    QT_TRANSLATE_NOOP("values", "Standard, royalties only to the row winner"),
    QT_TRANSLATE_NOOP("values", "Early (2012) table: royal 20 bottom / 40 middle, any top trips 20"),
)

#: How a reason is quoted inside a list of reasons ("({reasons})" of PEN-4).
QUOTED = QT_TRANSLATE_NOOP("engine", "'{reason}'")
#: "second", "third", … as "{ordinal} '{reason}' this event" says them (PEN-3); past the tenth
#: the rules write "11th", which "{0}th" translates.
ORDINALS = (
    QT_TRANSLATE_NOOP("engine.ordinal", "first"), QT_TRANSLATE_NOOP("engine.ordinal", "second"),
    QT_TRANSLATE_NOOP("engine.ordinal", "third"), QT_TRANSLATE_NOOP("engine.ordinal", "fourth"),
    QT_TRANSLATE_NOOP("engine.ordinal", "fifth"), QT_TRANSLATE_NOOP("engine.ordinal", "sixth"),
    QT_TRANSLATE_NOOP("engine.ordinal", "seventh"), QT_TRANSLATE_NOOP("engine.ordinal", "eighth"),
    QT_TRANSLATE_NOOP("engine.ordinal", "ninth"), QT_TRANSLATE_NOOP("engine.ordinal", "tenth"),
    QT_TRANSLATE_NOOP("engine.ordinal", "{0}th"),
)

#: What a parameter's value is, by its name: its own words are translated in that context.
_PARAM_CONTEXT = {"rank": "engine.rank", "ranks": "engine.ranks", "row": "engine.row",
                  "status": "status"}  # an entry's status ("busted"), as the GUI says it
#: Parameters that are words the catalogue knows (a hand inside a foul reason).
# -- a wrong bust: the undo refused, and reinstating the player (issue 35) --------------------
REINSTATE = (
    QT_TRANSLATE_NOOP("engine", "Cannot undo '{action}': what it changed was changed again since "
                                "by later actions ({count}): {actions}. Undo those first, newest "
                                "first."),
    QT_TRANSLATE_NOOP("engine", "Cannot undo '{action}': what it changed was changed again since "
                                "by later actions ({count}): {actions}. Undo those first, newest "
                                "first. A player busted by mistake comes back with Reinstate… "
                                "(Seating tab, Ctrl+Shift+I; tdesk reinstate): their place, the "
                                "places after it, prizes and bounties follow, and no later action "
                                "is undone."),
    QT_TRANSLATE_NOOP("engine", "Cannot undo '{action}': finishing places given since count on it "
                                "(the players out must hold the bottom places of the field). Undo "
                                "the later busts first. A player busted by mistake comes back "
                                "with Reinstate… (Seating tab, Ctrl+Shift+I; tdesk reinstate): "
                                "their place, the places after it, prizes and bounties follow, "
                                "and no later action is undone."),
    QT_TRANSLATE_NOOP("engine", "{event}: reinstating {name} would change paid places ({moves}) "
                                "(PL-3)."),
    QT_TRANSLATE_NOOP("engine", "{name} is still in play: nothing to reinstate."),
    QT_TRANSLATE_NOOP("engine", "{name} was disqualified: rescind the penalty instead (Penalties "
                                "tab)."),
    QT_TRANSLATE_NOOP("engine", "{event} has a deal among the players left: {name} cannot come "
                                "back into it. Undo the deal first (Log tab)."),
    QT_TRANSLATE_NOOP("engine", "{event}: in an OFC event a bust comes from a scored hand; correct "
                                "that hand instead (OFC tab › Correct…)."),
    QT_TRANSLATE_NOOP("engine", "Seat {seat}: table {table} seat {seat2} is taken by {name}"),
    QT_TRANSLATE_NOOP("engine", "Seat {seat}: is blocked at table {table}"),
    QT_TRANSLATE_NOOP("engine", "Seat {seat}: table {table} has {count} seats"),
    QT_TRANSLATE_NOOP("engine", "Table {table}: was broken: choose a table still in play"),
    QT_TRANSLATE_NOOP("engine", "Table {table}: is not a table of this event"),
    QT_TRANSLATE_NOOP("engine", "Table {table}: every table is full: the next table to open is {next}"),
)

# the room's tables and break order (TDA-B6, issue 35: rules.room_tables, seating_room_tables)
ROOM_TABLES = (
    QT_TRANSLATE_NOOP("engine", "Tables used {value}: not a table number or a range such as 1-8"),
    QT_TRANSLATE_NOOP("engine", "Tables used {value}: a table number is 1 to 9999"),
    QT_TRANSLATE_NOOP("engine", "Tables used {value}: table {table} is listed twice"),
    QT_TRANSLATE_NOOP("engine", "Tables used {value}: list at least one table, such as 1-8"),
    QT_TRANSLATE_NOOP("engine", "Tables used {value}: table {table} is open with players seated; "
                                "keep it in the list or break it first"),
    QT_TRANSLATE_NOOP("engine", "Tables used {value}: the event's tables free ({count}) are fewer "
                                "than the tables needed ({count2}); add tables to the list"),
    QT_TRANSLATE_NOOP("engine", "Break order {value}: a table number is 1 to 9999"),
    QT_TRANSLATE_NOOP("engine", "Break order {value}: table {table} is listed twice"),
    QT_TRANSLATE_NOOP("engine", "Break order {value}: table {table} is not one of the event's "
                                "tables ({list})"),
    QT_TRANSLATE_NOOP("engine", "Break order {value}: not a table number or a range such as 1-8"),
)

_NESTED = {"hand", "penalty", "reason", "action", "change", "state", "where"}
_WORD_PARAMS = frozenset({*_PARAM_CONTEXT, *_NESTED, "ordinal", "pods", "reasons"})  # _param's
_RANK_WORDS = "two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace"
_PARAM_PATTERN = {
    "row": "top|middle|bottom", "card": "[2-9TJQKA]", "rank": _RANK_WORDS,
    "ranks": "twos|threes|fours|fives|sixes|sevens|eights|nines|tens|jacks|queens|kings|aces",
    "table": r"\d+", "seat": r"\d+", "count": r"\d+", "tables": r"\d+(?:, \d+)*",
    "ordinal": "|".join(ORDINALS[:-1]) + r"|\d+(?:st|nd|rd|th)", "reasons": "'.*'",
    "pods": r"""['"]pod \d+: .*['"]""",
}
_FIELD = re.compile(r"\{([a-z]+)(\d?)\}|%n")


@cache
def _compiled() -> tuple[tuple[re.Pattern[str], str], ...]:
    out = []
    for template in (*SEATING, *PENALTIES, *HANDS, *ROUNDS, *GATES, *SATELLITES, *CLOCK,
                     *DECKLISTS, *PODS_TABLES, *ROUND_TIME, *RATINGS, *REFUSALS,
                     *REINSTATE, *POKER, *ROOM_TABLES, *SWISS, *LOOKUPS, *VENUE):
        parts, last = [], 0
        for m in _FIELD.finditer(template):
            parts.append(re.escape(template[last:m.start()]))
            if m.group(0) == "%n":
                parts.append(r"(?P<n>\d+)")
            else:
                name, number = m.group(1), m.group(2)
                pattern = _PARAM_PATTERN.get(name, ".+?")
                parts.append(f"(?P<{name}{number}>{pattern})")
            last = m.end()
        parts.append(re.escape(template[last:]))
        out.append((re.compile("".join(parts)), template))
    # the most specific template first: "{penalty}, %n hands away … (PEN-P1)" before
    # "{penalty} (PEN-P1)", which would otherwise swallow it whole
    out.sort(key=lambda item: -len(_FIELD.sub("", item[1])))
    return tuple(out)


def _english_plural(text: str, n: int) -> str:
    """The English source's "hand(s)" made right for ``n`` when no translation applies."""
    return re.sub(r"(\w)\(s\)", r"\1" if n == 1 else r"\1s", text)


def _param(name: str, value: str) -> str:
    base = name.rstrip("0123456789")
    if base in _PARAM_CONTEXT:
        return translate(_PARAM_CONTEXT[base], value) or value
    if base in _NESTED:
        return message(value)
    if base == "ordinal":
        return _ordinal(value)
    if base == "pods":  # "'pod 1: Ann, Bob; pod 2: …'": each pod's word translated
        members = translate(CONTEXT, POD_MEMBERS) or POD_MEMBERS
        return value[0] + "; ".join(
            members.format(count=m.group(1), names=m.group(2))
            for m in re.finditer(r"pod (\d+): (.*?)(?=; pod \d+: |$)", value[1:-1])) + value[-1]
    if base == "reasons":  # "'Slow play', 'Tardiness'": each reason translated and quoted
        quote = translate(CONTEXT, QUOTED) or QUOTED
        return ", ".join(quote.format(reason=message(r))
                         for r in re.findall(r"'(.*?)'(?=, '|$)", value))
    return value


def _ordinal(value: str) -> str:
    """"second" or "11th" (PEN-3) in the interface language; English when untranslated."""
    if not value[:1].isdigit():
        return translate("engine.ordinal", value) or value
    text = translate("engine.ordinal", "{0}th")
    return value if text == "{0}th" else text.format(value.rstrip("stndrh"))


def _one(part: str) -> str:
    for pattern, template in _compiled():
        m = pattern.fullmatch(part)
        if m is None:
            continue
        values = m.groupdict()
        n = int(values.pop("n")) if "n" in values else -1
        text = translate(CONTEXT, template, None, n)
        if text == template or (n >= 0 and text == template.replace("%n", str(n))):
            if "{tables}" in template:  # "table(s) 1, 3" counts the tables listed
                tables = values.get("tables", "")
                text = text.replace("table(s)", "tables" if "," in tables else "table")
            text = _english_plural(text.replace("%n", str(n)), n) if n >= 0 else text
        return text.format(**{k: _param(k, v) if k.rstrip("0123456789") in _WORD_PARAMS else v
                              for k, v in values.items()})
    return part


def message(text: str, known: dict[str, str] | None = None) -> str:
    """An engine message (a move reason, a hand name, a foul reason, a penalty) in the
    interface language. Messages joined by "; " are translated one by one; ``known``: parts
    already translated in this language (a table's break opens each of its moves' reasons)."""
    if not text:
        return text
    whole = _one(text)
    if whole != text or "; " not in text:
        return whole
    known = {} if known is None else known
    return "; ".join([known[p] if p in known else known.setdefault(p, _one(p))
                      for p in text.split("; ")])


def row_name(row: str) -> str:
    """An OFC row ("top", "middle", "bottom", OFC-R1) in the interface language."""
    return translate("engine.row", row) or row


def value(text: str) -> str:
    """A raw setting value ("flop", "standard", "Amateur", "dark") in the interface language."""
    return translate("values", text) or text


def status(text: str) -> str:
    """An entry's status ("active", "busted", …); the words live with the GUI's (context
    ``status``, tdesk/ui/labels.py)."""
    return translate("status", text) or text


# -- prizes: a deal's note on the results (PRZ-3, PRZ-4) ---------------------------------------
DEALS = {
    "icm": QT_TRANSLATE_NOOP("results", "ICM deal"),
    "chipchop": QT_TRANSLATE_NOOP("results", "Chip-chop deal"),
    "custom": QT_TRANSLATE_NOOP("results", "Deal"),
}


def deal_note(row: ResultRow) -> str:
    """A results row's deal note ("ICM deal, 20,000 played for: agreed at 01:10") in the
    interface language, its amount the language's way; the floor's remark as typed."""
    from tdesk.locale_format import number

    if not row.deal_method:
        return row.note
    text = translate("results", DEALS.get(row.deal_method, DEALS["custom"]))
    if row.deal_played_for:
        text = translate("results", "{0}, {1} played for").format(
            text, number(row.deal_played_for))
    if row.deal_remark:
        text = translate("results", "{0}: {1}").format(text, row.deal_remark)
    return text
