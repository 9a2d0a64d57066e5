"""Tabs at size: the Penalties tab with 5,000 penalties, the OFC calculator with 2,000 hands in
its history, the Log tab with 100,000 audit rows (issue 10).

Builds the events fast (bulk inserts through the models, for the setup only), opens the main
window offscreen on each and times, with the tab's event selected: the tab's first show, a
switch back to it, one floor action through the services (a penalty given, a hand scored), the
refresh the window makes after it (the store polled, every built tab refreshed, painted) and
the tab's own share of it, and scrolling / painting. Each figure is wall ms and [CPU ms] (the
machine is shared: CPU says what the code costs). The longest of them is the longest the GUI
thread was blocked, i.e. frozen.

Prints figures only (no limits); targets: each tab switch < 200 ms, the GUI never frozen.
Run: QT_QPA_PLATFORM=offscreen python bench/tabs_at_size.py [--reps 5] [--penalties 5000]
     [--hands 2000] [--audit 100000]
"""

from __future__ import annotations

import argparse
import datetime as dt
import gc
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

from tdesk.models.ofc import OfcHandRecord
from tdesk.models.penalties import PenaltyRecord
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, Entry, Player, utcnow
from tdesk.rules.cards import DECK
from tdesk.services.events import create_event, get_event
from tdesk.services.ofc import ofc as ofc_svc
from tdesk.services.penalties import penalties as pen_svc
from tdesk.services.seating import seating as seat_svc

FIRST = ("Anna", "Björn", "Мария", "James", "Sören", "Дмитрий", "Emma", "Märta", "Oliver")
LAST = ("Petrova", "Åberg", "Иванова", "Smith", "Öberg", "Смирнов", "Jones", "Ström", "Hughes")
CHINESE = ("王伟", "李娜", "张敏", "刘洋", "陈静")
REASONS = ("slow play", "tardiness", "marked cards", "game rule violation", "insufficient "
           "shuffling", "looking at extra cards", "unsporting conduct (minor)", "deck list")
JUDGES = ("Ana Lima", "Ben Ode", "Чэнь Цзе", "Dana Roy", "Erik Lund", "王芳", "Gus Hale")
CCG = (("remark", 30), ("warning", 50), ("game_loss", 15), ("match_loss", 4),
       ("disqualification", 1))
STATIONS = ("floor-1/ab12", "floor-2/cd34", "desk/ef56")


def name(n: int) -> str:
    if n % 7 == 3:
        return f"{CHINESE[n % len(CHINESE)]}{n}"
    return f"{FIRST[n % len(FIRST)]} {LAST[(n // 9) % len(LAST)]} {n}"


# -- building the events ---------------------------------------------------------------------
def add_players(store: Store, event_id: int, count: int, chips: int | None) -> list[int]:
    """``count`` players registered in the event (bulk); their entry ids."""
    now = utcnow()
    with store.engine.begin() as con:
        first = con.execute(select(Player.id).order_by(Player.id.desc()).limit(1)).scalar() or 0
        con.execute(insert(Player), [{"id": first + i + 1, "name": name(first + i),
                                      "rating": 1500, "country": "", "site_games": 0,
                                      "contact": "", "notes": "", "created_at": now}
                                     for i in range(count)])
        top = con.execute(select(Entry.id).order_by(Entry.id.desc()).limit(1)).scalar() or 0
        con.execute(insert(Entry), [{"id": top + i + 1, "event_id": event_id,
                                     "player_id": first + i + 1, "seed": None,
                                     "status": "active", "chips": chips, "place": None,
                                     "state": {}, "registered_at": now} for i in range(count)])
    return [top + i + 1 for i in range(count)]


