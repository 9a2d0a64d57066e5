"""The round's pairings and schedule as plain text, for posting in a forum or a chat."""

from __future__ import annotations

import datetime as dt
import re

from PySide6.QtCore import QCoreApplication, QDateTime

from tdesk.i18n import number_locale
from tdesk.services.league.league import RoundView

SLOT_FORMAT = "%a %d %b %H:%M"


_QT_FORMAT = {"%a": "ddd", "%d": "dd", "%b": "MMM", "%H": "HH", "%M": "mm", "%Y": "yyyy",
              "%m": "MM"}


def when_text(moment: dt.datetime, fmt: str = SLOT_FORMAT) -> str:
    """A local date and time in the interface language ("Sun 29 Nov 17:00", "вс 29 нояб.
    17:00"); ``fmt`` in strftime's letters, which would always write English names."""
    qt_format = re.sub(r"%[a-zA-Z]", lambda m: _QT_FORMAT[m.group(0)], fmt)
    local = moment.astimezone().replace(tzinfo=None)
    return number_locale().toString(QDateTime(local), qt_format)


def outcome_text(outcome: str) -> str:
    """"10" -> "1:0", "--" -> "-:-"."""
    return f"{outcome[0]}:{outcome[1]}" if len(outcome) == 2 else ""


def round_text(event_name: str, view: RoundView) -> str:
    """Title, slots, cut-off, one line per game with its scheduled slot, and the bye (HU-D2,
    HU-P1). Names and times as the players will read them."""
    title = QCoreApplication.translate("LeagueText", "{0} — round {1}").format(event_name, view.number)
    if view.template:
        title += " " + QCoreApplication.translate("LeagueText", "(template {0})").format(view.template)
    lines = [title, ""]
    if view.slots:
        lines.append(QCoreApplication.translate("LeagueText", "Slots:"))
        lines += [f"  {i}) {when_text(s, SLOT_FORMAT)}" for i, s in enumerate(view.slots, 1)]
    if view.cutoff_at:
        lines.append(QCoreApplication.translate("LeagueText", "Cut-off: {0}").format(when_text(view.cutoff_at, SLOT_FORMAT)))
    lines.append("")
    for game in view.games:
        seeds = f" ({game.a_seed})" if game.a_seed else "", f" ({game.b_seed})" if game.b_seed else ""
        line = f"{game.number}. {game.a_name}{seeds[0]} – {game.b_name}{seeds[1]}"
        if game.slot_at is not None and game.slot is not None:
            line += "  " + QCoreApplication.translate("LeagueText", "slot {0}: {1}").format(game.slot + 1,
                                                      when_text(game.slot_at, SLOT_FORMAT))
        if game.outcome:
            line += f"  [{outcome_text(game.outcome)}]"
        lines.append(line)
    if view.bye_name:
        lines += ["", QCoreApplication.translate("LeagueText", "Bye: {0}").format(view.bye_name)]
    lines += ["", QCoreApplication.translate("LeagueText", "Report your own result after the game: 1 won, 0 lost, - not played, "
                     "+ opponent did not show.")]
    return "\n".join(lines) + "\n"
