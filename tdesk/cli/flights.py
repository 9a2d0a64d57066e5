"""``tdesk flights`` (issue 23, FLT-1..FLT-6): a flight's stop and bags, and the Day 2, from the
command line. Apart from ``tdesk.cli`` so that file stays its size; ``cli`` adds the verb and
calls ``run``.

- ``tdesk flights status --event E``: a flight's stop, or every flight of a parent and the
  whole event's totals;
- ``tdesk flights add --event PARENT --name "… Day 1B"``: a new flight of a parent;
- ``tdesk flights bag --event FLIGHT --count "Ann Wu=41500" …``: bag every player left;
- ``tdesk flights day2 --event PARENT [--seed N] [--tables N] [--yes]``: build the Day 2 from
  the bags and draw its seats (at random or by stack, as the parent is set). Whoever bagged
  more than once, and records of one name, are listed first; the build needs a "y" at the
  terminal or ``--yes`` (issue 35).
"""

from __future__ import annotations

import argparse
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import InputError
from tdesk.i18n import translate

ACTIONS = ("status", "add", "bag", "day2")


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    """The verb's arguments, on the command's subparsers."""
    fl = verbs.add_parser("flights", parents=[common],
                          help=QT_TRANSLATE_NOOP("cli", "flights of an event: stop, bags, Day 2"))
    fl.add_argument("action", choices=ACTIONS)
    fl.add_argument("--event",
                    help=QT_TRANSLATE_NOOP("cli", "the flight (status, bag) or the parent event "
                                                  "(add, day2)"))
    fl.add_argument("--name", default=None, help=QT_TRANSLATE_NOOP(
        "cli", "add: the new flight's event name"))
    fl.add_argument("--count", action="append", default=[], metavar=QT_TRANSLATE_NOOP(
        "cli", "PLAYER=CHIPS"),
                    help=QT_TRANSLATE_NOOP("cli", "bag: one player's bagged chips (repeat for "
                                                  "every player left)"))
    fl.add_argument("--seed", type=int, default=None, help=QT_TRANSLATE_NOOP(
        "cli", "day2: the seat draw's seed"))
    fl.add_argument("--tables", type=int, default=None, help=QT_TRANSLATE_NOOP(
        "cli", "day2: tables to seat Day 2 at"))
    fl.add_argument("--yes", action="store_true",
                    help=QT_TRANSLATE_NOOP("cli", "day2: build with the double bags listed, "
                                                  "without asking"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any) -> int:
    """Run ``tdesk flights``; ``open_store`` and ``event_id`` are the command's own."""
    if args.action == "status":
        store = open_store(args, read_only=True)
        return _status(store, event_id(store, args.event))
    store = open_store(args)
    event = event_id(store, args.event)
    if args.action == "add":
        return _add(args, store, event)
    if args.action == "bag":
        return _bag(args, store, event)
    return _day2(args, store, event)


def _n(value: int) -> str:
    from tdesk.locale_format import number

    return number(value)


def _status(store: Any, event: int) -> int:
    from tdesk.services.seating import flights

    if flights.flight_of(store, event) is not None:
        print(_flight_line(flights.flight_status(store, event)))
        return 0
    if not flights.flight_ids(store, event):
        print(translate("cli", "The event has no flights; add one with: tdesk flights add."))
        return 0
    whole = flights.whole_event(store, event)
    for status in whole.flights:
        print(_flight_line(status))
    print(translate("cli", "Whole event: {0} entries · prize pool {1} · {2} places paid").format(
        _n(whole.totals.entries), _n(whole.totals.pool), _n(whole.places_paid)))
    if whole.day2_players:
        print(translate("cli", "Day 2: {0} players · {1} chips").format(
            _n(whole.day2_players), _n(whole.day2_chips)))
    return 0


def _flight_line(status: Any) -> str:
    text = translate("cli", "Day {0}: {1} of {2} left").format(
        status.label, _n(status.players_left), _n(status.entries))
    if status.target is not None:
        text += " · " + translate("cli", "plays down to {0}").format(_n(status.target))
    if status.stopped and not status.bagged:
        text += " · " + translate("cli", "stop reached: bag the survivors")
    if status.bagged:
        text += " · " + translate("cli", "{0} bagged, {1} chips").format(
            _n(status.bagged), _n(status.bag_chips))
    return text


def _add(args: argparse.Namespace, store: Any, parent: int) -> int:
    from tdesk.services.seating import flights

    if not args.name:
        raise InputError("--name", "", "name the new flight's event")
    flight = flights.create_flight(store, parent, args.name)
    status = flights.flight_status(store, flight)
    print(translate("cli", "{0} is Day {1}.").format(args.name, status.label))
    return 0


def _counts(store: Any, event: int, typed: list[str]) -> dict[int, int]:
    from tdesk.names import lookup
    from tdesk.services.players import list_entries

    rows = [r for r in list_entries(store, event) if r.status == "active"]
    counts: dict[int, int] = {}
    for item in typed:
        name, sep, chips = item.rpartition("=")
        if not sep or not name.strip():
            raise InputError("--count", item, "write PLAYER=CHIPS")
        found = lookup(name.strip(), rows, lambda r: r.name)
        if len(found) != 1:
            raise InputError("--count", name, "no such player left in the flight" if not found
                             else "more than one player has that name")
        try:
            counts[int(found[0].entry_id)] = int(chips.replace(",", "").replace("_", ""))
        except ValueError:
            raise InputError("--count", item, "the chips must be a whole number") from None
    return counts


def _bag(args: argparse.Namespace, store: Any, event: int) -> int:
    from tdesk.services.seating import flights

    total = flights.bag_survivors(store, event, _counts(store, event, args.count))
    print(translate("cli", "Bagged: {0} players, {1} chips.").format(
        _n(len(args.count)), _n(total)))
    return 0


def _day2(args: argparse.Namespace, store: Any, parent: int) -> int:
    """Build the Day 2 and draw its seats; a Day 2 built but not yet seated is only drawn."""
    from tdesk.services.seating import flights
    from tdesk.services.seating.seating import seating_list

    if not flights.whole_event(store, parent).day2_players:
        review = flights.day2_review(store, parent)
        if review.asks:
            _print_review(review)
            if not (args.yes or _ask(translate("cli", "Build Day 2 with these bags? [y/N] "))):
                print(translate("cli", "Day 2 is not built: answer y, or add --yes, to build it "
                                       "with these bags."))
                return 1
        field = flights.build_day2(store, parent, agreed=review)
        print(translate("cli", "Day 2: {0} players · {1} chips · {2} chips forfeited.").format(
            _n(field.players), _n(field.chips), _n(field.forfeited_chips)))
    if seating_list(store, parent):
        print(translate("cli", "Day 2 is seated already."))
        return 0
    seed = flights.draw_day2(store, parent, tables=args.tables, seed=args.seed)
    print(translate("cli", "Day 2 seats drawn (seed {0}).").format(seed))
    return 0


def _ask(question: str) -> bool:
    import sys

    if not (sys.stdin and sys.stdin.isatty()):
        return False
    return input(question).strip().lower() in ("y", "yes")


def _rule_words(rule: Any) -> str:
    from tdesk.rules.seating.flights import Advance

    return {Advance.BEST_STACK: translate("cli", "the best stack plays"),
            Advance.FIRST_BAG: translate("cli", "the first bag plays"),
            Advance.LAST_BAG: translate("cli", "the last bag plays"),
            Advance.ONE_BAG: translate("cli", "one bag only")}[rule]


def _print_review(review: Any) -> None:
    """Who bagged more than once (the rule, the bags forfeited) and the likely duplicates."""
    def bag(b: Any) -> str:
        return translate("cli", "Day {0} {1}").format(b.label, _n(b.chips))

    if review.doubles:
        print(translate("cli", "Bagged more than once ({0}):").format(_rule_words(review.rule)))
        for d in review.doubles:
            print("  " + translate("cli", "{0}: {1} plays; forfeited {2}").format(
                d.name, bag(d.kept), ", ".join(bag(b) for b in d.forfeited)))
        print(translate("cli", "Chips forfeited: {0}").format(_n(review.forfeited_chips)))
    if review.duplicates:
        print(translate("cli", "Different records whose names differ only by accents or case "
                               "(each plays Day 2 unless merged in the player database first):"))
        for d in review.duplicates:
            print("  " + " / ".join(d.names) + ": " + ", ".join(bag(b) for b in d.bags))
