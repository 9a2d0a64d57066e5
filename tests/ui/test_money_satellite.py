"""A satellite at the desk (issue 23): the setup typed on the Payouts page, the seats on the
Results page, a seat taken as cash, the deal refused, the clock and projector lines."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdesk.services import money, satellites
from tdesk.services.players import list_entries
from tdesk.services.seating import bust_players
from tdesk.ui.money.satellite_lines import (
    all_win_text,
    clock_lines,
    projector_banner,
    projector_cells,
)
from tdesk.ui.money.satellite_panel import SatellitePanel, SeatCashBar
from tdesk.ui.widgets import messages


def _event(store, make_event, players=30):  # type: ignore[no-untyped-def]
    """``players`` entries at 100 + 10; the entry ids in registration order."""
    event = make_event("poker", players, starting_stack=5000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    return event, ids


def _panel(qtbot, window, event):  # type: ignore[no-untyped-def]
    window.reload_events(event)
    panel = SatellitePanel(window.ctx)
    qtbot.addWidget(panel)
    panel.show()
    panel.refresh(event)
    return panel


def test_the_setup_typed_as_a_person_would(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    make_event("poker", 2, name="Main Event")
    event, _ = _event(store, make_event)
    panel = _panel(qtbot, window, event)
    assert "Not a satellite" in panel.status.text()
    assert "Main Event" in [panel.target.itemText(i) for i in range(panel.target.count())]
    qtbot.keyClicks(panel.seat_value, "5x0")
    assert not panel.apply.isEnabled()
    assert "Seat value '5x0'" in panel.apply.toolTip()  # the gate says why
    qtbot.keyClick(panel.seat_value, Qt.Key.Key_Return)
    assert panel.error.isVisible() and "Seat value '5x0'" in panel.error.text()
    assert panel.seat_value.text() == "5x0"  # what was typed stays
    assert satellites.satellite_info(store, event) is None
    panel.seat_value.clear()
    qtbot.keyClicks(panel.seat_value, "550")
    panel.target.lineEdit().clear()
    qtbot.keyClicks(panel.target.lineEdit(), "Main Event")
    assert panel.apply.isEnabled()
    qtbot.mouseClick(panel.apply, Qt.MouseButton.LeftButton)
    info = satellites.satellite_info(store, event)
    assert (info.seat_value, info.target, info.seats, info.cash) == (550, "Main Event", 5, 250)
    assert not panel.error.isVisible()
    panel.refresh(event)
    assert panel.status.text() == "5 seats of 550 to Main Event, 250 in cash to place 6"
    # the remainder shared instead: chosen and saved
    panel.remainder.setCurrentIndex(panel.remainder.findData("seat_winners"))
    qtbot.mouseClick(panel.apply, Qt.MouseButton.LeftButton)
    panel.refresh(event)
    assert "250 in cash shared by the seat winners" in panel.status.text()
    assert money.money_summary(store, event).prizes == (600,) * 5


def test_an_empty_value_takes_the_targets_buy_in_or_is_named(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    event, _ = _event(store, make_event)
    panel = _panel(qtbot, window, event)
    assert not panel.apply.isEnabled()  # nothing typed: nothing to save
    assert "type the seat value or name the target event" in panel.apply.toolTip()
    qtbot.keyClicks(panel.target.lineEdit(), "Elsewhere Cup")
    qtbot.mouseClick(panel.apply, Qt.MouseButton.LeftButton)
    assert "Seat value 0" in panel.error.text() and "Elsewhere Cup" in panel.error.text()
    target = make_event("poker", 2, name="Elsewhere Cup")
    money.set_terms(store, target, {"buy_in": 500, "fee": 50})
    qtbot.mouseClick(panel.apply, Qt.MouseButton.LeftButton)
    assert satellites.satellite_info(store, event).seat_value == 550


def test_turning_it_off_asks_and_pays_by_the_structure(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                       monkeypatch):
    event, _ = _event(store, make_event)
    satellites.set_satellite(store, event, 550, "Main Event")
    panel = _panel(qtbot, window, event)
    assert panel.seat_value.text() == "550" and panel.target.currentText() == "Main Event"
    asked = []
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: asked.append(a) or True)
    qtbot.mouseClick(panel.clear, Qt.MouseButton.LeftButton)
    assert asked and satellites.satellite_info(store, event) is None


def test_a_seat_winner_takes_the_cash_by_the_venue_rule(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                        monkeypatch):
    event, ids = _event(store, make_event)
    satellites.set_satellite(store, event, 550, "Main Event")
    for entry_id in reversed(ids[5:]):
        bust_players(store, event, [entry_id])
    window.reload_events(event)
    bar = SeatCashBar(window.ctx)
    qtbot.addWidget(bar)
    bar.show()
    rows = satellites.satellite_results(store, event)
    bar.show_rows(event, satellites.satellite_info(store, event), rows)
    assert bar.winner.count() == 5
    assert not bar.take.isEnabled() and "already holds a seat" in bar.take.toolTip()
    qtbot.mouseClick(bar.already, Qt.MouseButton.LeftButton)
    assert bar.take.isEnabled()
    name = bar.winner.currentText()
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: True)
    qtbot.mouseClick(bar.take, Qt.MouseButton.LeftButton)
    row = next(r for r in satellites.satellite_results(store, event) if r.name == name)
    assert row.seat_as_cash and row.cash == 550 and not row.seat


def test_the_clock_and_projector_lines_at_the_bubble(store, make_event, qapp):  # type: ignore[no-untyped-def]
    event, ids = _event(store, make_event)
    satellites.set_satellite(store, event, 550, "Main Event")
    for entry_id in reversed(ids[6:]):
        bust_players(store, event, [entry_id])
    info = satellites.satellite_info(store, event)
    assert clock_lines(info) == ["5 seats of 550 to Main Event, 250 in cash to place 6"]
    assert projector_banner(info) == "" and all_win_text(info) == ""
    assert projector_cells(info) == (("SEATS", "5 × 550"),)
    bust_players(store, event, [ids[5]])
    info = satellites.satellite_info(store, event)
    assert clock_lines(info)[-1] == "5 seats — 5 players left: all win a seat"
    assert projector_banner(info) == "5 SEATS — 5 PLAYERS LEFT: ALL WIN A SEAT"
    assert clock_lines(None) == [] and projector_banner(None) == ""
