"""One player's OFC board in the calculator: player, three rows of cards, penalties, live status.

Each row is typed as a dealer reads it (``Ah Kd 7c``) and validated on every keystroke
(CARD-1, CARD-2); a complete row shows its hand name and royalty, a complete board its foul
reason (OFC-R3) in words.

Penalty marks come in two layers: those the floor sets here, and those of the player's pending
penalties in the penalty log (``set_pending``), which are shown ticked, cannot be taken off here
(rescind them in the Penalties tab) and say who issued them. A mark and a log penalty of the same
kind are the same penalty: the board carries the larger of the two counts, so an exposed card
marked here and then written in the log by the judge is still one card. ``state()`` holds only
the floor's own marks; ``seat_input()`` gives what is shown, as the hand is scored and applied.
"""

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from tdesk.engine_text import message, row_name
from tdesk.rules.cards import Card, CardError, format_cards, parse_cards
from tdesk.rules.cards.hands import HandRank, evaluate
from tdesk.rules.ofc import ROWS, STANDARD, OfcHand, Row, RoyaltyTable
from tdesk.rules.ofc.board import Verdict, board_complete, board_verdict, marks_open
from tdesk.services.ofc.ofc import LogMarks, SeatInput
from tdesk.timefmt import local_text
from tdesk.ui import palette

ERROR_STYLE = f"color: {palette.REFUSAL};"
OK_STYLE = f"color: {palette.OK};"
MUTED_STYLE = f"color: {palette.MUTED_LIGHT};"
LOG_STYLE = f"color: {palette.LOG};"
NO_MARKS = LogMarks()


