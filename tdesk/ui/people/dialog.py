"""The player database (issue 26, File › Player database…): every person of the store,
searched accent- and case-blind, with the selected person's history across events; Edit,
Merge… (PPL-2), Print, and the database's CSV export and import.

The contact is private: it shows here, in the details under the list, and nowhere else (no
screen, no sheet; an export carries it only when the desk says so).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk.engine_text import message
from tdesk.engine_text import status as status_name
from tdesk.errors import InputError, TdeskError
from tdesk.locale_format import number
from tdesk.services.people import people
from tdesk.services.people.history import HistoryRow, person_history
from tdesk.services.people.people import PersonFields, PersonRow
from tdesk.services.people.ratings import ratings
from tdesk.timefmt import date_text, local_text
from tdesk.ui.context import AppContext
from tdesk.ui.labels import kind_name
from tdesk.ui.seating.player_dialog import PEN6_RED
from tdesk.ui.widgets import files, messages
from tdesk.ui.widgets.error_label import ErrorLabel
from tdesk.ui.widgets.form_dialog import lay_out_form
from tdesk.ui.widgets.gate import gate

SHOWN = 500  # people listed at most: a search narrows a bigger database


def _item(text: str, right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled)
    if right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _table(name: str, headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(headers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().hide()
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


class PeopleDialog(QDialog):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.rows: list[PersonRow] = []
        self.history_rows: list[HistoryRow] = []
        self.setWindowTitle(self.tr("Player database"))
        self.resize(980, 640)
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setPlaceholderText(self.tr("Search by name (accents and case ignored)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _text: self.refresh())
        self.people = _table("people", [self.tr("Name"), self.tr("Country"), self.tr("Rating"),
                                        self.tr("Events"), self.tr("Last event"), ""])
        self.people.itemSelectionChanged.connect(self._selected)
        self.people.doubleClicked.connect(lambda _index: self.edit())
        self.details = QLabel()
        self.details.setObjectName("details")
        self.details.setWordWrap(True)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.history = _table("history", [
            self.tr("Date"), self.tr("Event"), self.tr("Kind"), self.tr("Status"),
            self.tr("Place"), self.tr("Prize"), self.tr("Points"), self.tr("Penalties")])
        self.count = QLabel()
        self.edit_button = self._button(self.tr("&Edit…"), "edit", self.edit, "Ctrl+E")
        self.merge_button = self._button(self.tr("&Merge…"), "merge", self.merge, "Ctrl+M")
        self.print_button = self._button(self.tr("&Print history…"), "print",
                                         self.print_history, "Ctrl+P")
        self.export_button = self._button(self.tr("E&xport…"), "export", self.export, "")
        self.import_button = self._button(self.tr("&Import…"), "import", self.import_csv, "")
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)

        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(self.details)
        lower_layout.addWidget(self.history)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.people)
        split.addWidget(lower)
        buttons = QHBoxLayout()
        for button in (self.edit_button, self.merge_button, self.print_button,
                       self.export_button, self.import_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(split, 1)
        layout.addLayout(buttons)
        layout.addWidget(close)
        ctx.changed.connect(lambda _changes: self.refresh() if self.isVisible() else None)
        self.refresh()
        self.search.setFocus()

    def _button(self, text: str, name: str, slot: object, shortcut: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(slot)
        if shortcut:
            button.setShortcut(QKeySequence(shortcut))
        return button

    # -- reading ---------------------------------------------------------------------------
    def selected(self) -> PersonRow | None:
        rows = self.people.selectionModel().selectedRows()
        return self.rows[rows[0].row()] if rows else None

    def refresh(self) -> None:
        """The list again (search or every person), the same person kept selected."""
        keep = self.selected()
        text = self.search.text()
        try:
            rows = (people.find_people(self.ctx.store, text, limit=SHOWN) if text.strip()
                    else people.list_people(self.ctx.store)[:SHOWN])
        except TdeskError as exc:
            self.count.setText(str(exc))
            return
        self.rows = rows
        self.people.blockSignals(True)
        self.people.setRowCount(len(rows))
        for n, r in enumerate(rows):
            last = r.last_event + (f" ({date_text(r.last_date)})" if r.last_date else "")
            cells = [_item(r.name), _item(r.country), _item(number(r.rating), True),
                     _item(str(r.events), True), _item(last), _item("PEN-6" if r.pen6 else "")]
            if r.pen6:
                cells[5].setForeground(QBrush(PEN6_RED))
                cells[5].setToolTip(self._flags_text(r))
            for column, item in enumerate(cells):
                self.people.setItem(n, column, item)
        self.people.blockSignals(False)
        self.count.setText(self.tr("Shown: {0}").format(len(rows)))
        index = next((n for n, r in enumerate(rows) if keep and r.person_id == keep.person_id),
                     0 if rows else None)
        if index is not None:
            self.people.selectRow(index)
        self._selected()

    def _flags_text(self, row: PersonRow) -> str:
        lines = [self.tr("{0}: {1}, {2}").format(f.event, message(f.label), f.reason)
                 for f in row.flags]
        return self.tr("Flagged for the rating database (PEN-6):") + "\n" + "\n".join(lines)

    def _selected(self) -> None:
        row = self.selected()
        for button in (self.edit_button, self.merge_button, self.print_button):
            button.setEnabled(row is not None)
        if row is None:
            self.details.clear()
            self.history.setRowCount(0)
            return
        parts = [f"#{row.person_id}", row.name, row.country]  # namesakes told apart
        if row.contact:
            parts.append(self.tr("contact: {0}").format(row.contact))  # private: here only
        if row.notes:
            parts.append(self.tr("notes: {0}").format(row.notes))
        self.details.setText(" · ".join(p for p in parts if p))
        try:
            self.history_rows = person_history(self.ctx.store, row.person_id)
        except TdeskError:
            self.history_rows = []
        self.history.setRowCount(len(self.history_rows))
        for n, h in enumerate(self.history_rows):
            place = "" if h.place is None else self.tr("{0} of {1}").format(h.place, h.field)
            points = "" if h.points is None else (
                self.tr("lives: {0}").format(h.points) if h.kind == "league"
                else number(h.points) + (f" ({h.record})" if h.record else ""))
            penalties = (str(h.penalties) if h.penalties else "") + (" PEN-6" if h.pen6 else "")
            cells = [_item(date_text(h.date)), _item(h.event), _item(kind_name(h.kind)),
                     _item(status_name(h.status)), _item(place, True),
                     _item(number(h.prize), True), _item(points, True), _item(penalties)]
            if h.pen6:
                cells[7].setForeground(QBrush(PEN6_RED))
            for column, item in enumerate(cells):
                self.history.setItem(n, column, item)

    # -- actions ---------------------------------------------------------------------------
    def edit(self) -> None:
        row = self.selected()
        if row is None:
            return
        self.edit_dialog = PersonDialog(self.ctx, row, self)
        self.edit_dialog.saved.connect(self.refresh)
        self.edit_dialog.open()

    def merge(self) -> None:
        row = self.selected()
        if row is None:
            return
        self.merge_dialog = MergeDialog(self.ctx, row, self)
        self.merge_dialog.merged.connect(self.refresh)
        self.merge_dialog.open()

    def print_history(self) -> None:
        row = self.selected()
        if row is None:
            return
        path = files.save_file(self, self.tr("Print history"), self.tr("PDF (*.pdf)"),
                               f"{row.name}.pdf")
        if path is None:
            return
        from tdesk.print.person_history import print_person_history

        self.ctx.run(self, print_person_history, self.ctx.store, row.person_id, path)

    def export(self) -> None:
        """Asks first whether the private contact and notes go into the file."""
        with_contact = messages.confirm(
            self, self.tr("Include contact and notes in the file? They are private: "
                          "include them only for a file that stays with the organiser."),
            self.tr("Export player database"), yes=self.tr("Include them"))
        path = files.save_file(self, self.tr("Export player database"),
                               self.tr("CSV (*.csv)"), "people.csv")
        if path is None:
            return
        from tdesk.services.people.csv import export_people

        count = self.ctx.run(self, export_people, self.ctx.store, path,
                             with_contact=with_contact)
        if count is not None:
            messages.info(self, self.tr("Exported: {0}").format(count))

    def import_csv(self) -> None:
        path = files.open_file(self, self.tr("Import player database"),
                               self.tr("CSV (*.csv *.txt)"))
        if path is None:
            return
        from tdesk.services.people.csv import import_people

        done = self.ctx.run(self, import_people, self.ctx.store, path)
        if done is not None:
            messages.info(self, self.tr("{0} new, {1} matched people already there.")
                          .format(*done))
            self.refresh()


class PersonDialog(QDialog):
    """Edit a person: name, country, rating, contact (private) and notes; every event shows
    the change."""

    saved = Signal()

    def __init__(self, ctx: AppContext, row: PersonRow, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.ctx, self.row = ctx, row
        self.setWindowTitle(self.tr("Edit person"))
        self.setMinimumWidth(420)
        self.name = QLineEdit(row.name)
        self.name.setObjectName("name")
        self.country = QLineEdit(row.country)
        self.country.setObjectName("country")
        self.rating = QLineEdit("" if row.rating is None else str(row.rating))
        self.rating.setObjectName("rating")
        self.contact = QLineEdit(row.contact)
        self.contact.setObjectName("contact")
        self.notes = QPlainTextEdit(row.notes)
        self.notes.setObjectName("notes")
        self.notes.setTabChangesFocus(True)
        self.notes.setFixedHeight(70)
        self.error = ErrorLabel()
        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("&Country:"), self.country)
        form.addRow(self.tr("&Rating:"), self.rating)
        form.addRow(self.tr("C&ontact (private):"), self.contact)
        form.addRow(self.tr("No&tes:"), self.notes)
        self.save_button = lay_out_form(self, form, self.error, self.try_save)
        self.save_button.setDefault(True)

    def fields(self) -> PersonFields:
        text = self.rating.text().strip()
        try:
            rating = int(text) if text else None
        except ValueError:
            raise InputError(self.tr("Rating"), text, self.tr("is not a whole number")) from None
        return PersonFields(self.name.text(), self.country.text(), rating,
                            self.contact.text(), self.notes.toPlainText())

    def try_save(self) -> None:
        try:
            people.update_person(self.ctx.store, self.row.person_id, self.fields(),
                                 version=self.row.version)
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.ctx.poll()
        self.saved.emit()
        self.accept()


class MergeDialog(QDialog):
    """Pick the duplicate of the person kept: its entries move to the person kept (PPL-2)."""

    merged = Signal()

    def __init__(self, ctx: AppContext, keep: PersonRow, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.ctx, self.keep = ctx, keep
        self.candidates: list[PersonRow] = []
        self.setWindowTitle(self.tr("Merge into {0} (#{1})").format(keep.name, keep.person_id))
        self.resize(640, 380)
        self.search = QLineEdit(keep.name)
        self.search.setObjectName("search")
        self.search.textChanged.connect(lambda _text: self.refresh())
        self.list = _table("duplicates", [self.tr("No."), self.tr("Name"), self.tr("Country"),
                                          self.tr("Rating"), self.tr("Events"),
                                          self.tr("Last event")])
        self.list.itemSelectionChanged.connect(self._gate)
        self.error = ErrorLabel()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.merge_button = self.buttons.addButton(self.tr("&Merge"),
                                                   QDialogButtonBox.ButtonRole.AcceptRole)
        self.merge_button.setObjectName("mergeButton")
        self.buttons.accepted.connect(self.try_merge)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("The duplicate's events move to {0} (#{1}, {2}); the "
                                        "duplicate is then gone. Undo reverses it.")
                                .format(keep.name, keep.person_id, keep.country or "—")))
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.refresh()

    def refresh(self) -> None:
        try:
            found = people.find_people(self.ctx.store, self.search.text(), limit=SHOWN)
        except TdeskError:
            found = []
        self.candidates = [r for r in found if r.person_id != self.keep.person_id]
        self.list.setRowCount(len(self.candidates))
        for n, r in enumerate(self.candidates):
            last = r.last_event + (f" ({date_text(r.last_date)})" if r.last_date else "")
            for column, item in enumerate((_item(f"#{r.person_id}", True), _item(r.name),
                                           _item(r.country),
                                           _item(number(r.rating), True),
                                           _item(str(r.events), True), _item(last))):
                self.list.setItem(n, column, item)
        if self.candidates:
            self.list.selectRow(0)
        self._gate()

    def duplicate(self) -> PersonRow | None:
        rows = self.list.selectionModel().selectedRows()
        return self.candidates[rows[0].row()] if rows else None

    def _gate(self) -> None:
        """Merge is enabled by the check merge_people runs (PPL-2, issue 38); otherwise the
        rule's reason is its tooltip. No row chosen: nothing to merge yet."""
        dup = self.duplicate()
        if dup is None:
            gate(self.merge_button, self._none_chosen)
            return
        gate(self.merge_button,
             people.merge_chance(self.ctx.store, self.keep.person_id, dup.person_id).verify)

    def _none_chosen(self) -> None:
        raise ValueError(self.tr("Choose the duplicate in the list."))

    def try_merge(self) -> None:
        """Both people read afresh and described in the question; the merge then carries the
        versions the question showed, so an edit saved meanwhile is never lost (issue 36)."""
        dup = self.duplicate()
        if dup is None:
            return
        try:
            kept = people.get_person(self.ctx.store, self.keep.person_id)
            dup = people.get_person(self.ctx.store, dup.person_id)
            question = "\n\n".join((
                self.tr("Merge the duplicate #{0} into #{1}?").format(dup.person_id,
                                                                     kept.person_id),
                self.tr("Duplicate: {0}").format(self._described(dup)),
                self.tr("Kept: {0}").format(self._described(kept)),
                self.tr("The events and ratings of #{0} move to #{1}, and #{0} is removed "
                        "from the player database.").format(dup.person_id, kept.person_id)))
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        if not messages.confirm(self, question, self.tr("Merge people"), yes=self.tr("Merge")):
            return
        try:
            people.merge_people(self.ctx.store, kept.person_id, dup.person_id,
                                versions=(kept.version, dup.version))
        except people.PersonChanged as exc:
            self.error.show_error(self._changed(exc))
            self.refresh()
            return
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.ctx.poll()
        self.merged.emit()
        self.accept()

    def _described(self, row: PersonRow) -> str:
        """One person of the question: number, name, country, events and ratings."""
        events = [h.event for h in person_history(self.ctx.store, row.person_id)]
        shown = ", ".join(events[:3]) + (" …" if len(events) > 3 else "")
        rated = ", ".join(f"{r.game} {number(r.shown)}"
                          for r in ratings(self.ctx.store, row.person_id))
        return self.tr("#{0} {1} ({2}); %n event(s): {3}; ratings: {4}", "", len(events)).format(
            row.person_id, row.name, row.country or "—", shown or "—", rated or "—")

    def _changed(self, exc: people.PersonChanged) -> str:
        """The refusal of a merge asked before another station saved a person, in words."""
        if exc.note is None:
            return self.tr("{0} (#{1}) was changed by another station after the merge was "
                           "asked; nothing was merged. Check both records, then merge again."
                           ).format(exc.name, exc.person_id)
        return self.tr("{0} (#{1}) was changed by {2} at {3} after the merge was asked; "
                       "nothing was merged. Check both records, then merge again.").format(
            exc.name, exc.person_id, exc.note.who, local_text(exc.note.at, "%H:%M:%S"))


def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot people``: the player database on a person who played the most kinds
    of event (the demo's regulars: poker, league and Swiss)."""
    store = window.ctx.store
    best = max(people.list_people(store), default=None, key=lambda p: (
        len({r.kind for r in person_history(store, p.person_id)}) if p.events > 1 else 0,
        p.events))
    window.show_people()
    dialog = window.people_dialog
    if best is not None:
        dialog.search.setText(best.name.split()[-1])
        dialog.people.selectRow(next(n for n, r in enumerate(dialog.rows)
                                     if r.person_id == best.person_id))
    return dialog
