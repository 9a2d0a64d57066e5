"""The red line under a form that says what is wrong (field and value), hidden when all is well."""

from PySide6.QtWidgets import QLabel, QWidget

from tdesk.ui import palette


class ErrorLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("error")
        self.setStyleSheet(f"color: {palette.REFUSAL}; font-weight: bold")
        self.setWordWrap(True)
        self.hide()

    def show_error(self, message: str) -> None:
        self.setText(message)
        self.setVisible(bool(message))
