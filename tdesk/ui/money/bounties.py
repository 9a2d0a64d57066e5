"""The Money tab's Bounties page (issue 23): each player's current head and the bounties they
collected, the pool and what does not add up; and the event's bounty format (Ctrl+Shift+K).

The figures are the ledger of ``services.bounties`` (BNT-1..BNT-9), read when the knockouts,
the payments, the entries or the terms change.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdesk import engine_text
from tdesk.errors import TdeskError
from tdesk.rules.money import bounties as rb
from tdesk.services.events import EventInfo
from tdesk.services.money import bounties as svc
from tdesk.services.money import bounty_payouts as payouts
from tdesk.services.money import money, receipts
from tdesk.services.table_reads import reads_of
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.money.common import cells_table, num, show_cells
from tdesk.ui.money.receipt_print import open_receipt
from tdesk.ui.widgets import messages

KINDS = ("", "fixed", "progressive", "mystery")


def kind_name(kind: str) -> str:
    """A bounty format's name in the interface language."""
    return {
        "": QCoreApplication.translate("BountiesPage", "No bounties"),
        "fixed": QCoreApplication.translate("BountiesPage", "Fixed bounty"),
        "progressive": QCoreApplication.translate("BountiesPage", "Progressive knockout (PKO)"),
        "mystery": QCoreApplication.translate("BountiesPage", "Mystery bounty"),
    }[kind]


