"""The Rounds tab's Phone reports dialog (issue 25): the switch and the round lock are floor
actions; a typed result decides a waiting table; a lost card's code is reissued."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from tdesk.errors import NotFoundError
from tdesk.services import phone_reports as pr
from tdesk.services import swiss
from tdesk.ui import phone_reports_dialog


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
