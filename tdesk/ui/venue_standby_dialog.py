"""File › Keep a standby copy… (issue 39): this laptop keeps a live copy of the host's database
(``tdesk.services.standby``); if the host laptop dies, *Promote* turns the copy into the venue
server, this window goes on on it, and it is announced with its own join code. The copy runs
while the dialog is closed and stops with the window.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.ui.context import AppContext
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
        self.ends: list[Callable[[], None]] = []  # once promoted: announcement and watch
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
        form = QFormLayout()
        form.addRow(self.tr("&Address:"), self.address)
        form.addRow(self.tr("Join &code:"), self.code)
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

    def start(self) -> None:
        from tdesk.services import venue_join

        self.error.show_error("")
        try:
            host = venue_join.target(self.code.text(), self.address.text().strip() or None)
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.start_button.setEnabled(False)
        self.task = background.run_quietly(_follow, host, self.listen, self.folder,
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
        self.state.setText(self.tr("Promoted: this laptop is the host now. Join code: {0}")
                           .format(code))

    def shut_down(self) -> None:
        """The window closes: stop announcing and stop the copy's server."""
        for end in self.ends:
            end()
        self.ends = []
        if self.copy is not None:
            if self.ctx.store.url == self.copy.url():
                self.ctx.store.engine.dispose()
            self.copy.stop()
            self.copy = None


def _follow(host: Any, listen: str | None, folder: Any) -> Any:
    from tdesk.services.standby import Standby

    copy = Standby(folder, listen=listen or "*")
    copy.follow(host.address, host.port, host.secret)
    return copy


def _promote(copy: Any, staff: str, station: str) -> tuple[Store, str, list[Callable[[], None]]]:
    """Promote, open the store on the copy, announce it (off the GUI thread)."""
    from tdesk import __version__
    from tdesk.models.migrate import head_revision
    from tdesk.services import venue_discovery
    from tdesk.services.standby import SyncWatch
    from tdesk.services.venue_code import JoinCode

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
