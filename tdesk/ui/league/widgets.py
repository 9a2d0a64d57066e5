"""Keyboard-first tables of the Season tab: the round's games (reports typed straight into
their cells) and the availability grid (1/2/3 per player and slot, HU-D1)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from tdesk.services.league.league import GameRow, RoundView
from tdesk.ui import palette
from tdesk.ui.labels import column
from tdesk.ui.league.text import outcome_text, when_text

STOP_COLOUR = QColor(palette.STOP)
FINAL_COLOUR = QColor(palette.FINAL)
REPORT_KEYS = {"1": "1", "0": "0", "-": "-", "+": "+", "?": "?"}
MARK_KEYS = {"1": "1", "2": "2", "3": "3"}


def _item(text: str, *, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class GamesTable(QTableWidget):
    """The round's games. In a report column, typing 1, 0, -, + or ? enters that player's own
    report (HU-R2) and moves on to the opponent's, then to the next game; Delete clears it."""

    reportTyped = Signal(int, int, str)  # game id, entry id, report
    COLUMNS = (QT_TRANSLATE_NOOP("columns", "#"), QT_TRANSLATE_NOOP("columns", "Player"),
               QT_TRANSLATE_NOOP("columns", "Opponent"), QT_TRANSLATE_NOOP("columns", "Slot"),
               QT_TRANSLATE_NOOP("columns", "Player's report"),
               QT_TRANSLATE_NOOP("columns", "Opponent's report"),
               QT_TRANSLATE_NOOP("columns", "Outcome"), QT_TRANSLATE_NOOP("columns", "State"))
    A_REPORT, B_REPORT = 4, 5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(self.COLUMNS), parent)
        self.setObjectName("leagueGames")
        self.setHorizontalHeaderLabels([column(c) for c in self.COLUMNS])
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.games: list[GameRow] = []
        self.closed = False

    def state_name(self, state: str) -> str:
        return {"final": self.tr("final"), "waiting": self.tr("waiting"),
                "stop": self.tr("STOP: admin decides")}.get(state, state)

    def show_round(self, view: RoundView | None) -> None:
        row, col = self.currentRow(), self.currentColumn()
        self.games = list(view.games) if view else []
        self.closed = bool(view and view.closed)
        self.setRowCount(len(self.games))
        for r, g in enumerate(self.games):
            seed_a = f" ({g.a_seed})" if g.a_seed else ""
            seed_b = f" ({g.b_seed})" if g.b_seed else ""
            slot = ""
            if g.slot is not None and g.slot_at is not None:
                slot = f"{g.slot + 1}: {when_text(g.slot_at, '%a %d %b %H:%M')}"
            cells = (str(g.number), g.a_name + seed_a, g.b_name + seed_b, slot, g.a_report,
                     g.b_report, outcome_text(g.outcome), self.state_name(g.state))
            for c, text in enumerate(cells):
                item = _item(text, align_right=c == 0)
                if c in (self.A_REPORT, self.B_REPORT, 6):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if g.state == "stop":
                    item.setBackground(QBrush(STOP_COLOUR))
                elif g.state == "final" and c in (6, 7):
                    item.setBackground(QBrush(FINAL_COLOUR))
                self.setItem(r, c, item)
        if self.games:
            self.setCurrentCell(min(max(row, 0), len(self.games) - 1),
                                col if col >= 0 else self.A_REPORT)

    def current_game(self) -> GameRow | None:
        row = self.currentRow()
        return self.games[row] if 0 <= row < len(self.games) else None

    def select_game(self, game_id: int) -> None:
        for r, g in enumerate(self.games):
            if g.id == game_id:
                self.setCurrentCell(r, self.currentColumn() if self.currentColumn() >= 0 else 0)
                return

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        game = self.current_game()
        col = self.currentColumn()
        if game is not None and not self.closed and col in (self.A_REPORT, self.B_REPORT):
            entry = game.a_entry_id if col == self.A_REPORT else game.b_entry_id
            text = event.text()
            if text in REPORT_KEYS:
                row = self.currentRow()
                self.reportTyped.emit(game.id, entry, REPORT_KEYS[text])
                # on to the opponent's report, then the next game's: a round typed in one go
                if col == self.A_REPORT:
                    self.setCurrentCell(row, self.B_REPORT)
                elif row + 1 < self.rowCount():
                    self.setCurrentCell(row + 1, self.A_REPORT)
                return
            if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
                self.reportTyped.emit(game.id, entry, "?")
                return
        super().keyPressEvent(event)


