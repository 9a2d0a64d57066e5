"""The Money tab: one page per job on the floor (take payments, payouts, chip counts, a deal,
results). Ctrl+1..5 switch pages while the tab is shown."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QTabWidget, QVBoxLayout, QWidget

from tdesk.errors import TdeskError
from tdesk.services.events import EventInfo, get_event
from tdesk.services.money import bounties as bounty_service
from tdesk.services.money import money as svc
from tdesk.services.seating import flights as flight_service
from tdesk.services.store_changes import StoreChanges
from tdesk.services.table_reads import reads_of
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.fonts import ui_font
from tdesk.ui.money.bounties import BountiesPage
from tdesk.ui.money.common import num
from tdesk.ui.money.counts import CountsPage
from tdesk.ui.money.deal import DealPage
from tdesk.ui.money.flights import FlightsPage
from tdesk.ui.money.payments import PaymentsPage
from tdesk.ui.money.payouts import PayoutsPage
from tdesk.ui.money.results import ResultsPage
from tdesk.ui.widgets.shown_refresh import ShownRefresher

# what the headline (and every page with it) reads: the summary (entries, their players, the
# payments, the terms and the payouts, a deal, the chips in play), the flights the event ties,
# the bounty money waiting for a format
SUMMARY_READS = reads_of(svc.money_summary, flight_service.flight_ids, flight_service.flight_of,
                         bounty_service.unformatted_bounty_money)


class _PageRefresher(ShownRefresher):
    """Reads when the change touches the summary or the page on screen: a page not shown
    reads when it is next chosen (``_refresh_page``), so the clock's actions do not make the
    Payments page read (issue 22)."""

    def __init__(self, tab: MoneyTab) -> None:
        super().__init__(tab, tab.refresh, reads=tab.READS, event=lambda: tab.ctx.event_id)
        self.tab = tab

    def concerns(self, changes: StoreChanges) -> bool:
        page = self.tab.pages.currentWidget()
        reads = SUMMARY_READS | getattr(page, "READS", frozenset())
        if "flight" in changes.tables:
            return True  # a flight made, linked or bagged: the events it ties may change
        return any(changes.touches(e, *reads)
                   for e in (self.tab.ctx.event_id, *self.tab.flight_events))


class MoneyTab(QWidget):
    READS: frozenset[str] = reads_of(SUMMARY_READS, PaymentsPage, PayoutsPage, CountsPage,
                                     DealPage, ResultsPage, FlightsPage, BountiesPage)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.headline = QLabel()
        self.headline.setObjectName("moneyHeadline")
        self.headline.setFont(ui_font(13, bold=True))
        self.pages = QTabWidget()
        self.payments = PaymentsPage(ctx)
        self.payouts = PayoutsPage(ctx)
        self.counts = CountsPage(ctx)
        self.deal = DealPage(ctx)
        self.results = ResultsPage(ctx)
        self.flights = FlightsPage(ctx)  # flights and Day 2 (issue 23)
        self.bounties = BountiesPage(ctx)  # heads and collected bounties (issue 23)
        for page, title in ((self.payments, self.tr("&Payments")),
                            (self.payouts, self.tr("Pa&youts")),
                            (self.counts, self.tr("&Chip counts")),
                            (self.deal, self.tr("&Deal")),
                            (self.results, self.tr("&Results")),
                            (self.flights, self.tr("&Flights")),
                            (self.bounties, self.tr("B&ounties"))):
            self.pages.addTab(page, title)
        for i in range(self.pages.count()):
            shortcut = QShortcut(QKeySequence(f"Ctrl+{i + 1}"), self)
            shortcut.activated.connect(lambda i=i: self.pages.setCurrentIndex(i))
        # bounty parts taken while no format is set would be paid to nobody (issue 35): said
        # on every page until the format is set, with the way to set it
        self.no_format = QLabel()
        self.no_format.setObjectName("bountyNoFormat")
        self.no_format.setStyleSheet(f"color: {palette.REFUSAL};")
        self.no_format.setWordWrap(True)
        self.set_format = QPushButton(self.tr("Set the bounty &format…"))
        self.set_format.setObjectName("bountyNoFormatButton")
        self.set_format.clicked.connect(self._set_format)
        warning = QHBoxLayout()
        warning.addWidget(self.no_format, 1)
        warning.addWidget(self.set_format)
        self.no_format.hide()
        self.set_format.hide()
        # a flight pays nothing (FLT-6, issue 35): its Payouts, Results and Deal pages say
        # whose prizes they are, with the way there, instead of a table of the flight's own
        self.flight_note = QLabel()
        self.flight_note.setObjectName("flightPaysNothing")
        self.flight_note.setWordWrap(True)
        self.open_parent = QPushButton()
        self.open_parent.setObjectName("openFlightParent")
        self.open_parent.clicked.connect(self._open_parent)
        self.parent_id: int | None = None
        note = QHBoxLayout()
        note.addWidget(self.flight_note, 1)
        note.addWidget(self.open_parent)
        self.flight_note.hide()
        self.open_parent.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addLayout(warning)
        layout.addLayout(note)
        layout.addWidget(self.pages)
        self.summary: svc.MoneySummary | None = None
        self.flight_events: tuple[int, ...] = ()  # FLT-6: a parent's figures are its flights'
        self.pages.currentChanged.connect(lambda _i: self._refresh_page())
        # hidden: a change is read when the tab is next shown (a second at 10,000 entrants);
        # a change of nothing the summary or the page shown reads is not read at all
        self.on_change = _PageRefresher(self)
        ctx.changed.connect(self.on_change.changed)
        ctx.eventChanged.connect(self.on_change.changed)
        self.refresh()

    def refresh(self) -> None:
        info: EventInfo | None = self.ctx.event_info
        if info is None or info.kind not in svc.MONEY_KINDS:
            self.headline.setText("")
            self.no_format.hide()
            self.set_format.hide()
            self.flight_note.hide()
            self.open_parent.hide()
            self.flight_events = ()
            self.parent_id = None
            return
        self.flight_events = tuple(flight_service.flight_ids(self.ctx.store, info.id))
        link = flight_service.flight_of(self.ctx.store, info.id)
        self.parent_id = link[0] if link is not None else None
        s = svc.money_summary(self.ctx.store, info.id)
        text = self.tr("Prize pool {0} · {1} of {2} left · {3} paid").format(
            num(s.pool.total), s.players_left, s.entries,
            self.tr("%n place(s)", "", s.places_paid))
        if s.pool.overlay:
            text += " · " + self.tr("overlay {0}").format(num(s.pool.overlay))
        if s.locked:
            text += " · " + self.tr("registration closed")
        self.headline.setText(text)
        self._warn_no_format(info.id)
        self.summary = s
        self._refresh_page()

    def _warn_no_format(self, event_id: int) -> None:
        try:
            unset = bounty_service.unformatted_bounty_money(self.ctx.store, event_id)
        except TdeskError:
            unset = 0
        self.no_format.setText(self.tr(
            "The entries took {0} in bounty parts but the event has no bounty format: busts "
            "wait until it is set, so each bounty is paid to whoever wins it.").format(num(unset)))
        self.no_format.setVisible(bool(unset))
        self.set_format.setVisible(bool(unset))

    def _set_format(self) -> None:
        """The warning's button: the Bounties page with its format dialog open."""
        self.pages.setCurrentWidget(self.bounties)
        self.bounties.edit_format()

    def _refresh_page(self) -> None:
        """Only the page shown reads the store; the others catch up when shown."""
        info = self.ctx.event_info
        if info is None or info.kind not in svc.MONEY_KINDS or self.summary is None:
            return
        page = self.pages.currentWidget()
        if self._point_to_parent(page):
            return
        page.refresh(info, self.summary)  # type: ignore[attr-defined]

    def _point_to_parent(self, page: QWidget) -> bool:
        """On a flight's Payouts, Results or Deal page: the line naming the parent whose
        prizes they are, the page itself hidden (FLT-6). False elsewhere."""
        pointed = self.parent_id is not None and page in (self.payouts, self.results, self.deal)
        self.flight_note.setVisible(pointed)
        self.open_parent.setVisible(pointed)
        page.setVisible(not pointed)
        if pointed:
            assert self.parent_id is not None
            name = get_event(self.ctx.store, self.parent_id).name
            self.flight_note.setText(self.tr(
                "Flights pay nothing: the prizes are {0}'s — open it.").format(name))
            self.open_parent.setText(self.tr("&Open {0}").format(name))
        return pointed

    def _open_parent(self) -> None:
        """The flight's parent shown in the window, on the same page."""
        if self.parent_id is None:
            return
        window = self.window()
        if hasattr(window, "reload_events"):
            window.reload_events(self.parent_id)
        else:
            self.ctx.select_event(self.parent_id)


def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot money --event …``: the payouts page."""
    tab = window.show_tab("money")
    tab.pages.setCurrentWidget(tab.payouts)
    return window


def snapshot_counts(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot money-counts --event …``: table 1 ready to count."""
    tab = window.show_tab("money")
    tab.pages.setCurrentWidget(tab.counts)
    return window


def snapshot_deal(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot money-deal --event …``: an ICM deal worked out for the players left at
    the first table."""
    tab = window.show_tab("money")
    tab.pages.setCurrentWidget(tab.deal)
    tab.deal.work_out()
    return window
