"""The Penalties tab driven like a judge: issue, escalate (PEN-3), rescind; then screen and store."""

import pytest
from PySide6.QtCore import Qt

from tdesk.errors import ConflictError
from tdesk.models.tables import EntryStatus
from tdesk.services.penalties import penalties as svc
from tdesk.services.penalties.penalties import PenaltyRequest
from tdesk.services.players import get_entry, list_entries
from tdesk.ui.widgets import messages


def _tab(window, event_id):  # type: ignore[no-untyped-def]
    window.reload_events(event_id)
    window.activateWindow()
    return window.show_tab("penalties")


def _issue(qtbot, tab, type_text, who, infraction, penalty=None):  # type: ignore[no-untyped-def]
    qtbot.mouseClick(tab.issue_button, Qt.MouseButton.LeftButton)
    dialog = tab.dialog
    dialog.player.clear()
    type_text(dialog.player, who)
    dialog.set_infraction(infraction)
    if penalty:
        dialog.set_penalty(penalty)
    return dialog


def test_issue_then_escalate_PEN_3_and_rescind(qtbot, window, store, make_event, type_text):  # type: ignore[no-untyped-def]
    ev = make_event("swiss", players=6)
    tab = _tab(window, ev)
    assert tab.model.rowCount() == 0

    dialog = _issue(qtbot, tab, type_text, "мария", "slow-play")
    assert dialog.matches.count() == 1 and dialog.matches.item(0).text() == "Мария Иванова"
    assert dialog.recommended.text() == "Recommended: Warning"
    assert dialog.preview_text() == "Warning for 'Slow play'"
    qtbot.keyClicks(dialog.judge, " Ivan")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible(), dialog.error.text()
    assert [r.player for r in tab.visible_rows()] == ["Мария Иванова"]

    # the same reason again: the dialog shows the raise and the linked warning before saving
    dialog = _issue(qtbot, tab, type_text, "Мар", "slow-play")
    assert dialog.history.text() == "History: Warning — Slow play"
    assert dialog.preview_text().splitlines() == [
        "raised to Game loss: second 'Slow play' this event (PEN-3)",
        "+ Warning (PEN-1)",
        "Game loss counts in round 1 (PEN-2).",  # the round the loss counts in (issue 36)
    ]
    dialog.try_save()
    assert not dialog.isVisible()
    shown = tab.visible_rows()
    assert [(r.label, r.linked) for r in shown] == [
        ("Warning", False), ("Game loss", False), ("Warning", True)]
    assert tab.proxy.index(2, 4).data() == "+ Warning"
    # the store holds the same, and the history panel shows the player's three rows
    stored = svc.list_penalties(store, ev)
    assert [r.penalty for r in stored] == ["warning", "game_loss", "warning"]
    assert tab.history.count() == 3 and tab.history_title.text() == "Мария Иванова — penalties in this event: 2"

    # rescind the game loss (select it, press Delete in the table)
    tab.select_penalty(stored[1].id)
    tab.table.setFocus()
    qtbot.waitUntil(tab.table.hasFocus, timeout=2000)
    qtbot.keyClick(tab.table, Qt.Key.Key_Delete)
    rescind = tab.dialog
    qtbot.keyClicks(rescind.why, "judge misheard the clock")
    rescind.try_save()
    assert not rescind.isVisible(), rescind.error.text()
    stored = svc.list_penalties(store, ev)
    assert [r.rescinded for r in stored] == [False, True, True]
    assert stored[1].rescinded_reason == "judge misheard the clock"
    assert tab.model.status(stored[1]).startswith("rescinded by Test Floor")
    # rescinded rows stay in the log; the filter hides them
    tab.show_rescinded.setChecked(False)
    assert [r.id for r in tab.visible_rows()] == [stored[0].id]


