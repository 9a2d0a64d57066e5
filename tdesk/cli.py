"""The ``tdesk`` command: the GUI by default, and headless verbs for scripts and reviewers.

Every error ends the command with one clear line on stderr and a non-zero exit, never a
traceback.
"""

import argparse
import getpass
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from tdesk import __version__
from tdesk.errors import TdeskError
from tdesk.locale_env import ensure_utf8_ctype


def _staff_default() -> str:
    try:
        return os.environ.get("TDESK_STAFF") or getpass.getuser()
    except Exception:  # noqa: BLE001 - no user name on some systems
        return ""


def _common(default: object) -> argparse.ArgumentParser:
    """--db and --staff, accepted before or after the verb (SUPPRESS keeps the first one)."""
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--db", metavar="URL", default=default,
                        help="store to use: sqlite:///path.db or postgresql+psycopg://… "
                             "(default: the SQLite file in your user data folder)")
    common.add_argument("--staff", default=default, help="floor staff name for the audit log")
    return common


def build_parser() -> argparse.ArgumentParser:
    common = _common(argparse.SUPPRESS)
    parser = argparse.ArgumentParser(
        prog="tdesk", parents=[_common(None)],
        description="tdesk: tournament desk for poker, OFC, heads-up leagues and card-game Swiss.")
    parser.add_argument("--version", action="version", version=f"tdesk {__version__}")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB")

    gui = verbs.add_parser("gui", parents=[common], help="open the window (the default)")
    gui.add_argument("--event", help="event to show first")

    demo = verbs.add_parser("demo", parents=[common],
                            help="create a demo store (one event of each kind) and open it")
    demo.add_argument("--no-gui", action="store_true", help="only create the demo store")
    demo.add_argument("--yes", action="store_true", help="recreate without asking")

    imp = verbs.add_parser("import", parents=[common], help="import players from CSV")
    imp.add_argument("what", choices=["players"])
    imp.add_argument("file", type=Path)
    imp.add_argument("--event", required=True)
    imp.add_argument("--encoding", default="auto",
                     help="auto (default), utf-8, utf-8-sig, cp1251 or gbk")

    exp = verbs.add_parser("export", parents=[common], help="export players to CSV")
    exp.add_argument("what", choices=["players"])
    exp.add_argument("--event", required=True)
    exp.add_argument("-o", "--output", type=Path, required=True)

    prt = verbs.add_parser("print", parents=[common], help="write a document as PDF")
    prt.add_argument("document", help="document name (tdesk print list)")
    prt.add_argument("--event", help="event name")
    prt.add_argument("-o", "--output", type=Path, help="PDF file to write")

    snap = verbs.add_parser("snapshot", parents=[common], help="render a view to PNG")
    snap.add_argument("view", help="view name (tdesk snapshot list)")
    snap.add_argument("--event", help="event name")
    snap.add_argument("-o", "--output", type=Path, help="PNG file to write")
    snap.add_argument("--size", default="1600x1000", help="WIDTHxHEIGHT (default 1600x1000)")
    snap.add_argument("--theme", default=None, help="theme for views that have one")

    proj = verbs.add_parser("projector", parents=[common],
                            help="open the projector screen alone (a second process or station)")
    proj.add_argument("--event", required=True)
    proj.add_argument("--screen", type=int, default=None, help="monitor number, from 1")
    proj.add_argument("--theme", choices=["dark", "light"], default=None)

    bak = verbs.add_parser("backup", parents=[common], help="write a consistent copy of the store")
    bak.add_argument("-o", "--output", type=Path, required=True)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    ensure_utf8_ctype()  # before Qt starts: no locale warning under C or Latin-1 locales
    args = build_parser().parse_args(argv)
    try:
        return _run(args)
    except TdeskError as exc:
        print(f"tdesk: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except OSError as exc:
        print(f"tdesk: {exc.strerror or exc}: {exc.filename or ''}".rstrip(": "), file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001 - a bug: report it in one line, details in a file
        from tdesk.crashlog import one_line

        print(f"tdesk: {one_line(exc)}", file=sys.stderr)
        return 3


def gui_main() -> int:
    return main(["gui", *sys.argv[1:]])


def _open(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    from tdesk.models.store import Store

    return Store(args.db, staff=args.staff if args.staff is not None else _staff_default())


def _event_id(store, name: str | None) -> int:  # type: ignore[no-untyped-def]
    from tdesk.errors import InputError
    from tdesk.services.events import find_event

    if not name:
        raise InputError("--event", "", "name the event (tdesk --db … gui lists them)")
    return find_event(store, name).id


def _run(args: argparse.Namespace) -> int:
    verb = args.verb or "gui"
    if verb == "gui":
        store = _open(args)
        from tdesk.ui.app import run_gui

        return run_gui(store, event=getattr(args, "event", None))
    if verb == "demo":
        return _demo(args)
    if verb == "import":
        return _import(args)
    if verb == "export":
        return _export(args)
    if verb == "print":
        return _print(args)
    if verb == "snapshot":
        return _snapshot(args)
    if verb == "projector":
        from tdesk.ui.projector import main as projector_main

        forwarded = ["--event", args.event]
        for flag, value in (("--db", args.db), ("--screen", args.screen), ("--theme", args.theme)):
            if value is not None:
                forwarded += [flag, str(value)]
        return projector_main(forwarded)
    if verb == "backup":
        store = _open(args)
        path = store.backup_to(args.output)
        print(f"Backup written to {path}")
        return 0
    raise AssertionError(verb)


def _demo(args: argparse.Namespace) -> int:
    from tdesk.services.demo import DEMO_EVENTS, create_demo
    from tdesk.services.events import list_events

    store = _open(args)
    names = {e.name for e in list_events(store)}
    present = [name for name, *_ in DEMO_EVENTS if name in names]
    replace = False
    if present:
        replace = args.yes or _ask(
            f"The store {store.location} already has the demo events. Recreate them? "
            "Their results will be lost. [y/N] ")
    events = create_demo(store, replace=replace)
    print(f"Demo store ready at {store.location} ({len(events)} events).")
    if args.no_gui:
        return 0
    from tdesk.ui.app import run_gui

    return run_gui(store, event=DEMO_EVENTS[0][0])


def _ask(question: str) -> bool:
    if not sys.stdin or not sys.stdin.isatty():
        return False
    return input(question).strip().lower() in ("y", "yes")


def _import(args: argparse.Namespace) -> int:
    from tdesk.errors import InputError
    from tdesk.services.csv_io import read_players_csv
    from tdesk.services.players import import_players, registered_names

    store = _open(args)
    event_id = _event_id(store, args.event)
    preview = read_players_csv(args.file.read_bytes(), args.encoding,
                               registered_names(store, event_id))
    if not preview.ok:
        for line in preview.errors:
            print(f"  {line}", file=sys.stderr)
        raise InputError("CSV file", str(args.file),
                         f"{len(preview.errors)} problem(s) listed above; nothing was imported")
    ids = import_players(store, event_id, preview.players)
    print(f"Imported {len(ids)} players ({preview.encoding}).")
    return 0


def _export(args: argparse.Namespace) -> int:
    from tdesk.services.csv_io import write_players_csv
    from tdesk.services.players import list_entries

    store = _open(args)
    rows = list_entries(store, _event_id(store, args.event))
    args.output.write_bytes(write_players_csv(rows))
    print(f"Exported {len(rows)} players to {args.output}")
    return 0


def _print(args: argparse.Namespace) -> int:
    from tdesk.errors import InputError
    from tdesk.print import registry

    if args.document == "list":
        for doc in registry.DOCUMENTS:
            print(f"{doc.key:16} {doc.title} ({', '.join(doc.kinds)})")
        return 0
    try:
        doc = registry.find(args.document)
    except KeyError:
        known = ", ".join(d.key for d in registry.DOCUMENTS)
        raise InputError("Document", args.document, f"unknown; choose one of {known}") from None
    if args.output is None:
        raise InputError("-o", "", "name the PDF file to write")
    store = _open(args)
    from tdesk.services.events import get_event

    event_id = _event_id(store, args.event)
    kind = get_event(store, event_id).kind
    if kind not in doc.kinds:
        raise InputError("Document", doc.key, f"is not available for a {kind} event")
    doc.renderer()(store, event_id, args.output)
    print(f"Wrote {args.output}")
    return 0


def _snapshot(args: argparse.Namespace) -> int:
    from tdesk.errors import InputError

    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        raise InputError("--size", args.size, "must be WIDTHxHEIGHT, e.g. 1600x1000") from None
    if not (200 <= width <= 8000 and 200 <= height <= 8000):
        raise InputError("--size", args.size, "each side must be 200 to 8000 pixels")
    from tdesk.ui import snapshot

    if args.view == "list":
        for name in snapshot.VIEWS:
            print(name)
        return 0
    if args.view not in snapshot.VIEWS:
        raise InputError("View", args.view, f"unknown; choose one of {', '.join(snapshot.VIEWS)}")
    if args.output is None:
        raise InputError("-o", "", "name the PNG file to write")
    store = _open(args)
    event_id = _event_id(store, args.event) if args.event else None
    snapshot.render(store, args.view, event_id, args.output, (width, height), theme=args.theme)
    print(f"Wrote {args.output}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
