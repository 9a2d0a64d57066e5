"""The Series screen in headless Chromium (issue 26): the demo's board on a TV, the Series
link in the page's menu only for an event in a series."""

from __future__ import annotations

import os

from tdesk.models.store import Store
from tdesk.services.people import series
from tests.web.chromium import needs_chromium
from tests.web.test_browser import browser, wait_for  # noqa: F401 - the browser fixture

pytestmark = needs_chromium

SHOT = os.environ.get("TDESK_SERIES_SHOT", "")  # a path: the screenshot for docs/


def test_a_tv_shows_the_series_board(qtbot, browser, serve, store: Store) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    from selenium.webdriver.common.by import By

    from tdesk.demo import series as series_demo
    from tdesk.services.events import create_event

    series_demo.demo_series(store, {"poker": create_event(store, "Main", "poker")})
    info = series.find_series(store, series_demo.SERIES)
    board = series.leaderboard(store, info.id)
    publisher = serve(info.events[-1].event_id)
    browser.set_window_size(1600, 900)
    browser.get(f"http://127.0.0.1:{publisher.server.port}/series?lang=en")
    wait_for(qtbot, lambda: board.lines[0].name in browser.find_element(By.ID, "main").text)
    main = browser.find_element(By.ID, "main").text
    assert series_demo.SERIES in main and f"{float(board.lines[0].total):,.2f}" in main
    wait_for(qtbot, lambda: "Series" in browser.find_element(By.ID, "nav").text)
    if SHOT:
        browser.save_screenshot(SHOT)
