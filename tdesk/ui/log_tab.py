"""The Log tab: every floor action of the event, newest first: when (date and time), who, at
which station, the seed, and whether it was undone.

A model/view table that loads the log a page at a time as the floor scrolls (``fetchMore``),
so an event with 100,000 actions opens as fast as one with ten. Ctrl+Z only ever undoes this
station's own newest action; here any action can be undone explicitly ("Undo this action…",
asked first), e.g. one a station that crashed left behind (issue 9).
"""

from typing import Any

import shiboken6
from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    Qt,
)
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tdesk.services.audit import ActionRow, count_actions, list_actions
from tdesk.services.store_changes import StoreChanges
from tdesk.services.venue.tablet_acting import tablet_station
from tdesk.timefmt import local_text
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.widgets import messages
from tdesk.ui.widgets.shown_refresh import ShownRefresher

PAGE = 200
Index = QModelIndex | QPersistentModelIndex


def station_label(station: str) -> str:
    """The station as the floor reads it: the computer's name and its short tag."""
    return station.replace("/", " · ") if station else ""


class LogModel(QAbstractTableModel):
    """The audit rows of one event, newest first, fetched ``PAGE`` rows at a time."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.event_id: int | None = None
        self.rows: list[ActionRow] = []
        self.total = 0
        self.headers = [self.tr("When"), self.tr("Staff"), self.tr("Station"), self.tr("Action"),
                        self.tr("Seed"), self.tr("State")]

    # -- loading ------------------------------------------------------------------------------
    def reload(self, event_id: int | None) -> None:
        self.beginResetModel()
        self.event_id = event_id
        self.rows = []
        self.total = count_actions(self.ctx.store, event_id) if event_id else 0
        if event_id:
            self.rows = list_actions(self.ctx.store, event_id, limit=PAGE)
        self.endResetModel()

    def update(self) -> None:
        """After a change: new actions at the top, and the undone mark of each loaded action
        a new undo or redo names (its ``audit_id``) read again: the cost is the new actions,
        not the 100,000 rows scrolled through."""
        if not self.event_id:
            return
        if not self.rows:
            self.reload(self.event_id)
            return
        newest = self.rows[0].id
        fresh: list[ActionRow] = []
        while True:
            page = list_actions(self.ctx.store, self.event_id, limit=PAGE,
                                before_id=fresh[-1].id if fresh else None)
            page = [r for r in page if r.id > newest]
            fresh.extend(page)
            if len(page) < PAGE:
                break
        if fresh:
            self.beginInsertRows(QModelIndex(), 0, len(fresh) - 1)
            self.rows[:0] = fresh
            self.total += len(fresh)
            self.endInsertRows()
        named = {r.params.get("audit_id") for r in fresh if r.action in ("undo", "redo")}
        if not named:
            return
        where = {r.id: i for i, r in enumerate(self.rows)}
        for audit_id in named:
            i = where.get(audit_id) if isinstance(audit_id, int) else None
            if i is None:
                continue  # not loaded yet: read as it is when scrolled to
            now = list_actions(self.ctx.store, self.event_id, limit=1, before_id=audit_id + 1)
            if now and now[0].id == audit_id and now[0] != self.rows[i]:
                self.rows[i] = now[0]
                self.dataChanged.emit(self.index(i, 0), self.index(i, len(self.headers) - 1))

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and len(self.rows) < self.total

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid() or not self.rows or not self.event_id:
            return
        page = list_actions(self.ctx.store, self.event_id, limit=PAGE,
                            before_id=self.rows[-1].id)
        if not page:
            self.total = len(self.rows)
            return
        self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(page) - 1)
        self.rows.extend(page)
        self.endInsertRows()

    # -- the table ----------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._cells(row)[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("{0}\nby {1} at station {2}").format(
                row.summary, row.staff or "—", station_label(row.station) or "—")
        if role == Qt.ItemDataRole.ForegroundRole and row.undone:
            return QBrush(QColor(palette.UNDONE))
        return None

    def _cells(self, row: ActionRow) -> list[str]:
        state = self.tr("undone") if row.undone else ""
        mine = row.station == self.ctx.store.station
        station = (self.tr("this station") if mine
                   else self.tr("a player's phone") if row.station == self.ctx.store.phone_station
                   else self.tr("a floor tablet") if row.station == tablet_station(self.ctx.store)
                   else station_label(row.station))
        return [local_text(row.at, "%Y-%m-%d %H:%M:%S"), row.staff, station, row.summary,
                "" if row.seed is None else str(row.seed), state]


class LogRefresher(ShownRefresher):
    """The log lists the audit rows that name its event, whatever tables they changed (or
    none: a check recorded by its row, a clock press): it reads when an action named the
    shown event, never for another event's (issue 22)."""

    def concerns(self, changes: StoreChanges) -> bool:
        event_id = self.shown_event() if self.shown_event is not None else None
        return changes.everything or event_id is None or event_id in changes.events


