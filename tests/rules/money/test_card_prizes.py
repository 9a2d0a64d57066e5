"""CG-Z1 (issue 36): prize lines per place or range, checked: places contiguous from 1st, no
overlap, each refusal naming its line."""

import pytest

from tdesk.rules.event_settings import validate
from tdesk.rules.money.card_prizes import PrizeError, prize_for, verify_prizes


def test_lines_read_sorted_and_looked_up_per_place():
    lines = verify_prizes(["3-4: 6 boosters", "1: 100 store credit", "", "2 : 60  store credit"])
    assert [line.text() for line in lines] == ["1: 100 store credit", "2: 60 store credit",
                                               "3-4: 6 boosters"]
    assert [prize_for(lines, p) for p in range(1, 6)] == [
        "100 store credit", "60 store credit", "6 boosters", "6 boosters", ""]
    assert verify_prizes("1: a\n2–3: b")[1].last == 3  # a text, an en dash


@pytest.mark.parametrize(("lines", "field", "code", "detail"), [
    (["1: a", "3: b"], "Prizes, line 2", "gap", "2"),
    (["2-3: b"], "Prizes, line 1", "gap", "1"),
    (["1-2: a", "2-3: b"], "Prizes, line 2", "overlap", "2"),
    (["1: a", "4-3: b"], "Prizes, line 2", "reverse", "3-4"),
    (["1: a", "2:"], "Prizes, line 2", "missing", ""),
    (["1: a", "second: b"], "Prizes, line 2", "form", ""),
    (["0: a"], "Prizes, line 1", "places", "10000"),
    (["1: " + "x" * 81], "Prizes, line 1", "long", "80"),
])
def test_bad_lines_are_refused_naming_the_line(lines, field, code, detail):
    with pytest.raises(PrizeError) as caught:
        verify_prizes(lines)
    assert (caught.value.field, caught.value.code, caught.value.detail) == (field, code, detail)
    assert str(caught.value).startswith(field + " ")


def test_the_event_settings_keep_checked_lines():
    settings = validate("swiss", {"prizes": ["2: b", "1: a"]})
    assert settings["prizes"] == [{"first": 1, "last": 1, "prize": "a"},
                                  {"first": 2, "last": 2, "prize": "b"}]
    with pytest.raises(ValueError, match="Prizes, line 2"):
        validate("swiss", {"prizes": ["1: a", "1: b"]})
