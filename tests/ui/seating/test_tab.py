"""The Seating tab driven like a person: draw, click seats, bust, set buttons, apply moves."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tdesk.services.players import PlayerFields, add_player
from tdesk.services.seating.seating import room
from tdesk.ui.widgets import messages


def _tab(window, event_id):  # type: ignore[no-untyped-def]
    window.reload_events(event_id)
    window.resize(1400, 900)
    return window.show_tab("seating")


def _drawn(qtbot, tab) -> None:  # type: ignore[no-untyped-def]
    """The draw runs in the background: wait until the tab shows the seats."""
    qtbot.waitUntil(lambda: tab.info is not None and bool(tab.info.seated), timeout=30000)


def _click_seat(qtbot, tab, table, seat, modifier=Qt.KeyboardModifier.NoModifier):  # type: ignore[no-untyped-def]
    point = tab.room_view.seat_center(table, seat).toPoint()
    qtbot.mouseClick(tab.room_view, Qt.MouseButton.LeftButton, modifier, point)


def test_draw_bust_button_and_apply_moves(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12, seats_per_table=6, final_table_size=6)
    tab = _tab(window, event_id)
    assert "No seating" not in tab.status.text()
    qtbot.mouseClick(tab.draw_button, Qt.MouseButton.LeftButton)
    _drawn(qtbot, tab)
    info = room(store, event_id)
    assert [t.count for t in info.tables] == [6, 6]
    assert not tab.draw_button.isEnabled()
    assert "Players left: 12" in tab.status.text()

    # set both buttons: toggle the button mode, click the seat
    for t in info.tables:
        qtbot.mouseClick(tab.button_mode, Qt.MouseButton.LeftButton)
        _click_seat(qtbot, tab, t.number, t.players[0].seat)
    info = room(store, event_id)
    assert [t.button for t in info.tables] == [t.players[0].seat for t in info.tables]

    # bust three players at table 1 (one, then two in the same hand with their stacks)
    first, second, third = info.table(1).players[:3]
    _click_seat(qtbot, tab, 1, first.seat)
    assert first.name in tab.selection.text()
    qtbot.mouseClick(tab.bust_button, Qt.MouseButton.LeftButton)
    _click_seat(qtbot, tab, 1, second.seat)
    _click_seat(qtbot, tab, 1, third.seat, Qt.KeyboardModifier.ControlModifier)
    qtbot.mouseClick(tab.bust_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    dialog.stacks[second.entry_id].setValue(9000)
    dialog.stacks[third.entry_id].setValue(4000)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    info = room(store, event_id)
    assert info.players_left == 9
    assert "halts" in tab.alerts.text()  # 3 vs 6: TDA-B5
    assert tab.moves.count() == 1 and "TDA-B2" in tab.moves.item(0).text()
    assert tab.room_view.info.table(1).halted

    qtbot.mouseClick(tab.apply_button, Qt.MouseButton.LeftButton)
    info = room(store, event_id)
    assert [t.count for t in info.tables] == [4, 5] and info.moves == ()
    assert tab.moves.count() == 0 and "halts" not in tab.alerts.text()
    # Ctrl+Z in the window undoes the move
    window.undo()
    assert [t.count for t in room(store, event_id).tables] == [3, 6]
    assert tab.moves.count() == 1


def test_search_as_you_type_highlights_the_seat(qtbot, window, store, make_event, type_text) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12)
    tab = _tab(window, event_id)
    tab.draw()
    _drawn(qtbot, tab)
    target = next(p for p in room(store, event_id).seated if p.name == "Мария Иванова")
    type_text(tab.search, "мари")
    assert f"table {target.table}, seat {target.seat}" in tab.found.text()
    assert tab.room_view.highlight == {target.entry_id}
    qtbot.keyClick(tab.search, Qt.Key.Key_Return)
    assert tab.selected == {(target.table, target.seat)}
    tab.search.clear()
    type_text(tab.search, "nobody")
    assert "Nobody" in tab.found.text() and tab.room_view.highlight == set()


def test_late_entry_and_list_view(qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=8)
    tab = _tab(window, event_id)
    tab.draw()
    _drawn(qtbot, tab)
    add_player(store, event_id, PlayerFields(name="Поздний Игрок"))
    tab.ctx.poll()
    assert "1 registered player without a seat" in tab.alerts.text()
    qtbot.mouseClick(tab.late_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    assert dialog.player.currentText() == "Поздний Игрок"
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert "Поздний Игрок" in [p.name for p in room(store, event_id).seated]
    assert tab.alerts.text() == ""
    # nothing left to seat: the tab says so instead of opening an empty dialog
    said = []
    monkeypatch.setattr(messages, "info", lambda parent, text, title="": said.append(text))
    tab.late_entry()
    assert said and "Players tab" in said[0]
    # the list view shows every seat; clicking a row selects that seat
    qtbot.mouseClick(tab.list_button, Qt.MouseButton.LeftButton)
    assert tab.stack.currentWidget() is tab.room_list
    assert tab.room_list.rowCount() == 9  # one table of 9 seats
    tab.room_list.cellClicked.emit(0, 2)
    assert tab.selected == {tab.room_list.rows[0]}


def test_block_seat_and_fixed_player_from_the_tab(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("ofc", players=3)
    tab = _tab(window, event_id)
    tab.draw()
    _drawn(qtbot, tab)
    t = room(store, event_id).tables[0]
    empty = next(s for s in range(1, t.seats + 1) if t.at(s) is None)
    _click_seat(qtbot, tab, t.number, empty)
    assert "empty" in tab.selection.text()
    qtbot.mouseClick(tab.block_button, Qt.MouseButton.LeftButton)
    assert room(store, event_id).tables[0].blocked == (empty,)
    _click_seat(qtbot, tab, t.number, t.players[0].seat)
    qtbot.mouseClick(tab.fixed_button, Qt.MouseButton.LeftButton)
    assert room(store, event_id).tables[0].players[0].fixed


def test_snapshot_seating_view(qtbot, store, make_event, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.events import get_event
    from tdesk.services.seating.seating import draw_seats
    from tdesk.ui.snapshot import render

    event_id = make_event("poker", players=12)
    draw_seats(store, event_id, seed=1)
    out = render(store, "seating", event_id, tmp_path / "seating.png", (1000, 700))
    assert out.stat().st_size > 10_000
    assert get_event(store, event_id).name


def test_context_menu_moves_selected_player_TDA_S2(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=4)
    tab = _tab(window, event_id)
    tab.draw()
    _drawn(qtbot, tab)
    t = room(store, event_id).tables[0]
    p = t.players[0]
    free = next(s for s in range(1, t.seats + 1) if t.at(s) is None)
    _click_seat(qtbot, tab, 1, p.seat)
    point = tab.room_view.seat_center(1, free).toPoint()
    qtbot.mouseClick(tab.room_view, Qt.MouseButton.RightButton, pos=point)
    actions = [a for a in tab.menu.actions() if "TDA-S2" in a.text()]
    assert actions and p.name in actions[0].text()
    actions[0].trigger()
    tab.menu.close()
    assert room(store, event_id).tables[0].at(free).entry_id == p.entry_id


def _label_rects(view, table_index):  # type: ignore[no-untyped-def]
    """The rectangles the name labels of one table take, as the view lays them out."""
    from tdesk.ui.widgets.room_view import SEAT_R, label_layout, label_rect

    t = view.info.tables[table_index]
    cell = view.table_rect(table_index)
    oval = view._oval(cell)
    points = {s: view._seat_point(oval, s, t.seats) for s in range(1, t.seats + 1)}
    room_beside = oval.left() - cell.left() - 26 - SEAT_R - 6
    layout = label_layout(points, oval, cell, room_beside)
    return cell, [label_rect(points[s], label, label.width) for s, label in layout.items()]


def _seat_circles(view, table_index):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF

    from tdesk.ui.widgets.room_view import SEAT_R

    t = view.info.tables[table_index]
    oval = view._oval(view.table_rect(table_index))
    return {s: QRectF(view._seat_point(oval, s, t.seats).x() - SEAT_R,
                      view._seat_point(oval, s, t.seats).y() - SEAT_R, 2 * SEAT_R, 2 * SEAT_R)
            for s in range(1, t.seats + 1)}


def test_name_labels_never_overlap_and_stay_in_their_table(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """At their widest, no two labels of a table overlap, and none leaves the table's cell:
    in a full room of 9-seat tables and at a 10-seat final table."""
    from tdesk.services.seating.seating import draw_seats

    for players, seats, final in ((40, 9, 10), (10, 10, 10)):
        event_id = make_event("poker", players=players, seats_per_table=seats, final_table_size=final)
        draw_seats(store, event_id)
        tab = _tab(window, event_id)
        view = tab.room_view
        for index in range(len(view.info.tables)):
            cell, rects = _label_rects(view, index)
            circles = _seat_circles(view, index)
            for i, a in enumerate(rects):
                assert cell.contains(a), (players, index, a)
                for b in rects[i + 1:]:
                    assert not a.intersects(b), (players, index, a, b)
                covered = [s for s, c in circles.items() if a.intersects(c)]
                assert len(covered) <= 1, (players, index, a, covered)  # at most its own seat


def test_seat_tooltip_gives_full_name(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.seating.seating import draw_seats

    event_id = make_event("poker", players=12, seats_per_table=6, final_table_size=6)
    draw_seats(store, event_id)
    tab = _tab(window, event_id)
    t = tab.room_view.info.tables[0]
    player = t.players[0]
    text = tab.room_view.seat_tooltip(t.number, player.seat)
    assert text == f"{player.name}\nTable {t.number}, seat {player.seat}"


def test_final_table_swap_lists_one_move_per_player_and_applies_together_TDA_F1_B(
        qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    # issue 21: 6 fit the final table of 6; with draw seed 3 two players at table 1 swap seats
    from tdesk.services.seating.seating import bust_players, draw_seats

    event_id = make_event("poker", players=8, seats_per_table=4, final_table_size=6)
    draw_seats(store, event_id, seed=3)
    out = room(store, event_id).table(2).players[:2]
    bust_players(store, event_id, [p.entry_id for p in out], {out[0].entry_id: 100,
                                                             out[1].entry_id: 200})
    before = room(store, event_id)
    tab = _tab(window, event_id)
    rows = [tab.moves.item(i).text() for i in range(tab.moves.count())]
    assert len(rows) == 6
    for p in before.seated:  # one row per player, none waits in a spare seat
        assert sum(row.split("\n")[0].split(". ", 1)[1].startswith(f"{p.name}:")
                   for row in rows) == 1, rows
    assert not any("wait at seat" in row for row in rows)
    a, b = [m for m in before.moves if m.swap is not None]
    assert f"Seats swap with {b.name}: they move together" in rows[a.index]
    assert f"Seats swap with {a.name}: they move together" in rows[b.index]

    # click the swap's second row and apply it: both players change seats, one action
    item = tab.moves.item(b.index)
    qtbot.mouseClick(tab.moves.viewport(), Qt.MouseButton.LeftButton,
                     pos=tab.moves.visualItemRect(item).center())
    assert tab.moves.currentRow() == b.index
    qtbot.mouseClick(tab.apply_button, Qt.MouseButton.LeftButton)
    after = room(store, event_id)
    assert after.table(1).at(a.to_seat).entry_id == a.entry_id
    assert after.table(1).at(b.to_seat).entry_id == b.entry_id
    assert tab.moves.count() == 4 and not any(
        a.name in tab.moves.item(i).text() or b.name in tab.moves.item(i).text()
        for i in range(tab.moves.count()))
    window.undo()  # Ctrl+Z: both back where they sat
    assert {p.entry_id: p.seat for p in room(store, event_id).seated} == \
        {p.entry_id: p.seat for p in before.seated}
    assert tab.moves.count() == 6


def test_another_events_action_reads_nothing_and_a_hidden_room_reads_when_shown(
        qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: the room reads only when an action changed what it shows, and only on
    screen: a bust in another event leaves the room as it was without a read; a bust here
    while the tab is hidden is read when the tab is shown again."""
    from tdesk.services.seating.seating import bust_players, draw_seats
    from tests.ui.reads import tables_read

    shown, other = make_event("poker", players=12), make_event("poker", players=8)
    draw_seats(store, shown, seed=2)
    draw_seats(store, other, seed=3)
    tab = _tab(window, shown)
    window.ctx.poll()
    before = [(t.number, [p.name for p in t.players]) for t in tab.info.tables]
    bust_players(store, other, [room(store, other).seated[0].entry_id])
    with tables_read(store) as read:
        window.ctx.poll()
    assert "entry" in window.ctx.seen.tables  # the poll saw the bust
    assert read.view_statements == []
    assert [(t.number, [p.name for p in t.players]) for t in tab.info.tables] == before

    window.show_tab("players")
    out = tab.info.seated[0]
    with tables_read(store) as read:
        bust_players(store, shown, [out.entry_id])
        window.ctx.poll()
    assert not tab.isVisible() and out in tab.info.seated  # hidden: not read yet
    window.show_tab("seating")
    qtbot.waitUntil(lambda: out not in tab.info.seated)
    assert tab.info.players_left == 11


