"""The series leaderboard sheet (SER-6, SER-7, issue 26): for the wall, like the standings.

A series is not one event's, so the sheet is not in the event documents' registry: the Series
dialog's Print button and ``tdesk series board NAME -o F.pdf`` print it. One column per event
(numbered, the events listed above the table with their fields); a dropped result is in
brackets and grey (SER-6).
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, Table, TableStyle

from tdesk.i18n import translate
from tdesk.locale_format import number
from tdesk.models.store import Store
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import SMALL, frame_width, para
from tdesk.print.swiss import column_widths, fast_table
from tdesk.services.people import series
from tdesk.timefmt import local_now_text

DROPPED_GREY = "#8a8a8a"


def points_text(value: Decimal) -> str:
    """Points the interface language's way, with their 2 decimals ("400.00", "1,051.35")."""
    return number(float(value), 2)


def _k(value: str) -> str:
    k = Decimal(value)
    return number(int(k)) if k == k.to_integral() else number(float(k), 2)


def formula_text(info: series.SeriesInfo) -> str:
    """The formula in words for the sheet's head (SER-1..SER-6)."""
    p = info.params
    if info.formula == "sqrt":
        text = translate("print", "Points: {0} × √field ÷ √place").format(_k(p["k"]))
    elif info.formula == "linear":
        text = translate("print", "Points: {0} × (field − place + 1)").format(_k(p["k"]))
    elif info.formula == "by_place":
        text = translate("print", "Points by place: {0}; further places {1}").format(
            ", ".join(points_text(Decimal(v)) for v in p["table"]),
            points_text(Decimal(p["default"])))
    else:
        text = translate("print", "Points by place and field size")
    best = (translate("print", "best {0} results count").format(info.best_n) if info.best_n
            else translate("print", "every result counts"))
    return f"{text}; {best}."


def render_board(out: Path | BinaryIO, board: series.Board, meta: DocMeta) -> None:
    info = board.series
    many = len(info.events) > 10
    size = 8.5 if many else 10.5
    header = [translate("print", "Rank"), translate("print", "Player"),
              translate("print", "Total"), *[str(i) for i in range(1, len(info.events) + 1)]]
    body = []
    for line in board.lines:
        cells = []
        for cell in line.cells:
            if cell is None:
                cells.append("")
            else:
                text = points_text(cell.points)
                cells.append(text if cell.counted else f"({text})")
        body.append([str(line.rank), line.name, points_text(line.total), *cells])
    legend = [
        translate("print", "{0}: {1} (%n player(s))", None, board.fields[i - 1]).format(
            i, e.name)
        if board.fields[i - 1] else translate("print", "{0}: {1} (no results yet)").format(
            i, e.name)
        for i, e in enumerate(info.events, 1)]
    story: list[Flowable] = [para(formula_text(info), SMALL), *[para(t, SMALL) for t in legend],
                             Spacer(1, 3 * mm)]
    if not body:
        story.append(para(translate("print", "No results yet.")))
    else:
        w = frame_width(True)
        tables = fast_table(header, body, column_widths(header, body, w, stretch=1, size=size),
                            "RLR" + "R" * len(info.events), size=size, bold_cols=(2,),
                            landscape=True)
        for table in tables:
            _grey_dropped(table)
        story += tables
    build_pdf(out, title=translate("print", "Series leaderboard"), subtitle=info.name,
              story=story, landscape=True, meta=meta)


def _grey_dropped(table: Table) -> None:
    """SER-6: the results that do not count, in grey as well as in brackets."""
    cmds = [("TEXTCOLOR", (col, row), (col, row), DROPPED_GREY)
            for row, cells in enumerate(table._cellvalues)  # noqa: SLF001 - the table's own text
            for col, text in enumerate(cells)
            if row and col >= 3 and isinstance(text, str) and text.startswith("(")]
    if cmds:
        table.setStyle(TableStyle(cmds))


def print_board(store: Store, series_id: int, out: Path | BinaryIO) -> None:
    board = series.leaderboard(store, series_id)
    render_board(out, board, DocMeta(event_name=board.series.name,
                                     printed_at=local_now_text()))
