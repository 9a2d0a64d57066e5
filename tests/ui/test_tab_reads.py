"""Each tab refreshes from the change record ``AppContext.changed`` delivers (issue 22):
an action that changed nothing the shown tab shows makes it read nothing, one that did makes
it read again, and a tab reads only the tables it declares (``READS``, composed from the
``@reads`` of the service reads it calls, issue 38), so its filter is never wrong about what
it shows.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tdesk.services.players import PlayerFields, import_players
from tdesk.services.store_changes import StoreChanges
from tdesk.ui import tabs as tab_registry
from tdesk.ui.widgets.shown_refresh import ShownRefresher
from tests.services.rich_events import flight_with_extras
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
    print("TABLES", key, sorted(read.view_tables))
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



POKER_TABS = [spec.key for spec in tab_registry.TABS if "poker" in spec.kinds]


def _flight_with_extras(store, make_event) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """(parent, flight): Day 1A of a parent, with progressive bounties, knockouts recorded and
    hand-for-hand under way (``tests.services.rich_events``, where the services' own check of
    what each read reads finds them too)."""
    parent = make_event("poker", players=0, name="Main Event", seats_per_table=4,
                        hand_for_hand_from=1, flight_stop_players=2)
    return parent, flight_with_extras(store, parent)


def _reads_on_everything(window, store, refresher) -> set[str]:  # type: ignore[no-untyped-def]
    with tables_read(store) as read:  # no event loop turn inside: other views' timers stay out
        refresher.changed(StoreChanges.all(window.ctx.revision))
    assert read.statements, "nothing read when everything changed"
    return read.view_tables


@pytest.mark.parametrize("shown", ["flight", "parent"])
@pytest.mark.parametrize("key", POKER_TABS)
def test_a_tab_reads_only_what_it_declares_on_a_flight_with_bounties_and_hand_for_hand(
        qtbot, window, store, make_event, key: str, shown: str) -> None:  # type: ignore[no-untyped-def]
    """Issue 38: the check above on an event with every poker extra (and on its parent, the
    whole event), where a view that forgot a table in its ``READS`` shows: two defects were
    views missing a table. The Money tab reads only the page on screen, so each page is
    shown in turn and held to the summary's tables, its own and ``flight``."""
    from tdesk.ui.money.tab import SUMMARY_READS

    parent, flight = _flight_with_extras(store, make_event)
    window.reload_events(flight if shown == "flight" else parent)
    window.tabs.setCurrentWidget(window.tab_widgets.pages[key])
    tab = window.tab_widgets[key]
    qtbot.waitUntil(tab.isVisible)
    QApplication.processEvents()
    window.ctx.timer.stop()
    window.prebuild.stop()
    window.ctx.poll()
    pages = [tab.pages.widget(i) for i in range(tab.pages.count())] if key == "money" else [tab]
    for page in pages:
        if page is not tab:
            tab.pages.setCurrentWidget(page)
        read = _reads_on_everything(window, store, tab.on_change)
        if not tab.READS:
            continue
        assert read <= tab.READS, f"{key} reads {sorted(read - tab.READS)} without declaring them"
        if page is not tab:  # the tab's refresher asks the page shown what it reads
            own = SUMMARY_READS | getattr(page, "READS", frozenset()) | {"flight"}
            assert read <= own, (f"the Money tab's {type(page).__name__} reads "
                                 f"{sorted(read - own)} without declaring them")


def test_no_view_lists_its_tables_by_hand() -> None:
    """Issue 38: what a view reads is declared beside the service reads it calls (``@reads``)
    and composed in the view (``reads_of(...)``), so a read that starts reading a new table
    updates every view calling it. A table named by hand in a ``*READS`` of ``tdesk/ui`` is
    the list that went stale twice."""
    import ast
    from pathlib import Path

    import tdesk.ui

    found = []
    for path in Path(tdesk.ui.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [t.id if isinstance(t, ast.Name) else getattr(t, "attr", "")
                         for t in targets]
                if any(n.endswith("READS") for n in names) and any(
                        isinstance(c, ast.Constant) and isinstance(c.value, str)
                        for c in ast.walk(node.value)):
                    found.append(f"{path.name}:{node.lineno}")
    assert found == [], f"tables named by hand in a view's READS: {found}"