def test_draw_and_apply_buttons_say_the_rules_reason_when_disabled(
        qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: the Draw and Apply buttons are enabled by the rules (``verify_draw``,
    ``verify_apply``); a disabled one gives the rule's reason as its tooltip, and its own
    tooltip comes back once the rule allows it."""
    event_id = make_event("poker", players=12, seats_per_table=6, final_table_size=6)
    empty = make_event("poker", players=0)
    tab = _tab(window, empty)
    assert not tab.draw_button.isEnabled()
    assert tab.draw_button.toolTip() == "No active player is registered: nobody to seat."
    window.reload_events(event_id)
    qtbot.waitUntil(lambda: tab.info is not None and tab.info.event_id == event_id)
    assert tab.draw_button.isEnabled() and "TDA-S1" in tab.draw_button.toolTip()
    assert not tab.apply_button.isEnabled() and not tab.apply_all_button.isEnabled()
    assert tab.apply_button.toolTip() == "No moves are pending: the room is balanced."
    qtbot.mouseClick(tab.draw_button, Qt.MouseButton.LeftButton)
    _drawn(qtbot, tab)
    assert not tab.draw_button.isEnabled()
    assert tab.draw_button.toolTip() == (
        "Seats are drawn already: add late entries one by one instead.")
    own = tab.apply_button.property("tdeskOwnToolTip")
    from tdesk.services.seating.seating import bust_players, set_button

    for t in room(store, event_id).tables:
        set_button(store, event_id, t.number, t.players[0].seat)
    bust_players(store, event_id, [p.entry_id for p in room(store, event_id).table(1).players[:3]])
    window.ctx.poll()
    assert tab.info.moves and tab.apply_button.isEnabled() and tab.apply_all_button.isEnabled()
    assert tab.apply_button.toolTip() == own and "Ctrl+M" in own


def test_the_buttons_reasons_are_in_the_engine_catalogue() -> None:
    """The gate shows the rule's reason through engine_text, which translates only the
    messages in its catalogue: the rules' reasons are there (their translations wait in
    resources/translations/pending/seating-players-gates.json)."""
    from tdesk import engine_text
    from tdesk.rules.seating.draw import DRAWN_ALREADY, NOBODY_TO_SEAT
    from tdesk.rules.seating.moves import NOTHING_PENDING

    assert {DRAWN_ALREADY, NOBODY_TO_SEAT, NOTHING_PENDING} <= set(engine_text.SEATING)
