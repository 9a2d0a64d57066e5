"""A Swiss player's page (issue 25): their match, table and opponent, and the result buttons
while the desk takes phone reports. The report goes through `services.phone_reports`.

Issue 36: the forms carry the round and table the page shows (a stale one is refused); a
player sees the opponent's report from their own side and confirms or disputes it, and is
told when the two conflict; a top-cut round is named, never numbered (CG-M3-B); a dropped
player is told so."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.rules.phone_reports import PHONE_RESULTS
from tdesk.services.phones import phone_reports
from tdesk.services.phones.phone_reports import DISPUTE, MyMatch
from tdesk.web.phone_page import Fields, PageContext, button, hidden, number, one

KIND = "swiss"
BUTTONS = ("2-0", "2-1", "1-1", "1-2", "0-2", "1-0", "0-1", "1-0-1", "0-1-1", "0-0-1")
assert set(BUTTONS) <= set(PHONE_RESULTS)
CUT_BUTTONS = tuple(b for b in BUTTONS if b.split("-")[0] != b.split("-")[1])
"""A top-cut match has a winner (CG-M3): no level score is offered."""

WORDS: dict[str, str] = {
    "round_table": QT_TRANSLATE_NOOP("PhonePage", "Round {0}, table {1}"),
    "cut_final": QT_TRANSLATE_NOOP("PhonePage", "Final, table {0}"),
    "cut_semi": QT_TRANSLATE_NOOP("PhonePage", "Semi-final, table {0}"),
    "cut_quarter": QT_TRANSLATE_NOOP("PhonePage", "Quarter-final, table {0}"),
    "cut_top": QT_TRANSLATE_NOOP("PhonePage", "Top {0}, table {1}"),
    "against": QT_TRANSLATE_NOOP("PhonePage", "Against {0}"),
    "bye": QT_TRANSLATE_NOOP("PhonePage", "You have a bye this round."),
    "not_paired": QT_TRANSLATE_NOOP("PhonePage", "The round has not been paired yet."),
    "no_match": QT_TRANSLATE_NOOP("PhonePage", "You have no match this round."),
    "dropped": QT_TRANSLATE_NOOP("PhonePage", "You have dropped from this event. Thank you for playing!"),
    "event_over": QT_TRANSLATE_NOOP("PhonePage", "The event is over. Thank you for playing!"),
    "recorded": QT_TRANSLATE_NOOP("PhonePage", "Result recorded: {0}"),
    "you_reported": QT_TRANSLATE_NOOP("PhonePage", "You reported {0}; waiting for your opponent or the desk."),
    "opp_reported": QT_TRANSLATE_NOOP("PhonePage", "Your opponent reported {0} (your games first). Confirm it if it is right, or dispute it."),
    "opp_disputes": QT_TRANSLATE_NOOP("PhonePage", "Your opponent disputes your report {0}: the desk decides. Please go to the desk."),
    "conflict": QT_TRANSLATE_NOOP("PhonePage", "Your opponent reported {0} (your games first), you reported {1}: the reports conflict. The desk decides: please go to the desk, or confirm your opponent's result."),
    "you_dispute": QT_TRANSLATE_NOOP("PhonePage", "You dispute your opponent's report {0}: the desk decides. Please go to the desk."),
    "confirm": QT_TRANSLATE_NOOP("PhonePage", "Confirm {0}"),
    "dispute": QT_TRANSLATE_NOOP("PhonePage", "Dispute"),
    "report": QT_TRANSLATE_NOOP("PhonePage", "Report your result (your games won first)"),
    "closed": QT_TRANSLATE_NOOP("PhonePage", "Reporting from phones is closed: report at the desk."),
    "taken_recorded": QT_TRANSLATE_NOOP("PhonePage", "Both reports agree: the result is recorded."),
    "taken_waiting": QT_TRANSLATE_NOOP("PhonePage", "Report received. It is recorded when your opponent's report agrees, or the desk decides."),
    "taken_conflict": QT_TRANSLATE_NOOP("PhonePage", "Report received, but it conflicts with your opponent's: the desk decides. Please go to the desk."),
    "dispute_taken": QT_TRANSLATE_NOOP("PhonePage", "Your dispute is sent: the desk decides. Please go to the desk."),
}
CUT_WORDS = {2: "cut_final", 4: "cut_semi", 8: "cut_quarter"}


def content(page: PageContext) -> str:
    """The holder's match (NotFoundError for a wrong code)."""
    mine = phone_reports.my_match(page.store, page.code, page.event_id)
    parts = [page.p("name", mine.name)]
    if mine.dropped:
        parts.append(page.p("dropped", css="dropped"))
    if mine.round is None:
        if not mine.dropped:
            parts.append(page.p("event_over" if mine.over else "no_match" if mine.paired
                                else "not_paired"))
        return "".join(parts)
    if not mine.opponent:
        return "".join([*parts, page.p("bye")])
    parts.append(where_line(page, mine))
    parts.append(page.p("against", mine.opponent, css="opponent"))
    if mine.result:
        parts.append(page.p("recorded", mine.result))
        return "".join(parts)
    parts.append(_reports(page, mine))
    if not mine.open:
        parts.append(page.p("closed"))
        return "".join(parts)
    theirs = mine.opponent_reported
    if theirs and theirs != DISPUTE and mine.reported != theirs:
        answer = button("result", theirs, page.words["confirm"].format(theirs), "confirm")
        parts.append(page.form("result", where(mine) + answer, "answer"))
        if not mine.reported:
            parts.append(page.form("dispute", where(mine)
                                   + button("go", "1", page.words["dispute"], "dispute"),
                                   "answer"))
    choices = CUT_BUTTONS if mine.stage == "cut" else BUTTONS
    buttons = "".join(button("result", b, b) for b in choices)
    parts.append(page.form("result", page.p("report") + where(mine)
                           + f'<div class="results">{buttons}</div>', "report"))
    return "".join(parts)


