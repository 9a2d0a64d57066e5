"""Swiss match results as the floor types them (CG-M1, CG-M2), the penalty losses counted in
them (PEN-2), the top cut's decided matches (CG-M3) and corrections (CG-M4).

Pure: a result is a code ("2-1", "draw", "noshow-a" …) for the table's first player (a) and
second (b); the penalties are each player's (game losses, match loss?) taking effect in the
round, as `tdesk.rules.penalties.losses_for_round` gives them.

>>> read_result("2:1"), read_result("nn")
('2-1', 'noshow-both')
>>> s = score("0-0-1", b_losses=(1, False))
>>> (s.a_wins, s.b_wins, s.draws, s.notes)
(1, 0, 1, ('game losses from penalties counted',))
>>> score("2-0", a_losses=(0, True), a_name="Ann").notes
('match loss for Ann',)
>>> is_correction(recorded=True, bye=False), is_correction(recorded=True, bye=True)
(True, False)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "ALIASES",
    "NO_LOSSES",
    "RESULT_CODES",
    "RESULT_HELP",
    "Losses",
    "Scored",
    "is_correction",
    "penalty_marks",
    "read_result",
    "floor_text",
    "score",
    "typed_score",
    "verify_correction",
]

RESULT_CODES: dict[str, tuple[int, int, int, str]] = {
    # code: (a game wins, b game wins, draws, kind)
    "2-0": (2, 0, 0, "games"), "2-1": (2, 1, 0, "games"), "1-0": (1, 0, 0, "games"),
    "0-2": (0, 2, 0, "games"), "1-2": (1, 2, 0, "games"), "0-1": (0, 1, 0, "games"),
    "1-1": (1, 1, 0, "games"), "1-0-1": (1, 0, 1, "games"), "0-1-1": (0, 1, 1, "games"),
    "1-1-1": (1, 1, 1, "games"), "0-0-1": (0, 0, 1, "games"), "0-0-3": (0, 0, 3, "games"),
    "draw": (0, 0, 0, "agreed draw"),
    "concede-a": (0, 2, 0, "concession"), "concede-b": (2, 0, 0, "concession"),
    "noshow-a": (0, 2, 0, "no-show"), "noshow-b": (2, 0, 0, "no-show"),
    "noshow-both": (0, 0, 0, "double no-show"),
}
"""CG-M1/M2 result codes as the results entry takes them; a = the table's first player."""

ALIASES = {"d": "draw", "id": "draw", "ca": "concede-a", "cb": "concede-b",
           "na": "noshow-a", "nb": "noshow-b", "nn": "noshow-both", "2": "2-0", "0": "0-2"}
"""What staff type for the codes without a game score (and "2"/"0" for 2-0/0-2)."""

RESULT_HELP = ("type a game score such as 2-0, 2-1, 1-1, 1-0-1, "
               "or d (agreed draw), ca/cb (a/b concedes), na/nb (a/b did not show), "
               "nn (a double loss: both lose the match, 0 points each)")
"""Why a typed result is refused: what can be typed instead."""

Losses = tuple[int, bool]
"""PEN-2: a player's (game losses, match loss?) taking effect in the round."""

NO_LOSSES: Losses = (0, False)


def read_result(text: str) -> str:
    """The result code for what staff typed ("2-1", "2:1", "2 1", "d", "nn", ...);
    ValueError (`RESULT_HELP`) for anything else."""
    raw = text.strip().lower()
    code = ALIASES.get(raw, re.sub(r"[\s:/.]+", "-", raw))
    if code not in RESULT_CODES:
        raise ValueError(RESULT_HELP)
    return code


@dataclass(frozen=True)
class Scored:
    """The games a match counts once its penalties are applied, and what they changed."""

    a_wins: int
    b_wins: int
    draws: int
    double_loss: bool
    notes: tuple[str, ...]


