"""``tdesk hand-for-hand`` (issue 23): start, deal the next hand, report a table's hand with its
busts, end, or show the phase. Apart from ``tdesk.cli`` so that file stays its size; ``cli``
adds the verb and calls ``run``.
"""

from __future__ import annotations

import argparse
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import InputError
from tdesk.i18n import translate

STEPS = ("status", "start", "next", "done", "end")


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    """The verb's arguments, on the command's subparsers."""
    hfh = verbs.add_parser(
        "hand-for-hand", parents=[common],
        help=QT_TRANSLATE_NOOP("cli", "play hand for hand near the money: start, next hand, a "
                                      "table's hand done, end"))
    hfh.add_argument("step", choices=STEPS, help=QT_TRANSLATE_NOOP(
        "cli", "what to do (status: only show the phase)"))
    hfh.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    hfh.add_argument("--table", type=int, default=None, help=QT_TRANSLATE_NOOP(
        "cli", "done: the table that reports"))
    hfh.add_argument("--bust", action="append", default=[], metavar=QT_TRANSLATE_NOOP(
        "cli", "NAME[=STACK]"),
                     help=QT_TRANSLATE_NOOP("cli", "done: a player out in the hand, with the "
                                                   "stack they started it with (default: their "
                                                   "recorded chips); repeat for several"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any) -> int:
    """Run ``tdesk hand-for-hand``; ``open_store`` and ``event_id`` are the command's
    own (``cli._open``, ``cli._event_id``)."""
    from tdesk.services.seating import hand_for_hand as hfh

    store = open_store(args, read_only=True)  # the store must exist; the steps write to it
    event = event_id(store, args.event)
    if args.step != "done" and (args.table is not None or args.bust):
        raise InputError("--table", args.table or args.bust[0], "only with done")
    if args.step == "start":
        hfh.start(store, event)
    elif args.step == "next":
        hfh.next_hand(store, event)
    elif args.step == "end":
        hfh.end(store, event)
    elif args.step == "done":
        if args.table is None:
            raise InputError("--table", "", "name the table that reports its hand")
        busts = dict(_bust(store, event, text) for text in args.bust)
        done = hfh.hand_done(store, event, args.table, busts)
        if done.places:
            print(_places_line(store, event, done.places))
    print(status_line(hfh.status(store, event)))
    return 0


def _bust(store: Any, event: int, text: str) -> tuple[int, int | None]:
    """``NAME`` or ``NAME=STACK``: the entry (case- and accent-blind) and the stack."""
    from tdesk.names import lookup
    from tdesk.services.players import list_entries

    name, stack = text, None
    head, sep, tail = text.rpartition("=")
    if sep and tail.strip().replace(",", "").replace("_", "").isdigit():
        name, stack = head.strip(), int(tail.strip().replace(",", "").replace("_", ""))
    found = lookup(name, list_entries(store, event), lambda r: r.name)
    if len(found) != 1:
        raise InputError("--bust", name, "no such player in the event" if not found
                         else "more than one player has that name")
    return int(found[0].entry_id), stack


def _places_line(store: Any, event: int, places: Any) -> str:
    from tdesk.services.players import list_entries

    names = {r.entry_id: r.name for r in list_entries(store, event)}
    parts = [translate("cli", "{0}: place {1}").format(names.get(e, "?"), p)
             for e, p in sorted(places.items(), key=lambda kv: (kv[1], names.get(kv[0], "")))]
    return translate("cli", "Hand complete: {0}").format(", ".join(parts))


def status_line(info: Any) -> str:
    """The phase in one line, as the projector says it."""
    if not info.active:
        line = translate("cli", "Hand-for-hand is off (%n player(s) left, {0} paid).", None,
                         info.players_left).format(info.places_paid)
        if info.offer:
            line += " " + translate("cli", "Near the money: start it with tdesk hand-for-hand start.")
        return line
    if info.playing:
        return translate("cli", "HAND FOR HAND: hand {0}; tables still playing: {1}").format(
            info.hands, ", ".join(str(t) for t in info.playing))
    return translate("cli", "HAND FOR HAND: between hands ({0} dealt); deal the next hand with "
                      "tdesk hand-for-hand next").format(info.hands)
