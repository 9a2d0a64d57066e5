"""The window's first frame: the event's name and its clock on screen before the store's
libraries load (issue 27).

Importing SQLAlchemy, SQLModel, pydantic and the models costs about three bare Qt windows of
CPU, and building the tabs at 10,000 entrants as much again. The floor wants the event and its
clock at once, so ``tdesk gui`` on a SQLite file reads those few columns with the standard
library's ``sqlite3`` (read-only: no upgrade, no write lock), paints them in a window of the
main window's size and only then opens the store and builds the main window, which takes the
frame's place. Anything unexpected in the file (an old schema, a locked or damaged file) just
means no first frame: the ordinary start follows and says what is wrong.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QMainWindow, QToolBar, QVBoxLayout, QWidget

from tdesk.clock_presets import default_structure
from tdesk.errors import TdeskError
from tdesk.locale_format import chips
from tdesk.rules.levels import Game, Level, structure_from_data
from tdesk.rules.levels import clock as rc

PAINT_WAIT_MS = 1000  # the longest the start waits for the frame's first paint
WINDOW_SIZE = (1280, 820)  # as the main window's


@dataclass(frozen=True)
class EventRow:
    """What choosing the event to open needs of each event."""

    id: int
    name: str
    date: dt.date | None


@dataclass(frozen=True)
class FirstLook:
    """The event a start opens on and its clock, read without the ORM."""

    name: str
    kind: str
    levels: tuple[Level, ...] = ()
    game: Game = Game.POKER
    state: rc.ClockState | None = None


def opening_event(events: Sequence[EventRow], asked: str | None, last: str) -> int | None:
    """The event a start opens on: the one asked for, else the last one shown, else the latest
    that has begun by today (the one under way), else the first listed (the main window's
    choice too, so the frame and the window show the same event)."""
    for name in (asked, last):
        match = next((e.id for e in events if name and e.name.lower() == name.lower()), None)
        if match is not None:
            return match
    today = dt.date.today()
    begun = [e for e in events if e.date is not None and e.date <= today]
    if begun:
        return max(begun, key=lambda e: e.date or today).id
    return events[0].id if events else None


def sqlite_file(db: str | None, default: Path) -> Path | None:
    """The SQLite file ``--db`` names (``default`` when none), or None for anything else
    (PostgreSQL, a URL with options): those start without a first frame."""
    if db is None:
        path = default
    elif "://" not in db:
        path = Path(db.strip()).expanduser()
    elif db.startswith("sqlite:///") and "?" not in db:
        path = Path(db.removeprefix("sqlite:///")).expanduser()
    else:
        return None
    return path if path.is_file() else None


def read_first_look(path: Path, asked: str | None, last: str) -> FirstLook | None:
    """The event to open and its clock from the store file, or None when it cannot be read as
    expected."""
    try:
        con = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True, timeout=0.2)
    except sqlite3.Error:
        return None
    try:
        return _read(con, asked, last)
    except (TdeskError, sqlite3.Error, ValueError, TypeError, KeyError, StopIteration):
        return None
    finally:
        con.close()


def _date(text: str | None) -> dt.date | None:
    return dt.date.fromisoformat(text[:10]) if text else None


def _read(con: sqlite3.Connection, asked: str | None, last: str) -> FirstLook | None:
    rows = con.execute("SELECT id, name, kind, date, settings FROM event "
                       "ORDER BY date DESC, name").fetchall()
    events = [EventRow(r[0], r[1], _date(r[3])) for r in rows]
    chosen = opening_event(events, asked, last)
    if chosen is None:
        return None
    name, kind, settings = next((r[1], r[2], r[4]) for r in rows if r[0] == chosen)
    setup = con.execute("SELECT structure FROM clock_setup WHERE event_id = ?", (chosen,)).fetchone()
    clock = con.execute("SELECT status, level_index, banked_us, running_since FROM event_clock "
                        "WHERE event_id = ?", (chosen,)).fetchone()
    structure = (structure_from_data(json.loads(setup[0])) if setup is not None
                 else default_structure(kind, json.loads(settings or "{}")))
    state = rc.ClockState()
    if clock is not None:
        since = dt.datetime.fromisoformat(clock[3]).replace(tzinfo=dt.UTC) if clock[3] else None
        state = rc.ClockState(rc.ClockStatus(clock[0]), clock[1],
                              dt.timedelta(microseconds=clock[2]), since)
    return FirstLook(name, kind, structure.levels, structure.game, state)


def clock_text(look: FirstLook, now: dt.datetime) -> str:
    """The clock's line: ``LEVEL 5 · 400 / 800 · 12:34`` (the projector's words)."""
    if look.state is None or not look.levels:
        return ""
    view = rc.state_at(look.levels, look.state, now)
    if view.is_break:
        parts = [QCoreApplication.translate("Projector", "BREAK")]
    elif look.game is Game.ROUNDS:
        parts = [QCoreApplication.translate("Projector", "ROUND {0}").format(view.level_number)]
    else:
        parts = [QCoreApplication.translate("Projector", "LEVEL {0}").format(view.level_number)]
    if view.level.big_blind and not view.is_break:
        parts.append(f"{chips(view.level.small_blind)} / {chips(view.level.big_blind)}")
    parts.append(rc.format_clock(view.remaining))
    status = {
        rc.ClockStatus.NOT_STARTED: QCoreApplication.translate("Projector", "NOT STARTED"),
        rc.ClockStatus.PAUSED: QCoreApplication.translate("Projector", "PAUSED"),
        rc.ClockStatus.FINISHED: QCoreApplication.translate("Projector", "FINISHED"),
    }.get(view.status)
    if status:
        parts.append(status)
    return " · ".join(parts)


class FirstFrame(QMainWindow):
    """The window as it first appears: the title and the event bar of the main window, the
    clock in the middle, ticking until the main window takes its place."""

    def __init__(self, look: FirstLook) -> None:
        super().__init__()
        self.look = look
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "tdesk — {0}").format(look.name))
        self.resize(*WINDOW_SIZE)
        bar = QToolBar()
        bar.setMovable(False)
        bar.addWidget(QLabel(f"{look.name}"))
        self.addToolBar(bar)
        body = QWidget()
        layout = QVBoxLayout(body)
        self.name_label = QLabel(look.name)
        self.clock_label = QLabel()
        layout.addStretch(1)
        for label, size in ((self.name_label, 20), (self.clock_label, 32)):
            font = QFont(self.font())
            font.setPointSize(size)
            label.setFont(font)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(label)
        layout.addStretch(1)
        self.setCentralWidget(body)
        self.ticker = QTimer(self)
        self.ticker.setInterval(1000)
        self.ticker.timeout.connect(self.tick)
        self.ticker.start()
        self.tick()

    def tick(self) -> None:
        self.clock_label.setText(clock_text(self.look, dt.datetime.now(dt.UTC)))


class _FirstPaint(QObject):
    """Ends ``loop`` once ``window`` has been painted (one more turn lets the frame reach the
    screen)."""

    def __init__(self, window: QWidget, loop: QEventLoop) -> None:
        super().__init__(window)
        self.window, self.loop = window, loop

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Paint:
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self.loop.quit)
        return False


def show_and_wait(frame: FirstFrame) -> None:
    """Show the frame and run the event loop until it is painted (at most PAINT_WAIT_MS)."""
    loop = QEventLoop()
    watcher = _FirstPaint(frame, loop)
    frame.installEventFilter(watcher)
    QTimer.singleShot(PAINT_WAIT_MS, loop.quit)
    frame.show()
    loop.exec()


def hand_over(frame: FirstFrame, window: QMainWindow) -> None:
    """The main window takes the frame's place on screen (moved or resized meanwhile)."""
    window.setGeometry(frame.geometry())
    if frame.isMaximized():
        window.showMaximized()
    else:
        window.show()
    frame.ticker.stop()
    frame.close()
    frame.deleteLater()
