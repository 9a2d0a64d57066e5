"""What a window shows, as words, to compare one window with another (issue 38's stale-view
hunt): the shown tab's labels, buttons (text, tooltip, enabled, checked), spin boxes, combo
items, read-only text boxes and every cell of every item view (display and tooltip), the
painted views' data (the room, the bracket), the status bar, the event line, the title and
the Edit menu's Undo and Redo. Only what is visible counts; the positions of widgets are kept
by their class or objectName and their place among their visible siblings of that name.

Times of day and clock readings (``12:34``, ``1:02:03``) are masked: two windows built a
second apart read a running clock at two moments.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from tests.ui.widget_words import _count  # a model's rows or columns, however spelled

TIME = re.compile(r"\b\d{1,2}:\d\d(:\d\d)?\b")
ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
PAINTED = {"RoomView": ("info", "playing"), "BracketView": ("bracket",)}
"""Views that paint their data: the attributes they paint from."""


def _masked(text: object) -> str:
    return TIME.sub("<time>", str(text))


def _cells(view: QAbstractItemView, where: str, out: dict[str, str]) -> None:
    model = view.model()
    if model is None:
        return
    rows, columns = _count(model.rowCount), _count(model.columnCount)
    out[f"{where}[rows]"] = str(rows)
    for section in range(columns):
        out[f"{where}[header {section}]"] = _masked(
            model.headerData(section, Qt.Orientation.Horizontal))
    for row in range(rows):
        for column in range(columns):
            index = model.index(row, column)
            for role in ROLES:
                value = model.data(index, role)
                if value is not None and value != "":
                    out[f"{where}[{row},{column},{int(role)}]"] = _masked(value)


def _one(w: QWidget, where: str, out: dict[str, str]) -> None:
    name = type(w).__name__
    if name in PAINTED:
        for attribute in PAINTED[name]:
            out[f"{where}.{attribute}"] = _masked(repr(getattr(w, attribute, None)))
    if isinstance(w, QLabel):
        out[where] = _masked(w.text())
    elif isinstance(w, QAbstractButton):
        out[where] = _masked(w.text())
        out[f"{where}[enabled]"] = str(w.isEnabled())
        if w.isCheckable():
            out[f"{where}[checked]"] = str(w.isChecked())
    elif isinstance(w, QGroupBox):
        out[f"{where}[title]"] = w.title()
    elif isinstance(w, QComboBox):
        out[f"{where}[items]"] = " | ".join(w.itemText(i) for i in range(w.count()))
        out[f"{where}[current]"] = w.currentText()
    elif isinstance(w, QAbstractItemView) and not isinstance(w, QHeaderView):
        _cells(w, where, out)
    elif isinstance(w, (QTextEdit, QPlainTextEdit)) and w.isReadOnly():
        out[where] = _masked(w.toPlainText())
    if isinstance(w, QAbstractSpinBox):
        out[f"{where}[value]"] = _masked(w.text())
    if isinstance(w, (QLabel, QAbstractButton)) and w.toolTip():
        out[f"{where}[tooltip]"] = _masked(w.toolTip())


def _walk(w: QWidget, where: str, out: dict[str, str]) -> None:
    _one(w, where, out)
    seen: dict[str, int] = {}
    for child in w.children():
        if not isinstance(child, QWidget) or child.isWindow() or not child.isVisible():
            continue
        name = child.objectName() or type(child).__name__
        place = seen[name] = seen.get(name, -1) + 1
        _walk(child, f"{where}/{name}#{place}", out)


def shown(window) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """Everything the window shows now: the current tab's widgets and the window's own."""
    out: dict[str, str] = {}
    key = window.current_tab_key()
    if key is not None:
        _walk(window.tab_widgets[key], key, out)
    out["window/store"] = window.store_label.text()
    out["window/staff"] = window.staff_label.text()
    out["window/revision"] = window.revision_label.text()
    out["window/details"] = window.event_details.text()
    out["window/title"] = window.windowTitle()
    for action in (window.undo_action, window.redo_action):
        out[f"window/{action.objectName()}"] = f"{action.text()} [{action.isEnabled()}]"
    return out


def differences(stale: dict[str, str], fresh: dict[str, str]) -> list[str]:
    """What ``stale`` shows otherwise than ``fresh`` (a missing widget included)."""
    out = []
    for key in sorted(set(stale) | set(fresh)):
        a, b = stale.get(key, "<not shown>"), fresh.get(key, "<not shown>")
        if a != b and {a, b} != {"", "<not shown>"}:  # an empty label shows nothing
            out.append(f"{key}: shown {a!r}, afresh {b!r}")
    return out
