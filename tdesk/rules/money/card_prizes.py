"""CG-Z1 (issue 36): the prizes of a card-game event per place or range of places (store
credit, boosters, a playmat), kept in the event's settings under ``prizes`` and printed beside
each place of the final standings. Pure: the lines are plain values.

A line gives one prize to every place of its range ("3-4: 6 boosters" is 6 boosters for 3rd and
6 for 4th). The lines run from 1st place down without a gap or an overlap, so each place up
to the last one listed has exactly one prize and the places after it none.

>>> lines = verify_prizes(["1: 100 store credit", "2: 60 store credit", "3-4: 6 boosters"])
>>> [(p.first, p.last, p.prize) for p in lines]
[(1, 1, '100 store credit'), (2, 2, '60 store credit'), (3, 4, '6 boosters')]
>>> prize_for(lines, 4), prize_for(lines, 5)
('6 boosters', '')
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from tdesk.rules.whole import is_whole

KEY: Final = "prizes"
"""The event setting that holds the lines, as a list of {"first", "last", "prize"}."""

FIELD: Final = "Prizes"
"""The field an error names."""

MAX_PLACE: Final = 10_000
MAX_TEXT: Final = 80
MAX_LINES: Final = 200

_LINE = re.compile(r"^\s*(\d+)\s*(?:(?:-|–|—|\.\.)\s*(\d+))?\s*[:=]\s*(.*?)\s*$")


@dataclass(frozen=True)
class PrizeLine:
    """One prize for each place from ``first`` to ``last`` (both included)."""

    first: int
    last: int
    prize: str

    def stored(self) -> dict[str, Any]:
        return {"first": self.first, "last": self.last, "prize": self.prize}

    def text(self) -> str:
        """The line as typed back: "1: 100 store credit", "3-4: 6 boosters"."""
        places = str(self.first) if self.first == self.last else f"{self.first}-{self.last}"
        return f"{places}: {self.prize}"


def _short(value: object) -> str:
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


class PrizeError(ValueError):
    """A prize line refused: ``field`` names it ("Prizes, line 3"), ``value`` is the line as
    given, ``reason`` what is wrong; the message says all three. ``code`` and ``detail`` let a
    window say it in its own language ("form", "places", "reverse", "missing", "long",
    "overlap", "gap", "list"; the detail: the range or place concerned)."""

    def __init__(self, number: int | None, value: object, reason: str, code: str = "form",
                 detail: str = "") -> None:
        self.number = number
        self.field = FIELD if number is None else f"{FIELD}, line {number}"
        self.value = _short(value)
        self.reason = reason
        self.code, self.detail = code, detail
        super().__init__(f"{self.field} {self.value!r}: {reason}")


def parse_line(number: int, value: object) -> PrizeLine | None:
    """One line: the text "3-4: 6 boosters" or a stored {"first", "last", "prize"}; None for
    a blank one. ValueError naming the line and what is wrong."""
    if isinstance(value, PrizeLine):
        first, last, prize = value.first, value.last, value.prize
    elif isinstance(value, Mapping):
        first, last, prize = value.get("first"), value.get("last", value.get("first")), \
            value.get("prize", "")
        if not all(is_whole(x) for x in (first, last)) \
                or not isinstance(prize, str):
            raise PrizeError(number, value, "must have whole-number places and a prize text")
    elif isinstance(value, str):
        if not value.strip():
            return None
        found = _LINE.match(value)
        if found is None:
            raise PrizeError(number, value, "must be a place or range, a colon and the prize, "
                             "such as 1: 100 store credit or 3-4: 6 boosters")
        first = int(found.group(1))
        last = int(found.group(2) or found.group(1))
        prize = found.group(3)
    else:
        raise PrizeError(number, value, "must be a line of text such as 3-4: 6 boosters")
    if not isinstance(first, int) or not isinstance(last, int) or not isinstance(prize, str):
        raise PrizeError(number, value, "must have whole-number places and a prize text")
    prize = " ".join(prize.split())
    if not 1 <= first <= MAX_PLACE or not 1 <= last <= MAX_PLACE:
        raise PrizeError(number, value, f"places must be from 1 to {MAX_PLACE}", "places",
                         str(MAX_PLACE))
    if last < first:
        raise PrizeError(number, value, f"the range must run from the higher place down "
                         f"({last}-{first}, not {first}-{last})", "reverse", f"{last}-{first}")
    if not prize:
        raise PrizeError(number, value, "the prize is missing", "missing")
    if len(prize) > MAX_TEXT:
        raise PrizeError(number, value, f"a prize has at most {MAX_TEXT} characters", "long",
                         str(MAX_TEXT))
    return PrizeLine(first, last, prize)


def verify_prizes(values: object) -> list[PrizeLine]:
    """The lines checked and sorted by place: a list (of texts or stored lines) or a text with
    one line each. Refused, naming the line: a line that cannot be read, a range that overlaps
    an earlier one, or a gap (the lines run from 1st place down, each on from the last)."""
    lines = values.splitlines() if isinstance(values, str) else values
    if lines is None:
        return []
    if not isinstance(lines, (list, tuple)):
        raise PrizeError(None, values, "must be a list of lines", "list")
    if len(lines) > MAX_LINES:
        raise PrizeError(None, f"{len(lines)} lines", f"at most {MAX_LINES} lines", "list",
                         str(MAX_LINES))
    read = [(n, line) for n, raw in enumerate(lines, start=1)
            if (line := parse_line(n, raw)) is not None]
    read.sort(key=lambda item: item[1].first)
    expected = 1
    for n, line in read:
        if line.first < expected:
            raise PrizeError(n, line.text(), f"place {line.first} already has a prize on "
                             "another line", "overlap", str(line.first))
        if line.first > expected:
            gap = str(expected) if line.first - 1 == expected else f"{expected}-{line.first - 1}"
            raise PrizeError(n, line.text(), f"places {gap} have no prize; the lines run from "
                             "1st place down without a gap", "gap", gap)
        expected = line.last + 1
    return [line for _, line in read]


def stored(lines: Sequence[PrizeLine]) -> list[dict[str, Any]]:
    """The lines as the event's settings keep them."""
    return [line.stored() for line in lines]


def prize_for(lines: Sequence[PrizeLine], place: int) -> str:
    """The prize of ``place`` ("" for none)."""
    return next((line.prize for line in lines if line.first <= place <= line.last), "")


def prizes_of(settings: Mapping[str, Any]) -> list[PrizeLine]:
    """The lines an event's (already checked) settings hold."""
    return verify_prizes(settings.get(KEY) or [])
