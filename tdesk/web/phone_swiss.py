"""A Swiss player's page (issue 25): their match, table and opponent, and the result buttons
while the desk takes phone reports. The report goes through `services.phone_reports`."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.rules.phone_reports import PHONE_RESULTS
from tdesk.services import phone_reports
from tdesk.services.phone_reports import MyMatch
from tdesk.web.phone_page import Fields, PageContext, button, hidden, number, one

KIND = "swiss"
BUTTONS = ("2-0", "2-1", "1-1", "1-2", "0-2", "1-0", "0-1", "1-0-1", "0-1-1", "0-0-1")
assert set(BUTTONS) <= set(PHONE_RESULTS)

WORDS: dict[str, str] = {
    "round_table": QT_TRANSLATE_NOOP("PhonePage", "Round {0}, table {1}"),
    "against": QT_TRANSLATE_NOOP("PhonePage", "Against {0}"),
    "bye": QT_TRANSLATE_NOOP("PhonePage", "You have a bye this round."),
    "not_paired": QT_TRANSLATE_NOOP("PhonePage", "The round has not been paired yet."),
    "recorded": QT_TRANSLATE_NOOP("PhonePage", "Result recorded: {0}"),
    "you_reported": QT_TRANSLATE_NOOP("PhonePage", "You reported {0}; waiting for your opponent or the desk."),
    "report": QT_TRANSLATE_NOOP("PhonePage", "Report your result (your games won first)"),
    "closed": QT_TRANSLATE_NOOP("PhonePage", "Reporting from phones is closed: report at the desk."),
    "taken_recorded": QT_TRANSLATE_NOOP("PhonePage", "Both reports agree: the result is recorded."),
    "taken_waiting": QT_TRANSLATE_NOOP("PhonePage", "Report received. It is recorded when your opponent's report agrees, or the desk decides."),
}


def content(page: PageContext) -> str:
    """The holder's match (NotFoundError for a wrong code)."""
    mine = phone_reports.my_match(page.store, page.code, page.event_id)
    parts = [page.p("name", mine.name)]
    if mine.round is None:
        parts.append(page.p("not_paired"))
    elif not mine.opponent:
        parts.append(page.p("bye"))
    else:
        parts.append(page.p("round_table", mine.round, mine.table, css="where"))
        parts.append(page.p("against", mine.opponent, css="opponent"))
        if mine.result:
            parts.append(page.p("recorded", mine.result))
        else:
            if mine.reported:
                parts.append(page.p("you_reported", mine.reported))
            if mine.open:
                buttons = "".join(button("result", b, b) for b in BUTTONS)
                parts.append(page.form("result", page.p("report") + where(mine)
                                       + f'<div class="results">{buttons}</div>', "report"))
            else:
                parts.append(page.p("closed"))
    return "".join(parts)


def where(mine: MyMatch) -> str:
    """The round and table the page shows, carried by its forms (a stale one is refused)."""
    return hidden("round", str(mine.round)) + hidden("table", str(mine.table))


def report_result(page: PageContext, fields: Fields) -> str:
    outcome = phone_reports.report(page.store, page.code, one(fields, "result"), page.event_id,
                                   round_number=number(fields, "round", "Round"),
                                   table=number(fields, "table", "Table"))
    return f"taken_{outcome}"


ACTIONS = {"result": report_result}
