"""Level structures: blinds, antes, OFC point values, breaks and colour-ups.

A structure is a plain tuple of frozen :class:`Level` values. Playing levels are numbered as
players expect (1, 2, 3 …, breaks not counted); list indexes are what the clock stores.

Presets follow HU-B1 (heads-up league) and OFC-L1 (OFC point levels); the poker MTT presets
live as TOML in ``resources/structures/`` and load through :func:`structure_from_toml`.

>>> [lv.small_blind for lv in husc_levels(4)]
[15, 20, 25, 30]
>>> husc_levels(33)[-1].big_blind
120000
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import timedelta
from enum import StrEnum

__all__ = [
    "HUSC_SMALL_BLINDS",
    "OFC_POINT_VALUES",
    "AnteKind",
    "Game",
    "Level",
    "Structure",
    "add_level",
    "can_structure",
    "duplicate_level",
    "husc_levels",
    "husc_structure",
    "insert_break",
    "level_numbers",
    "move_level",
    "ofc_levels",
    "ofc_structure",
    "remove_level",
    "round_structure",
    "set_all_durations",
    "structure_from_data",
    "structure_from_toml",
    "structure_to_data",
    "structure_to_toml",
    "structure_warnings",
    "suggest_next_level",
    "verify_levels",
    "verify_structure",
]

HUSC_SMALL_BLINDS: tuple[int, ...] = (
    15, 20, 25, 30, 40, 50, 60, 80, 100, 120,
    150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200,
    1500, 2000, 2500, 3000, 4000, 5000, 6000, 8000, 10000, 12000,
    15000,
)  # fmt: skip
"""HU-B1: the league's listed small blinds, levels 1..31; later levels double."""

HUSC_MINUTES = 2
"""HU-B1: blinds rise every 2 minutes."""

OFC_POINT_VALUES: tuple[int, ...] = (
    100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 2000, 2500,
    3000, 4000, 5000, 6000, 8000, 10000, 12000, 15000, 20000, 25000, 30000,
)  # fmt: skip
"""OFC-L1: chips per point for levels 1..23."""

OFC_DEFAULT_MINUTES = 20
"""OFC-L1: level length is a setting, 20 minutes unless the event says otherwise."""

MAX_MINUTES = 24 * 60
"""No level or break runs longer than a day; a bigger number is a typing slip."""

MAX_LEVELS = 500
"""Most entries (levels and breaks) a structure may have: a long day's MTT has about 40, a
heads-up league clock 40; hundreds more is a broken file, refused before any work."""

MAX_AMOUNT = 10**12
"""Largest blind, ante, point value, chip or stack: a trillion chips, the largest stack the
services accept (``validate.MAX_CHIPS``), since a blind no stack can post is a typing slip.
HU-B1 doubles without end and passes it at level 56, after 110 minutes of 2-minute levels
with 3,000 chips in play (:data:`HUSC_MAX_LEVELS`)."""

HUSC_MAX_LEVELS = 55
"""The HU-B1 levels whose big blind stays within :data:`MAX_AMOUNT`."""

MAX_NOTE = 200
"""Longest structure name or break note."""

MAX_TOML_CHARS = 1_000_000
"""Largest structure file read: a 500-level file is about 50,000 characters."""


class AnteKind(StrEnum):
    """Who pays the ante: everyone (classic) or the big blind for the table (big-blind ante)."""

    CLASSIC = "classic"
    BIG_BLIND = "big_blind"


class Game(StrEnum):
    """What a structure is for; decides which level fields matter."""

    POKER = "poker"
    OFC = "ofc"
    HEADS_UP = "heads_up"
    ROUNDS = "rounds"
    """Timed rounds with no amounts: the card-game Swiss round timer."""


