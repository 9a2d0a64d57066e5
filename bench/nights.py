"""Seeded nights at nightly size (issue 37): ``--count`` nights of each kind (Swiss, league,
OFC, circuit; every third Swiss seed a booster draft, every circuit holds one) played through
the services with every invariant checked after every action, as the suite's small nights are.
Prints, per kind, the nights played, the actions counted, the drafts among them, failures (each
with its replay line) and the time; no time asserts.

    PYTHONPATH=. python bench/nights.py [--count 100] [--kinds swiss,league,ofc] [--first 1]
        [--size nightly] [--each]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.nights.common import NightFailed  # noqa: E402
from tests.nights.play import KINDS, play  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100, help="nights of each kind")
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--first", type=int, default=1, help="the first seed")
    parser.add_argument("--size", default="nightly", choices=("small", "nightly"))
    parser.add_argument("--each", action="store_true", help="a line for each night as it ends")
    args = parser.parse_args()
    failed = 0
    for kind in args.kinds.split(","):
        seen: Counter[str] = Counter()
        bad: list[str] = []
        start, cpu = time.perf_counter(), time.process_time()
        drafts = 0  # Swiss nights played as a booster draft (a circuit has one in each)
        for seed in range(args.first, args.first + args.count):
            began = time.perf_counter()
            try:
                night = play(kind, seed, args.size)
            except NightFailed as exc:
                bad.append(str(exc).splitlines()[-1].strip())
                if args.each:
                    print(f"  {kind} seed {seed}: failed after "
                          f"{time.perf_counter() - began:.1f} s", flush=True)
                continue
            seen.update(night)
            drafts += bool(night["pods drawn"])
            if args.each:  # a run cut short still says what each night took
                print(f"  {kind} seed {seed}{' (draft)' if night['pods drawn'] else ''}: "
                      f"{time.perf_counter() - began:.1f} s", flush=True)
        took, cpu = time.perf_counter() - start, time.process_time() - cpu
        failed += len(bad)
        actions = sum(v for k, v in seen.items() if k != "undone and redone")
        print(f"{kind:7} {args.count} {args.size} nights in {took:7.1f} s "
              f"({took / args.count:5.2f} s a night, CPU {cpu / args.count:5.2f} s): "
              f"{actions} actions checked, "
              f"{seen['refused']} refusals, {seen['undone and redone']} undone and redone, "
              f"{drafts} with a draft, {len(bad)} failed")
        for line in bad:
            print(f"    {line}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
