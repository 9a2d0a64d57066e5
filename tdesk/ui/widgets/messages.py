"""Message boxes in one place, so every error looks the same and tests can answer them.

Tests replace ``confirm``/``error``/``info`` (conftest fails a test that leaves a modal open).
"""

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from tdesk import engine_text


def error(parent: QWidget | None, message: str, title: str = "") -> None:
    """A refusal or failure; a service's English refusal is shown in the interface language
    where the catalogue knows its words (``tdesk.engine_text``, issue 35)."""
    QMessageBox.warning(parent, title or QCoreApplication.translate("messages", "tdesk"),
                        engine_text.message(message))


def info(parent: QWidget | None, message: str, title: str = "") -> None:
    QMessageBox.information(parent, title or QCoreApplication.translate("messages", "tdesk"), message)


def confirm(parent: QWidget | None, message: str, title: str = "", *,
            yes: str = "", destructive: bool = False) -> bool:
    """Ask before doing something; the safe answer (No) is the default button."""
    box = QMessageBox(QMessageBox.Icon.Warning if destructive else QMessageBox.Icon.Question,
                      title or QCoreApplication.translate("messages", "tdesk"), message, QMessageBox.StandardButton.NoButton, parent)
    ok = box.addButton(yes or QCoreApplication.translate("messages", "Yes"), QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QCoreApplication.translate("messages", "Cancel"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(cancel)
    box.exec()
    return box.clickedButton() is ok
