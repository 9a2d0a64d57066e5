"""The Swiss round timer (Clock tab for kind swiss) and its projector screen."""

import datetime as dt

from PySide6.QtCore import Qt

from tdesk.models.tables import utcnow
from tdesk.rules.levels import clock as rc
from tdesk.services import clock as clock_service
from tdesk.services.swiss import swiss
from tdesk.ui.swiss.round_clock_tab import RoundClockTab, load_round_clock, round_clock_text


def test_round_timer_shows_round_of_total_and_runs(window, store, make_event, qtbot):
    event = make_event("swiss", players=8, rounds=5)
    window.reload_events(event)
    tab = window.show_tab("clock")
    assert isinstance(tab, RoundClockTab)
    assert tab.time.text() == "50:00" and "No round" in tab.title.text()
    swiss.pair_next_round(store, event, seed=1)
    window.ctx.poll()
    tab.tick()
    assert tab.title.text() == "Round 1 of 5" and tab.status.text() == "Not started"
    qtbot.mouseClick(tab.start_button, Qt.MouseButton.LeftButton)
    assert clock_service.get_clock(store, event).state.status is rc.ClockStatus.RUNNING
    qtbot.keyClick(tab, Qt.Key.Key_Space)
    assert clock_service.get_clock(store, event).state.status is rc.ClockStatus.PAUSED
    assert tab.status.text() == "Paused"
    tab.minutes.setValue(40)
    tab.set_length()
    assert clock_service.get_clock(store, event).structure.levels[0].minutes == 40


def test_time_called_means_extra_turns(store, make_event):
    event = make_event("swiss", players=4)
    swiss.pair_next_round(store, event, seed=1)
    start = utcnow() - dt.timedelta(minutes=51)
    clock_service.clock_action(store, event, rc.Op(rc.Action.START), now=start)
    text = round_clock_text(load_round_clock(store, event), utcnow())
    assert text.over and "extra turns" in text.status and text.time == "0:00"


def test_projector_cycles_pairings_between_rounds(window, store, make_event, qtbot):
    event = make_event("swiss", players=20)
    window.reload_events(event)
    swiss.pair_next_round(store, event, seed=2)
    tab = window.show_tab("clock")
    projector = tab.open_projector()
    qtbot.addWidget(projector)
    projector.resize(1200, 700)
    projector.tick()
    assert projector.pairings.isVisible() and not projector.time.isVisible()
    names = [n for n, _, _ in projector.pairing_lines()]
    assert len(names) == 20

    def on_page(name):
        return f"<td style='padding-right:24px'>{name}</td>" in projector.pairings.text()

    assert on_page(names[0]) and on_page(names[11]) and not on_page(names[12])  # 12 a page
    assert "1/2" in projector.pairings.text()
    qtbot.keyClick(projector, Qt.Key.Key_Right)
    assert on_page(names[-1]) and not on_page(names[0])
    tab.start_round()
    projector.tick()
    assert projector.time.isVisible() and projector.time.text() in ("50:00", "49:59")
    assert projector.title.text() == "Round 1 of 5"


def test_round_clock_reads_only_for_its_event_and_says_why_not(window, store, make_event,
                                                              qtbot):
    """Issue 22: the tab and its projector refresh from the change record (another event's
    round costs them no read) and the minute buttons are enabled by the clock's rule."""
    from tdesk.services.players import PlayerFields, import_players
    from tests.ui.reads import tables_read

    event = make_event("swiss", players=8, rounds=5)
    other = make_event("swiss", players=4)
    window.reload_events(event)
    tab = window.show_tab("clock")
    swiss.pair_next_round(store, event, seed=1)
    window.ctx.poll()
    projector = tab.open_projector()
    qtbot.addWidget(projector)
    assert projector.pairings.isVisible()  # between rounds: the pairings
    tab.tick()
    assert tab.plus_button.isEnabled() and tab.title.text() == "Round 1 of 5"

    start = utcnow() - dt.timedelta(minutes=51)  # time was called a minute ago
    clock_service.clock_action(store, event, rc.Op(rc.Action.START), now=start)
    with tables_read(store) as read:
        window.ctx.poll()
    assert read.view_tables <= projector.READS and "event_clock" in read.view_tables
    tab.tick()
    assert projector.time.isVisible() and tab.status.text() == "Time — extra turns"
    assert not tab.plus_button.isEnabled()
    assert tab.plus_button.toolTip().startswith("the clock has finished")

    swiss.pair_next_round(store, other, seed=1)
    import_players(store, other, [PlayerFields(name="Zoë Ångström")])
    clock_service.clock_action(store, other, rc.Op(rc.Action.START))
    from tdesk.services import store_changes

    with tables_read(store) as read:  # the window's poll, delivered to these two only
        changes = store_changes.poll(store, window.ctx.seen)
        tab.on_change.changed(changes)
        projector.on_change.changed(changes)
    assert changes is not None and other in changes.events and event not in changes.events
    assert read.view_statements == []
    assert tab.title.text() == "Round 1 of 5" and projector.title.text() == "Round 1 of 5"
