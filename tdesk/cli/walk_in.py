"""``tdesk walk-in`` (issue 35): the cashier's one verb for a player at the desk: their money
taken, registered if new (a returning person found by name, accent- and case-blind) and
seated, as one action; ``-o`` writes the ticket (the receipt, which is the seat card). Apart
from ``tdesk.cli`` so that file stays its size; ``cli`` adds the verb and calls ``run``.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.i18n import translate

PAGES = ("a4", "letter", "80mm")


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    """The verb's arguments, on the command's subparsers."""
    walk = verbs.add_parser(
        "walk-in", parents=[common],
        help=QT_TRANSLATE_NOOP("cli", "take a walk-in's entry (or a busted player's re-entry), "
                                      "register and seat them"))
    walk.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    who = walk.add_mutually_exclusive_group()
    who.add_argument("--name", help=QT_TRANSLATE_NOOP("cli", "the player's name (a returning "
                                                             "person is found by it)"))
    who.add_argument("--person", type=person_arg, metavar=QT_TRANSLATE_NOOP("cli", "#ID"),
                     help=QT_TRANSLATE_NOOP("cli", "a person of the player database, by number: "
                                                   "#305 or 305 (tdesk person find)"))
    walk.add_argument("--reentry", action="store_true",
                      help=QT_TRANSLATE_NOOP("cli", "a re-entry of a player who busted out of "
                                                    "the event"))
    walk.add_argument("--method", default="cash", help=QT_TRANSLATE_NOOP(
        "cli", "how they paid (default cash)"))
    walk.add_argument("--override", action="store_true",
                      help=QT_TRANSLATE_NOOP("cli", "take it although a paid place was already "
                                                    "given (PL-3, recorded)"))
    walk.add_argument("-o", "--output", type=Path, default=None,
                      help=QT_TRANSLATE_NOOP("cli", "write the ticket (the receipt with table, "
                                                    "seat and chips) as PDF"))
    walk.add_argument("--page", choices=PAGES, default="a4",
                      help=QT_TRANSLATE_NOOP("cli", "the ticket's page: A4 (default), Letter or "
                                                    "an 80 mm receipt roll"))


def person_arg(text: str) -> int:
    """``--person #305`` or ``--person 305``: the one reading of a person number."""
    from tdesk.services.people.people import person_number

    number = person_number(text)
    if number is None:
        raise argparse.ArgumentTypeError(
            translate("cli", "{0} is no person number (#305 or 305)").format(repr(text)))
    return number


def run(args: argparse.Namespace, open_store: Any, event_id: Any) -> int:
    """Run ``tdesk walk-in``; ``open_store`` and ``event_id`` are the command's own
    (``cli._open``, ``cli._event_id``)."""
    from tdesk.cli.output import check_target, write_whole
    from tdesk.errors import InputError
    from tdesk.services.money import receipts
    from tdesk.services.seating.walk_in import walk_in

    if args.name is None and args.person is None:
        raise InputError("--name", "", "name the player (or --person ID)")
    if args.output is not None:
        check_target(args.output)  # refused before any money is taken
    store = open_store(args, read_only=True)
    event = event_id(store, args.event)
    done = walk_in(store, event, name=args.name, person_id=args.person,
                   kind="reentry" if args.reentry else "entry", method=args.method,
                   override=args.override)
    print(summary_line(done))
    if args.output is not None:
        from tdesk.print.receipt import print_receipt

        write_whole(args.output, lambda path: print_receipt(store, event, path,
                                                            number=done.receipt,
                                                            page=args.page))
        receipts.record_print(store, event, done.receipt)  # written out: given
        print(translate("cli", "Ticket written to {0}.").format(args.output))
    return 0


def summary_line(done: Any) -> str:
    """"Zoë Walker: entry 110, receipt FD-0031 — table 3, seat 8, 20,000 chips"."""
    from tdesk.locale_format import number as number_text

    kind = (translate("cli", "re-entry") if done.kind == "reentry"
            else translate("cli", "entry"))
    head = translate("cli", "{0}: {1} {2}, receipt {3}").format(
        done.name, kind, number_text(done.amount), done.receipt_label)
    if done.table is None:
        return head + " — " + translate(
            "cli", "not seated yet: the draw seats them; {0} chips").format(
            number_text(done.chips))
    return head + " — " + translate("cli", "table {0}, seat {1}, {2} chips").format(
        done.table, done.seat, number_text(done.chips))
