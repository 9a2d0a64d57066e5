"""The Clock tab of a card-game Swiss event: a round timer, not blind levels.

"Round 3 of 5", 50:00 by default (the event's round length), start / pause, a minute more or
less, and when time is called: "Time — extra turns". The timer is the event's clock (the clock
service with a one-round structure), so it survives a restart and other stations see it.

The projector (`RoundProjector`) shows the round and its time in large type while a round is
on; between rounds (the round is paired, its clock not started) it cycles the alphabetical
pairings — name, table, opponent — a page at a time. Both read the store again only when the
change record the window's context delivers touches the event's clock or rounds (issue 22).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.models.tables import utcnow
from tdesk.names import sort_key
from tdesk.rules.levels import clock as rc
from tdesk.rules.levels import round_structure
from tdesk.rules.swiss import round_time
from tdesk.services import clock as clock_service
from tdesk.services.swiss import judge_calls, swiss
from tdesk.services.table_reads import reads_of
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.fonts import ui_font
from tdesk.ui.swiss.judge_calls import extension_text
from tdesk.ui.wall.follow import WallFollower
from tdesk.ui.widgets.gate import gate
from tdesk.ui.widgets.shown_refresh import ShownRefresher

ROUND_MINUTES = 50
PAGE_SECONDS = 10


@dataclass(frozen=True)
class RoundClockText:
    """What the tab and the projector show at one instant."""

    title: str  # "Round 3 of 5"
    time: str  # "49:59"
    status: str  # "", "Paused", "Time — extra turns", "Not started"
    between_rounds: bool  # paired, clock not started: the projector shows pairings
    over: bool
    extended: tuple[str, ...] = ()  # CG-R4: "Table 12: +4 min — 3:59", in table order


@dataclass(frozen=True)
class RoundClockData:
    """What the timer needs, read from the store when it changes (never on every tick)."""

    clock: clock_service.ClockInfo
    title: str
    paired: bool
    tables: judge_calls.RoundTables | None = None  # the latest round's tables and extensions
    champion: str = ""  # the final has its result: the wall names the winner (CG-M3-B)


def load_round_clock(store: Store, event_id: int) -> RoundClockData:
    from tdesk.ui.swiss.standings_tab import cut_round_name  # the desk's names of bracket rounds

    clock = clock_service.get_clock(store, event_id)
    numbers = swiss.rounds(store, event_id)
    total = swiss.total_rounds(store, event_id)
    champion = ""
    if cut := swiss.cut_rounds(store, event_id):
        title = cut_round_name(cut[-1][1])  # "Final", never "Round 9 of 6" (CG-M3-B)
        bracket = swiss.bracket(store, event_id)
        champion = (bracket.champion or "") if bracket is not None else ""
    elif numbers:
        title = QCoreApplication.translate("RoundClockTab", "Round %1 of %2").replace("%1", str(numbers[-1])).replace("%2", str(total))
    else:
        title = QCoreApplication.translate("RoundClockTab", "No round paired yet")
    tables = judge_calls.round_tables(store, event_id, numbers[-1]) if numbers else None
    return RoundClockData(clock, title, bool(numbers), tables, champion)


def _extended(data: RoundClockData, now: dt.datetime,
              end: dt.datetime | None) -> tuple[str, ...]:
    """CG-R2..R4: a line per extended table (its minutes and the time it has left, or that
    its result is in); ``end``: when the round's time runs out."""
    rnd = data.tables
    if rnd is None or not rnd.extensions:
        return ()
    lines = []
    for note in round_time.extension_notes(rnd.extensions):
        line = extension_text(note.table, note.minutes)
        if note.table in rnd.finished:
            line += " — " + QCoreApplication.translate("RoundClockTab", "result in")
        elif end is not None:
            left = round_time.remaining(now, end, note.table, rnd.extensions)
            line += " — " + rc.format_clock(left)
        lines.append(line)
    return tuple(lines)


