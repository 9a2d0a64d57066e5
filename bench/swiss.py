"""Swiss benchmark: pairing CPU time per round beside swisspair, quality, standings, PDFs.

Run by hand or in CI (no time asserts)::

    python bench/swiss.py                  # 16, 128, 200, 1,024, 4,096 and 10,000 players
    python bench/swiss.py --sizes 16 128   # a quick look

Each event plays 9 rounds of random results (2-0, 2-1, 1-1 …; from round 3 a few drops, one
more in odd rounds so that some rounds have a bye), twice: with a new lot each round
(``seed=round``), and as the desk pairs, with one lot for the whole event (CG-T7-A), where
players who met stand side by side in the line far more often. Every round is paired by tdesk
(`tdesk.rules.swiss.pair_round`, which ranks its own bye order) and, on the very same
standings, by swisspair when it is installed (``pip install swisspair``; an optional peer, not
a dependency; it is given the standings ready-made, outside its timing). Per size and lot:
CPU time per round for both and their ratio, then the quality of each over the 9 rounds:
rematches, the total point difference over all pairs, and floats (pairs of unequal points).
Up to ``--exact`` players every round is also solved as one exact matching over every pair
(rustworkx's blossom, none of the pairing's shortcuts, CG-P1's five levels) and compared.
Then: standings of 4,096 players after 9 rounds, and the pairings PDFs for 4,096 players.

Targets (issue 27): tdesk's CPU per round at or below swisspair's at 1,024, 4,096 and 10,000
players; never worse than swisspair on rematches, then point difference, then floats; equal to
the exact optimum wherever it is computed.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import statistics
import time
from collections.abc import Sequence

import rustworkx as rx

from tdesk.rules import swiss as rules
from tdesk.rules.swiss import Match, opponents, pair_round, points, standings

try:  # optional peer
    import swisspair  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - depends on the machine
    swisspair = None

RESULTS = [(2, 0), (2, 1), (0, 2), (1, 2), (2, 0), (0, 2), (1, 1), (1, 0)]
Pairs = Sequence[tuple[str, str | None]]


def quality(pairs: Pairs, pts: dict[str, int], met: dict) -> tuple[int, int, int]:
    """(rematches, total point difference, floats = pairs of unequal points), worst first."""
    played = [(a, b) for a, b in pairs if b is not None]
    diffs = [abs(pts.get(a, 0) - pts.get(b, 0)) for a, b in played]
    return (sum(1 for a, b in played if b in met.get(a, ())), sum(diffs),
            sum(1 for d in diffs if d))


def _swisspair(players: Sequence[str], history: Sequence[Match], seed: int,
               lots: dict[str, int] | None) -> tuple[list[tuple[str, str | None]], float]:
    """The same round paired by swisspair: players ranked by our standings; its CPU time."""
    met = opponents(history)
    had_bye = {m.a for m in history if m.b is None and not m.organiser_bye}
    ranked = standings(players, history, seed=seed, lots=lots)
    here = set(players)
    people = [swisspair.Player(id=s.player, points=s.points, rank=i + 1,
                               can_get_bye=s.player not in had_bye,
                               cannot_be_paired_against_ids=set(met.get(s.player, ())) & here)
              for i, s in enumerate(ranked)]
    cpu = time.process_time()
    matches = swisspair.create_matches(people)
    took = time.process_time() - cpu
    return [(m.p1.id, None if m.p2 is None else m.p2.id) for m in matches], took


def _exact(players: Sequence[str], history: Sequence[Match], seed: int,
           lots: dict[str, int] | None) -> Pairs:
    """The reference: one exact matching over every pair of players (and the bye), with none
    of the pairing's shortcuts (no windows, no bound on how far apart a pair may stand)."""
    f = rules._make_field(players, history, seed, lots)
    vertices: list[str | None] = [*f.players, None] if len(players) % 2 else list(f.players)
    big = f.bases[0] * (len(vertices) + 2)
    g = rx.PyGraph()
    g.add_nodes_from(range(len(vertices)))
    g.add_edges_from([(i, j, big - rules._edge_cost(f, vertices[i], vertices[j]))
                      for i in range(len(f.players)) for j in range(i + 1, len(vertices))])
    mate = rx.max_weight_matching(g, max_cardinality=True, weight_fn=int)
    return [(vertices[min(i, j)], vertices[max(i, j)]) for i, j in mate]


def _add(total: list[int], q: tuple[int, int, int]) -> None:
    for i, v in enumerate(q):
        total[i] += v


