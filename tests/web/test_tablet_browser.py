"""A floor tablet in headless Chromium (issue 39): the floor person signs in with their PIN at
table 1, busts a player with the player who won the chips, types the table's chip counts, and
the desk's store has them; a wrong PIN and a stale page are refused on the page itself.
``TDESK_SCREENSHOTS=docs/screenshots`` writes the README's picture of the table page."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from sqlmodel import select

from tdesk.models.money import ChipCount
from tdesk.models.tables import AuditLog, Entry, EntryStatus
from tdesk.rules.levels import clock as rc
from tdesk.services import clock
from tdesk.services.seating import seating
from tdesk.services.venue import staff_pins
from tdesk.services.venue.tablet_acting import tablet_station
from tests.web.chromium import needs_chromium

pytestmark = needs_chromium


def notice(driver: Any) -> str:
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    def shown(d: Any) -> str:
        try:
            return str(d.find_element(By.CSS_SELECTOR, "main .notice").text)
        except (NoSuchElementException, StaleElementReferenceException):
            return ""

    return str(WebDriverWait(driver, 10).until(shown))


def submit(driver: Any, button: Any) -> str:
    """Click a form's button and wait for the next page (never the old page's notice)."""
    from selenium.webdriver.support.ui import WebDriverWait

    old = token(driver)
    button.click()
    WebDriverWait(driver, 10).until(lambda d: token(d) not in ("", old))
    return notice(driver)


def token(driver: Any) -> str:
    """The page's form token: every page drawn gets a new one."""
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.common.by import By

    try:
        return str(driver.find_element(By.NAME, "token").get_attribute("value"))
    except WebDriverException:  # not there yet, or the page went while it was read
        return ""


def sign_in(driver: Any, port: int, pin: str, table: int) -> str:
    from selenium.webdriver.common.by import By

    driver.get(f"http://127.0.0.1:{port}/staff")
    driver.find_element(By.NAME, "pin").send_keys(pin)
    driver.find_element(By.NAME, "table").send_keys(str(table))
    return submit(driver, driver.find_element(By.CSS_SELECTOR, "form.signin button"))


def test_a_tablet_busts_a_player_and_enters_chip_counts(serve, store, make_event,  # type: ignore[no-untyped-def]
                                                        tmp_path, tv) -> None:
    from selenium.webdriver.common.by import By

    folder = Path(os.environ.get("TDESK_SCREENSHOTS") or tmp_path)
    event = make_event("poker", players=14, seats_per_table=7, name="Friday Deepstack")
    seating.draw_seats(store, event, seed=5)
    clock.clock_action(store, event, rc.Op(rc.Action.START))
    pin = staff_pins.set_pin(store, "Anna Floor")
    port = serve(event).server.port
    tablet = tv  # the process's browser, as new (no device or session cookie)
    tablet.set_window_size(800, 1280)
    wrong = "000000" if pin != "000000" else "111111"
    assert "does not open the staff pages" in sign_in(tablet, port, wrong, 1)
    assert "Anna Floor" in sign_in(tablet, port, pin, 1)
    boxes = tablet.find_elements(By.CSS_SELECTOR, 'input[name="out"]')
    out = int(boxes[2].get_attribute("value"))
    winner = int(tablet.find_elements(By.CSS_SELECTOR, 'input[name="by"]')[4]
                 .get_attribute("value"))
    boxes[2].click()
    tablet.find_elements(By.CSS_SELECTOR, 'input[name="by"]')[4].click()
    assert submit(tablet, tablet.find_element(By.CSS_SELECTOR, "form.bust button")
                  ).startswith("Busted:")
    with store.read() as session:
        assert session.get(Entry, out).status == EntryStatus.BUSTED
        audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[arg-type]
    assert (audit.staff, audit.station) == ("Anna Floor", tablet_station(store))
    assert audit.params["eliminators"] == {str(out): [winner]}

    counts = tablet.find_elements(By.CSS_SELECTOR, "form.counts input[type=number]")
    typed = {int(box.get_attribute("name")[1:]): 10_000 + 500 * i
             for i, box in enumerate(counts)}
    for box, chips in zip(counts, typed.values(), strict=True):
        box.send_keys(str(chips))
    tablet.save_screenshot(str(folder / "tablet-table.png"))
    assert "Chip counts saved for table 1" in submit(
        tablet, tablet.find_element(By.CSS_SELECTOR, "form.counts button"))
    with store.read() as session:
        kept = {c.entry_id: c.chips for c in session.exec(select(ChipCount))}
        assert kept == typed
        assert all(session.get(Entry, e).chips == c for e, c in typed.items())

    seating.bust_players(store, event, [next(iter(typed))])  # the desk, meanwhile
    tablet.find_element(By.CSS_SELECTOR, "form.counts input[type=number]").send_keys("9")
    assert "has changed since this page was drawn" in submit(
        tablet, tablet.find_element(By.CSS_SELECTOR, "form.counts button"))
    pause = tablet.find_elements(By.CSS_SELECTOR, "form.clock button")[1]
    assert submit(tablet, pause) == "The clock is paused."
    assert clock.get_clock(store, event).state.status is rc.ClockStatus.PAUSED
    with store.read() as session:
        assert len(session.exec(select(ChipCount)).all()) == len(typed)
