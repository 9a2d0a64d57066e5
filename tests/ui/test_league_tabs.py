"""A league round end to end through the Season and Ranking tabs (issue 13): registration
accepted, season seeded, the round paired, availabilities typed into the grid, reports typed
into the games table, a conflict decided from the stop queue, the round ended, the ranking."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from tdesk.services.league import league
from tdesk.ui.widgets import messages


def _click(qtbot, tab, name: str) -> None:  # type: ignore[no-untyped-def]
    button = tab.findChild(QPushButton, name)
    assert button is not None and button.isEnabled(), name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _type(qtbot, widget, keys: str) -> None:  # type: ignore[no-untyped-def]
    for key in keys:
        qtbot.keyClicks(widget, key)


def test_a_round_through_the_gui(qtbot, window, store, make_event, monkeypatch):  # type: ignore[no-untyped-def]
    told: list[str] = []
    asked: list[str] = []
    monkeypatch.setattr(messages, "info", lambda _p, text, *a, **k: told.append(text))
    monkeypatch.setattr(messages, "confirm", lambda _p, text, *a, **k: asked.append(text) or True)
    event_id = make_event("league", players=5, lives=2, slots_per_round=3)
    window.reload_events(event_id)
    season = window.show_tab("season")

    # registration: everyone accepted (HU-E1 warns: no games on the host site), then seeds
    season.registrations.selectAll()
    _click(qtbot, season, "acceptRegistration")
    assert asked and "HU-E1" in asked[0]
    assert {r.status for r in league.registrations(store, event_id)} == {league.ACCEPTED}
    _click(qtbot, season, "startSeason")
    assert season.pages.currentIndex() == 1

    # pair: 5 players -> 2 games and a bye (HU-P1)
    _click(qtbot, season, "pairRound")
    view = league.season(store, event_id).current
    assert view is not None and len(view.games) == 2 and view.bye_name
    assert season.games.rowCount() == 2
    assert view.bye_name in season.status.text()

    # availability grid by keyboard: player 1 "113", player 2 "221" -> game 1 slot 1 ... and a
    # refused entry stays on screen with its reason (HU-D1)
    grid = season.grid
    grid.setFocus()
    grid.setCurrentCell(0, 0)
    _type(qtbot, grid, "213")  # first player of game 1
    _type(qtbot, grid, "221")  # second player of game 1
    view = league.season(store, event_id).current
    assert view is not None
    assert (view.games[0].a_marks, view.games[0].b_marks) == ("213", "221")
    assert view.games[0].slot == 1  # 1 and 2 at slot 2 (HU-D2)
    assert "2:" in season.games.item(0, 3).text()
    grid.setCurrentCell(2, 0)
    _type(qtbot, grid, "333")
    assert "fewer than half" in season.grid_error.text()
    assert league.season(store, event_id).current.games[1].a_marks == ""  # nothing saved

    # reports typed into the games table: game 1 agrees, game 2 both claim a win
    games = season.games
    games.setFocus()
    games.setCurrentCell(0, games.A_REPORT)
    qtbot.keyClicks(games, "1")
    games.setCurrentCell(0, games.B_REPORT)
    qtbot.keyClicks(games, "0")
    games.setCurrentCell(1, games.A_REPORT)
    qtbot.keyClicks(games, "1")
    games.setCurrentCell(1, games.B_REPORT)
    qtbot.keyClicks(games, "1")
    assert season.games.item(0, 6).text() == "1:0"
    assert season.stops.count() == 1 and "1 / 1" in season.stops.item(0).text()

    # the end-of-round check keeps the round open while the stop is open (HU-R3)
    _click(qtbot, season, "checkRound")
    assert told and "0 games waiting for reports, 1 conflict waiting" in told[-1]

    # the admin picks "--" from the queue; logged with the admin's name
    season.stops.setCurrentRow(0)
    assert season.games.current_game().number == 2
    season.outcome.setCurrentIndex(season.outcome.findData("--"))
    season.admin.clear()
    qtbot.keyClicks(season.admin, "Nelly")
    qtbot.keyClicks(season.reason, "no proof from either")
    _click(qtbot, season, "decide")
    current = league.season(store, event_id).current
    assert current is not None and current.closed and current.closed_by == "complete"
    assert "Nelly" in season.log.item(0).text()
    assert league.decisions(store, event_id)[0].admin == "Nelly"

    # copy as text for the forum
    _click(qtbot, season, "copyRound")
    text = QApplication.clipboard().text()
    assert "round 1" in text and view.games[0].a_name in text and view.bye_name in text

    # ranking: the lives and the decided outcome, the loser of game 1 greyed once dead
    ranking = window.show_tab("ranking")
    table = ranking.table
    rows = {table.item(r, 1).text(): r for r in range(table.rowCount())}
    g1, g2 = current.games
    assert table.item(rows[g1.a_name], 2).text() == "2"
    assert table.item(rows[g1.b_name], 2).text() == "1"
    assert table.item(rows[g2.a_name], 2).text() == "1"  # -- costs both a life
    assert ranking.summary.text().startswith("After 1 round")
    # the criterion that put each row below the one above is the highlighted cell (HU-K1)
    for row in league.ranking(store, event_id).rows[1:]:
        assert row.decided_by is not None
        cell = table.item(row.place - 1, 1 + row.decided_by)
        assert cell.background().color().name() == "#fff2a8"


def test_ranking_greys_the_dead_and_names_the_winner(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    event_id = make_event("league", players=2, lives=1)
    ids = [r.entry_id for r in league.registrations(store, event_id)]
    league.set_registration(store, event_id, ids, league.ACCEPTED)
    league.start_season(store, event_id)
    round_id = league.pair_next_round(store, event_id)
    (game,) = league.round_view(store, round_id).games
    league.set_report(store, game.id, game.a_entry_id, "+")
    league.set_report(store, game.id, game.b_entry_id, "?")
    league.end_of_round_check(store, round_id,
                              now=league.round_view(store, round_id).cutoff_at)
    window.reload_events(event_id)
    ranking = window.show_tab("ranking")
    assert ranking.banner.isVisible() and game.a_name in ranking.banner.text()
    table = ranking.table
    assert table.item(1, 1).text() == game.b_name
    assert table.item(1, 1).foreground().color().name() == "#9aa0a6"  # dead: greyed
    assert table.item(1, 2).background().color().name() == "#fff2a8"  # lives decided
    season = window.show_tab("season")
    assert not season.findChild(QPushButton, "pairRound").isEnabled()
    assert game.a_name in season.status.text()


def test_league_clock_shows_schedule_and_countdown(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    import datetime as dt

    event_id = make_event("league", players=4)
    ids = [r.entry_id for r in league.registrations(store, event_id)]
    league.set_registration(store, event_id, ids, league.ACCEPTED)
    league.start_season(store, event_id)
    now = dt.datetime.now(dt.UTC)
    round_id = league.pair_next_round(store, event_id, now=now)
    window.reload_events(event_id)
    tab = window.show_tab("clock")
    assert type(tab).__name__ == "LeagueClockTab"
    assert tab.table.item(0, 1).text() == "15/30"  # the games' HU-B1 structure beside the board
    board = tab.board
    view = league.round_view(store, round_id)
    board.now = lambda: view.cutoff_at - dt.timedelta(hours=2, minutes=3, seconds=4)
    board.tick()
    assert board.cutoff.text() == "02:03:04"
    assert board.slots.count() == len(view.slots)
    assert "round 1" in board.title.text()
    board.now = lambda: view.slots[0] - dt.timedelta(hours=1)
    board.tick()
    assert board.next_games.count() == 2  # no entries: both games in the first slot


def _lines(qtbot, widget, *lines: str) -> None:  # type: ignore[no-untyped-def]
    for index, line in enumerate(lines):
        if index:
            qtbot.keyClick(widget, Qt.Key.Key_Return)
        qtbot.keyClicks(widget, line)


def test_round_templates_dialog_saves_and_names_a_bad_slot(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    event_id = make_event("league", players=2)
    window.reload_events(event_id)
    season = window.show_tab("season")
    _click(qtbot, season, "templates")
    dialog = season.templates_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, "B")
    _lines(qtbot, dialog.slots, "2026-12-03 20:00", "2026-12-04 tomorrow")
    qtbot.mouseClick(dialog.findChild(QPushButton, "saveTemplate"), Qt.MouseButton.LeftButton)
    assert "'2026-12-04 tomorrow'" in dialog.error.text()
    assert league.list_templates(store, event_id) == []
    dialog.slots.clear()
    _lines(qtbot, dialog.slots, "2026-12-03 20:00", "2026-12-04 21:30")
    qtbot.mouseClick(dialog.findChild(QPushButton, "saveTemplate"), Qt.MouseButton.LeftButton)
    (template,) = league.list_templates(store, event_id)
    assert template.name == "B" and len(template.slots) == 2
    assert "B:" in dialog.existing.text()
    dialog.accept()


def test_league_projector_keeps_following_after_a_change_of_kind(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                                  make_event):
    league_id = make_event("league", players=4, name="HU Season")
    ids = [r.entry_id for r in league.registrations(store, league_id)]
    league.set_registration(store, league_id, ids, league.ACCEPTED)
    league.start_season(store, league_id)
    poker_id = make_event("poker", players=4)
    window.reload_events(league_id)
    tab = window.show_tab("clock")
    qtbot.keyClick(tab, Qt.Key.Key_F5)
    projector = tab.projector
    assert projector is not None and projector.isVisible()
    window.reload_events(poker_id)  # the league tabs are deleted
    window.reload_events(league_id)
    league.pair_next_round(store, league_id)
    window.ctx.poll()
    qtbot.waitUntil(lambda: "round 1" in projector.title.text(), timeout=5_000)
    projector.close()


def test_deciding_a_game_nobody_disputes_asks_first(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                    monkeypatch):
    """The admin's cursor on a final game, Ctrl+D: the players' agreed result is not
    overridden without a yes; a game from the stop queue is decided at once (HU-R2)."""
    asked: list[str] = []
    answer = [False]
    monkeypatch.setattr(messages, "confirm",
                        lambda _p, text, *a, **k: asked.append(text) or answer[0])
    event_id = make_event("league", players=6, lives=2)
    ids = [r.entry_id for r in league.registrations(store, event_id)]
    league.set_registration(store, event_id, ids, league.ACCEPTED)
    league.start_season(store, event_id)
    round_id = league.pair_next_round(store, event_id)
    agreed, disputed = league.round_view(store, round_id).games[:2]
    league.set_report(store, agreed.id, agreed.a_entry_id, "1")
    league.set_report(store, agreed.id, agreed.b_entry_id, "0")
    league.set_report(store, disputed.id, disputed.a_entry_id, "1")
    league.set_report(store, disputed.id, disputed.b_entry_id, "1")
    window.reload_events(event_id)
    season = window.show_tab("season")
    season.games.setFocus()
    season.games.setCurrentCell(0, season.games.A_REPORT)
    assert season.decide_button.text() == "Deci&de"  # Alt+D still reaches it
    season.outcome.setCurrentIndex(season.outcome.findData("--"))
    qtbot.keyClick(season.games, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert len(asked) == 1 and "Game 1" in asked[0] and "1:0" in asked[0] and "-:-" in asked[0]
    assert league.decisions(store, event_id) == []
    assert league.round_view(store, round_id).games[0].outcome == "10"
    season.stops.setCurrentRow(0)
    assert season.games.current_game().id == disputed.id
    season.outcome.setCurrentIndex(season.outcome.findData("01"))
    qtbot.keyClick(season.games, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert len(asked) == 1  # no question for a stop
    assert [d.outcome for d in league.decisions(store, event_id)] == ["01"]
    # a yes overrides a final game, logged like any decision
    answer[0] = True
    season.games.setCurrentCell(0, season.games.A_REPORT)
    season.outcome.setCurrentIndex(season.outcome.findData("--"))
    qtbot.keyClick(season.games, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert len(asked) == 2
    assert league.round_view(store, round_id).games[0].outcome == "--"


def test_slot_days_and_months_follow_the_interface_language(qtbot, window, store, make_event,  # type: ignore[no-untyped-def]
                                                            qapp, monkeypatch):
    """Under Russian the slot times on the Season tab, the text for the forum and the printed
    pairings read "вс 29 нояб. 17:00", not "Sun 29 Nov 17:00"."""
    import io
    import re

    from pypdf import PdfReader

    from tdesk import i18n
    from tdesk.print import registry

    english = re.compile(r"\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|"
                         r"Oct|Nov|Dec)\b")
    cyrillic = re.compile(r"[а-я]{2}")
    event_id = make_event("league", players=4, lives=2)
    ids = [r.entry_id for r in league.registrations(store, event_id)]
    league.set_registration(store, event_id, ids, league.ACCEPTED)
    league.start_season(store, event_id)
    league.pair_next_round(store, event_id)
    monkeypatch.setenv("TDESK_LANG", "ru")
    i18n.install(qapp)
    try:
        window.reload_events(event_id)
        season = window.show_tab("season")
        slot = season.games.item(0, 3).text()
        header = season.grid.horizontalHeaderItem(0).text()
        season.copy_text()
        text = QApplication.clipboard().text()
        out = io.BytesIO()
        registry.find("league-pairings").renderer()(store, event_id, out)
        printed = PdfReader(out).pages[0].extract_text()
        for shown in (slot, header, text, printed):
            assert cyrillic.search(shown) and not english.search(shown), shown
    finally:
        monkeypatch.delenv("TDESK_LANG")
        i18n.install(qapp)


def test_a_round_of_reports_is_typed_in_one_go(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    """Typing a report moves on to the opponent's report and then to the next game, so the
    desk types "1 0 1 0 0 1" for three games without touching the mouse or arrows."""
    event_id = make_event("league", players=6, lives=2)
    ids = [r.entry_id for r in league.registrations(store, event_id)]
    league.set_registration(store, event_id, ids, league.ACCEPTED)
    league.start_season(store, event_id)
    round_id = league.pair_next_round(store, event_id)
    window.reload_events(event_id)
    season = window.show_tab("season")
    games = season.games
    games.setFocus()
    games.setCurrentCell(0, games.A_REPORT)
    _type(qtbot, games, "10100")
    assert (games.currentRow(), games.currentColumn()) == (2, games.B_REPORT)
    _type(qtbot, games, "1")
    view = league.round_view(store, round_id)
    assert [(g.a_report, g.b_report) for g in view.games] == [("1", "0"), ("1", "0"), ("0", "1")]
    assert view.closed  # every game final: the round ends (HU-R3)


def test_league_clock_shows_an_earlier_open_game_with_its_own_time(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                                   make_event):
    """Under "Next games: <slot 2>" a game of slot 1 still waiting for reports carries its own
    time, so nobody reads it as one of the next games."""
    import datetime as dt

    from tdesk.ui.league.text import when_text

    event_id = make_event("league", players=4)
    ids = [r.entry_id for r in league.registrations(store, event_id)]
    league.set_registration(store, event_id, ids, league.ACCEPTED)
    league.start_season(store, event_id)
    round_id = league.pair_next_round(store, event_id, now=dt.datetime.now(dt.UTC))
    first, second = league.round_view(store, round_id).games
    league.set_availability(store, round_id, second.a_entry_id, "21111")
    league.set_availability(store, round_id, second.b_entry_id, "21111")  # slot 2
    view = league.round_view(store, round_id)
    assert (view.games[0].slot, view.games[1].slot) == (0, 1)
    window.reload_events(event_id)
    board = window.show_tab("clock").board
    board.now = lambda: view.slots[0] + dt.timedelta(minutes=30)
    board.tick()
    assert when_text(view.slots[1]) in board.next_title.text()
    lines = [board.next_games.item(r).text() for r in range(board.next_games.count())]
    assert lines[0] == f"{second.a_name} – {second.b_name}"
    assert lines[1].startswith(when_text(view.slots[0]) + " · " + first.a_name)


def test_league_clock_groups_stacks_and_blinds(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    """HU-B1's "1000/2000" and the 1,500 starting stack read like every other figure."""
    event_id = make_event("league", players=4)
    window.reload_events(event_id)
    tab = window.show_tab("clock")
    blinds = [tab.table.item(r, 1).text() for r in range(tab.table.rowCount())]
    assert "1,000/2,000" in blinds and "1000/2000" not in blinds
    assert "starting stack 1,500" in tab.board.structure.text()


