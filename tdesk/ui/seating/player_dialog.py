"""Add or edit one player: every field checked, the error shown in the dialog, nothing lost.

Adding, the dialog lists the store's people matching the name typed (issue 26, PPL-1): picking
one (a click, or Down then Enter) fills the form and registers that person; typing on in the
name makes a new person.
"""

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk.engine_text import message
from tdesk.errors import InputError, TdeskError
from tdesk.locale_format import number
from tdesk.services.people.people import PersonRow
from tdesk.services.players import PlayerFields
from tdesk.timefmt import date_text
from tdesk.ui import palette
from tdesk.ui.widgets.error_label import ErrorLabel

PEN6_RED = QColor(palette.REFUSAL)
RANKED_KINDS = ("league", "swiss")
"""The kinds whose players have a rating and a seed (the others' fields are drawn)."""


class PlayerDialog(QDialog):
    saved = Signal(int)  # entry id

    def __init__(self, fields: PlayerFields | None, parent: QWidget | None, *,
                 save: Callable[..., int], kind: str | None = None,
                 find: Callable[[str], Sequence[PersonRow]] | None = None) -> None:
        """``kind`` is the event's: "Games on host site" is asked only in a league (HU-E1),
        nowhere else does it mean anything; rating and seed only in a league or a Swiss
        event (a poker or OFC field is drawn, issue 35). With ``find`` (the people matching a name) the
        dialog offers the store's people while the name is typed, and ``save`` is called
        with the fields and the person picked (None: a new person)."""
        super().__init__(parent)
        self._save = save
        self._find = find
        self.person_id: int | None = None
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
        self.people = QTreeWidget()  # the people matching the name typed (PPL-1)
        self.people.setObjectName("people")
        self.people.setRootIsDecorated(False)
        self.people.setHeaderLabels([self.tr("Name"), "", self.tr("Country"),
                                     self.tr("Rating"), self.tr("Events")])
        self.people.setMaximumHeight(130)
        self.people.hide()
        self.people.itemClicked.connect(lambda item, _column: self.pick(item))
        self.people.installEventFilter(self)
        self.picked = QLabel()
        self.picked.setObjectName("picked")
        self.picked.setWordWrap(True)
        self.picked.hide()

        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow("", self.people)
        form.addRow("", self.picked)
        form.addRow(self.tr("&Rating:"), self.rating)
        form.addRow(self.tr("S&eed:"), self.seed)
        ranked = kind is None or kind in RANKED_KINDS
        form.setRowVisible(self.rating, ranked)
        form.setRowVisible(self.seed, ranked)
        self.people.setColumnHidden(3, not ranked)
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
        if find is not None:
            self.name.textEdited.connect(self._name_typed)
            self.name.installEventFilter(self)
        self.name.setFocus()

    # -- the people matching the name (PPL-1) ---------------------------------------------
    def _name_typed(self, text: str) -> None:
        """Typing on makes a new person: a person picked before is let go."""
        if self.person_id is not None:
            self.person_id = None
            self.picked.hide()
        assert self._find is not None
        try:
            found = list(self._find(text))
        except TdeskError:
            found = []
        self.people.clear()
        for row in found:
            self.people.addTopLevelItem(self._item(row))
        self.people.setVisible(bool(found))
        for column in range(4):
            self.people.resizeColumnToContents(column)
        if found:
            self.setMinimumWidth(max(self.minimumWidth(), 600))

    def _item(self, row: PersonRow) -> QTreeWidgetItem:
        events = self.tr("%n event(s)", "", row.events)
        if row.last_event:
            last = row.last_event + (f" ({date_text(row.last_date)})" if row.last_date else "")
            events = self.tr("{0}, last: {1}").format(events, last)
        shown = row.rating if row.game_rating is None else row.game_rating
        item = QTreeWidgetItem([row.name, "PEN-6" if row.pen6 else "", row.country,
                                number(shown), events])
        item.setData(0, Qt.ItemDataRole.UserRole, row)
        item.setToolTip(4, events)
        if row.game_rating is not None:  # RAT-1: the event's game, from earlier results
            item.setToolTip(3, self.tr("{0} rating from results; typed rating: {1}").format(
                row.game, number(row.rating) or "—"))
        if row.pen6:  # beside the name, where the judge cannot miss it
            item.setForeground(1, QBrush(PEN6_RED))
            lines = [self.tr("{0}: {1}, {2}").format(f.event, message(f.label), f.reason)
                     for f in row.flags]
            tip = self.tr("Flagged for the rating database (PEN-6):") + "\n" + "\n".join(lines)
            for column in range(5):
                item.setToolTip(column, tip)
        return item

    def pick(self, item: QTreeWidgetItem | None) -> None:
        """Fill the form from the person picked; saving then registers that person."""
        if item is None:
            return
        row: PersonRow = item.data(0, Qt.ItemDataRole.UserRole)
        self.person_id = row.person_id
        self.name.setText(row.name)
        self.rating.setText("" if row.rating is None else str(row.rating))
        self.country.setText(row.country)
        self.contact.setText(row.contact)
        self.notes.setPlainText(row.notes)
        self.people.hide()
        text = self.tr("Registering {0} from the player database ({1}).").format(
            row.name, self.tr("%n event(s)", "", row.events))
        if row.pen6:
            text += " " + self.tr("PEN-6: flagged for the rating database.")
        self.picked.setText(text)
        self.picked.setStyleSheet(f"color: {PEN6_RED.name()}" if row.pen6 else "")
        self.picked.show()
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Down in the name goes into the list; Enter in the list picks (and does not save)."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if watched is self.name and key == Qt.Key.Key_Down and self.people.isVisible():
                self.people.setFocus()
                if self.people.currentItem() is None:
                    self.people.setCurrentItem(self.people.topLevelItem(0))
                return True
            if watched is self.people and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.pick(self.people.currentItem())
                return True
        return super().eventFilter(watched, event)

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
            entry_id = (self._save(self.fields(), self.person_id) if self._find is not None
                        else self._save(self.fields()))
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.saved.emit(entry_id)
        self.accept()