class AvailabilityGrid(QTableWidget):
    """One row per player of the round, one column per slot. Type 1 (good), 2 (possible) or
    3 (impossible): the cursor moves on, and a full row is saved (HU-D1 checks it). Delete
    clears the player's entry (then all 2, HU-D2)."""

    marksEntered = Signal(int, str)  # entry id, marks ("" clears)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, parent)
        self.setObjectName("leagueAvailability")
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.players: list[tuple[int, str, str]] = []  # entry id, name, saved marks
        self.drafts: dict[int, list[str]] = {}
        self.closed = False

    def show_round(self, view: RoundView | None) -> None:
        row, col = self.currentRow(), self.currentColumn()
        self.closed = bool(view and view.closed)
        slots = view.slots if view else ()
        players: list[tuple[int, str, str]] = []
        for g in view.games if view else ():
            players.append((g.a_entry_id, g.a_name, g.a_marks))
            players.append((g.b_entry_id, g.b_name, g.b_marks))
        if [p[0] for p in players] != [p[0] for p in self.players]:
            self.drafts.clear()
        self.players = players
        self.setColumnCount(len(slots))
        self.setHorizontalHeaderLabels([f"{i}\n{when_text(s, '%a %d %H:%M')}"
                                        for i, s in enumerate(slots, 1)])
        self.setRowCount(len(players))
        self.setVerticalHeaderLabels([p[1] for p in players])
        for r, (entry, _name, saved) in enumerate(players):
            marks = self.drafts.get(entry) or list(saved.ljust(len(slots)))
            for c in range(len(slots)):
                mark = marks[c] if c < len(marks) else " "
                item = _item(mark.strip())
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if not saved and entry not in self.drafts:
                    item.setForeground(QBrush(QColor(palette.DEAD)))
                    item.setText("2")
                    item.setToolTip(self.tr("No entry: counts as 2 everywhere (HU-D2)"))
                if mark == "3":
                    item.setBackground(QBrush(STOP_COLOUR))
                elif mark == "1":
                    item.setBackground(QBrush(FINAL_COLOUR))
                self.setItem(r, c, item)
        if players and slots:
            self.setCurrentCell(min(max(row, 0), len(players) - 1), min(max(col, 0), len(slots) - 1))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        row, col = self.currentRow(), self.currentColumn()
        if self.closed or not (0 <= row < len(self.players)) or col < 0:
            super().keyPressEvent(event)
            return
        entry, _name, saved = self.players[row]
        slots = self.columnCount()
        if event.text() in MARK_KEYS:
            draft = self.drafts.setdefault(entry, list(saved.ljust(slots)) if saved else [" "] * slots)
            draft[col] = MARK_KEYS[event.text()]
            item = self.item(row, col)
            if item is not None:
                item.setText(draft[col])
                item.setForeground(QBrush(QColor(palette.TEXT)))
            if col + 1 < slots:
                self.setCurrentCell(row, col + 1)
            elif row + 1 < len(self.players):
                self.setCurrentCell(row + 1, 0)
            if " " not in draft:
                self.marksEntered.emit(entry, "".join(draft))  # the tab drops the draft once saved
            return
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.drafts.pop(entry, None)
            self.marksEntered.emit(entry, "")
            return
        super().keyPressEvent(event)
