"""The bust dialog (issue 23): the stacks at the start of the hand (several busts) and who
eliminated whom, at the keyboard.

Each busted player gets an eliminator picker: the players in, those at the busted player's
table first. Type part of a name and press Enter to tick the first match (again for a split
pot); Down goes to the list, Space ticks or unticks there; Enter on an empty search saves.
Nobody ticked is "not recorded", allowed only when the event pays no bounties. Two or more
ticked (a split pot) open a *shares* line: empty splits equally, else the parts each won, as
amounts or fractions ("3000 : 1500", "2/3 1/3"), in the order ticked (BNT-2).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdesk.names import matches, sort_key
from tdesk.rules.money.bounties import whole_shares
from tdesk.services.seating.seating import SeatInfo
from tdesk.ui import palette


class EliminatorPicker(QWidget):
    """Who won a busted player's chips: a search line over a ticked list (several: a split)."""

    def __init__(self, busted: SeatInfo, candidates: Sequence[SeatInfo],
                 parent: QWidget | None = None, *, with_shares: bool = False) -> None:
        super().__init__(parent)
        self.busted = busted
        self._ticks: list[int] = []  # the order ticked
        self.search = QLineEdit()
        self.search.setObjectName("eliminatorSearch")
        self.search.setPlaceholderText(self.tr("Eliminated by: type a name, Enter ticks it"))
        self.list = QListWidget()
        self.list.setObjectName("eliminators")
        ordered = sorted(candidates, key=lambda p: (p.table != busted.table, sort_key(p.name)))
        for p in ordered:
            where = (self.tr("seat {0}").format(p.seat) if p.table == busted.table
                     else self.tr("T{0} S{1}").format(p.table, p.seat))
            item = QListWidgetItem(f"{p.name} ({where})")
            item.setData(Qt.ItemDataRole.UserRole, p.entry_id)
            item.setData(Qt.ItemDataRole.UserRole + 1, p.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.setMaximumHeight(120)
        self.chosen_label = QLabel(self.tr("not recorded"))
        self.chosen_label.setObjectName("eliminatorsChosen")
        self.search.textChanged.connect(self._filter)
        self.search.installEventFilter(self)
        self.list.itemChanged.connect(lambda _item: self._show_chosen())
        self.shares_line = QLineEdit()
        self.shares_line.setObjectName("eliminatorShares")
        self.shares_line.setPlaceholderText(self.tr("Shares: equal; or the parts won, "
                                                    "e.g. 3000 : 1500 or 2/3 1/3"))
        self.shares_line.setVisible(False)
        self.with_shares = with_shares
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search)
        layout.addWidget(self.list)
        layout.addWidget(self.chosen_label)
        layout.addWidget(self.shares_line)

    def items(self) -> list[QListWidgetItem]:
        return [self.list.item(i) for i in range(self.list.count())]

    def chosen(self) -> list[int]:
        """The ticked eliminators in the order ticked (BNT-2: the first listed gets an odd
        unit)."""
        ticked = self._ticked()
        return [e for e in self._ticks if e in ticked]

    def _ticked(self) -> set[int]:
        return {int(i.data(Qt.ItemDataRole.UserRole)) for i in self.items()
                if i.checkState() == Qt.CheckState.Checked}

    def _show_chosen(self) -> None:
        ticked = self._ticked()
        order = [e for e in self._ticks if e in ticked]
        order += [e for e in sorted(ticked) if e not in order]
        self._ticks = order
        names = {int(i.data(Qt.ItemDataRole.UserRole)): str(i.data(Qt.ItemDataRole.UserRole + 1))
                 for i in self.items()}
        self.chosen_label.setText(", ".join(names[e] for e in order) if order
                                  else self.tr("not recorded"))
        self.shares_line.setVisible(self.with_shares and len(order) > 1)

    def shares(self) -> list[int] | None:
        """BNT-2: the shares typed for a split pot as whole weights in the order ticked; None:
        equal. ValueError (translated, naming the busted player) for text that is not one
        positive amount or fraction per eliminator."""
        text = self.shares_line.text().strip()
        count = len(self.chosen())
        if count < 2 or not text:
            return None
        words = [w.replace(",", "") for w in re.split(r"\s*[:;]\s*|,\s+|\s+", text) if w]
        try:
            parts = [Fraction(w) for w in words]
            if len(parts) != count:
                raise ValueError(text)
            return list(whole_shares(parts))
        except (ValueError, ZeroDivisionError):
            raise ValueError(self.tr(
                "Shares of {0}'s bounty \"{1}\": give {2} parts above 0, one per eliminator "
                "in the order ticked, e.g. 3000 : 1500 or 2/3 1/3").format(
                    self.busted.name, text, count)) from None

    def _filter(self, text: str) -> None:
        for item in self.items():
            item.setHidden(bool(text.strip()) and not matches(
                text, str(item.data(Qt.ItemDataRole.UserRole + 1))))
        visible = [i for i in self.items() if not i.isHidden()]
        if visible:
            self.list.setCurrentItem(visible[0])

    def tick_first_match(self) -> bool:
        """Enter in the search line: tick the first player shown; False when none is."""
        for item in self.items():
            if not item.isHidden():
                item.setCheckState(Qt.CheckState.Checked)
                self.search.clear()
                return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.search and isinstance(event, QKeyEvent) \
                and event.type() == QEvent.Type.KeyPress:
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.search.text().strip():
                self.tick_first_match()
                return True  # typed a name: tick it, do not close the dialog
            if key == Qt.Key.Key_Down:
                self.list.setFocus()
                return True
        return super().eventFilter(watched, event)


