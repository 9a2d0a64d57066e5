"""``tdesk serve``: the player screens alone, headless, e.g. on a spare laptop behind a TV."""

from __future__ import annotations

import sys

from tdesk.models.store import Store
from tdesk.shutdown import quit_on_signals
from tdesk.web.server import Settings

DEFAULT_PORT = 8080


def serve(store: Store, event_id: int, settings: Settings, *, seconds: float | None = None) -> int:
    """Serve until Ctrl+C or SIGTERM (or ``seconds``); prints the addresses to open."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from tdesk.web.publisher import DisplayPublisher

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    publisher = DisplayPublisher(store, event_id, settings)
    publisher.start()
    urls = publisher.urls
    print("Player screens for this event (read-only); open on a TV or phone:", flush=True)
    for url in urls:
        print(f"  {url}", flush=True)
    print("Stop with Ctrl+C.", flush=True)
    if seconds is not None:
        QTimer.singleShot(int(seconds * 1000), app.quit)
    try:
        with quit_on_signals(app):  # Ctrl+C, SIGTERM, SIGHUP
            app.exec()
    finally:
        publisher.stop()
        store.close()
    print(f"Stopped after {publisher.server.requests} requests.", flush=True)
    return 0

