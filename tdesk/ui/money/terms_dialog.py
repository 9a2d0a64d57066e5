"""Entry fees and terms of an event: one field per setting of ``tdesk.rules.entry_fees``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QSpinBox, QVBoxLayout, QWidget

from tdesk.errors import TdeskError
from tdesk.rules.entry_fees import MONEY_SETTINGS
from tdesk.services import money as svc
from tdesk.ui.context import AppContext
from tdesk.ui.widgets.error_label import ErrorLabel


def setting_label(text: str) -> str:
    return QCoreApplication.translate("money_settings", text)


class TermsDialog(QDialog):
    saved = Signal()

    def __init__(self, ctx: AppContext, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.event_id = event_id
        self.setWindowTitle(self.tr("Entry fees and terms"))
        terms = svc.get_terms(ctx.store, event_id).terms
        self.fields: dict[str, QSpinBox] = {}
        form = QFormLayout()
        for s in MONEY_SETTINGS:
            box = QSpinBox()
            box.setRange(s.minimum or 0, s.maximum or 2_000_000_000)
            box.setGroupSeparatorShown(True)
            box.setValue(int(getattr(terms, s.key)))
            if s.help:
                box.setToolTip(setting_label(s.help))
            self.fields[s.key] = box
            form.addRow(setting_label(s.label), box)
        self.error = ErrorLabel()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def save(self) -> None:
        try:
            svc.set_terms(self.ctx.store, self.event_id,
                          {k: box.value() for k, box in self.fields.items()})
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.ctx.poll()
        self.saved.emit()
        self.accept()
