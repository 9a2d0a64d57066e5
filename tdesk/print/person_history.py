"""A person's history sheet (issue 26): every event they played, with place, prize, points
and penalties. Per person, not per event: printed from the player database dialog and by
``tdesk person history NAME -o F.pdf``. The contact is private and never printed.
"""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QT_TRANSLATE_NOOP
from reportlab.platypus import Flowable

from tdesk.engine_text import status as status_name
from tdesk.i18n import translate
from tdesk.locale_format import number
from tdesk.models.store import Store
from tdesk.print.document import DocMeta, build_pdf
from tdesk.print.style import SMALL, data_table, fit_widths, frame_width, para
from tdesk.rules.event_settings import KIND_LABELS
from tdesk.services.people.history import HistoryRow, person_history
from tdesk.services.people.people import get_person
from tdesk.timefmt import date_text, local_now_text

TITLE = QT_TRANSLATE_NOOP("print", "Player history")


def _place(row: HistoryRow) -> str:
    if row.place is None:
        return ""
    return translate("print", "{0} of {1}").format(row.place, row.field)


def _points(row: HistoryRow) -> str:
    if row.points is None:
        return ""
    if row.kind == "league":
        return translate("print", "lives: {0}").format(row.points)
    return number(row.points) + (f" ({row.record})" if row.record else "")


def _penalties(row: HistoryRow) -> str:
    return (str(row.penalties) if row.penalties else "") + (" PEN-6" if row.pen6 else "")


def history_table(rows: list[HistoryRow]) -> list[Flowable]:
    """The table of the sheet, one line per event, oldest first."""
    if not rows:
        return [para(translate("print", "This person has played no event yet."))]
    header = [translate("print", "Date"), translate("print", "Event"),
              translate("print", "Kind"), translate("print", "Status"),
              translate("print", "Place"), translate("print", "Prize"),
              translate("print", "Points"), translate("print", "Penalties")]
    body = [(date_text(r.date), r.event, translate("kinds", KIND_LABELS.get(r.kind, r.kind)),
             status_name(r.status), _place(r), number(r.prize), _points(r), _penalties(r))
            for r in rows]
    widths = fit_widths(header, body, flex=(1,), width=frame_width(landscape=True))
    return [data_table(header, body, col_widths=widths, align="LLLLRRRR")]


def print_person_history(store: Store, person_id: int, out: Path | BinaryIO) -> None:
    """Write one person's history as a PDF (landscape: eight columns)."""
    person = get_person(store, person_id)
    rows = person_history(store, person_id)
    details = " · ".join(part for part in (
        person.country, translate("print", "rating {0}").format(number(person.rating))
        if person.rating is not None else "") if part)
    story = history_table(rows)
    if any(r.pen6 for r in rows):
        story.append(para(translate(
            "print", "PEN-6: disqualified without prizes or suspended in an event marked "
            "PEN-6 (flagged for the rating database)."), SMALL))
    title = translate("print", TITLE)
    build_pdf(out, title=title, subtitle="\n".join(p for p in (person.name, details) if p),
              story=story, landscape=True,
              meta=DocMeta(event_name=person.name, printed_at=local_now_text(),
                           subject=f"{title}: {person.name}"))