def score(code: str, *, top_cut: bool = False, a_losses: Losses = NO_LOSSES,
          b_losses: Losses = NO_LOSSES, a_name: str = "a", b_name: str = "b") -> Scored:
    """The game counts of result ``code`` with the round's penalties applied (PEN-2: a game
    loss is a game won by the opponent, a match loss loses the match; both players' match
    losses are a double loss). A top-cut match needs a winner (CG-M3): ValueError for a draw
    or a double no-show there."""
    a_wins, b_wins, draws, _kind = RESULT_CODES[code]
    if top_cut and code == "noshow-both":
        raise ValueError("a top-cut match needs a winner, so both players "
                         "cannot lose it (CG-M3): type the games played, or na/nb for the "
                         "player who did not show")
    if top_cut and (a_wins == b_wins or code == "draw"):
        raise ValueError("a top-cut match cannot be a draw (CG-M3): the last "
                         "game is played to a decision; type the games won, such as 2-1")
    notes = []
    # A game loss is a game the opponent won: a slip that already counts it stays as it is,
    # one that does not gets the missing games added for the opponent.
    missing_b, missing_a = max(0, a_losses[0] - b_wins), max(0, b_losses[0] - a_wins)
    if missing_a or missing_b:
        b_wins += missing_b
        a_wins += missing_a
        notes.append(GAME_LOSSES_NOTE)
    if a_losses[1] and b_losses[1]:
        a_wins, b_wins, draws = 0, 0, 0
        notes.append(BOTH_NOTE)
    elif a_losses[1]:
        a_wins, b_wins, draws = 0, 2, 0
        notes.append(MATCH_LOSS_NOTE + a_name)
    elif b_losses[1]:
        a_wins, b_wins, draws = 2, 0, 0
        notes.append(MATCH_LOSS_NOTE + b_name)
    double_loss = code == "noshow-both" or (a_losses[1] and b_losses[1])
    return Scored(a_wins, b_wins, draws, double_loss, tuple(notes))


GAME_LOSSES_NOTE = "game losses from penalties counted"
MATCH_LOSS_NOTE = "match loss for "
BOTH_NOTE = "match losses for both"
"""The notes `score` keeps on a match: `penalty_marks` reads them back."""


def penalty_marks(code: str, a_wins: int, b_wins: int, double_loss: bool, notes: str
                  ) -> tuple[str, str]:
    """("ML" | "GL" | "", same for b): whose penalty changed a recorded result (PEN-2), from
    the typed ``code``, the games counted and the match's ``notes`` as `score` wrote them. A
    loss the slip already showed changed nothing and is not marked.

    >>> s = score("2-0", a_losses=(0, True), a_name="Ann")
    >>> penalty_marks("2-0", s.a_wins, s.b_wins, s.double_loss, "; ".join(s.notes))
    ('ML', '')
    >>> s = score("2-0", a_losses=(1, False))
    >>> (s.a_wins, s.b_wins), penalty_marks("2-0", s.a_wins, s.b_wins, False, s.notes[0])
    ((2, 1), ('GL', ''))
    """
    if not notes:
        return "", ""
    if BOTH_NOTE in notes and double_loss:
        return "ML", "ML"
    if MATCH_LOSS_NOTE in notes:
        return ("ML", "") if (a_wins, b_wins) == (0, 2) else ("", "ML")
    typed_a, typed_b, _draws, _kind = RESULT_CODES.get(code, (a_wins, b_wins, 0, ""))
    if GAME_LOSSES_NOTE not in notes:
        return "", ""
    return ("GL" if b_wins > typed_b else ""), ("GL" if a_wins > typed_a else "")


FLOOR_TEXT = {code: typed for typed, code in ALIASES.items() if typed.isalpha() and typed != "id"}
"""What the floor types for a code without a game score ("nn" for a double loss)."""


def floor_text(code: str) -> str:
    """A result code as the floor types it, for a refusal to quote: "nn", "d", "2-1".

    >>> floor_text("noshow-both"), floor_text("draw"), floor_text("2-1")
    ('nn', 'd', '2-1')
    """
    return FLOOR_TEXT.get(code, code)


def typed_score(code: str) -> str:
    """The games a result code says, as a slip shows them: "2-0", "1-0-1"; a code without a
    game score as its games ("concede-a" is "0-2"). The code itself when unknown.

    >>> typed_score("2-1"), typed_score("1-0-1"), typed_score("concede-a")
    ('2-1', '1-0-1', '0-2')
    """
    if code not in RESULT_CODES:
        return code
    a, b, d, _kind = RESULT_CODES[code]
    return f"{a}-{b}" + (f"-{d}" if d else "")


def is_correction(recorded: bool, bye: bool) -> bool:
    """CG-M4: a result typed for a table that has one is a correction, which needs a reason;
    a bye has no result to enter or correct (CG-B1, CG-B2), so it never is one."""
    return recorded and not bye


def verify_correction(reason: str) -> None:
    """CG-M4: ValueError unless the correction says why (kept on the match and in the log)."""
    if not reason.strip():
        raise ValueError("a correction needs a reason (CG-M4)")
