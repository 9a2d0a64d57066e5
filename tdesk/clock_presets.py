"""The bundled clock structures and the one a new event's clock starts with.

Below the services (only the rules and the resources folder), so the window's first frame can
show an event's clock before the store's libraries load (issue 27); ``tdesk.services.clock``
gives them to everyone else.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tdesk.errors import InputError, NotFoundError
from tdesk.paths import resource
from tdesk.rules.levels import (
    Structure,
    husc_structure,
    ofc_structure,
    round_structure,
    structure_from_toml,
)

PRESET_KEYS = (
    "mtt-regular-10k",
    "mtt-regular-20k",
    "mtt-turbo-10k",
    "mtt-turbo-20k",
    "ofc-l1",
    "hu-b1",
)


_READ: dict[tuple[str, str], tuple[tuple[int, int], Structure]] = {}
"""Presets read and checked: (key, path) -> ((mtime, size), structure). A clock without a
structure of its own reads its preset at every refresh (issue 38: 1,200 calls a bust)."""


def load_preset(key: str) -> Structure:
    """A bundled structure from ``resources/structures`` (``tdesk.services.clock.PRESET_KEYS``):
    read and checked once while its file stays as it was (a structure is immutable)."""
    path = resource("structures", f"{key}.toml")
    try:
        stat = path.stat()
    except OSError:
        stat = None
    if stat is None or not path.is_file():
        raise NotFoundError(f"Structure preset {key!r} is not installed ({path}).")
    stamp = (stat.st_mtime_ns, stat.st_size)
    kept = _READ.get((key, str(path)))
    if kept is not None and kept[0] == stamp:
        return kept[1]
    try:
        structure = structure_from_toml(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise InputError("Structure preset", key, str(exc)) from exc
    _READ[(key, str(path))] = (stamp, structure)
    return structure


def with_event_stack(structure: Structure, settings: dict[str, Any]) -> Structure:
    """``structure`` with the event's starting stack, where the event has one: the stack is
    asked once, in the event's settings, and the clock, the printed structure and the money
    read that one value (issue 35: a preset's 20,000 beside the event's 30,000)."""
    stack = settings.get("starting_stack")
    if isinstance(stack, int) and not isinstance(stack, bool) and stack > 0 \
            and stack != structure.starting_stack:
        return replace(structure, starting_stack=stack)
    return structure


def default_structure(kind: str, settings: dict[str, Any]) -> Structure:
    """The structure a new event's clock starts with, from its kind and settings."""
    stack = int(settings.get("starting_stack", 0) or 0)
    if kind == "ofc":
        return ofc_structure(int(settings.get("level_minutes", 20) or 20), stack)
    if kind == "league":
        return husc_structure(40, stack or 1500)
    if kind == "swiss":
        return round_structure(50)
    key = "mtt-regular-10k" if stack and stack <= 10000 else "mtt-regular-20k"
    try:
        return with_event_stack(load_preset(key), settings)
    except (NotFoundError, InputError):
        return husc_structure(40, stack)
