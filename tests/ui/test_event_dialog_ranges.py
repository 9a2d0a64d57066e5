"""The New event dialog keeps an out-of-range number as typed, names the field and its range in
red, and Save waits (issue 21): QSpinBox used to drop keys, so "-500" became 500 and "99" seats
became 9 without a word."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdesk.rules.seating.types import MAX_SEATS
from tdesk.services.events import list_events


def retype(qtbot, spin, text: str) -> None:  # type: ignore[no-untyped-def]
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Delete)
    qtbot.keyClicks(spin.lineEdit(), text)


def test_out_of_range_values_are_shown_as_typed_and_save_waits_TDA_F1_A(
        qtbot, window, store, type_text) -> None:  # type: ignore[no-untyped-def]
    window.new_event()
    dialog = window.event_dialog
    type_text(dialog.name, "Spring Main")
    stack = dialog.setting_widgets["starting_stack"]
    retype(qtbot, stack, "-500")
    assert stack.text() == "-500" and stack.value() == -500
    assert dialog.error.isVisible()
    assert dialog.error.text() == "Starting stack -500: must be from 1 to 10,000,000"
    assert not dialog.save_button.isEnabled()
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.isVisible() and list_events(store) == []

    retype(qtbot, stack, "25000")
    seats = dialog.setting_widgets["seats_per_table"]
    retype(qtbot, seats, "99")
    assert seats.text() == "99"
    assert dialog.error.text() == f"Seats per table 99: must be from 2 to {MAX_SEATS}"
    dialog.try_save()
    assert dialog.isVisible() and list_events(store) == []

    retype(qtbot, seats, "8")
    assert not dialog.error.isVisible() and dialog.save_button.isEnabled()
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    [event] = list_events(store)
    assert (event.settings["starting_stack"], event.settings["seats_per_table"]) == (25000, 8)


def test_arrow_keys_step_within_the_range(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.new_event()
    dialog = window.event_dialog
    seats = dialog.setting_widgets["seats_per_table"]
    seats.setValue(MAX_SEATS)
    qtbot.keyClick(seats, Qt.Key.Key_Up)
    assert seats.value() == MAX_SEATS and not dialog.error.isVisible()
    dialog.reject()
