"""The Penalties tab: the event's penalty log, filters, a player's history, issue and rescind.

Shortcuts (while the tab is shown): Insert or Ctrl+Shift+N issue a penalty, Ctrl+F search a
player, Delete rescinds the selected penalty (table focused), Ctrl+D marks a poker sit-out
served, Ctrl+Shift+D counts one more hand served, Ctrl+Shift+E runs the end-of-match check (PEN-4).
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tdesk.engine_text import message
from tdesk.models.store import Store
from tdesk.names import matches
from tdesk.services.events import EventInfo
from tdesk.services.penalties import penalties as svc
from tdesk.services.penalties.penalties import PenaltyRow
from tdesk.services.table_reads import reads_of
from tdesk.timefmt import local_text
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.widgets import messages
from tdesk.ui.widgets.background import QuietTask, run_quietly
from tdesk.ui.widgets.gate import gate, refusal
from tdesk.ui.widgets.row_table import RowTableModel, RowTableView
from tdesk.ui.widgets.shown_refresh import ShownRefresher

MERGE_AT = 200  # more rows in or out than this (a filter changed): one reset is cheaper
BACKGROUND_ROWS = 1_000  # a log this long is read again off the GUI thread


def _read_log(store: Store, event_id: int, progress: object = None) -> list[PenaltyRow]:
    """The log as the tab reads it, here or in the thread pool (``progress`` unused)."""
    return svc.list_penalties(store, event_id)


class PenaltiesModel(RowTableModel[PenaltyRow]):
    COLUMNS = (QT_TRANSLATE_NOOP("columns", "#"), QT_TRANSLATE_NOOP("columns", "Time"), QT_TRANSLATE_NOOP("columns", "Round"), QT_TRANSLATE_NOOP("columns", "Player"), QT_TRANSLATE_NOOP("columns", "Penalty"), QT_TRANSLATE_NOOP("columns", "Reason"), QT_TRANSLATE_NOOP("columns", "Judge"), QT_TRANSLATE_NOOP("columns", "Rule"),
               QT_TRANSLATE_NOOP("columns", "Hands left"), QT_TRANSLATE_NOOP("columns", "Status"))

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.numbers: dict[int, int] = {}
        self._texts: dict[str, str] = {}  # engine message -> its translation, per fill
        self.touched: set[int] | None = None  # ids the last merge changed; None: all (reset)

    def set_rows(self, rows: list[PenaltyRow], numbers: dict[int, int] | None = None) -> None:
        self.numbers = numbers or {}
        self._texts = {}
        self.touched = None
        super().set_rows(rows)

    def merge_rows(self, rows: list[PenaltyRow], numbers: dict[int, int]) -> bool:
        """Show ``rows`` touching only what changed: a new penalty is inserted, a rescinded one
        repainted, an undone one removed; selection and scroll stay. A change of the log's
        numbering (a penalty taken out of the middle) or of many rows (a filter) resets
        instead. Returns True when it was done in place."""
        if not self.rows:  # the first fill: nothing to keep
            self.set_rows(rows, numbers)
            return False
        old = {r.id: i for i, r in enumerate(self.rows)}
        wanted = {r.id for r in rows}
        gone = sorted((i for pid, i in old.items() if pid not in wanted), reverse=True)
        new = [r for r in rows if r.id not in old]
        renumbered = any(self.numbers.get(pid, n) != n for pid, n in numbers.items())
        if renumbered or len(gone) + len(new) > MERGE_AT:
            self.set_rows(rows, numbers)
            return False
        self.numbers = numbers
        for i in gone:
            self.beginRemoveRows(QModelIndex(), i, i)
            del self.rows[i]
            self.endRemoveRows()
        at = {r.id: i for i, r in enumerate(self.rows)}
        changed = [r for r in rows if r.id in at and self.rows[at[r.id]] != r]
        for row in changed:
            i = at[row.id]
            self.rows[i] = row
            self.dataChanged.emit(self.index(i, 0), self.index(i, self.columnCount() - 1))
        if new:
            self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(new) - 1)
            self.rows.extend(new)
            self.endInsertRows()
        self.touched = {r.id for r in changed} | {r.id for r in new}
        if gone or changed or new:
            self.invalidate_search()
            in_order = not changed and self.sorted_by == (0, Qt.SortOrder.AscendingOrder)
            if self.sorted_by is not None and (changed or new) and not in_order:
                self.sort(*self.sorted_by)  # new penalties by number come last anyway
        return True

    def text(self, engine_message: str) -> str:
        """``message()`` once per distinct text: sorting 5,000 rows by reason reads each
        reason once, not 5,000 times through the translation patterns."""
        text = self._texts.get(engine_message)
        if text is None:
            text = self._texts[engine_message] = message(engine_message)
        return text

    def status(self, row: PenaltyRow) -> str:
        if row.rescinded:
            return self.tr("rescinded by {0}: {1}").format(row.rescinded_by, row.rescinded_reason)
        if row.hands:
            return self.tr("served") if row.served else self.tr("sitting out")
        if row.ladder == "ofc":
            if row.ofc_pending:
                return self.tr("pending: the player's next hand")
            if row.ofc_hand_number is not None:
                return self.tr("applied with OFC hand {0}").format(row.ofc_hand_number)
        if row.head_judge_agreed:
            return self.tr("head judge agreed")
        return ""

    def value(self, row: PenaltyRow, column: int) -> object:
        """Only the cell asked for: the view asks cell by cell, sorting column by column."""
        if column == 0:
            return self.numbers.get(row.id, 0)
        if column == 4:
            label = self.text(row.label)
            penalty = f"+ {label}" if row.linked else label
            if row.points:
                penalty += " (" + self.tr("%n pt(s)", "", row.points) + ")"
            return penalty
        if column == 5:
            return self.text(row.reason)
        if column == 8:
            return row.hands_left if row.hands else None
        if column == 9:
            return self.status(row)
        return (None, row.given_at, row.round, row.player, None, None, row.judge,
                row.rule)[column]

    def display(self, row: PenaltyRow, column: int) -> str:
        if column == 1:
            return local_text(row.given_at, "%H:%M")
        return super().display(row, column)

    def sort_key(self, row: PenaltyRow, column: int) -> object:
        if column == 4:
            return row.rank
        if column == 1:
            return row.id
        return super().sort_key(row, column)

    def extra(self, row: PenaltyRow, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.ToolTipRole:
            return "\n".join(p for p in (self.text(row.explanation), row.notes) if p)
        if role == Qt.ItemDataRole.ForegroundRole and (row.rescinded or row.linked):
            return QBrush(QColor(palette.DIMMED))
        if role == Qt.ItemDataRole.FontRole and row.rescinded and column in (4, 5):
            font = QFont()
            font.setStrikeOut(True)
            return font
        return None


class PenaltiesTab(QWidget):
    # the log's rows and their players' names (the ladder comes with ``eventChanged``)
    READS: frozenset[str] = reads_of(svc.list_penalties)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._init_state()
        self._build_filters()
        splitter = self._build_log()
        self._build_buttons()
        self._lay_out(splitter)
        self._connect()
        self._add_shortcuts()
        ctx.changed.connect(self.on_change.changed)
        ctx.eventChanged.connect(self._event_changed)
        self._event_changed(ctx.event_info)

    def _init_state(self) -> None:
        """What the tab holds between reads: the log's rows, a read or a dialog open."""
        self.dialog: QWidget | None = None
        self.all_rows: list[PenaltyRow] = []
        # hidden: a change is read when the tab is next shown (5,000 penalties are not read
        # again on every bust at another tab); an action that changed no penalty, entry or
        # player of the shown event is not read at all (issue 22)
        self.on_change = ShownRefresher(self, self.refresh, reads=self.READS,
                                        event=lambda: self.ctx.event_id)
        self.log_event: int | None = None  # the event ``all_rows`` belong to
        self.reading: QuietTask | None = None  # a read of a big log, while it runs
        self.read_again = False
        self.select_next: int | None = None  # a penalty just given, selected once it shows

    def _build_filters(self) -> None:
        """Search by player and filter by penalty, round, judge, rescinded and linked."""
        self.search = QLineEdit()
        self.search.setObjectName("penaltySearch")
        self.search.setPlaceholderText(self.tr("Player (Ctrl+F)"))
        self.search.setClearButtonEnabled(True)
        self.severity = QComboBox()
        self.severity.setObjectName("severityFilter")
        self.round_filter = QComboBox()
        self.round_filter.setObjectName("roundFilter")
        self.judge_filter = QComboBox()
        self.judge_filter.setObjectName("judgeFilter")
        self.show_rescinded = QCheckBox(self.tr("Show rescinded"))
        self.show_rescinded.setObjectName("showRescinded")
        self.show_rescinded.setChecked(True)
        self.show_linked = QCheckBox(self.tr("Show linked"))
        self.show_linked.setObjectName("showLinked")
        self.show_linked.setChecked(True)

    def _build_log(self) -> QSplitter:
        """The log's table beside the selected player's history and its explanation."""
        self.model = PenaltiesModel(self)
        self.table = RowTableView(self.model, "penaltiesTable")
        self.proxy = self.table.proxy
        header = self.table.horizontalHeader()
        # sized to their texts when rows come in (``fit_columns``), not at every layout as
        # ResizeToContents would (60,000 cell reads to show a 5,000-penalty log)
        for column in range(len(PenaltiesModel.COLUMNS)):
            mode = (QHeaderView.ResizeMode.Stretch if column in (5, 9)
                    else QHeaderView.ResizeMode.Interactive)
            header.setSectionResizeMode(column, mode)

        self.history_title = QLabel()
        self.history_title.setObjectName("historyTitle")
        self.history_title.setStyleSheet("font-weight: bold")
        self.history = QListWidget()
        self.history.setObjectName("history")
        self.history.setWordWrap(True)
        self.explanation = QLabel()
        self.explanation.setObjectName("explanation")
        self.explanation.setWordWrap(True)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.history_title)
        side_layout.addWidget(self.history, 1)
        side_layout.addWidget(self.explanation)
        splitter = QSplitter()
        splitter.addWidget(self.table)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        return splitter

    def _build_buttons(self) -> None:
        """Issue, rescind, served, +1 hand, the current round and the end-of-match check."""
        self.issue_button = QPushButton(self.tr("&Issue penalty…"))
        self.issue_button.setObjectName("issuePenalty")
        self.issue_button.setToolTip(self.tr("Insert or Ctrl+Shift+N"))
        self.rescind_button = QPushButton(self.tr("&Rescind…"))
        self.rescind_button.setObjectName("rescindPenalty")
        self.served_button = QPushButton(self.tr("Mark &served"))
        self.served_button.setObjectName("markServed")
        self.served_button.setToolTip(self.tr("Ctrl+D; Ctrl+Shift+D counts one hand"))
        self.hand_button = QPushButton(self.tr("+1 &hand served"))
        self.hand_button.setObjectName("serveHand")
        self.current_round = QSpinBox()
        self.current_round.setObjectName("currentRound")
        self.current_round.setRange(1, 99)
        self.current_round.setPrefix(self.tr("Round "))
        self.end_match_button = QPushButton(self.tr("&End of match check (PEN-4)"))
        self.end_match_button.setObjectName("endMatch")
        self.count_label = QLabel()
        self.count_label.setObjectName("penaltyCount")

    def _lay_out(self, splitter: QSplitter) -> None:
        filters = QHBoxLayout()
        filters.addWidget(self.search, 2)
        for label, combo in ((self.tr("Penalty:"), self.severity),
                             (self.tr("Round:"), self.round_filter),
                             (self.tr("Judge:"), self.judge_filter)):
            filters.addWidget(QLabel(label))
            filters.addWidget(combo, 1)
        filters.addWidget(self.show_rescinded)
        filters.addWidget(self.show_linked)
        buttons = QHBoxLayout()
        for button in (self.issue_button, self.rescind_button, self.served_button,
                       self.hand_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.count_label)
        buttons.addStretch(1)
        buttons.addWidget(self.current_round)
        buttons.addWidget(self.end_match_button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(splitter, 1)
        layout.addLayout(buttons)

    def _connect(self) -> None:
        self.search.textChanged.connect(lambda _t: self._apply_filters())
        for combo in (self.severity, self.round_filter, self.judge_filter):
            combo.currentIndexChanged.connect(lambda _i: self._apply_filters())
        self.show_rescinded.toggled.connect(lambda _b: self._apply_filters())
        self.show_linked.toggled.connect(lambda _b: self._apply_filters())
        self.issue_button.clicked.connect(self.issue)
        self.rescind_button.clicked.connect(self.rescind_selected)
        self.served_button.clicked.connect(self.mark_served)
        self.hand_button.clicked.connect(self.serve_one_hand)
        self.end_match_button.clicked.connect(self.end_match)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)

    def _add_shortcuts(self) -> None:
        for keys, slot, owner in ((QKeySequence.StandardKey.Find, self.search.setFocus, self),
                                  ("Insert", self.issue, self),
                                  ("Ctrl+Shift+N", self.issue, self),
                                  ("Ctrl+D", self.mark_served, self),
                                  ("Ctrl+Shift+D", self.serve_one_hand, self),
                                  ("Ctrl+Shift+E", self.end_match, self),
                                  ("Delete", self.rescind_selected, self.table)):
            shortcut = QShortcut(QKeySequence(keys), owner)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut if owner is self.table
                                else Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

    # -- display -------------------------------------------------------------------------
    @property
    def ladder(self) -> str:
        event = self.ctx.event_info
        return svc.ladder_for(event.kind) if event else "ccg"

    def _event_changed(self, event: EventInfo | None) -> None:
        self.severity.blockSignals(True)
        self.severity.clear()
        self.severity.addItem(self.tr("All"), None)
        if event is not None:
            for value, label in svc.penalty_choices(event.kind):
                self.severity.addItem(message(label), value)
        self.severity.blockSignals(False)
        poker = self.ladder == "poker"
        self.served_button.setVisible(poker)
        self.hand_button.setVisible(poker)
        ccg = self.ladder == "ccg"
        self.table.setColumnHidden(2, not ccg)  # rounds are a Swiss thing
        self.table.setColumnHidden(8, not poker)  # hands to sit out (PEN-P1)
        self.end_match_button.setVisible(ccg)
        self.current_round.setVisible(ccg)
        self.on_change.changed()

    def _refill(self, combo: QComboBox, values: list[str]) -> None:
        current = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("All"), None)
        for value in values:
            combo.addItem(value, value)
        index = combo.findData(current)
        combo.setCurrentIndex(max(0, index))
        combo.blockSignals(False)

    def refresh(self) -> None:
        """Read the log again. A big log (thousands of penalties, half a second to read) is
        read off the GUI thread: the rows shown stay, and change when the new ones arrive."""
        event_id = self.ctx.event_id
        self.on_change.stale = False  # read all here: nothing left for the next show
        if self.reading is not None:
            self.read_again = True  # one more read when this one lands
            return
        if event_id is None:
            self._show_log(None, [])
        elif self.log_event != event_id or len(self.all_rows) < BACKGROUND_ROWS:
            self._show_log(event_id, _read_log(self.ctx.store, event_id))
        else:
            self.reading = run_quietly(_read_log, self.ctx.store, event_id,
                                       on_done=lambda rows, e=event_id: self._read(e, rows),
                                       on_failed=lambda _exc: self._read(None, None))

    def _read(self, event_id: int | None, rows: list[PenaltyRow] | None) -> None:
        if not shiboken6.isValid(self):  # the tab was closed while the log was read
            return
        self.reading = None
        if rows is not None and event_id == self.ctx.event_id:
            self._show_log(event_id, rows)
        if self.read_again:
            self.read_again = False
            self.refresh()

    def _show_log(self, event_id: int | None, rows: list[PenaltyRow]) -> None:
        selected = self.selected_row()
        self.log_event = event_id
        self.all_rows = rows
        rounds = sorted({r.round for r in self.all_rows if r.round is not None})
        self._refill(self.round_filter, [str(r) for r in rounds])
        self._refill(self.judge_filter, sorted({r.judge for r in self.all_rows if r.judge},
                                               key=str.casefold))
        if rounds and self.current_round.value() < rounds[-1]:
            self.current_round.setValue(rounds[-1])
        self._apply_filters()
        wanted = self.select_next if self.select_next is not None else (
            selected.id if selected is not None else None)
        self.select_next = None
        now = self.selected_row()
        if wanted is not None and (now is None or now.id != wanted):
            self.select_penalty(wanted)
        self._update_buttons()

    def _apply_filters(self) -> None:
        needle = self.search.text() if self.search.text().split() else ""
        severity = self.severity.currentData()
        round_ = self.round_filter.currentData()
        judge = self.judge_filter.currentData()
        rescinded = self.show_rescinded.isChecked()  # read once, not once a penalty
        linked = self.show_linked.isChecked()
        rows = [
            r for r in self.all_rows
            if (not needle or matches(needle, r.player))
            and (severity is None or r.penalty == severity)
            and (round_ is None or str(r.round) == round_)
            and (judge is None or r.judge == judge)
            and (rescinded or not r.rescinded)
            and (linked or not r.linked)
        ]
        numbers = {r.id: n for n, r in enumerate(self.all_rows, start=1)}
        if self.model.merge_rows(rows, numbers):  # a new penalty is one more row, no reset
            touched = self.model.touched or set()
            if touched:
                self.table.fit_columns((i for i, r in enumerate(self.model.rows)
                                        if r.id in touched), grow_only=True)
        else:
            self.table.fit_columns()
        standing = sum(1 for r in self.all_rows if not r.rescinded and not r.linked)
        self.count_label.setText(self.tr("{0} shown").format(len(rows)) + " · "
                                 + self.tr("%n penalty(ies) in the log", "", standing))
        if rows and not self.table.selectionModel().hasSelection():
            self.table.selectRow(self.proxy.rowCount() - 1)
        self._selection_changed()

    def visible_rows(self) -> list[PenaltyRow]:
        rows: list[PenaltyRow] = self.table.visible_rows()
        return rows

    def selected_row(self) -> PenaltyRow | None:
        row: PenaltyRow | None = self.table.selected_row()
        return row

    def select_penalty(self, penalty_id: int) -> None:
        self.table.select_where(lambda penalty: penalty.id == penalty_id)

    def _selection_changed(self, *_args: object) -> None:
        row = self.selected_row()
        self.history.clear()
        if row is None:
            self.history_title.setText(self.tr("Select a penalty to see the player's history"))
            self.explanation.setText("")
        else:
            mine = [r for r in self.all_rows if r.entry_id == row.entry_id]
            standing = [r for r in mine if not r.rescinded and not r.linked]
            self.history_title.setText(self.tr("{0} — penalties in this event: {1}").format(
                row.player, len(standing)))
            for r in mine:
                text = f"{'+ ' if r.linked else ''}{message(r.label)} — {message(r.reason)}"
                if r.round is not None:
                    text = self.tr("R{0} ").format(r.round) + text
                if r.rescinded:
                    text += self.tr(" (rescinded)")
                self.history.addItem(text)
            why = message(row.explanation)
            if row.notes:
                why += "\n" + self.tr("Notes: {0}").format(row.notes)
            self.explanation.setText(why)
        self._update_buttons()

    def _update_buttons(self) -> None:
        row = self.selected_row()
        self.issue_button.setEnabled(self.ctx.event_id is not None)
        if row is None:
            self.rescind_button.setEnabled(False)  # nothing chosen
        else:
            gate(self.rescind_button, row.verify_rescind)  # as rescind_penalty
        for button in (self.served_button, self.hand_button):  # PEN-P1, as set_served
            if row is None:
                button.setEnabled(False)  # nothing chosen
            else:
                gate(button, row.verify_serving)
        self.end_match_button.setEnabled(self.ctx.event_id is not None)

    # -- actions -------------------------------------------------------------------------
    def issue(self) -> None:
        if self.ctx.event_id is None:
            return
        from tdesk.ui.penalties.penalty_dialog import PenaltyDialog

        row = self.selected_row()
        self.dialog = PenaltyDialog(self.ctx, self.ctx.event_id, self,
                                    entry_id=row.entry_id if row else None,
                                    round_=self.current_round.value()
                                    if self.ladder == "ccg" else None)
        self.dialog.saved.connect(self._saved)
        self.dialog.open()

    def _saved(self, ids: list[int]) -> None:
        if ids:
            self.select_next = ids[0]
        self._refresh_once()
        if ids and self.reading is None:
            self.select_next = None
            self.select_penalty(ids[0])

    def rescind_selected(self) -> None:
        row = self.selected_row()
        if row is None or row.rescinded:
            return
        refused = refusal(row.verify_rescind)  # an OFC hand applied it: the rule's way out
        if refused:
            messages.error(self, refused)
            return
        from tdesk.ui.penalties.penalty_dialog import RescindDialog

        self.dialog = RescindDialog(self.ctx, row, self)
        self.dialog.rescinded.connect(lambda pid: self._saved([pid]))
        self.dialog.open()

    def _refresh_once(self) -> None:
        """After an action from this tab: the poll delivers its change record, which
        refreshes the tab once (a poll that already saw it reads nothing again)."""
        self.ctx.poll()

    def mark_served(self) -> None:
        row = self.selected_row()
        if row is None or refusal(row.verify_serving):
            return
        self.ctx.attempt(self, svc.set_served, self.ctx.store, row.id)
        self._refresh_once()

    def serve_one_hand(self) -> None:
        row = self.selected_row()
        if row is None or refusal(row.verify_serving):
            return
        self.ctx.attempt(self, svc.set_served, self.ctx.store, row.id, row.hands_served + 1)
        self._refresh_once()

    def end_match(self) -> None:
        event_id = self.ctx.event_id
        if event_id is None or self.ladder != "ccg":
            return
        round_ = self.current_round.value()
        ids = self.ctx.run(self, svc.end_match, self.ctx.store, event_id, round_)
        if ids is None:
            return
        if ids:
            self._saved(ids)
            messages.info(self, self.tr("Accumulation at the end of round {0}: {1} penalties "
                                        "recorded (PEN-4).").format(round_, len(ids)))
        else:
            messages.info(self, self.tr("End of round {0}: nobody holds three penalties of one "
                                        "strength for different reasons (PEN-4).").format(round_))


def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot penalties --event …``: the tab with its newest penalty selected."""
    tab = window.show_tab("penalties")
    tab.refresh()
    rows = tab.visible_rows()
    main = [n for n, r in enumerate(rows) if not r.linked and not r.rescinded]
    raised = [n for n in main if rows[n].rule == "PEN-3"]
    if main:
        tab.table.selectRow((raised or main)[-1])
    return window
