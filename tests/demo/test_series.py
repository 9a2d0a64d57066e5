"""The demo's series (issue 26): six finished Tuesday games, one club, best 4 of 6."""

from __future__ import annotations

from sqlmodel import func, select

from tdesk.demo import series as series_demo
from tdesk.models.store import Store
from tdesk.models.tables import Entry, Player
from tdesk.services.events import create_event
from tdesk.services.people import series


def test_demo_series_is_six_finished_games_of_the_same_people(store: Store) -> None:
    series_demo.demo_series(store, {"poker": create_event(store, "Main", "poker")})
    info = series.find_series(store, series_demo.SERIES)
    assert (info.formula, info.params, info.best_n) == ("sqrt", {"k": "100.00"}, 4)
    assert [e.name for e in info.events] == list(series_demo.WEEKS)
    board = series.leaderboard(store, info.id)
    assert board.fields == series_demo.FIELDS
    with store.read() as session:
        people = session.exec(select(func.count()).select_from(Player)).one()
        entries = session.exec(select(func.count()).select_from(Entry)).one()
    assert people == series_demo.POOL and entries == sum(series_demo.FIELDS)  # reused records
    assert len(board.lines) == series_demo.POOL
    # every game played out: each place once, a winner in each
    for i, field in enumerate(series_demo.FIELDS):
        places = sorted(ln.cells[i].place for ln in board.lines if ln.cells[i])
        assert places == list(range(1, field + 1))
    assert all(ln.counted == min(4, sum(1 for c in ln.cells if c)) for ln in board.lines)
    assert any(sum(1 for c in ln.cells if c and not c.counted) for ln in board.lines)
    assert [ln.rank for ln in board.lines] == sorted(ln.rank for ln in board.lines)
