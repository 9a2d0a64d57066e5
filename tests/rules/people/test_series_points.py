"""Series points and the leaderboard (SER-1..SER-7): hand-computed examples and properties."""

from __future__ import annotations

import random
from decimal import Decimal as D

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules.people import series_points as sp
from tdesk.rules.people.series_points import Formula, FormulaError, Result, board, points


def test_sqrt_formula_by_hand_SER_3() -> None:
    f = sp.verify_formula("sqrt", {"k": 100})
    assert points(f, 1, 12) == D("346.41")  # 100·√12 = 346.410…
    assert points(f, 3, 12) == D("200.00")  # 100·√4
    assert points(f, 5, 12) == D("154.92")  # 100·√2.4 = 154.919…
    assert points(f, 12, 12) == D("100.00")  # last always gets k


def test_linear_formula_by_hand_SER_4() -> None:
    f = sp.verify_formula("linear", {"k": "1.5"})
    assert [points(f, p, 10) for p in (1, 2, 10)] == [D("15.00"), D("13.50"), D("1.50")]


def test_typed_table_with_default_SER_1() -> None:
    f = sp.verify_formula("by_place", {"table": "100, 80, 65, 50", "default": 10})
    assert [points(f, p, 30) for p in (1, 3, 4, 5, 30)] == [D(100), D(65), D(50), D(10), D(10)]


def test_table_by_field_size_SER_2() -> None:
    f = sp.verify_formula("by_field", {"bands": [{"from": 20, "table": [100, 70, 50]},
                                                 {"from": 1, "table": [50, 30]}]})
    assert points(f, 2, 15) == D(30)   # 15 players: the band from 1
    assert points(f, 2, 20) == D(70)   # 20 players: the band from 20
    assert points(f, 3, 15) == D(0)    # past the table: the default


def test_a_tie_gets_the_shared_places_points_SER_5() -> None:
    f = Formula("by_place", {"table": ["10", "6", "4", "3"], "default": "0"})
    rows = board(f, [Result(1, 1, 1, 4), Result(1, 2, 2, 4), Result(1, 3, 2, 4)])
    assert {r.person: r.total for r in rows} == {1: D(10), 2: D(6), 3: D(6)}
    assert [r.rank for r in rows] == [1, 2, 2]


def test_three_event_series_best_two_by_hand_SER_6_SER_7() -> None:
    """sqrt, k = 10, best 2. Event 1 (4 players): A, B, C, D; event 2 (9 players): B 1st,
    D 2nd, A 4th, C 9th; event 3 (4 players): C, D, A, B.
    Points: 4 players: 20.00, 14.14, 11.55, 10.00; 9 players: 1st 30.00, 2nd 21.21, 4th
    15.00, 9th 10.00. A 20 + 15 (11.55 dropped) = 35.00, B 14.14 + 30 = 44.14, C 11.55 + 20
    = 31.55, D 21.21 + 14.14 = 35.35."""
    a, b, c, d = 1, 2, 3, 4
    f = sp.verify_formula("sqrt", {"k": 10}, best_n=2)
    results = [Result(1, a, 1, 4), Result(1, b, 2, 4), Result(1, c, 3, 4), Result(1, d, 4, 4),
               Result(2, b, 1, 9), Result(2, d, 2, 9), Result(2, a, 4, 9), Result(2, c, 9, 9),
               Result(3, c, 1, 4), Result(3, d, 2, 4), Result(3, a, 3, 4), Result(3, b, 4, 4)]
    rows = board(f, results)
    assert [(r.rank, r.person, r.total) for r in rows] == [
        (1, b, D("44.14")), (2, d, D("35.35")), (3, a, D("35.00")), (4, c, D("31.55"))]
    row_a = rows[2]
    assert row_a.points == {1: D("20.00"), 2: D("15.00"), 3: D("11.55")}
    assert row_a.counted == {1, 2}
    assert rows[0].wins == 1


def test_equal_points_the_earlier_event_counts_SER_6() -> None:
    assert sp.counted({5: D(10), 3: D(10), 9: D(20)}, 2) == {9, 3}
    assert sp.counted({5: D(10)}, None) == {5}


