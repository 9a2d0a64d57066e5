"""Swap two players of a round by hand (CG-P1 override), with the warnings shown first."""

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tdesk.services.swiss import swiss
from tdesk.services.swiss.swiss import RoundInfo
from tdesk.ui import palette
from tdesk.ui.context import AppContext


class SwapDialog(QDialog):
    """Pick two players; the warnings (rematch, float, bye twice) update as you pick; OK swaps
    them and logs the warnings with the reason."""

    def __init__(self, ctx: AppContext, event_id: int, info: RoundInfo,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.event_id, self.info = ctx, event_id, info
        self.setWindowTitle(self.tr("Swap players — round %1").replace("%1", str(info.number)))
        self.first = QComboBox()
        self.first.setObjectName("swapFirst")
        self.second = QComboBox()
        self.second.setObjectName("swapSecond")
        for t in info.tables:
            if t.done and not t.is_bye:
                continue
            for entry, name in ((t.a_id, t.a_name), (t.b_id, t.b_name)):
                if entry is not None:
                    if t.is_bye:  # CG-T12: the bye has no table (issue 36: never "table 101")
                        label = (self.tr("%1 (organiser bye)") if t.organiser_bye
                                 else self.tr("%1 (bye)")).replace("%1", name)
                    else:
                        label = self.tr("%1 (table %2)").replace("%1", name).replace(
                            "%2", str(t.table))
                    self.first.addItem(label, entry)
                    self.second.addItem(label, entry)
        if self.second.count() > 1:
            self.second.setCurrentIndex(1)
        self.reason = QLineEdit()
        self.reason.setObjectName("swapReason")
        self.warnings = QLabel()
        self.warnings.setObjectName("swapWarnings")
        self.warnings.setWordWrap(True)
        self.warnings.setStyleSheet(f"color: {palette.REFUSAL}")
        form = QFormLayout()
        form.addRow(self.tr("Player"), self.first)
        form.addRow(self.tr("swaps with"), self.second)
        form.addRow(self.tr("Reason"), self.reason)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.swap)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.warnings)
        layout.addWidget(buttons)
        self.first.currentIndexChanged.connect(self.check)
        self.second.currentIndexChanged.connect(self.check)
        self.check()

    def check(self) -> None:
        a, b = self.first.currentData(), self.second.currentData()
        if a is None or b is None or a == b:
            self.warnings.setText(self.tr("Pick two different players."))
            return
        found = swiss.pairing_warnings(self.ctx.store, self.event_id, self.info.number, a, b)
        self.warnings.setText("\n".join(self.tr("Warning: %1").replace("%1", w.text)
                                        for w in found))

    def swap(self) -> None:
        a, b = self.first.currentData(), self.second.currentData()
        if self.ctx.attempt(self, swiss.override_pairing, self.ctx.store, self.event_id,
                            self.info.number, a, b, reason=self.reason.text()):
            self.accept()