def _started(store, make_event, players: int = 4) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    event_id = make_event("league", players=players, lives=2)
    ids = [r.entry_id for r in league.registrations(store, event_id)]
    league.set_registration(store, event_id, ids, league.ACCEPTED)
    league.start_season(store, event_id)
    return event_id, league.pair_next_round(store, event_id)


def _delivered_reads(window, store, tab):  # type: ignore[no-untyped-def]
    """Poll (every view gets the change record), then hand the same record to ``tab`` alone:
    the statements its filter and refresh ran (issue 22)."""
    from tests.ui.reads import tables_read

    window.ctx.poll()
    with tables_read(store) as read:
        tab.on_change.changed(window.ctx.seen)
    return read


def test_reports_in_another_league_leave_season_and_ranking_unread(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                                   make_event):
    """A report typed in another league changes the same tables: the Season and Ranking
    tabs read nothing and keep their rows; a report in the shown league is read (issue 22)."""
    event_id, round_id = _started(store, make_event)
    _other, other_round = _started(store, make_event)
    window.reload_events(event_id)
    season = window.show_tab("season")
    window.ctx.poll()  # the first look at the store reads everything
    games = [season.games.item(r, 4).text() for r in range(season.games.rowCount())]
    game = league.round_view(store, other_round).games[0]
    league.set_report(store, game.id, game.a_entry_id, "1")
    read = _delivered_reads(window, store, season)
    assert window.ctx.seen.tables >= {"league_game"}
    assert read.statements == []
    assert [season.games.item(r, 4).text() for r in range(season.games.rowCount())] == games
    mine = league.round_view(store, round_id).games[0]
    league.set_report(store, mine.id, mine.a_entry_id, "1")
    read = _delivered_reads(window, store, season)
    assert read.view_tables and read.view_tables <= season.READS
    assert season.games.item(0, 4).text() == "1"

    ranking = window.show_tab("ranking")
    rows = [ranking.table.item(r, 1).text() for r in range(ranking.table.rowCount())]
    league.set_report(store, game.id, game.b_entry_id, "0")  # the other game is final
    assert _delivered_reads(window, store, ranking).statements == []
    assert [ranking.table.item(r, 1).text() for r in range(ranking.table.rowCount())] == rows
    assert league.round_view(store, other_round).games[0].outcome == "10"


