"""Live changes benchmark (issue 39): how soon a station hears another station's action.

A second process adds players one by one (one floor action each) on a throw-away PostgreSQL
database; this process is a station with its ``StoreWatch``. For each action it times, from
the moment the writer's commit returned, when this station's listener thread heard the notice
and when the Qt signal (``moved``, what the window and the player screens act on) was
delivered on the GUI thread. Prints median, p95 and max; no limits. Record in
docs/benchmarks.md.

Run: TDESK_TEST_PG_URL=postgresql+psycopg://user:pw@host/postgres python bench/live_latency.py
     [--actions 200] [--pace-ms 20]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop
from sqlalchemy import create_engine, make_url, text

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tdesk.models.store import Store  # noqa: E402
from tdesk.services.events import create_event  # noqa: E402
from tdesk.store_watch import StoreWatch  # noqa: E402

WRITER = """
import json, sys, time
from tdesk.models.store import Store
from tdesk.services.players import PlayerFields, add_player
store = Store(sys.argv[1], staff="bench writer")
event_id, count, pace = int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
for n in range(count):
    start = time.time()
    add_player(store, event_id, PlayerFields(f"Player {n}"))
    end = time.time()
    print(json.dumps({"start": start, "end": end}), flush=True)
    time.sleep(pace)
store.close()
"""


def figures(name: str, values_s: list[float]) -> str:
    ms = sorted(v * 1000 for v in values_s)
    p95 = ms[min(len(ms) - 1, int(round(0.95 * (len(ms) - 1))))]
    return (f"{name}: median {statistics.median(ms):.2f} ms, p95 {p95:.2f} ms, "
            f"max {ms[-1]:.2f} ms ({len(ms)} actions)")


def run(url: str, count: int, pace_s: float) -> None:
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    setup = Store(url, staff="bench")
    event_id = create_event(setup, "Live bench", "poker")
    first = setup.revision()
    setup.close()
    store = Store(url, staff="bench station")
    watch = StoreWatch(store)
    heard: dict[int, float] = {}
    delivered: dict[int, float] = {}
    watch.heard.connect(lambda notice: heard.setdefault(notice.revision, notice.heard))
    watch.moved.connect(lambda revision: delivered.setdefault(revision, time.time()))
    loop = QEventLoop()
    deadline = time.monotonic() + 30
    while not watch.pushed:
        assert time.monotonic() < deadline, "the listener never connected"
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    writes: list[dict[str, float]] = []
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writer = subprocess.Popen([sys.executable, "-c", WRITER, url, str(event_id), str(count),
                               str(pace_s)], stdout=subprocess.PIPE, text=True, env=env)

    def read() -> None:
        assert writer.stdout is not None
        for line in writer.stdout:
            writes.append(json.loads(line))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    last = first + count
    deadline = time.monotonic() + 60 + count * (pace_s + 0.5)
    while (last not in delivered or reader.is_alive()) and time.monotonic() < deadline:
        loop.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    writer.wait(timeout=60)
    watch.stop()
    store.close()
    ends = {first + 1 + n: w["end"] for n, w in enumerate(writes)}
    took = [w["end"] - w["start"] for w in writes]
    print(f"writer's action (add a player, commit included): median "
          f"{statistics.median(took) * 1000:.2f} ms")
    missing = sorted(set(ends) - set(delivered))
    if missing:
        print(f"not delivered: {len(missing)} actions (first {missing[:5]})")
    print(figures("commit returned -> heard by the listener thread",
                  [heard[r] - ends[r] for r in ends if r in heard]))
    print(figures("commit returned -> Qt signal on the GUI thread",
                  [delivered[r] - ends[r] for r in ends if r in delivered]))
    print(f"polled instead (SQLite, or PostgreSQL without notices): every "
          f"{500} ms, so 250 ms on average and up to 500 ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default=os.environ.get("TDESK_TEST_PG_URL", ""))
    parser.add_argument("--actions", type=int, default=200)
    parser.add_argument("--pace-ms", type=float, default=20.0)
    args = parser.parse_args()
    if not args.url:
        print("live_latency: no PostgreSQL server (set TDESK_TEST_PG_URL or --url); skipped")
        return
    name = f"tdesk_bench_live_{uuid.uuid4().hex[:8]}"
    admin = create_engine(args.url, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        run(make_url(args.url).set(database=name).render_as_string(hide_password=False),
            args.actions, args.pace_ms / 1000)
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


if __name__ == "__main__":
    main()
