"""The judge's report: every penalty of an event, per player, with reasons (PEN-6).

What a head judge sends to the rating database after the event: disqualifications without
prizes first (they change the player's rating record), then the whole log in order, then each
player's penalties with the reason they were told. Rescinded penalties stay, marked.
``tdesk print penalty-log --event NAME``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, KeepTogether, Spacer

from tdesk.engine_text import message, value
from tdesk.i18n import translate
from tdesk.models.store import Store
from tdesk.names import sort_key
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import HEADING, SMALL, data_table, fit_widths, frame_width, para

TITLE = "Judge's report: penalties"


@dataclass(frozen=True)
class ReportRow:
    """One penalty as printed; ``linked`` rows print as "+ Warning" under their main one."""

    number: int
    time: str
    round: int | None
    player: str
    penalty: str
    reason: str
    judge: str
    rule: str
    explanation: str
    linked: bool = False
    rescinded: str = ""  # "by X: why", empty when standing
    no_prizes: bool = False
    hands: str = ""  # poker sit-outs: "14 (served)"
    counts_in: int | None = None  # the round a Game/Match loss counts in (PEN-2)


def _penalty_cell(row: ReportRow) -> str:
    penalty = message(row.penalty)
    text = f"+ {penalty}" if row.linked else penalty
    if row.hands:
        text += ", " + row.hands
    if row.counts_in is not None:  # the round the loss counts in, not the one it was given
        text = translate("print", "{0}, counts in round {1}").format(text, row.counts_in)
    if row.rescinded:
        text += " " + translate("print", "(rescinded)")
    return text


def _player_heading(name: str, mine: Sequence[ReportRow]) -> str:
    standing = sum(1 for r in mine if not r.linked and not r.rescinded)
    taken_back = sum(1 for r in mine if not r.linked and r.rescinded)
    text = f"{name} — " + translate("print", "%n penalty(ies)", "", standing)
    return text + (", " + translate("print", "%n rescinded", "", taken_back) if taken_back else "")


def _intro(rows: Sequence[ReportRow], main: Sequence[ReportRow], level: str) -> str:
    players = len({r.player for r in main})
    taken_back = sum(1 for r in rows if r.rescinded and not r.linked)
    intro = (translate("print", "%n penalty(ies)", "", len(main)) + " "
             + translate("print", "given to %n player(s).", "", players))
    if taken_back:
        intro += " " + translate("print", "%n more were rescinded and are listed, marked.", "",
                                 taken_back)
    if level:
        intro += " " + translate("print", "Rules enforcement level: {0}.").format(value(level))
    return intro


def _table(header: Sequence[str], body: Sequence[Sequence[str]], flex: Sequence[int],
           align: str, total: Sequence[str] | None = None) -> Flowable:
    widths = fit_widths(header, body, flex=flex, width=frame_width(landscape=True))
    return data_table(header, body, col_widths=widths, align=align, total=total)


def report_story(rows: Sequence[ReportRow], *, level: str = "", kind: str = "swiss"
                 ) -> list[Flowable]:
    """The report's body, rows in log order. Only a Swiss (CCG) report has rounds and the
    rating database's section (PEN-6); poker and OFC logs leave both out."""
    if not rows:
        return [para(translate("print", "No penalties were given in this event."))]
    swiss = kind == "swiss"
    standing = [r for r in rows if not r.rescinded]
    players = sorted({r.player for r in rows}, key=sort_key)
    main = [r for r in standing if not r.linked]
    story: list[Flowable] = [para(_intro(rows, main, level)), Spacer(1, 3 * mm)]

    if swiss:
        story.append(para(translate("print", "For the rating database: disqualifications "
                                             "without prizes"), HEADING))
        flagged = [r for r in standing if r.no_prizes and not r.linked]
        if flagged:
            story.append(_table(
                [translate("print", w) for w in ("Player", "Penalty", "Reason", "Judge",
                                                  "Round")],
                [(r.player, message(r.penalty), message(r.reason), r.judge,
                  "" if r.round is None else str(r.round)) for r in flagged],
                flex=(0, 2), align="LLLLR"))
        else:
            story.append(para(translate("print", "None.")))
        story.append(Spacer(1, 4 * mm))

    story.append(para(translate("print", "All penalties"), HEADING))
    header = ["#", translate("print", "Time"), *([translate("print", "Rd")] if swiss else []),
              translate("print", "Player"), translate("print", "Penalty"),
              translate("print", "Reason"), translate("print", "Judge"),
              translate("print", "Rule")]
    body = [(str(r.number), r.time, *(["" if r.round is None else str(r.round)] if swiss else []),
             r.player, _penalty_cell(r), message(r.reason), r.judge, r.rule) for r in rows]
    first = 3 if swiss else 2
    total = ["", ""] + ([""] if swiss else []) + [
        translate("print", "%n penalty(ies)", "", len(main)), "", "", "", ""]
    story.append(_table(header, body, flex=(first, first + 1, first + 2),
                        align=("RLR" if swiss else "RL") + "LLLLL", total=total))
    story.append(Spacer(1, 4 * mm))

    story.append(para(translate("print", "Per player"), HEADING))
    for name in players:
        mine = [r for r in rows if r.player == name]
        lines = []
        for r in mine:
            why = message(r.explanation or r.reason)
            if r.rescinded:
                why += " — " + translate("print", "rescinded {0}").format(r.rescinded)
            lines.append((_penalty_cell(r), message(r.reason), why))
        block: list[Flowable] = [
            para(_player_heading(name, mine), HEADING),
            _table([translate("print", "Penalty"), translate("print", "Reason"),
                    translate("print", "What was recorded and why")], lines,
                   flex=(1, 2), align="LLL"),
            Spacer(1, 3 * mm),
        ]
        story.append(KeepTogether(block))
    story.append(para(translate("print", "Linked penalties (PEN-1) print as \"+ …\" under the "
                                         "penalty that brought them. Rescinded penalties are "
                                         "kept and marked."), SMALL))
    return story


