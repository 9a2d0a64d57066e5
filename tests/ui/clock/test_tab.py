"""The Clock tab driven by keyboard and mouse; what it shows, what the store holds, what sounds."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import Qt

from tdesk.errors import NotFoundError
from tdesk.rules.levels import clock as rc
from tdesk.rules.levels import husc_structure
from tdesk.services import clock as svc
from tdesk.ui.sound import FakeSoundPlayer

T0 = datetime(2026, 6, 5, 19, 0, tzinfo=UTC)


class FakeNow:
    """A wall clock the test moves by hand."""

    def __init__(self, at: datetime = T0) -> None:
        self.at = at

    def __call__(self) -> datetime:
        return self.at

    def advance(self, seconds: float) -> None:
        self.at += timedelta(seconds=seconds)


@pytest.fixture
def now() -> FakeNow:
    return FakeNow()


def _clock_tab(qtbot, window, event_id, now):  # type: ignore[no-untyped-def]
    window.reload_events(event_id)
    window.activateWindow()
    tab = window.show_tab("clock")
    tab.now = now
    tab._last_check = now()
    tab.sounds = FakeSoundPlayer()
    tab.refresh()
    tab.setFocus()
    qtbot.waitUntil(tab.hasFocus, timeout=2000)
    return tab


def key(qtbot, tab, k, text: str = "") -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(tab, k, Qt.KeyboardModifier.NoModifier)


def test_keyboard_runs_the_clock_TDA_L1(qtbot, window, store, make_event, now) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=4)
    tab = _clock_tab(qtbot, window, event, now)
    assert tab.time_label.text() == "30:00" and tab.level_label.text() == "LEVEL 1"
    assert tab.toggle_button.text() == "Start"

    key(qtbot, tab, Qt.Key.Key_Space)
    assert svc.get_clock(store, event).state.status is rc.ClockStatus.RUNNING
    now.advance(65)
    tab.tick()
    assert tab.time_label.text() == "28:55" and tab.toggle_button.text() == "Pause"

    key(qtbot, tab, Qt.Key.Key_Right)  # level 2 starts with its full 30 minutes
    assert tab.level_label.text() == "LEVEL 2" and tab.time_label.text() == "30:00"
    assert tab.amounts_label.text().startswith("200 / 300")
    key(qtbot, tab, Qt.Key.Key_Left)
    assert tab.level_label.text() == "LEVEL 1"
    now.advance(10)
    key(qtbot, tab, Qt.Key.Key_Plus)  # 29:50 + 1:00
    assert tab.time_label.text() == "30:50"
    key(qtbot, tab, Qt.Key.Key_Minus)
    key(qtbot, tab, Qt.Key.Key_Minus)
    assert tab.time_label.text() == "28:50"

    key(qtbot, tab, Qt.Key.Key_Space)
    info = svc.get_clock(store, event)
    assert info.state.status is rc.ClockStatus.PAUSED
    now.advance(3600)
    tab.tick()
    assert tab.time_label.text() == "28:50" and tab.status_label.text() == "PAUSED"

    # Running out of time starts the next level by itself (TDA-L1).
    key(qtbot, tab, Qt.Key.Key_Space)
    now.advance(28 * 60 + 50)
    tab.tick()
    assert tab.level_label.text() == "LEVEL 2" and tab.time_label.text() == "30:00"
    highlighted = [r for r in range(tab.table.rowCount()) if tab.table.item(r, 0).font().bold()]
    assert highlighted == [1]


def test_mouse_buttons_and_jump_by_double_click(qtbot, window, store, make_event, now) -> None:  # type: ignore[no-untyped-def]
    event = make_event("ofc", players=4)
    tab = _clock_tab(qtbot, window, event, now)
    assert tab.amounts_label.text() == "100 PER POINT"  # OFC-L1 level 1
    assert not tab.prev_button.isEnabled()
    qtbot.mouseClick(tab.toggle_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tab.next_button, Qt.MouseButton.LeftButton)
    assert tab.amounts_label.text() == "200 PER POINT"
    row = 9  # level 10: 1,500 per point
    tab.table.scrollToItem(tab.table.item(row, 1))
    rect = tab.table.visualItemRect(tab.table.item(row, 1))
    qtbot.mouseClick(tab.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(tab.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert svc.get_clock(store, event).state.level_index == 9
    assert tab.level_label.text() == "LEVEL 10" and tab.amounts_label.text() == "1,500 PER POINT"
    tab.table.selectRow(2)
    key(qtbot, tab, Qt.Key.Key_Return)
    assert svc.get_clock(store, event).state.level_index == 2
    tab.seconds_spin.setValue(-45)
    qtbot.mouseClick(tab.seconds_button, Qt.MouseButton.LeftButton)
    assert tab.time_label.text() == "19:15"
    qtbot.mouseClick(tab.restart_button, Qt.MouseButton.LeftButton)
    assert tab.time_label.text() == "20:00"


def test_sounds_play_once_per_cue_and_respect_mute(qtbot, window, store, make_event, now) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=2)
    svc.set_structure(store, event, husc_structure(10, 1500))  # HU-B1: 2-minute levels
    tab = _clock_tab(qtbot, window, event, now)
    key(qtbot, tab, Qt.Key.Key_Space)
    for _ in range(70):  # repaint every second for 70 s
        now.advance(1)
        tab.tick()
    assert tab.sounds.played == ["one_minute"]
    now.advance(50)
    tab.tick()
    assert tab.sounds.played == ["one_minute", "level_change"]
    assert tab.level_label.text() == "LEVEL 2"
    qtbot.mouseClick(tab.sound_check, Qt.MouseButton.LeftButton)
    assert tab.sounds.muted
    now.advance(60)
    tab.tick()
    assert tab.sounds.played == ["one_minute", "level_change"]
    # After a sleep of an hour nothing old is played.
    qtbot.mouseClick(tab.sound_check, Qt.MouseButton.LeftButton)
    now.advance(3600 + 30)
    tab.tick()
    assert tab.sounds.played == ["one_minute", "level_change"]


def test_call_the_clock_shows_and_clears_TDA_C1(qtbot, window, store, make_event, now) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=2)
    tab = _clock_tab(qtbot, window, event, now)
    qtbot.keyClicks(tab.call_edit, "Table 4 seat 7")
    tab.setFocus()
    key(qtbot, tab, Qt.Key.Key_C)
    assert svc.get_clock(store, event).call_label == "Table 4 seat 7"
    assert tab.call_label.isVisible() and tab.call_label.text() == "CLOCK 1:00 — Table 4 seat 7"
    now.advance(64.5)
    tab.tick()
    assert tab.call_label.text().startswith("COUNTDOWN 0:06")
    now.advance(6)
    tab.tick()
    assert tab.call_label.text().startswith("TIME 0:00")
    assert tab.sounds.played == ["clock_expired"]
    assert tab.cancel_call_button.isEnabled()
    key(qtbot, tab, Qt.Key.Key_X)
    assert svc.get_clock(store, event).call is None and not tab.call_label.isVisible()
    # issue 38: Clear is gated by the rule cancel_call runs, the refusal in its words
    assert not tab.cancel_call_button.isEnabled()
    with pytest.raises(NotFoundError) as refused:
        svc.cancel_call(store, event)
    assert tab.cancel_call_button.toolTip() == str(refused.value)


def test_return_in_a_field_does_that_fields_job(qtbot, window, store, make_event, now) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=2)
    tab = _clock_tab(qtbot, window, event, now)
    tab.table.selectRow(3)
    tab.call_edit.setFocus()
    qtbot.keyClicks(tab.call_edit, "T4 - seat 2")  # "-" is typed, not a minute taken
    qtbot.keyClick(tab.call_edit, Qt.Key.Key_Return)
    info = svc.get_clock(store, event)
    assert info.call_label == "T4 - seat 2" and info.state == rc.ClockState()
    tab.setFocus()
    key(qtbot, tab, Qt.Key.Key_Return)  # outside a field: jump to the selected level
    assert svc.get_clock(store, event).state.level_index == 3


def test_counts_by_hand(qtbot, window, store, make_event, now) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=3)
    tab = _clock_tab(qtbot, window, event, now)
    assert tab.average_label.text() == "20,000" and not tab.entries_spin.isEnabled()
    qtbot.mouseClick(tab.manual_check, Qt.MouseButton.LeftButton)
    tab.entries_spin.setValue(240)
    tab.left_spin.setValue(61)
    qtbot.mouseClick(tab.counts_button, Qt.MouseButton.LeftButton)
    counts = svc.get_clock(store, event).counts
    # 240 entries x 20,000 = 4,800,000 chips / 61 players = 78,688.
    assert (counts.entries, counts.players_left, counts.total_chips) == (240, 61, 4800000)
    assert tab.average_label.text() == "78,688"
    qtbot.mouseClick(tab.manual_check, Qt.MouseButton.LeftButton)  # back to counting entries
    assert not svc.get_clock(store, event).counts.manual
    assert tab.average_label.text() == "20,000"


def test_projector_opens_and_survives_the_operator_window(qtbot, window, store, make_event, now) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=5, name="Göteborg Open 哥德堡")
    tab = _clock_tab(qtbot, window, event, now)
    key(qtbot, tab, Qt.Key.Key_P)
    projector = tab.projector
    assert projector is not None and projector.isVisible()
    try:
        text = projector.text()
        assert text.event == "Göteborg Open 哥德堡" and text.level == "LEVEL 1"
        assert text.amounts == "100 / 200   ANTE 200 (BB)" and text.players == "5"
        window.close()  # stops the window's poll: the projector now drives it
        assert projector.isVisible() and not window.ctx.timer.isActive()
        svc.clock_action(store, event, rc.Op(rc.Action.JUMP, index=2))
        projector.on_change.poll_if_alone()  # what its timer does twice a second
        assert projector.text().level == "LEVEL 3"
    finally:
        projector.force_close()
    qtbot.waitUntil(lambda: not tab.projector or not _alive(tab.projector), timeout=2000)


def _alive(widget) -> bool:  # type: ignore[no-untyped-def]
    import shiboken6

    return shiboken6.isValid(widget) and widget.isVisible()


def test_the_clock_stops_when_the_winner_is_known(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 21: the clock ran on after the last bust; now it stops and says the event is over."""
    from tdesk.models.tables import utcnow
    from tdesk.services.players import list_entries
    from tdesk.services.seating import seating

    now = FakeNow(utcnow())
    event = make_event("poker", players=2)
    seating.draw_seats(store, event, seed=2)
    tab = _clock_tab(qtbot, window, event, now)
    key(qtbot, tab, Qt.Key.Key_Space)
    now.advance(60)
    tab.tick()
    assert tab.status_label.text() == "RUNNING" and tab.toggle_button.isEnabled()

    seating.bust_players(store, event, [list_entries(store, event)[0].entry_id])
    window.ctx.poll()  # what every view does after an action here or at another station
    assert tab.status_label.text() == "EVENT OVER — the winner is known"
    assert not tab.toggle_button.isEnabled() and tab.toggle_button.text() == "Finished"
    shown = tab.time_label.text()
    now.advance(3600)
    tab.tick()
    assert tab.time_label.text() == shown and tab.level_label.text() == "LEVEL 1"
    assert tab.sounds.played == []  # no level-end cue from a stopped clock


