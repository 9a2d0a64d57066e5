"""The top-cut bracket as a tree (CG-B4..CG-B8, issue 24): its rounds, each slot's seeds,
names, score and winner, the round names by how many players are left, and where each slot
is drawn, so the screen and the paper draw the same tree.

Pure: players are plain ids (str), the seeds are the Swiss standings order, and the matches
played so far are `BracketResult` values in the order they were entered. A result that does
not fit the bracket (a player not in that slot, a slot that already has its result) is refused
with a ValueError that names the player and the slot.

CG-B1..CG-B3 are the byes of the Swiss rounds; the bracket's rules follow them from CG-B4.

>>> seeds = ["ann", "bob", "cid", "dan"]
>>> b = build_bracket(4, seeds, [BracketResult("ann", "dan", 2, 1, "ann")])
>>> [(r.key, len(r.slots)) for r in b.rounds]
[('semi', 2), ('final', 1)]
>>> s = b.rounds[0].slots[0]
>>> (s.top.seed, s.top.player, s.bottom.seed, s.bottom.player, s.score, s.winner)
(1, 'ann', 4, 'dan', (2, 1), 'ann')
>>> final = b.rounds[1].slots[0]
>>> (final.top.player, final.bottom.player, final.is_empty)
('ann', None, True)
>>> build_bracket(4, seeds, [BracketResult("ann", "cid", 2, 0, "ann")])
Traceback (most recent call last):
...
ValueError: cid is not in that match: ann plays dan in the semi-final (CG-B6).
>>> slot_positions(4)[(2, 0)]
SlotPosition(column=1, top=0, span=4, centre=2)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from tdesk.rules.swiss import bracket_seeds

__all__ = [
    "BRACKET_SIZES",
    "Bracket",
    "BracketResult",
    "BracketRound",
    "Side",
    "Slot",
    "SlotPosition",
    "build_bracket",
    "can_record",
    "round_key",
    "slot_positions",
    "verify_result",
    "verify_size",
]

BRACKET_SIZES: Final = (2, 4, 8, 16, 32)
"""CG-B4: the bracket sizes (a top 2 is a final only)."""

ROUND_KEYS: Final = {2: "final", 4: "semi", 8: "quarter"}
"""CG-B5: the rounds named by the floor; larger rounds are "r16", "r32"."""

_WORDS: Final = {"final": "final", "semi": "semi-final", "quarter": "quarter-final"}


@dataclass(frozen=True)
class BracketResult:
    """One bracket match as entered: the two players, the games each won and the winner.

    CG-B6: the winner is one of the two; when the games won differ it is the one with more
    (equal games, such as 0-0 for a no-show, leave the winner as named)."""

    a: str
    b: str
    a_wins: int
    b_wins: int
    winner: str


@dataclass(frozen=True)
class Side:
    """One side of a slot: the player's seed (1 = first in the standings) and id, both None
    while the match that feeds it has no result."""

    seed: int | None = None
    player: str | None = None


@dataclass(frozen=True)
class Slot:
    """One match of the bracket: ``round`` from 1, ``index`` from 0 top to bottom;
    ``score`` is (top's games, bottom's games) once played, ``winner`` advances."""

    round: int
    index: int
    top: Side
    bottom: Side
    score: tuple[int, int] | None = None
    winner: str | None = None

    @property
    def is_empty(self) -> bool:
        """CG-B7: a side still waits for the match that feeds it."""
        return self.top.player is None or self.bottom.player is None

    @property
    def is_finished(self) -> bool:
        return self.winner is not None

    @property
    def is_ready(self) -> bool:
        """Both players known and no result yet: the match can be played."""
        return not self.is_empty and not self.is_finished

    @property
    def loser(self) -> str | None:
        if self.winner is None:
            return None
        return self.bottom.player if self.winner == self.top.player else self.top.player

    def players(self) -> tuple[str | None, str | None]:
        return self.top.player, self.bottom.player


@dataclass(frozen=True)
class BracketRound:
    """One round: its number from 1, its name key (CG-B5) and its slots top to bottom."""

    number: int
    key: str
    players: int
    slots: tuple[Slot, ...]

    @property
    def is_finished(self) -> bool:
        return all(s.is_finished for s in self.slots)


@dataclass(frozen=True)
class Bracket:
    """The whole tree: ``champion`` is the final's winner once it has a result (CG-B8)."""

    size: int
    rounds: tuple[BracketRound, ...]

    @property
    def champion(self) -> str | None:
        return self.rounds[-1].slots[0].winner

    @property
    def is_complete(self) -> bool:
        return self.champion is not None

    def slots(self) -> list[Slot]:
        return [s for r in self.rounds for s in r.slots]

    def ready(self) -> list[Slot]:
        """The matches to play now (both players known, no result), round by round."""
        return [s for s in self.slots() if s.is_ready]

    def empty(self) -> list[Slot]:
        """CG-B7: the slots still waiting for a player."""
        return [s for s in self.slots() if s.is_empty]


