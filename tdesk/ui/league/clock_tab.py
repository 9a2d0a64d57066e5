"""The league's clock: a league has no blind levels on the desk (games are played elsewhere,
HU-B1 runs on the host site), so its clock tab and projector show the round's schedule, the
next game times and the countdown to the round's cut-off (HU-D2, HU-R3). Each reads the store
again only when the change record touches what it shows (issue 22)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk import preset_words
from tdesk.errors import TdeskError
from tdesk.i18n import number_locale
from tdesk.rules.levels import HUSC_MINUTES, Structure, husc_levels
from tdesk.services import clock as clock_service
from tdesk.services.league import league
from tdesk.services.league.league import RoundView, SeasonView
from tdesk.services.table_reads import reads_of
from tdesk.ui.clock.reads import CLOCK_READS
from tdesk.ui.context import AppContext
from tdesk.ui.fonts import ui_font
from tdesk.ui.league.text import when_text
from tdesk.ui.widgets.shown_refresh import ShownRefresher

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


def _league_event(ctx: AppContext) -> Callable[[], int | None]:
    return lambda: ctx.event_id_if("league")


class LeagueBoard(QWidget):
    """What the wall shows for a league round; ``scale`` grows the fonts for the projector.
    ``follow``: refresh itself from ``ctx.changed`` (a wall board); the Clock tab's own board
    is refreshed by the tab."""

    READS: frozenset[str] = reads_of(league.season)

    def __init__(self, ctx: AppContext, scale: float = 1.0, parent: QWidget | None = None,
                 now: Callable[[], dt.datetime] | None = None, *, follow: bool = True) -> None:
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
        if follow:  # the wall: read at once, shown or not
            self.on_change = ShownRefresher(self, self.refresh, reads=self.READS,
                                            event=_league_event(ctx), hidden_too=True)
            # no "next shown" to wait for; a filter left on a window that outlives its tab
            # is called while the window is torn down, its Python side already gone
            self.removeEventFilter(self.on_change)
            ctx.changed.connect(self.on_change.changed)
        ctx.eventChanged.connect(self.refresh)
        self.refresh()

    def refresh(self, *_args: object) -> None:
        event_id = self.ctx.event_id_if("league")
        if event_id is None:
            return
        try:
            self.view = league.season(self.ctx.store, event_id)
        except TdeskError:
            return
        view = self.view
        current = view.current
        settings = view.settings
        first = husc_levels(1)[0]  # HU-B1's own first level and pace, never retyped
        self.structure.setText(self.tr(
            "Games: heads-up, starting stack {0}, blinds up every {2} minutes from {3} "
            "(HU-B1), no ante. {1} lives a player.").format(
                _n(settings.starting_stack), settings.lives, HUSC_MINUTES,
                f"{_n(first.small_blind)}/{_n(first.big_blind)}"))
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
                index + 1, when_text(slot, SLOT_FORMAT)))
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
            when_text(current.slots[slot], SLOT_FORMAT)))
        for g in current.games:
            if g.slot == slot and g.state != "final":
                self.next_games.addItem(f"{g.a_name} – {g.b_name}")
        for g in current.games:
            if g.slot is not None and g.slot < slot and g.state != "final":
                text = (self.tr("{0} – {1}: conflict, the admins decide") if g.state == "stop"
                        else self.tr("{0} – {1}: waiting for reports"))
                # an earlier slot's game still open, with its own time: not one of the next
                self.next_games.addItem(when_text(current.slots[g.slot], SLOT_FORMAT) + " · "
                                        + text.format(g.a_name, g.b_name))

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
                when_text(current.cutoff_at, SLOT_FORMAT)))
        self._show_next(current, now)


def _n(value: int) -> str:
    """1500 -> "1,500" ("1 500" in Russian): stacks and blinds grouped like every other figure."""
    return number_locale().toString(int(value))


class StructurePanel(QWidget):
    """The games' blind structure (HU-B1 preset, editable with E): the admins' reference for
    the settings players check before a game. Refreshed by the Clock tab that holds it."""

    READS: frozenset[str] = CLOCK_READS  # what ``get_clock`` reads
    SHOWN: tuple[str, ...] = ("event", "clock_setup")  # where the structure it shows is kept

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.structure: Structure | None = None
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("leagueStructure")
        self.table.setHorizontalHeaderLabels([self.tr("Level"), self.tr("Blinds"),
                                              self.tr("Minutes")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.table, 1)
        ctx.eventChanged.connect(self.refresh)
        self.refresh()

    def refresh(self, *_args: object) -> None:
        event_id = self.ctx.event_id_if("league")
        if event_id is None:
            return
        try:
            structure = clock_service.get_clock(self.ctx.store, event_id).structure
        except TdeskError:
            return
        self.structure = structure
        self.title.setText(self.tr("Games' structure: {0}, starting stack {1}").format(
            preset_words.shown(structure.name), _n(structure.starting_stack)))
        self.table.setRowCount(len(structure.levels))
        number = 0
        for row, level in enumerate(structure.levels):
            if level.is_break:
                cells = (self.tr("Break"), "", str(level.minutes))
            else:
                number += 1
                cells = (str(number), f"{_n(level.small_blind)}/{_n(level.big_blind)}",
                         str(level.minutes))
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))


class LeagueClockTab(QWidget):
    """The clock tab for a league: the round's board, the games' structure (E edits it), and
    F5 opens the board as a projector window."""

    READS: frozenset[str] = LeagueBoard.READS | StructurePanel.READS

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.board = LeagueBoard(ctx, follow=False)
        self.structure = StructurePanel(ctx)
        # eager: the cut-off counts down from what it read, shown or not (issue 22)
        self.on_change = ShownRefresher(self, self.refresh, reads=self.READS,
                                        event=_league_event(ctx), hidden_too=True)
        ctx.changed.connect(self.on_change.changed)
        self.table = self.structure.table
        self.projector: QWidget | None = None
        self.dialog: QWidget | None = None
        project = QPushButton(self.tr("Open &projector (F5)"))
        project.setObjectName("leagueProjector")
        project.clicked.connect(self.open_projector)
        edit = QPushButton(self.tr("Edit structure… (E)"))
        edit.setObjectName("editStructure")
        edit.clicked.connect(self.edit_structure)
        for key, slot in (("F5", self.open_projector), ("E", self.edit_structure)):
            QShortcut(QKeySequence(key), self, slot,
                      context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        side = QVBoxLayout()
        side.addWidget(self.structure, 1)
        side.addWidget(edit)
        side.addWidget(project)
        layout = QHBoxLayout(self)
        layout.addWidget(self.board, 3)
        layout.addLayout(side, 1)

    def refresh(self) -> None:
        """Read again what the change record touched: the board's round, the structure."""
        missed, event_id = self.on_change.missed, self.ctx.event_id_if("league")
        if missed is None or missed.touches(event_id, *LeagueBoard.READS):
            self.board.refresh()
        if missed is None or missed.touches(event_id, *StructurePanel.SHOWN):
            self.structure.refresh()

    def edit_structure(self) -> None:
        if self.ctx.event_id is None or self.structure.structure is None:
            return
        from tdesk.ui.clock.structure_editor import StructureEditor

        self.dialog = StructureEditor(self.ctx, self.ctx.event_id, self.structure.structure, self)
        self.dialog.open()

    def open_projector(self) -> None:
        if self.projector is None:
            # the window's own context, not this tab's: the projector outlives a change of kind
            self.projector = LeagueBoard(getattr(self.ctx, "root", self.ctx), scale=1.8)
            self.projector.setWindowTitle(self.tr("tdesk projector"))
            self.projector.resize(1280, 720)
        self.projector.show()
        self.projector.raise_()


def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    return window.show_tab("clock")


def projector_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    board = LeagueBoard(window.ctx, scale=1.8)
    board.setWindowTitle(QCoreApplication.translate("LeagueClockTab", "tdesk projector"))
    return board
