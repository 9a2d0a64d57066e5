"""Issue 35: one hand's busts in the bust dialog, driven at the keyboard: a same-hand chain
(BNT-1) and a split pot won in uneven parts (BNT-2)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdesk.services.money import bounties
from tdesk.services.seating.seating import room
from tests.ui.test_bounties_ui import _click_seat, _pko, _seating, _surname


def _tick(qtbot, picker, who, type_text):  # type: ignore[no-untyped-def]
    type_text(picker.search, _surname(who.name))
    qtbot.keyClick(picker.search, Qt.Key.Key_Return)


def test_a_same_hand_chain_is_typed_in_one_bust(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, type_text):
    event = _pko(store, make_event)
    tab = _seating(qtbot, window, event)
    a, b, c = room(store, event).table(1).players[:3]
    _click_seat(qtbot, tab, 1, a.seat)
    _click_seat(qtbot, tab, 1, b.seat, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(tab, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    dialog = tab.dialog
    dialog.stacks[a.entry_id].setValue(5000)
    dialog.stacks[b.entry_id].setValue(9000)
    # B is busted in this hand too, and is offered as A's eliminator
    names = [i.text().split(" (")[0] for i in dialog.pickers[a.entry_id].items()]
    assert b.name in names and a.name not in names
    _tick(qtbot, dialog.pickers[a.entry_id], b, type_text)
    _tick(qtbot, dialog.pickers[b.entry_id], c, type_text)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    mine = bounties.bounty_ledger(store, event).by_entry()
    assert mine[b.entry_id].collected == 50 and not mine[b.entry_id].active
    assert (mine[c.entry_id].collected, mine[c.entry_id].head) == (75, 175)
    assert room(store, event).players_left == 10


def test_a_split_pot_in_uneven_parts_is_typed_as_amounts(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, type_text):
    event = _pko(store, make_event)
    tab = _seating(qtbot, window, event)
    busted, first, second = room(store, event).table(1).players[:3]
    _click_seat(qtbot, tab, 1, busted.seat)
    qtbot.keyClick(tab, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    dialog = tab.dialog
    picker = dialog.pickers[busted.entry_id]
    _tick(qtbot, picker, first, type_text)
    assert not picker.shares_line.isVisibleTo(dialog)  # one eliminator: nothing to share
    _tick(qtbot, picker, second, type_text)
    assert picker.shares_line.isVisibleTo(dialog)
    type_text(picker.shares_line, "3000 : 1500 : 10")  # three parts for two eliminators
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible() and busted.name in dialog.error.text()
    picker.shares_line.clear()
    type_text(picker.shares_line, "3,000 : 1,500")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    mine = bounties.bounty_ledger(store, event).by_entry()
    # head 100: 50 paid split 2 : 1 is 33 and 17 (the bigger remainder), the same onto heads
    assert (mine[first.entry_id].collected, mine[second.entry_id].collected) == (33, 17)
    assert (mine[first.entry_id].head, mine[second.entry_id].head) == (133, 117)
