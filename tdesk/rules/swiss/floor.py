"""Which Swiss floor actions are allowed now: pairing after the final, the top cut, a drop and
taking a dropped player back (CG-M3, CG-P2). Pure; the reasons are the floor's words, so a
disabled button can show why (issue 22).

Pairing with results missing is not refused here: in the Swiss rounds staff may confirm it
(CG-M4), and whether a rematch-free pairing exists decides only what the pairing offers, not
whether the button may be pressed.

>>> verify_pair_next(final_played=True)
Traceback (most recent call last):
...
ValueError: The final has been played: the event is over.
>>> verify_top_cut(started=True, final_played=False, last_round=3, missing=0)
Traceback (most recent call last):
...
ValueError: The top cut has started.
>>> verify_top_cut(started=False, final_played=False, last_round=3, missing=2)
Traceback (most recent call last):
...
ValueError: Round 3 still has results missing.
>>> verify_pair_again(3, latest=3, stage="swiss", final_played=False, results_in=2)
Traceback (most recent call last):
...
ValueError: Round 3 already has results: correct them instead.
>>> verify_drop("Anna", dropped=True)
Traceback (most recent call last):
...
ValueError: Anna is already dropped (CG-P2): nothing changed.
"""

from __future__ import annotations

from typing import Final

__all__ = [
    "verify_bracket_round",
    "verify_drop",
    "verify_pair_again",
    "verify_pair_next",
    "verify_take_back",
    "verify_top_cut",
]

EVENT_OVER: Final = "The final has been played: the event is over."
CUT_STARTED: Final = "The top cut has started."
RESULTS_MISSING: Final = "Round {round} still has results missing."
ALREADY_DROPPED: Final = "{name} is already dropped (CG-P2): nothing changed."
NOT_DROPPED: Final = "{name} is not dropped: nothing to take back."
NOT_LATEST: Final = "Only the latest Swiss round can be paired again (round {round})."
HAS_RESULTS: Final = "Round {round} already has results: correct them instead."


def verify_pair_next(*, final_played: bool) -> None:
    """CG-M3-A: once the final has its result the event is over: nothing more is paired."""
    if final_played:
        raise ValueError(EVENT_OVER)


def verify_pair_again(number: int, *, latest: int, stage: str, final_played: bool,
                      results_in: int) -> None:
    """A round is paired again only while it is the latest Swiss round and has no result
    (CG-T7: round 1 again is a new lot); after the final nothing is paired (CG-M3-A)."""
    if final_played:
        raise ValueError(EVENT_OVER)
    if number != latest or stage != "swiss":
        raise ValueError(NOT_LATEST.format(round=number))
    if results_in:
        raise ValueError(HAS_RESULTS.format(round=number))


def verify_top_cut(*, started: bool, final_played: bool, last_round: int, missing: int) -> None:
    """CG-M3: the top cut starts once, from complete Swiss standings: never after the final,
    never twice, never while the last round (``last_round``) has ``missing`` results."""
    if final_played:
        raise ValueError(EVENT_OVER)
    if started:
        raise ValueError(CUT_STARTED)
    if missing:
        raise ValueError(RESULTS_MISSING.format(round=last_round))


def verify_bracket_round(*, last_round: int, missing: int) -> None:
    """CG-M3: the next bracket round pairs the winners, so every match of the last bracket
    round (``last_round``) needs its result (``missing`` none).

    >>> verify_bracket_round(last_round=7, missing=1)
    Traceback (most recent call last):
    ...
    ValueError: Round 7 still has results missing.
    """
    if missing:
        raise ValueError(RESULTS_MISSING.format(round=last_round))


def verify_drop(name: str, *, dropped: bool) -> None:
    """CG-P2-A: a second drop is refused; it never takes the player back."""
    if dropped:
        raise ValueError(ALREADY_DROPPED.format(name=name))


def verify_take_back(name: str, *, dropped: bool) -> None:
    """CG-P2-A: only a dropped player is taken back into the pairings."""
    if not dropped:
        raise ValueError(NOT_DROPPED.format(name=name))
