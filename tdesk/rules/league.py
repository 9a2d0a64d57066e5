"""The heads-up lives league (HUSC): lives, seeds, reports, ranking, pairing, scheduling.

Pure: players are plain ids (str), a season's history is a sequence of final `Game` values and
every function reads that history; time enters only as parameters.

>>> reconcile("1", "?")
('1', '0')
>>> reconcile("1", "1")
'stop'
>>> pick_slot("1223", "2113")
0
>>> pick_slot("2213", "2113")
2
>>> games = [Game(1, "ann", "bob", "1", "0")]
>>> lives_left({"ann": 2, "bob": 1}, games, lives=3)
{'ann': 3, 'bob': 2}
>>> rank({"ann": 2, "bob": 1, "cid": 3}, games, lives=3)
['ann', 'cid', 'bob']
"""

from __future__ import annotations

import datetime as dt
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Literal

__all__ = [
    "CRITERIA",
    "FINAL_OUTCOMES",
    "REPORTS",
    "STOP",
    "Criterion",
    "Game",
    "GameReports",
    "Standing",
    "can_end_round",
    "cutoff_after",
    "deciding",
    "eligible",
    "game_outcome",
    "lives_left",
    "pair_round",
    "pick_slot",
    "rank",
    "reconcile",
    "seed_players",
    "season_winner",
    "standings",
    "verify_availability",
    "verify_end_round",
    "verify_next_round",
    "verify_round_open",
]

STOP: Final = "stop"
"""`reconcile`'s answer for conflicting reports (HU-R2): an admin must decide."""

REPORTS: Final = ("1", "0", "-", "+", "?")
"""What a player may report about their own game (HU-R2); "?" is no report."""

RESULTS: Final = ("1", "0", "+", "-")
"""One player's final result (HU-R1): played win, played loss, forfeit win, forfeit loss."""

FINAL_OUTCOMES: Final = (("1", "0"), ("0", "1"), ("+", "-"), ("-", "+"), ("-", "-"))
"""Every outcome a game can end with (HU-R1), as (a's result, b's result)."""

MIN_SITE_GAMES: Final = 10
"""HU-E1's default: games a registrant needs on the host site."""

Outcome = tuple[str, str]

# HU-R2, one row per unordered pair; the mirror of each row holds too.
_TABLE: Final[dict[tuple[str, str], Outcome | Literal["stop"]]] = {
    ("0", "0"): ("-", "-"),
    ("0", "1"): ("0", "1"),
    ("0", "-"): ("-", "-"),
    ("0", "+"): ("-", "+"),
    ("0", "?"): ("-", "-"),
    ("1", "1"): STOP,
    ("1", "-"): STOP,
    ("1", "+"): STOP,
    ("1", "?"): ("1", "0"),
    ("-", "-"): ("-", "-"),
    ("-", "+"): ("-", "+"),
    ("-", "?"): ("-", "-"),
    ("+", "+"): STOP,
    ("+", "?"): ("+", "-"),
    ("?", "?"): ("-", "-"),
}


# -------------------------------------------------------------------------------- results


@dataclass(frozen=True)
class Game:
    """A game with its final outcome (HU-R1); a round's bye is no Game at all."""

    round: int
    a: str
    b: str
    a_result: str
    b_result: str

    def __post_init__(self) -> None:
        if self.a == self.b:
            raise ValueError(f"game of round {self.round}: {self.a!r} cannot play themselves")
        for who, result in ((self.a, self.a_result), (self.b, self.b_result)):
            if result not in RESULTS:
                raise ValueError(f"game {self.a} - {self.b} of round {self.round}: result "
                                 f"{result!r} of {who}: must be 1, 0, + or -")

    @property
    def played(self) -> bool:
        """Played over the board (`1`/`0` on both sides), not decided by a forfeit. The desk
        only ever stores the outcomes in FINAL_OUTCOMES; other pairs are read side by side."""
        return self.a_result in ("1", "0") and self.b_result in ("1", "0")

    def result_of(self, player: str) -> str:
        return self.a_result if player == self.a else self.b_result

    def opponent_of(self, player: str) -> str:
        return self.b if player == self.a else self.a


def _report(value: str | None, who: str) -> str:
    text = (value or "?").strip() or "?"
    if text not in REPORTS:
        raise ValueError(f"{who} report {value!r}: must be one of 1, 0, -, + or ? (none)")
    return text


