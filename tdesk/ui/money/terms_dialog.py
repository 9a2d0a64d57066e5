"""Entry fees and terms of an event: one field per setting of ``tdesk.rules.money.entry_fees``."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Signal
from PySide6.QtWidgets import QDialog, QFormLayout, QSpinBox, QWidget

from tdesk.errors import TdeskError
from tdesk.rules.money.entry_fees import MONEY_SETTINGS
from tdesk.services.money import money as svc
from tdesk.ui.context import AppContext
from tdesk.ui.widgets.error_label import ErrorLabel
from tdesk.ui.widgets.form_dialog import lay_out_form

_WORDS = (  # the labels and help of tdesk.rules.money.entry_fees.MONEY_SETTINGS, for pyside6-lupdate
    QT_TRANSLATE_NOOP("TermsDialog", "Buy-in (prize pool part)"),
    QT_TRANSLATE_NOOP("TermsDialog", "Fee (rake)"),
    QT_TRANSLATE_NOOP("TermsDialog", "Bounty"),
    QT_TRANSLATE_NOOP("TermsDialog", "Re-entries per player"),
    QT_TRANSLATE_NOOP("TermsDialog", "0: no re-entry"),
    QT_TRANSLATE_NOOP("TermsDialog", "Re-entry price (prize pool part)"),
    QT_TRANSLATE_NOOP("TermsDialog", "0: the same as the buy-in"),
    QT_TRANSLATE_NOOP("TermsDialog", "Re-entry chips"),
    QT_TRANSLATE_NOOP("TermsDialog", "0: the starting stack"),
    QT_TRANSLATE_NOOP("TermsDialog", "Rebuys per player"),
    QT_TRANSLATE_NOOP("TermsDialog", "0: no rebuys"),
    QT_TRANSLATE_NOOP("TermsDialog", "Rebuy price"),
    QT_TRANSLATE_NOOP("TermsDialog", "Rebuy chips"),
    QT_TRANSLATE_NOOP("TermsDialog", "Rebuys until level"),
    QT_TRANSLATE_NOOP("TermsDialog", "0: until registration closes"),
    QT_TRANSLATE_NOOP("TermsDialog", "Add-on price"),
    QT_TRANSLATE_NOOP("TermsDialog", "0: no add-on"),
    QT_TRANSLATE_NOOP("TermsDialog", "Add-on chips"),
    QT_TRANSLATE_NOOP("TermsDialog", "Late registration until level"),
    QT_TRANSLATE_NOOP("TermsDialog",
                      "Entries and re-entries close after this level; 0: closed by hand"),
    QT_TRANSLATE_NOOP("TermsDialog", "Guaranteed prize pool"),
    QT_TRANSLATE_NOOP("TermsDialog", "Added money"),
    QT_TRANSLATE_NOOP("TermsDialog", "Round prizes to"),
)


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
                box.setToolTip(self.tr(s.help))
            self.fields[s.key] = box
            form.addRow(self.tr(s.label), box)
        self.error = ErrorLabel()
        lay_out_form(self, form, self.error, self.save)

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
