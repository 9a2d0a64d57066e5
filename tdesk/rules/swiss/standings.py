"""Swiss standings (CG-T1..CG-T8): the match records the rules read, match points, and the
ordered standings with every tiebreak and what decided each place; also the event's lot
(CG-T7). Pure, like `tdesk.rules.swiss` (which pairs from these standings and re-exports them):
players are plain ids (str), randomness enters only as a ``seed``.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Final, NamedTuple

WIN: Final = 3
DRAW: Final = 1
BYE_POINTS: Final = WIN
"""CG-M2 / CG-B1: a bye is a 3-point match win."""


class Outcome(StrEnum):
    """A match seen from one player (CG-M1/M2)."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


class _MatchValues(NamedTuple):
    round: int
    a: str
    b: str | None
    a_wins: int
    b_wins: int
    draws: int = 0
    organiser_bye: bool = False
    double_loss: bool = False


class Match(_MatchValues):
    """One match as game counts (CG-M1/M2): ``b`` None is a bye, a 3-point win (CG-B1), or an
    organiser's bye (CG-B2) when ``organiser_bye``; ``a_wins == b_wins`` is a draw.

    ``double_loss`` records a double no-show (or double match loss): both players lose.

    An immutable named tuple: a frozen dataclass took 3.4 us to make, 28 ms for the 8,192
    matches a 4,096-player event has after four rounds, read again for every pairing (issue
    27). `stored` makes one from values the store already checked, without checking again.
    """

    __slots__ = ()

    def __new__(cls, round: int, a: str, b: str | None, a_wins: int, b_wins: int,
                draws: int = 0, organiser_bye: bool = False, double_loss: bool = False
                ) -> Match:
        if min(a_wins, b_wins, draws) < 0:
            raise ValueError(f"Game counts cannot be negative: {a_wins}-{b_wins}-{draws}")
        if b is not None and b == a:
            raise ValueError(f"A player cannot play themselves: {a}")
        if organiser_bye and b is not None:
            raise ValueError("An organiser's bye has no opponent")
        return tuple.__new__(cls, (round, a, b, a_wins, b_wins, draws, organiser_bye,
                                   double_loss))

    @classmethod
    def stored(cls, values: tuple[int, str, str | None, int, int, int, bool, bool]) -> Match:
        """A match of values read back from the store, which checked them when it wrote them
        (its columns and `tdesk.validate`): in field order, not checked again."""
        return tuple.__new__(cls, values)

    @property
    def is_bye(self) -> bool:
        return self.b is None

    def outcome(self, player: str) -> Outcome:
        """CG-M2: the player with more game wins wins; equal game wins is a draw."""
        if self.b is None:
            return Outcome.WIN
        if self.double_loss:
            return Outcome.LOSS
        mine, theirs = (self.a_wins, self.b_wins) if player == self.a else (self.b_wins, self.a_wins)
        if mine > theirs:
            return Outcome.WIN
        return Outcome.DRAW if mine == theirs else Outcome.LOSS

    def opponent(self, player: str) -> str | None:
        return self.b if player == self.a else self.a

    def points_for(self, player: str) -> int:
        """CG-M2: 3 for a win (a bye too), 1 for a draw, 0 for a loss."""
        if self.b is None:
            return WIN
        if self.double_loss:
            return 0
        mine, theirs = (self.a_wins, self.b_wins) if player == self.a else (self.b_wins, self.a_wins)
        return WIN if mine > theirs else DRAW if mine == theirs else 0


def _by_player(history: Sequence[Match]) -> dict[str, list[Match]]:
    out: dict[str, list[Match]] = defaultdict(list)
    for m in history:
        out[m.a].append(m)
        if m.b is not None:
            out[m.b].append(m)
    return out


def points(history: Sequence[Match]) -> dict[str, int]:
    """CG-M2: match points of everybody in the history (win 3, draw 1, bye 3)."""
    out: dict[str, int] = defaultdict(int)
    for m in history:
        out[m.a] += m.points_for(m.a)
        if m.b is not None:
            out[m.b] += m.points_for(m.b)
    return dict(out)


