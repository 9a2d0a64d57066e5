"""Chip race dialog, opened from a colour-up break (TDA-R1..R4).

Enter each seat's count of the chips leaving play (and whether it has other chips), run the
seeded race, read the exchange, the chips raced for, each seat's cards and the result, then
record it (the seed goes to the audit log) and print it for the table.
"""

from __future__ import annotations

import secrets

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk.locale_format import chips
from tdesk.rules.levels import Structure, chips_in_play, next_denomination
from tdesk.rules.seating.chiprace import ChipRace, RaceDraw, SeatChips
from tdesk.rules.seating.types import DEFAULT_SEATS, MAX_SEATS
from tdesk.services import clock as svc
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.widgets.gate import gate


class ChipRaceDialog(QDialog):
    """``recorded(race_id)`` is emitted once the race is stored."""

    recorded = Signal(int)

    def __init__(
        self,
        ctx: AppContext,
        event_id: int,
        structure: Structure,
        index: int,
        parent: QWidget | None = None,
        *,
        seats: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.event_id = event_id
        self.leaving = structure.levels[index].colour_up
        self.into = next_denomination(structure, index)
        left = chips_in_play(structure, index)
        self.smallest = left[0] if left else self.into
        self.race_result: ChipRace | None = None
        self.race_draw: RaceDraw | None = None
        self.race_id: int | None = None
        self.setWindowTitle(self.tr("Chip race"))
        self.resize(820, 600)
        if seats is None:
            info = ctx.event_info
            seats = (int(info.settings.get("seats_per_table", DEFAULT_SEATS)) if info
                     else DEFAULT_SEATS)

        self.title = QLabel(
            self.tr(
                "Colour-up: the {0} chips leave play and are exchanged for {1}s. "
                "Odd chips race, one card each, from seat 1."
            ).format(chips(self.leaving), chips(self.into))
        )
        self.title.setWordWrap(True)
        self.table_edit = QLineEdit()
        self.table_edit.setPlaceholderText(self.tr("e.g. Table 7"))
        self.seats_spin = QSpinBox()
        self.seats_spin.setRange(1, MAX_SEATS)
        self.seats_spin.setValue(max(1, min(MAX_SEATS, seats)))
        self.seats_spin.valueChanged.connect(self._resize_seats)
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 2_000_000_000)
        self.seed_spin.setValue(secrets.randbelow(2_000_000_000))
        self.seed_spin.setToolTip(self.tr("The same seed deals the same cards (recorded)"))

        self.counts = QTableWidget(0, 3)
        self.counts.setObjectName("raceCounts")
        self.counts.setHorizontalHeaderLabels(
            [
                self.tr("Seat"),
                self.tr("{0} chips").format(chips(self.leaving)),
                self.tr("Other chips (value)"),
            ]
        )
        self.counts.verticalHeader().hide()
        self.counts.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)

        self.results = QTableWidget(0, 7)
        self.results.setObjectName("raceResults")
        self.results.setHorizontalHeaderLabels(
            [
                self.tr("Seat"),
                self.tr("Exchanged"),
                self.tr("Odd chips"),
                self.tr("Cards"),
                self.tr("Wins"),
                self.tr("Kept in"),
                self.tr("Chips after"),
            ]
        )
        self.results.verticalHeader().hide()
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.summary = QLabel()
        self.summary.setObjectName("raceSummary")
        self.summary.setWordWrap(True)
        self.error = QLabel()
        self.error.setObjectName("raceError")
        self.error.setStyleSheet(f"color: {palette.REFUSAL}; font-weight: bold;")

        self.run_button = QPushButton(self.tr("Run race"))
        self.run_button.setShortcut("Ctrl+Return")
        self.run_button.clicked.connect(self.run)
        self.record_button = QPushButton(self.tr("Record"))
        self.record_button.clicked.connect(self.record)
        self.print_button = QPushButton(self.tr("Record and print…"))
        self.print_button.clicked.connect(self.print_result)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(self.reject)
        for b in (self.record_button, self.print_button):
            b.setEnabled(False)

        form = QFormLayout()
        form.addRow(self.tr("Table"), self.table_edit)
        form.addRow(self.tr("Seats"), self.seats_spin)
        form.addRow(self.tr("Seed"), self.seed_spin)
        buttons = QHBoxLayout()
        for b in (self.run_button, self.record_button, self.print_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(form)
        layout.addWidget(self.counts, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.summary)
        layout.addWidget(self.results, 1)
        layout.addLayout(buttons)
        self.counts.itemChanged.connect(lambda _item: self.check_counts())
        self._resize_seats(self.seats_spin.value())

    def check_counts(self) -> bool:
        """Run is enabled by the race's rule (``RaceDraw.verify``, which the recording runs
        too): while the counts cannot be raced it is disabled, the reason named under the
        counts and as its tooltip (issue 22)."""
        refused: ValueError | None = None
        try:
            self.draw().verify()
        except ValueError as exc:
            refused = exc
        self.error.setText(str(refused) if refused is not None else "")
        return gate(self.run_button, lambda: _raise(refused))

    def _resize_seats(self, n: int) -> None:
        old = self.counts.rowCount()
        self.counts.blockSignals(True)  # checked once the new rows are whole
        self.counts.setRowCount(n)
        for row in range(old, n):
            seat = QTableWidgetItem(str(row + 1))
            seat.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.counts.setItem(row, 0, seat)
            self.counts.setItem(row, 1, QTableWidgetItem("0"))
            self.counts.setItem(row, 2, QTableWidgetItem("0"))
        self.counts.blockSignals(False)
        self.check_counts()

    def set_counts(self, rows: list[tuple[int, int]]) -> None:
        """Fill (leaving chips, other value) per seat from seat 1 (tests, quick entry)."""
        self.seats_spin.setValue(len(rows))
        for row, (count, others) in enumerate(rows):
            self.counts.item(row, 1).setText(str(count))
            self.counts.item(row, 2).setText(str(others))

    def holdings(self) -> list[SeatChips]:
        out = []
        for row in range(self.counts.rowCount()):
            values = []
            for col, name in ((1, self.tr("chips")), (2, self.tr("other chips"))):
                text = (self.counts.item(row, col).text() or "0").replace(",", "").strip()
                try:
                    values.append(int(text))
                except ValueError:
                    raise ValueError(
                        self.tr("seat {0}: {1} {2!r} is not a whole number").format(
                            row + 1, name, text
                        )
                    ) from None
            out.append(SeatChips(row + 1, values[0], values[1]))
        return out

    def draw(self) -> RaceDraw:
        """The race as typed: the counts, the denominations and the seed."""
        return RaceDraw(tuple(self.holdings()), self.leaving, self.into,
                        self.seed_spin.value(), self.smallest)

    def run(self) -> None:
        """Show the race the rule deals from the draw; Record hands the service the draw,
        which deals it again (the same cards) and stores that."""
        try:
            draw = self.draw()
            draw.verify()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.error.setText("")
        self.race_draw = draw
        self.race_result = draw.deal()
        self.race_id = None
        self._show(self.race_result)
        for b in (self.record_button, self.print_button):
            b.setEnabled(True)

    def _show(self, r: ChipRace) -> None:
        self.summary.setText(
            self.tr(
                "Odd chips worth {0} → %n chip(s) of {1} raced (nearest whole chip, halves up). "
                "Seed {2}.", "", r.chips_raced
            ).format(chips(r.odd_value), chips(r.into), r.seed)
        )
        self.results.setRowCount(len(r.seats))
        for row, s in enumerate(r.seats):
            cells = (
                str(s.seat),
                str(s.exchanged),
                str(s.odd_chips),
                " ".join(s.cards),
                self.tr("wins 1") if s.won else "",
                self.tr("+1 chip") if s.saved else "",
                chips(s.value_after),
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col != 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if s.won:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.results.setItem(row, col, item)

    def record(self) -> int | None:
        if self.race_draw is None:
            return None
        if self.race_id is None:
            race_id = self.ctx.run(
                self,
                svc.record_chip_race,
                self.ctx.store,
                self.event_id,
                self.race_draw,
                self.table_edit.text(),
            )
            if race_id is None:
                return None
            self.race_id = race_id
            self.recorded.emit(race_id)
            self.record_button.setEnabled(False)
        return self.race_id

    def print_result(self) -> None:
        if self.record() is None:
            return
        from tdesk.ui.print_action import preview_document

        self.preview = preview_document(self, self.ctx, "chiprace")


def _raise(refused: ValueError | None) -> None:
    """The verdict the rule already gave, for ``gate``: raise it again (None: allowed)."""
    if refused is not None:
        raise refused
