"""The Ranking tab of a heads-up league: HU-K1's 13 criteria as columns, every player (dead
ones greyed), the criterion that put each row below the one above highlighted, and the season
winner once one player has lives left."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import TdeskError
from tdesk.rules.league import CRITERIA
from tdesk.services.league import league
from tdesk.services.league.league import Ranking
from tdesk.services.table_reads import reads_of
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.fonts import ui_font
from tdesk.ui.people.ratings_dialog import open_ratings
from tdesk.ui.widgets import files, messages
from tdesk.ui.widgets.shown_refresh import ShownRefresher

DECIDING = QColor(palette.DECIDING)
DEAD = QColor(palette.DEAD)

# HU-K1's criteria as the ranking's column headers (short) and tooltips (the rule's words).
HEADERS = (
    QT_TRANSLATE_NOOP("LeagueRanking", "Lives"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Won"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Won\nplayed"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Forfeit\nlosses"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Opp. won\n(played)"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Opp. lives\n(played)"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Opp. won\n(all)"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Opp. lives\n(all)"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Opp. won played\n(played)"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Opp. forfeits\n(played)"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Opp. won played\n(all)"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Opp. forfeits\n(all)"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Seed"),
)
TIPS = (
    QT_TRANSLATE_NOOP("LeagueRanking", "Lives (more is better)"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Won games, played and by forfeit"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Won played games"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Forfeit losses (fewer is better)"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Sum of won games of played opponents"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Sum of lives of played opponents"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Sum of won games of all opponents"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Sum of lives of all opponents"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Sum of won played games of played opponents"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Sum of forfeit losses of played opponents (fewer is better)"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Sum of won played games of all opponents"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Sum of forfeit losses of all opponents (fewer is better)"),
    QT_TRANSLATE_NOOP("LeagueRanking", "Seed (higher is better)"),
)


def header(number: int) -> str:
    return QCoreApplication.translate("LeagueRanking", HEADERS[number - 1])


class RankingTable(QTableWidget):
    """Place, player, the 13 values; row colours and the deciding cell come from the data."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 2 + len(CRITERIA), parent)
        self.setObjectName("leagueRanking")
        labels = [self.tr("Place"), self.tr("Player")] + [
            f"{c.number}\n{header(c.number)}" for c in CRITERIA]
        self.setHorizontalHeaderLabels(labels)
        for c in CRITERIA:
            item = self.horizontalHeaderItem(1 + c.number)
            if item is not None:
                item.setToolTip(QCoreApplication.translate("LeagueRanking", TIPS[c.number - 1]))
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)

    def show_ranking(self, ranking: Ranking) -> None:
        self.setRowCount(len(ranking.rows))
        for r, row in enumerate(ranking.rows):
            cells = [str(row.place), row.name] + [str(v) for v in row.values]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if not row.alive:
                    item.setForeground(QBrush(DEAD))
                if row.decided_by is not None and c == 1 + row.decided_by and r > 0:
                    item.setBackground(QBrush(DECIDING))
                    item.setToolTip(self.tr("Ranked below the row above by criterion {0}: {1}")
                                    .format(row.decided_by, header(row.decided_by)))
                if ranking.winner and r == 0:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.setItem(r, c, item)


class RankingTab(QWidget):
    READS: frozenset[str] = reads_of(league.ranking)
    """The tables a refresh reads: a change elsewhere is no reason to read again (issue 22)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.banner = QLabel()
        self.banner.setObjectName("seasonWinner")
        self.banner.setFont(ui_font(16, bold=True))
        self.summary = QLabel()
        self.summary.setObjectName("rankingSummary")
        self.table = RankingTable()
        export = QPushButton(self.tr("Export CS&V…"))
        export.setObjectName("exportRanking")
        export.clicked.connect(self.export_csv)
        top = QHBoxLayout()
        top.addWidget(self.summary, 1)
        top.addWidget(export)
        rate = QPushButton(self.tr("&Ratings…"))  # RAT-5: the season's rating update
        rate.setObjectName("ratingsButton")
        rate.clicked.connect(lambda: open_ratings(self, ctx, ctx.event_id_if("league")))
        top.addWidget(rate)
        note = QLabel(self.tr("Yellow: the criterion that ranks a player below the one above "
                              "(HU-K1). Grey: no lives left. Forfeit losses: fewer is better."))
        note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(note)
        self.on_change = ShownRefresher(self, self.refresh, reads=self.READS,
                                        event=lambda: self.ctx.event_id_if("league"))
        ctx.changed.connect(self.on_change.changed)
        ctx.eventChanged.connect(self.on_change.changed)  # no record: always read afresh
        # read now if shown, else when first shown: a tab built while the window is idle
        # does not rank 4,096 players on the GUI thread before anyone looks (issue 27)
        self.on_change.changed()

    def refresh(self, *_args: object) -> None:
        event_id = self.ctx.event_id_if("league")
        if event_id is None:
            return
        try:
            ranking = league.ranking(self.ctx.store, event_id)
        except TdeskError:
            return
        self.table.show_ranking(ranking)
        alive = sum(r.alive for r in ranking.rows)
        self.summary.setText(self.tr("After %n round(s)", "", ranking.rounds_played) + ": "
                             + self.tr("{0} of {1} players alive").format(alive,
                                                                          len(ranking.rows)))
        self.banner.setText(self.tr("Season winner: {0}").format(ranking.winner)
                            if ranking.winner else "")
        self.banner.setVisible(bool(ranking.winner))

    def export_csv(self) -> None:
        event_id = self.ctx.event_id
        if event_id is None:
            return
        path = files.save_file(self, self.tr("Export ranking"), self.tr("CSV files (*.csv)"),
                               "ranking.csv")
        if path:
            try:
                text = league.ranking_csv(self.ctx.store, event_id)
                path.write_text(text, encoding="utf-8-sig")  # BOM: Excel reads Cyrillic
            except OSError as exc:
                messages.error(self, self.tr("Cannot write {0}: {1}").format(path, exc.strerror))


def snapshot_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    return window.show_tab("ranking")
