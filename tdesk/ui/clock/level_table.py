"""The Clock tab's level table: one row per level of the structure (its number or Break, the
blinds or points, the ante, the minutes, and a column the tab fills with when each starts).

Made again only when the structure changed, not at every change of the event (issue 38); the
words keep the Clock tab's translation context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QTableWidget, QTableWidgetItem

from tdesk import preset_words
from tdesk.locale_format import chips as chips_text
from tdesk.rules.levels import Game, Level, Structure, level_numbers


def fill_levels(table: QTableWidget, structure: Structure) -> None:
    """One row per level of ``structure``; the last column ("Starts in") left empty."""
    levels = structure.levels
    table.setRowCount(len(levels))
    for row, (lv, number) in enumerate(zip(levels, level_numbers(levels), strict=True)):
        cells = (
            str(number) if number is not None else QCoreApplication.translate("ClockTab", "Break"),
            amounts(lv, structure.game),
            ante(lv),
            str(lv.minutes),
            "",
        )
        for col, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if col:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(row, col, item)


def amounts(lv: Level, game: Game) -> str:
    """The level's blinds, points, or a break's note."""
    if lv.is_break:
        return preset_words.shown(lv.note) or (
            QCoreApplication.translate("ClockTab", "Colour up {0}").format(chips_text(lv.colour_up))
            if lv.colour_up else "")
    if game is Game.OFC or (lv.point_value and not lv.big_blind):
        return QCoreApplication.translate("ClockTab", "{0} per point").format(
            chips_text(lv.point_value))
    if not lv.big_blind:
        return QCoreApplication.translate("ClockTab", "Round")
    return f"{chips_text(lv.small_blind)} / {chips_text(lv.big_blind)}"


def ante(lv: Level) -> str:
    """The level's ante, "(BB)" after a big-blind ante."""
    if not lv.ante:
        return ""
    return chips_text(lv.ante) + (QCoreApplication.translate("ClockTab", " (BB)")
                                  if lv.ante_kind.value == "big_blind" else "")
