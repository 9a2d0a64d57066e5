"""The OFC calculator driven like a dealer: keyboard entry, the picker, penalties, apply, reopen.

The worked hand (position order A, B, C, D; see tests/rules/test_ofc.py) nets A +144, B -20,
C -68 (fouled), D -56. At level 1 (100 a point) with stacks 5000 / 3000 / 10000 / 4000 the
settlement ends 10000 / 0 (B out) / 7400 / 4600.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tdesk.errors import ConflictError
from tdesk.rules.cards import Card, parse_cards
from tdesk.rules.ofc import ROWS, Row
from tdesk.services.ofc import ofc

A = "Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"
B = "Ah Kh 3c / 8s 8d 7c 7h 2d / 6c 6d 6h 5s 5d"
C = "Jh Jd Jc / Th Td 8h 8c 2h / Kc Kd 3h 3s Ac"
D = "Ad 9h 2s / 4c 4s Tc 6s 3d / 7d 7s 5h 5c Qc"
STACKS = (5000, 3000, 10000, 4000)


def _tab(qtbot, window, store, make_event, players: int = 4, stacks=STACKS, assign=True):  # type: ignore[no-untyped-def]
    event_id = make_event("ofc", players=players)
    entries = ofc.ofc_players(store, event_id)
    for p, chips in zip(entries, stacks, strict=False):
        ofc.set_stack(store, event_id, p.entry_id, chips)
    window.reload_events(event_id)
    window.activateWindow()
    tab = window.show_tab("ofc")
    ids = [p.entry_id for p in entries]
    if assign:
        for board, entry_id in zip(tab.boards, ids, strict=False):
            board.set_entry(entry_id)
    return tab, event_id, ids


def _focus(qtbot, widget) -> None:  # type: ignore[no-untyped-def]
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus, timeout=2000)


def _stacks(store, event_id, ids):  # type: ignore[no-untyped-def]
    chips = {p.entry_id: p.chips for p in ofc.ofc_players(store, event_id)}
    return [chips[i] for i in ids]


def test_full_hand_by_keyboard_then_apply(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    tab, event_id, ids = _tab(qtbot, window, store, make_event, assign=False)
    # Players by keyboard: each board's list is "— no player —" then the names A to Z, so the
    # i-th board takes the i-th name with i+1 presses of Down.
    for i, board in enumerate(tab.boards):
        _focus(qtbot, board.player)
        for _ in range(i + 1):
            qtbot.keyClick(board.player, Qt.Key.Key_Down)
    assert [b.entry_id() for b in tab.boards] == ids
    names = [b.player_name() for b in tab.boards]
    _focus(qtbot, tab.boards[0].player)
    qtbot.keyClick(tab.boards[0].player, Qt.Key.Key_Tab)  # Tab: from the player to the top row
    assert tab.boards[0].edits[Row.TOP].hasFocus()
    # Twelve rows typed where the cursor is, Enter after each: top → middle → bottom → next board.
    for board_text in (A, B, C, D):
        for row_text in board_text.split(" / "):
            focused = QApplication.focusWidget()
            qtbot.keyClicks(focused, row_text)
            qtbot.keyClick(focused, Qt.Key.Key_Return)
    assert [b.text() for b in tab.boards] == [A, B, C, D]
    assert tab.boards[0].infos[Row.BOTTOM].text() == "royal flush · royalty 25"
    assert tab.boards[0].foul.text() == "Legal · royalties 44"
    assert tab.boards[2].foul.text() == "FOUL: middle two pair is weaker than top trips"
    text = tab.result_view.toPlainText()
    assert "All 52 cards are on the boards." in text
    assert f"{names[0]} – {names[1]}" in text and "+44" in text and "+144" in text
    assert f"{names[2]} fouled: pays 6 plus royalties (OFC-P3)" in text
    assert f"{names[1]} → {names[0]}: 3,000 of 4,400 — stopped by {names[1]}'s cap (OFC-S3) · " \
           f"{names[1]} is eliminated (OFC-S4)" in text
    assert f"{names[3]} owes {names[0]} 5,000 — skipped: {names[0]}'s cap is used up" in text
    assert f"{names[1]}: place 4" in text
    assert tab.picker.used() == set(parse_cards(" ".join((A, B, C, D)).replace("/", "")))
    assert tab.apply_button.isEnabled()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert _stacks(store, event_id, ids) == [10000, 0, 7400, 4600]
    assert [h.number for h in ofc.list_hands(store, event_id)] == [1]
    # Next hand is set up: cards cleared, button passed, the bust gone: C, D, A to act.
    assert [b.text() for b in tab.boards] == [" /  / "] * 4
    assert [b.entry_id() for b in tab.boards] == [ids[2], ids[3], ids[0], None]
    assert tab.history.count() == 1


def test_full_hand_by_clicking_the_picker_then_apply(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    tab, event_id, ids = _tab(qtbot, window, store, make_event)
    qtbot.mouseClick(tab.boards[0].edits[Row.TOP], Qt.MouseButton.LeftButton)
    for card in parse_cards(" ".join((A, B, C, D)).replace("/", " ")):
        button = tab.picker.buttons[card]
        assert button.isEnabled()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert not button.isEnabled()  # greyed out once used
    assert [b.text() for b in tab.boards] == [A, B, C, D]
    assert "+144" in tab.result_view.toPlainText()
    qtbot.mouseClick(tab.apply_button, Qt.MouseButton.LeftButton)
    assert _stacks(store, event_id, ids) == [10000, 0, 7400, 4600]
    window.ctx.store.undo()
    window.ctx.poll()
    assert _stacks(store, event_id, ids) == list(STACKS)


def test_instant_validation_and_duplicates_CARD_2(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    tab, _, _ = _tab(qtbot, window, store, make_event)
    top = tab.boards[0].edits[Row.TOP]
    qtbot.keyClicks(top, "Qh Zz")
    info = tab.boards[0].infos[Row.TOP].text()
    assert "card 2 'Zz'" in info and "not a rank" in info
    top.clear()
    qtbot.keyClicks(top, "Qh Qd")
    assert tab.boards[0].infos[Row.TOP].text() == "2 of 3 cards"
    qtbot.keyClicks(tab.boards[1].edits[Row.TOP], "Qh 3d 4d")
    assert tab.boards[1].infos[Row.TOP].text() == "Qh is on another board"
    assert "On two boards: Qh" in tab.result_view.toPlainText()
    tab.boards[1].edits[Row.TOP].setText("Qs Zz")
    assert "bottom 0/5" in tab.result_view.toPlainText()
    assert "top has a bad card" in tab.result_view.toPlainText()
    assert not tab.apply_button.isEnabled()


def test_undo_and_clear_entries(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    tab, _, _ = _tab(qtbot, window, store, make_event)
    qtbot.mouseClick(tab.boards[0].edits[Row.TOP], Qt.MouseButton.LeftButton)
    for text in ("Ah", "Kd"):
        qtbot.mouseClick(tab.picker.buttons[Card.parse(text)], Qt.MouseButton.LeftButton)
    assert tab.boards[0].row_text(Row.TOP) == "Ah Kd"
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace, Qt.KeyboardModifier.AltModifier)
    assert tab.boards[0].row_text(Row.TOP) == "Ah"
    assert tab.picker.buttons[Card.parse("Kd")].isEnabled()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert all(b.row_text(r) == "" for b in tab.boards for r in ROWS)
    tab.undo_entry()
    assert tab.boards[0].row_text(Row.TOP) == "Ah"


def test_penalties_change_the_breakdown_OFC_X1_X2_X3(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    tab, _, ids = _tab(qtbot, window, store, make_event, stacks=(50000,) * 4)
    for board, text in zip(tab.boards[:3], (A, B, C), strict=True):
        board.set_text(text)
    tab.boards[3].missed.setChecked(True)
    tab.boards[0].exposed.setValue(1)
    result = tab.result
    assert result is not None
    # A 43 + 49 + 3 = 95; B -28; C -58; D pays 3 to each of the three: -9.
    assert [result.score.net[str(i)] for i in ids] == [95, -28, -58, -9]
    names = [b.player_name() for b in tab.boards]
    assert f"{names[3]} missed the hand: penalty only (OFC-X2)" in tab.result_view.toPlainText()
    tab.boards[1].clock.setChecked(True)  # B fouls on the clock: B-C both fouled
    assert tab.result is not None and tab.result.score.pair(str(ids[1]), str(ids[2])).total == 0


def test_five_handed_final_table_deals_the_button_out_OFC_T1(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    tab, event_id, ids = _tab(qtbot, window, store, make_event, players=5,
                              stacks=(5000, 3000, 10000, 4000, 6000))
    names = {p.entry_id: p.name for p in ofc.ofc_players(store, event_id)}
    clockwise = [(e, names[e]) for e in ids]
    tab.seat_table(clockwise, ids[4])  # the fifth seat has the button: it sits out
    assert [b.entry_id() for b in tab.boards] == ids[:4]
    assert tab.button_combo.currentData() == ids[4]
    for board, text in zip(tab.boards, (A, B, C, D), strict=True):
        board.set_text(text)
    tab.apply()
    assert _stacks(store, event_id, ids) == [10000, 0, 7400, 4600, 6000]
    # Next hand: B is gone and four are left, so everyone plays (OFC-T1); the button passes to
    # the first seat, so the third seat acts first and the first seat last.
    assert tab.button_combo.currentData() is None
    assert [b.entry_id() for b in tab.boards] == [ids[2], ids[3], ids[4], ids[0]]


def test_reopen_tutorial_hand_shows_the_cap_OFC_S3(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    tab, event_id, ids = _tab(qtbot, window, store, make_event)
    ofc.add_tutorial_hands(store, event_id)
    window.ctx.poll()
    assert tab.history.count() == 2
    tab.history.setCurrentIndex(0)  # newest first: the cap example
    _focus(qtbot, tab.history)
    qtbot.keyClick(tab.history, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    text = tab.result_view.toPlainText()
    first = tab.boards[0].player_name()
    assert f"stopped by {first}'s cap (OFC-S3)" in text
    assert f"{first}\n1,200\n→\n2,400\n(+1,200)" in text
    assert not tab.apply_button.isEnabled()
    assert "tutorial, not applied" in tab.banner.text()
    # Changing a card turns it into a new hand scored against today's stacks.
    tab.boards[0].edits[Row.TOP].setText("Th Td 3c")
    assert tab.viewing is None and tab.banner.text() == ""


def test_level_follows_the_clock_unless_chosen_by_hand_OFC_L1(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.rules.levels import clock as rc
    from tdesk.services import clock

    tab, event_id, _ = _tab(qtbot, window, store, make_event)
    assert tab.level.value() == 1 and tab.level_value.text() == "100 chips a point"
    clock.clock_action(store, event_id, rc.Op(rc.Action.START))
    window.ctx.poll()  # a clock action comes with the change record
    clock.clock_action(store, event_id, rc.Op(rc.Action.NEXT))
    window.ctx.poll()
    assert tab.level.value() == 2 and tab.level_value.text() == "200 chips a point"
    tab.level.setValue(5)  # the floor overrides
    clock.clock_action(store, event_id, rc.Op(rc.Action.NEXT))
    window.ctx.poll()
    tab._follow_clock()
    assert tab.level.value() == 5


def test_level_runs_out_by_time_followed_reading_nothing_OFC_L1(qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: no action marks a level running out; the 5-second tick works it out from the
    clock read with the last change, without reading the store."""
    import datetime as dt

    from tdesk.rules.levels import clock as rc
    from tdesk.services import clock
    from tdesk.services.ofc import ofc as ofc_service
    from tests.ui.reads import tables_read

    tab, event_id, _ = _tab(qtbot, window, store, make_event)
    clock.clock_action(store, event_id, rc.Op(rc.Action.START))
    window.ctx.poll()
    assert tab.level.value() == 1
    later = clock.get_clock(store, event_id).structure.levels[0].minutes + 1
    real = ofc_service.utcnow
    monkeypatch.setattr(ofc_service, "utcnow", lambda: real() + dt.timedelta(minutes=later))
    with tables_read(store) as read:
        tab._follow_clock()  # what the 5-second timer does
    assert read.statements == [] and tab.level.value() == 2


