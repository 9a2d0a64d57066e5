"""The Players tab: register, edit, remove, search, sort, import and export players.

It reads when an action changed what it shows, and only while on screen (issue 22: the change
record ``ctx.changed`` delivers, through ``ShownRefresher``); after the floor's actions it reads
only the players the record names (a bust: one row of 10,000).
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPoint, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tdesk.locale_format import chips as chips_text
from tdesk.names import fold, sort_key
from tdesk.services.events import EventInfo
from tdesk.services.money.money import MONEY_KINDS, paid_amounts
from tdesk.services.people.people import find_people
from tdesk.services.players import (
    EntryChanges,
    EntryRow,
    add_player,
    entries_changed,
    list_entries,
    remove_player,
    update_player,
)
from tdesk.services.seating.seating import SEATED_KINDS, seat_numbers
from tdesk.services.swiss.tables import entries_reserved
from tdesk.services.table_reads import reads_of
from tdesk.ui.context import AppContext
from tdesk.ui.labels import status_name
from tdesk.ui.widgets import files, messages, override
from tdesk.ui.widgets.background import BackgroundTask, run_in_background
from tdesk.ui.widgets.row_table import RowTableModel, RowTableView
from tdesk.ui.widgets.shown_refresh import ShownRefresher

BACKGROUND_ROWS = 1000  # exports of more players run off the GUI thread

# columns each kind of event uses (indexes into PlayersModel.COLUMNS)
KIND_COLUMNS = {
    "poker": (0, 9, 10, 3, 5, 6, 7, 11, 8),
    "ofc": (0, 9, 10, 3, 5, 6, 7, 11, 8),
    "league": (0, 1, 2, 3, 4, 5, 8),
    "swiss": (0, 12, 1, 2, 3, 5, 8),  # 12: the reserved table, while the event has any
}


class PlayersModel(RowTableModel[EntryRow]):
    COLUMNS = (QT_TRANSLATE_NOOP("columns", "Name"), QT_TRANSLATE_NOOP("columns", "Rating"), QT_TRANSLATE_NOOP("columns", "Seed"), QT_TRANSLATE_NOOP("columns", "Country"), QT_TRANSLATE_NOOP("columns", "Games on site"), QT_TRANSLATE_NOOP("columns", "Status"), QT_TRANSLATE_NOOP("columns", "Chips"),
               QT_TRANSLATE_NOOP("columns", "Place"), QT_TRANSLATE_NOOP("columns", "Contact"),
               QT_TRANSLATE_NOOP("columns", "Table"), QT_TRANSLATE_NOOP("columns", "Seat"),
               QT_TRANSLATE_NOOP("columns", "Paid"),
               QT_TRANSLATE_NOOP("columns", "Reserved table"))
    TABLE, SEAT, PAID, RESERVED = 9, 10, 11, 12

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seats: dict[int, tuple[int, int]] = {}  # entry -> (table, seat)
        self.paid: dict[int, int] = {}  # entry -> paid (issue 14)
        self.reserved: dict[int, int] = {}  # entry -> reserved table (CG-T10, Swiss)

    def set_paid(self, paid: dict[int, int]) -> None:
        old, self.paid = self.paid, paid
        if old != paid and self.rows:
            self.dataChanged.emit(self.index(0, self.PAID), self.index(len(self.rows) - 1, self.PAID))

    def set_reserved(self, reserved: dict[int, int]) -> None:
        old, self.reserved = self.reserved, reserved
        if old != reserved and self.rows:
            self.dataChanged.emit(self.index(0, self.RESERVED),
                                  self.index(len(self.rows) - 1, self.RESERVED))

    def set_seats(self, seats: dict[int, tuple[int, int]]) -> None:
        """New seats; only the rows whose table or seat changed are repainted."""
        old, self.seats = self.seats, seats
        changed = {e for e in old.keys() | seats.keys() if old.get(e) != seats.get(e)}
        if not changed:
            return
        self.invalidate_search()
        for i, row in enumerate(self.rows):
            if row.entry_id in changed:
                self.dataChanged.emit(self.index(i, self.TABLE), self.index(i, self.SEAT))
        if self.sorted_by is not None and self.sorted_by[0] in (self.TABLE, self.SEAT):
            self.sort(*self.sorted_by)

    def value(self, row: EntryRow, column: int) -> object:
        if column == self.PAID:
            return self.paid.get(row.entry_id)
        if column == self.RESERVED:
            return self.reserved.get(row.entry_id)
        if column >= self.TABLE:
            seat = self.seats.get(row.entry_id)
            return seat[column - self.TABLE] if seat else None
        status = status_name(row.status)
        if row.no_prizes:
            status = self.tr("{0}, no prizes").format(status)
        return (row.name, row.rating, row.seed, row.country, row.site_games,
                status, row.chips, row.place, row.contact)[column]

    def sort_key(self, row: EntryRow, column: int) -> object:
        """Names sort by surname with the Unicode collation, as the printed lists do; the
        table column by table, then seat."""
        if column == 0:
            return sort_key(row.name)
        if column == self.TABLE:
            return self.seats.get(row.entry_id)
        return super().sort_key(row, column)

    def display(self, row: EntryRow, column: int) -> str:
        if column == 6 and row.chips is not None:
            return chips_text(row.chips)
        if column == self.PAID and self.paid and row.entry_id not in self.paid:
            # the event takes payments and this player has paid nothing: registered, not in
            # (not drawn, counted or placed), the no-show of the night (issue 35)
            return self.tr("not paid")
        return super().display(row, column)

    def extra(self, row: EntryRow, column: int, role: int) -> object:
        if role == Qt.ItemDataRole.ToolTipRole and row.notes:
            return row.notes
        return None


class PlayersTab(QWidget):
    # what the list reads (issue 22): players, entries, seats (poker, OFC), payments (money),
    # a Swiss event's reserved tables
    READS: frozenset[str] = reads_of(list_entries, entries_changed, seat_numbers, paid_amounts,
                                     entries_reserved)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.dialog: QWidget | None = None
        self.export_task: BackgroundTask | None = None

        self.search = QLineEdit()
        self.search.setObjectName("playerSearch")
        self.search.setPlaceholderText(self.tr("Search players (Ctrl+F): name, country, contact"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)

        self.model = PlayersModel(self)
        self.table = RowTableView(self.model, "playersTable")
        self.proxy = self.table.proxy
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)
        header = self.table.horizontalHeader()
        # sized to content when the rows are read (``_fit_columns``), not on every layout as
        # ResizeToContents would (40,000 cell reads at each start and refresh)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setResizeContentsPrecision(200)  # widths from the shown rows + 200, not 10,000
        header.moveSection(header.visualIndex(PlayersModel.TABLE), 1)
        header.moveSection(header.visualIndex(PlayersModel.SEAT), 2)
        header.moveSection(header.visualIndex(PlayersModel.RESERVED), 3)
        self.table.verticalHeader().setDefaultSectionSize(
            self.table.verticalHeader().defaultSectionSize())  # uniform rows: no per-row hint
        self._rows_event: int | None = -1  # the event the rows shown were read for
        self.table.doubleClicked.connect(lambda _index: self.edit_selected())

        self.add_button = QPushButton(self.tr("&Add player…"))
        self.add_button.setObjectName("addPlayer")
        self.add_button.setToolTip(self.tr("Register a new player (Ctrl+N is a new event; "
                                           "Insert adds a player)"))
        self.edit_button = QPushButton(self.tr("&Edit…"))
        self.edit_button.setObjectName("editPlayer")
        self.delete_button = QPushButton(self.tr("&Remove…"))
        self.delete_button.setObjectName("removePlayer")
        self.import_button = QPushButton(self.tr("&Import CSV…"))
        self.import_button.setObjectName("importPlayers")
        self.export_button = QPushButton(self.tr("E&xport CSV…"))
        self.export_button.setObjectName("exportPlayers")
        self.add_button.clicked.connect(self.add)
        self.edit_button.clicked.connect(self.edit_selected)
        self.delete_button.clicked.connect(self.remove_selected)
        self.import_button.clicked.connect(self.import_csv)
        self.export_button.clicked.connect(self.export_csv)
        self.count_label = QLabel()
        self.count_label.setObjectName("playerCount")

        buttons = QHBoxLayout()
        for button in (self.add_button, self.edit_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.count_label)
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.setTabOrder(self.search, self.table)

        # tab-wide keys; row keys only while the table has focus (never inside a dialog)
        for keys, slot, owner in ((QKeySequence.StandardKey.Find, self.search.setFocus, self),
                                  ("Insert", self.add, self), ("Ctrl+Shift+N", self.add, self),
                                  ("F2", self.edit_selected, self.table),
                                  ("Return", self.edit_selected, self.table),
                                  ("Delete", self.remove_selected, self.table),
                                  ("Ctrl+Shift+I", self.reinstate_selected, self.table)):
            shortcut = QShortcut(QKeySequence(keys), owner)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut if owner is self.table
                                else Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.menu: QMenu | None = None
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._row_menu)

        self.on_change = ShownRefresher(self, self.refresh, reads=self.READS,
                                        event=lambda: self.ctx.event_id)
        ctx.changed.connect(self.on_change.changed)
        ctx.eventChanged.connect(self._event_changed)
        self._event_changed(ctx.event_info)

    # -- display -------------------------------------------------------------------------
    def _event_changed(self, event: EventInfo | None) -> None:
        shown = KIND_COLUMNS.get(event.kind, ()) if event else ()
        for column in range(self.model.columnCount()):
            self.table.setColumnHidden(column, bool(shown) and column not in shown)
        self.on_change.changed()  # read now if shown, else when next shown

    def refresh(self) -> None:
        """Show the store's players. After the floor's actions only the players they changed
        are read again (the change record the refresh was called for names them: a bust
        reads one row of 10,000); a new event, a record that cannot list its rows or a big
        action read everything, and so does a direct call (no record: read all)."""
        event_id = self.ctx.event_id
        selected = self.selected_row()
        kind = self.ctx.event_info.kind if self.ctx.event_info else ""
        changed, missed = None, self.on_change.missed
        if event_id is not None and event_id == self._rows_event and missed is not None:
            changed = entries_changed(self.ctx.store, event_id, missed)
        if event_id is None:
            self._show_all(None, kind)
        elif changed is None:
            self._show_all(event_id, kind)
        else:
            self._show_changed(event_id, kind, changed)
        self._rows_event = event_id
        self._filter(self.search.text())
        if selected is not None and self.selected_row() != selected:
            self.select_entry(selected.entry_id)
        self._update_buttons()

    def _show_all(self, event_id: int | None, kind: str) -> None:
        store = self.ctx.store
        rows = list_entries(store, event_id) if event_id is not None else []
        seats = seat_numbers(store, event_id) \
            if event_id is not None and kind in SEATED_KINDS else {}
        self.model.set_paid(paid_amounts(store, event_id)
                            if event_id is not None and kind in MONEY_KINDS else {})
        if event_id != self._rows_event:
            self.model.seats = seats
            self.model.reserved = self._reserved(event_id, kind)
            self.model.set_rows(rows)
            self.table.fit_columns()
        else:
            self._update(rows)
            self.model.set_seats(seats)
            self.model.set_reserved(self._reserved(event_id, kind))
        self._show_reserved_column()

    def _show_changed(self, event_id: int, kind: str, changed: EntryChanges) -> None:
        """Repaint only the players the actions since the last look changed."""
        store = self.ctx.store
        if changed.touched:
            rows = {r.entry_id: r for r in self.model.rows}
            for entry_id in changed.gone:
                rows.pop(entry_id, None)  # removed, or never of this event
            rows.update((r.entry_id, r) for r in changed.rows)
            self._update(list(rows.values()))
        if kind in MONEY_KINDS and changed.paid_unknown:  # a payment undone: whose is unknown
            self.model.set_paid(paid_amounts(store, event_id))
        elif kind in MONEY_KINDS and changed.touched:
            paid = {e: v for e, v in self.model.paid.items() if e not in changed.touched}
            paid.update(paid_amounts(store, event_id, changed.touched))
            self.model.set_paid(paid)
        if kind in SEATED_KINDS and changed.seats_changed:
            self.model.set_seats(seat_numbers(store, event_id))
        if kind == "swiss" and changed.touched:  # a table reserved or freed is an entry's
            self.model.set_reserved(self._reserved(event_id, kind))
            self._show_reserved_column()

    def _reserved(self, event_id: int | None, kind: str) -> dict[int, int]:
        """CG-T10: a Swiss event's reserved tables; the column shows only while it has any."""
        if event_id is None or kind != "swiss":
            return {}
        return entries_reserved(self.ctx.store, event_id)

    def _show_reserved_column(self) -> None:
        hidden = not self.model.reserved
        if self.table.isColumnHidden(PlayersModel.RESERVED) != hidden:
            self.table.setColumnHidden(PlayersModel.RESERVED, hidden)
            if not hidden:
                self.table.fit_columns()

    def _update(self, rows: list[EntryRow]) -> None:
        """Replace the rows, repainting and measuring only those that changed."""
        changed = self.model.update_rows(rows, key=lambda r: r.entry_id)
        if changed is None:
            self.table.fit_columns()
        else:
            self.table.fit_columns(changed, grow_only=True)

    def _filter(self, text: str) -> None:
        self.proxy.set_search(text)
        shown, total = self.proxy.rowCount(), self.model.rowCount()
        if fold(text):
            self.count_label.setText(self.tr("{0} of %n player(s)", "", total).format(shown))
        elif self.ctx.event_info is not None and self.ctx.event_info.kind == "swiss":
            # nobody busts in a Swiss event: "63 left" said nothing; drops are what count
            dropped = sum(1 for r in self.model.rows if r.status == "dropped")
            self.count_label.setText(self.tr("%n player(s)", "", total) + (
                ", " + self.tr("%n dropped", "", dropped) if dropped else ""))
        else:
            left = sum(1 for r in self.model.rows if r.status == "active")
            self.count_label.setText(self.tr("%n player(s)", "", total) + ", "
                                     + self.tr("%n left", "", left))
        if shown and not self.table.selectionModel().hasSelection():
            self.table.selectRow(0)

    def visible_names(self) -> list[str]:
        return [self.proxy.index(r, 0).data() for r in range(self.proxy.rowCount())]

    def selected_row(self) -> EntryRow | None:
        row: EntryRow | None = self.table.selected_row()
        return row

    def select_entry(self, entry_id: int) -> None:
        self.table.select_where(lambda entry: entry.entry_id == entry_id)

    def _update_buttons(self) -> None:
        has_event = self.ctx.event_id is not None
        selected = self.selected_row() is not None
        for button in (self.add_button, self.import_button, self.export_button):
            button.setEnabled(has_event)
        self.edit_button.setEnabled(selected)
        self.delete_button.setEnabled(selected)

    # -- actions -------------------------------------------------------------------------
    def add(self) -> None:
        if self.ctx.event_id is None:
            return
        from tdesk.ui.seating.player_dialog import PlayerDialog

        event_id = self.ctx.event_id
        # a late entry once a paid place is given asks first (PL-3); "no" keeps the dialog
        # open with the reason
        # the store's people matching the name typed: picking one reuses them (PPL-1)
        self.dialog = PlayerDialog(None, self, save=lambda fields, person_id: override.call(
            self, add_player, self.ctx.store, event_id, fields, person_id=person_id),
            kind=self._kind(),
            find=lambda text: find_people(self.ctx.store, text, event_id=event_id))
        self.dialog.saved.connect(self._saved)
        self.dialog.open()

    def edit_selected(self) -> None:
        row = self.selected_row()
        if row is None:
            return
        from tdesk.ui.seating.player_dialog import PlayerDialog

        self.dialog = PlayerDialog(row.fields, self, save=lambda fields: update_player(
            self.ctx.store, row.entry_id, fields, version=row.version) or row.entry_id,
            kind=self._kind())
        self.dialog.saved.connect(self._saved)
        self.dialog.open()

    def _kind(self) -> str | None:
        return self.ctx.event_info.kind if self.ctx.event_info is not None else None

    def _saved(self, entry_id: int) -> None:
        self.ctx.poll()  # delivers the saved change: the tab reads just that player
        self.select_entry(entry_id)

    def _row_menu(self, where: QPoint) -> None:
        """The row's menu: edit, remove, and Reinstate… for a busted player (issue 35)."""
        row = self.selected_row()
        if row is None:
            return
        menu = QMenu(self)
        menu.addAction(self.tr("Edit…"), self.edit_selected)
        menu.addAction(self.tr("Remove…"), self.remove_selected)
        if row.status == "busted" and self._kind() in SEATED_KINDS:
            menu.addAction(self.tr("Reinstate… (Ctrl+Shift+I)"), self.reinstate_selected)
        self.menu = menu
        menu.popup(self.table.viewport().mapToGlobal(where))

    def reinstate_selected(self) -> None:
        """Reinstate… the selected busted player: back in play at a seat (issue 35)."""
        row = self.selected_row()
        if row is None or row.status != "busted" or self.ctx.event_id is None \
                or self._kind() != "poker":
            return
        from tdesk.ui.seating.reinstate_dialog import ReinstateDialog

        self.dialog = ReinstateDialog(self.ctx, self.ctx.event_id, entry_id=row.entry_id,
                                      parent=self)
        self.dialog.reinstated.connect(self.select_entry)
        self.dialog.open()

    def remove_selected(self) -> None:
        row = self.selected_row()
        if row is None:
            return
        question = self.tr("Remove {0} from this event?\n\nEdit › Undo brings them back.").format(
            row.name)
        if messages.confirm(self, question, self.tr("Remove player"), yes=self.tr("Remove"),
                            destructive=True):
            override.run(self.ctx, self, remove_player, self.ctx.store, row.entry_id)

    def import_csv(self) -> None:
        if self.ctx.event_id is None:
            return
        path = files.open_file(self, self.tr("Import players"),
                               self.tr("CSV files (*.csv *.txt);;All files (*)"))
        if path is None:
            return
        from tdesk.ui.import_dialog import ImportDialog

        self.dialog = ImportDialog(self.ctx, self.ctx.event_id, path, self)
        self.dialog.open()  # its import polls: the change record brings the new players

    def export_csv(self) -> None:
        event = self.ctx.event_info
        if event is None:
            return
        path = files.save_file(self, self.tr("Export players"), self.tr("CSV files (*.csv)"),
                               f"{event.name} players.csv")
        if path is None:
            return
        store, event_id = self.ctx.store, event.id
        from tdesk.services.csv_io import write_players_csv  # not at start: only to export

        def export() -> str:  # in the background: 10,000 players take a moment
            try:
                path.write_bytes(write_players_csv(list_entries(store, event_id)))
            except OSError as exc:
                return self.tr("Cannot write {0}: {1}").format(path, exc.strerror)
            return ""

        def done(problem: str) -> None:
            if problem:
                messages.error(self, problem)

        if self.model.rowCount() <= BACKGROUND_ROWS:
            done(export())  # a moment: no progress dialog
            return
        self.export_task = run_in_background(self, self.tr("Exporting players…"), export,
                                             on_done=done)
