"""Trading-card-game Swiss: match results, pairing, standings with the CG tiebreaks, top cut.

Pure: players are plain ids (str), an event's history is a sequence of `Match` values, and
randomness enters only as a ``seed``.

Pairing (CG-P1) is a minimum-cost perfect matching whose edge cost encodes CG-P1's priorities as
one integer, each level weighted above everything the levels after it can add up to, so the
matcher (rustworkx's blossom ``max_weight_matching``) decides them strictly in order:

1. rematches (CG-P1 (1)): a pair that already met is no edge at all, or, when staff allow
   rematches, costs the number of earlier meetings;
2. the bye (CG-B1): the dummy "bye" vertex costs the player's place in the bye order (lowest
   in the current standings first among those without a pairing bye, everybody else after);
3. the total of point differences over all pairs;
4. floats at the lowest tables: each pair costs its point difference times the higher player's
   points, so a point floated at a higher table costs more;
5. the lot: players are lined up by points, then by the lot inside each score group (the
   event's recorded ``lots``, CG-T7, else a shuffle from the seed), and a pair costs the
   distance between its two players in that line.

Events up to `EXACT_LIMIT` players are solved in one matching: the optimum itself. Larger ones
start from the pairing that is optimal when nobody has met (neighbours in the line) and
re-solve, exactly, a window of the line around every pair that would be a rematch, widening the
window while it cannot be paired without one; `bench/swiss_optimum.py` counts how often that
misses the optimum (no round in 1,440 seeded ones).

No matching needs the pairs standing far apart in the line, so they are left out of the graph:
take a pair a..b of an optimal pairing and any player c between them. Swapping partners (a
with c, and b with c's partner; or the other way round) never costs more on levels 3 and 4,
whose costs only grow with the points between two players, and always less on level 5, so
it must be barred: one of the two new pairs has met (or c is unpaired, or has the bye). So c,
or c's partner, is among the opponents of a or b, and each opponent answers for two players
at most: at most twice as many players as a and b have opponents in the group stand between
them, one more beside the bye. A test checks this against a matching over every pair.

>>> history = [Match(1, "ann", "bob", 2, 0), Match(1, "cid", "dan", 1, 2)]
>>> pair_round(["ann", "bob", "cid", "dan"], history, seed=1)
[('dan', 'ann'), ('cid', 'bob')]
>>> [(s.player, s.points, s.decided_by.value) for s in standings(["ann", "dan"], history, seed=1)]
[('dan', 3, 'lot'), ('ann', 3, '')]
>>> top_cut(["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"], 8)
[('s1', 's8'), ('s4', 's5'), ('s2', 's7'), ('s3', 's6')]
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from tdesk.rules.swiss.standings import (
    BYE_POINTS,
    DRAW,
    WIN,
    Decider,
    Match,
    Outcome,
    Standing,
    _drawn,
    _head_to_head,
    draw_lots,
    late_lot,
    opponents,
    points,
    standings,
)

__all__ = [
    "BYE_POINTS",
    "CUT_SIZES",
    "EXACT_LIMIT",
    "Decider",
    "Match",
    "Outcome",
    "PairingCost",
    "PairingError",
    "Standing",
    "bracket_rounds",
    "bracket_seeds",
    "cost_function",
    "draw_lots",
    "late_last",
    "late_lot",
    "opponents",
    "pair_round",
    "pairing_cost",
    "points",
    "standings",
    "top_cut",
]

CUT_SIZES: Final = (4, 8, 16, 32)
"""CG-M3: the top-cut sizes tdesk offers."""

EXACT_LIMIT: Final = 256
"""Up to this many players the whole field is one matching (every pair an optimal pairing can
use): the optimum itself, in under 10 ms. Above, the line and its windows."""

_WINDOW: Final = 6
"""Players taken on each side of a rematch when larger events re-solve around it."""

_WIDEST: Final = 384
"""A window this wide that still holds a rematch (staff allowed them) is not widened again."""

_BYE_TRIES: Final = 8
"""Large fields try the bye on this many players of the CG-B1 order at most."""


class PairingError(ValueError):
    """CG-P1: no pairing without a rematch exists; ``players`` are the ones left unpaired."""

    def __init__(self, players: Sequence[str]) -> None:
        self.players = tuple(players)
        super().__init__(
            "No pairing without a rematch exists; players left: " + ", ".join(self.players)
            + ". Allow rematches to pair them with as few rematches as possible.")


# ----------------------------------------------------------------------------------- pairing


@dataclass(frozen=True, order=True)
class PairingCost:
    """CG-P1's priorities of one pairing, compared in order (smaller is better)."""

    rematches: int
    bye: int
    point_difference: int
    floats: int
    lot: int


