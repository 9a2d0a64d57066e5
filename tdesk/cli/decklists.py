"""``tdesk decklist import --event NAME FILE…`` (issue 24) and ``tdesk decklist any-number
--event NAME [CARD…] [--none]`` (DECK-4, issue 36): register decklists from text
files, the good ones in one action; each list refused is named with its file, player and
reason on stderr, and the exit status is 1 (issue 36). When no list can be registered nothing
is saved and the status is 2. A file is one player's list named after the player ("Anna Petrova.txt"),
or several lists each under a line ``# Player: Name``. Apart from ``tdesk.cli`` so that file
stays its size; ``cli`` adds the verb and calls ``run``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    """The verb's arguments, on the command's subparsers."""
    deck = verbs.add_parser("decklist", parents=[common],
                            help=QT_TRANSLATE_NOOP("cli", "register decklists from text files "
                                                          "(DECK-1..DECK-5)"))
    actions = deck.add_subparsers(dest="decklist_action", metavar=QT_TRANSLATE_NOOP(
        "cli", "ACTION"), required=True)
    imp = actions.add_parser(
        "import", parents=[common],
        help=QT_TRANSLATE_NOOP("cli", "import lists: a file per player named after them, or '# "
                                      "Player: Name' headers"))
    imp.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    imp.add_argument("files", nargs="+", type=Path, metavar=QT_TRANSLATE_NOOP("cli", "FILE"))
    imp.add_argument("--head-judge", action="store_true",
                     help=QT_TRANSLATE_NOOP("cli", "after round 1 is paired: the head judge "
                                                   "changes locked lists (DECK-5); needs --reason"))
    imp.add_argument("--reason", default="", help=QT_TRANSLATE_NOOP(
        "cli", "why a locked list changes (the log keeps it)"))
    anyn = actions.add_parser(
        "any-number", parents=[common],
        help=QT_TRANSLATE_NOOP("cli", "show or set the cards allowed in any number of copies "
                                      "(DECK-4)"))
    anyn.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    anyn.add_argument("names", nargs="*", metavar=QT_TRANSLATE_NOOP("cli", "CARD"),
                      help=QT_TRANSLATE_NOOP("cli", "the card names (quote a name with spaces); "
                                                    "none: show the list"))
    anyn.add_argument("--none", action="store_true", dest="clear",
                      help=QT_TRANSLATE_NOOP("cli", "no card is allowed in any number (clears "
                                                    "the list)"))


def run(args: argparse.Namespace, open_store: Any, event_id: Any, say: Any) -> int:
    """Run ``tdesk decklist import``; ``open_store`` and ``event_id`` are the command's own
    (``cli._open``, ``cli._event_id``); ``say`` (``cli.translate``) is taken for the verbs'
    one shape, the words here call ``tdesk.i18n.translate`` with their literal context."""
    from tdesk import engine_text
    from tdesk.i18n import translate  # literal contexts, so lupdate files the words
    from tdesk.services.swiss import decklists

    store = open_store(args, read_only=True)  # the store must exist; the import writes to it
    event = event_id(store, args.event)
    if args.decklist_action == "any-number":
        return _any_number(args, store, event)
    lists = decklists.read_files(args.files)
    result = decklists.import_lists(store, event, lists, head_judge=args.head_judge,
                                    reason=args.reason)
    for player, how in result.done:
        text = (translate("cli", "Registered: {0}") if how == "registered"
                else translate("cli", "Replaced: {0}"))
        print(text.format(player))
    for refused in result.refused:
        print(translate("cli", "Not imported: {0} ({1}): {2}").format(
            refused.player, refused.file, engine_text.message(refused.reason)), file=sys.stderr)
    missing = decklists.missing(store, event)
    print(translate("cli", "Lists still missing: {0}").format(len(missing)))
    return 1 if result.refused else 0


def _any_number(args: argparse.Namespace, store: Any, event: int) -> int:
    """``tdesk decklist any-number``: show the list, set it (the names given) or clear it."""
    from tdesk.errors import InputError
    from tdesk.i18n import translate
    from tdesk.rules.swiss.decklists import ANY_NUMBER_KEY
    from tdesk.services.events import get_event
    from tdesk.services.swiss import decklists

    if args.clear and args.names:
        raise InputError("--none", " ".join(args.names), "give card names or --none, not both")
    if args.clear or args.names:
        names = decklists.set_any_number(store, event, [] if args.clear else args.names)
    else:
        names = list(get_event(store, event).settings.get(ANY_NUMBER_KEY, []))
    print(translate("cli", "Cards allowed in any number: {0}").format(
        ", ".join(names) if names else translate("cli", "none")))
    return 0
