"""A list model for long combo boxes and lists (2,000 OFC hands): items are plain (text, data)
pairs; the view asks only for what it shows, and setting the same items again costs nothing."""

from collections.abc import Sequence

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex


class LazyListModel(QAbstractListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.items: list[tuple[str, object]] = []

    def set_items(self, items: Sequence[tuple[str, object]]) -> bool:
        """Show ``items``; returns False (and touches nothing) when they are unchanged."""
        items = list(items)
        if items == self.items:
            return False
        self.beginResetModel()
        self.items = items
        self.endResetModel()
        return True

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.items)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.items):
            return None
        text, data = self.items[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return text
        if role == Qt.ItemDataRole.UserRole:
            return data
        return None