def render_penalty_log(out: Path | BinaryIO, *, event_name: str, details: str,
                       printed_at: str, rows: Sequence[ReportRow], level: str = "",
                       kind: str = "swiss") -> None:
    subtitle = "\n".join(p for p in (event_name, details) if p)
    title = translate("print", "Judge's report: penalties")
    build_pdf(out, title=title, subtitle=subtitle,
              story=report_story(rows, level=level, kind=kind), landscape=True,
              meta=DocMeta(event_name=event_name, printed_at=printed_at,
                           subject=f"{title}: {event_name}"))


def report_rows(store: Store, event_id: int) -> list[ReportRow]:
    """The event's log as report rows, through the penalties service."""
    from tdesk.rules.penalties import Severity
    from tdesk.services.penalties.penalties import list_penalties
    from tdesk.timefmt import DATE_TIME, local_text

    out = []
    for n, r in enumerate(list_penalties(store, event_id), start=1):
        no_prizes = r.ladder == "ccg" and Severity.parse(r.penalty) >= (
            Severity.DISQUALIFICATION_NO_PRIZES)
        hands = ""
        if r.hands:  # poker sit-outs (PEN-P1): how many hands, and how many are still to sit
            hands = (translate("print", "%n hand(s), served", "", r.hands) if r.served else
                     translate("print", "%n hand(s), {0} left", "", r.hands).format(r.hands_left)
                     if r.hands_served else translate("print", "%n hand(s)", "", r.hands))
        rescinded = (translate("print", "by {0}: {1}").format(r.rescinded_by, r.rescinded_reason)
                     if r.rescinded else "")
        out.append(ReportRow(n, local_text(r.given_at, DATE_TIME), r.round, r.player,
                             r.label, r.reason, r.judge, r.rule, r.explanation,
                             linked=r.linked, rescinded=rescinded, no_prizes=no_prizes,
                             hands=hands, counts_in=r.counts_in))
    return out


def print_penalty_log(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    from tdesk.services.events import get_event
    from tdesk.timefmt import date_text, local_now_text

    event = get_event(store, event_id)
    details = " · ".join(p for p in (translate("kinds", event.kind_label), event.venue,
                                     date_text(event.date)) if p)
    render_penalty_log(out, event_name=event.name, details=details,
                       printed_at=local_now_text(), rows=report_rows(store, event_id),
                       level=str(event.settings.get("enforcement", "")), kind=event.kind)
