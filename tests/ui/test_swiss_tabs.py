"""Rounds and Standings tabs of a Swiss event, driven by keyboard and mouse (pytest-qt)."""

from pypdf import PdfReader
from PySide6.QtCore import Qt

from tdesk.services.swiss import reads as swiss_reads
from tdesk.services.swiss import swiss


def open_rounds(window, make_event, qtbot, players=8):
    event = make_event("swiss", players=players, rounds=3)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.job is None and tab.model.rowCount() > 0, timeout=5000)
    return event, tab


def type_result(qtbot, tab, table, score):
    qtbot.keyClicks(tab.table_input, str(table))
    qtbot.keyClick(tab.table_input, Qt.Key.Key_Return)
    qtbot.keyClicks(tab.result_input, score)
    qtbot.keyClick(tab.result_input, Qt.Key.Key_Return)


def cell(tab, row, col):
    return tab.table.model().index(row, col).data()


def test_pair_and_enter_results_by_keyboard(window, store, make_event, qtbot):
    event, tab = open_rounds(window, make_event, qtbot, players=9)
    assert tab.model.rowCount() == 5
    assert "Round 1 of 3" in tab.status.text() and "4 results missing" in tab.status.text()
    type_result(qtbot, tab, 1, "2-1")
    assert cell(tab, 0, 5) == "2-1"
    assert tab.table_input.text() == "" and tab.table_input.hasFocus()
    # "table score" in one go
    qtbot.keyClicks(tab.table_input, "2 1-1")
    qtbot.keyClick(tab.table_input, Qt.Key.Key_Return)
    assert cell(tab, 1, 5) == "1-1"
    type_result(qtbot, tab, 3, "nonsense")
    assert tab.error.isVisible() and "nonsense" in tab.error.text()
    tab.result_input.clear()
    qtbot.keyClicks(tab.result_input, "d")
    qtbot.keyClick(tab.result_input, Qt.Key.Key_Return)
    assert "agreed draw" in cell(tab, 2, 5)
    info = swiss.get_round(store, event, 1)
    assert [t.result for t in info.tables[:3]] == ["2-1", "1-1", "draw"]
    assert "1 result missing" in tab.status.text()


def test_correct_a_result_asks_for_a_reason(window, store, make_event, qtbot):
    event, tab = open_rounds(window, make_event, qtbot)
    type_result(qtbot, tab, 2, "2-0")
    type_result(qtbot, tab, 2, "0-2")
    assert tab.reason_input.isVisible() and "already has 2-0" in tab.error.text()
    qtbot.keyClicks(tab.reason_input, "slip filled in the wrong way round")
    qtbot.keyClick(tab.reason_input, Qt.Key.Key_Return)
    assert cell(tab, 1, 5).startswith("0-2") and "corrected" in cell(tab, 1, 5)
    assert not tab.reason_input.isVisible()
    from tdesk.services.audit import list_actions

    assert any("slip filled in" in a.summary for a in list_actions(store, event))


def test_next_round_needs_confirmation_while_results_missing(window, store, make_event, qtbot,
                                                             monkeypatch):
    from tdesk.ui.widgets import messages

    event, tab = open_rounds(window, make_event, qtbot)
    asked = []
    monkeypatch.setattr(messages, "confirm", lambda *a, **k: asked.append(a[1]) or False)
    qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    assert asked and "4 results missing" in asked[0]
    assert swiss.rounds(store, event) == [1]
    for t in range(1, 5):
        type_result(qtbot, tab, t, "2-0")
    qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.job is None and swiss.rounds(store, event) == [1, 2], timeout=5000)
    qtbot.waitUntil(lambda: tab.round_box.currentText() == "Round 2", timeout=3000)
    assert cell(tab, 0, 2) == "3" and cell(tab, 0, 4) == "3"


def test_standings_tab_shows_tiebreaks(window, store, make_event, qtbot):
    event, tab = open_rounds(window, make_event, qtbot)
    for t in range(1, 5):
        type_result(qtbot, tab, t, "2-1")
    standings = window.show_tab("standings")
    standings.refresh()
    rows = swiss.standings(store, event)
    shown = [standings.table.model().index(r, 1).data() for r in range(8)]
    assert shown == [r.name for r in rows]
    assert standings.table.model().index(0, 2).data() == "3"
    assert standings.table.model().index(0, 3).data() == "1-0-0"
    # winners beat 0-point players: equal on every value, the lot decided and is shown
    assert standings.table.model().index(0, 11).data() == "lot"
    assert standings.table.model().index(0, 10).data() == str(rows[0].standing.lot)