def test_pair_and_check_say_the_league_rule(qtbot, window, store, make_event):  # type: ignore[no-untyped-def]
    """Pair next round is off while the round is open, with HU-R3's reason as its tooltip;
    the end-of-round check stays on for the open round and says what holds it open; on an
    ended round it is off and says so (issue 22)."""
    event_id, round_id = _started(store, make_event)
    window.reload_events(event_id)
    season = window.show_tab("season")
    pair = season.findChild(QPushButton, "pairRound")
    check = season.findChild(QPushButton, "checkRound")
    assert not pair.isEnabled() and pair.toolTip() == "Round 1 is still open: end it first."
    assert check.isEnabled()
    assert "stays open now: 2 games waiting for reports until the cut-off (HU-R3)" in \
        check.toolTip()
    first, second = league.round_view(store, round_id).games
    league.set_report(store, first.id, first.a_entry_id, "1")
    league.set_report(store, first.id, first.b_entry_id, "1")  # a conflict
    window.ctx.poll()
    assert "1 conflict waiting for an admin (HU-R2); 1 game waiting" in check.toolTip()
    league.decide(store, first.id, "10", "Nelly", "")
    league.set_report(store, second.id, second.a_entry_id, "0")
    league.set_report(store, second.id, second.b_entry_id, "1")
    window.ctx.poll()
    assert league.round_view(store, round_id).closed
    assert pair.isEnabled() and pair.toolTip() == "Ctrl+Shift+R"
    assert not check.isEnabled()
    assert check.toolTip() == "Round 1 has ended: correct a result instead."


