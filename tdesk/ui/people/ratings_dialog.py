"""Ratings… (RAT-1..RAT-6, issue 26): an event's rated game and K factor, what applying its
results would do to each person's rating, and Apply, gated by RAT-5 (once, when every result
is in) with the reason as its tooltip. Opened from the Swiss Standings and league Ranking tabs.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk import engine_text
from tdesk.errors import TdeskError
from tdesk.locale_format import number
from tdesk.rules.people.ratings import shown
from tdesk.services.people import ratings
from tdesk.services.people.ratings import Preview
from tdesk.timefmt import local_text
from tdesk.ui.context import AppContext
from tdesk.ui.widgets import messages
from tdesk.ui.widgets.error_label import ErrorLabel
from tdesk.ui.widgets.gate import gate

_NUMBERS = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class RatingsDialog(QDialog):
    """The event's rating update: terms, preview and Apply."""

    applied = Signal(int)  # the event id

    def __init__(self, ctx: AppContext, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.event_id = ctx, event_id
        self.plan: Preview | None = None
        self.setWindowTitle(self.tr("Ratings"))
        self.game = QLineEdit()
        self.game.setObjectName("ratingGame")
        self.game.setToolTip(self.tr("The game this event rates (RAT-1); blank: the event "
                                     "kind's name"))
        self.k = QLineEdit()
        self.k.setObjectName("ratingK")
        self.k.setToolTip(self.tr("K factor, 1 to 100 (RAT-2)"))
        self.save_terms = QPushButton(self.tr("&Use"))
        self.save_terms.setObjectName("saveTerms")
        self.save_terms.clicked.connect(self.use_terms)
        terms = QHBoxLayout()
        terms.addWidget(self.k)
        terms.addWidget(self.save_terms)
        form = QFormLayout()
        form.addRow(self.tr("&Game:"), self.game)
        k_label = QLabel(self.tr("&K factor:"))
        k_label.setBuddy(self.k)  # a row holding a layout has no buddy of its own
        form.addRow(k_label, terms)
        self.status = QLabel()
        self.status.setObjectName("ratingStatus")
        self.status.setWordWrap(True)
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("ratingPreview")
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Before"),
                                              self.tr("After"), self.tr("Change"),
                                              self.tr("Matches")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.error = ErrorLabel()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.apply_button = buttons.addButton(self.tr("&Apply ratings…"),
                                              QDialogButtonBox.ButtonRole.ActionRole)
        self.apply_button.setObjectName("applyRatings")
        self.apply_button.setToolTip(self.tr("Update these ratings from the event's results"))
        self.apply_button.clicked.connect(self.apply)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(560, 480)
        ctx.changed.connect(self.refresh)
        self.finished.connect(self._forget)
        self.game.textEdited.connect(self.check)
        self.k.textEdited.connect(self.check)
        self.refresh()

    def refresh(self, *_args: object) -> None:
        try:
            plan = ratings.preview(self.ctx.store, self.event_id)
        except TdeskError as exc:
            self.error.show_error(engine_text.message(str(exc)))
            self.apply_button.setEnabled(False)
            return
        self.plan = plan
        if not self.game.hasFocus():
            self.game.setText(plan.game)
        if not self.k.hasFocus():
            self.k.setText(str(plan.k))
        open_ = gate(self.save_terms, plan.verify_terms)  # RAT-5, as ``set_terms`` checks it
        for widget in (self.game, self.k):
            widget.setEnabled(open_)
        self.status.setText(self.tr("Applied at %1: what it did.").replace(
            "%1", local_text(plan.applied_at)) if plan.applied_at is not None else
            self.tr("What applying the results would do (RAT-4: round by round)."))
        self.table.setRowCount(len(plan.rows))
        for i, row in enumerate(plan.rows):
            before, after = shown(row.before), shown(row.after)
            cells = (row.name, str(before), str(after), f"{after - before:+d}",
                     number(row.matches))
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if j:
                    item.setTextAlignment(_NUMBERS)
                self.table.setItem(i, j, item)
        self.check()

    def _forget(self, *_args: object) -> None:
        """Closed: the store's changes no longer concern it."""
        with contextlib.suppress(RuntimeError, TypeError):
            self.ctx.changed.disconnect(self.refresh)

    def check(self, *_args: object) -> None:
        """Apply follows RAT-5; while the game or K typed is not the one in use, it waits."""
        plan = self.plan
        if plan is None:
            return
        typed = (" ".join(self.game.text().split()), self.k.text().strip())
        if plan.applied_at is None and typed != (plan.game, str(plan.k)):
            self.apply_button.setEnabled(False)
            self.apply_button.setToolTip(self.tr("Press Use to rate with the game and K "
                                                 "typed, or type them back."))
            return
        gate(self.apply_button, plan.verify_apply)

    def use_terms(self) -> None:
        """Keep the typed game and K as the event's settings (checked by the service)."""
        text = self.k.text().strip()
        try:
            k: object = int(text)
        except ValueError:
            k = text
        try:
            ratings.set_terms(self.ctx.store, self.event_id, game=self.game.text(), k=k)
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.error.show_error("")
        self.ctx.poll()
        self.game.clearFocus()
        self.k.clearFocus()
        self.refresh()

    def apply(self) -> None:
        plan = self.plan
        if plan is None:
            return
        question = self.tr("Update the %1 ratings of %2 players from %3 (K %4)?").replace(
            "%1", plan.game).replace("%2", number(len(plan.rows))).replace(
            "%3", plan.event_name).replace("%4", str(plan.k))
        if not messages.confirm(self, question, self.tr("Apply ratings")):
            return
        try:
            ratings.apply_event(self.ctx.store, self.event_id)
        except TdeskError as exc:
            self.error.show_error(engine_text.message(str(exc)))
            return
        self.error.show_error("")
        self.ctx.poll()
        self.refresh()
        self.applied.emit(self.event_id)


def open_ratings(owner: QWidget, ctx: AppContext, event_id: int | None) -> None:
    """Open the dialog for the shown event, kept on ``owner`` (its tab) as ``ratings_dialog``."""
    if event_id is None:
        return
    dialog = RatingsDialog(ctx, event_id, owner)
    owner.ratings_dialog = dialog  # type: ignore[attr-defined]
    dialog.open()


def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot ratings``: the dialog over the event's Standings or Ranking tab."""
    key = "ranking" if window.ctx.event_id_if("league") is not None else "standings"
    tab = window.show_tab(key)
    open_ratings(tab, window.ctx, event_id)
    return tab.ratings_dialog
