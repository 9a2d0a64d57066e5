"""The Decklists tab of a card-game Swiss event (DECK-1..DECK-8, issue 24): every player with
their list's status (missing, ok, illegal; locked once their first round is paired), an editor to paste
or type a list whose first bad line shows in red (nothing saved until it reads), import from a
text file, a deck check, and a filter for the missing lists.

The Save button is gated by the rules: the list must read and be legal (DECK-1..DECK-4) and,
once locked, only the head judge with a reason changes it (DECK-5)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tdesk import engine_text
from tdesk.errors import TdeskError
from tdesk.rules.swiss import decklists as rules
from tdesk.rules.swiss.decklists import CheckOutcome
from tdesk.services.swiss import decklists
from tdesk.services.swiss.decklists import CheckRow, DecklistRow, DecklistsInfo
from tdesk.services.table_reads import reads_of
from tdesk.timefmt import local_text
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.swiss.deck_check_dialog import DeckCheckDialog
from tdesk.ui.widgets import files, messages
from tdesk.ui.widgets.error_label import ErrorLabel
from tdesk.ui.widgets.gate import gate, refusal
from tdesk.ui.widgets.row_table import RowTableModel, RowTableView
from tdesk.ui.widgets.shown_refresh import ShownRefresher

STATUS = {
    decklists.MISSING: QT_TRANSLATE_NOOP("DecklistsModel", "missing"),
    decklists.OK: QT_TRANSLATE_NOOP("DecklistsModel", "ok"),
    decklists.ILLEGAL: QT_TRANSLATE_NOOP("DecklistsModel", "illegal"),
}


class DecklistsModel(RowTableModel[DecklistRow]):
    COLUMNS = (QT_TRANSLATE_NOOP("columns", "Player"), QT_TRANSLATE_NOOP("columns", "List"),
               QT_TRANSLATE_NOOP("columns", "Cards"), QT_TRANSLATE_NOOP("columns", "Sideboard"),
               QT_TRANSLATE_NOOP("columns", "Deck checks"))
    def value(self, row: DecklistRow, col: int) -> object:
        name = row.player + (" " + self.tr("(dropped)") if row.dropped else "")
        status = self.tr(STATUS[row.status])
        if row.locked and row.status != decklists.MISSING:  # DECK-5: their first round paired
            status += " · " + self.tr("locked")
        deck = row.deck
        return (name, status, deck.size if deck else None,
                deck.side_size if deck and deck.side else None, row.checks or None)[col]

    def extra(self, row: DecklistRow, col: int, role: int) -> object:
        if role == Qt.ItemDataRole.ToolTipRole and col == 1 and row.problems:
            return "\n".join(engine_text.message(p) for p in row.problems)
        if role == Qt.ItemDataRole.ForegroundRole and col == 1 and row.status != decklists.OK:
            from PySide6.QtGui import QColor

            return QColor(palette.REFUSAL)
        return None


class DecklistsTab(QWidget):
    READS: frozenset[str] = reads_of(decklists.decklists, decklists.checks)
    """The tables a refresh reads (issue 22)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.info: DecklistsInfo | None = None
        self.checks: list[CheckRow] = []
        self.dialog: DeckCheckDialog | None = None
        self._shown: int | None = None  # the entry whose list the editor holds
        self.model = DecklistsModel(self)
        self.table = RowTableView(self.model, "decklistsTable")
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.selectionModel().selectionChanged.connect(self._show_selected)
        self.summary = QLabel()
        self.summary.setObjectName("decklistsSummary")
        self.summary.setWordWrap(True)
        self.missing_only = QCheckBox(self.tr("Missing lists only"))
        self.missing_only.setObjectName("missingOnly")
        self.missing_only.toggled.connect(self._fill)
        self.import_button = QPushButton(self.tr("Import from file…"))
        self.import_button.setObjectName("importLists")
        self.import_button.clicked.connect(self.import_file)
        self.check_button = QPushButton(self.tr("Deck check…"))
        self.check_button.setObjectName("deckCheck")
        self.check_button.setShortcut(QKeySequence("Ctrl+Shift+D"))
        self.check_button.clicked.connect(self.deck_check)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        top.addWidget(self.missing_only)
        top.addWidget(self.import_button)
        top.addWidget(self.check_button)

        self.heading = QLabel()
        self.heading.setObjectName("decklistHeading")
        self.checks_label = QLabel()
        self.checks_label.setObjectName("deckChecks")
        self.checks_label.setWordWrap(True)
        self.editor = QPlainTextEdit()
        self.editor.setObjectName("decklistEditor")
        self.editor.setPlaceholderText(self.tr("One card per line: 3 Dragon, 3x Dragon or "
                                               "Dragon x3; a line Sideboard starts the "
                                               "sideboard"))
        self.editor.textChanged.connect(self._check)
        self.error = ErrorLabel()
        self.error.setObjectName("decklistError")
        self.head_judge = QCheckBox(self.tr("Head judge's change"))
        self.head_judge.setObjectName("headJudge")
        self.head_judge.toggled.connect(self._check)
        self.reason = QLineEdit()
        self.reason.setObjectName("changeReason")
        self.reason.setPlaceholderText(self.tr("Reason, written in the log"))
        self.reason.textChanged.connect(self._check)
        self.save_button = QPushButton(self.tr("Save list"))
        self.save_button.setObjectName("saveList")
        self.save_button.clicked.connect(self.save)
        QShortcut(QKeySequence("Ctrl+S"), self.editor, self.save)
        lock_row = QHBoxLayout()
        lock_row.addWidget(self.head_judge)
        lock_row.addWidget(self.reason, 1)
        lock_row.addWidget(self.save_button)
        right = QWidget()
        side = QVBoxLayout(right)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.heading)
        side.addWidget(self.checks_label)
        side.addWidget(self.editor, 1)
        side.addWidget(self.error)
        side.addLayout(lock_row)
        splitter = QSplitter()
        splitter.addWidget(self.table)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        self.on_change = ShownRefresher(self, self.refresh, reads=self.READS,
                                        event=self.event_id)
        ctx.changed.connect(self.on_change.changed)
        ctx.eventChanged.connect(self.on_change.changed)
        self.refresh()

    def event_id(self) -> int | None:
        return self.ctx.event_id_if("swiss")

    # -- reading ------------------------------------------------------------------------
    def refresh(self) -> None:
        event = self.event_id()
        self.info = None if event is None else decklists.decklists(self.ctx.store, event)
        self.checks = [] if event is None else decklists.checks(self.ctx.store, event)
        self._fill()

    def _fill(self) -> None:
        keep = self.selected()
        info = self.info
        rows = [] if info is None else [
            r for r in info.rows if not self.missing_only.isChecked()
            or (r.status == decklists.MISSING and not r.dropped)]
        self.model.set_rows(rows)
        self.summary.setText(self._summary(info))
        if keep is not None:
            self.table.select_where(lambda r: r.entry_id == keep.entry_id)
        self._show_selected()

    def _summary(self, info: DecklistsInfo | None) -> str:
        if info is None:
            return ""
        done = sum(1 for r in info.rows if r.status != decklists.MISSING)
        text = self.tr("%1 of %2 lists registered, %3 missing.").replace(
            "%1", str(done)).replace("%2", str(len(info.rows))).replace(
            "%3", str(len(info.missing)))
        if info.locked_at is not None:
            text += " " + self.tr("Locked since round 1 was paired (%1).").replace(
                "%1", local_text(info.locked_at))
        if not info.required:
            text += " " + self.tr("This event does not require decklists (event settings).")
        return text

    def selected(self) -> DecklistRow | None:
        row: DecklistRow | None = self.table.selected_row()
        return row

    def _show_selected(self, *_args: object) -> None:
        row = self.selected()
        self.heading.setText("" if row is None else self.tr("List of %1").replace(
            "%1", row.player))
        self.checks_label.setText("\n".join(
            self._check_line(c) for c in self.checks if row and c.entry_id == row.entry_id))
        self.checks_label.setVisible(bool(self.checks_label.text()))
        entry = None if row is None else row.entry_id
        if entry != self._shown or not self.editor.document().isModified():
            # a refresh (another station's action) keeps what is being typed for this player
            self.editor.blockSignals(True)
            self.editor.setPlainText("" if row is None else row.text)
            self.editor.document().setModified(False)
            self.editor.blockSignals(False)
        self._shown = entry
        locked = bool(row and row.locked)  # DECK-5: a late entry's list locks later
        self.head_judge.setVisible(locked)
        self.reason.setVisible(locked)
        self.editor.setEnabled(row is not None)
        self._check()

    def _check_line(self, check: CheckRow) -> str:
        """"Deck check, round 3, table 14 (Head judge): Deck does not match the list — note"."""
        where = self.tr("round %1").replace("%1", str(check.round))
        if check.table is not None:
            where += ", " + self.tr("table %1").replace("%1", str(check.table))
        text = self.tr("Deck check, %1 (%2): %3").replace("%1", where).replace(
            "%2", check.judge).replace("%3", engine_text.message(CheckOutcome(check.outcome).label))
        if check.note:
            text += " — " + check.note
        if check.penalty_id is not None:
            text += " " + self.tr("(penalty issued)")
        return text

    # -- the rules on what is typed -----------------------------------------------------
    def _verify(self) -> None:
        """DECK-1..DECK-5 on the editor's text: raises the rule's reason."""
        info, row = self.info, self.selected()
        if info is None or row is None:
            raise ValueError(self.tr("Choose a player."))
        deck = rules.parse(self.editor.toPlainText(), sideboard=info.limits.sideboard > 0)
        rules.verify_legal(deck, info.limits)
        rules.verify_change(row.locked, head_judge=self.head_judge.isChecked(),
                            reason=self.reason.text())

    def _check(self) -> None:
        row = self.selected()
        gate(self.save_button, self._verify)
        if row is None or not self.editor.document().isModified():
            self.error.show_error("")  # the stored list: the button's tooltip says why not
            return
        self.error.show_error(refusal(self._verify))

    # -- actions --------------------------------------------------------------------------
    def save(self) -> None:
        event, row = self.event_id(), self.selected()
        if event is None or row is None or not self.save_button.isEnabled():
            return
        try:
            decklists.register(self.ctx.store, event, row.entry_id, self.editor.toPlainText(),
                               head_judge=self.head_judge.isChecked(),
                               reason=self.reason.text())
        except TdeskError as exc:
            self.error.show_error(engine_text.message(str(exc)))  # what was typed stays
            return
        self.editor.document().setModified(False)  # saved: the refresh shows the stored list
        self.head_judge.setChecked(False)
        self.reason.clear()
        self.ctx.poll()

    def import_file(self) -> None:
        event = self.event_id()
        if event is None:
            return
        path = files.open_file(self, self.tr("Import decklists"),
                               self.tr("Text files (*.txt);;All files (*)"))
        if path is None:
            return
        try:
            result = decklists.import_lists(self.ctx.store, event, decklists.read_files([path]),
                                            head_judge=self.head_judge.isChecked(),
                                            reason=self.reason.text())
        except TdeskError as exc:
            messages.error(self, engine_text.message(str(exc)))
            return
        self.ctx.poll()
        text = self.tr("Lists imported from %1: %2.").replace(
            "%1", path.name).replace("%2", str(len(result.done)))
        if not result.refused:
            messages.info(self, text)
            return
        # issue 36: the good lists are in; each one left out is named with its reason
        lines = [self.tr("%1: %2").replace("%1", r.player).replace(
            "%2", engine_text.message(r.reason)) for r in result.refused]
        messages.error(self, text + "\n\n" + self.tr(
            "Not imported (%n list(s)); fix them and import again:", "", len(result.refused))
            + "\n" + "\n".join(lines))

    def deck_check(self) -> None:
        event, info = self.event_id(), self.info
        if event is None or info is None:
            return
        row = self.selected()
        players = [(r.player, r.entry_id) for r in info.rows]
        self.dialog = DeckCheckDialog(self.ctx, event, players,
                                      None if row is None else row.entry_id, self)
        self.dialog.open()



def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot decklists --event …``: a checked player's list in the editor."""
    tab = window.show_tab("decklists")
    tab.refresh()
    tab.table.selectRow(0)
    tab.table.select_where(lambda r: r.checks > 0)
    return window
