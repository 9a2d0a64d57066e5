"""The chip race dialog from a colour-up break: counts in, seeded race, result, record (TDA-R4)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdesk.rules.levels import Game, Level, Structure
from tdesk.rules.levels import clock as rc
from tdesk.rules.seating.chiprace import SeatChips, race
from tdesk.services import clock as svc

STRUCTURE = Structure(
    "Colour-up test",
    (Level.blinds(25, 50), Level.pause(10, 25, "Colour up the 25s"), Level.blinds(100, 200)),
    Game.POKER,
    5000,
    (25, 100, 500),
)


def _tab_in_colour_up(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("poker", players=4, seats_per_table=6)
    svc.set_structure(store, event, STRUCTURE)
    window.reload_events(event)
    tab = window.show_tab("clock")
    tab.setFocus()
    qtbot.waitUntil(tab.hasFocus, timeout=2000)
    assert not tab.race_button.isEnabled()  # level 1: no colour-up
    qtbot.keyClick(tab, Qt.Key.Key_Right)
    assert tab.race_button.isEnabled()
    return event, tab


def test_race_from_the_break_and_record_it_TDA_R1_R4(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, tab = _tab_in_colour_up(qtbot, window, store, make_event)
    qtbot.keyClick(tab, Qt.Key.Key_R)
    dialog = tab.dialog
    assert dialog.isVisible() and (dialog.leaving, dialog.into) == (25, 100)
    assert dialog.counts.rowCount() == 6  # the event's seats per table
    dialog.set_counts([(7, 1000), (2, 0), (4, 500), (0, 0), (1, 0), (3, 2000)])
    dialog.seed_spin.setValue(4242)
    dialog.table_edit.setText("Table 3")
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    expected = race(
        [SeatChips(1, 7, 1000), SeatChips(2, 2, 0), SeatChips(3, 4, 500), SeatChips(4, 0, 0),
         SeatChips(5, 1, 0), SeatChips(6, 3, 2000)], 25, 100, 4242)
    assert dialog.race_result == expected
    # Odd chips: 3 + 2 + 0 + 0 + 1 + 3 = 9 x 25 = 225 -> 2.25 -> 2 chips of 100.
    assert "225" in dialog.summary.text() and "2 chips of 100" in dialog.summary.text()
    assert dialog.results.rowCount() == 6
    assert dialog.results.item(0, 3).text() == " ".join(expected.seat(1).cards)
    winners = [r for r in range(6) if dialog.results.item(r, 4).text()]
    assert len(winners) == 2
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)
    (rec,) = svc.list_chip_races(store, event)
    assert rec.race == expected and rec.table_label == "Table 3"
    assert not dialog.record_button.isEnabled()
    dialog.reject()


def test_bad_count_is_named_and_nothing_runs(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    _event, tab = _tab_in_colour_up(qtbot, window, store, make_event)
    tab.chip_race()
    dialog = tab.dialog
    dialog.counts.item(2, 1).setText("four")
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.error.text() == "seat 3: chips 'four' is not a whole number"
    assert dialog.race_result is None and not dialog.record_button.isEnabled()
    dialog.counts.item(2, 1).setText("-2")
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.error.text() == "seat 3: count -2 of 25 chips is negative"
    dialog.reject()


def test_race_button_only_in_a_colour_up_break(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, tab = _tab_in_colour_up(qtbot, window, store, make_event)
    svc.clock_action(store, event, rc.Op(rc.Action.NEXT))
    tab.ctx.poll()
    assert not tab.race_button.isEnabled()
    tab.chip_race()
    assert tab.dialog is None


def test_run_is_enabled_by_the_race_rule_and_says_why_not(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: counts the race cannot share out disable Run, the rule's reason its tooltip;
    fixing them enables it again, with its own tooltip."""
    _event, tab = _tab_in_colour_up(qtbot, window, store, make_event)
    tab.chip_race()
    dialog = tab.dialog
    assert dialog.run_button.isEnabled() and dialog.run_button.toolTip() == ""
    dialog.counts.item(1, 1).setText("-2")
    assert not dialog.run_button.isEnabled()
    assert dialog.run_button.toolTip() == "seat 2: count -2 of 25 chips is negative"
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.race_result is None
    dialog.set_counts([(3, 0)] * 6)
    assert dialog.run_button.isEnabled() and dialog.run_button.toolTip() == ""
    assert dialog.error.text() == ""
    qtbot.mouseClick(dialog.run_button, Qt.MouseButton.LeftButton)
    assert dialog.race_result is not None
    dialog.reject()
