"""What the projector shows, as text (pure apart from translation): the level, the time
left, the blinds or point value, the stats row and a called clock, for one instant; and when
the shown second next changes. The window (``tdesk.ui.wall.projector``) paints these; tests, the
clock tab and screen readers read them.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from tdesk import preset_words
from tdesk.locale_format import chips as chips_text
from tdesk.rules.levels import AnteKind, Game, Level
from tdesk.rules.levels.clock import (
    ClockStatus,
    ClockView,
    ShotPhase,
    format_clock,
    until_level_ends,
)
from tdesk.services.clock import ClockInfo
from tdesk.services.seating.hand_for_hand import HandForHandInfo
from tdesk.ui.clock.panels import panels_for


def amounts_text(level: Level, game: Game) -> str:
    """The blinds line: ``1,000 / 2,000  ANTE 2,000 (BB)``, ``1,500 PER POINT``."""
    if level.is_break:
        return ""
    if game is Game.OFC or (level.point_value and not level.big_blind):
        return QCoreApplication.translate("Projector", "{0} PER POINT").format(chips_text(level.point_value))
    if not level.big_blind:
        return ""
    text = f"{chips_text(level.small_blind)} / {chips_text(level.big_blind)}"
    if level.ante:
        kind = QCoreApplication.translate("Projector", " (BB)") if level.ante_kind is AnteKind.BIG_BLIND else ""
        text += "   " + QCoreApplication.translate("Projector", "ANTE {0}").format(chips_text(level.ante)) + kind
    return text


def short_amounts(level: Level | None, game: Game) -> str:
    """The next level in the stats row: ``1,000/2,000``, ``2,000/pt``."""
    if level is None:
        return "—"
    if game is Game.OFC or (level.point_value and not level.big_blind):
        return QCoreApplication.translate("Projector", "{0}/pt").format(chips_text(level.point_value))
    if not level.big_blind:
        return "—"
    text = f"{chips_text(level.small_blind)}/{chips_text(level.big_blind)}"
    if level.ante and not (level.ante_kind is AnteKind.BIG_BLIND and level.ante == level.big_blind):
        text += f" ({chips_text(level.ante)})"
    return text


@dataclass(frozen=True)
class ProjectorText:
    """Every text the projector shows at one instant (what tests and screen readers check)."""

    event: str
    level: str
    time: str
    status: str
    amounts: str
    note: str
    next_level: str
    next_break: str
    players: str
    average: str
    call_label: str
    call_time: str
    call_phase: str
    is_break: bool
    paused: bool
    hand_for_hand: str = ""  # "HAND FOR HAND · STILL PLAYING: TABLES 2, 5" (issue 23)
    heads: str = ""
    """The biggest bounty heads (a PKO or mystery event, issue 23; ``ui.projector_heads``)."""
    late_reg: str = ""
    """Time until late registration closes ("1:23:45"); "" when it is closed or not set."""


def hand_for_hand_text(hand: HandForHandInfo | None) -> str:
    """The hand-for-hand line (HFH-2): the tables still playing, or between hands; "" off."""
    if hand is None or not hand.active:
        return ""
    if hand.playing:
        return QCoreApplication.translate("Projector", "HAND FOR HAND · STILL PLAYING: {0}").format(
            ", ".join(str(t) for t in hand.playing))
    return QCoreApplication.translate("Projector", "HAND FOR HAND · BETWEEN HANDS")


def late_reg_text(info: ClockInfo, view: ClockView, late_reg_level: int) -> str:
    """The countdown to the end of late registration (the end of ``late_reg_level``, issue
    35); "" when none is set, or it is over."""
    if late_reg_level <= 0:
        return ""
    left = until_level_ends(info.structure.levels, view, late_reg_level)
    return format_clock(left) if left is not None and left > dt.timedelta(0) else ""


def projector_text(info: ClockInfo, now: dt.datetime,
                   hand: HandForHandInfo | None = None, late_reg_level: int = 0
                   ) -> ProjectorText:
    """What the screen shows for ``info`` at ``now`` (pure apart from translation); parts the
    event's kind does not have (``clock_panels``) are empty; ``hand``: hand-for-hand's phase;
    ``late_reg_level``: the last level entries are taken in (0: none counted down)."""
    view = info.at(now)
    game = info.structure.game
    panels = panels_for(info.event_kind)
    if view.is_break:
        level = QCoreApplication.translate("Projector", "BREAK")
    elif game is Game.ROUNDS:
        level = QCoreApplication.translate("Projector", "ROUND {0}").format(view.level_number)
    else:
        level = QCoreApplication.translate("Projector", "LEVEL {0}").format(view.level_number)
    status = {
        ClockStatus.NOT_STARTED: QCoreApplication.translate("Projector", "NOT STARTED"),
        ClockStatus.PAUSED: QCoreApplication.translate("Projector", "PAUSED"),
        ClockStatus.FINISHED: QCoreApplication.translate("Projector", "FINISHED"),
    }.get(view.status, "")
    note = ""
    if view.is_break and panels.amounts:
        note = preset_words.shown(view.level.note) or (
            QCoreApplication.translate("Projector", "Colour up: the {0} chips leave play").format(chips_text(view.level.colour_up))
            if view.level.colour_up
            else ""
        )
        if not note and view.next_level is not None:
            note = QCoreApplication.translate("Projector", "Next: {0}").format(amounts_text(view.next_level, game))
    counts = info.counts
    average = counts.average_stack
    call = info.call_at(now)
    call_time = call_phase = call_label = ""
    if (
        panels.call
        and call is not None
        and info.call is not None
        and now - info.call.called_at < info.call.total + dt.timedelta(seconds=10)
    ):
        call_label = info.call_label
        call_time = format_clock(call.remaining)
        call_phase = {
            ShotPhase.ALLOWANCE: QCoreApplication.translate("Projector", "CLOCK"),
            ShotPhase.COUNTDOWN: QCoreApplication.translate("Projector", "COUNTDOWN"),
            ShotPhase.EXPIRED: QCoreApplication.translate("Projector", "TIME"),
        }[call.phase]
    return ProjectorText(
        event=info.event_name,
        level=level,
        time=format_clock(view.remaining),
        status=status,
        amounts=amounts_text(view.level, game) if panels.amounts else "",
        note=note,
        next_level=short_amounts(view.next_level, game) if panels.next_level else "",
        next_break=(format_clock(view.to_break) if view.to_break is not None else "—")
        if panels.next_break else "",
        players=(chips_text(counts.players_left) if counts.entries else "—") if panels.players else "",
        average=(chips_text(average) if average is not None and counts.entries else "—")
        if panels.average else "",
        call_label=call_label,
        call_time=call_time,
        call_phase=call_phase,
        is_break=view.is_break,
        paused=view.status is not ClockStatus.RUNNING,
        hand_for_hand=hand_for_hand_text(hand),
        late_reg=late_reg_text(info, view, late_reg_level),
    )


def ms_to_next_change(info: ClockInfo, now: dt.datetime) -> int | None:
    """Milliseconds until the shown second changes; None when nothing moves (paused)."""
    waits: list[dt.timedelta] = []
    view = info.at(now)
    if view.status is ClockStatus.RUNNING:
        waits.append(view.remaining)
    call = info.call_at(now)
    if call is not None and call.phase is not ShotPhase.EXPIRED:
        waits.append(call.remaining)
    if not waits:
        return None
    micro = dt.timedelta(microseconds=1)
    # The shown value is rounded up, so it changes when the remainder crosses a whole second.
    frac_us = min((w // micro) % 1_000_000 or 1_000_000 for w in waits)
    return max(15, -(-frac_us // 1000) + 5)


def _same_layout(a: ProjectorText, b: ProjectorText) -> bool:
    """True when only the counting parts (time, next break, late registration, called clock)
    differ."""

    def fixed(t: ProjectorText) -> tuple[object, ...]:
        return (
            t.event,
            t.level,
            t.status,
            t.amounts,
            t.note,
            t.next_level,
            t.players,
            t.average,
            t.call_label,
            t.call_phase,
            bool(t.call_time),
            t.is_break,
            t.paused,
            t.hand_for_hand,
            t.heads,
            bool(t.late_reg),
        )

    return fixed(a) == fixed(b)
