"""Hand-for-hand on the player screens and the wall clock (issue 23): "HAND FOR HAND" and the
tables still playing, in the JSON, on the page in a real browser, and on the projector."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tdesk.models.store import Store
from tdesk.rules.levels import clock as rc
from tdesk.services import clock
from tdesk.services.money import money
from tdesk.services.players import list_entries
from tdesk.services.seating import hand_for_hand as hfh
from tdesk.services.seating import seating
from tdesk.ui.wall.projector import ProjectorWindow
from tdesk.ui.wall.projector_text import hand_for_hand_text
from tests.web.chromium import needs_chromium
from tests.web.test_server import get_json


@pytest.fixture
def bubble(store: Store, make_event: Callable[..., int]) -> int:
    """Eight at two tables of four, top 3 paid, hand-for-hand on and the first hand dealt."""
    event = make_event("poker", players=8, seats_per_table=4)
    money.set_terms(store, event, {"buy_in": 100})
    money.set_payout(store, event, money.load_template("top3"))
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    seating.draw_seats(store, event, seed=3)
    clock.clock_action(store, event, rc.Op(rc.Action.START))
    hfh.start(store, event)
    hfh.next_hand(store, event)
    return event


def test_the_clock_json_names_the_tables_still_playing(serve, store: Store, bubble: int) -> None:  # type: ignore[no-untyped-def]
    publisher = serve(bubble)
    port = publisher.server.port
    assert get_json(port, "/api/clock")["hand_for_hand"] == {"hands": 1, "playing": [1, 2]}
    hfh.hand_done(store, bubble, 2)
    publisher.refresh()
    assert get_json(port, "/api/clock")["hand_for_hand"]["playing"] == [1]
    hfh.hand_done(store, bubble, 1)
    publisher.refresh()
    assert get_json(port, "/api/clock")["hand_for_hand"] == {"hands": 1, "playing": []}
    hfh.end(store, bubble)
    publisher.refresh()
    assert "hand_for_hand" not in get_json(port, "/api/clock")


@needs_chromium
def test_a_tv_shows_hand_for_hand_and_the_tables(qtbot, serve, store: Store, bubble: int, tv) -> None:  # type: ignore[no-untyped-def]
    from tests.web.test_browser import text_of, wait_for

    browser = tv
    publisher = serve(bubble)
    hfh.hand_done(store, bubble, 1)
    publisher.refresh()
    browser.set_window_size(1600, 900)
    browser.get(f"http://127.0.0.1:{publisher.server.port}/clock?lang=en")
    wait_for(qtbot, lambda: "HAND FOR HAND" in text_of(browser, "main"))
    assert text_of(browser, "hfh") == "HAND FOR HAND · Still playing: tables 2"


def test_the_projector_says_hand_for_hand_and_follows_the_reports(qtbot, store: Store,  # type: ignore[no-untyped-def]
                                                                  bubble: int) -> None:
    wall = ProjectorWindow(store, bubble, theme="dark")
    wall.allow_close = True
    qtbot.addWidget(wall)
    assert wall.text().hand_for_hand == "HAND FOR HAND · STILL PLAYING: 1, 2"
    assert not wall.text().paused
    other = Store(store.url, staff="Table 1 floor")  # another station reports
    try:
        hfh.hand_done(other, bubble, 1)
        hfh.hand_done(other, bubble, 2)
    finally:
        other.close()
    wall.on_change.ctx.poll()
    text = wall.text()
    assert text.hand_for_hand == "HAND FOR HAND · BETWEEN HANDS" and text.paused
    assert hand_for_hand_text(None) == ""
