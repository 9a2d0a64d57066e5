"""``tdesk staff`` (issue 39): the floor staff who open the staff pages on a tablet, and their
PINs, for a station without the window. Apart from ``tdesk.cli`` so that file stays its size.

    tdesk staff list
    tdesk staff set    --name NAME [--pin DIGITS]   (no --pin: a random one; shown once)
    tdesk staff revoke --name NAME
"""

from __future__ import annotations

import argparse
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import InputError

WHAT = ["list", "set", "revoke"]


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    staff = verbs.add_parser("staff", parents=[common],
                             help=QT_TRANSLATE_NOOP("cli", "floor staff PINs for the tablet "
                                                           "pages: list, set, revoke"))
    staff.add_argument("what", choices=WHAT)
    staff.add_argument("--name", default=None, help=QT_TRANSLATE_NOOP(
        "cli", "set, revoke: the staff member's name"))
    staff.add_argument("--pin", default=None,
                       help=QT_TRANSLATE_NOOP("cli", "set: the PIN, 6 to 12 digits (default: a "
                                                     "random one)"))


def run(args: argparse.Namespace, open_store: Any, translate: Any) -> int:
    from tdesk.services.venue import staff_pins
    from tdesk.timefmt import local_text

    store = open_store(args, read_only=args.what == "list")
    if args.what != "list" and not args.name:
        raise InputError("--name", "", "is needed: the staff member's name")
    if args.what == "set":
        pin = staff_pins.set_pin(store, args.name, args.pin)
        print(translate("cli", "PIN for {0}: {1} (write it down: it is not shown again)")
              .format(args.name, pin))
        return 0
    if args.what == "revoke":
        staff_pins.revoke(store, args.name)
        print(translate("cli", "PIN revoked for {0}").format(args.name))
        return 0
    rows = staff_pins.staff(store, revoked=True)
    if not rows:
        print(translate("cli", "No staff member has a PIN."))
    for row in rows:
        since = local_text(row.created_at, "%Y-%m-%d %H:%M")
        line = (translate("cli", "{0}: PIN set {1}").format(row.name, since) if row.active
                else translate("cli", "{0}: revoked {1}").format(
                    row.name, local_text(row.revoked_at, "%Y-%m-%d %H:%M")))
        print(line)
    return 0
