"""The New event dialog starts an event from an earlier one (issue 35): the earlier event's kind
and settings fill the form, and Save copies its structure, fees, payouts, bounty format, tables
and break order, never its players."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt

from tdesk.rules.money import bounties as rb
from tdesk.services import clock
from tdesk.services.events import find_event, list_events
from tdesk.services.money import bounties, money
from tdesk.services.players import list_entries
from tdesk.services.seating.room_tables import room_tables, set_room_tables


def test_a_new_event_from_last_weeks(qtbot, window, store, make_event, type_text) -> None:  # type: ignore[no-untyped-def]
    make_event("swiss", players=0, name="Berserk Cup")
    source = make_event("ofc", players=6, name="OFC Tuesday #1", starting_stack=15000)
    money.set_terms(store, source, {"buy_in": 50, "fee": 5, "bounty": 20})
    money.set_payout(store, source, money.parse_percents("70 30"))
    bounties.set_format(store, source, rb.format_to_data(rb.progressive()))
    clock.set_structure(store, source, replace(clock.get_clock(store, source).structure,
                                               name="Tuesday OFC"))
    set_room_tables(store, source, "3-5", "5")
    window.new_event()
    dialog = window.event_dialog
    assert dialog.kind.currentData() == "poker" and not dialog.source_note.isVisible()
    dialog.source.setCurrentIndex(dialog.source.findData(source))
    assert dialog.kind.currentData() == "ofc" and not dialog.kind.isEnabled()
    assert dialog.source_note.isVisible()
    stack = dialog.setting_widgets["starting_stack"]
    assert stack.value() == 15000  # the earlier event's, asked once here
    stack.setValue(20000)
    type_text(dialog.name, "OFC Tuesday #2")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    new = find_event(store, "OFC Tuesday #2")
    assert new.kind == "ofc" and new.settings["starting_stack"] == 20000
    assert clock.get_clock(store, new.id).structure.name == "Tuesday OFC"
    assert clock.get_clock(store, new.id).structure.starting_stack == 20000
    assert money.get_terms(store, new.id).terms.bounty == 20
    assert bounties.get_format(store, new.id) == bounties.get_format(store, source)
    assert room_tables(store, new.id).break_order == (5,)
    assert list_entries(store, new.id) == []
    assert len(list_events(store)) == 3


def test_back_to_an_event_of_its_own(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    source = make_event("league", players=0, name="HU League", lives=5)
    window.new_event()
    dialog = window.event_dialog
    dialog.source.setCurrentIndex(dialog.source.findData(source))
    assert dialog.setting_widgets["lives"].value() == 5
    dialog.source.setCurrentIndex(0)
    assert dialog.kind.isEnabled() and dialog.setting_widgets["lives"].value() == 3
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