@dataclass(frozen=True)
class SlotPosition:
    """Where a slot is drawn on a grid ``size`` rows high: column from 0 (the first round),
    the band of rows from ``top`` spanning ``span`` rows, its line at row ``centre``."""

    column: int
    top: int
    span: int
    centre: int


def verify_size(size: int) -> None:
    """CG-B4: a bracket of 2, 4, 8, 16 or 32 players."""
    if size not in BRACKET_SIZES:
        raise ValueError(
            f"Bracket size must be one of {', '.join(map(str, BRACKET_SIZES))}: {size}")


def round_key(players_left: int) -> str:
    """CG-B5: a round's name key by the players left in it: 2 "final", 4 "semi",
    8 "quarter", otherwise "r16", "r32" (the GUI translates the key).

    >>> [round_key(n) for n in (32, 16, 8, 4, 2)]
    ['r32', 'r16', 'quarter', 'semi', 'final']
    """
    if players_left < 2 or players_left & (players_left - 1):
        raise ValueError(f"Players left in a bracket round must be a power of two: {players_left}")
    return ROUND_KEYS.get(players_left, f"r{players_left}")


def _round_words(key: str) -> str:
    """The round named in a refusal (the GUI names it by the key)."""
    return _WORDS.get(key, "round of " + key[1:])


def _words(size: int, slot: Slot) -> str:
    return _round_words(round_key(size >> (slot.round - 1)))


