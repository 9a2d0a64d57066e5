"""How far the Swiss pairing's windows are from the optimum (issue 27), where the optimum can
still be computed: seeded events of 49-400 players, every one paired by the windows (the
rule's limit for one matching, 256 players, lowered to 48 here), 9
rounds each with a few drops, half with one lot per event (as the desk pairs, CG-T7-A) and half
with a new lot each round; every round paired by tdesk and by one exact matching over every
pair (`bench/swiss.py`'s reference, none of the pairing's shortcuts), and the rounds whose
CG-P1 cost differs counted. Also with other window sizes, to show the margin.

Run by hand or in CI (no asserts)::

    python bench/swiss_optimum.py                    # 12 events, windows 6 (the rule's) and 2
    python bench/swiss_optimum.py --events 160 --windows 2 4 6 8
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from swiss import RESULTS, _exact  # noqa: E402  (the bench's exact reference)

from tdesk.rules import swiss as rules  # noqa: E402
from tdesk.rules.swiss import Match, pair_round  # noqa: E402


def rounds_off(events: int, first: int = 0) -> tuple[int, int, list[str]]:
    """(rounds off the optimum, rounds paired, a line for each round off)."""
    off, total, lines = 0, 0, []
    for seed in range(first, first + events):
        rnd = random.Random(seed)
        active = [f"p{i}" for i in range(rnd.randint(49, 400))]
        n = len(active)
        one_lot = seed % 2 == 0
        lots = rules.draw_lots(active, seed) if one_lot else None
        history: list[Match] = []
        for r in range(1, 10):
            if r > 2:
                for p in rnd.sample(active, rnd.randint(0, 3)):
                    active.remove(p)
            lot_seed = seed if one_lot else r
            pairs = pair_round(active, history, seed=lot_seed, lots=lots, allow_rematch=True)
            cost = rules.cost_function(active, history, seed=lot_seed, lots=lots)
            best = cost(_exact(active, history, lot_seed, lots))
            total += 1
            if cost(pairs) != best:
                off += 1
                lines.append(f"    event {seed} ({n} players, {'one lot' if one_lot else 'new lots'})"
                             f" round {r}: {cost(pairs)} against {best}")
            for a, b in pairs:
                history.append(Match(r, a, None, 2, 0) if b is None
                               else Match(r, a, b, *rnd.choice(RESULTS)))
    return off, total, lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--events", type=int, default=12)
    parser.add_argument("--windows", type=int, nargs="*", default=[rules._WINDOW, 2])
    args = parser.parse_args()
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    rule_window, rule_limit = rules._WINDOW, rules.EXACT_LIMIT
    rules.EXACT_LIMIT = 48
    try:
        for window in args.windows:
            rules._WINDOW = window
            off, total, lines = rounds_off(args.events)
            mark = " (the rule's)" if window == rule_window else ""
            print(f"windows of {window} either side{mark}: {off} of {total} rounds off the "
                  "optimum's CG-P1 cost", flush=True)
            for line in lines:
                print(line)
    finally:
        rules._WINDOW, rules.EXACT_LIMIT = rule_window, rule_limit


if __name__ == "__main__":
    main()
