"""Small helpers the money pages share: numbers in the interface language, read-only tables."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from tdesk.i18n import number_locale
from tdesk.names import sort_key
from tdesk.ui.widgets.row_table import RowTableModel, RowTableView

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def num(value: int | None) -> str:
    """20000 -> "20,000" (or the interface language's grouping); None -> ""."""
    return "" if value is None else number_locale().toString(int(value))


def decimal(value: float, places: int = 1) -> str:
    """10.4 -> "10.4" (or "10,4" in a language that writes a decimal comma)."""
    return number_locale().toString(float(value), "f", places)


def signed(value: int) -> str:
    """-9000 -> "-9,000", 500 -> "+500": a difference, grouped like every other number."""
    return ("+" if value > 0 else "-" if value < 0 else "") + num(abs(value))


def parse_count(text: str) -> int | None:
    """A whole number typed on the floor: "20000", "20,000" or "20 000" (the interface
    language's grouping, or a space); "" -> None. Anything else raises ValueError."""
    group = number_locale().groupSeparator()
    cleaned = "".join(ch for ch in text if not ch.isspace() and ch != group)
    cleaned = cleaned.removeprefix("+")
    if not cleaned:
        return None
    if not cleaned.isascii() or not cleaned.isdigit():
        raise ValueError(text)
    return int(cleaned)


def read_only_table(headers: Sequence[str], parent: QWidget | None = None) -> QTableWidget:
    table = QTableWidget(0, len(headers), parent)
    table.setHorizontalHeaderLabels(list(headers))
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def fill(table: QTableWidget, rows: Sequence[Sequence[object]]) -> None:
    """Fill ``table``: ints right-aligned with grouping, everything else as text."""
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            if isinstance(value, int) and not isinstance(value, bool):
                item = QTableWidgetItem(num(value))
                item.setTextAlignment(RIGHT)
            else:
                item = QTableWidgetItem("" if value is None else str(value))
            table.setItem(r, c, item)


class CellsModel(RowTableModel[tuple[Any, ...]]):
    """Rows of ``(key, cell, cell, …)`` for a long read-only money table: numbers grouped in
    the interface language and right-aligned, nothing built per row until it is painted
    (10,000 players), and a refresh repaints only the rows that changed (by key)."""

    def __init__(self, headers: Sequence[str], parent: QWidget | None = None, *,
                 name_columns: Sequence[int] = ()) -> None:
        super().__init__(parent)
        self.headers = list(headers)
        self.name_columns = set(name_columns)  # sorted by surname, as every roster is

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        return len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None

    def value(self, row: tuple[Any, ...], column: int) -> Any:
        return row[column + 1]

    def sort_key(self, row: tuple[Any, ...], column: int) -> Any:
        if column in self.name_columns and row[column + 1]:
            return sort_key(str(row[column + 1]))
        return super().sort_key(row, column)

    def display(self, row: tuple[Any, ...], column: int) -> str:
        value = row[column + 1]
        if isinstance(value, int) and not isinstance(value, bool):
            return num(value)
        return "" if value is None else str(value)


def cells_table(headers: Sequence[str], name: str, parent: QWidget | None = None, *,
                name_columns: Sequence[int] = ()) -> RowTableView:
    """A sortable read-only table over a ``CellsModel``; fill it with ``show_cells``."""
    view = RowTableView(CellsModel(headers, name_columns=name_columns), name, parent)
    view.horizontalHeader().setStretchLastSection(True)
    return view


def show_cells(view: RowTableView, rows: list[tuple[Any, ...]]) -> None:
    """Show ``rows`` (``(key, cell, …)``): changed rows only when the keys are the same, and
    the columns widened to fit."""
    changed = view.rows_model.update_rows(rows, key=lambda r: r[0])
    if changed is None:
        view.fit_columns()
    else:
        view.fit_columns(changed, grow_only=True)
