"""The bag sheet of a flight (FLT-2, issue 23): every survivor with table, seat and the chips
bagged, and a line for the player's signature, so the bag is checked against paper on Day 2.
Printed words go through ``translate("print", …)``."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, TableStyle

from tdesk.i18n import number_locale, translate
from tdesk.models.store import Store
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import BODY, HEADING, RULE, data_table, frame_width, para
from tdesk.services.events import get_event
from tdesk.services.seating import flights as svc
from tdesk.timefmt import date_text, local_now_text

SIGN_WIDTH = 60 * mm
"""The signature column: room to sign by hand."""


def _n(value: int) -> str:
    return number_locale().toString(int(value))


def bag_story(status: svc.FlightStatus, bags: list[svc.BagRow]) -> list[Flowable]:
    """Totals, then one row per bag (table and seat, player, chips, signature), then the floor
    person's signature."""
    width = frame_width()
    head = translate("print", "Day {0}: {1} players bagged · {2} chips").format(
        status.label, _n(len(bags)), _n(sum(b.chips for b in bags)))
    header = (translate("print", "Table"), translate("print", "Seat"),
              translate("print", "Player"), translate("print", "Chips bagged"),
              translate("print", "Signature"))
    body = [("" if b.table is None else str(b.table), "" if b.seat is None else str(b.seat),
             b.name, _n(b.chips), "") for b in bags]
    small = 16 * mm
    chips = 32 * mm
    story: list[Flowable] = [para(head, HEADING)]
    if not bags:
        story.append(para(translate("print", "No one has bagged in this flight yet."), BODY))
        return story
    table = data_table(
        header, body, align="RRLRL",
        col_widths=[small, small, width - 2 * small - chips - SIGN_WIDTH, chips, SIGN_WIDTH],
        total=("", "", translate("print", "Total"), _n(sum(b.chips for b in bags)), " "))
    table.setStyle(TableStyle([  # rows tall enough to sign in, a line to sign on
        ("TOPPADDING", (0, 1), (-1, -2), 9),
        ("BOTTOMPADDING", (0, 1), (-1, -2), 5),
        ("LINEBELOW", (4, 1), (4, -2), 0.6, RULE),
    ]))
    story.append(table)
    story += [Spacer(1, 14 * mm),
              para(translate("print", "Counted and bagged by (floor): ____________________"
                                      "    Time: __________"), BODY)]
    return story


def print_bag_sheet(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    """``tdesk print bag-sheet --event "… Day 1A"``."""
    event = get_event(store, event_id)
    status = svc.flight_status(store, event_id)
    subtitle = " · ".join(p for p in (event.venue, date_text(event.date)) if p)
    build_pdf(out, title=translate("print", "Bag sheet"),
              subtitle=f"{event.name}\n{subtitle}".strip(),
              story=bag_story(status, svc.bags(store, event_id)),
              meta=DocMeta(event_name=event.name, printed_at=local_now_text()))
