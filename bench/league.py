"""Benchmark: ranking (HU-K1) and pairing (HU-P1/P2) a 2,000-player league after 10 rounds.

Run: .venv/bin/python bench/league.py [players] [rounds]. Prints figures, asserts nothing.
Target (issue 13): ranking and pairing together under 0.5 s.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from tdesk.rules.league import FINAL_OUTCOMES, Game, pair_round, rank, standings

OUTCOME_WEIGHTS = (40, 40, 8, 8, 4)  # 10, 01, +-, -+, --


def season(players: int, rounds: int, lives: int, seed: int = 7) -> tuple[dict[str, int], list[Game]]:
    rng = random.Random(seed)
    seeds = {f"P{i:05d}": i + 1 for i in range(players)}
    games: list[Game] = []
    for rnd in range(1, rounds + 1):
        pairs, _bye = pair_round(seeds, games, lives=lives)
        for a, b in pairs:
            outcome = rng.choices(FINAL_OUTCOMES, OUTCOME_WEIGHTS)[0]
            games.append(Game(rnd, a, b, *outcome))
    return seeds, games


def timed(fn, repeat: int = 5) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    lives = 10  # enough that nearly everyone is still alive after 10 rounds: the worst case
    start = time.perf_counter()
    seeds, games = season(players, rounds, lives)
    built = time.perf_counter() - start
    t_rank = timed(lambda: rank(seeds, games, lives=lives))
    t_table = timed(lambda: standings(seeds, games, lives=lives))
    t_pair = timed(lambda: pair_round(seeds, games, lives=lives))
    pairs, bye = pair_round(seeds, games, lives=lives)
    print(f"league: {players} players, {rounds} rounds, {len(games)} games, lives {lives}")
    print(f"  season built (10 pairings + results):  {built:.2f} s")
    print(f"  rank (HU-K1, 13 criteria):             {t_rank * 1000:.0f} ms")
    print(f"  standings with deciding criterion:     {t_table * 1000:.0f} ms")
    print(f"  pair_round (ranks, then HU-P1/P2):     {t_pair * 1000:.0f} ms "
          f"({len(pairs)} pairs, bye {'yes' if bye else 'no'})")
    print(f"  rank + pair together:                  {(t_rank + t_pair) * 1000:.0f} ms "
          f"(target < 500 ms)")


if __name__ == "__main__":
    main()