class BountyFormatDialog(QDialog):
    """The event's bounty format: kind, PKO cash share, split rule, mystery envelopes."""

    def __init__(self, fmt: rb.BountyFormat | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Bounty format"))
        form = QFormLayout(self)
        self.kind = QComboBox()
        self.kind.setObjectName("bountyKind")
        for key in KINDS:
            self.kind.addItem(kind_name(key), key)
        self.share = QLineEdit(str(fmt.cash_share) if fmt is not None else "1/2")
        self.share.setObjectName("cashShare")
        self.split = QComboBox()
        self.split.addItem(self.tr("to the eliminator listed first"), "listed")
        self.split.addItem(self.tr("to the bigger stack"), "stack")
        self.envelopes = QLineEdit(", ".join(f"{e.value}x{e.count}" for e in fmt.envelopes)
                                   if fmt is not None else "")
        self.envelopes.setObjectName("envelopes")
        self.envelopes.setPlaceholderText(self.tr("e.g. 5000x1, 1000x4, 200x20"))
        self.phase_players = QSpinBox()
        self.phase_players.setRange(0, 100_000)
        self.phase_players.setSpecialValueText(self.tr("from the first bust"))
        self.phase_level = QSpinBox()
        self.phase_level.setRange(0, 200)
        self.phase_level.setSpecialValueText(self.tr("any level"))
        if fmt is not None:
            self.kind.setCurrentIndex(KINDS.index(str(fmt.kind)))
            self.split.setCurrentIndex(0 if fmt.split == "listed" else 1)
            self.phase_players.setValue(fmt.phase.players_left or 0)
            self.phase_level.setValue(fmt.phase.level or 0)
        form.addRow(self.tr("&Format"), self.kind)
        form.addRow(self.tr("PKO: &paid at once"), self.share)
        form.addRow(self.tr("Split pot: odd unit"), self.split)
        form.addRow(self.tr("Mystery: &envelopes"), self.envelopes)
        form.addRow(self.tr("Mystery phase at players left"), self.phase_players)
        form.addRow(self.tr("Mystery phase at level"), self.phase_level)
        self.error = QLabel()
        self.error.setObjectName("formatError")
        self.error.setStyleSheet(f"color: {palette.REFUSAL};")
        self.error.setWordWrap(True)
        form.addRow(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._check)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.kind.currentIndexChanged.connect(lambda _i: self._enable())
        self._enable()

    def _enable(self) -> None:
        kind = self.kind.currentData()
        self.share.setEnabled(kind == "progressive")
        self.split.setEnabled(bool(kind))
        for w in (self.envelopes, self.phase_players, self.phase_level):
            w.setEnabled(kind == "mystery")

    def data(self) -> dict[str, Any] | None:
        """The format as ``rules.bounties.format_from_data`` reads it; ValueError names a bad
        field (shown in the dialog)."""
        kind = str(self.kind.currentData())
        if not kind:
            return None
        data: dict[str, Any] = {"kind": kind, "split": self.split.currentData()}
        if kind == "progressive":
            data["cash_share"] = self.share.text().strip() or "1/2"
        if kind == "mystery":
            data["envelopes"] = _envelopes(self.envelopes.text())
            data["players_left"] = self.phase_players.value() or None
            data["level"] = self.phase_level.value() or None
        rb.format_from_data({**data, "seed": "check"})  # the rule's own check, before saving
        return data

    def _check(self) -> None:
        try:
            self.data()
        except ValueError as exc:
            self.error.setText(engine_text.message(str(exc)))  # in the interface language
            return
        self.accept()


def reconciliation_text(rec: payouts.Reconciliation) -> str:
    """The night's bounty money in one line (the Bounties page; the sheet has its own)."""
    return QCoreApplication.translate(
        "BountiesPage", "Bounty money: taken {0} = won {1} + in play {2} + house {3} · won: "
        "paid {4}, owed {5}").format(num(rec.taken), num(rec.won), num(rec.in_play),
                                     num(rec.house), num(rec.paid), num(rec.owed))


def _envelopes(text: str) -> list[list[int]]:
    out = []
    for part in (p.strip() for p in text.replace(";", ",").split(",")):
        if not part:
            continue
        value, sep, count = part.lower().replace("×", "x").partition("x")
        if not sep or not value.strip().isdigit() or not count.strip().isdigit():
            raise ValueError(f"envelopes {part!r}: write each as VALUExCOUNT, e.g. 1000x4")
        out.append([int(value), int(count)])
    return out


class BountiesPage(QWidget):
    READS = reads_of(svc.bounty_ledger, svc.unformatted_bounty_money, payouts.reconciliation)
    """The ledger of the knockouts, and the bounty cash handed over."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.info: EventInfo | None = None
        self.ledger: svc.BountyInfo | None = None
        self.dialog: BountyFormatDialog | None = None
        self.headline = QLabel()
        self.headline.setObjectName("bountyHeadline")
        self.headline.setWordWrap(True)
        self.table = cells_table([self.tr("Name"), self.tr("Head"), self.tr("Collected"),
                                  self.tr("Knockouts"), self.tr("Entries"), self.tr("Status"),
                                  self.tr("Paid"), self.tr("Owed")],
                                 "bountyTable", name_columns=[0])
        self.reconciled = QLabel()  # the night's bounty money (issue 35)
        self.reconciled.setObjectName("bountyReconciliation")
        self.reconciled.setWordWrap(True)
        self.pay_button = QPushButton(self.tr("&Pay bounties…"))
        self.pay_button.setObjectName("payBounties")
        self.pay_button.setToolTip(self.tr("Hand the selected player the bounties they won and "
                                           "were not paid yet, with a receipt"))
        self.pay_button.clicked.connect(self.pay_selected)
        self.preview: Any = None
        self.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)  # the biggest heads first
        self.checks = QLabel()
        self.checks.setObjectName("bountyChecks")
        self.checks.setStyleSheet(f"color: {palette.REFUSAL};")
        self.checks.setWordWrap(True)
        self.format_button = QPushButton(self.tr("Bounty &format…"))
        self.format_button.setToolTip(self.tr("Fixed, progressive or mystery bounties "
                                              "(Ctrl+Shift+K)"))
        self.format_button.clicked.connect(self.edit_format)
        shortcut = QShortcut(QKeySequence("Ctrl+Shift+K"), self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(self.edit_format)
        row = QHBoxLayout()
        row.addWidget(self.headline, 1)
        row.addWidget(self.pay_button)
        row.addWidget(self.format_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.reconciled)
        layout.addWidget(self.checks)

    def refresh(self, info: EventInfo, summary: money.MoneySummary | None = None) -> None:
        self.info = info
        try:
            self.ledger = svc.bounty_ledger(self.ctx.store, info.id)
        except TdeskError as exc:
            self.ledger = None
            self.headline.setText(str(exc))
            return
        ledger = self.ledger
        if ledger is None:
            unset = svc.unformatted_bounty_money(self.ctx.store, info.id)
            self.headline.setText(self.tr(
                "The entries took {0} in bounty parts, but no format is set: set it before "
                "the first bust.").format(num(unset)) if unset else
                self.tr("This event pays no bounties. Set a format to record who eliminated "
                        "whom with each bust."))
            show_cells(self.table, [])
            self.checks.setText("")
            return
        text = self.tr("{0} · pool {1}: heads {2}, collected {3}").format(
            kind_name(str(ledger.format.kind)), num(ledger.pool), num(ledger.heads_total),
            num(ledger.collected_total))
        if ledger.envelopes_left:
            text += " · " + self.tr("envelopes left {0}").format(num(ledger.envelopes_left))
        gap = ledger.pool - ledger.funded
        if ledger.format.kind == rb.BountyKind.MYSTERY and gap:  # BNT-5: reported, not refused
            text += "\n" + (self.tr("The entries funded {0}; the envelopes and fixed parts pay "
                                    "{1}: the house adds {2}.") if gap > 0 else
                            self.tr("The entries funded {0}; the envelopes and fixed parts pay "
                                    "{1}: the house keeps {2}.")).format(
                num(ledger.funded), num(ledger.pool), num(abs(gap)))
        self.headline.setText(text)
        rec = payouts.reconciliation(self.ctx.store, info.id)
        paid = {p.entry_id: p for p in rec.players} if rec is not None else {}
        show_cells(self.table, [
            (p.entry_id, p.name, p.head, p.collected, p.knockouts, p.lives,
             self.tr("in play") if p.active else self.tr("out"),
             paid[p.entry_id].paid if p.entry_id in paid else 0,
             paid[p.entry_id].owed if p.entry_id in paid else 0)
            for p in sorted(ledger.players, key=lambda p: (-p.head, -p.collected))])
        self.reconciled.setText(reconciliation_text(rec) if rec is not None else "")
        self.checks.setText("\n".join(ledger.checks))

    def pay_selected(self) -> None:
        """Pay the selected player's unpaid bounties; offer the receipt."""
        row = self.table.selected_row()
        if self.info is None or row is None:
            messages.info(self, self.tr("Select the player to pay first."))
            return
        entry_id = int(row[0])
        number = self.ctx.run(self, payouts.pay_bounties, self.ctx.store, self.info.id,
                              entry_id)
        if number is not None and messages.confirm(
                self, self.tr("Bounties paid. Print receipt {0} now?").format(
                    receipts.receipt(self.ctx.store, self.info.id, number).label),
                yes=self.tr("Print")):
            self.preview = open_receipt(self, self.ctx, self.info, number, "a4")

    def edit_format(self) -> None:
        if self.info is None:
            return
        fmt = self.ledger.format if self.ledger is not None else None
        dialog = BountyFormatDialog(fmt, self)
        dialog.accepted.connect(lambda: self._save(dialog))
        self.dialog = dialog
        dialog.open()

    def _save(self, dialog: BountyFormatDialog) -> None:
        if self.info is None:
            return
        data = dialog.data()
        if data is not None and self.ledger is not None and str(
                self.ledger.format.kind) == data["kind"] == "mystery":
            data["seed"] = self.ledger.format.seed  # the draw replays from the same seed
        self.ctx.attempt(self, svc.set_format, self.ctx.store, self.info.id, data)



def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot money-bounties --event …``: the Bounties page."""
    tab = window.show_tab("money")
    tab.pages.setCurrentWidget(tab.bounties)
    return window
