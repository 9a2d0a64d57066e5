"""``tdesk plan EVENT`` (issue 37): when the event will end, as a range with its model in words.

    tdesk plan --event "Tuesday Hold'em #7" --field 60 --reentries 15 --start 19:00
    tdesk plan --event "Stockholm Spring Main Event"      (during play: from the clock)

Apart from ``tdesk.cli`` so that file stays its size; ``cli`` adds the verb and calls ``run``.
"""

from __future__ import annotations

import argparse
from typing import Any

from tdesk.errors import InputError
from tdesk.i18n import translate


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    plan = verbs.add_parser("plan", parents=[common],
                            help="estimate when an event ends, as a range, and say how")
    plan.add_argument("--event", help="event name")
    plan.add_argument("--field", type=int, default=None,
                      help="expected players (default: during play the actual field, before "
                           "it the entries so far)")
    plan.add_argument("--reentries", type=int, default=None, help="expected re-entries (poker)")
    plan.add_argument("--start", default=None, help="start time HH:MM (default 19:00)")


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


def _hm(moment: Any) -> str:
    return str(moment.strftime("%H:%M"))


def lines(result: Any) -> list[str]:
    """The estimate and its model in words, translated (context ``cli``)."""
    from tdesk.locale_format import number

    plan = result.plan
    if result.kind == "league":
        head = translate("cli", "Expected to end in about {0} weeks ({1}–{2}), about {3}.").format(
            plan.steps[1], plan.steps[0], plan.steps[2], plan.likely.date().isoformat())
        return [head, translate(
            "cli", "Model: {0} players with {1} lives; each round every living player plays "
                   "once and the loser loses a life; seeded simulations give {2}–{3} rounds "
                   "(most likely {4}), one round a week.").format(
            result.field, result.lives, int(plan.params[0]), int(plan.params[2]),
            int(plan.params[1]))]
    head = translate("cli", "Expected to end about {0} ({1}–{2}).").format(
        _hm(plan.likely), _hm(plan.early), _hm(plan.late))
    if result.kind == "swiss":
        model = translate(
            "cli", "Model: {0} Swiss rounds and {1} top-cut rounds of {2} minutes, with a "
                   "turnaround of {3}–{4} minutes between rounds (most likely {5}); the field "
                   "of {6} suggests {7} Swiss rounds.").format(
            result.rounds, plan.steps[0] - result.rounds, result.round_minutes,
            _num(plan.params[0]), _num(plan.params[2]), _num(plan.params[1]), result.field,
            result.suggested_rounds)
    else:
        model = translate(
            "cli", "Model: the event ends in the level whose big blind reaches the chips in "
                   "play ({0}) over a divisor of {1}–{2} (most likely {3}): level {4}, "
                   "{5}–{6}.").format(
            number(result.chips), _num(plan.params[2]), _num(plan.params[0]),
            _num(plan.params[1]), plan.steps[1], plan.steps[0], plan.steps[2])
    out = [head, model]
    if result.kind == "poker" and not result.during:
        out.append(translate("cli", "Field: {0} players and {1} re-entries expected.").format(
            result.field, result.reentries))
    if result.during:
        out.append(translate("cli", "Re-made now from the actual field, chips and clock."))
    if plan.beyond:
        out.append(translate("cli", "The structure runs out first: levels beyond it are "
                                    "taken as the big blind doubling."))
    out.append(translate("cli", "Calibrated by %n finished event(s) of this store.", None,
                         result.calibrated) if result.calibrated else
               translate("cli", "Not calibrated yet: the room's usual values are used."))
    return out


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"
