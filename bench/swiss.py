"""Swiss benchmark: pairing time per round, rematches and float points, standings, pairings PDF.

Run by hand or in CI (no time asserts)::

    python bench/swiss.py                  # 16, 128, 1,024 and 4,096 players, 9 rounds
    python bench/swiss.py --sizes 16 128   # a quick look

Each event plays 9 rounds of random results (2-0, 2-1, 1-1 …, a few drops). Every round is
paired by tdesk (`tdesk.rules.swiss.pair_round`) and, on the very same standings, by swisspair
when it is installed (``pip install swisspair``; an optional speed anchor, not a dependency):
times, their ratio, rematches and the total of point differences ("float points") for both.
Then: standings of 4,096 players after 9 rounds, and the pairings PDF for 4,096 players.

Targets (issue 12): within 10x of swisspair at equal size (1,024 players < 0.3 s a round,
4,096 < 1.7 s), no avoidable rematch, float points no higher than swisspair's; standings
< 0.2 s; PDF < 3 s.
"""

from __future__ import annotations

import argparse
import io
import random
import statistics
import time
from collections.abc import Sequence

from tdesk.rules.swiss import Match, opponents, pair_round, points, standings

try:  # optional speed anchor
    import swisspair  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - depends on the machine
    swisspair = None

RESULTS = [(2, 0), (2, 1), (0, 2), (1, 2), (2, 0), (0, 2), (1, 1), (1, 0)]


def _float_points(pairs: Sequence[tuple[str, str | None]], pts: dict[str, int]) -> int:
    return sum(abs(pts.get(a, 0) - pts.get(b, 0)) for a, b in pairs if b is not None)


def _rematches(pairs: Sequence[tuple[str, str | None]], met: dict) -> int:
    return sum(1 for a, b in pairs if b is not None and b in met.get(a, ()))


def _swisspair(players: Sequence[str], history: Sequence[Match], seed: int
               ) -> tuple[list[tuple[str, str | None]], float]:
    """The same round paired by swisspair: players ranked by our standings."""
    met = opponents(history)
    had_bye = {m.a for m in history if m.b is None}
    ranked = standings(players, history, seed=seed)
    here = set(players)
    people = [swisspair.Player(id=s.player, points=s.points, rank=i + 1,
                               can_get_bye=s.player not in had_bye,
                               cannot_be_paired_against_ids=set(met.get(s.player, ())) & here)
              for i, s in enumerate(ranked)]
    start = time.perf_counter()
    matches = swisspair.create_matches(people)
    took = time.perf_counter() - start
    return [(m.p1.id, None if m.p2 is None else m.p2.id) for m in matches], took


def run_event(n: int, rounds: int = 9, seed: int = 1) -> None:
    rnd = random.Random(seed)
    active = [f"p{i:05d}" for i in range(n)]
    history: list[Match] = []
    ours_t: list[float] = []
    ours_cpu: list[float] = []
    theirs_t: list[float] = []
    ours_r = theirs_r = ours_f = theirs_f = 0
    for r in range(1, rounds + 1):
        if r > 2 and n >= 128:  # a few drops
            for p in rnd.sample(active, max(1, n // 100)):
                active.remove(p)
        pts = points(history)
        met = opponents(history)
        start, cpu = time.perf_counter(), time.process_time()
        pairs = pair_round(active, history, seed=r, allow_rematch=True)
        ours_t.append(time.perf_counter() - start)
        ours_cpu.append(time.process_time() - cpu)
        ours_r += _rematches(pairs, met)
        ours_f += _float_points(pairs, pts)
        if swisspair is not None:
            theirs, took = _swisspair(active, history, seed)
            theirs_t.append(took)
            theirs_r += _rematches(theirs, met)
            theirs_f += _float_points(theirs, pts)
        for a, b in pairs:
            if b is None:
                history.append(Match(r, a, None, 2, 0))
            else:
                history.append(Match(r, a, b, *rnd.choice(RESULTS)))
    line = (f"{n:>6} players: tdesk mean {statistics.mean(ours_t) * 1000:8.1f} ms/round "
            f"(CPU {statistics.mean(ours_cpu) * 1000:.1f} ms), max {max(ours_t) * 1000:8.1f} ms; "
            f"rematches {ours_r}, float points {ours_f}")
    if theirs_t:
        ratio = statistics.mean(ours_t) / max(statistics.mean(theirs_t), 1e-9)
        line += (f"\n{'':>15}swisspair mean {statistics.mean(theirs_t) * 1000:8.1f} ms/round; "
                 f"rematches {theirs_r}, float points {theirs_f}; ratio tdesk/swisspair "
                 f"{ratio:.1f}x")
    print(line, flush=True)
    if n == 4096:
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
    from tdesk.services.swiss import RoundInfo, TableRow

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
    parser.add_argument("--sizes", type=int, nargs="*", default=[16, 128, 1024, 4096])
    args = parser.parse_args()
    print("swisspair:", "installed" if swisspair is not None else "not installed (pip install "
          "swisspair for the comparison)")
    for n in args.sizes:
        run_event(n)


if __name__ == "__main__":
    main()