def opponents(history: Sequence[Match]) -> dict[str, Counter[str]]:
    """How many times each pair has met (byes left out): ``opponents(h)[x][y]``."""
    out: dict[str, Counter[str]] = defaultdict(Counter)
    for m in history:
        if m.b is not None:
            out[m.a][m.b] += 1
            out[m.b][m.a] += 1
    return out


# --------------------------------------------------------------------------------- standings


class Decider(StrEnum):
    """What separated a player from the next one in the standings (shown on the Standings tab)."""

    POINTS = "points"
    WINS_QUALITY = "wins_quality"
    LOSSES_QUALITY = "losses_quality"
    GAMES_QUALITY = "games_quality"
    SECOND_ORDER = "second_order"
    HEAD_TO_HEAD = "head_to_head"
    PENALTIES = "penalties"
    LOT = "lot"
    NONE = ""


@dataclass(frozen=True)
class Standing:
    """One line of the standings (CG-M2, CG-T1..T7), best first."""

    rank: int
    player: str
    points: int
    wins_quality: int  # CG-T1
    losses_quality: int  # CG-T2
    games_quality: int  # CG-T3
    second_order: int  # CG-T4
    head_to_head: int | None  # CG-T5: points among the tied group when it decided, else None
    penalties: tuple[int, ...]  # CG-T6, smaller is better
    lot: int  # CG-T7: the player's seeded draw, 1 = best
    wins: int = 0
    losses: int = 0
    draws: int = 0
    decided_by: Decider = Decider.NONE  # what put this player above the next one
    pod: int | None = None
    pod_rank: int | None = None  # CG-D6: the place within the pod (a draft's pods only)
    missed: tuple[int, ...] = ()  # CG-P3: the rounds a late entry missed, each a loss counted


def standings(players: Sequence[str], history: Sequence[Match], *, seed: int = 0,
              lots: Mapping[str, int] | None = None,
              penalties: Mapping[str, Sequence[int]] | None = None,
              pods: Mapping[str, int] | None = None,
              missed: Mapping[str, Sequence[int]] | None = None) -> list[Standing]:
    """Every player of ``players``, best first: points (CG-M2), CG-T1..T4, head-to-head (CG-T5)
    by grouping the tied players, ``penalties`` (CG-T6: a tuple per player, smaller first), and
    the lot (CG-T7): the event's recorded ``lots`` (`draw_lots`), else a draw from ``seed``.
    With ``pods`` (CG-T8) each pod is ranked on its own and the pods are merged into one
    order (`_across_pods`, CG-D7): ``rank`` is the place in the whole draft, ``pod_rank`` the
    place in the pod. ``missed`` (CG-P3, an event setting): the rounds each late entry missed,
    each a match loss with no opponent: in the losses and nowhere else (0 points, no quality,
    nobody's opponent).
    """
    if pods:
        return _across_pods(players, history, pods, seed=seed, lots=lots, penalties=penalties,
                            missed=missed)
    late = {p: tuple(sorted(r)) for p, r in (missed or {}).items() if r}
    played = _scores(history)
    pts = {p: sum(scored for _, scored in ms) for p, ms in played.items()}
    lot = _lot(players, seed, lots)
    width = max((len(v) for v in (penalties or {}).values()), default=0)
    pen = {p: tuple(v) + (0,) * (width - len(v)) for p, v in (penalties or {}).items()}
    zero = (0,) * width
    quality: dict[str, tuple[int, int, int]] = {}
    for p, ms in played.items():
        wq = lq = gq = 0
        for opp, scored in ms:
            if opp is None:
                continue  # CG-B3: a bye adds nothing
            gq += pts[opp]
            if scored == WIN:
                wq += pts[opp]
            elif scored == 0:
                lq += pts[opp]
        quality[p] = (wq, lq, gq)
    second: dict[str, int] = {}
    for p in players:
        own = quality.get(p, (0, 0, 0))[2]
        second[p] = sum(own if opp is None else quality[opp][2] for opp, _ in played.get(p, []))

    groups: dict[tuple[int, ...], list[str]] = defaultdict(list)
    for p in players:
        wq, lq, gq = quality.get(p, (0, 0, 0))
        groups[(-pts.get(p, 0), -wq, -lq, -gq, -second[p])].append(p)
    order: list[str] = []
    h2h_shown: dict[str, int] = {}
    for key in sorted(groups):
        tied = groups[key]
        if len(tied) == 1:
            order += tied
            continue
        h2h = _head_to_head(tied, played)
        if len(set(h2h.values())) > 1:
            h2h_shown.update(h2h)
        order += sorted(tied, key=lambda p: (-h2h[p], pen.get(p, zero), lot[p]))

    rows = []
    for p in order:
        wq, lq, gq = quality.get(p, (0, 0, 0))
        tally = Counter(scored for _, scored in played.get(p, []))
        rows.append((p, pts.get(p, 0), wq, lq, gq, second[p], h2h_shown.get(p),
                     pen.get(p, zero), tally))
    result: list[Standing] = []
    for i, (p, pt, wq, lq, gq, so, h2h_p, pn, tally) in enumerate(rows):
        nxt = rows[i + 1] if i + 1 < len(rows) else None
        result.append(Standing(
            rank=i + 1, player=p, points=pt, wins_quality=wq, losses_quality=lq,
            games_quality=gq, second_order=so, head_to_head=h2h_p, penalties=pn, lot=lot[p],
            wins=tally[WIN], losses=tally[0] + len(late.get(p, ())), draws=tally[DRAW],
            missed=late.get(p, ()),
            decided_by=_decider(rows[i][1:8], nxt[1:8] if nxt else None)))
    return result


