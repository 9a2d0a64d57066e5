"""Money benchmark (issue 14): ICM deals, payouts for big fields, the money summary.

Run by hand or in CI (no time asserts)::

    python bench/money.py

Targets: ICM for 10 players < 50 ms (20 supported); payouts for 10,000 entries < 50 ms.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path


def _median_ms(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def bench_icm() -> None:
    from tdesk.rules.money.icm import chip_chop, icm_deal

    rng = random.Random(14)
    for n, repeat in ((3, 50), (6, 50), (10, 30), (15, 5), (20, 3)):
        stacks = [rng.randint(5_000, 500_000) for _ in range(n)]
        prizes = sorted((rng.randint(1_000, 100_000) for _ in range(n)), reverse=True)
        ms = _median_ms(lambda s=stacks, p=prizes: icm_deal(s, p), repeat)
        print(f"ICM deal, {n:2d} players, all paid: {ms:8.2f} ms")
    stacks = [rng.randint(5_000, 500_000) for _ in range(20)]
    prizes = sorted((rng.randint(1_000, 100_000) for _ in range(9)), reverse=True)
    ms = _median_ms(lambda: icm_deal(stacks, prizes + [0] * 11), 3)
    print(f"ICM deal, 20 players, 9 paid:      {ms:8.2f} ms")
    ms = _median_ms(lambda: chip_chop(stacks, prizes + [0] * 11), 30)
    print(f"chip-chop, 20 players:            {ms:8.2f} ms")


def bench_payouts() -> None:
    from tdesk.paths import resource
    from tdesk.rules.money.payouts import payouts, structure_from_toml

    for key in ("standard", "curve-15", "curve-10-steep"):
        s = structure_from_toml(resource("payouts", f"{key}.toml").read_text(encoding="utf-8"))
        for entries in (180, 10_000):
            pool = entries * 1_000
            ms = _median_ms(lambda s=s, e=entries, p=pool: payouts(s, e, p, 100), 20)
            paid = len(payouts(s, entries, pool, 100))
            print(f"payouts {key:15s} {entries:6d} entries ({paid:5d} paid): {ms:7.2f} ms")


def bench_summary() -> None:
    from tdesk.models.store import Store
    from tdesk.services.events import create_event
    from tdesk.services.money import money
    from tdesk.services.players import PlayerFields, import_players

    with tempfile.TemporaryDirectory() as tmp:
        store = Store(f"sqlite:///{Path(tmp) / 'bench.db'}")
        event = create_event(store, "Bench", "poker", settings={"starting_stack": 20000})
        ids = import_players(store, event, [PlayerFields(name=f"Player {i}") for i in range(2000)])
        money.set_terms(store, event, {"buy_in": 100, "fee": 10})
        start = time.perf_counter()
        money.take_entries(store, event, ids)
        print(f"take 2,000 entries in one action: {(time.perf_counter() - start) * 1000:.0f} ms")
        ms = _median_ms(lambda: money.money_summary(store, event), 10)
        print(f"money summary, 2,000 entries: {ms:.1f} ms")
        ms = _median_ms(lambda: money.results(store, event), 5)
        print(f"results, 2,000 entries: {ms:.1f} ms")
        store.close()


if __name__ == "__main__":
    bench_icm()
    bench_payouts()
    bench_summary()
