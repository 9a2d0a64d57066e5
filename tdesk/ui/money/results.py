"""Results so far: place, name, country, prize, handed over, deal note; hand a prize over
(PRZ-5: once, when final) and print its receipt; export as CSV.

Shortcuts: Ctrl+H hands the selected player's prize over, Ctrl+R prints its receipt again.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tdesk.engine_text import deal_note
from tdesk.print.satellite_words import place_text, seat_text
from tdesk.services.events import EventInfo
from tdesk.services.money import bounty_payouts, receipts, satellites
from tdesk.services.money import money as svc
from tdesk.services.table_reads import reads_of
from tdesk.timefmt import local_text
from tdesk.ui.context import AppContext
from tdesk.ui.money.common import fill, num, read_only_table
from tdesk.ui.money.payments import method_name
from tdesk.ui.money.receipt_print import RECEIPT_PAGES, open_receipt
from tdesk.ui.money.satellite_panel import SeatCashBar, satellite_table
from tdesk.ui.pdf_preview import PdfPreviewDialog
from tdesk.ui.widgets import files, messages
from tdesk.ui.widgets.gate import gate


class ResultsPage(QWidget):
    READS = reads_of(svc.results, satellites.satellite_info,  # a satellite's seats, below
                     satellites.satellite_results)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.info: EventInfo | None = None
        self.rows: list[svc.ResultRow] = []
        self.preview: PdfPreviewDialog | None = None
        self.headers = [self.tr("Place"), self.tr("Name"), self.tr("Country"), self.tr("Prize"),
                        self.tr("Handed over"), self.tr("Note")]
        self.table = read_only_table(self.headers)
        self.seat_cash = SeatCashBar(ctx)  # a satellite's seat taken as cash (issue 23)
        self.seat_cash.hide()
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)  # one prize
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.paid = QLabel()
        self.method = QComboBox()
        self.method.setObjectName("handoverMethod")
        for key in svc.METHODS:
            self.method.addItem(method_name(key), key)
        self.page_size = QComboBox()
        self.page_size.setObjectName("receiptPage")
        for key, label in zip(RECEIPT_PAGES, (self.tr("A4"), self.tr("Letter"),
                                              self.tr("80 mm receipt")), strict=True):
            self.page_size.addItem(label, key)
        self.hand_over = QPushButton(self.tr("&Hand over prize…"))
        self.hand_over.setToolTip(self.tr("Record that the selected player was paid (Ctrl+H)"))
        self.reprint = QPushButton(self.tr("Print &receipt"))
        self.reprint.setToolTip(self.tr("Print the selected prize's receipt; a reprint is "
                                        "marked copy (Ctrl+R)"))
        self.export = QPushButton(self.tr("E&xport CSV…"))
        row = QHBoxLayout()
        row.addWidget(self.paid, 1)
        row.addWidget(self.method)
        row.addWidget(self.hand_over)
        row.addWidget(self.page_size)
        row.addWidget(self.reprint)
        row.addWidget(self.export)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.seat_cash)
        layout.addLayout(row)
        self.hand_over.clicked.connect(self.hand_over_selected)
        self.reprint.clicked.connect(self.print_selected)
        self.export.clicked.connect(self.export_csv)
        for keys, slot in (("Ctrl+H", self.hand_over_selected),
                           ("Ctrl+R", self.print_selected)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self._update_buttons()

    def refresh(self, info: EventInfo, summary: svc.MoneySummary) -> None:
        self.info = info
        selected = self.selected()
        seats = satellite_table(self.ctx.store, info.id)  # a satellite: what each wins
        headers = self.headers if seats is None else [*self.headers[:4], self.tr("Wins"),
                                                      *self.headers[4:]]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        if seats is not None:
            self.rows = seats.rows
            fill(self.table, [(place_text(s), s.name, s.country, s.prize,
                               seat_text(s, seats.info.target), self._handed_over(r),
                               deal_note(r)) for s, r in zip(seats.seats, seats.rows,
                                                             strict=True)])
        else:
            self.rows = svc.results(self.ctx.store, info.id)
            # the deal's players still in, and what it kept back for the winner, have no
            # place yet
            fill(self.table, [(r.place or self.tr("in play"),
                               self.tr("Kept back for the winner") if r.kept_back else r.name,
                               r.country, r.prize, self._handed_over(r), deal_note(r))
                              for r in self.rows])
        self.seat_cash.show_rows(info.id, seats.info if seats else None,
                                 seats.seats if seats else [])
        if selected is not None:
            for i, r in enumerate(self.rows):
                if r.entry_id == selected.entry_id and not r.kept_back:
                    self.table.selectRow(i)
        # what the places give, and what of it has left the desk (issue 35: "paid so far"
        # counted prizes given, not handed over)
        self.paid.setText(self.tr("Prizes given {0} · handed over {1} · prize pool {2}").format(
            num(sum(r.prize for r in self.rows)),
            num(sum(r.prize for r in self.rows if r.handed_over is not None)),
            num(summary.pool.total)))
        self._update_buttons()

    def _handed_over(self, row: svc.ResultRow) -> str:
        if row.handed_over is None:
            return ""
        return self.tr("{0}, receipt {1}").format(local_text(row.handed_over, "%H:%M"),
                                                  row.receipt)

    def selected(self) -> svc.ResultRow | None:
        picked = self.table.selectionModel().selectedRows()
        if not picked or picked[0].row() >= len(self.rows):
            return None
        row = self.rows[picked[0].row()]
        return None if row.kept_back else row

    def _verify(self, row: svc.ResultRow | None) -> None:
        """PRZ-5 for the selected row (no row: nothing to hand over)."""
        receipts.verify_handover(row, self.rows,
                                 handed_over=row is not None and row.handed_over is not None)

    def _update_buttons(self) -> None:
        row = self.selected()
        gate(self.hand_over, lambda: self._verify(row))
        self.reprint.setEnabled(row is not None and bool(row.receipt))

    def hand_over_selected(self) -> None:
        row = self.selected()
        if self.info is None or row is None or not self.hand_over.isEnabled():
            return
        method = str(self.method.currentData())
        question = self.tr("Hand {0} over to {1} ({2})? It is recorded with its receipt and "
                           "cannot be paid again.").format(num(row.prize), row.name,
                                                           method_name(method))
        owed = bounty_payouts.owed_to(self.ctx.store, self.info.id, row.entry_id)
        if owed:  # the bounties are paid on their own receipt (issue 35)
            question += "\n\n" + self.tr("{0} is also owed {1} in bounties: pay them on the "
                                          "Bounties page (Pay bounties).").format(row.name,
                                                                                  num(owed))
        if not messages.confirm(self, question, yes=self.tr("Hand over")):
            return
        number = self.ctx.run(self, receipts.hand_over_prize, self.ctx.store, self.info.id,
                              row.entry_id, method)
        if number is None:
            return
        if messages.confirm(self, self.tr("Handed over. Print receipt {0} now?").format(
                receipts.receipt(self.ctx.store, self.info.id, number).label),
                yes=self.tr("Print")):
            self.print_receipt(number)

    def print_selected(self) -> None:
        row = self.selected()
        if self.info is None or row is None or not row.receipt:
            return
        found = next((r for r in receipts.list_receipts(self.ctx.store, self.info.id)
                      if r.label == row.receipt), None)
        if found is not None:
            self.print_receipt(found.number)

    def print_receipt(self, number: int) -> None:
        self.preview = open_receipt(self, self.ctx, self.info, number,
                                    str(self.page_size.currentData()))

    def export_csv(self) -> None:
        if self.info is None:
            return
        path = files.save_file(self, self.tr("Export results"), self.tr("CSV files (*.csv)"),
                               f"{self.info.name} results.csv")
        if path is None:
            return
        try:
            path.write_bytes(satellites.results_csv(self.ctx.store, self.info.id,
                                                    note=deal_note, words=seat_text))
        except OSError as exc:
            messages.error(self, self.tr("Cannot write {0}: {1}").format(path, exc.strerror))