def run_event(n: int, *, one_lot: bool, rounds: int = 9, seed: int = 1,
              exact_up_to: int = 200) -> None:
    """One event of ``rounds`` rounds. ``one_lot``: as the desk pairs (CG-T7-A), one lot for
    the whole event, so tied players stand in the same order every round and players who met
    stand side by side far more often; else a new lot each round (``seed=round``)."""
    rnd = random.Random(seed)
    active = [f"p{i:05d}" for i in range(n)]
    lots = rules.draw_lots(active, seed) if one_lot else None
    history: list[Match] = []
    ours_cpu: list[float] = []
    theirs_cpu: list[float] = []
    ours, theirs, best = [0, 0, 0], [0, 0, 0], [0, 0, 0]
    off_optimum = 0
    pairs: Pairs = []
    for r in range(1, rounds + 1):
        if r > 2 and n >= 128:  # a few drops, one more in odd rounds: some rounds have a bye
            for p in rnd.sample(active, max(1, n // 100) + r % 2):
                active.remove(p)
        pts = points(history)
        met = opponents(history)
        lot_seed = seed if one_lot else r
        cpu = time.process_time()
        pairs = pair_round(active, history, seed=lot_seed, lots=lots, allow_rematch=True)
        ours_cpu.append(time.process_time() - cpu)
        _add(ours, quality(pairs, pts, met))
        if swisspair is not None:
            peer, took = _swisspair(active, history, lot_seed, lots)
            theirs_cpu.append(took)
            _add(theirs, quality(peer, pts, met))
        if n <= exact_up_to:
            reference = _exact(active, history, lot_seed, lots)
            _add(best, quality(reference, pts, met))
            cost = rules.cost_function(active, history, seed=lot_seed, lots=lots)
            off_optimum += cost(pairs) != cost(reference)
        for a, b in pairs:
            if b is None:
                history.append(Match(r, a, None, 2, 0))
            else:
                history.append(Match(r, a, b, *rnd.choice(RESULTS)))
    mean = statistics.mean(ours_cpu) * 1000
    mode = "one lot per event" if one_lot else "a new lot each round"
    line = (f"{n:>6} players, {mode}: tdesk CPU {mean:7.1f} ms/round (max "
            f"{max(ours_cpu) * 1000:.1f}); rematches {ours[0]}, point difference {ours[1]}, "
            f"floats {ours[2]}")
    if theirs_cpu:
        peer_mean = statistics.mean(theirs_cpu) * 1000
        verdict = "no worse" if tuple(ours) <= tuple(theirs) else "WORSE"
        line += (f"\n{'':>15}swisspair CPU {peer_mean:7.1f} ms/round (max "
                 f"{max(theirs_cpu) * 1000:.1f}); rematches {theirs[0]}, point difference "
                 f"{theirs[1]}, floats {theirs[2]}\n{'':>15}ratio tdesk/swisspair "
                 f"{mean / max(peer_mean, 1e-6):.2f}x CPU; tdesk's pairings {verdict}")
    if n <= exact_up_to:
        line += (f"\n{'':>15}exact optimum: point difference {best[1]} (tdesk {ours[1]}, "
                 f"{ours[1] - best[1]:+d}), rematches {best[0]}, floats {best[2]}; rounds off "
                 f"the optimum's CG-P1 cost: {off_optimum} of {rounds}")
    print(line, flush=True)
    if n == 4096 and not one_lot:
        bench_standings(active, history)
        bench_pdf(active, history, pairs)


def bench_standings(players: Sequence[str], history: Sequence[Match]) -> None:
    times, cpus = [], []
    for _ in range(3):
        start, cpu = time.perf_counter(), time.process_time()
        standings(players, history, seed=1)
        times.append(time.perf_counter() - start)
        cpus.append(time.process_time() - cpu)
    print(f"standings {len(players)} players x 9 rounds: {min(times) * 1000:.0f} ms "
          f"(CPU {min(cpus) * 1000:.0f} ms, best of 3)")


def bench_pdf(players: Sequence[str], history: Sequence[Match],
              pairs: Sequence[tuple[str, str | None]]) -> None:
    from tdesk.print.document import DocMeta
    from tdesk.print.swiss import render_pairings, render_pairings_by_name
    from tdesk.services.swiss.swiss import RoundInfo, TableRow

    pts = points(history)
    tables = tuple(TableRow(9, i + 1, i, a, pts.get(a, 0), None if b is None else i + 10**6,
                            b or "", pts.get(b or "", 0), None, "", False, False, 0)
                   for i, (a, b) in enumerate(pairs))
    info = RoundInfo(9, "swiss", 9, tables)
    meta = DocMeta(event_name="Bench", printed_at="2026-11-30 12:00")
    for name, fn in (("pairings by table", render_pairings),
                     ("pairings by name", render_pairings_by_name)):
        buf = io.BytesIO()
        start, cpu = time.perf_counter(), time.process_time()
        fn(buf, event_name="Bench", info=info, meta=meta)
        took, cpu = time.perf_counter() - start, time.process_time() - cpu
        print(f"PDF {name}, {len(tables)} tables: {took:.2f} s (CPU {cpu:.2f} s), "
              f"{len(buf.getvalue()) // 1024} KiB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=int, nargs="*",
                        default=[16, 128, 200, 1024, 4096, 10_000])
    parser.add_argument("--exact", type=int, default=200,
                        help="solve every round exactly as well up to this many players")
    args = parser.parse_args()
    print("swisspair:", "installed" if swisspair is not None else "not installed (pip install "
          "swisspair for the comparison)")
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    for n in args.sizes:
        for one_lot in (False, True):
            run_event(n, one_lot=one_lot, exact_up_to=args.exact)


if __name__ == "__main__":
    main()
