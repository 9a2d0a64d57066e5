"""The Standings tab after a top cut (CG-M3, issue 36): the final order, the champion first,
each top-cut player with how far they went; the Swiss ranks before the cut."""

from PySide6.QtCore import Qt

from tdesk.services.swiss import swiss
from tests.services.swiss.test_final import top4_to_champion


def test_the_standings_tab_lists_the_champion_first_after_the_final(window, store, make_event,
                                                                    qtbot):
    event, ranked = top4_to_champion(store, make_event)
    window.reload_events(event)
    tab = window.show_tab("standings")
    tab.refresh()
    model = tab.table.model()
    names = [model.index(r, 1).data() for r in range(model.rowCount())]
    assert names == [ranked[2], ranked[0], ranked[1], ranked[3], *ranked[4:]]
    assert [model.index(r, 0).data() for r in range(3)] == ["1", "2", "3"]
    cut = tab.model.CUT
    assert not tab.table.isColumnHidden(cut)
    assert model.headerData(cut, Qt.Orientation.Horizontal) == "Top cut"
    assert [model.index(r, cut).data() for r in range(5)] == [
        "Winner", "Final", "Semi-final", "Semi-final", ""]
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Place"


def test_before_the_cut_the_tab_shows_swiss_ranks_without_a_cut_column(window, store,
                                                                       make_event, qtbot):
    event = make_event("swiss", players=6, rounds=3, top_cut=4)
    info = swiss.pair_next_round(store, event, seed=1)
    for t in info.tables:
        swiss.record_result(store, event, 1, t.table, "2-0")
    window.reload_events(event)
    tab = window.show_tab("standings")
    tab.refresh()
    assert tab.table.isColumnHidden(tab.model.CUT)
    assert tab.table.model().headerData(0, Qt.Orientation.Horizontal) == "Rank"
