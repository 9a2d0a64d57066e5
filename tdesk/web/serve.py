"""``tdesk serve``: the player screens alone, headless, e.g. on a spare laptop behind a TV."""

from __future__ import annotations

import sys

from tdesk import i18n
from tdesk.i18n import translate
from tdesk.models.store import Store
from tdesk.shutdown import quit_on_signals
from tdesk.web.server import Settings

DEFAULT_PORT = 8080


def serve(store: Store, event_id: int, settings: Settings, *, seconds: float | None = None) -> int:
    """Serve until Ctrl+C or SIGTERM (or ``seconds``); prints the addresses to open."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from tdesk.web.publisher import DisplayPublisher

    app = QCoreApplication.instance()
    if app is None:
        app = QCoreApplication(sys.argv[:1])
        i18n.install(app)  # what it says follows TDESK_LANG, as every verb's words do
    # the signals are ours before the first answer: a kill right after the address is
    # printed still stops the server cleanly (a test's client once got there first)
    with quit_on_signals(app) as received:  # Ctrl+C, SIGTERM, SIGHUP
        publisher = DisplayPublisher(store, event_id, settings)
        publisher.start()
        print(translate("cli", "Player screens for this event (read-only); open on a TV or "
                               "phone:"), flush=True)
        for url in publisher.urls:
            print(f"  {url}", flush=True)
        print(translate("cli", "Stop with Ctrl+C."), flush=True)
        if seconds is not None:
            QTimer.singleShot(int(seconds * 1000), app.quit)
        # a signal before the loop runs asked app.quit() of no loop: the loop's first turn
        # looks for it
        QTimer.singleShot(0, lambda: received and app.quit())
        try:
            app.exec()
        finally:
            publisher.stop()
            store.close()
    print(translate("cli", "Stopped after %n request(s).", None, publisher.server.requests),
          flush=True)
    return 0

