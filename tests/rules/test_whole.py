"""One whole-number check for the rules: the same words wherever a count, a place or a stack
is refused, and no rule module types the check out again."""

import re
from pathlib import Path

import pytest

from tdesk.rules.money import icm, satellite_terms, satellites
from tdesk.rules.seating import hand_for_hand
from tdesk.rules.whole import is_whole, whole

RULES = Path(__file__).resolve().parents[2] / "tdesk" / "rules"
RETYPED = re.compile(r"isinstance\((\w[\w.]*), bool\) or not isinstance\(\1, int\)"
                     r"|isinstance\((\w[\w.]*), int\) and not isinstance\(\2, bool\)")


@pytest.mark.parametrize("value", [True, 1.0, "3", None, float("nan")])
def test_only_an_int_is_whole(value: object) -> None:
    assert not is_whole(value)
    with pytest.raises(ValueError, match=r": must be a whole number$"):
        whole("seats", value)


def test_the_rules_refuse_in_the_same_words() -> None:
    with pytest.raises(ValueError, match=r"^seat value True: must be a whole number$"):
        satellites.verify_satellite(100, True, 3)
    with pytest.raises(ValueError, match=r"^entries 0: must be at least 1$"):
        satellites.verify_satellite(100, 10, 0)
    with pytest.raises(ValueError, match=r"^places paid -1: must be at least 0$"):
        hand_for_hand.should_start(20, -1, 1)
    with pytest.raises(ValueError, match=r"^seat value 0: must be at least 1$"):
        satellite_terms.read_terms({"seat_value": 0})
    with pytest.raises(ValueError, match=r"^stack of player 1 1\.5: must be a whole number$"):
        icm.verify_stacks([1.5, 2])  # type: ignore[list-item]


def test_no_rule_types_the_check_again() -> None:
    found = [f"{p.name}: {m.group(0)}" for p in sorted(RULES.glob("**/*.py"))
             if p.name != "whole.py" for m in RETYPED.finditer(p.read_text(encoding="utf-8"))]
    assert found == []
