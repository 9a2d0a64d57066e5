"""Seating sheets: one sheet per table, the alphabetical seating list, move slips (issue 4)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import (
    Flowable,
    HRFlowable,
    KeepTogether,
    Spacer,
    Table,
    TableStyle,
)

from tdesk.engine_text import message
from tdesk.i18n import translate
from tdesk.locale_format import chips as chips_text
from tdesk.models.store import Store
from tdesk.names import sort_key
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import (
    HEADING,
    RULE,
    SMALL,
    TITLE,
    data_table,
    fit_widths,
    frame_width,
    para,
)
from tdesk.rules.seating.moves import NOTHING_PENDING
from tdesk.timefmt import local_now_text

#: Table sheets side by side on one page (two columns of sheets, as many rows as fit).
SHEET_COLUMNS = 2
SHEET_GAP = 6 * mm


@dataclass(frozen=True)
class SheetSeat:
    seat: int
    name: str  # "" for an empty seat
    chips: int | None = None
    blocked: bool = False
    button: bool = False
    fixed: bool = False


@dataclass(frozen=True)
class TableSheet:
    number: int
    seats: tuple[SheetSeat, ...]
    final: bool = False


@dataclass(frozen=True)
class ListRow:
    name: str
    table: int
    seat: int
    chips: int | None = None
    """A Day 2's list shows each player's chips (their bag until counted again, issue 35)."""


@dataclass(frozen=True)
class Slip:
    name: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: str
    swap_with: tuple[str, ...] = ()  # players of the same seat swap (TDA-F1-B)


def _sheet(table: TableSheet, width: float) -> list[Flowable]:
    """One table's sheet: its title and every seat (D the button, F a fixed seat)."""
    title = (translate("print", "Final table {0}") if table.final
             else translate("print", "Table {0}")).format(table.number)
    rows = []
    for s in table.seats:
        name = (translate("print", "— blocked —") if s.blocked
                else s.name or translate("print", "(empty)"))
        marks = " ".join(m for m, on in (("D", s.button), ("F", s.fixed)) if on)
        rows.append((str(s.seat), marks, name, chips_text(s.chips)))
    players = sum(1 for s in table.seats if s.name)
    header = [translate("print", "Seat"), "", translate("print", "Player"),
              translate("print", "Chips")]
    total = ["", "", translate("print", "%n player(s)", "", players), ""]
    widths = fit_widths(header, rows, flex=(2,), width=width)
    return [para(title, HEADING),
            data_table(header, rows, col_widths=widths, align="RCLR", total=total)]


def table_sheets_story(tables: Sequence[TableSheet]) -> list[Flowable]:
    """The sheets two side by side, as many rows of them as fit a page (a 9-seat sheet is a
    quarter page: four tables a page, not one)."""
    if not tables:
        return [para(translate("print", "No tables are open."))]
    width = (frame_width() - SHEET_GAP * (SHEET_COLUMNS - 1)) / SHEET_COLUMNS
    cells = [_sheet(t, width) for t in tables]
    grid = [cells[i:i + SHEET_COLUMNS] for i in range(0, len(cells), SHEET_COLUMNS)]
    grid[-1] += [[]] * (SHEET_COLUMNS - len(grid[-1]))
    layout = Table(grid, colWidths=[width + SHEET_GAP] * (SHEET_COLUMNS - 1) + [width])
    layout.setStyle(TableStyle([
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
        ("RIGHTPADDING", (0, 0), (-2, -1), SHEET_GAP),
        ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 4 * mm),
    ]))
    return [layout, Spacer(1, 2 * mm),
            para(translate("print", "D marks the button for the next hand; F a fixed seat "
                                    "(the player stays when tables are balanced)."), SMALL)]


def seating_list_story(rows: Sequence[ListRow]) -> list[Flowable]:
    if not rows:
        return [para(translate("print", "Nobody is seated yet."))]
    header = [translate("print", "Name"), translate("print", "Table"), translate("print", "Seat")]
    body = [(r.name, str(r.table), str(r.seat)) for r in rows]
    total = [translate("print", "%n player(s)", "", len(rows)), "", ""]
    align = "LRR"
    if any(r.chips is not None for r in rows):
        header.append(translate("print", "Chips"))
        body = [(*b, chips_text(r.chips)) for b, r in zip(body, rows, strict=True)]
        total.append(chips_text(sum(r.chips or 0 for r in rows)))
        align += "R"
    widths = fit_widths(header, body, flex=(0,), width=frame_width(), total=total)
    return [data_table(header, body, col_widths=widths, align=align, total=tuple(total))]


def move_slips_story(slips: Sequence[Slip]) -> list[Flowable]:
    if not slips:
        return [para(message(NOTHING_PENDING))]  # the Apply button's reason, its translation
    story: list[Flowable] = []
    for slip in slips:
        story.append(KeepTogether([
            para(slip.name, HEADING),
            para(translate("print", "From table {0} seat {1}   →   table {2} seat {3}").format(
                slip.from_table, slip.from_seat, slip.to_table, slip.to_seat), TITLE),
            para(message(slip.reason), SMALL),
            *([para(translate("print", "Seats swap with {0}: they move together "
                                       "(TDA-F1-B).").format(", ".join(slip.swap_with)), SMALL)]
              if slip.swap_with else []),
            Spacer(1, 3 * mm),
            HRFlowable(width="100%", thickness=0.5, color=RULE, dash=(3, 3)),
        ]))
    return story


def _build(out: Path | BinaryIO, title: str, event_name: str, story: list[Flowable]) -> None:
    build_pdf(out, title=title, subtitle=event_name, story=story,
              meta=DocMeta(event_name=event_name, printed_at=local_now_text(),
                           subject=f"{title}: {event_name}"))


def print_table_sheets(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    """``tdesk print table-sheets``: one page per open table, every seat listed."""
    from tdesk.services.seating.seating import room

    info = room(store, event_id)
    sheets = []
    for t in info.tables:
        seats = []
        for n in range(1, t.seats + 1):
            p = t.at(n)
            seats.append(SheetSeat(n, p.name if p else "", p.chips if p else None,
                                   n in t.blocked, n == t.button, bool(p and p.fixed)))
        sheets.append(TableSheet(t.number, tuple(seats), t.final))
    _build(out, translate("print", "Table sheets"), info.event_name, table_sheets_story(sheets))


def print_seating_list(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    """``tdesk print seating-list``: who sits where, by surname (the Players tab's order), for
    the registration desk; a Day 2's with each player's chips."""
    from tdesk.services.seating.flights import flight_ids
    from tdesk.services.seating.seating import room

    info = room(store, event_id)
    day2 = bool(flight_ids(store, event_id))
    rows = [ListRow(p.name, p.table, p.seat, p.chips if day2 else None)
            for p in sorted(info.seated, key=lambda p: sort_key(p.name))]
    _build(out, translate("print", "Seating list"), info.event_name, seating_list_story(rows))


def print_move_slips(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    """``tdesk print move-slips``: one slip per pending move, to hand to the player."""
    from tdesk.services.seating.seating import room

    info = room(store, event_id)
    swaps: dict[int, list[str]] = {}
    for m in info.moves:
        if m.swap is not None:
            swaps.setdefault(m.swap, []).append(m.name)
    slips = [Slip(m.name, m.from_table, m.from_seat, m.to_table, m.to_seat, m.reason,
                  tuple(n for n in swaps.get(m.swap, []) if n != m.name)
                  if m.swap is not None else ())
             for m in info.moves]
    _build(out, translate("print", "Move slips"), info.event_name, move_slips_story(slips))
