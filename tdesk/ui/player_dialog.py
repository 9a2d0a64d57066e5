"""Add or edit one player: every field checked, the error shown in the dialog, nothing lost."""

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import InputError, TdeskError
from tdesk.services.players import PlayerFields
from tdesk.ui.widgets.error_label import ErrorLabel


class PlayerDialog(QDialog):
    saved = Signal(int)  # entry id

    def __init__(self, fields: PlayerFields | None, parent: QWidget | None, *,
                 save: Callable[[PlayerFields], int], kind: str | None = None) -> None:
        """``kind`` is the event's: "Games on host site" is asked only in a league (HU-E1),
        nowhere else does it mean anything."""
        super().__init__(parent)
        self._save = save
        self.setWindowTitle(self.tr("Edit player") if fields else self.tr("Add player"))
        self.setMinimumWidth(420)
        self.name = QLineEdit()
        self.name.setObjectName("name")
        self.rating = QLineEdit()
        self.rating.setObjectName("rating")
        self.rating.setPlaceholderText(self.tr("blank if unrated"))
        self.seed = QLineEdit()
        self.seed.setObjectName("seed")
        self.seed.setPlaceholderText(self.tr("blank: set by the draw or ranking"))
        self.country = QLineEdit()
        self.country.setObjectName("country")
        self.site_games = QSpinBox()
        self.site_games.setObjectName("siteGames")
        self.site_games.setRange(0, 1_000_000)
        self.contact = QLineEdit()
        self.contact.setObjectName("contact")
        self.notes = QPlainTextEdit()
        self.notes.setObjectName("notes")
        self.notes.setTabChangesFocus(True)
        self.notes.setFixedHeight(70)
        self.error = ErrorLabel()

        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Rating:"), self.rating)
        form.addRow(self.tr("S&eed:"), self.seed)
        form.addRow(self.tr("&Country:"), self.country)
        form.addRow(self.tr("&Games on host site:"), self.site_games)
        form.setRowVisible(self.site_games, kind == "league")
        form.addRow(self.tr("C&ontact:"), self.contact)
        form.addRow(self.tr("No&tes:"), self.notes)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setDefault(True)
        self.buttons.accepted.connect(self.try_save)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        if fields:
            self.name.setText(fields.name)
            self.rating.setText("" if fields.rating is None else str(fields.rating))
            self.seed.setText("" if fields.seed is None else str(fields.seed))
            self.country.setText(fields.country)
            self.site_games.setValue(fields.site_games)
            self.contact.setText(fields.contact)
            self.notes.setPlainText(fields.notes)
        self.name.setFocus()

    def _number(self, edit: QLineEdit, label: str) -> int | None:
        text = edit.text().strip()
        if not text:
            return None
        try:
            return int(text)
        except ValueError:
            raise InputError(label, text, self.tr("is not a whole number")) from None

    def fields(self) -> PlayerFields:
        return PlayerFields(
            name=self.name.text(), rating=self._number(self.rating, self.tr("Rating")),
            country=self.country.text(), site_games=self.site_games.value(),
            contact=self.contact.text(), notes=self.notes.toPlainText(),
            seed=self._number(self.seed, self.tr("Seed")))

    def try_save(self) -> None:
        try:
            entry_id = self._save(self.fields())
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.saved.emit(entry_id)
        self.accept()
