"""The Clock tab: the floor laptop's controls for the event's level clock.

Keys (while the tab has focus): Space start/pause/resume, Left/Right previous/next level,
+/- add or take a minute, Return jump to the selected level, C call the clock, X clear a
called clock, P open the projector, E edit the structure, R chip race (colour-up break).

The time shown is computed from the stored state at each repaint (``state_at``), so this tab,
the projector and other stations agree to the second; the timer only repaints. Sounds play
here (level change, one-minute warning, break end, called clock expired), not on the
projector, so a room with both hears each cue once.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import replace

import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from tdesk.i18n import current_language
from tdesk.locale_format import chips as chips_text
from tdesk.models.tables import utcnow
from tdesk.rules.levels import clock as rc
from tdesk.rules.levels import next_denomination
from tdesk.services import clock as svc
from tdesk.services.events import EventInfo
from tdesk.ui import palette
from tdesk.ui.clock.level_table import fill_levels
from tdesk.ui.clock.panels import ClockPanels, panels_for
from tdesk.ui.clock.planner_label import PlannerLabel
from tdesk.ui.clock.reads import CLOCK_READS, MONEY_READS, PLAN_READS, SATELLITE_READS
from tdesk.ui.clock.screen_panel import ScreenPanel
from tdesk.ui.context import AppContext
from tdesk.ui.fonts import ui_font
from tdesk.ui.money import satellite_lines
from tdesk.ui.money.summary import clock_lines, summary_for
from tdesk.ui.sound import CUE_SOUNDS, SoundPlayer, make_sound_player
from tdesk.ui.wall.projector import (
    ProjectorWindow,
    amounts_text,
    ms_to_next_change,
    open_projector,
    projector_text,
)
from tdesk.ui.wall.room_notice_panel import READS as NOTICE_READS
from tdesk.ui.wall.room_notice_panel import RoomNoticePanel
from tdesk.ui.widgets.gate import gate
from tdesk.ui.widgets.scroll_column import scroll_column
from tdesk.ui.widgets.shown_refresh import ShownRefresher

LATE_CUE = dt.timedelta(seconds=5)
"""A cue older than this (the laptop slept) is not played."""
BIG = 2_000_000_000


class ClockTab(QWidget):
    READS: frozenset[str] = (CLOCK_READS | MONEY_READS | SATELLITE_READS | PLAN_READS
                             | NOTICE_READS)  # the announcement and the logo (issue 35)

    def __init__(
        self,
        ctx: AppContext,
        parent: QWidget | None = None,
        *,
        now: Callable[[], dt.datetime] = utcnow,
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.now = now
        self.info: svc.ClockInfo | None = None
        self._shown: svc.ClockInfo | None = None  # the clock drawn, its counts apart
        self._table_for: object = None  # the structure and language of the level table
        self._read_at_tick = False  # a change while hidden left the clock to read at its tick
        self.sounds: SoundPlayer = make_sound_player(self)
        self.projector: ProjectorWindow | None = None
        self.dialog: QWidget | None = None
        self._last_check = now()
        self._call_expired_played = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        # -- the big display ------------------------------------------------------------------
        self.level_label = QLabel()
        self.level_label.setObjectName("clockLevel")
        self.level_label.setFont(ui_font(22, bold=True))
        self.time_label = QLabel("--:--")
        self.time_label.setObjectName("clockTime")
        self.time_label.setFont(ui_font(72, bold=True))
        self.time_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status_label = QLabel()
        self.status_label.setObjectName("clockStatus")
        self.status_label.setFont(ui_font(14, bold=True))
        self.amounts_label = QLabel()
        self.amounts_label.setFont(ui_font(20, bold=True))
        self.next_label = QLabel()
        self.next_label.setFont(ui_font(12))
        self.call_label = QLabel()
        self.call_label.setObjectName("callClock")
        self.call_label.setFont(ui_font(18, bold=True))
        self.call_label.setStyleSheet(f"color: {palette.WHITE}; background: {palette.CALL_BG}; padding: 4px;")
        self.call_label.hide()

        # -- controls -------------------------------------------------------------------------
        self.toggle_button = self._button(self.tr("Start"), self.toggle, self.tr("Space"))
        self.prev_button = self._button(
            self.tr("◀ Previous"), self.previous_level, self.tr("Left arrow")
        )
        self.next_button = self._button(self.tr("Next ▶"), self.next_level, self.tr("Right arrow"))
        self.minus_button = self._button(self.tr("−1 min"), lambda: self.adjust(-60), "-")
        self.plus_button = self._button(self.tr("+1 min"), lambda: self.adjust(60), "+")
        self.restart_button = self._button(self.tr("Restart level"), self.restart_level)
        self.seconds_spin = QSpinBox()
        self.seconds_spin.setRange(-3600, 3600)
        self.seconds_spin.setSuffix(self.tr(" s"))
        self.seconds_spin.setToolTip(self.tr("Seconds to add (negative: take away)"))
        self.seconds_button = self._button(
            self.tr("Add seconds"), lambda: self.adjust(self.seconds_spin.value())
        )
        self.jump_button = self._button(
            self.tr("Jump to selected"), self.jump_to_selected, self.tr("Return")
        )
        self.call_edit = QLineEdit()
        self.call_edit.setPlaceholderText(self.tr("Table / seat (optional)"))
        self.call_edit.setMinimumWidth(220)
        self.call_button = self._button(self.tr("Call the clock"), self.call_clock, "C")
        self.cancel_call_button = self._button(self.tr("Clear call"), self.cancel_call, "X")
        self.structure_button = self._button(self.tr("Edit structure…"), self.edit_structure, "E")
        self.race_button = self._button(self.tr("Chip race…"), self.chip_race, "R")
        self.print_button = self._button(self.tr("Print structure…"), self.print_structure)

        self.projector_button = self._button(self.tr("Projector"), self.toggle_projector, "P")
        self.screen_panel = ScreenPanel(lambda: self.sounds, self.projector_button)
        self.screen_combo = self.screen_panel.screen_combo
        self.full_screen_check = self.screen_panel.full_screen_check
        self.theme_combo = self.screen_panel.theme_combo
        self.sound_check = self.screen_panel.sound_check
        self.volume_slider = self.screen_panel.volume_slider

        # -- structure table ------------------------------------------------------------------
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("structureTable")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Level"),
                self.tr("Blinds / points"),
                self.tr("Ante"),
                self.tr("Minutes"),
                self.tr("Starts in"),
            ]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # arrows belong to the clock
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.cellDoubleClicked.connect(lambda row, _col: self.jump_to(row))

        # -- counts ---------------------------------------------------------------------------
        self.manual_check = QCheckBox(self.tr("Enter counts by hand"))
        self.manual_check.setToolTip(
            self.tr("For events not tracked player by player; otherwise counted from the entries")
        )
        self.entries_spin = QSpinBox()
        self.left_spin = QSpinBox()
        self.chips_spin = QSpinBox()
        for spin in (self.entries_spin, self.left_spin, self.chips_spin):
            spin.setRange(0, BIG)
            spin.setGroupSeparatorShown(True)
        self.chips_spin.setSpecialValueText(self.tr("entries × starting stack"))
        self.average_label = QLabel()
        self.counts_button = QPushButton(self.tr("Save counts"))
        self.counts_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.counts_button.clicked.connect(self.save_counts)
        self.manual_check.toggled.connect(self._manual_toggled)

        self._layout()
        self._shortcuts()

        self.tick_timer = QTimer(self)
        self.tick_timer.setSingleShot(True)
        self.tick_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.tick_timer.timeout.connect(self.tick)
        # the clock ticks and sounds from what it read, on screen or not (issue 22); the rest
        # is read when the tab is shown (issue 38)
        self.on_change = ShownRefresher(self, self.refresh, reads=self.READS,
                                        event=lambda: self.ctx.event_id,
                                        while_hidden=self._read_hidden)
        ctx.changed.connect(self.on_change.changed)
        ctx.eventChanged.connect(self._event_changed)
        self._event_changed(ctx.event_info)

    # -- building ------------------------------------------------------------------------------
    def _button(self, text: str, slot: Callable[[], object], key: str = "") -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space must reach the clock
        if key:
            button.setToolTip(self.tr("Key: {0}").format(key))
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def _layout(self) -> None:
        display = QVBoxLayout()
        self.call_row = QWidget()
        call_line = QHBoxLayout(self.call_row)
        call_line.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(self.level_label, 1)
        top.addWidget(self.status_label)
        display.addLayout(top)
        display.addWidget(self.time_label)
        display.addWidget(self.amounts_label)
        display.addWidget(self.next_label)
        display.addWidget(self.call_label)

        controls = QVBoxLayout()
        rows = (
            (
                self.toggle_button,
                self.prev_button,
                self.next_button,
                self.minus_button,
                self.plus_button,
                self.restart_button,
            ),
            (self.seconds_spin, self.seconds_button, self.jump_button),
        )
        for widgets in rows:
            line = QHBoxLayout()
            for w in widgets:
                line.addWidget(w)
            if len(widgets) < 6:
                line.addStretch(1)
            controls.addLayout(line)
        for w in (self.call_edit, self.call_button, self.cancel_call_button):
            call_line.addWidget(w)
        call_line.addStretch(1)
        controls.addWidget(self.call_row)
        # Structure buttons here, not under the side panels: the level table keeps its rows at
        # the window's default size.
        structure_line = QHBoxLayout()
        for w in (self.structure_button, self.race_button, self.print_button):
            structure_line.addWidget(w)
        structure_line.addStretch(1)
        controls.addLayout(structure_line)
        display.addLayout(controls)

        side = QVBoxLayout()
        counts = QGroupBox(self.tr("Players"))
        self.counts_group = counts
        form = QFormLayout(counts)
        form.addRow(self.manual_check)
        form.addRow(self.tr("Entries"), self.entries_spin)
        form.addRow(self.tr("Players left"), self.left_spin)
        form.addRow(self.tr("Chips in play"), self.chips_spin)
        form.addRow(self.tr("Average stack"), self.average_label)
        form.addRow(self.counts_button)
        self.money_label = QLabel()  # prize pool, pay jump, average from counts (issue 14)
        self.money_label.setWordWrap(True)
        form.addRow(self.money_label)
        self.plan_label = PlannerLabel()  # when the event ends (issue 37)
        form.addRow(self.plan_label)
        side.addWidget(counts)
        side.addWidget(self.screen_panel)
        self.notice_panel = RoomNoticePanel(self.ctx)
        side.addWidget(self.notice_panel)
        side.addStretch(1)

        upper = QHBoxLayout()
        upper.addLayout(display, 3)
        upper.addWidget(scroll_column(side), 1)
        outer = QVBoxLayout(self)
        outer.addLayout(upper)
        outer.addWidget(self.table, 1)

    def _shortcuts(self) -> None:
        keys: tuple[tuple[str, Callable[[], object]], ...] = (
            ("Space", self.toggle),
            ("Left", self.previous_level),
            ("Right", self.next_level),
            ("+", lambda: self.adjust(60)),
            ("=", lambda: self.adjust(60)),
            ("-", lambda: self.adjust(-60)),
            ("Return", self._return_pressed),
            ("Enter", self._return_pressed),
            ("C", self.call_clock),
            ("X", self.cancel_call),
            ("P", self.toggle_projector),
            ("E", self.edit_structure),
            ("R", self.chip_race),
        )
        for key, slot in keys:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        self.setFocus()
        self._scrolled_to = None  # scrolling while hidden does nothing: do it once shown
        QTimer.singleShot(0, self, self._scroll_to_current)  # dropped if the tab goes first

    # -- data ----------------------------------------------------------------------------------
    def _event_changed(self, event: EventInfo | None) -> None:
        self.info = self._shown = None
        self.apply_panels(panels_for(event.kind) if event is not None else panels_for(""))
        self.refresh()

    def apply_panels(self, panels: ClockPanels) -> None:
        """Show only what the event's kind has (``clock_panels``): a Swiss round timer has no
        blinds, next level, stacks or level table."""
        self.panels = panels
        self.amounts_label.setVisible(panels.amounts)
        self.next_label.setVisible(panels.next_level or panels.next_break)
        self.table.setVisible(panels.structure)
        self.counts_group.setVisible(panels.counts)
        self.call_row.setVisible(panels.call)
        self.race_button.setVisible(panels.chip_race)
        for button in (self.prev_button, self.next_button, self.jump_button):
            button.setVisible(panels.structure)

    def refresh(self) -> None:
        event_id = self.ctx.event_id
        if event_id is None:
            self.info = self._table_for = None
            self.setEnabled(False)
            self.table.setRowCount(0)
            self.tick_timer.stop()
            return
        self.setEnabled(True)
        if not self._read(event_id):
            return
        if self._table_for != (self.info.structure, current_language()):  # the table's words
            self._fill_table()
        self._fill_counts()
        self.plan_label.show_plan(self.ctx.store, event_id, self.info.event_kind, self.now(),
                                  clock=self.info)
        self.notice_panel.refresh()
        # a change to the counts alone leaves the clock as it was drawn (its timer draws the
        # next second); a direct call draws it again (another ``now``, a test's)
        if self.on_change.missed is None or self._shown != replace(self.info, counts=None):
            self.repaint_clock()

    def _read(self, event_id: int) -> bool:
        self._read_at_tick = False
        try:
            self.info = svc.get_clock(self.ctx.store, event_id)
        except Exception:  # noqa: BLE001 - the event went away under us; show nothing
            self.info = None
            return False
        return True

    def _read_hidden(self) -> None:
        """A change while the tab is hidden: read the clock to tick and sound from; the labels
        and the level table wait until the tab is shown (``ShownRefresher.while_hidden``)."""
        event_id, missed = self.ctx.event_id, self.on_change.missed
        if missed is not None and self.info is not None \
                and not missed.touches(event_id, *svc.TICKING_READS):
            self._read_at_tick = True  # the counts (a bust): read before the next cue
        elif event_id is None or not self._read(event_id) or self.info is None:
            return
        elif (wait := ms_to_next_change(self.info, self.now())) is None:
            self.tick_timer.stop()
        else:
            self.tick_timer.start(wait)

    def _fill_table(self) -> None:
        if self.info is not None:
            fill_levels(self.table, self.info.structure)
            self._table_for = (self.info.structure, current_language())

    def _fill_counts(self) -> None:
        if self.info is None:
            return
        c = self.info.counts
        self.manual_check.blockSignals(True)
        self.manual_check.setChecked(c.manual)
        self.manual_check.blockSignals(False)
        for spin, value in (
            (self.entries_spin, c.entries),
            (self.left_spin, c.players_left),
            (self.chips_spin, c.total_chips if c.chips_by_hand else 0),
        ):
            spin.setValue(min(value, BIG))
            spin.setEnabled(c.manual)
        avg = c.average_stack
        self.average_label.setText(chips_text(avg) if avg is not None else "—")
        money = "\n".join(clock_lines(summary_for(self.ctx.store, self.info.event_id))
                          + satellite_lines.clock_lines(  # the seats, SAT-3 (issue 23)
                              satellite_lines.satellite_for(self.ctx.store, self.info.event_id)))
        self.money_label.setText(money)
        self.money_label.setVisible(bool(money))

    # -- painting ------------------------------------------------------------------------------
    def tick(self) -> None:
        if self._read_at_tick and self.ctx.event_id is not None:  # whether the event is over
            self._read(self.ctx.event_id)
        self._play_cues()
        self.repaint_clock()

    def _over_text(self, over: str) -> str:
        """The status line once the event is over: the clock has stopped (issue 21)."""
        return {"winner": self.tr("EVENT OVER — the winner is known"),
                "season": self.tr("EVENT OVER — the season has its winner"),
                "swiss": self.tr("EVENT OVER — the last result is in")}.get(
                    over, self.tr("EVENT OVER"))

    def repaint_clock(self) -> None:
        info = self.info
        if info is None:
            return
        self._shown = replace(info, counts=None)
        now = self.now()
        view = info.at(now)
        text = projector_text(info, now)
        self.level_label.setText(text.level)
        self.time_label.setText(text.time)
        self.status_label.setText(self._over_text(info.over) if info.over
                                  else text.status or self.tr("RUNNING"))
        self.amounts_label.setText(
            text.note if view.is_break else amounts_text(view.level, info.structure.game)
        )
        parts = [self.tr("Next: {0}").format(text.next_level)] if text.next_level else []
        if view.to_break is not None and text.next_break:
            parts.append(self.tr("Break in {0}").format(text.next_break))
        self.next_label.setText("   ·   ".join(parts))
        if text.call_time:
            self.call_label.setText(
                f"{text.call_phase} {text.call_time}"
                + (f" — {text.call_label}" if text.call_label else "")
            )
            self.call_label.show()
        else:
            self.call_label.hide()
        action = rc.toggle_action(view.status)
        self.toggle_button.setText(
            {
                rc.Action.START: self.tr("Start"),
                rc.Action.PAUSE: self.tr("Pause"),
                rc.Action.RESUME: self.tr("Resume"),
            }.get(action, self.tr("Finished"))
            if action
            else self.tr("Finished")
        )
        self._gate_buttons(info, view, action, now)
        self._highlight(view, now)
        wait = ms_to_next_change(info, now)
        if wait is None:
            self.tick_timer.stop()
        else:
            self.tick_timer.start(wait)

    def _gate_buttons(self, info: svc.ClockInfo, view: rc.ClockView, action: rc.Action | None,
                      now: dt.datetime) -> None:
        """Each button enabled by its rule (``rules.clock.verify``), the reason why not as the
        disabled button's tooltip (issue 22). A finished clock cannot start again."""
        levels, state = info.structure.levels, info.state
        for button, op in (
            (self.toggle_button, rc.Op(action or rc.Action.START)),
            (self.prev_button, rc.Op(rc.Action.PREVIOUS)),
            (self.next_button, rc.Op(rc.Action.NEXT)),
            (self.minus_button, rc.Op(rc.Action.ADJUST, seconds=-60)),
            (self.plus_button, rc.Op(rc.Action.ADJUST, seconds=60)),
            (self.restart_button, rc.Op(rc.Action.RESTART)),
        ):
            gate(button, lambda op=op: rc.verify(levels, state, op, now))
        # a chip race at a colour-up into a larger chip in play (TDA-R1)
        gate(self.race_button, lambda: next_denomination(info.structure, view.level_index))
        gate(self.cancel_call_button, lambda: rc.verify_cancel_call(info.call, info.event_name))

    def _highlight(self, view: rc.ClockView, now: dt.datetime) -> None:
        info = self.info
        assert info is not None
        current, plain = QBrush(QColor(palette.CURRENT_LEVEL)), QBrush()
        start = view.remaining
        for row, lv in enumerate(info.structure.levels):
            if row < view.level_index:
                starts = ""
            elif row == view.level_index:
                starts = self.tr("now")
            else:
                starts = rc.format_clock(start)
                start += lv.duration
            item = self.table.item(row, 4)
            if item is not None and item.text() != starts:
                item.setText(starts)
            brush = current if row == view.level_index else plain
            first = self.table.item(row, 0)
            if first is not None and first.background() != brush:
                for col in range(self.table.columnCount()):
                    cell = self.table.item(row, col)
                    if cell is not None:
                        cell.setBackground(brush)
                        font = cell.font()
                        font.setBold(row == view.level_index)
                        cell.setFont(font)
        if getattr(self, "_scrolled_to", None) != view.level_index:
            self._scroll_to_current()

    def _scroll_to_current(self) -> None:
        """Keep the current level in the middle of the level table (once it is on screen)."""
        if self.info is None or not self.table.isVisible():
            return
        index = self.info.at(self.now()).level_index
        item = self.table.item(index, 0)
        if item is not None:
            self._scrolled_to = index
            self.table.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtCenter)

    def _play_cues(self) -> None:
        """Play the latest sound cue reached since the last check (one, even after a sleep)."""
        info = self.info
        now = self.now()
        last, self._last_check = self._last_check, now
        if info is None:
            return
        cues = rc.cues_between(info.structure.levels, info.state, last, now)
        if cues and now - cues[-1].at <= LATE_CUE:
            self.sounds.play(CUE_SOUNDS[cues[-1].kind])
        call = info.call_at(now)
        if call is not None and call.phase is rc.ShotPhase.EXPIRED:
            if (
                not self._call_expired_played
                and info.call is not None
                and (now - info.call.called_at - info.call.total) <= LATE_CUE
            ):
                self.sounds.play("clock_expired")
            self._call_expired_played = True
        else:
            self._call_expired_played = False

    # -- actions -------------------------------------------------------------------------------
    def _op(self, op: rc.Op) -> bool:
        event_id = self.ctx.event_id
        if event_id is None or self.info is None:
            return False
        if not rc.can(self.info.structure.levels, self.info.state, op, self.now()):
            return False
        return self.ctx.attempt(
            self, svc.clock_action, self.ctx.store, event_id, op, now=self.now()
        )

    def toggle(self) -> None:
        if self.info is None:
            return
        action = rc.toggle_action(self.info.at(self.now()).status)
        if action is not None:
            self._op(rc.Op(action))

    def next_level(self) -> None:
        self._op(rc.Op(rc.Action.NEXT))

    def previous_level(self) -> None:
        self._op(rc.Op(rc.Action.PREVIOUS))

    def adjust(self, seconds: int) -> None:
        if seconds:
            self._op(rc.Op(rc.Action.ADJUST, seconds=seconds))

    def restart_level(self) -> None:
        self._op(rc.Op(rc.Action.RESTART))

    def jump_to(self, index: int) -> None:
        self._op(rc.Op(rc.Action.JUMP, index=index))

    def _return_pressed(self) -> None:
        """Return does what the focused field is for; elsewhere it jumps to the selected level."""
        focus = self.focusWidget()
        if focus is self.call_edit:
            self.call_clock()
        elif focus is self.seconds_spin:
            self.adjust(self.seconds_spin.value())
        elif focus in (self.entries_spin, self.left_spin, self.chips_spin):
            self.save_counts()
        elif focus is self.notice_panel.line:  # the announcement (issue 35)
            self.notice_panel.show_line()
        else:
            self.jump_to_selected()

    def jump_to_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.jump_to(rows[0].row())

    def call_clock(self) -> None:
        if self.ctx.event_id is not None:
            self.ctx.attempt(
                self,
                svc.call_clock,
                self.ctx.store,
                self.ctx.event_id,
                self.call_edit.text(),
                now=self.now(),
            )

    def cancel_call(self) -> None:
        if self.ctx.event_id is not None and self.info is not None and self.info.call:
            self.ctx.attempt(self, svc.cancel_call, self.ctx.store, self.ctx.event_id)

    def _manual_toggled(self, on: bool) -> None:
        for spin in (self.entries_spin, self.left_spin, self.chips_spin):
            spin.setEnabled(on)
        if not on and self.info is not None and self.info.counts.manual:
            self.save_counts()

    def save_counts(self) -> None:
        event_id = self.ctx.event_id
        if event_id is None:
            return
        if self.manual_check.isChecked():
            self.ctx.attempt(
                self,
                svc.set_counts,
                self.ctx.store,
                event_id,
                entries=self.entries_spin.value(),
                players_left=self.left_spin.value(),
                total_chips=self.chips_spin.value() or None,
            )
        else:
            self.ctx.attempt(
                self,
                svc.set_counts,
                self.ctx.store,
                event_id,
                entries=None,
                players_left=None,
                total_chips=None,
            )

    def toggle_projector(self) -> None:
        """Open the projector on the chosen monitor, or close it if open. The projector may
        have closed itself (Esc) and been deleted since: then a new one opens."""
        event_id = self.ctx.event_id
        if self.projector is not None and not shiboken6.isValid(self.projector):
            self.projector = None
        if self.projector is not None and self.projector.isVisible():
            self.projector.force_close()
            self.projector = None
            return
        if event_id is None:
            return
        self.projector = open_projector(
            self.ctx.store,
            event_id,
            context=self.ctx,  # this window's poll; the projector reads only its event's
            screen=self.screen_combo.currentData(),
            theme=self.theme_combo.currentData(),
            full_screen=self.full_screen_check.isChecked(),
        )

    def edit_structure(self) -> None:
        if self.info is None or self.ctx.event_id is None:
            return
        from tdesk.ui.clock.structure_editor import StructureEditor

        self.dialog = StructureEditor(self.ctx, self.ctx.event_id, self.info.structure, self)
        self.dialog.open()

    def chip_race(self) -> None:
        if self.info is None or self.ctx.event_id is None or not self.race_button.isEnabled():
            return
        from tdesk.ui.clock.chiprace_dialog import ChipRaceDialog

        view = self.info.at(self.now())
        self.dialog = ChipRaceDialog(
            self.ctx, self.ctx.event_id, self.info.structure, view.level_index, self
        )
        self.dialog.open()

    def print_structure(self) -> None:
        from tdesk.ui.print_action import preview_document

        self.dialog = preview_document(self, self.ctx, "structure")


def snapshot_view(
    window: QWidget, event_id: int | None, size: tuple[int, int], theme: str | None
) -> QWidget:
    """``tdesk snapshot clock --event …``: the main window on the Clock tab."""
    if "clock" in window.tab_widgets:  # type: ignore[attr-defined]
        window.show_tab("clock")  # type: ignore[attr-defined]
    return window
