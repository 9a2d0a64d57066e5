"""File › Player screens: start or stop the read-only pages for TVs and phones (issue 15).

Off until the operator starts it, on the network they pick; the address is shown as text and as
a QR code to put on the projector and the tables. The screens keep running while the dialog is
closed and stop with the window (or with Stop).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tdesk.errors import TdeskError
from tdesk.ui import palette
from tdesk.ui.context import AppContext
from tdesk.ui.widgets.error_label import ErrorLabel

DEFAULT_PORT = 8080


class QrWidget(QWidget):
    """A QR code drawn module by module, black on white with its quiet zone."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.dark: list[list[bool]] = []
        self.text = ""
        self.setMinimumSize(220, 220)

    def set_text(self, text: str) -> None:
        from tdesk.web.qr import matrix

        self.text = text
        self.dark = matrix(text) if text else []
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        if not self.dark:
            return
        p = QPainter(self)
        side = min(self.width(), self.height())
        count = len(self.dark) + 8  # four modules of quiet zone on each side
        module = side / count
        left = (self.width() - side) / 2 + 4 * module
        top = (self.height() - side) / 2 + 4 * module
        p.fillRect(QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side),
                   QColor(palette.WHITE))
        for y, row in enumerate(self.dark):
            for x, on in enumerate(row):
                if on:
                    p.fillRect(QRectF(left + x * module, top + y * module, module + 0.5,
                                      module + 0.5), QColor(palette.BLACK))
        p.end()


class DisplayDialog(QDialog):
    """Start/stop the player screens for the current event and show where to find them."""

    running_changed = Signal(bool)

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.publisher = None  # tdesk.web.publisher.DisplayPublisher while serving
        self.preview: QDialog | None = None  # the table cards' print preview, once opened
        self.setWindowTitle(self.tr("Player screens"))
        self.network = QComboBox()
        self.network.setObjectName("network")
        self.port = QSpinBox()
        self.port.setObjectName("port")
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.code = QLineEdit()
        self.code.setObjectName("code")
        self.code.setPlaceholderText(self.tr("optional: letters and digits"))
        self.code.setMaxLength(32)
        form = QFormLayout()
        form.addRow(self.tr("&Network:"), self.network)
        form.addRow(self.tr("&Port:"), self.port)
        form.addRow(self.tr("Access &code:"), self.code)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.address = QLabel()
        self.address.setObjectName("address")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setStyleSheet("font-size: 16pt; font-weight: bold")
        self.qr = QrWidget()
        self.tablets = QLabel()  # the floor staff's pages (issue 39)
        self.tablets.setObjectName("tabletAddress")
        self.tablets.setWordWrap(True)
        self.tablets.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error = ErrorLabel()
        self.toggle = QPushButton(self.tr("&Start"))
        self.toggle.setObjectName("toggle")
        self.toggle.setDefault(True)
        self.toggle.clicked.connect(self.start_or_stop)
        self.cards = QPushButton(self.tr("Print &table cards…"))
        self.cards.setObjectName("cards")
        self.cards.setToolTip(self.tr("Four cards to a page with the address and its QR code"))
        self.cards.clicked.connect(self.print_cards)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.hide)
        row = QHBoxLayout()
        row.addWidget(self.toggle)
        row.addWidget(self.cards)
        row.addStretch(1)
        row.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.status)
        layout.addWidget(self.address)
        layout.addWidget(self.qr, 1)
        layout.addWidget(self.tablets)
        layout.addLayout(row)
        self._fill_networks()
        self._show_state()

    def _fill_networks(self) -> None:
        from tdesk.web.publisher import lan_addresses

        self.network.clear()
        self.network.addItem(self.tr("Every network of this computer"), "0.0.0.0")
        for address in lan_addresses():
            self.network.addItem(address, address)
        self.network.addItem(self.tr("This computer only (test)"), "127.0.0.1")

    @property
    def running(self) -> bool:
        return self.publisher is not None

    def start_or_stop(self) -> None:
        if self.running:
            self.stop()
        else:
            self.start()

    def start(self) -> None:
        from tdesk.i18n import current_language
        from tdesk.web.publisher import DisplayPublisher
        from tdesk.web.server import Settings

        self.error.show_error("")
        if self.ctx.event_id is None:
            self.error.show_error(self.tr("Open an event first."))
            return
        code = self.code.text().strip()
        if code and not code.isalnum():
            self.error.show_error(self.tr("Access code '{0}': use letters and digits only.")
                                  .format(code))
            return
        settings = Settings(str(self.network.currentData()), self.port.value(), code,
                            current_language() or "en")
        try:
            self.publisher = DisplayPublisher(self.ctx.store, self.ctx.event_id, settings, self,
                                              watch=self.ctx.watch,
                                              revision=lambda: self.ctx.revision,
                                              changed=self.ctx.changed)
            self.publisher.start()
        except (TdeskError, OSError) as exc:
            self.publisher = None
            self.error.show_error(str(exc))
            return
        self._show_state()
        self.running_changed.emit(True)

    def stop(self) -> None:
        if self.publisher is not None:
            self.publisher.stop()
            self.publisher.deleteLater()
            self.publisher = None
        self._show_state()
        self.running_changed.emit(False)

    def _show_state(self) -> None:
        running = self.publisher is not None
        for widget in (self.network, self.port, self.code):
            widget.setEnabled(not running)
        self.toggle.setText(self.tr("&Stop") if running else self.tr("&Start"))
        self.cards.setEnabled(running)
        if self.publisher is None:
            self.status.setText(self.tr("Off. Start to show the clock, seats, pairings and "
                                        "standings on TVs and phones on the venue network."))
            self.address.setText("")
            self.tablets.setText("")
            self.qr.set_text("")
            return
        urls = self.publisher.urls
        event = self.ctx.event_info.name if self.ctx.event_info is not None else ""
        self.status.setText(self.tr("On for {0}. Open this address on a TV or phone, or scan "
                                    "the code:").format(event))
        self.address.setText("\n".join(urls))
        self.qr.set_text(urls[0])
        staff = urls[0].split("?")[0].rstrip("/") + "/staff"
        self.tablets.setText(self.tr("Floor tablets: {0} (each floor person's PIN: File › "
                                     "Staff…)").format(staff))

    def print_cards(self) -> None:
        """Preview the table cards (print or save them from the preview)."""
        from tdesk.print.display_cards import render_cards
        from tdesk.timefmt import local_now_text
        from tdesk.ui.pdf_preview import PdfPreviewDialog

        if self.publisher is None:
            return
        url = self.publisher.urls[0]
        event = self.ctx.event_info.name if self.ctx.event_info is not None else ""
        self.preview = PdfPreviewDialog.from_renderer(
            lambda path: render_cards(path, event_name=event, url=url,
                                      printed_at=local_now_text()),
            self, title=self.tr("Table cards"), suggested_name="player-screens-cards.pdf")
        self.preview.open()

    def closeEvent(self, event) -> None:  # type: ignore[no-untyped-def] # noqa: N802 - Qt API
        self.hide()  # closing the dialog keeps the screens running
        event.ignore()
