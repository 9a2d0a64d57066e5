"""Starting the GUI: the QApplication, fonts, translations, settings, the main window."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from tdesk import i18n, startup
from tdesk.paths import resource
from tdesk.ui.fonts import register_fonts, ui_font

startup.light_qt_imports()  # before the store's libraries and the tabs load

if TYPE_CHECKING:  # the store, the context and the window load after the first frame (issue 27)
    from pathlib import Path

    from tdesk.models.store import Store
    from tdesk.ui.first_frame import FirstFrame
    from tdesk.ui.main_window import MainWindow


def application(argv: list[str] | None = None) -> QApplication:
    """The one QApplication, set up with tdesk's names, fonts and translations."""
    app = QApplication.instance()
    if app is None:
        QCoreApplication.setOrganizationName("tdesk")
        QCoreApplication.setApplicationName("tdesk")
        app = QApplication(argv if argv is not None else sys.argv[:1])
    assert isinstance(app, QApplication)
    register_fonts()
    app.setFont(ui_font(10))
    app.setWindowIcon(QIcon(str(resource("icons", "tdesk.svg"))))  # window, projector, taskbar
    install_translations(app)
    return app


TRANSLATOR_NAME = i18n.TRANSLATOR_NAME


def install_translations(app: QApplication) -> None:
    """Load tdesk_<lang>.qm for the system (or TDESK_LANG) locale, if shipped."""
    if app.property("tdeskTranslations"):
        return
    set_language(app)


def set_language(app: QApplication, lang: str | None = None) -> None:
    """Replace tdesk's translators (tdesk_<lang>.qm and Qt's qtbase_<lang>.qm) by ``lang``'s.

    ``lang`` is a locale name ("ru", "sv", "zh_CN"); None means TDESK_LANG or the system locale.
    Widgets built afterwards are translated, and numbers follow the language
    (:mod:`tdesk.locale_format`); existing widgets keep their text.
    """
    i18n.install(app, lang)


def make_main_window(store: Store, event: str | None = None) -> MainWindow:
    from tdesk.ui.context import AppContext
    from tdesk.ui.main_window import MainWindow

    ctx = AppContext(store)
    window = MainWindow(ctx, event=event)
    startup.release()  # the start is over: the cycle collector runs again (tdesk.startup)
    return window


def _first_frame(store_file: Path, event: str | None) -> FirstFrame | None:
    """The event's name and clock on screen, read from ``store_file`` without the ORM; None
    when the file cannot be read that way (the ordinary start follows)."""
    from tdesk.ui import settings
    from tdesk.ui.first_frame import FirstFrame, read_first_look, show_and_wait

    look = read_first_look(store_file, event, settings.LAST_EVENT.get())
    if look is None:
        return None
    frame = FirstFrame(look)
    show_and_wait(frame)
    return frame


def _show_unexpected(exc_type: type[BaseException], exc: BaseException, tb: object) -> None:
    """A bug in a slot: tell the floor (nothing else was lost) instead of dying silently."""
    from tdesk.crashlog import one_line
    from tdesk.errors import HostLost
    from tdesk.ui.widgets import messages

    exc.__traceback__ = tb  # type: ignore[assignment]
    text = one_line(exc)
    print(f"tdesk: {text}", file=sys.stderr)
    if isinstance(exc, HostLost):
        return  # the banner says so already (issue 39)
    messages.error(None, QCoreApplication.translate(
        "app", "Something went wrong inside tdesk; what was saved before is safe.\n\n{0}")
        .format(text))


def run_gui(store: Store | Callable[[], Store], event: str | None = None, *,
            store_file: Path | None = None, demo: bool = False) -> int:
    """The window until it is closed, or SIGTERM / SIGHUP end it (a laptop shutting down):
    either way the store is closed cleanly afterwards.

    ``store`` may be the function that opens it: with ``store_file`` (the SQLite file it
    opens), the event's name and clock are painted first and the store opened behind them
    (``tdesk.ui.first_frame``, issue 27). The ``demo`` asks no staff name
    (``MainWindow.ask_staff_if_unknown``).
    """
    from tdesk.shutdown import quit_on_signals

    app = application()
    sys.excepthook = _show_unexpected
    frame = _first_frame(store_file, event) if store_file is not None else None
    try:
        opened = store() if callable(store) else store
        window = make_main_window(opened, event)
    except BaseException:
        if frame is not None:
            frame.close()
        raise
    if frame is not None:
        from tdesk.ui.first_frame import hand_over

        hand_over(frame, window)
    else:
        window.show()
    window.ask_staff_if_unknown(demo=demo)
    with quit_on_signals(app):
        code = app.exec()
    window.close()
    window.ctx.store.close()
    return code
