"""OFC calculator benchmark: evaluator throughput and scoring + settling a 4-board hand.

Run by hand or in CI (no time asserts): ``python bench/ofc.py [--quick]``. The target is under
1 ms to score and settle one 4-board hand (issue 5).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from tdesk.rules.cards import DECK, Card
from tdesk.rules.cards.hands import evaluate3, evaluate5
from tdesk.rules.ofc import Board, OfcHand, point_value, score_hand, settle


def _deals(n: int, seed: int) -> list[list[Card]]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        deck = list(DECK)
        rng.shuffle(deck)
        out.append(deck)
    return out


def _rate(fn: Callable[[], int], repeat: int) -> float:
    """Best of ``repeat`` runs, in calls of the inner unit per second."""
    best = 0.0
    for _ in range(repeat):
        start = time.perf_counter()
        count = fn()
        elapsed = time.perf_counter() - start
        best = max(best, count / elapsed)
    return best


def bench_evaluator(n: int, repeat: int) -> tuple[float, float]:
    decks = _deals(n, 1)
    fives = [tuple(d[:5]) for d in decks]
    threes = [tuple(d[:3]) for d in decks]

    def run5() -> int:
        for h in fives:
            evaluate5(h)
        return len(fives)

    def run3() -> int:
        for h in threes:
            evaluate3(h)
        return len(threes)

    return _rate(run5, repeat), _rate(run3, repeat)


def _boards(deck: list[Card]) -> list[Board]:
    boards = []
    for i in range(4):
        c = deck[13 * i: 13 * i + 13]
        boards.append(Board(f"p{i}", OfcHand(tuple(c[:3]), tuple(c[3:8]), tuple(c[8:]))))
    return boards


def bench_hand(n: int) -> list[float]:
    """Microseconds per hand: build the four boards, score every pair, settle the nets."""
    times = []
    stacks = {f"p{i}": 20_000 for i in range(4)}
    for deck in _deals(n, 2):
        start = time.perf_counter()
        score = score_hand(_boards(deck))
        settle(score.players, stacks, score.net_points, point_value(5))
        times.append((time.perf_counter() - start) * 1e6)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="small run for CI smoke checks")
    args = parser.parse_args()
    n = 2_000 if args.quick else 50_000
    rate5, rate3 = bench_evaluator(n, 1 if args.quick else 3)
    times = bench_hand(200 if args.quick else 5_000)
    times.sort()
    print(f"5-card evaluations/s : {rate5:,.0f}")
    print(f"3-card evaluations/s : {rate3:,.0f}")
    print(
        f"score + settle a 4-board hand: median {statistics.median(times):.0f} us, "
        f"p99 {times[int(len(times) * 0.99) - 1]:.0f} us, max {times[-1]:.0f} us (target < 1000 us)"
    )


if __name__ == "__main__":
    main()
