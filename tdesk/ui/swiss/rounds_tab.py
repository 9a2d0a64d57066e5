"""The Rounds tab of a card-game Swiss event: pairings of any round, results by keyboard, drops,
pair / pair again / swap players, and the top cut.

Results as fast as slips come in: type the table number, Enter, the score ("2-1", "1-1",
"1-0-1", d = agreed draw, ca/cb = concession, na/nb = no-show, nn = double loss), Enter; the
cursor is back in the table box for the next slip. "12 2-1" in the table box does both at once.
A table that already has a result asks for a reason: that is a correction (CG-M4).
"""

from __future__ import annotations

from dataclasses import replace
from operator import attrgetter

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPoint, Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QProgressDialog,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tdesk import engine_text
from tdesk.errors import TdeskError
from tdesk.rules.swiss import results as swiss_results
from tdesk.services.store_changes import StoreChanges
from tdesk.services.swiss import decklists, swiss
from tdesk.services.swiss.checks import floor_of
from tdesk.services.swiss.reads import round_tables
from tdesk.services.swiss.swiss import PairingRefused, RoundInfo, RoundsComplete, TableRow
from tdesk.services.table_reads import reads_of
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.swiss.bracket_view import BracketView
from tdesk.ui.swiss.judge_calls import READS as JUDGE_CALL_READS
from tdesk.ui.swiss.judge_calls import JudgeCallsPanel
from tdesk.ui.swiss.standings_tab import cut_round_name
from tdesk.ui.widgets import messages
from tdesk.ui.widgets.background import QuietTask, run_quietly
from tdesk.ui.widgets.error_label import ErrorLabel
from tdesk.ui.widgets.gate import forget_own_tip, gate
from tdesk.ui.widgets.row_table import RowTableModel, RowTableView
from tdesk.ui.widgets.shown_refresh import ShownRefresher

TABLE = attrgetter("table")
"""A round's row by its table (one function, so the model keeps the rows' places by it)."""


