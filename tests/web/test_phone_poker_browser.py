"""A poker player's phone in headless Chromium (issue 25): the page shows their table and
seat; the desk applies the move that breaks their table (TDA-B6) with the Seating tab's Apply
move (pytest-qt); the page reloads itself and says "You move to table N, seat M", then, on its
next reload, shows the new seat without the notice."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from tdesk.services.phones import phone_reports as pr
from tdesk.services.seating.seating import bust_players, draw_seats, room, set_button
from tdesk.web import phone_poker
from tdesk.web.publisher import DisplayPublisher
from tdesk.web.server import Settings
from tests.web.chromium import needs_chromium

pytestmark = needs_chromium


@pytest.fixture
def browser(phones: tuple[Any, Any]) -> Any:
    """A phone: the first of the process's two (``phones``, as new for the test)."""
    return phones[0]


def main_text(driver: Any) -> str:
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
    from selenium.webdriver.common.by import By

    try:
        return str(driver.find_element(By.ID, "main").text)
    except (NoSuchElementException, StaleElementReferenceException):
        return ""


def test_the_phone_hears_of_its_move_TDA_B6(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, browser, monkeypatch, tmp_path) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    monkeypatch.setattr(phone_poker, "REFRESH_SECONDS", 2)  # the page's own reload, sooner
    event = make_event("poker", players=12, seats_per_table=4, final_table_size=6)
    draw_seats(store, event, seed=9)
    for t in room(store, event).tables:
        set_button(store, event, t.number, 1)
    tables = room(store, event).tables
    for p in [tables[0].players[0], tables[1].players[0], *tables[2].players[:2]]:
        bust_players(store, event, [p.entry_id])
    move = room(store, event).moves[0]  # table 3 breaks: its players go to tables 1 and 2
    assert move.from_table == 3
    code = pr.issue_codes(store, event)[move.entry_id]
    publisher = DisplayPublisher(store, event, Settings("127.0.0.1", 0))
    publisher.start()
    try:
        port = publisher.server.port
        browser.get(f"http://127.0.0.1:{port}/me?player={code}&lang=en")
        assert f"Table 3, seat {move.from_seat}" in main_text(browser)
        assert "You move" not in main_text(browser)

        window.reload_events(event)
        tab = window.show_tab("seating")
        qtbot.waitUntil(lambda: tab.moves.count() == 2)
        tab.moves.setCurrentRow(0)
        qtbot.mouseClick(tab.apply_button, Qt.MouseButton.LeftButton)
        seat = next(p.seat for t in room(store, event).tables for p in t.players
                    if p.entry_id == move.entry_id)
        assert (move.to_table, move.to_seat) == (
            next(t.number for t in room(store, event).tables
                 if any(p.entry_id == move.entry_id for p in t.players)), seat)

        notice = f"You move to table {move.to_table}, seat {move.to_seat}"
        WebDriverWait(browser, 25).until(lambda d: notice in main_text(d))
        assert f"Table {move.to_table}, seat {move.to_seat}" in main_text(browser)
        browser.save_screenshot(str(tmp_path / "poker-phone-moved.png"))
        WebDriverWait(browser, 25).until(lambda d: "You move" not in main_text(d)
                                         and f"seat {move.to_seat}" in main_text(d))
        assert f"seen={move.to_table}-{move.to_seat}" in browser.current_url
    finally:
        publisher.stop()
