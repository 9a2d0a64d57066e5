"""The Flights page of the Money tab (issue 23, FLT-1..FLT-6).

On a flight (Day 1A, 1B, …): its stop and whether it is met, and the bags: every player left
with a count typed at the keyboard (Enter to the next, Ctrl+B bags them all in one action).
On the parent event: every flight's state, the whole event's entries, pool and places paid
(the flights' sums), and "Build Day 2" (the field registered, then its seats drawn), after the floor agrees to the list of double
bags and likely duplicates (``day2_review``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QIntValidator, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import TdeskError
from tdesk.i18n import number_locale
from tdesk.rules.seating.flights import Day2Step
from tdesk.services.events import EventInfo
from tdesk.services.money import money
from tdesk.services.seating import chip_counts as cc
from tdesk.services.seating import flights as svc
from tdesk.services.table_reads import reads_of
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.money.common import fill, num, parse_count, read_only_table, signed
from tdesk.ui.money.day2_review import Day2ReviewDialog
from tdesk.ui.widgets.error_label import ErrorLabel
from tdesk.ui.widgets.gate import gate

#: the flight settings' choices (``rules.event_settings``), as the event dialog shows them
VALUES = (
    QT_TRANSLATE_NOOP("values", "best-stack"),
    QT_TRANSLATE_NOOP("values", "first-bag"),
    QT_TRANSLATE_NOOP("values", "last-bag"),
    QT_TRANSLATE_NOOP("values", "one-bag"),
    QT_TRANSLATE_NOOP("values", "random"),
    QT_TRANSLATE_NOOP("values", "by-stack"),
)

MET = f"color: {palette.OK}; font-weight: bold"
OFF = f"color: {palette.REFUSAL}; font-weight: bold"


class FlightsPage(QWidget):
    """A flight's stop and bags, or a parent's flights and its Day 2."""

    READS: frozenset[str] = reads_of(svc.flight_of, svc.flight_ids, money.money_summary,
                                     svc.flight_status, svc.bags, cc.stacks, svc.whole_event,
                                     svc.day2_chance)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.info: EventInfo | None = None
        self.review_dialog: Day2ReviewDialog | None = None
        self.inputs: list[tuple[cc.StackRow, QLineEdit]] = []
        self.status = QLabel()
        self.status.setObjectName("flightStatus")
        self.status.setWordWrap(True)
        self.stop = QLabel()
        self.stop.setObjectName("flightStop")
        self.form_host = QWidget()
        self.form = QFormLayout(self.form_host)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(self.form_host)
        self.total = QLabel()
        self.total.setObjectName("bagTotal")
        self.compare = QLabel()  # the bags against the flight's chips in play (issue 35)
        self.compare.setObjectName("bagCompare")
        self.in_play = 0
        self.bag = QPushButton(self.tr("&Bag survivors"))
        self.bag.setObjectName("bagSurvivors")
        self.flights = read_only_table([self.tr("Flight"), self.tr("Event"), self.tr("Entries"),
                                        self.tr("Left"), self.tr("Bagged"), self.tr("Chips")])
        self.flights.setObjectName("flightsTable")
        self.day2 = QPushButton(self.tr("Build &Day 2"))
        self.day2.setObjectName("buildDay2")
        self.error = ErrorLabel()
        layout = QVBoxLayout(self)
        for w in (self.status, self.stop, self.scroll, self.total, self.compare, self.bag,
                  self.flights,
                  self.day2, self.error):
            layout.addWidget(w)
        self.bag.clicked.connect(self.bag_survivors)
        self.day2.clicked.connect(self.build_day2)
        bag = QShortcut(QKeySequence("Ctrl+B"), self, self.bag_survivors)
        bag.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)  # the bust's, elsewhere

    # --- reading ------------------------------------------------------------------------------

    def refresh(self, info: EventInfo, summary: money.MoneySummary | None = None) -> None:
        self.info = info
        self.error.show_error("")
        store = self.ctx.store
        flight = svc.flight_of(store, info.id)
        children = svc.flight_ids(store, info.id) if flight is None else []
        self._show_flight(flight is not None)
        self._show_parent(bool(children))
        if flight is not None:
            self.in_play = (summary or money.money_summary(store, info.id)).chips_in_play
            self._refresh_flight(info)
        elif children:
            self._refresh_parent(info)
        else:
            self.status.setText(self.tr("This event is no flight and has none. Make an event "
                                        "a flight of this one in its event dialog (Flight of)."))
            self.stop.setText("")

    def _show_flight(self, shown: bool) -> None:
        for w in (self.scroll, self.total, self.compare, self.bag):
            w.setVisible(shown)

    def _show_parent(self, shown: bool) -> None:
        self.flights.setVisible(shown)
        self.day2.setVisible(shown)

    def _refresh_flight(self, info: EventInfo) -> None:
        status = svc.flight_status(self.ctx.store, info.id)
        text = self.tr("Day {0}: {1} of {2} players left").format(
            status.label, num(status.players_left), num(status.entries))
        if status.target is not None:
            text += " · " + self.tr("plays down to {0}").format(num(status.target))
        if status.bagged:
            text += " · " + self.tr("{0} bagged, {1} chips").format(num(status.bagged),
                                                                     num(status.bag_chips))
        self.status.setText(text)
        if not status.stops:  # FLT-1: the floor ends the flight by hand
            self.stop.setText(self.tr("No stop set: bag when the floor ends the flight."))
            self.stop.setStyleSheet("")
        elif status.stopped:
            self.stop.setText(self.tr("Stop reached: the survivors are bagged.") if status.bagged
                              else self.tr("Stop reached: bag the survivors."))
            self.stop.setStyleSheet(MET)
        else:
            self.stop.setText(self.tr("Still playing: the stop is not reached yet."))
            self.stop.setStyleSheet("")
        bagged = {b.entry_id: b.chips for b in svc.bags(self.ctx.store, info.id)}
        self._build_form(cc.stacks(self.ctx.store, info.id), bagged)

    def _build_form(self, rows: list[cc.StackRow], bagged: dict[int, int]) -> None:
        kept = self.typed()
        while self.form.rowCount():
            self.form.removeRow(0)
        self.inputs = []
        for r in rows:
            edit = QLineEdit()
            validator = QIntValidator(0, 2_000_000_000, edit)
            validator.setLocale(number_locale())
            edit.setValidator(validator)
            edit.setPlaceholderText(num(r.chips))
            if r.entry_id in kept:
                edit.setText(num(kept[r.entry_id]))
            elif r.entry_id in bagged:
                edit.setText(num(bagged[r.entry_id]))
            edit.textChanged.connect(self._update_total)
            edit.editingFinished.connect(lambda e=edit: self._group(e))
            where = (self.tr("Table {0} seat {1}").format(r.table, r.seat)
                     if r.table is not None else "")
            self.form.addRow(f"{where}  {r.name}" if where else r.name, edit)
            self.inputs.append((r, edit))
        for i, (_, edit) in enumerate(self.inputs):
            nxt = self.inputs[i + 1][1] if i + 1 < len(self.inputs) else self.bag
            edit.returnPressed.connect(nxt.setFocus)
        self._update_total()

    def typed(self) -> dict[int, int]:
        out = {}
        for r, edit in self.inputs:
            try:
                chips = parse_count(edit.text())
            except ValueError:
                continue
            if chips is not None:
                out[r.entry_id] = chips
        return out

    def _group(self, edit: QLineEdit) -> None:
        """A count typed plainly is shown grouped once the field is left ("40000" ->
        "40,000"), as every number of the desk is."""
        try:
            chips = parse_count(edit.text())
        except ValueError:
            return
        if chips is not None and edit.text() != num(chips):
            edit.setText(num(chips))

    def _update_total(self) -> None:
        counts = self.typed()
        bagged = sum(counts.values())
        self.total.setText(self.tr("%n of {0} player(s) counted, {1} chips", "",
                                   len(counts)).format(len(self.inputs), num(bagged)))
        if not counts:  # nothing typed yet: nothing to compare
            self.compare.setText("")
            self.compare.setStyleSheet("")
            return
        self.compare.setText(self.tr("Chips in play {0} · bagged {1} · difference {2}").format(
            num(self.in_play), num(bagged), signed(bagged - self.in_play)))
        self.compare.setStyleSheet(OFF if bagged != self.in_play else "")

    def _refresh_parent(self, info: EventInfo) -> None:
        whole = svc.whole_event(self.ctx.store, info.id)
        text = self.tr("Whole event: {0} entries · prize pool {1} · {2} paid").format(
            num(whole.totals.entries), num(whole.totals.pool),
            self.tr("%n place(s)", "", whole.places_paid))
        self.status.setText(text)
        fill(self.flights, [(self.tr("Day {0}").format(s.label), s.name, s.entries,
                             s.players_left, s.bagged, s.bag_chips) for s in whole.flights])
        if whole.day2_players:
            self.stop.setText(self.tr("Day 2: {0} players · {1} chips").format(
                num(whole.day2_players), num(whole.day2_chips)))
            self.stop.setStyleSheet(MET)
        else:
            waiting = sum(1 for s in whole.flights if s.players_left > s.bagged)
            self.stop.setText(self.tr("%n flight(s) still to bag", "", waiting) if waiting
                              else self.tr("Every flight is bagged: build Day 2."))
            self.stop.setStyleSheet("" if waiting else MET)
        self.day2_chance = svc.day2_chance(self.ctx.store, info.id, whole.day2_players)
        gate(self.day2, self.day2_chance.verify)  # FLT-5: the seat draw's rule, as draw_day2

    # --- actions ------------------------------------------------------------------------------

    def bag_survivors(self) -> None:
        if self.info is None or not self.bag.isVisible():
            return
        self._do(svc.bag_survivors, self.ctx.store, self.info.id, self.typed())

    def build_day2(self) -> None:
        """Register the Day 2 field, then draw its seats: two actions, each undoable. Anyone
        who bagged more than once, or two records of one name, is listed first and the floor
        agrees (``review_dialog``, open until answered)."""
        if self.info is None:
            return
        players = svc.whole_event(self.ctx.store, self.info.id).day2_players
        if svc.day2_chance(self.ctx.store, self.info.id, players).step is Day2Step.DRAW:
            self._do(svc.draw_day2, self.ctx.store, self.info.id)
            return
        try:
            review = svc.day2_review(self.ctx.store, self.info.id)
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        if not review.asks:
            self._build(None)
            return
        self.review_dialog = Day2ReviewDialog(review, self)
        self.review_dialog.accepted.connect(lambda: self._build(review))
        self.review_dialog.open()

    def _build(self, review: svc.Day2Review | None) -> None:
        if self.info is not None and self._do(svc.build_day2, self.ctx.store, self.info.id,
                                              agreed=review):
            self._do(svc.draw_day2, self.ctx.store, self.info.id)

    def _do(self, action, *args, **kwargs) -> bool:  # type: ignore[no-untyped-def]
        try:
            action(*args, **kwargs)
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return False
        self.ctx.poll()
        if self.info is not None:
            self.refresh(self.info)
        return True


def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot money-flights --event …``: the Flights page (a flight or its parent)."""
    tab = window.show_tab("money")
    tab.pages.setCurrentWidget(tab.flights)
    return window
