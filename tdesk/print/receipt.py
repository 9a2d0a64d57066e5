"""The receipt (issue 23): one buy-in, re-entry, rebuy, add-on or prize handed over, on A4,
Letter or an 80 mm receipt printer roll (the page as long as the receipt).

A reprint says COPY in a box at the top, so a second slip is never taken for the first. Words
go through ``translate("print", …)``; payment kinds and methods use the Money tab's words.
"""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import (
    BaseDocTemplate,
    Flowable,
    Frame,
    PageTemplate,
    Spacer,
    Table,
    TableStyle,
)

from tdesk import __version__
from tdesk.i18n import number_locale, translate
from tdesk.models.store import Store
from tdesk.print.fonts import FONT_SANS, FONT_SANS_BOLD, register_fonts
from tdesk.print.seat_cards import TableSeat
from tdesk.print.style import ACCENT, INK, MUTED, RULE, para
from tdesk.services.money import receipts as svc
from tdesk.timefmt import local_now_text, local_text

PAGES = ("a4", "letter", "80mm")
"""Page sizes a receipt prints on: A4, US Letter, or an 80 mm thermal roll."""
ROLL_WIDTH = 80 * mm
ROLL_MARGIN = 4 * mm
SHEET_MARGIN = 20 * mm
SHEET_WIDTH = 110 * mm
"""On A4 or Letter the receipt is a block this wide at the top left (cut or filed)."""

KINDS = {"entry": "Entry", "reentry": "Re-entry", "rebuy": "Rebuy", "addon": "Add-on"}
METHODS = ("cash", "card", "transfer", "voucher")


def _styles(size: float) -> dict[str, ParagraphStyle]:
    def style(name: str, **kw: object) -> ParagraphStyle:
        base = {"fontName": FONT_SANS, "fontSize": size, "leading": size * 1.3,
                "textColor": INK}
        return ParagraphStyle(f"tdesk-receipt-{name}-{size}", **{**base, **kw})  # type: ignore[arg-type]

    return {
        "event": style("event", fontName=FONT_SANS_BOLD, fontSize=size * 1.25,
                       leading=size * 1.6, alignment=TA_CENTER),
        "sub": style("sub", textColor=MUTED, alignment=TA_CENTER),
        "title": style("title", fontName=FONT_SANS_BOLD, fontSize=size * 1.5,
                       leading=size * 1.9, alignment=TA_CENTER, textColor=ACCENT),
        "number": style("number", fontName=FONT_SANS_BOLD, fontSize=size * 1.15,
                        leading=size * 1.5, alignment=TA_CENTER),
        "copy": style("copy", fontName=FONT_SANS_BOLD, fontSize=size * 1.6,
                      leading=size * 2.0, alignment=TA_CENTER),
        "label": style("label", textColor=MUTED),
        "value": style("value"),
        "amount-label": style("amount-label", fontName=FONT_SANS_BOLD, fontSize=size * 1.2,
                              leading=size * 1.6),
        "amount": style("amount", fontName=FONT_SANS_BOLD, fontSize=size * 1.8,
                        leading=size * 2.2, alignment=TA_RIGHT),
        "chips": style("chips", fontName=FONT_SANS_BOLD, fontSize=size * 1.5,
                       leading=size * 1.9, alignment=TA_CENTER),
        "small": style("small", fontSize=size * 0.8, leading=size * 1.05, textColor=MUTED,
                       alignment=TA_CENTER),
    }


def _n(value: int) -> str:
    return number_locale().toString(int(value))


def _what(r: svc.Receipt) -> str:
    if r.kind == svc.BOUNTY:  # nth: the knockouts the payout covers
        return translate("print", "Bounties, %n knockout(s)", None, r.nth)
    if r.kind == svc.PRIZE:
        if r.place:
            return translate("print", "Prize, place {0}").format(r.place)
        return translate("print", "Prize (deal)")
    kind = translate("money", KINDS.get(r.kind, r.kind))
    return translate("print", "{0} #{1}").format(kind, r.nth) if r.nth else kind


def _method(method: str) -> str:
    return translate("money", method) if method in METHODS else method


def _rule(width: float) -> Table:
    line = Table([[""]], colWidths=[width], rowHeights=[2])
    line.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), FONT_SANS),
                              ("LINEBELOW", (0, 0), (-1, -1), 0.6, RULE)]))
    return line


