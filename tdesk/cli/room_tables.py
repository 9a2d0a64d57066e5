"""``tdesk tables show|set`` for a poker or OFC event (issue 35): which of the room's tables the
event uses and the order they break (TDA-B6), the Seating tab's Tables dialog from the command
line.

    tdesk tables show --event E
    tdesk tables set  --event E --use 1-8 [--break-order 8,7,6]
"""

from __future__ import annotations

import argparse
from typing import Any

from tdesk.errors import InputError


def is_seated(store: Any, event: int) -> bool:
    from tdesk.services.events import get_event
    from tdesk.services.seating.view import SEATED_KINDS

    return get_event(store, event).kind in SEATED_KINDS


def run(args: argparse.Namespace, store: Any, event: int, translate: Any) -> int:
    from tdesk.services.seating.room_tables import room_tables, set_room_tables

    if args.what == "reserve":
        raise InputError("tables reserve", args.event, "is for a Swiss event; a poker or OFC "
                         "event sets its tables (tables set --use 1-8)")
    if args.what == "set":
        if args.use is None:
            raise InputError("--use", "", "is needed to set the tables, such as --use 1-8")
        info = set_room_tables(store, event, args.use, args.break_order or "")
    else:
        info = room_tables(store, event)
    none = translate("cli", "not set: new tables take the next numbers")
    print(translate("cli", "Tables used: {0}").format(info.use_text or none))
    print(translate("cli", "Break order: {0}").format(
        ", ".join(str(n) for n in info.sequence) or "-"))
    opened = [f"{n} ({info.players.get(n, 0)})" for n in info.open]
    print(translate("cli", "Open tables (players seated): {0}").format("; ".join(opened) or "-"))
    return 0
