"""The Clock tab's estimate of the end (issue 37), against a hand-computed case."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from PySide6.QtCore import Qt

from tdesk.rules.levels import Level, Structure
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
    # At 19:05, 4 x 10,000 = 40,000 chips; level 1 has 15 minutes left. Divisor 40: big blind
    # >= 1,000 -> 500/1,000 after 15 + 20 + 10 (break), half of its 20: 55 min from 19:05.
    # Divisors 30 and 20: big blind >= 1,334 and 2,000 -> 1,000/2,000: 15 + 20 + 10 + 20 + 10
    # = 75 min from 19:05.
    assert tab.plan_label.text() == f"Expected end about {_hm(80)} ({_hm(60)}–{_hm(80)})"
    tip = tab.plan_label.toolTip()
    assert "over a divisor of 20–40" in tip and "Re-made now from the actual field" in tip
