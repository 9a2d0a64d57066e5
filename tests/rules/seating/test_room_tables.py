"""The event's tables and break order as typed (TDA-B6, issue 35)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules.seating import room_tables as rt


def test_parse_ranges_both_ways_and_lists() -> None:
    assert rt.parse_tables("1-4 8,7") == (1, 2, 3, 4, 8, 7)
    assert rt.parse_tables("10-8", rt.BREAK_FIELD) == (10, 9, 8)


@pytest.mark.parametrize(("text", "message"), [
    ("1,1", "Tables used 1: table 1 is listed twice"),
    ("0", "Tables used 0: a table number is 1 to 9999"),
    ("a-b", "Tables used 'a-b': not a table number"),
])
def test_bad_text_names_field_and_value(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        rt.parse_tables(text)


def test_tables_to_open_skips_open_ones_in_the_listed_order() -> None:
    assert rt.tables_to_open([5, 1, 3], [1], 2) == [5, 3]
    with pytest.raises(ValueError, match=r"free \(1\) are fewer than the tables needed \(2\)"):
        rt.tables_to_open([1, 2], [1], 2)


@given(st.lists(st.integers(1, 60), unique=True, min_size=1))
def test_format_reads_back(numbers: list[int]) -> None:
    assert rt.parse_tables(rt.format_tables(numbers)) == tuple(numbers)


@given(st.lists(st.integers(1, 30), unique=True, min_size=1), st.data())
def test_break_sequence_is_every_table_once_listed_first(numbers: list[int], data) -> None:  # type: ignore[no-untyped-def]
    order = data.draw(st.lists(st.sampled_from(numbers), unique=True))
    seq = rt.break_sequence(numbers, order)
    assert sorted(seq) == sorted(numbers) and seq[:len(order)] == tuple(order)