def _across_pods(players: Sequence[str], history: Sequence[Match], pods: Mapping[str, int],
                 *, seed: int, lots: Mapping[str, int] | None,
                 penalties: Mapping[str, Sequence[int]] | None,
                 missed: Mapping[str, Sequence[int]] | None = None) -> list[Standing]:
    """CG-D7 (tdesk's reading of CG-T8, docs/rules.md): a draft has one order, not its pods
    stacked one after another. Each pod is ranked on its own (CG-D6: points, CG-T1..T7 among
    its players), and the pods' orders are merged: of the pods' next players the one with
    more points goes first, then CG-T1..T4, then fewer penalties (CG-T6), then the lot
    (CG-T7, one draw over the whole field). A pod's players never change order among
    themselves, so its head-to-head stays decided inside the pod; the pod is a label."""
    whole = _lot(players, seed, lots)  # CG-T7 once for the field: pods compared by it too
    queues: list[list[Standing]] = []
    for pod in sorted({pods.get(p, 0) for p in players}):
        members = [p for p in players if pods.get(p, 0) == pod]
        ranked = standings(members, history, lots=whole, penalties=penalties, missed=missed)
        queues.append([_replace(s, pod=pod, pod_rank=i, lot=whole[s.player])
                       for i, s in enumerate(ranked, start=1)])

    def key(s: Standing) -> tuple[object, ...]:
        return (-s.points, -s.wins_quality, -s.losses_quality, -s.games_quality,
                -s.second_order, s.penalties, s.lot)

    merged: list[Standing] = []
    while any(queues):
        best = min((q for q in queues if q), key=lambda q: key(q[0]))
        merged.append(best.pop(0))
    out: list[Standing] = []
    for i, s in enumerate(merged):
        nxt = merged[i + 1] if i + 1 < len(merged) else None
        decided = s.decided_by if nxt is not None and nxt.pod == s.pod else _decider(
            _values(s), None if nxt is None else _values(nxt))
        out.append(replace(s, rank=i + 1, decided_by=decided))
    return out


def _values(s: Standing) -> tuple[object, ...]:
    """The values `_decider` compares between players of two pods (who never met: no
    head-to-head between them)."""
    return (s.points, s.wins_quality, s.losses_quality, s.games_quality, s.second_order,
            None, s.penalties)


