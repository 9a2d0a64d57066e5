"""Money documents (issue 14): the payout table for the wall in large type, the results sheet
and the chip count sheet. Printed words go through ``translate("print", …)``."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from tdesk.engine_text import deal_note
from tdesk.i18n import number_locale, translate
from tdesk.models.store import Store
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.fonts import FONT_SANS, FONT_SANS_BOLD, text_width
from tdesk.print.style import (
    ACCENT,
    BODY,
    CELL_PADDING,
    HEADING,
    RULE,
    ZEBRA,
    data_table,
    fit_widths,
    frame_width,
    para,
)
from tdesk.rules.money.bounties import BountyKind
from tdesk.services.events import EventInfo, get_event
from tdesk.services.money import money as svc
from tdesk.services.money.bounties import BountyInfo, bounty_ledger, unformatted_bounty_money
from tdesk.services.money.bounty_payouts import Reconciliation, reconciliation
from tdesk.services.seating import chip_counts as cc
from tdesk.timefmt import date_text, local_now_text, local_text

WALL = ParagraphStyle("tdesk-wall", parent=BODY, fontName=FONT_SANS_BOLD, fontSize=24,
                      leading=29)
WALL_RIGHT = ParagraphStyle("tdesk-wall-right", parent=WALL, alignment=2)
WALL_LABEL = ParagraphStyle("tdesk-wall-label", parent=WALL, fontSize=14, leading=17)
WALL_LABEL_RIGHT = ParagraphStyle("tdesk-wall-label-right", parent=WALL_LABEL, alignment=2)
WALL_HEAD = ParagraphStyle("tdesk-wall-head", parent=BODY, fontName=FONT_SANS_BOLD, fontSize=28,
                           leading=34, textColor=ACCENT)

def _n(value: int | None) -> str:
    return "" if value is None else number_locale().toString(int(value))


def _subtitle(event: EventInfo) -> str:
    parts = [event.venue, date_text(event.date)]
    return " · ".join(p for p in parts if p)


def _build(out: Path | BinaryIO, event: EventInfo, title: str, story: list[Flowable],
           landscape: bool = False) -> None:
    build_pdf(out, title=title, subtitle=f"{event.name}\n{_subtitle(event)}".strip(),
              story=story, landscape=landscape,
              meta=DocMeta(event_name=event.name, printed_at=local_now_text()))


WALL_ROWS = 14
"""Up to this many places print in one column; more print in two, side by side."""


def _label(text: str, style: ParagraphStyle, width: float) -> Paragraph:
    """A column label that breaks between words, never inside one: the type shrinks until the
    longest word fits (a translation may be longer than the English, "Место в турнире")."""
    room = width - CELL_PADDING
    size = style.fontSize
    while size > 6 and max(text_width(w, style.fontName, size) for w in text.split() or [""]) > room:
        size -= 1
    if size == style.fontSize:
        return para(text, style)
    return para(text, ParagraphStyle(f"{style.name}-{size}", parent=style, fontSize=size,
                                     leading=size * 1.2))


def _wall_table(places: Sequence[tuple[int, int]], width: float) -> Table:
    widths = [width * 0.35, width * 0.65]
    rows = [[_label(translate("print", "Place"), WALL_LABEL, widths[0]),
             _label(translate("print", "Prize"), WALL_LABEL_RIGHT, widths[1])]]
    rows += [[para(f"{place}.", WALL), para(_n(prize), WALL_RIGHT)] for place, prize in places]
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), FONT_SANS),
        ("LINEBELOW", (0, 0), (-1, 0), 1.5, ACCENT),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [None, ZEBRA]),
        ("LINEBELOW", (0, -1), (-1, -1), 0.5, RULE),
        ("TOPPADDING", (0, 0), (-1, -1), 4),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
    ]))
    return table


def payout_story(summary: svc.MoneySummary) -> list[Flowable]:
    """The wall sheet: prize pool and places paid, then one large line per place."""
    head = translate("print", "Prize pool {0} · {1} entries · {2} places paid").format(
        _n(summary.pool.total), _n(summary.entries), _n(summary.places_paid))
    places = list(enumerate(summary.prizes, start=1))
    width = frame_width()
    if len(places) <= WALL_ROWS:
        return [para(head, WALL_HEAD), Spacer(1, 6 * mm), _wall_table(places, width)]
    story: list[Flowable] = [para(head, WALL_HEAD), Spacer(1, 6 * mm)]
    gap = 8 * mm
    column = (width - gap) / 2
    for start in range(0, len(places), 2 * WALL_ROWS):  # a page of two columns at a time
        chunk = places[start:start + 2 * WALL_ROWS]
        half = (len(chunk) + 1) // 2
        pair = Table([[_wall_table(chunk[:half], column), "", _wall_table(chunk[half:], column)]],
                     colWidths=[column, gap, column])
        pair.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                                  ("LEFTPADDING", (0, 0), (-1, -1), 0),
                                  ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                                  ("FONTNAME", (0, 0), (-1, -1), FONT_SANS)]))
        story += [pair, Spacer(1, 6 * mm)]
    return story


def flight_story(store: Store, event_id: int) -> list[Flowable] | None:
    """A flight's payouts and results sheets say whose prizes they are instead of a table of
    their own: flights pay nothing, their money is the parent's prize pool (FLT-6, issue 35).
    None for any other event."""
    from tdesk.services.seating.flights import flight_of

    link = flight_of(store, event_id)
    if link is None:
        return None
    parent = get_event(store, link[0]).name
    return [para(translate("print", "Flights pay nothing: the prizes are {0}'s (FLT-6). Print "
                                    "the payouts and the results from {0}.").format(parent),
                 HEADING)]


def print_payouts(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    event = get_event(store, event_id)
    story = flight_story(store, event_id) or payout_story(svc.money_summary(store, event_id))
    _build(out, event, translate("print", "Payouts"), story)


def results_story(rows: Sequence[svc.ResultRow], summary: svc.MoneySummary,
                  ledger: BountyInfo | None = None, unset: int = 0,
                  rec: Reconciliation | None = None) -> list[Flowable]:
    """The results table; an event that pays bounties has a Bounties column beside the prize
    (what each player collected) and its bounty pool under the prize pool (issue 23).
    ``unset``: bounty parts taken with no format set, said under the pool (issue 35)."""
    won = {p.entry_id: p.collected for p in ledger.players} if ledger is not None else None
    extra = (translate("print", "Bounties"),) if won is not None else ()
    header = (translate("print", "Place"), translate("print", "Name"),
              translate("print", "Country"), translate("print", "Prize"), *extra,
              translate("print", "Note"))

    def bounty(r: svc.ResultRow) -> tuple[str, ...]:
        if won is None:
            return ()
        return (_n(won.get(r.entry_id)) if r.entry_id and not r.kept_back else "",)

    body = [(str(r.place) if r.place else "—",
             translate("print", "Kept back for the winner") if r.kept_back else r.name,
             r.country, _n(r.prize), *bounty(r), _note(r)) for r in rows]
    listed = {r.entry_id for r in rows}
    sums = (_n(sum(v for e, v in won.items() if e in listed)),) if won is not None else ()
    # " ": the sum stays in the Prize column instead of running on under Note
    total = ("", translate("print", "Total"), "", _n(sum(r.prize for r in rows)), *sums, " ")
    table = data_table(  # columns as wide as their words: a header never breaks inside one
        header, body, col_widths=fit_widths(header, body, flex=(1, len(header) - 1),
                                            width=frame_width(), total=total),
        align="RLCR" + "R" * len(extra) + "L", total=total)
    head = translate("print", "Prize pool {0} · {1} entries · {2} places paid").format(
        _n(summary.pool.total), _n(summary.entries), _n(summary.places_paid))
    story: list[Flowable] = [para(head, HEADING)]
    if ledger is not None and ledger.format.kind == BountyKind.MYSTERY:
        # an envelope never drawn is nobody's head (issue 35); the set against what the
        # entries funded is the house's to cover or keep (BNT-5)
        story.append(para(translate("print", "Bounty pool {0}: collected {1}, heads in play {2}, "
                                             "envelopes not drawn {3}; the entries funded {4}")
                          .format(_n(ledger.pool), _n(ledger.collected_total),
                                  _n(ledger.heads_total), _n(ledger.envelopes_left),
                                  _n(ledger.funded)), BODY))
    elif ledger is not None:
        story.append(para(translate("print", "Bounty pool {0}: collected {1}, heads in play {2}")
                          .format(_n(ledger.pool), _n(ledger.collected_total),
                                  _n(ledger.heads_total)), BODY))
    if ledger is not None and ledger.at_deal:  # BNT-7: the deal settled the bounties left
        heads = sum(d.head for d in ledger.at_deal)
        envelopes = sum(d.envelopes for d in ledger.at_deal)
        story.append(para(
            translate("print", "The deal settled the bounties: heads {0} and the envelopes not "
                               "drawn {1}, shared equally by the {2} players in it")
            .format(_n(heads), _n(envelopes), len(ledger.at_deal))
            if ledger.format.kind == BountyKind.MYSTERY else
            translate("print", "The deal settled the bounties: each of the {0} players in it "
                               "took their own head ({1} in all)")
            .format(len(ledger.at_deal), _n(heads)), BODY))
    if rec is not None:  # the night's bounty money (issue 35)
        story.append(para(translate("print", "Bounty money: taken {0} = won {1} + in play {2} + "
                                             "house {3}; won: paid {4}, owed {5}")
                          .format(_n(rec.taken), _n(rec.won), _n(rec.in_play), _n(rec.house),
                                  _n(rec.paid), _n(rec.owed)), BODY))
    if unset:
        story.append(para(translate("print", "Bounty parts taken {0}: the event has no bounty "
                                             "format, so no bounty has been paid.")
                          .format(_n(unset)), BODY))
    if not rows:  # a head and "Total 0" said nothing: the floor reads why the sheet is empty
        return [*story, para(translate("print", "Nobody has finished yet."), BODY)]
    return [*story, table]


def _note(row: svc.ResultRow) -> str:
    """The deal note, and when the prize was handed over with its receipt (issue 23)."""
    if row.handed_over is None:
        return deal_note(row)
    given = translate("print", "Handed over {0} ({1})").format(local_text(row.handed_over),
                                                               row.receipt)
    return "\n".join(t for t in (deal_note(row), given) if t)


def print_results(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    event = get_event(store, event_id)
    story = flight_story(store, event_id) or results_story(svc.results(store, event_id), svc.money_summary(store, event_id),
                          bounty_ledger(store, event_id),
                          unformatted_bounty_money(store, event_id),
                          reconciliation(store, event_id))
    _build(out, event, translate("print", "Results"), story)


def chip_count_story(stacks: Sequence[cc.StackRow], history: Sequence[cc.CountRecord],
                     summary: svc.MoneySummary) -> list[Flowable]:
    """Stacks by table (a line to write the count on), then the room check and the history."""
    width = frame_width()
    story: list[Flowable] = [para(translate("print", "Players left {0} of {1} · chips in play {2} · counted "
                                     "{3} · average stack {4}").format(
        _n(summary.players_left), _n(summary.entries), _n(summary.chips_in_play),
        _n(summary.counted_chips), _n(summary.average_stack)), BODY)]
    tables: dict[int | None, list[cc.StackRow]] = {}
    for r in stacks:
        tables.setdefault(r.table, []).append(r)
    for table, rows in tables.items():
        title = translate("print", "Table {0}").format(table) if table is not None else translate("print", "Not seated")
        story.append(para(title, HEADING))
        header = (translate("print", "Seat"), translate("print", "Player"),
                  translate("print", "Chips"), translate("print", "Counted"))
        body = [(str(r.seat or ""), r.name, _n(r.chips), "") for r in rows]
        seat = max(16 * mm, fit_widths(header, body, flex=(1,), width=width)[0])
        story.append(data_table(
            header, body,
            col_widths=[seat, width - seat - 80 * mm, 40 * mm, 40 * mm],  # room to write on
            align="RLRR",
            # " ": the sum stays in the Chips column instead of running on under Counted
            total=("", translate("print", "Total"), _n(sum(r.chips for r in rows)), " "),
        ))
    if history:
        story.append(para(translate("print", "Counts recorded"), HEADING))
        story.append(data_table(
            (translate("print", "Time"), translate("print", "Table"), translate("print", "Players"), translate("print", "Chips")),
            [(local_text(c.at), c.table_label, str(len(c.counts)), _n(c.total))
             for c in history[:40]],
            col_widths=[45 * mm, width - 125 * mm, 30 * mm, 50 * mm],
            align="LLRR",
        ))
    return story


def print_chip_counts(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    event = get_event(store, event_id)
    story = chip_count_story(cc.stacks(store, event_id), cc.count_history(store, event_id),
                             svc.money_summary(store, event_id))
    _build(out, event, translate("print", "Chip counts"), story)
