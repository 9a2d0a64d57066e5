"""``tdesk pods`` and ``tdesk tables`` (issue 24): draft pods and reserved tables of a Swiss
event from the command line, the same actions as the Rounds tab's Pods and Reserve dialogs.
Apart from ``tdesk.cli`` so that file stays its size; ``cli`` adds the verbs and calls ``run``.

    tdesk pods draw    --event E [--seed N]     a seeded draw of every active player (CG-D1)
    tdesk pods place   --event E                late entries into the smallest pods, nobody
                                                seated moving (CG-D3-A, CG-D4-A)
    tdesk pods show    --event E                the pods with their seats (CG-D4)
    tdesk pods set     --event E --round-one across|lot   round 1 across each pod's table
                                                (seat 1 v 5, 2 v 6 … in a pod of 8) or by lot
    tdesk tables reserve --event E --player NAME --table N   (--table 0 frees it, CG-T10)
    tdesk tables show  --event E                the reserved tables

A poker or OFC event's ``tables show`` and ``tables set`` are the room's tables and break order
(``cli_room_tables``, issue 35).
"""

from __future__ import annotations

import argparse
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import InputError, NotFoundError


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    pods = verbs.add_parser("pods", parents=[common], help=QT_TRANSLATE_NOOP(
        "cli", "draft pods: draw them, place late entries or show them"))
    pods.add_argument("what", choices=["draw", "place", "show", "set"])
    pods.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    pods.add_argument("--seed", type=int, default=None, help=QT_TRANSLATE_NOOP(
        "cli", "draw: the seed (default: random)"))
    pods.add_argument("--round-one", dest="round_one", choices=["across", "lot"], default=None,
                      help=QT_TRANSLATE_NOOP("cli", "set: pair round 1 across each pod's table "
                                                    "(seat 1 v 5, 2 v 6 … in a pod of 8) or by "
                                                    "lot (CG-D5-A)"))
    tables = verbs.add_parser("tables", parents=[common],
                              help=QT_TRANSLATE_NOOP("cli", "a poker or OFC event's tables and "
                                                            "break order (show, set); reserved "
                                                            "tables of a Swiss event (reserve, "
                                                            "show)"))
    tables.add_argument("what", choices=["reserve", "show", "set"])
    tables.add_argument("--use", default=None,
                        help=QT_TRANSLATE_NOOP("cli", "set: the room's tables the event uses, "
                                                      "such as 1-8 or 1-6,9"))
    tables.add_argument("--break-order", dest="break_order", default=None,
                        help=QT_TRANSLATE_NOOP("cli", "set: the tables that break first, in "
                                                      "order, such as 8,7,6 (the others follow, "
                                                      "highest number first; empty: none listed)"))
    tables.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    tables.add_argument("--player", default=None, help=QT_TRANSLATE_NOOP(
        "cli", "reserve: the player's name"))
    tables.add_argument("--table", type=int, default=None,
                        help=QT_TRANSLATE_NOOP("cli", "reserve: the table number (0 frees the "
                                                      "player's table)"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any, translate: Any) -> int:
    from tdesk.services.swiss import pods as swiss_pods
    from tdesk.services.swiss import tables as swiss_tables

    store = open_store(args, read_only=args.what == "show")
    event = event_id(store, args.event)
    if args.verb == "tables":
        from tdesk.cli import room_tables as cli_room_tables

        if cli_room_tables.is_seated(store, event):
            return cli_room_tables.run(args, store, event, translate)
        if args.what == "set":
            raise InputError("tables set", args.event, "is for a poker or OFC event; a Swiss "
                             "event reserves tables (tables reserve)")
    if args.verb == "pods":
        if args.what == "set":
            if args.round_one is None:
                raise InputError("--round-one", "", "is needed: across or lot")
            swiss_pods.set_round_one_across(store, event, args.round_one == "across")
        if args.what == "draw":
            swiss_pods.draw_pods(store, event, args.seed)
        if args.what == "place":
            swiss_pods.place_late_entries(store, event, args.seed)
        info = swiss_pods.pods(store, event)
        for pod in info.pods:
            print(translate("cli", "Pod {0}").format(pod.number))
            for seat in pod.seats:
                print(f"  {seat.seat:>2}  {seat.name}")
        if info.unassigned:
            print(translate("cli", "Without a pod: {0}").format(
                ", ".join(s.name for s in info.unassigned)))
        print(translate("cli", "Round 1: across each pod's table") if
              swiss_pods.round_one_across(store, event) else
              translate("cli", "Round 1: by lot"))
        return 0
    if args.what == "reserve":
        if args.player is None or args.table is None:
            raise InputError("--player" if args.player is None else "--table", "",
                             "is needed to reserve a table")
        swiss_tables.reserve_table(store, event, _entry(store, event, args.player),
                                   args.table or None)
    names = {e.entry_id: e.name for e in _entries(store, event)}
    reserved = swiss_tables.reserved_tables(store, event)
    if not reserved:
        print(translate("cli", "No table is reserved."))
    for entry, table in sorted(reserved.items(), key=lambda item: item[1]):
        print(translate("cli", "Table {0}: {1}").format(table, names.get(entry, "?")))
    return 0


def _entries(store: Any, event: int) -> list[Any]:
    from tdesk.services.players import list_entries

    return list_entries(store, event)


def _entry(store: Any, event: int, name: str) -> int:
    from tdesk.names import lookup

    found = lookup(name, _entries(store, event), key=lambda e: e.name)
    if not found:
        raise NotFoundError(f"No player called {name!r} in this event.")
    if len(found) > 1:
        raise InputError("--player", name, "names " + ", ".join(e.name for e in found))
    return int(found[0].entry_id)
