"""The one way a tdesk PDF is built: title block, page header and footer, embedded fonts.

Every document (player list, seat cards, structure sheet, standings, pairings, penalty log)
hands its flowables to :func:`build_pdf`, so all of them carry the event name, "page x of y"
and the time they were printed; a sheet taken off the wall can always be dated and placed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from reportlab.lib.pagesizes import landscape as to_landscape
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate

from tdesk import __version__
from tdesk.i18n import translate
from tdesk.print.fonts import FONT_SANS, FONT_SANS_BOLD, draw_text, register_fonts
from tdesk.print.style import (
    ACCENT,
    FOOTER_HEIGHT,
    HEADER_HEIGHT,
    MARGIN,
    MUTED,
    PAGE,
    RULE,
    SUBTITLE,
    TITLE,
    para,
)


@dataclass(frozen=True)
class DocMeta:
    """What every page says about where the sheet comes from.

    ``printed_at`` is passed in already formatted (local time) so documents stay reproducible
    in tests and the caller decides the clock.
    """

    event_name: str
    printed_at: str
    subject: str = ""
    keywords: Sequence[str] = ()
    author: str = "tdesk"


def build_pdf(
    out: Path | BinaryIO,
    *,
    title: str,
    subtitle: str,
    story: list[Flowable],
    landscape: bool = False,
    meta: DocMeta,
) -> None:
    """Write ``story`` as a PDF to ``out`` (a path or a binary file object).

    The first page opens with ``title`` and ``subtitle``; every page has a header (event name,
    document title) and a footer (printed-at time, page x of y, tdesk). Fonts are the bundled
    TrueType fonts, subset and embedded, so any printer prints Cyrillic and Chinese names.
    """
    register_fonts()
    pagesize = to_landscape(PAGE) if landscape else PAGE
    target = str(out) if isinstance(out, Path) else out
    doc = BaseDocTemplate(
        target,
        pagesize=pagesize,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN + HEADER_HEIGHT,
        bottomMargin=MARGIN + FOOTER_HEIGHT,
        title=f"{title} — {meta.event_name}" if meta.event_name else title,
        author=meta.author,
        subject=meta.subject or subtitle,
        keywords=list(meta.keywords),
        creator=f"tdesk {__version__}",
        initialFontName=FONT_SANS,
        initialFontSize=10,
    )
    # No frame padding: text and tables line up with the header rule (see style.frame_width).
    frame = Frame(
        doc.leftMargin,
        doc.bottomMargin,
        doc.width,
        doc.height,
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
        id="body",
    )
    doc.addPageTemplates([PageTemplate(id="page", frames=[frame], pagesize=pagesize)])
    heading: list[Flowable] = [para(title, TITLE)]
    if subtitle:
        heading.append(para(subtitle, SUBTITLE))
    doc.build([*heading, *story], canvasmaker=_paged_canvas(title, meta))


def _paged_canvas(title: str, meta: DocMeta) -> Callable[..., Canvas]:
    """A canvas class that holds pages back until the end, so the footer knows the total."""

    class PagedCanvas(Canvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._held: list[dict[str, Any]] = []

        def showPage(self) -> None:  # noqa: N802 (ReportLab's name)
            self._held.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            total = len(self._held)
            for number, state in enumerate(self._held, start=1):
                self.__dict__.update(state)
                _decorate(self, title, meta, number, total)
                super().showPage()
            super().save()

    return PagedCanvas


def _decorate(canvas: Canvas, title: str, meta: DocMeta, number: int, total: int) -> None:
    width, height = canvas._pagesize
    left, right = MARGIN, width - MARGIN
    top = height - MARGIN
    canvas.saveState()
    canvas.setFillColor(ACCENT)
    draw_text(canvas, left, top - 9, meta.event_name, FONT_SANS_BOLD, 9)
    canvas.setFillColor(MUTED)
    draw_text(canvas, right, top - 9, title, FONT_SANS, 9, align="right")
    canvas.setStrokeColor(RULE)
    canvas.setLineWidth(0.5)
    canvas.line(left, top - 13, right, top - 13)
    bottom = MARGIN
    canvas.line(left, bottom + 11, right, bottom + 11)
    printed = translate("print", "Printed {0}").format(meta.printed_at)
    page = translate("print", "Page {0} of {1}").format(number, total)
    draw_text(canvas, left, bottom + 2, printed, FONT_SANS, 8)
    draw_text(canvas, width / 2, bottom + 2, page, FONT_SANS, 8, "centre")
    draw_text(canvas, right, bottom + 2, "tdesk", FONT_SANS_BOLD, 8, align="right")
    canvas.restoreState()
