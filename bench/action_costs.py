"""What one floor action costs the desk, counted (issue 38): transactions, SQL statements and
tdesk function calls from the key press to every view in step, not timed.

Two cases, each in the main window offscreen with every tab built and shown once:

- a bust key press (Ctrl+B on a selected seat) in a poker event of 10,000 entrants;
- a Swiss result typed into the Rounds tab (table, Enter, result, Enter).

Each is counted from the key press through the window's refresh and the store watch's next poll
(the moment the desk would look for other stations' actions). Transactions are the engine's
begins, statements its cursor executions, function calls every Python call whose code is in the
``tdesk`` package (those in ``tdesk/rules`` apart: the rule itself). The busiest modules are
printed too, to say where the calls go.

Prints figures only; targets (issue 38): a bust at most 3 transactions and under 500 tdesk
calls besides the rule; a Swiss result at most 3 transactions.
Run: QT_QPA_PLATFORM=offscreen python bench/action_costs.py [--size 10000] [--swiss 1024]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from floor import build_event  # noqa: E402 - the bench folder is not a package
from tabs_at_size import add_players  # noqa: E402

import tdesk  # noqa: E402
from tdesk.models.store import Store  # noqa: E402

PACKAGE = str(Path(tdesk.__file__).parent)
RULES = os.path.join(PACKAGE, "rules")


@dataclass
class Costs:
    """What one counted stretch did."""

    transactions: int = 0
    commits: int = 0
    statements: int = 0
    calls: int = 0
    rule_calls: int = 0
    paint_calls: int = 0
    why: list[str] = field(default_factory=list)
    modules: Counter[str] = field(default_factory=Counter)
    functions: Counter[str] = field(default_factory=Counter)

    def line(self) -> str:
        return (f"{self.transactions} transactions ({self.commits} commits), "
                f"{self.statements} SQL statements, {self.calls} tdesk calls besides the rule "
                f"(+{self.rule_calls} in tdesk/rules, +{self.paint_calls} painting)")

    def busiest(self, n: int = 8) -> str:
        return "; ".join(f"{m} {c}" for m, c in self.modules.most_common(n))


@contextmanager
def counting(store: Store) -> Iterator[Costs]:
    """Count the engine's transactions and statements and tdesk's calls meanwhile."""
    from sqlalchemy import event

    costs = Costs()
    engine = store.engine

    def begun(_conn: Any) -> None:
        costs.transactions += 1
        costs.why.append(_where())

    def committed(_conn: Any) -> None:
        costs.commits += 1

    def executed(*_args: Any) -> None:
        costs.statements += 1

    painting = [0]

    def profile(frame: Any, what: str, _arg: Any) -> None:
        if frame.f_code.co_name == "paintEvent":
            painting[0] += 1 if what == "call" else -1 if what == "return" else 0
        if what != "call":
            return
        name = frame.f_code.co_filename
        if not name.startswith(PACKAGE):
            return
        if painting[0] > 0:
            costs.paint_calls += 1
        elif name.startswith(RULES):
            costs.rule_calls += 1
            return
        costs.calls += 1
        costs.modules[name[len(PACKAGE) + 1:]] += 1
        costs.functions[f"{Path(name).stem}.{frame.f_code.co_name}"] += 1

    event.listen(engine, "begin", begun)
    event.listen(engine, "commit", committed)
    event.listen(engine, "before_cursor_execute", executed)
    sys.setprofile(profile)
    try:
        yield costs
    finally:
        sys.setprofile(None)
        event.remove(engine, "begin", begun)
        event.remove(engine, "commit", committed)
        event.remove(engine, "before_cursor_execute", executed)


def _where() -> str:
    """The tdesk functions on the stack, outermost first: who began a transaction."""
    frame = sys._getframe(2)  # noqa: SLF001 - the bench's own diagnosis
    names: list[str] = []
    while frame is not None:
        if frame.f_code.co_filename.startswith(PACKAGE):
            module = Path(frame.f_code.co_filename).stem
            names.append(f"{module}.{frame.f_code.co_name}")
        frame = frame.f_back
    return " < ".join(names[:7])


def settle(rounds: int = 5) -> None:
    from PySide6.QtWidgets import QApplication

    for _ in range(rounds):
        QApplication.processEvents()


def open_window(store: Store, name: str, first: str) -> Any:
    """The main window on event ``name``, every tab built and shown once, then ``first`` shown;
    the watch's timer stopped (the bench polls by hand, as its tick would)."""
    from PySide6.QtCore import QSettings

    from tdesk.ui.app import application, make_main_window

    application()
    QSettings().setValue("last_event", name)
    window = make_main_window(store, name)
    window.resize(1280, 820)
    window.show()
    window.ctx.timer.stop()
    window.backup_timer.stop()  # the automatic backup: not the action's
    window.first_backup.stop()
    settle()
    for key in list(window.tab_widgets):
        window.show_tab(key)
        settle()
    window.show_tab(first)
    settle()
    window.ctx.watch.poll()
    settle()
    return window


