"""A structure as a file and as plain data: TOML read and written (round-trips exactly), and
the JSON-ready data the store keeps; hostile files get a clear ValueError."""

from __future__ import annotations

import tomllib

from tdesk.rules.levels.values import (
    MAX_AMOUNT,
    MAX_LEVELS,
    MAX_NOTE,
    MAX_TOML_CHARS,
    AnteKind,
    Game,
    Level,
    Structure,
)
from tdesk.rules.levels.verify import _short, verify_structure
from tdesk.rules.whole import is_whole

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
        is_whole(c) for c in chips
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


def _int(table: dict[str, object], key: str, where: str, default: int) -> int:
    value = table.get(key, default)
    if not is_whole(value):
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
