"""``tdesk phones`` (issue 25): the desk's switches for players' phones from the command line,
for a station without the window (``tdesk serve`` on a spare laptop). Apart from ``tdesk.cli``
so that file stays its size; ``cli`` adds the verb and calls ``run``.

    tdesk phones status  --event E
    tdesk phones on|off  --event E
    tdesk phones lock    --event E [--round N]      (default: the current round)
    tdesk phones unlock  --event E
    tdesk phones checkin --event E --for "Round 2"  (--for "" closes it)
    tdesk phones decide  --event E --round N --table T --result 2-1
    tdesk phones drop    --event E --request N --confirm|--refuse
"""

from __future__ import annotations

import argparse
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import ConflictError, InputError

WHAT = ["status", "on", "off", "lock", "unlock", "checkin", "decide", "drop"]


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    phones = verbs.add_parser("phones", parents=[common],
                              help=QT_TRANSLATE_NOOP("cli", "players' phones: reporting on/off, "
                                                            "lock a round, check-in, the queue "
                                                            "and drop requests"))
    phones.add_argument("what", choices=WHAT)
    phones.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    phones.add_argument("--round", type=int, default=None)
    phones.add_argument("--table", type=int, default=None, help=QT_TRANSLATE_NOOP(
        "cli", "decide: the table"))
    phones.add_argument("--result", default=None, help=QT_TRANSLATE_NOOP(
        "cli", "decide: the result for the table's A"))
    phones.add_argument("--for", dest="label", default=None,
                        help=QT_TRANSLATE_NOOP("cli", 'checkin: what the check-in is for ("Round '
                                                      '2"; "" closes it)'))
    phones.add_argument("--request", type=int, default=None, help=QT_TRANSLATE_NOOP(
        "cli", "drop: the request's number"))
    answer = phones.add_mutually_exclusive_group()
    answer.add_argument("--confirm", action="store_true", help=QT_TRANSLATE_NOOP(
        "cli", "drop: drop the player"))
    answer.add_argument("--refuse", action="store_true", help=QT_TRANSLATE_NOOP(
        "cli", "drop: keep the player in"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any, translate: Any) -> int:
    from tdesk.services.phones import phone_checkin, phone_reports

    store = open_store(args, read_only=args.what == "status")
    event = event_id(store, args.event)
    if args.what == "status":
        return _status(store, event, translate)
    if args.what in ("on", "off"):
        phone_reports.set_reporting(store, event, args.what == "on")
    elif args.what in ("lock", "unlock"):
        number = None if args.what == "unlock" else (
            args.round if args.round is not None else _current_round(store, event))
        phone_reports.lock_round(store, event, number)
    elif args.what == "checkin":
        if args.label is None:
            raise InputError("--for", "", 'is needed: what the check-in is for ("" closes it)')
        phone_checkin.open_checkin(store, event, args.label)
    elif args.what == "decide":
        for flag, value in (("--round", args.round), ("--table", args.table),
                            ("--result", args.result)):
            if value is None:
                raise InputError(flag, "", "is needed to decide")
        phone_reports.decide(store, event, args.round, args.table, args.result)
    else:
        if args.request is None or not (args.confirm or args.refuse):
            raise InputError("--request", args.request or "",
                             "is needed, with --confirm or --refuse")
        (phone_checkin.confirm_drop if args.confirm else phone_checkin.refuse_drop)(
            store, event, args.request)
    return _status(store, event, translate)


def _current_round(store: Any, event: int) -> int:
    from tdesk.services.events import get_event
    from tdesk.services.league import league
    from tdesk.services.swiss import swiss

    if get_event(store, event).kind == "league":
        rounds = league.season(store, event).rounds
        if rounds and not rounds[-1][2]:
            return int(rounds[-1][1])
    elif numbers := swiss.rounds(store, event):
        return int(numbers[-1])
    raise ConflictError("No round is being played: nothing to lock.")


def _round_name(row: Any, translate: Any) -> str:
    """"Round 4"; a top-cut round by the floor's name, never a number (CG-M3-B)."""
    if not row.cut_players:
        return str(translate("cli", "Round {0}").format(row.round))
    return _cut_name(row.cut_players, translate)


def _cut_name(players: int, translate: Any) -> str:
    """A bracket round by the players it starts with: Final, Semi-finals, … (CG-M3-B)."""
    named = {2: translate("cli", "Final"), 4: translate("cli", "Semi-finals"),
             8: translate("cli", "Quarter-finals")}
    return str(named.get(players) or translate("cli", "Top {0}").format(players))


def _status(store: Any, event: int, translate: Any) -> int:
    from tdesk.services.phones import phone_checkin, phone_reports
    from tdesk.services.swiss import swiss

    on, locked = phone_reports.reporting(store, event)
    cut = dict(swiss.cut_rounds(store, event)) if locked is not None else {}
    lock = ("" if locked is None
            else "; " + translate("cli", "{0} locked").format(_cut_name(cut[locked], translate))
            if locked in cut else "; " + translate("cli", "round {0} locked").format(locked))
    print(translate("cli", "Phone reports: {0}").format(
        translate("cli", "on") if on else translate("cli", "off")) + lock)
    view = phone_checkin.checkins(store, event)
    if view.label:
        print(translate("cli", "Check-in for {0}: {1} of {2}; not yet: {3}").format(
            view.label, len(view.rows) - len(view.missing), len(view.rows),
            ", ".join(r.name for r in view.missing) or "—"))
    for row in phone_reports.queue(store, event):  # each as they reported it (issue 36)
        quoted = [translate("cli", "disputes the other's report")
                  if r == phone_reports.DISPUTE else r or "—" for r in (row.a_report, row.b_own)]
        line = translate("cli", "{0} table {1}: {2} reports {3}, {4} reports {5} (each their "
                                "own games first)").format(
            _round_name(row, translate), row.table, row.a_name, quoted[0], row.b_name,
            quoted[1])
        print(line + (translate("cli", ": the reports conflict") if row.conflict else ""))
    for request in phone_checkin.drop_requests(store, event):
        print(translate("cli", "Drop request #{0}: {1}").format(request.id, request.name))
    return 0
