"""Seat cards: one card per player with event, table, seat and name in large type (TDA-S1).

Eight cards per A4 page (2 x 4) with cut marks at every corner; the floor cuts them apart and
hands each player theirs at registration or after a move. A Day 2's cards also carry each
player's chips (their bag, until counted again): the player brings the bag to that seat
(issue 35).
"""

from __future__ import annotations

import io
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, PageBreak

from tdesk.i18n import translate
from tdesk.locale_format import chips as chips_text
from tdesk.models.store import Store
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.fonts import FONT_SANS, FONT_SANS_BOLD, draw_text, text_width
from tdesk.print.style import ACCENT, INK, MUTED, RULE, frame_width, para
from tdesk.timefmt import local_now_text

TITLE = "Seat cards"  # translated where printed (context "print")
COLUMNS = 2
ROWS = 4
CARD_HEIGHT = 54 * mm
MARK = 4 * mm


@dataclass(frozen=True)
class SeatCard:
    table: int
    seat: int
    name: str
    chips: int | None = None
    """Printed when set (a Day 2's bags)."""


class CardSheet(Flowable):
    """Up to eight cards on one page, with cut marks."""

    def __init__(self, event_name: str, cards: Sequence[SeatCard]) -> None:
        super().__init__()
        self.event_name = event_name
        self.cards = list(cards)
        self.card_width = frame_width() / COLUMNS

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return frame_width(), CARD_HEIGHT * ROWS

    def draw(self) -> None:
        c = self.canv
        top = CARD_HEIGHT * ROWS
        c.saveState()
        c.setStrokeColor(RULE)
        c.setLineWidth(0.4)
        for row in range(ROWS + 1):
            for col in range(COLUMNS + 1):
                x, y = col * self.card_width, top - row * CARD_HEIGHT
                c.line(x - MARK / 2, y, x + MARK / 2, y)
                c.line(x, y - MARK / 2, x, y + MARK / 2)
        for i, card in enumerate(self.cards):
            row, col = divmod(i, COLUMNS)
            self._card(col * self.card_width, top - (row + 1) * CARD_HEIGHT, card)
        c.restoreState()

    def _card(self, x: float, y: float, card: SeatCard) -> None:
        c = self.canv
        w, h = self.card_width, CARD_HEIGHT
        mid = x + w / 2
        c.setFillColor(MUTED)
        draw_text(c, mid, y + h - 9 * mm, _fit(self.event_name, FONT_SANS, 10, w - 10 * mm),
                  FONT_SANS, 10, "centre")
        draw_table_seat(c, x, y + h - 16 * mm, w, card.table, card.seat)
        size = 16.0
        while size > 8 and text_width(card.name, FONT_SANS_BOLD, size) > w - 10 * mm:
            size -= 1
        draw_text(c, mid, y + 7 * mm, _fit(card.name, FONT_SANS_BOLD, size, w - 10 * mm),
                  FONT_SANS_BOLD, size, "centre")
        if card.chips is not None:
            c.setFillColor(ACCENT)
            draw_text(c, mid, y + 14.5 * mm, translate("print", "CHIPS {0}").format(
                chips_text(card.chips)), FONT_SANS_BOLD, 10, "centre")


def draw_table_seat(c: Canvas, x: float, top: float, width: float, table: int, seat: int,
                    *, scale: float = 1.0) -> None:
    """TABLE and SEAT side by side in ``width`` from ``x``, the labels' baseline at ``top``
    and the numbers in large type below (18 mm at ``scale`` 1): the seat card's look, shared
    by the walk-in's ticket (``print/receipt.py``)."""
    for centre, label, value in ((x + width / 4, translate("print", "TABLE"), table),
                                 (x + 3 * width / 4, translate("print", "SEAT"), seat)):
        c.setFillColor(ACCENT)
        draw_text(c, centre, top, label, FONT_SANS_BOLD, 9 * scale, "centre")
        c.setFillColor(INK)
        draw_text(c, centre, top - 18 * mm * scale, str(value), FONT_SANS_BOLD, 52 * scale,
                  "centre")


TABLE_SEAT_HEIGHT = 24 * mm
"""The height ``draw_table_seat`` takes at scale 1, from the labels' top to the numbers'
foot."""


class TableSeat(Flowable):
    """The seat card's TABLE and SEAT block as a flowable (the ticket under a receipt)."""

    def __init__(self, table: int, seat: int, width: float, scale: float = 1.0) -> None:
        super().__init__()
        self.table, self.seat, self.width, self.scale = table, seat, width, scale

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        return self.width, TABLE_SEAT_HEIGHT * self.scale

    def draw(self) -> None:
        self.canv.saveState()
        draw_table_seat(self.canv, 0, (TABLE_SEAT_HEIGHT - 3.5 * mm) * self.scale, self.width,
                        self.table, self.seat, scale=self.scale)
        self.canv.restoreState()


def _fit(text: str, font: str, size: float, width: float) -> str:
    """Shorten with an ellipsis until it fits (very long names on a small card)."""
    if text_width(text, font, size) <= width:
        return text
    while text and text_width(text + "…", font, size) > width:
        text = text[:-1]
    return text + "…"


def render_seat_cards(out: Path | BinaryIO, *, event_name: str, printed_at: str,
                      cards: Sequence[SeatCard]) -> int:
    """Write the cards (in the order given) as a PDF; returns the number of card pages."""
    per_page = COLUMNS * ROWS
    story: list[Flowable] = []
    pages = 0
    for start in range(0, len(cards), per_page):
        if story:
            story.append(PageBreak())
        story.append(CardSheet(event_name, cards[start:start + per_page]))
        pages += 1
    if not story:
        story.append(para(translate("print", "Nobody is seated yet: draw the seats first.")))
    title = translate("print", "Seat cards")
    build_pdf(out, title=title, subtitle=event_name, story=story,
              meta=DocMeta(event_name=event_name, printed_at=printed_at,
                           subject=f"{title}: {event_name}"))
    return pages


def print_seat_cards(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    """``tdesk print seat-cards``: every seated player, by table then seat; a Day 2's with
    their chips."""
    from tdesk.services.seating.flights import flight_ids
    from tdesk.services.seating.seating import room

    info = room(store, event_id)
    day2 = bool(flight_ids(store, event_id))
    cards = [SeatCard(p.table, p.seat, p.name, p.chips if day2 else None) for p in info.seated]
    render_seat_cards(out, event_name=info.event_name, printed_at=local_now_text(), cards=cards)


def bench_seat_cards(count: int) -> tuple[float, int]:
    """Seconds to render ``count`` cards (mixed scripts) to PDF in memory, and the pages."""
    names = ["Åsa Öberg", "Дмитрий Смирнов", "王秀英", "Oliver Hughes"]
    cards = [SeatCard(i // 9 + 1, i % 9 + 1, f"{names[i % 4]} {i}") for i in range(count)]
    start = time.perf_counter()
    pages = render_seat_cards(io.BytesIO(), event_name="Benchmark Open", printed_at="now",
                              cards=cards)
    return time.perf_counter() - start, pages
