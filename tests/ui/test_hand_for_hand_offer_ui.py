"""Issue 35: the Seating tab's hand-for-hand panel offered "start hand for hand" with two
players left for a satellite's one seat while its button refused it; the offer and the button
now read the same check."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdesk.services.seating import hand_for_hand as hfh
from tests.services.seating.test_hand_for_hand_offer import one_seat_satellite


def _panel(qtbot, window, event):  # type: ignore[no-untyped-def]
    window.reload_events(event)
    window.resize(1400, 900)
    tab = window.show_tab("seating")
    qtbot.waitUntil(lambda: tab.info is not None and bool(tab.info.seated), timeout=30000)
    panel = tab.hand_for_hand
    qtbot.waitUntil(lambda: panel.info is not None)
    return panel


def test_two_left_for_one_seat_the_panel_offers_nothing_and_the_button_says_why(
        qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = one_seat_satellite(store, make_event, 2)
    panel = _panel(qtbot, window, event)
    assert panel.info.players_left == 2 and panel.info.places_paid == 1
    assert panel.headline.text() == "Hand for hand: off"
    assert not panel.toggle_button.isEnabled()
    assert "at least 3 players left" in panel.toggle_button.toolTip()
    qtbot.mouseClick(panel.toggle_button, Qt.MouseButton.LeftButton)
    assert not hfh.status(store, event).active


def test_three_left_for_two_places_the_panel_offers_and_the_button_starts(
        qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """The same check lets the offer and the button through where the start is allowed."""
    from tdesk.services.money import satellites

    event = one_seat_satellite(store, make_event, 3)
    satellites.set_satellite(store, event, 500, "Main Event")  # two seats: 3 left is the bubble
    panel = _panel(qtbot, window, event)
    qtbot.waitUntil(lambda: panel.info is not None and panel.info.places_paid == 2)
    assert "start hand for hand" in panel.headline.text()
    assert panel.toggle_button.isEnabled()
    qtbot.mouseClick(panel.toggle_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: hfh.status(store, event).active)
