"""The league board says HU-B1 from the rule (tdesk/rules/levels/__init__.py), not from text typed in
the tab (issue 22): the words are as before, the numbers are the structure's."""

from tdesk.rules import levels


def test_board_names_hu_b1_as_the_rule_has_it(qtbot, window, make_event, monkeypatch):  # type: ignore[no-untyped-def]
    event_id = make_event("league", players=4, lives=3)
    window.reload_events(event_id)
    board = window.show_tab("clock").board
    assert board.structure.text() == (
        "Games: heads-up, starting stack 1,500, blinds up every 2 minutes from 15/30 (HU-B1), "
        "no ante. 3 lives a player.")

    # A rule that changed would show on the board: the tab reads it, it does not retype it.
    monkeypatch.setattr("tdesk.ui.league.clock_tab.HUSC_MINUTES", 3)
    monkeypatch.setattr("tdesk.ui.league.clock_tab.husc_levels",
                        lambda n: [levels.Level.blinds(25, 50, minutes=3)] * n)
    board.refresh()
    assert "every 3 minutes from 25/50 (HU-B1)" in board.structure.text()
