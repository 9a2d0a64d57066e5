"""File › Keep a standby copy… (issue 39): this laptop keeps a live copy of the host's database
(``tdesk.services.venue.standby``); if the host laptop dies, *Promote* turns the copy into the venue
server, this window goes on on it, and it is announced with its own join code. The copy runs
while the dialog is closed and stops with the window. With a port for the staff pages (as
``tdesk standby --screens PORT --event NAME``), the host names this laptop's pages to the floor
tablets in advance, and once promoted this window serves that event's screens and staff pages.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.ui.context import AppContext
from tdesk.ui.wall.display_dialog import DEFAULT_PORT
from tdesk.ui.widgets import background
from tdesk.ui.widgets.error_label import ErrorLabel


class StandbyDialog(QDialog):
    """``listen``: the one address the copy listens on (tests: loopback); None every one."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *,
                 listen: str | None = None, folder: Any = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.listen = listen
        self.folder = folder
        self.copy: Any = None
        self.ends: list[Callable[[], None]] = []  # once promoted: announcement, watch, pages
        self.publisher: Any = None  # once promoted with a port: the screens and staff pages
        self.task: Any = None
        self.setWindowTitle(self.tr("Keep a standby copy"))
        intro = QLabel(self.tr(
            "This laptop keeps a live copy of the host's database: every action saved on the "
            "host is on both laptops. If the host laptop dies, press Promote: this laptop "
            "becomes the host and the stations follow it."))
        intro.setWordWrap(True)
        self.address = QLineEdit()
        self.address.setObjectName("address")
        self.address.setPlaceholderText(self.tr("e.g. 192.168.1.20 (empty: the code's)"))
        self.code = QLineEdit()
        self.code.setObjectName("code")
        self.screens = QSpinBox()
        self.screens.setObjectName("screens")
        self.screens.setRange(0, 65535)
        self.screens.setSpecialValueText(self.tr("Off"))
        self.screens.setValue(DEFAULT_PORT)
        self.screens.setToolTip(self.tr(
            "Once promoted, this laptop serves the player screens and the floor tablets' staff "
            "pages on this port; the tablets are told it in advance. 0: off."))
        self.event = QComboBox()
        self.event.setObjectName("event")
        self.event.setEditable(True)
        self._list_events()
        if not self.event.count():  # nothing to serve from this window: off unless typed
            self.screens.setValue(0)
        form = QFormLayout()
        form.addRow(self.tr("&Address:"), self.address)
        form.addRow(self.tr("Join &code:"), self.code)
        form.addRow(self.tr("Staff pages &port:"), self.screens)
        form.addRow(self.tr("&Event to serve:"), self.event)
        self.state = QLabel()
        self.state.setObjectName("state")
        self.state.setWordWrap(True)
        self.error = ErrorLabel()
        self.start_button = QPushButton(self.tr("&Start the copy"))
        self.start_button.setObjectName("start")
        self.start_button.clicked.connect(self.start)
        self.promote_button = QPushButton(self.tr("&Promote"))
        self.promote_button.setObjectName("promote")
        self.promote_button.setEnabled(False)
        self.promote_button.clicked.connect(self.promote)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.promote_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.hide)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.state)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def _list_events(self) -> None:
        """The window's events (a standby laptop is usually joined to the host), its own first."""
        from tdesk.services.events import list_events

        names = [e.name for e in list_events(self.ctx.store)]
        current = self.ctx.event_info.name if self.ctx.event_info is not None else None
        if current in names:
            names.remove(current)
            names.insert(0, current)
        self.event.addItems(names)

    def start(self) -> None:
        from tdesk.services.venue import join as venue_join

        self.error.show_error("")
        try:
            host = venue_join.target(self.code.text(), self.address.text().strip() or None)
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        screens = self.screens.value() or None
        if screens is not None and not self.event.currentText().strip():
            self.error.show_error(self.tr(
                "Event to serve: name the event whose staff pages port {0} serves, or set the "
                "port to Off.").format(screens))
            return
        self.start_button.setEnabled(False)
        self.screens.setEnabled(False)
        self.task = background.run_quietly(_follow, host, self.listen, self.folder, screens,
                                           on_done=self._following, on_failed=self._failed,
                                           parent=self)

    def _following(self, copy: Any) -> None:
        self.copy = copy
        self.code.setEnabled(False)
        self.address.setEnabled(False)
        self.promote_button.setEnabled(True)
        self.state.setText(self.tr("Following the host: the copy answers on port {0}.")
                           .format(copy.state.port))

    def _failed(self, exc: object) -> None:
        self.start_button.setEnabled(self.copy is None)
        self.screens.setEnabled(self.copy is None)
        self.promote_button.setEnabled(self.copy is not None)
        self.error.show_error(str(exc))

    def promote(self) -> None:
        self.promote_button.setEnabled(False)
        self.task = background.run_quietly(_promote, self.copy, self.ctx.store.staff,
                                           self.ctx.store.station, on_done=self._promoted,
                                           on_failed=self._failed, parent=self)

    def _promoted(self, found: tuple[Store, str, list[Callable[[], None]]]) -> None:
        store, code, ends = found
        self.ends = ends
        self.ctx.set_store(store)
        self.event.setEnabled(False)
        self.state.setText(self.tr("Promoted: this laptop is the host now. Join code: {0}")
                           .format(code))
        if self.screens.value():
            self._serve_pages()

    def _serve_pages(self) -> None:
        """The chosen event's player screens and staff pages, from the promoted copy; a failure
        is said and the copy goes on hosting."""
        from tdesk.i18n import current_language
        from tdesk.services.events import find_event
        from tdesk.web.publisher import DisplayPublisher
        from tdesk.web.server import Settings

        listen = self.listen if self.listen not in (None, "*", "") else "0.0.0.0"
        try:
            event = find_event(self.ctx.store, self.event.currentText().strip())
            settings = Settings(str(listen), self.screens.value(), "", current_language() or "en")
            publisher = DisplayPublisher(self.ctx.store, event.id, settings, self,
                                         watch=self.ctx.watch,
                                         revision=lambda: self.ctx.revision,
                                         changed=self.ctx.changed)
            publisher.start()
        except (TdeskError, OSError) as exc:
            self.error.show_error(str(exc))
            return
        self.publisher = publisher
        self.ends.insert(0, publisher.stop)
        self.state.setText(self.state.text() + "\n" + self.tr(
            "Staff pages for the floor tablets: port {0}, event {1}.").format(
            self.screens.value(), event.name))

    def shut_down(self) -> None:
        """The window closes: stop announcing and stop the copy's server."""
        for end in self.ends:
            end()
        self.ends = []
        self.publisher = None
        if self.copy is not None:
            if self.ctx.store.url == self.copy.url():
                self.ctx.store.engine.dispose()
            self.copy.stop()
            self.copy = None