class EnvelopeBox(QComboBox):
    """BNT-5: the value of the real mystery envelope drawn at the table; "drawn by tdesk" (the
    event's seeded draw) unless the venue draws real envelopes. The bust dialog and
    hand-for-hand's Hand done both ask it."""

    def __init__(self, envelopes: Sequence[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("envelopeDrawn")
        self.addItem(self.tr("drawn by tdesk"), None)
        for value in sorted(set(envelopes), reverse=True):
            self.addItem(f"{value:,}", value)

    def drawn(self) -> int | None:
        """The value chosen; None: tdesk draws."""
        value = self.currentData()
        return None if value is None else int(value)


def shares_of(pickers: dict[int, EliminatorPicker], busted: Sequence[int] | None = None
              ) -> dict[int, list[int]]:
    """Busted entry -> the shares typed for its split pot (none: equal), for the players in
    ``busted`` (None: every picker); ValueError as :meth:`EliminatorPicker.shares`."""
    out = {}
    for entry_id, picker in pickers.items():
        if busted is not None and entry_id not in busted:
            continue
        parts = picker.shares()
        if parts is not None:
            out[entry_id] = parts
    return out


def envelopes_of(boxes: dict[int, EnvelopeBox], busted: Sequence[int] | None = None
                 ) -> dict[int, int]:
    """Busted entry -> the value of the real envelope drawn for it (none: tdesk draws)."""
    return {e: value for e, box in boxes.items()
            if (busted is None or e in busted) and (value := box.drawn()) is not None}


class BustDialog(QDialog):
    """One hand's busts: the stacks at its start decide places (several busts), and who
    eliminated each busted player (BNT-1)."""

    def __init__(self, players: list[SeatInfo], parent: QWidget | None = None, *,
                 in_play: Sequence[SeatInfo] = (), bounties: bool = False,
                 envelopes: Sequence[int] = ()) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Bust players"))
        self.players = players
        self.bounties = bounties
        form = QFormLayout(self)
        self.stacks: dict[int, QSpinBox] = {}
        if len(players) > 1:
            form.addRow(QLabel(self.tr("Stacks at the start of the hand (larger finishes "
                                       "higher):")))
            for p in players:
                box = QSpinBox()
                box.setRange(0, 2_000_000_000)
                box.setGroupSeparatorShown(True)
                box.setValue(p.chips or 0)
                self.stacks[p.entry_id] = box
                where = self.tr("T{0} S{1}").format(p.table, p.seat)
                form.addRow(f"{p.name} ({where})", box)
        # everyone in may have won a busted player's chips, another player busted in this
        # hand too: B busts A and C busts B in one hand (BNT-1's same-hand chain)
        self.pickers: dict[int, EliminatorPicker] = {}
        if len(in_play) > 1:
            form.addRow(QLabel(self.tr("Who eliminated whom (several for a split pot):")
                               if bounties else
                               self.tr("Who eliminated whom (optional):")))
            for p in players:
                candidates = [q for q in in_play if q.entry_id != p.entry_id]
                picker = EliminatorPicker(p, candidates, with_shares=True)
                if len(in_play) == 2:  # heads-up: the one player who can have won the chips
                    picker.items()[0].setCheckState(Qt.CheckState.Checked)
                self.pickers[p.entry_id] = picker
                form.addRow(self.tr("{0} eliminated by").format(p.name), picker)
        # BNT-5: a venue drawing real envelopes types the value drawn; else tdesk draws
        self.envelope_boxes: dict[int, EnvelopeBox] = {}
        for p in players if envelopes else ():
            box = EnvelopeBox(envelopes)
            self.envelope_boxes[p.entry_id] = box
            form.addRow(self.tr("Envelope drawn for {0}").format(p.name), box)
        self.error = QLabel()
        self.error.setObjectName("bustError")
        self.error.setStyleSheet(f"color: {palette.REFUSAL};")
        self.error.setWordWrap(True)
        form.addRow(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        if self.pickers:
            next(iter(self.pickers.values())).search.setFocus()

    def values(self) -> dict[int, int] | None:
        """The stacks typed (None for a single bust: its recorded chips)."""
        if not self.stacks:
            return None
        return {entry_id: box.value() for entry_id, box in self.stacks.items()}

    def eliminators(self) -> dict[int, list[int]]:
        """Busted entry -> its eliminators, in the order ticked; empty: not recorded."""
        return {e: p.chosen() for e, p in self.pickers.items() if p.chosen()}

    def envelopes(self) -> dict[int, int]:
        """Busted entry -> the value of the real envelope drawn for it (none: tdesk draws)."""
        return envelopes_of(self.envelope_boxes)

    def shares(self) -> dict[int, list[int]]:
        """Busted entry -> the shares typed for its split pot (none: equal); ValueError as
        :meth:`EliminatorPicker.shares`."""
        return shares_of(self.pickers)

    def accept(self) -> None:
        """A bounty event needs every bust's eliminators: say whose are missing, stay open;
        shares that do not read stay open too, saying which."""
        try:
            self.shares()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        if self.bounties:
            missing = [p.name for p in self.players if not self.eliminators().get(p.entry_id)]
            if missing:
                self.error.setText(self.tr("Eliminated by: tick who eliminated {0}; the event "
                                           "pays bounties.").format(", ".join(missing)))
                return
        super().accept()
