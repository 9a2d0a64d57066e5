"""The event's tables and break order (TDA-B6, issue 35), from the Seating tab's Tables… button.

The tables used are typed in place ("1-8"); the break order is the list below, first to break
at the top, put in order by dragging or by Move up / Move down. Save is one floor action (one
undo); a bad list is said in red, naming the field and the value, and nothing is saved.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tdesk import engine_text
from tdesk.errors import TdeskError
from tdesk.rules.seating import room_tables as rules
from tdesk.services.seating.room_tables import room_tables, set_room_tables
from tdesk.ui.context import AppContext
from tdesk.ui.widgets.error_label import ErrorLabel


class RoomTablesDialog(QDialog):
    def __init__(self, ctx: AppContext, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.event_id = ctx, event_id
        self.setWindowTitle(self.tr("Tables and break order"))
        self.setMinimumWidth(420)
        self.info = room_tables(ctx.store, event_id)
        self.use = QLineEdit(self.info.use_text or rules.format_tables(self.info.sequence[::-1]))
        self.use.setObjectName("tablesUsed")
        self.use.setPlaceholderText(self.tr("the room's tables, such as 1-8 or 1-6, 9"))
        self.order = QListWidget()
        self.order.setObjectName("breakOrder")
        self.order.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.order.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.up = QPushButton(self.tr("Move &up"))
        self.up.setObjectName("breakUp")
        self.up.setToolTip(self.tr("Break this table earlier (Ctrl+Up)"))
        self.down = QPushButton(self.tr("Move d&own"))
        self.down.setObjectName("breakDown")
        self.down.setToolTip(self.tr("Break this table later (Ctrl+Down)"))
        self.up.clicked.connect(lambda: self.move(-1))
        self.down.clicked.connect(lambda: self.move(1))
        QShortcut(QKeySequence("Ctrl+Up"), self, activated=self.up.click)
        QShortcut(QKeySequence("Ctrl+Down"), self, activated=self.down.click)
        self.note = QLabel(self.tr(
            "The table at the top breaks first (TDA-B6). A table opened for more players is "
            "the first of the tables used that is not open, in the order typed."))
        self.note.setWordWrap(True)
        self.error = ErrorLabel()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("&Tables used:"), self.use)
        moves = QHBoxLayout()
        moves.addWidget(self.up)
        moves.addWidget(self.down)
        moves.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Break order, first to break at the top:")))
        layout.addWidget(self.order, 1)
        layout.addLayout(moves)
        layout.addWidget(self.note)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        # the order the floor put, remembered whole while the tables are typed (a table dropped
        # from the text for a moment keeps its place when it comes back)
        self.custom = bool(self.info.break_order)
        self.remembered: list[int] = list(self.info.sequence) if self.custom else []
        self.fill(list(self.info.sequence))
        self.order.model().rowsMoved.connect(lambda *_args: self._remember())
        self.use.textChanged.connect(lambda _text: self.tables_typed())
        self.tables_typed()

    def fill(self, numbers: list[int], current: int | None = None) -> None:
        self.order.clear()
        for n in numbers:
            seated = self.info.players.get(n)
            text = (self.tr("Table %1").replace("%1", str(n)) if seated is None else
                    self.tr("Table %1 · open, %2 seated").replace("%1", str(n))
                    .replace("%2", str(seated)))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, n)
            self.order.addItem(item)
            if n == current:
                self.order.setCurrentItem(item)

    def break_order(self) -> list[int]:
        """The tables as listed now, first to break first."""
        return [int(self.order.item(i).data(Qt.ItemDataRole.UserRole))
                for i in range(self.order.count())]

    def tables_typed(self) -> None:
        """The list follows the tables typed: the rule's order (highest first) until the floor
        moves a table, then tables kept keep their place and new ones join below in the rule's
        order; a bad list is said at once."""
        try:
            use = rules.parse_tables(self.use.text())
            rules.verify_room_tables(use, [])
        except ValueError as exc:  # nothing typed yet: Save waits, with no red line
            self.error.show_error(engine_text.message(str(exc)) if self.use.text().strip()
                                  else "")
            self.save_button.setEnabled(False)
            return
        self.error.show_error("")
        self.save_button.setEnabled(True)
        kept = [n for n in self.remembered if n in set(use)] if self.custom else []
        new = sorted((n for n in use if n not in set(kept)), reverse=True)
        self.fill(kept + new)

    def move(self, step: int) -> None:
        row = self.order.currentRow()
        if row < 0 or not 0 <= row + step < self.order.count():
            return
        numbers = self.break_order()
        numbers.insert(row + step, numbers.pop(row))
        self.fill(numbers, current=numbers[row + step])
        self._remember()

    def _remember(self) -> None:
        """The floor moved a table (a button or a drop): the list as it stands is the order."""
        self.custom = True
        shown = self.break_order()
        self.remembered = shown + [n for n in self.remembered if n not in set(shown)]

    def save(self) -> None:
        text = self.use.text()
        order = self.break_order()
        try:
            use = rules.parse_tables(text)
        except ValueError as exc:
            self.error.show_error(engine_text.message(str(exc)))
            return
        if tuple(order) == rules.break_sequence(use, ()):
            order = []  # the rule's own order: nothing listed, later tables follow it too
        try:
            set_room_tables(self.ctx.store, self.event_id, text, order)
        except TdeskError as exc:
            self.error.show_error(engine_text.message(str(exc)))
            return
        self.ctx.poll()
        self.accept()
