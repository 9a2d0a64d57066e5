"""``tdesk reinstate`` (issue 35): a player busted by mistake back in play at a seat, their place
given up, the places after it closed up, their knockout removed. Apart from ``tdesk.cli`` so
that file stays its size; ``cli`` adds the verb and calls ``run``.
"""

from __future__ import annotations

import argparse
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import ConflictError, InputError
from tdesk.i18n import translate


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    """The verb's arguments, on the command's subparsers."""
    cmd = verbs.add_parser(
        "reinstate", parents=[common],
        help=QT_TRANSLATE_NOOP("cli", "put a player busted by mistake back in play (places, "
                                      "prizes and bounties follow)"))
    cmd.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    cmd.add_argument("--player", required=True, help=QT_TRANSLATE_NOOP(
        "cli", "the busted player's name"))
    cmd.add_argument("--table", type=int, default=None,
                     help=QT_TRANSLATE_NOOP("cli", "the table (default: the seat balancing would "
                                                   "give)"))
    cmd.add_argument("--seat", type=int, default=None, help=QT_TRANSLATE_NOOP(
        "cli", "the seat at that table"))
    cmd.add_argument("--chips", type=int, default=None,
                     help=QT_TRANSLATE_NOOP("cli", "their chips (default: their stack before the "
                                                   "bust)"))
    cmd.add_argument("--override", action="store_true",
                     help=QT_TRANSLATE_NOOP("cli", "go ahead although a paid place moves (PL-3; "
                                                   "written in the log)"))
    cmd.add_argument("--preview", action="store_true",
                     help=QT_TRANSLATE_NOOP("cli", "only show what would change; nothing is saved"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any) -> int:
    """Run ``tdesk reinstate``; ``open_store`` and ``event_id`` are the command's own."""
    from tdesk.names import lookup
    from tdesk.services.seating import reinstate as svc

    store = open_store(args, read_only=True)  # the store must exist; the action writes to it
    event = event_id(store, args.event)
    if (args.table is None) != (args.seat is None):
        raise InputError("--seat" if args.seat is None else "--table",
                         "", "give both --table and --seat, or neither")
    busted = svc.busted_players(store, event)
    found = lookup(args.player, busted, lambda r: r[1])
    if len(found) != 1:
        raise InputError("--player", args.player, "more than one busted player has that name"
                         if found else "no busted player of the event has that name")
    entry = found[0][0]
    shown = svc.preview(store, event, entry)
    for line in lines(shown):
        print(line)
    if shown.refusal:
        raise ConflictError(shown.refusal)
    if args.preview:
        return 0
    table, seat = args.table, args.seat
    if table is None:
        if shown.table is None or shown.seat is None:
            raise InputError("--table", "", "no open seat: open a table or give --table and "
                                            "--seat")
        table, seat = shown.table, shown.seat
    done = svc.reinstate(store, event, entry, table, seat, chips=args.chips,
                         override=args.override)
    print(translate("cli", "Reinstated {0}: table {1} seat {2}, {3} chips.").format(
        done.name, table, seat, f"{done.chips:,}"))
    return 0


def lines(shown: Any) -> list[str]:
    """What reinstating changes, one line each, in the interface language."""
    out = []
    for m in shown.places:
        if m.after is None:
            out.append(translate("cli", "{0}: place {1} given up, back in play").format(
                m.name, m.before))
        else:
            out.append(translate("cli", "{0}: place {1} → {2}").format(m.name, m.before,
                                                                       m.after))
    for p in shown.prizes:
        out.append(translate("cli", "{0}: prize {1} → {2}").format(p.name, f"{p.before:,}",
                                                                  f"{p.after:,}"))
    for b in shown.bounties:
        out.append(translate("cli", "{0}: bounties collected {1} → {2}, head {3} → {4}").format(
            b.name, f"{b.collected_before:,}", f"{b.collected_after:,}",
            f"{b.head_before:,}", f"{b.head_after:,}"))
    if shown.override:
        out.append(translate("cli", "Paid places move: add --override to go ahead."))
    return out
