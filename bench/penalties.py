"""Benchmark of the penalty rules (tdesk/rules/penalties/__init__.py); prints figures, asserts no times.

A large CCG event: 4,000 players, 9 rounds, every player penalised now and then, `issue` on each
infraction and `end_of_match` for every player after every round, as the service would call them.
Also one long log (one player, 300 penalties) to show the cost per call grows gently.

    /work/venv/bin/python bench/penalties.py
"""

from __future__ import annotations

import random
import time

from tdesk.rules.penalties import (
    PokerPenalty,
    Severity,
    end_of_match,
    issue,
    issue_poker,
)

REASONS = ["slow play", "tardiness", "marked cards", "game rule violation", "shuffling",
           "looking at extra cards", "unsporting conduct (minor)", "deck list"]


def event(players: int = 4000, rounds: int = 9, seed: int = 1) -> tuple[float, int, int]:
    rng = random.Random(seed)
    logs: dict[int, list] = {p: [] for p in range(players)}
    calls = 0
    t0 = time.perf_counter()
    for rnd in range(1, rounds + 1):
        for p in range(players):
            for _ in range(rng.choice((0, 0, 0, 1, 1, 2))):
                sev = rng.choice((Severity.REMARK, Severity.WARNING, Severity.WARNING,
                                  Severity.GAME_LOSS))
                logs[p] += issue(logs[p], sev, rng.choice(REASONS), round=rnd)
                calls += 1
        for p in range(players):
            logs[p] += end_of_match(logs[p], round=rnd)
            calls += 1
    total = sum(len(v) for v in logs.values())
    return time.perf_counter() - t0, calls, total


def long_log(n: int = 300) -> tuple[float, float]:
    log: list = []
    rng = random.Random(2)
    t0 = time.perf_counter()
    for i in range(n):
        log += issue(log, Severity.REMARK, f"{rng.choice(REASONS)} {i % 40}")
    t_issue = (time.perf_counter() - t0) / n
    t0 = time.perf_counter()
    end_of_match(log)
    return t_issue, time.perf_counter() - t0


def poker(n: int = 100_000) -> float:
    rng = random.Random(3)
    t0 = time.perf_counter()
    for _ in range(n // 4):
        log: list = []
        for _ in range(4):
            log.append(issue_poker(log, rng.choice(list(PokerPenalty)), "x", rng.randint(2, 10)))
    return (time.perf_counter() - t0) / n


def service(n: int = 300) -> tuple[float, float, float]:
    """Store level: issue_penalty commit, the dialog's preview, and list_penalties, on a
    32-player Swiss event with ``n`` penalties in the log."""
    import statistics
    import tempfile
    from pathlib import Path

    from tdesk.models.store import Store
    from tdesk.services.events import create_event
    from tdesk.services.penalties import penalties as svc
    from tdesk.services.players import PlayerFields, import_players

    with tempfile.TemporaryDirectory() as tmp:
        store = Store(f"sqlite:///{Path(tmp) / 'bench.db'}", staff="bench")
        ev = create_event(store, "Bench Swiss", "swiss")
        ids = import_players(store, ev, [PlayerFields(f"Player {i}") for i in range(32)])
        rng = random.Random(4)
        commits = []
        for i in range(n):
            request = svc.PenaltyRequest(ids[i % 32], "remark", f"{rng.choice(REASONS)} {i}",
                                         judge="J", round=1 + i // 40)
            t0 = time.perf_counter()
            svc.issue_penalty(store, ev, request)
            commits.append(time.perf_counter() - t0)
        request = svc.PenaltyRequest(ids[0], "warning", infraction="slow-play")
        previews = []
        for _ in range(50):
            t0 = time.perf_counter()
            svc.preview(store, ev, request)
            previews.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        svc.list_penalties(store, ev)
        listing = time.perf_counter() - t0
        store.close()
    return statistics.median(commits), statistics.median(previews), listing


def main() -> None:
    secs, calls, total = event()
    print(f"CCG event 4000 players x 9 rounds: {calls} calls, {total} log rows, "
          f"{secs:.2f} s ({secs / calls * 1e6:.1f} µs per call)")
    per_issue, eom = long_log()
    print(f"one player, 300-entry log: issue {per_issue * 1e6:.0f} µs avg, "
          f"end_of_match {eom * 1e3:.2f} ms")
    print(f"poker issue_poker: {poker() * 1e6:.1f} µs per call")
    commit, preview, listing = service()
    print(f"service, 300-penalty log: issue_penalty median {commit * 1e3:.2f} ms, "
          f"preview median {preview * 1e3:.2f} ms, list_penalties {listing * 1e3:.1f} ms")


if __name__ == "__main__":
    main()
