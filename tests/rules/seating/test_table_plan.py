"""Table plans (CG-T9..CG-T13, issue 24): numbers from an offset, reserved tables, the bye
without a table, and round 1 seated by name."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules.seating.table_plan import (
    TableMatch,
    number_tables,
    seating_by_name,
    verify_first_table,
    verify_reserved,
)

PAIRS: list[tuple[str, str | None]] = [("a", "b"), ("c", "d"), ("e", "f"), ("g", None)]


def test_cg_t9_tables_from_the_offset_in_pairing_order() -> None:
    assert [(m.table, m.a, m.b) for m in number_tables(PAIRS, first=101)] == [
        (101, "a", "b"), (102, "c", "d"), (103, "e", "f"), (None, "g", None)]
    assert [m.table for m in number_tables(PAIRS)] == [1, 2, 3, None]
    for bad in (0, 10000):
        with pytest.raises(ValueError, match=f"First table must be from 1 to 9999: {bad}"):
            verify_first_table(bad)


def test_cg_t10_a_reserved_table_goes_to_its_players_match_and_is_skipped_otherwise() -> None:
    plan = number_tables(PAIRS, reserved={"f": 1})
    assert [(m.table, m.a, m.b, m.reserved) for m in plan] == [
        (1, "e", "f", True), (2, "a", "b", False), (3, "c", "d", False), (None, "g", None, False)]


def test_cg_t10_a_reserved_table_stays_empty_when_its_player_does_not_play() -> None:
    dropped = number_tables(PAIRS, reserved={"zed": 2})
    assert [m.table for m in dropped] == [1, 3, 4, None]
    on_bye = number_tables(PAIRS, reserved={"g": 1})
    assert [(m.table, m.a) for m in on_bye] == [(2, "a"), (3, "c"), (4, "e"), (None, "g")]


def test_cg_t11_two_reserved_players_together_play_at_the_lower_table() -> None:
    plan = number_tables(PAIRS, reserved={"c": 9, "d": 4})
    assert (4, "c", "d") in [(m.table, m.a, m.b) for m in plan]
    assert 9 not in [m.table for m in plan]
    assert [m.table for m in plan] == [1, 2, 4, None]


def test_cg_t10_reservations_are_one_player_one_table() -> None:
    with pytest.raises(ValueError, match="Table 5 is reserved for a already: b cannot have it"):
        verify_reserved({"a": 5, "b": 5})
    with pytest.raises(ValueError, match="Reserved table of a must be from 1 to 9999: 0"):
        verify_reserved({"a": 0})
    with pytest.raises(ValueError, match="Table 5 is reserved"):
        verify_reserved({"a": 5, "b": 5})
    verify_reserved({"a": 6})
    verify_reserved({"a": 5, "b": 6})
    with pytest.raises(ValueError, match="Table 5 is reserved"):
        number_tables(PAIRS, reserved={"a": 5, "c": 5})


def test_cg_t12_the_bye_has_no_table() -> None:
    bye = number_tables(PAIRS)[-1]
    assert bye == TableMatch(None, "g", None) and bye.is_bye
    with pytest.raises(ValueError, match="Player paired twice: a"):
        number_tables([("a", "b"), ("a", None)])


def test_cg_t13_seating_by_name_in_roster_order_with_table_and_seat() -> None:
    names = {"a": "Björn Öberg", "b": "Anna Zeller", "c": "Vincent van Gogh", "d": "Ivan Petrov",
             "e": "Bob Adams", "f": "Carl Nilsson", "g": "Dora Ek"}
    plan = number_tables(PAIRS, first=11, reserved={"d": 20})
    rows = seating_by_name(plan, names)
    assert [(r.name, r.letter, r.table, r.seat, r.opponent) for r in rows] == [
        ("Bob Adams", "A", 12, 1, "f"),
        ("Dora Ek", "E", None, None, None),
        ("Vincent van Gogh", "G", 20, 1, "d"),
        ("Carl Nilsson", "N", 12, 2, "e"),
        ("Björn Öberg", "O", 11, 1, "b"),
        ("Ivan Petrov", "P", 20, 2, "c"),
        ("Anna Zeller", "Z", 11, 2, "a"),
    ]
    assert seating_by_name(plan, {})[0].name == "a"  # no name: listed by id


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 40), st.integers(1, 30),
       st.dictionaries(st.integers(0, 90), st.integers(1, 60), max_size=12))
def test_cg_t10_property_numbers_unique_and_reserved_tables_never_given_away(
        n: int, first: int, wanted: dict[int, int]) -> None:
    players = [f"p{i}" for i in range(n)]
    pairs: list[tuple[str, str | None]] = [
        (players[i], players[i + 1] if i + 1 < n else None) for i in range(0, n, 2)]
    reserved: dict[str, int] = {}
    for who, table in wanted.items():
        if table not in reserved.values():
            reserved[f"p{who}"] = table  # some reserved players are not in the round
    plan = number_tables(pairs, first=first, reserved=reserved)
    tables = [m.table for m in plan if m.table is not None]
    assert len(tables) == len(set(tables)) == sum(b is not None for _, b in pairs)
    assert sum(m.table is None for m in plan) == n % 2
    for m in plan:
        mine = {reserved[p] for p in (m.a, m.b) if p is not None and p in reserved}
        if m.table is None:
            continue
        if mine:
            assert m.table == min(mine) and m.reserved
        else:
            assert m.table not in reserved.values() and m.table >= first
