"""Work out a deal for the players left (ICM or chip-chop, with an amount kept back for the
winner), adjust it if the players agree other figures, and record it.

Work out and Record are gated by the service's ``DealChance`` (PRZ-2, PRZ-3, SAT-4), the
check ``record_deal`` runs: a disabled button's tooltip is the sentence a forced record is
refused with (issue 38). Shortcuts: Ctrl+W works the deal out, Ctrl+R records it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk.engine_text import message
from tdesk.errors import InputError, TdeskError
from tdesk.rules.money import icm
from tdesk.services.events import EventInfo
from tdesk.services.money import deals
from tdesk.services.money import money as svc
from tdesk.services.table_reads import reads_of
from tdesk.ui.context import AppContext
from tdesk.ui.money.common import RIGHT, num, parse_count
from tdesk.ui.widgets import messages
from tdesk.ui.widgets.error_label import ErrorLabel
from tdesk.ui.widgets.gate import gate, refusal
from tdesk.validate import REASON

CHIPS, PRIZE, SHARE = 1, 2, 3


class DealPage(QWidget):
    READS = reads_of(deals.deal_chance, svc.get_terms, deals.deal_bounties)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.info: EventInfo | None = None
        self.players: list[deals.DealCandidate] = []
        self.unit = 1  # the event's rounding unit (its prizes' and its deals')
        self.prizes: list[int] = []
        self.chance: deals.DealChance | None = None
        """What the action checks a deal against, as last read (the buttons' gate)."""
        self.worked = False
        """The shares shown were worked out (not typed) from the chips shown."""
        self.stale = False
        """Chips were typed over after the deal was worked out: work it out again first."""
        self.method = QComboBox()
        self.method.addItem(self.tr("ICM (Malmuth-Harville)"), "icm")
        self.method.addItem(self.tr("Chip-chop"), "chipchop")
        self.kept = QSpinBox()
        self.kept.setRange(0, 2_000_000_000)
        self.kept.setGroupSeparatorShown(True)
        self.note = QLineEdit()
        self.note.setPlaceholderText(self.tr("Note for the results sheet (optional)"))
        self.note.setMaxLength(REASON)
        self.work = QPushButton(self.tr("&Work out"))
        self.record = QPushButton(self.tr("Record the &agreed deal…"))
        self.total = QLabel()
        self.total.setObjectName("dealTotal")
        self.bounties = QLabel()  # what the deal settles of the bounties (BNT-7, issue 35)
        self.bounties.setObjectName("dealBounties")
        self.bounties.setWordWrap(True)
        self.error = ErrorLabel()
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Chips"),
                                              self.tr("Prize by place"), self.tr("Deal")])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.AllEditTriggers)
        row = QHBoxLayout()
        method_label = QLabel(self.tr("&Method"))
        method_label.setBuddy(self.method)
        row.addWidget(method_label)
        row.addWidget(self.method)
        kept_label = QLabel(self.tr("&Kept back for the winner"))
        kept_label.setBuddy(self.kept)
        row.addWidget(kept_label)
        row.addWidget(self.kept)
        row.addWidget(self.work)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(QLabel(self.tr("Chips and deal amounts can be typed over.")))
        layout.addWidget(self.table, 1)
        layout.addWidget(self.total)
        layout.addWidget(self.bounties)
        layout.addWidget(self.note)
        layout.addWidget(self.error)
        layout.addWidget(self.record)
        self.work.clicked.connect(self.work_out)
        self.method.currentIndexChanged.connect(lambda _i: self._gate())
        self.record.clicked.connect(self.record_deal)
        self.kept.valueChanged.connect(lambda _v: self._show_total())  # PRZ-3 counts it
        self.table.itemChanged.connect(self._changed)
        QShortcut(QKeySequence("Ctrl+W"), self, self.work_out)
        QShortcut(QKeySequence("Ctrl+R"), self, self.record_deal)

    def refresh(self, info: EventInfo, summary: svc.MoneySummary) -> None:
        changed = self.info is None or self.info.id != info.id
        self.info = info
        self.chance = chance = deals.deal_chance(self.ctx.store, info.id)
        players, prizes = list(chance.players), list(chance.prizes)
        self.unit = svc.get_terms(self.ctx.store, info.id).terms.payout_unit  # as the prizes
        if changed or [p.entry_id for p in players] != [p.entry_id for p in self.players]:
            self.players, self.prizes = players, prizes
            self._fill()
        self.prizes = prizes
        self.kept.setMaximum(max(0, icm.kept_back_limit(prizes)))  # the rule's limit
        self._gate()
        self._show_bounties(info.id)

    def _show_bounties(self, event_id: int) -> None:
        """BNT-7: each player in the deal takes their own head and, in a mystery event, an
        equal share of the envelopes not drawn; no envelope is drawn at a bust after it."""
        try:
            settled = deals.deal_bounties(self.ctx.store, event_id)
        except TdeskError:
            settled = ()
        shares = ", ".join(f"{d.name} {num(d.head + d.envelopes)}" for d in settled)
        envelopes = sum(d.envelopes for d in settled)
        if not settled:
            text = ""
        elif self.chance is not None and self.chance.recorded_at is not None:
            text = self.tr("The deal settled the bounties: {0}").format(shares)
        elif envelopes:
            text = self.tr("The deal settles the bounties: each player takes their own head "
                           "and an equal share of the envelopes not drawn ({0}); no envelope "
                           "is drawn after it: {1}").format(num(envelopes), shares)
        else:
            text = self.tr("The deal settles the bounties: each player takes their own "
                           "head: {0}").format(shares)
        self.bounties.setText(text)
        self.bounties.setVisible(bool(text))

    def _satellite_refusal(self) -> str:
        """SAT-4: why this event, a satellite, takes no deal by the method chosen ("" when it
        may; issue 23)."""
        chance, method = self.chance, self.method.currentData()
        return "" if chance is None else refusal(lambda: chance.verify_method(method))

    def _recorded(self) -> str:
        """PRZ-2: the rule's sentence when a deal is recorded for this event already."""
        chance = self.chance
        return "" if chance is None else refusal(chance.verify_once)

    def _gate(self) -> None:
        """Work out is enabled by the rules: the count of players (its reason the disabled
        button's tooltip, issue 22) and, in a satellite, SAT-4 (the page says why); Record by
        the action's own check (issue 38)."""
        count = len(self.players)
        chance, method = self.chance, self.method.currentData()
        possible = gate(self.work, lambda: icm.verify_players(count))
        seats = self._satellite_refusal() if possible else ""
        if seats and chance is not None:
            gate(self.work, lambda: chance.verify_method(method))
        self._gate_record()
        recorded = self._recorded()
        if recorded:
            self.total.setText(recorded)
        elif seats:
            self.total.setText(self.tr("This satellite pays seats, so no deal: {0}").format(
                seats))
        elif not possible:
            self.total.setText(self.tr("A deal is worked out for 2 to {0} players; %n are left.",
                                       "", count).format(icm.MAX_PLAYERS))

    def _cell(self, r: int, c: int, value: int | str, editable: bool) -> None:
        item = QTableWidgetItem(num(value) if isinstance(value, int) else value)
        if isinstance(value, int):
            item.setTextAlignment(RIGHT)
        if not editable:
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.table.setItem(r, c, item)

    def _fill(self) -> None:
        self.table.blockSignals(True)
        self.table.setRowCount(len(self.players))
        for r, p in enumerate(self.players):
            self._cell(r, 0, p.name, False)
            self._cell(r, CHIPS, p.chips, True)
            self._cell(r, PRIZE, self.prizes[r] if r < len(self.prizes) else 0, False)
            self._cell(r, SHARE, "", True)
        self.table.blockSignals(False)
        self.worked = self.stale = False
        self._show_total()

    def _int(self, r: int, c: int) -> int | None:
        """The whole number typed in a cell; anything else (a minus, a letter, a decimal) is
        refused naming the column, the player and the value, never read as other digits."""
        item = self.table.item(r, c)
        text = item.text() if item else ""
        try:
            return parse_count(text)
        except ValueError:
            column = self.table.horizontalHeaderItem(c).text()
            raise InputError(f"{column} ({self.players[r].name})", text.strip(),
                             self.tr("type a whole number, e.g. 25000")) from None

    def chips(self) -> list[int]:
        return [self._int(r, CHIPS) or 0 for r in range(self.table.rowCount())]

    def amounts(self) -> list[int | None]:
        return [self._int(r, SHARE) for r in range(self.table.rowCount())]

    def work_out(self) -> None:
        if not icm.deal_possible(len(self.players)) or self._satellite_refusal():
            return
        try:
            shares = deals.work_out_deal(self.method.currentData(), self.chips(), self.prizes,
                                         self.kept.value(), self.unit)
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.error.show_error("")
        self.table.blockSignals(True)
        for r, amount in enumerate(shares):
            self._cell(r, SHARE, amount, True)
        self.table.blockSignals(False)
        self.worked, self.stale = True, False
        self._show_total()

    def _changed(self, item: QTableWidgetItem) -> None:
        """A stack typed over after working out makes the shares stale: work it out again
        before recording, so the deal recorded matches the chips recorded."""
        if item.column() == CHIPS and self.worked and not self.stale:
            self.stale = True
            self._gate_record()
            self.error.show_error(self.tr("Chips changed: work the deal out again."))
            return
        self._show_total()

    def _record_check(self) -> None:
        """Why the deal shown cannot be recorded now: the page's own state (every amount in,
        no chips typed over since it was worked out), then the action's check (PRZ-2, SAT-4,
        and PRZ-3 on the shares shown), which ``record_deal`` runs again under the write lock."""
        chance = self.chance
        if chance is None:
            raise ValueError(self.tr("Work the deal out first, or type every amount."))
        chance.verify(self.method.currentData())
        if self.stale:
            raise ValueError(self.tr("Chips changed: work the deal out again."))
        amounts = self.amounts()  # a mistyped amount: InputError naming its cell
        if not amounts or any(a is None for a in amounts):
            raise ValueError(self.tr("Work the deal out first, or type every amount."))
        chance.verify_total(sum(a or 0 for a in amounts), self.kept.value())

    def _gate_record(self) -> None:
        gate(self.record, self._record_check)

    def _show_total(self) -> None:
        self._gate_record()
        if self._recorded():
            return  # the page says a deal is recorded
        try:
            amounts = [a or 0 for a in self.amounts()]
        except InputError as exc:
            self.error.show_error(str(exc))
            return
        self.error.show_error("")
        due = sum(self.prizes) - self.kept.value()
        self.total.setText(self.tr("Deal total {0} of {1} to share ({2} kept back)").format(
            num(sum(amounts)), num(due), num(self.kept.value())))

    def record_deal(self) -> None:
        if self.info is None or not self.players:
            return
        reason = refusal(self._record_check)  # Ctrl+R on the disabled button: its tooltip
        if reason:
            self.error.show_error(reason)
            return
        try:
            amounts, chips = self.amounts(), self.chips()
        except InputError as exc:
            self.error.show_error(str(exc))
            return
        if not messages.confirm(self, self.tr("Record this deal as agreed by the players?"),
                                yes=self.tr("Record deal")):
            return
        method = self.method.currentData()
        typed = {p.entry_id: int(a or 0) for p, a in zip(self.players, amounts, strict=True)}
        stacks = {p.entry_id: c for p, c in zip(self.players, chips, strict=True)}
        try:
            deals.record_deal(self.ctx.store, self.info.id, method, typed, self.kept.value(),
                            self.note.text(), stacks=stacks)
        except TdeskError as exc:
            self.error.show_error(message(str(exc)))  # the rule's sentence, as the tooltip
            return
        self.error.show_error("")
        self.ctx.poll()
