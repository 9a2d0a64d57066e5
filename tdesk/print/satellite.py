"""A satellite's results sheet (issue 23): the seats won ("Seat to Main Event"), a seat taken as
cash, the remainder in cash, and the total, which is the prize pool. The results document
(``tdesk print results``) is ``print_results`` here: a satellite's sheet, any other event's
``tdesk.print.money.print_results``. Printed words go through ``translate("print", …)``; the
screen and the CLI say a row's seat with ``seat_text`` too.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, Table, TableStyle

from tdesk.engine_text import deal_note
from tdesk.i18n import translate
from tdesk.models.store import Store
from tdesk.print import money as money_print
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.fonts import FONT_SANS
from tdesk.print.satellite_words import number, place_text, seat_text
from tdesk.print.style import (
    ACCENT,
    HEADING,
    RULE,
    ZEBRA,
    data_table,
    fit_widths,
    frame_width,
    para,
)
from tdesk.services.events import get_event
from tdesk.services.money import satellites
from tdesk.services.money.satellites import SatelliteInfo, SeatResult
from tdesk.timefmt import date_text, local_now_text, local_text

_n = number


def setup_text(info: SatelliteInfo) -> str:
    """The sheet's head line: the pool, the seats and the remainder (SAT-1)."""
    return " · ".join((translate("print", "Prize pool {0} · {1} entries").format(
        _n(info.pool), _n(info.entries)), seats_line(info)))


def seats_line(info: SatelliteInfo) -> str:
    """"5 seats of 550 to Main Event · remainder 250 in cash", and SAT-3 once reached."""
    target = info.target or translate("print", "the target event")
    text = translate("print", "%n seat(s) of {0} to {1}", None, info.seats).format(
        _n(info.seat_value), target)
    if info.cash:
        text += " · " + translate("print", "remainder {0} in cash").format(_n(info.cash))
    if info.over:
        text += " · " + translate("print", "%n player(s) left: all win a seat", None,
                                  info.players_left)
    return text


def _note(row: SeatResult) -> str:
    parts = [deal_note(row.row) if row.row else row.note]
    if row.row is not None and row.row.handed_over is not None:
        parts.append(translate("print", "Handed over {0} ({1})").format(
            local_text(row.row.handed_over), row.row.receipt))
    return "\n".join(p for p in parts if p)


def satellite_story(info: SatelliteInfo, rows: Sequence[SeatResult]) -> list[Flowable]:
    """The results table of a satellite: place, name, country, value, what it wins, note."""
    header = (translate("print", "Place"), translate("print", "Name"),
              translate("print", "Country"), translate("print", "Prize"),
              translate("print", "Wins"), translate("print", "Note"))
    body = [(place_text(r), r.name, r.country, _n(r.prize), seat_text(r, info.target), _note(r))
            for r in rows]
    seats = sum(1 for r in rows if r.seat)
    cash = sum(r.cash for r in rows)
    wins = translate("print", "%n seat(s)", None, seats)
    if cash:
        wins = translate("print", "{0} + {1} in cash").format(wins, _n(cash))
    total = ("", translate("print", "Total"), "", _n(sum(r.prize for r in rows)), wins, " ")
    table = data_table(
        header, body, col_widths=fit_widths(header, body, flex=(1, 4, 5), width=frame_width(),
                                            total=total),
        align="RLCRLL", total=total)
    story: list[Flowable] = [para(setup_text(info), HEADING), table]
    if info.problem:
        story.insert(1, para(info.problem))
    return story


def satellite_results_story(store: Store, event_id: int) -> list[Flowable] | None:
    """The satellite's results story; None when the event is no satellite (the results
    document then prints its usual table)."""
    info = satellites.satellite_info(store, event_id)
    if info is None:
        return None
    return satellite_story(info, satellites.satellite_results(store, event_id))


def print_results(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    """The results document: a satellite's with its seats, any other event's as
    ``tdesk.print.money`` prints it."""
    story = satellite_results_story(store, event_id)
    if story is None:
        money_print.print_results(store, event_id, out)
        return
    _build(store, event_id, out, translate("print", "Results"), story)


def wall_story(info: SatelliteInfo) -> list[Flowable]:
    """The wall sheet of a satellite: the pool and the seats, then one large line per paid
    place: "Seat to Main Event" (with its cash) or the remainder."""
    width = frame_width()
    widths = [width * 0.2, width * 0.8]
    rows = [[para(translate("print", "Place"), money_print.WALL_LABEL),
             para(translate("print", "Wins"), money_print.WALL_LABEL)]]
    for prize in info.prizes:
        if prize.seat:
            wins = translate("print", "Seat")
            if prize.cash:
                wins = translate("print", "{0} + {1} in cash").format(wins, _n(prize.cash))
        else:
            wins = translate("print", "{0} in cash").format(_n(prize.cash))
        rows.append([para(f"{prize.place}.", money_print.WALL), para(wins, money_print.WALL)])
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), FONT_SANS),
        ("LINEBELOW", (0, 0), (-1, 0), 1.5, ACCENT),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, ZEBRA]),
        ("LINEBELOW", (0, -1), (-1, -1), 0.5, RULE),
        ("TOPPADDING", (0, 0), (-1, -1), 4),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
    ]))
    head = translate("print", "Prize pool {0} · {1} entries").format(_n(info.pool),
                                                                       _n(info.entries))
    story: list[Flowable] = [para(head, money_print.WALL_HEAD), Spacer(1, 2 * mm),
                             para(seats_line(info), money_print.WALL_LABEL), Spacer(1, 6 * mm)]
    if info.problem:
        story.append(para(info.problem, money_print.WALL_LABEL))
    return [*story, table]


def print_payouts(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    """The payouts wall sheet: a satellite's in seats, any other event's as
    ``tdesk.print.money`` prints it."""
    info = satellites.satellite_info(store, event_id)
    if info is None:
        money_print.print_payouts(store, event_id, out)
        return
    _build(store, event_id, out, translate("print", "Payouts"), wall_story(info))


def _build(store: Store, event_id: int, out: Path | BinaryIO, title: str,
           story: list[Flowable]) -> None:
    event = get_event(store, event_id)
    where = " · ".join(p for p in (event.venue, date_text(event.date)) if p)
    build_pdf(out, title=title, subtitle=f"{event.name}\n{where}".strip(), story=story,
              meta=DocMeta(event_name=event.name, printed_at=local_now_text()))
