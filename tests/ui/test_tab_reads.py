"""Each tab refreshes from the change record ``AppContext.changed`` delivers (issue 22):
an action that changed nothing the shown tab shows makes it read nothing, one that did makes
it read again, and a tab reads only the tables it declares (``READS``), so its filter is
never wrong about what it shows.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tdesk.services.players import PlayerFields, import_players
from tdesk.services.store_changes import StoreChanges
from tdesk.ui import tabs as tab_registry
from tdesk.ui.widgets.shown_refresh import ShownRefresher
from tests.ui.reads import tables_read

SPECS = [(spec.key, kind) for spec in tab_registry.TABS for kind in spec.kinds]


def _open(qtbot, window, make_event, key: str, kind: str):  # type: ignore[no-untyped-def]
    shown = make_event(kind, players=8)
    other = make_event(kind, players=4)
    window.reload_events(shown)
    window.tabs.setCurrentWidget(window.tab_widgets.pages[key])
    tab = window.tab_widgets[key]
    qtbot.waitUntil(tab.isVisible)
    QApplication.processEvents()
    window.ctx.timer.stop()  # the counts below are what one delivered record makes the views read
    window.prebuild.stop()
    window.ctx.poll()
    return tab, shown, other


def _own_reads(tab, read) -> list[str]:  # type: ignore[no-untyped-def]
    """What the tab read: a view of the log itself (``READS`` empty) reads the audit log by
    event, which the poll's bookkeeping never does."""
    if tab.READS:
        return list(read.view_statements)
    return [s for s in read.statements if "audit_log.event_id =" in s]


@pytest.mark.parametrize(("key", "kind"), SPECS)
def test_every_tab_refreshes_through_its_change_filter(key: str, kind: str) -> None:
    spec = next(s for s in tab_registry.TABS if s.key == key and kind in s.kinds)
    assert isinstance(spec.widget_class().READS, frozenset)


@pytest.mark.parametrize(("key", "kind"), SPECS)
def test_an_action_in_another_event_reads_nothing(qtbot, window, store, make_event,
                                                  key: str, kind: str) -> None:  # type: ignore[no-untyped-def]
    tab, _shown, other = _open(qtbot, window, make_event, key, kind)
    import_players(store, other, [PlayerFields(name="Zoë Ångström")])
    with tables_read(store) as read:
        window.ctx.poll()
    assert window.ctx.seen.tables >= {"entry"}  # the poll did see the action
    assert read.view_statements == [], f"{key} read for another event's action"
    assert _own_reads(tab, read) == [], f"{key} read for another event's action"
    assert tab.isVisible()


@pytest.mark.parametrize(("key", "kind"), SPECS)
def test_a_tab_reads_only_what_it_declares(qtbot, window, store, make_event,
                                           key: str, kind: str) -> None:  # type: ignore[no-untyped-def]
    tab, _shown, _other = _open(qtbot, window, make_event, key, kind)
    assert isinstance(tab.on_change, ShownRefresher)
    with tables_read(store) as read:  # no event loop turn inside: other views' timers stay out
        tab.on_change.changed(StoreChanges.all(window.ctx.revision))
    assert _own_reads(tab, read), f"{key} did not read when everything changed"
    if tab.READS:
        assert read.view_tables <= tab.READS, (
            f"{key} reads {sorted(read.view_tables - tab.READS)} without declaring them")


@pytest.mark.parametrize(("key", "kind"), SPECS)
def test_a_new_entry_in_the_shown_event_is_read(qtbot, window, store, make_event,
                                                key: str, kind: str) -> None:  # type: ignore[no-untyped-def]
    tab, shown, _other = _open(qtbot, window, make_event, key, kind)
    if tab.READS and "entry" not in tab.READS:
        pytest.skip(f"the {key} tab shows no entries")
    import_players(store, shown, [PlayerFields(name="Zoë Ångström")])
    with tables_read(store) as read:
        window.ctx.poll()
    assert _own_reads(tab, read), f"{key} did not read a new entry of its event"
