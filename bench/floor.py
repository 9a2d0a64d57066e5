"""Floor benchmark: every seating action and the main window at 180 to 10,000 entrants.

Builds poker events fast (bulk inserts for the setup only: players, entries, a seat draw and
buttons), then times through the services what the floor does on a busy night: one bust, apply
the moves it causes, a late entry, a seat correction, and reading the room; with a second
station on the same store, a bust right after the other station's bust and one after an undo.
Prints medians, p95 and the log-log slope of each action against the size (0 = flat, 1 = grows
with the room).
Then opens the main window offscreen on the largest event, switches through every tab timing
each, repaints the room view and times a bust seen through the GUI (action + refresh).

Prints figures only (no limits); record them in docs/benchmarks.md.
Run: python bench/floor.py [--sizes 180,1000,5000,10000] [--reps 7] [--no-gui]
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy import insert, select

from tdesk.models.seating import Seat, SeatingState, SeatTable
from tdesk.models.store import Store
from tdesk.models.tables import Entry, Player, utcnow
from tdesk.rules import seating as rules
from tdesk.services.events import create_event
from tdesk.services.seating import seating as svc

SIZES = (180, 1_000, 5_000, 10_000)
LATE = 40  # registered but unseated players per event, for late entries
FIRST = ("Anna", "Björn", "Мария", "James", "Sören", "Дмитрий", "Emma", "Märta", "Oliver")
LAST = ("Petrova", "Åberg", "Иванова", "Smith", "Öberg", "Смирнов", "Jones", "Ström", "Hughes")
CHINESE = ("王伟", "李娜", "张敏", "刘洋", "陈静")


def name(n: int) -> str:
    if n % 7 == 3:
        return f"{CHINESE[n % len(CHINESE)]}{n}"
    return f"{FIRST[n % len(FIRST)]} {LAST[(n // 9) % len(LAST)]} {n}"


def build_event(store: Store, size: int, seed: int = 1) -> int:
    """A poker event of ``size`` seated players (buttons set) and ``LATE`` unseated ones."""
    event_id = create_event(store, f"Floor bench {size}", "poker",
                            settings={"seats_per_table": 9, "final_table_size": 9})
    total = size + LATE
    now = utcnow()
    with store.engine.begin() as con:
        first = con.execute(select(Player.id).order_by(Player.id.desc()).limit(1)).scalar() or 0
        con.execute(insert(Player), [{"id": first + i + 1, "name": name(i), "rating": None,
                                      "country": "", "site_games": 0, "contact": "",
                                      "notes": "", "created_at": now} for i in range(total)])
        first_entry = con.execute(
            select(Entry.id).order_by(Entry.id.desc()).limit(1)).scalar() or 0
        con.execute(insert(Entry), [{"id": first_entry + i + 1, "event_id": event_id,
                                     "player_id": first + i + 1, "seed": None,
                                     "status": "active", "chips": 20_000 + 25 * i,
                                     "place": None, "state": {}, "registered_at": now}
                                    for i in range(total)])
        seated = [str(first_entry + i + 1) for i in range(size)]
        tables = -(-size // 9)
        drawn = rules.draw_seats(seated, tables, 9, seed)
        occupied: dict[int, list[int]] = {}
        for _player, (t, s) in drawn.items():
            occupied.setdefault(t, []).append(s)
        con.execute(insert(SeatTable), [{"event_id": event_id, "number": t, "seats": 9,
                                         "button": min(occupied[t]), "blocked": [],
                                         "open": True, "final": False}
                                        for t in range(1, tables + 1)])
        con.execute(insert(Seat), [{"event_id": event_id, "entry_id": int(p), "table_no": t,
                                    "seat_no": s, "fixed": False, "waiting": False}
                                   for p, (t, s) in drawn.items()])
        con.execute(insert(SeatingState), [{"event_id": event_id, "seed": seed,
                                            "room_key": "", "pending": [], "broken": [],
                                            "final_table": None, "final_seats": None}])
    return event_id


CPU: dict[str, list[float]] = {}  # CPU ms of the last timed calls, by label (see timed)


def timed(fn: Callable[[], object], label: str = "") -> tuple[float, object]:
    """Wall-clock ms of ``fn()`` (and its CPU ms under ``label``: on a shared, loaded machine
    the CPU time says what the code costs, the wall time what the floor waited)."""
    start, cpu = time.perf_counter(), time.process_time()
    result = fn()
    if label:
        CPU.setdefault(label, []).append((time.process_time() - cpu) * 1000)
    return (time.perf_counter() - start) * 1000, result


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


def floor_actions(store: Store, event_id: int, reps: int, rng: random.Random
                  ) -> dict[str, list[float]]:
    """Per repetition: two busts at the shortest table, the moves applied, a late entry, a seat
    correction, and reading the room."""
    times: dict[str, list[float]] = {k: [] for k in
                                     ("bust", "apply move", "late entry", "seat correction",
                                      "read room")}
    info = svc.room(store, event_id)
    for _ in range(reps):
        for _bust in range(2):  # two busts at the shortest table: a balancing move follows
            shortest = min((t for t in info.tables if t.count > 2), key=lambda t: t.count)
            victim = rng.choice(shortest.players)
            ms, _ = timed(lambda v=victim: svc.bust_players(store, event_id, [v.entry_id]), "bust")
            times["bust"].append(ms)
            info = svc.room(store, event_id)
        while info.moves:
            ms, _ = timed(lambda: svc.apply_move(store, event_id, 0), "apply move")
            times["apply move"].append(ms)
            info = svc.room(store, event_id)
        if info.unseated:
            entry_id = info.unseated[0][0]
            ms, _ = timed(lambda e=entry_id: svc.seat_late_entry(store, event_id, e, seed=7), "late entry")
            times["late entry"].append(ms)
            info = svc.room(store, event_id)
        moved = _correction(info, rng)
        if moved is not None:
            ms, _ = timed(lambda m=moved: svc.move_player(store, event_id, *m), "seat correction")
            times["seat correction"].append(ms)
            # put them back, so the room stays balanced for the next round
            info = svc.room(store, event_id)
            while info.moves:
                svc.apply_move(store, event_id, 0)
                info = svc.room(store, event_id)
        ms, result = timed(lambda: svc.room(store, event_id), "read room")
        times["read room"].append(ms)
        assert isinstance(result, svc.RoomInfo)
        info = result
    return times


def other_station(store: Store, other: Store, event_id: int, reps: int, rng: random.Random
                  ) -> dict[str, list[float]]:
    """Two stations on one event: per repetition, the other station busts a player (untimed),
    then this one busts one (timed: its kept room must first catch up with the other's
    action); then this station undoes its own bust and busts again (timed: after an undo)."""
    times: dict[str, list[float]] = {"bust after other station": [], "bust after undo": []}
    for _ in range(reps):
        info = svc.room(other, event_id)
        shortest = min((t for t in info.tables if t.count > 2), key=lambda t: t.count)
        there, here = rng.sample(shortest.players, 2)
        svc.bust_players(other, event_id, [there.entry_id])
        ms, _ = timed(lambda h=here: svc.bust_players(store, event_id, [h.entry_id]),
                      "bust after other station")
        times["bust after other station"].append(ms)
        store.undo()
        ms, _ = timed(lambda h=here: svc.bust_players(store, event_id, [h.entry_id]),
                      "bust after undo")
        times["bust after undo"].append(ms)
        info = svc.room(store, event_id)
        while info.moves:
            svc.apply_move(store, event_id, 0)
            info = svc.room(store, event_id)
    return times


def _correction(info: svc.RoomInfo, rng: random.Random) -> tuple[int, int, int] | None:
    """A player found in the wrong seat: someone at a full table to an open seat elsewhere."""
    open_seats = [(t.number, s) for t in info.tables for s in range(1, t.seats + 1)
                  if t.at(s) is None and s not in t.blocked]
    if not open_seats:
        return None
    table, seat = rng.choice(open_seats)
    fullest = max((t for t in info.tables if t.number != table), key=lambda t: t.count)
    return rng.choice(fullest.players).entry_id, table, seat


def slope(sizes: list[int], values: list[float]) -> float:
    """Least-squares slope of log(time) against log(size)."""
    xs = [math.log(s) for s in sizes]
    ys = [math.log(max(v, 1e-6)) for v in values]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / den if den else 0.0


def services(sizes: list[int], reps: int, folder: Path) -> tuple[Store, int]:
    store = Store(f"sqlite:///{folder / 'floor.db'}", staff="bench")
    other = Store(store.url, staff="bench, second station")
    medians: dict[str, list[float]] = {}
    cpu_medians: dict[str, list[float]] = {}
    event_id = 0
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print("services (ms): wall median / p95 [CPU median] over the repetitions")
    for size in sizes:
        CPU.clear()
        start = time.perf_counter()
        event_id = build_event(store, size)
        build = time.perf_counter() - start
        times = floor_actions(store, event_id, reps, random.Random(size))
        times.update(other_station(store, other, event_id, reps, random.Random(size)))
        parts = []
        for action, values in times.items():
            if not values:
                continue
            med = statistics.median(values)
            medians.setdefault(action, []).append(med)
            cpu = statistics.median(CPU.get(action, [0.0]))
            cpu_medians.setdefault(action, []).append(cpu)
            parts.append(f"{action} {med:.1f} / {p95(values):.1f} [{cpu:.1f}]")
        print(f"  {size:>6} players ({-(-size // 9)} tables, built in {build:.1f} s): "
              + "; ".join(parts))
    if len(sizes) > 1:
        print("  log-log slope vs size: " + "; ".join(
            f"{a} {slope(sizes, v):+.2f}" for a, v in medians.items() if len(v) == len(sizes)))
        # CPU time: what the code costs, whatever else the shared machine was doing
        print("  log-log slope of CPU time:  " + "; ".join(
            f"{a} {slope(sizes, v):+.2f}" for a, v in cpu_medians.items()
            if len(v) == len(sizes)))
    other.close()
    return store, event_id


def gui(store: Store, event_id: int, reps: int) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from tdesk.services.events import get_event
    from tdesk.ui.app import application, make_main_window

    application()
    QSettings().setValue("last_event", get_event(store, event_id).name)
    info = svc.room(store, event_id)
    print(f"GUI on a {info.players_left}-player event ({len(info.tables)} tables), offscreen; "
          f"load average {os.getloadavg()[0]:.1f}:")

    def settle() -> None:
        for _ in range(3):
            QApplication.processEvents()

    def open_window() -> Any:
        window = make_main_window(store, get_event(store, event_id).name)
        window.resize(1280, 820)
        window.show()
        settle()
        return window

    ms, window = timed(open_window, "window")
    print(f"  window ready: {ms:.0f} ms [CPU {CPU['window'][-1]:.0f} ms]")
    keys = list(window.tab_widgets)
    tab_times: dict[str, list[float]] = {k: [] for k in keys}
    for _ in range(max(1, reps // 2)):
        for key in keys[1:] + keys[:1]:
            ms, _ = timed(lambda k=key: (window.show_tab(k), window.repaint(), settle()),
                          f"tab {key}")
            tab_times[key].append(ms)
    print("  tab switch (incl. paint), median: " + "; ".join(
        f"{k} {statistics.median(v):.0f} [{statistics.median(CPU[f'tab {k}']):.0f}] ms"
        for k, v in tab_times.items()))
    seating = window.show_tab("seating")
    room_view = getattr(seating, "room_view", None)
    if room_view is not None:
        seating.list_button.setChecked(False)
        seating._list_toggled()  # noqa: SLF001 - the bench shows the drawn room
        settle()
        paints = [timed(room_view.repaint, "paint")[0] for _ in range(5)]
        print(f"  room view repaint (visible part): median {statistics.median(paints):.1f} ms "
              f"[CPU {statistics.median(CPU['paint']):.1f}]")
        room_view.set_zoom(0.2)
        settle()
        paints = [timed(room_view.repaint, "far")[0] for _ in range(5)]
        print(f"  zoomed out (simple tables): median {statistics.median(paints):.1f} ms "
              f"[CPU {statistics.median(CPU['far']):.1f}]")
        room_view.set_zoom(1.0)
    refresh = []
    for _ in range(reps):
        info = svc.room(store, event_id)
        shortest = min((t for t in info.tables if t.count > 2), key=lambda t: t.count)
        victim = shortest.players[0].entry_id

        def bust_and_refresh(v: int = victim) -> None:
            svc.bust_players(store, event_id, [v])
            window.ctx.poll()
            settle()

        refresh.append(timed(bust_and_refresh, "seen")[0])
    print(f"  bust seen on screen (action + every tab refreshed), median "
          f"{statistics.median(refresh):.0f} ms, p95 {p95(refresh):.0f} ms "
          f"[CPU {statistics.median(CPU['seen']):.0f}]")
    window.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default=",".join(str(s) for s in SIZES))
    parser.add_argument("--reps", type=int, default=7)
    parser.add_argument("--no-gui", action="store_true")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        store, event_id = services(sizes, args.reps, Path(folder))
        if not args.no_gui:
            gui(store, event_id, args.reps)
        store.close()
        print(f"total {time.perf_counter() - start:.0f} s")
    sys.exit(0)


if __name__ == "__main__":
    main()
