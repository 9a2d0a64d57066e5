"""The satellite on the Money tab (issue 23): the setup on the Payouts page (seat value, target
event, remainder and seat-as-cash rules, SAT-1/2/5) with what the pool buys now, and on the
Results page the seat winners' rows and "Seat taken as cash…" (SAT-5).

Inputs are checked as typed: the Pay in seats button is gated by the satellite settings' rule
(``satellite_terms.read_terms``) on what is typed, and a refusal names the field and value in
the panel, which keeps what was typed.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import InputError, TdeskError
from tdesk.models.store import Store
from tdesk.print.satellite_words import place_text, seat_text
from tdesk.rules.money import satellites as sat
from tdesk.rules.money.satellite_terms import read_terms
from tdesk.services.events import list_events
from tdesk.services.money import satellites as svc
from tdesk.services.money.money import ResultRow
from tdesk.ui.context import AppContext
from tdesk.ui.money.common import parse_count
from tdesk.ui.money.satellite_lines import all_win_text, seats_text
from tdesk.ui.widgets import messages
from tdesk.ui.widgets.error_label import ErrorLabel
from tdesk.ui.widgets.gate import gate


class SatellitePanel(QGroupBox):
    """The satellite setup, on the Payouts page. ``changed`` after a setting is saved."""

    changed = Signal()

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Satellite: pay in seats to another event"))
        self.ctx = ctx
        self.event_id: int | None = None
        self.shown: svc.SatelliteInfo | None = None
        self.seat_value = QLineEdit()
        self.seat_value.setObjectName("satelliteSeatValue")
        self.seat_value.setPlaceholderText(self.tr("e.g. 550; empty: the target's buy-in"))
        self.target = QComboBox()
        self.target.setObjectName("satelliteTarget")
        self.target.setEditable(True)
        self.remainder = QComboBox()
        self.remainder.addItem(self.tr("To the first place without a seat"),
                               sat.Remainder.NEXT_PLACE.value)
        self.remainder.addItem(self.tr("Shared by the seat winners"),
                               sat.Remainder.SEAT_WINNERS.value)
        self.seat_cash = QComboBox()
        self.seat_cash.addItem(self.tr("Never"), sat.SeatCash.NEVER.value)
        self.seat_cash.addItem(self.tr("Only a winner already seated in the target"),
                               sat.SeatCash.ALREADY_SEATED.value)
        self.seat_cash.addItem(self.tr("Any seat winner"), sat.SeatCash.ANYONE.value)
        self.seat_cash.setCurrentIndex(1)
        self.apply = QPushButton(self.tr("Pay in &seats"))
        self.clear = QPushButton(self.tr("Pay by the s&tructure"))
        self.status = QLabel()
        self.status.setObjectName("satelliteStatus")
        self.status.setWordWrap(True)
        self.error = ErrorLabel()
        form = QFormLayout()
        for label, field in ((self.tr("Seat &value"), self.seat_value),
                             (self.tr("Tar&get event"), self.target),
                             (self.tr("Re&mainder"), self.remainder),
                             (self.tr("Seat as cas&h"), self.seat_cash)):
            text = QLabel(label)
            text.setBuddy(field)
            form.addRow(text, field)
        buttons = QHBoxLayout()
        buttons.addWidget(self.apply)
        buttons.addWidget(self.clear)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.error)
        layout.addWidget(self.status)
        self.apply.clicked.connect(self.use)
        self.seat_value.returnPressed.connect(self.use)
        self.clear.clicked.connect(self.turn_off)
        self.seat_value.textChanged.connect(lambda _t: self._gate())
        self.target.currentTextChanged.connect(lambda _t: self._gate())
        self._gate()

    # -- what is typed ------------------------------------------------------------------------
    def typed_value(self) -> int:
        """The seat value typed (0: empty, the target's buy-in); InputError naming the field
        and what was typed when it is not a whole amount."""
        text = self.seat_value.text()
        try:
            return parse_count(text) or 0
        except ValueError:
            raise InputError(self.tr("Seat value"), text.strip(),
                             self.tr("type a whole amount, e.g. 550")) from None

    def verify(self) -> None:
        """The satellite settings' rule on what is typed (the button's gate)."""
        value = self.typed_value()
        if not value and not self.target.currentText().strip():
            raise InputError(self.tr("Seat value"), "",
                             self.tr("type the seat value or name the target event"))
        read_terms({"seat_value": value or 1, "target": self.target.currentText(),
                    "remainder": self.remainder.currentData(),
                    "seat_cash": self.seat_cash.currentData()})

    def _gate(self) -> None:
        gate(self.apply, self.verify)
        self.clear.setEnabled(self.shown is not None)

    # -- showing ------------------------------------------------------------------------------
    def refresh(self, event_id: int) -> None:
        """Show the event's satellite; what is typed stays until the setup stored changes."""
        new_event = event_id != self.event_id
        self.event_id = event_id
        info = svc.satellite_info(self.ctx.store, event_id)
        if new_event or _setup(info) != _setup(self.shown):
            self._fill(info, new_event)
        self.shown = info
        lines = [seats_text(info), all_win_text(info)] if info else [
            self.tr("Not a satellite: prizes are paid by the structure above.")]
        self.status.setText("\n".join(line for line in lines if line))
        self._gate()

    def _fill(self, info: svc.SatelliteInfo | None, new_event: bool) -> None:
        if new_event:
            self.target.blockSignals(True)
            self.target.clear()
            self.target.addItems([e.name for e in list_events(self.ctx.store)
                                  if e.id != self.event_id and e.kind == "poker"])
            self.target.blockSignals(False)
        self.seat_value.setText(str(info.seat_value) if info else "")
        self.target.setEditText(info.target if info else "")
        for box, value in ((self.remainder, info.remainder if info else "next_place"),
                           (self.seat_cash, info.seat_cash if info else "already_seated")):
            box.setCurrentIndex(max(0, box.findData(value)))

    # -- actions ------------------------------------------------------------------------------
    def use(self) -> None:
        if self.event_id is None:
            return
        try:
            self.verify()
            svc.set_satellite(self.ctx.store, self.event_id, self.typed_value(),
                              self.target.currentText(), self.remainder.currentData(),
                              self.seat_cash.currentData())
        except (TdeskError, ValueError) as exc:
            self.error.show_error(str(exc))
            return
        self.error.show_error("")
        self.ctx.poll()
        self.changed.emit()

    def turn_off(self) -> None:
        if self.event_id is None or self.shown is None:
            return
        if not messages.confirm(self, self.tr("Pay this event by its payout structure instead "
                                              "of in seats?"),
                                yes=self.tr("Pay by the structure")):
            return
        if self.ctx.attempt(self, svc.clear_satellite, self.ctx.store, self.event_id):
            self.error.show_error("")
            self.changed.emit()