def reconcile(mine: str | None, theirs: str | None) -> Outcome | Literal["stop"]:
    """HU-R2: the two players' own reports become the game's outcome (mine, theirs), or STOP.

    ``None`` or "" is no report ("?").
    """
    a, b = _report(mine, "first player's"), _report(theirs, "second player's")
    if (a, b) in _TABLE:
        return _TABLE[(a, b)]
    mirrored = _TABLE[(b, a)]
    if mirrored == STOP:
        return STOP
    return (mirrored[1], mirrored[0])


@dataclass(frozen=True)
class GameReports:
    """A game of the open round: both reports so far and an admin's decision, if any."""

    a: str
    b: str
    a_report: str = "?"
    b_report: str = "?"
    decision: Outcome | None = None


def game_outcome(game: GameReports, *, cutoff_passed: bool) -> Outcome | Literal["stop"] | None:
    """HU-R2/R3: the outcome of one game now, STOP for an open conflict, None while waiting.

    An admin's decision is final. Before the cut-off a game is final only when both players
    have reported and the reports agree; a conflict is STOP as soon as both claims are in.
    At the cut-off missing reports count as "?".
    """
    if game.decision is not None:
        if tuple(game.decision) not in FINAL_OUTCOMES:
            raise ValueError(f"decision {''.join(game.decision)!r}: not a game outcome")
        return (game.decision[0], game.decision[1])
    result = reconcile(game.a_report, game.b_report)
    if result == STOP:
        return STOP
    both_in = game.a_report != "?" and game.b_report != "?"
    return result if both_in or cutoff_passed else None


def verify_end_round(games: Iterable[GameReports], *, cutoff_passed: bool) -> None:
    """HU-R3: the round may end when every game has a final outcome (or the cut-off passed)
    and no STOP is open; else ValueError saying how many games hold it open.

    >>> verify_end_round([GameReports("a", "b", "1", "1"), GameReports("c", "d", "1")],
    ...                  cutoff_passed=False)
    Traceback (most recent call last):
    ...
    ValueError: 1 conflict(s) waiting for an admin (HU-R2); 1 game(s) waiting for reports until the cut-off (HU-R3)
    """
    outcomes = [game_outcome(game, cutoff_passed=cutoff_passed) for game in games]
    stops = sum(outcome == STOP for outcome in outcomes)
    waiting = sum(outcome is None for outcome in outcomes)
    reasons = []
    if stops:
        reasons.append(f"{stops} conflict(s) waiting for an admin (HU-R2)")
    if waiting:
        reasons.append(f"{waiting} game(s) waiting for reports until the cut-off (HU-R3)")
    if reasons:
        raise ValueError("; ".join(reasons))


def can_end_round(games: Iterable[GameReports], *, cutoff_passed: bool) -> bool:
    """HU-R3: every game has a final outcome (or the cut-off passed), and no STOP is open."""
    try:
        verify_end_round(games, cutoff_passed=cutoff_passed)
    except ValueError:
        return False
    return True


def verify_round_open(number: int, *, closed: bool) -> None:
    """HU-R3: a round that has ended takes no more reports, decisions or checks: its results
    are corrected instead."""
    if closed:
        raise ValueError(f"Round {number} has ended: correct a result instead.")


def verify_next_round(*, started: bool, open_round: int | None, winner: bool) -> None:
    """HU-S1, HU-R3, HU-1: the next round is paired once the season is seeded, the round
    before it (``open_round``, None when none is open) has ended, and while nobody has won.

    >>> verify_next_round(started=True, open_round=2, winner=False)
    Traceback (most recent call last):
    ...
    ValueError: Round 2 is still open: end it first.
    """
    if not started:
        raise ValueError("Start the season first: seeds come before the first pairing.")
    if open_round is not None:
        raise ValueError(f"Round {open_round} is still open: end it first.")
    if winner:
        raise ValueError("The season has its winner: no more rounds.")


