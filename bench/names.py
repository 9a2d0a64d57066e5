"""How long the roster order and the accent-blind search take for big fields (issue 11).

Prints figures, asserts nothing: ``.venv/bin/python bench/names.py``.
"""

import time

from tdesk.demo import demo_names
from tdesk.names import _collator, fold, matches, sort_key


def main() -> None:
    start = time.perf_counter()
    _collator()
    print(f"UCA table load (once per process): {time.perf_counter() - start:.3f} s")
    for count in (180, 1_000, 10_000):
        base = [n for n, _ in demo_names(1_000, seed=7)]  # the demo has ~1,500 distinct names
        names = [base[i] if i < len(base) else f"P{i} {base[i % len(base)]}" for i in range(count)]
        sort_key.cache_clear()
        start = time.perf_counter()
        sorted(names, key=sort_key)
        cold = time.perf_counter() - start
        start = time.perf_counter()
        sorted(names, key=sort_key)
        warm = time.perf_counter() - start
        fold.cache_clear()
        start = time.perf_counter()
        hits = [n for n in names if matches("oberg", n)]
        search = time.perf_counter() - start
        start = time.perf_counter()
        [n for n in names if matches("obe", n)]
        again = time.perf_counter() - start
        print(f"{count:>6} names: sort {cold * 1000:7.1f} ms first, {warm * 1000:6.1f} ms again; "
              f"search {search * 1000:6.1f} ms first, {again * 1000:5.1f} ms as you type "
              f"({len(hits)} hits)")


if __name__ == "__main__":
    main()
