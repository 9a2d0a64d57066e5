"""Reinstate… (issue 35): a player busted by mistake back in play, from the Seating tab or the
Players list. The floor picks the player, the table and seat (offered: the seat balancing would
give) and the chips (offered: their stack before the bust); the dialog shows what changes —
the places that move, prizes and bounties — as the service works it out, and why it is refused
where money handed over would move. A paid place that moves is asked first (PL-3)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from tdesk.engine_text import message
from tdesk.errors import TdeskError
from tdesk.locale_format import chips as chips_text
from tdesk.locale_format import number
from tdesk.services.seating import reinstate as svc
from tdesk.services.seating import seating
from tdesk.services.seating.places import OverrideNeeded
from tdesk.services.seating.view import RoomInfo
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.widgets import override
from tdesk.ui.widgets.gate import gate

SEPARATORS = (",", " ", "\u00a0", "\u202f", "_", "'", ".")


def parse_chips(text: str) -> int | None:
    """The chips typed ("12,500", "12 500"); None when empty; ValueError when not a number."""
    raw = text.strip()
    for mark in SEPARATORS:
        raw = raw.replace(mark, "")
    if not raw:
        return None
    if not raw.isdigit():
        raise ValueError(text)
    return int(raw)


class ReinstateDialog(QDialog):
    """Choose the busted player, the seat and the chips; the preview says what changes."""

    reinstated = Signal(int)

    def __init__(self, ctx: AppContext, event_id: int, *, entry_id: int | None = None,
                 spot: tuple[int, int] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.event_id = event_id
        self.spot = spot
        self.shown: svc.ReinstatePreview | None = None
        self.setWindowTitle(self.tr("Reinstate a busted player"))
        self.setMinimumWidth(460)
        form = QFormLayout(self)
        self.player = QComboBox()
        self.player.setObjectName("reinstatePlayer")
        for entry, name, place in svc.busted_players(ctx.store, event_id):
            text = self.tr("{name} ({place})").format(name=name, place=place) if place \
                else name
            self.player.addItem(text, entry)
        self.table = QComboBox()
        self.table.setObjectName("reinstateTable")
        self.seat = QComboBox()
        self.seat.setObjectName("reinstateSeat")
        self.chips = QLineEdit()
        self.chips.setObjectName("reinstateChips")
        self.preview = QLabel()
        self.preview.setObjectName("reinstatePreview")
        self.preview.setWordWrap(True)
        self.error = QLabel()
        self.error.setObjectName("reinstateError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {palette.REFUSAL};")
        form.addRow(self.tr("&Player"), self.player)
        form.addRow(self.tr("&Table"), self.table)
        form.addRow(self.tr("&Seat"), self.seat)
        form.addRow(self.tr("&Chips"), self.chips)
        form.addRow(self.preview)
        form.addRow(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok = self.buttons.addButton(self.tr("&Reinstate"),
                                         QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok.setObjectName("reinstateOk")
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.room: RoomInfo | None = None
        self.new_table: int | None = None
        try:
            self.room = seating.room(ctx.store, event_id)
        except TdeskError as exc:
            self.error.setText(message(str(exc)))
        for t in self.room.tables if self.room else ():
            self.table.addItem(self.tr("Table {n} ({count} players)").format(
                n=t.number, count=t.count), t.number)
        self.table.currentIndexChanged.connect(lambda _i: self._fill_seats())
        self.player.currentIndexChanged.connect(lambda _i: self._show_player())
        if entry_id is not None:
            self.player.setCurrentIndex(max(self.player.findData(entry_id), 0))
        self._show_player()

    # -- the choices ---------------------------------------------------------------------------
    def entry_id(self) -> int | None:
        data = self.player.currentData()
        return int(data) if data is not None else None

    def _fill_seats(self, wanted: int | None = None) -> None:
        self.seat.clear()
        t = self.room.table(self.table.currentData()) if self.room else None
        if t is not None:
            free = [s for s in range(1, t.seats + 1) if t.at(s) is None and s not in t.blocked]
        elif self.room is not None and self.table.currentData() == self.new_table:
            free = list(range(1, self.room.seats_per_table + 1))  # the table the action opens
        else:
            return
        for s in free:
            self.seat.addItem(self.tr("Seat {n}").format(n=s), s)
        if wanted is not None:
            self.seat.setCurrentIndex(max(self.seat.findData(wanted), 0))

    def _offer_new_table(self, table: int | None) -> None:
        """Every open table full: the preview's table is the one reinstating opens, as a
        walk-in's would (issue 35); offered after the open ones, and only while it is."""
        if self.new_table is not None:
            self.table.removeItem(self.table.findData(self.new_table))
            self.new_table = None
        if table is not None and self.table.findData(table) < 0:
            self.new_table = table
            self.table.blockSignals(True)
            self.table.addItem(self.tr("Table {n} (new table)").format(n=table), table)
            self.table.blockSignals(False)

    def _choose(self, table: int | None, seat: int | None) -> None:
        if table is not None:
            self.table.blockSignals(True)
            self.table.setCurrentIndex(max(self.table.findData(table), 0))
            self.table.blockSignals(False)
        self._fill_seats(seat)

    def _show_player(self) -> None:
        entry = self.entry_id()
        self.error.clear()
        if entry is None:
            self.preview.setText(self.tr("Nobody is out: there is no one to reinstate."))
            self.ok.setEnabled(False)
            return
        try:
            shown = svc.preview(self.ctx.store, self.event_id, entry)
        except TdeskError as exc:
            self.shown = None
            self.preview.clear()
            self.error.setText(message(str(exc)))
            self.ok.setEnabled(False)
            return
        self.shown = shown
        self._offer_new_table(shown.table)
        spot = self.spot or (shown.table, shown.seat)
        self._choose(*spot)
        self.chips.setPlaceholderText(self.tr("{chips} (their stack before the bust)").format(
            chips=chips_text(shown.chips)))
        self.preview.setText("\n".join(self.lines(shown)))
        if shown.refusal:
            self.error.setText(message(shown.refusal))
        gate(self.ok, shown.verify)  # the action's code worked the refusal out (issue 38)

    def lines(self, shown: svc.ReinstatePreview) -> list[str]:
        """What reinstating changes, in the interface language."""
        out = []
        for m in shown.places:
            if m.after is None:
                out.append(self.tr("{name}: place {place} given up, back in play").format(
                    name=m.name, place=m.before))
            else:
                out.append(self.tr("{name}: place {before} → {after}").format(
                    name=m.name, before=m.before, after=m.after))
        if len(shown.places) <= 1:
            out.append(self.tr("No other place moves."))
        for p in shown.prizes:
            out.append(self.tr("{name}: prize {before} → {after}").format(
                name=p.name, before=number(p.before), after=number(p.after)))
        if shown.eliminated_by:
            out.append(self.tr("The knockout is removed (eliminated by {names}).").format(
                names=", ".join(shown.eliminated_by)))
        for b in shown.bounties:
            out.append(self.tr("{name}: bounties collected {a} → {b}, head {c} → {d}").format(
                name=b.name, a=number(b.collected_before), b=number(b.collected_after),
                c=number(b.head_before), d=number(b.head_after)))
        if shown.override:
            out.append(self.tr("Paid places move: you will be asked to confirm (PL-3)."))
        return out

    # -- saving --------------------------------------------------------------------------------
    def save(self) -> None:
        entry, table, seat = self.entry_id(), self.table.currentData(), self.seat.currentData()
        if entry is None:
            return
        if table is None or seat is None:
            self.error.setText(self.tr("Table and seat: choose an empty seat at a table in "
                                       "play."))
            return
        try:
            chips = parse_chips(self.chips.text())
        except ValueError:
            self.error.setText(self.tr("Chips: “{value}” is not a whole number of chips.")
                               .format(value=self.chips.text()))
            self.chips.setFocus()
            return
        try:
            override.call(self, svc.reinstate, self.ctx.store, self.event_id, entry,
                          int(table), int(seat), chips=chips)
        except OverrideNeeded as refusal:  # the floor said no: nothing changed, say why
            self.error.setText(message(refusal.reason))
            return
        except TdeskError as exc:
            self.error.setText(message(str(exc)))
            return
        self.ctx.poll()
        self.reinstated.emit(entry)
        self.accept()
