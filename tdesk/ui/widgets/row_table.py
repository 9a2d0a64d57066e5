"""A read-only table model over a list of frozen rows, and a proxy that sorts it sensibly.

Subclasses name their ``COLUMNS`` and say what a cell shows (``display``) and how it sorts
(``sort_key``); the proxy sorts numbers as numbers and keeps blanks last in either direction.
"""

import unicodedata
from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyle, QTableView, QWidget

from tdesk.names import fold
from tdesk.ui.labels import column

Index = QModelIndex | QPersistentModelIndex
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
RESET_AT = 50  # more rows gone or new than this (or 5 %) in one update: reset the model
FIT_SAMPLE = 500  # rows measured when a table is filled: the widest of 10,000 is rarely later


def text_key(text: str) -> str:
    """Sort text as a mixed roster expects: case and accents ignored (Åsa by Asa, Göran
    before Grace), the accented form after the plain one when all else is equal."""
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return f"{plain.casefold()}\x00{text.casefold()}"


class RowTableModel[R](QAbstractTableModel):
    """Rows are plain values; the view asks only for the cells it shows (10,000 rows cost
    nothing until painted). Sorting happens here, in Python, once per click (``sort``), not
    as 150,000 ``lessThan`` calls in the proxy; ``update_rows`` repaints only changed rows."""

    COLUMNS: tuple[str, ...] = ()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[R] = []
        self.sorted_by: tuple[int, Qt.SortOrder] | None = None
        self._haystacks: list[str] | None = None
        self._where: tuple[object, list[R], dict[object, int]] | None = None  # ``update_some``

    def set_rows(self, rows: list[R]) -> None:
        self.beginResetModel()
        self._where = None
        self.rows = self._in_order(list(rows))
        self._haystacks = None
        self.endResetModel()

    def update_rows(self, rows: list[R], key: Callable[[R], object]) -> list[int] | None:
        """Show ``rows``: rows matched to the shown ones by ``key``; the changed ones are
        replaced and repainted, a few gone or new ones removed or added (selection and scroll
        stay), and the rows are sorted again only if a new row came or a changed row's sort
        key changed. Many rows gone or new: a full reset. Returns the positions of the
        changed and new rows (after any new sort), or None after a reset."""
        self._where = None
        keys = [key(r) for r in rows]
        wanted = set(keys)
        where = {key(r): i for i, r in enumerate(self.rows)}
        gone = [i for k, i in where.items() if k not in wanted]
        new = [r for k, r in zip(keys, rows, strict=True) if k not in where]
        if (len(wanted) != len(rows) or len(where) != len(self.rows)
                or len(gone) + len(new) > max(RESET_AT, len(rows) // 20)):
            self.set_rows(rows)
            return None
        self._remove(sorted(gone, reverse=True))
        where = {key(r): i for i, r in enumerate(self.rows)}
        changed = []
        resort = bool(new)
        column = self.sorted_by[0] if self.sorted_by is not None else None
        for k, row in zip(keys, rows, strict=True):
            i = where.get(k)
            if i is None:
                continue
            old = self.rows[i]
            if old != row:
                if column is not None and not resort:
                    resort = self.sort_key(old, column) != self.sort_key(row, column)
                self.rows[i] = row
                changed.append(i)
        if changed or gone:
            self._haystacks = None
        last = self.columnCount() - 1
        for i in changed:
            self.dataChanged.emit(self.index(i, 0), self.index(i, last))
        if new:
            self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(new) - 1)
            self.rows.extend(new)
            self._haystacks = None
            self.endInsertRows()
        shown = {key(self.rows[i]) for i in changed} | {key(r) for r in new}
        if resort and self.sorted_by is not None:
            self.sort(*self.sorted_by)
        return [i for i, r in enumerate(self.rows) if key(r) in shown] if shown else []

    def update_some(self, rows: list[R], key: Callable[[R], object]) -> list[int] | None:
        """Show the fresh versions of a few shown rows, matched by ``key``: only they are
        compared and repainted, the others not looked at (a Swiss result changes one row of
        a 1,024-player round, issue 38). ``key``: one function kept for the model (the rows'
        places by key are kept between calls while the rows stay). Returns the positions of
        the changed rows (after any new sort); None, nothing done, when one is not shown:
        show them all then (``update_rows``)."""
        found = self._places(rows, key)
        if found is None:
            return None
        column = self.sorted_by[0] if self.sorted_by is not None else None
        changed: list[int] = []
        resort = False
        for i, row in zip(found, rows, strict=True):
            old = self.rows[i]
            if old == row:
                continue
            if column is not None and not resort:
                resort = self.sort_key(old, column) != self.sort_key(row, column)
            self.rows[i] = row
            changed.append(i)
        if not changed:
            return []
        self._haystacks = None
        last = self.columnCount() - 1
        for i in changed:
            self.dataChanged.emit(self.index(i, 0), self.index(i, last))
        if resort and self.sorted_by is not None:
            keys = [key(self.rows[i]) for i in changed]
            self.sort(*self.sorted_by)
            where = self._where_by(key)
            return sorted(where[k] for k in keys)
        return changed

    def _places(self, rows: list[R], key: Callable[[R], object]) -> list[int] | None:
        """Where ``rows`` are shown (by key), None when one is not; the index is checked
        against the rows and made again when they moved."""
        shown = self.rows
        for again in (False, True):
            where = self._where_by(key, again)
            found = [where.get(key(r), len(shown)) for r in rows]
            if len(where) == len(shown) and all(  # keys unique, each row where it was kept
                    i < len(shown) and key(shown[i]) == key(r)
                    for i, r in zip(found, rows, strict=True)):
                return found
        return None

    def _where_by(self, key: Callable[[R], object], again: bool = False) -> dict[object, int]:
        kept = self._where
        if again or kept is None or kept[0] is not key or kept[1] is not self.rows:
            kept = self._where = (key, self.rows, {key(r): i for i, r in enumerate(self.rows)})
        return kept[2]

    def replace_rows(self, start: int, rows: list[R]) -> None:
        """Rows ``start`` on replaced in place, as many as given, and only they repainted (an
        unsorted model whose rows stay where they are)."""
        if not rows:
            return
        self.rows[start:start + len(rows)] = rows
        self._haystacks = self._where = None
        self.dataChanged.emit(self.index(start, 0),
                              self.index(start + len(rows) - 1, self.columnCount() - 1))

    def _remove(self, positions: list[int]) -> None:
        """Remove the rows at ``positions`` (highest first), each told to the views."""
        for i in positions:
            self.beginRemoveRows(QModelIndex(), i, i)
            del self.rows[i]
            self.endRemoveRows()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by ``sort_key``: numbers as numbers, text as people read it, blanks last."""
        self.sorted_by = (column, order)
        if not self.rows:
            return
        self.layoutAboutToBeChanged.emit()
        old = self.rows
        order_ = self._order(old)
        position = [0] * len(old)
        for new, previous in enumerate(order_):
            position[previous] = new
        self.rows = [old[i] for i in order_]
        self._haystacks = None
        persistent = self.persistentIndexList()
        self.changePersistentIndexList(
            persistent, [self.index(position[i.row()], i.column()) for i in persistent])
        self.layoutChanged.emit()

    def _in_order(self, rows: list[R]) -> list[R]:
        return [rows[i] for i in self._order(rows)] if self.sorted_by and rows else rows

    def _order(self, rows: list[R]) -> list[int]:
        assert self.sorted_by is not None
        column, order = self.sorted_by
        keys = [self.sort_key(r, column) for r in rows]
        filled = [i for i, k in enumerate(keys) if k is not None]
        blank = [i for i, k in enumerate(keys) if k is None]
        descending = order == Qt.SortOrder.DescendingOrder
        try:
            filled.sort(key=keys.__getitem__, reverse=descending)
        except TypeError:  # mixed kinds of value in one column: compare as text
            filled.sort(key=lambda i: str(keys[i]), reverse=descending)
        return filled + blank

    def invalidate_search(self) -> None:
        """Cell texts changed outside ``set_rows`` / ``update_rows``: search them afresh."""
        self._haystacks = None

    def haystack(self, row: int) -> str:
        """What a search looks in: every cell's text, folded (case and accents ignored)."""
        if self._haystacks is None:
            columns = range(self.columnCount())
            self._haystacks = [fold("\n".join(self.display(r, c) for c in columns))
                               for r in self.rows]
        return self._haystacks[row]

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
    """Filters a ``RowTableModel`` by a search text and hands sorting to it.

    ``lessThan`` (``UserRole`` keys: numbers numerically, text case-folded, blanks always
    last) is kept for other source models.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.needle = ""

    def set_search(self, text: str) -> None:
        """Show the rows whose text contains every word typed (case and accents ignored)."""
        needle = fold(text)
        if needle != self.needle:
            self.beginFilterChange()
            self.needle = needle
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        source = self.sourceModel()
        if isinstance(source, RowTableModel):
            source.sort(column, order)  # the proxy keeps the model's order
        else:
            super().sort(column, order)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802
        source = self.sourceModel()
        if self.needle and isinstance(source, RowTableModel):
            haystack = source.haystack(source_row)
            return all(word in haystack for word in self.needle.split())
        return super().filterAcceptsRow(source_row, source_parent)

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
        # columns sized to content from the rows shown and 200 more, never all 10,000
        self.horizontalHeader().setResizeContentsPrecision(200)

    def fit_columns(self, rows: Iterable[int] | None = None, *, grow_only: bool = False) -> None:
        """Size each shown column (not the stretching ones) to its widest text: the header and
        ``rows`` (model rows), by default the first ``FIT_SAMPLE``. One text measured per
        cell; Qt's ResizeToContents reads every role of every cell again at each layout
        (40,000 calls for 180 players), which was most of the window's start (issue 11)."""
        model, header = self.rows_model, self.horizontalHeader()
        chosen = range(min(len(model.rows), FIT_SAMPLE)) if rows is None else rows
        sample = [model.rows[i] for i in chosen if 0 <= i < len(model.rows)]
        metrics = self.fontMetrics()
        pad = 2 * (self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self)
                   + 1) + 6
        for col in range(model.columnCount()):
            if (self.isColumnHidden(col)
                    or header.sectionResizeMode(col) != QHeaderView.ResizeMode.Interactive):
                continue
            width = max((metrics.horizontalAdvance(model.display(r, col)) for r in sample),
                        default=0) + pad
            width = max(width, header.sectionSizeHint(col))
            if not grow_only or width > header.sectionSize(col):
                header.resizeSection(col, width)

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
