"""Table cards for the player screens: the address and its QR code, four to an A4 page, to put
on the tables and by the desk (issue 15). Printed from File › Player screens while they run."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QCoreApplication
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.lib.units import mm
from reportlab.platypus import Table, TableStyle

from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import BODY, RULE, TITLE, frame_height, frame_width, para

CARDS_PER_PAGE = 4


def _qr(url: str, side: float) -> Drawing:
    widget = QrCodeWidget(url, barLevel="M")
    x0, y0, x1, y1 = widget.getBounds()
    drawing = Drawing(side, side, transform=[side / (x1 - x0), 0, 0, side / (y1 - y0), 0, 0])
    drawing.add(widget)
    return drawing


def render_cards(out: Path | BinaryIO, *, event_name: str, url: str, printed_at: str) -> None:
    """One page of four identical cards: what the screens offer, the QR code, the address."""
    width, height = frame_width() / 2, (frame_height() - 30 * mm) / 2
    card = [
        para(QCoreApplication.translate("DisplayCards", "Where do I sit?"), TITLE),
        para(QCoreApplication.translate(
            "DisplayCards",
            "Scan for your table and seat, the clock and the standings, live on your phone."),
            BODY),
        _qr(url, min(width, height) - 30 * mm),
        para(url, BODY),
    ]
    cell = Table([[item] for item in card], colWidths=[width - 8 * mm])
    cell.setStyle(TableStyle([("ALIGN", (0, 2), (0, 2), "CENTER")]))
    grid = Table([[cell, cell], [cell, cell]], colWidths=[width] * 2, rowHeights=[height] * 2)
    grid.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, RULE),
                              ("INNERGRID", (0, 0), (-1, -1), 0.5, RULE),
                              ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                              ("ALIGN", (0, 0), (-1, -1), "CENTER")]))
    title = QCoreApplication.translate("DisplayCards", "Player screens")
    build_pdf(out, title=title, subtitle=event_name, story=[grid],
              meta=DocMeta(event_name=event_name, printed_at=printed_at, subject=title))
