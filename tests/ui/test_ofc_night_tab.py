"""The OFC calculator through a night (issue 41): a table left with one player after a triple
bust waits for its moves and deals again once they are made; the table list shows the button
the draw gave; the royalty table's name follows the interface language.

The triple bust is the one of tests/services/ofc/test_ofc_tables.py: first position A scoops
B, C and D, who each began with 500 at 100 a point, and is left alone at table 1.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tdesk.errors import ConflictError
from tdesk.services.ofc import ofc
from tdesk.services.ofc.corrections import correct_hand
from tdesk.services.seating import seating

A = "Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"
B = "Ah Kh 3c / 8s 8d 7c 7h 2d / 6c 6d 6h 5s 5d"
C = "Jh Jd Jc / Th Td 8h 8c 2h / Kc Kd 3h 3s Ac"
D = "Ad 9h 2s / 4c 4s Tc 6s 3d / 7d 7s 5h 5c Qc"


def _pick_table(qtbot, tab, number: int) -> None:  # type: ignore[no-untyped-def]
    """Choose a table in the calculator's list by keyboard, as the floor does (the keys go
    to the list itself, whichever window has the focus)."""
    for _ in range(tab.table_combo.count()):
        if tab.table_combo.currentData() == number:
            return
        key = Qt.Key.Key_Down if tab.table_combo.currentIndex() < tab.table_combo.findData(
            number) else Qt.Key.Key_Up
        qtbot.keyClick(tab.table_combo, key)
    assert tab.table_combo.currentData() == number


def _seated_night(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    event_id = make_event("ofc", players=12)
    seating.draw_seats(store, event_id, seed=5)  # three tables of four, buttons drawn
    table = next(t for t in ofc.ofc_tables(store, event_id) if t.number == 1)
    order, _ = ofc.default_seat_order(table.players, table.button_entry)
    for entry_id, chips in zip(order, (10_000, 500, 500, 500), strict=True):
        ofc.set_stack(store, event_id, entry_id, chips)
    window.reload_events(event_id)
    window.activateWindow()
    return window.show_tab("ofc"), event_id, order, dict(table.players)


def test_one_player_left_at_a_table_waits_then_deals_again_OFC_T1(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    tab, event_id, order, names = _seated_night(qtbot, window, store, make_event)
    _pick_table(qtbot, tab, 1)
    assert [b.entry_id() for b in tab.boards] == list(order)
    for board, text in zip(tab.boards, (A, B, C, D), strict=True):
        board.set_text(text)
    qtbot.mouseClick(tab.apply_button, Qt.MouseButton.LeftButton)
    # The hand is applied and three are out; the next hand cannot be dealt at table 1.
    players = {p.entry_id: p for p in ofc.ofc_players(store, event_id)}
    assert [players[e].status for e in order] == ["active", "busted", "busted", "busted"]
    assert [b.entry_id() for b in tab.boards] == [None] * 4
    text = tab.result_view.toPlainText()
    assert f"Table 1 has one player, {names[order[0]]}: move them." in text
    moves = seating.room(store, event_id).moves
    assert moves and all(f"{m.name}: table {m.from_table} seat {m.from_seat} → table "
                         f"{m.to_table} seat {m.to_seat}" in text for m in moves)
    assert not tab.apply_button.isEnabled()
    # Picking the table again says the same, and nothing breaks.
    _pick_table(qtbot, tab, 2)
    _pick_table(qtbot, tab, 1)
    assert "Table 1 has one player" in tab.result_view.toPlainText()
    # The floor makes the moves: the calculator deals table 1 again, three-handed.
    seating.apply_all(store, event_id)
    window.ctx.poll()
    table = next(t for t in ofc.ofc_tables(store, event_id) if t.number == 1)
    assert len(table.players) == 3
    dealt, _ = ofc.table_order(table)
    assert [b.entry_id() for b in tab.boards] == [*dealt, None]
    for board, text in zip(tab.boards, (A, B, C), strict=False):
        board.set_text(text)
    assert tab.result is not None and tab.apply_button.isEnabled()
    assert "Table 1 has one player" not in tab.result_view.toPlainText()


def test_the_royalty_table_is_named_in_swedish(qtbot, qapp, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The table's title is a value of the rules ("Standard (event table)"): it used to be
    shown as kept, in English under any language."""
    from tdesk import i18n

    monkeypatch.setenv("TDESK_LANG", "sv")
    i18n.install(qapp)
    try:
        event_id = make_event("ofc", players=4)
        window.reload_events(event_id)
        tab = window.show_tab("ofc")
        assert tab.royalties_label.text() == "Royalties: Standard (turneringens tabell)"
    finally:
        monkeypatch.delenv("TDESK_LANG")
        i18n.install(qapp)