def counted(store: Store, window: Any, act: Callable[[], None]) -> tuple[Costs, Costs, Costs]:
    """The action through the window and the refresh it makes (synchronous, to the last view
    read); then what the event loop does after it (Qt laying out and painting the changed
    rows, asking the models for their data); then the watch's next poll (it runs twice a
    second whatever happens: what it costs after our own action is counted)."""
    with counting(store) as costs:
        act()
    with counting(store) as drawn:
        settle()
    with counting(store) as poll:
        window.ctx.watch.poll()
        settle()
    return costs, drawn, poll


def bust_case(folder: Path, size: int) -> tuple[Costs, Costs, Costs]:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tdesk.services.events import get_event
    from tdesk.services.seating import seating as svc

    store = Store(f"sqlite:///{folder / 'bust.db'}", staff="Bench")
    event_id = build_event(store, size)
    window = open_window(store, get_event(store, event_id).name, "seating")
    tab = window.tab_widgets["seating"]
    info = svc.room(store, event_id)
    table = min((t for t in info.tables if t.count > 2), key=lambda t: t.count)
    tab.click_seat(table.number, table.players[0].seat)
    settle()
    costs = counted(store, window, lambda: QTest.keyClick(
        tab, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier))
    assert store.revision() > 0 and table.players[0].entry_id not in {
        p.entry_id for t in svc.room(store, event_id).tables for p in t.players}, "no bust"
    window.close()
    store.close()
    return costs


def swiss_case(folder: Path, size: int) -> tuple[Costs, Costs, Costs]:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tdesk.services.events import create_event
    from tdesk.services.swiss import swiss
    from tdesk.services.swiss.pairing import pair_next_round

    store = Store(f"sqlite:///{folder / 'swiss.db'}", staff="Bench")
    name = "Swiss bench"
    event_id = create_event(store, name, "swiss", settings={"rounds": 9})
    add_players(store, event_id, size, None)
    pair_next_round(store, event_id)
    window = open_window(store, name, "rounds")
    tab = window.tab_widgets["rounds"]
    table = next(t for t in tab.info.tables if t.b_id is not None)

    def enter() -> None:
        QTest.keyClicks(tab.table_input, str(table.table))
        QTest.keyClick(tab.table_input, Qt.Key.Key_Return)
        QTest.keyClicks(tab.result_input, "2-1")
        QTest.keyClick(tab.result_input, Qt.Key.Key_Return)

    costs = counted(store, window, enter)
    assert any(t.table == table.table and t.result == "2-1"
               for t in swiss.get_round(store, event_id).tables), "no result"
    window.close()
    store.close()
    return costs


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--swiss", type=int, default=1024)
    parser.add_argument("--why", action="store_true", help="who began each transaction")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for label, (costs, drawn, poll) in (
                (f"bust key press, {args.size:,} entrants", bust_case(folder, args.size)),
                (f"Swiss result typed in, {args.swiss:,} players",
                 swiss_case(folder, args.swiss))):
            print(f"{label}, every tab built: {costs.line()}")
            print(f"  busiest: {costs.busiest()}")
            if args.why:
                print("\n".join(f"    {w}" for w in costs.why))
                print("  functions: " + "; ".join(
                    f"{f} {c}" for f, c in costs.functions.most_common(25)))
            print(f"  then drawn (the event loop): {drawn.line()}")
            print(f"    busiest: {drawn.busiest()}")
            print(f"  the watch's next poll: {poll.line()}")
            if args.why:
                print("\n".join(f"    {w}" for w in poll.why))
    sys.exit(0)


if __name__ == "__main__":
    main()
