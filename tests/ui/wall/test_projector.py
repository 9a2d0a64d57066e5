"""The projector: what it shows, that the digits dominate, that passers-by cannot touch it, and
that it follows the store from another station."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QCloseEvent, QColor, QImage

from tdesk.models.store import Store
from tdesk.rules.levels import Game, Level, Structure, level_numbers
from tdesk.rules.levels import clock as rc
from tdesk.services import clock as svc
from tdesk.services.players import list_entries
from tdesk.ui.wall.projector import (
    UNLOCK_CHORD,
    ProjectorWindow,
    ms_to_next_change,
    projector_text,
)

T0 = datetime(2026, 6, 5, 19, 0, tzinfo=UTC)
S = timedelta(seconds=1)


def at(seconds: float):  # type: ignore[no-untyped-def]
    return lambda: T0 + timedelta(seconds=seconds)


@pytest.fixture
def projector(qtbot, store, make_event):  # type: ignore[no-untyped-def]
    def make(event_id: int, seconds: float = 0, theme: str = "dark") -> ProjectorWindow:
        w = ProjectorWindow(store, event_id, theme=theme, now=at(seconds))
        w.allow_close = True  # so qtbot can close it at teardown
        qtbot.addWidget(w)
        return w

    return make


def test_text_during_a_level_and_a_break(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=9, name="Malmö Deepstack")
    svc.clock_action(store, event, rc.Op(rc.Action.START), now=T0)
    info = svc.get_clock(store, event)
    t = projector_text(info, T0 + timedelta(minutes=4, seconds=30))
    assert (t.event, t.level, t.time, t.status) == ("Malmö Deepstack", "LEVEL 1", "25:30", "")
    assert t.amounts == "100 / 200   ANTE 200 (BB)"
    # Next level 200/300 (BB ante equal to the BB is not repeated); break after level 4:
    # 25:30 + 3 x 30:00 = 1:55:30.
    assert (t.next_level, t.next_break, t.players, t.average) == ("200/300", "1:55:30", "9",
                                                                  "20,000")
    # Level 4 ends at 2:00:00; the 15-minute break, 10 minutes in.
    t = projector_text(info, T0 + timedelta(hours=2, minutes=10))
    assert (t.level, t.time, t.is_break) == ("BREAK", "5:00", True)
    assert t.note == "Next: 400 / 800   ANTE 800 (BB)" and t.next_level == "400/800"


def test_text_for_colour_up_ofc_rounds_and_paused(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=0)
    s = Structure("T", (Level.blinds(25, 50), Level.pause(10, 25)), Game.POKER, 1000, (25, 100))
    svc.set_structure(store, event, s)
    svc.clock_action(store, event, rc.Op(rc.Action.JUMP, index=1), now=T0)
    t = projector_text(svc.get_clock(store, event), T0)
    assert t.note == "Colour up: the 25 chips leave play" and t.status == "NOT STARTED"
    assert t.players == "—" and t.average == "—" and t.next_level == "—"
    ofc = make_event("ofc", players=4)
    t = projector_text(svc.get_clock(store, ofc), T0)
    assert t.amounts == "100 PER POINT" and t.next_level == "200/pt"
    swiss = make_event("swiss", players=4)
    t = projector_text(svc.get_clock(store, swiss), T0)
    assert (t.level, t.time, t.amounts) == ("ROUND 1", "50:00", "")


def test_called_clock_on_the_projector_OFC_X3(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("ofc", players=4)
    svc.call_clock(store, event, "Seat 3", now=T0)
    info = svc.get_clock(store, event)
    t = projector_text(info, T0 + 12 * S)
    assert (t.call_phase, t.call_time, t.call_label) == ("CLOCK", "0:18", "Seat 3")
    assert projector_text(info, T0 + 30 * S).call_phase == "TIME"
    # Ten seconds after it ran out the panel goes away by itself.
    assert projector_text(info, T0 + 41 * S).call_time == ""


def test_repaint_waits_for_the_next_visible_second(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("league", players=2)
    info = svc.get_clock(store, event)
    assert ms_to_next_change(info, T0) is None  # not running: nothing moves
    svc.clock_action(store, event, rc.Op(rc.Action.START), now=T0)
    info = svc.get_clock(store, event)
    # 0.7 s in: 1:59.3 left shows "2:00" until 0.3 s later (+5 ms margin).
    assert ms_to_next_change(info, T0 + timedelta(milliseconds=700)) == 305
    assert ms_to_next_change(info, T0 + 3 * S) == 1005


def _ink_box(image: QImage, colour: QColor, rect) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """Width and height of the pixels of ``colour`` inside ``rect`` (sampled every 2 px)."""
    xs, ys = [], []
    for y in range(rect.top(), rect.bottom(), 2):
        for x in range(rect.left(), rect.right(), 2):
            if image.pixelColor(x, y) == colour:
                xs.append(x)
                ys.append(y)
    return (max(xs) - min(xs), max(ys) - min(ys)) if xs else (0, 0)


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_digits_dominate_a_1920x1080_screen(qtbot, projector, store, make_event, theme) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=9)
    svc.clock_action(store, event, rc.Op(rc.Action.START), now=T0)
    w = projector(event, seconds=272, theme=theme)
    w.resize(1920, 1080)
    w.show()
    qtbot.waitExposed(w)
    image = w.grab().toImage()
    text_colour = w.theme.text
    width, height = _ink_box(image, text_colour, w._rects["time"].toAlignedRect())
    # The digits of "25:28" span most of the width and stand over a third of the screen's
    # height (measured: about 1,700 x 420 px of 1,920 x 1,080).
    assert width > 0.80 * 1920 and height > 0.36 * 1080
    assert image.pixelColor(5, 5) == w.theme.background


def test_locked_projector_ignores_keys_and_close(qtbot, projector, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=2)
    w = projector(event)
    w.allow_close = False
    w.single_screen = False  # a wall screen beside the operator's: locked against passers-by
    w.show()
    qtbot.waitExposed(w)
    assert w.hint() == ""  # the wall does not show the unlock chord
    for k in (Qt.Key.Key_Escape, Qt.Key.Key_Space, Qt.Key.Key_T, Qt.Key.Key_Right):
        qtbot.keyClick(w, k)
    assert w.isVisible() and w.theme.name == "dark" and w.locked
    assert svc.get_clock(store, event).state == rc.ClockState()
    event_close = QCloseEvent()
    w.closeEvent(event_close)
    assert not event_close.isAccepted()
    # The documented chord unlocks; then T switches the theme and Esc closes.
    qtbot.keyClick(w, Qt.Key.Key_U, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.ShiftModifier)
    assert UNLOCK_CHORD == "Ctrl+Alt+Shift+U" and not w.locked
    qtbot.keyClick(w, Qt.Key.Key_T)
    assert w.theme.name == "light" and QSettings().value("projector/theme") == "light"
    qtbot.keyClick(w, Qt.Key.Key_Escape)
    assert not w.isVisible()


def test_relocks_by_itself(qtbot, projector, store, make_event) -> None:  # type: ignore[no-untyped-def]
    w = projector(make_event("poker", players=0))
    w.unlock()
    assert not w.locked and w.lock_timer.isActive()
    w.lock_timer.timeout.emit()
    assert w.locked


def test_follows_a_second_station_on_the_same_store(qtbot, projector, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=3)
    w = projector(event, seconds=10)
    w.show()
    qtbot.waitExposed(w)
    other = Store(store.url, staff="Station 2")  # another laptop on the same store
    try:
        svc.clock_action(other, event, rc.Op(rc.Action.JUMP, index=5), now=T0)
        svc.clock_action(other, event, rc.Op(rc.Action.START), now=T0)
    finally:
        other.close()
    assert w.text().level == "LEVEL 1"  # not polled yet
    w.on_change.ctx.poll()  # its own context's poll (none was given): what its timer does
    t = w.text()
    assert t.level == "LEVEL 5" and t.time == "29:50" and not t.paused
    qtbot.waitUntil(lambda: w._last is not None and w._last.level == "LEVEL 5", timeout=2000)
    paints = w.paints
    w.on_change.ctx.poll()  # nothing changed: no repaint asked
    qtbot.wait(50)
    assert w.paints == paints


def test_snapshot_view_needs_an_event(window) -> None:  # type: ignore[no-untyped-def]
    from tdesk.errors import TdeskError
    from tdesk.ui.wall.projector import snapshot_view

    with pytest.raises(TdeskError, match="--event"):
        snapshot_view(window, None, (800, 450), None)


def test_standalone_projector_refuses_an_unknown_event(store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.errors import TdeskError
    from tdesk.ui.wall.projector import run_alone

    make_event("poker", players=0, name="Visby Open")
    with pytest.raises(TdeskError, match=r"No event named 'Nowhere Open' \(Visby Open\)"):
        run_alone(store.url, "Nowhere Open")


def test_tick_repaints_only_when_the_shown_second_changes(qtbot, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=2)
    svc.clock_action(store, event, rc.Op(rc.Action.START), now=T0)
    clock = {"t": T0 + timedelta(seconds=10.2)}
    w = ProjectorWindow(store, event, now=lambda: clock["t"])
    w.allow_close = True
    qtbot.addWidget(w)
    w.tick_timer.stop()
    w.show()
    qtbot.waitUntil(lambda: w._last is not None and w._last.time == "29:50", timeout=2000)
    paints = w.paints
    clock["t"] += timedelta(milliseconds=500)  # still 29:50 (rounded up)
    w.tick()
    qtbot.wait(30)
    assert w.paints == paints
    clock["t"] += timedelta(milliseconds=600)
    w.tick()
    qtbot.waitUntil(lambda: w._last.time == "29:49", timeout=2000)
    assert w.paints == paints + 1


def test_follows_the_windows_change_record_and_reads_only_for_its_event(
        qtbot, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: the projector polls nothing itself; the context's change record tells it when
    its event's clock or money changed, and an action elsewhere costs it no read."""
    from tdesk.services.players import PlayerFields, import_players
    from tdesk.ui.context import AppContext
    from tests.ui.reads import tables_read

    event = make_event("poker", players=3)
    other = make_event("poker", players=2)
    ctx = AppContext(store)
    ctx.timer.stop()  # the test polls by hand
    w = ProjectorWindow(store, event, context=ctx, now=at(10))
    w.allow_close = True
    qtbot.addWidget(w)
    w.show()
    qtbot.waitUntil(lambda: w._last is not None, timeout=2000)
    import_players(store, other, [PlayerFields(name="Zoë Ångström")])
    svc.clock_action(store, other, rc.Op(rc.Action.JUMP, index=3), now=T0)
    paints = w.paints
    with tables_read(store) as read:
        ctx.poll()
    assert ctx.seen.tables >= {"entry", "event_clock"}  # the poll saw both actions
    assert read.view_statements == []
    qtbot.wait(30)
    assert w.paints == paints and w.text().level == "LEVEL 1"
    svc.clock_action(store, event, rc.Op(rc.Action.JUMP, index=2), now=T0)
    with tables_read(store) as read:
        ctx.poll()
    assert read.view_tables <= ProjectorWindow.READS and "event_clock" in read.view_tables
    assert w.text().level == "LEVEL 3"


