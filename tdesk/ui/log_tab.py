"""The Log tab: every floor action of the event, newest first, with who did it and the seed."""

from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk.services.audit import list_actions
from tdesk.timefmt import local_text
from tdesk.ui.context import AppContext


class LogTab(QWidget):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.table = QTableWidget()
        self.table.setObjectName("logTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        ctx.changed.connect(self.refresh)
        ctx.eventChanged.connect(lambda _e: self.refresh())
        self.refresh()

    def refresh(self) -> None:
        rows = list_actions(self.ctx.store, self.ctx.event_id) if self.ctx.event_id else []
        headers = [self.tr("Time"), self.tr("Staff"), self.tr("Action"), self.tr("Seed"),
                   self.tr("State")]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            state = self.tr("undone") if row.undone else ""
            cells = [local_text(row.at, "%H:%M:%S"), row.staff, row.summary,
                     "" if row.seed is None else str(row.seed), state]
            for c, text in enumerate(cells):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
