"""The prize pool and the payout table; choose a structure (a template or percents typed by
hand), set the fees, close registration."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import TdeskError
from tdesk.rules.money import payouts as rp
from tdesk.rules.money.entry_fees import verify_close
from tdesk.services.events import EventInfo, list_events
from tdesk.services.money import money as svc
from tdesk.services.money import satellites
from tdesk.services.table_reads import reads_of
from tdesk.ui.context import AppContext
from tdesk.ui.money.common import decimal, fill, num, read_only_table
from tdesk.ui.money.satellite_panel import SatellitePanel, paid_to
from tdesk.ui.money.terms_dialog import TermsDialog
from tdesk.ui.widgets import messages
from tdesk.ui.widgets.error_label import ErrorLabel
from tdesk.ui.widgets.gate import gate

BY_HAND = "by-hand"
_TEMPLATE_NAMES = (  # names in resources/payouts/*.toml, for pyside6-lupdate
    QT_TRANSLATE_NOOP("PayoutsPage", "Standard (by entries)"),
    QT_TRANSLATE_NOOP("PayoutsPage", "Curve, 15% paid"),
    QT_TRANSLATE_NOOP("PayoutsPage", "Curve, 10% paid, top-heavy"),
    QT_TRANSLATE_NOOP("PayoutsPage", "Top three 50/30/20"),
    QT_TRANSLATE_NOOP("PayoutsPage", "Winner takes all"),
)


class PayoutsPage(QWidget):
    # the terms, who holds each place, or a satellite's seats (and the events it may feed)
    READS = reads_of(svc.get_terms, svc.results, satellites.satellite_info,
                     satellites.satellite_results, list_events)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.info: EventInfo | None = None
        self.figures: dict[str, QLabel] = {}
        grid = QGridLayout()
        names = (("pool", self.tr("Prize pool")), ("collected", self.tr("Collected")),
                 ("added", self.tr("Added money")), ("overlay", self.tr("Overlay")),
                 ("fees", self.tr("Fees")), ("bounties", self.tr("Bounties")),
                 ("entries", self.tr("Entries")), ("places", self.tr("Places paid")))
        for i, (key, title) in enumerate(names):
            label = QLabel()
            label.setObjectName(f"figure_{key}")
            self.figures[key] = label
            grid.addWidget(QLabel(title + ":"), i // 4, (i % 4) * 2)
            grid.addWidget(label, i // 4, (i % 4) * 2 + 1)
        self.structure = QComboBox()
        self.template_names: dict[str, str] = {}
        self.templates: dict[str, rp.PayoutStructure] = {}
        for key, s in svc.list_templates():
            self.structure.addItem(self.tr(s.name), key)
            self.template_names[s.name] = key
            self.templates[key] = s
        self.structure.addItem(self.tr("Percents typed by hand"), BY_HAND)
        self.percents = QLineEdit()
        self.percents.setPlaceholderText(self.tr("e.g. 50 30 20"))
        self.apply = QPushButton(self.tr("&Use this structure"))
        self.terms = QPushButton(self.tr("&Fees and terms…"))
        self.close_reg = QPushButton(self.tr("&Close registration…"))
        self.error = ErrorLabel()
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Structure")))
        row.addWidget(self.structure)
        row.addWidget(self.percents, 1)
        row.addWidget(self.apply)
        # the satellite setup stays folded away until asked for or the event is a satellite:
        # it filled the page of every event (issue 35)
        self.satellite_toggle = QPushButton(self.tr("&Satellite…"))
        self.satellite_toggle.setObjectName("satelliteToggle")
        self.satellite_toggle.setCheckable(True)
        self.satellite_toggle.setToolTip(self.tr("Pay this event in seats to another event"))
        actions = QHBoxLayout()
        actions.addWidget(self.terms)
        actions.addWidget(self.close_reg)
        actions.addWidget(self.satellite_toggle)
        actions.addStretch(1)
        self.current = QLabel()
        self.satellite = SatellitePanel(ctx)  # pays in seats instead (issue 23)
        self.satellite.hide()
        self.satellite_toggle.toggled.connect(self.satellite.setVisible)
        self.table = read_only_table([self.tr("Place"), self.tr("Prize"), self.tr("% of pool"),
                                      self.tr("Paid to")])
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addLayout(actions)
        layout.addLayout(row)
        layout.addWidget(self.satellite)
        layout.addWidget(self.error)
        layout.addWidget(self.current)
        layout.addWidget(self.table, 1)
        self.apply.clicked.connect(self.use_structure)
        self.percents.returnPressed.connect(self.use_structure)
        self.structure.currentIndexChanged.connect(
            lambda _i: self.percents.setEnabled(self.structure.currentData() == BY_HAND))
        self.structure.currentIndexChanged.connect(lambda _i: self._gate_apply())
        self.percents.textChanged.connect(lambda _t: self._gate_apply())
        self.percents.setEnabled(False)
        self.terms.clicked.connect(self.edit_terms)
        self.close_reg.clicked.connect(self.close_registration)
        self.dialog: TermsDialog | None = None
        self.shown_structure: str | None = None  # the structure in use when last shown
        self._gate_apply()

    def chosen(self) -> rp.PayoutStructure:
        """The structure chosen: a template, or the percents typed (InputError when they do
        not read as a structure)."""
        key = self.structure.currentData()
        if key == BY_HAND:
            return svc.parse_percents(self.percents.text())
        return self.templates[key]

    def verify_chosen(self) -> None:
        """The payout rule (``payouts.verify_structure``) on the structure chosen."""
        rp.verify_structure(self.chosen())

    def _gate_apply(self) -> None:
        """Use this structure is enabled by the payout rule, its reason the tooltip (issue
        22)."""
        gate(self.apply, self.verify_chosen)

    def refresh(self, info: EventInfo, s: svc.MoneySummary) -> None:
        new_event = self.info is None or self.info.id != info.id
        self.info = info
        f = self.figures
        f["pool"].setText(num(s.pool.total))
        f["collected"].setText(num(s.collected))
        f["added"].setText(num(s.pool.added))
        f["overlay"].setText(num(s.pool.overlay))
        f["fees"].setText(num(s.fees))
        f["bounties"].setText(num(s.bounties))
        f["entries"].setText(num(s.entries))
        f["places"].setText(num(s.places_paid) + (" " + self.tr("(locked)") if s.locked else ""))
        terms = svc.get_terms(self.ctx.store, info.id)
        name = terms.structure.name
        self.current.setText(self.tr("Structure in use: {0}").format(self.tr(name))
                             if terms.satellite is None else
                             self.tr("Structure {0} set aside: this satellite pays in seats")
                             .format(self.tr(name)))
        self.satellite.refresh(info.id)
        if new_event or terms.satellite is not None:  # a satellite shows its setup
            self.satellite_toggle.setChecked(terms.satellite is not None)
        index = self.structure.findData(self.template_names.get(name, BY_HAND))
        if index >= 0 and name != self.shown_structure:  # a choice not yet used is kept
            self.structure.setCurrentIndex(index)
        self.shown_structure = name
        gate(self.close_reg, lambda: verify_close(s.locked, info.name))  # as the action
        names = paid_to(self.ctx.store, info.id)  # a satellite's seats (issue 23)
        if names is None:
            names = {}
            for r in svc.results(self.ctx.store, info.id):
                names.setdefault(r.place, []).append(r.name)
        total = s.pool.total or 1
        fill(self.table, [
            (place, prize, decimal(100 * prize / total, 2), ", ".join(names.get(place, [])))
            for place, prize in enumerate(s.prizes, start=1)
        ])

    def use_structure(self) -> None:
        if self.info is None:
            return
        try:
            key = self.structure.currentData()
            structure = (svc.parse_percents(self.percents.text()) if key == BY_HAND
                         else svc.load_template(key))
            paid = [r for r in svc.results(self.ctx.store, self.info.id)
                    if r.prize and not r.kept_back]
            if paid and not messages.confirm(self, self.tr(
                    "%n player(s) already finished in the money; a new structure changes "
                    "their prizes too. Use it?", "", len(paid)),
                    yes=self.tr("Change the payouts")):
                return
            if not self._places_kept(structure):
                return
            svc.set_payout(self.ctx.store, self.info.id, structure)
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.error.show_error("")
        self.ctx.poll()

    def _places_kept(self, structure: rp.PayoutStructure) -> bool:
        """Registration closed fixed the places paid: a structure that pays another number
        of places is asked first (issue 35). True to go on."""
        assert self.info is not None
        terms = svc.get_terms(self.ctx.store, self.info.id)
        if not terms.closed:
            return True
        now = svc.money_summary(self.ctx.store, self.info.id).places_paid
        then = svc.places_paid_under(self.ctx.store, self.info.id, structure)
        return now == then or messages.confirm(self, self.tr(
            "Registration is closed and the places paid were fixed at {0}; this structure pays "
            "{1}. Use it?").format(now, then), yes=self.tr("Change the payouts"))

    def edit_terms(self) -> None:
        if self.info is None:
            return
        self.dialog = TermsDialog(self.ctx, self.info.id, self)
        self.dialog.open()

    def close_registration(self) -> None:
        if self.info is None:
            return
        if messages.confirm(self, self.tr("Close registration? No more entries or re-entries "
                                          "are taken and the places paid are fixed."),
                            yes=self.tr("Close registration")):
            self.ctx.run(self, svc.close_registration, self.ctx.store, self.info.id)