@dataclass(frozen=True, slots=True)
class Level:
    """One level of a structure, or a break.

    Poker and heads-up levels use the blinds and ante; OFC levels use ``point_value`` (chips per
    point, OFC-L1). A break may carry a colour-up: ``colour_up`` is the denomination that leaves
    play during it (TDA-R1), ``note`` free text shown on the projector.
    """

    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    minutes: int = 20
    is_break: bool = False
    ante_kind: AnteKind = AnteKind.CLASSIC
    point_value: int = 0
    colour_up: int = 0
    note: str = ""

    @classmethod
    def blinds(
        cls,
        small_blind: int,
        big_blind: int,
        ante: int = 0,
        minutes: int = 20,
        ante_kind: AnteKind = AnteKind.CLASSIC,
    ) -> Level:
        """A poker level."""
        return cls(small_blind, big_blind, ante, minutes, ante_kind=ante_kind)

    @classmethod
    def points(cls, point_value: int, minutes: int = OFC_DEFAULT_MINUTES) -> Level:
        """An OFC level: chips per point (OFC-L1)."""
        return cls(minutes=minutes, point_value=point_value)

    @classmethod
    def pause(cls, minutes: int, colour_up: int = 0, note: str = "") -> Level:
        """A break, optionally with a colour-up of one denomination."""
        return cls(minutes=minutes, is_break=True, colour_up=colour_up, note=note)

    @property
    def seconds(self) -> int:
        """Length in seconds."""
        return self.minutes * 60

    @property
    def duration(self) -> timedelta:
        """Length as a timedelta, the unit the clock computes in."""
        return timedelta(minutes=self.minutes)

    def label(self) -> str:
        """Short text a floor person reads: ``100/200 ante 200 (BB)``, ``1,000/pt``, ``Break``.

        >>> Level.blinds(100, 200, 200, ante_kind=AnteKind.BIG_BLIND).label()
        '100/200 ante 200 (BB)'
        >>> Level.points(1500).label()
        '1,500 per point'
        """
        if self.is_break:
            return "Break"
        if not (self.point_value or self.big_blind):
            return "Round"
        if self.point_value and not self.big_blind:
            return f"{self.point_value:,} per point"
        text = f"{self.small_blind:,}/{self.big_blind:,}"
        if self.ante:
            text += f" ante {self.ante:,}"
            if self.ante_kind is AnteKind.BIG_BLIND:
                text += " (BB)"
        return text


@dataclass(frozen=True, slots=True)
class Structure:
    """A named structure: its levels, the game, the starting stack and the chips in play.

    ``chips`` are the denominations in play at the start, smallest first; colour-up breaks take
    them out one by one (TDA-R1).
    """

    name: str
    levels: tuple[Level, ...]
    game: Game = Game.POKER
    starting_stack: int = 0
    chips: tuple[int, ...] = field(default=())

    def numbers(self) -> list[int | None]:
        """Level numbers as players see them (breaks ``None``)."""
        return level_numbers(self.levels)


def husc_small_blind(index: int) -> int:
    """HU-B1 small blind of the 0-based level ``index``: the listed values, then doubling.

    >>> husc_small_blind(30), husc_small_blind(31), husc_small_blind(32)
    (15000, 30000, 60000)
    """
    if index < 0:
        raise ValueError(f"level index {index} is negative")
    last = len(HUSC_SMALL_BLINDS) - 1
    if index <= last:
        return HUSC_SMALL_BLINDS[index]
    return HUSC_SMALL_BLINDS[last] << (index - last)


def husc_levels(n: int) -> list[Level]:
    """The first ``n`` levels of the league structure (HU-B1): 2 minutes, BB = 2 × SB, no ante."""
    if n < 0:
        raise ValueError(f"number of levels {n} is negative")
    return [
        Level.blinds(sb, 2 * sb, minutes=HUSC_MINUTES)
        for sb in (husc_small_blind(i) for i in range(n))
    ]


def husc_structure(n: int = 40, starting_stack: int = 1500) -> Structure:
    """HU-B1 as a named structure (HU-2: default stack 1,500)."""
    return Structure("Heads-up league HU-B1", tuple(husc_levels(n)), Game.HEADS_UP, starting_stack)


def ofc_levels(minutes: int = OFC_DEFAULT_MINUTES) -> list[Level]:
    """The 23 OFC point levels (OFC-L1), each ``minutes`` long."""
    return [Level.points(v, minutes) for v in OFC_POINT_VALUES]


def round_structure(minutes: int = 50, rounds: int = 1) -> Structure:
    """A round timer: ``rounds`` timed rounds and nothing else (card-game Swiss)."""
    return Structure("Swiss round", (Level(minutes=minutes),) * rounds, Game.ROUNDS)


def ofc_structure(minutes: int = OFC_DEFAULT_MINUTES, starting_stack: int = 0) -> Structure:
    """OFC-L1 as a named structure."""
    return Structure("OFC points OFC-L1", tuple(ofc_levels(minutes)), Game.OFC, starting_stack)