def _blank(size: int, seeds: Sequence[str]) -> list[list[Slot]]:
    order = bracket_seeds(size)
    first = [Slot(1, i // 2, Side(order[i], seeds[order[i] - 1]),
                  Side(order[i + 1], seeds[order[i + 1] - 1])) for i in range(0, size, 2)]
    rounds = [first]
    while len(rounds[-1]) > 1:
        n = len(rounds) + 1
        rounds.append([Slot(n, i, Side(), Side()) for i in range(len(rounds[-1]) // 2)])
    return rounds


def _current(rounds: list[list[Slot]], player: str) -> Slot | None:
    """The latest slot the player stands in (the one they play or played last)."""
    found = None
    for r in rounds:
        for s in r:
            if player in s.players():
                found = s
    return found


def _check(rounds: list[list[Slot]], size: int, result: BracketResult) -> Slot:
    """CG-B6: the slot this result belongs to, or a ValueError saying why it does not fit."""
    a, b = result.a, result.b
    if a == b:
        raise ValueError(f"A player cannot play themselves: {a}")
    if min(result.a_wins, result.b_wins) < 0:
        raise ValueError(f"Games won cannot be negative: {result.a_wins}-{result.b_wins}")
    for p in (a, b):
        if all(p not in s.players() for s in rounds[0]):
            raise ValueError(f"{p} is not in the top {size} (CG-B6).")
    for done in (s for r in rounds for s in r if s.is_finished):
        if set(done.players()) == {a, b}:
            raise ValueError(f"The {_words(size, done)} {a} v {b} already has its result (CG-B6).")
    for p in (a, b):
        latest = _current(rounds, p)
        assert latest is not None
        if latest.is_finished and latest.winner == p:  # only the champion: the final is won
            raise ValueError(f"{p} has won the final: the bracket is over (CG-B8).")
        if latest.is_finished:
            raise ValueError(
                f"{p} is out: lost the {_words(size, latest)} to {latest.winner} (CG-B6).")
    slot = _current(rounds, a)
    assert slot is not None
    words = _words(size, slot)
    other = slot.bottom.player if slot.top.player == a else slot.top.player
    if other is None:
        raise ValueError(f"{a}'s opponent in the {words} is not known yet (CG-B7).")
    if other != b:
        raise ValueError(f"{b} is not in that match: {a} plays {other} in the {words} (CG-B6).")
    if result.winner not in (a, b):
        raise ValueError(f"The winner must be {a} or {b}: {result.winner}")
    if result.a_wins != result.b_wins:
        more = a if result.a_wins > result.b_wins else b
        if result.winner != more:
            raise ValueError(f"The winner must be {more}, who won more games: "
                             f"{result.a_wins}-{result.b_wins}")
    return slot


def _record(rounds: list[list[Slot]], slot: Slot, result: BracketResult) -> None:
    top_is_a = slot.top.player == result.a
    score = (result.a_wins, result.b_wins) if top_is_a else (result.b_wins, result.a_wins)
    done = Slot(slot.round, slot.index, slot.top, slot.bottom, score, result.winner)
    rounds[slot.round - 1][slot.index] = done
    if slot.round == len(rounds):
        return
    side = slot.top if slot.top.player == result.winner else slot.bottom
    nxt = rounds[slot.round][slot.index // 2]
    if slot.index % 2 == 0:
        nxt = Slot(nxt.round, nxt.index, side, nxt.bottom)
    else:
        nxt = Slot(nxt.round, nxt.index, nxt.top, side)
    rounds[slot.round][slot.index // 2] = nxt


def build_bracket(size: int, seeds: Sequence[str], played: Sequence[BracketResult] = ()
                  ) -> Bracket:
    """CG-B4..B8: the bracket of the first ``size`` of ``seeds`` (the standings order, best
    first) seeded as the top cut pairs it (1 v 8, 4 v 5, 2 v 7, 3 v 6), with ``played``
    applied in the order given: each winner moves to the next round's slot (the winners of
    slots 0 and 1 meet in slot 0, the first on top). Refuses a result that does not fit."""
    verify_size(size)
    if len(seeds) < size:
        raise ValueError(f"A top {size} needs {size} players; the standings have {len(seeds)}")
    top = list(seeds[:size])
    if len(set(top)) != size:
        raise ValueError(f"Player listed twice in the seeds: {_twice(top)}")
    rounds = _blank(size, top)
    for result in played:
        _record(rounds, _check(rounds, size, result), result)
    return Bracket(size, tuple(
        BracketRound(i + 1, round_key(size >> i), size >> i, tuple(r))
        for i, r in enumerate(rounds)))


def _twice(players: Sequence[str]) -> str:
    return ", ".join(sorted(p for p, n in Counter(players).items() if n > 1))


def verify_result(bracket: Bracket, result: BracketResult) -> None:
    """CG-B6: whether ``result`` fits ``bracket`` now; raises ValueError naming why not."""
    rounds = [list(r.slots) for r in bracket.rounds]
    _check(rounds, bracket.size, result)


def can_record(bracket: Bracket, result: BracketResult) -> bool:
    """Whether :func:`verify_result` accepts the result."""
    try:
        verify_result(bracket, result)
    except ValueError:
        return False
    return True


def slot_positions(size: int) -> dict[tuple[int, int], SlotPosition]:
    """CG-B8 layout: each slot's place, keyed (round from 1, index from 0). The first round's
    slots take two rows each; a later slot spans the two slots that feed it, its line midway
    between theirs, so the tree's lines join without crossing.

    >>> [(p.column, p.centre) for p in slot_positions(8).values()]
    [(0, 1), (0, 3), (0, 5), (0, 7), (1, 2), (1, 6), (2, 4)]
    """
    verify_size(size)
    out: dict[tuple[int, int], SlotPosition] = {}
    r = 0
    while size >> (r + 1):
        span = 2 << r
        for i in range(size // span):
            out[(r + 1, i)] = SlotPosition(r, i * span, span, i * span + span // 2)
        r += 1
    return out