def build_penalty_event(store: Store, players: int, penalties: int, audit: int,
                        rng: random.Random) -> tuple[int, list[int]]:
    """A Swiss event whose log holds ``penalties`` penalties (one in ten with a linked one, a
    few rescinded) over 15 rounds, and ``audit`` rows in its audit log."""
    event_id = create_event(store, "Tabs bench Swiss", "swiss")
    entries = add_players(store, event_id, players, None)
    start = utcnow() - dt.timedelta(days=2)
    values, weights = zip(*CCG, strict=True)
    rows: list[dict[str, Any]] = []
    with store.engine.begin() as con:
        top = con.execute(select(PenaltyRecord.id).order_by(PenaltyRecord.id.desc()).limit(1)
                          ).scalar() or 0
        for i in range(penalties):
            linked = rows and i % 10 == 9 and rows[-1]["main_id"] is None
            main = rows[-1] if linked else None
            rescinded = not linked and i % 37 == 0
            rows.append({
                "id": top + i + 1, "event_id": event_id,
                "entry_id": main["entry_id"] if main else rng.choice(entries),
                "main_id": main["id"] if main else None, "ladder": "ccg",
                "penalty": "game_loss" if linked else rng.choices(values, weights)[0],
                "reason": main["reason"] if main else rng.choice(REASONS),
                "infraction": "", "judge": rng.choice(JUDGES), "notes": "",
                "rule": "PEN-1" if linked else "PEN-2", "explanation": "",
                "round": 1 + i * 15 // penalties, "moment": "during_game", "deferred": False,
                "head_judge_agreed": False, "hands": 0, "hands_served": 0, "points": 0,
                "details": {}, "given_at": start + dt.timedelta(seconds=30 * i),
                "rescinded": rescinded, "rescinded_by": "Ana Lima" if rescinded else "",
                "rescinded_reason": "wrong player" if rescinded else "",
            })
        con.execute(insert(PenaltyRecord), rows)
        add_audit(con, event_id, audit, start, rng)
    return event_id, entries


def add_audit(con: Any, event_id: int, count: int, start: dt.datetime,
              rng: random.Random) -> None:
    """``count`` audit rows (no recorded changes: the Log tab never reads them)."""
    batch = 20_000
    for first in range(0, count, batch):
        con.execute(insert(AuditLog), [
            {"at": start + dt.timedelta(seconds=i), "staff": rng.choice(JUDGES),
             "station": rng.choice(STATIONS), "event_id": event_id, "action": "issue penalty",
             "summary": f"Penalty: Warning for {name(i)} ({rng.choice(REASONS)})",
             "params": {}, "seed": None, "changes": [], "undoable": False, "revision": 0}
            for i in range(first, min(count, first + batch))])


def deal_text(rng: random.Random, players: int) -> list[str]:
    """``players`` OFC boards of one deck as the calculator takes them: top / middle / bottom."""
    deck = list(DECK)
    rng.shuffle(deck)
    out = []
    for p in range(players):
        c = [str(card) for card in deck[13 * p: 13 * p + 13]]
        out.append(f"{' '.join(c[:3])} / {' '.join(c[3:8])} / {' '.join(c[8:])}")
    return out


def build_ofc_event(store: Store, players: int, hands: int,
                    rng: random.Random) -> tuple[int, list[ofc_svc.OfcTable]]:
    """An OFC event of ``players`` seated four to a table, with ``hands`` hands in its history."""
    event_id = create_event(store, "Tabs bench OFC", "ofc", settings={"starting_stack": 50_000})
    add_players(store, event_id, players, 50_000)
    seat_svc.draw_seats(store, event_id, seed=1)
    tables = ofc_svc.ofc_tables(store, event_id)
    start = utcnow() - dt.timedelta(days=1)
    rows = []
    for i in range(hands):
        table = tables[i % len(tables)]
        seats = table.players[:4]
        rows.append({
            "event_id": event_id, "number": i + 1, "title": "", "table_no": table.number,
            "level": 1 + i * 20 // hands, "point_value": 100, "royalty_table": "standard",
            "button_entry": None, "applied": True,
            "boards": [{"entry_id": e, "name": n, "cards": cards, "missed": False,
                        "clock_foul": False, "exposed": 0}
                       for (e, n), cards in zip(seats, deal_text(rng, len(seats)), strict=True)],
            "stacks_before": {str(e): 50_000 for e, _ in seats},
            "result": {"net_points": {}, "transfers": [], "steps": [], "stacks_after": {},
                       "eliminated": [], "places": {}, "players_left": players},
            "played_at": start + dt.timedelta(seconds=40 * i),
        })
    with store.engine.begin() as con:
        con.execute(insert(OfcHandRecord), rows)
    return event_id, tables


