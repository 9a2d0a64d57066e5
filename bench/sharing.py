"""Sharing benchmark: what tdesk's own store lock costs, and two processes writing at once.

Prints figures only (no limits); record them in docs/benchmarks.md.
Run: python bench/sharing.py [--actions N]
"""

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tdesk.models.store import Store
from tdesk.services.events import create_event, list_events

WRITER = """
import sys, time
from tdesk.models.store import Store
from tdesk.services.events import create_event
store = Store(sys.argv[1], staff="bench")
start = time.perf_counter()
for n in range(int(sys.argv[3])):
    create_event(store, f"{sys.argv[2]} {n}", "poker")
print(time.perf_counter() - start)
store.close()
"""


def _median_us(run, count: int) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(count):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'bench.db'}"
        store = Store(url, staff="bench")

        def hold_shared() -> None:
            with store.lock.shared():
                pass

        def hold_exclusive() -> None:
            with store.lock.exclusive():
                pass

        print(f"lock held shared and released: median {_median_us(hold_shared, 2000):.1f} µs")
        print(f"lock held exclusive and released: median "
              f"{_median_us(hold_exclusive, 2000):.1f} µs")
        print(f"revision read (store.read, lock shared): median "
              f"{_median_us(store.revision, 2000):.1f} µs")
        n = 0

        def one_action() -> None:
            nonlocal n
            n += 1
            create_event(store, f"Alone {n}", "poker")

        print(f"floor action (create an event) alone: median "
              f"{_median_us(one_action, args.actions) / 1000:.2f} ms")
        started = time.perf_counter()
        writers = [subprocess.Popen([sys.executable, "-c", WRITER, url, f"P{k}",
                                     str(args.actions)], stdout=subprocess.PIPE, text=True)
                   for k in range(2)]
        outs = [float(w.communicate()[0]) for w in writers]
        wall = time.perf_counter() - started
        total = len(list_events(store))
        print(f"two processes writing {args.actions} actions each at once: "
              f"{wall:.2f} s wall (process time in its loop: {outs[0]:.2f} s, {outs[1]:.2f} s), "
              f"{2 * args.actions / max(outs):.0f} actions/s together; events in store: {total}")
        store.close()


if __name__ == "__main__":
    main()