@dataclass
class _Field:
    """What the pairing of one round needs to know, computed once."""

    players: list[str]
    pts: dict[str, int]
    met: Mapping[str, Sequence[str]]  # each player's opponents so far
    line: dict[str, int]  # position in the line: points down, seeded lot inside a score group
    bye_rank: dict[str, int]
    bases: tuple[int, int, int, int] = field(default=(0, 0, 0, 0))


def _make_field(players: Sequence[str], history: Sequence[Match], seed: int,
                lots: Mapping[str, int] | None = None,
                ranking: Sequence[str] | None = None,
                bye_candidates: int | None = None,
                joining: Collection[str] = ()) -> _Field:
    """CG-T7: with the event's ``lots`` the line inside a score group is the lot of the
    standings; ``ranking`` (the standings best first, as the Standings tab shows them) orders
    the bye (CG-B1), else the standings of ``players`` alone. With ``bye_candidates`` only the
    first that many of the bye order are ranked (large fields try no more), which needs the
    tiebreaks of the lowest score groups only, not of everybody. ``joining`` (CG-P3): late
    entries playing their first round, who get the bye only when nobody else eligible is
    left (`late_last`)."""
    if len(set(players)) != len(players):
        dup = sorted(p for p, n in Counter(players).items() if n > 1)
        raise ValueError(f"Player listed twice: {', '.join(dup)}")
    pts, met = _points_and_opponents(history)
    drawn = _drawn(players, seed, lots)
    lot = {p: i + 1 for i, p in enumerate(drawn)}
    own = {p: pts.get(p, 0) for p in players}
    ordered = sorted(drawn, key=own.__getitem__, reverse=True)  # stable: the lot inside a group
    line = {p: i for i, p in enumerate(ordered)}
    had_bye = {m.a for m in history if m.b is None and not m.organiser_bye}
    bye_order: list[str] | None = None
    if bye_candidates is not None:
        if len(players) % 2 == 0:
            bye_order = []
        elif ranking is None and not joining:
            bye_order = _lowest_for_bye(ordered, history, pts, met, lot, had_bye, bye_candidates)
    if bye_order is None:
        if ranking is None:
            ranking = [s.player for s in standings(players, history, seed=seed, lots=lots)]
        active = set(players)
        ranked = [p for p in ranking if p in active]
        listed = set(ranked)
        ranked += [p for p in ordered if p not in listed]
        bottom_up = list(reversed(ranked))
        bye_order = late_last([p for p in bottom_up if p not in had_bye], joining)
        bye_order += [p for p in bottom_up if p in had_bye]
    bye_rank = {p: i for i, p in enumerate(bye_order)}
    f = _Field(ordered, own, met, line, bye_rank)
    n = len(players)
    top = max(f.pts.values(), default=0) + 1
    pairs = n // 2 + 1
    lot_max = pairs * (n + 1)
    float_base = lot_max + 1
    diff_base = float_base * (pairs * top * top + 1)
    bye_base = diff_base * (pairs * top + 1)
    rematch_base = bye_base * (n + 1)
    f.bases = (rematch_base, bye_base, diff_base, float_base)
    return f


