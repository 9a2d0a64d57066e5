"""The main window across event kinds (issue 11): switching kinds, Alt+N shortcuts, first start."""

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence

from tdesk.services.events import create_event, list_events
from tdesk.services.players import PlayerFields, add_player
from tdesk.services.store_changes import StoreChanges
from tdesk.ui import tabs as tab_registry

KINDS = ("poker", "ofc", "league", "swiss")


def _choose(qtbot, window, event_id: int) -> None:  # type: ignore[no-untyped-def]
    """Pick the event in the toolbar's combo, as the floor does (Ctrl+K, then a click)."""
    index = window.event_combo.findData(event_id)
    assert index >= 0
    window.event_combo.setCurrentIndex(index)
    qtbot.wait(10)  # let deleted tabs go (deleteLater)


def _alt(number: int) -> Qt.Key:
    return Qt.Key(Qt.Key.Key_0.value + number)


def test_switch_through_every_kind_and_back_with_every_shortcut(
        qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    events = {kind: make_event(kind, players=4) for kind in KINDS}
    window.reload_events()
    window.activateWindow()
    for visit, kind in enumerate((*KINDS, *reversed(KINDS), "poker", "league")):
        _choose(qtbot, window, events[kind])
        assert window.ctx.event_info.kind == kind
        specs = tab_registry.for_kind(kind)
        assert list(window.tab_widgets) == [s.key for s in specs]
        for spec in reversed(specs):
            if not spec.shortcut:
                continue
            number = int(spec.shortcut.rsplit("+", 1)[1])
            qtbot.keyClick(window, _alt(number), Qt.KeyboardModifier.AltModifier)
            assert window.current_tab_key() == spec.key, (kind, spec.shortcut)
        # a change in the store reaches the tabs of this kind only (old tabs are cut off)
        add_player(store, events[kind], PlayerFields(f"Late {kind} {visit}"))
        window.ctx.poll()
    # exactly one live action per tab shortcut: nothing left over from earlier kinds
    shortcuts = [a.shortcut().toString() for a in window.findChildren(QAction)
                 if a.shortcut().toString().startswith("Alt+")]
    assert sorted(shortcuts) == sorted(s.shortcut for s in tab_registry.for_kind("league")
                                       if s.shortcut)


def test_old_tabs_get_no_signals_after_a_kind_change(
        qtbot, window, make_event) -> None:  # type: ignore[no-untyped-def]
    swiss = make_event("swiss", players=2)
    poker = make_event("poker", players=2)
    window.reload_events(swiss)
    old_log = window.tab_widgets["log"]
    received: list[object] = []
    # what a tab does (a lambda Qt cannot disconnect when the tab is deleted)
    old_log.ctx.eventChanged.connect(lambda event: received.append(event))
    old_log.ctx.changed.connect(lambda revision: received.append(revision))
    _choose(qtbot, window, poker)
    assert old_log not in window.tab_widgets.values()
    _choose(qtbot, window, swiss)  # before the fix: the old Log tab's lambda ran here
    window.ctx.changed.emit(StoreChanges.all(99))
    assert received == []


def test_start_builds_tabs_once_and_fills_players_once(
        qtbot, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tdesk.ui import main_window
    from tdesk.ui.app import application, make_main_window
    from tdesk.ui.seating import players_tab

    make_event("swiss", players=3, name="A Swiss")
    make_event("poker", players=180, name="Z Poker")
    builds: list[str] = []
    fills: list[int] = []
    build, refresh = main_window.MainWindow._build_tabs, players_tab.PlayersTab.refresh
    monkeypatch.setattr(main_window.MainWindow, "_build_tabs",
                        lambda self, kind: (builds.append(kind), build(self, kind))[1])
    monkeypatch.setattr(players_tab.PlayersTab, "refresh",
                        lambda self, *a: (fills.append(1), refresh(self, *a))[1])
    application()
    window = make_main_window(store, "Z Poker")
    qtbot.addWidget(window)
    window.show()
    qtbot.wait(50)
    assert window.ctx.event_info.name == "Z Poker"
    assert builds == ["poker"] and len(fills) == 1
    window.ctx.timer.stop()
    window.backup_timer.stop()


@pytest.mark.parametrize("kind", KINDS)
def test_start_builds_only_the_shown_tab_and_the_clock_then_each_tab_when_opened(
        qtbot, window, make_event, kind: str) -> None:  # type: ignore[no-untyped-def]
    """Cold start (issue 11): the tabs not on screen cost nothing until opened, except the
    clock, which must tick and sound whatever tab is shown."""
    window.reload_events(make_event(kind, players=3))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    assert window.current_tab_key() == "players"
    assert sorted(window.tab_widgets.built()) == sorted({"players", "clock"})
    if kind == "poker":  # a running clock ticks (and sounds) though its tab was never shown
        from tdesk.rules.levels import clock as rc
        from tdesk.services.clock import clock_action

        clock_action(window.ctx.store, window.ctx.event_id, rc.Op(rc.Action.START))
        window.ctx.poll()
        assert window.tab_widgets.built()["clock"].tick_timer.isActive()
    specs = tab_registry.for_kind(kind)
    for spec in specs:
        if not spec.shortcut:
            continue
        number = int(spec.shortcut.rsplit("+", 1)[1])
        qtbot.keyClick(window, _alt(number), Qt.KeyboardModifier.AltModifier)
        tab = window.tab_widgets.built()[spec.key]  # built by being opened
        assert tab.isVisible() and tab.objectName() == f"tab_{spec.key}"
    assert sorted(window.tab_widgets.built()) == sorted(s.key for s in specs)


def test_the_other_tabs_are_built_soon_after_the_window_is_up(
        qtbot, window, make_event) -> None:  # type: ignore[no-untyped-def]
    """The first look at any tab is instant: what the start skipped is built once the window
    is on screen, one tab per turn of the event loop."""
    from tdesk.ui.main_window import PREBUILD_AFTER_MS

    window.reload_events(make_event("poker", players=3))
    assert len(window.tab_widgets.built()) == 2
    qtbot.waitUntil(lambda: len(window.tab_widgets.built()) == len(window.tab_widgets),
                    timeout=PREBUILD_AFTER_MS + 5000)
    assert window.current_tab_key() == "players"  # building never switched the tab


def test_first_start_opens_the_event_under_way_and_lists_by_date(
        qtbot, store) -> None:  # type: ignore[no-untyped-def]
    from tdesk.ui.app import application, make_main_window

    today = dt.date.today()
    create_event(store, "Berserk Swiss", "swiss", date=today + dt.timedelta(days=3))
    create_event(store, "Autumn Poker", "poker", date=today)
    create_event(store, "Last Year", "ofc", date=today - dt.timedelta(days=300))
    application()
    window = make_main_window(store)
    qtbot.addWidget(window)
    assert window.ctx.event_info.name == "Autumn Poker"  # not the first name, not the future
    listed = [window.event_combo.itemText(i).split(" — ")[0]
              for i in range(window.event_combo.count())]
    assert listed == [e.name for e in sorted(list_events(store), key=lambda e: e.date,
                                             reverse=True)]
    assert listed == ["Berserk Swiss", "Autumn Poker", "Last Year"]
    window.ctx.timer.stop()
    window.backup_timer.stop()


@pytest.mark.parametrize("kind", KINDS)
def test_tab_tooltips_name_their_shortcut(window, make_event, kind: str) -> None:  # type: ignore[no-untyped-def]
    window.reload_events(make_event(kind, players=1))
    for index in range(window.tabs.count()):
        tip = window.tabs.tabToolTip(index)
        assert tip.endswith(")") and QKeySequence(tip.rsplit("(", 1)[1][:-1]).count() == 1


def test_a_tab_that_fails_to_build_does_not_take_the_window_down(
        qtbot, window, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tdesk.ui import log_tab

    def broken(*_a: object, **_k: object) -> None:
        raise RuntimeError("simulated tab bug")

    monkeypatch.setattr(log_tab, "LogTab", broken)
    window.reload_events(make_event("poker", players=3))
    assert window.stack.currentWidget() is window.tabs
    assert "simulated tab bug" in window.show_tab("log").text()
    assert window.show_tab("players").isVisible()


def test_event_id_if_names_the_event_only_for_its_kind(window, make_event) -> None:  # type: ignore[no-untyped-def]
    swiss_id = make_event("swiss", players=4)
    window.reload_events(swiss_id)
    assert window.ctx.event_id_if("swiss") == swiss_id
    assert window.ctx.event_id_if("league") is None


@pytest.mark.parametrize("kind", KINDS)
def test_building_the_other_tabs_never_takes_the_keyboard_from_the_floor(
        qtbot, window, make_event, monkeypatch, kind: str) -> None:  # type: ignore[no-untyped-def]
    """Tabs built after the start (several put the cursor in their first field when they
    fill) must not move the cursor out of the search box the floor is typing in."""
    from tdesk.ui import main_window

    monkeypatch.setattr(main_window, "PREBUILD_AFTER_MS", 50)
    window.reload_events(make_event(kind, players=4))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    search = window.show_tab("players").search
    search.setFocus()
    qtbot.waitUntil(search.hasFocus)
    qtbot.keyClicks(search, "an")
    qtbot.waitUntil(lambda: len(window.tab_widgets.built()) == len(window.tab_widgets),
                    timeout=10_000)
    qtbot.wait(50)
    qtbot.keyClicks(search, "na")
    assert search.hasFocus() and search.text() == "anna"


def test_a_change_of_kind_builds_nothing_on_the_tabs_going_away(
        qtbot, window, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Removing the old pages makes each next one current in turn: none of them may be built
    then (it would be built with no context, on a page about to be deleted; Qt crashed at
    exit after it)."""
    poker, swiss = make_event("poker", players=2), make_event("swiss", players=2)
    window.reload_events(poker)
    built: list[tuple[str, object]] = []
    make = window._make_tab  # noqa: SLF001 - what the pages call to build their tab
    monkeypatch.setattr(window, "_make_tab",
                        lambda spec, parent: (built.append((spec.key, window._tab_ctx)),  # noqa: SLF001
                                              make(spec, parent))[1])
    for page in window.tab_widgets.pages.values():
        page._build = window._make_tab  # noqa: SLF001 - the pages hold the builder
    window.reload_events(swiss)
    assert sorted(key for key, _ in built) == ["clock", "players"]  # the new kind's only
    assert all(context is not None for _, context in built)
