"""Bundled fonts for every tdesk PDF, registered with ReportLab once.

Names at these events mix English, Swedish, Russian and Chinese, often on one sheet. DejaVu Sans
prints Latin (å ä ö) and Cyrillic well but has no Han glyphs; WenQuanYi Micro Hei has TrueType
outlines for all three scripts and embeds cleanly (Noto CJK's CFF outlines do not load in
ReportLab, and ReportLab's CID fonts are never embedded, so a venue PC without the font would
print boxes). So text is set in DejaVu and every character DejaVu lacks falls back, run by run,
to WenQuanYi: :func:`markup` for paragraphs, :func:`draw_text` for canvas headers and footers.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from xml.sax.saxutils import escape

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from tdesk.errors import TdeskError
from tdesk.paths import resource

FONT_SANS = "DejaVuSans"
FONT_SANS_BOLD = "DejaVuSans-Bold"
#: TrueType font with Han, Latin and Cyrillic glyphs; the fallback for every name.
FONT_HAN = "WenQuanYiMicroHei"

#: Line width, in ems, of the outline drawn around WenQuanYi glyphs in bold text: Han names
#: on a seat card then print as dark as the DejaVu Bold names beside them (issue 21).
HAN_BOLD_STROKE = 0.045

_FILES: dict[str, tuple[str, int]] = {
    FONT_SANS: ("DejaVuSans.ttf", 0),
    FONT_SANS_BOLD: ("DejaVuSans-Bold.ttf", 0),
    FONT_HAN: ("wqy-microhei.ttc", 0),  # subfont 0 is the proportional face, 1 is Mono
}


def register_fonts() -> None:
    """Register the bundled fonts with ReportLab; cheap and safe to call before every build."""
    registered = set(pdfmetrics.getRegisteredFontNames())
    for name, (filename, subfont) in _FILES.items():
        if name in registered:
            continue
        path = resource("fonts", filename)
        if not path.is_file():
            raise TdeskError(f"font file {path} is missing; reinstall tdesk to print documents")
        pdfmetrics.registerFont(TTFont(name, str(path), subfontIndex=subfont))
    # <b> inside a paragraph finds the bold face; WenQuanYi has no bold, so it maps to itself.
    for bold in (0, 1):
        for italic in (0, 1):
            addMapping(FONT_SANS, bold, italic, FONT_SANS_BOLD if bold else FONT_SANS)
            addMapping(FONT_HAN, bold, italic, FONT_HAN)


def has_glyph(font_name: str, char: str) -> bool:
    """True when the registered TrueType font ``font_name`` draws ``char``."""
    face = pdfmetrics.getFont(font_name).face
    return ord(char) in face.charToGlyph


def font_runs(text: str, font_name: str = FONT_SANS) -> list[tuple[str, str]]:
    """Split ``text`` into ``(font, substring)`` runs: ``font_name`` where it has the glyph,
    WenQuanYi Micro Hei elsewhere. Text is NFC-normalised first (a Swedish name typed on a Mac
    may arrive as ``a`` + combining ring), and combining marks stay with their base letter."""
    register_fonts()
    return list(_runs(unicodedata.normalize("NFC", text), font_name))


def _runs(text: str, font_name: str) -> Iterator[tuple[str, str]]:
    current = ""
    chunk: list[str] = []
    for char in text:
        if chunk and unicodedata.combining(char):
            chunk.append(char)
            continue
        if char in "\n\t " or has_glyph(font_name, char) or not has_glyph(FONT_HAN, char):
            font = font_name
        else:
            font = FONT_HAN
        if font != current and chunk:
            yield current, "".join(chunk)
            chunk = []
        current = font
        chunk.append(char)
    if chunk:
        yield current, "".join(chunk)


def markup(text: str, font_name: str = FONT_SANS) -> str:
    """Paragraph markup for plain ``text``: XML-escaped, with the characters ``font_name``
    lacks wrapped in ``<font face=…>`` so Chinese names print inside a DejaVu paragraph."""
    parts: list[str] = []
    for font, chunk in font_runs(text, font_name):
        if font == font_name:
            parts.append(escape(chunk))
        else:
            parts.append(f'<font face="{font}">{escape(chunk)}</font>')
    return "".join(parts)


def text_width(text: str, font_name: str, size: float) -> float:
    """Width in points of ``text`` drawn with fallback (see :func:`font_runs`)."""
    return sum(
        pdfmetrics.stringWidth(chunk, font, size) for font, chunk in font_runs(text, font_name)
    )


def draw_text(
    canvas: Canvas,
    x: float,
    y: float,
    text: str,
    font_name: str = FONT_SANS,
    size: float = 9,
    align: str = "left",
) -> None:
    """Draw one line on a canvas with per-character fallback; ``align`` is left, right or
    centre (``x`` is then the right edge or the middle)."""
    width = text_width(text, font_name, size)
    if align == "right":
        x -= width
    elif align in ("centre", "center"):
        x -= width / 2
    elif align != "left":
        raise ValueError(f"align must be left, right or centre, not {align!r}")
    bold = font_name == FONT_SANS_BOLD
    canvas.saveState()
    if bold:  # WenQuanYi has no bold face: its runs are stroked as thick as DejaVu Bold
        canvas.setStrokeColor(getattr(canvas, "_fillColorObj", None) or (0, 0, 0))
        canvas.setLineWidth(size * HAN_BOLD_STROKE)
    line = canvas.beginText(x, y)  # one text object, so copy-paste keeps the line whole
    for font, chunk in font_runs(text, font_name):
        line.setFont(font, size)
        line.setTextRenderMode(2 if bold and font == FONT_HAN else 0)  # 2: fill, then stroke
        line.textOut(chunk)
    canvas.drawText(line)
    canvas.restoreState()
