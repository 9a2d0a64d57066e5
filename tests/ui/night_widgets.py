"""What the short nights through the widgets share (issue 37): message boxes answered through
their own buttons as a floor person clicks them, and a stretch of the night in another
language."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox


class BoxAnswerer(QObject):
    """Clicks the accepting (or the rejecting) button of each message box as it is shown,
    keeping its text: the box's own exec() loop runs, nothing of tdesk's is replaced."""

    def __init__(self, yes: bool = True) -> None:
        super().__init__()
        self.yes = yes
        self.texts: list[str] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Show and isinstance(watched, QMessageBox):
            QTimer.singleShot(0, lambda box=watched: self._answer(box))
        return False

    def _answer(self, box: QMessageBox) -> None:
        if not box.isVisible():
            return
        self.texts.append(box.text())
        wanted = (QMessageBox.ButtonRole.AcceptRole, QMessageBox.ButtonRole.YesRole) \
            if self.yes else (QMessageBox.ButtonRole.RejectRole, QMessageBox.ButtonRole.NoRole)
        button = next(b for b in box.buttons() if box.buttonRole(b) in wanted)
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)


@contextlib.contextmanager
def boxes_answered(yes: bool = True) -> Iterator[BoxAnswerer]:
    """``with boxes_answered() as said:`` every message box shown inside is answered Yes
    (or No); ``said.texts`` holds what each box said."""
    answerer = BoxAnswerer(yes)
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(answerer)
    try:
        yield answerer
    finally:
        app.removeEventFilter(answerer)


@contextlib.contextmanager
def in_language(qapp, monkeypatch: pytest.MonkeyPatch, lang: str) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """The interface in ``lang`` for a stretch of the night, as TDESK_LANG starts it; English
    again after."""
    from tdesk import i18n

    monkeypatch.setenv("TDESK_LANG", lang)
    i18n.install(qapp)
    try:
        yield
    finally:
        monkeypatch.delenv("TDESK_LANG")
        i18n.install(qapp)


def translated(context: str, source: str) -> str:
    """The catalogue's words for ``source`` in the language installed, checked to be other
    than the English (an untranslated string would pass any comparison with itself)."""
    from PySide6.QtCore import QCoreApplication

    text = QCoreApplication.translate(context, source)
    assert text and text != source, f"{context}: {source!r} is not translated"
    return text