def level_numbers(levels: Sequence[Level]) -> list[int | None]:
    """Number playing levels 1, 2, 3 … skipping breaks (``None``), as posted on a structure sheet.

    >>> level_numbers([Level.points(100), Level.pause(10), Level.points(200)])
    [1, None, 2]
    """
    out: list[int | None] = []
    n = 0
    for lv in levels:
        if lv.is_break:
            out.append(None)
        else:
            n += 1
            out.append(n)
    return out


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


def _whole(value: object) -> bool:
    """A whole number as a structure holds one: an int, never a bool, a float or text."""
    return isinstance(value, int) and not isinstance(value, bool)


def _verify_types(lv: object) -> None:
    """Fields of the types a level has (a level built by code, not read from a file, can hold
    anything): checked first, so a bad one is a ValueError, never a TypeError."""
    if not isinstance(lv, Level):
        raise ValueError(f"{_short(lv)} is not a level")
    for attr in ("small_blind", "big_blind", "ante", "minutes", "point_value", "colour_up"):
        if not _whole(getattr(lv, attr)):
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
    if not _whole(structure.starting_stack):
        raise ValueError(f"starting stack {_short(structure.starting_stack)} must be a whole number")
    if not isinstance(structure.chips, tuple) or not all(_whole(c) for c in structure.chips):
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


def can_structure(structure: Structure) -> bool:
    """Whether :func:`verify_structure` accepts the structure (enables the Save button)."""
    try:
        verify_structure(structure)
    except ValueError:
        return False
    return True


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


# --- editing: pure operations the structure editor calls -------------------------------------


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


# --- TOML ------------------------------------------------------------------------------------

_LEVEL_KEYS = (
    "small_blind", "big_blind", "ante", "ante_kind", "point_value", "minutes",
    "colour_up", "note",
)  # fmt: skip


def structure_from_toml(text: str) -> Structure:
    """Read a structure file; ValueError names the level and key that is wrong.

    Format: top-level ``name``, ``game``, ``starting_stack``, ``chips``, optional
    ``minutes`` (default length), and ``level``: a list of tables, one per entry, written either
    as ``[[level]]`` sections or one inline table per line; a break has ``break = true``.

    Hostile files get a clear ValueError, never a hang or a crash: more than
    :data:`MAX_TOML_CHARS` characters, arrays or tables nested too deeply for the parser
    (Python's TOML reader recurses), numbers with thousands of digits.
    """
    if len(text) > MAX_TOML_CHARS:
        raise ValueError(
            f"structure file of {len(text):,} characters is too long; "
            f"at most {MAX_TOML_CHARS:,}"
        )
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"structure file is not valid TOML: {exc}") from exc
    except RecursionError:
        raise ValueError(
            "structure file nests arrays or tables too deeply to read; "
            "a structure needs only one level of nesting"
        ) from None
    except ValueError as exc:  # e.g. an integer with more digits than Python converts
        raise ValueError(f"structure file has a value that cannot be read: {exc}") from None
    return structure_from_data(data)


def structure_from_data(data: dict[str, object]) -> Structure:
    """A checked structure from plain data (a parsed TOML file, or JSON kept in the store)."""
    try:
        game = Game(str(data.get("game", "poker")))
    except ValueError:
        raise ValueError(
            f"game {data.get('game')!r} must be one of {', '.join(g.value for g in Game)}"
        ) from None
    default_minutes = _int(data, "minutes", "structure", 20)
    raw_levels = data.get("level", [])
    if not isinstance(raw_levels, list):
        raise ValueError("'level' must be a list of tables, one per level")
    if len(raw_levels) > MAX_LEVELS:
        raise ValueError(
            f"the structure has {len(raw_levels):,} levels and breaks; "
            f"at most {MAX_LEVELS} are allowed"
        )
    levels = [_level_from(row, i + 1, default_minutes) for i, row in enumerate(raw_levels)]
    chips = data.get("chips", [])
    if not isinstance(chips, list) or len(chips) > MAX_LEVELS or not all(
        isinstance(c, int) and not isinstance(c, bool) for c in chips
    ):
        raise ValueError(f"chips {_short(chips)} must be a list of whole numbers")
    structure = Structure(
        name=_str(data, "name", "structure"),
        levels=tuple(levels),
        game=game,
        starting_stack=_int(data, "starting_stack", "structure", 0),
        chips=tuple(chips),
    )
    verify_structure(structure)
    return structure


