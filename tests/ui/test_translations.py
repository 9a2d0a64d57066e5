"""tdesk in Russian, Swedish and Chinese: the shipped translations load and every message is done.

The expected texts are read from the .ts files, so rewording a translation needs no test change;
what is checked is that TDESK_LANG picks the language, the .qm matches the .ts, and no message
is left unfinished or loses a placeholder or accelerator on the way.
"""

import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QPushButton

from tdesk.paths import resource

LANGS = ("ru", "sv", "zh_CN")
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\d|%n")
ACCELERATOR = re.compile(r"&(?!&)\S")


def _ts(lang: str) -> Path:
    return resource("translations", f"tdesk_{lang}.ts")


def _messages(lang: str) -> list[tuple[str, str, str | None, ET.Element]]:
    """(context, source, disambiguation, <translation>) for every live message of one .ts."""
    out = []
    for ctx in ET.parse(_ts(lang)).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for message in ctx.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") in ("vanished", "obsolete"):
                continue  # no longer in the sources; lrelease leaves it out
            out.append((name, message.findtext("source") or "", message.findtext("comment"),
                        translation))
    return out


def _texts(translation: ET.Element) -> list[str]:
    """The translated text, or every plural form of a %n message; blank ones left out."""
    forms = [form.text or "" for form in translation.iter("numerusform")]
    texts = forms if forms else [translation.text or ""]
    return [text for text in texts if text.strip()]


def _plural_samples(translation: ET.Element) -> list[int]:
    """Counts that pick each plural form in turn (ru: 1, 2, 5; sv: 1, 2; zh: 1)."""
    forms = len(list(translation.iter("numerusform")))
    return [1, 2, 5][:forms] if forms else [-1]


def _plural_expected(translation: ET.Element) -> list[str]:
    """What the .qm must give for those counts: each form as written (Qt fills in %n later)."""
    forms = [form.text or "" for form in translation.iter("numerusform")]
    return forms if forms else [translation.text or ""]


def _translation(lang: str, context: str, source: str) -> str:
    for ctx, src, _, translation in _messages(lang):
        if (ctx, src) == (context, source):
            return translation.text or ""
    raise AssertionError(f"{source!r} ({context}) is not in tdesk_{lang}.ts")


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """TDESK_LANG set first, then tdesk's translators installed as at start-up; undone after."""
    from tdesk.ui.app import application, set_language

    lang: str = request.param
    monkeypatch.setenv("TDESK_LANG", lang)
    qapp.setProperty("tdeskTranslations", False)  # as if this were the first start
    application()
    yield lang
    monkeypatch.delenv("TDESK_LANG")
    set_language(qapp)  # back to the system locale for the tests that follow


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_main_window_and_players_tab_are_translated(qtbot, store, make_event, language) -> None:  # type: ignore[no-untyped-def]
    from tdesk.ui.app import make_main_window

    file_title = _translation(language, "MainWindow", "&File")
    add_text = _translation(language, "PlayersTab", "&Add player…")
    assert file_title != "&File" and add_text != "&Add player…"

    event_id = make_event("poker", players=3)
    window = make_main_window(store)
    qtbot.addWidget(window)
    try:
        window.reload_events(event_id)
        window.show()
        assert window.menuBar().actions()[0].text() == file_title
        add_button = window.show_tab("players").findChild(QPushButton, "addPlayer")
        assert add_button is not None and add_button.text() == add_text
        assert QCoreApplication.translate("MainWindow", "&File") == file_title
    finally:
        window.ctx.timer.stop()
        window.backup_timer.stop()


def test_set_language_replaces_the_translators(qapp, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from tdesk.ui.app import TRANSLATOR_NAME, set_language

    monkeypatch.delenv("TDESK_LANG", raising=False)
    try:
        set_language(qapp, "sv")
        assert QCoreApplication.translate("MainWindow", "&File") == _translation(
            "sv", "MainWindow", "&File")
        set_language(qapp, "zh_CN")
        assert QCoreApplication.translate("MainWindow", "&File") == _translation(
            "zh_CN", "MainWindow", "&File")
        # tdesk's and Qt's own (qtbase) translator, not one pair per call
        assert len(qapp.findChildren(QTranslator, TRANSLATOR_NAME)) == 2
    finally:
        set_language(qapp)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_and_finished(lang: str) -> None:
    messages = _messages(lang)
    assert len(messages) > 100
    unfinished = [src for _, src, _, tr in messages if tr.get("type") or not _texts(tr)]
    assert unfinished == []


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_placeholders_and_accelerators(lang: str) -> None:
    for context, source, _, translation in _messages(lang):
        for text in _texts(translation):  # each plural form keeps them too
            assert Counter(PLACEHOLDER.findall(text)) == Counter(PLACEHOLDER.findall(source)), (
                f"{context}: {source!r} → {text!r}")
            assert len(ACCELERATOR.findall(text)) == len(ACCELERATOR.findall(source)), (
                f"{context}: accelerator in {source!r} → {text!r}")


@pytest.mark.parametrize("lang", LANGS)
def test_qm_is_compiled_from_the_current_ts(qapp, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Run resources/translations/update.sh after editing a .ts: the .qm must say the same."""
    translator = QTranslator()
    assert translator.load(str(resource("translations", f"tdesk_{lang}.qm")))
    stale = [source for context, source, comment, tr in _messages(lang)
             if [translator.translate(context, source, comment, n) for n in _plural_samples(tr)]
             != _plural_expected(tr)]
    assert stale == []
