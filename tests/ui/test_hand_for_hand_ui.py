"""Hand-for-hand in the Seating tab, driven at the keyboard like a person (issue 23): the offer,
start, Next hand gated by the tables still playing, each table's Hand done with its busts, the
room view marking the tables still playing, the clock standing between hands."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tdesk.rules.levels import clock as rc
from tdesk.services import clock
from tdesk.services.money import money
from tdesk.services.players import list_entries
from tdesk.services.seating import hand_for_hand as hfh
from tdesk.services.seating import seating


def _near_the_bubble(store, make_event) -> tuple[int, dict[int, list[int]]]:  # type: ignore[no-untyped-def]
    """Eight at two tables of four, top 3 paid, down to four: two at each table; clock on."""
    event = make_event("poker", players=8, seats_per_table=4, hand_for_hand_from=1)
    money.set_terms(store, event, {"buy_in": 100})
    money.set_payout(store, event, money.load_template("top3"))
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    seating.draw_seats(store, event, seed=3)
    clock.clock_action(store, event, rc.Op(rc.Action.START))
    for table in seating.room(store, event).tables:
        seating.bust_players(store, event, [p.entry_id for p in table.players[:2]])
    tables = {t.number: [p.entry_id for p in t.players]
              for t in seating.room(store, event).tables if t.players}
    return event, tables


def _tab(qtbot, window, event):  # type: ignore[no-untyped-def]
    window.reload_events(event)
    window.resize(1400, 900)
    tab = window.show_tab("seating")
    qtbot.waitUntil(lambda: tab.info is not None and bool(tab.info.seated), timeout=30000)
    return tab


def _keys(qtbot, tab, keys: str) -> None:  # type: ignore[no-untyped-def]
    """A shortcut pressed in the tab (QShortcut listens window-wide)."""
    tab.activateWindow()
    tab.setFocus()
    key, *mods = reversed(keys.split("+"))
    modifier = Qt.KeyboardModifier.NoModifier
    for m in mods:
        modifier |= {"Ctrl": Qt.KeyboardModifier.ControlModifier,
                     "Shift": Qt.KeyboardModifier.ShiftModifier}[m]
    qtbot.keyClick(tab, getattr(Qt.Key, f"Key_{key}"), modifier)
    QApplication.processEvents()


def test_a_hand_for_hand_hand_at_the_keyboard(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, tables = _near_the_bubble(store, make_event)
    tab = _tab(qtbot, window, event)
    panel = tab.hand_for_hand
    # four left, three paid: one from the money, so the desk offers to start (HFH-1)
    assert panel.isVisible() and "1 player from the money" in panel.headline.text()
    qtbot.mouseClick(panel.toggle_button, Qt.MouseButton.LeftButton)
    assert hfh.status(store, event).active
    assert "between hands (0 dealt)" in panel.headline.text()
    assert clock.get_clock(store, event).state.status is rc.ClockStatus.PAUSED
    assert not panel.done_button.isEnabled()  # no hand in play yet

    _keys(qtbot, tab, "Ctrl+Shift+N")  # deal the hand
    assert hfh.status(store, event).playing == (1, 2)
    assert clock.get_clock(store, event).state.status is rc.ClockStatus.RUNNING
    assert "still playing: 1, 2" in panel.headline.text()
    assert tab.room_view.playing == {1, 2}
    assert not panel.next_button.isEnabled()
    assert panel.next_button.toolTip() == "the hand is still playing at tables 1, 2"

    # table 1: its first player out, with the stack typed; Space ticks, Enter saves
    panel.tables.setFocus()
    panel.choose_table(1)
    qtbot.keyClick(panel.tables, Qt.Key.Key_Return)
    dialog = panel.dialog
    assert dialog is not None and dialog.table == 1 and set(dialog.out) == set(tables[1])
    a = tables[1][0]
    dialog.out[a].setFocus()
    qtbot.keyClick(dialog.out[a], Qt.Key.Key_Space)
    dialog.stacks[a].setValue(2_500)
    qtbot.keyClick(dialog.stacks[a], Qt.Key.Key_Return)
    assert not dialog.isVisible()
    assert hfh.status(store, event).playing == (2,)
    assert tab.room_view.playing == {2}
    assert panel.next_button.toolTip() == "the hand is still playing at table 2"
    assert "Table 1: done (" in panel.tables.item(0).text()

    # table 2, chosen by clicking one of its seats, then Ctrl+Shift+D: its first player out
    b = tables[2][0]
    seat = next(p.seat for p in seating.room(store, event).table(2).players if p.entry_id == b)
    point = tab.room_view.seat_center(2, seat).toPoint()
    qtbot.mouseClick(tab.room_view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     point)
    assert panel.chosen_table() == 2
    _keys(qtbot, tab, "Ctrl+Shift+D")
    dialog = panel.dialog
    assert dialog.table == 2
    dialog.out[b].setChecked(True)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    # both tied for 3rd across the tables; two left, three paid: the money is reached
    results = {r.entry_id: r for r in money.results(store, event)}
    assert results[a].place == results[b].place == 3
    assert abs(results[a].prize - results[b].prize) <= 1
    assert not hfh.status(store, event).active
    assert panel.headline.text() == "Hand for hand: off"
    assert tab.room_view.playing == set()
    assert clock.get_clock(store, event).state.status is rc.ClockStatus.RUNNING

    window.undo()  # the last report: both back in, table 2 plays again
    assert hfh.status(store, event).playing == (2,)
    assert tab.room_view.playing == {2}


def test_the_panel_is_gone_for_an_ofc_event(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("ofc", players=8)
    seating.draw_seats(store, event, seed=1)
    tab = _tab(qtbot, window, event)
    assert not tab.hand_for_hand.isVisible()


def test_a_bounty_event_asks_who_eliminated_each_bust(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.rules.money import bounties as rb
    from tdesk.services.money import bounties

    event, tables = _near_the_bubble(store, make_event)
    money.set_terms(store, event, {"buy_in": 100, "bounty": 50})
    bounties.set_format(store, event, rb.format_to_data(rb.fixed()))
    hfh.start(store, event)
    hfh.next_hand(store, event)
    tab = _tab(qtbot, window, event)
    panel = tab.hand_for_hand
    panel.choose_table(1)
    qtbot.mouseClick(panel.done_button, Qt.MouseButton.LeftButton)
    dialog = panel.dialog
    a, by = tables[1]
    assert not dialog.pickers[a].isVisible()  # shown once the player is ticked out
    dialog.out[a].setChecked(True)
    assert dialog.pickers[a].isVisible()
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible() and "tick who eliminated" in dialog.error.text()
    name = next(p.name for p in seating.room(store, event).seated if p.entry_id == by)
    picker = dialog.pickers[a]
    picker.search.insert(name[:3])  # typed (keyClicks sends ASCII only; names are not)
    qtbot.keyClick(picker.search, Qt.Key.Key_Return)  # ticks the first match: same table first
    assert picker.chosen() == [by]
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert not dialog.isVisible()
    assert hfh.status(store, event).reported == {1: (dialog.out[a].text().rsplit(" (", 1)[0],)}


def test_the_button_is_off_heads_up_with_the_reason(qtbot, window, store, make_event, russian) -> None:  # type: ignore[no-untyped-def]
    """Issue 35: Hand for hand was clickable with 2 players left; the button says why not, in
    the interface language."""
    event, tables = _near_the_bubble(store, make_event)
    for players in tables.values():
        seating.bust_players(store, event, players[:1])  # one from each table: two left
    tab = _tab(qtbot, window, event)
    panel = tab.hand_for_hand
    qtbot.waitUntil(lambda: panel.info is not None and panel.info.players_left == 2)
    assert not panel.toggle_button.isEnabled()
    assert "3" in panel.toggle_button.toolTip() and "players left" not in panel.toggle_button.toolTip()
    qtbot.mouseClick(panel.toggle_button, Qt.MouseButton.LeftButton)
    assert not hfh.status(store, event).active


def test_a_services_refusal_is_shown_in_the_interface_language(qtbot, window, store, make_event, russian, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 35: "the hand is still playing at tables 1, 2" stayed English in a message box
    under another language; the event's name is kept, the rule's words translated."""
    from PySide6.QtWidgets import QMessageBox

    from tdesk.services.events import get_event

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    event, _tables = _near_the_bubble(store, make_event)
    hfh.start(store, event)
    hfh.next_hand(store, event)
    assert window.ctx.run(window, hfh.next_hand, store, event) is None  # refused: shown
    name = get_event(store, event).name
    assert shown == [f"{name}: раздача ещё идёт за столами 1, 2."]


