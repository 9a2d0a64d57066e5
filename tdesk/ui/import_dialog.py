"""Import players from CSV: a preview that shows every row and every problem before saving."""

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import TdeskError
from tdesk.services.csv_io import ENCODING_LABELS, ENCODINGS, CsvPreview, read_players_csv
from tdesk.services.players import import_players, registered_names
from tdesk.ui.context import AppContext

BAD = QColor("#fde2e2")


class ImportDialog(QDialog):
    imported = Signal(int)

    def __init__(self, ctx: AppContext, event_id: int, path: Path,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.event_id = event_id
        self.path = path
        self.preview: CsvPreview | None = None
        self.setWindowTitle(self.tr("Import players — {0}").format(path.name))
        self.resize(820, 520)
        self.encoding = QComboBox()
        self.encoding.setObjectName("encoding")
        for key in ENCODINGS:
            self.encoding.addItem(self.tr(ENCODING_LABELS[key]), key)
        self.encoding.currentIndexChanged.connect(lambda _i: self.load())
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.table = QTableWidget()
        self.table.setObjectName("previewTable")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = self.buttons.addButton(self.tr("&Import"),
                                                    QDialogButtonBox.ButtonRole.AcceptRole)
        self.import_button.setObjectName("doImport")
        self.buttons.accepted.connect(self.do_import)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("&Encoding:"), self.encoding)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.buttons)
        self.load()

    def load(self) -> None:
        try:
            data = self.path.read_bytes()
        except OSError as exc:
            self._show_problem(self.tr("Cannot read {0}: {1}").format(self.path, exc.strerror))
            return
        chosen = self.encoding.currentData() or "auto"
        self.preview = read_players_csv(data, chosen,
                                        registered_names(self.ctx.store, self.event_id))
        self._fill(self.preview)

    def _show_problem(self, text: str) -> None:
        self.summary.setText(text)
        self.table.setRowCount(0)
        self.import_button.setEnabled(False)

    def _fill(self, preview: CsvPreview) -> None:
        headers = [self.tr("Line"), self.tr("Name"), self.tr("Rating"), self.tr("Country"),
                   self.tr("Games"), self.tr("Problem")]
        keys = ["name", "rating", "country", "site_games"]
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(preview.rows))
        for r, row in enumerate(preview.rows):
            cells = [str(row.line)] + [row.values.get(k, "") for k in keys] + [row.error]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if row.error:
                    item.setBackground(QBrush(BAD))
                self.table.setItem(r, c, item)
        self.table.horizontalHeader().setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)
        label = ENCODING_LABELS.get(preview.encoding, preview.encoding)
        if preview.ok:
            self.summary.setText(self.tr("{0} players ready to import (read as {1}).").format(
                len(preview.rows), label))
        else:
            errors = preview.errors
            shown = "<br>".join(errors[:8]) + ("<br>…" if len(errors) > 8 else "")
            self.summary.setText(self.tr(
                "<b>{0} problem(s); nothing will be imported until the file is fixed</b> "
                "(read as {1}):<br>{2}").format(len(errors), label, shown))
        self.import_button.setEnabled(preview.ok)

    def do_import(self) -> None:
        if self.preview is None or not self.preview.ok:
            return
        try:
            ids = import_players(self.ctx.store, self.event_id, self.preview.players)
        except TdeskError as exc:
            self._show_problem(str(exc))
            return
        self.ctx.poll()
        self.imported.emit(len(ids))
        self.accept()
