"""``tdesk series`` (issue 26): the store's series and their leaderboards from the command line
(SER-1..SER-7). Apart from ``tdesk.cli`` so that file stays its size; ``cli`` adds the verb and
calls ``run``.

    tdesk series list
    tdesk series board NAME [-o board.pdf]
    tdesk series create NAME --formula sqrt --k 100 --best 4
    tdesk series create NAME --formula by_place --table "100 80 65 50" --default 10
    tdesk series add NAME --event E [--event E2 …]
    tdesk series remove NAME --event E
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.cli.output import check_target, write_whole
from tdesk.rules.people.series_points import KINDS


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    """The verb's arguments, on the command's subparsers."""
    cmd = verbs.add_parser("series", parents=[common],
                           help=QT_TRANSLATE_NOOP("cli", "list series, show or print a "
                                                         "leaderboard, make a series, add events "
                                                         "to it"))
    cmd.add_argument("what", choices=["list", "board", "create", "add", "remove"])
    cmd.add_argument("name", nargs="?", default=None, help=QT_TRANSLATE_NOOP(
        "cli", "the series' name"))
    cmd.add_argument("-o", "--output", type=Path, default=None,
                     help=QT_TRANSLATE_NOOP("cli", "board: print the leaderboard sheet to this "
                                                   "PDF"))
    cmd.add_argument("--formula", choices=KINDS, default="sqrt",
                     help=QT_TRANSLATE_NOOP("cli", "create: sqrt (k·√field/√place), linear "
                                                   "(k·(field−place+1)), by_place (--table), "
                                                   "by_field (--bands)"))
    cmd.add_argument("--k", default="100", help=QT_TRANSLATE_NOOP(
        "cli", "create: k of sqrt and linear (default 100)"))
    cmd.add_argument("--table", default="", help=QT_TRANSLATE_NOOP(
        "cli", 'create: points of 1st, 2nd, …: "100 80 65"'))
    cmd.add_argument("--bands", default="",
                     help=QT_TRANSLATE_NOOP("cli", 'create: tables by field size: "1: 50 30; 20: '
                                                   '100 70 50"'))
    cmd.add_argument("--default", default="0", help=QT_TRANSLATE_NOOP(
        "cli", "create: points past the table"))
    cmd.add_argument("--best", type=int, default=None,
                     help=QT_TRANSLATE_NOOP("cli", "create: count each person's best N results "
                                                   "(default: all)"))
    cmd.add_argument("--event", action="append", default=[],
                     help=QT_TRANSLATE_NOOP("cli", "add/remove: an event (name or id); several "
                                                   "may be given"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any, translate: Any) -> int:
    """Run ``tdesk series``; ``open_store``, ``event_id`` and ``translate`` are the
    command's own."""
    from tdesk.errors import InputError
    from tdesk.services.people import series

    if args.what == "board" and args.output is not None:
        check_target(args.output)  # before the store is read (issue 34)
    store = open_store(args, read_only=args.what in ("list", "board"))
    if args.what == "list":
        if not series.list_series(store):
            print(translate("cli", "No series yet: make one with tdesk series create NAME."))
        for info in series.list_series(store):
            best = (translate("cli", "best {0}").format(info.best_n) if info.best_n
                    else translate("cli", "all results"))
            print(translate("cli", "{0}: %n event(s), {1} formula, {2}", None,
                            len(info.events)).format(info.name, info.formula, best))
        return 0
    if not args.name:
        raise InputError("NAME", "", f"name the series to {args.what}")
    if args.what == "create":
        if args.formula in ("sqrt", "linear"):
            params: dict[str, Any] = {"k": args.k}
        elif args.formula == "by_place":
            params = {"table": args.table, "default": args.default}
        else:
            params = {"bands": series.parse_bands(args.bands), "default": args.default}
        series.create_series(store, args.name, formula=args.formula, params=params,
                             best_n=args.best)
        print(translate("cli", "Series {0} created.").format(args.name))
        return 0
    info = series.find_series(store, args.name)
    if args.what in ("add", "remove"):
        if not args.event:
            from tdesk.services.events import event_names

            raise InputError("--event", "", f"name the event to {args.what} "
                                            f"({event_names(store)})")
        ids = [event_id(store, e) for e in args.event]
        if args.what == "add":
            series.add_events(store, info.id, ids)
        else:
            for e in ids:
                series.remove_event(store, info.id, e)
        print(translate("cli", "Series {0}: %n event(s).", None,
                        len(series.get_series(store, info.id).events)).format(info.name))
        return 0
    if args.output is not None:
        from tdesk.print.series import print_board

        write_whole(args.output, lambda path: print_board(store, info.id, path))
        print(translate("cli", "Wrote {0}").format(args.output))
        return 0
    return _board(store, info.id, translate)


def _board(store: Any, series_id: int, translate: Any) -> int:
    from tdesk.print.series import points_text
    from tdesk.services.people import series

    board = series.leaderboard(store, series_id)
    width = max((len(line.name) for line in board.lines), default=0)
    for i, ev in enumerate(board.series.events, 1):
        print(f"{i}: {ev.name}")
    for line in board.lines:
        cells = ["—" if c is None else points_text(c.points) if c.counted
                 else f"({points_text(c.points)})" for c in line.cells]
        print(f"{line.rank:>4}  {line.name:<{width}}  {points_text(line.total):>10}  "
              + "".join(f"{c:>10}" for c in cells))
    if not board.lines:
        print(translate("cli", "No results yet."))
    return 0
