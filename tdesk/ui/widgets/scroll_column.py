"""A column of panels that scrolls rather than making its window taller than the screen.

The Clock tab's side column (counts, screens, room notice) is taller than a 768-pixel laptop
screen leaves it; inside a scroll area it asks for no more height than the clock beside it
at the least, and for its whole height where the screen has room.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QLayout, QScrollArea, QWidget


class ScrollColumn(QScrollArea):
    """Scrolls up and down only; prefers the height of everything in it (Qt's own scroll
    area prefers at most 24 lines, which hid the Clock tab's last panel on a 1000-px screen)."""

    def __init__(self, layout: QLayout) -> None:
        super().__init__()
        content = QWidget()
        content.setLayout(layout)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(content.minimumSizeHint().width() + self._bar_width())

    def _bar_width(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        content = self.widget().sizeHint()
        return QSize(content.width() + self._bar_width(), content.height())


def scroll_column(layout: QLayout) -> ScrollColumn:
    """``layout`` in a frameless column that scrolls when the window is short."""
    return ScrollColumn(layout)
