"""The cashier's walk-in (issue 35): a name, Enter, and the player is registered (a returning
person found as the name is typed, accent- and case-blind), paid and seated in one action;
the ticket (the receipt with table, seat and chips) opens in the print preview. Ctrl+Z (in the
dialog or the window) takes the whole walk-in back.

Keys: type the name; Down goes into the people found and Enter there picks one; Enter in the
name takes the money (the same name as a person of the database is that person).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk import engine_text
from tdesk.errors import TdeskError
from tdesk.locale_format import number
from tdesk.rules.money import entry_fees
from tdesk.services.events import EventInfo
from tdesk.services.money import money
from tdesk.services.people import people
from tdesk.services.players import list_entries
from tdesk.services.seating.walk_in import KINDS, WalkIn, walk_in
from tdesk.ui.context import AppContext
from tdesk.ui.labels import status_name
from tdesk.ui.money.payments import kind_name, method_name
from tdesk.ui.money.receipt_print import RECEIPT_PAGES, open_receipt
from tdesk.ui.pdf_preview import PdfPreviewDialog
from tdesk.ui.widgets.error_label import ErrorLabel

SHOWN_PEOPLE = 8


class WalkInDialog(QDialog):
    """Stays open for the next player in the line; each Enter is one walk-in."""

    def __init__(self, ctx: AppContext, info: EventInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.info = info
        self.person_id: int | None = None
        self._asked = ""  # the name Enter was asked about once (a new player?)
        self.last: WalkIn | None = None
        self.preview: PdfPreviewDialog | None = None
        self.setObjectName("walkInDialog")
        self.setWindowTitle(self.tr("Walk-in — {0}").format(info.name))
        self.setMinimumWidth(520)
        self.name = QLineEdit()
        self.name.setObjectName("walkInName")
        self.name.setPlaceholderText(self.tr("Type a name: a returning player is found"))
        self.people = QTreeWidget()
        self.people.setObjectName("walkInPeople")
        self.people.setRootIsDecorated(False)
        self.people.setHeaderLabels([self.tr("Name"), self.tr("Country"),
                                     self.tr("In this event"), self.tr("Events")])
        self.people.setMaximumHeight(150)
        self.people.hide()
        self.people.itemClicked.connect(lambda item, _column: self.pick(item))
        self.people.installEventFilter(self)
        self.kind = QComboBox()
        self.kind.setObjectName("walkInKind")
        for key in KINDS:
            self.kind.addItem(kind_name(key), key)
        self.method = QComboBox()
        self.method.setObjectName("walkInMethod")
        for key in money.METHODS:
            self.method.addItem(method_name(key), key)
        self.page = QComboBox()
        self.page.setObjectName("walkInPage")
        for key, label in zip(RECEIPT_PAGES, (self.tr("A4"), self.tr("Letter"),
                                              self.tr("80 mm receipt")), strict=True):
            self.page.addItem(label, key)
        self.price = QLabel()
        self.price.setObjectName("walkInPrice")
        self.error = ErrorLabel()
        self.status = QLabel()
        self.status.setObjectName("walkInStatus")
        font = self.status.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.status.setFont(font)
        self.status.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("&Name"), self.name)
        form.addRow("", self.people)
        form.addRow(self.tr("&Kind"), self.kind)
        form.addRow(self.tr("&Method"), self.method)
        form.addRow(self.tr("Price"), self.price)
        form.addRow(self.tr("&Ticket"), self.page)
        self.take = QPushButton(self.tr("&Take, seat and print"))
        self.take.setObjectName("walkInTake")
        self.take.setDefault(True)
        self.take.clicked.connect(self.take_walk_in)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.take, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        self.name.textEdited.connect(self._typed)
        self.name.installEventFilter(self)
        self.kind.currentIndexChanged.connect(lambda _i: self._show_price())
        # the dialog is modal: the window's Ctrl+Z is answered here, for the whole walk-in
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo)
        self._status: dict[int, str] = {}  # person id -> their entry's status here
        self._read_event()
        self._show_price()
        self.name.setFocus()

    # -- what the event holds ---------------------------------------------------------------
    def _read_event(self) -> None:
        try:
            self.terms = money.get_terms(self.ctx.store, self.info.id).terms
            rows = list_entries(self.ctx.store, self.info.id)
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self._status = {r.player_id: r.status for r in rows}

    def _show_price(self) -> None:
        kind = self.kind.currentData()
        try:
            cost = entry_fees.price(self.terms, kind)
        except (AttributeError, ValueError):
            self.price.setText("")
            return
        self.price.setText(self.tr("{0} — {1} chips").format(number(cost.total),
                                                             number(cost.chips)))

    # -- the people matching the name -----------------------------------------------------
    def _typed(self, text: str) -> None:
        """A person picked before is let go; the people of that name are listed, and the kind
        follows the one whose name it is (a busted player: re-entry)."""
        self.person_id = None
        self.error.show_error("")
        try:
            found = people.find_people(self.ctx.store, text, SHOWN_PEOPLE)
        except TdeskError:
            found = []
        self.people.clear()
        for row in found:
            here = self._status.get(row.person_id)
            item = QTreeWidgetItem([row.name, row.country,
                                    status_name(here) if here else "",
                                    self.tr("%n event(s)", "", row.events)])
            item.setData(0, Qt.ItemDataRole.UserRole, row.person_id)
            self.people.addTopLevelItem(item)
        self.people.setVisible(bool(found))
        for column in range(3):
            self.people.resizeColumnToContents(column)
        same = [r for r in found if people.match_rank(text, r.name) == 0]
        self._default_kind(same[0].person_id if len(same) == 1 else None)

    def _default_kind(self, person_id: int | None) -> None:
        busted = person_id is not None and self._status.get(person_id) == "busted"
        self.kind.setCurrentIndex(self.kind.findData("reentry" if busted else "entry"))

    def pick(self, item: QTreeWidgetItem | None) -> None:
        """The person picked: the walk-in takes that person, whatever else has their name."""
        if item is None:
            return
        self.person_id = int(item.data(0, Qt.ItemDataRole.UserRole))
        self.name.setText(item.text(0))
        self.people.hide()
        self._default_kind(self.person_id)
        self.name.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Down in the name goes into the list; Enter in the list picks (and takes nothing);
        Enter in the name takes the walk-in; Ctrl+Z in an empty name undoes it."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            if watched is self.name and key == Qt.Key.Key_Down and self.people.isVisible():
                self.people.setFocus()
                if self.people.currentItem() is None:
                    self.people.setCurrentItem(self.people.topLevelItem(0))
                return True
            if watched is self.people and enter:
                self.pick(self.people.currentItem())
                return True
            if watched is self.name and enter:
                if not self._ask_new():
                    self.take_walk_in()
                return True
            if (watched is self.name and not self.name.text()
                    and event.matches(QKeySequence.StandardKey.Undo)):
                self.undo()  # nothing typed to take back: the walk-in is
                return True
        return super().eventFilter(watched, event)

    def _ask_new(self) -> bool:
        """Enter on a name that only partly matches people listed: a new player of that name
        or one of them? Said once (True); Enter again on the same text registers the new one,
        Down and Enter picks. A returning player is never made twice by a short name."""
        text = self.name.text().strip()
        if self.person_id is not None or not self.people.isVisible() or not text:
            return False
        listed = [self.people.topLevelItem(i).text(0)
                  for i in range(self.people.topLevelItemCount())]
        if any(people.match_rank(text, name) == 0 for name in listed) or (
                self._asked == text):
            return False
        self._asked = text
        self.error.show_error(self.tr(
            "%n person(s) of the player database match: Down and Enter pick one; Enter again "
            "registers a new player “{0}”.", "", len(listed)).format(text))
        return True

    # -- the walk-in ----------------------------------------------------------------------------
    def take_walk_in(self) -> WalkIn | None:
        """One action: registered, paid, seated; the ticket into the preview. A refusal is
        shown in the dialog and nothing is written."""
        name = self.name.text().strip()
        try:
            done = walk_in(self.ctx.store, self.info.id,
                           name=None if self.person_id is not None else name,
                           person_id=self.person_id, kind=self.kind.currentData(),
                           method=self.method.currentData())
        except TdeskError as exc:  # in the interface language where the catalogue knows it
            self.error.show_error(engine_text.message(str(exc)))
            return None
        self.ctx.poll()
        self.last = done
        self.error.show_error("")
        self.status.setText(self.seated_text(done))
        self.name.clear()
        self.person_id = None
        self.people.hide()
        self._read_event()
        self._default_kind(None)
        self.preview = open_receipt(self, self.ctx, self.info, done.receipt,
                                    self.page.currentData())
        return done

    def undo(self) -> None:
        """Ctrl+Z: the newest action undone, as the window's Edit › Undo does (after a walk-in
        that is the walk-in: registration, payment and seat together)."""
        step = self.ctx.run(self, self.ctx.store.undo)
        if step is not None:
            self.status.setText(self.tr("Undone: {0}").format(step.summary))
            self._read_event()

    def seated_text(self, done: WalkIn) -> str:
        """"Zoë Walker: table 5, seat 3 — 20,000 chips" (or waiting for the draw)."""
        if done.table is None:
            return self.tr("{0}: paid, {1} chips — seated by the draw").format(
                done.name, number(done.chips))
        return self.tr("{0}: table {1}, seat {2} — {3} chips").format(
            done.name, done.table, done.seat, number(done.chips))
