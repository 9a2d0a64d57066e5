"""A short PKO night at the desk through the real widgets (issue 35): a no-show, a walk-in
taken in the walk-in dialog (F9), a bust with two eliminators sharing the pot unevenly typed
in the bust dialog (Ctrl+B), the wrong bust put right in the Reinstate dialog (Ctrl+Shift+I),
the rest of the night through the services, and the prizes handed over on the Money tab's
Results page (Ctrl+H). After each step the screen says what the database holds, and the
night's invariants (places, money, every count wherever shown) hold."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from tdesk.rules.money import bounties as rb
from tdesk.services.money import bounties, money, receipts
from tdesk.services.players import list_entries
from tdesk.services.seating import seating
from tdesk.ui.money.common import num
from tdesk.ui.widgets import messages
from tests.services.night_checks import check_night
from tests.ui.test_bounties_ui import _click_seat, _seating, _surname


def _night(store, make_event):  # type: ignore[no-untyped-def]
    """Eight registered, seven paid (the last a no-show) × 210 (100 prize, 10 fee, 100 bounty),
    a progressive knockout paying two places, the seats drawn."""
    event = make_event("poker", 8, starting_stack=20000, seats_per_table=6, final_table_size=6)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    money.set_payout(store, event, money.parse_percents("65 35"))
    bounties.set_format(store, event, rb.format_to_data(rb.progressive()))
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids[:-1])
    seating.draw_seats(store, event, seed=7)
    return event, ids[-1]


def _shown(qtbot, window, store, event, why, handed=None):  # type: ignore[no-untyped-def]
    """The invariants, then the Money tab's headline and the Clock tab's counts as shown."""
    s = check_night(store, event, why, handed=handed)
    tab = window.show_tab("money")
    qtbot.waitUntil(tab.isVisible)
    tab.refresh()
    assert f" · {s.players_left} of {s.entries} left · " in tab.headline.text(), why
    clock = window.show_tab("clock")
    clock.refresh()
    assert (clock.entries_spin.value(), clock.left_spin.value()) == (s.entries,
                                                                    s.players_left), why
    assert f"{num(s.players_left)} of {num(s.entries)} left" in clock.money_label.text(), why
    return s


def _row(store, event, entry):  # type: ignore[no-untyped-def]
    return next(r for r in list_entries(store, event) if r.entry_id == entry)


def test_a_short_pko_night_at_the_desk(qtbot, window, store, make_event, type_text,  # type: ignore[no-untyped-def]
                                       monkeypatch) -> None:
    event, no_show = _night(store, make_event)
    window.reload_events(event)
    s = _shown(qtbot, window, store, event, "drawn")
    assert (s.entries, s.players_left) == (7, 7)  # the no-show is not in
    # the walk-in: F9, a name, Enter; registered, paid and seated in one action
    window.activateWindow()
    window.findChild(QAction, "walkIn").trigger()
    dialog = window.walk_in_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()  # the cashier's keys go to the dialog, not the tab behind it
    qtbot.waitUntil(dialog.isActiveWindow)
    type_text(dialog.name, "Ngozi Eze")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    if not dialog.status.text():  # a name that partly matches people listed: asked once
        assert "Enter again registers a new player" in dialog.error.text(), dialog.error.text()
        qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    seat = {p.name: (p.table, p.seat) for p in seating.room(store, event).seated}["Ngozi Eze"]
    assert dialog.status.text() == f"Ngozi Eze: table {seat[0]}, seat {seat[1]} — 20,000 chips"
    assert [p.name for p in money.list_payments(store, event, newest=1)] == ["Ngozi Eze"]
    dialog.preview.close()
    dialog.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    s = _shown(qtbot, window, store, event, "walk-in")
    assert (s.entries, s.players_left, s.chips_in_play) == (8, 8, 160_000)
    # a bust: one player, two eliminators who split the pot 2 : 1, typed in the bust dialog
    tab = _seating(qtbot, window, event)
    busted, first, second = seating.room(store, event).table(1).players[:3]
    _click_seat(qtbot, tab, 1, busted.seat)
    qtbot.keyClick(tab, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    bust = tab.dialog
    picker = bust.pickers[busted.entry_id]
    for who in (first, second):
        type_text(picker.search, _surname(who.name))
        qtbot.keyClick(picker.search, Qt.Key.Key_Return)
    type_text(picker.shares_line, "2 : 1")
    bust.buttons.button(bust.buttons.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: not bust.isVisible())
    qtbot.waitUntil(lambda: tab.info is not None and tab.info.players_left == 7)
    assert busted.entry_id not in {p.entry_id for p in tab.info.seated}  # the seat empties
    assert (_row(store, event, busted.entry_id).status, _row(store, event, busted.entry_id)
            .place) == ("busted", 8)
    mine = bounties.bounty_ledger(store, event).by_entry()
    assert (mine[first.entry_id].collected, mine[second.entry_id].collected) == (33, 17)
    _shown(qtbot, window, store, event, "bust with two eliminators")
    # the bust was wrong: Reinstate… (Ctrl+Shift+I) brings the player back, bounties undone
    tab = _seating(qtbot, window, event)
    tab.room_view.setFocus()
    qtbot.keyClick(tab, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    back = tab.dialog
    back.player.setCurrentIndex(back.player.findData(busted.entry_id))
    assert "place 8 given up, back in play" in back.preview.text()
    where = (int(back.table.currentData()), int(back.seat.currentData()))
    qtbot.mouseClick(back.ok, Qt.MouseButton.LeftButton)
    assert not back.isVisible() and tab.selected == {where}
    row = _row(store, event, busted.entry_id)
    assert (row.status, row.place, row.chips) == ("active", None, 20000)
    mine = bounties.bounty_ledger(store, event).by_entry()
    assert (mine[first.entry_id].collected, mine[second.entry_id].collected) == (0, 0)
    s = _shown(qtbot, window, store, event, "reinstated")
    assert s.players_left == 8
    # the rest of the night through the services, each bust with its eliminator
    while True:
        room = seating.room(store, event)
        if room.moves:
            seating.apply_all(store, event)
        players = [p for t in seating.room(store, event).tables for p in t.players]
        if len(players) == 1:
            break
        out, by = players[-1], players[0]
        seating.bust_players(store, event, [out.entry_id], eliminators={out.entry_id: [by.entry_id]})
        check_night(store, event, f"bust of {out.name}")
    assert _row(store, event, no_show).place is None  # never placed, never counted
    # the prizes handed over at the desk: Results page, Ctrl+H, yes to hand over, no receipt
    asked: list[str] = []
    monkeypatch.setattr(messages, "confirm",
                        lambda _p, text, *a, **k: asked.append(text) or "Print" not in text)
    tab = window.show_tab("money")
    qtbot.waitUntil(tab.isVisible)
    tab.pages.setCurrentWidget(tab.results)
    page = tab.results
    handed: dict[int, int] = {}
    for place in (1, 2):
        qtbot.waitUntil(lambda place=place: any(r.place == place for r in page.rows))
        index = next(i for i, r in enumerate(page.rows) if r.place == place)
        row = page.rows[index]
        page.table.selectRow(index)
        page.table.setFocus()
        qtbot.keyClick(page.table, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
        made = receipts.receipt(store, event)
        assert (made.kind, made.entry_id, made.amount) == ("prize", row.entry_id, row.prize)
        owed = bounties.bounty_ledger(store, event).by_entry()[row.entry_id].collected
        assert row.name in asked[-2] and (not owed or f"owed {num(owed)}" in asked[-2])
        handed[row.entry_id] = row.prize
        qtbot.waitUntil(lambda: f"handed over {num(sum(handed.values()))}" in page.paid.text())
        _shown(qtbot, window, store, event, f"prize for place {place} handed over", handed)
        tab = window.show_tab("money")
        tab.pages.setCurrentWidget(tab.results)
    assert sum(handed.values()) == 800 == money.money_summary(store, event).pool.total
