"""The check-in and drop requests part of the Phones dialog (issue 25): open a check-in for
a round or a day, see who has not checked in (and check in a player without a phone), and
confirm or refuse the drops players asked for. Each step is a floor action (Edit › Undo)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tdesk.services.phones import phone_checkin
from tdesk.services.phones.phone_checkin import CheckInRow, DropRequest
from tdesk.timefmt import local_text
from tdesk.ui.context import AppContext
from tdesk.ui.widgets import messages


class PhoneRequestsPanel(QWidget):
    """Check-in for any event; drop requests for a Swiss event (``drops``)."""

    acted = Signal()

    def __init__(self, ctx: AppContext, event_id: int, *, drops: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.event_id, self.with_drops = ctx, event_id, drops
        self.missing: list[CheckInRow] = []
        self.requests: list[DropRequest] = []
        self.label = QLineEdit()
        self.label.setObjectName("checkinLabel")
        self.label.setMaxLength(phone_checkin.LABEL)
        self.label.setPlaceholderText(self.tr("Round 4, Day 2…"))
        self.open_button = QPushButton(self.tr("&Open check-in"))
        self.open_button.setObjectName("openCheckin")
        self.close_button = QPushButton(self.tr("Close check-&in"))
        self.close_button.setObjectName("closeCheckin")
        self.count = QLabel()
        self.count.setObjectName("checkinCount")
        self.missing_list = QListWidget()
        self.missing_list.setObjectName("checkinMissing")
        self.missing_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.desk_button = QPushButton(self.tr("Check in at the &desk"))
        self.desk_button.setObjectName("checkinAtDesk")
        checkin = QGroupBox(self.tr("Check-in"))
        line = QHBoxLayout()
        for widget in (QLabel(self.tr("For:")), self.label, self.open_button,
                       self.close_button):
            line.addWidget(widget)
        box = QVBoxLayout(checkin)
        box.addLayout(line)
        box.addWidget(self.count)
        box.addWidget(self.missing_list, 1)
        box.addWidget(self.desk_button)
        self.drop_list = QListWidget()
        self.drop_list.setObjectName("dropRequests")
        self.confirm_button = QPushButton(self.tr("Con&firm drop"))
        self.confirm_button.setObjectName("confirmDrop")
        self.refuse_button = QPushButton(self.tr("Re&fuse"))
        self.refuse_button.setObjectName("refuseDrop")
        self.drops = QGroupBox(self.tr("Drop requests"))
        self.drops.setVisible(drops)
        buttons = QHBoxLayout()
        buttons.addWidget(self.confirm_button)
        buttons.addWidget(self.refuse_button)
        buttons.addStretch(1)
        box = QVBoxLayout(self.drops)
        box.addWidget(self.drop_list, 1)
        box.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(checkin, 1)
        layout.addWidget(self.drops, 1)
        self.open_button.clicked.connect(self._open)
        self.label.returnPressed.connect(self._open)
        self.close_button.clicked.connect(self._close)
        self.desk_button.clicked.connect(self._at_desk)
        self.missing_list.itemDoubleClicked.connect(lambda _item: self._at_desk())
        self.confirm_button.clicked.connect(self._confirm)
        self.refuse_button.clicked.connect(self._refuse)
        self.missing_list.itemSelectionChanged.connect(self._gate)
        self.drop_list.itemSelectionChanged.connect(self._gate)
        self.label.textChanged.connect(self._gate)

    def refresh(self) -> None:
        view = phone_checkin.checkins(self.ctx.store, self.event_id)
        if not self.label.hasFocus():
            self.label.setText(view.label)
        self.missing = view.missing
        done = len(view.rows) - len(self.missing)
        if view.label:
            self.count.setText(self.tr("{0}: {1} of {2} checked in; waiting for:")
                               .format(view.label, done, len(view.rows)))
        else:
            self.count.setText(self.tr("No check-in is open."))
        self.missing_list.clear()
        self.missing_list.addItems([r.name for r in self.missing] if view.label else [])
        self.requests = (phone_checkin.drop_requests(self.ctx.store, self.event_id)
                         if self.with_drops else [])
        self.drop_list.clear()
        self.drop_list.addItems([self.tr("{0} (asked at {1})").format(
            r.name, local_text(r.at, "%H:%M")) for r in self.requests])
        self.close_button.setEnabled(bool(view.label))
        self._gate()

    def _gate(self) -> None:
        self.open_button.setEnabled(bool(self.label.text().strip()))
        self.desk_button.setEnabled(0 <= self.missing_list.currentRow() < len(self.missing))
        chosen = 0 <= self.drop_list.currentRow() < len(self.requests)
        self.confirm_button.setEnabled(chosen)
        self.refuse_button.setEnabled(chosen)

    def _act(self, fn, *args: object) -> None:  # type: ignore[no-untyped-def]
        self.ctx.run(self, fn, self.ctx.store, self.event_id, *args)
        self.refresh()
        self.acted.emit()

    def _open(self) -> None:
        if self.label.text().strip():
            self._act(phone_checkin.open_checkin, self.label.text())

    def _close(self) -> None:
        self.label.clear()
        self._act(phone_checkin.open_checkin, "")

    def _at_desk(self) -> None:
        index = self.missing_list.currentRow()
        if 0 <= index < len(self.missing):
            self._act(phone_checkin.check_in_at_desk, self.missing[index].entry_id)

    def _chosen(self) -> DropRequest | None:
        index = self.drop_list.currentRow()
        return self.requests[index] if 0 <= index < len(self.requests) else None

    def _confirm(self) -> None:
        request = self._chosen()
        if request is not None and messages.confirm(
                self, self.tr("Drop {0} from the event? Their results stay (CG-P2); "
                              "Edit › Undo takes the drop back.").format(request.name)):
            self._act(phone_checkin.confirm_drop, request.id)

    def _refuse(self) -> None:
        if (request := self._chosen()) is not None:
            self._act(phone_checkin.refuse_drop, request.id)
