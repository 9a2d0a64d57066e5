"""``tdesk plan EVENT`` (issue 37): when the event will end, as a range with its model in words.

    tdesk plan --event "Tuesday Hold'em #7" --field 60 --reentries 15 --start 19:00
    tdesk plan --event "Stockholm Spring Main Event"      (during play: from the clock)

Apart from ``tdesk.cli`` so that file stays its size; ``cli`` adds the verb and calls ``run``.
"""

from __future__ import annotations

import argparse
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import InputError
from tdesk.planner_text import lines


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    plan = verbs.add_parser("plan", parents=[common],
                            help=QT_TRANSLATE_NOOP("cli", "estimate when an event ends, as a "
                                                          "range, and say how"))
    plan.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    plan.add_argument("--field", type=int, default=None,
                      help=QT_TRANSLATE_NOOP("cli", "expected players (default: during play the "
                                                    "actual field, before it the entries so far)"))
    plan.add_argument("--reentries", type=int, default=None, help=QT_TRANSLATE_NOOP(
        "cli", "expected re-entries (poker)"))
    plan.add_argument("--start", default=None, help=QT_TRANSLATE_NOOP(
        "cli", "start time HH:MM (default 19:00)"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any) -> int:
    from tdesk.services import planner

    start = None
    if args.start is not None:
        try:
            start = planner.parse_start(args.start)
        except ValueError:
            raise InputError("--start", args.start, "is not a time as HH:MM") from None
    for flag, value, least in (("--field", args.field, 1), ("--reentries", args.reentries, 0)):
        if value is not None and value < least:
            raise InputError(flag, str(value), f"is below {least}")
    store = open_store(args, read_only=True)
    event = event_id(store, args.event)
    result = planner.plan_event(store, event, field=args.field, reentries=args.reentries,
                                start=start)
    for line in lines(result):
        print(line)
    return 0

