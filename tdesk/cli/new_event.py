"""``tdesk new-event`` (issue 35): a new event from the command line, of its own or started
from an earlier one of the store (its settings, tables and break order, clock structure, fees,
payouts and bounty format; not its players or results), as the New event dialog does.

    tdesk new-event "Friday PKO #2" --from "Friday PKO #1" [--date 2026-12-11] [--venue V]
    tdesk new-event "Spring Main" --kind poker [--stack 30000]
"""

from __future__ import annotations

import argparse
import datetime as dt
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import InputError


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    new = verbs.add_parser("new-event", parents=[common],
                           help=QT_TRANSLATE_NOOP("cli", "create an event, of its own or from an "
                                                         "earlier one (--from)"))
    new.add_argument("name", help=QT_TRANSLATE_NOOP("cli", "the new event's name"))
    new.add_argument("--from", dest="source", default=None,
                     help=QT_TRANSLATE_NOOP("cli", "an earlier event to start from: its "
                                                   "settings, tables, structure, fees, payouts "
                                                   "and bounty format (not its players)"))
    new.add_argument("--kind", default=None,
                     help=QT_TRANSLATE_NOOP("cli", "poker, ofc, league or swiss (without --from; "
                                                   "default poker)"))
    new.add_argument("--date", default=None, help=QT_TRANSLATE_NOOP(
        "cli", "the day, YYYY-MM-DD (default: today)"))
    new.add_argument("--venue", default=None, help=QT_TRANSLATE_NOOP(
        "cli", "the venue (default: the earlier event's)"))
    new.add_argument("--stack", default=None, help=QT_TRANSLATE_NOOP(
        "cli", "the starting stack (default: the earlier event's, or the kind's)"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any, translate: Any) -> int:
    from tdesk.services.events import create_event, create_event_from, get_event

    day = _day(args.date)
    settings: dict[str, Any] = {}
    if args.stack is not None:
        settings["starting_stack"] = args.stack
    store = open_store(args)
    if args.source is not None:
        if args.kind is not None:
            raise InputError("--kind", args.kind, "comes from the earlier event with --from")
        source = event_id(store, args.source)
        new = create_event_from(store, source, args.name, date=day, venue=args.venue,
                                settings=settings)
        print(translate("cli", "Created {0} from {1}: its settings, tables and break order, "
                               "structure, fees, payouts and bounty format; no players.")
              .format(get_event(store, new).name, get_event(store, source).name))
    else:
        new = create_event(store, args.name, args.kind or "poker", date=day,
                           venue=args.venue or "", settings=settings)
        print(translate("cli", "Created {0}.").format(get_event(store, new).name))
    stack = get_event(store, new).settings.get("starting_stack")
    if stack:
        from tdesk.locale_format import number

        print(translate("cli", "Starting stack: {0}").format(number(int(stack))))
    return 0


def _day(text: str | None) -> dt.date:
    if text is None:
        return dt.date.today()
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise InputError("--date", text, "must be a day such as 2026-12-11") from None
