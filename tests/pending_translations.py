"""Test helper: the messages of resources/translations/pending/*.json as an installed
translator, so a test sees the Russian words of work whose .ts merge is still to come.

Installed on top of the shipped .qm translators; once the lead has merged the JSON into the
.ts files the same words come from the .qm and the tests read the same."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

PENDING = Path(__file__).resolve().parents[1] / "resources" / "translations" / "pending"


def _plural_index(lang: str, n: int) -> int:
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    if lang == "sv":
        return 0 if n == 1 else 1
    return 0


class PendingTranslator(QTranslator):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang
        self.messages: dict[tuple[str, str], str | list[str]] = {}
        for path in sorted(PENDING.glob("*.json")):
            for context, messages in json.loads(path.read_text(encoding="utf-8")).items():
                for source, langs in messages.items():
                    if lang in langs:
                        self.messages[(context, source)] = langs[lang]

    def isEmpty(self) -> bool:  # noqa: N802 (Qt's name)
        return False

    def language(self) -> str:
        return QLocale(self.lang).name()

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        found = self.messages.get((context, source))
        if found is None:
            return None  # Qt's null string: not found, ask the next translator
        if isinstance(found, list):
            return found[min(_plural_index(self.lang, max(n, 0)), len(found) - 1)]
        return found


def install_pending(lang: str) -> PendingTranslator:
    translator = PendingTranslator(lang)
    QCoreApplication.installTranslator(translator)
    return translator
