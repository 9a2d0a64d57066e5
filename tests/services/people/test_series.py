"""The series service: one action per write, the board read from the events (SER-1..SER-7)."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal as D

import pytest
from sqlmodel import func, select

from tdesk.errors import ConflictError, InputError
from tdesk.models.series import Series, SeriesEvent
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, Entry
from tdesk.services.events import create_event, delete_event
from tdesk.services.people import series
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players
from tdesk.services.swiss import swiss

MakeEvent = Callable[..., int]


def enter_same_people(store: Store, source: int, name: str, count: int) -> int:
    """A new poker event with the first ``count`` people of ``source`` entered again (their
    Player rows reused, as registration reusing a person does)."""
    event = create_event(store, name, "poker")
    with store.read() as session:
        players = session.exec(select(Entry.player_id).where(Entry.event_id == source)
                               .order_by(Entry.id)).all()[:count]
    with store.action("test entries", event_id=event) as scope:
        for p in players:
            scope.session.add(Entry(event_id=event, player_id=p))
    return event


def audit_count(store: Store) -> int:
    with store.read() as session:
        return int(session.exec(select(func.count()).select_from(AuditLog)).one())


def entry_ids(store: Store, event: int) -> list[int]:
    return sorted(r.entry_id for r in list_entries(store, event))


def test_two_poker_events_board_by_hand_SER_3_SER_6(store: Store, make_event: MakeEvent
                                                   ) -> None:
    one = make_event("poker", players=4, name="Week 1")
    two = enter_same_people(store, one, "Week 2", 4)
    sid = series.create_series(store, "Tuesday", formula="sqrt", params={"k": 10}, best_n=1)
    series.add_events(store, sid, [one, two])
    a, b, c, d = entry_ids(store, one)
    bust_players(store, one, [d])  # 4th
    bust_players(store, one, [c])  # 3rd
    bust_players(store, one, [b])  # 2nd: a has won
    board = series.leaderboard(store, sid)
    assert [(ln.rank, ln.total) for ln in board.lines] == [
        (1, D("20.00")), (2, D("14.14")), (3, D("11.55")), (4, D("10.00"))]
    assert board.lines[1].cells == (series.Cell(2, D("14.14"), True), None)
    # week 2: B, D, C, A; best 1: A and B both 20.00 with a win, B's other result (14.14)
    # beats A's (10.00) (SER-7); D 14.14 before C 11.55
    w_a, w_b, w_c, w_d = entry_ids(store, two)
    for out in (w_a, w_c, w_d):
        bust_players(store, two, [out])
    board = series.leaderboard(store, sid)
    people = {r.entry_id: r.name for r in list_entries(store, one)}
    assert [(ln.rank, ln.name, ln.total) for ln in board.lines] == [
        (1, people[b], D("20.00")), (2, people[a], D("20.00")), (3, people[d], D("14.14")),
        (4, people[c], D("11.55"))]
    line_a = board.lines[1]
    assert line_a.cells == (series.Cell(1, D("20.00"), True), series.Cell(4, D("10.00"), False))
    assert (line_a.counted, line_a.wins) == (1, 1)
    assert board.fields == (4, 4)


def test_bad_formula_names_its_field_and_writes_nothing(store: Store) -> None:
    before = audit_count(store)
    with pytest.raises(InputError) as err:
        series.create_series(store, "Bad", formula="sqrt", params={"k": -3})
    assert err.value.field == "k"
    with pytest.raises(InputError) as err:
        series.create_series(store, "Bad", formula="sqrt", params={"k": 1}, best_n=0)
    assert err.value.field == "best"
    with store.read() as session:
        assert session.exec(select(Series)).all() == []
    assert audit_count(store) == before
    sid = series.create_series(store, "Good")
    with pytest.raises(InputError) as err:
        series.set_formula(store, sid, "by_place", {"table": "10 20"}, None)
    assert err.value.field == "table"
    assert series.get_series(store, sid).formula == "sqrt"


def test_each_write_is_one_action_with_its_audit_row(store: Store, make_event: MakeEvent
                                                     ) -> None:
    event = make_event("poker", players=3)
    start = audit_count(store)
    sid = series.create_series(store, "Season")
    series.rename_series(store, sid, "Season 1")
    series.set_formula(store, sid, "linear", {"k": 2}, 3)
    series.add_event(store, sid, event)
    series.remove_event(store, sid, event)
    series.delete_series(store, sid)
    with store.read() as session:
        rows = session.exec(select(AuditLog).where(AuditLog.id > start)
                            .order_by(AuditLog.id)).all()  # type: ignore[operator]
    assert [r.action for r in rows] == ["create series", "rename series", "set series formula",
                                        "add series events", "remove series event",
                                        "delete series"]
    assert rows[0].summary == "Create series Season"


def test_names_are_unique_and_an_event_once_per_series(store: Store, make_event: MakeEvent
                                                       ) -> None:
    event = make_event("poker", players=3)
    sid = series.create_series(store, "Circuit")
    with pytest.raises(InputError) as err:
        series.create_series(store, "  circuit ")
    assert err.value.field == "Series name"
    series.add_event(store, sid, event)
    with pytest.raises(ConflictError):
        series.add_events(store, sid, [event])
    assert [e.event_id for e in series.get_series(store, sid).events] == [event]
    assert series.find_series(store, "CIRCUIT").id == sid


def test_delete_is_undone_with_its_events_and_an_event_deleted_leaves_the_series(
        store: Store, make_event: MakeEvent) -> None:
    one, two = make_event("poker", players=3), make_event("poker", players=3)
    sid = series.create_series(store, "Weekly")
    series.add_events(store, sid, [one, two])
    series.delete_series(store, sid)
    with store.read() as session:
        assert session.exec(select(SeriesEvent)).all() == []
    store.undo()
    assert [e.event_id for e in series.get_series(store, sid).events] == [one, two]
    delete_event(store, one)
    assert [e.event_id for e in series.get_series(store, sid).events] == [two]


def test_a_swiss_event_gives_its_standings_once_a_result_is_in(
        store: Store, make_event: MakeEvent) -> None:
    event = make_event("swiss", players=4)
    sid = series.create_series(store, "Circuit", formula="by_place",
                               params={"table": [10, 6, 4, 3]})
    series.add_event(store, sid, event)
    swiss.pair_next_round(store, event)
    assert series.leaderboard(store, sid).lines == ()
    for t in swiss.get_round(store, event, 1).tables:  # type: ignore[union-attr]
        swiss.record_result(store, event, 1, t.table, "2-0")
    board = series.leaderboard(store, sid)
    assert [ln.total for ln in board.lines] == [D(10), D(6), D(4), D(3)]
    order = [r.name for r in swiss.standings(store, event)]
    assert [ln.name for ln in board.lines] == order
    assert board.fields == (4,)


def test_the_board_is_the_same_whatever_order_the_events_were_added(store: Store) -> None:
    """Re-running the series from its events gives the same board (issue 26): the demo's six
    games added in reverse give every person the same rank, total and points per event."""
    from tdesk.demo import series as series_demo

    series_demo.demo_series(store, {"poker": create_event(store, "Main", "poker")})
    info = series.find_series(store, series_demo.SERIES)
    ids = [e.event_id for e in info.events]
    again = series.create_series(store, "Again", params=dict(info.params), best_n=info.best_n)
    series.add_events(store, again, list(reversed(ids)))

    def by_person(sid: int) -> dict[int, tuple[int, D, dict[int, series.Cell]]]:
        board = series.leaderboard(store, sid)
        events = [e.event_id for e in board.series.events]
        return {ln.person_id: (ln.rank, ln.total, {e: c for e, c in zip(events, ln.cells,
                                                                          strict=True) if c})
                for ln in board.lines}

    assert by_person(again) == by_person(info.id)


def test_a_league_gives_its_ranking_once_a_round_has_ended(
        store: Store, make_event: MakeEvent) -> None:
    """Issue 36: a series with a league in it read a field the ranking does not have (an
    AttributeError); the board now follows the league's ranking (HU-K1) after a round."""
    from tdesk.services.league import league

    event = make_event("league", players=4, lives=1)
    ids = [r.entry_id for r in league.registrations(store, event)]
    league.set_registration(store, event, ids, league.ACCEPTED)
    league.start_season(store, event)
    sid = series.create_series(store, "League circuit", formula="by_place",
                               params={"table": [10, 6, 4, 3]})
    series.add_event(store, sid, event)
    assert series.leaderboard(store, sid).lines == ()  # no round ended yet
    round_id = league.pair_next_round(store, event)
    for g in league.round_view(store, round_id).games:
        league.set_report(store, g.id, g.a_entry_id, "1")
        league.set_report(store, g.id, g.b_entry_id, "0")
    ranking = league.ranking(store, event)
    board = series.leaderboard(store, sid)
    assert [(ln.name, ln.cells[0].place) for ln in board.lines] == [  # type: ignore[union-attr]
        (r.name, r.place) for r in ranking.rows]
    assert [ln.total for ln in board.lines] == [D(10), D(6), D(4), D(3)]
    assert board.fields == (4,)
