"""File › Staff…: the floor staff who open the staff pages on a tablet (issue 39).

A name and a PIN (typed, or left empty for a random one) set a member's PIN; the PIN is shown
here once, until the dialog closes, and never again (the store keeps its hash only). Revoke
stops the member's tablets at their next page or tap. The tablets sign in at the player
screens' address, /staff (File › Player screens).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk import validate
from tdesk.services.venue import staff_pins
from tdesk.timefmt import local_text
from tdesk.ui.context import AppContext
from tdesk.ui.widgets import messages


class StaffPinsDialog(QDialog):
    """The members with a PIN (revoked ones greyed by their state), set and revoke."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("staffPinsDialog")
        self.setWindowTitle(self.tr("Staff PINs for the floor tablets"))
        intro = QLabel(self.tr("A floor person signs in on a tablet at the player screens' "
                               "address followed by /staff, with their own PIN. Each tablet "
                               "action is logged under their name."))
        intro.setWordWrap(True)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("PIN set"),
                                              self.tr("State")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.name = QLineEdit()
        self.name.setObjectName("staffPinName")
        self.name.setMaxLength(validate.STAFF)
        self.pin = QLineEdit()
        self.pin.setObjectName("staffPin")
        self.pin.setMaxLength(staff_pins.PIN_DIGITS[1])
        self.pin.setPlaceholderText(self.tr("empty: a random PIN"))
        self.set_button = QPushButton(self.tr("Set PIN"))
        self.set_button.clicked.connect(self.set_pin)
        self.revoke_button = QPushButton(self.tr("Revoke the selected PIN…"))
        self.revoke_button.clicked.connect(self.revoke)
        self.shown = QLabel()
        self.shown.setObjectName("shownPin")
        self.shown.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("PIN (6 to 12 digits)"), self.pin)
        row = QHBoxLayout()
        row.addWidget(self.set_button)
        row.addWidget(self.revoke_button)
        row.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (intro, self.table):
            layout.addWidget(widget)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.shown)
        layout.addWidget(buttons)
        self.setMinimumWidth(520)
        self.refresh()

    def refresh(self) -> None:
        self.rows = staff_pins.staff(self.ctx.store, revoked=True)
        self.table.setRowCount(len(self.rows))
        for i, row in enumerate(self.rows):
            state = (self.tr("active") if row.active else self.tr("revoked {0}").format(
                local_text(row.revoked_at) if row.revoked_at else ""))
            for j, text in enumerate((row.name, local_text(row.created_at), state)):
                self.table.setItem(i, j, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()

    def set_pin(self) -> None:
        name = self.name.text().strip()
        pin = self.ctx.run(self, staff_pins.set_pin, self.ctx.store, name,
                           self.pin.text().strip() or None)
        if pin is None:
            return
        self.shown.setText(self.tr("PIN for {0}: {1}. Write it down and hand it over: it is "
                                   "not shown again.").format(name, pin))
        self.name.clear()
        self.pin.clear()
        self.refresh()

    def revoke(self) -> None:
        index = self.table.currentRow()
        if not 0 <= index < len(self.rows) or not self.rows[index].active:
            return
        name = self.rows[index].name
        if not messages.confirm(self, self.tr("Revoke {0}'s PIN? Their tablets stop at once.")
                                .format(name), self.tr("Revoke PIN"), yes=self.tr("Revoke")):
            return
        self.ctx.run(self, staff_pins.revoke, self.ctx.store, name)
        self.refresh()

    def done(self, result: int) -> None:
        self.shown.clear()  # a PIN is shown once: never again when the dialog opens again
        super().done(result)
