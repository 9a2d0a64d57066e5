"""A read-only table model over a list of frozen rows, and a proxy that sorts it sensibly.

Subclasses name their ``COLUMNS`` and say what a cell shows (``display``) and how it sorts
(``sort_key``); the proxy sorts numbers as numbers and keeps blanks last in either direction.
"""

import unicodedata
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import QAbstractItemView, QTableView, QWidget

from tdesk.ui.labels import column

Index = QModelIndex | QPersistentModelIndex
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def text_key(text: str) -> str:
    """Sort text as a mixed roster expects: case and accents ignored (Åsa by Asa, Göran
    before Grace), the accented form after the plain one when all else is equal."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return f"{plain.casefold()}\x00{text.casefold()}"


class RowTableModel[R](QAbstractTableModel):
    COLUMNS: tuple[str, ...] = ()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[R] = []

    def set_rows(self, rows: list[R]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return column(self.COLUMNS[section])
        return None

    # -- what subclasses say ---------------------------------------------------------------
    def value(self, row: R, column: int) -> Any:
        """The cell's value: an int is right-aligned and sorts as a number; None is blank."""
        raise NotImplementedError

    def display(self, row: R, column: int) -> str:
        value = self.value(row, column)
        return "" if value is None else str(value)

    def sort_key(self, row: R, column: int) -> Any:
        value = self.value(row, column)
        if value is None or value == "":
            return None
        return value if isinstance(value, int) else text_key(str(value))

    def extra(self, row: R, column: int, role: int) -> object:
        """Any other role (tooltip, colours, fonts); None by default."""
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display(row, column)
        if role == Qt.ItemDataRole.UserRole:
            return self.sort_key(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and isinstance(self.value(row, column), int):
            return RIGHT
        return self.extra(row, column, role)


class SortProxy(QSortFilterProxyModel):
    """Sorts by ``UserRole`` keys: numbers numerically, text case-folded, blanks always last."""

    def lessThan(self, left: Index, right: Index) -> bool:  # noqa: N802
        a = left.data(Qt.ItemDataRole.UserRole)
        b = right.data(Qt.ItemDataRole.UserRole)
        if a is None or b is None:
            blanks_last = a is not None and b is None
            ascending = self.sortOrder() == Qt.SortOrder.AscendingOrder
            return blanks_last if ascending else (a is None and b is not None)
        if type(a) is not type(b):
            return str(a) < str(b)
        return bool(a < b)


class RowTableView(QTableView):
    """A read-only, sortable, single-row-selection table over a ``RowTableModel``."""

    def __init__(self, model: RowTableModel[Any], name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.rows_model = model
        self.proxy = SortProxy(self)
        self.proxy.setSourceModel(model)
        self.setModel(self.proxy)
        self.setSortingEnabled(True)
        self.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.verticalHeader().setVisible(False)

    def visible_rows(self) -> list[Any]:
        """The rows as shown, filtered and sorted."""
        rows = self.rows_model.rows
        return [rows[self.proxy.mapToSource(self.proxy.index(r, 0)).row()]
                for r in range(self.proxy.rowCount())]

    def selected_row(self) -> Any:
        selection = self.selectionModel()
        indexes = selection.selectedRows() if selection else []
        if not indexes:
            return None
        source = self.proxy.mapToSource(indexes[0]).row()
        return self.rows_model.rows[source] if source < len(self.rows_model.rows) else None

    def select_where(self, matches: Callable[[Any], bool]) -> None:
        """Select and show the first row ``matches`` accepts, if it is not filtered out."""
        for row, item in enumerate(self.rows_model.rows):
            if matches(item):
                index = self.proxy.mapFromSource(self.rows_model.index(row, 0))
                if index.isValid():
                    self.selectRow(index.row())
                    self.scrollTo(index)
                return
