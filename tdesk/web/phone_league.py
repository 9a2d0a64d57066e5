"""A heads-up league player's page (issue 25): their game of the round, its slot, four big
buttons for their own report by HU-R2's table (1, 0, -, +) and their availability for the
round's slots (HU-D1: 1 good, 2 possible, 3 impossible). The writes go through
`services.phone_league`; the end-of-round check and the admins' stop queue take it from there.

Times are the desk's local time with its offset (the page runs no script, so it cannot ask the
phone its zone), in the page's language.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QT_TRANSLATE_NOOP, QDateTime, QLocale

from tdesk.errors import InputError
from tdesk.services.phones import phone_league
from tdesk.services.phones.phone_league import MyGame
from tdesk.web.page import LOCALES
from tdesk.web.phone_page import Fields, PageContext, button, hidden, number, one

KIND = "league"

TITLE = "league_title"
WORDS: dict[str, str] = {
    "league_title": QT_TRANSLATE_NOOP("PhonePage", "My game"),
    "league_not_paired": QT_TRANSLATE_NOOP("PhonePage", "The first round has not been paired yet."),
    "league_bye": QT_TRANSLATE_NOOP("PhonePage", "Round {0}: you have a bye (no game, no life lost)."),
    "league_no_game": QT_TRANSLATE_NOOP("PhonePage", "You have no game in round {0}."),
    "league_round": QT_TRANSLATE_NOOP("PhonePage", "Round {0}, game {1}"),
    "league_against": QT_TRANSLATE_NOOP("PhonePage", "Against {0}"),
    "league_slot": QT_TRANSLATE_NOOP("PhonePage", "Your game's time: {0}"),
    "league_won": QT_TRANSLATE_NOOP("PhonePage", "I won (1)"),
    "league_lost": QT_TRANSLATE_NOOP("PhonePage", "I lost (0)"),
    "league_not_played": QT_TRANSLATE_NOOP("PhonePage", "Not played (-)"),
    "league_absent": QT_TRANSLATE_NOOP("PhonePage", "Opponent did not show (+)"),
    "league_report": QT_TRANSLATE_NOOP("PhonePage", "Report your game"),
    "league_you_reported": QT_TRANSLATE_NOOP("PhonePage", "Your report: {0}"),
    "league_out_won": QT_TRANSLATE_NOOP("PhonePage", "won (1)"),
    "league_out_lost": QT_TRANSLATE_NOOP("PhonePage", "lost (0)"),
    "league_out_forfeit_won": QT_TRANSLATE_NOOP("PhonePage", "won, your opponent did not show (+)"),
    "league_out_forfeit_lost": QT_TRANSLATE_NOOP("PhonePage", "lost by forfeit (-)"),
    "league_outcome": QT_TRANSLATE_NOOP("PhonePage", "Your game's outcome: {0}"),
    "league_stop": QT_TRANSLATE_NOOP("PhonePage", "Your reports conflict: the admins decide this game."),
    "league_ended": QT_TRANSLATE_NOOP("PhonePage", "Round {0} has ended."),
    "league_closed": QT_TRANSLATE_NOOP("PhonePage", "Reporting from phones is closed: tell the admins."),
    "league_availability": QT_TRANSLATE_NOOP("PhonePage", "When can you play? Fewer than half of the slots may be impossible."),
    "league_no_marks": QT_TRANSLATE_NOOP("PhonePage", "You have not given your times yet: every slot counts as possible."),
    "league_slot_n": QT_TRANSLATE_NOOP("PhonePage", "Slot {0}: {1}"),
    "league_good": QT_TRANSLATE_NOOP("PhonePage", "1 good"),
    "league_possible": QT_TRANSLATE_NOOP("PhonePage", "2 possible"),
    "league_impossible": QT_TRANSLATE_NOOP("PhonePage", "3 impossible"),
    "league_save": QT_TRANSLATE_NOOP("PhonePage", "Save my times"),
    "league_taken_final": QT_TRANSLATE_NOOP("PhonePage", "Report received: it fits your opponent's, the game has its outcome."),
    "league_taken_stop": QT_TRANSLATE_NOOP("PhonePage", "Report received, but it conflicts with your opponent's: the admins decide."),
    "league_taken_waiting": QT_TRANSLATE_NOOP("PhonePage", "Report received. It counts with your opponent's report, or at the end of the round."),
    "league_marks_saved": QT_TRANSLATE_NOOP("PhonePage", "Your times are saved."),
    "league_marks_refused": QT_TRANSLATE_NOOP("PhonePage", "Not saved: fewer than half of the slots may be impossible (3)."),
}

BUTTONS = (("1", "league_won"), ("0", "league_lost"), ("-", "league_not_played"),
           ("+", "league_absent"))
"""HU-R2's four answers a phone gives, in the order of the buttons."""
assert tuple(value for value, _ in BUTTONS) == phone_league.PHONE_REPORTS

