"""The league's clock: a league has no blind levels on the desk (games are played elsewhere,
HU-B1 runs on the host site), so its clock tab and projector show the round's schedule, the
next game times and the countdown to the round's cut-off (HU-D2, HU-R3)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import TdeskError
from tdesk.services import league
from tdesk.services.events import EventInfo
from tdesk.services.league import RoundView, SeasonView
from tdesk.timefmt import local_text
from tdesk.ui.context import AppContext
from tdesk.ui.fonts import ui_font

SLOT_FORMAT = "%a %d %b %H:%M"


def countdown(seconds: float) -> str:
    """"1d 04:05:06", "04:05:06"; never negative."""
    total = max(0, int(seconds))
    days, rest = divmod(total, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    text = f"{hours:02d}:{minutes:02d}:{secs:02d}"
    return f"{days}d {text}" if days else text


def next_slot(view: RoundView, now: dt.datetime) -> int | None:
    """The first slot (0-based) that has games and starts at or after ``now``."""
    used = sorted({g.slot for g in view.games if g.slot is not None and g.state != "final"})
    for slot in used:
        if slot < len(view.slots) and view.slots[slot] >= now:
            return slot
    return None


class LeagueBoard(QWidget):
    """What the wall shows for a league round; ``scale`` grows the fonts for the projector."""

    def __init__(self, ctx: AppContext, scale: float = 1.0, parent: QWidget | None = None,
                 now: Callable[[], dt.datetime] | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.now = now or (lambda: dt.datetime.now(dt.UTC))
        self.view: SeasonView | None = None
        self.title = QLabel()
        self.title.setObjectName("leagueClockTitle")
        self.title.setFont(ui_font(int(22 * scale), bold=True))
        self.cutoff = QLabel()
        self.cutoff.setObjectName("leagueCutoff")
        self.cutoff.setFont(ui_font(int(40 * scale), bold=True))
        self.cutoff.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cutoff_note = QLabel()
        self.cutoff_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cutoff_note.setFont(ui_font(int(12 * scale)))
        self.slots = QListWidget()
        self.slots.setObjectName("leagueSlots")
        self.slots.setFont(ui_font(int(13 * scale)))
        self.next_games = QListWidget()
        self.next_games.setObjectName("leagueNextGames")
        self.next_games.setFont(ui_font(int(13 * scale)))
        self.structure = QLabel()
        self.structure.setWordWrap(True)
        self.structure.setFont(ui_font(int(10 * scale)))
        self.next_title = QLabel()
        self.next_title.setFont(ui_font(int(14 * scale), bold=True))
        columns = QHBoxLayout()
        left = QVBoxLayout()
        slots_title = QLabel(self.tr("Schedule"))
        slots_title.setFont(ui_font(int(14 * scale), bold=True))
        left.addWidget(slots_title)
        left.addWidget(self.slots)
        right = QVBoxLayout()
        right.addWidget(self.next_title)
        right.addWidget(self.next_games)
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.cutoff)
        layout.addWidget(self.cutoff_note)
        layout.addLayout(columns, 1)
        layout.addWidget(self.structure)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        ctx.changed.connect(self.refresh)
        ctx.eventChanged.connect(self._event_changed)
        self.refresh()

    def _event_changed(self, _info: EventInfo | None) -> None:
        self.refresh()

    def refresh(self, *_args: object) -> None:
        event_id = self.ctx.event_id
        if event_id is None or (self.ctx.event_info and self.ctx.event_info.kind != "league"):
            return
        try:
            self.view = league.season(self.ctx.store, event_id)
        except TdeskError:
            return
        view = self.view
        current = view.current
        settings = view.settings
        self.structure.setText(self.tr(
            "Games: heads-up, starting stack {0}, blinds up every 2 minutes from 15/30 "
            "(HU-B1), no ante. {1} lives a player.").format(settings.starting_stack,
                                                            settings.lives))
        self.slots.clear()
        if current is None:
            self.title.setText(self.tr("{0}: no round paired yet").format(view.event_name))
            self.next_games.clear()
            self.tick()
            return
        title = self.tr("{0} — round {1}").format(view.event_name, current.number)
        if current.template:
            title += " " + self.tr("(template {0})").format(current.template)
        if view.winner:
            title += " · " + self.tr("season winner: {0}").format(view.winner)
        self.title.setText(title)
        for index, slot in enumerate(current.slots):
            count = sum(1 for g in current.games if g.slot == index)
            self.slots.addItem(self.tr("{0}. {1} — %n game(s)", "", count).format(
                index + 1, local_text(slot, SLOT_FORMAT)))
        self.tick()

    def _show_next(self, current: RoundView, now: dt.datetime) -> None:
        slot = next_slot(current, now)
        self.next_games.clear()
        for row in range(self.slots.count()):
            item = self.slots.item(row)
            font = item.font()
            font.setBold(row == slot)
            item.setFont(font)
        if slot is None:
            self.next_title.setText(self.tr("No more scheduled games this round"))
            waiting = [g for g in current.games if g.state != "final"]
            for g in waiting:
                text = (self.tr("{0} – {1}: conflict, the admins decide") if g.state == "stop"
                        else self.tr("{0} – {1}: waiting for reports"))
                self.next_games.addItem(text.format(g.a_name, g.b_name))
            return
        self.next_title.setText(self.tr("Next games: {0}").format(
            local_text(current.slots[slot], SLOT_FORMAT)))
        for g in current.games:
            if g.slot == slot and g.state != "final":
                self.next_games.addItem(f"{g.a_name} – {g.b_name}")
        for g in current.games:
            if g.slot is not None and g.slot < slot and g.state != "final":
                text = (self.tr("{0} – {1}: conflict, the admins decide") if g.state == "stop"
                        else self.tr("{0} – {1}: waiting for reports"))
                self.next_games.addItem(text.format(g.a_name, g.b_name))

    def tick(self) -> None:
        current = self.view.current if self.view else None
        if current is None:
            self.cutoff.setText("")
            self.cutoff_note.setText("")
            return
        now = self.now()
        if current.closed:
            self.cutoff.setText(self.tr("Round ended"))
            self.cutoff_note.setText("")
        elif current.cutoff_at is not None:
            left = (current.cutoff_at - now).total_seconds()
            self.cutoff.setText(countdown(left) if left > 0 else self.tr("Cut-off passed"))
            self.cutoff_note.setText(self.tr("until the cut-off, {0}").format(
                local_text(current.cutoff_at, SLOT_FORMAT)))
        self._show_next(current, now)


class LeagueClockTab(QWidget):
    """The clock tab for a league; F5 opens the same board as a projector window."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.board = LeagueBoard(ctx)
        self.projector: QWidget | None = None
        project = QPushButton(self.tr("Open &projector (F5)"))
        project.setObjectName("leagueProjector")
        project.clicked.connect(self.open_projector)
        QShortcut(QKeySequence("F5"), self, self.open_projector,
                  context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(project)
        layout = QVBoxLayout(self)
        layout.addWidget(self.board, 1)
        layout.addLayout(buttons)

    def open_projector(self) -> None:
        if self.projector is None:
            self.projector = LeagueBoard(self.ctx, scale=1.8)
            self.projector.setWindowTitle(self.tr("tdesk projector"))
            self.projector.resize(1280, 720)
        self.projector.show()
        self.projector.raise_()


def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    return window.show_tab("clock")


def projector_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    board = LeagueBoard(window.ctx, scale=1.8)
    board.setWindowTitle("tdesk projector")
    return board
