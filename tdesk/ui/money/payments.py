"""Take payments at the desk: pick a player by typing, the kind and the method, Enter.

Shortcuts: Ctrl+L the player box, Ctrl+Return takes the payment.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QObject,
    QStringListModel,
    Qt,
)
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QCompleter,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tdesk.names import matches
from tdesk.rules.money import entry_fees
from tdesk.services.events import EventInfo
from tdesk.services.money import money as svc
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import room, seat_late_entry
from tdesk.services.table_reads import reads_of
from tdesk.timefmt import local_text
from tdesk.ui.context import AppContext
from tdesk.ui.labels import status_name
from tdesk.ui.money.common import cells_table, fill, num, read_only_table, show_cells
from tdesk.ui.money.receipt_print import RECEIPT_PAGES, open_receipt
from tdesk.ui.pdf_preview import PdfPreviewDialog
from tdesk.ui.widgets import messages, override
from tdesk.ui.widgets.error_label import ErrorLabel
from tdesk.ui.widgets.gate import gate

KIND_NAMES = {
    "entry": QT_TRANSLATE_NOOP("money", "Entry"),
    "reentry": QT_TRANSLATE_NOOP("money", "Re-entry"),
    "rebuy": QT_TRANSLATE_NOOP("money", "Rebuy"),
    "addon": QT_TRANSLATE_NOOP("money", "Add-on"),
}
SHOWN_PAYMENTS = 200  # the newest payments listed; the rest are in the results and exports
METHOD_NAMES = {
    "cash": QT_TRANSLATE_NOOP("money", "cash"),
    "card": QT_TRANSLATE_NOOP("money", "card"),
    "transfer": QT_TRANSLATE_NOOP("money", "transfer"),
    "voucher": QT_TRANSLATE_NOOP("money", "voucher"),
}


def kind_name(kind: str) -> str:
    return QCoreApplication.translate("money", KIND_NAMES.get(kind, kind))


def method_name(method: str) -> str:
    return QCoreApplication.translate("money", METHOD_NAMES.get(method, method))


def _made_text(seen: dict[tuple[tuple[str, int], ...], str], made: dict[str, int]) -> str:
    """"Entry, Add-on", "Entry, Rebuy ×2": the payments a player made, one string per
    distinct set (``seen`` keeps them for the refresh)."""
    key = tuple(made.items())
    text = seen.get(key)
    if text is None:
        text = seen[key] = ", ".join(f"{kind_name(k)} ×{n}" if n > 1 else kind_name(k)
                                     for k, n in made.items())
    return text


class PaymentsPage(QWidget):
    READS = reads_of(svc.get_terms, list_entries, svc.paid_by_entry, svc.list_payments)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.info: EventInfo | None = None
        self._returning = False
        self.player = QComboBox()
        self.player.setEditable(True)
        # the names as one string list on the Qt side (the completer filters it there), not
        # an item object with its entry per name: 10,000 names fill in 3 ms, not 30 (issue 27)
        self.name_list = QStringListModel(self.player)
        self.player.setModel(self.name_list)
        self.player.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.player.completer().setFilterMode(Qt.MatchFlag.MatchContains)
        self.player.completer().setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.player.lineEdit().setPlaceholderText(self.tr("Type a name"))
        self.kind = QComboBox()
        for key in entry_fees.KINDS:
            self.kind.addItem(kind_name(key), key)
        self.method = QComboBox()
        for key in svc.METHODS:
            self.method.addItem(method_name(key), key)
        self.price = QLabel()
        self.take = QPushButton(self.tr("&Take payment"))
        self.take.setDefault(True)
        self.take_all = QPushButton(self.tr("Entries for &everyone unpaid…"))
        self.walk_in = QPushButton(self.tr("&Walk-in… (F9)"))  # pay, seat, ticket (issue 35)
        self.walk_in.setObjectName("paymentsWalkIn")
        self.walk_in.setToolTip(self.tr("A new or returning player: money, seat and ticket in "
                                        "one step, one undo"))
        self.error = ErrorLabel()
        form = QFormLayout()
        form.addRow(self.tr("&Player"), self.player)
        form.addRow(self.tr("&Kind"), self.kind)
        form.addRow(self.tr("&Method"), self.method)
        form.addRow(self.tr("Price"), self.price)
        buttons = QHBoxLayout()
        buttons.addWidget(self.take)
        buttons.addWidget(self.take_all)
        buttons.addWidget(self.walk_in)
        buttons.addStretch(1)
        self.receipt_page = QComboBox()
        self.receipt_page.setObjectName("paymentReceiptPage")
        for key, label in zip(RECEIPT_PAGES, (self.tr("A4"), self.tr("Letter"),
                                              self.tr("80 mm receipt")), strict=True):
            self.receipt_page.addItem(label, key)
        self.print_receipt = QPushButton(self.tr("Print rece&ipt"))
        self.print_receipt.setToolTip(self.tr("The selected payment's receipt; a reprint is "
                                              "marked copy"))
        buttons.addWidget(self.receipt_page)
        buttons.addWidget(self.print_receipt)
        self.table = read_only_table([self.tr("Time"), self.tr("Player"), self.tr("Kind"),
                                      self.tr("Paid"), self.tr("Chips"), self.tr("Method"),
                                      self.tr("Receipt")])
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.itemSelectionChanged.connect(self._gate_print)
        self.print_receipt.clicked.connect(self.print_selected)
        self.preview: PdfPreviewDialog | None = None
        self.shown: list[svc.PaymentRow] = []
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.error)
        self.status = QLabel()
        self.status.setObjectName("paymentStatus")
        layout.addWidget(self.status)
        self.players = cells_table([self.tr("Player"), self.tr("Status"), self.tr("Paid"),
                                    self.tr("Chips bought"), self.tr("Stack"),
                                    self.tr("Payments")], "playersPaid", name_columns=(0,))
        split = QSplitter(Qt.Orientation.Horizontal)
        for title, table in ((self.tr("Payments, newest first"), self.table),
                             (self.tr("Players: paid and chips"), self.players)):
            box = QWidget()
            inner = QVBoxLayout(box)
            inner.setContentsMargins(0, 0, 0, 0)
            inner.addWidget(QLabel(title))
            inner.addWidget(table)
            split.addWidget(box)
        layout.addWidget(split, 1)
        self.kind.currentIndexChanged.connect(self._show_price)
        self.kind.currentIndexChanged.connect(lambda _i: self._gate_take())
        self.player.editTextChanged.connect(lambda _t: self._gate_take())
        self.player.lineEdit().returnPressed.connect(self._return_pressed)
        self.player.lineEdit().installEventFilter(self)
        self.take.clicked.connect(self.take_payment)
        self.take_all.clicked.connect(self.take_all_entries)
        self.walk_in.clicked.connect(self._walk_in)
        QShortcut(QKeySequence("Ctrl+Return"), self, self.take_payment)
        QShortcut(QKeySequence("Ctrl+L"), self, self.player.setFocus)
        self.terms: svc.MoneyTerms | None = None
        self._names: list[tuple[int, str]] | None = None
        self._by_name: dict[str, int] = {}  # casefolded name -> entry, the first of a name
        self._paid: dict[int, svc.PaidInfo] = {}  # as read by the last refresh
        self._active: set[int] = set()

    def _walk_in(self) -> None:
        """The window's File › Walk-in… (one dialog, one place it is opened from)."""
        action = self.window().findChild(QAction, "walkIn")
        if action is not None:
            action.trigger()

    def refresh(self, info: EventInfo, summary: svc.MoneySummary) -> None:
        self.info = info
        self.terms = svc.get_terms(self.ctx.store, info.id)
        entries = list_entries(self.ctx.store, info.id)
        self._fill_names([(e.entry_id, e.name) for e in entries])
        paid = svc.paid_by_entry(self.ctx.store, info.id)
        self._paid = paid
        self._active = {e.entry_id for e in entries if e.status == "active"}
        none = svc.PaidInfo()
        # one string per status and per set of payments made, shared by the rows (10,000
        # rows hold a handful of distinct texts, not one translated copy each)
        statuses = {s: status_name(s) for s in {e.status for e in entries}}
        made: dict[tuple[tuple[str, int], ...], str] = {}
        show_cells(self.players, [
            (e.entry_id, e.name, statuses[e.status], paid.get(e.entry_id, none).paid,
             paid.get(e.entry_id, none).chips,
             e.chips if e.chips is not None else (self.terms.terms.starting_stack
                                                  if e.status == "active" else 0),
             _made_text(made, paid.get(e.entry_id, none).made))
            for e in entries
        ])
        self.shown = svc.list_payments(self.ctx.store, info.id, newest=SHOWN_PAYMENTS)
        fill(self.table, [
            (local_text(p.at), p.name, kind_name(p.kind), p.amount, p.chips, method_name(p.method),
             p.receipt_label)
            for p in self.shown
        ])
        self._gate_print()
        self._show_price()
        self._gate_take()

    def _fill_names(self, names: list[tuple[int, str]]) -> None:
        """The player box's names, filled again only when players came, went or were renamed
        (10,000 names are not re-added on every payment)."""
        if names == self._names:
            return
        self._names = names
        self._by_name = {}
        for entry_id, name in names:
            self._by_name.setdefault(name.casefold(), entry_id)
        typed = self.player.currentText()
        self.player.blockSignals(True)
        self.name_list.setStringList([name for _entry_id, name in names])
        self.player.setCurrentIndex(-1)
        self.player.setEditText(typed)
        self.player.blockSignals(False)

    def _show_price(self) -> None:
        if self.terms is None:
            return
        price = entry_fees.price(self.terms.terms, self.kind.currentData())
        text = self.tr("{0} ({1} prize pool + {2} fee + {3} bounty) for {4} chips").format(
            num(price.total), num(price.prize_part), num(price.fee), num(price.bounty),
            num(price.chips))
        self.price.setText(text)

    def verify_take(self) -> None:
        """The payment rule (``entry_fees.verify_payment``) for the player typed and the kind
        chosen, from what the page read: ValueError with the floor's reason when it cannot be
        taken. The playing level is left to the service when the payment is taken (the clock
        moves on its own; None here never refuses what the clock would allow)."""
        entry_id = self.entry_id()
        if self.terms is None or entry_id is None:
            return
        entry_fees.verify_payment(
            self.terms.terms, str(self.kind.currentData()), active=entry_id in self._active,
            made=self._paid.get(entry_id, svc.PaidInfo()).made, level=None,
            closed=self.terms.closed)

    def selected_payment(self) -> svc.PaymentRow | None:
        picked = self.table.selectionModel().selectedRows()
        if not picked or picked[0].row() >= len(self.shown):
            return None
        return self.shown[picked[0].row()]

    def _gate_print(self) -> None:
        payment = self.selected_payment()
        self.print_receipt.setEnabled(payment is not None and payment.receipt is not None)

    def print_selected(self) -> None:
        payment = self.selected_payment()
        if payment is not None and payment.receipt is not None:
            self.preview = open_receipt(self, self.ctx, self.info, payment.receipt,
                                        str(self.receipt_page.currentData()))

    def _gate_take(self) -> None:
        """Take payment is enabled by the payment rule, its reason the tooltip (issue 22); a
        name matching no player leaves it enabled, to say so when pressed."""
        gate(self.take, self.verify_take)

    def entry_id(self) -> int | None:
        """The player whose name is typed (exactly, ignoring case), else the one picked."""
        text = " ".join(self.player.currentText().split()).casefold()
        return self._by_name.get(text)  # one look-up per key typed, at 10,000 names too

    def _return_pressed(self) -> None:
        """Enter in the name box: with the completer's list open Qt signals one key press
        twice; the payment (or the question about an override) is taken once per press."""
        if not self._returning:
            self._returning = True
            self.take_payment()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.player.lineEdit() and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self._returning = False  # a new press of Enter
        return super().eventFilter(watched, event)

    def single_match(self) -> int | None:
        """The one player whose name holds every word typed (case and accents ignored), for
        Enter on part of a name (issue 35); None when none or several do."""
        typed = self.player.currentText()
        if not typed.strip():
            return None
        found = {entry_id for entry_id, name in self._names or () if matches(typed, name)}
        return found.pop() if len(found) == 1 else None

    def take_payment(self) -> None:
        if self.info is None:
            return
        entry_id = self.entry_id()
        if entry_id is None and (entry_id := self.single_match()) is not None:
            name = next(n for e, n in self._names or () if e == entry_id)
            self.player.setEditText(name)
        if entry_id is None:
            self.error.show_error(self.tr("Player {0}: no such player in this event").format(
                repr(self.player.currentText())))
            return
        self.error.show_error("")
        kind = self.kind.currentData()
        # a re-entry once a paid place is given asks first (PL-3); "no" leaves the reason shown
        done = override.run(self.ctx, self, svc.take_payment, self.ctx.store, self.info.id,
                            entry_id, kind, self.method.currentData(),
                            refused=self.error.show_error)
        if done is None:
            return
        self.status.setText("")
        seats = room(self.ctx.store, self.info.id) if kind in ("entry", "reentry") else None
        # a re-entry, or a walk-in paying once seats are drawn (only a paid player is drawn
        # or seated, issue 35), is seated at once
        if seats is not None and seats.tables and (
                kind == "reentry" or entry_id in dict(seats.unseated)):
            seat = self.ctx.run(self, seat_late_entry, self.ctx.store, self.info.id, entry_id)
            if seat is not None:
                text = (self.tr("{0} is back in: table {1}, seat {2}") if kind == "reentry"
                        else self.tr("{0} is in: table {1}, seat {2}"))
                self.status.setText(text.format(self.player.currentText().strip(), seat[0],
                                                seat[1]))
        if kind == "reentry":  # the next at the desk most likely buys a first entry
            self.kind.setCurrentIndex(self.kind.findData("entry"))
        self.player.setEditText("")
        self.player.setFocus()

    def take_all_entries(self) -> None:
        if self.info is None:
            return
        if not messages.confirm(self, self.tr("Take an entry from every registered player who "
                                              "has not paid yet?"), yes=self.tr("Take entries")):
            return
        self.ctx.run(self, svc.take_entries, self.ctx.store, self.info.id,
                     [entry_id for entry_id, _name in self._names or ()],
                     self.method.currentData())
