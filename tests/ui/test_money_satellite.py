"""A satellite at the desk (issue 23): the setup typed on the Payouts page, the seats on the
Results page, a seat taken as cash, the deal refused, the clock and projector lines."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdesk.services.money import money, satellites
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players
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


# --- the Money tab's pages, the clock tab and the projector ---------------------------------


def _tab(window, event, qtbot):  # type: ignore[no-untyped-def]
    window.reload_events(event)
    window.activateWindow()
    tab = window.show_tab("money")
    qtbot.waitUntil(tab.isVisible)
    return tab


def test_the_payouts_page_sets_up_the_satellite_and_pays_seats(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                               make_event):
    event, _ = _event(store, make_event)
    tab = _tab(window, event, qtbot)
    tab.pages.setCurrentWidget(tab.payouts)
    panel = tab.payouts.satellite
    assert not panel.isVisible()  # folded away on a plain event's page (issue 35)
    qtbot.mouseClick(tab.payouts.satellite_toggle, Qt.MouseButton.LeftButton)
    assert panel.isVisible()
    qtbot.keyClicks(panel.seat_value, "550")
    qtbot.keyClicks(panel.target.lineEdit(), "Main Event")
    qtbot.keyClick(panel.seat_value, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tab.payouts.figures["places"].text() == "6")
    table = tab.payouts.table
    assert [table.item(r, 1).text() for r in range(table.rowCount())] == ["550"] * 5 + ["250"]
    assert "set aside: this satellite pays in seats" in tab.payouts.current.text()
    assert panel.status.text() == "5 seats of 550 to Main Event, 250 in cash to place 6"
    plain = make_event("poker", 4)
    window.reload_events(plain)
    qtbot.waitUntil(lambda: not panel.isVisible())  # another event: folded again
    window.reload_events(event)
    qtbot.waitUntil(panel.isVisible)  # a satellite shows its setup
    assert "6 places paid" in tab.headline.text()
    assert all(not table.item(r, 3).text() for r in range(6))  # nobody paid yet


def test_the_payouts_page_names_the_seat_winners_at_the_bubble(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                               make_event):
    event, ids = _event(store, make_event)
    satellites.set_satellite(store, event, 550, "Main Event")
    for entry_id in reversed(ids[5:]):
        bust_players(store, event, [entry_id])
    tab = _tab(window, event, qtbot)
    tab.pages.setCurrentWidget(tab.payouts)
    table = tab.payouts.table
    names = {r.entry_id: r.name for r in list_entries(store, event)}
    shown = [table.item(r, 3).text() for r in range(table.rowCount())]
    assert shown[:5] == sorted((names[i] for i in ids[:5]), key=str.casefold)
    assert shown[5] == names[ids[5]]


def test_the_results_page_shows_the_seats_and_takes_one_as_cash(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                                make_event, monkeypatch):
    event, ids = _event(store, make_event)
    satellites.set_satellite(store, event, 550, "Main Event", seat_cash="anyone")
    for entry_id in reversed(ids[5:]):
        bust_players(store, event, [entry_id])
    tab = _tab(window, event, qtbot)
    tab.pages.setCurrentWidget(tab.results)
    page = tab.results
    headers = [page.table.horizontalHeaderItem(c).text() for c in range(page.table.columnCount())]
    assert "Wins" in headers
    wins = headers.index("Wins")
    cells = [[page.table.item(r, c).text() if page.table.item(r, c) else ""
              for c in range(page.table.columnCount())] for r in range(page.table.rowCount())]
    assert [row[wins] for row in cells[:6]] == ["Seat to Main Event"] * 5 + ["Remainder in cash"]
    assert [row[0] for row in cells[:6]] == ["1–5"] * 5 + ["6"]
    bar = page.seat_cash
    assert bar.isVisible() and bar.winner.count() == 5 and bar.take.isEnabled()
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: True)
    name = bar.winner.currentText()
    qtbot.mouseClick(bar.take, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(
        page.table.item(r, 1).text() == name
        and page.table.item(r, wins).text() == "Seat taken as cash"
        for r in range(page.table.rowCount())))
    store.undo()
    window.ctx.poll()
    qtbot.waitUntil(lambda: bar.winner.count() == 5)


def test_the_deal_page_explains_why_a_satellite_has_no_icm_deal(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                                make_event):
    event, ids = _event(store, make_event)
    satellites.set_satellite(store, event, 550, "Main Event")
    for entry_id in reversed(ids[8:]):
        bust_players(store, event, [entry_id])
    tab = _tab(window, event, qtbot)
    tab.pages.setCurrentWidget(tab.deal)
    page = tab.deal
    assert not page.work.isEnabled()
    assert "seats are not priced by ICM" in page.work.toolTip()
    assert "seats are not priced by ICM" in page.total.text()
    page.method.setCurrentIndex(page.method.findData("chipchop"))
    assert not page.work.isEnabled() and "does not allow" in page.work.toolTip()
    page.work_out()  # the shortcut too: nothing worked out
    assert not page.record.isEnabled()


def test_the_clock_tab_and_projector_say_all_win_a_seat(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    from tdesk.ui.wall.projector import ProjectorWindow

    event, ids = _event(store, make_event)
    satellites.set_satellite(store, event, 550, "Main Event")
    for entry_id in reversed(ids[5:]):
        bust_players(store, event, [entry_id])
    window.reload_events(event)
    tab = window.show_tab("clock")
    lines = tab.money_label.text().splitlines()
    assert "5 seats of 550 to Main Event, 250 in cash to place 6" in lines
    assert lines[-1] == "5 seats — 5 players left: all win a seat"
    p = ProjectorWindow(store, event)
    p.allow_close = True
    qtbot.addWidget(p)
    assert p.text().amounts == "5 SEATS — 5 PLAYERS LEFT: ALL WIN A SEAT"
    assert dict(p.stat_cells(p.text()))["SEATS"] == "5 × 550"


def test_a_tie_across_the_last_seat_names_no_seat_winner(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    """Issue 35: two players tied for 5th (the last seat) and 6th (the cash) share both in
    cash (SAT-6); the Payouts page named one of them alone as the seat's winner."""
    event, ids = _event(store, make_event)
    satellites.set_satellite(store, event, 550, "Main Event")
    for entry_id in reversed(ids[6:]):
        bust_players(store, event, [entry_id])
    bust_players(store, event, ids[4:6], {ids[4]: 1000, ids[5]: 1000})  # tied for 5th-6th
    tab = _tab(window, event, qtbot)
    tab.pages.setCurrentWidget(tab.payouts)
    table = tab.payouts.table
    names = {r.entry_id: r.name for r in list_entries(store, event)}
    tied = ", ".join(sorted((names[ids[4]], names[ids[5]]), key=str.casefold))
    shown = [table.item(r, 3).text() for r in range(table.rowCount())]
    assert shown[4] == shown[5] == tied
    assert all(names[ids[4]] not in s and names[ids[5]] not in s for s in shown[:4])