def cutoff_after(last_slot: dt.datetime, cutoff_hour: int = 6) -> dt.datetime:
    """HU-R3: the cut-off, ``cutoff_hour`` o'clock of the morning after the last slot.

    That is the first such moment after the slot starts (a slot at 23:00 ends at 06:00 next
    day; a slot at 01:00 ends at 06:00 the same day). Keeps ``last_slot``'s time zone.
    """
    if not 0 <= cutoff_hour <= 23:
        raise ValueError(f"cut-off hour {cutoff_hour!r}: must be 0 to 23")
    moment = last_slot.replace(hour=cutoff_hour, minute=0, second=0, microsecond=0)
    if moment <= last_slot:
        moment += dt.timedelta(days=1)
    return moment


# ------------------------------------------------------------------------------- players


def lives_left(seeds: Mapping[str, int], games: Sequence[Game], *, lives: int) -> dict[str, int]:
    """HU-1: each player's lives; a lost game (`0` or `-`) costs one, never below 0."""
    if lives < 1:
        raise ValueError(f"lives {lives!r}: must be at least 1")
    return _lives(_tally(seeds, games)[0], lives)


def seed_players(ratings: Sequence[tuple[str, float | None]]) -> dict[str, int]:
    """HU-S1: ``ratings`` in registration order; the best rated of N gets seed N, the lowest 1.

    Equal ratings: the earlier registration gets the higher seed. No rating counts as lowest.
    """
    order = sorted(range(len(ratings)),
                   key=lambda i: (ratings[i][1] if ratings[i][1] is not None else -1, -i))
    return {ratings[i][0]: seed for seed, i in enumerate(order, start=1)}


def eligible(site_games: int, minimum: int = MIN_SITE_GAMES) -> bool:
    """HU-E1: enough games on the host site to register (admins still accept or decline)."""
    return site_games >= minimum


# ------------------------------------------------------------------------------- ranking


@dataclass(frozen=True)
class Criterion:
    """One line of HU-K1; ``fewer`` marks the forfeit lines where fewer is better."""

    number: int
    key: str
    label: str
    fewer: bool = False


CRITERIA: Final = (
    Criterion(1, "lives", "Lives"),
    Criterion(2, "won", "Won games"),
    Criterion(3, "won_played", "Won played games"),
    Criterion(4, "forfeit_losses", "Forfeit losses", fewer=True),
    Criterion(5, "played_opp_won", "Won games of played opponents"),
    Criterion(6, "played_opp_lives", "Lives of played opponents"),
    Criterion(7, "all_opp_won", "Won games of all opponents"),
    Criterion(8, "all_opp_lives", "Lives of all opponents"),
    Criterion(9, "played_opp_won_played", "Won played games of played opponents"),
    Criterion(10, "played_opp_forfeits", "Forfeit losses of played opponents", fewer=True),
    Criterion(11, "all_opp_won_played", "Won played games of all opponents"),
    Criterion(12, "all_opp_forfeits", "Forfeit losses of all opponents", fewer=True),
    Criterion(13, "seed", "Seed"),
)
"""HU-K1 in order. The rulebook says "higher is better" on every line; tdesk reads the three
forfeit-loss lines as fewer-is-better, since more would reward not showing up."""


@dataclass(frozen=True)
class Standing:
    """One row of the ranking: the 13 HU-K1 values (in `CRITERIA` order) and, for every row
    but the first, the criterion number that put it below the row above (None when the two
    are equal on all 13, then the player id orders them)."""

    place: int
    player: str
    values: tuple[int, ...]
    decided_by: int | None

    @property
    def lives(self) -> int:
        return self.values[0]

    @property
    def alive(self) -> bool:
        return self.values[0] > 0


_SIGNS: Final = tuple(1 if c.fewer else -1 for c in CRITERIA)


def _sort_key(values: tuple[int, ...]) -> tuple[int, ...]:
    """Ascending order is HU-K1's best-first order."""
    return tuple(v * s for v, s in zip(values, _SIGNS, strict=True))


@dataclass(slots=True)
class _Tally:
    """One pass over the history: each player's own counts and opponents (HU-1, HU-K1)."""

    lost: int = 0
    won: int = 0
    won_played: int = 0
    forfeits: int = 0
    games: int = 0
    played: int = 0


