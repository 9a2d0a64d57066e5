"""A column of panels that scrolls rather than making its window taller than the screen.

The Clock tab's side column (counts, screens, room notice) is taller than a 768-pixel laptop
screen leaves it; inside a scroll area it asks for no more height than the clock beside it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLayout, QScrollArea, QSizePolicy, QWidget


def scroll_column(layout: QLayout) -> QScrollArea:
    """``layout`` in a frameless scroll area that scrolls up and down only."""
    content = QWidget()
    content.setLayout(layout)
    area = QScrollArea()
    area.setWidget(content)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setMinimumWidth(content.minimumSizeHint().width()
                         + area.verticalScrollBar().sizeHint().width())
    area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
    return area
