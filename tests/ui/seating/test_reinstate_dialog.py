"""Reinstate… driven like a person (issue 35): from the Seating tab's key and an empty seat's
menu, and from the Players list's row menu; the dialog shows what moves, keeps bad chips
typed with a red reason, asks before a paid place moves, and undo brings the bust back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tdesk.services.money import money
from tdesk.services.players import list_entries
from tdesk.services.seating import seating
from tdesk.ui.widgets import messages


def _busted_room(store, make_event, players=12, busts=4):  # type: ignore[no-untyped-def]
    event = make_event("poker", players=players, starting_stack=10000, seats_per_table=6)
    seating.draw_seats(store, event, seed=5)
    ids = [r.entry_id for r in list_entries(store, event)]
    seating.bust_players(store, event, [ids[0]], stacks={ids[0]: 6400})  # the wrong bust
    for entry in ids[1:busts]:
        seating.bust_players(store, event, [entry])
    return event, ids


def _status(store, event, entry):  # type: ignore[no-untyped-def]
    row = next(r for r in list_entries(store, event) if r.entry_id == entry)
    return row.status, row.place, row.chips


def test_reinstate_from_the_seating_tab_with_the_key(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, ids = _busted_room(store, make_event)
    window.reload_events(event)
    tab = window.show_tab("seating")
    qtbot.waitUntil(lambda: tab.info is not None and bool(tab.info.seated))
    tab.room_view.setFocus()
    qtbot.keyClick(tab, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    dialog = tab.dialog
    assert dialog is not None and dialog.isVisible()
    wrong = _status(store, event, ids[0])
    assert wrong == ("busted", 12, 0)
    dialog.player.setCurrentIndex(dialog.player.findData(ids[0]))
    text = dialog.preview.text()
    assert "place 12 given up, back in play" in text and "place 9 → 10" in text
    assert "6,400" in dialog.chips.placeholderText()  # their stack before the bust
    assert dialog.table.currentData() is not None and dialog.seat.currentData() is not None
    table, seat = int(dialog.table.currentData()), int(dialog.seat.currentData())
    qtbot.keyClicks(dialog.chips, "12 abc")
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert "12 abc" in dialog.error.text() and dialog.isVisible()  # kept open, reason shown
    assert _status(store, event, ids[0]) == wrong
    dialog.chips.clear()
    qtbot.keyClicks(dialog.chips, "7,250")
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert _status(store, event, ids[0]) == ("active", None, 7250)
    assert seating.room(store, event).table(table).at(seat).entry_id == ids[0]
    assert tab.selected == {(table, seat)}
    assert _status(store, event, ids[3])[1] == 10  # 9th moved down
    window.ctx.store.undo()
    assert _status(store, event, ids[0]) == wrong


def test_reinstate_at_an_empty_seat_from_its_menu(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event, ids = _busted_room(store, make_event, busts=2)
    window.reload_events(event)
    window.resize(1400, 900)
    tab = window.show_tab("seating")
    qtbot.waitUntil(lambda: tab.info is not None and bool(tab.info.seated))
    t = seating.room(store, event).tables[-1]
    free = next(s for s in range(1, t.seats + 1) if t.at(s) is None and s not in t.blocked)
    point = tab.room_view.seat_center(t.number, free).toPoint()
    qtbot.mouseClick(tab.room_view, Qt.MouseButton.RightButton, pos=point)
    [action] = [a for a in tab.menu.actions() if "Reinstate" in a.text()]
    action.trigger()
    tab.menu.close()
    dialog = tab.dialog
    dialog.player.setCurrentIndex(dialog.player.findData(ids[0]))
    assert (dialog.table.currentData(), dialog.seat.currentData()) == (t.number, free)
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert seating.room(store, event).table(t.number).at(free).entry_id == ids[0]
    assert _status(store, event, ids[0]) == ("active", None, 6400)


def test_reinstate_from_the_players_list_asks_before_a_paid_place_moves(
        qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=6, starting_stack=10000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    money.set_payout(store, event, money.parse_percents("50 30 20"))
    ids = [r.entry_id for r in list_entries(store, event)]
    money.take_entries(store, event, ids)
    seating.draw_seats(store, event, seed=2)
    for entry in ids[:4]:  # the 4th out is 3rd: paid
        seating.bust_players(store, event, [entry])
    asked: list[str] = []
    monkeypatch.setattr(messages, "confirm", lambda parent, text, title="", **kw:
                        asked.append(text) or len(asked) > 1)  # no, then yes
    window.reload_events(event)
    tab = window.show_tab("players")
    tab.select_entry(ids[0])
    tab.table.setFocus()
    rect = tab.table.visualRect(tab.table.currentIndex())
    tab.table.customContextMenuRequested.emit(rect.center())
    [action] = [a for a in tab.menu.actions() if "Reinstate" in a.text()]
    tab.menu.close()
    qtbot.keyClick(tab.table, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    dialog = tab.dialog
    assert dialog.entry_id() == ids[0] and "confirm" in dialog.preview.text()
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert "paid places" in asked[0] and "paid places" in dialog.error.text()
    assert _status(store, event, ids[3])[1] == 3  # the floor said no: nothing moved
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert _status(store, event, ids[0])[0] == "active"
    assert _status(store, event, ids[3])[1] == 4
    assert QApplication.activeModalWidget() is None
    assert action.text()


def test_the_undo_refusal_and_the_seat_refusal_read_in_russian(store, make_event, russian) -> None:  # type: ignore[no-untyped-def]
    from sqlmodel import select

    from tdesk.engine_text import message
    from tdesk.errors import TdeskError
    from tdesk.models.tables import AuditLog
    from tdesk.services.seating import reinstate

    event, ids = _busted_room(store, make_event)
    with store.read() as session:
        first = session.exec(select(AuditLog.id).where(AuditLog.action == "bust")
                             .order_by(AuditLog.id)).first()  # type: ignore[arg-type]
    try:
        store.undo(first)
    except TdeskError as exc:
        said = message(str(exc))
    assert "Нельзя отменить" in said and "Вернуть в игру…" in said and "(3)" in said
    someone = seating.room(store, event).tables[0].players[0]
    try:
        reinstate.reinstate(store, event, ids[0], someone.table, someone.seat)
    except TdeskError as exc:
        said = message(str(exc))
    assert f"занято игроком {someone.name}" in said


def test_reinstate_opens_the_next_table_when_every_table_is_full(qtbot, window, store,
                                                                  make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.seating.walk_in import walk_in
    from tdesk.ui.seating.reinstate_dialog import ReinstateDialog

    event = make_event("poker", players=8, starting_stack=10000, seats_per_table=4)
    seating.draw_seats(store, event, seed=5)
    ids = [r.entry_id for r in list_entries(store, event)]
    seating.bust_players(store, event, [ids[0]])
    walk_in(store, event, name="Walk In", seed=3)  # the busted player's seat is taken
    dialog = ReinstateDialog(window.ctx, event, entry_id=ids[0])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table.currentData() == 3 and "new table" in dialog.table.currentText()
    assert dialog.seat.currentData() is not None and dialog.ok.isEnabled()
    seat = int(dialog.seat.currentData())
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.error.text()
    assert seating.room(store, event).table(3).at(seat).entry_id == ids[0]
    window.ctx.store.undo()  # one action: the table closes again with the reinstatement
    assert [t.number for t in seating.room(store, event).tables] == [1, 2]
    assert _status(store, event, ids[0])[0] == "busted"


def test_the_next_table_refusal_reads_in_russian(russian) -> None:  # type: ignore[no-untyped-def]
    from tdesk.engine_text import message

    said = message("Table 5: every table is full: the next table to open is 7")
    assert said == "Стол 5: все столы заняты: следующий стол для открытия — 7"


def test_ok_is_gated_by_the_actions_refusal(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 38: OK follows the preview the action's own code works out; disabled, its
    tooltip is the sentence the action refuses with when forced."""
    import pytest

    from tdesk.errors import ConflictError
    from tdesk.services.money import receipts
    from tdesk.services.seating import reinstate
    from tdesk.ui.seating.reinstate_dialog import ReinstateDialog

    event = make_event("poker", players=6, starting_stack=10000, seats_per_table=6)
    seating.draw_seats(store, event, seed=5)
    ids = [r.entry_id for r in list_entries(store, event)]
    money.set_terms(store, event, {"buy_in": 100, "fee": 10})
    money.set_payout(store, event, money.parse_percents("50 30 20"))
    money.take_entries(store, event, ids)
    for entry in ids[:4]:  # 6th, 5th, 4th, then 3rd: paid 120, handed over
        seating.bust_players(store, event, [entry])
    receipts.hand_over_prize(store, event, ids[3])
    dialog = ReinstateDialog(window.ctx, event, entry_id=ids[0])
    qtbot.addWidget(dialog)
    dialog.show()
    tip = dialog.ok.toolTip()
    assert not dialog.ok.isEnabled() and "handed over" in tip
    with pytest.raises(ConflictError) as refused:
        reinstate.reinstate(store, event, ids[0], int(dialog.table.currentData()),
                            int(dialog.seat.currentData()), override=True)
    assert str(refused.value) == tip
