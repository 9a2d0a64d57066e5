"""The shipped structures' own words (resources/structures/*.toml) in the interface language.

A structure's name and its levels' notes are data: the director types them, the store keeps
them, and the desk shows them as typed, in whatever language they were typed. The presets tdesk
ships are the one exception: their names and break notes were written by tdesk, in English, so
they are tdesk's words and are translated *when shown* (the Clock tab, the projector, the
structure editor and sheet). They are never translated when stored: an event's structure keeps
the English text, so a store opened in another language reads the same. A name or note is the
preset's only when it reads exactly as a shipped one does (with the chip amounts of its own
level, which are shown in the interface's number format); any other text is the director's and
is shown untouched, even when it happens to be English.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.i18n import number_locale, translate

CONTEXT = "structures"

#: Each shipped text as a pattern (its amounts as groups) and the message it is shown as.
_SHIPPED: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), message) for pattern, message in (
        (r"Poker MTT regular, ([\d,]+) start",
         QT_TRANSLATE_NOOP("structures", "Poker MTT regular, {0} start")),
        (r"Poker MTT turbo, ([\d,]+) start",
         QT_TRANSLATE_NOOP("structures", "Poker MTT turbo, {0} start")),
        (r"Heads-up league HU-B1", QT_TRANSLATE_NOOP("structures", "Heads-up league HU-B1")),
        (r"OFC points OFC-L1", QT_TRANSLATE_NOOP("structures", "OFC points OFC-L1")),
        (r"Swiss round", QT_TRANSLATE_NOOP("structures", "Swiss round")),  # round_structure
        (r"Colour up: the ([\d,]+) chips leave play; exchange for ([\d,]+)s, chip race for "
         r"the odd ones",
         QT_TRANSLATE_NOOP("structures", "Colour up: the {0} chips leave play; exchange for "
                                         "{1}s, chip race for the odd ones")),
    ))


def _amount(text: str) -> str:
    return number_locale().toString(int(text.replace(",", "")))


def shown(text: str) -> str:
    """``text`` (a structure's name or a level's note) as the desk shows it: a shipped
    preset's words in the interface language, anything else exactly as typed."""
    for pattern, message in _SHIPPED:
        if match := pattern.fullmatch(text):
            return translate(CONTEXT, message).format(*map(_amount, match.groups()))
    return text


def stored(text: str, original: str) -> str:
    """What to keep of ``text`` edited from ``original``: the original when the text is still
    what ``shown`` made of it (a preset's note left alone stays English in the store)."""
    return original if text == shown(original) else text


def table_label(text: str) -> str:
    """A table's label as tdesk itself wrote it ("Table 7": the demo's chip race, a floor
    tablet's count) in the interface language; a label the floor typed stays as typed."""
    if match := re.fullmatch(r"Table (\d+)", text):
        return translate("print", "Table {0}").format(match.group(1))
    return text