def test_another_events_action_reads_nothing_and_buttons_say_why_not(qtbot, store,
                                                                     make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: the tab refreshes from the change record (another event's actions cost no read)
    and its buttons are enabled by the clock's rule, the reason shown on a disabled one."""
    from tdesk.services.players import PlayerFields, import_players
    from tdesk.ui.clock.tab import ClockTab
    from tdesk.ui.context import AppContext
    from tests.ui.reads import tables_read

    event = make_event("poker", players=4)
    other = make_event("poker", players=2)
    ctx = AppContext(store)
    ctx.timer.stop()  # the test polls by hand
    ctx.select_event(event)
    tab = ClockTab(ctx)
    qtbot.addWidget(tab)
    tab.show()
    assert not tab.prev_button.isEnabled()
    assert tab.prev_button.toolTip() == "this is the first level; there is no previous level"
    assert tab.next_button.isEnabled() and tab.next_button.toolTip() == "Key: Right arrow"
    assert not tab.race_button.isEnabled() and "no colour-up" in tab.race_button.toolTip()
    import_players(store, other, [PlayerFields(name="Zoë Ångström")])
    svc.clock_action(store, other, rc.Op(rc.Action.JUMP, index=4))
    with tables_read(store) as read:
        ctx.poll()
    assert ctx.seen.tables >= {"entry", "event_clock"}
    assert read.view_statements == [] and tab.level_label.text() == "LEVEL 1"
    assert tab.entries_spin.value() == 4
    svc.clock_action(store, event, rc.Op(rc.Action.NEXT))
    with tables_read(store) as read:
        ctx.poll()
    assert read.view_statements and read.view_tables <= ClockTab.READS
    assert tab.level_label.text() == "LEVEL 2" and tab.prev_button.isEnabled()
    assert tab.prev_button.toolTip() == "Key: Left arrow"  # its own tip once allowed


def test_a_clock_tab_deleted_before_its_first_frame_scrolls_nothing(qtbot, window, make_event,  # type: ignore[no-untyped-def]
                                                                    now) -> None:
    """Showing the tab asks for a scroll on the next turn of the event loop; a tab deleted
    before that turn (a window closed at once, a test's teardown) must not be called then:
    the call met a deleted widget under a parallel run's load (issue 38)."""
    import shiboken6
    from PySide6.QtWidgets import QApplication

    tab = _clock_tab(qtbot, window, make_event("poker", players=4), now)
    tab.hide()
    tab.show()  # the scroll is queued
    tab.setParent(None)
    shiboken6.delete(tab)
    QApplication.processEvents()  # the queued scroll's turn: nothing is left to call
