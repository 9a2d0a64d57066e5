"""The infraction lists (TOML): each event kind's infractions with the recommended penalty,
checked against the ladder they name (PEN-1, PEN-4, PEN-P1, OFC-X1..X3).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field

from tdesk.rules.penalties.ccg import ACCUMULATION, Severity, _key
from tdesk.rules.penalties.ofc import OfcOffence
from tdesk.rules.penalties.poker import PokerPenalty

# --------------------------------------------------------------------------------------------
# Infraction lists


@dataclass(frozen=True)
class Infraction:
    """One entry of an event kind's infraction list with its recommended penalty.

    ``penalty`` is a `Severity` name for CCG, a `PokerPenalty` name for poker and an
    `OfcOffence` value for OFC.
    """

    code: str
    reason: str
    penalty: str
    note: str = ""
    tags: tuple[str, ...] = field(default_factory=tuple)


_KINDS = ("ccg", "swiss", "poker", "ofc", "league")


def parse_infractions(text: str, *, source: str = "infractions") -> dict[str, Infraction]:
    """Read an infraction list (TOML) into {code: Infraction}, checking every recommendation.

    The file names its ``kind`` and has ``[[infraction]]`` tables with ``code``, ``reason``,
    ``penalty`` and optionally ``note``.
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"{source}: not valid TOML ({exc})") from None
    kind = data.get("kind")
    if kind not in _KINDS:
        raise ValueError(f"{source}: kind {kind!r} should be one of {', '.join(_KINDS)}")
    rows = data.get("infraction", [])
    if not isinstance(rows, list) or not rows:
        raise ValueError(f"{source}: no [[infraction]] entries")
    out: dict[str, Infraction] = {}
    for n, row in enumerate(rows, 1):
        where = f"{source}: infraction {n}"
        if not isinstance(row, Mapping):
            raise ValueError(f"{where}: expected a table")
        code, reason, penalty = row.get("code"), row.get("reason"), row.get("penalty")
        for name, value in (("code", code), ("reason", reason), ("penalty", penalty)):
            if not isinstance(value, str) or not value.strip():
                raise ValueError(f"{where}: {name} {value!r} is missing or empty")
        assert isinstance(code, str) and isinstance(reason, str) and isinstance(penalty, str)
        if code in out:
            raise ValueError(f"{where}: code {code!r} is used twice")
        if _key(reason) == ACCUMULATION:
            raise ValueError(f"{where}: reason {reason!r} is reserved for PEN-4")
        try:
            if kind in ("ccg", "swiss"):
                Severity.parse(penalty)
            elif kind == "poker":
                PokerPenalty.parse(penalty)
            elif kind == "ofc":
                OfcOffence(penalty)
        except ValueError as exc:
            raise ValueError(f"{where} ({code}): {exc}") from None
        note = row.get("note", "")
        tags = row.get("tags", [])
        out[code] = Infraction(code, reason.strip(), penalty.strip(), str(note),
                               tuple(str(t) for t in tags))
    return out
