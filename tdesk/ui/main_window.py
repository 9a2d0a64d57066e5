"""The floor laptop's main window: event switcher, one tab per area, menus, status bar."""

import sys
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tdesk import __version__
from tdesk.errors import TdeskError
from tdesk.i18n import current_language
from tdesk.models.backups import AutoBackup
from tdesk.models.store import Store
from tdesk.print import registry as print_registry
from tdesk.services.events import EventInfo, delete_event, list_events
from tdesk.services.money.terms import MONEY_KINDS
from tdesk.services.store_changes import StoreChanges
from tdesk.timefmt import date_text
from tdesk.ui import settings
from tdesk.ui import tabs as tab_registry
from tdesk.ui.context import AppContext
from tdesk.ui.first_frame import EventRow, opening_event
from tdesk.ui.labels import document_title, kind_name, tab_title
from tdesk.ui.people import rating_export_action
from tdesk.ui.tab_context import TabContext
from tdesk.ui.tab_pages import TabPage, TabPages
from tdesk.ui.venue.host_banner import HostBanner
from tdesk.ui.widgets import files, messages

BACKUP_TICK_MS = 60_000
FIRST_BACKUP_AFTER_MS = 2000
PREBUILD_AFTER_MS = 1500  # the other tabs are built this long after the window is up


