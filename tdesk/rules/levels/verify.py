"""Whether a structure can be played: the checks of its levels, name, stack and colour-ups
(TDA-R1), the chips still in play, and the warnings that do not stop play."""

from __future__ import annotations

from collections.abc import Sequence

from tdesk.rules.levels.values import (
    MAX_AMOUNT,
    MAX_LEVELS,
    MAX_MINUTES,
    MAX_NOTE,
    AnteKind,
    Game,
    Level,
    Structure,
)
from tdesk.rules.whole import is_whole


def _name(levels: Sequence[Level], i: int) -> str:
    """How a message names entry ``i``: ``level 4`` or ``the break after level 6``.

    O(i): call it only to word an error or a warning, never once per level.
    """
    number = sum(1 for lv in levels[: i + 1] if not lv.is_break)
    if not levels[i].is_break:
        return f"level {number}"
    return f"the break after level {number}" if number else "the break before level 1"


def _verify_count(levels: Sequence[Level]) -> None:
    if len(levels) > MAX_LEVELS:
        raise ValueError(
            f"the structure has {len(levels):,} levels and breaks; at most {MAX_LEVELS} are allowed"
        )


def verify_levels(levels: Sequence[Level], game: Game = Game.POKER) -> None:
    """Raise ValueError naming the first level that cannot be played.

    Checks: at least one playing level; positive durations (at most a day); no negative amounts;
    big blind >= small blind and blinds never going down (poker, heads-up); point values positive
    and never going down (OFC-L1).
    """
    _verify_count(levels)
    if not any(not lv.is_break for lv in levels):
        raise ValueError("the structure has no playing level; add at least one level")
    prev: Level | None = None
    for i, lv in enumerate(levels):
        try:
            _verify_level(lv, prev, game)
        except ValueError as exc:
            raise ValueError(f"{_name(levels, i)}: {exc}") from None
        if not (lv.is_break or game is Game.ROUNDS):
            prev = lv


def _verify_types(lv: object) -> None:
    """Fields of the types a level has (a level built by code, not read from a file, can hold
    anything): checked first, so a bad one is a ValueError, never a TypeError."""
    if not isinstance(lv, Level):
        raise ValueError(f"{_short(lv)} is not a level")
    for attr in ("small_blind", "big_blind", "ante", "minutes", "point_value", "colour_up"):
        if not is_whole(getattr(lv, attr)):
            raise ValueError(f"{attr.replace('_', ' ')} {_short(getattr(lv, attr))} "
                             "must be a whole number")
    if not isinstance(lv.is_break, bool):
        raise ValueError(f"break {_short(lv.is_break)} must be true or false")
    if not isinstance(lv.ante_kind, AnteKind):
        raise ValueError(f"ante kind {_short(lv.ante_kind)} must be 'classic' or 'big_blind'")
    if not isinstance(lv.note, str):
        raise ValueError(f"note {_short(lv.note)} must be text")


def _verify_level(lv: Level, prev: Level | None, game: Game) -> None:
    """One entry against the one before it; the message lacks the entry's name (added above)."""
    _verify_types(lv)
    if lv.minutes <= 0:
        raise ValueError(f"duration {lv.minutes} min must be at least 1 minute")
    if lv.minutes > MAX_MINUTES:
        raise ValueError(f"duration {lv.minutes} min is longer than a day")
    for attr in ("small_blind", "big_blind", "ante", "point_value", "colour_up"):
        if getattr(lv, attr) < 0:
            raise ValueError(f"{attr.replace('_', ' ')} {getattr(lv, attr)} is negative")
        if getattr(lv, attr) > MAX_AMOUNT:
            raise ValueError(
                f"{attr.replace('_', ' ')} {getattr(lv, attr):,} is more than {MAX_AMOUNT:,}"
            )
    if lv.is_break or game is Game.ROUNDS:
        return
    if game is Game.OFC:
        if lv.point_value <= 0:
            raise ValueError(f"point value {lv.point_value} must be positive")
        if prev is not None and lv.point_value < prev.point_value:
            raise ValueError(
                f"point value {lv.point_value:,} is below the previous "
                f"level's {prev.point_value:,}"
            )
    else:
        if lv.big_blind <= 0:
            raise ValueError(f"big blind {lv.big_blind} must be positive")
        if lv.big_blind < lv.small_blind:
            raise ValueError(
                f"big blind {lv.big_blind:,} is smaller than "
                f"small blind {lv.small_blind:,}"
            )
        if prev is not None:
            for attr in ("small_blind", "big_blind"):
                now, before = getattr(lv, attr), getattr(prev, attr)
                if now < before:
                    raise ValueError(
                        f"{attr.replace('_', ' ')} {now:,} is below the previous "
                        f"level's {before:,}; blinds never go down"
                    )


