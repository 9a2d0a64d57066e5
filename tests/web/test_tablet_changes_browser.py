"""A floor tablet in headless Chromium (issue 39): while its table's page stays open (a chip
count half typed), a bust at the desk station "Desk 2" shows in the page's live strip, naming
the station, and what was typed is still there; the strip takes no room while it has nothing
to say. ``TDESK_SCREENSHOTS=docs/screenshots`` writes
the README's picture of the strip."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from tdesk.models.store import Store
from tdesk.services.seating import seating
from tdesk.services.venue import staff_pins
from tdesk.web import tablet_pages
from tests.web.chromium import needs_chromium
from tests.web.test_tablet_browser import sign_in

pytestmark = needs_chromium


def test_the_strip_names_the_desk_station_while_the_page_stays(  # type: ignore[no-untyped-def]
        serve, store, make_event, tmp_path, monkeypatch, tv) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    monkeypatch.setattr(tablet_pages, "CHANGES_SECONDS", 1)
    event = make_event("poker", players=14, seats_per_table=7, name="Friday Deepstack")
    seating.draw_seats(store, event, seed=5)
    pin = staff_pins.set_pin(store, "Anna Floor")
    port = serve(event).server.port
    desk = Store(store.url, staff="Maria", station="Desk 2/0a1b2c3d")
    tablet = tv  # the process's browser, as new (no device or session cookie)
    tablet.set_window_size(800, 1280)
    try:
        assert "Anna Floor" in sign_in(tablet, port, pin, 1)
        rows = tablet.find_elements(By.CSS_SELECTOR, "table.seats tr")[1:]
        out = int(rows[0].find_element(By.CSS_SELECTOR, 'input[name="out"]')
                  .get_attribute("value"))
        name = rows[0].find_elements(By.TAG_NAME, "td")[1].text
        def height(driver: Any) -> int:  # found afresh: the page may be drawn again meanwhile
            return int(driver.find_element(By.CSS_SELECTOR, "iframe.changes").size["height"])

        WebDriverWait(tablet, 10).until(lambda d: height(d) == 0)  # nothing to say
        typed = tablet.find_elements(By.CSS_SELECTOR, "form.counts input[type=number]")[1]
        typed.send_keys("12500")
        seating.bust_players(desk, event, [out])

        def strip(driver: Any) -> str:
            driver.switch_to.frame(driver.find_element(By.CSS_SELECTOR, "iframe.changes"))
            try:
                return str(driver.find_element(By.TAG_NAME, "body").text)
            finally:
                driver.switch_to.default_content()

        said = WebDriverWait(tablet, 20).until(lambda d: "changed at" in strip(d) and strip(d))
        assert f"Table 1 changed at Desk 2: Bust {name}" in said
        assert typed.get_attribute("value") == "12500"  # the page itself never reloaded
        WebDriverWait(tablet, 10).until(lambda d: height(d) > 20)  # it takes room
        folder = Path(os.environ.get("TDESK_SCREENSHOTS") or tmp_path)
        tablet.save_screenshot(str(folder / "tablet-changed.png"))
    finally:
        desk.close()
