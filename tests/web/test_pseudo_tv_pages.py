"""Every TV and wall page (the player screens' views: clock, find me, the seating or pairings
list, standings, series) of each kind in the pseudo-language, read by a real browser (issue 37,
tests/pseudo_lang.py): every word the page shows comes from its ``DisplayPage`` labels, so with
each of them marked ``⟦…⟧`` no human word may be left outside the marks (names and numbers
aside), and no marked text may be cut off by its box (a name cell's ellipsis is the page's own
way to fit a long name, and is left alone)."""

from __future__ import annotations

from typing import Any

import pytest

from tdesk.rules.levels import clock as rc
from tdesk.services import clock
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import draw_seats
from tdesk.web import page
from tests import pseudo_lang
from tests.ui.test_pseudo_views import events_of_each_kind, known_words
from tests.web.chromium import needs_chromium

pytestmark = needs_chromium
TV = (1920, 1080)

#: The page's text once its data came, and each marked element whose box cuts its text off.
READ = """
const marked = [...document.querySelectorAll("body *")].filter((e) =>
  [...e.childNodes].some((c) => c.nodeType === 3 && c.textContent.includes("⟦")));
const cut = marked.filter((e) => !e.matches("td.name") && getComputedStyle(e).display !== "inline"
  && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
  && getComputedStyle(e).overflow !== "visible").map((e) => e.tagName + "." + e.className
  + ": " + e.textContent);
return [document.body.innerText, cut, document.getElementById("main").children.length];
"""


@pytest.fixture
def pseudo_tv(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every TV word, in every language the page may pick, in the pseudo-language."""
    words = {**page.LABELS, **{f"list_{k}": text for k, text in page.LIST_TITLES.items()}}
    marked = {key: pseudo_lang.pseudo(text) for key, text in words.items()}

    def load(cls: type[page.Wording]) -> page.Wording:
        return cls({lang: dict(marked) for lang in page.LANGUAGES})

    monkeypatch.setattr(page.Wording, "load", classmethod(load))


@pytest.fixture
def browser(tv: Any) -> Any:
    """The process's TV browser (``tv``, as new for the test) at a TV's size."""
    tv.set_window_size(*TV)
    return tv


def _read(qtbot: Any, browser: Any, url: str, typed: str = "") -> tuple[str, list[str]]:
    from selenium.webdriver.common.by import By

    browser.get(url)
    if typed:
        browser.find_element(By.ID, "q").send_keys(typed)
    seen: list[Any] = []

    def filled() -> bool:
        seen[:] = browser.execute_script(READ)
        text = seen[0]
        return bool(seen[2]) and pseudo_lang.OPEN in text and (not typed or "⟦Table" in text
                                                               or "⟦Nobody" in text)

    qtbot.waitUntil(filled, timeout=15_000)
    return seen[0], seen[1]


def test_every_tv_page_speaks_only_in_marks(qtbot: Any, store: Any, make_event: Any,
                                            serve: Any, browser: Any, pseudo_tv: None) -> None:
    events = events_of_each_kind(store, make_event)
    for kind in ("poker", "ofc"):
        draw_seats(store, events[kind], seed=3)
    clock.clock_action(store, events["poker"], rc.Op(rc.Action.START))
    known = known_words(store)
    found, walked = [], 0
    for kind, event_id in events.items():
        port = serve(event_id).server.port
        someone = list_entries(store, event_id)[0].name.split()[0]
        for view in page.VIEWS:
            text, cut = _read(qtbot, browser, f"http://127.0.0.1:{port}/{view}?lang=en",
                              someone if view == "find" else "")
            walked += 1
            if words := pseudo_lang.unmarked_words(text, known):
                found.append(f"{kind} {view}: {' '.join(dict.fromkeys(words))}")
            found += [f"{kind} {view}: cut off {line}" for line in cut]
    assert walked == 4 * len(page.VIEWS)
    assert found == [], "words outside the pseudo-language's marks:\n" + "\n".join(found)
