"""Render a view offscreen to PNG (``tdesk snapshot VIEW``): docs screenshots and reviews.

One line per view in ``VIEWS``: "module:function" taking ``(window, event_id, size, theme)``
and returning the widget to grab; the main window is already open on the event.
"""

import importlib
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler

from tdesk.models.store import Store
from tdesk.ui import settings

#: What the offscreen plugin says of every window whose size limits change after it is shown.
SIZE_HINTS_NOTICE = "This plugin does not support propagateSizeHints()"

VIEWS: dict[str, str] = {
    "main": "tdesk.ui.snapshot:main_view",
    "players": "tdesk.ui.snapshot:players_view",
    "clock": "tdesk.ui.clock.tab:snapshot_view",
    "projector": "tdesk.ui.wall.projector:snapshot_view",
    "projector-laptop": "tdesk.ui.wall.projector:snapshot_laptop_view",
    "ofc": "tdesk.ui.ofc.tab:snapshot_view",
    "penalties": "tdesk.ui.penalties.tab:snapshot_view",
    "seating": "tdesk.ui.seating.tab:snapshot_view",
    "rounds": "tdesk.ui.swiss.rounds_tab:snapshot_view",
    "standings": "tdesk.ui.swiss.standings_tab:snapshot_view",
    "decklists": "tdesk.ui.swiss.decklists_tab:snapshot_view",
    "round-clock": "tdesk.ui.swiss.round_clock_tab:snapshot_view",
    "round-projector": "tdesk.ui.swiss.round_clock_tab:projector_view",
    "money": "tdesk.ui.money.tab:snapshot_view",
    "money-counts": "tdesk.ui.money.tab:snapshot_counts",
    "money-deal": "tdesk.ui.money.tab:snapshot_deal",
    "money-bounties": "tdesk.ui.money.bounties:snapshot_view",
    "money-flights": "tdesk.ui.money.flights:snapshot_view",  # issue 23
    "season": "tdesk.ui.league.tab:snapshot_view",
    "ranking": "tdesk.ui.league.ranking_tab:snapshot_view",
    "ratings": "tdesk.ui.people.ratings_dialog:snapshot_view",  # issue 26
    "people": "tdesk.ui.people.dialog:snapshot_view",  # the player database (issue 26)
    "league-clock": "tdesk.ui.league.clock_tab:snapshot_view",
    "league-projector": "tdesk.ui.league.clock_tab:projector_view",
}


#: Views drawn over a tab not named like them: they exist where one of those tabs does.
OVER_TABS: dict[str, tuple[str, ...]] = {
    "money-counts": ("money",), "money-deal": ("money",), "money-bounties": ("money",),
    "money-flights": ("money",), "ratings": ("standings", "ranking"),
}


def available(view: str, kind: str) -> bool:
    """Whether ``view`` exists for an event of ``kind``: a view named after a tab (or drawn over
    one, ``OVER_TABS``) exists for the kinds that have that tab (``tdesk.ui.tabs``); other
    views exist for every kind."""
    from tdesk.ui.tabs import TABS

    keys = OVER_TABS.get(view, (view,))
    specs = [t for t in TABS if t.key in keys]
    return not specs or any(kind in t.kinds for t in specs)


def render(store: Store, view: str, event_id: int | None, out: Path, size: tuple[int, int],
           theme: str | None = None) -> Path:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from tdesk.errors import InputError
    from tdesk.services.events import get_event
    from tdesk.ui.app import application, make_main_window

    event = get_event(store, event_id) if event_id is not None else None
    if event is not None and not available(view, event.kind):
        raise InputError("View", view, f"is not available for a {event.kind} event")
    app = application()
    settings.LAST_EVENT.set("")
    with quiet_size_hints(app.platformName()):
        window = make_main_window(store, event.name if event is not None else None)
        window.resize(*size)
        module, _, name = VIEWS[view].partition(":")
        widget = getattr(importlib.import_module(module), name)(window, event_id, size, theme)
        widget.resize(*size)
        widget.show()
        for _ in range(5):
            app.processEvents()
        from tdesk.ui.widgets.shown_refresh import ShownRefresher

        for refresher in widget.findChildren(ShownRefresher):  # a tab of a window never shown
            refresher.catch_up()
        app.processEvents()
        pixmap = widget.grab()
        out = Path(out)
        out.parent.mkdir(parents=True, exist_ok=True)
        if not pixmap.save(str(out), "PNG"):
            from tdesk.errors import TdeskError

            raise TdeskError(f"Cannot write the image {out}.")
        widget.close()
        window.close()
    return out


@contextmanager
def quiet_size_hints(platform: str) -> Iterator[None]:
    """Offscreen, Qt's platform plugin says "This plugin does not support
    propagateSizeHints()" on stderr each time a shown window's minimum or maximum size changes
    (a view filling in, a dialog opening): it has no window manager to hand them to, which is
    what rendering offscreen means (issue 40). That one notice is dropped while a view renders
    offscreen; every other message goes where Qt would have sent it."""
    if platform != "offscreen":
        yield
        return
    previous = None

    def handler(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message == SIZE_HINTS_NOTICE:
            return
        if previous is not None:
            previous(mode, context, message)
        else:  # Qt's own handler: the line it would have written
            sys.stderr.write(qFormatLogMessage(mode, context, message) + "\n")

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


def main_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    return window


def players_view(window, event_id, size, theme):  # type: ignore[no-untyped-def]
    if "players" in window.tab_widgets:
        window.show_tab("players")
    return window