def late_last(order: Sequence[str], joining: Collection[str]) -> list[str]:
    """CG-P3: the bye order with the late entries playing their first round moved behind
    everybody else eligible, each part keeping its order.

    >>> late_last(["x", "y", "z"], {"x"})
    ['y', 'z', 'x']
    """
    late = set(joining)
    return [p for p in order if p not in late] + [p for p in order if p in late]


def _points_and_opponents(history: Sequence[Match]) -> tuple[dict[str, int], dict[str, list[str]]]:
    """CG-M2 points (as `points`) and each player's opponents, once per match met (CG-T9;
    byes left out), in one pass over the history: the pairing's hot path at 10,000 players."""
    pts: dict[str, int] = defaultdict(int)
    met: dict[str, list[str]] = defaultdict(list)
    for m in history:
        a, b = m.a, m.b
        if b is None:
            pts[a] += WIN
            continue
        met[a].append(b)
        met[b].append(a)
        if m.double_loss:
            continue
        aw, bw = m.a_wins, m.b_wins
        if aw > bw:
            pts[a] += WIN
        elif aw < bw:
            pts[b] += WIN
        else:
            pts[a] += DRAW
            pts[b] += DRAW
    return pts, met


def _lowest_for_bye(ordered: Sequence[str], history: Sequence[Match], pts: Mapping[str, int],
                    met: Mapping[str, Sequence[str]], lot: Mapping[str, int],
                    had_bye: set[str], k: int) -> list[str] | None:
    """CG-B1: the first ``k`` players of the bye order (the lowest of the standings without a
    pairing bye first), ranking only the lowest score groups with CG-T1..T5 and the lot as
    `standings` does; None when fewer than ``k`` are eligible (rank everybody then)."""
    groups: list[list[str]] = []
    eligible = 0
    for p in reversed(ordered):  # the line is points down: walk it from the bottom
        if not groups or pts.get(p, 0) != pts.get(groups[-1][0], 0):
            if eligible >= k:
                break
            groups.append([])
        groups[-1].append(p)
        eligible += p not in had_bye
    if eligible < k:
        return None
    members = {p for g in groups for p in g}
    played: dict[str, list[tuple[str | None, int]]] = defaultdict(list)
    for m in history:
        if m.a in members:
            played[m.a].append((m.b, m.points_for(m.a)))
        if m.b is not None and m.b in members:
            played[m.b].append((m.a, m.points_for(m.b)))

    def games_quality(p: str) -> int:
        return sum(pts.get(o, 0) for o in met.get(p, ()))

    out: list[str] = []
    for group in groups:
        keys: dict[str, tuple[int, ...]] = {}
        for p in group:
            wq = lq = so = 0
            gq = games_quality(p)
            for opp, scored in played.get(p, []):
                if opp is None:
                    so += gq  # CG-B3
                    continue
                so += games_quality(opp)
                if scored == WIN:
                    wq += pts.get(opp, 0)
                elif scored == 0:
                    lq += pts.get(opp, 0)
            keys[p] = (-wq, -lq, -gq, -so)
        tied: dict[tuple[int, ...], list[str]] = defaultdict(list)
        for p in group:
            tied[keys[p]].append(p)
        order: list[str] = []
        for key in sorted(tied):
            same = tied[key]
            if len(same) > 1:
                h2h = _head_to_head(same, played)
                same = sorted(same, key=lambda p: (-h2h[p], lot[p]))
            order += same
        out += [p for p in reversed(order) if p not in had_bye]
    return out[:k]


def _edge_cost(f: _Field, a: str, b: str | None) -> int:
    rematch_base, bye_base, diff_base, float_base = f.bases
    if b is None:
        return f.bye_rank[a] * bye_base
    pa, pb = f.pts[a], f.pts[b]
    diff = abs(pa - pb)
    return ((b in f.met.get(a, ())) * rematch_base + diff * diff_base
            + diff * max(pa, pb) * float_base + abs(f.line[a] - f.line[b]))


