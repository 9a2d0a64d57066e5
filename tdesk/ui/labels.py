"""Words that come from plain data (tab titles, column headers, event kinds), marked so that
pyside6-lupdate collects them, and translated where they are shown."""

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

KIND_NAMES = {
    "poker": QT_TRANSLATE_NOOP("kinds", "Poker MTT (TDA)"),
    "ofc": QT_TRANSLATE_NOOP("kinds", "Open Face Chinese"),
    "league": QT_TRANSLATE_NOOP("kinds", "Heads-up lives league"),
    "swiss": QT_TRANSLATE_NOOP("kinds", "Card game Swiss"),
}


def kind_name(kind: str) -> str:
    """The event kind as the floor reads it, in the interface language."""
    return QCoreApplication.translate("kinds", KIND_NAMES.get(kind, kind))


def column(text: str) -> str:
    """A column header marked with ``QT_TRANSLATE_NOOP("columns", …)``."""
    return QCoreApplication.translate("columns", text)


def tab_title(text: str) -> str:
    """A tab title marked with ``QT_TRANSLATE_NOOP("tabs", …)`` in tdesk/ui/tabs.py."""
    return QCoreApplication.translate("tabs", text)


STATUS_NAMES = (
    QT_TRANSLATE_NOOP("status", "active"),
    QT_TRANSLATE_NOOP("status", "busted"),
    QT_TRANSLATE_NOOP("status", "dropped"),
    QT_TRANSLATE_NOOP("status", "disqualified"),
)


def status_name(status: str) -> str:
    """An entry's status (active, busted, …) in the interface language."""
    return QCoreApplication.translate("status", status)
