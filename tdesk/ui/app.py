"""Starting the GUI: the QApplication, fonts, translations, settings, the main window."""

import os
import sys

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from tdesk.models.store import Store
from tdesk.paths import resource
from tdesk.ui.context import AppContext
from tdesk.ui.fonts import register_fonts, ui_font
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
    install_translations(app)
    return app


# objectName of the translators tdesk installs (children of the app), so they can be swapped.
TRANSLATOR_NAME = "tdeskTranslator"


def install_translations(app: QApplication) -> None:
    """Load tdesk_<lang>.qm for the system (or TDESK_LANG) locale, if shipped."""
    if app.property("tdeskTranslations"):
        return
    set_language(app)


def set_language(app: QApplication, lang: str | None = None) -> None:
    """Replace tdesk's translators (tdesk_<lang>.qm and Qt's qtbase_<lang>.qm) by ``lang``'s.

    ``lang`` is a locale name ("ru", "sv", "zh_CN"); None means TDESK_LANG or the system locale.
    Widgets built afterwards are translated; existing ones keep their text.
    """
    if lang is None:
        lang = os.environ.get("TDESK_LANG") or None
    locale = QLocale(lang) if lang else QLocale()
    for old in app.findChildren(QTranslator, TRANSLATOR_NAME):
        app.removeTranslator(old)
        old.setObjectName("")
        old.deleteLater()
    for name, folder in (("tdesk", str(resource("translations"))),
                         ("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))):
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder):
            translator.setObjectName(TRANSLATOR_NAME)
            app.installTranslator(translator)
        else:
            translator.deleteLater()
    app.setProperty("tdeskTranslations", True)


def make_main_window(store: Store, event: str | None = None) -> MainWindow:
    ctx = AppContext(store)
    window = MainWindow(ctx)
    if event:
        window.select_event_by_name(event)
    return window


def _show_unexpected(exc_type: type[BaseException], exc: BaseException, tb: object) -> None:
    """A bug in a slot: tell the floor (nothing else was lost) instead of dying silently."""
    from tdesk.crashlog import one_line
    from tdesk.ui.widgets import messages

    exc.__traceback__ = tb  # type: ignore[assignment]
    text = one_line(exc)
    print(f"tdesk: {text}", file=sys.stderr)
    messages.error(None, QCoreApplication.translate(
        "app", "Something went wrong inside tdesk; what was saved before is safe.\n\n{0}")
        .format(text))


def run_gui(store: Store, event: str | None = None) -> int:
    app = application()
    sys.excepthook = _show_unexpected
    window = make_main_window(store, event)
    window.show()
    return app.exec()
