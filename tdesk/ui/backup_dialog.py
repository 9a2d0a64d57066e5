"""Restore from one of the automatic backups (the current state is backed up first)."""

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import TdeskError
from tdesk.models.backups import list_backups
from tdesk.timefmt import local_text
from tdesk.ui.context import AppContext
from tdesk.ui.widgets import messages


class RestoreDialog(QDialog):
    restored = Signal()

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(self.tr("Restore from backup"))
        self.resize(520, 420)
        self.list = QListWidget()
        self.list.setObjectName("backupList")
        for backup in list_backups(ctx.store):
            text = self.tr("{0}   ({1} KB)").format(local_text(backup.made_at, "%Y-%m-%d %H:%M:%S"),
                                                    max(1, backup.size // 1024))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, str(backup.path))
            self.list.addItem(item)
        note = QLabel(self.tr(
            "Automatic backups, newest first. Restoring replaces everything in the store; "
            "the current state is backed up first, so this too can be reversed."))
        note.setWordWrap(True)
        if self.list.count() == 0:
            note.setText(self.tr("There are no automatic backups of this store yet."))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.restore_button = self.buttons.addButton(self.tr("&Restore"),
                                                     QDialogButtonBox.ButtonRole.AcceptRole)
        self.restore_button.setEnabled(False)
        self.list.currentRowChanged.connect(
            lambda row: self.restore_button.setEnabled(row >= 0))
        self.buttons.accepted.connect(self.do_restore)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)

    def do_restore(self) -> None:
        item = self.list.currentItem()
        if item is None:
            return
        from pathlib import Path

        path = Path(item.data(Qt.ItemDataRole.UserRole))
        if not messages.confirm(self, self.tr(
                "Replace the whole store by the backup of {0}?").format(item.text()),
                self.tr("Restore"), yes=self.tr("Restore"), destructive=True):
            return
        try:
            self.ctx.store.restore_from(path)
        except TdeskError as exc:
            messages.error(self, str(exc))
            return
        self.restored.emit()
        self.accept()
