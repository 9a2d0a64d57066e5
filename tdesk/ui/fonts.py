"""Bundled fonts for the Qt side: the same DejaVu Sans + WenQuanYi Micro Hei pair the PDFs use.

A floor laptop may have no CJK font installed; registering the bundled files with
QFontDatabase means a Chinese name never shows as boxes in a table, on the projector or in a
snapshot. Widgets get DejaVu Sans for Latin and Cyrillic, and Qt falls back to WenQuanYi for
Han characters because both families are in the font's family list.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontDatabase

from tdesk.errors import TdeskError
from tdesk.paths import resource

SANS_FAMILY = "DejaVu Sans"
HAN_FAMILY = "WenQuanYi Micro Hei"
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "wqy-microhei.ttc")
#: Application property that marks the fonts as registered (no module-level state).
_DONE = "tdeskFontsRegistered"


def register_fonts() -> list[str]:
    """Add the bundled font files to Qt's font database once per application.

    Returns the families the files provide. Needs a QGuiApplication; a missing or unreadable
    file raises TdeskError so a broken install is reported, not silently shown as boxes.
    """
    app = QCoreApplication.instance()
    if app is None:
        raise TdeskError("register_fonts() needs a running QApplication")
    done = app.property(_DONE)
    if done:
        return list(done)
    families: list[str] = []
    for filename in FONT_FILES:
        path = resource("fonts", filename)
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id == -1:
            raise TdeskError(f"font file {path} could not be loaded; reinstall tdesk")
        families += [f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in families]
    app.setProperty(_DONE, families)
    return families


def ui_font_families() -> list[str]:
    """Family list for widgets: DejaVu first, WenQuanYi as the Han fallback."""
    return [SANS_FAMILY, HAN_FAMILY]


def ui_font(point_size: float | None = None, *, bold: bool = False) -> QFont:
    """A QFont with the tdesk family list (registering the fonts first)."""
    register_fonts()
    font = QFont()
    font.setFamilies(ui_font_families())
    if point_size is not None:
        font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


def apply_ui_font() -> None:
    """Make the tdesk family list the application default font (call once after QApplication)."""
    from PySide6.QtGui import QGuiApplication

    font = ui_font()
    font.setPointSizeF(QGuiApplication.font().pointSizeF())
    QGuiApplication.setFont(font)
