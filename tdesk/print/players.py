"""The player list: the sheet a venue posts by the registration desk.

Built from plain rows (the players service's query result), so it prints the same from the GUI,
the ``tdesk print players`` command and tests. Each kind prints the columns that matter to it:
table, seat, chips and place for poker and OFC; rating, seed and host-site games for the
league; rating for Swiss. A column every row leaves empty is left out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QT_TRANSLATE_NOOP
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer

from tdesk.engine_text import status as status_name
from tdesk.i18n import translate
from tdesk.locale_format import chips as chips_text
from tdesk.locale_format import number
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import SMALL, data_table, fit_widths, frame_width, para

TITLE = "Player list"


@dataclass(frozen=True)
class PlayerRow:
    """One line of the list; ``None`` prints as an empty cell (no rating, not seeded yet)."""

    name: str
    rating: int | None
    country: str
    seed: int | None
    status: str
    site_games: int | None
    table: int | None = None
    seat: int | None = None
    chips: int | None = None
    place: int | None = None


def _num(value: int | None) -> str:
    return "" if value is None else str(value)


#: (header, alignment, cell) of every column a list may print.
_COLUMNS: dict[str, tuple[str, str, Callable[[PlayerRow], str]]] = {
    "country": ("Country", "C", lambda r: r.country),
    "table": ("Table", "R", lambda r: _num(r.table)),
    "seat": ("Seat", "R", lambda r: _num(r.seat)),
    "chips": ("Chips", "R", lambda r: chips_text(r.chips)),
    "place": ("Place", "R", lambda r: _num(r.place)),
    "rating": ("Rating", "R", lambda r: number(r.rating)),
    "seed": ("Seed", "R", lambda r: _num(r.seed)),
    "site_games": ("Site games", "R", lambda r: number(r.site_games)),
}
#: The columns each kind prints, between the name and the status ("" = any other caller).
KIND_COLUMNS = {
    "poker": ("country", "table", "seat", "chips", "place"),
    "ofc": ("country", "table", "seat", "chips", "place"),
    "league": ("country", "rating", "seed", "site_games"),
    "swiss": ("country", "rating"),
    "": ("rating", "country", "seed", "site_games"),
}
#: The headers, marked for pyside6-lupdate (printed through translate("print", …)).
_HEADERS = (
    QT_TRANSLATE_NOOP("print", "Country"), QT_TRANSLATE_NOOP("print", "Table"),
    QT_TRANSLATE_NOOP("print", "Seat"), QT_TRANSLATE_NOOP("print", "Chips"),
    QT_TRANSLATE_NOOP("print", "Place"), QT_TRANSLATE_NOOP("print", "Rating"),
    QT_TRANSLATE_NOOP("print", "Seed"), QT_TRANSLATE_NOOP("print", "Site games"),
)


def summary(rows: Sequence[PlayerRow]) -> str:
    """The totals line: player count, then each status with its count, most common first."""
    counts = Counter(row.status for row in rows)
    by_status = ", ".join(f"{count} {status_name(status)}"
                          for status, count in counts.most_common() if status)
    text = translate("print", "%n player(s)", "", len(rows))
    return text + (f" ({by_status})" if by_status else "")


def _columns(rows: Sequence[PlayerRow], kind: str) -> list[str]:
    keys = KIND_COLUMNS.get(kind, KIND_COLUMNS[""])
    return [k for k in keys if any(_COLUMNS[k][2](r) not in ("", "0") for r in rows)
            or (k == "site_games" and any(r.site_games for r in rows))]


def player_story(rows: Sequence[PlayerRow], kind: str = "") -> list[Flowable]:
    """The table, numbered 1..n in the order given (the caller chooses the sort)."""
    if not rows:
        return [para(translate("print", "No players are registered for this event yet."))]
    keys = _columns(rows, kind)
    header = ["#", translate("print", "Name"),
              *(translate("print", _COLUMNS[k][0]) for k in keys), translate("print", "Status")]
    align = "RL" + "".join(_COLUMNS[k][1] for k in keys) + "L"
    body = [(str(n), row.name, *(_COLUMNS[k][2](row) for k in keys), status_name(row.status))
            for n, row in enumerate(rows, start=1)]
    total = ("", summary(rows), *[""] * (len(keys) + 1))
    widths = fit_widths(header, body, flex=(1,), width=frame_width())
    table = data_table(header, body, col_widths=widths, align=align, total=total)
    return [table, Spacer(1, 4 * mm),
            para(translate("print", "Numbers are line numbers, not seats."), SMALL)]


def render_players(
    out: Path | BinaryIO,
    *,
    event_name: str,
    event_kind: str,
    venue: str,
    date: str,
    printed_at: str,
    rows: Sequence[PlayerRow],
    kind: str = "",
) -> None:
    """Write the player list of one event as a PDF, rows in the order given."""
    details = " · ".join(part for part in (event_kind, venue, date) if part)
    subtitle = "\n".join(part for part in (event_name, details) if part)
    title = translate("print", "Player list")
    build_pdf(
        out,
        title=title,
        subtitle=subtitle,
        story=player_story(rows, kind),
        meta=DocMeta(
            event_name=event_name, printed_at=printed_at, subject=f"{title}: {event_name}"
        ),
    )
