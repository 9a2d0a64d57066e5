"""Hand-for-hand in the Seating tab (issue 23): start and end, Next hand, each table's Hand done
with its busts, all at the keyboard.

The panel reads ``services.hand_for_hand.status`` when the Seating tab refreshes (its tables are
in ``HFH_READS``, part of the tab's READS) and shows the phase; the buttons are gated by the
rules (HFH-2: Next hand names the tables still playing). The room view marks those tables.
Keys: Ctrl+H starts or ends, Ctrl+Shift+N deals the next hand, Ctrl+Shift+D (or Enter on a
table in the list) opens the chosen table's Hand done dialog.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import TdeskError
from tdesk.i18n import current_language
from tdesk.models.store import Store
from tdesk.services.money import bounties
from tdesk.services.seating import hand_for_hand as hfh
from tdesk.services.seating.seating import RoomInfo, SeatInfo
from tdesk.services.table_reads import reads_of
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.fonts import ui_font
from tdesk.ui.seating.bust_dialog import EliminatorPicker, EnvelopeBox, envelopes_of, shares_of
from tdesk.ui.widgets.gate import gate

HFH_READS = reads_of(hfh.status)
"""The tables the phase reads (players left, places paid: a Day 2's prize pool counts its
flights' entries, FLT-6)."""


def hand_status(store: Store, event_id: int) -> hfh.HandForHandInfo | None:
    """The phase when hand-for-hand is on (the projector's line), else None."""
    try:
        info = hfh.status(store, event_id)
    except TdeskError:
        return None
    return info if info.active else None


class HandDoneDialog(QDialog):
    """A table's "hand done": tick the players out in the hand (none is a report too) and the
    stack each started the hand with (HFH-2; HFH-4 ranks them by it). A bounty event asks
    who eliminated each, with the parts of a split pot won unevenly (BNT-2) and, in a mystery
    event, the real envelope drawn (BNT-5): the bust dialog's own pieces."""

    def __init__(self, table: int, players: Sequence[SeatInfo], parent: QWidget | None = None,
                 *, in_play: Sequence[SeatInfo] = (), bounties: bool = False,
                 envelopes: Sequence[int] = ()) -> None:
        super().__init__(parent)
        self.table = table
        self.bounties = bounties
        self.setWindowTitle(self.tr("Table {0}: hand done").format(table))
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("Tick the players out in this hand (Space), with the stack "
                                   "each started the hand with; none ticked: nobody is out.")))
        self.out: dict[int, QCheckBox] = {}
        self.pickers: dict[int, EliminatorPicker] = {}
        self.envelope_boxes: dict[int, EnvelopeBox] = {}
        self.stacks: dict[int, QSpinBox] = {}
        for p in sorted(players, key=lambda s: s.seat):
            tick = QCheckBox(self.tr("{0} (seat {1})").format(p.name, p.seat))
            tick.setObjectName(f"handOut{p.entry_id}")
            box = QSpinBox()
            box.setObjectName(f"handStack{p.entry_id}")
            box.setRange(0, 2_000_000_000)
            box.setGroupSeparatorShown(True)
            box.setValue(p.chips or 0)
            self.out[p.entry_id], self.stacks[p.entry_id] = tick, box
            form.addRow(tick, box)
            if bounties:  # BNT-1: who took the chips, shown once the player is ticked out
                picker = EliminatorPicker(p, [q for q in in_play if q.entry_id != p.entry_id],
                                          with_shares=True)
                picker.setVisible(False)
                tick.toggled.connect(picker.setVisible)
                self.pickers[p.entry_id] = picker
                form.addRow(picker)
            if bounties and envelopes:  # BNT-5: the real envelope drawn for this player
                envelope = EnvelopeBox(envelopes)
                label = QLabel(self.tr("Envelope drawn for {0}").format(p.name))
                for widget in (envelope, label):
                    widget.setVisible(False)
                    tick.toggled.connect(widget.setVisible)
                self.envelope_boxes[p.entry_id] = envelope
                form.addRow(label, envelope)
        self.error = QLabel()
        self.error.setObjectName("handDoneError")
        self.error.setStyleSheet(f"color: {palette.REFUSAL};")
        self.error.setWordWrap(True)
        form.addRow(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        if self.out:
            next(iter(self.out.values())).setFocus()

    def busts(self) -> dict[int, int | None]:
        """The players ticked out, each with the stack typed."""
        return {e: self.stacks[e].value() for e, tick in self.out.items() if tick.isChecked()}

    def eliminators(self) -> dict[int, list[int]]:
        """Each player ticked out -> who eliminated them (a bounty event asks)."""
        return {e: self.pickers[e].chosen() for e in self.busts() if e in self.pickers}

    def shares(self) -> dict[int, list[int]]:
        """Each player ticked out -> the parts of a split pot typed (none: equal); ValueError
        naming the player when they do not read."""
        return shares_of(self.pickers, list(self.busts()))

    def envelopes(self) -> dict[int, int]:
        """Each player ticked out -> the real envelope drawn (none: tdesk draws)."""
        return envelopes_of(self.envelope_boxes, list(self.busts()))

    def accept(self) -> None:
        """A bounty event needs every bust's eliminators: say whose are missing, stay open;
        shares that do not read keep it open too, saying whose."""
        try:
            self.shares()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        missing = [self.out[e].text() for e, chosen in self.eliminators().items() if not chosen]
        if missing:
            self.error.setText(self.tr("Eliminated by: tick who eliminated {0}; the event pays "
                                       "bounties.").format(", ".join(missing)))
            return
        super().accept()


class HandForHandPanel(QWidget):
    """The phase on screen and its floor actions; ``playingChanged`` gives the room view the
    tables still playing."""

    playingChanged = Signal(object)  # set[int]
    handOut = Signal(object)  # list[int]: the entries a completed hand put out

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handForHand")
        self.ctx = ctx
        self.info: hfh.HandForHandInfo | None = None
        self._shown: tuple[object, ...] | None = None  # what ``_show`` last showed
        self.room: RoomInfo | None = None
        self.dialog: HandDoneDialog | None = None
        self.headline = QLabel()
        self.headline.setObjectName("hfhStatus")
        self.headline.setFont(ui_font(11, bold=True))
        self.headline.setWordWrap(True)
        self.toggle_button = self._button("hfhToggle", self.toggle, "Ctrl+H")
        self.next_button = self._button("hfhNext", self.next_hand, "Ctrl+Shift+N")
        self.next_button.setText(self.tr("&Next hand"))
        self.next_button.setToolTip(self.tr("Deal the next hand at every table (Ctrl+Shift+N)"))
        self.done_button = self._button("hfhDone", self.hand_done, "Ctrl+Shift+D")
        self.done_button.setText(self.tr("Hand &done…"))
        self.done_button.setToolTip(self.tr("The chosen table has finished the hand: report "
                                            "its busts (Ctrl+Shift+D)"))
        self.tables = QListWidget()
        self.tables.setObjectName("hfhTables")
        self.tables.setMaximumHeight(110)
        self.tables.itemActivated.connect(lambda _item: self.hand_done())
        self.tables.currentRowChanged.connect(lambda _row: self._gate())
        buttons = QHBoxLayout()
        for b in (self.toggle_button, self.next_button, self.done_button):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.headline)
        layout.addLayout(buttons)
        layout.addWidget(self.tables)

    def _button(self, name: str, slot: object, keys: str) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.clicked.connect(slot)
        QShortcut(QKeySequence(keys), self, activated=button.click)
        return button

    # -- showing ----------------------------------------------------------------------------
    def show_room(self, room: RoomInfo | None) -> None:
        """Read the phase with the room the Seating tab has just read (None: no seating)."""
        self.room = room
        info = None
        event = self.ctx.event_info
        if room is not None and event is not None and event.kind == "poker":
            try:
                info = hfh.status(self.ctx.store, event.id)
            except TdeskError:
                info = None
        self.info = info
        self.setVisible(info is not None)
        self._show()

    def _show(self) -> None:
        info = self.info
        # what the panel shows besides the players left, which a bust far from the money
        # changes and nothing here names (issue 38): the same in the same language, and the
        # words stay
        shown = None if info is None else (
            replace(info, players_left=0, places_paid=0),
            info.players_left - info.places_paid if info.offer else None, self.chosen_table(),
            current_language())
        if shown is not None and shown == self._shown:
            if not info.active:  # HFH-1 counts the players left
                gate(self.toggle_button, info.verify_start)
            return
        self._shown = shown
        self.playingChanged.emit(set(info.playing) if info is not None else set())
        if info is None:
            return
        if not info.active:
            self.toggle_button.setText(self.tr("&Hand for hand"))
            self.toggle_button.setToolTip(self.tr("Play one hand at a time at every table "
                                                  "(HFH-1, Ctrl+H)"))
            text = self.tr("Hand for hand: off")
            if info.offer:
                text = self.tr("%n player(s) from the money: start hand for hand (HFH-1).", "",
                               info.players_left - info.places_paid)
            self.headline.setText(text)
        else:
            self.toggle_button.setText(self.tr("&End hand for hand"))
            self.toggle_button.setToolTip(self.tr("Back to normal play (Ctrl+H)"))
            if info.playing:
                self.headline.setText(self.tr("HAND FOR HAND · hand {0} · still playing: "
                                              "{1}").format(info.hands, self._list(info.playing)))
            else:
                self.headline.setText(self.tr("HAND FOR HAND · between hands ({0} dealt): the "
                                              "clock stands").format(info.hands))
        self.headline.setStyleSheet(f"color: {palette.ATTENTION};" if info.active or info.offer else "")
        self._fill_tables(info)
        self._gate()

    def _fill_tables(self, info: hfh.HandForHandInfo) -> None:
        chosen = self.chosen_table()
        self.tables.clear()
        self.tables.setVisible(info.active)
        for table in info.tables:
            if table in info.playing:
                text = self.tr("Table {0}: playing").format(table)
            elif table in info.reported:
                out = ", ".join(info.reported[table]) or self.tr("nobody out")
                text = self.tr("Table {0}: done ({1})").format(table, out)
            else:
                text = self.tr("Table {0}").format(table)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, table)
            self.tables.addItem(item)
        rows = [i for i in range(self.tables.count())
                if self.tables.item(i).data(Qt.ItemDataRole.UserRole) == chosen]
        playing = [i for i, t in enumerate(info.tables) if t in info.playing]
        self.tables.setCurrentRow((rows or playing or [0])[0] if info.tables else -1)

    def _gate(self) -> None:
        info = self.info
        if info is None:
            return
        gate(self.toggle_button, None if info.active else info.verify_start)
        gate(self.next_button, info.verify_next)
        table = self.chosen_table()
        gate(self.done_button, lambda: info.verify_done(table or 0))

    def _list(self, tables: Sequence[int]) -> str:
        return ", ".join(str(t) for t in tables)

    def chosen_table(self) -> int | None:
        item = self.tables.currentItem()
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def choose_table(self, table: int) -> None:
        """Choose ``table`` in the list (a click on one of its seats does it too)."""
        for i in range(self.tables.count()):
            if self.tables.item(i).data(Qt.ItemDataRole.UserRole) == table:
                self.tables.setCurrentRow(i)

    # -- actions ----------------------------------------------------------------------------
    def toggle(self) -> None:
        if self.info is None or self.ctx.event_id is None:
            return
        action = hfh.end if self.info.active else hfh.start
        self.ctx.attempt(self, action, self.ctx.store, self.ctx.event_id)

    def next_hand(self) -> None:
        if self.info is not None and self.ctx.event_id is not None and self.info.active:
            self.ctx.run(self, hfh.next_hand, self.ctx.store, self.ctx.event_id)

    def hand_done(self) -> None:
        """The chosen table's Hand done dialog: its players, ticked when out."""
        table = self.chosen_table()
        if table is None or self.room is None or not self.done_button.isEnabled():
            return
        at = self.room.table(table)
        fmt = bounties.get_format(self.ctx.store, self.ctx.event_id) \
            if self.ctx.event_id is not None else None
        dialog = HandDoneDialog(table, list(at.players) if at is not None else [], self,
                                in_play=self.room.seated, bounties=fmt is not None,
                                envelopes=bounties.envelopes_to_draw(  # none after a deal
                                    self.ctx.store, self.ctx.event_id or 0) if fmt else [])
        dialog.accepted.connect(lambda: self._report(dialog))
        self.dialog = dialog
        dialog.open()

    def _report(self, dialog: HandDoneDialog) -> None:
        if self.ctx.event_id is not None:
            done = self.ctx.run(self, hfh.hand_done, self.ctx.store, self.ctx.event_id,
                                dialog.table, dialog.busts(), dialog.eliminators() or None,
                                dialog.shares() or None, dialog.envelopes() or None)
            if done is not None and done.complete and done.places:
                self.handOut.emit(list(done.places))  # the desk shows the envelopes paid
