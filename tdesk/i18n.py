"""The interface language, shared by the GUI, the printed documents and the command line.

The GUI installs tdesk's translators on its QApplication (:func:`install`); ``tdesk print``
runs without one, so :func:`translate` then reads the same ``tdesk_<lang>.qm`` itself. Either
way the language is TDESK_LANG, or the system's, and a sheet prints in the language of the
screen it was printed from.
"""

from __future__ import annotations

import os
import re
from functools import cache

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tdesk.paths import resource

#: objectName of the translators tdesk installs (children of the app), so they can be swapped.
TRANSLATOR_NAME = "tdeskTranslator"
#: QApplication property: the language installed ("" for the system's).
LANGUAGE_PROPERTY = "tdeskLanguage"


def requested_language() -> str:
    """TDESK_LANG, or "" for the system language."""
    return os.environ.get("TDESK_LANG", "").strip()


def locale_for(lang: str) -> QLocale:
    return QLocale(lang) if lang else QLocale.system()


def install(app: QCoreApplication, lang: str | None = None) -> None:
    """Replace tdesk's translators (tdesk_<lang>.qm and Qt's qtbase_<lang>.qm) by ``lang``'s.

    ``lang`` is a locale name ("ru", "sv", "zh_CN"); None means TDESK_LANG or the system locale.
    """
    lang = requested_language() if lang is None else lang
    locale = locale_for(lang)
    if not app.findChildren(QTranslator, PLURALS_NAME):
        plurals = EnglishPlurals(app)  # installed first, so asked last
        plurals.setObjectName(PLURALS_NAME)
        app.installTranslator(plurals)
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
    app.setProperty(LANGUAGE_PROPERTY, lang)


PLURALS_NAME = "tdeskEnglishPlurals"
_PLURAL_MARK = re.compile(r"(\w)\(s\)")


def english_plural(text: str, n: int) -> str:
    """"%n player(s)" as English says it for ``n``: "1 player", "3 players"; "penalty(ies)"
    gives "penalty" or "penalties"."""
    text = text.replace("y(ies)", "y" if n == 1 else "ies")
    return _PLURAL_MARK.sub(r"\1" if n == 1 else r"\1s", text)


class EnglishPlurals(QTranslator):
    """The English plural of a "%n player(s)" source: asked last, so it only answers when no
    translation has (an English screen, or a message not yet translated)."""

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:  # None is Qt's null string: "not mine"
        if n < 0 or ("(s)" not in source and "(ies)" not in source):
            return None
        return english_plural(source, n)


def current_language() -> str:
    """The language the interface speaks now: the installed one, else the requested one."""
    app = QCoreApplication.instance()
    installed = app.property(LANGUAGE_PROPERTY) if app is not None else None
    return str(installed) if installed is not None else requested_language()


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate`` that also works before (or without) an application.

    With %n in ``text``, ``n`` chooses the plural form and replaces %n, as Qt does.
    """
    if QCoreApplication.instance() is not None:
        result = QCoreApplication.translate(context, text, disambiguation, n)
        return english_plural(result, n) if n >= 0 else result
    translator = _standalone(requested_language())
    found = translator.translate(context, text, disambiguation, n) if translator else ""
    result = found or english_plural(text, n)
    return result.replace("%n", str(n)) if n >= 0 else result


@cache
def _standalone(lang: str) -> QTranslator | None:
    translator = QTranslator()
    if translator.load(locale_for(lang), "tdesk", "_", str(resource("translations"))):
        return translator
    return None


@cache
def _has_translation(name: str) -> bool:
    return QTranslator().load(QLocale(name), "tdesk", "_", str(resource("translations")))


def number_locale() -> QLocale:
    """The locale numbers are written in: the interface language's, English when tdesk has no
    translation for the system language (an English screen writes "20,000")."""
    return _number_locale(current_language())


@cache
def _number_locale(lang: str) -> QLocale:
    locale = locale_for(lang)
    if not _has_translation(locale.name()):
        locale = QLocale("en_US")
    locale.setNumberOptions(QLocale.NumberOption.DefaultNumberOptions)  # group thousands
    return locale