def test_correct_an_earlier_hand_with_its_preview_and_undo(qtbot, window, store, make_event, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Hand 1 was typed with the first two boards swapped and hand 2 was played after it
    (the night of tests/services/ofc/test_corrections.py): Correct… opens hand 1's cards, the
    preview shows who gains and loses, Apply posts it, Ctrl+Z takes it back."""
    import os
    from pathlib import Path

    from tdesk.services.ofc.ofc import HandDraft, SeatInput

    event_id = make_event("ofc", players=5)
    players = ofc.ofc_players(store, event_id)
    ids, names = [p.entry_id for p in players][:4], [p.name for p in players][:4]
    for entry_id, chips in zip(ids, (5_000, 20_000, 20_000, 20_000), strict=True):
        ofc.set_stack(store, event_id, entry_id, chips)
    for boards in ((B, A, C, D), (A, B, C, D)):
        ofc.apply_hand(store, event_id, HandDraft(tuple(
            SeatInput(e, b) for e, b in zip(ids, boards, strict=True))))
    before = [p.chips for p in ofc.ofc_players(store, event_id)][:4]
    window.reload_events(event_id)
    window.activateWindow()
    window.resize(1500, 950)
    tab = window.show_tab("ofc")
    tab.history.setCurrentIndex(1)  # newest first: hand #1 is the second line
    assert tab.history.currentText().startswith("#1 ")
    tab.history.setFocus()
    qtbot.waitUntil(tab.history.hasFocus, timeout=2000)
    qtbot.keyClick(tab.history, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert tab.correcting is not None and [b.text() for b in tab.boards] == [B, A, C, D]
    assert "Correcting hand #1" in tab.banner.text()
    assert "No card changed yet" in tab.result_view.toPlainText()
    assert not tab.apply_button.isEnabled() and tab.apply_button.text().startswith("Apply correction")
    # issue 38: gated by the preview's check, the one correct_hand runs (no card changed)
    assert tab.correction is not None
    with pytest.raises(ConflictError) as refused:
        correct_hand(store, tab.ctx.event_id, tab.correcting, tab._cards())
    assert tab.apply_button.toolTip() == str(refused.value)
    assert "no card changed" in str(refused.value)
    # The dealer puts the two boards right; between the two, a card is on two boards.
    tab.boards[0].set_text(A)
    assert not tab.apply_button.isEnabled()
    tab.boards[1].set_text(B)
    tab.boards[2].clock.setChecked(True)  # a mark is not the calculator's to correct here
    assert "Only the cards are corrected here" in tab.result_view.toPlainText()
    assert not tab.apply_button.isEnabled()
    tab.boards[2].clock.setChecked(False)
    text = tab.result_view.toPlainText()
    assert tab.apply_button.isEnabled() and tab.correcting is not None
    for name, change in zip(names, ("+17,600", "−19,600", "−1,200", "+3,200"), strict=True):
        assert name in text and change in text
    assert "Later hands settled again with the corrected stacks (OFC-S3): #2" in text
    # TDESK_SCREENSHOTS=docs/screenshots writes the picture of the preview the docs show
    shot = Path(os.environ.get("TDESK_SCREENSHOTS") or tmp_path) / "ofc-correction.png"
    assert tab.grab().save(str(shot))
    # Applied: one action, no new hand, the calculator back to a new hand.
    qtbot.mouseClick(tab.apply_button, Qt.MouseButton.LeftButton)
    after = [p.chips for p in ofc.ofc_players(store, event_id)][:4]
    assert after == [b + d for b, d in zip(before, (17_600, -19_600, -1_200, 3_200), strict=True)]
    assert tab.history.count() == 2 and tab.correcting is None
    assert tab.history.itemText(1).startswith("#1 · corrected — ")
    assert tab.apply_button.text().startswith("Apply to event")
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [p.chips for p in ofc.ofc_players(store, event_id)][:4] == before


def test_the_draw_gives_the_first_button_shown_and_moved_before_the_first_hand_OFC_S2(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("ofc", players=8)
    window.reload_events(event_id)
    window.resize(1400, 900)
    seating_tab = window.show_tab("seating")
    qtbot.mouseClick(seating_tab.draw_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: seating_tab.info is not None and bool(seating_tab.info.seated),
                    timeout=30000)
    info = seating.room(store, event_id)
    t1 = info.table(1)
    assert t1 is not None and t1.button is not None  # drawn with the seats
    drawn = t1.at(t1.button)
    assert drawn is not None
    # The calculator names the button and deals the first hand from it.
    tab = window.show_tab("ofc")
    at = tab.table_combo.findData(1)
    assert tab.table_combo.itemText(at) == f"Table 1 (4 players), button {drawn.name}"
    _pick_table(qtbot, tab, 1)
    seats = [p.seat for p in t1.players]
    after = seats[seats.index(t1.button) + 1:] + seats[:seats.index(t1.button) + 1]
    assert [b.entry_id() for b in tab.boards] == [t1.at(s).entry_id for s in after]  # type: ignore[union-attr]
    # Before the first hand the floor moves it in the Seating tab (Set button, click the
    # seat); the calculator follows, and Ctrl+Z puts the drawn button back.
    other = next(p for p in t1.players if p.seat != t1.button)
    seating_tab = window.show_tab("seating")
    qtbot.mouseClick(seating_tab.button_mode, Qt.MouseButton.LeftButton)
    point = seating_tab.room_view.seat_center(1, other.seat).toPoint()
    qtbot.mouseClick(seating_tab.room_view, Qt.MouseButton.LeftButton, pos=point)
    assert seating.room(store, event_id).table(1).button == other.seat  # type: ignore[union-attr]
    tab = window.show_tab("ofc")
    assert tab.table_combo.itemText(tab.table_combo.findData(1)).endswith(f"button {other.name}")
    window.activateWindow()  # Ctrl+Z only reaches the active window: a parallel run once
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # pressed it too soon
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert seating.room(store, event_id).table(1).button == t1.button  # type: ignore[union-attr]
    assert tab.table_combo.itemText(tab.table_combo.findData(1)).endswith(f"button {drawn.name}")
