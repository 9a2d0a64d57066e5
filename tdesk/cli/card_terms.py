"""``tdesk prizes`` and ``tdesk late-entries`` (issue 36): a card-game event's prizes per
place (CG-Z1) and its late-entry settings (CG-P3) from the command line, the same settings
as the event dialog's. Apart from ``tdesk.cli`` so that file stays its size.

    tdesk prizes show  --event E
    tdesk prizes set   --event E "1: 100 store credit" "2: 60 store credit" "3-4: 6 boosters"
    tdesk prizes clear --event E
    tdesk late-entries --event E [--losses on|off] [--bye on|off]
"""

from __future__ import annotations

import argparse
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.i18n import translate


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    prizes = verbs.add_parser("prizes", parents=[common],
                              help=QT_TRANSLATE_NOOP("cli", "a card-game event's prizes per "
                                                            "place (show, set, clear)"))
    prizes.add_argument("what", choices=["show", "set", "clear"])
    prizes.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    prizes.add_argument("lines", nargs="*", metavar=QT_TRANSLATE_NOOP("cli", "LINE"),
                        help=QT_TRANSLATE_NOOP("cli", "set: one line per place or range, such as "
                                                      '"1: 100 store credit" or "3-4: 6 '
                                                      'boosters" (each place of the range gets '
                                                      "it)"))
    late = verbs.add_parser("late-entries", parents=[common],
                            help=QT_TRANSLATE_NOOP("cli", "a Swiss event's late entries: losses "
                                                          "for missed rounds, the bye in their "
                                                          "first round (CG-P3)"))
    late.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    late.add_argument("--losses", choices=["on", "off"], default=None,
                      help=QT_TRANSLATE_NOOP("cli", "each round a late entry missed counts as a "
                                                    "match loss"))
    late.add_argument("--bye", choices=["on", "off"], default=None,
                      help=QT_TRANSLATE_NOOP("cli", "on: a late entry may get the bye of the "
                                                    "round they join"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any) -> int:
    from tdesk.errors import InputError
    from tdesk.services.swiss import terms as swiss_terms

    changing = args.verb == "prizes" and args.what != "show" or args.verb == "late-entries" \
        and (args.losses or args.bye)
    store = open_store(args, read_only=not changing)
    event = event_id(store, args.event)
    if args.verb == "late-entries":
        flag = {"on": True, "off": False, None: None}
        if changing:
            losses, bye = swiss_terms.set_late_entries(store, event, losses=flag[args.losses],
                                                       bye=flag[args.bye])
        else:
            losses, bye = swiss_terms.late_entries(store, event)
        print(translate("cli", "Late entries: losses for missed rounds: {0}").format(
            translate("cli", "on") if losses else translate("cli", "off")))
        print(translate("cli", "Late entries may get the bye in their first round: {0}").format(
            translate("cli", "on") if bye else translate("cli", "off")))
        return 0
    if args.what == "set" and not args.lines:
        raise InputError("prizes set", "", "give the lines, such as \"1: 100 store credit\"; "
                         "clear removes them")
    if args.what == "clear" and args.lines:
        raise InputError("prizes clear", " ".join(args.lines), "takes no lines")
    if changing:
        lines = swiss_terms.set_prizes(store, event, args.lines if args.what == "set" else [])
    else:
        lines = swiss_terms.prizes(store, event)
    for line in lines:
        print(line.text())
    if not lines:
        print(translate("cli", "No prizes listed."))
    return 0
