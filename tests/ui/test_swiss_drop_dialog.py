"""The drop dialog of the Rounds tab: Drop and Take back are two buttons, never a toggle (CG-P2,
issue 19: choosing an already dropped player and pressing OK used to take them back)."""

from PySide6.QtCore import Qt

from tdesk.models.tables import EntryStatus
from tdesk.services.players import get_entry, list_entries
from tdesk.services.swiss import swiss
from tdesk.ui.widgets import messages


def open_drop(window, store, make_event):
    event = make_event("swiss", players=6, rounds=3)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    anna = next(e.entry_id for e in list_entries(store, event) if e.name == "Anna Petrova")
    tab.drop_selected()
    dialog = tab.dialog
    dialog.player.setCurrentIndex(dialog.player.findData(anna))
    return event, tab, dialog, anna


def test_drop_then_the_list_marks_the_player_and_only_take_back_is_offered_CG_P2(
        window, store, make_event, qtbot):
    event, tab, dialog, anna = open_drop(window, store, make_event)
    assert dialog.ok_button.isEnabled() and not dialog.undrop_button.isEnabled()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert get_entry(store, anna).status == EntryStatus.DROPPED
    standings = window.show_tab("standings")
    names = [standings.table.model().index(r, 1).data()
             for r in range(standings.table.model().rowCount())]
    assert "Anna Petrova (dropped)" in names
    window.show_tab("rounds")
    tab.drop_selected()
    again = tab.dialog
    again.player.setCurrentIndex(again.player.findData(anna))
    assert again.player.currentText() == "Anna Petrova (dropped)"
    assert not again.ok_button.isEnabled()  # a second drop is not offered …
    qtbot.keyClick(again.player, Qt.Key.Key_Return)
    assert get_entry(store, anna).status == EntryStatus.DROPPED  # … and Enter does not toggle
    assert again.undrop_button.isEnabled()
    qtbot.mouseClick(again.undrop_button, Qt.MouseButton.LeftButton)
    assert not again.isVisible()
    assert get_entry(store, anna).status == EntryStatus.ACTIVE


def test_a_drop_made_meanwhile_at_another_station_is_told_not_undone_CG_P2(
        window, store, make_event, qtbot, monkeypatch):
    told = []
    monkeypatch.setattr(messages, "error", lambda _parent, text, *a, **k: told.append(text))
    event, tab, dialog, anna = open_drop(window, store, make_event)
    swiss.drop_player(store, event, anna)  # the other station, while this dialog is open
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert told == ["Anna Petrova is already dropped (CG-P2): nothing changed."]
    assert dialog.isVisible()
    assert get_entry(store, anna).status == EntryStatus.DROPPED
    dialog.reject()


def test_the_refused_button_says_the_rule_reason_CG_P2(window, store, make_event, qtbot):  # type: ignore[no-untyped-def]
    """Drop and Take back are enabled by CG-P2-A (rules.swiss_floor): the refused one is off
    with the rule's reason as its tooltip (issue 22)."""
    event, tab, dialog, anna = open_drop(window, store, make_event)
    assert not dialog.undrop_button.isEnabled()
    assert dialog.undrop_button.toolTip() == "Anna Petrova is not dropped: nothing to take back."
    assert dialog.ok_button.toolTip() == ""
    dialog.reject()
    swiss.drop_player(store, event, anna)
    tab.drop_selected()
    again = tab.dialog
    again.player.setCurrentIndex(again.player.findData(anna))
    assert not again.ok_button.isEnabled()
    assert again.ok_button.toolTip() == "Anna Petrova is already dropped (CG-P2): nothing changed."
    assert again.undrop_button.isEnabled() and again.undrop_button.toolTip() == ""
    again.reject()
