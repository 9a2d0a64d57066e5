"""Shared look of every tdesk document: A4 page, margins, colours, paragraph and table styles.

One place for these keeps seat cards, structure sheets, standings and logs looking like one
product, and keeps every text run in an embedded font (a bare ReportLab table cell would fall
back to the non-embedded Helvetica).
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepInFrame, Paragraph, Table, TableStyle
from reportlab.platypus.flowables import _listWrapOn

from tdesk.print.fonts import FONT_SANS, FONT_SANS_BOLD, markup

PAGE = A4
MARGIN = 15 * mm
#: Space the page header and footer take from the frame (drawn by tdesk.print.document).
HEADER_HEIGHT = 10 * mm
FOOTER_HEIGHT = 10 * mm

INK = colors.HexColor("#1a1a1a")
MUTED = colors.HexColor("#5f6368")
ACCENT = colors.HexColor("#0b5394")  # headings, header rule, table head
HEAD_TEXT = colors.white
ZEBRA = colors.HexColor("#eef3f8")
RULE = colors.HexColor("#b7c3d0")

TITLE = ParagraphStyle(
    "tdesk-title", fontName=FONT_SANS_BOLD, fontSize=20, leading=24, textColor=INK, spaceAfter=2
)
SUBTITLE = ParagraphStyle(
    "tdesk-subtitle", fontName=FONT_SANS, fontSize=11, leading=14, textColor=MUTED, spaceAfter=8
)
HEADING = ParagraphStyle(
    "tdesk-heading",
    fontName=FONT_SANS_BOLD,
    fontSize=13,
    leading=16,
    textColor=ACCENT,
    spaceBefore=8,
    spaceAfter=4,
)
BODY = ParagraphStyle("tdesk-body", fontName=FONT_SANS, fontSize=10, leading=13, textColor=INK)
SMALL = ParagraphStyle("tdesk-small", parent=BODY, fontSize=8, leading=10, textColor=MUTED)
CELL = ParagraphStyle("tdesk-cell", parent=BODY, fontSize=9.5, leading=12)
CELL_RIGHT = ParagraphStyle("tdesk-cell-right", parent=CELL, alignment=TA_RIGHT)
CELL_CENTRE = ParagraphStyle("tdesk-cell-centre", parent=CELL, alignment=TA_CENTER)
HEAD_CELL = ParagraphStyle(
    "tdesk-head-cell", parent=CELL, fontName=FONT_SANS_BOLD, textColor=HEAD_TEXT
)
TOTAL_CELL = ParagraphStyle("tdesk-total-cell", parent=CELL, fontName=FONT_SANS_BOLD)

_ALIGN = {"L": TA_LEFT, "R": TA_RIGHT, "C": TA_CENTER}


def frame_width(landscape: bool = False) -> float:
    """Width in points that a story's flowables get from build_pdf (page minus margins)."""
    width, height = PAGE
    return (max(width, height) if landscape else min(width, height)) - 2 * MARGIN


def frame_height(landscape: bool = False) -> float:
    """Height in points of the body frame under the header and above the footer."""
    width, height = PAGE
    page_height = min(width, height) if landscape else max(width, height)
    return page_height - 2 * MARGIN - HEADER_HEIGHT - FOOTER_HEIGHT


def para(text: str, style: ParagraphStyle = BODY) -> Paragraph:
    """A paragraph of plain text (not markup): escaped, with Han fallback for names; a newline
    starts a new line."""
    lines = (markup(line, style.fontName) for line in text.split("\n"))
    return Paragraph("<br/>".join(lines), style)


def _cell(text: str, style: ParagraphStyle, align: str) -> Paragraph:
    if align not in _ALIGN:
        raise ValueError(f"column alignment must be one of L, R, C, not {align!r}")
    aligned = ParagraphStyle(f"{style.name}-{align}", parent=style, alignment=_ALIGN[align])
    return para(text, aligned)


def _spans(row: Sequence[str]) -> list[tuple[int, int]]:
    """Column ranges where a filled cell runs on over the empty cells to its right."""
    spans: list[tuple[int, int]] = []
    start = None
    for index, text in enumerate([*row, "end"]):
        if text and start is not None and index - 1 > start:
            spans.append((start, index - 1))
        if text:
            start = index
    return spans


