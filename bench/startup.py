"""Start-up benchmark: the first paint of the window and the peak memory, beside a bare Qt window
(issue 27).

Each figure comes from a fresh process (bytecode cached, as on an installed laptop):

- first paint: ``tdesk gui`` on a store with a 10,000-entrant poker event, until the first
  window showing the event's name and the clock is painted (an application event filter on
  the first Paint event, then one turn of the event loop); and until the main window with its
  tabs is painted. The floor: a bare PySide6 ``QMainWindow`` with a label, shown and painted.
  CPU (``time.process_time()`` of the child, the interpreter's start included) and wall (from
  the parent's spawn) medians.
- peak memory: VmHWM of a process that opens the main window on the 10,000-entrant event and
  shows every tab, beside the bare window's; with what each step added to the resident set
  (VmRSS before and after: the window, then each tab shown) and its CPU. ``--paid`` takes
  every entry's payment first, so the Money tab shows a paid field as on the night. Medians
  of ``--runs`` processes.

Prints figures only (no limits); record them in docs/benchmarks.md.
Run: python bench/startup.py [--runs 5] [--size 10000] [--paid]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from floor import build_event  # noqa: E402 - the bench folder is not a package

from tdesk.models.store import Store  # noqa: E402

EVENT = "Floor bench {size}"

FIRST_PAINT = r'''
"""tdesk gui until the main window is painted; the times of the first paints on stderr."""
import os, sys, time
T0 = float(os.environ["BENCH_T0"])
EVENT = os.environ["BENCH_EVENT"]
import tdesk.cli as cli

def hook():
    """Called once Qt is imported by tdesk: watch every paint from the event loop on."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication
    seen = set()

    class Paints(QObject):
        def eventFilter(self, obj, ev):  # noqa: N802
            if ev.type() == QEvent.Type.Paint and obj.isWidgetType():
                window = obj.window()
                kind = type(window).__name__
                if kind not in seen and EVENT in window.windowTitle():
                    seen.add(kind)
                    QTimer.singleShot(0, lambda k=kind: report(k))
            return False

    def report(kind):
        print(f"PAINT {kind} {time.process_time():.4f} {time.monotonic() - T0:.4f}",
              file=sys.stderr, flush=True)
        if kind == "MainWindow":
            QApplication.instance().quit()

    paints = Paints()
    app = QApplication.instance()
    app.installEventFilter(paints)
    app._bench_paints = paints

patched = []

def audit(event, args):
    """Once tdesk has made its QApplication (Qt imported in tdesk's own order), watch it."""
    if patched or event != "import":
        return
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or not hasattr(widgets, "QApplication") \
            or widgets.QApplication.instance() is None:
        return
    patched.append(True)
    hook()

sys.addaudithook(audit)
sys.exit(cli.main(sys.argv[1:]))
'''

BARE_PAINT = r'''
"""A bare QMainWindow with a label: shown, painted, quit."""
import os, sys, time
T0 = float(os.environ["BENCH_T0"])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setWindowTitle("tdesk — event")
window.setCentralWidget(QLabel("Event · level 5 · 12:34"))
window.resize(1280, 820)

class Paints(QObject):
    done = False
    def eventFilter(self, obj, ev):  # noqa: N802
        if not self.done and ev.type() == QEvent.Type.Paint:
            self.done = True
            QTimer.singleShot(0, report)
        return False

def report():
    print(f"PAINT bare {time.process_time():.4f} {time.monotonic() - T0:.4f}", file=sys.stderr)
    if len(sys.argv) > 1:
        print(f"HWM {hwm()}", file=sys.stderr)
    app.quit()

def hwm():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) // 1024
paints = Paints()
app.installEventFilter(paints)
window.show()
app.exec()
'''

MEMORY = r'''
"""The main window on the event, every tab shown once; VmHWM after, and what each step added
to VmRSS (STEP lines: name, MiB, CPU s)."""
import os, sys, time
from PySide6.QtWidgets import QApplication
from tdesk.models.store import Store
from tdesk.ui.app import application, make_main_window
def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
def step(name, before, cpu):
    print(f"STEP {name} {rss() - before:.1f} {time.process_time() - cpu:.3f}", file=sys.stderr)
application()
store = Store(sys.argv[1], staff="bench")
before, cpu = rss(), time.process_time()
window = make_main_window(store, sys.argv[2])
window.resize(1280, 820)
window.show()
def settle():
    for _ in range(3):
        QApplication.processEvents()
settle()
step("window", before, cpu)
for key in list(window.tab_widgets):
    before, cpu = rss(), time.process_time()
    window.show_tab(key)
    settle()
    step(key, before, cpu)
if os.environ.get("BENCH_TRACE"):
    import tracemalloc
    snapshot = tracemalloc.take_snapshot()
    for stat in snapshot.statistics("filename")[:25]:
        print(stat, file=sys.stderr)
