"""The player-screen tests' shared fixtures: publishers started on loopback, stopped after; two phones."""

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


@pytest.fixture
def phones(tmp_path) -> Iterator[tuple[Any, Any]]:  # type: ignore[no-untyped-def]
    """Two phones (headless Chromium, each its own profile), quit after the test."""
    from tests.web.test_phone_reports_browser import phone

    first, second = phone(tmp_path, "one"), phone(tmp_path, "two")
    yield first, second
    first.quit()
    second.quit()
