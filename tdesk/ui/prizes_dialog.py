"""The prizes of a card-game event per place or range of places (CG-Z1, issue 36): a small
table of lines (from place, to place, prize) with Add and Remove, checked by
`tdesk.rules.money.card_prizes` before it closes; a refused line is named in the window's language."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk.rules.money import card_prizes
from tdesk.rules.money.card_prizes import PrizeError, PrizeLine
from tdesk.ui.widgets.error_label import ErrorLabel


class PrizesDialog(QDialog):
    """Edit the prize lines; ``lines`` after Save are the checked ones, by place."""

    def __init__(self, lines: Sequence[PrizeLine], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Prizes per place"))
        self.lines: list[PrizeLine] = list(lines)
        note = QLabel(self.tr("Each line gives its prize to every place from the first to the "
                              "last (3 to 4: 6 boosters each). The lines run from 1st place "
                              "down without a gap; leave To empty for one place."))
        note.setWordWrap(True)
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("prizesTable")
        self.table.setHorizontalHeaderLabels([self.tr("From place"), self.tr("To place"),
                                              self.tr("Prize")])
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for line in self.lines:
            self.add_row(line)
        add = QPushButton(self.tr("&Add line"))
        add.setObjectName("addPrize")
        add.clicked.connect(lambda: self.add_row(None))
        remove = QPushButton(self.tr("&Remove line"))
        remove.setObjectName("removePrize")
        remove.clicked.connect(self.remove_row)
        for button in (add, remove):
            button.setAutoDefault(False)
        row = QHBoxLayout()
        row.addWidget(add)
        row.addWidget(remove)
        row.addStretch(1)
        self.error = ErrorLabel()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        for button in buttons.buttons():  # Return finishes typing a cell, never saves
            button.setAutoDefault(False)
            button.setDefault(False)
        buttons.accepted.connect(self.try_save)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.table, 1)
        layout.addLayout(row)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(520, 320)

    def add_row(self, line: PrizeLine | None) -> None:
        """A line at the end: the one given, or the next place after the last line."""
        n = self.table.rowCount()
        if line is None:
            last = self.table.item(n - 1, 1) if n else None
            start = self.table.item(n - 1, 0) if n else None
            after = (last.text().strip() or (start.text() if start else "")) if last else ""
            first = str(int(after) + 1) if after.isdigit() else "1" if n == 0 else ""
            values = (first, "", "")
        else:
            values = (str(line.first), "" if line.last == line.first else str(line.last),
                      line.prize)
        self.table.insertRow(n)
        for column, text in enumerate(values):
            self.table.setItem(n, column, QTableWidgetItem(text))
        if line is None:
            self.table.setCurrentCell(n, 2)

    def remove_row(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)

    def texts(self) -> list[str]:
        """Each row as a prize line's text ("3-4: 6 boosters"); a blank row as ""."""
        out = []
        for row in range(self.table.rowCount()):
            first, last, prize = (self._cell(row, c) for c in range(3))
            if not (first or last or prize):
                out.append("")
                continue
            places = f"{first}-{last}" if last and last != first else first
            out.append(f"{places}: {prize}")
        return out

    def _cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text().strip() if item is not None else ""

    def try_save(self) -> None:
        try:
            self.lines = card_prizes.verify_prizes(self.texts())
        except PrizeError as exc:
            self.error.show_error(self.refusal(exc))
            if exc.number is not None:
                self.table.setCurrentCell(exc.number - 1, 0)
            return
        self.accept()

    def refusal(self, exc: PrizeError) -> str:
        """The rules' refusal in the window's language, naming the line."""
        words = {
            "places": self.tr("Line %1: places must be from 1 to %2."),
            "reverse": self.tr("Line %1: the range must run from the higher place down "
                               "(%2)."),
            "missing": self.tr("Line %1: the prize is missing."),
            "long": self.tr("Line %1: a prize has at most %2 characters."),
            "overlap": self.tr("Line %1: place %2 already has a prize on another line."),
            "gap": self.tr("Line %1: places %2 have no prize; the lines run from 1st place "
                           "down without a gap."),
            "list": self.tr("At most %2 lines."),
        }
        text = words.get(exc.code, self.tr("Line %1: type the first place as a number, the "
                                           "last place (or nothing) and the prize."))
        return text.replace("%1", str(exc.number or "")).replace("%2", exc.detail)


def prizes_summary(lines: Sequence[PrizeLine]) -> str:
    """The lines on one line for the event dialog ("1: 100 store credit · 3-4: 6 boosters")."""
    return " · ".join(line.text() for line in lines)
