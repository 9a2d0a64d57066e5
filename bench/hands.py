"""Hand evaluator benchmark: 5-card and 7-card hands per second beside treys and eval7 (issue 27).

Run by hand or in CI (no time asserts)::

    python bench/hands.py              # 100,000 deals, median of 5 runs
    python bench/hands.py --quick      # a smoke run

Every evaluator ranks the same random deals, each in its own card form prepared beforehand
(tdesk ``Card`` objects or integer codes, treys' ints, ``eval7.Card``), so only the
evaluation is timed. tdesk's paths:

- *reference*: ``hands.evaluate5_reference`` (grouping ranks; the evaluator before issue 27);
  seven cards as the best of its 21 five-card subsets;
- *evaluate5*: ``hands.evaluate5``, a ``HandRank`` from ``Card`` objects, through the tables
  (what OFC scoring calls);
- *strength*: ``hand_tables.strength`` on integer codes, 5 or 7 of them.

Rates are hands per CPU second (``time.process_time``), the median of the runs; the wall
time of the median run is printed beside it, and the machine's load, since the machine may be
shared.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import time
import warnings
from collections.abc import Callable, Sequence
from typing import Any

from tdesk.rules.cards import DECK, Card, hand_tables
from tdesk.rules.cards.hands import evaluate5, evaluate5_reference


def _deals(n: int, seed: int) -> list[list[Card]]:
    rng = random.Random(seed)
    return [rng.sample(DECK, 7) for _ in range(n)]


def _time(run: Callable[[], None], repeat: int) -> tuple[float, float]:
    """Median CPU seconds of ``repeat`` runs and the wall seconds of that run."""
    runs = []
    for _ in range(repeat):
        cpu, wall = time.process_time(), time.perf_counter()
        run()
        runs.append((time.process_time() - cpu, time.perf_counter() - wall))
    runs.sort()
    return runs[len(runs) // 2]


def _loop(fn: Callable[[Any], object], hands: Sequence[Any]) -> Callable[[], None]:
    def run() -> None:
        for h in hands:
            fn(h)
    return run


def _best_of_21(cards: Sequence[Card]) -> int:
    return max(evaluate5_reference(f).key for f in itertools.combinations(cards, 5))


def _peers(deals: list[list[Card]]) -> dict[str, tuple[Callable[[Any], object], list[Any],
                                                       list[Any]]]:
    """name -> (evaluate one hand, 5-card hands, 7-card hands) for the peers installed."""
    out: dict[str, tuple[Callable[[Any], object], list[Any], list[Any]]] = {}
    try:
        import treys
    except ImportError:
        print("treys: not installed (pip install treys)")
    else:
        ints = {c: treys.Card.new(str(c)) for c in DECK}
        ev = treys.Evaluator()

        def treys_eval(h: list[int]) -> int:  # the public call: hand (2 cards) and board
            return int(ev.evaluate(h[:2], h[2:]))

        out["treys"] = (treys_eval, [[ints[c] for c in d[:5]] for d in deals],
                        [[ints[c] for c in d] for d in deals])
    try:
        with warnings.catch_warnings():  # its range parser uses deprecated pyparsing names
            warnings.simplefilter("ignore", DeprecationWarning)
            import eval7
    except ImportError:
        print("eval7: not installed (pip install eval7)")
    else:
        cards = {c: eval7.Card(str(c)) for c in DECK}
        out["eval7"] = (eval7.evaluate, [[cards[c] for c in d[:5]] for d in deals],
                        [[cards[c] for c in d] for d in deals])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="a small run for CI smoke checks")
    args = parser.parse_args()
    n, repeat = (5_000, 1) if args.quick else (args.deals, args.repeat)
    deals = _deals(n, 27)
    slow = deals[: max(n // 20, 100)]  # the reference's best of 21 is slow: fewer deals
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"{n:,} random deals ({len(slow):,} for the reference's seven cards), "
          f"median of {repeat}")

    cpu = time.process_time()
    hand_tables.strength(hand_tables.codes(deals[0]))  # fill the tables (lazily built)
    print(f"tables filled on first use: {(time.process_time() - cpu) * 1000:.0f} ms CPU")

    codes5 = [hand_tables.codes(d[:5]) for d in deals]
    codes7 = [hand_tables.codes(d) for d in deals]
    rows: list[tuple[str, str, int, tuple[float, float]]] = [
        ("tdesk reference", "5", n, _time(_loop(evaluate5_reference, [d[:5] for d in deals]),
                                          repeat)),
        ("tdesk evaluate5 (HandRank)", "5", n, _time(_loop(evaluate5, [d[:5] for d in deals]),
                                                     repeat)),
        ("tdesk strength (codes)", "5", n, _time(_loop(hand_tables.strength, codes5), repeat)),
        ("tdesk reference, best of 21", "7", len(slow), _time(_loop(_best_of_21, slow), repeat)),
        ("tdesk strength (codes)", "7", n, _time(_loop(hand_tables.strength, codes7), repeat)),
    ]
    for name, (fn, fives, sevens) in _peers(deals).items():
        rows.append((name, "5", n, _time(_loop(fn, fives), repeat)))
        rows.append((name, "7", n, _time(_loop(fn, sevens), repeat)))

    rate = {(name, size): count / cpu for name, size, count, (cpu, _) in rows}
    print(f"{'evaluator':<30} {'cards':>5} {'hands/s (CPU)':>14} {'CPU s':>7} {'wall s':>7}"
          f" {'strength vs it':>15}")
    for name, size, count, (cpu, wall) in sorted(rows, key=lambda r: (r[1], -r[2] / r[3][0])):
        ours = rate[("tdesk strength (codes)", size)]
        print(f"{name:<30} {size:>5} {count / cpu:>14,.0f} {cpu:>7.3f} {wall:>7.3f}"
              f" {ours / rate[(name, size)]:>14.2f}x")
    ours5, ours7 = rate[("tdesk strength (codes)", "5")], rate[("tdesk strength (codes)", "7")]
    handrank5 = rate[("tdesk evaluate5 (HandRank)", "5")]
    for peer in ("treys", "eval7"):
        if (peer, "5") in rate:
            print(f"against {peer}: 5 cards strength {ours5 / rate[(peer, '5')]:.2f}x, evaluate5 "
                  f"{handrank5 / rate[(peer, '5')]:.2f}x; 7 cards {ours7 / rate[(peer, '7')]:.2f}x")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