def pairing_cost(players: Sequence[str], history: Sequence[Match],
                 pairs: Sequence[tuple[str, str | None]], *, seed: int,
                 lots: Mapping[str, int] | None = None,
                 ranking: Sequence[str] | None = None) -> PairingCost:
    """CG-P1's priorities for ``pairs`` as `pair_round` weighs them (tests and overrides)."""
    return cost_function(players, history, seed=seed, lots=lots, ranking=ranking)(pairs)


def cost_function(players: Sequence[str], history: Sequence[Match], *, seed: int,
                  lots: Mapping[str, int] | None = None,
                  ranking: Sequence[str] | None = None
                  ) -> Callable[[Sequence[tuple[str, str | None]]], PairingCost]:
    """`pairing_cost` for many pairings of the same round (the field is read once)."""
    f = _make_field(players, history, seed, lots, ranking)

    def cost(pairs: Sequence[tuple[str, str | None]]) -> PairingCost:
        rematches = bye = diff = floats = lot = 0
        for a, b in pairs:
            if b is None:
                bye += f.bye_rank[a]
                continue
            pa, pb = f.pts[a], f.pts[b]
            rematches += b in f.met.get(a, ())
            diff += abs(pa - pb)
            floats += abs(pa - pb) * max(pa, pb)
            lot += abs(f.line[a] - f.line[b])
        return PairingCost(rematches, bye, diff, floats, lot)

    return cost


def _match(f: _Field, group: Sequence[str], allow_rematch: bool, with_bye: bool
           ) -> tuple[list[tuple[str, str | None]], list[str]]:
    """Minimum-cost matching of ``group`` (plus the bye vertex): pairs, and players left."""
    big = f.bases[0] * (len(group) + 2)
    vertices: list[str | None] = [*group, None] if with_bye else list(group)
    edges = _line_edges(f, group, allow_rematch, big, slack=2 if with_bye else 1)
    if with_bye:
        bye = len(group)  # the bye vertex, last: every player reaches it
        edges += [(i, bye, big - _edge_cost(f, a, None)) for i, a in enumerate(group)]
    import rustworkx as rx  # here: every window imports this module, few pair a Swiss round

    g = rx.PyGraph()
    g.add_nodes_from(range(len(vertices)))
    g.add_edges_from(edges)
    mate = rx.max_weight_matching(g, max_cardinality=True, weight_fn=int)
    pairs: list[tuple[str, str | None]] = []
    matched: set[int] = set()
    for i, j in mate:
        matched |= {i, j}
        if j < i:
            i, j = j, i
        a = group[i]  # the bye vertex is last: only ever the second of a pair
        pairs.append((a, vertices[j]))
    left = [v for i, v in enumerate(vertices) if i not in matched and v is not None]
    return pairs, left


def _line_edges(f: _Field, group: Sequence[str], allow_rematch: bool, big: int, slack: int
                ) -> list[tuple[int, int, int]]:
    """The pairs of ``group`` (a stretch of the line, in line order) that an optimal pairing
    can use, weighted ``big`` less `_edge_cost`; in the order found, so that the matching is
    the same every time. ``slack``: 2 when a player between a pair may have the bye.

    The hot loop of large fields, so `_edge_cost` is unrolled here: in line order the first
    of a pair has at least the points of the second and stands before them."""
    members = set(group)
    none: Sequence[str] = ()
    met = [f.met.get(a, none) for a in group]
    near = [len(members.intersection(m)) for m in met]  # opponents inside the group
    most = max(near, default=0)
    pts = [f.pts[a] for a in group]
    line = [f.line[a] for a in group]
    rematch_base, _, diff_base, float_base = f.bases
    n = len(group)
    edges: list[tuple[int, int, int]] = []
    add = edges.append
    for i in range(n):
        opponents_i, pa, reach = met[i], pts[i], near[i]
        per_point = diff_base + pa * float_base  # each point of difference, a the higher
        top = big - pa * per_point + line[i]
        for j in range(i + 1, min(n, i + 2 * (reach + most) + slack + 1)):
            if j - i > 2 * (reach + near[j]) + slack:
                continue  # in no optimal pairing: see the module's docstring
            weight = top + pts[j] * per_point - line[j]
            if group[j] in opponents_i:
                if not allow_rematch:
                    continue
                weight -= rematch_base
            add((i, j, weight))
    return edges


