"""The ``tdesk`` command's parser: its verbs, their options and their help.

Every help text is an English source marked for lupdate (``QT_TRANSLATE_NOOP("cli", …)``)
and said in the interface language when help is shown (``tdesk.cli.help_text``); each verb
group's module adds its own verbs (``add_parsers``).
"""

import argparse
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk import __version__
from tdesk.cli.help_text import Parser

THEMES = ("dark", "light")  # the projector's themes (tdesk.ui.wall.projector.THEMES), without Qt


def _common(default: object) -> argparse.ArgumentParser:
    """--db and --staff, accepted before or after the verb (SUPPRESS keeps the first one)."""
    common = Parser(add_help=False)
    common.add_argument("--db", metavar=QT_TRANSLATE_NOOP("cli", "URL"), default=default,
                        help=QT_TRANSLATE_NOOP("cli", "store to use: a SQLite file (path.db or "
                                                      "sqlite:///path.db) or "
                                                      "postgresql+psycopg://… (default: the "
                                                      "SQLite file in your user data folder)"))
    common.add_argument("--staff", default=default, help=QT_TRANSLATE_NOOP(
        "cli", "floor staff name for the audit log"))
    return common


def build_parser() -> argparse.ArgumentParser:
    common = _common(argparse.SUPPRESS)
    parser = Parser(
        prog="tdesk", parents=[_common(None)],
        description=QT_TRANSLATE_NOOP("cli", "tdesk: tournament desk for poker, OFC, heads-up "
                                             "leagues and card-game Swiss."))
    parser.add_argument("--version", action="version", version=f"tdesk {__version__}")
    verbs = parser.add_subparsers(
        dest="verb", metavar=QT_TRANSLATE_NOOP("cli", "VERB"),
        help=QT_TRANSLATE_NOOP("cli", "what to do (tdesk VERB --help says how)"))

    gui = verbs.add_parser("gui", parents=[common], help=QT_TRANSLATE_NOOP(
        "cli", "open the window (the default)"))
    gui.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event to show first"))

    demo = verbs.add_parser("demo", parents=[common],
                            help=QT_TRANSLATE_NOOP("cli", "create a demo store (events of all "
                                                          "four kinds) and open it"))
    demo.add_argument("--no-gui", action="store_true", help=QT_TRANSLATE_NOOP(
        "cli", "only create the demo store"))
    demo.add_argument("--yes", action="store_true", help=QT_TRANSLATE_NOOP(
        "cli", "recreate without asking"))

    imp = verbs.add_parser("import", parents=[common], help=QT_TRANSLATE_NOOP(
        "cli", "import players from CSV"))
    imp.add_argument("what", choices=["players"])
    imp.add_argument("file", type=Path)
    imp.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    imp.add_argument("--encoding", default="auto",
                     help=QT_TRANSLATE_NOOP("cli", "auto (default: detected), utf-8, utf-8-sig, "
                                                   "utf-16, cp1252, mac-roman, cp850, cp1251, "
                                                   "koi8-r, cp866, iso-8859-5, mac-cyrillic, "
                                                   "gbk, big5, shift-jis or euc-kr"))
    from tdesk.cli import imports as cli_import

    cli_import.add_arguments(imp)  # which person each row is (issues 35, 36)

    exp = verbs.add_parser("export", parents=[common],
                           help=QT_TRANSLATE_NOOP("cli", "export players or results to CSV, or a "
                                                         "Swiss event's rating list to JSON "
                                                         "(docs/rating-export.md)"))
    exp.add_argument("what", choices=["players", "results", "rating"])
    exp.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    exp.add_argument("-o", "--output", type=Path, required=True)

    prt = verbs.add_parser("print", parents=[common], help=QT_TRANSLATE_NOOP(
        "cli", "write a document as PDF"))
    prt.add_argument("document", help=QT_TRANSLATE_NOOP("cli", "document name (tdesk print list)"))
    prt.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    prt.add_argument("-o", "--output", type=Path, help=QT_TRANSLATE_NOOP(
        "cli", "PDF file to write"))
    prt.add_argument("--round", type=int, metavar=QT_TRANSLATE_NOOP(
        "cli", "N"), dest="round_number",
                     help=QT_TRANSLATE_NOOP("cli", "for a round's sheet (pairings, slips): round "
                                                   "N, not the latest"))
    prt.add_argument("--receipt", type=int, metavar=QT_TRANSLATE_NOOP(
        "cli", "N"), dest="receipt_number",
                     help=QT_TRANSLATE_NOOP("cli", "for the receipt: receipt N of the event, not "
                                                   "the newest"))
    prt.add_argument("--page", choices=("a4", "letter", "80mm"), default=None,
                     help=QT_TRANSLATE_NOOP("cli", "for the receipt: A4 (default), Letter or an "
                                                   "80 mm receipt roll"))
    prt.add_argument("--copy", action="store_true",
                     help=QT_TRANSLATE_NOOP("cli", "for the receipt: a reprint, marked COPY"))

    snap = verbs.add_parser("snapshot", parents=[common], help=QT_TRANSLATE_NOOP(
        "cli", "render a view to PNG"))
    snap.add_argument("view", help=QT_TRANSLATE_NOOP("cli", "view name (tdesk snapshot list)"))
    snap.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    snap.add_argument("-o", "--output", type=Path, help=QT_TRANSLATE_NOOP(
        "cli", "PNG file to write"))
    snap.add_argument("--size", default="1600x1000", help=QT_TRANSLATE_NOOP(
        "cli", "WIDTHxHEIGHT (default 1600x1000)"))
    snap.add_argument("--theme", choices=THEMES, default=None,
                      help=QT_TRANSLATE_NOOP("cli", "theme for views that have one (dark or "
                                                    "light)"))

    proj = verbs.add_parser("projector", parents=[common],
                            help=QT_TRANSLATE_NOOP("cli", "open the projector screen alone (a "
                                                          "second process or station)"))
    proj.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    proj.add_argument("--screen", type=int, default=None, help=QT_TRANSLATE_NOOP(
        "cli", "monitor number, from 1"))
    proj.add_argument("--theme", choices=THEMES, default=None)

    srv = verbs.add_parser("serve", parents=[common],
                           help=QT_TRANSLATE_NOOP("cli", "serve the read-only player screens on "
                                                         "the venue network"))
    srv.add_argument("--event", help=QT_TRANSLATE_NOOP("cli", "event name"))
    srv.add_argument("--host", default="0.0.0.0",
                     help=QT_TRANSLATE_NOOP("cli", "address to listen on (default: every "
                                                   "interface; 127.0.0.1: this computer only)"))
    srv.add_argument("--port", type=int, default=8080, help=QT_TRANSLATE_NOOP(
        "cli", "TCP port (default 8080)"))
    srv.add_argument("--code", default="", help=QT_TRANSLATE_NOOP(
        "cli", "access code the address must carry (optional)"))
    srv.add_argument("--seconds", type=float, default=None, help=argparse.SUPPRESS)

    bak = verbs.add_parser("backup", parents=[common], help=QT_TRANSLATE_NOOP(
        "cli", "write a consistent copy of the store"))
    bak.add_argument("-o", "--output", type=Path, required=True)
    from tdesk.cli import bounties as cli_bounties

    cli_bounties.add_parsers(verbs, common)  # bounties (issue 23)
    from tdesk.cli import satellite as cli_satellite

    cli_satellite.add_parsers(verbs, common)  # satellite, results (issue 23)
    from tdesk.cli import flights as cli_flights

    cli_flights.add_parsers(verbs, common)  # flights and Day 2 (issue 23)
    from tdesk.cli import judge_calls as cli_judge_calls

    cli_judge_calls.add_parsers(verbs, common)  # judge calls, extra time (issue 24)
    from tdesk.cli import decklists as cli_decklists

    cli_decklists.add_parsers(verbs, common)  # decklist import (issue 24)
    from tdesk.cli import hand_for_hand as cli_hand_for_hand

    cli_hand_for_hand.add_parsers(verbs, common)  # hand-for-hand (issue 23)
    from tdesk.cli import reinstate as cli_reinstate

    cli_reinstate.add_parsers(verbs, common)  # a wrong bust corrected (issue 35)
    from tdesk.cli import screens as cli_screens

    cli_screens.add_parsers(verbs, common)  # the room screens' line and logo (issue 35)
    from tdesk.cli import phones as cli_phones

    cli_phones.add_parsers(verbs, common)  # players' phones (issue 25)
    from tdesk.cli import staff_pins as cli_staff_pins

    cli_staff_pins.add_parsers(verbs, common)  # floor staff PINs for tablets (issue 39)
    from tdesk.cli import swiss_plans as cli_swiss_plans

    cli_swiss_plans.add_parsers(verbs, common)  # draft pods, reserved tables (issue 24)
    from tdesk.cli import card_terms as cli_card_terms

    cli_card_terms.add_parsers(verbs, common)  # prizes, late entries (issue 36)
    from tdesk.cli import ratings as cli_ratings

    cli_ratings.add_parsers(verbs, common)  # ratings per game (issue 26)
    from tdesk.cli import people as cli_people

    cli_people.add_parsers(verbs, common)  # the player database (issue 26)
    from tdesk.cli import series as cli_series

    cli_series.add_parsers(verbs, common)  # series and their leaderboards (issue 26)
    from tdesk.cli import walk_in as cli_walk_in

    cli_walk_in.add_parsers(verbs, common)  # the cashier's walk-in (issue 35)
    from tdesk.cli import new_event as cli_new_event

    cli_new_event.add_parsers(verbs, common)  # an event from an earlier one (issue 35)
    from tdesk.cli import plan as cli_plan

    cli_plan.add_parsers(verbs, common)  # when the event ends (issue 37)
    from tdesk.cli import venue as cli_venue

    cli_venue.add_parsers(verbs, common)  # host, join and standby on the venue (issue 39)
    return parser
