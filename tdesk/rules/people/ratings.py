"""Elo ratings per person per game from heads-up results (RAT-1..RAT-6, issue 26).

Pure: ratings are floats keyed by a person's id (any text); a rated match is two people and
the first one's score (1 win, 0.5 draw, 0 loss). An event's update runs its rated matches in
round order, each from the ratings the matches before it left (RAT-4).

>>> round(expected(1500, 1700), 4)
0.2403
>>> a, b = match_update(1500, 1700, 1.0, k=20)
>>> round(a, 2), round(b, 2)
(1515.19, 1684.81)
>>> swiss_score("2-1", 2, 1), swiss_score("noshow-b", 2, 0), swiss_score("draw", 0, 0)
(1.0, None, 0.5)
>>> league_score("0", "1"), league_score("+", "-")
(0.0, None)
>>> shown(1515.5), shown(1684.49)
(1516, 1684)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

__all__ = [
    "DEFAULT_K",
    "DEFAULT_RATING",
    "MAX_GAME",
    "MAX_K",
    "K_RANGE",
    "MIN_K",
    "Change",
    "RatedMatch",
    "event_update",
    "expected",
    "game_name",
    "league_score",
    "match_update",
    "shown",
    "start_rating",
    "swiss_score",
    "verify_apply",
    "verify_terms",
    "verify_game",
    "verify_k",
]

DEFAULT_RATING = 1500.0
"""RAT-3: a person with no rating for the game and none typed starts here."""
DEFAULT_K = 20
"""RAT-2: the K factor when the event does not set one."""
MIN_K, MAX_K = 1, 100
K_RANGE = f"must be a whole number from {MIN_K} to {MAX_K}"
"""RAT-2's refusal of a K factor, the rule's and the service's InputError's words."""
MAX_GAME = 60
"""RAT-1: a game's name is at most this many characters."""

_UNRATED_CODES = frozenset({"bye", "noshow-a", "noshow-b", "noshow-both"})
"""RAT-3: Swiss results that are not a played match (CG-B1, CG-B2, a no-show)."""


def expected(rating_a: float, rating_b: float) -> float:
    """RAT-2: a's expected score against b, 1 / (1 + 10^((Rb − Ra) / 400))."""
    return 1.0 / (1.0 + float(10.0 ** ((rating_b - rating_a) / 400.0)))


def match_update(rating_a: float, rating_b: float, score_a: float, k: float
                 ) -> tuple[float, float]:
    """RAT-2: both new ratings after one match; b scores 1 − ``score_a``. With one K both
    move by the same amount in opposite directions, so the match gives and takes the same."""
    change = k * (score_a - expected(rating_a, rating_b))
    return rating_a + change, rating_b - change


@dataclass(frozen=True)
class RatedMatch:
    """One played match as the update reads it: ``round`` and ``order`` (table or game number)
    give the order (RAT-4); ``score_a`` is a's 1, 0.5 or 0."""

    round: int
    order: int
    a: str
    b: str
    score_a: float

    def __post_init__(self) -> None:
        if self.a == self.b:
            raise ValueError(f"A player cannot play themselves: {self.a}")
        if self.score_a not in (0.0, 0.5, 1.0):
            raise ValueError(f"A match score is 1, 0.5 or 0: {self.score_a}")


@dataclass(frozen=True)
class Change:
    """One person's update by an event: rating before and after, and their rated matches."""

    person: str
    before: float
    after: float
    matches: int

    @property
    def change(self) -> float:
        return self.after - self.before


def event_update(start: Mapping[str, float], matches: Sequence[RatedMatch], k: float
                 ) -> dict[str, Change]:
    """RAT-4: the event's matches applied one by one in round order (then table or game
    order), each from the ratings left by those before it; ``start`` holds everyone's rating
    before the event (RAT-3). Only people with a rated match are in the result."""
    verify_k(k)
    now: dict[str, float] = {}
    played: dict[str, int] = {}
    for m in sorted(matches, key=lambda m: (m.round, m.order)):
        for who in (m.a, m.b):
            if who not in start:
                raise ValueError(f"No starting rating for {who}")
            now.setdefault(who, float(start[who]))
            played[who] = played.get(who, 0) + 1
        now[m.a], now[m.b] = match_update(now[m.a], now[m.b], m.score_a, k)
    return {who: Change(who, float(start[who]), now[who], played[who]) for who in now}


