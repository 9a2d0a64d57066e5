"""The Swiss desk at size (issue 27): a 1,024 / 4,096 / 10,000-player event paired from the
Rounds tab as the floor does, and a result typed in.

Opens the main window offscreen on the event and, for each of the first rounds: clicks "Pair
next round", waits until the round's tables are on screen, and prints the wall time from the
click to the tables shown, the CPU time of the whole process meanwhile (the pairing runs on Qt's
thread pool, the window keeps painting), and the longest the GUI thread was blocked (a 10 ms
heartbeat timer's longest gap: what the floor sees as a freeze). Between rounds every result
is filled in bulk (setup); the window has built its tabs before the first click (it
builds them while idle once it opens). Then one result is typed into the Rounds tab (table number, Enter,
score, Enter) and timed until the table shows it.

Prints figures only (no limits). Run: QT_QPA_PLATFORM=offscreen python bench/swiss_desk.py
[--sizes 1024 4096 10000] [--rounds 2]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from service_at_size import _fill_results, _players  # noqa: E402  (bulk setup)

from tdesk.models.store import Store  # noqa: E402
from tdesk.services.events import create_event  # noqa: E402
from tdesk.services.swiss import swiss  # noqa: E402


class Heartbeat:
    """The longest gap between ticks of a 10 ms timer on the GUI thread."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.last = time.perf_counter()
        self.longest = 0.0
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self.tick)

    def tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last)
        self.last = now

    def start(self) -> None:
        self.last, self.longest = time.perf_counter(), 0.0
        self.timer.start()

    def stop(self) -> float:
        self.tick()
        self.timer.stop()
        return self.longest * 1000


def wait(app: object, done: object, timeout: float = 600.0) -> None:
    from PySide6.QtWidgets import QApplication

    end = time.perf_counter() + timeout
    while not done():  # type: ignore[operator]
        QApplication.processEvents()
        time.sleep(0.002)
        if time.perf_counter() > end:
            raise TimeoutError("the desk did not finish")


def bench_desk(n: int, rounds: int, folder: Path) -> None:
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from tdesk.ui.app import application, make_main_window

    app = application()
    store = Store(f"sqlite:///{folder / f'desk{n}.db'}", staff="Bench")
    name = f"Swiss desk {n}"
    event_id = create_event(store, name, "swiss", settings={"rounds": 9})
    _players(store, event_id, n)
    QSettings().setValue("last_event", name)
    window = make_main_window(store, name)
    window.resize(1280, 820)
    window.show()
    tab = window.show_tab("rounds")
    # the window builds its other tabs while idle after it opens: let it finish, once
    wait(app, lambda: all(p.tab is not None for p in window.tab_widgets.pages.values()))
    heart = Heartbeat()
    rng = random.Random(n)
    for number in range(1, rounds + 1):
        if number > 1:
            _fill_results(store, event_id, number - 1, rng)
            window.ctx.poll()
            wait(app, lambda: tab.pair_button.isEnabled())
        heart.start()
        start, cpu = time.perf_counter(), time.process_time()
        QTest.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
        wait(app, lambda num=number: tab.job is None and tab.info is not None
             and tab.info.number == num and tab.model.rowCount() >= n // 2)
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu
        print(f"desk {n:>6} players, round {number}: click to tables on screen "
              f"{wall * 1000:6.0f} ms (process CPU {cpu * 1000:5.0f} ms); GUI thread "
              f"longest blocked {heart.stop():4.0f} ms", flush=True)
    table = next(t for t in tab.info.tables if t.b_id is not None)
    heart.start()
    start, cpu = time.perf_counter(), time.process_time()
    QTest.keyClicks(tab.table_input, str(table.table))
    QTest.keyClick(tab.table_input, Qt.Key.Key_Return)
    QTest.keyClicks(tab.result_input, "2-1")
    QTest.keyClick(tab.result_input, Qt.Key.Key_Return)
    wait(app, lambda: any(t.table == table.table and t.result for t in tab.info.tables))
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    blocked = heart.stop()
    stored = swiss.get_round(store, event_id).tables  # outside the timing: the whole round
    assert any(t.table == table.table and t.result == "2-1" for t in stored)
    print(f"desk {n:>6} players: a result typed in and shown {wall * 1000:5.0f} ms (CPU "
          f"{cpu * 1000:4.0f} ms); GUI thread longest blocked {blocked:4.0f} ms", flush=True)
    window.close()
    window.deleteLater()
    QApplication.processEvents()


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[1024, 4096, 10000])
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as tmp:  # every store kept until every window is gone
        for n in args.sizes:
            bench_desk(n, args.rounds, Path(tmp))


if __name__ == "__main__":
    main()