def pair_round(players: Sequence[str], history: Sequence[Match], *, seed: int,
               lots: Mapping[str, int] | None = None, ranking: Sequence[str] | None = None,
               allow_rematch: bool = False,
               progress: Callable[[int, int], None] | None = None,
               joining: Collection[str] = ()) -> list[tuple[str, str | None]]:
    """CG-P1, CG-P2, CG-B1: pair the active ``players`` (callers leave out dropped players and
    organiser byes); the pairs in table order (the higher-placed player first), then the bye.

    CG-T7: an event passes its recorded ``lots`` and its standings ``ranking`` (every entry,
    dropped ones too, penalties counted), so the pairing ranks tied players as the standings
    do and the bye goes to the lowest of them there; without, ``seed`` draws the lot.
    ``joining`` (CG-P3): late entries in their first round, last in line for the bye.

    Raises `PairingError` naming the players left when no pairing avoids a rematch and
    ``allow_rematch`` is off; with it on, rematches are minimised and never refused.
    """
    if not players:
        return []
    large = len(players) > EXACT_LIMIT
    f = _make_field(players, history, seed, lots, ranking, _BYE_TRIES if large else None,
                    joining)
    if not large:
        pairs, left = _match(f, f.players, allow_rematch, len(players) % 2 == 1)
        if left:
            raise PairingError(sorted(left, key=f.line.__getitem__))
    else:
        pairs = _pair_large(f, allow_rematch, progress)
    return _table_order(f, pairs)


def _table_order(f: _Field, pairs: Sequence[tuple[str, str | None]]
                 ) -> list[tuple[str, str | None]]:
    """Tables by points (highest pair first), the higher-placed player first; the bye last."""
    line = f.line
    tables: list[tuple[int, str, str]] = []
    bye: list[tuple[str, str | None]] = []
    for a, b in pairs:
        if b is None:
            bye.append((a, None))
        elif line[b] < line[a]:
            tables.append((line[b], b, a))
        else:
            tables.append((line[a], a, b))
    tables.sort()
    return [(a, b) for _, a, b in tables] + sorted(bye, key=lambda p: line[p[0]])


def _pair_large(f: _Field, allow_rematch: bool,
                progress: Callable[[int, int], None] | None) -> list[tuple[str, str | None]]:
    """Large fields: the bye by CG-B1 order (the next candidate only when the rest cannot be
    paired without a rematch), then `_pair_line`."""
    line = f.players
    if len(line) % 2 == 0:
        return _pair_line(f, line, allow_rematch, progress)
    candidates = sorted(f.bye_rank, key=f.bye_rank.__getitem__)
    best: list[tuple[str, str | None]] | None = None
    best_rematches = -1
    first_error: PairingError | None = None
    for candidate in candidates[:_BYE_TRIES]:
        rest = [p for p in line if p != candidate]
        try:
            pairs = _pair_line(f, rest, allow_rematch, progress)
        except PairingError as err:
            first_error = first_error or err
            continue
        rematches = sum(b in f.met.get(a, ()) for a, b in pairs if b is not None)
        if best is None or rematches < best_rematches:
            best, best_rematches = [*pairs, (candidate, None)], rematches
        if rematches == 0:
            break
    if best is None:
        assert first_error is not None
        raise first_error
    return best


