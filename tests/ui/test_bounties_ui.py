"""Bounties in the window (issue 23), driven like the floor: the bust dialog asks who eliminated
whom at the keyboard, the Money tab's Bounties page shows heads and collected, the format
dialog sets the format, the projector shows the biggest heads."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdesk.rules.money import bounties as rb
from tdesk.services.money import bounties, money
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players, draw_seats, room


def _pko(store, make_event, players=12, fmt=True):  # type: ignore[no-untyped-def]
    event = make_event("poker", players, starting_stack=20000, seats_per_table=6,
                       final_table_size=6)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100 if fmt else 0})
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    if fmt:
        bounties.set_format(store, event, rb.format_to_data(rb.progressive()))
    draw_seats(store, event, seed=7)
    return event


def _seating(qtbot, window, event):  # type: ignore[no-untyped-def]
    window.reload_events(event)
    window.resize(1400, 900)
    tab = window.show_tab("seating")
    qtbot.waitUntil(lambda: tab.info is not None and bool(tab.info.seated), timeout=30000)
    return tab


def _click_seat(qtbot, tab, table, seat, modifier=Qt.KeyboardModifier.NoModifier):  # type: ignore[no-untyped-def]
    point = tab.room_view.seat_center(table, seat).toPoint()
    qtbot.mouseClick(tab.room_view, Qt.MouseButton.LeftButton, modifier, point)


def _surname(name: str) -> str:
    return name.split()[-1]


def test_a_split_pot_is_typed_at_the_keyboard_and_saved_with_the_bust(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, type_text):
    event = _pko(store, make_event)
    tab = _seating(qtbot, window, event)
    busted, first, second = room(store, event).table(1).players[:3]
    _click_seat(qtbot, tab, 1, busted.seat)
    qtbot.keyClick(tab, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    dialog = tab.dialog
    assert dialog is not None and dialog.isVisible()
    picker = dialog.pickers[busted.entry_id]
    # the busted player's table comes first, and the busted player is not offered
    names = [picker.list.item(i).text() for i in range(picker.list.count())]
    assert all(busted.name not in n for n in names)
    assert {n.split(" (")[0] for n in names[:5]} == {p.name for p in
                                                    room(store, event).table(1).players[1:]}
    # each says where the player sits: the seat at the same table, table and seat elsewhere
    assert f"{first.name} (seat {first.seat})" in names  # issue 35: not "(same table)"
    other = room(store, event).table(2).players[0]
    assert f"{other.name} (T2 S{other.seat})" in names
    assert picker.chosen() == []  # twelve in: nobody is ticked for the floor
    for who in (first, second):  # a name typed, Enter ticks it; again for the split
        type_text(picker.search, _surname(who.name))
        qtbot.keyClick(picker.search, Qt.Key.Key_Return)
        assert dialog.isVisible()
    assert picker.chosen() == [first.entry_id, second.entry_id]
    assert picker.chosen_label.text() == f"{first.name}, {second.name}"
    qtbot.keyClick(picker.search, Qt.Key.Key_Return)  # empty line: save
    assert not dialog.isVisible()
    info = bounties.bounty_ledger(store, event).by_entry()
    assert (info[first.entry_id].collected, info[second.entry_id].collected) == (25, 25)
    assert info[first.entry_id].head == 125 and not info[busted.entry_id].active
    window.undo()  # the bust and its knockout go together
    assert bounties.bounty_ledger(store, event).knockouts == 0
    assert room(store, event).players_left == 12


def test_a_bounty_bust_without_its_eliminator_stays_open_and_says_why(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event):
    event = _pko(store, make_event)
    tab = _seating(qtbot, window, event)
    busted = room(store, event).table(2).players[0]
    _click_seat(qtbot, tab, 2, busted.seat)
    qtbot.mouseClick(tab.bust_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible()
    assert busted.name in dialog.error.text() and "pays bounties" in dialog.error.text()
    assert room(store, event).players_left == 12  # nothing busted
    dialog.reject()


def test_without_a_format_one_bust_is_made_at_once_and_none_is_recorded(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event):
    event = _pko(store, make_event, fmt=False)
    tab = _seating(qtbot, window, event)
    busted = room(store, event).table(1).players[0]
    _click_seat(qtbot, tab, 1, busted.seat)
    qtbot.mouseClick(tab.bust_button, Qt.MouseButton.LeftButton)
    assert room(store, event).players_left == 11 and tab.dialog is None


def test_the_bounties_page_shows_heads_and_collected_and_follows_a_bust(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event):
    event = _pko(store, make_event)
    players = room(store, event).table(1).players
    bust_players(store, event, [players[0].entry_id],
                 eliminators={players[0].entry_id: [players[1].entry_id]})
    window.reload_events(event)
    tab = window.show_tab("money")
    qtbot.waitUntil(tab.isVisible)
    tab.pages.setCurrentWidget(tab.bounties)
    page = tab.bounties
    assert "Progressive knockout" in page.headline.text()
    assert "pool 1,200: heads 1,150, collected 50" in page.headline.text()
    model = page.table.model()
    top = [model.index(0, c).data() for c in range(6)]
    assert top == [players[1].name, "150", "50", "1", "1", "in play"]
    # a bust at another station reaches the page through the change record
    bust_players(store, event, [players[1].entry_id],
                 eliminators={players[1].entry_id: [players[2].entry_id]})
    window.ctx.poll()
    qtbot.waitUntil(lambda: "collected 125" in page.headline.text())
    assert model.index(0, 0).data() == players[2].name


def test_the_format_dialog_sets_a_mystery_format_and_names_a_bad_field(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, type_text):
    event = _pko(store, make_event, fmt=False)
    window.reload_events(event)
    tab = window.show_tab("money")
    qtbot.waitUntil(tab.isVisible)
    tab.pages.setCurrentWidget(tab.bounties)
    page = tab.bounties
    assert "pays no bounties" in page.headline.text()
    qtbot.mouseClick(page.format_button, Qt.MouseButton.LeftButton)
    dialog = page.dialog
    dialog.kind.setCurrentIndex(dialog.kind.findData("mystery"))
    type_text(dialog.envelopes, "1000x1, lots")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible() and "lots" in dialog.error.text()
    dialog.envelopes.clear()
    type_text(dialog.envelopes, "1000x1, 100x9")
    dialog.phase_players.setValue(6)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert not dialog.isVisible()
    fmt = bounties.get_format(store, event)
    assert fmt.kind == "mystery" and fmt.envelope_total == 1900 and fmt.phase.players_left == 6
    qtbot.waitUntil(lambda: "envelopes left 1,900" in page.headline.text())


def test_the_projector_shows_the_biggest_heads(qtbot, store, make_event):  # type: ignore[no-untyped-def]
    from tdesk.ui.wall.projector import ProjectorWindow
    from tdesk.ui.wall.projector_heads import heads_for, heads_text

    event = _pko(store, make_event)
    players = room(store, event).table(1).players
    assert heads_for(store, event) == ()  # every head equal: nobody's is the biggest (issue 35)
    bust_players(store, event, [players[0].entry_id],
                 eliminators={players[0].entry_id: [players[1].entry_id]})
    heads = heads_for(store, event)
    assert heads == ((players[1].name, 150),)  # the rest still carry the same 100
    win = ProjectorWindow(store, event)
    qtbot.addWidget(win)
    assert win.text().heads == heads_text(heads)
    assert win.text().heads.startswith("BIGGEST HEADS  " + players[1].name + " 150")
    win.show()
    qtbot.waitUntil(lambda: win.paints > 0)


def test_heads_up_the_one_possible_eliminator_is_ticked_already(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event):
    """Issue 35: with two left, the bust dialog has one possible eliminator: it comes ticked,
    so Enter saves the bust with its knockout."""
    event = _pko(store, make_event, players=2)
    tab = _seating(qtbot, window, event)
    busted, winner = sorted(room(store, event).table(1).players, key=lambda p: p.seat)
    _click_seat(qtbot, tab, 1, busted.seat)
    qtbot.keyClick(tab, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    dialog = tab.dialog
    picker = dialog.pickers[busted.entry_id]
    assert picker.chosen() == [winner.entry_id]
    assert picker.chosen_label.text() == winner.name
    qtbot.keyClick(picker.search, Qt.Key.Key_Return)  # empty line: save
    assert not dialog.isVisible()
    info = bounties.bounty_ledger(store, event).by_entry()
    assert info[winner.entry_id].collected > 0 and not info[busted.entry_id].active


def test_bounty_money_without_a_format_is_warned_and_the_button_sets_one(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, monkeypatch):
    """Issue 35: bounty parts taken, no format: the Money tab says so on every page, the
    button opens the format dialog, and a bust is refused until it is set."""
    from tdesk.ui.widgets import messages

    event = make_event("poker", 6, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    draw_seats(store, event, seed=7)
    tab = _seating(qtbot, window, event)
    busted = room(store, event).table(1).players[0]
    shown: list[str] = []
    monkeypatch.setattr(messages, "error", lambda _parent, text, *a, **k: shown.append(text))
    _click_seat(qtbot, tab, 1, busted.seat)
    qtbot.mouseClick(tab.bust_button, Qt.MouseButton.LeftButton)
    assert room(store, event).players_left == 6
    assert shown and "no bounty format" in shown[0]
    money_tab = window.show_tab("money")
    qtbot.waitUntil(money_tab.no_format.isVisible)
    assert "600" in money_tab.no_format.text()
    qtbot.mouseClick(money_tab.set_format, Qt.MouseButton.LeftButton)
    dialog = money_tab.bounties.dialog
    assert dialog is not None and dialog.isVisible()
    dialog.kind.setCurrentIndex(dialog.kind.findData("progressive"))
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: not money_tab.no_format.isVisible())
    assert bounties.get_format(store, event).kind == "progressive"


def test_pay_bounties_pays_the_selected_player_with_a_receipt(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, monkeypatch):
    """Issue 35: the Bounties page pays a player what they won and were not paid, with a
    receipt; the page shows paid and owed and the night's reconciliation."""
    from tdesk.services.money import receipts
    from tdesk.ui.widgets import messages

    event = _pko(store, make_event)
    players = room(store, event).table(1).players
    winner = players[1]
    bust_players(store, event, [players[0].entry_id],
                 eliminators={players[0].entry_id: [winner.entry_id]})
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: False)  # no receipt print now
    window.reload_events(event)
    tab = window.show_tab("money")
    tab.pages.setCurrentWidget(tab.bounties)
    page = tab.bounties
    qtbot.waitUntil(lambda: "owed 50" in page.reconciled.text())
    assert page.reconciled.text() == ("Bounty money: taken 1,200 = won 50 + in play 1,150 + "
                                      "house 0 · won: paid 0, owed 50")
    page.table.select_where(lambda r: r[0] == winner.entry_id)
    qtbot.mouseClick(page.pay_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "owed 0" in page.reconciled.text())
    [paid] = [r for r in receipts.list_receipts(store, event) if r.kind == "bounty"]
    assert (paid.player, paid.amount) == (winner.name, 50)
    model = page.table.model()
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == winner.name)
    assert [model.index(row, c).data() for c in (6, 7)] == ["50", "0"]


def test_the_format_dialog_says_what_is_wrong_in_the_interface_language(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, type_text, russian):
    """Issue 35: the bounty-format dialog's error stayed English under another language."""
    event = _pko(store, make_event, fmt=False)
    window.reload_events(event)
    tab = window.show_tab("money")
    qtbot.waitUntil(tab.isVisible)
    tab.pages.setCurrentWidget(tab.bounties)
    qtbot.mouseClick(tab.bounties.format_button, Qt.MouseButton.LeftButton)
    dialog = tab.bounties.dialog
    dialog.kind.setCurrentIndex(dialog.kind.findData("mystery"))
    type_text(dialog.envelopes, "1000x1, lots")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.error.text() == ("конверты 'lots': запишите каждый как НОМИНАЛxЧИСЛО, "
                                   "например 1000x4")
    dialog.envelopes.clear()
    type_text(dialog.envelopes, "1000x1, 1000x2")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.error.text() == ("номинал конверта 1000: указан дважды, укажите одно "
                                   "количество")
    dialog.reject()