class LogTab(QWidget):
    # every action of the shown event appears in the log, whatever it changed
    READS: frozenset[str] = frozenset()

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.model = LogModel(ctx, self)
        self.table = QTableView()
        self.table.setObjectName("logTable")
        self.table.setModel(self.model)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(
            self.table.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._menu)

        self.undo_button = QPushButton(self.tr("&Undo this action…"))
        self.undo_button.setObjectName("undoThisAction")
        self.undo_button.setToolTip(self.tr(
            "Undo the selected action, even one done at another station (asks first). "
            "Ctrl+Z undoes only this station's own actions."))
        self.undo_button.clicked.connect(self.undo_selected)
        self.undo_action = QAction(self.tr("Undo this action…"), self)
        self.undo_action.setShortcut(QKeySequence("Ctrl+Alt+Z"))
        self.undo_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.undo_action.triggered.connect(self.undo_selected)
        self.addAction(self.undo_action)
        self.count = QLabel()
        self.count.setObjectName("logCount")

        bar = QHBoxLayout()
        bar.addWidget(self.count)
        bar.addStretch(1)
        bar.addWidget(self.undo_button)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.table)

        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        # bound methods only: Qt drops these connections when the tab is deleted (issue 11)
        self.on_change = LogRefresher(self, self.update_rows, reads=self.READS,
                                      event=lambda: self.ctx.event_id)
        ctx.changed.connect(self.on_change.changed)
        ctx.eventChanged.connect(self.on_event_changed)
        self.reload()

    # -- refreshing ---------------------------------------------------------------------------
    def _alive(self) -> bool:
        return shiboken6.isValid(self) and shiboken6.isValid(self.model)

    def reload(self) -> None:
        if not self._alive():
            return
        self.model.reload(self.ctx.event_id)
        for column in (0, 1, 2, 4, 5):  # from the first page only: cheap at any log size
            self.table.resizeColumnToContents(column)
        self._show_count()

    def on_event_changed(self, _event: object) -> None:
        self.reload()

    def update_rows(self) -> None:
        """After actions of the shown event (read when shown: a hidden log costs nothing per
        action): the new rows at the top, the undone marks they name."""
        if not self._alive():
            return
        if self.model.event_id != self.ctx.event_id:
            self.reload()
            return
        self.model.update()
        self._show_count()

    def _show_count(self) -> None:
        self.count.setText(self.tr("%n action(s)", "", self.model.total))
        self._selection_changed()

    # -- undoing an action of any station -----------------------------------------------------
    def selected(self) -> ActionRow | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.rows[rows[0].row()]

    def _selection_changed(self, *_args: object) -> None:
        row = self.selected()
        enabled = row is not None and row.can_undo
        self.undo_button.setEnabled(enabled)
        self.undo_action.setEnabled(enabled)

    def _menu(self, pos: QPoint) -> None:
        index = self.table.indexAt(pos)
        if not index.isValid():
            return
        self.table.selectRow(index.row())
        menu = QMenu(self)
        menu.addAction(self.undo_action)
        menu.popup(self.table.viewport().mapToGlobal(pos))
        self.menu = menu

    def undo_selected(self) -> None:
        row = self.selected()
        if row is None or not row.can_undo:
            return
        who = row.staff or self.tr("someone")
        where = (self.tr("this station") if row.station == self.ctx.store.station
                 else self.tr("a player's phone") if row.station == self.ctx.store.phone_station
                 else self.tr("a floor tablet") if row.station == tablet_station(self.ctx.store)
                 else self.tr("station {0}").format(station_label(row.station) or "?"))
        question = self.tr(
            "Undo “{0}”, done by {1} at {2} ({3})?\n\nEverything it changed is put back as it "
            "was; if later actions changed the same rows, nothing is undone and you are told."
        ).format(row.summary, who, local_text(row.at, "%Y-%m-%d %H:%M:%S"), where)
        if not messages.confirm(self, question, self.tr("Undo this action"),
                                yes=self.tr("Undo it")):
            return
        step = self.ctx.run(self, self.ctx.store.undo, row.id)
        if step is not None:
            window = self.window()
            status = getattr(window, "statusBar", None)
            if callable(status):
                status().showMessage(self.tr("Undone: {0}").format(step.summary), 6000)
