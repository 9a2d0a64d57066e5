"""The player list: the sheet a venue posts by the registration desk.

Built from plain rows (the players service's query result), so it prints the same from the GUI,
the ``tdesk print players`` command and tests.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import SMALL, data_table, frame_width, para

TITLE = "Player list"
HEADER = ("#", "Name", "Rating", "Country", "Seed", "Status", "Site games")
ALIGN = "RLRCRLR"
#: Relative column widths; the name column takes what is left of the A4 text width.
_WIDTHS_MM = (10, None, 18, 23, 15, 28, 26)


@dataclass(frozen=True)
class PlayerRow:
    """One line of the list; ``None`` prints as an empty cell (no rating, not seeded yet)."""

    name: str
    rating: int | None
    country: str
    seed: int | None
    status: str
    site_games: int | None


def _num(value: int | None) -> str:
    return "" if value is None else str(value)


def _widths() -> list[float]:
    text_width = frame_width()
    fixed = sum(w for w in _WIDTHS_MM if w is not None) * mm
    return [w * mm if w is not None else text_width - fixed for w in _WIDTHS_MM]


def summary(rows: Sequence[PlayerRow]) -> str:
    """The totals line: player count, then each status with its count, most common first."""
    counts = Counter(row.status for row in rows)
    by_status = ", ".join(f"{count} {status}" for status, count in counts.most_common() if status)
    noun = "player" if len(rows) == 1 else "players"
    return f"{len(rows)} {noun}" + (f" ({by_status})" if by_status else "")


def player_story(rows: Sequence[PlayerRow]) -> list[Flowable]:
    """The table, numbered 1..n in the order given (the caller chooses the sort)."""
    if not rows:
        return [para("No players are registered for this event yet.")]
    body = [
        (
            str(number),
            row.name,
            _num(row.rating),
            row.country,
            _num(row.seed),
            row.status,
            _num(row.site_games),
        )
        for number, row in enumerate(rows, start=1)
    ]
    total = ("", summary(rows), "", "", "", "", "")
    table = data_table(HEADER, body, col_widths=_widths(), align=ALIGN, total=total)
    return [table, Spacer(1, 4 * mm), para("Numbers are line numbers, not seats.", SMALL)]


def render_players(
    out: Path | BinaryIO,
    *,
    event_name: str,
    event_kind: str,
    venue: str,
    date: str,
    printed_at: str,
    rows: Sequence[PlayerRow],
) -> None:
    """Write the player list of one event as a PDF, rows in the order given."""
    details = " · ".join(part for part in (event_kind, venue, date) if part)
    subtitle = "\n".join(part for part in (event_name, details) if part)
    build_pdf(
        out,
        title=TITLE,
        subtitle=subtitle,
        story=player_story(rows),
        meta=DocMeta(
            event_name=event_name, printed_at=printed_at, subject=f"{TITLE}: {event_name}"
        ),
    )