def _pair_line(f: _Field, line: Sequence[str], allow_rematch: bool,
               progress: Callable[[int, int], None] | None) -> list[tuple[str, str | None]]:
    """Neighbours in the line are the optimal pairing when nobody has met; every window of the
    line around a would-be rematch is re-solved exactly, and widened while that leaves a
    rematch (or a player unpaired)."""
    n = len(line)
    bad = [i for i in range(0, n, 2) if line[i + 1] in f.met.get(line[i], ())]
    windows = _merge([(max(0, i - _WINDOW) // 2 * 2, min(n, i + 2 + _WINDOW)) for i in bad])
    solved: dict[tuple[int, int], list[tuple[str, str | None]]] = {}
    while windows:
        lo, hi = windows.pop(0)
        pairs, left = _match(f, line[lo:hi], allow_rematch, False)
        rematches = sum(b in f.met.get(a, ()) for a, b in pairs if b is not None)
        too_wide = hi - lo > _WIDEST and not left
        if (left or rematches) and (lo > 0 or hi < n) and not too_wide:
            width = hi - lo
            wlo, whi = max(0, lo - width) // 2 * 2, min(n, hi + width)
            for key in [k for k in solved if k[0] < whi and wlo < k[1]]:
                del solved[key]
                wlo, whi = min(wlo, key[0]), max(whi, key[1])
            windows = _merge([(wlo, whi), *windows])
            continue
        if left:
            raise PairingError(sorted(left, key=f.line.__getitem__))
        solved[(lo, hi)] = pairs
        if progress:
            progress(sum(k[1] - k[0] for k in solved), n)
    covered: set[int] = set()
    out: list[tuple[str, str | None]] = []
    for (lo, hi), pairs in solved.items():
        out += pairs
        covered |= set(range(lo, hi))
    out += [(line[i], line[i + 1]) for i in range(0, n, 2) if i not in covered]
    return out


def _merge(windows: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for lo, hi in sorted(windows):
        if out and lo <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], hi))
        else:
            out.append((lo, hi))
    return out


# ----------------------------------------------------------------------------------- top cut


def bracket_seeds(size: int) -> list[int]:
    """CG-M3: the seeds of a bracket's first round in table order (8: 1, 8, 4, 5, 2, 7, 3, 6),
    so the sheet can print each player's seed."""
    order = [1, 2]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [s for seed in order for s in (seed, total - seed)]
    return order


def top_cut(ranked: Sequence[str], size: int) -> list[tuple[str, str]]:
    """CG-M3: the first bracket round in bracket order (8: 1-8, 4-5, 2-7, 3-6), so the top seeds
    meet as late as possible; the winners of neighbouring matches meet next."""
    if size not in CUT_SIZES:
        raise ValueError(f"Top cut size must be one of {', '.join(map(str, CUT_SIZES))}: {size}")
    if len(ranked) < size:
        raise ValueError(f"A top {size} needs {size} players; the standings have {len(ranked)}")
    seeds = bracket_seeds(size)
    return [(ranked[seeds[i] - 1], ranked[seeds[i + 1] - 1]) for i in range(0, size, 2)]


def bracket_rounds(first: Sequence[tuple[str, str]], winners: Mapping[frozenset[str], str]
                   ) -> list[list[tuple[str | None, str | None]]]:
    """The whole single-elimination bracket from its first round and the winners known so far
    (``winners[frozenset({a, b})]``): each later match pairs the winners of two neighbouring
    matches; an undecided side is None. The last round's winner is the champion."""
    rounds: list[list[tuple[str | None, str | None]]] = [list(first)]
    while len(rounds[-1]) > 1:
        prev = rounds[-1]
        nxt: list[tuple[str | None, str | None]] = []
        for i in range(0, len(prev), 2):
            nxt.append((_winner(prev[i], winners), _winner(prev[i + 1], winners)))
        rounds.append(nxt)
    return rounds


def _winner(pair: tuple[str | None, str | None], winners: Mapping[frozenset[str], str]
            ) -> str | None:
    a, b = pair
    if a is None or b is None:
        return None
    return winners.get(frozenset((a, b)))
