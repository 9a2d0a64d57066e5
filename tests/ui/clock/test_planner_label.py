"""The Clock tab's estimate of the end (issue 37), against a hand-computed case."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from PySide6.QtCore import Qt

from tdesk.rules.levels import Level, Structure
from tdesk.rules.levels import clock as rc
from tdesk.rules.levels.planner import simulated_ends
from tdesk.services import clock as svc

T0 = datetime(2026, 6, 5, 19, 0, tzinfo=UTC)
LEVELS = (Level.blinds(100, 200), Level.blinds(200, 400), Level.pause(10),
          Level.blinds(500, 1000), Level.blinds(1000, 2000), Level.blinds(2000, 4000))


def _hm(minutes: int) -> str:
    return (T0 + timedelta(minutes=minutes)).astimezone().strftime("%H:%M")


def test_clock_tab_shows_the_expected_end_with_its_model(qtbot, window, store, make_event  # type: ignore[no-untyped-def]
                                                         ) -> None:
    event = make_event("poker", players=4, starting_stack=10000)
    svc.set_structure(store, event, Structure("Short", LEVELS))
    at = {"now": T0}
    window.reload_events(event)
    tab = window.show_tab("clock")
    tab.now = lambda: at["now"]
    tab.refresh()
    assert tab.plan_label.text().startswith("Expected end about")  # before play: entries so far
    tab.setFocus()
    qtbot.waitUntil(tab.hasFocus, timeout=2000)
    qtbot.keyClick(tab, Qt.Key.Key_Space)  # the clock starts at 19:00
    at["now"] = T0 + timedelta(minutes=5)
    tab.refresh()
    # At 19:05, 4 x 10,000 = 40,000 chips; 200 x 5 = 1,000 big-blind minutes posted. The
    # divisors need 40,000 x 60 / (d x ln 2): 40 -> 86,562; 30 -> 115,416; 20 -> 173,123.
    # From 19:05: 15 x 200 (4,000 in all, 15 min), 20 x 400 (12,000, 35), the break (45),
    # 20 x 1,000 (32,000, 65), 20 x 2,000 (72,000, 85), 20 x 4,000 (152,000, 105). 40 ends
    # (86,562 - 72,000) / 4,000 = 3.6 min into level 5: 88.6 min from 19:05 (20:33); 30 at
    # (115,416 - 72,000) / 4,000 = 10.9 into it: 95.9 (20:40); 20 past the structure, in the
    # doubled level 6 (8,000): 105 + (173,123 - 152,000) / 8,000 = 107.6 (20:52).
    first, second = tab.plan_label.text().split("\n")
    assert first == f"Expected end about {_hm(100)} ({_hm(93)}–{_hm(112)})"
    # beside it the bust model's seeded fields: 4 players of 10,000 from level 1 with 15
    # whole minutes of it left, from 19:05
    sim, runs = simulated_ends(LEVELS, 4, 10_000, T0 + timedelta(minutes=5), first=0,
                               left=timedelta(minutes=15))
    early, likely, late = (t.astimezone().strftime("%H:%M") for t in sim)
    assert second == f"Simulated end about {likely} ({early}–{late})"
    tip = tab.plan_label.toolTip()
    assert "need at a divisor of 20–40" in tip and "Re-made now from the actual field" in tip
    assert f"Simulation: {runs} seeded fields" in tip and f"end about {likely}" in tip


def test_new_event_dialog_estimates_from_the_typed_field(qtbot, store) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QTime

    from tdesk.ui.context import AppContext
    from tdesk.ui.event_dialog import EventDialog

    dialog = EventDialog(AppContext(store), None)
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentIndex(dialog.kind.findData("swiss"))
    dialog.setting_widgets["rounds"].setValue(6)
    dialog.setting_widgets["top_cut"].setValue(8)
    est = dialog.estimate
    est.field.setValue(40)
    est.start.setTime(QTime(10, 0))
    # 6 Swiss + 3 top-cut rounds of 50 minutes (the Swiss round timer) = 450, with 8
    # turnarounds of 5, 10 or 15 minutes: 490 (18:10), 530 (18:50), 570 (19:30).
    assert est.result.text() == "Expected end about 18:50 (18:10–19:30)"
    assert "the field of 40 suggests 6 Swiss rounds" in est.result.toolTip()
    est.field.setValue(8)  # no cut for a field of 8 with a top 8: 6 x 50 + 5 x 10 = 350
    assert est.result.text().startswith("Expected end about 15:50")
    assert "Simulated" not in est.result.text()  # Swiss: no bust model
    dialog.kind.setCurrentIndex(dialog.kind.findData("poker"))
    assert est.result.text().split("\n")[1].startswith("Simulated end about ")
    dialog.kind.setCurrentIndex(dialog.kind.findData("ofc"))
    assert est.isHidden()


def test_projector_shows_the_expected_end_when_the_desk_chooses(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                                 make_event) -> None:
    from tdesk.ui import settings
    from tdesk.ui.wall.projector import ProjectorWindow

    event = make_event("poker", players=4, starting_stack=10000)
    svc.set_structure(store, event, Structure("Short", LEVELS))
    svc.clock_action(store, event, rc.Op(rc.Action.START), now=T0)
    window.reload_events(event)
    tab = window.show_tab("clock")
    box = tab.screen_panel.end_check
    assert not box.isChecked()
    w = ProjectorWindow(store, event, now=lambda: T0 + timedelta(minutes=5))
    qtbot.addWidget(w)
    assert "expected to end" not in w.status_line(w.text(), "")
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert settings.PROJECTOR_END.get() is True
    # The same case as the Clock tab's: 95.9 minutes from 19:05 at the likely divisor.
    assert w.status_line(w.text(), "").endswith(f"expected to end about {_hm(100)}")
