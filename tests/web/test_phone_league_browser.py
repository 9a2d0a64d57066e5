"""Heads-up league phones in headless Chromium (issue 25): two players report 1 and 0 and their
game is final; a third player gives their times with the page's selects and the desk's Season
tab shows the marks; a pair that both report 1 lands in the tab's stop queue (HU-R2)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from tdesk.services.league import league
from tdesk.services.phones import phone_reports as pr
from tdesk.web.publisher import DisplayPublisher
from tdesk.web.server import Settings
from tests.web.chromium import needs_chromium

pytestmark = needs_chromium

NOW = dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.UTC)


def _answer(driver: Any) -> str:
    """The notice of the page the form's POST brought back."""
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith("/report"))

    def answered(d: Any) -> str:
        try:
            return str(d.find_element(By.CSS_SELECTOR, "main .notice").text)
        except (NoSuchElementException, StaleElementReferenceException):
            return ""

    return str(WebDriverWait(driver, 10).until(answered))


def tap(driver: Any, port: int, code: str, report: str) -> str:
    """Open the player's page and tap one of HU-R2's four buttons."""
    from selenium.webdriver.common.by import By

    driver.get(f"http://127.0.0.1:{port}/me?player={code}&lang=en")
    driver.find_element(By.CSS_SELECTOR, f'button[name="report"][value="{report}"]').click()
    return _answer(driver)


def choose_times(driver: Any, port: int, code: str, marks: str) -> str:
    """Open the player's page, pick a mark in each slot's select, and save."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    driver.get(f"http://127.0.0.1:{port}/me?player={code}&lang=en")
    for i, mark in enumerate(marks, start=1):
        Select(driver.find_element(By.NAME, f"slot{i}")).select_by_value(mark)
    driver.find_element(By.CSS_SELECTOR, 'form.availability button[name="save"]').click()
    return _answer(driver)


def test_league_phones_report_give_times_and_a_conflict_reaches_the_desk(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, phones, tmp_path) -> None:
    one, two = phones
    event = make_event("league", players=4, lives=3, slots_per_round=3)
    ids = [r.entry_id for r in league.registrations(store, event)]
    league.set_registration(store, event, ids, league.ACCEPTED)
    league.start_season(store, event)
    round_id = league.pair_next_round(store, event, now=NOW)
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    first, second = league.round_view(store, round_id).games
    publisher = DisplayPublisher(store, event, Settings("127.0.0.1", 0))
    publisher.start()
    try:
        port = publisher.server.port
        assert "Report received" in tap(one, port, codes[first.a_entry_id], "1")
        assert "the game has its outcome" in tap(two, port, codes[first.b_entry_id], "0")
        one.save_screenshot(str(tmp_path / "league-phone-en.png"))
        game = league.round_view(store, round_id).games[0]
        assert (game.state, game.outcome) == ("final", "10")
        assert "saved" in choose_times(one, port, codes[second.a_entry_id], "132")
        assert league.round_view(store, round_id).games[1].a_marks == "132"
        tap(one, port, codes[second.a_entry_id], "1")
        assert "conflicts" in tap(two, port, codes[second.b_entry_id], "1")
    finally:
        publisher.stop()

    window.reload_events(event)
    tab = window.show_tab("season")
    qtbot.waitUntil(lambda: tab.grid.rowCount() == 4)
    row = [p[0] for p in tab.grid.players].index(second.a_entry_id)
    assert [tab.grid.item(row, c).text() for c in range(3)] == ["1", "3", "2"]
    stops = [tab.stops.item(i).text() for i in range(tab.stops.count())]
    assert len(stops) == 1 and second.a_name in stops[0] and "1 / 1" in stops[0]
    check = league.end_of_round_check(store, round_id, now=NOW)
    assert not check.closed and check.stops == 1  # HU-R3: the stop holds the round open