def test_tie_breaks_SER_7() -> None:
    f = Formula("by_place", {"table": ["10", "7", "5", "3"], "default": "0"})
    # totals 10 each: A won once (10); B 7 + 3 (no win): A first on wins
    rows = board(f, [Result(1, 1, 1, 4), Result(2, 2, 2, 4), Result(3, 2, 4, 4)])
    assert [(r.rank, r.person) for r in rows] == [(1, 1), (2, 2)]
    # totals 10, no wins: 7 + 3 beats 5 + 5 on the best single result
    rows = board(f, [Result(1, 1, 2, 4), Result(2, 1, 4, 4), Result(1, 2, 3, 4),
                     Result(2, 2, 3, 4)])
    assert [(r.rank, r.person) for r in rows] == [(1, 1), (2, 2)]
    # all the same: a shared rank
    rows = board(f, [Result(1, 1, 2, 4), Result(2, 2, 2, 4)])
    assert [r.rank for r in rows] == [1, 1]


@pytest.mark.parametrize(("kind", "params", "best", "field"), [
    ("points", {}, None, "formula"),
    ("sqrt", {"k": 0}, None, "k"),
    ("sqrt", {"k": "abc"}, None, "k"),
    ("sqrt", {"k": "1.234"}, None, "k"),
    ("linear", {"k": -1}, None, "k"),
    ("sqrt", {"k": 10}, 0, "best"),
    ("by_place", {"table": []}, None, "table"),
    ("by_place", {"table": [10, 20]}, None, "table"),
    ("by_place", {"table": [10, "x"]}, None, "table place 2"),
    ("by_place", {"table": [10], "default": -1}, None, "default"),
    ("by_field", {"bands": []}, None, "bands"),
    ("by_field", {"bands": [{"from": 0, "table": [1]}]}, None, "from"),
])
def test_bad_formula_names_its_field(kind: str, params: dict[str, object], best: int | None,
                                     field: str) -> None:
    with pytest.raises(FormulaError) as err:
        sp.verify_formula(kind, params, best)
    assert err.value.field == field


FORMULAS = st.sampled_from([
    Formula("sqrt", {"k": "100"}, 3), Formula("linear", {"k": "1"}, 2),
    Formula("by_place", {"table": ["10", "6", "4"], "default": "1"}, None),
    Formula("by_place", {"table": ["10", "6", "4"], "default": "0"}, 1)])


@st.composite
def series(draw: st.DrawFn) -> list[Result]:
    out = []
    for event in range(1, draw(st.integers(1, 6)) + 1):
        field = draw(st.integers(1, 10))
        people = draw(st.lists(st.integers(1, 8), unique=True, max_size=field))
        out += [Result(event, p, draw(st.integers(1, field)), field) for p in people]
    return out


@given(FORMULAS, series(), st.randoms(use_true_random=False))
def test_the_board_is_the_same_whatever_order_the_events_come_in(
        f: Formula, results: list[Result], rnd: random.Random) -> None:
    shuffled = list(results)
    rnd.shuffle(shuffled)
    assert board(f, shuffled) == board(f, results)


@given(FORMULAS, series())
def test_best_n_never_counts_more_than_n(f: Formula, results: list[Result]) -> None:
    for row in board(f, results):
        assert len(row.counted) <= (f.best_n or len(row.points))
        assert row.total == sum((row.points[e] for e in row.counted), D(0))
        dropped = set(row.points) - row.counted
        assert all(row.points[x] <= row.points[k] for x in dropped for k in row.counted)


@given(FORMULAS, series(), st.integers(1, 8), st.integers(1, 10), st.data())
def test_another_result_never_lowers_a_total(f: Formula, results: list[Result], person: int,
                                             field: int, data: st.DataObject) -> None:
    before = {r.person: r.total for r in board(f, results)}
    extra = Result(99, person, data.draw(st.integers(1, field)), field)
    after = {r.person: r.total for r in board(f, [*results, extra])}
    assert all(after[p] >= total for p, total in before.items())
    assert after[person] >= before.get(person, D(0))
