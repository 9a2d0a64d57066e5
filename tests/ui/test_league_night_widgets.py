"""A heads-up lives league round at the desk through the Season and Ranking tabs (issue 37):
registrations accepted and the season started with the boxes answered through their buttons,
the round paired with its bye, availability typed into the grid (a mark with too many 3s
refused in Swedish words), the reports typed into the games table, the end-of-round check
refusing the incomplete round with its message in Swedish, the last report closing it, and
the ranking on screen equal to the league night's own recomputation of HU-K1
(``tests.nights.league_night.LeagueSeason``, written from the rules)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tdesk.services.league import league
from tests.nights.league_night import LeagueSeason, outcome, slot
from tests.ui.night_widgets import boxes_answered, in_language, translated

LIVES = 2


def _click(qtbot, tab, name: str) -> None:  # type: ignore[no-untyped-def]
    button = tab.findChild(QPushButton, name)
    assert button is not None and button.isEnabled(), name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _type(qtbot, widget, keys: str) -> None:  # type: ignore[no-untyped-def]
    for key in keys:
        qtbot.keyClicks(widget, key)


def _games_shown(season) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    games = season.games
    return [(games.item(r, 1).text(), games.item(r, 2).text()) for r in range(games.rowCount())]


def test_a_league_round_at_the_desk(qtbot, qapp, window, store, make_event,  # type: ignore[no-untyped-def]
                                    monkeypatch) -> None:
    event = make_event("league", players=5, lives=LIVES, slots_per_round=3)
    window.reload_events(event)
    window.activateWindow()
    season = window.show_tab("season")
    # registrations accepted (HU-E1 asks: no games on the host site), the season started
    season.registrations.selectAll()
    with boxes_answered() as said:
        _click(qtbot, season, "acceptRegistration")
        _click(qtbot, season, "startSeason")
    assert len(said.texts) == 2 and "HU-E1" in said.texts[0]
    qtbot.waitUntil(lambda: season.pages.currentIndex() == 1)
    seeds = {r.entry_id: int(r.seed) for r in league.registrations(store, event)
             if r.seed is not None}
    assert len(seeds) == 5
    book = LeagueSeason(seeds, LIVES)
    # the round paired: two games and the bye, as HU-P1/P2 say; the screen as stored
    _click(qtbot, season, "pairRound")
    view = league.season(store, event).current
    assert view is not None
    pairs, bye = book.pairing()
    assert view.bye_entry_id == bye and sorted(
        (g.a_entry_id, g.b_entry_id) for g in view.games) == sorted(pairs)
    assert view.bye_name in season.status.text()
    assert _games_shown(season) == [(f"{g.a_name} ({seeds[g.a_entry_id]})",
                                     f"{g.b_name} ({seeds[g.b_entry_id]})") for g in view.games]
    # availability typed into the grid: game 1's players; a refused mark said in Swedish
    grid = season.grid
    grid.setFocus()
    grid.setCurrentCell(0, 0)
    _type(qtbot, grid, "213")
    _type(qtbot, grid, "221")
    view = league.round_view(store, view.id)
    g1 = view.games[0]
    assert (g1.a_marks, g1.b_marks) == ("213", "221")
    assert g1.slot == slot("213", "221", 3) == 1  # HU-D2: 1 and 2 at slot 2
    assert season.games.item(0, 3).text().startswith("2:")
    with in_language(qapp, monkeypatch, "sv"):
        grid.setCurrentCell(2, 0)
        _type(qtbot, grid, "333")
        refused = season.grid_error.text()
        assert refused == translated(
            "engine", "Availability of {name} '{marks}': {count} of {total} slots marked 3 "
                      "(impossible); fewer than half may be").format(
            name=view.games[1].a_name, marks="333", count=3, total=3), refused
    assert league.round_view(store, view.id).games[1].a_marks == ""  # nothing saved
    # reports typed: game 1 agreed, game 2 only its first player's; the round stays open
    games = season.games
    games.setFocus()
    games.setCurrentCell(0, games.A_REPORT)
    _type(qtbot, games, "101")
    view = league.round_view(store, view.id)
    assert [(g.a_report, g.b_report) for g in view.games] == [("1", "0"), ("1", "?")]  # ? not reported yet
    assert season.games.item(0, 6).text() == "1:0"
    with in_language(qapp, monkeypatch, "sv"), boxes_answered() as said:
        _click(qtbot, season, "checkRound")
        stays = translated("SeasonTab", "Round {0} stays open: {1}, {2}.").format(
            view.number,
            QCoreApplication.translate("SeasonTab", "%n game(s) waiting for reports", "", 1),
            QCoreApplication.translate("SeasonTab", "%n conflict(s) waiting for an admin", "", 0))
    assert said.texts == [stays], said.texts
    assert not league.round_view(store, view.id).closed  # refused: nothing closed
    # the last report: every game final, the round ends (HU-R3)
    games.setFocus()
    games.setCurrentCell(1, games.B_REPORT)
    _type(qtbot, games, "0")
    view = league.round_view(store, view.id)
    assert view.closed
    for g in view.games:
        book.games.append((g.a_entry_id, g.b_entry_id, *outcome(g.a_report, g.b_report)))
    # the ranking on screen: the book's order and its 13 HU-K1 values, row by row
    ranking = window.show_tab("ranking")
    qtbot.waitUntil(lambda: ranking.table.rowCount() == 5)
    table = ranking.table
    names = {r.entry_id: r.name for r in league.registrations(store, event)}
    shown = [[table.item(r, c).text() for c in range(table.columnCount())]
             for r in range(table.rowCount())]
    assert shown == [[str(place), names[p], *(str(v) for v in book.values(p))]
                     for place, p in enumerate(book.ranking(), start=1)]
    stored = league.ranking(store, event)
    assert [r.entry_id for r in stored.rows] == book.ranking()
    assert QApplication.activeModalWidget() is None