class BoardEditor(QFrame):
    """Board ``index`` (0-based, position order). Emits ``changed`` on any edit,
    ``rowFocused(self, Row)`` when a row takes the cursor, ``advance(self, Row)`` on Enter."""

    changed = Signal()
    rowFocused = Signal(object, object)
    advance = Signal(object, object)
    undoRequested = Signal()

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.table: RoyaltyTable = STANDARD
        self.duplicates: set[Card] = set()
        self.pending: Mapping[int, LogMarks] = {}
        self.log = NO_MARKS  # the marks shown for the current player from the penalty log
        self.own: tuple[bool, bool, int] = (False, False, 0)  # the floor's own marks
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName(f"board{index}")

        self.player = QComboBox()
        self.player.setObjectName(f"board{index}_player")
        self.player.setMinimumWidth(160)
        self.player.currentIndexChanged.connect(self._player_changed)
        self.position = QLabel(self.tr("Position %1").replace("%1", str(index + 1)))
        self.position.setStyleSheet(MUTED_STYLE)

        self.edits: dict[Row, QLineEdit] = {}
        self.infos: dict[Row, QLabel] = {}
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 6, 6, 6)
        grid.setVerticalSpacing(3)
        header = QHBoxLayout()
        header.addWidget(self.position)
        header.addWidget(self.player, 1)
        grid.addLayout(header, 0, 0, 1, 2)
        row_titles = {Row.TOP: self.tr("Top"), Row.MIDDLE: self.tr("Middle"),
                      Row.BOTTOM: self.tr("Bottom")}
        for i, row in enumerate(ROWS):
            edit = QLineEdit()
            edit.setObjectName(f"board{index}_{row.value}")
            edit.setPlaceholderText(
                self.tr("%1 cards, e.g. Ah Kd 7c").replace("%1", str(row.size))
            )
            edit.textChanged.connect(self._emit_changed)
            edit.returnPressed.connect(lambda r=row: self.advance.emit(self, r))
            edit.installEventFilter(self)
            info = QLabel()
            info.setObjectName(f"board{index}_{row.value}_info")
            info.setStyleSheet(MUTED_STYLE)
            info.setWordWrap(True)  # a bad-card message must not widen the board
            label = QLabel(row_titles[row])
            label.setBuddy(edit)
            grid.addWidget(label, 1 + 2 * i, 0)
            grid.addWidget(edit, 1 + 2 * i, 1)
            grid.addWidget(info, 2 + 2 * i, 1)
            self.edits[row] = edit
            self.infos[row] = info

        self.foul = QLabel()
        self.foul.setObjectName(f"board{index}_foul")
        self.foul.setWordWrap(True)
        grid.addWidget(self.foul, 7, 0, 1, 2)

        self.missed = QCheckBox(self.tr("Missed hand"))
        self.missed.setObjectName(f"board{index}_missed")
        self.missed.setToolTip(self.tr("Absent: pays 3 per active player, nothing else (OFC-X2)"))
        self.clock = QCheckBox(self.tr("Clock foul"))
        self.clock.setObjectName(f"board{index}_clock")
        self.clock.setToolTip(self.tr("Did not act within 30 seconds of the clock (OFC-X3)"))
        self.exposed = QSpinBox()
        self.exposed.setObjectName(f"board{index}_exposed")
        self.exposed.setRange(0, 13)
        self.exposed.setPrefix(self.tr("Exposed: "))
        self.exposed.setToolTip(self.tr("Cards exposed out of turn: 1 point per active player "
                                        "each (OFC-X1)"))
        for w in (self.missed, self.clock):
            w.toggled.connect(self._mark_edited)
        self.exposed.valueChanged.connect(self._mark_edited)
        penalties = QHBoxLayout()
        penalties.addWidget(self.missed)
        penalties.addWidget(self.clock)
        penalties.addWidget(self.exposed)
        penalties.addStretch(1)
        grid.addLayout(penalties, 8, 0, 1, 2)
        self.log_label = QLabel()
        self.log_label.setObjectName(f"board{index}_log")
        self.log_label.setWordWrap(True)
        self.log_label.setStyleSheet(LOG_STYLE)
        self.log_label.hide()
        grid.addWidget(self.log_label, 9, 0, 1, 2)
        self._tips = {w: w.toolTip() for w in (self.missed, self.clock, self.exposed)}
        self.refresh_status()

    # -- focus --------------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.FocusIn:
            for row, edit in self.edits.items():
                if edit is watched:
                    self.rowFocused.emit(self, row)
        elif event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and (
            event.key() == Qt.Key.Key_Backspace
            and event.modifiers() == Qt.KeyboardModifier.AltModifier
        ):
            # A line edit takes Alt+Backspace as its own undo; here it undoes the last entry of
            # the whole hand, as everywhere else in the calculator.
            self.undoRequested.emit()
            return True
        return super().eventFilter(watched, event)

    def _emit_changed(self, *_: object) -> None:
        self.refresh_status()
        self.changed.emit()

    def _player_changed(self, *_: object) -> None:
        self._show_marks(self.own)  # the floor's own marks stay; the log's follow the player
        self._emit_changed()

    def _mark_edited(self, *_: object) -> None:
        """The floor ticked a box or set the exposed count (the log's marks cannot be lowered:
        an exposed count counts as the floor's own only above the log's)."""
        exposed = self.exposed.value()
        self.own = (self.missed.isChecked() and not self.log.missed,
                    self.clock.isChecked() and not self.log.clock_foul,
                    exposed if exposed > self.log.exposed else 0)
        self._emit_changed()

    # -- penalty marks: the floor's own and the penalty log's ----------------------------------
    def set_pending(self, pending: Mapping[int, LogMarks]) -> None:
        """The penalty log's pending OFC penalties by entry id; the board shows its player's."""
        self.pending = pending
        self._show_marks(self.own)

    def _show_marks(self, own: tuple[bool, bool, int]) -> None:
        entry = self.entry_id()
        log = self.pending.get(entry, NO_MARKS) if entry is not None else NO_MARKS
        self.log = log
        self.own = own
        missed, clock, exposed = own
        widgets = (self.missed, self.clock, self.exposed)
        for w in widgets:
            w.blockSignals(True)
        self.missed.setChecked(missed or log.missed)
        self.clock.setChecked(clock or log.clock_foul)
        self.exposed.setMinimum(log.exposed)
        self.exposed.setValue(max(exposed, log.exposed))
        for w in widgets:
            w.blockSignals(False)
        lines = [self.tr("From the penalty log: %1, issued %2 by %3")
                 .replace("%1", message(r.label)).replace("%2", local_text(r.given_at, "%H:%M"))
                 .replace("%3", r.judge or self.tr("(no judge)")) for r in log.rows]
        for widget, kind in ((self.missed, "missed_hand"), (self.clock, "clock"),
                             (self.exposed, "exposed_card")):
            mine = [line for r, line in zip(log.rows, lines, strict=True) if r.penalty == kind]
            tip = self._tips[widget]
            if mine:
                tip = "\n".join([*mine, self.tr("Rescind it in the Penalties tab to take the "
                                                 "mark off."), tip])
            widget.setToolTip(tip)
            widget.setStyleSheet(f"QCheckBox, QSpinBox {{ {LOG_STYLE} }}" if mine else "")
        self.log_label.setText("\n".join(lines))
        self.log_label.setToolTip(self.tr("Rescind a penalty in the Penalties tab to take its "
                                          "mark off."))
        self.log_label.setVisible(bool(lines))
        self.refresh_status()

    # -- players ------------------------------------------------------------------------------
    def set_players(self, players: list[tuple[int, str]], selected: int | None) -> None:
        """Fill the player list (``(entry_id, name)``) keeping or setting the selection."""
        keep = selected if selected is not None else self.entry_id()
        self.player.blockSignals(True)
        self.player.clear()
        self.player.addItem(self.tr("— no player —"), None)
        for entry_id, name in players:
            self.player.addItem(name, entry_id)
        found = self.player.findData(keep) if keep is not None else 0
        self.player.setCurrentIndex(max(found, 0))
        self.player.blockSignals(False)

    def entry_id(self) -> int | None:
        data = self.player.currentData()
        return int(data) if data is not None else None

    def set_entry(self, entry_id: int | None) -> None:
        i = self.player.findData(entry_id) if entry_id is not None else 0
        self.player.setCurrentIndex(max(i, 0))

    def player_name(self) -> str:
        return self.player.currentText() if self.entry_id() is not None else ""

    # -- cards --------------------------------------------------------------------------------
    def row_text(self, row: Row) -> str:
        return self.edits[row].text()

    def parsed(self, row: Row) -> tuple[Card, ...] | CardError:
        try:
            return parse_cards(self.edits[row].text())
        except CardError as exc:
            return exc

    def cards(self) -> list[Card]:
        """Every card typed so far that parses (for greying out the picker)."""
        out: list[Card] = []
        for row in ROWS:
            got = self.parsed(row)
            if not isinstance(got, CardError):
                out.extend(got)
        return out

    def row_full(self, row: Row) -> bool:
        got = self.parsed(row)
        return not isinstance(got, CardError) and len(got) >= row.size

    def add_card(self, row: Row, card: Card) -> None:
        text = self.edits[row].text().strip()
        self.edits[row].setText(f"{text} {card}".strip())

    def text(self) -> str:
        return " / ".join(self.edits[r].text().strip() for r in ROWS)

    def set_text(self, text: str) -> None:
        parts = (text.split("/") + ["", "", ""])[:3]
        for row, part in zip(ROWS, parts, strict=True):
            self.edits[row].setText(part.strip())

    def state(self) -> tuple[int | None, str, bool, bool, int]:
        """Player, cards and the floor's own marks (the log's come with the player)."""
        missed, clock, exposed = self.own
        return (self.entry_id(), self.text(), missed, clock, exposed)

    def set_state(self, state: tuple[int | None, str, bool, bool, int]) -> None:
        entry, text, missed, clock, exposed = state
        widgets = [self.player, *self.edits.values()]
        for w in widgets:
            w.blockSignals(True)
        self.set_entry(entry)
        self.set_text(text)
        for w in widgets:
            w.blockSignals(False)
        self._show_marks((missed, clock, exposed))

    def clear(self) -> None:
        self.set_state((self.entry_id(), "", False, False, 0))

    def in_use(self) -> bool:
        return self.entry_id() is not None

    def complete(self) -> bool:
        """Ready to score (``ofc_board.board_complete``)."""
        return board_complete(missed=self.missed.isChecked(), clock_foul=self.clock.isChecked(),
                              rows_full=[self.row_full(r) for r in ROWS])

    def missing(self) -> str:
        """What is still to enter, for the status line: ``"middle 3/5"``."""
        parts = []
        for row in ROWS:
            got = self.parsed(row)
            if isinstance(got, CardError):
                parts.append(self.tr("%1 has a bad card").replace("%1", row_name(row.value)))
            elif len(got) != row.size:
                parts.append(f"{row_name(row.value)} {len(got)}/{row.size}")
        return ", ".join(parts)

    def seat_input(self) -> SeatInput | None:
        entry = self.entry_id()
        if entry is None:
            return None
        return SeatInput(entry, self.text(), self.missed.isChecked(), self.clock.isChecked(),
                         self.exposed.value())

    # -- live status ----------------------------------------------------------------------------
    def set_duplicates(self, cards: set[Card]) -> None:
        self.duplicates = cards
        self.refresh_status()

    def refresh_status(self) -> None:
        open_ = marks_open(missed=self.missed.isChecked(), log_missed=self.log.missed,
                           log_clock=self.log.clock_foul)
        for edit in self.edits.values():
            edit.setEnabled(open_.cards)
        self.missed.setEnabled(open_.missed)
        self.clock.setEnabled(open_.clock)
        self.exposed.setEnabled(open_.exposed)
        ranks: dict[Row, HandRank] = {}
        for row in ROWS:
            info, edit = self.infos[row], self.edits[row]
            got = self.parsed(row)
            if isinstance(got, CardError):
                info.setText(str(got))
                info.setStyleSheet(ERROR_STYLE)
                edit.setStyleSheet(f"QLineEdit {{ {ERROR_STYLE} }}")
                continue
            dup = [c for c in got if c in self.duplicates]
            if dup:
                info.setText(self.tr("%1 is on another board").replace("%1", format_cards(dup)))
                info.setStyleSheet(ERROR_STYLE)
                edit.setStyleSheet(f"QLineEdit {{ {ERROR_STYLE} }}")
                continue
            edit.setStyleSheet("")
            if len(got) > row.size:
                info.setText(self.tr("%1 cards: a %2 row has %3")
                             .replace("%1", str(len(got))).replace("%2", row_name(row.value))
                             .replace("%3", str(row.size)))
                info.setStyleSheet(ERROR_STYLE)
            elif len(got) == row.size:
                rank = evaluate(got)
                ranks[row] = rank
                info.setText(message(rank.name))
                info.setStyleSheet(MUTED_STYLE)
            else:
                info.setText(self.tr("%1 of %2 cards").replace("%1", str(len(got)))
                             .replace("%2", str(row.size)))
                info.setStyleSheet(MUTED_STYLE)
        self._board_status(ranks)

    def _board_status(self, ranks: Mapping[Row, HandRank]) -> None:
        """Show the board's verdict (``ofc_board.board_verdict``): missed, foul, legal."""
        hand = None
        if len(ranks) == 3 and not self.missed.isChecked():
            try:
                hand = OfcHand.parse(self.text())
            except CardError as exc:
                self.foul.setText(str(exc))
                self.foul.setStyleSheet(ERROR_STYLE)
                return
        verdict = board_verdict(hand, missed=self.missed.isChecked(),
                                clock_foul=self.clock.isChecked(), table=self.table)
        if verdict.verdict is Verdict.MISSED:
            self.foul.setText(self.tr("Missed hand (OFC-X2)"))
            self.foul.setStyleSheet(ERROR_STYLE)
            return
        if verdict.verdict is Verdict.FOUL:
            reasons = [self.tr("fouled on the clock (OFC-X3)")] if verdict.clock_foul else []
            reasons.extend(message(r) for r in verdict.reasons)
            self.foul.setText(self.tr("FOUL: %1").replace("%1", "; ".join(reasons)))
            self.foul.setStyleSheet(ERROR_STYLE + " font-weight: bold;")
            return
        if verdict.verdict is Verdict.OPEN:
            self.foul.setText("")
            return
        roy = verdict.royalties
        for row, value in zip(ROWS, roy, strict=True):
            if value:
                self.infos[row].setText(
                    f"{self.infos[row].text()} · " + self.tr("royalty %1").replace("%1", str(value))
                )
                self.infos[row].setStyleSheet(OK_STYLE)
        self.foul.setText(self.tr("Legal · royalties %1").replace("%1", str(sum(roy))))
        self.foul.setStyleSheet(OK_STYLE)
