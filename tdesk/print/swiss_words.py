"""A Swiss standing's words, shared by the standings sheet and the Standings tab; here without
ReportLab, so the tab does not load the PDF library to show a tooltip (issue 27)."""

from __future__ import annotations

from collections.abc import Sequence

from tdesk.i18n import translate


def penalties_text(key: Sequence[int]) -> str:
    """CG-T6 counts (game/match losses, penalty points, warnings) as the floor reads them."""
    if not any(key):
        return ""
    losses, points, warnings = key[0], key[2] if len(key) > 2 else 0, key[-1]
    parts = []
    if losses:
        parts.append(translate("print", "game/match losses: {0}").format(losses))
    if points:
        parts.append(translate("print", "penalty points: {0}").format(points))
    if warnings:
        parts.append(translate("print", "warnings: {0}").format(warnings))
    return ", ".join(parts)


def late_text(missed: Sequence[int]) -> str:
    """CG-P3: the rounds a late entry missed, each counted a loss: "Late: loss, round 1; Late:
    loss, round 2"; "" for anybody else."""
    return "; ".join(translate("print", "Late: loss, round {0}").format(n) for n in missed)