def where_line(page: PageContext, mine: MyMatch) -> str:
    """"Round 4, table 7"; a top-cut round by its name (CG-M3-B): "Semi-final, table 2"."""
    if mine.stage != "cut":
        return page.p("round_table", mine.round, mine.table, css="where")
    key = CUT_WORDS.get(mine.cut_players)
    if key is None:
        return page.p("cut_top", mine.cut_players, mine.table, css="where")
    return page.p(key, mine.table, css="where")


def _reports(page: PageContext, mine: MyMatch) -> str:
    """What the two players have reported, each from the holder's side (issue 36)."""
    theirs, own = mine.opponent_reported, mine.reported
    if own == DISPUTE:
        return page.p("you_dispute", theirs, css="conflict")
    if theirs == DISPUTE:
        return page.p("opp_disputes", own, css="conflict")
    if theirs and own and theirs != own:
        return page.p("conflict", theirs, own, css="conflict")
    if theirs:
        return page.p("opp_reported", theirs, css="theirs")
    return page.p("you_reported", own) if own else ""


def where(mine: MyMatch) -> str:
    """The round and table the page shows, carried by its forms (a stale one is refused)."""
    return hidden("round", str(mine.round)) + hidden("table", str(mine.table))


def report_result(page: PageContext, fields: Fields) -> str:
    outcome = phone_reports.report(page.store, page.code, one(fields, "result"), page.event_id,
                                   round_number=number(fields, "round", "Round"),
                                   table=number(fields, "table", "Table"))
    return f"taken_{outcome}"


def dispute(page: PageContext, fields: Fields) -> str:
    phone_reports.dispute(page.store, page.code, page.event_id,
                          round_number=number(fields, "round", "Round"),
                          table=number(fields, "table", "Table"))
    return "dispute_taken"


ACTIONS = {"result": report_result, "dispute": dispute}
