"""The import preview's Person column (issues 35, 36): who each row is, a returning person of
the player database or a new one, by ``services/import_match``'s rule.

A row with candidates gets a list: each candidate with their person number, country and
latest events, and "New person". The one person spelled exactly as the row is chosen
already; one spelled otherwise and namesakes start at "Choose…" in amber, and Import waits
until each is chosen. The cell's text follows the list, so the table reads (and sorts) as
shown.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QComboBox, QTableWidget, QTableWidgetItem

from tdesk.services.people.import_match import Candidate, MatchKind, RowMatch, kept_values
from tdesk.services.players import PlayerFields
from tdesk.ui import palette

OPEN_COLOUR = QColor(palette.NOTICE_BG)
OPEN = -1
"""A row's choice while the floor has not said (a person id is positive, None is new)."""


class PersonChoices(QObject):
    """The choices of the preview's accepted rows (index: the row among ``preview.players``)."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.matches: list[RowMatch] = []
        self.fields: list[PlayerFields] = []
        self.choice: list[int | None] = []
        self.combos: dict[int, QComboBox] = {}
        self.items: dict[int, QTableWidgetItem] = {}
        self.values: dict[int, list[int | None]] = {}  # each combo's choices, in its order
        self.rows: dict[int, int] = {}  # table row -> accepted row index
        self.amber: set[int] = set()  # rows painted amber
        self.kept_rows: set[int] = set()  # rows whose person keeps a value the file differs on
        self.marked: dict[int, list[QTableWidgetItem | None]] = {}  # a row's cells, for amber
        self.words: dict[str, str] = {}

    def reset(self, matches: Sequence[RowMatch], fields: Sequence[PlayerFields]) -> None:
        self.matches, self.fields = list(matches), list(fields)
        self.choice = [OPEN if m.open else m.chosen for m in self.matches]
        self.combos, self.items = {}, {}
        self.values, self.rows = {}, {}
        self.amber = set()
        self.kept_rows = {i for i in range(len(self.choice)) if self._kept(i)}
        self.marked = {}
        self.words = {"choose": self.tr("Choose…"), "new": self.tr("New person")}

    # -- what the dialog asks -------------------------------------------------------------
    @property
    def persons(self) -> list[int | None]:
        """The person per accepted row for ``import_players`` (call when nothing is open)."""
        return [None if c == OPEN else c for c in self.choice]

    @property
    def open_rows(self) -> list[int]:
        return [i for i, c in enumerate(self.choice) if c == OPEN]

    @property
    def returning(self) -> int:
        return sum(c not in (None, OPEN) for c in self.choice)

    def twice(self) -> list[tuple[Candidate, list[int]]]:
        """People chosen for more than one row, with those rows' indexes."""
        rows: dict[int, list[int]] = {}
        for i, c in enumerate(self.choice):
            if c not in (None, OPEN):
                rows.setdefault(c, []).append(i)
        return [(self._candidate(i[0]), i) for pid, i in rows.items() if len(i) > 1]

    def kept(self) -> int:
        """Rows whose returning person keeps a value the file gives otherwise (the rating)."""
        return len(self.kept_rows)

    def spelled_otherwise(self) -> list[int]:
        """Open rows with one candidate spelled otherwise: one click takes them all."""
        return [i for i in self.open_rows if self.matches[i].kind is MatchKind.SPELLING]

    def take_spellings(self) -> None:
        """Every open row with one candidate spelled otherwise takes that person; the dialog
        hears of it once."""
        for i in self.spelled_otherwise():
            person = self.matches[i].candidates[0].person_id
            combo = self.combos.get(i)
            if combo is not None:
                combo.blockSignals(True)
                combo.setCurrentIndex(self.values[i].index(person))
                combo.blockSignals(False)
            self._set(i, person, tell=False)
        self.changed.emit()

    # -- the table ------------------------------------------------------------------------
    def put(self, table: QTableWidget, row: int, column: int, index: int) -> None:
        """The cell of accepted row ``index`` at (``row``, ``column``) of the table. A row to
        choose gets its list now; a row already settled shows its person as text and gets
        the list when the cell is clicked (a list is a widget: 1,000 of them took seconds)."""
        match = self.matches[index]
        item = QTableWidgetItem()
        table.setItem(row, column, item)
        self.items[index] = item
        self.marked[index] = [table.item(row, c) for c in range(column)]
        self.rows[row] = index
        if not match.open or self.make_list(table, row, column) is None:
            self._show(index)

    def make_list(self, table: QTableWidget, row: int, column: int) -> QComboBox | None:
        """The list of table row ``row``'s candidates and New person (made once)."""
        index = self.rows.get(row)
        if index is None or not self.matches[index].candidates:
            return None
        if index in self.combos:
            return self.combos[index]
        match = self.matches[index]
        combo = QComboBox()
        combo.setObjectName(f"person{index}")
        combo.addItems(([self.words["choose"]] if match.open else [])
                       + [self._label(c) for c in match.candidates]
                       + [self.words["new"]])
        values = self.values[index] = ([OPEN] if match.open else []) + [
            c.person_id for c in match.candidates] + [None]
        combo.setCurrentIndex(values.index(self.choice[index]))
        combo.currentIndexChanged.connect(
            lambda i, index=index: self._set(index, self.values[index][i]))
        table.setCellWidget(row, column, combo)
        self.combos[index] = combo
        self._show(index)
        return combo

    def _set(self, index: int, person: int | None, *, tell: bool = True) -> None:
        self.choice[index] = person
        if self._kept(index):
            self.kept_rows.add(index)
        else:
            self.kept_rows.discard(index)
        self._show(index)
        if tell:
            self.changed.emit()

    def _show(self, index: int) -> None:
        item = self.items.get(index)
        if item is None:
            return
        choice, match = self.choice[index], self.matches[index]
        if choice == OPEN:
            text = self.words["choose"]
            tip = (self.tr("Spelled otherwise in the player database: choose the person or "
                           "New person.") if match.kind is MatchKind.SPELLING else
                   self.tr("%n people of this name in the player database: choose one or "
                           "New person.", "", len(match.candidates)))
        elif choice is None:
            text, tip = self.words["new"], ""
        else:
            candidate = self._candidate(index)
            text, tip = self._label(candidate), self._tip(candidate)
            for _field, typed, kept in self._kept(index):
                tip += "\n" + self.tr("Keeps {0} (the file says {1}).").format(kept, typed)
        item.setText(text)
        item.setToolTip(tip)
        if (choice == OPEN) != (index in self.amber):  # the row in amber while open
            brush = QBrush(OPEN_COLOUR) if choice == OPEN else QBrush()
            for cell in (item, *self.marked.get(index, ())):
                if cell is not None:
                    cell.setBackground(brush)
            self.amber ^= {index}
        combo = self.combos.get(index)
        if combo is not None:
            combo.setToolTip(tip)
        elif match.candidates:
            item.setToolTip(tip + "\n" + self.tr("Click to choose another person or New "
                                                  "person."))

    def _candidate(self, index: int) -> Candidate:
        return next(c for c in self.matches[index].candidates
                    if c.person_id == self.choice[index])

    def _kept(self, index: int) -> list[tuple[str, str, str]]:
        if self.choice[index] in (None, OPEN):
            return []
        return kept_values(self.fields[index], self._candidate(index))

    def _label(self, c: Candidate) -> str:
        parts = [f"{c.name} #{c.person_id}"]
        if c.country:
            parts.append(c.country)
        parts.append(self.tr("%n event(s)", "", c.event_count) + (
            ": " + ", ".join(c.events[:1]) if c.events else ""))
        return " · ".join(parts)

    def _tip(self, c: Candidate) -> str:
        lines = [f"{c.name} (#{c.person_id})"]
        if c.events:
            lines.append(self.tr("Latest events: {0}").format(", ".join(c.events)))
        if c.rating is not None:
            lines.append(self.tr("Rating: {0}").format(c.rating))
        if not c.same_spelling:
            lines.append(self.tr("Spelled otherwise in the player database."))
        return "\n".join(lines)
