"""The check-in and drop section under every player page (issue 25): a "Check in" button
while the desk has a check-in open, and, for a Swiss player, a drop request the desk confirms.
The writes go through `services.phone_checkin`."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import InputError
from tdesk.services.phones import phone_checkin
from tdesk.timefmt import local_text
from tdesk.web.phone_page import Fields, PageContext, button, hidden, number, one

WORDS: dict[str, str] = {
    "checkin_ask": QT_TRANSLATE_NOOP("PhonePage", "Check in for {0}"),
    "checked_in": QT_TRANSLATE_NOOP("PhonePage", "You are checked in for {0} ({1})."),
    "checkin_taken": QT_TRANSLATE_NOOP("PhonePage", "You are checked in."),
    "drop_sure": QT_TRANSLATE_NOOP("PhonePage", "I want to drop from the event"),
    "drop_ask": QT_TRANSLATE_NOOP("PhonePage", "Ask to drop"),
    "drop_waiting": QT_TRANSLATE_NOOP("PhonePage", "Your drop request waits for the desk."),
    "drop_taken": QT_TRANSLATE_NOOP("PhonePage", "Drop request sent: the desk confirms it."),
}


def content(page: PageContext) -> str:
    state = phone_checkin.holder_state(page.store, page.code, page.event_id)
    parts = []
    if state.checkin and state.checked_in_at is not None:
        parts.append(page.p("checked_in", state.checkin,
                            local_text(state.checked_in_at, "%H:%M"), css="checked"))
    elif state.checkin:
        parts.append(page.form("checkin", hidden("for", state.checkin)
                               + button("go", "1", page.words["checkin_ask"]
                                        .format(state.checkin), "big"), "checkin"))
    if state.drop_waiting:
        parts.append(page.p("drop_waiting"))
    elif state.can_drop:
        sure = ('<label class="sure"><input type="checkbox" name="sure" value="yes" required> '
                f'{page.w("drop_sure")}</label>')
        parts.append(page.form("drop", hidden("round", str(state.round)) + sure
                               + button("go", "1", page.words["drop_ask"]), "drop"))
    return f'<section class="requests">{"".join(parts)}</section>' if parts else ""


def check_in(page: PageContext, fields: Fields) -> str:
    phone_checkin.check_in(page.store, page.code, page.event_id, label=one(fields, "for"))
    return "checkin_taken"


def ask_to_drop(page: PageContext, fields: Fields) -> str:
    if one(fields, "sure") != "yes":  # the box the player ticks: a stray tap drops nobody
        raise InputError("I want to drop", one(fields, "sure"), "must be ticked")
    phone_checkin.ask_to_drop(page.store, page.code, page.event_id,
                              round_number=number(fields, "round", "Round"))
    return "drop_taken"


ACTIONS = {"checkin": check_in, "drop": ask_to_drop}