def swiss_score(result: str | None, a_wins: int, b_wins: int, *, bye: bool = False,
                double_loss: bool = False) -> float | None:
    """RAT-3: the first player's score in a Swiss match, or None when it is not rated: a bye,
    no result yet, a no-show, a double loss. An agreed draw is 0.5; otherwise the games
    counted (penalties applied, PEN-2) decide, as for match points (CG-M2)."""
    if bye or result is None or double_loss or result in _UNRATED_CODES:
        return None
    if a_wins == b_wins:
        return 0.5
    return 1.0 if a_wins > b_wins else 0.0


def league_score(a_result: str, b_result: str) -> float | None:
    """RAT-3: the first player's score in a league game (HU-R1): only a played game (``10`` or
    ``01``) is rated; forfeits (``+``/``-``) and games without an outcome are not."""
    pair = a_result + b_result
    return {"10": 1.0, "01": 0.0}.get(pair)


def start_rating(game_rating: float | None, typed: int | None) -> float:
    """RAT-3: the person's rating for the game, else the rating typed for them, else 1500."""
    if game_rating is not None:
        return float(game_rating)
    return float(typed) if typed is not None else DEFAULT_RATING


def shown(rating: float) -> int:
    """RAT-6: ratings are kept unrounded and shown as whole numbers, halves rounded up."""
    return math.floor(rating + 0.5)


def verify_k(k: object) -> int:
    """RAT-2: the K factor is a whole number from 1 to 100; ValueError naming it otherwise."""
    if isinstance(k, bool) or not isinstance(k, int | float) or k != int(k) \
            or not MIN_K <= k <= MAX_K:
        raise ValueError(f"K factor {k!r}: {K_RANGE}")
    return int(k)


def verify_game(name: object) -> str:
    """RAT-1: a game's name, spaces collapsed; ValueError when blank or too long."""
    text = " ".join(str(name).split()) if isinstance(name, str) else ""
    if not text:
        raise ValueError(f"Rating game {name!r}: must name the game, such as Berserk")
    if len(text) > MAX_GAME:
        raise ValueError(f"Rating game: at most {MAX_GAME} characters")
    return text


def game_name(setting: object, kind_label: str) -> str:
    """RAT-1: the event's rated game: its setting, or the event kind's name when unset."""
    if isinstance(setting, str) and setting.strip():
        return verify_game(setting)
    return kind_label


def verify_terms(applied_at: str | None, game: str, k: int) -> None:
    """RAT-5: the rated game and K factor are fixed once the event's ratings are applied
    (``applied_at``; None: not yet, the terms may change).

    >>> verify_terms("18:05", "Berserk", 20)
    Traceback (most recent call last):
    ...
    ValueError: Ratings were applied for this event at 18:05 with Berserk, K 20 (RAT-5): undo that action to change them.
    """
    if applied_at is not None:
        raise ValueError(f"Ratings were applied for this event at {applied_at} with {game}, "
                         f"K {k} (RAT-5): undo that action to change them.")


def verify_apply(applied_at: str | None, pending: int, rated: int) -> None:
    """RAT-5: an event updates ratings once, after all its results are in, and only when it
    has a played match. ``applied_at`` is when it already did (None: not yet)."""
    if applied_at is not None:
        raise ValueError(f"Ratings were applied for this event at {applied_at} (RAT-5): "
                         "undo that action to apply them again.")
    if pending:
        raise ValueError(f"Still waiting for {pending} result(s) (RAT-5): ratings are "
                         "applied once every result is in.")
    if not rated:
        raise ValueError("This event has no played match to rate (RAT-3).")

