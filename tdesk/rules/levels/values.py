"""A level structure's values: :class:`Level`, :class:`Structure`, the limits a structure
keeps within, and the presets HU-B1 (heads-up league), OFC-L1 (OFC points) and the round timer."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from enum import StrEnum

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
