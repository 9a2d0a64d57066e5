"""The "player codes" sheet (issue 25): a card per player with their private code and its QR,
cut and handed out with the pairings. Codes are kept hashed, so printing the sheet issues new
codes for everyone (the old ones stop working): print it once, before reporting opens, and
reissue a lost code from the desk (``issue_codes`` for that player)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Table, TableStyle

from tdesk.models.store import Store
from tdesk.names import sort_key
from tdesk.print.display_cards import _qr
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import BODY, HEADING, RULE, SMALL, frame_width, para
from tdesk.services.events import get_event
from tdesk.services.phones.phone_reports import issue_codes
from tdesk.services.players import list_entries
from tdesk.timefmt import local_now_text

COLUMNS, ROWS = 2, 4
CARD_HEIGHT = 56 * mm  # four rows under the title on A4
QR_SIDE = 30 * mm  # about 0.9 mm a module: any phone reads it
NAME = ParagraphStyle("tdesk-card-name", parent=HEADING, spaceBefore=0, spaceAfter=2)
NOTES = {
    "poker": QT_TRANSLATE_NOOP("PlayerCodes", "Scan to see your table and seat, and where you move. Keep this code to yourself."),
    "ofc": QT_TRANSLATE_NOOP("PlayerCodes", "Scan to see your table and seat, and where you move. Keep this code to yourself."),
}
"""What the card says the page shows, by event kind (else the Swiss sentence)."""
DEFAULT_BASE = "http://192.168.1.2:8080"  # the desk laptop's usual address; set TDESK_SCREENS_URL


def me_url(base: str, code: str) -> str:
    return f"{base.rstrip('/')}/me?player={code}"


def code_card(name: str, code: str, base_url: str, kind: str, width: float) -> Table:
    """One card: the name, the QR of the player's page, the code typed out, what it shows."""
    note = (QCoreApplication.translate("PlayerCodes", NOTES[kind]) if kind in NOTES
            else QCoreApplication.translate(
                "PlayerCodes", "Scan to see your match and report your result. "
                "Keep this code to yourself."))
    card = Table([[para(name, NAME)], [_qr(me_url(base_url, code), QR_SIDE)],
                  [para(code, BODY)], [para(note, SMALL)]], colWidths=[width - 8 * mm])
    card.setStyle(TableStyle([("ALIGN", (0, 0), (-1, -1), "CENTER"),
                              ("TOPPADDING", (0, 0), (-1, -1), 1),
                              ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    return card


def render_codes(out: Path | BinaryIO, *, event_name: str, rows: list[tuple[str, str]],
                 base_url: str, printed_at: str, kind: str = "swiss") -> None:
    """Eight cards to an A4 page: the name, the QR of the player's page, the code typed out."""
    width = frame_width() / COLUMNS
    cards: list[Table | str] = [code_card(name, code, base_url, kind, width)
                                for name, code in rows]
    while len(cards) % COLUMNS:
        cards.append("")
    grid = [cards[i:i + COLUMNS] for i in range(0, len(cards), COLUMNS)] or [[""] * COLUMNS]
    table = Table(grid, colWidths=[width] * COLUMNS, rowHeights=[CARD_HEIGHT] * len(grid))
    table.setStyle(TableStyle([("BOX", (0, 0), (-1, -1), 0.5, RULE),
                               ("INNERGRID", (0, 0), (-1, -1), 0.5, RULE),
                               ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]))
    title = QCoreApplication.translate("PlayerCodes", "Player codes")
    build_pdf(out, title=title, subtitle=event_name, story=[table],
              meta=DocMeta(event_name=event_name, printed_at=printed_at, subject=title))


def print_player_codes(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    """Issue every player a new code and print the cards (``tdesk print player-codes``)."""
    event = get_event(store, event_id)
    codes = issue_codes(store, event_id)
    entries = sorted(list_entries(store, event_id), key=lambda r: sort_key(r.name))
    rows = [(e.name, codes[e.entry_id]) for e in entries if e.entry_id in codes]
    render_codes(out, event_name=event.name, rows=rows,
                 base_url=os.environ.get("TDESK_SCREENS_URL", DEFAULT_BASE),
                 printed_at=local_now_text(), kind=event.kind)
