"""Starting the top cut early (issue 36): after round 1 of 6 the question says how many Swiss
rounds remain; No starts nothing. After every planned round the plain question is asked."""

from PySide6.QtCore import Qt

from tdesk.services.swiss import swiss
from tdesk.ui.widgets import messages


def _played(store, make_event, rounds_played: int, planned: int) -> int:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=planned, top_cut=4)
    for r in range(1, rounds_played + 1):
        for t in swiss.pair_next_round(store, event, seed=r).tables:
            swiss.record_result(store, event, r, t.table, "2-1")
    return event


def test_start_top_cut_after_round_1_of_6_says_rounds_remain(window, store, make_event, qtbot,  # type: ignore[no-untyped-def]
                                                             monkeypatch):
    event = _played(store, make_event, 1, 6)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    asked: list[str] = []
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: asked.append(a[1]) or False)
    qtbot.mouseClick(tab.cut_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1
    assert "5 of the planned Swiss rounds remain (1 played)" in asked[0]
    assert swiss.rounds(store, event, "cut") == []


def test_after_every_planned_round_the_question_is_the_plain_one(window, store, make_event,  # type: ignore[no-untyped-def]
                                                                 qtbot, monkeypatch):
    event = _played(store, make_event, 2, 2)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    asked: list[str] = []
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: asked.append(a[1]) or True)
    qtbot.mouseClick(tab.cut_button, Qt.MouseButton.LeftButton)
    assert asked == ["Start the top cut from the current standings?"]
    assert len(swiss.rounds(store, event, "cut")) == 1


def test_the_swap_dialog_names_the_bye_not_a_table(window, store, make_event, qtbot):  # type: ignore[no-untyped-def]
    """Issue 36, CG-T12: the player on the bye is "(bye)" in the swap dialog, never the number
    the bye is filed under ("table 101")."""
    event = make_event("swiss", players=9, rounds=3, first_table=101)
    info = swiss.pair_next_round(store, event, seed=3)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    tab.refresh()
    tab.swap_players()
    dialog = tab.dialog
    bye = next(t for t in info.tables if t.is_bye)
    labels = [dialog.first.itemText(i) for i in range(dialog.first.count())]
    assert f"{bye.a_name} (bye)" in labels
    assert not any(f"(table {bye.table})" in label for label in labels)
    played = next(t for t in info.tables if not t.is_bye)
    assert f"{played.a_name} (table {played.table})" in labels
    dialog.close()
