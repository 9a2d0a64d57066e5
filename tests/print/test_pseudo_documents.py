"""Every document of ``tdesk print list`` in the pseudo-language (issue 37, tests/pseudo_lang.py):
each sheet of each kind is printed and its text read back; a human word outside the ``⟦…⟧``
marks never went through translation. Names, numbers and rule IDs aside; nothing is allowed
to be left."""

from __future__ import annotations

import io
import re
from typing import Any

from pypdf import PdfReader

from tdesk.errors import TdeskError
from tdesk.print import registry
from tests import pseudo_lang
from tests.pseudo_lang import pseudo_fixture  # noqa: F401 (the pseudo fixture)
from tests.ui.test_pseudo_views import events_of_each_kind, known_words

#: A player's code as the code cards print it, in groups of capitals ("QGV KV VSE AQ").
CODE = re.compile(r"\b[0-9A-HJKMNP-TV-Z]{2,}\b")


def _pages(doc: registry.Document, store: Any, event_id: int) -> list[str]:
    out = io.BytesIO()
    options: dict[str, object] = {"number": 1} if doc.by_round else {}
    doc.renderer()(store, event_id, out, **options)
    pages = [page.extract_text() for page in PdfReader(io.BytesIO(out.getvalue())).pages]
    return [CODE.sub(" ", page) for page in pages] if doc.key == "player-codes" else pages


def test_every_document_speaks_only_in_marks(store: Any, make_event: Any, pseudo: None) -> None:
    events = events_of_each_kind(store, make_event)
    known = known_words(store)
    lines, printed = [], 0
    for kind, event_id in events.items():
        for doc in registry.for_kind(kind):
            try:
                pages = _pages(doc, store, event_id)
            except TdeskError:
                continue  # nothing to print yet (no receipt): the CLI says so in its words
            printed += 1
            for number, page in enumerate(pages, 1):  # a page whole: rotated headings break lines
                if words := pseudo_lang.unmarked_words(page, known):
                    words = list(dict.fromkeys(words))  # each once: how many cells vary by names
                    lines.append(f"{kind} {doc.key} page {number}: {' '.join(words)}")
    assert printed > 30
    assert lines == [], "words outside the pseudo-language's marks:\n" + "\n".join(lines)
