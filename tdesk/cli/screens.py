"""``tdesk screens`` (issue 35): the announcement line and the venue's logo the projector and
the TV page show, set from the command line as the Clock tab's "Room screens" box sets them.
Apart from ``tdesk.cli`` so that file stays its size; ``cli`` adds the verb and calls ``run``.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import InputError
from tdesk.i18n import translate


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    """The verb's arguments, on the command's subparsers."""
    cmd = verbs.add_parser(
        "screens", parents=[common],
        help=QT_TRANSLATE_NOOP("cli", "the announcement line and the venue logo on the projector "
                                      "and TV page"))
    cmd.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name (the announcement is "
                                                              "the event's)"))
    said = cmd.add_mutually_exclusive_group()
    said.add_argument("--announce", metavar=QT_TRANSLATE_NOOP("cli", "TEXT"), default=None,
                      help=QT_TRANSLATE_NOOP("cli", "one line under the clock, e.g. 'Dinner "
                                                    "break at 20:00 — bar open'"))
    said.add_argument("--clear", action="store_true", help=QT_TRANSLATE_NOOP(
        "cli", "take the announcement down"))
    logo = cmd.add_mutually_exclusive_group()
    logo.add_argument("--logo", metavar=QT_TRANSLATE_NOOP("cli", "FILE"), type=Path, default=None,
                      help=QT_TRANSLATE_NOOP("cli", "the venue's logo, a PNG or JPEG of at most "
                                                    "1 MB"))
    logo.add_argument("--no-logo", action="store_true", help=QT_TRANSLATE_NOOP(
        "cli", "remove the venue's logo"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any) -> int:
    """Run ``tdesk screens``: change what was asked, then say what the screens carry."""
    from tdesk.services.seating import room_screen

    store = open_store(args, read_only=True)  # the store must exist; the actions write to it
    event = event_id(store, args.event)
    if args.logo is not None:
        try:
            with args.logo.open("rb") as f:  # never more than the limit and one byte
                data = f.read(room_screen.MAX_LOGO_BYTES + 1)
        except OSError as exc:
            raise InputError("--logo", str(args.logo), exc.strerror or str(exc)) from exc
        room_screen.set_logo(store, data, source=args.logo.name)
    elif args.no_logo:
        room_screen.set_logo(store, None)
    if args.announce is not None or args.clear:
        room_screen.set_announcement(store, event, "" if args.clear else args.announce)
    said = room_screen.announcement(store, event)
    print(translate("cli", "Announcement: {0}").format(said) if said
          else translate("cli", "Announcement: none"))
    logo = room_screen.logo(store)
    print(translate("cli", "Venue logo: {0} bytes").format(f"{len(logo.data):,}") if logo
          else translate("cli", "Venue logo: none"))
    return 0
