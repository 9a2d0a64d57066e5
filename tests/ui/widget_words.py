"""Every text a widget tree shows, with where it is (issue 37's pseudo-language walk).

``texts(root)`` yields (path, text) for labels, buttons, group and tab titles, tooltips,
placeholders, combo items, menus and actions, window titles, and the headers and first rows of
every item view; ``cut_off(root)`` the marked texts a label, button or tab cuts short. Painted
text (the clock face, the projector) is not a widget's text and is not seen here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QSpinBox,
    QTabBar,
    QTextEdit,
    QWidget,
)

ROWS = 30  # rows of each item view read: the words of a column repeat below
_ACCEL = re.compile(r"&(?!&)")
_TAG = re.compile(r"<[^<>]*>")


def path(widget: QWidget) -> str:
    """"MainWindow/QTabWidget/PlayersTab/addPlayer": class or objectName, from the top."""
    parts = []
    w: QWidget | None = widget
    while w is not None:
        parts.append(w.objectName() or type(w).__name__)
        w = w.parentWidget()
    return "/".join(reversed(parts))


def _count(method: object) -> int:
    """A model's rows or columns, however its binding spells the call (a list model's
    columnCount is private: one column)."""
    for args in ((), (QModelIndex(),)):
        try:
            return int(method(*args))  # type: ignore[operator]
        except TypeError:
            continue
    return 1


def _view_texts(view: QAbstractItemView) -> Iterator[tuple[str, str]]:
    model = view.model()
    if model is None:
        return
    where = path(view)
    for section in range(_count(model.columnCount)):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = model.headerData(section, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                yield f"{where}[header {section}]", value
    for row in range(min(_count(model.rowCount), ROWS)):
        for column in range(_count(model.columnCount)):
            index = model.index(row, column)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.data(index, role)
                if isinstance(value, str):
                    yield f"{where}[{row},{column}]", value


def texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of every text ``root`` and its children show or offer."""
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        where = path(w)
        if w.isWindow() and w.windowTitle():
            yield f"{where}[title]", w.windowTitle()
        if w.toolTip():
            yield f"{where}[tooltip]", w.toolTip()
        if isinstance(w, (QLabel, QAbstractButton)):
            yield where, w.text()
        elif isinstance(w, QGroupBox):
            yield f"{where}[title]", w.title()
        elif isinstance(w, QLineEdit):
            yield f"{where}[placeholder]", w.placeholderText()
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                yield f"{where}[item {i}]", w.itemText(i)
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                yield f"{where}[tab {i}]", w.tabText(i)
                yield f"{where}[tab {i} tooltip]", w.tabToolTip(i)
        elif isinstance(w, QAbstractItemView) and not isinstance(w, QHeaderView):
            yield from _view_texts(w)
        elif isinstance(w, (QTextEdit, QPlainTextEdit)) and w.isReadOnly():
            yield where, w.toPlainText()
        if isinstance(w, (QSpinBox, QDoubleSpinBox)):
            yield f"{where}[affix]", w.prefix() + " " + w.suffix()
        if isinstance(w, QAbstractSpinBox):
            yield f"{where}[special]", w.specialValueText()
        if isinstance(w, QMenu):
            yield f"{where}[title]", w.title()
        for action in w.actions():
            name = action.objectName() or action.text()
            yield f"{where}/action {name!r}", action.text()
            if action.toolTip() != _ACCEL.sub("", action.text()).replace("…", "..."):
                yield f"{where}/action {name!r}[tooltip]", action.toolTip()
            menu = action.menu()
            if isinstance(menu, QMenu):
                yield f"{where}/menu {menu.title()!r}", menu.title()
                for sub in menu.actions():
                    yield f"{where}/menu {menu.title()!r}/{sub.text()!r}", sub.text()


def _shown(w: QWidget) -> bool:
    return w.isVisible() and w.width() > 0


def cut_off(root: QWidget, marked: str = "⟦") -> Iterator[tuple[str, str]]:
    """(where, text) of marked texts their widget cannot show whole: a one-line label or a
    push button narrower than its text, a tab whose title the tab bar shortens."""
    for w in [root, *root.findChildren(QWidget)]:
        if not _shown(w):
            continue
        if isinstance(w, QLabel) and not w.wordWrap() and marked in w.text():
            if w.textFormat() == Qt.TextFormat.RichText or _TAG.search(w.text()):
                continue  # rich text wraps and lays itself out
            widest = max(w.fontMetrics().horizontalAdvance(line)
                         for line in _ACCEL.sub("", w.text()).split("\n"))
            if widest > w.contentsRect().width() - 2 * w.margin() + 1:
                yield path(w), w.text()
        elif isinstance(w, QAbstractButton) and marked in w.text():
            if w.sizeHint().width() > w.width() + 1:
                yield path(w), w.text()
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                text = w.tabText(i)
                if marked in text and w.elideMode() != Qt.TextElideMode.ElideNone:
                    need = w.fontMetrics().horizontalAdvance(_ACCEL.sub("", text))
                    if need > w.tabRect(i).width():
                        yield f"{path(w)}[tab {i}]", text