class TablesModel(RowTableModel[TableRow]):
    COLUMNS = (QT_TRANSLATE_NOOP("columns", "Table"), QT_TRANSLATE_NOOP("columns", "Player"),
               QT_TRANSLATE_NOOP("columns", "Points"), QT_TRANSLATE_NOOP("columns", "Opponent"),
               QT_TRANSLATE_NOOP("columns", "Points"), QT_TRANSLATE_NOOP("columns", "Result"))

    def value(self, row: TableRow, column: int) -> object:
        if column == 5:
            return self.result_text(row)
        if column == 0 and row.is_bye:
            return self.tr("BYE")  # a bye is played at no table: no number that does not exist
        return (row.table, row.a_name, row.a_points,
                row.b_name or self.tr("BYE"), None if row.is_bye else row.b_points)[column]

    def sort_key(self, row: TableRow, column: int) -> object:
        if column == 0:  # tables by number, the bye (no table) last: never 1, 10, 11, 2
            return None if row.is_bye else row.table
        return super().sort_key(row, column)

    def result_text(self, row: TableRow) -> str:
        if row.is_bye:
            return self.tr("organiser bye") if row.organiser_bye else self.tr("bye")
        if not row.done:
            return ""
        text = row.score
        marks = [m for m in dict.fromkeys((row.a_mark, row.b_mark)) if m]
        if marks:  # a penalty changed what the slip said (PEN-2, issue 36)
            text += " " + " ".join(self.tr(m) for m in marks)
        if row.corrections:
            text += " " + self.tr("(corrected)")
        return text

    def extra(self, row: TableRow, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.BackgroundRole and not row.done:
            return QColor(palette.CURRENT_ROUND)
        if role == Qt.ItemDataRole.ToolTipRole:
            tips = [self.tr("Paired by hand")] if row.overridden else []
            if column == 5:
                tips += penalty_tips(row)
            return "\n".join(tips) if tips else None
        return None


MARKS = (QT_TRANSLATE_NOOP("TablesModel", "ML"), QT_TRANSLATE_NOOP("TablesModel", "GL"))
"""A result a Match loss / Game loss changed (PEN-2): the mark after its score."""


def penalty_tips(row: TableRow) -> list[str]:
    """Why a marked result differs from the slip: whose penalty, what the slip said and what
    the match counts (PEN-2)."""
    typed = swiss_results.typed_score(row.result or "")
    counted = row.score
    out = []
    for mark, name in ((row.a_mark, row.a_name), (row.b_mark, row.b_name)):
        if mark == "ML":
            text = QCoreApplication.translate(
                "TablesModel", "Match loss for {0} (a penalty, PEN-2): the slip said {1}, the "
                               "match counts {2}.")
        elif mark == "GL":
            text = QCoreApplication.translate(
                "TablesModel", "Game loss for {0} (a penalty, PEN-2): the slip said {1}, the "
                               "match counts {2}.")
        else:
            continue
        out.append(text.format(name, typed, counted))
    return out


class RoundsTab(QWidget):
    READS: frozenset[str] = reads_of(swiss.rounds, swiss.cut_rounds, swiss.get_round,
                                     round_tables, swiss.total_rounds,
                                     swiss.bracket) | JUDGE_CALL_READS
    """The tables a refresh reads: a change elsewhere is no reason to read again (issue 22)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.info: RoundInfo | None = None
        self.latest_number: int | None = None  # the event's latest round, as last read
        self.to_latest = False  # a pairing ended: show its round, read once
        self.job: QuietTask | None = None
        self.progress: QProgressDialog | None = None
        self.pending_correction: tuple[int, int, str] | None = None
        self.dialog: QWidget | None = None

        self.round_box = QComboBox()
        self.round_box.setObjectName("roundBox")
        self.round_box.currentIndexChanged.connect(lambda _i: self.refresh(keep=True))
        self.status = QLabel()
        self.status.setObjectName("roundStatus")
        self.pair_button = QPushButton(self.tr("&Pair next round"))
        self.pair_button.setObjectName("pairButton")
        self.pair_button.clicked.connect(self.pair_next)
        self.repair_button = QPushButton(self.tr("Pair &again"))
        self.repair_button.clicked.connect(self.pair_again)
        self.swap_button = QPushButton(self.tr("&Swap players…"))
        self.swap_button.clicked.connect(self.swap_players)
        self.drop_button = QPushButton(self.tr("&Drop player…"))
        self.drop_button.clicked.connect(self.drop_selected)
        self.byes_button = QPushButton(self.tr("Organiser &byes…"))
        self.byes_button.clicked.connect(self.organiser_byes)
        self.cut_button = QPushButton(self.tr("Start &top cut"))
        self.cut_button.clicked.connect(self.start_cut)
        self.pods_button = QPushButton(self.tr("Draft p&ods…"))
        self.pods_button.setObjectName("podsButton")
        self.pods_button.setToolTip(self.tr("Draw the draft pods or assign them by hand"))
        self.pods_button.clicked.connect(self.edit_pods)
        self.reserve_button = QPushButton(self.tr("&Reserved tables…"))
        self.reserve_button.setObjectName("reserveButton")
        self.reserve_button.setToolTip(self.tr("Fix a player to a table: a feature match, a "
                                               "wheelchair table"))
        self.reserve_button.clicked.connect(self.reserved_tables)
        self.phones_button = QPushButton(self.tr("Phone re&ports…"))  # issue 25
        self.phones_button.setObjectName("phoneReportsButton")
        self.phones_button.clicked.connect(self.phone_reports)

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round:")))
        top.addWidget(self.round_box)
        top.addWidget(self.status, 1)
        for b in (self.pair_button, self.repair_button, self.cut_button):
            top.addWidget(b)
        # the round's other tools on a row of their own: one row of nine asked 1,558 pixels
        # in Russian, more than a 1366 laptop has
        tools = QHBoxLayout()
        tools.addStretch(1)
        for b in (self.swap_button, self.drop_button, self.byes_button, self.reserve_button,
                  self.pods_button, self.phones_button):
            tools.addWidget(b)

        self.table_input = QLineEdit()
        self.table_input.setObjectName("tableInput")
        self.table_input.setPlaceholderText(self.tr("Table (Ctrl+R)"))
        self.table_input.setMaximumWidth(140)
        self.table_input.returnPressed.connect(self._table_entered)
        self.result_input = QLineEdit()
        self.result_input.setObjectName("resultInput")
        self.result_input.setPlaceholderText(self.tr("Score: 2-0, 2-1, 1-1, 1-0-1, d, ca, cb, na, nb, nn"))
        self.result_input.setToolTip(self.tr(
            "Games won by the table's first player, then the second's (2-1), draws third "
            "(1-0-1); d: agreed draw; ca/cb: the first/second player concedes; na/nb: the "
            "first/second player did not show; nn: a double loss, both lose the match (0 "
            "points each). A top-cut match needs a winner: no draw, no nn."))
        self.result_input.returnPressed.connect(self._result_entered)
        self.reason_input = QLineEdit()
        self.reason_input.setObjectName("reasonInput")
        self.reason_input.setPlaceholderText(self.tr("Reason for the correction"))
        self.reason_input.returnPressed.connect(self._reason_entered)
        self.reason_input.hide()
        self.error = ErrorLabel()
        entry = QHBoxLayout()
        entry.addWidget(QLabel(self.tr("Result:")))
        entry.addWidget(self.table_input)
        entry.addWidget(self.result_input, 1)
        entry.addWidget(self.reason_input, 1)

        self.model = TablesModel(self)
        self.table = RowTableView(self.model, "roundTables")
        header = self.table.horizontalHeader()
        # sized to their texts when tables come in (``fit_columns``), not at every layout as
        # ResizeToContents does (54 ms after each result at 2,048 tables)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(lambda _i: self._edit_selected())
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self.table_menu)
        self.menu: QMenu | None = None
        self.bracket = BracketView()
        self.bracket_area = QScrollArea()
        self.bracket_area.setObjectName("bracketArea")
        self.bracket_area.setWidget(self.bracket)
        self.bracket_area.setWidgetResizable(False)
        self.bracket_area.hide()
        self.split = split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(self.bracket_area)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(tools)
        layout.addLayout(entry)
        layout.addWidget(self.error)
        layout.addWidget(split, 1)
        self.judge_panel = JudgeCallsPanel(ctx, self, selected=self.table.selected_row)
        layout.addWidget(self.judge_panel)  # judge calls and extra time (issue 24)

        QShortcut(QKeySequence("Ctrl+R"), self, self._focus_entry)
        QShortcut(QKeySequence("Ctrl+Shift+N"), self, self.pair_next)
        self.on_change = ShownRefresher(self, self._store_changed, reads=self.READS,
                                        event=self.event_id)
        ctx.changed.connect(self.on_change.changed)
        ctx.eventChanged.connect(lambda _e: self.refresh())
        self.refresh()

    # -- showing ------------------------------------------------------------------------
    def event_id(self) -> int | None:
        return self.ctx.event_id_if("swiss")

    def _store_changed(self) -> None:
        missed = self.on_change.missed
        if missed is None or not self._show_results(missed):
            self.refresh(keep=True)

    def _show_results(self, changes: StoreChanges) -> bool:
        """Results came in for a few tables of the latest Swiss round (the desk's usual change,
        from this station or another): re-read and repaint just those tables, the status and
        the buttons, keeping selection and scroll. False: anything else changed, read all."""
        event, info = self.event_id(), self.info
        if (event is None or info is None or info.stage != "swiss" or self.job is not None
                or info.number != self.latest_number or changes.everything
                or changes.tables & self.READS != {"swiss_match"}):
            return False
        keys = changes.changed_keys("swiss_match")
        rows = round_tables(self.ctx.store, event, info.number, keys) if keys else None
        if rows is None:
            return False
        fresh = {r.table: r for r in rows}
        self.info = replace(info, tables=tuple([fresh.get(t.table, t) for t in info.tables]))
        changed = self.model.update_some(rows, TABLE)  # the changed matches' rows, no other
        if changed is None:
            changed = self.model.update_rows(list(self.info.tables), key=TABLE)
        self.table.fit_columns(changed, grow_only=True)
        self.judge_panel.show_round(event, self.info, log=False)  # no call or extension came
        self._show_status(event)
        self._show_buttons(self.info)
        return True

    def refresh(self, keep: bool = False) -> None:
        keep, self.to_latest = keep and not self.to_latest, False
        event = self.event_id()
        if event is None:
            self.model.set_rows([])
            self.info = self.latest_number = None
            return
        numbers = swiss.rounds(self.ctx.store, event)
        self.latest_number = numbers[-1] if numbers else None
        wanted = self.round_box.currentData() if keep else None
        self.round_box.blockSignals(True)
        self.round_box.clear()
        cut = dict(swiss.cut_rounds(self.ctx.store, event))
        for n in numbers:
            self.round_box.addItem(cut_round_name(cut[n]) if n in cut
                                   else self.tr("Round %1").replace("%1", str(n)), n)
        if numbers:
            index = numbers.index(wanted) if wanted in numbers else len(numbers) - 1
            self.round_box.setCurrentIndex(index)
        self.round_box.blockSignals(False)
        number = self.round_box.currentData()
        chosen = self.table.selected_row() if keep and self.info is not None else None
        same_round = chosen is not None and self.info is not None and self.info.number == number
        self.info = swiss.get_round(self.ctx.store, event, number) if numbers else None
        self.model.set_rows(list(self.info.tables) if self.info else [])
        self.table.fit_columns()
        if same_round:  # a judge call saved keeps its table chosen for Ctrl+T (issue 36)
            self.table.select_where(lambda r: r.table == chosen.table
                                    and r.a_id == chosen.a_id)
        self.judge_panel.show_round(event, self.info)
        self._show_bracket(event)
        self._show_status(event)
        latest = self.info if number == (numbers[-1] if numbers else None) else \
            swiss.get_round(self.ctx.store, event)
        self._show_buttons(latest)

    def _show_bracket(self, event: int) -> None:
        """The top cut as a tree beside the tables, once it has started (CG-B4..B8)."""
        shown = not self.bracket_area.isHidden()
        self.bracket.set_bracket(swiss.bracket(self.ctx.store, event))
        self.bracket_area.setVisible(self.bracket.bracket is not None)
        if self.bracket.bracket is not None and not shown:  # the tree as wide as it needs
            width = self.split.width() or self.width()
            tree = min(self.bracket.sizeHint().width() + 24, int(width * 0.62))
            self.split.setSizes([width - tree, tree])
        info = self.ctx.event_info
        self.pods_button.setVisible(bool(info and info.settings.get("draft")))

    def _show_buttons(self, latest: RoundInfo | None) -> None:
        """The buttons follow the rules (issue 22): after the final nothing more is paired
        (CG-M3-A), and the top cut starts once, from complete standings; a refused button is
        off and says the rule's reason."""
        in_cut = latest is not None and latest.stage == "cut"
        self.pair_button.setToolTip(self.tr("Pair the next bracket round (Ctrl+Shift+N)")
                                    if in_cut else self.tr("Pair the next Swiss round (Ctrl+Shift+N)"))
        forget_own_tip(self.pair_button)
        floor = floor_of(latest)  # the checks the actions run again in their transaction
        gate(self.pair_button, floor.verify_pair_next)
        if self.job is not None:
            self.pair_button.setEnabled(False)  # a pairing is running: wait for it
        shown = self.info
        if shown is None:
            gate(self.repair_button, lambda: floor.verify_pair_again(0, "swiss", 0))
        else:
            gate(self.repair_button, lambda: floor.verify_pair_again(
                shown.number, shown.stage, shown.played))
        self.cut_button.setToolTip(self.tr("Start the top cut from the current standings"))
        forget_own_tip(self.cut_button)
        gate(self.cut_button, floor.verify_top_cut)

    def _show_status(self, event: int) -> None:
        total = swiss.total_rounds(self.ctx.store, event)
        if self.info is None:
            self.status.setText(self.tr("No round paired yet: %n Swiss round(s) planned.", "",
                                        total))
            return
        stage = cut_round_name(self.info.bracket_players or 2) if self.info.stage == "cut" \
            else self.tr("Round %1 of %2").replace("%1", str(self.info.number)) \
            .replace("%2", str(total))
        missing = self.info.missing
        self.status.setText(stage + " — " + (self.tr("%n result(s) missing", "", missing)
                                               if missing else self.tr("all results in")))

    def _focus_entry(self) -> None:
        self.table_input.setFocus()
        self.table_input.selectAll()

    # -- results ------------------------------------------------------------------------
    def _table_entered(self) -> None:
        text = self.table_input.text().strip()
        number, _, score = text.partition(" ")
        if not number.isdigit() or self.info is None or not any(
                t.table == int(number) for t in self.info.tables):
            self.error.show_error(self.tr("Table %1: no such table in this round.")
                                  .replace("%1", number or "?"))
            return
        self.error.show_error("")
        if score.strip():
            self.result_input.setText(score.strip())
            self._result_entered()
            return
        self.result_input.setFocus()
        self.result_input.selectAll()

    def _result_entered(self) -> None:
        event = self.event_id()
        text = self.table_input.text().strip().split(" ")[0]
        if event is None or self.info is None or not text.isdigit():
            self._focus_entry()
            return
        table = int(text)
        row = next((t for t in self.info.tables if t.table == table), None)
        if row is None:
            return
        score = self.result_input.text()
        try:
            swiss.parse_result(score)  # a score that cannot be read is said before a reason
        except TdeskError as exc:
            self.error.show_error(engine_text.message(str(exc)))
            self.result_input.setFocus()
            self.result_input.selectAll()
            return
        if swiss_results.is_correction(row.done, row.is_bye):  # CG-M4: a reason first
            self.pending_correction = (self.info.number, table, score)
            self.error.show_error(self.tr("Table %1 already has %2: type the reason for the "
                                          "correction and press Enter.")
                                  .replace("%1", str(table)).replace("%2", row.score))
            self.reason_input.show()
            self.reason_input.setFocus()
            return
        try:
            swiss.record_result(self.ctx.store, event, self.info.number, table, score)
        except TdeskError as exc:
            self.error.show_error(engine_text.message(str(exc)))
            self.result_input.setFocus()
            self.result_input.selectAll()
            return
        self._done_entry()

    def _reason_entered(self) -> None:
        event = self.event_id()
        if event is None or self.pending_correction is None:
            return
        number, table, score = self.pending_correction
        try:
            swiss.correct_result(self.ctx.store, event, number, table, score,
                                 self.reason_input.text(), staff=self.ctx.store.staff or "")
        except TdeskError as exc:
            self.error.show_error(engine_text.message(str(exc)))
            return
        self._done_entry()

    def _done_entry(self) -> None:
        self.pending_correction = None
        self.error.show_error("")
        self.reason_input.clear()
        self.reason_input.hide()
        self.result_input.clear()
        self.table_input.clear()
        self.ctx.poll()
        self._focus_entry()

    def _edit_selected(self) -> None:
        row = self.table.selected_row()
        if row is None or row.is_bye:
            return
        self.table_input.setText(str(row.table))
        self.result_input.setFocus()

    # -- pairing ------------------------------------------------------------------------
    def pair_next(self, *, allow_rematch: bool = False, confirm_missing: bool = False,
                  extra_round: bool = False, confirm_missing_lists: bool = False) -> None:
        event = self.event_id()
        if event is None or self.job is not None or not self.pair_button.isEnabled():
            return  # the shortcut too: nothing to pair after the final
        info = swiss.get_round(self.ctx.store, event)
        if info is not None and info.stage == "cut":
            self.ctx.run(self, swiss.pair_next_bracket_round, self.ctx.store, event)
            self.refresh()
            return
        if info is not None and info.missing and not confirm_missing:
            if not messages.confirm(self, self.tr("Round %1 still has %n result(s) missing. Pair "
                                                  "the next round anyway?", "", info.missing)
                                    .replace("%1", str(info.number))):
                return
            confirm_missing = True
        if not confirm_missing_lists and not self._lists_confirmed(event, info):
            return
        self.progress = QProgressDialog(self.tr("Pairing…"), "", 0, 100, self)
        self.progress.setCancelButton(None)  # type: ignore[arg-type]
        self.progress.setMinimumDuration(400)
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.pair_button.setEnabled(False)
        self.job = run_quietly(swiss.pair_next_round, self.ctx.store, event,
                               allow_rematch=allow_rematch, confirm_missing=confirm_missing,
                               extra_round=extra_round, on_progress=self._progress,
                               on_done=self._paired, on_failed=self._pair_failed)

    def _lists_confirmed(self, event: int, info: RoundInfo | None) -> bool:
        """DECK-5 (issue 36): in an event that requires decklists, pairing locks the lists of
        the players it pairs for the first time; asked first when some of them have none."""
        names = decklists.missing_at_lock(self.ctx.store, event)
        if not names:
            return True
        shown = ", ".join(names[:10]) + (", …" if len(names) > 10 else "")
        number = 1 if info is None else info.number + 1
        return messages.confirm(self, self.tr(
            "%n player(s) have no decklist yet: %1. Pairing round %2 locks their lists (only "
            "the head judge can then register one). Pair anyway?", "", len(names))
            .replace("%1", shown).replace("%2", str(number)))

    def _progress(self, done: int, total: int) -> None:
        if self.progress is not None and total:
            self.progress.setValue(int(100 * done / total))

    def _end_job(self) -> None:
        self.job = None
        self.pair_button.setEnabled(True)  # the refresh that follows says whether it stays
        if self.progress is not None:
            self.progress.reset()
            self.progress.deleteLater()
            self.progress = None

    def _paired(self, _info: object) -> None:
        self._end_job()
        self.to_latest = True  # the next read shows the new round
        self.ctx.poll()  # the round's change record: this tab (if shown) and the others read it
        if self.to_latest:
            self.refresh()  # the poll did not read it (the record came before): read it now
        self._focus_entry()

    def _pair_failed(self, exc: object) -> None:
        self._end_job()
        if isinstance(exc, RoundsComplete):
            if messages.confirm(self, str(exc) + "\n\n" + self.tr("Pair an extra Swiss round?")):
                self.pair_next(confirm_missing=True, extra_round=True, confirm_missing_lists=True)
            return
        if isinstance(exc, PairingRefused):
            if messages.confirm(self, str(exc) + "\n\n" + self.tr("Pair with as few rematches "
                                                                  "as possible?")):
                self.pair_next(allow_rematch=True, confirm_missing=True, extra_round=True,
                               confirm_missing_lists=True)
            return
        if isinstance(exc, swiss.PodsMissing):  # a draft before its pods (CG-D3): draw them
            if messages.confirm(self, engine_text.message(str(exc)) + "\n\n"
                                + self.tr("Open the draft pods now?")):
                self.edit_pods()
            return
        messages.error(self, engine_text.message(str(exc)))

    def pair_again(self) -> None:
        event = self.event_id()
        if event is None or self.info is None or not self.repair_button.isEnabled():
            return  # the rule refuses it (its reason is the button's tooltip)
        question = self.tr("Pair round 1 again with a new draw (a new lot)?") \
            if self.info.number == 1 else self.tr(
                "Pair round %1 again from the players in the event now? The lot stays as "
                "drawn, so nothing else changes.").replace("%1", str(self.info.number))
        if messages.confirm(self, question):
            self.ctx.run(self, swiss.repair_round, self.ctx.store, event, self.info.number)
            self.refresh()

    def swap_players(self) -> None:
        """Override: swap the selected table's first player with another table's first player
        (typed as a table number); the warnings are shown before anything changes."""
        from tdesk.ui.swiss.swap_dialog import SwapDialog

        event = self.event_id()
        if event is None or self.info is None:
            return
        self.dialog = SwapDialog(self.ctx, event, self.info, self)
        self.dialog.open()

    def drop_selected(self) -> None:
        """Drop (or take back) a player; the selected table's first player is offered first."""
        from tdesk.ui.swiss.player_dialog import PlayerDialog

        event = self.event_id()
        if event is None:
            return
        row = self.table.selected_row()
        self.dialog = PlayerDialog(self.ctx, event, "drop", row.a_id if row else None, self)
        self.dialog.open()

    def organiser_byes(self) -> None:
        from tdesk.ui.swiss.player_dialog import PlayerDialog

        event = self.event_id()
        if event is None:
            return
        self.dialog = PlayerDialog(self.ctx, event, "byes", None, self)
        self.dialog.open()

    def phone_reports(self) -> None:
        """Players' reports from their phones: the switch, the lock, the queue (issue 25)."""
        from tdesk.ui.swiss.phone_reports_dialog import PhoneReportsDialog

        if (event := self.event_id()) is not None:
            self.dialog = PhoneReportsDialog(self.ctx, event, self)
            self.dialog.decided.connect(lambda: self.refresh(keep=True))
            self.dialog.open()

    def edit_pods(self) -> None:
        """Draft pods by draw or by hand (CG-D2, CG-D3)."""
        from tdesk.ui.swiss.pods_dialog import PodsDialog

        event = self.event_id()
        if event is None:
            return
        self.dialog = PodsDialog(self.ctx, event, self)
        self.dialog.saved.connect(lambda: self.refresh(keep=True))
        self.dialog.open()

    # -- reserved tables ------------------------------------------------------------------
    def table_menu(self, point: QPoint) -> None:
        """A table's menu: reserve it for either player from the next pairing on, or free a
        player's reserved table (CG-T10)."""
        event = self.event_id()
        index = self.table.indexAt(point)
        if event is None or not index.isValid():
            return
        row = self.model.rows[self.table.proxy.mapToSource(index).row()]
        self.menu = QMenu(self)
        reserved = swiss.reserved_tables(self.ctx.store, event)
        for entry, name in ((row.a_id, row.a_name), (row.b_id, row.b_name)):
            if entry is None:
                continue
            if entry in reserved:
                act = self.menu.addAction(self.tr("Free table %1 reserved for %2")
                                          .replace("%1", str(reserved[entry])).replace("%2", name))
                act.triggered.connect(lambda _c=False, e=entry: self.reserve(e, None))
            if not row.is_bye and reserved.get(entry) != row.table:
                act = self.menu.addAction(self.tr("Reserve table %1 for %2")
                                          .replace("%1", str(row.table)).replace("%2", name))
                act.triggered.connect(lambda _c=False, e=entry, t=row.table: self.reserve(e, t))
        self.menu.popup(self.table.viewport().mapToGlobal(point))

    def reserved_tables(self) -> None:
        """Reserve a table for any player, before round 1 too (CG-T10)."""
        from tdesk.ui.seating.reserve_table_dialog import ReserveTableDialog

        event = self.event_id()
        if event is None:
            return
        self.dialog = ReserveTableDialog(self.ctx, event, self)
        self.dialog.open()

    def reserve(self, entry_id: int, table: int | None) -> None:
        event = self.event_id()
        if event is not None:
            self.ctx.attempt(self, swiss.reserve_table, self.ctx.store, event, entry_id, table)

    def start_cut(self) -> None:
        event = self.event_id()
        if event is None or not self.cut_button.isEnabled():
            return
        played = len(swiss.rounds(self.ctx.store, event, "swiss"))
        remain = swiss.total_rounds(self.ctx.store, event) - played
        question = self.tr("Start the top cut from the current standings?")
        if remain > 0:  # issue 36: said before the Swiss rounds planned are cut short
            question = self.tr(
                "%n of the planned Swiss rounds remain (%1 played). Start the top cut now from "
                "the current standings? The remaining Swiss rounds are not played.", "",
                remain).replace("%1", str(played))
        if messages.confirm(self, question):
            self.ctx.run(self, swiss.start_top_cut, self.ctx.store, event)
            self.refresh()


def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot rounds --event …``: the latest round with its results."""
    tab = window.show_tab("rounds")
    tab.refresh()
    return window