def _tally(seeds: Mapping[str, int], games: Sequence[Game]
           ) -> tuple[dict[str, _Tally], list[tuple[str, str, bool]]]:
    """Every player's tally, and each game as (a, b, played)."""
    tally = {p: _Tally() for p in seeds}
    meetings: list[tuple[str, str, bool]] = []
    for game in games:
        played = game.played
        for me, result in ((game.a, game.a_result), (game.b, game.b_result)):
            mine = tally.get(me)
            if mine is None:
                raise ValueError(f"game of round {game.round}: {me!r} has no seed")
            mine.games += 1
            mine.played += played
            if result == "1":
                mine.won += 1
                mine.won_played += 1
            elif result == "+":
                mine.won += 1
            else:  # "0" or "-": a life lost (HU-1)
                mine.lost += 1
                mine.forfeits += result == "-"
        meetings.append((game.a, game.b, played))
    return tally, meetings


def _lives(tally: Mapping[str, _Tally], lives: int) -> dict[str, int]:
    return {p: max(0, lives - t.lost) for p, t in tally.items()}


def _values(seeds: Mapping[str, int], tally: Mapping[str, _Tally],
            meetings: Sequence[tuple[str, str, bool]],
            left: Mapping[str, int]) -> dict[str, tuple[int, ...]]:
    """The 13 HU-K1 values of every player; an opponent met twice counts twice."""
    sums = {p: [0] * 8 for p in seeds}  # criteria 5..12
    for a, b, played in meetings:
        for me, other in ((a, b), (b, a)):
            row, them = sums[me], tally[other]
            lives_other = left[other]
            row[2] += them.won
            row[3] += lives_other
            row[6] += them.won_played
            row[7] += them.forfeits
            if played:
                row[0] += them.won
                row[1] += lives_other
                row[4] += them.won_played
                row[5] += them.forfeits
    return {p: (left[p], t.won, t.won_played, t.forfeits, *sums[p], seeds[p])
            for p, t in tally.items()}


def deciding(better: Sequence[int], worse: Sequence[int]) -> int | None:
    """The HU-K1 criterion number (1..13) where two rows of values first differ, or None."""
    return next((c.number for c, x, y in zip(CRITERIA, better, worse, strict=True) if x != y),
                None)


def _order(values: Mapping[str, tuple[int, ...]]) -> list[str]:
    keys = {p: _sort_key(v) for p, v in values.items()}
    return sorted(values, key=lambda p: (keys[p], p))


def standings(seeds: Mapping[str, int], games: Sequence[Game], *,
              lives: int) -> list[Standing]:
    """HU-K1: every player (living or not), best first, with all 13 values and the deciding
    criterion against the row above. Equal on all 13 (only with equal seeds): player id."""
    if lives < 1:
        raise ValueError(f"lives {lives!r}: must be at least 1")
    tally, meetings = _tally(seeds, games)
    values = _values(seeds, tally, meetings, _lives(tally, lives))
    rows: list[Standing] = []
    previous: tuple[int, ...] | None = None
    for place, player in enumerate(_order(values), start=1):
        mine = values[player]
        decided = deciding(previous, mine) if previous is not None else None
        rows.append(Standing(place, player, mine, decided))
        previous = mine
    return rows


def rank(seeds: Mapping[str, int], games: Sequence[Game], *, lives: int) -> list[str]:
    """HU-K1: every player, best first."""
    if lives < 1:
        raise ValueError(f"lives {lives!r}: must be at least 1")
    tally, meetings = _tally(seeds, games)
    return _order(_values(seeds, tally, meetings, _lives(tally, lives)))


def season_winner(seeds: Mapping[str, int], games: Sequence[Game], *,
                  lives: int, left: Mapping[str, int] | None = None) -> str | None:
    """HU-1: the last player with lives. If the last two both lost their final game by
    forfeit (nobody left alive), the ranking's first (HU-K1) takes the season. ``left``: the
    lives already counted (`lives_left`, or HU-K1's first value), so they are not counted again."""
    left = lives_left(seeds, games, lives=lives) if left is None else left
    living = [p for p, n in left.items() if n > 0]
    if len(living) == 1:
        return living[0]
    if not living and games:
        return rank(seeds, games, lives=lives)[0]
    return None


# ------------------------------------------------------------------------------- pairing


