"""A real browser on the player screens (issue 15): headless Chromium opens the clock and
"find me", types part of a name and reads the table and seat; a phone and a TV size."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from tdesk.models.store import Store
from tdesk.services.players import PlayerFields, add_player
from tdesk.services.seating import seating
from tdesk.web.publisher import DisplayPublisher
from tdesk.web.server import Settings
from tests.web.chromium import needs_chromium

pytestmark = needs_chromium


@pytest.fixture
def browser(tv: Any) -> Any:
    """The process's TV browser (``tv``, as new for the test): each test sets its size."""
    return tv


@pytest.fixture
def served(qapp, store: Store, make_event) -> Iterator[tuple[DisplayPublisher, int]]:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=30)
    add_player(store, event_id, PlayerFields("Linnéa Åkesson"))
    seating.draw_seats(store, event_id, seed=11)
    publisher = DisplayPublisher(store, event_id, Settings("127.0.0.1", 0))
    publisher.start()
    yield publisher, event_id
    publisher.stop()


def wait_for(qtbot, check, timeout: int = 10_000) -> None:  # type: ignore[no-untyped-def]
    """Keep Qt running (the server's snapshots come from its timer) while the browser works.
    The page redraws its parts as data arrives: an element found a moment ago may be gone,
    which is a "not yet", not a failure."""
    from selenium.common.exceptions import StaleElementReferenceException

    def settled() -> bool:
        try:
            return bool(check())
        except StaleElementReferenceException:
            return False

    qtbot.waitUntil(settled, timeout=timeout)


def text_of(browser, element_id: str) -> str:  # type: ignore[no-untyped-def]
    """The text of an element the page may be redrawing right now."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By

    for _ in range(20):
        try:
            return str(browser.find_element(By.ID, element_id).text)
        except StaleElementReferenceException:
            time.sleep(0.05)
    return str(browser.find_element(By.ID, element_id).text)


def test_a_phone_finds_its_table_and_seat(qtbot, browser, served, store: Store) -> None:  # type: ignore[no-untyped-def]
    from selenium.webdriver.common.by import By

    publisher, event_id = served
    where = {s.name: (s.table, s.seat) for s in seating.seating_list(store, event_id)}
    browser.set_window_size(390, 844)
    browser.get(f"http://127.0.0.1:{publisher.server.port}/find?lang=en")
    browser.find_element(By.ID, "q").send_keys("akess")  # typed as a player would
    wait_for(qtbot, lambda: "Table" in browser.find_element(By.ID, "found").text)
    table, seat = where["Linnéa Åkesson"]
    shown = browser.find_element(By.ID, "found").text
    assert "Linnéa Åkesson" in shown
    assert f"Table {table}, seat {seat}" in shown


def test_a_tv_shows_the_running_level_and_keeps_counting(qtbot, browser, served) -> None:  # type: ignore[no-untyped-def]
    from selenium.webdriver.common.by import By

    from tdesk.rules.levels.clock import Action, Op
    from tdesk.services.clock import clock_action

    publisher, event_id = served
    clock_action(publisher.store, event_id, Op(Action.START))
    publisher.poll()
    browser.set_window_size(1600, 900)
    browser.get(f"http://127.0.0.1:{publisher.server.port}/clock?lang=ru")
    wait_for(qtbot, lambda: "Уровень 1" in browser.find_element(By.ID, "main").text)
    first = text_of(browser, "time")
    wait_for(qtbot, lambda: text_of(browser, "time") != first, timeout=5_000)
    assert text_of(browser, "event").startswith("Test poker")
    assert "31 из 31" in text_of(browser, "main").replace("\u00a0", " ")


def test_a_coded_page_loads_its_script_and_style(qtbot, browser, store: Store,  # type: ignore[no-untyped-def]
                                                 make_event) -> None:
    """Reproducer (issue 20): with an access code the page fetched /app.js and /app.css
    without it, both got 403 and every screen stayed blank."""
    from selenium.webdriver.common.by import By

    event_id = make_event("poker", players=12)
    add_player(store, event_id, PlayerFields("Linnéa Åkesson"))
    seating.draw_seats(store, event_id, seed=4)
    where = {s.name: (s.table, s.seat) for s in seating.seating_list(store, event_id)}
    publisher = DisplayPublisher(store, event_id, Settings("127.0.0.1", 0, access_code="k7Q2"))
    publisher.start()
    try:
        browser.set_window_size(390, 844)
        browser.get(f"http://127.0.0.1:{publisher.server.port}/find?code=k7Q2&lang=en")
        browser.find_element(By.ID, "q").send_keys("akess")
        wait_for(qtbot, lambda: "Table" in browser.find_element(By.ID, "found").text)
        table, seat = where["Linnéa Åkesson"]
        assert f"Table {table}, seat {seat}" in browser.find_element(By.ID, "found").text
        color = browser.execute_script(
            "return getComputedStyle(document.body).backgroundColor")
        assert color not in ("", "rgba(0, 0, 0, 0)")  # the style sheet came too
        browser.get(f"http://127.0.0.1:{publisher.server.port}/find?lang=en")  # no code
        assert "403" in browser.find_element(By.TAG_NAME, "body").text
    finally:
        publisher.stop()
