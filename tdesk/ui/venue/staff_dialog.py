"""Who is at this station: the floor staff name written with every action in the audit log.

Asked once when the window starts with no name known (no ``--staff``, no TDESK_STAFF, none
saved in this computer's settings), and from Edit › Floor staff name whenever the person at the
station changes. The name is remembered in the settings (``AppContext.set_staff``).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from tdesk import validate
from tdesk.errors import TdeskError
from tdesk.ui.context import AppContext
from tdesk.ui.widgets.error_label import ErrorLabel


class StaffDialog(QDialog):
    """One line for the name; OK saves it (refused names stay typed, with the reason)."""

    saved = Signal(str)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *,
                 first_start: bool = False) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("staffDialog")
        self.setWindowTitle(self.tr("Floor staff"))
        intro = QLabel(self.tr("Who is working at this station? The name is recorded with "
                               "every action in the log; change it from Edit › Floor staff "
                               "name when someone else takes over.") if first_start
                       else self.tr("Name recorded with every action:"))
        intro.setWordWrap(True)
        self.name = QLineEdit(ctx.store.staff)
        self.name.setObjectName("staffName")
        self.name.setMaxLength(validate.STAFF)
        self.name.setPlaceholderText(self.tr("e.g. Anna Lindqvist"))
        self.error = ErrorLabel()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.try_save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.name)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)

    def try_save(self) -> None:
        if not self.name.text().strip():
            self.error.show_error(self.tr("Type the name of the person at this station."))
            return
        try:
            self.ctx.set_staff(self.name.text().strip())
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.saved.emit(self.ctx.store.staff)
        self.accept()
