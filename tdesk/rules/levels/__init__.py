"""Level structures: blinds, antes, OFC point values, breaks and colour-ups.

A structure is a plain tuple of frozen :class:`Level` values. Playing levels are numbered as
players expect (1, 2, 3 …, breaks not counted); list indexes are what the clock stores.

Presets follow HU-B1 (heads-up league) and OFC-L1 (OFC point levels); the poker MTT presets
live as TOML in ``resources/structures/`` and load through :func:`structure_from_toml`.

The work lives in rooms by what it covers: the values and presets in ``levels_values``, the
checks in ``levels_verify``, the editor's operations in ``levels_edit``, files and data in
``levels_toml``; this module gathers their public names, so ``from tdesk.rules.levels import …``
reads one place (issue 22).

>>> [lv.small_blind for lv in husc_levels(4)]
[15, 20, 25, 30]
>>> husc_levels(33)[-1].big_blind
120000
"""

from __future__ import annotations

from tdesk.rules.levels.edit import (
    add_level,
    duplicate_level,
    insert_break,
    move_level,
    remove_level,
    set_all_durations,
    suggest_next_level,
)
from tdesk.rules.levels.toml import (
    _level_from,  # noqa: F401  (the tests read a file's entry through it)
    structure_from_data,
    structure_from_toml,
    structure_to_data,
    structure_to_toml,
)
from tdesk.rules.levels.values import (
    HUSC_MAX_LEVELS,
    HUSC_MINUTES,
    HUSC_SMALL_BLINDS,
    MAX_AMOUNT,
    MAX_LEVELS,
    MAX_MINUTES,
    MAX_NOTE,
    MAX_TOML_CHARS,
    OFC_DEFAULT_MINUTES,
    OFC_POINT_VALUES,
    AnteKind,
    Game,
    Level,
    Structure,
    husc_levels,
    husc_small_blind,
    husc_structure,
    level_numbers,
    ofc_levels,
    ofc_structure,
    round_structure,
)
from tdesk.rules.levels.verify import (
    chips_in_play,
    next_denomination,
    structure_warnings,
    verify_levels,
    verify_structure,
)

__all__ = [
    "HUSC_SMALL_BLINDS",
    "OFC_POINT_VALUES",
    "AnteKind",
    "Game",
    "Level",
    "Structure",
    "add_level",
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
__all__ += [  # read from here too, though never listed above
    "HUSC_MAX_LEVELS", "HUSC_MINUTES", "MAX_AMOUNT", "MAX_LEVELS", "MAX_MINUTES", "MAX_NOTE",
    "MAX_TOML_CHARS", "OFC_DEFAULT_MINUTES", "chips_in_play", "husc_small_blind",
    "next_denomination",
]