def _setup(info: svc.SatelliteInfo | None) -> tuple[object, ...] | None:
    return None if info is None else (info.seat_value, info.target, info.remainder,
                                      info.seat_cash)


class SeatCashBar(QWidget):
    """On the Results page of a satellite: record that a seat winner takes the seat's value in
    cash instead (SAT-5), the button gated by the venue's rule."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.event_id: int | None = None
        self.info: svc.SatelliteInfo | None = None
        self.winner = QComboBox()
        self.winner.setObjectName("seatWinner")
        self.already = QCheckBox(self.tr("Already holds a seat in the target"))
        self.take = QPushButton(self.tr("Seat taken as &cash…"))
        self.error = ErrorLabel()
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Seat winner")))
        row.addWidget(self.winner, 1)
        row.addWidget(self.already)
        row.addWidget(self.take)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.error)
        self.take.clicked.connect(self.take_cash)
        self.already.toggled.connect(lambda _on: self._gate())
        self.winner.currentIndexChanged.connect(lambda _i: self._gate())

    def verify(self) -> None:
        """SAT-5 for the winner chosen: the venue's rule and whether they hold a seat."""
        if self.info is None or self.winner.currentData() is None:
            raise InputError(self.tr("Seat winner"), "", self.tr("no seat won yet"))
        sat.verify_seat_cash(sat.SeatCash(self.info.seat_cash), self.already.isChecked()
                             or self.info.seat_cash == sat.SeatCash.ANYONE.value)

    def _gate(self) -> None:
        gate(self.take, self.verify)

    def show_rows(self, event_id: int, info: svc.SatelliteInfo | None,
                  rows: list[svc.SeatResult]) -> None:
        self.event_id, self.info = event_id, info
        chosen = self.winner.currentData()
        self.winner.blockSignals(True)
        self.winner.clear()
        for r in rows:
            if r.seat:
                self.winner.addItem(r.name, r.entry_id)
        self.winner.setCurrentIndex(max(0, self.winner.findData(chosen)))
        self.winner.blockSignals(False)
        self.setVisible(info is not None and info.seat_cash != sat.SeatCash.NEVER.value)
        self._gate()

    def take_cash(self) -> None:
        entry_id = self.winner.currentData()
        if self.event_id is None or entry_id is None:
            return
        if not messages.confirm(self, self.tr("{0} takes the seat's value in cash instead of "
                                              "the seat?").format(self.winner.currentText()),
                                yes=self.tr("Pay the seat in cash")):
            return
        try:
            svc.take_seat_as_cash(self.ctx.store, self.event_id, entry_id,
                                  already_seated=self.already.isChecked())
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.error.show_error("")
        self.ctx.poll()


