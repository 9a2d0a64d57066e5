"""The projector's two colour themes (dark for a dim room, light for a bright one)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class Theme:
    name: str
    background: QColor
    text: QColor
    dim: QColor
    accent: QColor
    break_accent: QColor
    paused: QColor
    alert_bg: QColor
    alert_text: QColor


THEMES = {
    "dark": Theme(
        "dark",
        QColor("#000000"),
        QColor("#FFFFFF"),
        QColor("#B8B8B8"),
        QColor("#FFD500"),
        QColor("#3DF58A"),
        QColor("#FF9F1A"),
        QColor("#D00000"),
        QColor("#FFFFFF"),
    ),
    "light": Theme(
        "light",
        QColor("#FFFFFF"),
        QColor("#000000"),
        QColor("#3A3A3A"),
        QColor("#0030A0"),
        QColor("#006B2E"),
        QColor("#B34700"),
        QColor("#C00000"),
        QColor("#FFFFFF"),
    ),
}
