"""A floor tablet whose page the host laptop served goes on when that laptop dies (issue 39).

The host serves the poker event's staff pages (`tdesk serve`, on the host laptop); the standby
laptop keeps a copy (`tdesk standby --screens`), so the host's pages name the standby's staff
pages in advance. The tablet (headless Chromium) signs in at its table; the host laptop dies
(-9: its PostgreSQL and its `tdesk serve`); the standby is promoted; the page notices its server
is gone, goes to the standby's staff pages at the same table by itself, and the floor person
signs in there with the same PIN (it is in the database) and busts a player, signed with her
name. Loopback only.
"""

from __future__ import annotations

import os
import signal
from contextlib import ExitStack
from pathlib import Path

import pytest
from sqlmodel import select

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, Entry, EntryStatus
from tdesk.services.venue import host as venue_host
from tdesk.services.venue import standby
from tests.services.venue_helpers import LOOPBACK, server_account, venue_folder
from tests.venue.night_figures import POKER
from tests.venue.processes import ROOT, WAIT_S, needs_server, tdesk
from tests.venue.test_venue_night import _free_port, _night
from tests.web.chromium import chromium, needs_chromium
from tests.web.test_tablet_browser import notice, submit

pytestmark = [pytest.mark.slow, needs_chromium, pytest.mark.timeout(600)]


def test_a_tablet_page_goes_on_at_the_promoted_standby(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    needs_server()
    server_account(monkeypatch)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TDESK_DATA_DIR": str(tmp_path / "data"),
           "TDESK_STAFF": "Desk", "QT_QPA_PLATFORM": "offscreen"}
    night = tmp_path / "night.db"
    anna, _ben = _night(night)
    with ExitStack() as stack:
        host_folder = stack.enter_context(venue_folder())
        copy_folder = stack.enter_context(venue_folder())
        source = Store(f"sqlite:///{night}", staff="Desk")
        hosting = venue_host.host(source, folder=host_folder, address=LOOPBACK, port=0,
                                  announce=False)
        source.close()
        stack.callback(hosting.server.stop)
        stack.callback(hosting.stop_announcing)
        stack.callback(hosting.store.engine.dispose)
        code = hosting.code.text()
        pages, screens = _free_port(), _free_port()
        copy = tdesk(env, "standby", LOOPBACK, "--code", code, "--listen", LOOPBACK,
                     "--port", "0", "--folder", str(copy_folder), "--screens", str(pages),
                     "--event", POKER)
        stack.callback(copy.stop)
        copy.starting("Standby copy of ")
        assert hosting.watch is not None
        WebDriverWait(hosting, WAIT_S).until(lambda h: standby.staff_pages_of(h.store))
        standby_pages = f"http://{LOOPBACK}:{pages}/staff"
        assert standby.staff_pages_of(hosting.store) == standby_pages
        served = tdesk(env, "serve", "--db", hosting.server.url(), "--event", POKER,
                       "--host", LOOPBACK, "--port", str(screens))
        stack.callback(served.stop)
        served.starting(f"  http://{LOOPBACK}:{screens}")

        tablet = chromium(tmp_path / "tablet", size=(800, 1280))
        stack.callback(tablet.quit)
        tablet.get(f"http://{LOOPBACK}:{screens}/staff")
        tablet.find_element(By.NAME, "pin").send_keys(anna)
        tablet.find_element(By.NAME, "table").send_keys("1")
        assert "Anna Floor" in submit(tablet, tablet.find_element(By.CSS_SELECTOR,
                                                                   "form.signin button"))
        foot = tablet.find_element(By.CSS_SELECTOR, "p.standby")
        assert standby_pages in foot.text  # named in advance, also for a reader without script

        # the host laptop dies: its PostgreSQL and the tdesk serving the tablet's page
        os.kill(hosting.state.pid, signal.SIGKILL)
        served.kill()
        WebDriverWait(tablet, WAIT_S).until(
            lambda d: "does not answer" in notice(d))  # the page says so, and waits
        assert tablet.current_url.startswith(f"http://{LOOPBACK}:{screens}/")
        assert main(["standby", "--promote", "--folder", str(copy_folder)]) == 0
        copy.starting("Staff pages for the floor tablets: ")

        WebDriverWait(tablet, WAIT_S).until(lambda d: d.current_url.startswith(standby_pages))
        assert tablet.current_url == f"{standby_pages}?table=1"
        assert tablet.find_element(By.NAME, "table").get_attribute("value") == "1"
        tablet.find_element(By.NAME, "pin").send_keys(anna)  # the same PIN: in the database
        assert "Anna Floor" in submit(tablet, tablet.find_element(By.CSS_SELECTOR,
                                                                   "form.signin button"))
        out = tablet.find_elements(By.CSS_SELECTOR, 'input[name="out"]')[0]
        busted = int(out.get_attribute("value"))
        out.click()
        assert submit(tablet, tablet.find_element(By.CSS_SELECTOR, "form.bust button")
                      ).startswith("Busted:")

        port = int(copy.seen[0].rsplit("on port ", 1)[1].split(":")[0])
        promoted = Store(hosting.server.url().replace(f":{hosting.state.port}/", f":{port}/"),
                         staff="Test")
        stack.callback(promoted.close)
        with promoted.read() as session:
            assert session.get(Entry, busted).status == EntryStatus.BUSTED
            audit = session.exec(select(AuditLog).order_by(AuditLog.id.desc())).first()  # type: ignore[arg-type]
        assert audit is not None and (audit.action, audit.staff) == ("bust", "Anna Floor")
