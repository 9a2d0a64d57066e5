"""Editing a structure: the pure operations the structure editor calls (add, remove, move,
duplicate, a break, one length for all)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tdesk.rules.levels.values import MAX_MINUTES, Level


def _check_index(levels: Sequence[Level], index: int, *, allow_end: bool = False) -> None:
    top = len(levels) if allow_end else len(levels) - 1
    if not 0 <= index <= top:
        raise ValueError(f"position {index + 1} is outside the structure (1..{top + 1})")


def suggest_next_level(levels: Sequence[Level]) -> Level:
    """A sensible new last level: the last one raised about 1.5× to a usual step, same SB:BB."""
    playing = [lv for lv in levels if not lv.is_break]
    if not playing:
        return Level.blinds(100, 200)
    last = playing[-1]

    def up(x: int) -> int:
        return _nice(x * 3 // 2) if x else 0

    big = up(last.big_blind)
    small = big * last.small_blind // last.big_blind if last.big_blind else 0
    ante = big if last.ante and last.ante == last.big_blind else up(last.ante)
    return replace(
        last, small_blind=small, big_blind=big, ante=ante, point_value=up(last.point_value)
    )


def _nice(x: int) -> int:
    """Round up to a 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k step, as blinds usually go."""
    steps = (10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100)
    scale = 1
    while x > 100 * scale:
        scale *= 10
    for s in steps:
        if s * scale >= x:
            return s * scale
    return 100 * scale  # pragma: no cover - unreachable: the loop ends at 100*scale >= x


def add_level(
    levels: Sequence[Level], level: Level | None = None, at: int | None = None
) -> tuple[Level, ...]:
    """Insert ``level`` (default: :func:`suggest_next_level`) at position ``at`` (default: end)."""
    new = level if level is not None else suggest_next_level(levels)
    at = len(levels) if at is None else at
    _check_index(levels, at, allow_end=True)
    return (*levels[:at], new, *levels[at:])


def remove_level(levels: Sequence[Level], index: int) -> tuple[Level, ...]:
    """Drop the entry at ``index``."""
    _check_index(levels, index)
    return (*levels[:index], *levels[index + 1 :])


def move_level(levels: Sequence[Level], index: int, to: int) -> tuple[Level, ...]:
    """Move the entry at ``index`` so it ends up at position ``to``."""
    _check_index(levels, index)
    _check_index(levels, to)
    items = list(levels)
    items.insert(to, items.pop(index))
    return tuple(items)


def duplicate_level(levels: Sequence[Level], index: int) -> tuple[Level, ...]:
    """Copy the entry at ``index`` right after itself."""
    _check_index(levels, index)
    return (*levels[: index + 1], levels[index], *levels[index + 1 :])


def insert_break(
    levels: Sequence[Level], at: int, minutes: int = 15, colour_up: int = 0, note: str = ""
) -> tuple[Level, ...]:
    """Insert a break at position ``at``."""
    return add_level(levels, Level.pause(minutes, colour_up, note), at)


def set_all_durations(
    levels: Sequence[Level], minutes: int, *, breaks: bool = False
) -> tuple[Level, ...]:
    """Give every playing level (and breaks too if ``breaks``) the same length."""
    if not 0 < minutes <= MAX_MINUTES:
        raise ValueError(f"duration {minutes} min must be between 1 and {MAX_MINUTES}")
    return tuple(
        lv if lv.is_break and not breaks else replace(lv, minutes=minutes) for lv in levels
    )
