"""File › Host this event on the venue network… (issue 39).

Start: tdesk's own database server starts on this laptop, the open store moves into it (off
the GUI thread, the window waiting meanwhile so no action lands in the file after the copy),
and the window goes on on the hosted store. The dialog then shows the address, the join code
and the code as a QR code. Hosting goes on while the dialog is closed and ends with the window;
"Stop hosting…" writes the night to a new SQLite file first and goes on on that file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tdesk import engine_text
from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.wall.display_dialog import QrWidget
from tdesk.ui.widgets import background, files
from tdesk.ui.widgets.error_label import ErrorLabel

LOOPBACK = "127.0.0.1"


class HostDialog(QDialog):
    """Start and stop hosting; ``hosting`` is the running ``venue_host.Hosting`` or None."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *,
                 folder: Path | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.folder = folder  # the server's folder (None: the user data folder's)
        self.port: int | None = None  # None: the last night's port (tests: 0, any free one)
        self.hosting: Any = None
        self.task: background.BackgroundTask | None = None
        self.setWindowTitle(self.tr("Host this event on the venue network"))
        self.intro = QLabel(self.tr(
            "This laptop becomes the venue's host: the store moves into tdesk's own database "
            "server, and the other laptops join it with the code below (File › Join an event "
            "on the venue network). Keep this laptop on and tdesk open all night."))
        self.intro.setWordWrap(True)
        self.network = QComboBox()
        self.network.setObjectName("network")
        form = QFormLayout()
        form.addRow(self.tr("&Network:"), self.network)
        self.address = QLabel()
        self.address.setObjectName("address")
        self.code = QLabel()
        self.code.setObjectName("code")
        for label in (self.address, self.code):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setStyleSheet("font-size: 16pt; font-weight: bold")
        self.address_caption = QLabel(self.tr("Address:"))
        self.code_caption = QLabel(self.tr("Join code:"))
        form.addRow(self.address_caption, self.address)
        form.addRow(self.code_caption, self.code)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.standby = QLabel()  # the standby copy attached, or lost (issue 39)
        self.standby.setObjectName("standby")
        self.standby.setWordWrap(True)
        self.standby_timer = QTimer(self)
        self.standby_timer.setInterval(1000)  # the host's watch looks every second
        self.standby_timer.timeout.connect(self._show_standby)
        self.qr = QrWidget()
        self.error = ErrorLabel()
        self.toggle = QPushButton()
        self.toggle.setObjectName("toggle")
        self.toggle.setDefault(True)
        self.toggle.clicked.connect(self.start_or_stop)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.hide)
        row = QHBoxLayout()
        row.addWidget(self.toggle)
        row.addStretch(1)
        row.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.status)
        layout.addWidget(self.standby)
        layout.addWidget(self.qr, 1)
        layout.addLayout(row)
        self._fill_networks()
        self._show_state()

    def _fill_networks(self) -> None:
        from tdesk.services.venue.discovery import lan_addresses

        self.network.addItem(self.tr("Every network of this laptop"), "")
        for address in lan_addresses():
            self.network.addItem(address, address)
        self.network.addItem(self.tr("This laptop only (test)"), LOOPBACK)

    @property
    def running(self) -> bool:
        return self.hosting is not None

    def start_or_stop(self) -> None:
        if self.running:
            self.stop()
        else:
            self.start()

    # -- start ---------------------------------------------------------------------------
    def start(self) -> None:
        from tdesk.services.venue import host as venue_host

        self.error.show_error("")
        store = self.ctx.store
        if not store.is_sqlite:
            self.error.show_error(self.tr(
                "This window's store is already on a database server ({0}): open the "
                "event's own file to host it.").format(store.location))
            return
        address = str(self.network.currentData() or "") or None
        self.toggle.setEnabled(False)
        self.task = background.run_in_background(
            self, self.tr("Starting the venue server…"), venue_host.host, store,
            folder=self.folder, address=address, port=self.port, staff=store.staff,
            on_done=self._started, on_cancel=self._show_state)
        self.task.failed.connect(self._failed)

    def _failed(self, exc: object) -> None:
        """A refusal stays in the dialog (the old host of a promoted standby: what to do)."""
        if isinstance(exc, TdeskError):
            self.error.show_error(engine_text.message(str(exc)))
        self._show_state()

    def _started(self, hosting: Any) -> None:
        self.hosting = hosting
        self.ctx.set_store(hosting.store)  # the window goes on on the hosted store
        self._show_state()

    # -- stop ----------------------------------------------------------------------------
    def stop(self) -> None:
        """Write the night to a new SQLite file (the archive), stop, and go on on that file."""
        from tdesk.services.venue import transfer as venue_transfer

        path = files.save_file(self, self.tr("Stop hosting: save the night to a file"),
                               self.tr("tdesk stores (*.db)"), "tdesk-night.db")
        if path is None:
            return
        self.error.show_error("")
        hosting = self.hosting
        try:
            venue_transfer.archive(hosting.store, path, staff=hosting.store.staff)
            archived = Store(f"sqlite:///{path}", staff=hosting.store.staff,
                             station=hosting.store.station)
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        hosting.stop_announcing()
        self.ctx.set_store(archived)  # closes the hosted store
        hosting.server.stop()
        self.hosting = None
        self._show_state()

    def shut_down(self) -> None:
        """The window closes: withdraw the announcement and stop the server (the store
        itself is closed by the window)."""
        if self.hosting is not None:
            self.hosting.end_with_window()
            self.hosting = None

    def _show_state(self, *_args: object) -> None:
        running = self.hosting is not None
        self.toggle.setEnabled(True)
        self.network.setEnabled(not running)
        self.toggle.setText(self.tr("&Stop hosting…") if running else self.tr("&Start hosting"))
        for widget in (self.address_caption, self.address, self.code_caption, self.code,
                       self.qr, self.standby):
            widget.setVisible(running)
        if running:
            self.standby_timer.start()
            self._show_standby()
        else:
            self.standby_timer.stop()
        if not running:
            self.status.setText(self.tr("Not hosting. Start to share this store's events with "
                                        "the other laptops on the venue network."))
            self.address.setText("")
            self.code.setText("")
            self.qr.set_text("")
            return
        hosting = self.hosting
        self.address.setText(hosting.where)
        self.code.setText(hosting.code.text())
        self.qr.set_text(hosting.code.text())
        if hosting.moved is not None:
            text = self.tr("Hosting. %n row(s) of the store moved into the venue database. "
                           "On each other laptop: File › Join an event on the venue network, "
                           "then type this code (or scan it).", "", hosting.moved.total)
        else:
            text = self.tr("Hosting the venue database as the last night left it (this "
                           "laptop's file was not moved in). On each other laptop: File › "
                           "Join an event on the venue network, then type this code.")
        self.status.setText(text)

    def _show_standby(self) -> None:
        """Whether a standby copy is attached (where, how far behind) or was lost, as the
        host's watch last saw it (``standby.SyncWatch``, on its own thread)."""
        watch = self.hosting.watch if self.hosting is not None else None
        if watch is None:
            self.standby.setText("")
            return
        seen, lost = watch.seen, watch.lost
        if seen is not None:
            self.standby.setStyleSheet("")
            self.standby.setText(self.tr(
                "Standby copy attached at {0}:{1}, {2} s and {3} behind: every action waits "
                "until it is on both laptops.").format(
                    seen.address, seen.port, self.locale().toString(seen.lag_s, "f", 1),
                    self.locale().formattedDataSize(seen.lag_bytes)))
        elif lost:
            self.standby.setStyleSheet(f"color: {palette.REFUSAL}; font-weight: bold")
            self.standby.setText(self.tr(
                "The standby copy at {0}:{1} is lost: actions are on this laptop only until a "
                "standby attaches again (File › Keep a standby copy… on the second laptop).")
                .format(lost.address, lost.port))
        else:
            self.standby.setStyleSheet("")
            self.standby.setText(self.tr(
                "No standby copy attached. A second laptop can keep a live copy of this "
                "night: File › Keep a standby copy… there."))