def test_print_pairings_from_the_gui(window, store, make_event, qtbot):
    from tdesk.ui.print_action import preview_document

    event, tab = open_rounds(window, make_event, qtbot)
    dialog = preview_document(window, window.ctx, "pairings")
    assert dialog is not None and dialog.pages.page_count == 1
    text = PdfReader(str(dialog.pages.path)).pages[0].extract_text()
    for t in swiss.get_round(store, event, 1).tables:
        assert t.a_name in text and t.b_name in text
    dialog.close()


def test_swap_dialog_warns_and_swaps(window, store, make_event, qtbot):
    event, tab = open_rounds(window, make_event, qtbot)
    for t in range(1, 5):
        type_result(qtbot, tab, t, "2-0")
    swiss.pair_next_round(store, event, seed=4)
    window.ctx.poll()
    tab.refresh()
    tab.swap_players()
    dialog = tab.dialog
    info = swiss.get_round(store, event, 2)
    dialog.first.setCurrentIndex(dialog.first.findData(info.tables[0].b_id))
    dialog.second.setCurrentIndex(dialog.second.findData(info.tables[-1].a_id))
    assert "differ by" in dialog.warnings.text()
    qtbot.keyClicks(dialog.reason, "family members")
    dialog.swap()
    assert swiss.get_round(store, event, 2).tables[0].b_id == info.tables[-1].a_id


def test_drop_and_organiser_byes_dialogs(window, store, make_event, qtbot):
    from tdesk.services.players import list_entries

    event = make_event("swiss", players=8, rounds=3)
    window.reload_events(event)
    tab = window.show_tab("rounds")
    entries = list_entries(store, event)
    tab.organiser_byes()
    dialog = tab.dialog
    dialog.player.setCurrentIndex(dialog.player.findData(entries[2].entry_id))
    dialog.rounds.setValue(2)
    dialog.apply()
    assert not dialog.isVisible()
    qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.job is None and tab.model.rowCount() > 0, timeout=5000)
    assert any(t.organiser_bye and t.a_id == entries[2].entry_id
               for t in swiss.get_round(store, event, 1).tables)
    assert "organiser bye" in [cell(tab, r, 5) for r in range(tab.model.rowCount())]
    tab.table.selectRow(0)
    first = tab.table.selected_row().a_id
    tab.drop_selected()
    assert tab.dialog.player.currentData() == first    # the selected table's first player
    tab.dialog.apply()
    assert {r.entry_id: r.dropped for r in swiss.standings(store, event)}[first]
    window.undo_action.trigger()
    assert not {r.entry_id: r.dropped for r in swiss.standings(store, event)}[first]


def test_hidden_standings_read_nothing_until_shown(window, store, make_event, qtbot, monkeypatch):
    """A result typed at the Rounds tab does not wait for the standings to be worked out
    again (issue 10); the Standings tab catches up when the judge opens it."""
    event, tab = open_rounds(window, make_event, qtbot, players=8)
    standings = window.tab_widgets["standings"]
    reads = []
    real = swiss.final_rows  # what the tab reads (issue 36)
    monkeypatch.setattr(swiss, "final_rows", lambda *a: (reads.append(1), real(*a))[1])
    window.show_tab("rounds")
    type_result(qtbot, tab, 1, "2-0")
    window.ctx.poll()
    assert reads == []
    window.show_tab("standings")
    qtbot.waitUntil(lambda: reads == [1])
    assert standings.table.model().index(0, 2).data() == "3"  # the winner's 3 points shown


def test_standings_built_hidden_rank_nobody_until_shown(window, store, make_event, qtbot,  # type: ignore[no-untyped-def]
                                                         monkeypatch):
    """The window builds the tabs nobody opened while it is idle: the Standings tab built so
    works nothing out (0.5 s of the GUI thread at 4,096 players) until the judge opens it."""
    event, _tab = open_rounds(window, make_event, qtbot, players=8)
    reads = []
    real = swiss.final_rows  # what the tab reads (issue 36)
    monkeypatch.setattr(swiss, "final_rows", lambda *a: (reads.append(1), real(*a))[1])
    window.reload_events(event)  # the event opened afresh: its tabs are built anew
    qtbot.waitUntil(lambda: all(p.tab is not None
                                for p in window.tab_widgets.pages.values()), timeout=5000)
    standings = window.tab_widgets["standings"]
    assert not standings.isVisible() and reads == []
    window.show_tab("standings")
    qtbot.waitUntil(lambda: reads == [1])
    assert standings.table.model().rowCount() == 8


def _delivered_reads(window, store, tab):  # type: ignore[no-untyped-def]
    """Poll (every view gets the change record), then hand the same record to ``tab`` alone:
    the statements its filter and refresh ran (issue 22)."""
    from tests.ui.reads import tables_read

    window.ctx.poll()
    with tables_read(store) as read:
        tab.on_change.changed(window.ctx.seen)
    return read


