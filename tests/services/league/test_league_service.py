"""Running a league season through the services (issue 13): registration (HU-E1), seeds
(HU-S1), pairing with the bye (HU-P1/P2), availability and slots (HU-D1/D2), reports and the
end-of-round check (HU-R2/R3), the stop queue, corrections, ranking, undo."""

from __future__ import annotations

import csv
import datetime as dt
import io

import pytest

from tdesk.demo.league import demo_league
from tdesk.errors import ConflictError, InputError
from tdesk.models.store import Store
from tdesk.services.league import league
from tdesk.services.players import PlayerFields, update_player


def _season(store: Store, make_event, players: int = 5, lives: int = 3) -> int:  # type: ignore[no-untyped-def]
    event_id = make_event("league", players=players, lives=lives)
    ids = [r.entry_id for r in league.registrations(store, event_id)]
    league.set_registration(store, event_id, ids, league.ACCEPTED)
    league.start_season(store, event_id)
    return event_id


NOW = dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.UTC)


def test_registration_shows_hu_e1_and_start_refuses_pending(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("league", players=3)
    rows = league.registrations(store, event_id)
    assert all(r.status == league.PENDING and not r.eligible for r in rows)  # 0 games on site
    first = rows[0]
    update_player(store, first.entry_id, PlayerFields(name=first.name, rating=1500,
                                                      site_games=10))
    assert {r.entry_id: r.eligible for r in league.registrations(store, event_id)}[first.entry_id]
    with pytest.raises(ConflictError, match="still pending"):
        league.start_season(store, event_id)
    league.set_registration(store, event_id, [rows[1].entry_id], league.DECLINED)
    league.set_registration(store, event_id, [rows[0].entry_id, rows[2].entry_id],
                            league.ACCEPTED)
    league.start_season(store, event_id)
    seeded = {r.name: r.seed for r in league.registrations(store, event_id)}
    assert seeded[rows[1].name] is None
    assert sorted(s for s in seeded.values() if s) == [1, 2]
    with pytest.raises(ConflictError, match="started"):
        league.set_registration(store, event_id, [rows[1].entry_id], league.ACCEPTED)


def test_seeds_follow_rating(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = _season(store, make_event, players=4)
    rows = league.registrations(store, event_id)
    by_rating = sorted(rows, key=lambda r: -(r.rating or 0))
    assert [r.seed for r in by_rating] == [4, 3, 2, 1]


def test_a_round_from_pairing_to_ranking(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = _season(store, make_event, players=5)
    round_id = league.pair_next_round(store, event_id, now=NOW)
    view = league.round_view(store, round_id)
    assert len(view.games) == 2 and view.bye_name  # 5 living: one bye
    assert view.cutoff_at is not None and view.cutoff_at > view.slots[-1]
    with pytest.raises(ConflictError, match="still open"):
        league.pair_next_round(store, event_id, now=NOW)
    g1, g2 = view.games
    n = len(view.slots)
    league.set_availability(store, round_id, g1.a_entry_id, "3" * (n // 2 - 1) + "1" * (n - n // 2 + 1))
    league.set_availability(store, round_id, g1.b_entry_id, "2" * (n - 1) + "1")
    with pytest.raises(InputError, match="fewer than half"):
        league.set_availability(store, round_id, g2.a_entry_id, "3" * n)
    view = league.round_view(store, round_id)
    assert view.games[0].slot == n - 1  # the only 1-1 slot
    league.set_report(store, g1.id, g1.a_entry_id, "1")
    league.set_report(store, g1.id, g1.b_entry_id, "0")
    league.set_report(store, g2.id, g2.a_entry_id, "1")
    league.set_report(store, g2.id, g2.b_entry_id, "1")  # conflict
    view = league.round_view(store, round_id)
    assert [g.state for g in view.games] == ["final", "stop"]
    check = league.end_of_round_check(store, round_id, now=view.cutoff_at)
    assert not check.closed and check.stops == 1  # never with an open stop (HU-R3)
    league.decide(store, g2.id, "--", "Nelly", "no screenshot from either")
    view = league.round_view(store, round_id)
    assert view.closed and view.closed_by == "complete"
    log = league.decisions(store, event_id)
    assert log[0].admin == "Nelly" and log[0].outcome == "--" and log[0].before == "11"
    table = league.ranking(store, event_id)
    lives = {r.entry_id: r.lives for r in table.rows}
    assert lives[g1.a_entry_id] == 3 and lives[g1.b_entry_id] == 2
    assert lives[g2.a_entry_id] == 2 and lives[g2.b_entry_id] == 2


def test_cutoff_counts_missing_reports_as_none(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = _season(store, make_event, players=4)
    round_id = league.pair_next_round(store, event_id, now=NOW)
    g1, g2 = league.round_view(store, round_id).games
    league.set_report(store, g1.id, g1.a_entry_id, "1")
    early = league.end_of_round_check(store, round_id, now=NOW)
    assert not early.closed and early.waiting == 2
    cutoff = league.round_view(store, round_id).cutoff_at
    assert cutoff is not None
    done = league.end_of_round_check(store, round_id, now=cutoff)
    assert done.closed and done.closed_by == "cut-off"
    games = {g.id: g.outcome for g in league.round_view(store, round_id).games}
    assert games == {g1.id: "10", g2.id: "--"}  # 1? -> 10, ?? -> --
    with pytest.raises(ConflictError, match="has ended"):
        league.set_report(store, g2.id, g2.a_entry_id, "1")


def test_correction_is_logged_with_its_reason_and_undo_restores(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = _season(store, make_event, players=2, lives=1)
    round_id = league.pair_next_round(store, event_id, now=NOW)
    (game,) = league.round_view(store, round_id).games
    league.set_report(store, game.id, game.a_entry_id, "1")
    league.set_report(store, game.id, game.b_entry_id, "0")
    assert league.ranking(store, event_id).winner == game.a_name
    with pytest.raises(ConflictError, match="winner"):
        league.pair_next_round(store, event_id, now=NOW)
    with pytest.raises(InputError, match="Reason"):
        league.correct_game(store, game.id, "01", "supernoob", "")
    league.correct_game(store, game.id, "01", "supernoob", "log file shows b won")
    assert league.ranking(store, event_id).winner == game.b_name
    entry = league.decisions(store, event_id)[0]
    assert (entry.kind, entry.before, entry.outcome, entry.reason) == (
        "correction", "10", "01", "log file shows b won")
    store.undo()
    assert league.ranking(store, event_id).winner == game.a_name
    assert league.decisions(store, event_id) == []


def test_templates_next_round_is_the_one_starting_soonest(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = _season(store, make_event, players=4)
    a = [dt.datetime(2026, 12, 7, 19, tzinfo=dt.UTC) + dt.timedelta(days=i) for i in range(5)]
    b = [dt.datetime(2026, 12, 3, 19, tzinfo=dt.UTC) + dt.timedelta(days=i) for i in range(3)]
    league.save_template(store, event_id, "A", a)
    league.save_template(store, event_id, "B", b)
    first = league.round_view(store, league.pair_next_round(store, event_id, now=NOW))
    assert first.template == "B" and first.slots == tuple(b)
    for g in first.games:
        league.set_report(store, g.id, g.a_entry_id, "1")
        league.set_report(store, g.id, g.b_entry_id, "0")
    second = league.round_view(store, league.pair_next_round(store, event_id, now=NOW))
    assert second.template == "A"  # B's next week (Dec 10) starts later than A (Dec 7)
    assert second.slots == tuple(a)


def test_parse_slots_names_the_bad_one() -> None:
    assert len(league.parse_slots("2026-12-01 20:00, 2026-12-02 21:30")) == 2
    with pytest.raises(InputError, match="'tomorrow'"):
        league.parse_slots("2026-12-01 20:00, tomorrow")


def test_csv_exports(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = _season(store, make_event, players=3)
    round_id = league.pair_next_round(store, event_id, now=NOW)
    rows = list(csv.reader(io.StringIO(league.round_csv(store, round_id))))
    assert rows[0][:3] == ["round", "game", "player"]
    assert len(rows) == 3 and rows[2][4] == "bye"
    ranking = list(csv.reader(io.StringIO(league.ranking_csv(store, event_id))))
    assert len(ranking[0]) == 2 + 13 + 1 and len(ranking) == 4


def test_demo_league_has_a_stop_waiting(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    from tdesk.demo import DEMO_HOOKS

    assert "tdesk.demo.league:demo_league" in DEMO_HOOKS
    event_id = make_event("league", players=16)
    demo_league(store, {"league": event_id})
    view = league.season(store, event_id)
    assert view.current is not None and view.current.number == 3
    assert len(view.current.stops) == 1 and not view.current.closed
    assert league.ranking(store, event_id).rounds_played == 2


def test_undo_of_a_decision_reopens_the_round_with_its_stop(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = _season(store, make_event, players=2)
    round_id = league.pair_next_round(store, event_id, now=NOW)
    (game,) = league.round_view(store, round_id).games
    league.set_report(store, game.id, game.a_entry_id, "+")
    league.set_report(store, game.id, game.b_entry_id, "+")  # both say the other did not come
    assert [g.state for g in league.round_view(store, round_id).games] == ["stop"]
    league.decide(store, game.id, "-+", "supernoob")
    assert league.round_view(store, round_id).closed
    store.undo()
    view = league.round_view(store, round_id)
    assert not view.closed and len(view.stops) == 1
    assert league.decisions(store, event_id) == []
    assert {r.lives for r in league.ranking(store, event_id).rows} == {3}


def test_availability_clear_counts_as_all_2_and_refusal_saves_nothing(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = _season(store, make_event, players=2)
    round_id = league.pair_next_round(store, event_id, now=NOW)
    (game,) = league.round_view(store, round_id).games
    league.set_availability(store, round_id, game.a_entry_id, "33211")
    league.set_availability(store, round_id, game.b_entry_id, "22111")
    assert league.round_view(store, round_id).games[0].slot == 3  # first 1-1
    with pytest.raises(InputError, match="Availability of"):
        league.set_availability(store, round_id, game.a_entry_id, "333 11")
    assert league.round_view(store, round_id).games[0].a_marks == "33211"
    league.set_availability(store, round_id, game.a_entry_id, "")
    again = league.round_view(store, round_id).games[0]
    assert again.a_marks == "" and again.slot == 2  # all 2 against b's first 1


def test_csv_cells_never_run_as_spreadsheet_formulas(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    """A forfeit "+-" or a name typed "=HYPERLINK(…)" opens as text in a spreadsheet."""
    event_id = _season(store, make_event, players=2)
    round_id = league.pair_next_round(store, event_id, now=NOW)
    game = league.round_view(store, round_id).games[0]
    league.set_report(store, game.id, game.a_entry_id, "+")
    league.set_report(store, game.id, game.b_entry_id, "-")
    rows = list(csv.reader(io.StringIO(league.round_csv(store, round_id))))
    assert rows[1][8] == "'+-" and rows[1][9] == "'+-"  # the reports and the outcome
    assert not any(cell.startswith(("=", "+", "-", "@")) for row in rows for cell in row)
