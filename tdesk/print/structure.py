"""The structure sheet: every level with its blinds (or point value), length and start time,
as a venue posts it by the clock (``tdesk print structure``).

Start times count from the start of level 1; when the event's clock is running, the sheet also
gives the expected wall-clock time of each level (local time), computed from the stored clock.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QT_TRANSLATE_NOOP
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from tdesk import preset_words
from tdesk.i18n import translate
from tdesk.locale_format import chips
from tdesk.models.store import Store
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import SMALL, data_table, frame_width, para
from tdesk.rules.levels import AnteKind, Game, Structure, level_numbers
from tdesk.rules.levels.clock import ClockState, ClockStatus, state_at
from tdesk.services.clock import get_clock
from tdesk.services.events import get_event
from tdesk.timefmt import local_now_text

_HEADERS = (  # marked for pyside6-lupdate; printed through translate("print", …)
    QT_TRANSLATE_NOOP("print", "Level"), QT_TRANSLATE_NOOP("print", "Chips per point"),
    QT_TRANSLATE_NOOP("print", "Minutes"), QT_TRANSLATE_NOOP("print", "Starts"),
    QT_TRANSLATE_NOOP("print", "Round"), QT_TRANSLATE_NOOP("print", "Small blind"),
    QT_TRANSLATE_NOOP("print", "Big blind"), QT_TRANSLATE_NOOP("print", "Ante"),
    QT_TRANSLATE_NOOP("print", "Clock"),
)

TITLE = "Structure"


def _hm(td: dt.timedelta) -> str:
    minutes = int(td.total_seconds()) // 60
    return f"{minutes // 60}:{minutes % 60:02d}"


def structure_rows(
    structure: Structure, level_starts: dict[int, dt.datetime] | None = None
) -> tuple[tuple[str, ...], list[tuple[str, ...]], str]:
    """Header, rows and column alignment for the sheet (plain strings, testable)."""
    game = structure.game
    numbers = level_numbers(structure.levels)
    clock = level_starts is not None
    antes = any(lv.ante for lv in structure.levels)
    if game is Game.OFC:
        header: tuple[str, ...] = ("Level", "Chips per point", "Minutes", "Starts")
        align = "CRRR"
    elif game is Game.ROUNDS:
        header, align = ("Round", "Minutes", "Starts"), "CRR"
    else:  # no ante at any level (heads-up blinds): no column of empty cells
        header = ("Level", "Small blind", "Big blind", *(("Ante",) if antes else ()),
                  "Minutes", "Starts")
        align = "C" + "R" * (len(header) - 1)
    if clock:
        header, align = (*header, "Clock"), align + "R"
    rows: list[tuple[str, ...]] = []
    start = dt.timedelta(0)
    for i, (lv, number) in enumerate(zip(structure.levels, numbers, strict=True)):
        when = _hm(start)
        wall = ""
        if level_starts is not None and i in level_starts:
            wall = level_starts[i].astimezone().strftime("%H:%M")
        if lv.is_break:
            text = translate("print", "Break {0} min").format(lv.minutes)
            if lv.colour_up:
                text += " — " + translate("print", "colour up the {0} chips").format(
                    chips(lv.colour_up))
            if lv.note and not lv.colour_up:
                text += f" — {preset_words.shown(lv.note)}"
            base = len(header) - (1 if clock else 0)
            cells = [text] + [""] * (base - 3) + [str(lv.minutes), when]
        elif game is Game.OFC:
            cells = [str(number), chips(lv.point_value), str(lv.minutes), when]
        elif game is Game.ROUNDS:
            cells = [str(number), str(lv.minutes), when]
        else:
            ante = chips(lv.ante) if lv.ante else ""
            if lv.ante and lv.ante_kind is AnteKind.BIG_BLIND:
                ante += translate("print", " (BB)")
            cells = [str(number), chips(lv.small_blind), chips(lv.big_blind),
                     *([ante] if antes else []), str(lv.minutes), when]
        if clock:
            cells.append(wall)
        rows.append(tuple(cells))
        start += lv.duration
    return header, rows, align


def _widths(header: tuple[str, ...]) -> list[float]:
    weights = {
        "Level": 1.0,
        "Round": 1.0,
        "Small blind": 1.4,
        "Big blind": 1.4,
        "Ante": 1.9,
        "Chips per point": 2.0,
        "Minutes": 1.1,
        "Starts": 1.1,
        "Clock": 1.1,
    }
    parts = [weights.get(h, 1.0) for h in header]
    total = frame_width()
    return [total * p / sum(parts) for p in parts]


def structure_story(
    structure: Structure, level_starts: dict[int, dt.datetime] | None = None
) -> list[Flowable]:
    header, rows, align = structure_rows(structure, level_starts)
    # A break's description runs across the empty cells to its right.
    head = [translate("print", h) for h in header]
    table = data_table(head, rows, col_widths=_widths(header), align=align)
    spans = []
    breaks = {r for r, lv in enumerate(structure.levels, start=1) if lv.is_break}
    for r, _row in enumerate(rows, start=1):
        if r in breaks:
            last = len(header) - (4 if level_starts is not None else 3)  # before Minutes
            if last > 0:
                spans.append(("SPAN", (0, r), (last, r)))
    if spans:
        table.setStyle(spans)
    total = sum((lv.duration for lv in structure.levels), dt.timedelta(0))
    playing = sum(1 for lv in structure.levels if not lv.is_break)
    count = (translate("print", "%n round(s), {0} in all.", "", playing)
             if structure.game is Game.ROUNDS else
             translate("print", "%n level(s), {0} in all.", "", playing))
    notes = [count.format(_hm(total))]
    if structure.starting_stack:
        notes.append(translate("print", "Starting stack {0}.").format(
            chips(structure.starting_stack)))
    if structure.chips:
        notes.append(translate("print", "Chips: {0}.").format(
            ", ".join(chips(c) for c in structure.chips)))
    return [table, Spacer(1, 4 * mm), para(" ".join(notes), SMALL)]


def render_structure(
    out: Path | BinaryIO,
    *,
    event_name: str,
    structure: Structure,
    printed_at: str,
    level_starts: dict[int, dt.datetime] | None = None,
) -> None:
    build_pdf(
        out,
        title=translate("print", "Structure"),
        subtitle="\n".join(p for p in (event_name, preset_words.shown(structure.name)) if p),
        story=structure_story(structure, level_starts),
        meta=DocMeta(
            event_name=event_name, printed_at=printed_at, subject=f"{TITLE}: {structure.name}"
        ),
    )


def expected_starts(
    structure: Structure, state: ClockState, now: dt.datetime, current: int | None = None,
    shown: Structure | None = None,
) -> dict[int, dt.datetime]:
    """Wall-clock start of the current and later levels of a running clock ({} otherwise).
    A Swiss round timer restarts at its first level for every round: ``current`` is then the
    round being played and ``shown`` the sheet's rounds, one after another."""
    view = state_at(structure.levels, state, now)
    if view.status is not ClockStatus.RUNNING:
        return {}
    index = view.level_index if current is None else current
    starts = {index: now - view.elapsed}
    at = now + view.remaining
    levels = (shown or structure).levels
    for i in range(index + 1, len(levels)):
        starts[i] = at
        at += levels[i].duration
    return starts