def receipt_story(r: svc.Receipt, *, width: float, size: float = 9, copy: bool = False,
                  printed_at: str = "") -> list[Flowable]:
    """The receipt's flowables, ``width`` points wide (plain data in, no store)."""
    st = _styles(size)
    story: list[Flowable] = []
    if copy:
        banner = Table([[para(translate("print", "COPY"), st["copy"])]], colWidths=[width])
        banner.setStyle(TableStyle([("FONTNAME", (0, 0), (-1, -1), FONT_SANS),
                                    ("BOX", (0, 0), (-1, -1), 1.5, INK),
                                    ("TOPPADDING", (0, 0), (-1, -1), 2),
                                    ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
        story += [banner, Spacer(1, size * 0.6)]
    story.append(para(r.event_name, st["event"]))
    if r.venue:
        story.append(para(r.venue, st["sub"]))
    title = (translate("print", "Prize receipt") if r.kind == svc.PRIZE
             else translate("print", "Bounty receipt") if r.kind == svc.BOUNTY
             else translate("print", "Receipt"))
    story += [Spacer(1, size * 0.4), para(title, st["title"]),
              para(translate("print", "No. {0}").format(r.label), st["number"]),
              Spacer(1, size * 0.4), _rule(width), Spacer(1, size * 0.4)]
    if r.table and r.seat:  # the ticket is the seat card (issue 35): its look, its numbers
        story += [TableSeat(r.table, r.seat, width),
                  para(translate("print", "{0} chips").format(_n(r.chips)), st["chips"]),
                  Spacer(1, size * 0.4), _rule(width), Spacer(1, size * 0.4)]
    fields = [(translate("print", "Player"), r.player), (translate("print", "For"), _what(r)),
              (translate("print", "Method"), _method(r.method)),
              (translate("print", "Time"), local_text(r.at)),
              (translate("print", "Staff"), r.staff or "—")]
    if r.chips and r.kind in svc.SEATED_KINDS and not r.table:  # not seated yet: the stack
        fields.insert(2, (translate("print", "Chips"), _n(r.chips)))
    table = Table([[para(k, st["label"]), para(v, st["value"])] for k, v in fields],
                  colWidths=[width * 0.3, width * 0.7])
    table.setStyle(_plain())
    amount_label = (translate("print", "Paid out") if r.kind in svc.PAID_OUT
                    else translate("print", "Received"))
    amount = Table([[para(amount_label, st["amount-label"]), para(_n(r.amount), st["amount"])]],
                   colWidths=[width * 0.5, width * 0.5])
    amount.setStyle(TableStyle([*_plain().getCommands(),
                                ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                                ("LINEABOVE", (0, 0), (-1, 0), 0.6, RULE),
                                ("LINEBELOW", (0, 0), (-1, 0), 1.2, INK),
                                ("TOPPADDING", (0, 0), (-1, -1), 4),
                                ("BOTTOMPADDING", (0, 0), (-1, -1), 5)]))
    story += [table, Spacer(1, size * 0.6), amount]
    if r.fee or r.bounty:  # what the amount is made of, as the desk's books split it
        parts = [translate("print", "Buy-in {0}").format(_n(r.prize_part))]
        if r.fee:
            parts.append(translate("print", "fee {0}").format(_n(r.fee)))
        if r.bounty:
            parts.append(translate("print", "bounty {0}").format(_n(r.bounty)))
        story.append(para(" + ".join(parts), st["label"]))
    if r.kind in svc.PAID_OUT:  # the player signs for the money
        sign = Table([[para(translate("print", "Received by (signature)"), st["label"])],
                      [""]], colWidths=[width], rowHeights=[None, size * 3])
        sign.setStyle(TableStyle([*_plain().getCommands(),
                                  ("LINEBELOW", (0, 1), (-1, 1), 0.6, INK)]))
        story += [Spacer(1, size * 1.2), sign]
    story += [Spacer(1, size * 1.2),
              para(translate("print", "Printed {0}").format(printed_at or local_now_text())
                   + " · tdesk", st["small"])]
    return story


def _plain() -> TableStyle:
    return TableStyle([("FONTNAME", (0, 0), (-1, -1), FONT_SANS),
                       ("VALIGN", (0, 0), (-1, -1), "TOP"),
                       ("LEFTPADDING", (0, 0), (-1, -1), 0),
                       ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                       ("TOPPADDING", (0, 0), (-1, -1), 1.5),
                       ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)])


def write_receipt(out: Path | BinaryIO, r: svc.Receipt, *, page: str = "a4",
                  copy: bool = False, printed_at: str = "") -> None:
    """Write receipt ``r`` as a PDF on ``page`` ("a4", "letter" or "80mm": the roll's page
    is 80 mm wide and exactly as long as the receipt)."""
    if page not in PAGES:
        raise ValueError(f"page {page!r} is not one of {', '.join(PAGES)}")
    register_fonts()
    if page == "80mm":
        margin, width = ROLL_MARGIN, ROLL_WIDTH - 2 * ROLL_MARGIN
        story = receipt_story(r, width=width, size=9, copy=copy, printed_at=printed_at)
        height = sum(_height(f, width) for f in story)
        pagesize = (ROLL_WIDTH, height + 2 * margin + 2 * mm)
    else:
        pagesize = A4 if page == "a4" else LETTER
        margin, width = SHEET_MARGIN, SHEET_WIDTH
        story = receipt_story(r, width=width, size=11, copy=copy, printed_at=printed_at)
    title = translate("print", "Receipt") + f" {r.label}"
    doc = BaseDocTemplate(
        str(out) if isinstance(out, Path) else out, pagesize=pagesize, leftMargin=margin,
        rightMargin=margin, topMargin=margin, bottomMargin=margin,
        title=f"{title} — {r.event_name}", author="tdesk", subject=r.event_name,
        creator=f"tdesk {__version__}", initialFontName=FONT_SANS, initialFontSize=9)
    frame = Frame(margin, margin, width, pagesize[1] - 2 * margin, leftPadding=0,
                  rightPadding=0, topPadding=0, bottomPadding=0, id="receipt")
    doc.addPageTemplates([PageTemplate(id="receipt", frames=[frame], pagesize=pagesize)])
    doc.build(story)


def _height(flowable: Flowable, width: float) -> float:
    _, height = flowable.wrap(width, 10_000)
    return float(height) + flowable.getSpaceBefore() + flowable.getSpaceAfter()


def print_receipt(store: Store, event_id: int, out: Path | BinaryIO, *,
                  number: int | None = None, page: str = "a4", copy: bool = False) -> None:
    """Receipt ``number`` of the event (None: the newest) as a PDF; ``copy`` for a reprint."""
    write_receipt(out, svc.receipt(store, event_id, number), page=page, copy=copy)