def round_clock_text(data: RoundClockData, now: dt.datetime) -> RoundClockText:
    """The time left at ``now``: pure arithmetic on the loaded clock, cheap for every tick."""
    view = data.clock.at(now)
    status = {rc.ClockStatus.NOT_STARTED: QCoreApplication.translate("RoundClockTab", "Not started"),
              rc.ClockStatus.PAUSED: QCoreApplication.translate("RoundClockTab", "Paused"),
              rc.ClockStatus.FINISHED: QCoreApplication.translate("RoundClockTab", "Time — extra turns"),
              rc.ClockStatus.RUNNING: ""}[view.status]
    if data.clock.over:  # the last result is in: the clock has stopped for good (issue 21)
        status = QCoreApplication.translate("RoundClockTab", "Event over")
    between = data.paired and view.status is rc.ClockStatus.NOT_STARTED
    rnd = data.tables
    end = (round_time.time_runs_out(data.clock.structure.levels, data.clock.state, now)
           if rnd is not None and rnd.extensions else None)
    ended = round_time.round_end_at(  # CG-R3: the rule says when the round is over
        now, time_up=view.status is rc.ClockStatus.FINISHED, round_end=end,
        tables=rnd.tables if rnd else (), extensions=rnd.extensions if rnd else (),
        finished=rnd.finished if rnd else (), event_over=data.clock.over)
    if ended.still_playing:
        status = QCoreApplication.translate(
            "RoundClockTab", "Time — extra turns; extended tables still playing: %1").replace(
            "%1", ", ".join(map(str, ended.still_playing)))
    return RoundClockText(data.title, rc.format_clock(view.remaining), status, between,
                          ended.over, _extended(data, now, end))


class RoundClockTab(QWidget):
    READS: frozenset[str] = reads_of(clock_service.get_clock, swiss.rounds, swiss.total_rounds,
                                     swiss.cut_rounds, swiss.bracket, judge_calls.round_tables)
    """The clock, the round's title, its tables and their extensions (CG-R, issue 24)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.projector: RoundProjector | None = None
        self.data: RoundClockData | None = None
        self.title = QLabel()
        self.title.setObjectName("roundTitle")
        self.title.setFont(ui_font(22, bold=True))
        self.time = QLabel()
        self.time.setObjectName("roundTime")
        self.time.setFont(ui_font(72, bold=True))
        self.status = QLabel()
        self.status.setObjectName("roundClockStatus")
        self.status.setFont(ui_font(18, bold=True))
        self.extended = QLabel()  # CG-R4: the extended tables, each counting down
        self.extended.setObjectName("roundExtended")
        self.extended.setFont(ui_font(16, bold=True))
        for label in (self.title, self.time, self.status, self.extended):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.start_button = QPushButton(self.tr("&Start round"))
        self.start_button.setObjectName("startRound")
        self.start_button.clicked.connect(self.start_round)
        self.pause_button = QPushButton(self.tr("&Pause / resume (Space)"))
        self.pause_button.clicked.connect(self.pause_resume)
        self.plus_button = plus = QPushButton(self.tr("+1 min"))
        plus.clicked.connect(lambda: self.adjust(60))
        self.minus_button = minus = QPushButton(self.tr("−1 min"))
        minus.clicked.connect(lambda: self.adjust(-60))
        self.minutes = QSpinBox()
        self.minutes.setObjectName("roundMinutes")
        self.minutes.setRange(5, 180)
        self.minutes.setSuffix(self.tr(" min"))
        set_length = QPushButton(self.tr("Set round length"))
        set_length.clicked.connect(self.set_length)
        projector = QPushButton(self.tr("P&rojector"))
        projector.clicked.connect(self.open_projector)

        buttons = QHBoxLayout()
        for w in (self.start_button, self.pause_button, minus, plus, self.minutes, set_length,
                  projector):
            buttons.addWidget(w)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.time)
        layout.addWidget(self.status)
        layout.addWidget(self.extended)
        layout.addStretch(1)
        layout.addLayout(buttons)

        QShortcut(QKeySequence(Qt.Key.Key_Space), self, self.pause_resume)
        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        # eager: the round's time is read at once, shown or not (issue 22)
        self.on_change = ShownRefresher(self, self.refresh, reads=self.READS,
                                        event=self.event_id, hidden_too=True)
        ctx.changed.connect(self.on_change.changed)
        ctx.eventChanged.connect(lambda _e: self.refresh())
        self.refresh()

    def event_id(self) -> int | None:
        return self.ctx.event_id_if("swiss")

    def refresh(self) -> None:
        event = self.event_id()
        if event is None:
            self.data = None
            return
        try:
            self.data = load_round_clock(self.ctx.store, event)
        except TdeskError:
            self.data = None
            return
        levels = self.data.clock.structure.levels
        self.minutes.setValue(int(levels[0].minutes) if levels else ROUND_MINUTES)
        self.tick()

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def] # noqa: N802
        super().showEvent(event)
        self.tick()

    def tick(self) -> None:
        if self.data is None or not self.isVisible():
            return
        now = utcnow()
        text = round_clock_text(self.data, now)
        self.title.setText(text.title)
        self.time.setText(text.time)
        self.status.setText(text.status)
        self.status.setStyleSheet(f"color: {palette.REFUSAL}" if text.over else "")
        self.extended.setText("\n".join(text.extended))
        self._gate_buttons(self.data.clock, now)

    def _gate_buttons(self, clock: clock_service.ClockInfo, now: dt.datetime) -> None:
        """Pause / resume and the minute buttons enabled by the clock's rule, the reason why
        not as their tooltip (issue 22): time called, the round's minutes cannot move."""
        levels, state = clock.structure.levels, clock.state
        toggle = rc.toggle_action(clock.at(now).status) or rc.Action.RESUME
        for button, op in ((self.pause_button, rc.Op(toggle)),
                           (self.plus_button, rc.Op(rc.Action.ADJUST, 60)),
                           (self.minus_button, rc.Op(rc.Action.ADJUST, -60))):
            gate(button, lambda op=op: rc.verify(levels, state, op, now))

    def _op(self, action: rc.Action, seconds: int = 0) -> bool:
        event = self.event_id()
        if event is None:
            return False
        return self.ctx.attempt(self, clock_service.clock_action, self.ctx.store, event,
                                rc.Op(action, seconds))

    def start_round(self) -> None:
        """The round's clock from the top: reset, then start."""
        if self._op(rc.Action.RESET):
            self._op(rc.Action.START)
        self.tick()

    def pause_resume(self) -> None:
        event = self.event_id()
        if event is None:
            return
        status = clock_service.get_clock(self.ctx.store, event).at(utcnow()).status
        if status is rc.ClockStatus.RUNNING:
            self._op(rc.Action.PAUSE)
        elif status is rc.ClockStatus.PAUSED:
            self._op(rc.Action.RESUME)
        elif status is rc.ClockStatus.NOT_STARTED:
            self._op(rc.Action.START)
        self.tick()

    def adjust(self, seconds: int) -> None:
        self._op(rc.Action.ADJUST, seconds)
        self.tick()

    def set_length(self) -> None:
        event = self.event_id()
        if event is None:
            return
        self.ctx.attempt(self, clock_service.set_structure, self.ctx.store, event,
                         round_structure(self.minutes.value()))
        self.tick()

    def open_projector(self) -> RoundProjector | None:
        event = self.event_id()
        if event is None:
            return None
        self.projector = RoundProjector(self.ctx.store, event, context=self.ctx)
        self.projector.resize(1280, 720)
        self.projector.show()
        return self.projector


