"""The venue's logo and the event's announcement line on the projector (issue 35).

Both are kept in the store (``services.room_screen``), so every station's projector follows
them: the announcement is read with the clock; the logo's image only when its version moved,
and it is scaled once per size, not at every paint.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter

from tdesk.models.store import Store
from tdesk.services.seating import room_screen
from tdesk.services.table_reads import reads_of

READS = reads_of(room_screen.announcement, room_screen.logo_version, room_screen.logo)
"""The table the logo and the announcement live in."""
LOGO_WIDEST = 3.0
"""A logo is at most this many times as wide as the header is high: a wide banner logo
still leaves the event's name its room."""


class RoomNotice:
    """What the projector shows of the room's own words and picture."""

    def __init__(self) -> None:
        self.announcement = ""
        self.image: QImage | None = None
        self.version = 0
        self._scaled: dict[tuple[int, int], QImage] = {}

    def read(self, store: Store, event_id: int) -> None:
        """Read the announcement, and the logo when its version moved."""
        self.announcement = room_screen.announcement(store, event_id)
        version = room_screen.logo_version(store)
        if version == self.version:
            return
        logo = room_screen.logo(store)
        image = QImage.fromData(logo.data) if logo is not None else None
        self.image = image if image is not None and not image.isNull() else None
        self.version = version
        self._scaled.clear()

    def logo_rect(self, header: QRectF) -> QRectF | None:
        """Where the logo goes: the header's left end, its height, its own proportions."""
        if self.image is None or self.image.height() <= 0:
            return None
        ratio = self.image.width() / self.image.height()
        width = min(header.height() * ratio, header.height() * LOGO_WIDEST)
        height = width / ratio
        return QRectF(header.x(), header.center().y() - height / 2, width, height)

    def paint_logo(self, p: QPainter, rect: QRectF) -> None:
        if self.image is None:
            return
        size = QSize(max(1, int(rect.width())), max(1, int(rect.height())))
        key = (size.width(), size.height())
        scaled = self._scaled.get(key)
        if scaled is None:
            scaled = self.image.scaled(size, Qt.AspectRatioMode.KeepAspectRatio,
                                       Qt.TransformationMode.SmoothTransformation)
            self._scaled = {key: scaled}
        p.drawImage(QPointF(rect.x(), rect.y()), scaled)
