"""Hundreds of seeded poker nights at nightly size (issue 37): each played to its end by the
night player (``tests/services/poker_player.py``) with every invariant checked after every
action, then (``--undo``) undone and redone as a whole. Prints each failing night's seed and
replay command, the counts of what the nights did, and the timings.

    python bench/poker_nights.py --nights 200 --players 40        # the nightly run
    python bench/poker_nights.py --seed 1234 --players 12         # replay one night
    python bench/poker_nights.py --kind flights --minutes 15      # flight nights, as fit

A seed draws the format (plain, PKO, fixed, mystery, satellite, or flights into a Day 2, where
``--players`` is each flight's size); ``--kind`` plays that format with the seed's other
draws. ``--minutes`` starts no night after that much wall time.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nights", type=int, default=200)
    parser.add_argument("--players", type=int, default=40)
    parser.add_argument("--first", type=int, default=1, help="the first seed")
    parser.add_argument("--seed", type=int, default=None, help="replay this one night")
    parser.add_argument("--undo", action="store_true", help="undo and redo each whole night")
    parser.add_argument("--kind", default=None, help="play only this format (e.g. flights)")
    parser.add_argument("--minutes", type=float, default=None,
                        help="start no night after this many minutes of wall time")
    args = parser.parse_args()
    from tdesk.models.store import Store
    from tests.services.poker_player import play_night

    seeds = [args.seed] if args.seed is not None else list(
        range(args.first, args.first + args.nights))
    seen: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    failed: list[tuple[int, str]] = []
    times: list[float] = []
    steps = 0
    wall = time.monotonic()
    with tempfile.TemporaryDirectory() as folder:
        for seed in seeds:
            if args.minutes is not None and time.monotonic() - wall > args.minutes * 60:
                seeds = seeds[:len(times)]
                break
            store = Store(f"sqlite:///{Path(folder) / f'night{seed}.db'}", staff="Night")
            began = time.perf_counter()
            try:
                night = play_night(store, seed, args.players, args.kind, undo=args.undo)
                kinds[night.kind] += 1
                seen.update(night.seen)
                steps += night.step
            except Exception as exc:  # an assertion, or a refusal the floor never expected
                what = f"{type(exc).__name__}: {exc}"
                failed.append((seed, what.splitlines()[0][:400]))
                print(f"FAILED seed {seed}: {what[:600]}", flush=True)
            finally:
                store.close()
            times.append(time.perf_counter() - began)
    total = sum(times)
    print(f"{len(seeds)} nights of {args.players} players: {len(seeds) - len(failed)} passed, "
          f"{len(failed)} failed; {steps} checked actions; {total:.0f} s "
          f"({total / len(seeds):.1f} s a night, slowest {max(times):.1f} s)")
    print("kinds:", dict(sorted(kinds.items())))
    print("seen:", dict(sorted(seen.items())))
    for seed, why in failed:
        kind = f" --kind {args.kind}" if args.kind else ""
        print(f"  seed {seed}: python bench/poker_nights.py --seed {seed} --players "
              f"{args.players}{kind}  # {why[:160]}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