def test_a_result_in_another_event_leaves_rounds_and_standings_unread(window, store,  # type: ignore[no-untyped-def]
                                                                      make_event, qtbot):
    """The same tables changed (a result), but in another Swiss event: neither tab reads or
    changes a row; a result in the shown event is read and shown (issue 22)."""
    event, tab = open_rounds(window, make_event, qtbot)
    other = make_event("swiss", players=8, rounds=3)
    swiss.pair_next_round(store, other, seed=2)
    window.ctx.poll()
    results = [cell(tab, r, 5) for r in range(tab.model.rowCount())]
    swiss.record_result(store, other, 1, 1, "2-0")
    read = _delivered_reads(window, store, tab)
    assert window.ctx.seen.tables >= {"swiss_match"}
    assert read.statements == [] and [cell(tab, r, 5) for r in range(4)] == results
    swiss.record_result(store, event, 1, 1, "2-1")
    read = _delivered_reads(window, store, tab)
    assert read.view_tables and read.view_tables <= tab.READS
    assert cell(tab, 0, 5) == "2-1"

    standings = window.show_tab("standings")
    points = [standings.table.model().index(r, 2).data() for r in range(8)]
    swiss.record_result(store, other, 1, 2, "2-0")
    assert _delivered_reads(window, store, standings).statements == []
    assert [standings.table.model().index(r, 2).data() for r in range(8)] == points
    swiss.record_result(store, event, 1, 2, "2-0")
    assert _delivered_reads(window, store, standings).view_tables <= standings.READS
    assert [standings.table.model().index(r, 2).data() for r in range(8)].count("3") == 2


def test_top_cut_is_off_with_the_rule_reason_while_results_are_missing(window, store,  # type: ignore[no-untyped-def]
                                                                       make_event, qtbot):
    """Start top cut follows CG-M3 (rules.swiss_floor): the disabled button says which round
    still has results missing, and comes back with its own tooltip once they are in."""
    _event, tab = open_rounds(window, make_event, qtbot)
    # the pairing's own refresh follows its "done" signal: wait for the buttons it sets
    qtbot.waitUntil(lambda: not tab.cut_button.isEnabled(), timeout=5000)
    assert tab.cut_button.toolTip() == "Round 1 still has results missing."
    for t in range(1, 5):
        type_result(qtbot, tab, t, "2-0")
    assert tab.cut_button.isEnabled()
    assert tab.cut_button.toolTip() == "Start the top cut from the current standings"
    assert tab.pair_button.isEnabled()


def test_tables_sort_by_number_and_the_bye_comes_last(window, store, make_event, qtbot):
    """23 players: tables 1..11 and the bye. Sorting by the Table column reads 1, 2, … 11,
    then the bye (a bye shown as "BYE" once made the column sort as text: 1, 10, 11, 2)."""
    _event, tab = open_rounds(window, make_event, qtbot, players=23)
    tab.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)  # what a click on its header does
    shown = [cell(tab, r, 0) for r in range(tab.model.rowCount())]
    assert shown[:-1] == [str(n) for n in range(1, 12)] and shown[-1] == "BYE"


def test_results_from_another_station_repaint_just_their_tables(window, store, make_event,  # type: ignore[no-untyped-def]
                                                               qtbot, monkeypatch):
    """Two results typed at another station: the Rounds tab reads just those two tables (not
    the whole round: 80 ms after every result at 4,096 players), shows them, keeps the floor's
    selected table and updates the missing count; a drop (another table) reads the round."""
    event, tab = open_rounds(window, make_event, qtbot, players=12)
    tab.table.selectRow(4)
    selected = tab.table.selected_row().table
    whole_round = []
    monkeypatch.setattr(swiss, "get_round", lambda *a, **k: whole_round.append(a) or
                        swiss_reads.get_round(*a, **k))
    swiss.record_result(store, event, 1, 2, "2-1")
    swiss.record_result(store, event, 1, 3, "1-1")
    window.ctx.poll()
    assert whole_round == []
    by_table = {cell(tab, r, 0): cell(tab, r, 5) for r in range(tab.model.rowCount())}
    assert by_table["2"] == "2-1" and by_table["3"] == "1-1"
    assert sum(1 for v in by_table.values() if v) == 2
    assert tab.table.selected_row().table == selected
    assert "4 results missing" in tab.status.text()
    assert [t.result is not None for t in tab.info.tables] == [
        t.result is not None for t in swiss_reads.get_round(store, event).tables]

    swiss.drop_player(store, event, tab.info.tables[0].a_id)
    window.ctx.poll()
    assert whole_round  # anything but results: the whole round is read again