def test_suspension_at_amateur_disables_save_CG_J1(qtbot, window, store, make_event, type_text):  # type: ignore[no-untyped-def]
    ev = make_event("swiss", players=3)
    tab = _tab(window, ev)
    dialog = _issue(qtbot, tab, type_text, "Anna", "cheating", "suspension")
    assert not dialog.save_button.isEnabled()
    assert "Suspension cannot be given at Amateur" in dialog.error.text()
    # the disabled Save tells the rule's reason (verify_issue, CG-J1) where the mouse is
    assert "Suspension cannot be given at Amateur" in dialog.save_button.toolTip()
    dialog.set_penalty("disqualification_no_prizes")
    assert dialog.save_button.isEnabled() and dialog.save_button.toolTip() == ""
    assert "Effect: no prizes; flagged for the rating database (PEN-6)" in dialog.preview_text()
    dialog.try_save()
    [entry] = [r for r in list_entries(store, ev) if r.name == "Anna Petrova"]
    assert get_entry(store, entry.entry_id).status == EntryStatus.DISQUALIFIED


def test_professional_deviation_needs_head_judge_box(qtbot, window, store, make_event, type_text):  # type: ignore[no-untyped-def]
    ev = make_event("swiss", players=3, enforcement="Professional")
    tab = _tab(window, ev)
    dialog = _issue(qtbot, tab, type_text, "Björn", "slow-play", "game_loss")
    assert not dialog.save_button.isEnabled() and "head judge" in dialog.error.text()
    dialog.head_judge.setChecked(True)
    assert dialog.save_button.isEnabled()
    dialog.try_save()
    assert svc.list_penalties(store, ev)[0].head_judge_agreed


