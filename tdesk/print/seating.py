"""Seating sheets: one sheet per table, the alphabetical seating list, move slips (issue 4)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, HRFlowable, KeepTogether, PageBreak, Spacer

from tdesk.models.store import Store
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import HEADING, RULE, SMALL, TITLE, data_table, frame_width, para
from tdesk.timefmt import local_now_text


@dataclass(frozen=True)
class SheetSeat:
    seat: int
    name: str  # "" for an empty seat
    chips: int | None = None
    blocked: bool = False
    button: bool = False


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


@dataclass(frozen=True)
class Slip:
    name: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    reason: str


def _chips(value: int | None) -> str:
    return "" if value is None else f"{value:,}".replace(",", " ")


def table_sheets_story(tables: Sequence[TableSheet]) -> list[Flowable]:
    story: list[Flowable] = []
    width = frame_width()
    for i, table in enumerate(tables):
        if i:
            story.append(PageBreak())
        title = f"Final table {table.number}" if table.final else f"Table {table.number}"
        story.append(para(title, TITLE))
        rows = []
        for s in table.seats:
            name = "— blocked —" if s.blocked else (s.name or "(empty)")
            rows.append((str(s.seat), "D" if s.button else "", name, _chips(s.chips)))
        players = sum(1 for s in table.seats if s.name)
        story.append(data_table(("Seat", "Button", "Player", "Chips"), rows,
                                col_widths=[18 * mm, 20 * mm, width - 73 * mm, 35 * mm],
                                align="RCLR", total=("", "", f"{players} players", "")))
        story.append(Spacer(1, 3 * mm))
        story.append(para("D marks the button for the next hand.", SMALL))
    if not story:
        story.append(para("No tables are open."))
    return story


def seating_list_story(rows: Sequence[ListRow]) -> list[Flowable]:
    if not rows:
        return [para("Nobody is seated yet.")]
    width = frame_width()
    body = [(r.name, str(r.table), str(r.seat)) for r in rows]
    return [data_table(("Name", "Table", "Seat"), body,
                       col_widths=[width - 50 * mm, 25 * mm, 25 * mm], align="LRR",
                       total=(f"{len(rows)} players", "", ""))]


def move_slips_story(slips: Sequence[Slip]) -> list[Flowable]:
    if not slips:
        return [para("No moves are pending: the room is balanced.")]
    story: list[Flowable] = []
    for slip in slips:
        story.append(KeepTogether([
            para(slip.name, HEADING),
            para(f"From table {slip.from_table} seat {slip.from_seat}   →   "
                 f"table {slip.to_table} seat {slip.to_seat}", TITLE),
            para(slip.reason, SMALL),
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
    from tdesk.services.seating import room

    info = room(store, event_id)
    sheets = []
    for t in info.tables:
        seats = []
        for n in range(1, t.seats + 1):
            p = t.at(n)
            seats.append(SheetSeat(n, p.name if p else "", p.chips if p else None,
                                   n in t.blocked, n == t.button))
        sheets.append(TableSheet(t.number, tuple(seats), t.final))
    _build(out, "Table sheets", info.event_name, table_sheets_story(sheets))


def print_seating_list(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    """``tdesk print seating-list``: who sits where, by name, for the registration desk."""
    from tdesk.services.seating import room, seating_list

    rows = [ListRow(p.name, p.table, p.seat) for p in seating_list(store, event_id)]
    _build(out, "Seating list", room(store, event_id).event_name, seating_list_story(rows))


def print_move_slips(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    """``tdesk print move-slips``: one slip per pending move, to hand to the player."""
    from tdesk.services.seating import room

    info = room(store, event_id)
    slips = [Slip(m.name, m.from_table, m.from_seat, m.to_table, m.to_seat, m.reason)
             for m in info.moves]
    _build(out, "Move slips", info.event_name, move_slips_story(slips))