OUTCOMES = {"1": "league_out_won", "0": "league_out_lost", "+": "league_out_forfeit_won",
            "-": "league_out_forfeit_lost"}
MARKS = (("1", "league_good"), ("2", "league_possible"), ("3", "league_impossible"))


def when(moment: dt.datetime, lang: str) -> str:
    """A slot in the desk's local time, the page language's way, with the UTC offset:
    "Tue 1 Dec 20:00 (UTC+01:00)"."""
    local = moment.astimezone()
    pattern = "M月d日 ddd HH:mm" if lang == "zh_CN" else "ddd d MMM HH:mm"
    text = QLocale(LOCALES[lang].replace("-", "_")).toString(
        QDateTime(local.replace(tzinfo=None)), pattern)
    offset = local.utcoffset() or dt.timedelta(0)
    minutes = int(offset.total_seconds()) // 60
    sign = "-" if minutes < 0 else "+"
    return f"{text} (UTC{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d})"


def content(page: PageContext) -> str:
    """The holder's game (NotFoundError for a wrong code)."""
    mine = phone_league.my_game(page.store, page.code, page.event_id)
    parts = [page.p("name", mine.name)]
    if mine.round is None:
        return "".join([*parts, page.p("league_not_paired")])
    if mine.game_id is None:
        return "".join([*parts, page.p("league_bye" if mine.bye else "league_no_game",
                                       mine.round)])
    parts.append(page.p("league_round", mine.round, mine.game_number, css="where"))
    parts.append(page.p("league_against", mine.opponent, css="opponent"))
    if mine.slot_at is not None:
        parts.append(page.p("league_slot", when(mine.slot_at, page.lang), css="slot"))
    if mine.final and mine.result:
        parts.append(page.p("league_outcome", page.words[OUTCOMES[mine.result]], css="final"))
    elif mine.stop:
        parts.append(page.p("league_stop", css="stop"))
    if mine.report:
        label = dict(BUTTONS)[mine.report]
        parts.append(page.p("league_you_reported", page.words[label], css="reported"))
    if mine.round_closed:
        parts.append(page.p("league_ended", mine.round))
    elif not mine.open:
        parts.append(page.p("league_closed"))
    else:
        if not mine.decided:
            parts.append(_report_form(page, mine))
        parts.append(_availability_form(page, mine))
    return "".join(parts)


def _report_form(page: PageContext, mine: MyGame) -> str:
    buttons = "".join(button("report", value, page.words[key]) for value, key in BUTTONS)
    return page.form("league_report", page.p("league_report") + hidden("round", str(mine.round))
                     + f'<div class="results two">{buttons}</div>', "report")


def _availability_form(page: PageContext, mine: MyGame) -> str:
    rows = [page.p("league_availability")]
    if not mine.marks:
        rows.append(page.p("league_no_marks"))
    for i, slot in enumerate(mine.slots):
        chosen = mine.marks[i] if i < len(mine.marks) else "2"  # no entry counts as 2 (HU-D2)
        options = "".join(
            f'<option value="{value}"{" selected" if value == chosen else ""}>'
            f'{page.w(key)}</option>' for value, key in MARKS)
        rows.append(f'<label class="slot">{page.w("league_slot_n", i + 1, when(slot, page.lang))}'
                    f' <select name="slot{i + 1}">{options}</select></label>')
    rows.append(hidden("round", str(mine.round)))
    rows.append(button("save", "1", page.words["league_save"]))
    return page.form("availability", "".join(rows), "availability")


def _round_of(fields: Fields) -> int:
    return number(fields, "round", "Round")


def report(page: PageContext, fields: Fields) -> str:
    outcome = phone_league.report(page.store, page.code, one(fields, "report"), page.event_id,
                                  round_number=_round_of(fields))
    return f"league_taken_{outcome}"


def availability(page: PageContext, fields: Fields) -> str:
    number = _round_of(fields)
    slots = len(phone_league.my_game(page.store, page.code, page.event_id).slots)
    marks = "".join(one(fields, f"slot{i}")[:1] or "?" for i in range(1, slots + 1))
    try:
        phone_league.availability(page.store, page.code, marks, page.event_id,
                                  round_number=number)
    except InputError:
        return "league_marks_refused"  # HU-D1 said no; nothing was written
    return "league_marks_saved"


ACTIONS = {"league_report": report, "availability": availability}
