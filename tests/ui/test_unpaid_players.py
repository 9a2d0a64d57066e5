"""The no-shows of the night in the window (issue 35): the Players list marks who registered
but has not paid; such a player is not drawn; paying at the Money tab seats them at once."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdesk.services.money import money
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import draw_seats, seating_list


def test_unpaid_marked_not_drawn_then_paid_and_seated(qtbot, window, store, make_event,
                                                      type_text) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", 6, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    ids = {r.name: r.entry_id for r in list_entries(store, event)}
    names = list(ids)
    money.take_entries(store, event, [ids[n] for n in names[:5]])
    draw_seats(store, event, seed=3)
    assert ids[names[5]] not in {s.entry_id for s in seating_list(store, event)}
    window.reload_events(event)
    players = window.show_tab("players")
    players.refresh()
    model = players.model
    shown = {r.name: model.display(r, model.PAID) for r in model.rows}
    assert shown[names[5]] == "not paid" and shown[names[0]] == "110"
    tab = window.show_tab("money")
    qtbot.waitUntil(tab.isVisible)
    page = tab.payments
    type_text(page.player.lineEdit(), names[5])
    qtbot.keyClick(page.player.lineEdit(), Qt.Key.Key_Return)
    seat = {s.entry_id: (s.table, s.seat) for s in seating_list(store, event)}[ids[names[5]]]
    assert page.status.text() == f"{names[5]} is in: table {seat[0]}, seat {seat[1]}"
    players = window.show_tab("players")
    players.refresh()
    assert {r.name: model.display(r, model.PAID) for r in model.rows}[names[5]] == "110"
