"""Issue 35: the venue logo and the announcement line on the projector, from the store, big
enough for the back of the room and never cut off."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter

from tdesk.rules.levels import clock as rc
from tdesk.services import clock as svc
from tdesk.services.seating import room_screen
from tdesk.ui.fonts import ui_font_families
from tdesk.ui.wall.projector import ProjectorWindow

DINNER = "Dinner break at 20:00 — bar open, kitchen closes at 22:30 — last orders at 22"


def logo_png(width: int = 400, height: int = 160) -> bytes:
    """A club logo as a venue would pick it: a coloured badge with its name."""
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QColor("#B01E2F"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRoundedRect(QRectF(0, 0, width, height), 30, 30)
    font = QFont()
    font.setFamilies(ui_font_families())
    font.setBold(True)
    font.setPixelSize(int(height * 0.5))
    p.setFont(font)
    p.setPen(QColor("#FFFFFF"))
    p.drawText(QRectF(0, 0, width, height), Qt.AlignmentFlag.AlignCenter, "CASINO")
    p.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def test_the_logo_and_the_announcement_reach_the_wall(qtbot, store, make_event, tmp_path) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=9, name="Friday Deepstack")
    svc.clock_action(store, event, rc.Op(rc.Action.START))
    w = ProjectorWindow(store, event, theme="dark")
    w.allow_close = True
    w.single_screen = False  # as on the wall
    qtbot.addWidget(w)
    w.resize(1920, 1080)
    w.show()
    qtbot.waitExposed(w)
    plain_time = w._rects["time"].height()
    assert w.notice.announcement == "" and w.notice.image is None
    # set at the desk (another station's window would see the same change record)
    room_screen.set_logo(store, logo_png(), source="casino.png")
    room_screen.set_announcement(store, event, DINNER)
    w.reload()
    assert w.notice.announcement == DINNER and w.notice.image is not None
    assert w._rects["time"].height() < plain_time  # the line takes its room from the time
    image = w.grab().toImage()
    # not cut off: the whole line fits its band, in letters the back of the room reads
    band = w._rects["announce"]
    font = w._font(DINNER, band, cap=0.8)
    assert QFontMetricsF(font).horizontalAdvance(DINNER) <= band.width()
    assert font.pixelSize() >= 1080 * 0.03
    # the logo is painted at the header's left end: the badge's red is there
    logo = w.notice.logo_rect(w._rects["header"])
    assert logo is not None and logo.height() <= w._rects["header"].height() + 1
    red = image.pixelColor(int(logo.x() + 4), int(logo.center().y()))
    assert red.red() > 150 and red.green() < 80
    # the announcement's own pixels: the band is not empty
    row = int(band.center().y())
    lit = sum(1 for x in range(int(band.left()), int(band.right()), 4)
              if image.pixelColor(x, row).lightness() > 128)
    assert lit > 10
    # the picture in docs/clock.md (TDESK_SCREENSHOTS=docs/screenshots writes it there)
    room_screen.set_announcement(store, event, "Dinner break at 20:00 — bar open")
    w.reload()
    shot = Path(os.environ.get("TDESK_SCREENSHOTS") or tmp_path) / "projector-announcement.png"
    assert w.grab().save(str(shot))
    room_screen.set_announcement(store, event, "")
    room_screen.set_logo(store, None)
    w.reload()
    assert w._rects["time"].height() == plain_time and w.notice.image is None


def test_the_desk_sets_both_from_the_clock_tab(qtbot, window, store, make_event, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Typed at the desk, chosen with the file picker, checked before anything is saved."""
    from tdesk.ui.widgets import files, messages

    event = make_event("poker", players=6)
    window.reload_events(event)
    tab = window.show_tab("clock")
    panel = tab.notice_panel
    assert not panel.clear_button.isEnabled() and not panel.remove_button.isEnabled()
    panel.line.setText("Dinner break at 20:00 — bar open")
    window.activateWindow()
    panel.line.setFocus()
    qtbot.waitUntil(panel.line.hasFocus)
    qtbot.keyClick(panel.line, Qt.Key.Key_Return)
    assert room_screen.announcement(store, event) == "Dinner break at 20:00 — bar open"
    assert panel.line.text() == "" and "Dinner break" in panel.shown.text()
    errors: list[str] = []
    monkeypatch.setattr(messages, "error", lambda _p, text, *a: errors.append(text))
    menu = tmp_path / "menu.txt"
    menu.write_text("not a picture", encoding="utf-8")
    monkeypatch.setattr(files, "open_file", lambda *a: menu)
    qtbot.mouseClick(panel.logo_button, Qt.MouseButton.LeftButton)
    assert errors == ["Logo 'menu.txt': is not a PNG or JPEG picture"]
    assert room_screen.logo(store) is None
    badge = tmp_path / "casino.png"
    badge.write_bytes(logo_png())
    monkeypatch.setattr(files, "open_file", lambda *a: badge)
    qtbot.mouseClick(panel.logo_button, Qt.MouseButton.LeftButton)
    assert room_screen.logo(store) is not None and panel.remove_button.isEnabled()
    qtbot.mouseClick(panel.clear_button, Qt.MouseButton.LeftButton)
    assert room_screen.announcement(store, event) == "" and panel.shown.text() == ""
