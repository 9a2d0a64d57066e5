"""A test-only pseudo-language (issue 37): every message tdesk's translations know comes back
marked ``⟦…⟧`` and about 35% longer, so a word a floor person sees outside the marks never went
through translation (or was written in a way lupdate cannot see), and marked text a widget cuts
off shows where a longer language will not fit.

Nothing here ships: the catalogue is read from the shipped .ts files at test time (a message
lupdate never filed is left alone, exactly as a real translator leaves it) and answered by a
QTranslator written in Python, installed on the test's application.
"""

from __future__ import annotations

import html
import math
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from functools import cache
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from tdesk.i18n import english_plural
from tdesk.paths import resource

OPEN, CLOSE, PAD = "⟦", "⟧", "·"
PSEUDO_NAME = "tdeskPseudoTranslator"
#: How much longer a marked message is than its source (the marks included).
GROWTH = 0.35

_MARKED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
_TAG = re.compile(r"<[^<>]*>")
_WORD = re.compile(r"[^\W\d_]{2,}")
#: Rule IDs (BNT-3, CG-M3-A, DECK-4) and sizes/units that are not words of the interface.
_RULE_ID = re.compile(r"\b[A-Z]{1,5}(?:-[A-Z]?\d+[A-Za-z]?)+(?:-[A-Z])?\b")
#: Cards as the OFC picker names them ("Ac", "Td"): symbols, not words.
_CARD = re.compile(r"\b[2-9TJQKA][cdhs]\b")
#: Words that are not tdesk's to translate: key names of shortcuts (Qt writes them), the
#: standard buttons of Qt's dialog button boxes (Qt's own qtbase translations carry them),
#: and the program's name.
NOT_OURS = frozenset({"alt", "ctrl", "shift", "meta", "esc", "del", "ins", "pgup", "pgdown",
                      "home", "end", "space", "tab", "backspace", "return", "enter",
                      "up", "down", "left", "right",
                      "ok", "cancel", "close", "apply", "reset", "help", "save", "discard",
                      "yes", "no", "abort", "retry", "ignore", "open", "tdesk"})


@cache
def catalogue() -> frozenset[tuple[str, str]]:
    """(context, source) of every live message lupdate filed (the Swedish file: all three
    languages hold the same messages)."""
    out = set()
    root = ET.parse(resource("translations", "tdesk_sv.ts")).getroot()
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for message in ctx.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                continue
            out.add((name, message.findtext("source") or ""))
    return frozenset(out)


def pseudo(source: str) -> str:
    """``source`` marked line by line and padded ~35%, its placeholders, tags and accelerators
    kept as they are (the padding goes at the end of each line, inside the marks)."""
    lines = source.split("\n")
    out = []
    for line in lines:
        if not line.strip():
            out.append(line)
            continue
        visible = len(html.unescape(_TAG.sub("", line)))
        pad = max(0, math.ceil(visible * GROWTH) - 2)
        out.append(f"{OPEN}{line}{PAD * pad}{CLOSE}")
    return "\n".join(out)


class PseudoTranslator(QTranslator):
    """Answers every catalogued message in the pseudo-language; anything else is "not mine"."""

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        if (context, source) not in catalogue():
            return None
        return pseudo(english_plural(source, n) if n >= 0 else source)


def install(app: QCoreApplication) -> PseudoTranslator:
    """Put the pseudo-language above tdesk's own translators (installed last, asked first)."""
    translator = PseudoTranslator(app)
    translator.setObjectName(PSEUDO_NAME)
    app.installTranslator(translator)
    return translator


def uninstall(app: QCoreApplication) -> None:
    for translator in app.findChildren(QTranslator, PSEUDO_NAME):
        app.removeTranslator(translator)
        translator.setObjectName("")
        translator.deleteLater()


def outside_marks(text: str) -> str:
    """What is left of ``text`` once every marked message (nested ones too) is taken out."""
    text = html.unescape(_TAG.sub(" ", text))
    while True:
        stripped = _MARKED.sub(" ", text)
        if stripped == text:
            return stripped
        text = stripped


def unmarked_words(text: str, known: Iterable[str] = ()) -> list[str]:
    """Human words of ``text`` outside the marks: rule IDs, numbers and the ``known`` words
    (names of players, events and other data the desk was given) aside."""
    rest = _CARD.sub(" ", _RULE_ID.sub(" ", outside_marks(text)))
    allowed = NOT_OURS | {word.casefold() for word in known}
    return [w for w in _WORD.findall(rest) if w.casefold() not in allowed]


def is_marked(text: str) -> bool:
    return OPEN in text


@pytest.fixture(name="pseudo")
def pseudo_fixture(qapp: Any) -> Iterator[None]:
    """The whole interface (screen, paper, phone pages) in the pseudo-language for one test:
    import this fixture into a test module to use it."""
    install(qapp)
    yield
    uninstall(qapp)