def test_penalty_log_and_calculator_are_one_record_OFC_X1_X2(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                             type_text, monkeypatch) -> None:
    """D's missed hand is issued in the Penalties tab; the calculator shows D's board already
    marked, from the log. A's exposed card is marked in the calculator only. Applying the hand
    settles both (nets A +95, B -28, C -58, D -9 as in the test above, 100 a point), links D's
    penalty to the hand and writes A's; Ctrl+Z takes the stacks and both log changes back."""
    from tdesk.services.penalties import penalties
    from tdesk.ui.widgets import messages

    event_id = make_event("ofc", players=4)
    players = ofc.ofc_players(store, event_id)
    ids = [p.entry_id for p in players]
    names = [p.name for p in players]
    for i in ids:
        ofc.set_stack(store, event_id, i, 50000)
    window.reload_events(event_id)
    window.activateWindow()

    log_tab = window.show_tab("penalties")
    qtbot.mouseClick(log_tab.issue_button, Qt.MouseButton.LeftButton)
    dialog = log_tab.dialog
    type_text(dialog.player, names[3])
    dialog.set_infraction("missed-hand")
    dialog.judge.setText("Kerstin")
    assert "next hand" in dialog.findChild(type(dialog.history), "ofcNote").text()
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.error.text()
    [issued] = penalties.ofc_penalties(store, event_id)
    assert log_tab.model.status(issued) == "pending: the player's next hand"

    tab = window.show_tab("ofc")
    for board, entry_id in zip(tab.boards, ids, strict=True):
        board.set_entry(entry_id)
    d = tab.boards[3]
    assert d.missed.isChecked() and not d.missed.isEnabled()  # pre-marked, off only by rescinding
    assert d.log_label.isVisible() and "Missed a hand, issued" in d.log_label.text()
    assert "by Kerstin" in d.missed.toolTip()
    assert d.state()[2] is False  # the mark is the log's, not the floor's
    assert not any(b.log_label.isVisible() for b in tab.boards[:3])

    for board, text in zip(tab.boards[:3], (A, B, C), strict=True):
        board.set_text(text)
    _focus(qtbot, tab.boards[0].exposed)
    qtbot.keyClick(tab.boards[0].exposed, Qt.Key.Key_Up)  # A exposed one card: the floor's mark
    assert tab.result is not None
    assert [tab.result.score.net[str(i)] for i in ids] == [95, -28, -58, -9]
    _focus(qtbot, tab.boards[0].edits[Row.TOP])
    qtbot.keyClick(tab.boards[0].edits[Row.TOP], Qt.Key.Key_Return,
                   Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(ofc.list_hands(store, event_id)) == 1, timeout=2000)
    assert _stacks(store, event_id, ids) == [59500, 47200, 44200, 49100]
    hand_id = ofc.list_hands(store, event_id)[0].hand_id
    rows = penalties.hand_penalties(store, event_id, hand_id)
    assert [(r.entry_id, r.rule, r.judge, r.points) for r in rows] == [
        (ids[3], "OFC-X2", "Kerstin", 9), (ids[0], "OFC-X1", "Test Floor", 2)]
    assert rows[0].id == issued.id and len(penalties.ofc_penalties(store, event_id)) == 2
    # The next hand starts clean: nothing is pending any more.
    assert not any(b.missed.isChecked() or b.exposed.value() or b.log_label.isVisible()
                   for b in tab.boards)

    # In the log: applied with hand 1; rescinding it alone is refused with the way out.
    log_tab = window.show_tab("penalties")
    assert log_tab.model.status(rows[0]) == "applied with OFC hand 1"
    told: list[str] = []
    monkeypatch.setattr(messages, "error", lambda _p, text, *a, **k: told.append(text))
    log_tab.select_penalty(rows[0].id)
    log_tab.rescind_selected()
    assert told and "Undo that hand" in told[0]
    assert not penalties.ofc_penalties(store, event_id)[0].rescinded
    # issue 38: the button is gated by the rule rescind_penalty runs, in its words
    assert not log_tab.rescind_button.isEnabled()
    with pytest.raises(ConflictError) as refused:
        penalties.rescind_penalty(store, rows[0].id, by="TD", why="wrong player")
    assert log_tab.rescind_button.toolTip() == told[0] == str(refused.value)

    # Ctrl+Z in the main window: stacks back, A's row gone, D's penalty pending again.
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: ofc.list_hands(store, event_id) == [], timeout=2000)
    assert _stacks(store, event_id, ids) == [50000] * 4
    left = penalties.ofc_penalties(store, event_id)
    assert [(r.id, r.ofc_pending, r.points) for r in left] == [(issued.id, True, 9)]
    tab = window.show_tab("ofc")
    board = next(b for b in tab.boards if b.entry_id() == ids[3])
    assert board.missed.isChecked() and board.log_label.isVisible()


