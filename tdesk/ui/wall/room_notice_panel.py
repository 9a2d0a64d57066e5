"""The Clock tab's "Room screens" box (issue 35): the announcement line the projector and the
TV page show under the clock, and the venue's logo beside the event's name.

Both are kept in the store (``services.room_screen``), so the projector of every station and
the player screens follow; each change is one undoable action. The logo is chosen with a file
picker and checked (PNG or JPEG, size) by the service before anything is saved.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tdesk.services.seating import room_screen
from tdesk.services.table_reads import reads_of
from tdesk.ui.context import AppContext
from tdesk.ui.widgets import files, messages

READS = reads_of(room_screen.announcement, room_screen.logo_version)
"""The table the announcement and the logo live in."""


class RoomNoticePanel(QGroupBox):
    """Type the announcement (Enter shows it, Clear takes it down); choose or remove the logo."""

    changed = Signal()

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("roomNotice")
        self.setTitle(self.tr("Room screens"))
        self.line = QLineEdit()
        self.line.setObjectName("announcementLine")
        self.line.setMaxLength(room_screen.ANNOUNCEMENT_CHARS)
        self.line.setPlaceholderText(self.tr("Announcement, e.g. Dinner break at 20:00 — bar "
                                             "open"))
        self.line.setToolTip(self.tr("One line under the clock on the projector and the TV "
                                     "page; Enter shows it"))
        self.line.returnPressed.connect(self.show_line)
        self.show_button = QPushButton(self.tr("Show"))
        self.show_button.setObjectName("announcementShow")
        self.show_button.clicked.connect(self.show_line)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.setObjectName("announcementClear")
        self.clear_button.clicked.connect(self.clear_line)
        self.shown = QLabel()
        self.shown.setObjectName("announcementShown")
        self.shown.setWordWrap(True)
        self.logo_button = QPushButton(self.tr("Venue logo…"))
        self.logo_button.setObjectName("logoChoose")
        self.logo_button.setToolTip(self.tr("A PNG or JPEG picture beside the event's name on "
                                            "every projector (at most 1 MB)"))
        self.logo_button.clicked.connect(self.choose_logo)
        self.remove_button = QPushButton(self.tr("Remove logo"))
        self.remove_button.setObjectName("logoRemove")
        self.remove_button.clicked.connect(self.remove_logo)
        line = QHBoxLayout()
        line.addWidget(self.line, 1)
        line.addWidget(self.show_button)
        line.addWidget(self.clear_button)
        logo = QHBoxLayout()
        logo.addWidget(self.logo_button)
        logo.addWidget(self.remove_button)
        logo.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(line)
        layout.addWidget(self.shown)
        layout.addLayout(logo)

    def refresh(self) -> None:
        """Show what the screens carry now (another station may have changed it)."""
        event_id = self.ctx.event_id
        said = room_screen.announcement(self.ctx.store, event_id) if event_id else ""
        self.shown.setText(self.tr("On the screens: {0}").format(said) if said else "")
        self.clear_button.setEnabled(bool(said))
        self.remove_button.setEnabled(room_screen.logo_version(self.ctx.store) > 0)

    def show_line(self) -> None:
        if self.ctx.event_id is None:
            return
        if self.ctx.attempt(self, room_screen.set_announcement, self.ctx.store,
                            self.ctx.event_id, self.line.text()):
            self.line.clear()
            self.refresh()

    def clear_line(self) -> None:
        if self.ctx.event_id is not None and self.ctx.attempt(
                self, room_screen.set_announcement, self.ctx.store, self.ctx.event_id, ""):
            self.refresh()

    def choose_logo(self) -> None:
        path = files.open_file(self, self.tr("Venue logo"), self.tr("Pictures (*.png *.jpg "
                                                                      "*.jpeg)"))
        if path is None:
            return
        try:
            with path.open("rb") as f:  # never more than the limit and one byte
                data = f.read(room_screen.MAX_LOGO_BYTES + 1)
        except OSError as exc:
            messages.error(self, self.tr("Venue logo {0}: cannot be read ({1})").format(
                path.name, exc.strerror or exc))
            return
        if self.ctx.attempt(self, room_screen.set_logo, self.ctx.store, data,
                            source=path.name):
            self.refresh()

    def remove_logo(self) -> None:
        if self.ctx.attempt(self, room_screen.set_logo, self.ctx.store, None):
            self.refresh()
