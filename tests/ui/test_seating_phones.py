"""The Seating tab opens the players' phones dialog for a poker event (issue 25): its codes and
check-in, the player's page showing their seat."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdesk.services.seating.seating import draw_seats
from tdesk.ui.swiss.phone_reports_dialog import PhoneReportsDialog


def test_phones_button_opens_the_dialog_for_the_poker_event(qtbot, window, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=8)
    draw_seats(window.ctx.store, event, seed=1)
    window.reload_events(event)
    tab = window.show_tab("seating")
    assert tab.phones_button.isEnabled() and "Ctrl+Shift+P" in tab.phones_button.toolTip()
    qtbot.mouseClick(tab.phones_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    assert isinstance(dialog, PhoneReportsDialog) and dialog.event_id == event
    qtbot.waitUntil(dialog.isVisible)
    dialog.reject()
