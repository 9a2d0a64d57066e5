"""The card-game desk's words catalogued for :mod:`tdesk.engine_text` (issue 36): the Swiss
result entry's refusals, the infraction notes of the shipped lists and what a disqualification
does (PEN-6, PEN-P2).

The rules and services speak English (the audit log and ``--lang en`` read it so); the Rounds
tab, the Issue-penalty dialog and the Penalties tab show it through ``engine_text.message``,
which finds the template here and puts the parameters back. ``tests/test_penalty_words.py``
checks that every infraction and penalty name has its words in each language.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

# -- the Rounds tab's result entry (CG-M1/M2, CG-M3, CG-M4, CG-B1/B2): services/swiss_scores ---
RESULTS = (
    # rules.swiss_results.RESULT_HELP behind the field and the value typed
    QT_TRANSLATE_NOOP("engine", "Result {text}: type a game score such as 2-0, 2-1, 1-1, "
                                "1-0-1, or d (agreed draw), ca/cb (a/b concedes), na/nb (a/b "
                                "did not show), nn (a double loss: both lose the match, 0 "
                                "points each)"),
    QT_TRANSLATE_NOOP("engine", "Result {text}: a top-cut match needs a winner, so both players "
                                "cannot lose it (CG-M3): type the games played, or na/nb for "
                                "the player who did not show"),
    QT_TRANSLATE_NOOP("engine", "Result {text}: a top-cut match cannot be a draw (CG-M3): the "
                                "last game is played to a decision; type the games won, such "
                                "as 2-1"),
    QT_TRANSLATE_NOOP("engine", "Table {table} already has a result ({score}): correct it with "
                                "a reason."),
    QT_TRANSLATE_NOOP("engine", "Table {table}: round {round} has no such table"),
    QT_TRANSLATE_NOOP("engine", "{name} has a bye (CG-B1): a bye has no result to enter or "
                                "correct."),
    QT_TRANSLATE_NOOP("engine", "{name} has an organiser's bye (CG-B2): a bye has no result to "
                                "enter or correct."),
    QT_TRANSLATE_NOOP("engine", "Reason {text}: a correction needs a reason (CG-M4)"),
)

# -- the infraction lists' notes (resources/infractions/*.toml), the Infraction box's tooltip --
INFRACTION_NOTES = (
    QT_TRANSLATE_NOOP("engine", "A mistake caught at once and easily put right."),
    QT_TRANSLATE_NOOP("engine", "Given to the opponent who let the error pass."),
    QT_TRANSLATE_NOOP("engine", "Up to the first minutes of the round; much later is a Match "
                                "loss."),
    QT_TRANSLATE_NOOP("engine", "If the marks form a pattern that helps the player, treat it as "
                                "cheating."),
    QT_TRANSLATE_NOOP("engine", "Swearing, loud complaints, leaving a mess."),
    QT_TRANSLATE_NOOP("engine", "Insults, threats, refusing a judge's instruction."),
    QT_TRANSLATE_NOOP("engine", "Dice, coin flips or any random method instead of the game."),
)

# -- what a disqualification does, under the preview (rules.penalties_out, PEN-6, PEN-P2) ------
EFFECTS = (
    QT_TRANSLATE_NOOP("engine", "the player leaves the event now and keeps their points (PEN-6)"),
    QT_TRANSLATE_NOOP("engine", "no prizes; flagged for the rating database (PEN-6)"),
    QT_TRANSLATE_NOOP("engine", "the player's chips are removed from play (PEN-P2)"),
)

# -- the top cut's size (CG-M3): rules.swiss.top_cut, refused by services.swiss_cut ----------
TOP_CUT = (
    QT_TRANSLATE_NOOP("engine", "Top cut size must be one of {sizes}: {size}"),
    QT_TRANSLATE_NOOP("engine", "A top {size} needs {size2} players; the standings have {count}"),
)

# -- late entries placed in a draft's pods (CG-D3-A): services.swiss.pods.place_late_entries --
LATE_PODS = (
    QT_TRANSLATE_NOOP("engine", "Draft pods: no pods are drawn yet: draw the pods first "
                                "(CG-D2)."),
    QT_TRANSLATE_NOOP("engine", "Draft pods: every player has a pod already."),
    QT_TRANSLATE_NOOP("engine", "Draft pods: {name} has no place: every pod has {count} players "
                                "already; draw the pods again before round 1, or raise the pod "
                                "size (CG-D3-A)."),
)

SWISS = (*RESULTS, *TOP_CUT, *INFRACTION_NOTES, *EFFECTS, *LATE_PODS)
