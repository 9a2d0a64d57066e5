"""The OFC calculator tab: boards in, pairwise points, settlement and new stacks out.

Keyboard: type a row and press Enter to move on (bottom → next board's top); Ctrl+Return
applies the hand to the event; Ctrl+L clears the cards; Alt+Backspace undoes the last entry;
Ctrl+R reopens the hand picked in the history; Ctrl+Shift+R corrects it (``ofc_correction``). The picker enters a card into the row that last
had the cursor.

Penalties: the penalty log is their one record. A player's pending OFC penalties (issued in the
Penalties tab, not yet applied with a hand) are marked on their board as soon as they are dealt
in, with who issued them; applying the hand links them to it, and marks made here are written
to the log in the same action.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tdesk.engine_text import value as value_name
from tdesk.errors import TdeskError
from tdesk.locale_format import chips
from tdesk.rules.ofc import (
    MAX_BOARDS,
    POINT_LEVELS,
    Row,
    royalty_table,
)
from tdesk.services.clock import ClockInfo
from tdesk.services.events import EventInfo
from tdesk.services.ofc.ofc import (
    HandChance,
    HandDraft,
    HandResult,
    HandSummary,
    LogMarks,
    OfcPlayer,
    OfcTable,
    apply_hand,
    clock_level,
    compute,
    default_seat_order,
    hand_chance,
    list_hands,
    load_hand,
    ofc_tables,
    pending_marks,
    read_clock,
    replay_hand,
)
from tdesk.services.table_reads import reads_of
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.ofc.correction import CorrectionPreview, OfcCorrecting
from tdesk.ui.ofc.entry import OfcEntry, State
from tdesk.ui.ofc.history import OfcHistory, read_hands
from tdesk.ui.ofc.result import result_html
from tdesk.ui.ofc.waiting import waiting_text
from tdesk.ui.widgets.background import QuietTask
from tdesk.ui.widgets.card_picker import CardPicker
from tdesk.ui.widgets.gate import gate
from tdesk.ui.widgets.ofc_board import BoardEditor
from tdesk.ui.widgets.shown_refresh import ShownRefresher

CLOCK_TICK_MS = 5_000  # the level is worked out from the clock read, not read again
BACKGROUND_HANDS = 500  # a history this long is read again off the GUI thread


class OfcTab(OfcEntry, OfcCorrecting, OfcHistory, QWidget):
    # players, level values, royalties; stacks, seating, hands, pending OFC penalties, the clock;
    # the field's counts (chip counts and races, flights, who paid) the tables are planned on
    READS: frozenset[str] = reads_of(hand_chance, ofc_tables, list_hands, read_clock,
                                     pending_marks)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._init_state()
        top = self._build_top_bar()
        left = self._build_boards()
        right = self._build_result()
        self._lay_out(top, left, right)
        self._add_shortcuts()
        self._start_clock_timer()
        ctx.changed.connect(self.on_change.changed)
        ctx.eventChanged.connect(self._event_changed)
        self._event_changed(ctx.event_info)

    def _init_state(self) -> None:
        """What the tab holds between reads: the players, the tables, the hand shown."""
        self.players: dict[int, OfcPlayer] = {}
        self.pending: dict[int, LogMarks] = {}  # the penalty log's marks for the next hand
        self.tables: list[OfcTable] = []
        self.result: HandResult | None = None
        self.chance: HandChance | None = None  # what apply_hand checks, as last read
        self.viewing: int | None = None  # id of a stored hand being shown
        self.waiting_table: int | None = None  # a table that cannot deal until moves are made
        self.correcting: int | None = None  # id of a stored hand being corrected
        self.correction: CorrectionPreview | None = None
        self.shown_message = ""  # why no result is shown (correction mode's Apply tooltip)
        self.viewing_applied = False
        self._viewed_title = ""
        self._viewed_label = ""
        self._viewed_state: tuple[State, int] | None = None
        self.undo_stack: list[State] = []
        self.values: tuple[int, ...] = POINT_LEVELS
        self.target: tuple[BoardEditor, Row] | None = None
        self._loading = False
        # hidden: a change is read when the tab is next shown (a bust at the Seating tab does
        # not read 2,000 hands for a calculator nobody looks at); nor one it does not show
        self.on_change = ShownRefresher(
            self, lambda: self._reload(self.ctx.event_info, reset=False), reads=self.READS,
            event=lambda: self.ctx.event_id)
        self.clock: ClockInfo | None = None  # the event's clock as last read
        self.hands: list[HandSummary] = []  # the history shown
        self.history_event: int | None = None  # the event ``hands`` belong to
        self.reading: QuietTask | None = None  # a read of a long history, while it runs
        self.read_again = False

    def _build_top_bar(self) -> QHBoxLayout:
        """Table, dealt-out button and level, with the royalties in force."""
        self.table_combo = QComboBox()
        self.table_combo.setObjectName("ofcTable")
        self.table_combo.activated.connect(self._table_picked)
        self.button_combo = QComboBox()
        self.button_combo.setObjectName("ofcButton")
        self.button_combo.setToolTip(self.tr("Five-handed final table: the button is dealt out "
                                             "(OFC-T1)"))
        self.button_combo.currentIndexChanged.connect(self._changed)
        self.level = QSpinBox()
        self.level.setObjectName("ofcLevel")
        self.level.setRange(1, len(POINT_LEVELS))
        self.level.valueChanged.connect(self._changed)
        self.level_value = QLabel()
        self.royalties_label = QLabel()
        self.royalties_label.setObjectName("ofcRoyalties")
        top = QHBoxLayout()
        for text, widget in ((self.tr("&Table:"), self.table_combo),
                             (self.tr("Dealt &out:"), self.button_combo),
                             (self.tr("&Level:"), self.level)):
            label = QLabel(text)
            label.setBuddy(widget)
            top.addWidget(label)
            top.addWidget(widget)
        top.addWidget(self.level_value)
        top.addStretch(1)
        top.addWidget(self.royalties_label)
        return top

    def _build_boards(self) -> QWidget:
        """The boards, the card picker and their buttons: the left half."""
        self.boards = [BoardEditor(i) for i in range(MAX_BOARDS)]
        grid = QGridLayout()
        for i, board in enumerate(self.boards):
            grid.addWidget(board, i // 2, i % 2)
            board.changed.connect(self._changed)
            board.rowFocused.connect(self._row_focused)
            board.advance.connect(self._advance)
            board.undoRequested.connect(self.undo_entry)
            for edit in board.edits.values():
                edit.editingFinished.connect(self._typed)
        self.picker = CardPicker()
        self.picker.cardPicked.connect(self._card_picked)
        self.target_label = QLabel()
        self.target_label.setObjectName("ofcTarget")

        self.clear_button = QPushButton(self.tr("Clear cards (Ctrl+L)"))
        self.clear_button.setObjectName("ofcClear")
        self.clear_button.clicked.connect(self.clear_cards)
        self.undo_button = QPushButton(self.tr("Undo entry (Alt+Backspace)"))
        self.undo_button.setObjectName("ofcUndo")
        self.undo_button.clicked.connect(self.undo_entry)
        buttons = QHBoxLayout()
        buttons.addWidget(self.target_label, 1)
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.clear_button)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(grid)
        left_layout.addLayout(buttons)
        left_layout.addWidget(self.picker)
        return left

    def _build_result(self) -> QWidget:
        """The result, the Apply button and the history: the right half."""
        self.banner = QLabel()
        self.banner.setObjectName("ofcBanner")
        self.banner.setWordWrap(True)
        self.result_view = QTextBrowser()
        self.result_view.setObjectName("ofcResult")
        self.apply_button = QPushButton(self.tr("Apply to event (Ctrl+Return)"))
        self.apply_button.setObjectName("ofcApply")
        self.apply_button.clicked.connect(self.apply)
        self.history = QComboBox()
        self.history.setObjectName("ofcHistory")
        # its width comes from the layout: sized to its contents, the first show measured the
        # text of every one of 2,000 hands
        self.history.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.history.setMinimumContentsLength(24)
        self.reopen_button = QPushButton(self.tr("Reopen (Ctrl+R)"))
        self.reopen_button.setObjectName("ofcReopen")
        self.reopen_button.clicked.connect(self.reopen)
        history_row = QHBoxLayout()
        history_label = QLabel(self.tr("&History:"))
        history_label.setBuddy(self.history)
        history_row.addWidget(history_label)
        history_row.addWidget(self.history, 1)
        history_row.addWidget(self.reopen_button)
        self.correct_button = self._correct_button()
        history_row.addWidget(self.correct_button)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.banner)
        right_layout.addWidget(self.result_view, 1)
        right_layout.addWidget(self.apply_button)
        right_layout.addLayout(history_row)
        return right

    def _lay_out(self, top: QHBoxLayout, left: QWidget, right: QWidget) -> None:
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([720, 640])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)

    def _add_shortcuts(self) -> None:
        for keys, slot in (("Ctrl+Return", self.apply), ("Ctrl+Enter", self.apply),
                           ("Ctrl+L", self.clear_cards), ("Alt+Backspace", self.undo_entry),
                           ("Ctrl+R", self.reopen)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

    def _start_clock_timer(self) -> None:
        """The level follows the event's clock (read every tick, OFC-L1)."""
        self._clock_level: int | None = None
        self.clock_timer = QTimer(self)
        self.clock_timer.setInterval(CLOCK_TICK_MS)
        self.clock_timer.timeout.connect(self._follow_clock)
        self.clock_timer.start()

    # -- loading ----------------------------------------------------------------------------------
    def _event_changed(self, info: EventInfo | None) -> None:
        self.viewing = self.correcting = None
        self.undo_stack.clear()
        self._reload(info, reset=True)
        self._push_undo()

    def _reload(self, info: EventInfo | None, *, reset: bool) -> None:
        self.on_change.stale = False
        if info is None or info.kind != "ofc":
            self.players = {}
            self.tables = []
            self.chance = None
            self._recompute()
            return
        try:
            chance = hand_chance(self.ctx.store, info.id)  # players, level values, royalties
            self.tables = ofc_tables(self.ctx.store, info.id)
            # a long history is read again off the GUI thread (below); the rest is small
            hands = (read_hands(self.ctx.store, info.id) if reset or self.history_event != info.id
                     or len(self.hands) < BACKGROUND_HANDS else None)
            self.clock = read_clock(self.ctx.store, info.id)
            level = clock_level(self.clock)
            self.pending = pending_marks(self.ctx.store, info.id)
        except TdeskError:
            return
        self.chance, self.values = chance, chance.values
        players = list(chance.players.values())
        self.players = {p.entry_id: p for p in players}
        try:
            table = royalty_table(str(info.settings.get("royalties", "standard")))
        except ValueError:
            table = royalty_table("standard")
        # the table's title is a value kept in the rules: translated where it is shown
        self.royalties_label.setText(self.tr("Royalties: %1").replace("%1",
                                                                     value_name(table.title)))
        self._loading = True
        self.level.setRange(1, len(self.values))
        active = [(p.entry_id, p.name) for p in players if p.active or p.entry_id in self._seated()]
        for board in self.boards:
            board.table = table
            board.set_players(active, None)
            board.set_pending(self._new_hand_marks())
        self._fill_button_combo(active)
        self._fill_tables()
        if hands is None:
            self._read_history(info.id)
        else:
            self._fill_history(info.id, hands)
        if reset:
            self._clock_level = level
            if level is not None:
                self.level.setValue(level)
            elif hands:
                self.level.setValue(hands[0].level)
        self._loading = False
        self._deal_when_moved()
        if not reset:
            self._follow(level)  # a clock action (next level, a pause) read with the rest
        self._recompute()

    def _deal_when_moved(self) -> None:
        """A table that waited for its moves deals again once they are made (or is gone)."""
        table = self._table(self.waiting_table)
        if table is None:
            self.waiting_table = None
        elif table.playable and not any(b.in_use() for b in self.boards):
            self._deal_table(table)

    def _follow_clock(self) -> None:
        """Levels run out by time: follow them from the clock read, reading nothing (issue 22)."""
        info = self.ctx.event_info
        if (info is None or info.kind != "ofc" or self.clock is None
                or self.clock.event_id != info.id or self.on_change.stale):
            return  # a hidden tab behind on changes follows once it has read them
        self._follow(clock_level(self.clock))

    def _follow(self, level: int | None) -> None:
        """Follow the clock's level unless the floor chose another by hand (OFC-L1)."""
        if self.viewing is not None or level is None or level == self._clock_level:
            return
        if self._clock_level is None or self.level.value() == self._clock_level:
            self.level.setValue(min(level, self.level.maximum()))
        self._clock_level = level

    def _seated(self) -> set[int]:
        return {b.entry_id() for b in self.boards if b.entry_id() is not None}  # type: ignore[misc]

    def _fill_button_combo(self, active: list[tuple[int, str]]) -> None:
        keep = self.button_combo.currentData()
        self.button_combo.blockSignals(True)
        self.button_combo.clear()
        self.button_combo.addItem(self.tr("— nobody —"), None)
        for entry_id, name in active:
            self.button_combo.addItem(name, entry_id)
        self.button_combo.setCurrentIndex(max(self.button_combo.findData(keep), 0))
        self.button_combo.blockSignals(False)

    def _fill_tables(self) -> None:
        keep = self.table_combo.currentData()
        self.table_combo.clear()
        self.table_combo.addItem(self.tr("Choose players by hand"), None)
        for t in self.tables:
            button = dict(t.players).get(t.button_entry) if t.button_entry is not None else None
            text = (self.tr("Table %1 (%2 players)") if button is None
                    else self.tr("Table %1 (%2 players), button %3").replace("%3", button))
            self.table_combo.addItem(text.replace("%1", str(t.number))
                                     .replace("%2", str(len(t.players))), t.number)
        self.table_combo.setCurrentIndex(max(self.table_combo.findData(keep), 0))

    def _table(self, number: int | None) -> OfcTable | None:
        return next((t for t in self.tables if t.number == number), None)

    # -- seating ----------------------------------------------------------------------------------
    def _table_picked(self, _index: int) -> None:
        table = self._table(self.table_combo.currentData())
        if table is None:
            return
        self._deal_table(table)

    def _deal_table(self, table: OfcTable) -> None:
        """Seat the boards from ``table``, or wait for its moves when it cannot deal now."""
        if not table.playable:
            self._push_undo()
            self._loading = True
            for board in self.boards:
                board.set_entry(None)
            self._loading = False
            self.waiting_table = table.number
            self._changed()
            return
        self.waiting_table = None
        self.seat_table(list(table.players), table.button_entry)

    def seat_table(self, clockwise: list[tuple[int, str]], button_entry: int | None) -> None:
        """Fill the boards in position order from a clockwise table and its button (OFC-T1)."""
        self._push_undo()
        order, out = default_seat_order(clockwise, button_entry)
        self._loading = True
        for i, board in enumerate(self.boards):
            board.set_entry(order[i] if i < len(order) else None)
        self.button_combo.setCurrentIndex(max(self.button_combo.findData(out), 0))
        self._loading = False
        self._changed()

    # -- entry ------------------------------------------------------------------------------------
    def _row_focused(self, board: BoardEditor, row: Row) -> None:
        self.target = (board, row)
        self._show_target()

    def _show_target(self) -> None:
        if self.target is None:
            self.target_label.setText(self.tr("Click a row, then cards below"))
            return
        board, row = self.target
        who = board.player_name() or self.tr("board %1").replace("%1", str(board.index + 1))
        self.target_label.setText(self.tr("Cards go to: %1, %2").replace("%1", who)
                                  .replace("%2", self.tr(row.value)))

    def clear_cards(self) -> None:
        """Clear every board's cards and penalties, keeping the players."""
        self._push_undo()
        self._loading = True
        for board in self.boards:
            board.clear()
        self._loading = False
        self.viewing = self.correcting = None
        self._sync_log()
        self._changed()
        first = next((b for b in self.boards if b.in_use()), self.boards[0])
        first.edits[Row.TOP].setFocus()
        self.target = (first, Row.TOP)
        self._show_target()

    # -- scoring ----------------------------------------------------------------------------------
    def _changed(self, *_: object) -> None:
        if self._loading:
            return
        if self.viewing is not None and not self._matches_viewed():
            self.viewing = None
            self._sync_log()
        self._recompute()

    def _sync_log(self) -> None:
        """A new hand carries the log's pending penalties (a stored hand shown does not)."""
        self._loading = True
        for board in self.boards:
            board.set_pending(self._new_hand_marks())
        self._loading = False

    def _new_hand_marks(self) -> dict[int, LogMarks]:
        """A new hand carries the log's pending penalties; a stored hand (shown or being
        corrected) has its own marks."""
        return self.pending if self.viewing is None and self.correcting is None else {}

    def _matches_viewed(self) -> bool:
        return self._viewed_state == (self._state(), self.level.value())

    def draft(self) -> HandDraft | None:
        seats = [b.seat_input() for b in self.boards]
        chosen = [s for s in seats if s is not None]
        if not chosen:
            return None
        info = self.ctx.event_info
        table = self.table_combo.currentData()
        title = ""
        if self.viewing is not None:
            title = self._viewed_title
        return HandDraft(tuple(chosen), self.level.value(), table, self.button_combo.currentData(),
                         str(info.settings.get("royalties", "")) if info else "", title,
                         self._point_value())

    def _point_value(self) -> int:
        return self.values[min(self.level.value(), len(self.values)) - 1]

    def _recompute(self) -> None:
        value = self._point_value()
        self.level_value.setText(self.tr("%1 chips a point").replace("%1", chips(value)))
        self.result = self.correction = None
        self._mark_duplicates()
        self.picker.set_used(c for b in self.boards for c in b.cards())
        self._show_target()
        info = self.ctx.event_info
        if info is None or info.kind != "ofc":
            self._show_message(self.tr("Select an OFC event to use the calculator."))
            return
        draft = self.draft()
        waiting = [self._who(b) + ": " + b.missing() for b in self.boards
                   if b.in_use() and not b.complete()]
        held = self._table(self.waiting_table) if draft is None else None
        if held is not None and not held.playable:  # one player left: waits for the moves
            self._show_message(waiting_text(held, self.players.values()), error=True)
            return
        if draft is None or len(draft.seats) < 2:
            self._show_message(self.tr("Pick at least two players (first position first)."))
            return
        dups = self.boards[0].duplicates
        if dups:
            self._show_message(self.tr("On two boards: %1 — correct the cards first.")
                               .replace("%1", " ".join(str(c) for c in sorted(dups))), error=True)
            return
        if waiting:
            self._show_message(self.tr("Waiting for cards — %1").replace("%1", "; ".join(waiting)))
            return
        if self.correcting is not None:
            self._show_correction()
            return
        try:
            if self.viewing is not None:
                self.result = self._viewed_result()
            else:
                self.chance = hand_chance(self.ctx.store, info.id)  # the stacks as they are
                self.result = self.chance.score(draft)  # as apply_hand scores it
        except TdeskError as exc:
            self._show_message(str(exc), error=True)
            return
        self.result_view.setHtml(self.render_html(self.result))
        self._update_banner()

    def _viewed_result(self) -> HandResult:
        assert self.viewing is not None
        stored = load_hand(self.ctx.store, self.viewing)
        draft = self.draft()
        assert draft is not None
        names = {e: p.name for e, p in self.players.items()}
        base = replay_hand(self.ctx.store, self.viewing)
        return compute(draft, names, stored.stacks_before, base.players_left)

    def _who(self, board: BoardEditor) -> str:
        return board.player_name() or self.tr("board %1").replace("%1", str(board.index + 1))

    def _show_message(self, text: str, *, error: bool = False) -> None:
        colour = palette.REFUSAL if error else palette.MUTED
        self.result_view.setHtml(f"<p style='color:{colour}'>{html.escape(text)}</p>")
        self.shown_message = text
        self._update_banner()

    def _update_banner(self) -> None:
        if self._correction_banner():
            return
        gate(self.apply_button, self._apply_check)
        if self.viewing is not None:
            state = (self.tr("applied") if self.viewing_applied
                     else self.tr("tutorial, not applied"))
            self.banner.setText(self.tr("Showing stored hand %1 (%2) with the stacks it began "
                                        "with. Change a card or Clear to start a new hand.")
                                .replace("%1", self._viewed_label)
                                .replace("%2", state))
            self.banner.setStyleSheet(f"background: {palette.CAUTION_BG}; padding: 4px;")
        else:
            self.banner.setText("")
            self.banner.setStyleSheet("")

    def _apply_check(self) -> None:
        """Why Apply is off: a stored hand shown is not applied again; else the check
        ``apply_hand`` runs on the hand typed, its refusal the tooltip (issue 38)."""
        if self.viewing is not None:
            raise ValueError(self.tr("A stored hand is shown: change a card or Clear to start "
                                     "a new hand."))
        if self.chance is None:
            raise ValueError(self.tr("Select an OFC event to use the calculator."))
        self.chance.verify(self.draft())

    # -- rendering ----------------------------------------------------------------------------------
    def render_html(self, r: HandResult) -> str:
        """The breakdown, nets, settlement steps, stacks and busts as HTML (``ofc_result``)."""
        return result_html(r)

    # -- actions --------------------------------------------------------------------------------------
    def apply(self) -> None:
        """Apply the scored hand to the event (one undoable action), then set up the next hand."""
        if self.correcting is not None:
            self.apply_correction()
            return
        info = self.ctx.event_info
        draft = self.draft()
        if info is None or draft is None or self.result is None or self.viewing is not None:
            return
        hand_id = self.ctx.run(self, apply_hand, self.ctx.store, info.id, draft)
        if hand_id is None:
            return
        self.next_hand(draft)

    def next_hand(self, played: HandDraft) -> None:
        """Clear the cards and move the button one seat: first position becomes the button."""
        order = [s.entry_id for s in played.seats]
        out = played.button_entry
        busted = {e for e, p in self.players.items() if not p.active}
        ring = ([out] if out is not None else []) + order  # clockwise from the old button
        ring = [e for e in ring if e not in busted]
        button = next((e for e in order if e not in busted), None)
        self._loading = True
        for board in self.boards:
            board.clear()
        self._loading = False
        table = self._table(played.table_no)
        if table is not None:  # the seating moved the button and unseated the busted
            self._deal_table(table)
        elif len(ring) >= 2:
            names = [(e, self.players[e].name if e in self.players else str(e)) for e in ring]
            self.seat_table(names, button)
        self.undo_stack.clear()
        self._changed()

    def reopen(self) -> None:
        """Show the hand picked in the history as it was scored."""
        hand_id = self.history.currentData()
        if hand_id is None:
            return
        try:
            stored = load_hand(self.ctx.store, int(hand_id))
        except TdeskError as exc:
            self._show_message(str(exc), error=True)
            return
        self._push_undo()
        self._loading = True
        for board in self.boards:
            board.set_pending({})  # the stored hand's marks are its own
        for i, board in enumerate(self.boards):
            if i < len(stored.draft.seats):
                seat = stored.draft.seats[i]
                if board.player.findData(seat.entry_id) < 0:
                    name = self.players[seat.entry_id].name if seat.entry_id in self.players \
                        else str(seat.entry_id)
                    board.player.addItem(name, seat.entry_id)
                board.set_state((seat.entry_id, seat.cards, seat.missed, seat.clock_foul,
                                 seat.exposed))
            else:
                board.set_state((None, "", False, False, 0))
        self.level.setValue(stored.draft.level)
        self.button_combo.setCurrentIndex(max(self.button_combo.findData(
            stored.draft.button_entry), 0))
        self._loading = False
        self.correcting = None
        self.viewing = stored.hand_id
        self.viewing_applied = stored.applied
        self._viewed_title = stored.title
        self._viewed_label = f"#{stored.number}" + (f" “{stored.title}”" if stored.title else "")
        self._viewed_state = (self._state(), self.level.value())
        self._recompute()


def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot ofc``: the calculator showing the newest stored hand."""
    tab = window.show_tab("ofc")
    if tab.history.count():
        tab.history.setCurrentIndex(0)
        tab.reopen()
    return window