class MainWindow(QMainWindow):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *,
                 event: str | None = None) -> None:
        """``event``: the name of the event to open first (else the last one shown, else the
        event under way today); the tabs are built once, for that event."""
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(self.tr("tdesk"))
        self.resize(1280, 820)
        self._first_event = event
        self._tab_kind: str | None = None
        self.tab_widgets = TabPages()  # key -> tab, built when first asked for or shown
        self.prebuild = self._child_timer(self._prebuild_one)  # the tabs the start skipped
        self._tab_ctx: TabContext | None = None
        self._tab_actions: list[QAction] = []
        self.auto_backup = AutoBackup(ctx.store)
        self.display_dialog: QDialog | None = None  # File › Player screens, made when first asked
        self.host_dialog: QDialog | None = None  # File › Host this event… (issue 39)
        self.standby_dialog: QDialog | None = None  # File › Keep a standby copy…

        self.event_combo = QComboBox()
        self.event_combo.setMinimumWidth(320)
        self.event_combo.setToolTip(self.tr("Event shown in every tab (Ctrl+K)"))
        self.event_combo.currentIndexChanged.connect(self._combo_changed)
        toolbar = QToolBar(self.tr("Event"))
        toolbar.setObjectName("eventToolbar")
        toolbar.setMovable(False)
        event_label = QLabel(self.tr("&Event:"))
        event_label.setBuddy(self.event_combo)
        toolbar.addWidget(event_label)
        toolbar.addWidget(self.event_combo)
        self.event_details = QLabel()
        self.event_details.setContentsMargins(12, 0, 0, 0)
        toolbar.addWidget(self.event_details)
        self.addToolBar(toolbar)

        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.currentChanged.connect(self._build_shown_tab)
        self.empty = QLabel(self.tr(
            "<h2>No events yet</h2><p>Create one with <b>File › New event…</b> (Ctrl+N), "
            "or run <code>tdesk demo</code> to explore a demo store.</p>"))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.empty)
        self.stack.addWidget(self.tabs)
        self.host_banner = HostBanner(ctx)  # the host lost: read-only (issue 39)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.host_banner)
        column.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.store_label = QLabel()
        self.staff_label = QLabel()
        self.revision_label = QLabel()
        self._status_for: tuple[object, ...] = ()  # the store, staff and language of the bar
        self._details_for: tuple[EventInfo, str] | None = None  # the details line's event
        self.statusBar().addWidget(self.store_label, 1)
        self.statusBar().addPermanentWidget(self.staff_label)
        self.statusBar().addPermanentWidget(self.revision_label)

        self._build_menus()
        ctx.changed.connect(self._store_changed)
        ctx.eventChanged.connect(self._event_changed)
        ctx.storeReplaced.connect(self._store_replaced)
        ctx.storeInterfered.connect(self.warn_about_interference)
        ctx.hostBack.connect(self._host_back)
        self.backup_timer = QTimer(self)
        self.backup_timer.setInterval(BACKUP_TICK_MS)
        self.backup_timer.timeout.connect(self._backup_tick)
        self.backup_timer.start()
        # the backup on open, once the window is up (a 10,000-entrant store takes a moment)
        self.first_backup = self._child_timer(self._backup_tick)
        self.first_backup.start(FIRST_BACKUP_AFTER_MS)
        self.store_warning = self._child_timer(self.warn_about_store)  # once the window is up
        self.store_warning.start(0)
        self.reload_events()
        if self.ctx.event_info is None:
            self._event_changed(None)

    # -- menus ---------------------------------------------------------------------------
    def _action(self, menu: QMenu, text: str, slot: object, shortcut: str | QKeySequence = "",
                name: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        if name:
            action.setObjectName(name)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        self._action(file_menu, self.tr("&New event…"), self.new_event, QKeySequence.StandardKey.New, "newEvent")
        self.edit_event_action = self._action(file_menu, self.tr("&Edit event…"), self.edit_event,
                                              "Ctrl+Shift+E", "editEvent")
        self.delete_event_action = self._action(file_menu, self.tr("&Delete event…"),
                                                self.delete_event, "", "deleteEvent")
        self._action(file_menu, self.tr("Switch &event"), self.event_combo.showPopup, "Ctrl+K")
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Open store…"), self.open_store, QKeySequence.StandardKey.Open, "openStore")
        self._action(file_menu, self.tr("&Back up store…"), self.backup_now, "Ctrl+Shift+B",
                     "backupStore")
        self._action(file_menu, self.tr("&Restore from backup…"), self.restore_backup, "",
                     "restoreBackup")
        file_menu.addSeparator()
        self._action(file_menu, self.tr("&Import players…"), lambda: self._players_tab_call("import_csv"),
                     "Ctrl+I", "importPlayers")
        self._action(file_menu, self.tr("E&xport players…"), lambda: self._players_tab_call("export_csv"),
                     "Ctrl+Shift+X", "exportPlayers")
        self._action(file_menu, self.tr("Player &database…"), self.show_people, "Ctrl+Shift+U",
                     "playerDatabase")  # every person of the store (issue 26)
        self.walk_in_action = self._action(  # the cashier's one step (issue 35)
            file_menu, self.tr("&Walk-in…"), self.show_walk_in, "F9", "walkIn")
        self._gate_walk_in(self.ctx.event_info)
        self.ctx.eventChanged.connect(self._gate_walk_in)
        self.export_rating_action = self._action(  # a Swiss event for the rating list (issue 24)
            file_menu, self.tr("Export ra&ting list…"),
            lambda: rating_export_action.export_rating(self, self.ctx), "", "exportRating")
        rating_export_action.follow_event(self.ctx, self.export_rating_action)
        self._action(file_menu, self.tr("&Series…"), self.show_series, "Ctrl+Shift+S", "series")
        self.print_menu = file_menu.addMenu(self.tr("&Print"))
        self._action(file_menu, self.tr("Player &screens…"), self.show_player_screens,
                     "Ctrl+Shift+W", "playerScreens")
        self._action(file_menu, self.tr("&Host this event on the venue network…"),
                     self.show_host, "", "hostVenue")  # issue 39
        self._action(file_menu, self.tr("&Join an event on the venue network…"),
                     self.show_join, "", "joinVenue")
        self._action(file_menu, self.tr("Keep a standb&y copy…"), self.show_standby, "",
                     "standbyVenue")
        self._action(file_menu, self.tr("Sta&ff…"), self.show_staff_pins, "", "staffPins")
        file_menu.addSeparator()
        # Ctrl+Q itself: the standard Quit key is none on Windows and offscreen
        self.quit_action = self._action(file_menu, self.tr("&Quit"), self.close, "Ctrl+Q", "quit")

        edit_menu = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self._action(edit_menu, self.tr("&Undo"), self.undo,
                                        QKeySequence.StandardKey.Undo, "undo")
        self.redo_action = self._action(edit_menu, self.tr("&Redo"), self.redo,
                                        "Ctrl+Shift+Z", "redo")
        edit_menu.addSeparator()
        self._action(edit_menu, self.tr("Floor &staff name…"), self.ask_staff, "", "staffName")

        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Rules reference"), self.show_rules, QKeySequence.StandardKey.HelpContents,
                     "rulesReference")
        self._action(help_menu, self.tr("&About tdesk"), self.show_about)

    def _rebuild_print_menu(self) -> None:
        self.print_menu.clear()
        event = self.ctx.event_info
        docs = print_registry.for_kind(event.kind) if event else []
        for index, doc in enumerate(docs):
            shortcut = "Ctrl+P" if index == 0 else ""
            self._action(self.print_menu, document_title(doc.title) + "…",
                         lambda _=False, d=doc: self.print_document(d.key), shortcut,
                         f"print_{doc.key}")
        self.print_menu.setEnabled(bool(docs))

    # -- events --------------------------------------------------------------------------
    def reload_events(self, select_id: int | None = None) -> None:
        events = list_events(self.ctx.store)
        wanted = select_id if select_id is not None else self.ctx.event_id
        if wanted is None:
            wanted = self._opening_event(events)
        self.event_combo.blockSignals(True)
        self.event_combo.clear()
        for event in events:
            self.event_combo.addItem(f"{event.name} — {kind_name(event.kind)}", event.id)
        index = next((i for i, e in enumerate(events) if e.id == wanted), 0 if events else -1)
        self.event_combo.setCurrentIndex(index)
        self.event_combo.blockSignals(False)
        new_id = events[index].id if index >= 0 else None
        if new_id != self.ctx.event_id or (new_id is None and self._tab_kind is not None):
            self.ctx.select_event(new_id)
        elif self.ctx.event_info is not None:
            self._show_event_details(self.ctx.event_info)

    def _opening_event(self, events: list[EventInfo]) -> int | None:
        """The event a start opens on: the one asked for, else the last one shown, else the
        latest that has begun by today (the one under way), else the first listed."""
        first, self._first_event = self._first_event, None
        rows = [EventRow(e.id, e.name, e.date) for e in events]  # as the first frame chose
        return opening_event(rows, first, settings.LAST_EVENT.get())

    def select_event_by_name(self, name: str) -> bool:
        for index in range(self.event_combo.count()):
            if self.event_combo.itemText(index).split(" — ")[0].lower() == name.lower():
                self.event_combo.setCurrentIndex(index)
                return True
        return False

    def _combo_changed(self, index: int) -> None:
        event_id = self.event_combo.itemData(index) if index >= 0 else None
        try:
            self.ctx.select_event(event_id)
        except TdeskError as exc:
            messages.error(self, str(exc))
            self.reload_events()

    def _event_changed(self, event: EventInfo | None) -> None:
        self.edit_event_action.setEnabled(event is not None)
        self.delete_event_action.setEnabled(event is not None)
        if event is None:
            self._clear_tabs()
            self.stack.setCurrentWidget(self.empty)
            self.event_details.setText("")
        else:
            if event.kind != self._tab_kind:
                self._build_tabs(event.kind)
            self.stack.setCurrentWidget(self.tabs)
            self._show_event_details(event)
        self._rebuild_print_menu()
        self._update_status()

    def _show_event_details(self, event: EventInfo) -> None:
        self._details_for = (event, current_language())
        parts = [kind_name(event.kind)]
        if event.date:
            parts.append(date_text(event.date))
        if event.venue:
            parts.append(event.venue)
        self.event_details.setText(" · ".join(parts))
        self.setWindowTitle(self.tr("tdesk — {0}").format(event.name))

    def _clear_tabs(self) -> None:
        """Retire the current tabs: cut their signals, drop their Alt+N shortcuts, delete them."""
        if self._tab_ctx is not None:
            self._tab_ctx.detach()
            self._tab_ctx.deleteLater()
            self._tab_ctx = None
        for action in self._tab_actions:
            self.removeAction(action)
            action.deleteLater()
        self._tab_actions.clear()
        self.prebuild.stop()
        self.tabs.blockSignals(True)  # a page becoming current while they go builds nothing
        while self.tabs.count():
            widget = self.tabs.widget(0)
            self.tabs.removeTab(0)
            widget.hide()
            widget.deleteLater()
        self.tabs.blockSignals(False)
        self.tab_widgets.clear()
        self._tab_kind = None

    def _build_tabs(self, kind: str) -> None:
        """The tab bar for ``kind``: every tab gets its page, but only the one shown and the
        eager ones (the clock) are built now; the others when first opened."""
        current = self.current_tab_key()
        self._clear_tabs()
        self._tab_ctx = TabContext(self.ctx, self)
        self.tabs.blockSignals(True)  # no tab is built while the pages are added
        for spec in tab_registry.for_kind(kind):
            page = TabPage(spec, self._make_tab, self.tabs)
            index = self.tabs.addTab(page, tab_title(spec.title))
            if spec.shortcut:
                self.tabs.setTabToolTip(index, f"{tab_title(spec.title)} ({spec.shortcut})")
                action = QAction(self)
                action.setShortcut(QKeySequence(spec.shortcut))
                action.triggered.connect(lambda _=False, p=page: self.tabs.setCurrentWidget(p))
                self.addAction(action)
                self._tab_actions.append(action)
            self.tab_widgets.pages[spec.key] = page
        if current in self.tab_widgets:
            self.tabs.setCurrentWidget(self.tab_widgets.pages[current])
        self.tabs.blockSignals(False)
        self._tab_kind = kind
        self._build_shown_tab()
        for page in self.tab_widgets.pages.values():
            if page.spec.eager:
                page.ensure()
        self.prebuild.start(PREBUILD_AFTER_MS)

    def _child_timer(self, slot: object) -> QTimer:
        """A single-shot timer that is deleted with the window (never fires after it)."""
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(slot)
        return timer

    def _prebuild_one(self) -> None:
        """Build one tab not built yet, then come back at the next turn of the event loop:
        the window opens fast and the first look at every other tab is still instant, and
        the clock ticks between two builds."""
        page = next((p for p in self.tab_widgets.pages.values() if p.tab is None), None)
        if page is not None and not self.ctx.store.offline:  # else when the host is back
            page.ensure()
            self.prebuild.start(0)

    def _host_back(self) -> None:
        """The host answers again (issue 39): a tab that could not be built meanwhile (or in
        the seconds before the loss was noticed) is built again, then the ones left unbuilt."""
        for page in self.tab_widgets.pages.values():
            if page.tab is not None and page.tab.property("buildFailed"):
                page.tab.deleteLater()
                page.tab = None
        self._build_shown_tab()
        self.prebuild.start(0)

    def _build_shown_tab(self, _index: int = -1) -> None:
        page = self.tabs.currentWidget()
        if isinstance(page, TabPage):
            page.ensure()

    def _make_tab(self, spec: tab_registry.TabSpec, parent: QWidget) -> QWidget:
        """The tab's widget; a tab that fails to build shows why instead of taking the window
        (and every other tab) down with it."""
        try:
            widget: QWidget = spec.widget_class()(self._tab_ctx, parent)
        except Exception as exc:  # noqa: BLE001 - a bug in one tab: the rest still work
            from tdesk.crashlog import one_line

            text = one_line(exc)
            print(f"tdesk: {text}", file=sys.stderr)
            widget = QLabel(self.tr("This tab could not be opened; the other tabs work and "
                                    "what was saved is safe.\n\n{0}").format(text))
            widget.setProperty("buildFailed", True)  # tried again when a lost host is back
            widget.setWordWrap(True)
            widget.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return widget

    def current_tab_key(self) -> str | None:
        page = self.tabs.currentWidget()
        return page.spec.key if isinstance(page, TabPage) else None

    def show_tab(self, key: str) -> QWidget:
        self.tabs.setCurrentWidget(self.tab_widgets.pages[key])
        return self.tab_widgets[key]

    def _players_tab_call(self, method: str) -> None:
        if "players" in self.tab_widgets:
            getattr(self.show_tab("players"), method)()

    def new_event(self) -> None:
        from tdesk.ui.event_dialog import EventDialog

        dialog = EventDialog(self.ctx, None, self)
        dialog.saved.connect(lambda event_id: self.reload_events(event_id))
        self.event_dialog = dialog
        dialog.open()

    def edit_event(self) -> None:
        if self.ctx.event_info is None:
            return
        from tdesk.ui.event_dialog import EventDialog

        dialog = EventDialog(self.ctx, self.ctx.event_info, self)
        dialog.saved.connect(lambda event_id: self.reload_events(event_id))
        self.event_dialog = dialog
        dialog.open()

    def delete_event(self) -> None:
        event = self.ctx.event_info
        if event is None:
            return
        question = self.tr(
            "Delete the event “{0}” with its {1} players and everything recorded for it?\n\n"
            "Edit › Undo can bring it back.").format(event.name, event.entries or "")
        if not messages.confirm(self, question, self.tr("Delete event"),
                                yes=self.tr("Delete event"), destructive=True):
            return
        if self.ctx.attempt(self, delete_event, self.ctx.store, event.id):
            self.ctx.event_info = None
            self.reload_events()

    # -- store ---------------------------------------------------------------------------
    def open_store(self) -> None:
        path = files.open_file(self, self.tr("Open store"),
                               self.tr("tdesk stores (*.db *.sqlite);;All files (*)"))
        if path is None:
            return
        try:
            # the window stays one station: Ctrl+Z still undoes its own earlier actions
            store = Store(f"sqlite:///{path}", staff=self.ctx.store.staff,
                          station=self.ctx.store.station)
        except TdeskError as exc:
            messages.error(self, str(exc))
            return
        self.ctx.set_store(store)

    def warn_about_store(self) -> None:
        """A store on a network file system: say plainly that it is at risk (issue 19)."""
        store = self.ctx.store
        if not store.network_fs:
            return
        messages.error(self, self.tr(
            "The store {0} is on a network file system ({1}). SQLite's locking does not hold "
            "there: two computers, or two programs, writing to it can damage it.\n\n"
            "Keep the store on this computer's own disk (File › Back up store, then open the "
            "copy), or use PostgreSQL for several stations.").format(
                store.location, store.network_fs), self.tr("Store on a network drive"))

    def warn_about_interference(self) -> None:
        """Another program removed or replaced the store's files under tdesk (issue 34)."""
        guard = self.ctx.store.guard
        if guard is None:
            return
        if guard.broken:
            text = self.tr(
                "Another program (a database browser, a backup script or the sqlite3 shell) "
                "removed or replaced the store file {0} while tdesk had it open.\n\n"
                "tdesk saves nothing more to it: open the store again (File › Open store…). "
                "Close that program while tdesk runs.")
        else:
            text = self.tr(
                "Another program (a database browser, a backup script or the sqlite3 shell) "
                "removed or replaced {0} while tdesk had the store open.\n\n"
                "tdesk opened the store's files again: everything it reported as saved is "
                "in the store. An action refused just now was not saved; do it again.\n\n"
                "Close that program while tdesk runs, and make copies with File › Back up "
                "store….")
        messages.error(self, text.format(guard.last_file),
                       self.tr("Another program on the store"))

    def _store_replaced(self) -> None:
        self.warn_about_store()
        self.auto_backup = AutoBackup(self.ctx.store)
        self._backup_tick()
        self._tab_kind = None
        self.reload_events()
        self._update_status()

    def backup_now(self) -> None:
        target = files.save_file(self, self.tr("Back up store"), self.tr("SQLite (*.db)"),
                                 "tdesk-backup.db")
        if target is None:
            return
        try:
            self.ctx.store.backup_to(Path(target))
        except TdeskError as exc:
            messages.error(self, str(exc))
            return
        self.statusBar().showMessage(self.tr("Backup written to {0}").format(target), 8000)

    def restore_backup(self) -> None:
        from tdesk.ui.backup_dialog import RestoreDialog

        dialog = RestoreDialog(self.ctx, self)
        dialog.restored.connect(self._after_restore)
        self.restore_dialog = dialog
        dialog.open()

    def _after_restore(self) -> None:
        self.ctx.revision = -1
        self._tab_kind = None
        self.ctx.event_info = None
        self.reload_events()
        self.ctx.poll()

    def _backup_tick(self) -> None:
        try:
            self.auto_backup.tick()
        except (TdeskError, OSError) as exc:
            self.statusBar().showMessage(self.tr("Automatic backup failed: {0}").format(exc), 10000)

    # -- undo ----------------------------------------------------------------------------
    def undo(self) -> None:
        step = self.ctx.run(self, self.ctx.store.undo)
        if step is not None:
            self.statusBar().showMessage(self.tr("Undone: {0}").format(step.summary), 6000)
            self.reload_events()

    def redo(self) -> None:
        step = self.ctx.run(self, self.ctx.store.redo)
        if step is not None:
            self.statusBar().showMessage(self.tr("Redone: {0}").format(step.summary), 6000)
            self.reload_events()

    def _update_undo(self) -> None:
        undo, redo = self.ctx.undo_steps()
        self.undo_action.setEnabled(undo is not None)
        self.undo_action.setText(self.tr("&Undo {0}").format(undo.summary) if undo
                                 else self.tr("&Undo"))
        self.redo_action.setEnabled(redo is not None)
        self.redo_action.setText(self.tr("&Redo {0}").format(redo.summary) if redo
                                 else self.tr("&Redo"))

    # -- status --------------------------------------------------------------------------
    def _store_changed(self, changes: StoreChanges) -> None:
        """The event list is read again only when an action changed events (any station)."""
        if changes.touches(None, "event") and (
                self.ctx.event_info is None
                or self.event_combo.count() != len(list_events(self.ctx.store))):
            self.reload_events()
        elif self.ctx.event_info is not None and (
                self.ctx.event_info, current_language()) != self._details_for:
            self._show_event_details(self.ctx.event_info)
        self._update_status()

    def _update_status(self) -> None:
        """The status bar: the store's and the staff's words made again only when they or the
        language changed (an action changes the revision and the undo step, issue 38)."""
        store = self.ctx.store
        if self._status_for != (store.location, store.staff, current_language()):
            self._status_for = (store.location, store.staff, current_language())
            self.store_label.setText(self.tr("Store: {0}").format(store.location))
            staff = store.staff or self.tr("(not set)")
            self.staff_label.setText(self.tr("Staff: {0}").format(staff))
        self.revision_label.setText(self.tr("rev {0}").format(self.ctx.revision))
        self._update_undo()

    def ask_staff(self, *, first_start: bool = False) -> None:
        """Edit › Floor staff name: who is at this station (remembered in the settings)."""
        from tdesk.ui.venue.staff_dialog import StaffDialog

        self.staff_dialog = StaffDialog(self.ctx, self, first_start=first_start)
        self.staff_dialog.saved.connect(lambda _name: self._update_status())
        # the dialog is modal: Ctrl+Q reaches the window's Quit only through the dialog
        self.staff_dialog.addAction(self.quit_action)
        self.staff_dialog.open()

    def ask_staff_if_unknown(self, *, demo: bool = False) -> bool:
        """At start: ask for the staff name when neither --staff, TDESK_STAFF nor the settings
        gave one, so audit rows are never written without a name; True when asked. The demo
        asks no one (a newcomer's first look is the event): it works as "Demo floor", a name
        not remembered for the next start."""
        if self.ctx.store.staff:
            return False
        if demo:
            self.ctx.store.staff = self.tr("Demo floor")
            self._update_status()
            return False
        self.ask_staff(first_start=True)
        return True

    # -- documents and help --------------------------------------------------------------
    def print_document(self, key: str) -> None:
        if self.ctx.event_info is None:
            return
        from tdesk.ui.print_action import preview_document

        preview_document(self, self.ctx, key)

    def show_rules(self) -> None:
        from tdesk.ui.rules_reference import RulesReference

        self.rules_window = RulesReference(self)
        self.rules_window.show()

    def show_about(self) -> None:
        messages.info(self, self.tr(
            "<b>tdesk {0}</b><br>Tournament desk for poker MTTs, Open Face Chinese, heads-up "
            "leagues and card-game Swiss events.<br><br>Store: {1}").format(
                __version__, self.ctx.store.location), self.tr("About tdesk"))

    def show_series(self) -> None:
        """File › Series…: the store's series and their leaderboards (issue 26), not modal."""
        from tdesk.ui.people.series_dialog import SeriesDialog

        self.series_dialog = SeriesDialog(self.ctx, self)
        self.series_dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.series_dialog.show()

    def show_people(self) -> None:
        """File › Player database…: every person, their history, edit and merge (issue 26)."""
        from tdesk.ui.people.dialog import PeopleDialog

        self.people_dialog = PeopleDialog(self.ctx, self)
        self.people_dialog.open()

    def _gate_walk_in(self, info: EventInfo | None) -> None:
        self.walk_in_action.setEnabled(info is not None and info.kind in MONEY_KINDS)

    def show_walk_in(self) -> None:
        """File › Walk-in… (F9): take, seat and print a walk-in's ticket (issue 35)."""
        info = self.ctx.event_info
        if info is None or info.kind not in MONEY_KINDS:
            return
        from tdesk.ui.money.walk_in_dialog import WalkInDialog

        self.walk_in_dialog = WalkInDialog(self.ctx, info, self)
        self.walk_in_dialog.open()

    def show_player_screens(self) -> None:
        """The read-only pages for TVs and phones (they keep running when the dialog closes)."""
        if self.display_dialog is None:
            from tdesk.ui.wall.display_dialog import DisplayDialog

            self.display_dialog = DisplayDialog(self.ctx, self)
        self.display_dialog.show()
        self.display_dialog.raise_()

    def show_host(self) -> None:
        """Host this store's events for the other laptops (issue 39); hosting outlives the
        dialog and ends with the window."""
        if self.host_dialog is None:
            from tdesk.ui.venue.host_dialog import HostDialog

            self.host_dialog = HostDialog(self.ctx, self)
        self.host_dialog.show()
        self.host_dialog.raise_()

    def show_standby(self) -> None:
        """Keep a standby copy of the host's database; it runs until the window closes."""
        if self.standby_dialog is None:
            from tdesk.ui.venue.standby_dialog import StandbyDialog

            self.standby_dialog = StandbyDialog(self.ctx, self)
        self.standby_dialog.show()
        self.standby_dialog.raise_()

    def show_join(self) -> None:
        from tdesk.ui.venue.join_dialog import JoinDialog

        self.join_dialog = JoinDialog(self.ctx, self)
        self.join_dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.join_dialog.open()

    def show_staff_pins(self) -> None:
        """File › Staff…: the floor staff's PINs for the tablets (issue 39)."""
        from tdesk.ui.venue.staff_pins_dialog import StaffPinsDialog

        self.staff_pins_dialog = StaffPinsDialog(self.ctx, self)
        self.staff_pins_dialog.open()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        if self.host_dialog is not None:
            self.host_dialog.shut_down()  # type: ignore[attr-defined]
        if self.standby_dialog is not None:
            self.standby_dialog.shut_down()  # type: ignore[attr-defined]
        if getattr(self, "staff_dialog", None) is not None:  # Quit from the question (issue 40)
            self.staff_dialog.reject()
        if self.display_dialog is not None:
            self.display_dialog.stop()
        self.backup_timer.stop()
        self.first_backup.stop()  # a closed window backs up nothing (its store may be closed)
        self.ctx.timer.stop()
        super().closeEvent(event)