def test_filters_by_player_severity_round_and_judge(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    ev = make_event("swiss", players=4)
    ids = {r.name: r.entry_id for r in list_entries(store, ev)}
    svc.issue_penalty(store, ev, PenaltyRequest(ids["Anna Petrova"], "warning", "a",
                                                judge="Ivan", round=1))
    svc.issue_penalty(store, ev, PenaltyRequest(ids["王伟"], "remark", "b", judge="Olga",
                                                round=2))
    svc.issue_penalty(store, ev, PenaltyRequest(ids["王伟"], "warning", "c", judge="Ivan",
                                                round=2))
    tab = _tab(window, ev)
    assert len(tab.visible_rows()) == 3
    tab.judge_filter.setCurrentIndex(tab.judge_filter.findData("Olga"))
    assert [r.reason for r in tab.visible_rows()] == ["b"]
    tab.judge_filter.setCurrentIndex(0)
    tab.round_filter.setCurrentIndex(tab.round_filter.findData("2"))
    assert [r.reason for r in tab.visible_rows()] == ["b", "c"]
    tab.severity.setCurrentIndex(tab.severity.findData("warning"))
    assert [r.reason for r in tab.visible_rows()] == ["c"]
    tab.round_filter.setCurrentIndex(0)
    tab.severity.setCurrentIndex(0)
    tab.search.setText("anna")
    assert [r.player for r in tab.visible_rows()] == ["Anna Petrova"]
    # sorting by penalty strength puts the remark first
    tab.search.clear()
    tab.table.sortByColumn(4, Qt.SortOrder.AscendingOrder)
    assert tab.visible_rows()[0].reason == "b"


def test_end_of_match_button_accumulates_PEN_4(qtbot, window, store, make_event, monkeypatch):  # type: ignore[no-untyped-def]
    told = []
    monkeypatch.setattr(messages, "info", lambda _p, text, *a, **k: told.append(text))
    ev = make_event("swiss", players=2)
    anna = {r.name: r.entry_id for r in list_entries(store, ev)}["Anna Petrova"]
    for code in ("slow-play", "tardiness", "insufficient-shuffling"):
        svc.issue_penalty(store, ev, PenaltyRequest(anna, "warning", infraction=code, round=2))
    tab = _tab(window, ev)
    assert tab.current_round.value() == 2
    qtbot.mouseClick(tab.end_match_button, Qt.MouseButton.LeftButton)
    assert "2 penalties recorded" in told[-1]
    assert [r.label for r in tab.visible_rows()][-2:] == ["Game loss", "Warning"]


def test_poker_sit_out_hands_and_served(qtbot, window, store, make_event, type_text):  # type: ignore[no-untyped-def]
    from tdesk.services.seating.seating import draw_seats

    ev = make_event("poker", players=6)
    draw_seats(store, ev)
    tab = _tab(window, ev)
    dialog = _issue(qtbot, tab, type_text, "James", "soft-play")
    assert dialog.table_size.value() == 6  # from the seating: 6 players at James's table
    dialog.table_size.setValue(7)
    assert "14 hands away at a 7-handed table" in dialog.preview_text()
    dialog.try_save()
    dialog = _issue(qtbot, tab, type_text, "James", "soft-play")
    dialog.table_size.setValue(7)
    assert "4-round penalty" in dialog.preview_text() and "28 hands" in dialog.preview_text()
    dialog.try_save()
    first, second = tab.visible_rows()
    assert tab.proxy.index(1, 8).data() == "28"
    tab.select_penalty(first.id)
    qtbot.mouseClick(tab.hand_button, Qt.MouseButton.LeftButton)
    assert svc.list_penalties(store, ev)[0].hands_served == 1
    qtbot.mouseClick(tab.served_button, Qt.MouseButton.LeftButton)
    assert svc.list_penalties(store, ev)[0].served
    assert tab.model.status(svc.list_penalties(store, ev)[0]) == "served"
    # issue 38: both buttons gated by PEN-P1's one rule, the service refusing in its words
    tab.select_penalty(first.id)
    assert not tab.served_button.isEnabled() and not tab.hand_button.isEnabled()
    with pytest.raises(ConflictError) as refused:
        svc.set_served(store, first.id)
    assert tab.served_button.toolTip() == str(refused.value) == (
        "The sit-out is served: all 14 hands (PEN-P1).")


def test_nothing_follows_a_disqualification_and_save_says_why_PEN_6(qtbot, window, store, make_event, type_text):  # type: ignore[no-untyped-def]
    """Issue 22: Save is gated by ``can_follow_disqualification``; its tooltip names why."""
    ev = make_event("swiss", players=3)
    anna = {r.name: r.entry_id for r in list_entries(store, ev)}["Anna Petrova"]
    svc.issue_penalty(store, ev, PenaltyRequest(anna, "disqualification", "cheating",
                                                judge="Ivan"))
    tab = _tab(window, ev)
    dialog = _issue(qtbot, tab, type_text, "Anna", "slow-play", "warning")
    assert not dialog.save_button.isEnabled()
    assert "already disqualified by Ivan" in dialog.save_button.toolTip()
    dialog.set_penalty("suspension")  # a stronger step than the standing one can follow
    assert "already disqualified" not in dialog.save_button.toolTip()
    dialog.reject()


def test_an_action_in_another_event_leaves_the_log_unread(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    """Issue 22: a penalty in another event reads no penalty and leaves the rows as they were;
    one in the shown event is read and shown."""
    from tests.ui.reads import tables_read

    ev = make_event("swiss", players=3)
    other = make_event("swiss", players=3)
    first = {r.name: r.entry_id for r in list_entries(store, ev)}["Anna Petrova"]
    there = list_entries(store, other)[0].entry_id
    svc.issue_penalty(store, ev, PenaltyRequest(first, "warning", "a"))
    tab = _tab(window, ev)
    window.ctx.poll()
    before = tab.visible_rows()
    svc.issue_penalty(store, other, PenaltyRequest(there, "warning", "elsewhere"))
    with tables_read(store) as read:
        window.ctx.poll()
    assert window.ctx.seen.events == {other} and "penalty" in window.ctx.seen.tables
    assert "penalty" not in read.view_tables and tab.visible_rows() == before
    svc.issue_penalty(store, ev, PenaltyRequest(first, "remark", "b"))
    with tables_read(store) as read:
        window.ctx.poll()
    assert "penalty" in read.view_tables
    assert [r.reason for r in tab.visible_rows()] == ["a", "b"]
