"""Judge calls and extra time in the Rounds tab (CG-R1..R4, issue 24).

"Judge call…" (Ctrl+J) logs the table, the judge, the ruling and, through the Issue-penalty
dialog, the penalty the ruling gave; "Extra time…" (Ctrl+T) gives a table minutes with a
reason. The panel under the tables lists the shown round's calls and extensions; the round
clock shows the extended tables ("Table 12: +4 min") and counts down to each.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdesk import engine_text, timefmt
from tdesk.errors import TdeskError
from tdesk.rules.swiss import round_time
from tdesk.rules.swiss.round_time import MAX_EXTENSION, Extension
from tdesk.services.swiss import judge_calls
from tdesk.services.swiss.values import RoundInfo, TableRow
from tdesk.services.table_reads import reads_of
from tdesk.ui.context import AppContext
from tdesk.ui.widgets.error_label import ErrorLabel
from tdesk.ui.widgets.form_dialog import lay_out_form
from tdesk.ui.widgets.gate import gate, refusal
from tdesk.validate import REASON

READS: frozenset[str] = reads_of(judge_calls.calls, judge_calls.extensions)
"""The tables the panel reads (added to the Rounds tab's own, issue 22)."""


def _table_box(info: RoundInfo, name: str, table: int | None) -> QComboBox:
    """The round's tables that play (the bye has none), "12 — Anna – Erik", ``table`` chosen."""
    box = QComboBox()
    box.setObjectName(name)
    for t in info.tables:
        if not t.is_bye:
            box.addItem(f"{t.table} — {t.a_name} – {t.b_name}", t.table)
    if table is not None and box.findData(table) >= 0:
        box.setCurrentIndex(box.findData(table))
    return box


class JudgeCallDialog(QDialog):
    """Table, judge, ruling; "Issue penalty…" opens the penalty dialog and links what it
    saved. Errors show in red inside, and the dialog keeps what was typed."""

    saved = Signal(int)  # the call's id

    def __init__(self, ctx: AppContext, event_id: int, info: RoundInfo,
                 parent: QWidget | None = None, *, table: int | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.event_id, self.info = ctx, event_id, info
        self.penalty_id: int | None = None
        self.penalty_dialog: QDialog | None = None
        self.setWindowTitle(self.tr("Judge call — round %1").replace("%1", str(info.number)))
        self.setMinimumWidth(480)
        self.table = _table_box(info, "callTable", table)
        self.judge = QLineEdit(ctx.store.staff or "")
        self.judge.setObjectName("callJudge")
        self.ruling = QPlainTextEdit()
        self.ruling.setObjectName("callRuling")
        self.ruling.setPlaceholderText(self.tr("What the judge ruled"))
        self.ruling.setTabChangesFocus(True)
        self.penalty_button = QPushButton(self.tr("Issue &penalty…"))
        self.penalty_button.setObjectName("callPenalty")
        self.penalty_button.clicked.connect(self.issue_penalty)
        self.penalty_label = QLabel(self.tr("No penalty"))
        self.penalty_label.setObjectName("callPenaltyLinked")
        penalty = QHBoxLayout()
        penalty.addWidget(self.penalty_label, 1)
        penalty.addWidget(self.penalty_button)
        self.minutes = QSpinBox()  # the call's extra time, given with it (issue 36)
        self.minutes.setObjectName("callMinutes")
        self.minutes.setRange(0, MAX_EXTENSION)
        self.minutes.setSuffix(self.tr(" min"))
        self.minutes.setSpecialValueText(self.tr("None"))
        self.minutes.setToolTip(self.tr("Extra time for this table, given with the call"))
        self.error = ErrorLabel()
        form = QFormLayout()
        form.addRow(self.tr("&Table"), self.table)
        form.addRow(self.tr("&Judge"), self.judge)
        form.addRow(self.tr("&Ruling"), self.ruling)
        form.addRow(self.tr("Penalty"), penalty)
        form.addRow(self.tr("E&xtra time"), self.minutes)
        self.save_button = lay_out_form(self, form, self.error, self.save)
        self.chance = judge_calls.extension_chance(ctx.store, event_id, info.number)
        self.table.currentIndexChanged.connect(self.check)
        self.minutes.valueChanged.connect(self.check)
        self.judge.textChanged.connect(self.check)
        self.check()

    def reason(self) -> str:
        """The extension's reason: the call and the ruling's first line."""
        first = next((line.strip() for line in self.ruling.toPlainText().splitlines()
                      if line.strip()), "")
        text = self.tr("Judge call: %1").replace("%1", first) if first else self.tr("Judge call")
        return text[:REASON].strip()

    def check(self) -> None:
        """With extra time asked, Save follows CG-R1/CG-R1-A like the Extra-time dialog."""
        minutes = self.minutes.value()
        gate(self.save_button, lambda: minutes and self.chance.verify(Extension(
            int(self.table.currentData() or 0), minutes, self.judge.text(),
            self.reason())))

    def issue_penalty(self) -> None:
        """The Issue-penalty dialog on the round, the table's first player chosen; what it
        saves is linked to this call."""
        from tdesk.ui.penalties.penalty_dialog import PenaltyDialog

        row = next((t for t in self.info.tables if t.table == self.table.currentData()), None)
        dialog = PenaltyDialog(self.ctx, self.event_id, self, round_=self.info.number,
                               entry_id=row.a_id if row is not None else None)
        dialog.saved.connect(self.link_penalty)
        self.penalty_dialog = dialog
        dialog.open()

    def link_penalty(self, ids: list[int]) -> None:
        if not ids:
            return
        self.ctx.poll()
        self.penalty_id = int(ids[0])
        self.penalty_label.setText(self.tr("Penalty #%1 linked").replace("%1",
                                                                         str(self.penalty_id)))

    def save(self) -> None:
        table = self.table.currentData()
        if table is None:  # byes alone: the panel's button says the rule's reason (CG-R1)
            self.error.show_error(refusal(judge_calls.round_chance(self.info).verify_tables))
            return
        try:
            call = judge_calls.log_call(self.ctx.store, self.event_id, self.info.number,
                                        table, self.judge.text(), self.ruling.toPlainText(),
                                        self.penalty_id, minutes=self.minutes.value(),
                                        reason=self.reason())
        except TdeskError as exc:
            self.error.show_error(engine_text.message(str(exc)))
            return
        self.ctx.poll()
        self.saved.emit(call)
        self.accept()


class ExtensionDialog(QDialog):
    """Extra time for one table (CG-R1): minutes (1 to 60), the judge and the reason."""

    saved = Signal(int)  # the extension's id

    def __init__(self, ctx: AppContext, event_id: int, info: RoundInfo,
                 parent: QWidget | None = None, *, table: int | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.event_id, self.info = ctx, event_id, info
        self.setWindowTitle(self.tr("Extra time — round %1").replace("%1", str(info.number)))
        self.table = _table_box(info, "extensionTable", table)
        self.minutes = QSpinBox()
        self.minutes.setObjectName("extensionMinutes")
        self.minutes.setRange(1, MAX_EXTENSION)
        self.minutes.setValue(3)
        self.minutes.setSuffix(self.tr(" min"))
        self.judge = QLineEdit(ctx.store.staff or "")
        self.judge.setObjectName("extensionJudge")
        self.reason = QLineEdit()
        self.reason.setObjectName("extensionReason")
        self.reason.setPlaceholderText(self.tr("Deck check, a long ruling…"))
        self.error = ErrorLabel()
        form = QFormLayout()
        form.addRow(self.tr("&Table"), self.table)
        form.addRow(self.tr("&Minutes"), self.minutes)
        form.addRow(self.tr("&Judge"), self.judge)
        form.addRow(self.tr("&Reason"), self.reason)
        self.save_button = lay_out_form(self, form, self.error, self.save)
        self.chance = judge_calls.extension_chance(ctx.store, event_id, info.number)
        self.table.currentIndexChanged.connect(self.check)
        self.minutes.valueChanged.connect(self.check)
        self.judge.textChanged.connect(self.check)
        self.reason.textChanged.connect(self.check)
        self.check()

    def extension(self) -> Extension:
        """The extension as typed (table 0: the round has none to give time to)."""
        return Extension(int(self.table.currentData() or 0), self.minutes.value(),
                         self.judge.text(), self.reason.text())

    def check(self) -> None:
        """Save follows the rule (CG-R1, CG-R1-A): its reason is the tooltip while refused."""
        gate(self.save_button, lambda: self.chance.verify(self.extension()))

    def save(self) -> None:
        table = self.table.currentData()
        if table is None:  # byes alone: the panel's button says the rule's reason (CG-R1)
            self.error.show_error(refusal(judge_calls.round_chance(self.info).verify_tables))
            return
        try:
            ext = judge_calls.give_extension(self.ctx.store, self.event_id, self.info.number,
                                             table, self.minutes.value(), self.judge.text(),
                                             self.reason.text())
        except TdeskError as exc:
            self.error.show_error(engine_text.message(str(exc)))
            return
        self.ctx.poll()
        self.saved.emit(ext)
        self.accept()


class JudgeCallsPanel(QWidget):
    """The shown round's judge calls and extensions, with the two buttons; the Rounds tab
    tells it the round (`show_round`) whenever it refreshes."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *,
                 selected: Callable[[], TableRow | None] = lambda: None) -> None:
        """``selected``: the table row selected in the Rounds tab, offered first."""
        super().__init__(parent)
        self.ctx = ctx
        self.selected = selected
        self.event_id: int | None = None
        self.info: RoundInfo | None = None
        self.dialog: QDialog | None = None
        self.call_button = QPushButton(self.tr("&Judge call… (Ctrl+J)"))
        self.call_button.setObjectName("judgeCallButton")
        self.call_button.clicked.connect(self.judge_call)
        self.time_button = QPushButton(self.tr("E&xtra time… (Ctrl+T)"))
        self.time_button.setObjectName("extraTimeButton")
        self.time_button.clicked.connect(self.extra_time)
        self.extended = QLabel()
        self.extended.setObjectName("extendedTables")
        self.log = QListWidget()
        self.log.setObjectName("judgeCallLog")
        self.log.setMaximumHeight(120)
        head = QHBoxLayout()
        head.addWidget(QLabel(self.tr("Judge calls and extra time:")))
        head.addWidget(self.extended, 1)
        head.addWidget(self.call_button)
        head.addWidget(self.time_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(head)
        layout.addWidget(self.log)
        QShortcut(QKeySequence("Ctrl+J"), self, self.judge_call)
        QShortcut(QKeySequence("Ctrl+T"), self, self.extra_time)

    def selected_table(self) -> int | None:
        """The table selected in the Rounds tab, offered first in the dialogs."""
        row = self.selected()
        return None if row is None or row.is_bye else row.table

    def show_round(self, event_id: int | None, info: RoundInfo | None, *, log: bool = True
                   ) -> None:
        """Read and list the round's calls and extensions (nothing before round 1); with
        ``log`` false only the buttons follow the round (results came in: the calls and
        extensions listed are as they were)."""
        self.event_id, self.info = event_id, info
        chance = judge_calls.round_chance(info) if info is not None else None
        for button in (self.call_button, self.time_button):  # CG-R1, as the actions check
            if chance is None:
                gate(button, None)
                button.setEnabled(False)  # no round: nobody to call a judge to
            else:
                gate(button, chance.verify_tables)
        if not log:
            return
        self.log.clear()
        if event_id is None or info is None:
            self.extended.setText("")
            return
        store = self.ctx.store
        calls = judge_calls.calls(store, event_id, info.number)
        exts = judge_calls.extensions(store, event_id, info.number)
        notes = round_time.extension_notes([e.rule() for e in exts])
        self.extended.setText("   ".join(extension_text(n.table, n.minutes) for n in notes))
        lines = [(c.at, self._call_line(c)) for c in calls] + [
            (e.at, self._extension_line(e)) for e in exts]
        for _at, line in sorted(lines, key=lambda x: x[0]):
            self.log.addItem(line)

    def _call_line(self, c: judge_calls.JudgeCallRow) -> str:
        text = self.tr("%1  Table %2 — judge call, %3: %4").replace("%1", timefmt.local_text(
            c.at, "%H:%M")).replace("%2", str(c.table)).replace("%3", c.judge).replace(
            "%4", c.ruling.replace("\n", " ") or "—")
        if c.penalty_id is not None:
            text += " " + self.tr("(penalty #%1)").replace("%1", str(c.penalty_id))
        return text

    def _extension_line(self, e: judge_calls.ExtensionRow) -> str:
        return self.tr("%1  Table %2 — +%3 min, %4: %5").replace("%1", timefmt.local_text(
            e.at, "%H:%M")).replace("%2", str(e.table)).replace("%3", str(e.minutes)).replace(
            "%4", e.judge).replace("%5", e.reason)

    def judge_call(self) -> JudgeCallDialog | None:
        if self.event_id is None or self.info is None or not self.call_button.isEnabled():
            return None
        dialog = JudgeCallDialog(self.ctx, self.event_id, self.info, self,
                                 table=self.selected_table())
        self.dialog = dialog
        dialog.open()
        return dialog

    def extra_time(self) -> ExtensionDialog | None:
        if self.event_id is None or self.info is None or not self.time_button.isEnabled():
            return None
        dialog = ExtensionDialog(self.ctx, self.event_id, self.info, self,
                                 table=self.selected_table())
        self.dialog = dialog
        dialog.open()
        return dialog


def extension_text(table: int, minutes: int) -> str:
    """CG-R4: "Table 12: +4 min", in the interface language."""
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("JudgeCallsPanel", "Table %1: +%2 min").replace(
        "%1", str(table)).replace("%2", str(minutes))