class RoundProjector(QWidget):
    """The wall screen of a Swiss event: round and time, or the pairings between rounds."""

    ROWS = 12
    READS: frozenset[str] = RoundClockTab.READS | reads_of(swiss.get_round)  # | the pairings

    def __init__(self, store: Store, event_id: int, parent: QWidget | None = None, *,
                 context: AppContext | None = None) -> None:
        """``context``: the window's, whose change record it follows (None: a still image)."""
        super().__init__(parent)
        self.store, self.event_id = store, event_id
        self.page = 0
        self.data: RoundClockData | None = None
        self.lines: list[tuple[str, str, str]] = []
        self.setWindowTitle(QCoreApplication.translate("RoundClockTab", "Round clock"))
        self.setStyleSheet(f"background: {palette.DARK_BG}; color: {palette.DARK_TEXT}")
        self.title = QLabel()
        self.title.setObjectName("projectorTitle")
        self.time = QLabel()
        self.time.setObjectName("projectorTime")
        self.status = QLabel()
        self.extended = QLabel()  # CG-R4: "Table 12: +4 min — 3:59"
        self.extended.setObjectName("projectorExtended")
        self.extended.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.extended.setWordWrap(True)
        self.pairings = QLabel()
        self.pairings.setObjectName("projectorPairings")
        self.pairings.setTextFormat(Qt.TextFormat.RichText)
        for label in (self.title, self.time, self.status):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.time, 1)
        layout.addWidget(self.pairings, 1)
        layout.addWidget(self.extended)
        layout.addWidget(self.status)
        self.timer = QTimer(self)
        self.timer.setInterval(500)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        self.page_timer = QTimer(self)
        self.page_timer.setInterval(PAGE_SECONDS * 1000)
        self.page_timer.timeout.connect(self.next_page)
        self.page_timer.start()
        self.on_change = (WallFollower(self, context, self.reload, reads=self.READS,
                                       event_id=event_id) if context is not None else None)
        self.reload()

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def] # noqa: N802
        if event.key() == Qt.Key.Key_Escape:
            self.close()
        elif event.key() in (Qt.Key.Key_Right, Qt.Key.Key_PageDown):
            self.next_page()
        else:
            super().keyPressEvent(event)

    def pairing_lines(self) -> list[tuple[str, str, str]]:
        """Every player by name: (name, table, opponent), as on the wall sheet."""
        info = swiss.get_round(self.store, self.event_id)
        if info is None:
            return []
        lines = []
        for t in info.tables:
            opp = t.b_name or QCoreApplication.translate("RoundClockTab", "BYE")
            lines.append((t.a_name, str(t.table), opp))
            if t.b_id is not None:
                lines.append((t.b_name, str(t.table), t.a_name))
        return sorted(lines, key=lambda r: sort_key(r[0]))

    def next_page(self) -> None:
        self.page += 1
        self.tick()

    def reload(self) -> None:
        """Read the clock and the pairings again (the change record touched them, any
        station) and show them."""
        try:
            self.data = load_round_clock(self.store, self.event_id)
            self.lines = self.pairing_lines()
        except TdeskError:
            return
        self.tick()

    def closeEvent(self, event) -> None:  # type: ignore[no-untyped-def] # noqa: N802
        if self.on_change is not None:
            self.on_change.stop()
        super().closeEvent(event)

    def tick(self) -> None:
        if self.data is None:
            return
        text = round_clock_text(self.data, utcnow())
        h = max(self.height(), 300)
        self.title.setFont(ui_font(max(12, h // 16), bold=True))
        self.title.setText(text.title)
        self.status.setFont(ui_font(max(10, h // 20), bold=True))
        find = QCoreApplication.translate("RoundClockTab", "Find your table")
        self.status.setText(find if text.between_rounds and not self.data.champion
                            else text.status)
        self.status.setStyleSheet(f"color: {palette.OVER_ON_DARK}" if text.over else f"color: {palette.RUNNING_ON_DARK}")
        if self.data.champion:  # after the final: its winner, not its pairing (CG-M3-B)
            self.title.setText(QCoreApplication.translate("RoundClockTab", "Winner"))
            self.time.setFont(ui_font(max(20, h // 8), bold=True))
            self.time.setText(self.data.champion)
            self.time.show()
            self.pairings.hide()
            self.extended.hide()
            return
        if text.between_rounds:
            lines = self.lines
            pages = max(1, -(-len(lines) // self.ROWS))
            page = self.page % pages
            chunk = lines[page * self.ROWS:(page + 1) * self.ROWS]
            size = max(10, h // (self.ROWS * 2 + 6))
            rows = "".join(
                f"<tr><td style='padding-right:24px'>{_esc(n)}</td>"
                f"<td align='right' style='padding-right:24px'><b>{tbl}</b></td>"
                f"<td>{_esc(o)}</td></tr>" for n, tbl, o in chunk)
            player = QCoreApplication.translate("RoundClockTab", "Player")  # lupdate reads
            table = QCoreApplication.translate("RoundClockTab", "Table")  # no f-string
            opponent = QCoreApplication.translate("RoundClockTab", "Opponent")
            head = (f"<tr><th align='left'>{_esc(player)}</th><th>{_esc(table)}</th>"
                    f"<th align='left'>{_esc(opponent)}</th></tr>")
            self.pairings.setText(f"<table style='font-size:{size}px' width='100%'>{head}{rows}"
                                  "</table>" + (f"<p align='right'>{page + 1}/{pages}</p>"
                                                if pages > 1 else ""))
            self.pairings.show()
            self.time.hide()
        else:
            self.time.setFont(ui_font(max(24, h // 3), bold=True))
            self.time.setText(text.time)
            self.time.show()
            self.pairings.hide()
        self.extended.setFont(ui_font(max(10, h // 22), bold=True))
        self.extended.setText("    ".join(text.extended))
        self.extended.setVisible(bool(text.extended) and not text.between_rounds)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot round-clock --event …``: the Swiss Clock tab."""
    tab = window.show_tab("clock")
    tab.refresh()
    return window


def projector_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot round-projector --event …``: the Swiss wall screen."""
    projector = RoundProjector(window.ctx.store, event_id)
    projector.resize(*size)
    projector.tick()
    return projector
