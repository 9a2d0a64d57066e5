"""The store's watch on SQLite and the lost host's words (issue 39): SQLite has no notices, so
its stations keep polling the revision as before; the banner and the refusal read in the
interface language."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from tdesk import engine_text
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, add_player
from tdesk.services.store_changes import StoreChanges
from tdesk.store_watch import FAST_MS, offline_message


def test_a_window_on_sqlite_polls_and_sees_another_stations_change(  # type: ignore[no-untyped-def]
        qtbot, window, store: Store, tmp_path: Path) -> None:
    watch = window.ctx.watch
    assert watch.listener is None and not watch.pushed  # no notices on SQLite
    assert watch.timer.isActive() and watch.timer.interval() == FAST_MS
    event_id = create_event(store, "Cup", "poker")
    other = Store(store.url, staff="Björn")
    heard: list[StoreChanges] = []
    window.ctx.changed.connect(heard.append)
    add_player(other, event_id, PlayerFields("Юрий"))
    qtbot.waitUntil(lambda: any(c.revision == other.revision() for c in heard), timeout=10_000)
    other.close()


def test_the_lost_host_is_told_in_russian(qtbot, window, russian) -> None:  # type: ignore[no-untyped-def]
    refusal = offline_message(SimpleNamespace(url="postgresql+psycopg://t:s@10.0.0.5:5433/x"))
    shown = engine_text.message(refusal)
    assert shown.startswith("Связь с сервером 10.0.0.5:5433 потеряна")
    assert "Ничего не сохранено" in shown
    window.ctx.hostLost.emit("10.0.0.5:5433")
    assert window.host_banner.isVisible()
    assert window.host_banner.text().startswith("Связь с сервером 10.0.0.5:5433 потеряна")
    window.ctx.hostBack.emit()
    assert window.host_banner.isHidden()


def test_a_tab_opened_while_the_host_is_lost_is_built_when_it_is_back(  # type: ignore[no-untyped-def]
        qtbot, window, store: Store, make_event) -> None:
    event_id = make_event("poker", players=4)
    window.reload_events(event_id)
    store.offline = offline_message(SimpleNamespace(url="postgresql://h:5432/x"))
    window.ctx.hostLost.emit("h:5432")
    key = "log"  # a tab that reads the store as it is built
    assert window.tab_widgets.pages[key].tab is None  # nothing builds tabs while the host is lost
    tab = window.show_tab(key)  # read refused: the tab says it could not be opened
    assert tab.property("buildFailed")
    store.offline = ""
    window.ctx.catch_up()
    assert window.host_banner.isHidden()
    rebuilt = window.tab_widgets[key]
    assert rebuilt is not tab and not rebuilt.property("buildFailed")