def test_the_next_break_cell_counts_down_in_an_event_with_a_prize_pool(
        qtbot, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 35: with the money cells the bottom row has six or seven cells, and the quick
    repaint of a tick redrew a quarter of the row instead of the NEXT BREAK cell, so the room
    read a frozen time. What the screen holds after ticks must equal a full repaint."""
    from tdesk.services.money import money

    event = make_event("poker", players=10, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "late_reg_level": 2})
    money.set_payout(store, event, money.load_template("top3"))
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    svc.clock_action(store, event, rc.Op(rc.Action.START), now=T0)
    clock = {"t": T0 + timedelta(seconds=10.2)}
    w = ProjectorWindow(store, event, now=lambda: clock["t"])
    w.allow_close = True
    qtbot.addWidget(w)
    w.tick_timer.stop()
    w.resize(1400, 800)
    w.show()
    qtbot.waitUntil(lambda: w._last is not None, timeout=2000)
    assert len(w.stat_cells(w.text())) >= 6 and "PRIZE POOL" in dict(w.stat_cells(w.text()))
    before = dict(w.stat_cells(w._last))
    for _ in range(3):
        clock["t"] += timedelta(seconds=1)
        w.tick()
        qtbot.wait(20)
    after = dict(w.stat_cells(w._last))
    assert after["NEXT BREAK"] != before["NEXT BREAK"]
    assert after["LATE REG"] != before["LATE REG"]  # counts down beside it (issue 35)
    shown = w.screen().grabWindow(w.winId()).toImage()
    full = w.grab().toImage()
    assert shown.size() == full.size()
    assert shown.convertToFormat(full.format()) == full  # nothing stale left on the wall


def test_late_registration_counts_down_to_the_end_of_its_level(qtbot, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 35: no late-registration countdown on the wall. It runs to the end of the last
    level entries are taken in, and goes when that level ends or registration closes."""
    from tdesk.services.money import money

    event = make_event("poker", players=4, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "late_reg_level": 2})
    svc.clock_action(store, event, rc.Op(rc.Action.START), now=T0)
    levels = svc.get_clock(store, event).structure.levels
    two = sum((lv.duration for lv in levels[:level_numbers(levels).index(2) + 1]), timedelta())
    clock = {"t": T0 + timedelta(minutes=5)}
    w = ProjectorWindow(store, event, now=lambda: clock["t"])
    w.allow_close = True
    qtbot.addWidget(w)
    assert w.text().late_reg == rc.format_clock(two - timedelta(minutes=5))
    assert dict(w.stat_cells(w.text()))["LATE REG"] == w.text().late_reg
    clock["t"] = T0 + two + S  # level 2 is over: entries are closed
    assert w.text().late_reg == "" and "LATE REG" not in dict(w.stat_cells(w.text()))
    clock["t"] = T0 + timedelta(minutes=5)
    money.close_registration(store, event)
    w.reload()
    assert w.text().late_reg == ""