def _follow(host: Any, listen: str | None, folder: Any, screens: int | None) -> Any:
    from tdesk.services.venue.standby import Standby

    copy = Standby(folder, listen=listen or "*")
    copy.follow(host.address, host.port, host.secret, screens=screens)
    return copy


def _promote(copy: Any, staff: str, station: str) -> tuple[Store, str, list[Callable[[], None]]]:
    """Promote, open the store on the copy, announce it (off the GUI thread)."""
    from tdesk import __version__
    from tdesk.models.migrate import head_revision
    from tdesk.services.venue import discovery as venue_discovery
    from tdesk.services.venue.code import JoinCode
    from tdesk.services.venue.standby import SyncWatch

    copy.promote()
    store = Store(copy.url(), staff=staff, station=station)
    first = copy.listen.split(",")[0].strip()
    specific = first not in ("*", "", "0.0.0.0", "::")
    address = first if specific else next(iter(venue_discovery.lan_addresses()), "127.0.0.1")
    ends: list[Callable[[], None]] = [SyncWatch(copy).start().stop]
    with contextlib.suppress(OSError):  # no multicast here: stations type the address
        ends.append(venue_discovery.Announcement(
            f"tdesk on {venue_discovery.host_name()}", [address], copy.state.port,
            version=__version__, schema=head_revision(),
            interfaces=[address] if specific else None).close)
    return store, JoinCode(address, copy.state.port, copy.state.secret).text(), ends
