"""A player's phone page in the pseudo-language (issue 37, tests/pseudo_lang.py): every word the
page shows comes from its ``WORDS`` (context PhonePage), so with each of them marked ``⟦…⟧`` no
human word may be left outside the marks (names and numbers aside)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tdesk.services.phones import phone_reports as pr
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import draw_seats
from tdesk.services.swiss.pairing import pair_next_round
from tdesk.web import phones
from tests import pseudo_lang
from tests.ui.test_pseudo_views import known_words
from tests.web.test_phone_reports_web import get

_HIDDEN = re.compile(r"<(script|style|title)\b.*?</\1>", re.DOTALL | re.IGNORECASE)


@pytest.fixture
def pseudo_phones(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every phone word, in every language the page may pick, in the pseudo-language."""
    def load(cls: type[phones.PhoneWording]) -> phones.PhoneWording:
        words = {key: pseudo_lang.pseudo(text) for key, text in phones._all_words().items()}
        return cls({lang: dict(words) for lang in phones.LANGUAGES})

    monkeypatch.setattr(phones.PhoneWording, "load", classmethod(load))


@pytest.mark.parametrize("kind", ["poker", "swiss", "league", "ofc"])
def test_a_phone_page_speaks_only_in_marks(serve: Any, store: Any, make_event: Any,
                                           pseudo_phones: None, kind: str) -> None:
    event = make_event(kind, players=8, name=f"Walk {kind}")
    if kind in ("poker", "ofc"):
        draw_seats(store, event, seed=3)
    if kind == "swiss":
        pair_next_round(store, event)
    codes = pr.issue_codes(store, event)
    port = serve(event).server.port
    known = known_words(store)
    found = []
    for entry in list_entries(store, event)[:3]:
        status, page, _cookie = get(port, f"/me?player={codes[entry.entry_id]}&lang=en")
        assert status == 200 and pseudo_lang.OPEN in page
        if words := pseudo_lang.unmarked_words(_HIDDEN.sub(" ", page), known):
            found.append(" ".join(dict.fromkeys(words)))
    assert found == []