def pair_round(seeds: Mapping[str, int], games: Sequence[Game], *,
               lives: int) -> tuple[list[tuple[str, str]], str | None]:
    """HU-P1/P2: the pairs of the next round, in the order made (higher-ranked first), and
    the bye (None with an even number of living players). Only living players are paired.

    The greedy step takes the best-ranked unpaired player and gives them the unpaired player
    with the fewest games between the two, then the fewest played games between the two,
    then the most lives, then the lowest ranking.
    """
    if lives < 1:
        raise ValueError(f"lives {lives!r}: must be at least 1")
    tally, meetings = _tally(seeds, games)
    left = _lives(tally, lives)
    ranking = _order(_values(seeds, tally, meetings, left))
    order = {p: i for i, p in enumerate(ranking)}
    living = [p for p in ranking if left[p] > 0]
    bye = None
    if len(living) % 2:  # HU-P1
        bye = min(living, key=lambda p: (-tally[p].games, -tally[p].played, order[p]))
    met: defaultdict[str, list[tuple[str, bool]]] = defaultdict(list)
    for a, b, played in meetings:
        met[a].append((b, played))
        met[b].append((a, played))
    unpaired = [p for p in living if p != bye]
    return _greedy(unpaired, left, order, met), bye


def _greedy(unpaired: list[str], left: Mapping[str, int], order: Mapping[str, int],
            met: Mapping[str, list[tuple[str, bool]]]) -> list[tuple[str, str]]:
    """HU-P2, fast: a player has met few others, so the best opponent is almost always the
    lowest-ranked unmet player in the highest lives group; the full comparison runs only
    when every remaining player has been met."""
    by_lives: defaultdict[int, list[str]] = defaultdict(list)
    for player in unpaired:  # ranking order, so each group is best first
        by_lives[left[player]].append(player)
    groups = [by_lives[n] for n in sorted(by_lives, reverse=True)]
    taken: set[str] = set()
    pairs: list[tuple[str, str]] = []
    for top in unpaired:
        if top in taken:
            continue
        taken.add(top)
        history = met.get(top, [])
        seen = Counter(other for other, _ in history)
        opponent = _unmet(groups, taken, seen)
        if opponent is None:
            rest = [p for group in groups for p in group if p not in taken]
            if not rest:
                raise ValueError(f"player {top!r} has no opponent left")
            played = Counter(other for other, was_played in history if was_played)
            opponent = min(rest, key=lambda p: (seen[p], played[p], -left[p], -order[p]))
        taken.add(opponent)
        pairs.append((top, opponent))
    return pairs


def _unmet(groups: list[list[str]], taken: set[str], seen: Counter[str]) -> str | None:
    for group in groups:
        while group and group[-1] in taken:
            group.pop()
        for player in reversed(group):
            if player not in taken and seen[player] == 0:
                return player
    return None


# ----------------------------------------------------------------------------- scheduling


def verify_availability(marks: str, slots: int | None = None) -> None:
    """HU-D1: each slot marked 1 (good), 2 (possible) or 3 (impossible), and fewer than half
    of the slots marked 3 (count(3) < n/2). Raises ValueError saying what is wrong."""
    if slots is not None and len(marks) != slots:
        raise ValueError(f"availability {marks!r}: needs one mark for each of the {slots} slots")
    if not marks:
        raise ValueError("availability '': needs one mark per slot")
    bad = sorted({m for m in marks if m not in "123"})
    if bad:
        raise ValueError(f"availability {marks!r}: marks are 1 (good), 2 (possible) or "
                         f"3 (impossible), not {', '.join(bad)}")
    threes = marks.count("3")
    if 2 * threes >= len(marks):
        raise ValueError(f"availability {marks!r}: {threes} of {len(marks)} slots marked 3 "
                         f"(impossible); fewer than half may be")


def pick_slot(a: str | None, b: str | None, slots: int | None = None) -> int:
    """HU-D2: the game's slot (0-based): the earliest where both marked 1, else the earliest
    1-and-2, else the earliest 2-and-2. No entry (None or "") counts as all 2; ``slots`` is
    needed only when both have no entry. ValueError on an entry HU-D1 refuses."""
    n = slots if slots is not None else len(a or b or "")
    if n < 1:
        raise ValueError("slots: the round needs at least one time slot")
    marks = [m if m else "2" * n for m in (a, b)]
    for entry in marks:
        verify_availability(entry, n)
    first, second = marks
    for wanted in (("1", "1"), ("1", "2"), ("2", "2")):
        for slot, pair in enumerate(zip(first, second, strict=True)):
            if pair == wanted or pair == wanted[::-1]:
                return slot
    raise ValueError(f"availabilities {first!r} and {second!r} share no possible slot")
