"""Numbers as people of the interface language write them, on screen and on paper.

One helper for chips, points and money so a sheet and the screen never disagree: "20,000" in
English and Chinese, "20 000" in Russian and Swedish (a no-break space, so a number never
wraps).
"""

from __future__ import annotations

from tdesk.i18n import number_locale


def number(value: int | float | None, decimals: int = 0) -> str:
    """``20000 -> "20,000"`` (English) / ``"20 000"`` (Russian); None is blank."""
    if value is None:
        return ""
    locale = number_locale()
    if isinstance(value, int) and decimals == 0:
        return locale.toString(value)
    return locale.toString(float(value), "f", decimals)


def chips(value: int | None) -> str:
    """A chip count or chip value."""
    return number(value)


def points(value: int | None) -> str:
    """Points with their sign, as a score sheet shows a win or a loss: "+1,200", "−300", "0"."""
    if value is None:
        return ""
    text = number(abs(value))
    return f"+{text}" if value > 0 else (f"−{text}" if value < 0 else text)


def signed(value: int | None) -> str:
    """A chip change with its sign: "+20,000", "−500"."""
    return points(value)


def money(value: float | None, decimals: int = 2) -> str:
    """An amount of money with the locale's decimal mark: "1,234.50" / "1 234,50"."""
    return number(value, decimals) if value is not None else ""
