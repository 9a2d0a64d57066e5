"""Every infraction and penalty name the rules carry as data has its words in each language
(issue 36): the shipped infraction lists (reasons and notes) and every ladder's penalty names,
through the catalogue the screens and the paper read (`tdesk.engine_text.message`)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tdesk.engine_text import message
from tdesk.services.penalties.penalties import LADDERS, load_infractions, penalty_choices

LANGS = ("ru", "sv", "zh_CN")


@pytest.fixture(params=LANGS)
def lang(request: pytest.FixtureRequest, qapp, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:  # type: ignore[no-untyped-def]
    from tdesk import i18n

    monkeypatch.setenv("TDESK_LANG", request.param)
    i18n.install(qapp)
    yield request.param
    monkeypatch.delenv("TDESK_LANG")
    i18n.install(qapp)


def _words() -> list[str]:
    """Every name the rules hold as data: infraction reasons and notes, penalty names."""
    out: list[str] = []
    for kind in sorted(set(LADDERS)):
        for inf in load_infractions(kind).values():
            out += [inf.reason] + ([inf.note] if inf.note else [])
        out += [label for _value, label in penalty_choices(kind)]
    return sorted(set(out))


def test_every_infraction_and_penalty_name_is_translated(lang: str) -> None:
    missing = [w for w in _words() if message(w) == w]
    assert missing == []
    if lang != "sv":  # Cyrillic / Han script: no English word left in any of them
        assert [w for w in _words() if re.search("[A-Za-z]{3}", message(w))] == []


def test_the_list_holds_what_the_floor_sees() -> None:
    words = _words()
    assert {"Drawing extra cards", "Game loss", "Match loss", "Warning", "Slow play",
            "One-hand penalty"} <= set(words)
    assert "A mistake caught at once and easily put right." in words  # a note (the tooltip)
