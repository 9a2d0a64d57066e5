"""Issue 35, BNT-5 in the window: the bust dialog takes the real envelope drawn, the desk and
the wall show the envelope the bust paid; the Bounties page says what the house adds."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdesk.services.money import bounties, money
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players, draw_seats, room
from tests.ui.test_bounties_ui import _click_seat, _seating, _surname

MYSTERY = {"kind": "mystery", "envelopes": [[1000, 1], [100, 5]], "players_left": 12,
           "seed": "s-35"}


def _mystery(store, make_event):  # type: ignore[no-untyped-def]
    event = make_event("poker", 12, starting_stack=20000, seats_per_table=6,
                       final_table_size=6)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    money.take_entries(store, event, [r.entry_id for r in list_entries(store, event)])
    bounties.set_format(store, event, MYSTERY)
    draw_seats(store, event, seed=7)
    return event


def test_the_envelope_drawn_is_typed_and_shown_on_the_desk_and_the_wall(  # type: ignore[no-untyped-def]
        qtbot, window, store, make_event, type_text):
    from tdesk.ui.wall.projector_heads import heads_for, heads_text

    event = _mystery(store, make_event)
    tab = _seating(qtbot, window, event)
    busted, winner = room(store, event).table(1).players[:2]
    _click_seat(qtbot, tab, 1, busted.seat)
    qtbot.keyClick(tab, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    dialog = tab.dialog
    picker = dialog.pickers[busted.entry_id]
    type_text(picker.search, _surname(winner.name))
    qtbot.keyClick(picker.search, Qt.Key.Key_Return)
    box = dialog.envelope_boxes[busted.entry_id]
    assert [box.itemText(i) for i in range(box.count())] == ["drawn by tdesk", "1,000", "100"]
    box.setCurrentIndex(box.findData(1000))
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert bounties.bounty_ledger(store, event).by_entry()[winner.entry_id].collected == 1000
    assert tab.envelope_note.text() == (f"Mystery envelope for {busted.name}: 1,000 to "
                                        f"{winner.name}")
    assert heads_text(heads_for(store, event)).startswith(
        f"MYSTERY ENVELOPE  {busted.name}: 1,000")
    money_tab = window.show_tab("money")
    money_tab.pages.setCurrentWidget(money_tab.bounties)
    qtbot.waitUntil(lambda: "the house adds" in money_tab.bounties.headline.text())
    assert ("The entries funded 1,200; the envelopes and fixed parts pay 1,500: the house "
            "adds 300.") in money_tab.bounties.headline.text()


def test_a_seeded_draw_is_shown_too(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    event = _mystery(store, make_event)
    players = room(store, event).table(1).players
    bust_players(store, event, [players[0].entry_id],
                 eliminators={players[0].entry_id: [players[1].entry_id]})
    [drawn] = bounties.drawn_envelopes(store, event)
    assert drawn.value in (100, 1000) and drawn.busted == players[0].name
