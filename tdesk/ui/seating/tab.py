"""The Seating tab: draw seats, bust players, late entries, buttons, and the moves to make.

Everything goes through ``tdesk.services.seating.seating``; the room is redrawn when an action (here
or at another station) changed what it shows, and only while it is on screen (issue 22:
``ShownRefresher`` over the change record; a hidden tab reads when next shown). The floor
buttons are enabled by their rules (``gate``), the rule's reason as a disabled one's tooltip.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tdesk.engine_text import message
from tdesk.errors import TdeskError
from tdesk.rules.money import bounties as rb
from tdesk.rules.seating import hand_for_hand as hfh_rules
from tdesk.rules.seating import verify_apply, verify_draw
from tdesk.services.money import bounties
from tdesk.services.seating import seating as svc
from tdesk.services.seating.seating import PendingMove, RoomInfo, SeatInfo
from tdesk.services.table_reads import reads_of
from tdesk.ui import palette
from tdesk.ui.clock.hand_for_hand_panel import HFH_READS, HandForHandPanel
from tdesk.ui.context import AppContext
from tdesk.ui.fonts import ui_font
from tdesk.ui.seating.bust_dialog import BustDialog
from tdesk.ui.seating.moves_list import MovesList
from tdesk.ui.widgets import messages
from tdesk.ui.widgets.background import BackgroundTask, run_in_background
from tdesk.ui.widgets.gate import gate
from tdesk.ui.widgets.room_view import RoomList, RoomView
from tdesk.ui.widgets.shown_refresh import ShownRefresher

FORMAT_READS = reads_of(bounties.get_format)
LIST_VIEW_TABLES = 40  # above this many tables the list view opens first


class LateEntryDialog(QDialog):
    """Pick a registered player who has no seat yet."""

    def __init__(self, unseated: tuple[tuple[int, str], ...], parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Late entry"))
        form = QFormLayout(self)
        self.player = QComboBox()
        self.player.setEditable(True)
        self.player.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for entry_id, name in unseated:
            self.player.addItem(name, entry_id)
        form.addRow(self.tr("Player"), self.player)
        form.addRow(QLabel(self.tr("Seated at the shortest table, at a random open seat "
                                   "(TDA-S1).")))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)

    def entry_id(self) -> int | None:
        data = self.player.currentData()
        return int(data) if data is not None else None


class SeatingTab(QWidget):
    # what the room, the bounty format (the bust key's question) and hand-for-hand read
    # (issues 22, 23): a change to none of these is not shown
    READS: frozenset[str] = reads_of(svc.room, bounties.get_format) | HFH_READS

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._init_state()
        self._build_buttons()
        self._build_room()
        self._lay_out(self._build_side())
        self.on_change = ShownRefresher(self, self.refresh, reads=self.READS,
                                        event=lambda: self.ctx.event_id)
        ctx.changed.connect(self.on_change.changed)
        ctx.eventChanged.connect(lambda _event: self._event_changed())
        self.refresh()

    def _init_state(self) -> None:
        """What the tab holds between reads: the room, the selection, a dialog or draw open."""
        self.info: RoomInfo | None = None
        self.bounty_format: rb.BountyFormat | None = None  # read with the room
        self._refreshing = False
        self._move_words = ""  # a move's line in the language (``_show_moves``)
        self.selected: set[tuple[int, int]] = set()
        self.dialog: QDialog | None = None
        self.menu: QMenu | None = None
        self.list_chosen = False
        self.task: BackgroundTask | None = None  # the draw, while it runs

    def _build_buttons(self) -> None:
        """The floor's buttons, each with its shortcut and tooltip."""
        self.draw_button = self._button(self.tr("&Draw seats"), "drawSeats", self.draw,
                                        "Ctrl+D", self.tr("Draw every player a seat (TDA-S1)"))
        self.late_button = self._button(self.tr("&Late entry…"), "lateEntry", self.late_entry,
                                        "Ctrl+E", self.tr("Seat a late registration"))
        self.bust_button = self._button(self.tr("&Bust"), "bustPlayers", self.bust,
                                        "Ctrl+B", self.tr("Bust the selected player(s)"))
        self.reinstate_button = self._button(
            self.tr("Re&instate…"), "reinstateButton", self.reinstate, "Ctrl+Shift+I",
            self.tr("Put a player busted by mistake back in play: places, prizes and bounties "
                    "follow"))
        self.button_mode = self._button(self.tr("Set b&utton"), "setButton",
                                        self._button_mode_toggled, "Ctrl+Shift+B",
                                        self.tr("Then click the seat that has the button"))
        self.button_mode.setCheckable(True)
        self.fixed_button = self._button(self.tr("Fi&xed seat"), "fixedSeat", self.toggle_fixed,
                                         "Ctrl+Shift+F",
                                         self.tr("Keep the selected player in their seat"))
        self.block_button = self._button(self.tr("Bloc&k seat"), "blockSeat", self.toggle_block,
                                         "Ctrl+Shift+K",
                                         self.tr("Block or open the selected empty seat"))
        self.list_button = self._button(self.tr("&List view"), "listView", self._list_toggled,
                                        "Ctrl+Shift+L", self.tr("Show every seat as a list"))
        self.list_button.setCheckable(True)
        self.phones_button = self._button(self.tr("Ph&ones…"), "phonesButton", self.open_phones,
                                          "Ctrl+Shift+P",
                                          self.tr("Players' phones: their codes, check-in, "
                                                  "their seat and moves on their phone"))

        self.tables_button = self._button(
            self.tr("&Tables…"), "roomTables", self.open_tables, "Ctrl+Shift+T",
            self.tr("The room's tables this event uses and the order they break (TDA-B6)"))

    def _build_room(self) -> None:
        """The search, and the room drawn or listed (zoom keys on the drawing)."""
        self.search = QLineEdit()
        self.search.setObjectName("seatSearch")
        self.search.setPlaceholderText(self.tr("Where is… (Ctrl+F)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._search)
        self.search.returnPressed.connect(self._jump_to_hit)
        QShortcut(QKeySequence("Ctrl+F"), self, activated=self._focus_search)
        self.found = QLabel()
        self.found.setObjectName("seatFound")

        self.room_view = RoomView()
        self.room_view.seatClicked.connect(self._seat_clicked)
        self.room_view.seatContextRequested.connect(self._seat_menu)
        self.room_view.tableActivated.connect(self._zoom_to_table)
        for keys, factor in (("Ctrl+=", 1.25), ("Ctrl++", 1.25), ("Ctrl+-", 0.8),
                             ("Ctrl+0", 0.0)):
            QShortcut(QKeySequence(keys), self, activated=lambda f=factor: (
                self.room_view.zoom_by(f) if f else self.room_view.set_zoom(1.0)))
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(self.room_view)
        self.room_list = RoomList()
        self.room_list.cellClicked.connect(self._list_clicked)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.scroll)
        self.stack.addWidget(self.room_list)

    def _build_side(self) -> QWidget:
        """Status, alerts, hand-for-hand, the pending moves and the selection."""
        self.status = QLabel()
        self.status.setObjectName("seatingStatus")
        self.status.setFont(ui_font(11, bold=True))
        self.alerts = QLabel()
        self.alerts.setObjectName("seatingAlerts")
        self.alerts.setWordWrap(True)
        self.alerts.setStyleSheet(f"color: {palette.REFUSAL};")
        self.moves = MovesList(self._move_line)
        self.apply_button = self._button(self.tr("Apply &move"), "applyMove", self.apply_one,
                                         "Ctrl+M", self.tr("Apply the selected (or first) move"))
        self.apply_all_button = self._button(self.tr("Apply &all"), "applyAll", self.apply_all,
                                             "Ctrl+Shift+M", self.tr("Apply every pending move"))
        self.hand_for_hand = HandForHandPanel(self.ctx)
        self.hand_for_hand.playingChanged.connect(self.room_view.set_playing)
        self.hand_for_hand.handOut.connect(self._show_envelopes)
        self.hand_for_hand.playingChanged.connect(lambda _tables: self._moves_again())
        self.moves.currentRowChanged.connect(lambda _row: self._moves_again(list_too=False))
        self.selection = QLabel()
        self.selection.setObjectName("seatSelection")
        self.selection.setWordWrap(True)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.status)
        self.envelope_note = QLabel()  # the mystery envelope the last bust paid (issue 35)
        self.envelope_note.setObjectName("envelopeNote")
        self.envelope_note.setFont(ui_font(13, bold=True))
        self.envelope_note.setWordWrap(True)
        side_layout.addWidget(self.envelope_note)
        side_layout.addWidget(self.alerts)
        side_layout.addWidget(self.hand_for_hand)
        side_layout.addWidget(self.found)
        side_layout.addWidget(QLabel(self.tr("Pending moves")))
        side_layout.addWidget(self.moves, 1)
        row = QHBoxLayout()
        row.addWidget(self.apply_button)
        row.addWidget(self.apply_all_button)
        side_layout.addLayout(row)
        side_layout.addWidget(self.selection)
        return side

    def _lay_out(self, side: QWidget) -> None:
        tools = QHBoxLayout()
        for w in (self.draw_button, self.late_button, self.bust_button, self.reinstate_button,
                  self.button_mode,
                  self.fixed_button, self.block_button, self.list_button, self.phones_button,
                  self.tables_button):
            tools.addWidget(w)
        tools.addWidget(self.search, 1)

        split = QSplitter()
        split.addWidget(self.stack)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)

        layout = QVBoxLayout(self)
        layout.addLayout(tools)
        layout.addWidget(split, 1)

    def _button(self, text: str, name: str, slot: object, shortcut: str, tip: str
                ) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.setToolTip(f"{tip} ({shortcut})")
        button.clicked.connect(slot)
        QShortcut(QKeySequence(shortcut), self, activated=button.click)
        return button

    # -- refresh ----------------------------------------------------------------------------
    def _event_changed(self) -> None:
        self.selected.clear()
        self.list_chosen = False
        self.search.clear()
        self.on_change.changed()  # another event: read it now if shown, else when shown

    def refresh(self) -> None:
        event = self.ctx.event_info  # once: the tab's context reads it through
        event_id = event.id if event is not None else None
        info = None
        if event is not None and event.kind in svc.SEATED_KINDS:
            try:
                info = svc.room(self.ctx.store, event_id)
            except TdeskError as exc:
                self.alerts.setText(str(exc))
        self.info = info
        # read with the room (one read): the bust key asks it of every bust (issue 38); again
        # only when a change touched it
        missed = self.on_change.missed
        if info is None or missed is None or missed.touches(event_id, *FORMAT_READS):
            self.bounty_format = self._bounty_format() if info is not None else None
        if info is not None and not self.list_chosen:
            self.list_button.setChecked(len(info.tables) > LIST_VIEW_TABLES)
            self.stack.setCurrentIndex(1 if self.list_button.isChecked() else 0)
        self.selected = {s for s in self.selected if self._player_or_seat_exists(s)}
        self.room_view.set_room(info)
        self.room_view.set_selected(self.selected)
        self._search(self.search.text())  # fills the list view too, when it is shown
        self._refreshing = True  # the panel's news of the tables playing: the moves follow
        try:
            self.hand_for_hand.show_room(info)
        finally:
            self._refreshing = False
        self._show_status()
        self._show_moves()
        self._show_selection()
        if info is not None:  # the moves listed: Apply as the chosen one and the hand allow
            self._gate_buttons(info)

    def _show_selected(self) -> None:
        """Show a selection set after an action: the action's change has been read already
        (``ctx.attempt`` polls), so nothing is read again."""
        self.selected = {s for s in self.selected if self._player_or_seat_exists(s)}
        self.room_view.set_selected(self.selected)
        self._show_selection()

    def _player_or_seat_exists(self, seat: tuple[int, int]) -> bool:
        return self.info is not None and self.info.table(seat[0]) is not None

    def _show_status(self) -> None:
        info = self.info
        self.tables_button.setEnabled(info is not None)
        if info is None:
            self.status.setText(self.tr("No seating for this event."))
            self.alerts.clear()
            return
        self.status.setText(self.tr("Players left: {left} · tables: {tables} · final table "
                                    "at {final}").format(left=info.players_left,
                                                      tables=len(info.tables),
                                                      final=info.final_table_size))
        alerts = []
        for n in info.halted:
            alerts.append(self.tr("Table {n}: play halts until it is balanced (TDA-B5).")
                          .format(n=n))
        if info.needs_button:
            alerts.append(self.tr("Set the button at table(s) {tables} (TDA-B2).").format(
                tables=", ".join(str(n) for n in info.needs_button)))
        if info.unseated and info.tables:
            alerts.append(self.tr("%n registered player(s) without a seat: Late entry.", "",
                                  len(info.unseated)))
        self.alerts.setText("\n".join(alerts))

    def _gate_buttons(self, info: RoomInfo) -> None:
        """The Draw and Apply buttons as their rules decide, the reason on a disabled one."""
        to_seat = len(info.unseated)
        gate(self.draw_button, lambda: verify_draw(len(info.seated), to_seat))
        chosen = info.moves[max(self.moves.currentRow(), 0):][:1]
        for button, moves in ((self.apply_button, chosen), (self.apply_all_button, info.moves)):
            gate(button, lambda moves=moves: (verify_apply(len(info.moves)),
                                              self._verify_not_in_hand(moves)))

    def _moves_again(self, list_too: bool = True) -> None:
        """The moves' marks and buttons again: a table reported its hand, or another move
        was chosen."""
        if self.info is None or self._refreshing:
            return
        if list_too:
            row = self.moves.currentRow()
            self.moves.blockSignals(True)
            self._show_moves()
            self.moves.setCurrentRow(row)
            self.moves.blockSignals(False)
        self._gate_buttons(self.info)

    def _verify_not_in_hand(self, moves: Sequence[PendingMove]) -> None:
        """HFH-2: the moves wait while their tables play the hand (the action's own check)."""
        hand = self.hand_for_hand.info
        for move in moves:
            hfh_rules.verify_move(hand.phase if hand is not None else None, move.from_table,
                                  move.to_table)

    def _show_moves(self) -> None:
        """The pending moves: only the texts of moves new since the last look are made (a
        bust elsewhere leaves the list and its chosen row as they were, issue 38)."""
        hand = self.hand_for_hand.info
        self._move_words = self.tr("{0}: table {1} seat {2} → table {3} seat {4}")
        self.moves.show_moves(self.info.moves if self.info else (), (
            self._move_words,  # the language's words
            hand.phase if hand is not None else None))

    def _move_line(self, move: PendingMove, others: str) -> tuple[str, str]:
        """A move's item: its text, and its reason (the tooltip)."""
        text = self._move_words.format(  # the words ``_show_moves`` translated just now
            move.name, move.from_table, move.from_seat, move.to_table, move.to_seat)
        reason = message(move.reason, self.moves.words)
        if move.swap is not None:
            reason += "\n" + self.tr("Seats swap with {names}: they move together "
                                      "(TDA-F1-B).").format(names=others)
        try:  # HFH-2: ``refusal`` without its two calls a move (issue 38)
            self._verify_not_in_hand([move])
        except (ValueError, TdeskError) as exc:
            reason += "\n" + self.tr("Waits: {0}").format(message(str(exc)))
        return f"{move.index + 1}. {text}\n{reason}", reason

    def _show_selection(self) -> None:
        players = self.selected_players()
        if not self.selected:
            self.selection.setText(self.tr("Click a seat to select it; Ctrl+click adds seats."))
        elif players:
            self.selection.setText(", ".join(f"{p.name} (T{p.table} S{p.seat})"
                                             for p in players))
        else:
            table, seat = sorted(self.selected)[0]
            self.selection.setText(self.tr("Table {t} seat {s}: empty").format(t=table, s=seat))

    # -- selection and clicks ---------------------------------------------------------------
    def selected_players(self) -> list[SeatInfo]:
        if self.info is None:
            return []
        found = []
        for table, seat in sorted(self.selected):
            t = self.info.table(table)
            p = t.at(seat) if t else None
            if p is not None:
                found.append(p)
        return found

    def click_seat(self, table: int, seat: int, add: bool = False) -> None:
        """What a left click on a seat does (the room view and the list both call it)."""
        if self.button_mode.isChecked():
            self.button_mode.setChecked(False)
            if self.ctx.event_id is not None:
                self.ctx.attempt(self, svc.set_button, self.ctx.store, self.ctx.event_id,
                                 table, seat)
            return
        self.hand_for_hand.choose_table(table)
        if add:
            self.selected ^= {(table, seat)}
        else:
            self.selected = {(table, seat)}
        self.room_view.set_selected(self.selected)
        self._show_selection()

    def _seat_clicked(self, table: int, seat: int, modifiers: object) -> None:
        add = bool(modifiers & Qt.KeyboardModifier.ControlModifier)  # type: ignore[operator]
        self.click_seat(table, seat, add)

    def _list_clicked(self, row: int, _column: int) -> None:
        if 0 <= row < len(self.room_list.rows):
            self.click_seat(*self.room_list.rows[row])

    def _seat_menu(self, table: int, seat: int, where: QPoint) -> None:
        menu = QMenu(self)
        chosen = self.selected_players()
        t = self.info.table(table) if self.info else None
        if len(chosen) == 1 and t is not None and t.at(seat) is None and seat not in t.blocked:
            p = chosen[0]
            menu.addAction(self.tr("Move {name} here (TDA-S2)").format(name=p.name),
                           lambda: self.move_player_to(p.entry_id, table, seat))
            menu.addSeparator()
        self.click_seat(table, seat)
        menu.addAction(self.tr("Button here"), lambda: self._set_button(table, seat))
        if self.selected_players():
            menu.addAction(self.tr("Bust"), self.bust)
            menu.addAction(self.tr("Fixed seat on/off"), self.toggle_fixed)
        else:
            menu.addAction(self.tr("Block / open seat"), self.toggle_block)
            if t is not None and seat not in t.blocked:
                menu.addAction(self.tr("Reinstate a busted player here…"),
                               lambda: self.reinstate(spot=(table, seat)))
        self.menu = menu
        menu.popup(where)

    def move_player_to(self, entry_id: int, table: int, seat: int) -> None:
        """Seat correction: the player goes to this free seat (TDA-S2)."""
        if self.ctx.event_id is not None and self.ctx.attempt(
                self, svc.move_player, self.ctx.store, self.ctx.event_id, entry_id, table, seat):
            self.selected = {(table, seat)}
            self._show_selected()

    def _set_button(self, table: int, seat: int) -> None:
        if self.ctx.event_id is not None:
            self.ctx.attempt(self, svc.set_button, self.ctx.store, self.ctx.event_id, table, seat)

    def _button_mode_toggled(self) -> None:
        if self.button_mode.isChecked():
            self.selection.setText(self.tr("Click the seat that has the button."))

    def _zoom_to_table(self, number: int) -> None:
        """Zoomed out, a click on a table zooms back in with that table in view."""
        self.room_view.set_zoom(1.0)
        if self.info is not None and self.info.table(number) is not None:
            centre = self.room_view.seat_center(number, 1)
            self.scroll.ensureVisible(int(centre.x()), int(centre.y()), 300, 240)

    def _list_toggled(self) -> None:
        self.list_chosen = True
        self.stack.setCurrentIndex(1 if self.list_button.isChecked() else 0)
        if self.list_button.isChecked():
            self.room_list.set_room(self.info, self.search.text())

    # -- search -----------------------------------------------------------------------------
    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def _search(self, text: str) -> None:
        hits = self.info.find(text) if self.info else []
        self.room_view.set_highlight({p.entry_id for p in hits})
        if self.stack.currentIndex() == 1:
            self.room_list.set_room(self.info, text)
        if not text.strip():
            self.found.clear()
        elif not hits:
            self.found.setText(self.tr("Nobody seated matches “{text}”.").format(text=text))
        else:
            lines = [self.tr("{name}: table {t}, seat {s}").format(name=p.name, t=p.table,
                                                                   s=p.seat) for p in hits[:3]]
            if len(hits) > 3:
                lines.append(self.tr("… and {n} more").format(n=len(hits) - 3))
            self.found.setText("\n".join(lines))

    def _jump_to_hit(self) -> None:
        hits = self.info.find(self.search.text()) if self.info else []
        if hits:
            p = hits[0]
            centre = self.room_view.seat_center(p.table, p.seat)
            self.scroll.ensureVisible(int(centre.x()), int(centre.y()), 160, 120)
            self.click_seat(p.table, p.seat)

    # -- actions ----------------------------------------------------------------------------
    def draw(self) -> None:
        """Draw in the background (10,000 seats take seconds): the clock keeps ticking."""
        if self.ctx.event_id is None or (self.task is not None and self.task.running):
            return
        self.task = run_in_background(self, self.tr("Drawing seats…"), svc.draw_seats,
                                      self.ctx.store, self.ctx.event_id,
                                      on_done=lambda _seed: self.ctx.poll())

    def open_tables(self) -> None:
        """The event's tables and break order (TDA-B6, issue 35)."""
        from tdesk.ui.seating.room_tables_dialog import RoomTablesDialog

        if self.info is not None:
            self.dialog = RoomTablesDialog(self.ctx, self.info.event_id, self)
            self.dialog.open()

    def open_phones(self) -> None:
        """Players' phones (issue 25): the codes to print, check-in; a player's page shows
        their seat and each move."""
        from tdesk.ui.swiss.phone_reports_dialog import PhoneReportsDialog

        if self.ctx.event_id is not None:
            self.dialog = PhoneReportsDialog(self.ctx, self.ctx.event_id, self)
            self.dialog.open()

    def late_entry(self) -> None:
        if self.info is None or self.ctx.event_id is None:
            return
        if not self.info.unseated:
            messages.info(self, self.tr("Every registered player has a seat. Register the late "
                                        "player in the Players tab first."))
            return
        dialog = LateEntryDialog(self.info.unseated, self)
        dialog.accepted.connect(lambda: self._seat_late(dialog))
        self.dialog = dialog
        dialog.open()

    def _seat_late(self, dialog: LateEntryDialog) -> None:
        entry_id = dialog.entry_id()
        if entry_id is not None and self.ctx.event_id is not None:
            where = self.ctx.run(self, svc.seat_late_entry, self.ctx.store, self.ctx.event_id,
                                 entry_id)
            if where is not None:
                self.selected = {where}
                self._show_selected()

    def bust(self) -> None:
        players = self.selected_players()
        if not players or self.ctx.event_id is None:
            messages.info(self, self.tr("Select the player(s) to bust first (click the seat)."))
            return
        fmt = self.bounty_format
        pays = fmt is not None
        if len(players) == 1 and not pays:
            self._bust(players, None, envelopes_paid=False)
            return
        # who eliminated whom (issue 23): asked of every bust in an event that pays bounties;
        # a mystery event also takes the real envelope drawn (BNT-5, issue 35)
        values = self._envelopes() if fmt is not None else []  # none once a deal shared them
        dialog = BustDialog(players, self, in_play=self.info.seated if self.info else [],
                            bounties=pays, envelopes=values)
        dialog.accepted.connect(lambda: self._bust(players, dialog.values(),
                                                   dialog.eliminators(), dialog.shares(),
                                                   dialog.envelopes()))
        self.dialog = dialog
        dialog.open()

    def reinstate(self, *, spot: tuple[int, int] | None = None) -> None:
        """Reinstate… (issue 35): a busted player back at a seat; ``spot`` is the empty seat
        the floor right-clicked."""
        if self.ctx.event_id is None:
            return
        from tdesk.ui.seating.reinstate_dialog import ReinstateDialog

        dialog = ReinstateDialog(self.ctx, self.ctx.event_id, spot=spot, parent=self)
        dialog.reinstated.connect(lambda _entry: self._seat_reinstated(dialog))
        self.dialog = dialog
        dialog.open()

    def _seat_reinstated(self, dialog: QDialog) -> None:
        table, seat = dialog.table.currentData(), dialog.seat.currentData()  # type: ignore[attr-defined]
        if table is not None and seat is not None:
            self.selected = {(int(table), int(seat))}
            self._show_selected()

    def _envelopes(self) -> list[int]:
        """BNT-5: the envelope values left to draw (none after a deal, BNT-7)."""
        try:
            return bounties.envelopes_to_draw(self.ctx.store, self.ctx.event_id or 0)
        except TdeskError:
            return []

    def _bounty_format(self) -> rb.BountyFormat | None:
        """The event's bounty format: with one, every bust names its eliminators."""
        event_id = self.ctx.event_id
        if event_id is None:
            return None
        try:
            return bounties.get_format(self.ctx.store, event_id)
        except TdeskError:
            return None

    def _bust(self, players: list[SeatInfo], stacks: dict[int, int] | None,
              eliminators: dict[int, list[int]] | None = None,
              shares: dict[int, list[int]] | None = None,
              envelopes: dict[int, int] | None = None, *, envelopes_paid: bool = True
              ) -> None:
        """``envelopes_paid``: whether the event may pay mystery envelopes (one paying no
        bounties pays none: nothing to read after the bust)."""
        event_id = self.ctx.event_id
        assert event_id is not None
        self.envelope_note.setText("")
        if self.ctx.attempt(self, svc.bust_players, self.ctx.store, event_id,
                            [p.entry_id for p in players], stacks, eliminators or None,
                            shares or None, envelopes or None):
            self.selected.clear()
            self._show_selected()
            if envelopes_paid:
                self._show_envelopes([p.entry_id for p in players])

    def _show_envelopes(self, entry_ids: list[int]) -> None:
        """The mystery envelopes the busts just saved paid (BNT-5), from this tab's bust or a
        hand-for-hand hand put out (issue 35)."""
        if self.ctx.event_id is None:
            return
        drawn = bounties.drawn_envelopes(self.ctx.store, self.ctx.event_id, entry_ids)
        self.envelope_note.setText("\n".join(
            self.tr("Mystery envelope for {0}: {1} to {2}").format(
                d.busted, f"{d.value:,}", ", ".join(d.eliminators)) for d in drawn))

    def toggle_fixed(self) -> None:
        players = self.selected_players()
        if players and self.ctx.event_id is not None:
            p = players[0]
            self.ctx.attempt(self, svc.set_fixed, self.ctx.store, self.ctx.event_id,
                             p.entry_id, not p.fixed)

    def toggle_block(self) -> None:
        if self.info is None or not self.selected or self.ctx.event_id is None:
            return
        table, seat = sorted(self.selected)[0]
        t = self.info.table(table)
        if t is not None:
            self.ctx.attempt(self, svc.block_seat, self.ctx.store, self.ctx.event_id, table,
                             seat, seat not in t.blocked)

    def apply_one(self) -> None:
        if self.ctx.event_id is None:
            return
        row = max(self.moves.currentRow(), 0)
        self.ctx.run(self, svc.apply_move, self.ctx.store, self.ctx.event_id, row)

    def apply_all(self) -> None:
        if self.ctx.event_id is not None:
            self.ctx.run(self, svc.apply_all, self.ctx.store, self.ctx.event_id)


def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot seating --event …``: the main window on the Seating tab."""
    if "seating" in window.tab_widgets:
        tab = window.show_tab("seating")
        tab.refresh()
    return window
