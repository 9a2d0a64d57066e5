"""The desk's side of players' phones (issue 25): the switch, the round lock, and for a Swiss
event the queue of reports that wait (one player reported) or conflict, where the judge
accepts one side or types the result; under them check-in and drop requests. It follows the
store live (reports arrive while it is open). Every step is a floor action, so Edit › Undo
takes it back."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk.names import sort_key
from tdesk.services.events import get_event
from tdesk.services.league import league
from tdesk.services.phones import phone_checkin, phone_reports
from tdesk.services.phones.phone_reports import QueueRow
from tdesk.services.players import list_entries
from tdesk.services.store_changes import StoreChanges
from tdesk.services.swiss import swiss
from tdesk.services.table_reads import reads_of
from tdesk.ui.context import AppContext
from tdesk.ui.swiss.phone_requests_panel import PhoneRequestsPanel
from tdesk.ui.swiss.standings_tab import cut_round_name
from tdesk.ui.widgets import messages

READS = reads_of(phone_reports.reporting, phone_reports.queue, swiss.rounds, swiss.cut_rounds,
                 league.season, phone_checkin.checkins, phone_checkin.drop_requests)
"""What the dialog and its requests panel read."""


class PhoneReportsDialog(QDialog):
    """Reporting on/off, the round lock, the Swiss queue and the requests of one event."""

    decided = Signal()

    def __init__(self, ctx: AppContext, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.event_id = ctx, event_id
        self.rows: list[QueueRow] = []
        self.cut = 0  # the latest round's players when it is a top-cut round
        self.kind = get_event(ctx.store, event_id).kind
        self.setWindowTitle(self.tr("Players' phones"))
        self.enabled = QCheckBox(self.tr("Players report results from their phones"))
        self.enabled.setObjectName("phoneReportsOn")
        self.locked = QCheckBox()
        self.locked.setObjectName("phoneReportsLocked")
        self.table = QTableWidget(0, 7)
        self.table.setObjectName("phoneReportsQueue")
        self.table.setHorizontalHeaderLabels([  # each report as its player gave it (issue 36)
            self.tr("Round"), self.tr("Table"), self.tr("Player A"),
            self.tr("A reports (A's games first)"), self.tr("Player B"),
            self.tr("B reports (B's games first)"), self.tr("State")])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.accept_a = QPushButton(self.tr("Accept &A's report"))
        self.accept_a.setObjectName("acceptA")
        self.accept_b = QPushButton(self.tr("Accept &B's report"))
        self.accept_b.setObjectName("acceptB")
        self.result = QLineEdit()
        self.result.setObjectName("phoneResult")
        self.result.setPlaceholderText(self.tr("Result for A, such as 2-1"))
        self.record = QPushButton(self.tr("&Record"))
        self.record.setObjectName("recordTyped")
        decide = QHBoxLayout()
        for widget in (self.accept_a, self.accept_b, self.result, self.record):
            decide.addWidget(widget)
        self.reissue = QPushButton(self.tr("Reissue a player's &code…"))
        self.reissue.setObjectName("reissueCode")
        self.reissue.clicked.connect(self._reissue)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.addButton(self.reissue, QDialogButtonBox.ButtonRole.ActionRole)
        close.rejected.connect(self.reject)
        self.requests = PhoneRequestsPanel(ctx, event_id, drops=self.kind == "swiss")
        self.requests.acted.connect(self.decided)
        layout = QVBoxLayout(self)
        layout.addWidget(self.enabled)
        layout.addWidget(self.locked)
        layout.addWidget(self.table, 1)
        layout.addLayout(decide)
        layout.addWidget(self.requests, 1)
        layout.addWidget(close)
        swiss_only = (self.table, self.accept_a, self.accept_b, self.result, self.record)
        for widget in swiss_only:
            widget.setVisible(self.kind == "swiss")
        for widget in (self.enabled, self.locked):  # a poker page only reads (and checks in)
            widget.setVisible(self.kind in ("swiss", "league"))
        ctx.changed.connect(self._changed)
        self.enabled.clicked.connect(self._switch)
        self.locked.clicked.connect(self._lock)
        self.accept_a.clicked.connect(lambda: self._decide(self._side("a")))
        self.accept_b.clicked.connect(lambda: self._decide(self._side("b")))
        self.record.clicked.connect(lambda: self._decide(self.result.text()))
        self.result.returnPressed.connect(self.record.click)
        self.table.itemSelectionChanged.connect(self._gate)
        self.resize(820, 620)
        self.refresh()

    def _changed(self, changes: StoreChanges) -> None:
        """Reports and requests arriving from phones show while the dialog is open."""
        if self.isVisible() and changes.touches(self.event_id, *READS):
            self.refresh()

    def _round(self) -> int | None:
        """The round a lock applies to: the last Swiss round, the league's open round."""
        if self.kind == "swiss":
            numbers = swiss.rounds(self.ctx.store, self.event_id)
            cut = dict(swiss.cut_rounds(self.ctx.store, self.event_id))
            self.cut = cut.get(numbers[-1], 0) if numbers else 0
            return numbers[-1] if numbers else None
        if self.kind == "league":
            rounds = league.season(self.ctx.store, self.event_id).rounds
            return rounds[-1][1] if rounds and not rounds[-1][2] else None
        return None

    def refresh(self) -> None:
        on, locked = phone_reports.reporting(self.ctx.store, self.event_id)
        number = self._round()
        self.enabled.setChecked(on)
        if self.cut:  # a top-cut round is named, never numbered (CG-M3-B)
            self.locked.setText(self.tr("Lock the round: %1").replace(
                "%1", cut_round_name(self.cut)))
        else:
            self.locked.setText(self.tr("Lock round %1").replace("%1", str(number or "–")))
        self.locked.setEnabled(number is not None)
        self.locked.setChecked(number is not None and locked == number)
        self.requests.refresh()
        self.rows = (phone_reports.queue(self.ctx.store, self.event_id)
                     if self.kind == "swiss" else [])
        self.table.setRowCount(len(self.rows))
        for i, row in enumerate(self.rows):
            cells = (cut_round_name(row.cut_players) if row.cut_players else str(row.round),
                     str(row.table), row.a_name, self._quoted(row.a_report), row.b_name,
                     self._quoted(row.b_own), self.tr("Conflict") if row.conflict
                     else self.tr("Waiting for the other player"))
            for j, text in enumerate(cells):
                self.table.setItem(i, j, QTableWidgetItem(text))
        if self.rows:
            self.table.selectRow(0)
        self._gate()

    def _quoted(self, report: str) -> str:
        return (self.tr("disputes the other's report") if report == phone_reports.DISPUTE
                else report or "–")

    def _selected(self) -> QueueRow | None:
        index = self.table.currentRow()
        return self.rows[index] if 0 <= index < len(self.rows) else None

    def _side(self, which: str) -> str:
        row = self._selected()
        return "" if row is None else (row.a_report if which == "a" else row.b_report)

    def _gate(self) -> None:
        row = self._selected()
        self.accept_a.setEnabled(bool(row and row.a_report not in ("", phone_reports.DISPUTE)))
        self.accept_b.setEnabled(bool(row and row.b_report not in ("", phone_reports.DISPUTE)))
        self.record.setEnabled(row is not None)

    def _switch(self) -> None:
        self.ctx.run(self, phone_reports.set_reporting, self.ctx.store, self.event_id,
                     self.enabled.isChecked())
        self.refresh()

    def _lock(self) -> None:
        number = self._round() if self.locked.isChecked() else None
        self.ctx.run(self, phone_reports.lock_round, self.ctx.store, self.event_id, number)
        self.refresh()

    def _decide(self, result: str) -> None:
        row = self._selected()
        if row is None or not result:
            return
        self.ctx.run(self, phone_reports.decide, self.ctx.store, self.event_id, row.round,
                     row.table, result)
        self.result.clear()
        self.refresh()
        self.decided.emit()

    def _reissue(self) -> None:
        """A lost card: a new code for one player, the old one stops working (undoable)."""
        entries = sorted(list_entries(self.ctx.store, self.event_id),
                         key=lambda e: sort_key(e.name))
        if not entries:
            return
        names = [e.name for e in entries]
        name, ok = QInputDialog.getItem(self, self.tr("Reissue a player's code"),
                                        self.tr("Player"), names, 0, False)
        if not ok or name not in names:
            return
        entry = entries[names.index(name)].entry_id
        codes = self.ctx.run(self, phone_reports.issue_codes, self.ctx.store, self.event_id,
                             [entry])
        if codes:
            messages.info(self, self.tr("The new code of {0} is {1} (their page: "
                                        "/me?player={1}). The old code no longer "
                                        "works.").format(name, codes[entry]))
