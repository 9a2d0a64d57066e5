"""``tdesk judge`` (issue 24): log a judge call, give a table extra time (CG-R1) or list a
round's calls and extensions from the command line. Apart from ``tdesk.cli`` so that file
stays its size; ``cli`` adds the verb and calls ``run``.

    tdesk judge call   --event E --table 12 --judge Kim --ruling "…" [--penalty 7] [--round 3]
                       [--minutes 4 [--reason "…"]]   (the call's extra time, one action)
    tdesk judge extend --event E --table 12 --minutes 3 --judge Kim --reason "deck check"
    tdesk judge list   --event E [--round 3]
"""

from __future__ import annotations

import argparse
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import ConflictError


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    """The verb's arguments, on the command's subparsers."""
    judge = verbs.add_parser("judge", parents=[common],
                             help=QT_TRANSLATE_NOOP("cli", "log a judge call, give a table extra "
                                                           "time, or list them"))
    judge.add_argument("what", choices=["call", "extend", "list"])
    judge.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    judge.add_argument("--round", type=int, default=None, help=QT_TRANSLATE_NOOP(
        "cli", "the round (default: the latest)"))
    judge.add_argument("--table", type=int, default=None, help=QT_TRANSLATE_NOOP(
        "cli", "the table number"))
    judge.add_argument("--judge", default=None, help=QT_TRANSLATE_NOOP("cli", "the judge's name"))
    judge.add_argument("--ruling", default="", help=QT_TRANSLATE_NOOP(
        "cli", "call: what the judge ruled"))
    judge.add_argument("--penalty", type=int, default=None, metavar=QT_TRANSLATE_NOOP("cli", "ID"),
                       help=QT_TRANSLATE_NOOP("cli", "call: the penalty the ruling gave (its "
                                                     "number in the log)"))
    judge.add_argument("--minutes", type=int, default=None,
                       help=QT_TRANSLATE_NOOP("cli", "extend: minutes (1 to 60); call: extra "
                                                     "time for the same table"))
    judge.add_argument("--reason", default="",
                       help=QT_TRANSLATE_NOOP("cli", "extend: why (a deck check, a ruling); "
                                                     "call: default the ruling"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any) -> int:
    """Run ``tdesk judge``; ``open_store`` and ``event_id`` are the command's own."""
    from tdesk.errors import InputError
    from tdesk.i18n import translate
    from tdesk.services.swiss import judge_calls
    from tdesk.services.swiss.reads import rounds

    store = open_store(args, read_only=args.what == "list")
    event = event_id(store, args.event)
    paired = rounds(store, event)
    if not paired:
        raise ConflictError("No round has been paired yet.")
    number = args.round if args.round is not None else paired[-1]
    if args.what == "list":
        return _list(store, event, number)
    for flag, value in (("--table", args.table), ("--judge", args.judge)) + (
            (("--minutes", args.minutes),) if args.what == "extend" else ()):
        if value is None:
            raise InputError(flag, "", f"is needed to {args.what}")
    if args.what == "call":
        call = judge_calls.log_call(store, event, number, args.table, args.judge, args.ruling,
                                    args.penalty, minutes=args.minutes or 0,
                                    reason=args.reason or None)
        print(translate("cli", "Judge call #{0} logged at table {1}, round {2}.")
              .format(call, args.table, number))
        if not args.minutes:
            return 0
    else:
        judge_calls.give_extension(store, event, number, args.table, args.minutes, args.judge,
                                   args.reason)
    total = {n.table: n.minutes for n in judge_calls.extension_notes(store, event, number)}
    print(translate("cli", "Table {0}: +{1} min").format(args.table, total[args.table]))
    return 0


def _list(store: Any, event: int, number: int) -> int:
    from tdesk.i18n import translate
    from tdesk.services.swiss import judge_calls
    from tdesk.timefmt import local_text

    print(translate("cli", "Round {0}").format(number))
    for n in judge_calls.extension_notes(store, event, number):
        print("  " + translate("cli", "Table {0}: +{1} min").format(n.table, n.minutes))
    lines = [(c.at, translate("cli", "{0}  table {1}  judge call, {2}: {3}").format(
        local_text(c.at, "%H:%M"), c.table, c.judge, c.ruling.replace("\n", " ") or "—")
        + ("" if c.penalty_id is None else f"  (#{c.penalty_id})"))
        for c in judge_calls.calls(store, event, number)]
    lines += [(e.at, translate("cli", "{0}  table {1}  +{2} min, {3}: {4}").format(
        local_text(e.at, "%H:%M"), e.table, e.minutes, e.judge, e.reason))
        for e in judge_calls.extensions(store, event, number)]
    for _at, line in sorted(lines, key=lambda x: x[0]):
        print("  " + line)
    return 0
