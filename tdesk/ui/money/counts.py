"""Chip counts by table: choose the table, type each player's stack and Enter to the next; the
table's total and the room's total against the chips in play are checked as you type.

Shortcuts: Ctrl+T the table list, Ctrl+S saves the count.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIntValidator, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tdesk import preset_words
from tdesk.i18n import number_locale
from tdesk.rules.seating.chipcount import check_count
from tdesk.services.events import EventInfo
from tdesk.services.money import money as svc
from tdesk.services.seating import chip_counts as cc
from tdesk.services.table_reads import reads_of
from tdesk.timefmt import local_text
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.money.common import decimal, fill, num, parse_count, read_only_table, signed
from tdesk.ui.widgets.error_label import ErrorLabel

ALL = -1


class CountsPage(QWidget):
    # the stacks by seat, the chips counted, the clock's blind
    READS: frozenset[str] = reads_of(cc.stacks, svc.current_big_blind, cc.count_history)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.info: EventInfo | None = None
        self.summary: svc.MoneySummary | None = None
        self.rows: list[cc.StackRow] = []
        self.inputs: list[tuple[cc.StackRow, QLineEdit]] = []
        self.table_choice = QComboBox()
        self.form_host = QWidget()
        self.form = QFormLayout(self.form_host)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form_host)
        self.table_total = QLabel()
        self.table_total.setObjectName("tableTotal")
        self.room_check = QLabel()
        self.room_check.setObjectName("roomCheck")
        self.stats = QLabel()
        self.save = QPushButton(self.tr("&Save count"))
        self.error = ErrorLabel()
        top = QHBoxLayout()
        table_label = QLabel(self.tr("&Table"))
        table_label.setBuddy(self.table_choice)
        top.addWidget(table_label)
        top.addWidget(self.table_choice)
        top.addStretch(1)
        left = QVBoxLayout()
        left.addLayout(top)
        left.addWidget(scroll, 1)
        left.addWidget(self.table_total)
        left.addWidget(self.room_check)
        left.addWidget(self.error)
        left.addWidget(self.save)
        self.history = read_only_table([self.tr("Time"), self.tr("Table"), self.tr("Players"),
                                        self.tr("Chips")])
        right = QVBoxLayout()
        right.addWidget(self.stats)
        right.addWidget(QLabel(self.tr("Counts so far")))
        right.addWidget(self.history, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addLayout(right, 2)
        self.table_choice.currentIndexChanged.connect(lambda _i: self._build_form())
        self.save.clicked.connect(self.save_count)
        QShortcut(QKeySequence("Ctrl+S"), self, self.save_count)
        QShortcut(QKeySequence("Ctrl+T"), self, self.table_choice.setFocus)

    def refresh(self, info: EventInfo, summary: svc.MoneySummary) -> None:
        self.info, self.summary = info, summary
        self.rows = cc.stacks(self.ctx.store, info.id)
        keep = self.table_choice.currentData()
        tables = sorted({r.table for r in self.rows if r.table is not None})
        self.table_choice.blockSignals(True)
        self.table_choice.clear()
        for t in tables:
            self.table_choice.addItem(self.tr("Table {0}").format(t), t)
        self.table_choice.addItem(self.tr("All players"), ALL)
        index = self.table_choice.findData(keep)
        self.table_choice.setCurrentIndex(max(0, index))
        self.table_choice.blockSignals(False)
        self._build_form()
        bb = svc.current_big_blind(self.ctx.store, info.id)
        leader = (self.tr("Chip leader: {0} ({1})").format(summary.leader, num(summary.leader_chips))
                  if summary.leader else "")
        average = self.tr("Average stack: {0}").format(num(summary.average_stack))
        if bb and summary.average_stack:
            average += " " + self.tr("({0} BB)").format(decimal(summary.average_stack / bb))
        self.stats.setText("\n".join(x for x in (leader, average) if x))
        fill(self.history, [
            (local_text(c.at), preset_words.table_label(c.table_label), len(c.counts), c.total)
            for c in cc.count_history(self.ctx.store, info.id)[:100]
        ])

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._focus_first()

    def _focus_first(self) -> None:
        """Ready to type the first count when the page is shown with nothing typed yet."""
        if self.isVisible() and self.inputs and not any(e.text() for _, e in self.inputs):
            self.inputs[0][1].setFocus()

    def _chosen(self) -> list[cc.StackRow]:
        table = self.table_choice.currentData()
        return [r for r in self.rows if table == ALL or r.table == table]

    def _build_form(self) -> None:
        kept = self.typed()
        focused = next(((r.entry_id, e.cursorPosition()) for r, e in self.inputs if e.hasFocus()),
                       None)  # a counter typing while another station changes the store
        while self.form.rowCount():
            self.form.removeRow(0)
        self.inputs = []
        bb = svc.current_big_blind(self.ctx.store, self.info.id) if self.info else None
        for r in self._chosen():
            edit = QLineEdit()
            validator = QIntValidator(0, 2_000_000_000, edit)
            validator.setLocale(number_locale())  # "20,000" typed as the placeholder shows it
            edit.setValidator(validator)
            edit.setPlaceholderText(num(r.chips))
            if r.entry_id in kept:
                edit.setText(str(kept[r.entry_id]))
            edit.textChanged.connect(self._update_totals)
            seat = self.tr("Seat {0}").format(r.seat) if r.seat is not None else ""
            label = f"{seat}  {r.name}" if seat else r.name
            if bb:
                label += "  " + self.tr("({0} BB)").format(decimal(r.chips / bb))
            self.form.addRow(label, edit)
            self.inputs.append((r, edit))
        for i, (_, edit) in enumerate(self.inputs):
            nxt = self.inputs[i + 1][1] if i + 1 < len(self.inputs) else self.save
            edit.returnPressed.connect(nxt.setFocus)
        again = next((e for r, e in self.inputs if focused and r.entry_id == focused[0]), None)
        if again is not None:
            again.setFocus()
            again.setCursorPosition(focused[1] if focused else 0)
        else:
            QTimer.singleShot(0, self, self._focus_first)  # dropped if the page goes first
        self._update_totals()

    def typed(self) -> dict[int, int]:
        out = {}
        for r, edit in self.inputs:
            chips = parse_count(edit.text())
            if chips is not None:
                out[r.entry_id] = chips
        return out

    def _update_totals(self) -> None:
        counts = self.typed()
        self.table_total.setText(self.tr("This table: {0} of {1} players counted, {2} chips")
                                 .format(len(counts), len(self.inputs), num(sum(counts.values()))))
        if self.summary is None:
            return
        room = {r.entry_id: r.chips for r in self.rows}
        room.update(counts)
        check = check_count(room, self.summary.chips_in_play)
        to_count = sum(1 for r in self.rows if not r.counted and r.entry_id not in counts)
        if to_count:
            text = self.tr("Room: %n player(s) not counted yet; {0} chips in play", "",
                           to_count).format(num(check.in_play))
            self.room_check.setStyleSheet("")
        elif check.ok:
            text = self.tr("Room: {0} counted = {1} in play").format(num(check.counted),
                                                                  num(check.in_play))
            self.room_check.setStyleSheet(f"color: {palette.OK}")
        else:
            text = self.tr("Room: {0} counted, {1} in play, difference {2}").format(
                num(check.counted), num(check.in_play), signed(check.difference))
            self.room_check.setStyleSheet(f"color: {palette.REFUSAL}; font-weight: bold")
        self.room_check.setText(text)

    def save_count(self) -> None:
        if self.info is None:
            return
        counts = self.typed()
        if not counts:
            self.error.show_error(self.tr("Type at least one player's chips."))
            return
        self.error.show_error("")
        label = self.table_choice.currentText() if self.table_choice.currentData() != ALL else ""
        if self.ctx.run(self, cc.record_counts, self.ctx.store, self.info.id, counts,
                        label) is not None:
            for _, edit in self.inputs:
                edit.clear()
            self.room_check.setText(self.tr("Saved."))