def structure_to_data(structure: Structure) -> dict[str, object]:
    """Plain data (JSON-ready) that :func:`structure_from_data` reads back."""
    levels: list[dict[str, object]] = []
    for lv in structure.levels:
        row: dict[str, object] = {"minutes": lv.minutes}
        if lv.is_break:
            row["break"] = True
        for key in ("small_blind", "big_blind", "ante", "point_value", "colour_up"):
            if getattr(lv, key):
                row[key] = getattr(lv, key)
        if lv.ante_kind is not AnteKind.CLASSIC:
            row["ante_kind"] = lv.ante_kind.value
        if lv.note:
            row["note"] = lv.note
        levels.append(row)
    return {
        "name": structure.name,
        "game": structure.game.value,
        "starting_stack": structure.starting_stack,
        "chips": list(structure.chips),
        "level": levels,
    }


def _short(value: object) -> str:
    """``repr`` cut to 40 characters, so an error about a huge value stays readable."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # digits past Python's limit, deep nesting
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 40 else text[:39] + "…"


def _int(table: dict[str, object], key: str, where: str, default: int) -> int:
    value = table.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{where}: {key} {_short(value)} must be a whole number")
    if abs(value) > MAX_AMOUNT:
        raise ValueError(f"{where}: {key} {_short(value)} is more than {MAX_AMOUNT:,}")
    return value


def _str(table: dict[str, object], key: str, where: str) -> str:
    value = table.get(key, "")
    if not isinstance(value, str):
        raise ValueError(f"{where}: {key} {_short(value)} must be text")
    if len(value) > MAX_NOTE:
        raise ValueError(f"{where}: {key} {_short(value)} is longer than {MAX_NOTE} characters")
    return value


def _has_control(text: str) -> bool:
    """NUL and other control characters (tab and line break allowed) that no screen shows."""
    return any((ord(c) < 0x20 and c not in "\t\n") or 0x7F <= ord(c) < 0xA0 for c in text)


def _level_from(row: object, n: int, default_minutes: int) -> Level:
    where = f"entry {n}"
    if not isinstance(row, dict):
        raise ValueError(f"{where} must be a table")
    unknown = set(row) - {*_LEVEL_KEYS, "break"}
    if unknown:
        raise ValueError(f"{where}: unknown key {sorted(unknown)[0]!r}")
    try:
        kind = AnteKind(row.get("ante_kind", "classic"))
    except ValueError:
        raise ValueError(
            f"{where}: ante_kind {row.get('ante_kind')!r} must be 'classic' or 'big_blind'"
        ) from None
    is_break = row.get("break", False)
    if not isinstance(is_break, bool):
        raise ValueError(f"{where}: break {is_break!r} must be true or false")
    return Level(
        small_blind=_int(row, "small_blind", where, 0),
        big_blind=_int(row, "big_blind", where, 0),
        ante=_int(row, "ante", where, 0),
        minutes=_int(row, "minutes", where, default_minutes),
        is_break=is_break,
        ante_kind=kind,
        point_value=_int(row, "point_value", where, 0),
        colour_up=_int(row, "colour_up", where, 0),
        note=_str(row, "note", where),
    )


def _toml_str(s: str) -> str:
    out = ['"']
    for ch in s:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04X}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def structure_to_toml(structure: Structure) -> str:
    """Write a structure in the format :func:`structure_from_toml` reads (round-trips exactly)."""
    lines = [
        f"name = {_toml_str(structure.name)}",
        f"game = {_toml_str(structure.game.value)}",
        f"starting_stack = {structure.starting_stack}",
        f"chips = [{', '.join(str(c) for c in structure.chips)}]",
    ]
    lines.append("level = [")
    for lv in structure.levels:
        fields = ["break = true"] if lv.is_break else []
        fields.append(f"minutes = {lv.minutes}")
        for key in ("small_blind", "big_blind", "ante", "point_value", "colour_up"):
            if getattr(lv, key):
                fields.append(f"{key} = {getattr(lv, key)}")
        if lv.ante_kind is not AnteKind.CLASSIC:
            fields.append(f"ante_kind = {_toml_str(lv.ante_kind.value)}")
        if lv.note:
            fields.append(f"note = {_toml_str(lv.note)}")
        lines.append(f"  {{ {', '.join(fields)} }},")
    lines.append("]")
    return "\n".join(lines) + "\n"
