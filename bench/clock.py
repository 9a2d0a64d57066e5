"""Clock benchmark: the pure clock's speed and the projector's CPU use and repaint rhythm.

Run by hand or in CI (no time asserts)::

    python bench/clock.py                # 60 s projector run at 1920x1080, dark theme
    python bench/clock.py --seconds 10   # shorter
    xvfb-run -a python bench/clock.py    # on a real (virtual) X server instead of offscreen

Targets (issue 3): projector under 2% of one core; it repaints once per shown second.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path


def bench_rules() -> None:
    from tdesk.rules.levels import clock as rc
    from tdesk.rules.levels import husc_levels

    levels = husc_levels(60)
    t0 = datetime(2026, 1, 1, tzinfo=UTC)
    state = rc.apply(levels, rc.ClockState(), rc.Op(rc.Action.START), t0)
    n = 20000
    start = time.perf_counter()
    for i in range(n):
        rc.state_at(levels, state, t0 + timedelta(seconds=i % 7000))
    per = (time.perf_counter() - start) / n
    print(f"state_at (60-level HU structure, up to 58 auto-advances): {per * 1e6:.1f} µs/call")
    start = time.perf_counter()
    for i in range(2000):
        rc.cues_between(levels, state, t0 + timedelta(seconds=i), t0 + timedelta(seconds=i + 1))
    per = (time.perf_counter() - start) / 2000
    print(f"cues_between (one-second window): {per * 1e6:.1f} µs/call")


def bench_projector(seconds: float, theme: str, size: tuple[int, int]) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer

    from tdesk.models.store import Store
    from tdesk.rules.levels import clock as rc
    from tdesk.services import clock as svc
    from tdesk.services.events import create_event
    from tdesk.services.players import PlayerFields, import_players
    from tdesk.ui.app import application
    from tdesk.ui.wall.projector import ProjectorWindow

    app = application()
    folder = Path(tempfile.mkdtemp(prefix="tdesk-bench-"))
    store = Store(f"sqlite:///{folder / 'bench.db'}", staff="bench")
    event = create_event(store, "Stockholm Spring Main Event", "poker")
    import_players(store, event, [PlayerFields(name=f"Player {i}") for i in range(180)])
    svc.clock_action(store, event, rc.Op(rc.Action.JUMP, index=7))
    svc.clock_action(store, event, rc.Op(rc.Action.START))

    paints: list[float] = []

    class Measured(ProjectorWindow):
        def paintEvent(self, event):  # type: ignore[no-untyped-def] # noqa: N802
            started = time.perf_counter()
            super().paintEvent(event)
            paints.append(time.perf_counter())
            durations.append(paints[-1] - started)
            areas.append(event.rect().width() * event.rect().height())

    durations: list[float] = []
    areas: list[int] = []
    window = Measured(store, event, theme=theme)
    window.allow_close = True
    window.resize(*size)
    window.show()
    for _ in range(10):
        app.processEvents()
    paints.clear()
    durations.clear()
    areas.clear()
    QTimer.singleShot(int(seconds * 1000), app.quit)
    cpu0, wall0 = time.process_time(), time.monotonic()
    app.exec()
    cpu, wall = time.process_time() - cpu0, time.monotonic() - wall0
    window.force_close()
    store.close()

    gaps = [b - a for a, b in zip(paints, paints[1:], strict=False)]
    full = size[0] * size[1]
    print(f"platform {app.platformName()}, {size[0]}x{size[1]}, theme {theme}, {wall:.1f} s")
    print(f"projector CPU: {cpu:.2f} s over {wall:.1f} s = {100 * cpu / wall:.2f}% of one core")
    print(f"paints: {len(paints)} ({len(paints) / wall:.2f}/s)")
    if gaps:
        print(
            f"repaint interval: median {statistics.median(gaps) * 1000:.0f} ms, "
            f"min {min(gaps) * 1000:.0f} ms, max {max(gaps) * 1000:.0f} ms"
        )
    if durations:
        print(
            f"paint time: median {statistics.median(durations) * 1000:.1f} ms, "
            f"max {max(durations) * 1000:.1f} ms; "
            f"median area {statistics.median(areas) / full * 100:.0f}% of the screen"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--theme", default="dark", choices=["dark", "light"])
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.lower().split("x"))
    bench_rules()
    bench_projector(args.seconds, args.theme, (width, height))


if __name__ == "__main__":
    main()
