"""The Standings tab of a card-game Swiss event: points, the CG-T1..T4 columns, head-to-head
and lot where they decided (CG-T5, CG-T7), penalties (CG-T6); the top-cut bracket beside it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk.print.swiss_words import late_text, penalties_text
from tdesk.rules.swiss import Decider
from tdesk.services.swiss import swiss
from tdesk.services.swiss.swiss import FinalRow
from tdesk.services.table_reads import reads_of
from tdesk.ui.context import AppContext
from tdesk.ui.labels import column
from tdesk.ui.people.ratings_dialog import open_ratings
from tdesk.ui.widgets import files
from tdesk.ui.widgets.row_table import RowTableModel, RowTableView
from tdesk.ui.widgets.shown_refresh import ShownRefresher

DECIDERS = {
    Decider.POINTS: QT_TRANSLATE_NOOP("StandingsModel", "points"),
    Decider.WINS_QUALITY: QT_TRANSLATE_NOOP("StandingsModel", "quality of wins"),
    Decider.LOSSES_QUALITY: QT_TRANSLATE_NOOP("StandingsModel", "quality of losses"),
    Decider.GAMES_QUALITY: QT_TRANSLATE_NOOP("StandingsModel", "quality of games"),
    Decider.SECOND_ORDER: QT_TRANSLATE_NOOP("StandingsModel", "second-order quality"),
    Decider.HEAD_TO_HEAD: QT_TRANSLATE_NOOP("StandingsModel", "head-to-head"),
    Decider.PENALTIES: QT_TRANSLATE_NOOP("StandingsModel", "penalties"),
    Decider.LOT: QT_TRANSLATE_NOOP("StandingsModel", "lot"),
}


POD_COLUMN = 12
"""The draft's pod, then the place in it (shown only for a draft with pods, CG-D7)."""


class StandingsModel(RowTableModel[FinalRow]):
    """The final standings (`swiss_final.final_rows`): after a top-cut result the places are
    the bracket's order and the last column says how far each player went (issue 36)."""

    COLUMNS = (QT_TRANSLATE_NOOP("columns", "Rank"), QT_TRANSLATE_NOOP("columns", "Player"),
               QT_TRANSLATE_NOOP("columns", "Points"), QT_TRANSLATE_NOOP("columns", "W-L-D"),
               QT_TRANSLATE_NOOP("columns", "Quality of wins"),
               QT_TRANSLATE_NOOP("columns", "Quality of losses"),
               QT_TRANSLATE_NOOP("columns", "Quality of games"),
               QT_TRANSLATE_NOOP("columns", "Second order"),
               QT_TRANSLATE_NOOP("columns", "Head-to-head"),
               QT_TRANSLATE_NOOP("columns", "Penalties"), QT_TRANSLATE_NOOP("columns", "Lot"),
               QT_TRANSLATE_NOOP("columns", "Ahead of next by"),
               QT_TRANSLATE_NOOP("columns", "Draft pod"),
               QT_TRANSLATE_NOOP("columns", "Place in the pod"),
               QT_TRANSLATE_NOOP("columns", "Top cut"), QT_TRANSLATE_NOOP("columns", "Prize"))

    SHORT = (QT_TRANSLATE_NOOP("columns", "Rank"), QT_TRANSLATE_NOOP("columns", "Player"),
             QT_TRANSLATE_NOOP("columns", "Points"), QT_TRANSLATE_NOOP("columns", "W-L-D"),
             QT_TRANSLATE_NOOP("columns", "Wins q."), QT_TRANSLATE_NOOP("columns", "Losses q."),
             QT_TRANSLATE_NOOP("columns", "Games q."), QT_TRANSLATE_NOOP("columns", "2nd order"),
             QT_TRANSLATE_NOOP("columns", "H2H"), QT_TRANSLATE_NOOP("columns", "Pen."),
             QT_TRANSLATE_NOOP("columns", "Lot"), QT_TRANSLATE_NOOP("columns", "Decided"),
             QT_TRANSLATE_NOOP("columns", "Pod"), QT_TRANSLATE_NOOP("columns", "In pod"),
             QT_TRANSLATE_NOOP("columns", "Top cut"), QT_TRANSLATE_NOOP("columns", "Prize"))
    CUT = 14
    PRIZE = 15  # CG-Z1: shown beside the player's name (the view moves it there)
    final = False  # the rows are the order after a top-cut result: "Place", not "Rank"
    """Short heads so every column fits a 1600-pixel window; the full name is the tooltip."""

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            if section == 0 and self.final:
                return column(QT_TRANSLATE_NOOP("columns", "Place"))
            return column(self.SHORT[section])
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            return column(self.COLUMNS[section])
        return super().headerData(section, orientation, role)

    def value(self, line: FinalRow, column: int) -> object:
        row = line.row
        s = row.standing
        decided = s.decided_by
        if column == self.CUT:
            return reached_text(line.reached)
        if column == self.PRIZE:
            return line.prize
        name = row.name + (" " + self.tr("(dropped)") if row.dropped else "")
        return (line.place, name, s.points, f"{s.wins}-{s.losses}-{s.draws}", s.wins_quality,
                s.losses_quality, s.games_quality, s.second_order,
                s.head_to_head, short_penalties(s.penalties),
                s.lot if decided is Decider.LOT else None,
                self.tr(DECIDERS[decided]) if decided in DECIDERS else "",
                s.pod, s.pod_rank)[column]

    def extra(self, line: FinalRow, column: int, role: int) -> object:
        row = line.row
        if role == Qt.ItemDataRole.ToolTipRole and column == 1:
            return row.name  # elided when the column is narrow
        if role == Qt.ItemDataRole.ToolTipRole and column == 3 and row.standing.missed:
            return late_text(row.standing.missed)  # CG-P3: the rounds counted as losses
        if role == Qt.ItemDataRole.FontRole and column == 3 and row.standing.missed:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and column == 9:
            return penalties_text(row.standing.penalties) or None
        if role == Qt.ItemDataRole.ToolTipRole and column == 10:
            return self.tr("Lot drawn for player: %1 (recorded seed)").replace(
                "%1", str(row.standing.lot))
        if role == Qt.ItemDataRole.FontRole and column in (8, 10, 11) and \
                row.standing.decided_by in (Decider.HEAD_TO_HEAD, Decider.LOT):
            font = QFont()
            font.setBold(True)
            return font
        return None