def swiss_rounds(store: Store, event_id: int, timer: Structure) -> tuple[Structure, int | None]:
    """Every round of a Swiss event at its timer's length, and the index of the round being
    played (``None`` before round 1 is paired and in the top cut): the timer itself times one
    round and says nothing of which."""
    from tdesk.services.swiss import swiss

    total = swiss.total_rounds(store, event_id)
    levels = timer.levels + timer.levels[-1:] * (total - len(timer.levels))
    shown = Structure(timer.name, levels, timer.game, timer.starting_stack, timer.chips)
    numbers = swiss.rounds(store, event_id, stage="swiss")
    if not numbers or swiss.cut_rounds(store, event_id) or numbers[-1] > len(levels):
        return shown, None
    return shown, numbers[-1] - 1


def print_structure(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    event = get_event(store, event_id)
    info = get_clock(store, event_id)
    now = dt.datetime.now(dt.UTC)
    shown = info.structure
    if event.kind == "swiss" and shown.game is Game.ROUNDS and shown.levels:
        shown, current = swiss_rounds(store, event_id, info.structure)
        starts = (expected_starts(info.structure, info.state, now, current, shown)
                  if current is not None else {})
    else:
        starts = expected_starts(info.structure, info.state, now)
    render_structure(
        out,
        event_name=event.name,
        structure=shown,
        printed_at=local_now_text(),
        level_starts=starts or None,
    )
