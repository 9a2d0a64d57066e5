"""File › Series… (issue 26): the store's series, the events in each, its points formula
(SER-1..SER-6) and its leaderboard (SER-7), which follows the store live: a bust in one of the
series' events changes the board while the dialog is open. Every change is a floor action, so
Edit › Undo takes it back."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import InputError, TdeskError
from tdesk.locale_format import number
from tdesk.services.events import list_events
from tdesk.services.people import series
from tdesk.services.store_changes import StoreChanges
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.widgets import messages
from tdesk.ui.widgets.error_label import ErrorLabel

DROPPED = QColor(palette.DIMMED)
BAD_FIELD = f"border: 2px solid {palette.REFUSAL}"


def points_text(value: Any) -> str:
    return number(float(value), 2)


class SeriesDialog(QDialog):
    """The series of the store: pick one on the left, edit it and read its board on the right."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.infos: list[series.SeriesInfo] = []
        self.current: series.SeriesInfo | None = None
        self.board: series.Board | None = None
        self.setWindowTitle(self.tr("Series"))
        self.series_list = QListWidget()
        self.series_list.setObjectName("seriesList")
        self.new_button = self._button(self.tr("&New…"), "newSeries", self.new_series)
        self.rename_button = self._button(self.tr("&Rename…"), "renameSeries", self.rename)
        self.delete_button = self._button(self.tr("&Delete…"), "deleteSeries", self.delete)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.series_list, 1)
        row = QHBoxLayout()
        for b in (self.new_button, self.rename_button, self.delete_button):
            row.addWidget(b)
        left_layout.addLayout(row)

        self.events_list = QListWidget()
        self.events_list.setObjectName("seriesEvents")
        self.events_list.setMaximumHeight(150)
        self.event_combo = QComboBox()
        self.event_combo.setObjectName("addEventChoice")
        self.add_button = self._button(self.tr("&Add event"), "addSeriesEvent", self.add_event)
        self.remove_button = self._button(self.tr("Re&move event"), "removeSeriesEvent",
                                          self.remove_event)
        events_box = QGroupBox(self.tr("Events"))
        events_layout = QVBoxLayout(events_box)
        events_layout.addWidget(self.events_list)
        add_row = QHBoxLayout()
        add_row.addWidget(self.event_combo, 1)
        add_row.addWidget(self.add_button)
        add_row.addWidget(self.remove_button)
        events_layout.addLayout(add_row)

        self.kind = QComboBox()
        self.kind.setObjectName("formulaKind")
        for kind, label in (("sqrt", self.tr("Square root: k × √field ÷ √place")),
                            ("linear", self.tr("Linear: k × (field − place + 1)")),
                            ("by_place", self.tr("Table by place")),
                            ("by_field", self.tr("Tables by field size"))):
            self.kind.addItem(label, kind)
        self.k = self._line("formulaK", self.tr("such as 100"))
        self.table = self._line("formulaTable", self.tr("points of 1st, 2nd, …: 100 80 65 50"))
        self.default = self._line("formulaDefault", self.tr("places past the table: 0"))
        self.bands = self._line("formulaBands", self.tr("from field size: 1: 50 30; 20: 100 70 50"))
        self.best = QSpinBox()
        self.best.setObjectName("formulaBest")
        self.best.setRange(0, 1000)
        self.best.setSpecialValueText(self.tr("All"))
        self.formula_error = ErrorLabel()
        self.formula_error.setObjectName("formulaError")
        self.save_formula = self._button(self.tr("&Save formula"), "saveFormula",
                                         self.save)
        formula_box = QGroupBox(self.tr("Points"))
        self.form = QFormLayout(formula_box)
        self.form.addRow(self.tr("&Formula"), self.kind)
        self.form.addRow(self.tr("&k"), self.k)
        self.form.addRow(self.tr("&Table"), self.table)
        self.form.addRow(self.tr("&Bands"), self.bands)
        self.form.addRow(self.tr("Defa&ult"), self.default)
        self.form.addRow(self.tr("Best &N results"), self.best)
        self.form.addRow(self.formula_error)
        self.form.addRow(self.save_formula)
        self.kind.currentIndexChanged.connect(self._kind_fields)

        self.board_table = QTableWidget(0, 3)
        self.board_table.setObjectName("seriesBoard")
        self.board_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.board_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.board_table.verticalHeader().hide()
        self.print_button = self._button(self.tr("&Print…"), "printSeries", self.print_board)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(events_box, 1)
        top.addWidget(formula_box, 1)
        right_layout.addLayout(top)
        right_layout.addWidget(self.board_table, 1)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(1, 3)
        split.setSizes([230, 870])
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(close)
        self.series_list.currentRowChanged.connect(self._selected)
        self.events_list.currentRowChanged.connect(lambda _row: self._gate())
        ctx.changed.connect(self._changed)
        self.resize(1100, 720)
        self._kind_fields()
        self.refresh()

    def _button(self, text: str, name: str, slot: Any) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    def _line(self, name: str, placeholder: str) -> QLineEdit:
        line = QLineEdit()
        line.setObjectName(name)
        line.setPlaceholderText(placeholder)
        line.textEdited.connect(lambda _t: self._clear_error())
        return line

    # -- reading -------------------------------------------------------------------------
    def _changed(self, changes: StoreChanges) -> None:
        """Another station's series, or a result in one of this series' events, shows now."""
        if not self.isVisible():
            return
        if changes.touches(None, "series", "series_event", "event"):
            self.refresh()
        elif self.current and any(changes.touches(e.event_id, *series.RESULT_TABLES)
                                  for e in self.current.events):
            self.refresh_board()

    def refresh(self) -> None:
        """The list of series, the selected one kept (by id)."""
        keep = self.current.id if self.current else None
        self.infos = series.list_series(self.ctx.store)
        self.series_list.blockSignals(True)
        self.series_list.clear()
        for info in self.infos:
            item = QListWidgetItem(info.name)
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            self.series_list.addItem(item)
        row = next((i for i, s in enumerate(self.infos) if s.id == keep), 0 if self.infos else -1)
        self.series_list.setCurrentRow(row)
        self.series_list.blockSignals(False)
        self._selected(row)

    def _selected(self, row: int) -> None:
        """Show the series of ``row``; its formula is reloaded when another series is shown
        or the stored formula changed (an edit in progress stays otherwise)."""
        before = self.current
        self.current = self.infos[row] if 0 <= row < len(self.infos) else None
        self._fill_events()
        if (before is None or self.current is None or before.id != self.current.id
                or (before.formula, before.params, before.best_n)
                != (self.current.formula, self.current.params, self.current.best_n)):
            self._load_formula()
        self.refresh_board()

    def _fill_events(self) -> None:
        keep = self.events_list.currentRow()
        self.events_list.clear()
        inside = set()
        for i, ev in enumerate(self.current.events if self.current else (), 1):
            item = QListWidgetItem(f"{i}. {ev.name}")
            item.setData(Qt.ItemDataRole.UserRole, ev.event_id)
            self.events_list.addItem(item)
            inside.add(ev.event_id)
        if self.events_list.count():
            self.events_list.setCurrentRow(min(max(keep, 0), self.events_list.count() - 1))
        self.event_combo.clear()
        for ev in list_events(self.ctx.store):
            if ev.id not in inside:
                self.event_combo.addItem(ev.name, ev.id)
        self._gate()

    def _load_formula(self) -> None:
        info = self.current
        self._clear_error()
        params = info.params if info else {"k": "100"}
        self.kind.setCurrentIndex(max(0, self.kind.findData(info.formula if info else "sqrt")))
        self.k.setText(series._short(params["k"]) if "k" in params else "")
        self.table.setText(" ".join(series._short(v) for v in params.get("table", [])))
        self.default.setText(series._short(params["default"]) if "default" in params else "")
        self.bands.setText(series.bands_text(params.get("bands", [])))
        self.best.setValue(info.best_n or 0 if info else 0)
        self._kind_fields()

    def _kind_fields(self) -> None:
        kind = self.kind.currentData()
        for widget, shown in ((self.k, kind in ("sqrt", "linear")),
                              (self.table, kind == "by_place"),
                              (self.bands, kind == "by_field"),
                              (self.default, kind in ("by_place", "by_field"))):
            self.form.setRowVisible(widget, shown)
        self._clear_error()

    def refresh_board(self) -> None:
        self.board = (series.leaderboard(self.ctx.store, self.current.id)
                      if self.current else None)
        events = self.current.events if self.current else ()
        heads = [self.tr("Rank"), self.tr("Name"), self.tr("Total"),
                 *[str(i) for i in range(1, len(events) + 1)]]
        t = self.board_table
        t.setColumnCount(len(heads))
        t.setHorizontalHeaderLabels(heads)
        for i, ev in enumerate(events, 3):
            head = t.horizontalHeaderItem(i)
            if head is not None:
                head.setToolTip(ev.name)
        lines = self.board.lines if self.board else ()
        t.setRowCount(len(lines))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for r, line in enumerate(lines):
            cells = [(str(line.rank), right), (line.name, Qt.AlignmentFlag.AlignLeft
                                               | Qt.AlignmentFlag.AlignVCenter),
                     (points_text(line.total), right)]
            for c, (text, align) in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(align)
                t.setItem(r, c, item)
            for c, (cell, ev) in enumerate(zip(line.cells, events, strict=True), 3):
                item = QTableWidgetItem("")
                item.setTextAlignment(right)
                if cell is not None:
                    text = points_text(cell.points)
                    item.setText(text if cell.counted else f"({text})")
                    item.setToolTip(self.tr("{0}: place {1}").format(ev.name, cell.place)
                                    + ("" if cell.counted else " " + self.tr("(dropped)")))
                    if not cell.counted:
                        item.setForeground(QBrush(DROPPED))
                t.setItem(r, c, item)
        header = t.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self._gate()

    def _gate(self) -> None:
        has = self.current is not None
        for widget in (self.rename_button, self.delete_button, self.save_formula, self.kind,
                       self.print_button):
            widget.setEnabled(has)
        self.add_button.setEnabled(has and self.event_combo.count() > 0)
        self.remove_button.setEnabled(has and self.events_list.currentRow() >= 0)

    # -- writing -------------------------------------------------------------------------
    def new_series(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("New series"), self.tr("Name"))
        if not ok or not name.strip():
            return
        made = self.ctx.run(self, series.create_series, self.ctx.store, name)
        if made is not None:
            self.current = next((s for s in series.list_series(self.ctx.store)
                                 if s.id == made), None)
            self.refresh()
            self._load_formula()

    def rename(self) -> None:
        if self.current is None:
            return
        name, ok = QInputDialog.getText(self, self.tr("Rename series"), self.tr("Name"),
                                        QLineEdit.EchoMode.Normal, self.current.name)
        if ok and name.strip() and name != self.current.name:
            self.ctx.run(self, series.rename_series, self.ctx.store, self.current.id, name)
            self.refresh()

    def delete(self) -> None:
        if self.current is None:
            return
        if not messages.confirm(self, self.tr(
                "Delete the series {0}? Its events and their results stay; Edit › Undo brings "
                "the series back.").format(self.current.name), yes=self.tr("Delete"),
                destructive=True):
            return
        self.ctx.run(self, series.delete_series, self.ctx.store, self.current.id)
        self.current = None
        self.refresh()

    def add_event(self) -> None:
        event_id = self.event_combo.currentData()
        if self.current is None or event_id is None:
            return
        self.ctx.run(self, series.add_event, self.ctx.store, self.current.id, int(event_id))
        self.refresh()

    def remove_event(self) -> None:
        item = self.events_list.currentItem()
        if self.current is None or item is None:
            return
        self.ctx.run(self, series.remove_event, self.ctx.store, self.current.id,
                     int(item.data(Qt.ItemDataRole.UserRole)))
        self.refresh()

    def _params(self) -> dict[str, Any]:
        kind = self.kind.currentData()
        if kind in ("sqrt", "linear"):
            return {"k": self.k.text()}
        default = self.default.text().strip() or "0"
        if kind == "by_place":
            return {"table": self.table.text(), "default": default}
        return {"bands": series.parse_bands(self.bands.text()), "default": default}

    def save(self) -> None:
        """Save the formula; a bad value is said under the form, its field marked, and
        nothing is saved."""
        if self.current is None:
            return
        try:
            series.set_formula(self.ctx.store, self.current.id, self.kind.currentData(),
                               self._params(), self.best.value() or None)
        except InputError as err:
            self._show_error(err)
            return
        except TdeskError as err:
            messages.error(self, str(err))
            return
        self.ctx.poll()
        self.refresh()
        self._load_formula()

    def _show_error(self, err: InputError) -> None:
        field = err.field
        widget: QWidget = {"k": self.k, "default": self.default, "best": self.best,
                           "formula": self.kind}.get(field, self.bands if self.kind.currentData()
                                                      == "by_field" else self.table)
        widget.setStyleSheet(BAD_FIELD)
        widget.setFocus()
        self.formula_error.show_error(str(err))

    def _clear_error(self) -> None:
        self.formula_error.show_error("")
        for widget in (self.k, self.table, self.default, self.bands, self.best, self.kind):
            widget.setStyleSheet("")

    def print_board(self) -> None:
        if self.current is None:
            return
        from tdesk.print.series import print_board
        from tdesk.ui.pdf_preview import PdfPreviewDialog
        from tdesk.ui.print_action import safe_filename

        sid, name = self.current.id, self.current.name
        try:
            dialog = PdfPreviewDialog.from_renderer(
                lambda path: print_board(self.ctx.store, sid, path), self,
                title=self.tr("Series leaderboard — {0}").format(name),
                suggested_name=safe_filename(f"{name} leaderboard") + ".pdf")
        except TdeskError as exc:
            messages.error(self, str(exc))
            return
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.preview = dialog
        dialog.open()
