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

from tdesk.models.store import Store
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import HEADING, SMALL, data_table, frame_width, para

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


def _penalty_cell(row: ReportRow) -> str:
    text = f"+ {row.penalty}" if row.linked else row.penalty
    if row.hands:
        text += f", {row.hands} hands"
    if row.rescinded:
        text += " (rescinded)"
    return text


def _widths(parts: Sequence[float | None], landscape: bool = True) -> list[float]:
    fixed = sum(p for p in parts if p is not None) * mm
    free = frame_width(landscape) - fixed
    flex = sum(1 for p in parts if p is None)
    return [p * mm if p is not None else free / flex for p in parts]


def _player_heading(name: str, mine: Sequence[ReportRow]) -> str:
    standing = sum(1 for r in mine if not r.linked and not r.rescinded)
    taken_back = sum(1 for r in mine if not r.linked and r.rescinded)
    text = f"{name} — {standing} {'penalty' if standing == 1 else 'penalties'}"
    return text + (f", {taken_back} rescinded" if taken_back else "")


def report_story(rows: Sequence[ReportRow], *, level: str = "") -> list[Flowable]:
    """The report's body, rows in log order."""
    if not rows:
        return [para("No penalties were given in this event.")]
    standing = [r for r in rows if not r.rescinded]
    players = sorted({r.player for r in rows}, key=str.casefold)
    main = [r for r in standing if not r.linked]
    taken_back = sum(1 for r in rows if r.rescinded and not r.linked)
    intro = f"{len(main)} penalties given to {len({r.player for r in main})} players."
    if taken_back:
        intro += f" {taken_back} more were rescinded and are listed, marked."
    if level:
        intro += f" Rules enforcement level: {level}."
    story: list[Flowable] = [para(intro), Spacer(1, 3 * mm)]

    story.append(para("For the rating database: disqualifications without prizes", HEADING))
    flagged = [r for r in standing if r.no_prizes and not r.linked]
    if flagged:
        story.append(data_table(
            ("Player", "Penalty", "Reason", "Judge", "Round"),
            [(r.player, r.penalty, r.reason, r.judge, "" if r.round is None else str(r.round))
             for r in flagged],
            col_widths=_widths((None, 60, None, 40, 18)), align="LLLLR"))
    else:
        story.append(para("None."))
    story.append(Spacer(1, 4 * mm))

    story.append(para("All penalties", HEADING))
    story.append(data_table(
        ("#", "Time", "Rd", "Player", "Penalty", "Reason", "Judge", "Rule"),
        [(str(r.number), r.time, "" if r.round is None else str(r.round), r.player,
          _penalty_cell(r), r.reason, r.judge, r.rule) for r in rows],
        col_widths=_widths((10, 30, 10, None, 52, None, 34, 16)), align="RLRLLLLL",
        total=("", "", "", f"{len(main)} penalties", "", "", "", "")))
    story.append(Spacer(1, 4 * mm))

    story.append(para("Per player", HEADING))
    for name in players:
        mine = [r for r in rows if r.player == name]
        lines = []
        for r in mine:
            what = _penalty_cell(r)
            why = r.explanation or r.reason
            if r.rescinded:
                why += f" — rescinded {r.rescinded}"
            lines.append((what, r.reason, why))
        block: list[Flowable] = [
            para(_player_heading(name, mine), HEADING),
            data_table(("Penalty", "Reason", "What was recorded and why"), lines,
                       col_widths=_widths((60, 70, None)), align="LLL"),
            Spacer(1, 3 * mm),
        ]
        story.append(KeepTogether(block))
    story.append(para("Linked penalties (PEN-1) print as \"+ …\" under the penalty that "
                      "brought them. Rescinded penalties are kept and marked.", SMALL))
    return story


def render_penalty_log(out: Path | BinaryIO, *, event_name: str, details: str,
                       printed_at: str, rows: Sequence[ReportRow], level: str = "") -> None:
    subtitle = "\n".join(p for p in (event_name, details) if p)
    build_pdf(out, title=TITLE, subtitle=subtitle, story=report_story(rows, level=level),
              landscape=True,
              meta=DocMeta(event_name=event_name, printed_at=printed_at,
                           subject=f"{TITLE}: {event_name}"))


def report_rows(store: Store, event_id: int) -> list[ReportRow]:
    """The event's log as report rows, through the penalties service."""
    from tdesk.rules.penalties import Severity
    from tdesk.services.penalties import list_penalties
    from tdesk.timefmt import local_text

    out = []
    for n, r in enumerate(list_penalties(store, event_id), start=1):
        no_prizes = r.ladder == "ccg" and Severity.parse(r.penalty) >= (
            Severity.DISQUALIFICATION_NO_PRIZES)
        hands = ""
        if r.hands:
            hands = f"{r.hands}" + (" served" if r.served else
                                    f", {r.hands_left} left" if r.hands_served else "")
        rescinded = f"by {r.rescinded_by}: {r.rescinded_reason}" if r.rescinded else ""
        out.append(ReportRow(n, local_text(r.given_at, "%d.%m %H:%M"), r.round, r.player,
                             r.label, r.reason, r.judge, r.rule, r.explanation,
                             linked=r.linked, rescinded=rescinded, no_prizes=no_prizes,
                             hands=hands))
    return out


def print_penalty_log(store: Store, event_id: int, out: Path | BinaryIO) -> None:
    from tdesk.services.events import get_event
    from tdesk.timefmt import local_now_text

    event = get_event(store, event_id)
    details = " · ".join(p for p in (event.kind_label, event.venue,
                                     event.date.isoformat() if event.date else "") if p)
    render_penalty_log(out, event_name=event.name, details=details,
                       printed_at=local_now_text(), rows=report_rows(store, event_id),
                       level=str(event.settings.get("enforcement", "")))