def _scores(history: Sequence[Match]) -> dict[str, list[tuple[str | None, int]]]:
    """Each player's matches as (opponent or None for a bye, match points scored)."""
    out: dict[str, list[tuple[str | None, int]]] = defaultdict(list)
    for m in history:
        out[m.a].append((m.b, m.points_for(m.a)))
        if m.b is not None:
            out[m.b].append((m.a, m.points_for(m.b)))
    return out


def _replace(s: Standing, **changes: int) -> Standing:
    return replace(s, **changes)  # type: ignore[arg-type]


def _lot(players: Sequence[str], seed: int, lots: Mapping[str, int] | None = None
         ) -> dict[str, int]:
    """CG-T7: each player's place in the lot, 1 = best. With the event's recorded ``lots``
    (smaller draw first; a player without one after those with one, in the order given),
    else a shuffle from ``seed``: the same seed and players give the same draw."""
    return {p: i + 1 for i, p in enumerate(_drawn(players, seed, lots))}


def _drawn(players: Sequence[str], seed: int, lots: Mapping[str, int] | None) -> list[str]:
    """``players`` in the order of `_lot`, best first."""
    if lots is None:
        drawn = sorted(players)
        random.Random(seed).shuffle(drawn)
        return drawn
    drawn = sorted((p for p in players if p in lots), key=lots.__getitem__)  # stable: ties
    return drawn + [p for p in players if p not in lots]  # as given; no lot: last, as given


LOT_RANGE: Final = 2 ** 31
"""CG-T7: a player's lot is a number drawn from 1 to this (smaller ranks higher)."""


def draw_lots(players: Sequence[str], seed: int) -> dict[str, int]:
    """CG-T7: the lot of each of ``players``, drawn once from ``seed`` in the order given, to
    be recorded and used by the standings, the bye and the pairing alike (`standings`,
    `pair_round` with ``lots``). Each player's number is independent of the others', so a
    late entry draws its own and nobody else's place among the rest changes."""
    rng = random.Random(seed)
    return {p: rng.randrange(1, LOT_RANGE) for p in players}


def late_lot(seed: int, player: str) -> int:
    """CG-T7-A: the lot of a player who joins after round 1's draw, from the event's recorded
    draw ``seed`` (round 1's) and the player alone. The event replayed from its seeds gives
    the late entry the same lot again, and nobody can foretell it without the seed, which
    the players never see. In the range of `draw_lots`, independent of other late entries'.

    >>> late_lot(7, "12") == late_lot(7, "12")
    True
    >>> late_lot(7, "12") != late_lot(8, "12") and late_lot(7, "12") != late_lot(7, "13")
    True
    >>> 1 <= late_lot(7, "12") < LOT_RANGE
    True
    """
    return random.Random(f"late-lot:{seed}:{player}").randrange(1, LOT_RANGE)


def _head_to_head(tied: Sequence[str], played: Mapping[str, list[tuple[str | None, int]]]
                  ) -> dict[str, int]:
    """CG-T5: match points each tied player scored against the others of the group."""
    group = set(tied)
    return {p: sum(scored for opp, scored in played.get(p, []) if opp in group) for p in tied}


def _decider(mine: tuple[object, ...], theirs: tuple[object, ...] | None) -> Decider:
    """Which value first separates two neighbouring lines (points, T1..T4, h2h, penalties)."""
    if theirs is None:
        return Decider.NONE
    names = (Decider.POINTS, Decider.WINS_QUALITY, Decider.LOSSES_QUALITY,
             Decider.GAMES_QUALITY, Decider.SECOND_ORDER, Decider.HEAD_TO_HEAD,
             Decider.PENALTIES)
    for name, x, y in zip(names, mine, theirs, strict=True):
        if x != y and not (name is Decider.HEAD_TO_HEAD and (x is None or y is None)):
            return name
    return Decider.LOT