def verify_structure(structure: Structure) -> None:
    """:func:`verify_levels`, plus a name, a sane stack, and colour-ups of chips in play."""
    if not isinstance(structure, Structure):
        raise ValueError(f"{_short(structure)} is not a structure")
    if not isinstance(structure.name, str):
        raise ValueError(f"name {_short(structure.name)} must be text")
    if not isinstance(structure.game, Game):
        raise ValueError(f"game {_short(structure.game)} must be one of "
                         f"{', '.join(g.value for g in Game)}")
    if not isinstance(structure.levels, (tuple, list)):
        raise ValueError(f"levels {_short(structure.levels)} must be a list of levels")
    _verify_count(structure.levels)
    for i, lv in enumerate(structure.levels):
        try:
            _verify_types(lv)
        except ValueError as exc:
            raise ValueError(f"entry {i + 1}: {exc}") from None
    if not is_whole(structure.starting_stack):
        raise ValueError(f"starting stack {_short(structure.starting_stack)} must be a whole number")
    if not isinstance(structure.chips, tuple) or not all(is_whole(c) for c in structure.chips):
        raise ValueError(f"chips {_short(structure.chips)} must be whole numbers")
    if not structure.name.strip():
        raise ValueError("the structure needs a name")
    if len(structure.name) > MAX_NOTE or _has_control(structure.name):
        raise ValueError(
            f"name {_short(structure.name)} must be at most {MAX_NOTE} characters, "
            "without control characters"
        )
    for i, lv in enumerate(structure.levels):
        if len(lv.note) > MAX_NOTE or _has_control(lv.note):
            raise ValueError(
                f"{_name(structure.levels, i)}: note {_short(lv.note)} must be at most "
                f"{MAX_NOTE} characters, without control characters"
            )
    if structure.starting_stack < 0:
        raise ValueError(f"starting stack {structure.starting_stack} is negative")
    if structure.starting_stack > MAX_AMOUNT:
        raise ValueError(
            f"starting stack {structure.starting_stack:,} is more than {MAX_AMOUNT:,}"
        )
    if len(structure.chips) > MAX_LEVELS:
        raise ValueError(f"{len(structure.chips):,} chip denominations are too many")
    if any(c > MAX_AMOUNT for c in structure.chips):
        raise ValueError(f"a chip denomination is more than {MAX_AMOUNT:,}")
    if any(c <= 0 for c in structure.chips):
        raise ValueError(f"chip denominations {list(structure.chips)} must all be positive")
    if list(structure.chips) != sorted(set(structure.chips)):
        raise ValueError(
            f"chip denominations {list(structure.chips)} must be listed once each, smallest first"
        )
    verify_levels(structure.levels, structure.game)
    in_play = list(structure.chips)
    for i, lv in enumerate(structure.levels):
        if not lv.colour_up:
            continue
        if not lv.is_break:
            where = _name(structure.levels, i)
            raise ValueError(f"{where}: a colour-up happens during a break, not a playing level")
        if in_play:
            where = _name(structure.levels, i) if lv.colour_up not in in_play[:-1] else ""
            if lv.colour_up not in in_play:
                raise ValueError(
                    f"{where}: colour-up of {lv.colour_up:,} chips, but the chips in play are "
                    f"{', '.join(f'{c:,}' for c in in_play)}"
                )
            if lv.colour_up == in_play[-1]:
                raise ValueError(
                    f"{where}: the {lv.colour_up:,} chips are the largest in play; "
                    "nothing to colour them up into"
                )
            in_play.remove(lv.colour_up)


def chips_in_play(structure: Structure, index: int) -> tuple[int, ...]:
    """Denominations still in play once entry ``index`` has started (its colour-up done)."""
    in_play = list(structure.chips)
    for lv in structure.levels[: index + 1]:
        if lv.colour_up in in_play:
            in_play.remove(lv.colour_up)
    return tuple(in_play)


def next_denomination(structure: Structure, index: int) -> int:
    """The chip a colour-up at entry ``index`` exchanges into: next larger in play (TDA-R1)."""
    lv = structure.levels[index]
    before = chips_in_play(structure, index - 1) if index else structure.chips
    larger = [c for c in before if c > lv.colour_up]
    if not lv.colour_up or not larger:
        raise ValueError(f"{_name(structure.levels, index)} has no colour-up into a larger chip")
    return larger[0]


def structure_warnings(structure: Structure) -> list[str]:
    """Things a director may want to fix but that do not stop play.

    A blind or ante that the chips in play cannot pay exactly (after a colour-up the smallest
    chip grows), and a classic ante bigger than the big blind.
    """
    out: list[str] = []
    in_play = list(structure.chips)
    number = 0
    for lv in structure.levels:
        if lv.colour_up in in_play:
            in_play.remove(lv.colour_up)
        if lv.is_break:
            continue
        number += 1
        where = f"level {number}"
        if in_play and structure.game in (Game.POKER, Game.HEADS_UP):
            small = in_play[0]
            for attr in ("small_blind", "big_blind", "ante"):
                value = getattr(lv, attr)
                if value % small:
                    out.append(
                        f"{where}: {attr.replace('_', ' ')} {value:,} cannot be paid with the "
                        f"smallest chip in play ({small:,})"
                    )
        if lv.ante_kind is AnteKind.CLASSIC and lv.ante > lv.big_blind > 0:
            out.append(f"{where}: classic ante {lv.ante:,} is bigger than the big blind")
    return out


def _short(value: object) -> str:
    """``repr`` cut to 40 characters, so an error about a huge value stays readable."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # digits past Python's limit, deep nesting
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 40 else text[:39] + "…"


def _has_control(text: str) -> bool:
    """NUL and other control characters (tab and line break allowed) that no screen shows."""
    return any((ord(c) < 0x20 and c not in "\t\n") or 0x7F <= ord(c) < 0xA0 for c in text)