def test_league_clock_reads_nothing_for_another_leagues_report(qtbot, window, store,  # type: ignore[no-untyped-def]
                                                               make_event):
    """Issue 22: the league Clock tab's board and structure refresh from the change record: a
    report in another league is not read; one in the shown league is, by the board alone."""
    from tdesk.ui.league.clock_tab import LeagueBoard

    event_id, round_id = _started(store, make_event)
    _other, other_round = _started(store, make_event)
    window.reload_events(event_id)
    tab = window.show_tab("clock")
    window.ctx.poll()
    games = [tab.board.next_games.item(r).text() for r in range(tab.board.next_games.count())]
    game = league.round_view(store, other_round).games[0]
    league.set_report(store, game.id, game.a_entry_id, "1")
    read = _delivered_reads(window, store, tab)
    assert window.ctx.seen.tables >= {"league_game"} and read.statements == []
    assert [tab.board.next_games.item(r).text()
            for r in range(tab.board.next_games.count())] == games
    mine = league.round_view(store, round_id).games[0]
    league.set_report(store, mine.id, mine.a_entry_id, "1")
    league.set_report(store, mine.id, mine.b_entry_id, "0")
    read = _delivered_reads(window, store, tab)
    assert read.view_tables and read.view_tables <= LeagueBoard.READS  # not the structure
    assert tab.board.view is not None and tab.board.view.current is not None
    assert tab.board.view.current.games[0].state == "final"
    assert [tab.board.next_games.item(r).text()
            for r in range(tab.board.next_games.count())] != games  # the final game left