def test_a_pending_move_waits_for_its_table_to_finish_the_hand(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 35: the pending moves proposed moving a player from a table still playing the
    hand; the move says it waits, Apply is off with the reason, and comes on at the report."""
    event = make_event("poker", players=6, seats_per_table=3, final_table_size=2)
    money.set_terms(store, event, {"buy_in": 100})
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    seating.draw_seats(store, event, seed=5)
    for table in seating.room(store, event).tables:
        seating.set_button(store, event, table.number, table.players[0].seat)
    seating.bust_players(store, event, [p.entry_id for p in seating.room(store, event).table(1)
                                        .players[:2]])
    hfh.start(store, event)
    hfh.next_hand(store, event)
    hfh.hand_done(store, event, 1, {})
    tab = _tab(qtbot, window, event)
    qtbot.waitUntil(lambda: tab.moves.count() == 1 and tab.hand_for_hand.info is not None
                    and tab.hand_for_hand.info.playing == (2,))
    assert "Waits: table 2 is still playing the hand" in tab.moves.item(0).text()
    assert not tab.apply_button.isEnabled() and "table 2" in tab.apply_button.toolTip()
    assert not tab.apply_all_button.isEnabled()
    hfh.hand_done(store, event, 2, {})
    window.ctx.poll()
    qtbot.waitUntil(tab.apply_button.isEnabled)
    assert "Waits" not in tab.moves.item(0).text()
    qtbot.mouseClick(tab.apply_button, Qt.MouseButton.LeftButton)
    assert seating.pending_moves(store, event) == ()


def test_a_hand_done_takes_uneven_shares_and_the_envelope_drawn(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 35: the hand-for-hand bust path took neither uneven bounty shares (BNT-2) nor the
    value of the real mystery envelope drawn (BNT-5), which the ordinary bust dialog takes."""
    from tdesk.rules.money import bounties as rb
    from tdesk.services.money import bounties

    event, tables = _near_the_bubble(store, make_event)
    money.set_terms(store, event, {"buy_in": 100, "bounty": 50})
    bounties.set_format(store, event, rb.format_to_data(
        rb.mystery([(300, 1), (100, 3)], seed="hfh", players_left=8)))
    hfh.start(store, event)
    hfh.next_hand(store, event)
    tab = _tab(qtbot, window, event)
    panel = tab.hand_for_hand
    panel.choose_table(1)
    qtbot.mouseClick(panel.done_button, Qt.MouseButton.LeftButton)
    dialog = panel.dialog
    a, by = tables[1]
    other = tables[2][0]
    dialog.out[a].setChecked(True)
    picker = dialog.pickers[a]
    for item in picker.items():  # a split pot: the player at the table first, then another
        if item.data(Qt.ItemDataRole.UserRole) == by:
            item.setCheckState(Qt.CheckState.Checked)
    for item in picker.items():
        if item.data(Qt.ItemDataRole.UserRole) == other:
            item.setCheckState(Qt.CheckState.Checked)
    assert picker.shares_line.isVisible()
    picker.shares_line.setText("oops")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible() and "Shares of" in dialog.error.text()
    picker.shares_line.setText("2/3 1/3")
    box = dialog.envelope_boxes[a]
    assert box.isVisible()
    box.setCurrentIndex(box.findData(300))
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert not dialog.isVisible()
    panel.choose_table(2)  # the other table reports: the hand is complete
    qtbot.mouseClick(panel.done_button, Qt.MouseButton.LeftButton)
    panel.dialog.buttons.button(panel.dialog.buttons.StandardButton.Ok).click()
    won = {p.entry_id: p.collected for p in bounties.bounty_ledger(store, event).players}
    assert (won[by], won[other]) == (200, 100)  # the 300 envelope, 2 : 1
    assert "Mystery envelope for" in tab.envelope_note.text()  # shown at the desk
    assert "300" in tab.envelope_note.text()
