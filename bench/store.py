"""Store benchmark: the commit time of a floor action and the main window's cold start.

Prints figures only (no limits); record them in docs/benchmarks.md.
Run: python bench/store.py [--actions N]
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tdesk.demo import create_demo
from tdesk.models.store import Store
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


def _env() -> dict[str, str]:
    """Offscreen, and with bytecode caching on as on a floor laptop (a fresh install writes
    its .pyc files at the first start; the warm-up run below does the same here)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _timed_run(command: list[str]) -> tuple[float, float]:
    """(wall, CPU) seconds of one whole child process; CPU is what a loaded machine skews
    least."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True, env=_env())
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def tdesk_start(url: str, out: Path) -> list[str]:
    return [sys.executable, "-m", "tdesk", "snapshot", "main", "--db", url,
            "--event", "Stockholm Spring Main Event", "-o", str(out)]


BARE_QT = """
import sys
rows = [(f"Player {r}",) * 6 for r in range(180)]
if len(sys.argv) > 2:  # the stack floor: the same window, its rows read through SQLModel
    from sqlalchemy import text  # before PySide6, as tdesk does: Qt's import hook slows later imports
    from sqlmodel import Session, create_engine
    with Session(create_engine(sys.argv[2])) as session:
        rows = [tuple(str(v) for v in r) for r in session.execute(text(
            "SELECT p.name, p.rating, p.country, e.status, e.chips, e.place FROM entry e "
            "JOIN player p ON p.id = e.player_id LIMIT 180"))]
from PySide6.QtWidgets import QApplication, QMainWindow, QTabWidget, QTableWidget, QTableWidgetItem
app = QApplication(sys.argv[:1])
window = QMainWindow()
tabs = QTabWidget()
table = QTableWidget(len(rows), 6)
for r, row in enumerate(rows):
    for c in range(6):
        table.setItem(r, c, QTableWidgetItem(row[c]))
tabs.addTab(table, "Players")
window.setCentralWidget(tabs)
window.resize(1600, 1000)
window.show()
for _ in range(5):
    app.processEvents()
window.grab().save(sys.argv[1], "PNG")
"""


def bare_qt_start(script: Path, out: Path, url: str | None = None) -> list[str]:
    """The floor for a cold start: a bare PySide6 window with a tab and a 180-row table, drawn
    and saved as PNG like ``tdesk snapshot main`` (whole process, same Python); with ``url``,
    the stack floor: the same with its rows read through SQLModel/SQLAlchemy, which tdesk
    cannot start without."""
    return [sys.executable, str(script), str(out), *([url] if url else [])]


def cold_starts(demo_url: str, folder: Path, runs: int) -> None:
    script = folder / "bare_qt.py"
    script.write_text(BARE_QT)
    commands = {
        "tdesk snapshot main": tdesk_start(demo_url, folder / "main.png"),
        "bare PySide6 window, a tab, 180 rows": bare_qt_start(script, folder / "bare.png"),
        "the same, rows read through SQLModel (the stack floor)":
            bare_qt_start(script, folder / "stack.png", demo_url),
    }
    for command in commands.values():  # warm-up: bytecode written, files in the page cache
        _timed_run(command)
    figures: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(runs):  # interleaved so all three see the same machine load
        for name, command in commands.items():
            figures[name].append(_timed_run(command))
    medians = {name: (statistics.median(w for w, _ in runs_),
                      statistics.median(c for _, c in runs_)) for name, runs_ in figures.items()}
    tdesk_wall, tdesk_cpu = medians["tdesk snapshot main"]
    print(f"cold start (whole processes, {runs} runs each, median wall / CPU):")
    for name, (wall, cpu) in medians.items():
        ratio = "" if name.startswith("tdesk") else \
            f"; tdesk is {tdesk_wall / wall:.1f}x wall, {tdesk_cpu / cpu:.1f}x CPU"
        print(f"  {name}: {wall:.2f} s / {cpu:.2f} s{ratio}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=200)
    parser.add_argument("--starts", type=int, default=5)
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
        cold_starts(demo_url, folder, args.starts)

if __name__ == "__main__":
    main()
