"""The Swiss and league services do work in proportion to what an action touches (issue 27):
a pairing writes its tables in one insert, not an ORM object each; a result returns its table
as the round shows it without reading the round; a league report and the ranking load no game
objects they only read. Counted, never timed (bench/service_at_size.py has the times)."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import event

from tdesk.models.league import LeagueGame
from tdesk.models.store import Store
from tdesk.models.swiss import SwissMatch
from tdesk.services.league import league
from tdesk.services.swiss import swiss

NOW = dt.datetime(2026, 12, 1, 9, 0, tzinfo=dt.UTC)


@contextmanager
def _counted(store: Store, model: type, what: str) -> Iterator[dict[str, int]]:
    """Counts ``model`` objects loaded from the store and INSERT statements into its table."""
    seen = {"loaded": 0, "inserts": 0}
    table = model.__tablename__  # type: ignore[attr-defined]

    def loaded(*_: object) -> None:
        seen["loaded"] += 1

    def executed(_conn, _cursor, statement: str, *_: object) -> None:  # type: ignore[no-untyped-def]
        seen["inserts"] += statement.lstrip().upper().startswith(f"INSERT INTO {table.upper()}")

    event.listen(model, "load", loaded)
    event.listen(store.engine, "before_cursor_execute", executed)
    try:
        yield seen
    finally:
        event.remove(model, "load", loaded)
        event.remove(store.engine, "before_cursor_execute", executed)


def test_a_pairing_writes_its_tables_in_one_insert_and_undo_takes_them_back(
        store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    """CG-P1: 41 players, one bye; the 21 tables are one INSERT (was one per table); the round
    read back is the one get_round reads; undo removes every table, redo puts them back."""
    event_id = make_event("swiss", players=41)
    with _counted(store, SwissMatch, "pair") as seen:
        paired = swiss.pair_next_round(store, event_id, seed=5)
    assert seen["inserts"] == 1 and seen["loaded"] == 0
    assert len(paired.tables) == 21 and paired == swiss.get_round(store, event_id, 1)
    store.undo()
    assert swiss.get_round(store, event_id) is None
    store.redo()
    assert swiss.get_round(store, event_id, 1) == paired


def test_a_result_returns_its_table_as_the_round_shows_it(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    """CG-M1/M2, CG-M4: every result entered and corrected over three rounds (draws, a double
    loss, a bye) gives back exactly the row get_round shows for that table, points included."""
    event_id = make_event("swiss", players=9)
    rng = random.Random(3)
    for number in (1, 2, 3):
        swiss.pair_next_round(store, event_id, seed=number)
        for table in swiss.get_round(store, event_id, number).tables:  # type: ignore[union-attr]
            if table.b_id is None:
                continue
            row = swiss.record_result(store, event_id, number, table.table,
                                      rng.choice(["2-0", "1-2", "1-1", "nn"]))
            shown = swiss.get_round(store, event_id, number)
            assert shown is not None and row == next(t for t in shown.tables
                                                     if t.table == table.table)
    table = next(t for t in swiss.get_round(store, event_id, 2).tables  # type: ignore[union-attr]
                 if t.b_id is not None)
    row = swiss.correct_result(store, event_id, 2, table.table, "0-2", "slip was wrong")
    assert row.corrections == 1
    assert row == next(t for t in swiss.get_round(store, event_id, 2).tables  # type: ignore[union-attr]
                       if t.table == table.table)


def _season(store: Store, make_event, players: int) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    event_id = make_event("league", players=players, lives=3)
    ids = [r.entry_id for r in league.registrations(store, event_id)]
    league.set_registration(store, event_id, ids, league.ACCEPTED)
    league.start_season(store, event_id)
    return event_id, league.pair_next_round(store, event_id, now=NOW)


def test_a_league_report_loads_only_its_game_until_the_round_ends(
        store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    """HU-R2/R3: a report loads its own game (it loaded every game of the round to see
    whether the round ends); the report that completes the round still ends it."""
    event_id, round_id = _season(store, make_event, players=12)
    games = league.round_view(store, round_id).games
    with _counted(store, LeagueGame, "report") as seen:
        league.set_report(store, games[0].id, games[0].a_entry_id, "1")
    assert seen["loaded"] == 1
    for g in games:
        if g is not games[0]:
            league.set_report(store, g.id, g.a_entry_id, "1")
        assert not league.round_view(store, round_id).closed
        league.set_report(store, g.id, g.b_entry_id, "0")
    view = league.round_view(store, round_id)
    assert view.closed and view.closed_by == "complete"
    assert {g.outcome for g in view.games} == {"10"}


def test_the_ranking_loads_no_game_objects(store: Store, make_event) -> None:  # type: ignore[no-untyped-def]
    """HU-K1: the ranking reads the games as plain values (it loaded each as an object);
    the leader after one ended round is a winner of it, and nobody has the season yet."""
    event_id, round_id = _season(store, make_event, players=6)
    for g in league.round_view(store, round_id).games:
        league.set_report(store, g.id, g.a_entry_id, "1")
        league.set_report(store, g.id, g.b_entry_id, "0")
    winners = {g.a_entry_id for g in league.round_view(store, round_id).games}
    with _counted(store, LeagueGame, "ranking") as seen:
        table = league.ranking(store, event_id)
    assert seen["loaded"] == 0
    assert table.rounds_played == 1 and table.winner == ""
    assert table.rows[0].entry_id in winners
