"""The player-screen tests' shared fixtures: publishers started on loopback, stopped after; two
phones and a TV browser, each started once a process and as new for each test."""

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tdesk.models.store import Store
from tdesk.web.publisher import DisplayPublisher
from tdesk.web.server import Settings


@pytest.fixture
def serve(qapp, store: Store) -> Iterator[Callable[..., DisplayPublisher]]:  # type: ignore[no-untyped-def]
    """``serve(event_id, **settings)`` starts a publisher on 127.0.0.1 with a free port."""
    started: list[DisplayPublisher] = []

    def start(event_id: int, **settings: Any) -> DisplayPublisher:
        publisher = DisplayPublisher(store, event_id, Settings("127.0.0.1", 0, **settings))
        publisher.start()
        started.append(publisher)
        return publisher

    yield start
    for publisher in started:
        publisher.stop()


@pytest.fixture(scope="session")
def phone_pair(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Any, Any]]:
    """Two phones (headless Chromium, each its own profile), started once for the process
    (a start is about a CPU second and two of wall); ``phones`` hands them to a test."""
    from tests.web.test_phone_reports_browser import phone

    folder = tmp_path_factory.mktemp("phones")
    first = phone(folder, "one")
    try:
        second = phone(folder, "two")
    except BaseException:
        first.quit()
        raise
    yield first, second
    first.quit()
    second.quit()


@pytest.fixture(scope="session")
def tv_chromium(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """A TV's, a wall's or a tablet's browser (headless Chromium), started once for the
    process; ``tv`` hands it to a test, which sets its window size."""
    from tests.web.chromium import chromium

    driver = chromium(tmp_path_factory.mktemp("tv") / "chromium")
    yield driver
    driver.quit()


@pytest.fixture
def tv(tv_chromium: Any) -> Iterator[Any]:
    """The TV browser, as new for the test and after it (``forget``)."""
    forget(tv_chromium)
    yield tv_chromium
    forget(tv_chromium)


def forget(driver: Any) -> None:
    """A phone as new: no cookie (a player's report cookie is the host's, whatever the port),
    nothing cached, on a blank page (the last test's page and its reloads gone)."""
    driver.get("about:blank")
    driver.execute_cdp_cmd("Network.clearBrowserCookies", {})
    driver.execute_cdp_cmd("Network.clearBrowserCache", {})


@pytest.fixture
def phones(phone_pair: tuple[Any, Any]) -> Iterator[tuple[Any, Any]]:
    """The two phones, as new for the test and after it."""
    for driver in phone_pair:
        forget(driver)
    yield phone_pair
    for driver in phone_pair:
        forget(driver)
