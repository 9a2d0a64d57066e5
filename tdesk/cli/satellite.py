"""``tdesk satellite`` and ``tdesk results`` (issue 23): set up a satellite from the command line
and read any event's results, a satellite's with its seats. Apart from ``tdesk.cli`` so that
file stays its size; ``cli`` adds these verbs and calls ``run``.
"""

from __future__ import annotations

import argparse
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import InputError
from tdesk.i18n import translate

REMAINDER_RULES = ("next_place", "seat_winners")
"""SAT-2's choices (``satellites.REMAINDER_RULES``; typed here so ``tdesk --help`` imports no
store code)."""
SEAT_CASH_RULES = ("never", "already_seated", "anyone")
"""SAT-5's choices (``satellites.SEAT_CASH_RULES``)."""


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    """The verbs' arguments, on the command's subparsers."""
    sat = verbs.add_parser(
        "satellite", parents=[common],
        help=QT_TRANSLATE_NOOP("cli", "make an event a satellite (seats to a target event), or "
                                      "show its seats"))
    sat.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    sat.add_argument("--seat-value", type=int, default=None, metavar=QT_TRANSLATE_NOOP(
        "cli", "AMOUNT"),
                     help=QT_TRANSLATE_NOOP("cli", "what one seat is worth (0: the target "
                                                   "event's buy-in and fee)"))
    sat.add_argument("--target", default=None, help=QT_TRANSLATE_NOOP(
        "cli", "the target event's name"))
    sat.add_argument("--remainder", choices=REMAINDER_RULES, default=None,
                     help=QT_TRANSLATE_NOOP("cli", "the cash left over goes to the next place "
                                                   "(default) or is shared by the seat winners "
                                                   "(SAT-2)"))
    sat.add_argument("--seat-cash", choices=SEAT_CASH_RULES, default=None,
                     help=QT_TRANSLATE_NOOP("cli", "who may take a seat's value in cash (SAT-5; "
                                                   "default already_seated)"))
    sat.add_argument("--off", action="store_true", help=QT_TRANSLATE_NOOP(
        "cli", "pay by the payout structure again"))
    sat.add_argument("--seat-as-cash", metavar=QT_TRANSLATE_NOOP("cli", "PLAYER"), default=None,
                     help=QT_TRANSLATE_NOOP("cli", "record that this seat winner takes the "
                                                   "seat's value in cash"))
    sat.add_argument("--already-seated", action="store_true",
                     help=QT_TRANSLATE_NOOP("cli", "with --seat-as-cash: the player already "
                                                   "holds a seat in the target"))
    res = verbs.add_parser("results", parents=[common],
                           help=QT_TRANSLATE_NOOP("cli", "print an event's results (a "
                                                         "satellite's with its seats)"))
    res.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any) -> int:
    """Run ``tdesk satellite`` or ``tdesk results``; ``open_store`` and ``event_id``
    are the command's own (``cli._open``, ``cli._event_id``)."""
    if args.verb == "results":
        store = open_store(args, read_only=True)
        return _results(store, event_id(store, args.event))
    store = open_store(args)
    event = event_id(store, args.event)
    return _satellite(args, store, event)


def _satellite(args: argparse.Namespace, store: Any, event: int) -> int:
    from tdesk.services.money import satellites

    if args.off:
        satellites.clear_satellite(store, event)
        print(translate("cli", "The event is paid by its payout structure again."))
        return 0
    winner = _player(store, event, args.seat_as_cash) if args.seat_as_cash is not None else None
    changes = (args.seat_value, args.target, args.remainder, args.seat_cash)
    if any(v is not None for v in changes):
        old = satellites.satellite_info(store, event)
        value = args.seat_value if args.seat_value is not None else (old.seat_value if old
                                                                     else 0)
        satellites.set_satellite(
            store, event, value,
            args.target if args.target is not None else (old.target if old else ""),
            args.remainder or (old.remainder if old else "next_place"),
            args.seat_cash or (old.seat_cash if old else "already_seated"))
    if winner is not None:
        satellites.take_seat_as_cash(store, event, winner, already_seated=args.already_seated)
    info = satellites.satellite_info(store, event)
    if info is None:
        print(translate("cli", "The event is not a satellite; set one with --seat-value and "
                         "--target."))
        return 0
    print(_setup_line(info))
    return 0


def _player(store: Any, event: int, name: str) -> int:
    """The entry of the player ``name`` (case- and accent-blind, as ``--event`` is found)."""
    from tdesk.names import lookup
    from tdesk.services.players import list_entries

    found = lookup(name, list_entries(store, event), lambda r: r.name)
    if len(found) != 1:
        raise InputError("--seat-as-cash", name, "no such player in the event" if not found
                         else "more than one player has that name")
    return int(found[0].entry_id)


def _setup_line(info: Any) -> str:
    from tdesk.locale_format import number as money

    target = info.target or translate("cli", "the target event")
    if info.problem:
        return translate("cli", "Seats of {0} to {1}: {2}").format(money(info.seat_value), target,
                                                             info.problem)
    text = translate("cli", "Prize pool {0}: %n seat(s) of {1} to {2}", None, info.seats).format(
        money(info.pool), money(info.seat_value), target)
    if info.cash:
        text += " · " + translate("cli", "remainder {0} in cash").format(money(info.cash))
    if info.over:
        text += " · " + translate("cli", "%n player(s) left: all win a seat", None,
                            info.players_left)
    return text


def _swiss_results(store: Any, event: int) -> bool:
    """A Swiss event's final standings (the Standings tab's and the sheet's order: the top
    cut first), place, name and points; False for any other kind (issue 37: it printed
    nothing)."""
    from tdesk.services.events import get_event
    from tdesk.services.swiss.final import final_rows

    if get_event(store, event).kind != "swiss":
        return False
    for r in final_rows(store, event):
        name = r.row.name + (" " + translate("cli", "(dropped)") if r.row.dropped else "")
        print(f"{r.place:>6}  {name}  "
              + translate("cli", "%n point(s)", None, r.row.standing.points))
    return True


def _results(store: Any, event: int) -> int:
    from tdesk.engine_text import deal_note
    from tdesk.locale_format import number as money
    from tdesk.print.satellite import seat_text
    from tdesk.services.money import money as svc
    from tdesk.services.money import satellites

    if _swiss_results(store, event):
        return 0
    info = satellites.satellite_info(store, event)
    if info is not None:
        print(_setup_line(info))
        for r in satellites.satellite_results(store, event):
            place = f"{r.place}–{r.place_to}" if r.place_to > r.place else str(r.place or "—")
            print(f"{place:>6}  {r.name}  {money(r.prize)}  {seat_text(r, info.target)}"
                  .rstrip())
        return 0
    collected = svc.bounties_collected(store, event)  # a bounty event's column (issue 35)
    for row in svc.results(store, event):
        name = translate("cli", "Kept back for the winner") if row.kept_back else row.name
        won = "" if collected is None or not row.entry_id else "  " + translate(
            "cli", "bounties {0}").format(money(collected.get(row.entry_id, 0)))
        print(f"{row.place or '—':>6}  {name}  {money(row.prize)}{won}  {deal_note(row)}"
              .rstrip())
    return 0
