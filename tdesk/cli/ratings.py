"""``tdesk ratings`` (issue 26): what an event's results would do to its game's ratings, apply
them once (RAT-5), and a person's ratings per game. Apart from ``tdesk.cli`` so that file stays
its size; ``cli`` adds the verb and calls ``run``.

    tdesk ratings preview --event E
    tdesk ratings apply   --event E [--game Berserk] [--k 32]
    tdesk ratings show    NAME|#ID
"""

from __future__ import annotations

import argparse
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import InputError, NotFoundError


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    """The verb's arguments, on the command's subparsers."""
    rate = verbs.add_parser("ratings", parents=[common],
                            help=QT_TRANSLATE_NOOP("cli", "preview or apply an event's ratings, "
                                                          "or show a person's"))
    rate.add_argument("what", choices=["preview", "apply", "show"])
    rate.add_argument("name", nargs="?", default=None, help=QT_TRANSLATE_NOOP(
        "cli", "show: the person's name, or #ID (the number tdesk person find lists)"))
    rate.add_argument("--event", default=None, help=QT_TRANSLATE_NOOP(
        "cli", "preview, apply: the event"))
    rate.add_argument("--game", default=None, help=QT_TRANSLATE_NOOP(
        "cli", "apply: the game rated (RAT-1)"))
    rate.add_argument("--k", type=int, default=None, help=QT_TRANSLATE_NOOP(
        "cli", "apply: the K factor, 1 to 100"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any, translate: Any) -> int:
    """Run ``tdesk ratings``; ``open_store`` and ``event_id`` are the command's own."""
    from tdesk.services.people import ratings

    store = open_store(args, read_only=args.what != "apply")
    if args.what == "show":
        if not args.name:
            raise InputError("NAME", "", "name the person whose ratings to show")
        return _show(store, args.name, translate)
    event = event_id(store, args.event)
    if args.what == "apply":
        if args.game is not None or args.k is not None:
            ratings.set_terms(store, event, game=args.game, k=args.k)
        plan = ratings.apply_event(store, event)
        print(translate("cli", "Applied the {0} ratings of {1} players (K {2}).")
              .format(plan.game, len(plan.rows), plan.k))
    else:
        plan = ratings.preview(store, event)
    _print_plan(plan, translate)
    return 0


def _print_plan(plan: Any, translate: Any) -> None:
    from tdesk.rules.people.ratings import shown
    from tdesk.timefmt import local_text

    print(translate("cli", "{0}: {1}, K {2}").format(plan.event_name, plan.game, plan.k))
    if plan.applied_at is not None:
        print(translate("cli", "Applied at {0}.").format(local_text(plan.applied_at)))
    elif plan.pending:
        print(translate("cli", "Results still missing: {0}.").format(plan.pending))
    width = max((len(r.name) for r in plan.rows), default=0)
    for r in plan.rows:
        before, after = shown(r.before), shown(r.after)
        print(f"  {r.name:<{width}}  {before:>5} → {after:>5}  {after - before:+4d}  "
              + translate("cli", "({0} matches)").format(r.matches))


def _show(store: Any, name: str, translate: Any) -> int:
    from tdesk.services.people import people, ratings

    found = [(p.person_id, p.name) for p in people.named(store, name)]
    if not found:
        raise NotFoundError(f"No person called {name!r} in the store.")
    for player_id, shown_name in found:  # people of one name: each, told apart by number
        rows = ratings.ratings(store, player_id)
        print(shown_name if len(found) == 1 else f"{shown_name} (#{player_id})")
        if not rows:
            print("  " + translate("cli", "no ratings yet"))
        for r in rows:
            print(f"  {r.game}: {r.shown}  " + translate("cli", "({0} matches)").format(r.games))
    return 0
