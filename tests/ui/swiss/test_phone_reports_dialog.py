"""The Rounds tab's Phone reports dialog (issue 25): the switch and the round lock are floor
actions; a typed result decides a waiting table; a lost card's code is reissued."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from tdesk.errors import NotFoundError
from tdesk.services.phones import phone_reports as pr
from tdesk.services.players import list_entries
from tdesk.services.swiss import swiss
from tdesk.ui.swiss import phone_reports_dialog


def open_dialog(window, store, make_event, qtbot):  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, event, seed=2)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    qtbot.mouseClick(tab.phones_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.dialog is not None and tab.dialog.isVisible())
    return event, tab.dialog


def test_switch_lock_and_a_typed_decision(window, store, make_event, qtbot) -> None:  # type: ignore[no-untyped-def]
    event, dialog = open_dialog(window, store, make_event, qtbot)
    assert not dialog.enabled.isChecked() and pr.reporting(store, event) == (False, None)
    dialog.enabled.click()
    assert pr.reporting(store, event) == (True, None)
    dialog.locked.click()
    assert pr.reporting(store, event) == (True, 1) and "1" in dialog.locked.text()
    dialog.locked.click()
    codes = pr.issue_codes(store, event)
    t = swiss.get_round(store, event, 1).tables[0]
    pr.report(store, codes[t.a_id], "2-1")  # only one side reported
    dialog.refresh()
    assert dialog.table.rowCount() == 1 and not dialog.accept_b.isEnabled()
    qtbot.keyClicks(dialog.result, "1-1")
    qtbot.keyClick(dialog.result, Qt.Key.Key_Return)
    assert swiss.get_round(store, event, 1).tables[0].result == "1-1"
    assert dialog.table.rowCount() == 0
    dialog.reject()


def test_reissue_a_lost_code(window, store, make_event, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event, dialog = open_dialog(window, store, make_event, qtbot)
    old = pr.issue_codes(store, event)
    t = swiss.get_round(store, event, 1).tables[0]
    shown: list[str] = []
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: (t.a_name, True))
    monkeypatch.setattr(phone_reports_dialog.messages, "info",
                        lambda parent, text, title="": shown.append(text))
    qtbot.mouseClick(dialog.reissue, Qt.MouseButton.LeftButton)
    [text] = shown
    new = text.split(" is ")[1].split(" ")[0]
    assert pr.my_match(store, new).entry_id == t.a_id
    with pytest.raises(NotFoundError):  # the old code no longer works
        pr.my_match(store, old[t.a_id])
    dialog.reject()


def test_check_in_opened_at_the_desk_and_a_phone_check_in_shows_live(  # type: ignore[no-untyped-def]
        window, store, make_event, qtbot) -> None:
    from tdesk.services.phones import phone_checkin as pc

    event, dialog = open_dialog(window, store, make_event, qtbot)
    panel = dialog.requests
    assert not panel.open_button.isEnabled()  # nothing typed yet
    qtbot.keyClicks(panel.label, "Round 2")
    qtbot.keyClick(panel.label, Qt.Key.Key_Return)
    assert pc.checkins(store, event).label == "Round 2"
    assert panel.missing_list.count() == 8 and "0 of 8" in panel.count.text()
    codes = pr.issue_codes(store, event)
    first, second = list(codes)[:2]
    pc.check_in(store, codes[first], event)  # from a phone, as the server does
    qtbot.waitUntil(lambda: panel.missing_list.count() == 7, timeout=5000)
    assert "1 of 8" in panel.count.text()
    names = [panel.missing_list.item(i).text() for i in range(7)]
    panel.missing_list.setCurrentRow(names.index(next(
        e.name for e in list_entries(store, event) if e.entry_id == second)))
    qtbot.mouseClick(panel.desk_button, Qt.MouseButton.LeftButton)
    assert {r.via for r in pc.checkins(store, event).rows if r.at} == {"phone", "desk"}
    assert panel.missing_list.count() == 6
    qtbot.mouseClick(panel.close_button, Qt.MouseButton.LeftButton)
    assert pc.checkins(store, event).label == "" and panel.missing_list.count() == 0
    store.undo()  # Edit › Undo reopens it
    qtbot.waitUntil(lambda: panel.missing_list.count() == 6, timeout=5000)
    dialog.reject()


def test_a_drop_request_confirmed_at_the_desk_drops_the_player(  # type: ignore[no-untyped-def]
        window, store, make_event, qtbot, monkeypatch) -> None:
    from tdesk.models.tables import Entry, EntryStatus
    from tdesk.services.phones import phone_checkin as pc

    event, dialog = open_dialog(window, store, make_event, qtbot)
    dialog.enabled.click()
    codes = pr.issue_codes(store, event)
    entry = next(iter(codes))
    pc.ask_to_drop(store, codes[entry], event)
    panel = dialog.requests
    qtbot.waitUntil(lambda: panel.drop_list.count() == 1, timeout=5000)
    assert not panel.confirm_button.isEnabled()
    panel.drop_list.setCurrentRow(0)
    asked: list[str] = []
    monkeypatch.setattr("tdesk.ui.swiss.phone_requests_panel.messages.confirm",
                        lambda parent, text, *a, **k: asked.append(text) or True)
    qtbot.mouseClick(panel.confirm_button, Qt.MouseButton.LeftButton)
    assert asked and "CG-P2" in asked[0]
    with store.read() as session:
        assert session.get(Entry, entry).status == EntryStatus.DROPPED
    assert panel.drop_list.count() == 0
    dialog.reject()


def test_a_report_from_a_phone_shows_in_the_open_queue(window, store, make_event, qtbot) -> None:  # type: ignore[no-untyped-def]
    event, dialog = open_dialog(window, store, make_event, qtbot)
    dialog.enabled.click()
    codes = pr.issue_codes(store, event)
    t = swiss.get_round(store, event, 1).tables[0]
    pr.report(store, codes[t.a_id], "2-0")
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 1, timeout=5000)  # no refresh by hand
    assert dialog.table.item(0, 3).text() == "2-0"
    dialog.reject()


def test_a_poker_event_gets_check_in_only(window, store, make_event, qtbot) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=6)
    dialog = phone_reports_dialog.PhoneReportsDialog(window.ctx, event, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.table.isVisible() and not dialog.enabled.isVisible()
    assert dialog.requests.isVisible() and not dialog.requests.drops.isVisible()
    qtbot.keyClicks(dialog.requests.label, "Day 2")
    qtbot.mouseClick(dialog.requests.open_button, Qt.MouseButton.LeftButton)
    assert dialog.requests.missing_list.count() == 6
    dialog.reject()


def test_the_queue_quotes_each_player_and_names_a_top_cut_round(window, store, make_event,  # type: ignore[no-untyped-def]
                                                                qtbot) -> None:
    """Issue 36: B's 2-0 (her games first) is not shown as 0-2, which read as agreement; the
    state column says conflict; a top-cut round is named, never numbered (CG-M3-B)."""
    event, dialog = open_dialog(window, store, make_event, qtbot)
    pr.set_reporting(store, event, True)
    codes = pr.issue_codes(store, event)
    t = swiss.get_round(store, event, 1).tables[0]
    pr.report(store, codes[t.a_id], "2-0")
    pr.report(store, codes[t.b_id], "2-0")
    dialog.refresh()
    cells = [dialog.table.item(0, j).text() for j in range(7)]
    assert cells[1:] == [str(t.table), t.a_name, "2-0", t.b_name, "2-0", "Conflict"]
    dialog.accept_b.click()  # B's report, recorded from the table's side
    assert swiss.get_round(store, event, 1).tables[0].result == "0-2"
    dialog.reject()
    for number in (1, 2, 3):
        for row in swiss.get_round(store, event, number).tables:
            if not row.done:
                swiss.record_result(store, event, number, row.table, "2-0")
        if number < 3:
            swiss.pair_next_round(store, event, seed=number)
    swiss.start_top_cut(store, event, 4)
    dialog.refresh()
    assert dialog.locked.text() == "Lock the round: Semi-finals"
