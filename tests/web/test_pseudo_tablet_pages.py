"""A floor tablet's pages in the pseudo-language (tests/pseudo_lang.py): every word they show
comes from ``WORDS`` of `web/tablets.py` and `web/tablet_pages.py` (context TabletPage), so
with each marked ``⟦…⟧`` no human word is left outside the marks (names and numbers aside)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tdesk.services.seating import seating
from tdesk.services.swiss.pairing import pair_next_round
from tdesk.services.venue import staff_pins
from tdesk.web import tablet_pages, tablets
from tests import pseudo_lang
from tests.ui.test_pseudo_views import known_words
from tests.web.test_tablet_web import Tablet

_HIDDEN = re.compile(r"<(script|style|title)\b.*?</\1>", re.DOTALL | re.IGNORECASE)


@pytest.fixture
def pseudo_tablets(monkeypatch: pytest.MonkeyPatch) -> None:
    def load(cls: type[tablets.TabletWording]) -> tablets.TabletWording:
        words = {key: pseudo_lang.pseudo(text)
                 for key, text in {**tablets.WORDS, **tablet_pages.WORDS}.items()}
        return cls({lang: dict(words) for lang in tablets.LOCALES})

    monkeypatch.setattr(tablets.TabletWording, "load", classmethod(load))


@pytest.mark.parametrize("kind", ["poker", "swiss"])
def test_a_tablet_page_speaks_only_in_marks(serve: Any, store: Any, make_event: Any,
                                            pseudo_tablets: None, kind: str) -> None:
    event = make_event(kind, players=8, name=f"Walk {kind}")
    if kind == "poker":
        seating.draw_seats(store, event, seed=3)
    else:
        pair_next_round(store, event)
    pin = staff_pins.set_pin(store, "Anna Floor")
    tablet = Tablet(serve(event).server.port)
    known = known_words(store) | {"Anna", "Floor"}
    found = []
    pages = [tablet.get("/staff") and tablet.page]
    tablet.sign_in(pin, 1)
    pages.append(tablet.page)
    tablet.post("call" if kind == "poker" else "result", {"result": "2-0"})
    pages.append(tablet.page)
    for page in pages:
        assert pseudo_lang.OPEN in page
        if words := pseudo_lang.unmarked_words(_HIDDEN.sub(" ", page), known):
            found.append(" ".join(dict.fromkeys(words)))
    assert found == []
