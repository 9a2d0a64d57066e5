"""The shape every small floor dialog shares: a form, the red error line under it, then Save
and Cancel (Save calls ``save``, which keeps the dialog open with what was typed when it
refuses; Cancel rejects)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


def lay_out_form(dialog: QDialog, form: QFormLayout, error: QWidget,
                 save: Callable[[], None]) -> QPushButton:
    """Put ``form``, ``error`` and Save/Cancel into ``dialog``; returns the Save button."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                               | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(save)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addLayout(form)
    layout.addWidget(error)
    layout.addWidget(buttons)
    return buttons.button(QDialogButtonBox.StandardButton.Save)