def data_table(
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    col_widths: Sequence[float] | None = None,
    align: str | None = None,
    total: Sequence[str] | None = None,
    zebra: bool = True,
) -> Table:
    """The house table: coloured head repeated on every page, zebra rows, optional bold totals
    row. Cells are plain strings; ``align`` has one letter per column (L, R or C). In the totals
    row a filled cell spans the empty cells to its right, so a summary sentence fits."""
    width = len(header)
    align = align or "L" * width
    if len(align) != width:
        raise ValueError(f"align {align!r} has {len(align)} letters for {width} columns")
    for number, row in enumerate([*rows, *([total] if total else [])], start=1):
        if len(row) != width:
            raise ValueError(f"table row {number} has {len(row)} cells, the header has {width}")
    data = [[_cell(text, HEAD_CELL, a) for text, a in zip(header, align, strict=True)]]
    data += [[_cell(text, CELL, a) for text, a in zip(row, align, strict=True)] for row in rows]
    if total is not None:
        data.append([_cell(text, TOTAL_CELL, a) for text, a in zip(total, align, strict=True)])
    table = Table(data, colWidths=list(col_widths) if col_widths else None, repeatRows=1)
    commands: list[tuple[object, ...]] = [
        ("FONTNAME", (0, 0), (-1, -1), FONT_SANS),  # else ReportLab sets Helvetica per cell
        ("BACKGROUND", (0, 0), (-1, 0), ACCENT),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
        ("LINEBELOW", (0, -1), (-1, -1), 0.75, ACCENT),
    ]
    if zebra and rows:
        commands.append(("ROWBACKGROUNDS", (0, 1), (-1, len(rows)), [colors.white, ZEBRA]))
    if len(rows) >= 4:  # a page break never leaves one row alone, above it or below (issue 21)
        commands += [("NOSPLIT", (0, 1), (-1, 2)), ("NOSPLIT", (0, len(rows) - 1), (-1, -1))]
    if total is not None:
        commands.append(("LINEABOVE", (0, -1), (-1, -1), 0.75, ACCENT))
        commands += [("SPAN", (a, -1), (b, -1)) for a, b in _spans(total)]
    table.setStyle(TableStyle(commands))
    return table


#: Left plus right padding ReportLab puts in a table cell (6 points each side by default).
CELL_PADDING = 12.0


def longest_word(header: Sequence[str], rows: Sequence[Sequence[str]], column: int) -> float:
    """The widest word of a column (head or cell) and its padding: where it may wrap to."""
    from tdesk.print.fonts import text_width

    head = max((text_width(w, FONT_SANS_BOLD, HEAD_CELL.fontSize) for w in header[column].split()),
               default=0.0)
    body = max((text_width(w, FONT_SANS, CELL.fontSize) for r in rows for w in r[column].split()),
               default=0.0)
    return max(head, body, 20.0 - CELL_PADDING - 1) + CELL_PADDING + 1


def fit_widths(
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    flex: Sequence[int],
    width: float,
    total: Sequence[str] | None = None,
) -> list[float]:
    """Column widths that fit their content: every column but ``flex`` is as wide as its widest
    cell (header words included, so "Exchanged" never breaks into "Exchange/d"), the ``flex``
    columns share what is left of ``width`` in proportion to their own content. A total row's
    spanning sentence is not measured."""
    from tdesk.print.fonts import text_width

    def natural(column: int) -> float:
        words = [w for w in header[column].split()] or [""]
        head = max(text_width(w, FONT_SANS_BOLD, HEAD_CELL.fontSize) for w in words)
        body = max((text_width(r[column], FONT_SANS, CELL.fontSize) for r in rows), default=0.0)
        if total and total[column].strip() and (column + 1 == len(total) or total[column + 1]):
            # a total that stays in its column (a sum) is bold and must not wrap ("50 00/0")
            body = max(body, text_width(total[column], FONT_SANS_BOLD, TOTAL_CELL.fontSize))
        return max(head, body) + CELL_PADDING + 1

    widths = [natural(c) for c in range(len(header))]
    fixed = sum(w for c, w in enumerate(widths) if c not in flex)
    free = max(width - fixed, 20.0 * len(flex))
    wanted = sum(widths[c] for c in flex) or 1.0
    if free >= wanted:  # room for all: the extra goes in proportion
        for c in flex:
            widths[c] = free * widths[c] / wanted
    else:  # short of room: the first flex columns keep their content width, the last wrap,
        # each between its words (its longest word kept: Russian "выигрывает" broke letter-wise)
        floors = {c: longest_word(header, rows, c) for c in flex}
        for i, c in enumerate(flex):
            rest = sum(floors[d] for d in flex[i + 1:])
            widths[c] = free if c == flex[-1] else min(widths[c], max(free - rest, floors[c]))
            free -= widths[c]
    if sum(widths) > width:  # too wide even so: shrink every column alike
        scale = width / sum(widths)
        widths = [w * scale for w in widths]
    return widths


class NearlyFits(Flowable):
    """Flowables that stay on the page they start on, printed a little smaller, when they
    overrun it by at most ``slack`` (a ranking whose last row and note would go to a page of
    their own, issue 21); longer content splits as usual, table heads repeated."""

    def __init__(self, content: Sequence[Flowable], slack: float = 0.15) -> None:
        super().__init__()
        self.content = list(content)
        self.slack = slack
        self._fit: KeepInFrame | None = None

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        width, height = _listWrapOn(self.content, avail_width, self.canv)
        self._fit = None
        if height <= avail_height * (1 + self.slack):
            self._fit = KeepInFrame(avail_width, avail_height, self.content, mode="shrink")
            self._fit.canv = self.canv
            return self._fit.wrap(avail_width, avail_height)
        return width, height

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        """The first flowable split to the space left (its first part must fit); the rest
        nearly fits again on the next page (a table's note never goes there alone). Nothing
        when it cannot split here, so it starts on the next page."""
        first, *rest = self.content
        parts = first.splitOn(self.canv, avail_width, avail_height)
        if len(parts) < 2:
            return [*parts, *rest] if parts else []
        return [*parts[:-1], NearlyFits([parts[-1], *rest], self.slack)]

    def draw(self) -> None:
        assert self._fit is not None, "drawn without fitting"
        self._fit.drawOn(self.canv, 0, 0)
