"""Numbers in the interface language's way, the same on screen and on paper."""

import pytest

from tdesk.locale_format import chips, money, number, points

NBSP = "\u00a0"


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "20,000"), ("zh_CN", "20,000"), ("ru", f"20{NBSP}000"), ("sv", f"20{NBSP}000"),
])
def test_chips_are_grouped_per_language(monkeypatch: pytest.MonkeyPatch, lang: str,
                                        expected: str) -> None:
    from tdesk import i18n

    monkeypatch.setattr(i18n, "current_language", lambda: lang)
    assert chips(20000) == expected
    assert number(1200) == expected.replace("20", "1").replace("000", "200")
    assert chips(None) == ""


def test_points_and_money_follow_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    from tdesk import i18n

    monkeypatch.setattr(i18n, "current_language", lambda: "ru")
    assert points(1200) == f"+1{NBSP}200"
    assert points(-300) == "−300"
    assert points(0) == "0"
    assert money(1234.5) == f"1{NBSP}234,50"
    monkeypatch.setattr(i18n, "current_language", lambda: "en")
    assert money(1234.5) == "1,234.50"


def test_a_language_without_translation_writes_english_numbers(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from tdesk import i18n

    monkeypatch.setattr(i18n, "current_language", lambda: "de")
    assert chips(1500000) == "1,500,000"