def result_cells(rows: list[svc.SeatResult], target: str) -> list[tuple[object, ...]]:
    """The Results page's rows of a satellite: place ("1–5" at the bubble), name, country,
    value, what it wins ("Seat to Main Event", "Remainder in cash"), the note."""
    return [(place_text(r), r.name, r.country, r.prize, seat_text(r, target), r.note)
            for r in rows]


@dataclass(frozen=True)
class SatelliteTable:
    """What the Results page shows of a satellite: its setup, the seat rows and, row for row,
    the money results' rows behind them (a player left at the bubble has one made for the
    page: the handover refuses them while they are still in)."""

    info: svc.SatelliteInfo
    seats: list[svc.SeatResult]
    rows: list[ResultRow]


def satellite_table(store: Store, event_id: int) -> SatelliteTable | None:
    """The satellite's results for the Results page; None when the event is no satellite."""
    info = svc.satellite_info(store, event_id)
    if info is None:
        return None
    seats = svc.satellite_results(store, event_id)
    rows = [s.row or ResultRow(s.place, s.entry_id, s.name, s.country, s.prize) for s in seats]
    return SatelliteTable(info, seats, rows)


def paid_to(store: Store, event_id: int) -> dict[int, list[str]] | None:
    """The Payouts table's "Paid to" of a satellite: place -> names. Players sharing places
    (everyone left at the bubble, SAT-3) are spread over them one each in name order, as the
    seats they win are alike. A tie across the last seat (SAT-6: the seat and what follows
    are shared in cash) names every tied player on each of its places, so no one of them is
    shown as the seat winner (issue 35). None when the event is no satellite."""
    info = svc.satellite_info(store, event_id)
    if info is None:
        return None
    out: dict[int, list[str]] = {}
    groups: dict[tuple[int, int], list[str]] = {}
    for r in svc.satellite_results(store, event_id):
        if r.place:
            groups.setdefault((r.place, r.place_to), []).append(r.name)
    for (first, last), names in groups.items():
        if last > first and last > info.seats:
            for place in range(first, last + 1):
                out.setdefault(place, []).extend(sorted(names, key=str.casefold))
        elif last > first and len(names) == last - first + 1:
            for place, name in zip(range(first, last + 1), sorted(names, key=str.casefold),
                                   strict=True):
                out.setdefault(place, []).append(name)
        else:
            out.setdefault(first, []).extend(names)
    return out
