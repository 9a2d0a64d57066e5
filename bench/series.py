"""Series benchmark: the leaderboard read from its events (issue 26).

Run by hand or in CI (no time asserts)::

    python bench/series.py                 # 6 events x 200 and 20 events x 1,000
    python bench/series.py --repeat 10

The board is never stored: every look reads each event's places and folds them
(SER-1..SER-7), so this is what a Series dialog or ``tdesk series board`` costs per refresh.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path


def build(path: Path, events: int, players: int) -> tuple[object, int]:
    """A store with ``events`` finished poker events of ``players`` each, drawn from a pool of
    1.5 x ``players`` people (so most play several), and a series of them (sqrt, best 4).
    The rows go in with plain inserts: the set-up is not what is measured."""
    from sqlalchemy import insert

    from tdesk.models.store import Store
    from tdesk.models.tables import Entry, EntryStatus, Event, Player
    from tdesk.services.people import series

    store = Store(f"sqlite:///{path}", staff="Bench")
    rnd = random.Random(7)
    pool = int(players * 1.5)
    with store.engine.begin() as con:
        con.execute(insert(Player), [{"name": f"Person {i:05d}", "country": "", "site_games": 0,
                                      "contact": "", "notes": ""} for i in range(pool)])
        ids = []
        for e in range(events):
            result = con.execute(insert(Event).values(name=f"Week {e + 1}", kind="poker",
                                                      venue="", settings={}))
            event_id = int(result.inserted_primary_key[0])
            ids.append(event_id)
            people = rnd.sample(range(1, pool + 1), players)
            con.execute(insert(Entry), [
                {"event_id": event_id, "player_id": p, "status": EntryStatus.BUSTED,
                 "place": place, "state": {}} for place, p in enumerate(people, 1)])
    sid = series.create_series(store, "Bench Series", formula="sqrt", params={"k": 100},
                               best_n=4)
    series.add_events(store, sid, ids)
    return store, sid


def measure(events: int, players: int, repeat: int) -> None:
    from tdesk.services.people import series

    with tempfile.TemporaryDirectory() as tmp:
        store, sid = build(Path(tmp) / "bench.db", events, players)
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            board = series.leaderboard(store, sid)  # type: ignore[arg-type]
            times.append(time.perf_counter() - start)
        store.close()  # type: ignore[attr-defined]
    print(f"leaderboard, {events} events x {players:,} players ({len(board.lines):,} people): "
          f"median {statistics.median(times) * 1000:.0f} ms, best {min(times) * 1000:.0f} ms "
          f"over {repeat}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    measure(6, 200, args.repeat)
    measure(20, 1000, args.repeat)


if __name__ == "__main__":
    main()
