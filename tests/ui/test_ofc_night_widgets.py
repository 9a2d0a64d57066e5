"""A short OFC night at the desk through the real widgets (issue 37): the seats drawn with the
Seating tab's button, a hand typed into the calculator's boards at table 1 that eliminates
three (the settlement's stacks and places on screen and in the database), the moves to the
5-handed final table applied with "Apply all", its button set by clicking the seat, the
calculator dealing four with the button out, and a final-table hand with an elimination,
typed and read in Russian.

After each hand: the chips in play are the night's (OFC-S1..S4 move chips, never make or lose
them), each stack is the settlement's shown, the eliminated are out with the places shown,
the places out are the bottom of the field (``night_checks.check_places``), and the room and
the calculator count the players the players list does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tdesk.locale_format import chips
from tdesk.rules.ofc import ROWS
from tdesk.services.ofc import ofc
from tdesk.services.players import list_entries
from tdesk.services.seating import seating
from tests.services.night_checks import check_places
from tests.ui.night_widgets import in_language, translated
from tests.ui.test_ofc_night_tab import A, B, C, D, _pick_table


def _type_boards(qtbot, tab, hands: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    """Each board's three rows typed card by card, as the dealer reads them out."""
    for board, text in zip(tab.boards, hands, strict=False):
        for row, part in zip(ROWS, text.split("/"), strict=True):
            edit = board.edits[row]
            edit.clear()
            qtbot.keyClicks(edit, part.strip())


def _hand(qtbot, tab, store, event, total: int, why: str,  # type: ignore[no-untyped-def]
          place: str = "place %1") -> dict[int, int]:
    """Apply the hand on screen; the settlement shown is what the database holds."""
    result = tab.result
    assert result is not None and tab.apply_button.isEnabled(), tab.result_view.toPlainText()
    shown = tab.result_view.toPlainText().replace("\xa0", " ")  # the view's spaces plain
    stacks = {int(k): v for k, v in result.settlement.stacks.items()}
    out = [int(e) for e in result.settlement.eliminated]
    places = {int(k): v for k, v in result.places.items()}
    for entry, stack in stacks.items():
        assert chips(stack).replace("\xa0", " ") in shown, (why, entry, stack)
    qtbot.mouseClick(tab.apply_button, Qt.MouseButton.LeftButton)
    players = {p.entry_id: p for p in ofc.ofc_players(store, event)}
    assert {e: players[e].chips for e in stacks if e not in out} == {
        e: s for e, s in stacks.items() if e not in out}, why
    assert sum(p.chips for p in players.values() if p.active) == total, f"{why}: chips"
    placed = {r.entry_id: r.place for r in list_entries(store, event)}
    for e in out:
        assert not players[e].active and placed[e] == places[e], (why, e)
        assert f"{players[e].name}: {place.replace('%1', str(places[e]))}" in shown, why
    check_places(store, event, why)
    room = seating.room(store, event)
    assert room.players_left == sum(p.active for p in players.values()), why
    return {e: places[e] for e in out}


def test_a_short_ofc_night_at_the_desk(qtbot, qapp, window, store, make_event,  # type: ignore[no-untyped-def]
                                       monkeypatch) -> None:
    event = make_event("ofc", players=8)
    window.reload_events(event)
    window.resize(1500, 950)
    window.activateWindow()
    # the seats drawn: two tables of four, a button each (OFC-S2)
    seats = window.show_tab("seating")
    qtbot.mouseClick(seats.draw_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: seats.info is not None and len(seats.info.seated) == 8,
                    timeout=30000)
    tables = {t.number: t for t in ofc.ofc_tables(store, event)}
    assert sorted(len(t.players) for t in tables.values()) == [4, 4]
    # table 1's first position begins with 10,000, the three others with 500 (setup)
    order, _ = ofc.default_seat_order(tables[1].players, tables[1].button_entry)
    for entry_id, stack in zip(order, (10_000, 500, 500, 500), strict=True):
        ofc.set_stack(store, event, entry_id, stack)
    total = sum(p.chips for p in ofc.ofc_players(store, event))
    window.ctx.poll()
    tab = window.show_tab("ofc")
    names = dict(tables[1].players)
    button = names[tables[1].button_entry]
    assert tab.table_combo.itemText(tab.table_combo.findData(1)) == \
        f"Table 1 (4 players), button {button}"
    _pick_table(qtbot, tab, 1)
    assert [b.entry_id() for b in tab.boards] == list(order)
    # the hand: first position scoops the three short stacks, all three out at once
    _type_boards(qtbot, tab, (A, B, C, D))
    out = _hand(qtbot, tab, store, event, total, "the triple bust at table 1")
    assert set(out) == set(order[1:]) and sorted(out.values()) == [6, 7, 8]
    assert f"Table 1 has one player, {names[order[0]]}: move them." in \
        tab.result_view.toPlainText()
    assert not tab.apply_button.isEnabled()
    # five left: the final table. The moves applied with "Apply all" on the Seating tab
    seats = window.show_tab("seating")
    room = seating.room(store, event)
    assert room.moves and {m.kind for m in room.moves} == {"final"}
    assert seats.moves.count() == len(room.moves)
    qtbot.mouseClick(seats.apply_all_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not seating.room(store, event).moves)
    room = seating.room(store, event)
    [final] = [t for t in room.tables if t.players]
    assert final.final and len(final.players) == 5
    # the floor draws the final table's button and sets it: Set button, click the seat
    at = final.players[2]
    qtbot.mouseClick(seats.button_mode, Qt.MouseButton.LeftButton)
    point = seats.room_view.seat_center(final.number, at.seat).toPoint()
    qtbot.mouseClick(seats.room_view, Qt.MouseButton.LeftButton, pos=point)
    assert seating.room(store, event).table(final.number).button == at.seat  # type: ignore[union-attr]
    # the calculator deals four, the button dealt out (5-handed, OFC-T1)
    tab = window.show_tab("ofc")
    assert tab.table_combo.itemText(tab.table_combo.findData(final.number)) == \
        f"Table {final.number} (5 players), button {at.name}"
    _pick_table(qtbot, tab, final.number)
    table = next(t for t in ofc.ofc_tables(store, event) if t.number == final.number)
    dealt, sits_out = ofc.table_order(table)
    assert sits_out == at.entry_id and at.entry_id not in dealt and len(dealt) == 4
    assert [b.entry_id() for b in tab.boards] == list(dealt)
    assert tab.button_combo.currentData() == at.entry_id
    # a final-table hand typed and read in Russian: the second position, short, is out
    ofc.set_stack(store, event, dealt[1], 300)  # setup: a short stack
    total = sum(p.chips for p in ofc.ofc_players(store, event) if p.active)
    window.ctx.poll()
    with in_language(qapp, monkeypatch, "ru"):
        _type_boards(qtbot, tab, (A, B, C, D))
        shown = tab.result_view.toPlainText()
        for heading in ("Stacks", "Eliminated", "Settlement in position order"):
            assert translated("OfcTab", heading) in shown, heading
        out = _hand(qtbot, tab, store, event, total, "the final table's bust",
                    translated("OfcTab", "place %1"))
    assert list(out) == [dealt[1]] and out[dealt[1]] == 5
    left = [p for p in ofc.ofc_players(store, event) if p.active]
    assert len(left) == 4
    # the calculator follows: the table of four deals again, no one out on the button now
    table = next(t for t in ofc.ofc_tables(store, event) if t.number == final.number)
    assert [b.entry_id() for b in tab.boards] == [*ofc.table_order(table)[0]]
    assert QApplication.activeModalWidget() is None
