"""The strip across the top of the window while the station has lost its host (issue 39)."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from tdesk.ui import palette
from tdesk.ui.context import AppContext


class HostBanner(QLabel):
    """Shown from ``hostLost`` to ``hostBack``: what the station shows is the last state it
    read, and nothing can be saved until the host answers again."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hostBanner")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setStyleSheet(f"QLabel#hostBanner {{ background: {palette.HOST_BG}; color: {palette.WHITE}; "
                           "font-weight: bold; padding: 6px; }")
        self.hide()
        ctx.hostLost.connect(self.lost)
        ctx.hostBack.connect(self.hide)
        ctx.storeReplaced.connect(self.hide)

    def lost(self, address: str) -> None:
        self.setText(self.tr("Lost the host at {0} — showing the last state, read-only; "
                             "reconnecting…").format(address))
        self.show()