def test_rescinding_a_pending_penalty_takes_the_mark_off(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.services.penalties import penalties
    from tdesk.services.penalties.penalties import PenaltyRequest

    tab, event_id, ids = _tab(qtbot, window, store, make_event, stacks=(50000,) * 4)
    [pid] = penalties.issue_penalty(store, event_id, PenaltyRequest(
        ids[1], "exposed_card", infraction="exposed-card", judge="Kerstin"))
    window.ctx.poll()
    b = tab.boards[1]
    assert b.exposed.value() == 1 and b.exposed.minimum() == 1
    qtbot.keyClick(b.exposed, Qt.Key.Key_Down)  # the log's mark cannot be taken off here
    assert b.exposed.value() == 1 and b.state()[4] == 0
    penalties.rescind_penalty(store, pid, by="TD", why="the dealer exposed it")
    window.ctx.poll()
    assert b.exposed.value() == 0 and b.exposed.minimum() == 0 and not b.log_label.isVisible()


def test_a_mark_and_a_log_penalty_of_the_same_kind_are_one_penalty(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                                  make_event) -> None:
    """The dealer marks B's exposed card; the judge then writes it in the log too: the board
    still carries one exposed card, and applying writes no second row (OFC-X1)."""
    from tdesk.services.penalties import penalties
    from tdesk.services.penalties.penalties import PenaltyRequest

    tab, event_id, ids = _tab(qtbot, window, store, make_event, stacks=(50000,) * 4)
    for board, text in zip(tab.boards, (A, B, C, D), strict=True):
        board.set_text(text)
    b = tab.boards[1]
    _focus(qtbot, b.exposed)
    qtbot.keyClick(b.exposed, Qt.Key.Key_Up)
    assert b.state()[4] == 1
    [pid] = penalties.issue_penalty(store, event_id, PenaltyRequest(
        ids[1], "exposed_card", infraction="exposed-card", judge="Kerstin"))
    window.ctx.poll()
    assert b.exposed.value() == 1 and b.log_label.isVisible()
    qtbot.keyClick(b.exposed, Qt.Key.Key_Up)  # a second card: the floor's count, above the log's
    assert b.exposed.value() == 2 and b.state()[4] == 2
    tab.apply()
    hand_id = ofc.list_hands(store, event_id)[0].hand_id
    rows = penalties.hand_penalties(store, event_id, hand_id)
    assert [(r.id == pid, r.judge) for r in rows] == [(True, "Kerstin"), (False, "Test Floor")]


def test_an_action_in_another_event_leaves_the_calculator_unread(qtbot, window, store, make_event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: a stack set in another OFC event reads nothing and leaves the boards and
    their stacks as they were; one set in the shown event is read."""
    from tdesk.ui.ofc import tab as ofc_tab
    from tests.ui.reads import tables_read

    tab, event_id, ids = _tab(qtbot, window, store, make_event)
    other = make_event("ofc", players=4)
    window.ctx.poll()
    reads: list[int] = []
    real = ofc_tab.hand_chance  # the players' read (issue 38: with the level values)
    monkeypatch.setattr(ofc_tab, "hand_chance", lambda *a: (reads.append(1), real(*a))[1])
    before = [b.state() for b in tab.boards]
    stacks = {e: p.chips for e, p in tab.players.items()}
    ofc.set_stack(store, other, ofc.ofc_players(store, other)[0].entry_id, 999)
    with tables_read(store) as read:
        window.ctx.poll()
    assert window.ctx.seen.events == {other}
    assert reads == [] and "ofc_hand" not in read.view_tables
    assert [b.state() for b in tab.boards] == before
    ofc.set_stack(store, event_id, ids[0], 777)
    window.ctx.poll()
    assert reads == [1] and tab.players[ids[0]].chips == 777
    assert {e: p.chips for e, p in tab.players.items() if e != ids[0]} == {
        e: s for e, s in stacks.items() if e != ids[0]}


def _deal(board, entry_id: int, text: str) -> None:  # type: ignore[no-untyped-def]
    """A player's cards typed row by row, as the floor types them."""
    board.set_entry(entry_id)
    for row, part in zip(ROWS, text.split("/"), strict=True):
        board.edits[row].setText(part.strip())


def _refused(store, event_id, draft) -> str:  # type: ignore[no-untyped-def]
    """apply_hand forced with the tab's hand: its refusal, nothing applied."""
    from tdesk.errors import TdeskError

    with pytest.raises(TdeskError) as refused:
        ofc.apply_hand(store, event_id, draft)
    assert ofc.list_hands(store, event_id) == []
    return str(refused.value)


def test_apply_is_gated_by_the_check_apply_hand_runs(qtbot, window, store, make_event) -> None:  # type: ignore[no-untyped-def]
    """Issue 38: Apply is enabled by the service's HandChance, the check apply_hand runs, not
    by the tab's own conditions: disabled, its tooltip is the sentence a forced apply is
    refused with (OFC-T1, OFC-R1, CARD-2)."""
    tab, event_id, ids = _tab(qtbot, window, store, make_event, assign=False)
    _deal(tab.boards[0], ids[0], A)
    assert not tab.apply_button.isEnabled()
    tip = tab.apply_button.toolTip()
    assert tip == "Players dealt in 1: a hand needs 2 to 4 players (OFC-T1)"
    assert _refused(store, event_id, tab.draft()) == tip
    _deal(tab.boards[1], ids[1], "Ah Kh /  / ")  # still being dealt
    tip = tab.apply_button.toolTip()
    assert not tab.apply_button.isEnabled() and "top row has 2 cards" in tip
    assert _refused(store, event_id, tab.draft()) == tip
    _deal(tab.boards[1], ids[1], B.replace("Ah", "Qh"))  # Qh is A's too
    tip = tab.apply_button.toolTip()
    assert not tab.apply_button.isEnabled() and "Qh is used in" in tip
    assert _refused(store, event_id, tab.draft()) == tip
    _deal(tab.boards[1], ids[1], B)
    assert tab.apply_button.isEnabled() and tab.apply_button.toolTip() == ""
    qtbot.mouseClick(tab.apply_button, Qt.MouseButton.LeftButton)
    assert [h.number for h in ofc.list_hands(store, event_id)] == [1]


def test_the_apply_refusal_reads_as_its_tooltip_in_russian(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                           russian) -> None:
    """The tooltip and a forced apply's refusal are one sentence, translated by the engine
    catalogue alike (issue 38)."""
    from tdesk import engine_text

    tab, event_id, ids = _tab(qtbot, window, store, make_event, assign=False)
    _deal(tab.boards[0], ids[0], A)
    _deal(tab.boards[1], ids[1], B.replace("Ah", "Qh"))
    refused = _refused(store, event_id, tab.draft())
    tip = tab.apply_button.toolTip()
    assert not tab.apply_button.isEnabled() and tip == engine_text.message(refused)
    assert tip != refused and "Qh" in tip  # Russian, the card and players kept