# -- timing ------------------------------------------------------------------------------------
class Collector:
    """Wall ms Python's garbage collector ran, in total: a full collection walks every object
    the window made at start (about 250,000), and lands in whichever step allocates next."""

    def __init__(self) -> None:
        self.total = 0.0
        self._start = 0.0
        gc.callbacks.append(self._on_gc)

    def _on_gc(self, phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            self._start = time.perf_counter()
        else:
            self.total += (time.perf_counter() - self._start) * 1000

    def close(self) -> None:
        gc.callbacks.remove(self._on_gc)


class Clock:
    """Wall and CPU ms of each timed step, by label, and how long the GUI thread went at most
    without serving a 10 ms timer during it (frozen: a step that waits for a read off the GUI
    thread is long but not frozen); ``gap`` is the longest of all. ``gc``: the most the
    garbage collector took of one run of the step."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.collector = Collector()
        self.gc: dict[str, float] = {}
        self.wall: dict[str, list[float]] = {}
        self.cpu: dict[str, list[float]] = {}
        self.frozen: dict[str, float] = {}
        self.worst = (0.0, "")
        self.gap = 0.0
        self.step_gap = 0.0
        self._last = time.perf_counter()
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)

    def _tick(self) -> None:
        now = time.perf_counter()
        gap = (now - self._last) * 1000
        self.gap = max(self.gap, gap)
        self.step_gap = max(self.step_gap, gap)
        self._last = now

    def watch(self, on: bool) -> None:
        """Measure the GUI thread's longest block from now (until ``watch(False)``)."""
        self._last = time.perf_counter()
        self.timer.start() if on else self.timer.stop()

    def __call__(self, label: str, fn: Callable[[], object]) -> Any:
        start, cpu, collected = time.perf_counter(), time.process_time(), self.collector.total
        self._last, self.step_gap = start, 0.0
        result = fn()
        end = time.perf_counter()
        self.gc[label] = max(self.gc.get(label, 0.0), self.collector.total - collected)
        self._tick()  # the block from the last tick to the end of the step
        self.frozen[label] = max(self.frozen.get(label, 0.0), self.step_gap)
        wall = (end - start) * 1000
        self.wall.setdefault(label, []).append(wall)
        self.cpu.setdefault(label, []).append((time.process_time() - cpu) * 1000)
        if wall > self.worst[0]:
            self.worst = (wall, label)
        return result

    def line(self, label: str) -> str:
        wall, cpu = self.wall[label], self.cpu[label]
        text = f"{statistics.median(wall):7.1f} [{statistics.median(cpu):6.1f}]"
        text += f"  max {max(wall):7.1f}" if len(wall) > 1 else " " * 12
        return text + f"  frozen {self.frozen[label]:7.1f}  gc {self.gc[label]:6.1f}"


def settle() -> None:
    from PySide6.QtWidgets import QApplication

    for _ in range(3):
        QApplication.processEvents()


def wait_for(done: Callable[[], bool], timeout: float = 30.0) -> None:
    """Serve the event loop until ``done()`` (a read off the GUI thread has landed)."""
    from PySide6.QtWidgets import QApplication

    end = time.perf_counter() + timeout
    while not done() and time.perf_counter() < end:
        QApplication.processEvents()
        time.sleep(0.002)


def open_window(store: Store, event_id: int, clock: Clock) -> Any:
    from tdesk.ui.app import make_main_window

    def make() -> Any:
        window = make_main_window(store, get_event(store, event_id).name)
        window.resize(1280, 820)
        window.show()
        settle()
        return window

    return clock("window ready", make)


def tab_phases(store: Store, event_id: int, key: str, reps: int,
               action: Callable[[int], object], own_refresh: Callable[[Any], object],
               count: Callable[[Any], int], scroll: Callable[[Any, Clock], None]) -> Clock:
    """First show, refresh after an action (whole window, then the tab alone; and until the
    tab shows it, ``count`` having grown), scrolling, then switching back to the tab from the
    Players tab."""
    clock = Clock()
    window = open_window(store, event_id, clock)
    clock.watch(True)
    tab = clock("first show", lambda: (window.show_tab(key), window.repaint(), settle()))
    tab = window.tab_widgets[key]
    wait_for(lambda: getattr(tab, "reading", None) is None)
    for rep in range(reps):
        before = count(tab)
        clock("action (service)", lambda r=rep: action(r))
        clock("refresh: GUI busy (whole window)", lambda: (window.ctx.poll(), settle()))
        clock("refresh: until the tab shows it", lambda b=before: wait_for(
            lambda: count(tab) > b))
    for rep in range(reps):
        action(reps + rep)
        clock("refresh: GUI busy, this tab alone", lambda: (own_refresh(tab), settle()))
        wait_for(lambda: getattr(tab, "reading", None) is None)
        window.ctx.poll()
        settle()
        wait_for(lambda: getattr(tab, "reading", None) is None)
    scroll(tab, clock)
    for _ in range(reps):
        window.show_tab("players")
        settle()
        clock("switch back", lambda: (window.show_tab(key), window.repaint(), settle()))
    clock.watch(False)
    clock.collector.close()
    window.ctx.timer.stop()
    window.backup_timer.stop()
    window.close()
    settle()
    return clock


def report(title: str, clock: Clock) -> None:
    print(title)
    for label in clock.wall:
        print(f"  {label:<36} {clock.line(label)}")
    print(f"  {'GUI frozen at most (timer gap)':<36} {clock.gap:7.1f}")


# -- the three tabs ----------------------------------------------------------------------------
def penalties_tab(store: Store, sizes: argparse.Namespace, rng: random.Random) -> None:
    clock = Clock()
    event_id, entries = clock("build", lambda: build_penalty_event(
        store, 1_000, sizes.penalties, sizes.audit, rng))
    clock.collector.close()
    out = {e for e, s in pen_svc.statuses(store, event_id).items() if s.disqualified}
    in_play = [e for e in entries if e not in out]  # PEN-6: no warning after a disqualification

    def give(rep: int) -> object:
        request = pen_svc.PenaltyRequest(rng.choice(in_play), "warning", f"slow play {rep}",
                                         judge="Ana Lima", round=15)
        return pen_svc.issue_penalty(store, event_id, request)

    def scroll(tab: Any, c: Clock) -> None:
        view = tab.table
        c("scroll to the end + paint", lambda: (view.scrollToBottom(), view.viewport().repaint()))
        for _ in range(3):
            c("page up + paint", lambda: (view.verticalScrollBar().triggerAction(
                view.verticalScrollBar().SliderAction.SliderPageStepSub),
                view.viewport().repaint()))
        c("search a name", lambda: (tab.search.setText("Åberg"), settle()))
        c("clear the search", lambda: (tab.search.clear(), settle()))

    print(f"built in {clock.wall['build'][0] / 1000:.1f} s")
    result = tab_phases(store, event_id, "penalties", sizes.reps, give,
                        lambda tab: tab.refresh(), lambda tab: len(tab.all_rows), scroll)
    report(f"Penalties tab, {sizes.penalties:,} penalties (Swiss, 1,000 players), ms wall "
           "[CPU]:", result)

    def log_scroll(tab: Any, c: Clock) -> None:
        view = tab.table
        for _ in range(5):
            c("scroll to the end (a page fetched)", lambda: (view.scrollToBottom(), settle(),
                                                              view.viewport().repaint()))
        c("paint", lambda: view.viewport().repaint())

    result = tab_phases(store, event_id, "log", sizes.reps, give,
                        lambda tab: tab.on_change.changed(), lambda tab: tab.model.total, log_scroll)
    report(f"Log tab, {sizes.audit:,} audit rows (same event), ms wall [CPU]:", result)


def ofc_tab(store: Store, sizes: argparse.Namespace, rng: random.Random) -> None:
    clock = Clock()
    event_id, tables = clock("build", lambda: build_ofc_event(store, 96, sizes.hands, rng))
    clock.collector.close()
    print(f"built in {clock.wall['build'][0] / 1000:.1f} s")

    def score(rep: int) -> object:
        table = tables[rep % len(tables)]
        seats = tuple(ofc_svc.SeatInput(e, cards) for (e, _n), cards in
                      zip(table.players, deal_text(rng, len(table.players)), strict=True))
        return ofc_svc.apply_hand(store, event_id,
                                  ofc_svc.HandDraft(seats, 1, table_no=table.number))

    def scroll(tab: Any, c: Clock) -> None:
        combo = tab.history

        def popup() -> None:
            combo.showPopup()
            combo.view().scrollToBottom()
            settle()
            combo.hidePopup()

        c("history list opened, to the end", popup)
        c("reopen the oldest hand", lambda: (combo.setCurrentIndex(combo.count() - 1),
                                             tab.reopen(), settle()))
        c("paint the result", lambda: tab.result_view.viewport().repaint())
        c("clear (new hand)", lambda: (tab.clear_cards(), settle()))

    result = tab_phases(store, event_id, "ofc", sizes.reps, score,
                        lambda tab: tab.on_change.changed(),
                        lambda tab: tab.history.count(), scroll)
    report(f"OFC calculator, {sizes.hands:,} hands in the history (96 players, 24 tables), "
           "ms wall [CPU]:", result)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--penalties", type=int, default=5_000)
    parser.add_argument("--hands", type=int, default=2_000)
    parser.add_argument("--audit", type=int, default=100_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        # the bench's settings, backups and last event stay in the temporary folder
        os.environ["TDESK_DATA_DIR"] = str(Path(folder) / "data")
        os.environ["XDG_CONFIG_HOME"] = str(Path(folder) / "config")
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from tdesk.ui.app import application

        application()
        store = Store(f"sqlite:///{Path(folder) / 'tabs.db'}", staff="bench")
        print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        start = time.perf_counter()
        penalties_tab(store, args, random.Random(1))
        ofc_tab(store, args, random.Random(2))
        store.close()
        print(f"total {time.perf_counter() - start:.0f} s")
    sys.exit(0)


if __name__ == "__main__":
    main()
