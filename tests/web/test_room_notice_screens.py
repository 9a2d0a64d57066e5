"""Issue 35: the desk's announcement line and the venue's logo on the TV page too."""

from __future__ import annotations

from collections.abc import Callable

from tdesk.models.store import Store
from tdesk.services.seating import room_screen
from tests.ui.wall.test_projector_notice import logo_png
from tests.web.chromium import needs_chromium
from tests.web.test_server import get, get_json


def test_the_clock_json_and_the_logo_address(qtbot, serve, store: Store, make_event: Callable[..., int]) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=4)
    publisher = serve(event)
    port = publisher.server.port
    data = get_json(port, "/api/clock")
    assert (data["announcement"], data["logo"]) == ("", 0)
    assert get(port, "/logo")[0] == 404
    badge = logo_png()
    room_screen.set_logo(store, badge, source="casino.png")
    room_screen.set_announcement(store, event, "Dinner break at 20:00 — bar open")
    publisher.refresh()
    data = get_json(port, "/api/clock")
    assert (data["announcement"], data["logo"]) == ("Dinner break at 20:00 — bar open", 1)
    status, headers, body = get(port, "/logo?v=1")
    assert (status, headers["content-type"], body) == (200, "image/png", badge)


@needs_chromium
def test_a_tv_shows_the_announcement_and_the_logo(qtbot, serve, store: Store, make_event: Callable[..., int], tv) -> None:  # type: ignore[no-untyped-def]
    from tests.web.test_browser import text_of, wait_for

    event = make_event("poker", players=4)
    room_screen.set_logo(store, logo_png(), source="casino.png")
    room_screen.set_announcement(store, event, "Dinner break at 20:00 — bar open")
    browser = tv
    publisher = serve(event)
    browser.set_window_size(1600, 900)
    browser.get(f"http://127.0.0.1:{publisher.server.port}/clock?lang=en")
    wait_for(qtbot, lambda: "Dinner break" in text_of(browser, "main"))
    assert text_of(browser, "announce") == "Dinner break at 20:00 — bar open"
    wait_for(qtbot, lambda: browser.execute_script(
        "const i = document.querySelector('img.logo'); return i && i.naturalWidth;") == 400)
