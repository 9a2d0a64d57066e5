"""The app icon is shipped and set on the application, so every window shows it (issue 16)."""

from PySide6.QtCore import Qt

from tdesk.paths import resource


def test_every_window_gets_the_tdesk_icon(window) -> None:  # type: ignore[no-untyped-def]
    from tdesk.ui.app import application

    application()
    image = window.windowIcon().pixmap(64, 64).toImage()
    assert not image.isNull()
    opaque = sum(image.pixelColor(x, y).alpha() > 0 for x in range(0, 64, 4) for y in range(0, 64, 4))
    assert opaque > 100  # a drawn icon, not an empty placeholder
    assert image.pixelColor(32, 2).alpha() > 0 and image.pixelColor(32, 32) != Qt.GlobalColor.transparent


def test_the_icon_files_for_packaging_exist() -> None:
    for name in ("tdesk.svg", "tdesk.png", "tdesk.ico"):
        assert resource("icons", name).stat().st_size > 500, name
