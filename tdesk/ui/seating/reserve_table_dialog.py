"""A player's reserved table (CG-T10, issue 24): a feature match or a wheelchair table, kept
from the next pairing on, also before round 1. A table already reserved for another player is
refused in red inside the dialog, naming the table and both players."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdesk import engine_text
from tdesk.errors import TdeskError
from tdesk.names import sort_key
from tdesk.rules.seating.table_plan import MAX_TABLE
from tdesk.services.players import list_entries
from tdesk.services.swiss import swiss
from tdesk.ui.context import AppContext
from tdesk.ui.widgets.error_label import ErrorLabel


class ReserveTableDialog(QDialog):
    def __init__(self, ctx: AppContext, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.event_id = ctx, event_id
        self.setWindowTitle(self.tr("Reserved tables"))
        self.reserved = swiss.reserved_tables(ctx.store, event_id)
        self.player = QComboBox()
        self.player.setObjectName("reservePlayer")
        self.player.setEditable(True)  # type to find a name
        self.player.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for e in sorted(list_entries(ctx.store, event_id), key=lambda e: sort_key(e.name)):
            self.player.addItem(e.name, e.entry_id)
        self.table = QSpinBox()
        self.table.setObjectName("reserveTable")
        self.table.setRange(0, MAX_TABLE)
        self.table.setSpecialValueText(self.tr("none"))
        self.player.currentIndexChanged.connect(self._show_reserved)
        self.note = QLabel(self.tr("The player plays at this table from the next pairing on; "
                                   "nobody else is seated there. None frees it."))
        self.note.setWordWrap(True)
        self.error = ErrorLabel()
        form = QFormLayout()
        form.addRow(self.tr("Player"), self.player)
        form.addRow(self.tr("Reserved table"), self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Close)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self._show_reserved()

    def _show_reserved(self) -> None:
        self.table.setValue(self.reserved.get(self.player.currentData(), 0))

    def save(self) -> None:
        entry = self.player.currentData()
        if entry is None:
            return
        table = self.table.value() or None
        try:
            swiss.reserve_table(self.ctx.store, self.event_id, entry, table)
        except TdeskError as exc:
            # the dialog stays open with what was chosen
            self.error.show_error(engine_text.message(str(exc)))
            return
        self.ctx.poll()
        self.accept()
