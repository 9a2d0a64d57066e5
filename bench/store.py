"""Store benchmark: the commit time of a floor action and the main window's cold start.

Prints figures only (no limits); record them in docs/benchmarks.md.
Run: python bench/store.py [--actions N]
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tdesk.models.store import Store
from tdesk.services.demo import create_demo
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, add_player, update_player


def floor_actions(url: str, count: int) -> list[float]:
    store = Store(url, staff="bench")
    event_id = create_event(store, "Bench", "poker")
    times = []
    for n in range(count):
        start = time.perf_counter()
        entry = add_player(store, event_id, PlayerFields(f"Игрок {n}", rating=n))
        times.append(time.perf_counter() - start)
        start = time.perf_counter()
        update_player(store, entry, PlayerFields(f"Игрок {n}", rating=n + 1))
        times.append(time.perf_counter() - start)
    start = time.perf_counter()
    for _ in range(20):
        store.undo()
    undo = (time.perf_counter() - start) / 20
    store.close()
    print(f"undo of one action: {undo * 1000:.2f} ms")
    return times


def cold_start(url: str, folder: Path, runs: int) -> list[float]:
    times = []
    for n in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "tdesk", "snapshot", "main", "--db", url,
                        "--event", "Stockholm Spring Main Event", "-o", str(folder / f"m{n}.png")],
                       check=True, capture_output=True, env=None)
        times.append(time.perf_counter() - start)
    return times


BARE_QT = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow, QTabWidget, QTableWidget, QTableWidgetItem
app = QApplication(sys.argv[:1])
window = QMainWindow()
tabs = QTabWidget()
table = QTableWidget(180, 6)
for r in range(180):
    for c in range(6):
        table.setItem(r, c, QTableWidgetItem(f"Player {r} {c}"))
tabs.addTab(table, "Players")
window.setCentralWidget(tabs)
window.resize(1600, 1000)
window.show()
for _ in range(5):
    app.processEvents()
window.grab().save(sys.argv[1], "PNG")
"""


def bare_qt_start(folder: Path, runs: int) -> list[float]:
    """The floor for a cold start: a bare PySide6 window with a tab and a 180-row table, drawn
    and saved as PNG like ``tdesk snapshot main`` (whole process, same Python)."""
    script = folder / "bare_qt.py"
    script.write_text(BARE_QT)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    times = []
    for n in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, str(script), str(folder / f"bare{n}.png")], check=True,
                       capture_output=True, env=env)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=200)
    parser.add_argument("--starts", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        url = f"sqlite:///{folder / 'bench.db'}"
        times = floor_actions(url, args.actions)
        print(f"floor action commit (add/edit player, SQLite WAL, synchronous=FULL), "
              f"{len(times)} actions: median {statistics.median(times) * 1000:.2f} ms, "
              f"p95 {sorted(times)[int(len(times) * 0.95)] * 1000:.2f} ms")
        demo_url = f"sqlite:///{folder / 'demo.db'}"
        start = time.perf_counter()
        create_demo(Store(demo_url))
        print(f"demo store creation: {time.perf_counter() - start:.2f} s")
        # alternate the two so both see the same machine load
        starts: list[float] = []
        bare: list[float] = []
        for _ in range(args.starts):
            starts += cold_start(demo_url, folder, 1)
            bare += bare_qt_start(folder, 1)
        tdesk_s, bare_s = statistics.median(starts), statistics.median(bare)
        print(f"cold start of the main window (tdesk snapshot main, whole process), "
              f"{len(starts)} runs: median {tdesk_s:.2f} s")
        print(f"bare PySide6 window, a tab and a 180-row table (whole process), "
              f"{len(bare)} runs: median {bare_s:.2f} s; tdesk is {tdesk_s / bare_s:.1f}x")


if __name__ == "__main__":
    main()