class StandingsTab(QWidget):
    READS: frozenset[str] = reads_of(swiss.final_rows, swiss.rounds, swiss.bracket)
    """The tables a refresh reads: a change elsewhere is no reason to read again (issue 22)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.model = StandingsModel(self)
        self.table = RowTableView(self.model, "standingsTable")
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)  # names elide
        header.moveSection(StandingsModel.PRIZE, 2)  # CG-Z1: the prize beside the place
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.summary = QLabel()
        self.summary.setObjectName("standingsSummary")
        export = QPushButton(self.tr("Export standings CSV…"))
        export.clicked.connect(self.export_standings)
        export_results = QPushButton(self.tr("Export results CSV…"))
        export_results.clicked.connect(self.export_results)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        top.addWidget(export)
        top.addWidget(export_results)
        rate = QPushButton(self.tr("&Ratings…"))  # RAT-5: the event's rating update
        rate.setObjectName("ratingsButton")
        rate.clicked.connect(lambda: open_ratings(self, ctx, self.event_id()))
        top.addWidget(rate)

        self.bracket = QTreeWidget()
        self.bracket.setObjectName("bracketTree")
        self.bracket.setHeaderLabels([self.tr("Top cut")])
        splitter = QSplitter()
        splitter.addWidget(self.table)
        splitter.addWidget(self.bracket)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        self.bracket.setMinimumWidth(200)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        self.on_change = ShownRefresher(self, self.refresh, reads=self.READS,
                                        event=self.event_id)  # hidden: read when next shown
        ctx.changed.connect(self.on_change.changed)
        ctx.eventChanged.connect(self.on_change.changed)
        # read now if shown, else when first shown: a tab built while the window is idle
        # does not rank 4,096 players on the GUI thread before anyone looks (issue 27)
        self.on_change.changed()

    def event_id(self) -> int | None:
        return self.ctx.event_id_if("swiss")

    def refresh(self) -> None:
        event = self.event_id()
        if event is None:
            self.model.set_rows([])
            return
        rows = swiss.final_rows(self.ctx.store, event)
        self.model.final = any(r.final for r in rows)
        self.model.set_rows(rows)
        drafted = any(r.row.standing.pod for r in rows)  # CG-D7: a draft's pod and place in it
        for col in (POD_COLUMN, POD_COLUMN + 1):
            self.table.setColumnHidden(col, not drafted)
        self.table.setColumnHidden(StandingsModel.CUT, not any(r.reached for r in rows))
        self.table.setColumnHidden(StandingsModel.PRIZE, not any(r.prize for r in rows))
        self.table.fit_columns()
        played = len(swiss.rounds(self.ctx.store, event, "swiss"))
        self.summary.setText(self.tr("%n player(s)", "", len(rows)) + " · "
                             + self.tr("after %n round(s)", "", played))
        self._show_bracket(event)

    def _show_bracket(self, event: int) -> None:
        self.bracket.clear()
        b = swiss.bracket(self.ctx.store, event)
        self.bracket.setVisible(b is not None)
        if b is None:
            return
        names = bracket_round_names(len(b.matches))
        for title, matches in zip(names, b.matches, strict=True):
            item = QTreeWidgetItem([title])
            for m in matches:  # "(1) Anna 2-1 (8) Bob": seeds and games won, CG-M3
                a = f"({m.a_seed}) {m.a}" if m.a_seed else m.a or "…"
                c = f"({m.b_seed}) {m.b}" if m.b_seed else m.b or "…"
                item.addChild(QTreeWidgetItem([f"{a} {m.score or '—'} {c}"]))
            self.bracket.addTopLevelItem(item)
            item.setExpanded(True)
        if b.champion:
            self.bracket.addTopLevelItem(QTreeWidgetItem(
                [self.tr("Winner: %1").replace("%1", b.champion)]))

    def export_standings(self) -> None:
        self._export(swiss.export_standings_csv, "standings.csv")

    def export_results(self) -> None:
        self._export(swiss.export_results_csv, "results.csv")

    def _export(self, fn, default: str) -> None:  # type: ignore[no-untyped-def]
        event = self.event_id()
        if event is None:
            return
        path = files.save_file(self, self.tr("Export CSV"), self.tr("CSV files (*.csv)"), default)
        if path:
            self.ctx.attempt(self, fn, self.ctx.store, event, Path(path))


def reached_text(reached: str) -> str:
    """How far a player went in the top cut (`swiss_final.FinalRow.reached`)."""
    if not reached:
        return ""
    words = {"champion": QCoreApplication.translate("StandingsTab", "Winner"),
             "final": QCoreApplication.translate("StandingsTab", "Final"),
             "semi": QCoreApplication.translate("StandingsTab", "Semi-final"),
             "quarter": QCoreApplication.translate("StandingsTab", "Quarter-final")}
    if reached in words:
        return words[reached]
    return QCoreApplication.translate("StandingsTab", "Round of %1").replace("%1", reached[1:])


def short_penalties(key: tuple[int, ...]) -> str:
    """CG-T6 counts as "losses/points/warnings" ("1/0/2"); the tooltip spells them out."""
    if not any(key):
        return ""
    return f"{key[0]}/{key[2] if len(key) > 2 else 0}/{key[-1]}"


def cut_round_name(players: int) -> str:
    """A bracket round by the floor's name, from how many players it starts with (CG-M3)."""
    if players <= 2:
        return QCoreApplication.translate("StandingsTab", "Final")
    if players == 4:
        return QCoreApplication.translate("StandingsTab", "Semi-finals")
    if players == 8:
        return QCoreApplication.translate("StandingsTab", "Quarter-finals")
    return QCoreApplication.translate("StandingsTab", "Top %1").replace("%1", str(players))


def bracket_round_names(count: int) -> list[str]:
    """Quarter-finals, semi-finals, final… as the floor calls them, last round last."""
    named = [QCoreApplication.translate("StandingsTab", "Final"),
             QCoreApplication.translate("StandingsTab", "Semi-finals"),
             QCoreApplication.translate("StandingsTab", "Quarter-finals")]
    out = []
    for i in range(count):
        from_end = count - 1 - i
        out.append(named[from_end] if from_end < len(named)
                   else QCoreApplication.translate("StandingsTab", "Top %1").replace("%1", str(2 ** (from_end + 1))))
    return out


def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    """``tdesk snapshot standings --event …``."""
    tab = window.show_tab("standings")
    tab.refresh()
    return window
