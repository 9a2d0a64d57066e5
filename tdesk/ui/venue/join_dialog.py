"""File › Join an event on the venue network… (issue 39).

The hosts heard on the network are listed as they answer; picking one fills its address, which
can also be typed where multicast is blocked. The join code is typed once; Join checks the code
and that host and station run the same tdesk (off the GUI thread: a host that does not answer
takes a few seconds to say so), then the window goes on on the shared event.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.ui.context import AppContext
from tdesk.ui.widgets import background
from tdesk.ui.widgets.error_label import ErrorLabel

LISTEN_MS = 500  # how often the list shows what was heard


class JoinDialog(QDialog):
    """``interfaces``: the addresses to listen for hosts on (None: every network)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None, *,
                 interfaces: Sequence[str] | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.interfaces = interfaces
        self.browser: Any = None
        self.task: background.BackgroundTask | None = None
        self.setWindowTitle(self.tr("Join an event on the venue network"))
        intro = QLabel(self.tr(
            "Pick the host below, or type its address where it is not listed (some networks "
            "block the announcement), then type the join code the host shows."))
        intro.setWordWrap(True)
        self.hosts = QListWidget()
        self.hosts.setObjectName("hosts")
        self.hosts.currentItemChanged.connect(self._picked)
        self.heard = QLabel()
        self.heard.setObjectName("heard")
        self.address = QLineEdit()
        self.address.setObjectName("address")
        self.address.setPlaceholderText(self.tr("e.g. 192.168.1.20 (empty: the code's)"))
        self.code = QLineEdit()
        self.code.setObjectName("code")
        self.code.setPlaceholderText(self.tr("e.g. 37U6-WUV3-WMV7-9DJY-8SQ"))
        for edit in (self.address, self.code):  # a refusal is about what was typed before
            edit.textEdited.connect(lambda _text: self.error.show_error(""))
        form = QFormLayout()
        form.addRow(self.tr("&Address:"), self.address)
        form.addRow(self.tr("Join &code:"), self.code)
        self.error = ErrorLabel()
        self.join_button = QPushButton(self.tr("&Join"))
        self.join_button.setObjectName("join")
        self.join_button.setDefault(True)
        self.join_button.clicked.connect(self.join)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.addButton(self.join_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(QLabel(self.tr("Hosts on this network:")))
        layout.addWidget(self.hosts, 1)
        layout.addWidget(self.heard)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.timer = QTimer(self)
        self.timer.setInterval(LISTEN_MS)
        self.timer.timeout.connect(self._refresh)
        self._listen()

    # -- the hosts heard -------------------------------------------------------------------
    def _listen(self) -> None:
        from tdesk.services.venue.discovery import Browser

        try:
            self.browser = Browser(self.interfaces)
        except OSError:  # no multicast here: the address is typed
            self.browser = None
        self._refresh()
        self.timer.start()

    def _refresh(self) -> None:
        found = self.browser.hosts() if self.browser is not None else []
        shown = [self.hosts.item(i).data(Qt.ItemDataRole.UserRole)
                 for i in range(self.hosts.count())]
        if found != shown:
            current = self.address.text()
            self.hosts.blockSignals(True)
            self.hosts.clear()
            for host in found:
                item = QListWidgetItem(self.tr("{0} — {1}:{2} (tdesk {3})").format(
                    host.name, host.address, host.port, host.version))
                item.setData(Qt.ItemDataRole.UserRole, host)
                self.hosts.addItem(item)
            self.hosts.blockSignals(False)
            self.address.setText(current)
        self.heard.setText(self.tr("No host heard yet: the list fills as hosts answer; type "
                                   "the address if yours never shows.") if not found else "")

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            host = item.data(Qt.ItemDataRole.UserRole)
            self.address.setText(f"{host.address}:{host.port}")

    # -- join ------------------------------------------------------------------------------
    def join(self) -> None:
        from tdesk.services.venue import join as venue_join

        self.error.show_error("")
        try:
            target = venue_join.target(self.code.text(), self.address.text().strip() or None)
        except TdeskError as exc:
            self.error.show_error(str(exc))
            return
        self.join_button.setEnabled(False)
        self.task = background.run_quietly(_open_joined, target, self.ctx.store.staff,
                                           self.ctx.store.station, on_done=self._joined,
                                           on_failed=self._refused, parent=self)

    def _joined(self, store: Store) -> None:
        self.join_button.setEnabled(True)
        self.ctx.set_store(store)
        self.accept()

    def _refused(self, exc: object) -> None:
        self.join_button.setEnabled(True)
        self.error.show_error(str(exc))

    def done(self, result: int) -> None:  # noqa: D401 - Qt API: every way the dialog closes
        self.stop_listening()
        super().done(result)

    def stop_listening(self) -> None:
        self.timer.stop()
        if self.browser is not None:
            self.browser.close()
            self.browser = None


def _open_joined(target: Any, staff: str, station: str) -> Store:
    """Check the code and the schema, then open the shared store (off the GUI thread)."""
    from tdesk.services.venue import join as venue_join

    venue_join.check(target)
    return Store(target.url(), staff=staff, station=station)
