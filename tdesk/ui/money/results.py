"""Results so far: place, name, country, prize, deal note; export as CSV."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tdesk.engine_text import deal_note
from tdesk.services import money as svc
from tdesk.services.events import EventInfo
from tdesk.ui.context import AppContext
from tdesk.ui.money.common import fill, num, read_only_table
from tdesk.ui.widgets import files, messages


class ResultsPage(QWidget):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.info: EventInfo | None = None
        self.table = read_only_table([self.tr("Place"), self.tr("Name"), self.tr("Country"),
                                      self.tr("Prize"), self.tr("Note")])
        self.paid = QLabel()
        self.export = QPushButton(self.tr("E&xport CSV…"))
        row = QHBoxLayout()
        row.addWidget(self.paid, 1)
        row.addWidget(self.export)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        self.export.clicked.connect(self.export_csv)

    def refresh(self, info: EventInfo, summary: svc.MoneySummary) -> None:
        self.info = info
        rows = svc.results(self.ctx.store, info.id)
        # the deal's players still in, and what it kept back for the winner, have no place yet
        fill(self.table, [(r.place or self.tr("in play"),
                           self.tr("Kept back for the winner") if r.kept_back else r.name,
                           r.country, r.prize, deal_note(r)) for r in rows])
        self.paid.setText(self.tr("Paid so far: {0} of {1}").format(
            num(sum(r.prize for r in rows)), num(summary.pool.total)))

    def export_csv(self) -> None:
        if self.info is None:
            return
        path = files.save_file(self, self.tr("Export results"), self.tr("CSV files (*.csv)"),
                               f"{self.info.name} results.csv")
        if path is None:
            return
        try:
            path.write_bytes(svc.results_csv(self.ctx.store, self.info.id, note=deal_note))
        except OSError as exc:
            messages.error(self, self.tr("Cannot write {0}: {1}").format(path, exc.strerror))
