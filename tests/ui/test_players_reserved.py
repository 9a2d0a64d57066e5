"""The Players tab of a Swiss event shows each player's reserved table (CG-T10, issue 24): the
column appears once a table is reserved (here from another station's action, as the floor
would see it), follows a change and goes again when the last reservation is freed."""

from __future__ import annotations

from tdesk.services.players import list_entries
from tdesk.services.swiss import swiss
from tdesk.ui.seating.players_tab import PlayersModel


def _shown(tab) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """{name: reserved table text} as the list shows them."""
    proxy = tab.proxy
    return {proxy.index(r, 0).data(): proxy.index(r, PlayersModel.RESERVED).data() or ""
            for r in range(proxy.rowCount())}


def test_reserved_tables_column_follows_the_reservations(qtbot, window, store,
                                                         make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    first, second = [(e.entry_id, e.name) for e in list_entries(store, event)][:2]
    window.reload_events(event)
    tab = window.show_tab("players")
    assert tab.table.isColumnHidden(PlayersModel.RESERVED)  # none reserved: no column

    swiss.reserve_table(store, event, first[0], 1)  # the wheelchair table by the door
    window.ctx.poll()
    assert not tab.table.isColumnHidden(PlayersModel.RESERVED)
    header = tab.model.headerData(PlayersModel.RESERVED, tab.table.horizontalHeader().orientation())
    assert header == "Reserved table"
    assert tab.table.horizontalHeader().visualIndex(PlayersModel.RESERVED) < \
        tab.table.horizontalHeader().visualIndex(1)  # beside the name, before the rating
    shown = _shown(tab)
    assert shown[first[1]] == "1" and shown[second[1]] == ""
    assert list(shown.values()).count("") == 7

    swiss.reserve_table(store, event, second[0], 12)  # a feature match
    swiss.reserve_table(store, event, first[0], None)
    window.ctx.poll()
    shown = _shown(tab)
    assert shown[first[1]] == "" and shown[second[1]] == "12"

    swiss.reserve_table(store, event, second[0], None)
    window.ctx.poll()
    assert tab.table.isColumnHidden(PlayersModel.RESERVED)
    store.undo()  # Edit › Undo brings the reservation back, and the column with it
    window.ctx.poll()
    assert not tab.table.isColumnHidden(PlayersModel.RESERVED)
    assert _shown(tab)[second[1]] == "12"


def test_a_poker_event_never_shows_the_column(window, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=8)
    window.reload_events(event)
    tab = window.show_tab("players")
    assert tab.table.isColumnHidden(PlayersModel.RESERVED)