for line in open("/proc/self/status"):
    if line.startswith(("VmHWM:", "VmRSS:")):
        print(line.split(":")[0], int(line.split()[1]) // 1024, file=sys.stderr)
window.close()
store.close()
'''


def _env(home: Path) -> dict[str, str]:
    """Offscreen, a fresh settings folder, bytecode written as on a floor laptop."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home),
           "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".data"),
           "TDESK_STAFF": "bench"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def _child(args: list[str], env: dict[str, str]) -> str:
    env = {**env, "BENCH_T0": repr(time.monotonic())}
    done = subprocess.run([sys.executable, *args], capture_output=True, text=True, env=env,
                          timeout=120, check=False)
    if done.returncode:
        raise SystemExit(f"bench child failed: {done.stderr[-2000:]}")
    return done.stderr


def _paints(text: str) -> dict[str, tuple[float, float]]:
    """PAINT lines: window kind -> (CPU s, wall s)."""
    out = {}
    for line in text.splitlines():
        if line.startswith("PAINT "):
            _, kind, cpu, wall = line.split()
            out[kind] = (float(cpu), float(wall))
    return out


def _lines(text: str, key: str) -> int:
    return next(int(line.split()[1]) for line in text.splitlines() if line.startswith(key))


def first_paints(folder: Path, url: str, event: str, runs: int) -> None:
    env = {**_env(folder / "home"), "BENCH_EVENT": event}
    tdesk_script = folder / "first_paint.py"
    tdesk_script.write_text(FIRST_PAINT)
    bare_script = folder / "bare.py"
    bare_script.write_text(BARE_PAINT)
    tdesk_cmd = [str(tdesk_script), "gui", "--db", url, "--event", event]
    _child(tdesk_cmd, env)  # warm-up: bytecode and the page cache
    _child([str(bare_script)], env)
    figures: dict[str, list[tuple[float, float]]] = {}
    for _ in range(runs):  # interleaved: both see the same machine load
        for kind, times in {**_paints(_child(tdesk_cmd, env)),
                            **_paints(_child([str(bare_script)], env))}.items():
            figures.setdefault(kind, []).append(times)
    medians = {k: (statistics.median(c for c, _ in v), statistics.median(w for _, w in v))
               for k, v in figures.items()}
    bare_cpu, bare_wall = medians["bare"]
    print(f"first paint ({runs} runs each, median CPU / wall from the spawn):")
    print(f"  bare QMainWindow with a label: {bare_cpu:.2f} s / {bare_wall:.2f} s")
    names = {"FirstFrame": "tdesk, the event's name and the clock on screen",
             "MainWindow": "tdesk, the main window with its tabs painted"}
    for kind, label in names.items():
        if kind in medians:
            cpu, wall = medians[kind]
            print(f"  {label}: {cpu:.2f} s / {wall:.2f} s; "
                  f"{cpu / bare_cpu:.1f}x CPU, {wall / bare_wall:.1f}x wall")


def _steps(text: str) -> list[tuple[str, float, float]]:
    """STEP lines: (window or tab, MiB added to VmRSS, CPU s)."""
    return [(name, float(mib), float(cpu)) for _, name, mib, cpu in
            (line.split() for line in text.splitlines() if line.startswith("STEP "))]


def peak_memory(folder: Path, url: str, event: str, size: int, paid: bool, runs: int) -> None:
    """Medians of ``runs`` processes each: one run in five or so holds 2-5 MiB more (where
    the allocator's arenas fall), so a single run misleads."""
    env = _env(folder / "home")
    script = folder / "memory.py"
    script.write_text(MEMORY)
    bare_script = folder / "bare.py"
    bare_script.write_text(BARE_PAINT)
    outs = [_child([str(script), url, event], env) for _ in range(runs)]
    hwms = [_lines(out, "VmHWM") for out in outs]
    tdesk_hwm = statistics.median(hwms)
    bare_hwm = statistics.median(_lines(_child([str(bare_script), "hwm"], env), "HWM")
                                 for _ in range(runs))
    field = f"{size:,}-entrant event{', every entry paid,' if paid else ''}"
    print(f"peak memory (VmHWM, median of {runs}): bare window {bare_hwm:.0f} MiB; tdesk, "
          f"{field} open and every tab shown, {tdesk_hwm:.0f} MiB ({tdesk_hwm / bare_hwm:.1f}x; "
          f"runs {min(hwms)}-{max(hwms)} MiB)")
    steps = [_steps(out) for out in outs]
    print("  added to VmRSS by each step (MiB, CPU s): " + ", ".join(
        f"{name} {statistics.median(run[i][1] for run in steps):+.1f} "
        f"({statistics.median(run[i][2] for run in steps):.2f} s)"
        for i, (name, _, _) in enumerate(steps[0])))


def pay_everyone(store: Store, event_id: int) -> None:
    """Every entry paid (terms with an add-on), as the Money tab shows a field on the night."""
    from tdesk.services.money import money
    from tdesk.services.players import list_entries

    money.set_terms(store, event_id, {"buy_in": 100, "fee": 10, "addon_price": 50,
                                      "addon_chips": 10000})
    money.take_entries(store, event_id, [e.entry_id for e in list_entries(store, event_id)])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--paid", action="store_true", help="take every entry's payment first")
    args = parser.parse_args()
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        url = f"sqlite:///{folder / 'bench.db'}"
        store = Store(url, staff="bench")
        event_id = build_event(store, args.size)
        if args.paid:
            pay_everyone(store, event_id)
        store.close()
        event = EVENT.format(size=args.size)
        first_paints(folder, url, event, args.runs)
        peak_memory(folder, url, event, args.size, args.paid, args.runs)
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
