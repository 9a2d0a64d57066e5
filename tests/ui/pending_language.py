"""The shipped Russian with this work's pending translations laid over it (issue 24).

Until the lead merges resources/translations/pending/card-events-rest.json into the shipped
.ts/.qm files (docs/developing.md, "Translations"), `pending_russian` installs that file's
Russian above the shipped Russian; once merged (the file gone) the shipped translation alone
must pass the same tests."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

PENDING = Path(__file__).parents[2] / "resources/translations/pending/card-events-rest.json"


class _Pending(QTranslator):
    def __init__(self, table: dict[tuple[str, str], str]) -> None:
        super().__init__()
        self.table = table

    def translate(self, context: str, source: str, disambiguation: str | None = None,  # type: ignore[override]
                  n: int = -1) -> str | None:
        return self.table.get((context, source))


@pytest.fixture
def pending_russian(russian, qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    table = {}
    if PENDING.exists():
        data = json.loads(PENDING.read_text(encoding="utf-8"))
        table = {(c, s): t["ru"] for c, msgs in data.items() for s, t in msgs.items()}
    translator = _Pending(table)
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)
