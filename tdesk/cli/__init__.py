"""The ``tdesk`` command: the GUI by default, and headless verbs for scripts and reviewers.

Every error ends the command with one clear line on stderr and a non-zero exit, never a
traceback.
"""

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from tdesk import startup
from tdesk.cli import stores as cli_stores
from tdesk.cli.output import check_target, write_whole
from tdesk.errors import InputError, StoreError, TdeskError
from tdesk.locale_env import ensure_utf8_ctype

if TYPE_CHECKING:
    from tdesk.models.store import Store

READ_ONLY_VERBS = ("print", "snapshot", "export", "results")
SUPPORTED_BACKENDS = ("sqlite", "postgresql")
SQLITE_SUFFIXES = (".db", ".sqlite", ".sqlite3")


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """What the command says to the person (context "cli") in the interface language
    (TDESK_LANG), as the sheets do; Qt's translator is loaded only when a message is said.
    Error lines stay English, as the services write them (issue 21)."""
    from tdesk.i18n import translate as in_language

    return in_language(context, text, disambiguation, n)


def build_parser() -> argparse.ArgumentParser:
    """The command's parser (``tdesk.cli.parser``), imported once Qt may start."""
    from tdesk.cli.parser import build_parser as build

    return build()


def main(argv: Sequence[str] | None = None) -> int:
    ensure_utf8_ctype()  # before Qt starts: no locale warning under C or Latin-1 locales
    args = build_parser().parse_args(argv)
    startup.hold()  # released once the store is open, or the window is up
    try:
        return _run(args)
    except TdeskError as exc:
        # a refusal in the interface language where the catalogue knows its words, as the
        # window shows it (tdesk.engine_text); else as the service wrote it
        from tdesk import engine_text

        print(f"tdesk: {engine_text.message(str(exc))}", file=sys.stderr)
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
    finally:
        startup.release()
        cli_stores.close_all()


def gui_main() -> int:
    return main(["gui", *sys.argv[1:]])


def store_url(raw: str | None) -> str | None:
    """The store URL ``--db`` names: a URL, or a plain SQLite file path; None is the default.

    Refused in one line: an empty value, a word that is neither a URL nor a SQLite file, a
    database tdesk does not run on (MySQL…), and a SQLite file in a folder that does not exist
    (a typo must not create folders).
    """
    if raw is None:
        return None
    text = raw.strip()
    forms = "give a SQLite file (tdesk.db), sqlite:///path/tdesk.db or postgresql+psycopg://user@host/db"
    if not text:
        raise InputError("--db", raw, f"is empty; {forms}")
    if "://" not in text:
        path = Path(text).expanduser()
        if not (path.is_file() or path.suffix.lower() in SQLITE_SUFFIXES):
            raise InputError("--db", raw, f"is neither a store URL nor a SQLite file; {forms}")
        text = f"sqlite:///{path.absolute()}"
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        parsed = make_url(text)
    except ArgumentError:
        raise InputError("--db", raw, f"is not a store URL; {forms}") from None
    backend = parsed.get_backend_name()
    if backend not in SUPPORTED_BACKENDS:
        raise InputError("--db", raw, f"tdesk does not run on {backend}; stores are SQLite files "
                                      "or PostgreSQL databases")
    if backend == "sqlite" and parsed.database not in (None, "", ":memory:"):
        folder = Path(parsed.database).expanduser().absolute().parent
        if not folder.is_dir():
            raise InputError("--db", raw, f"the folder {folder} does not exist; create it first "
                                          "or choose another place")
    return text


def _require_existing(url: str | None) -> None:
    """A verb that only reads must not create an empty store (or its folders) by mistake."""
    from sqlalchemy.engine import make_url

    from tdesk.models.store import default_url

    parsed = make_url(url or default_url())
    if parsed.get_backend_name() != "sqlite":
        return
    if parsed.database in (None, "", ":memory:"):
        raise StoreError("An in-memory store is empty: there is nothing to read; "
                         "name a store file with --db.")
    path = Path(parsed.database).expanduser()
    if not path.is_file():
        raise StoreError(f"No store at {path}: nothing to read. Create one with "
                         "'tdesk demo' or in the window, or name another with --db.")


def _open(args: argparse.Namespace, *, read_only: bool = False,  # type: ignore[no-untyped-def]
          gui: bool = False, sign: bool = True):
    """The store ``--db`` names. The staff name comes from ``--staff``, TDESK_STAFF or Edit ›
    Floor staff name, never from the computer's login; a command line with none asks when
    it first writes (``sign``; ``cli_staff``), the window asks itself."""
    from tdesk.cli import staff as cli_staff
    from tdesk.models.store import Store, machine_station_id

    url = store_url(args.db)
    if read_only:
        _require_existing(url)
    if gui:
        staff = args.staff if args.staff is not None else os.environ.get("TDESK_STAFF", "")
    else:
        staff = cli_staff.known(args.staff)
    from tdesk import validate

    kind = cli_staff.SigningStore if sign and not gui else Store
    store = kind(url, staff=validate.text("Staff", staff, limit=validate.STAFF),
                 station=machine_station_id())
    cli_stores.remember(store, with_command=not gui)
    if not gui:
        for warning in store.warnings:  # the window shows them in a message box
            print(f"tdesk: warning: {warning}", file=sys.stderr)
        startup.release()  # a window releases once it is up
    return store


def _store_error_window(message: str) -> None:
    """The store cannot be opened: the window says why (the person may have no console)."""
    from tdesk.ui.app import application
    from tdesk.ui.widgets import messages

    application()
    messages.error(None, message)


def a_kind(kind: str) -> str:
    """'a poker event', 'an OFC event': the event kind with its article, for messages."""
    name = {"ofc": "OFC", "swiss": "Swiss", "league": "heads-up league"}.get(kind, kind)
    return f"{'an' if name[:1].lower() in 'aeiou' or name == 'OFC' else 'a'} {name} event"


def _event_id(store, name: str | None) -> int:  # type: ignore[no-untyped-def]
    """The event ``--event`` names; a missing one is refused listing the events, as a wrong
    one is (argparse does not require --event: it could not list them)."""
    from tdesk.services.events import event_names, find_event

    if not name:
        raise InputError("--event", "", f"name the event ({event_names(store)})")
    return find_event(store, name).id


def _run(args: argparse.Namespace) -> int:
    verb = args.verb or "gui"
    if verb in ("gui", "projector") or (verb == "demo" and not args.no_gui):
        _require_display(verb)
    if verb == "gui":
        from tdesk.paths import user_data_folder
        from tdesk.ui.app import run_gui
        from tdesk.ui.first_frame import sqlite_file

        # the event and its clock on screen first, the store opened behind them (issue 27)
        store_file = sqlite_file(args.db, user_data_folder() / "tdesk.db")
        try:
            return run_gui(lambda: _open(args, gui=True), event=getattr(args, "event", None),
                           store_file=store_file)
        except StoreError as exc:  # e.g. a failed upgrade, naming its backup: say it on screen
            _store_error_window(str(exc))
            raise
    if verb == "demo":
        return _demo(args)
    if verb == "import":
        from tdesk.cli import imports as cli_import

        return cli_import.run(args, _open, _event_id, translate)
    if verb == "export":
        return _export(args)
    if verb == "print":
        return _print(args)
    if verb == "snapshot":
        return _snapshot(args)
    if verb == "projector":
        from tdesk.ui.wall.projector import run_alone

        if not args.event:  # refused listing the events, as a wrong one is
            _event_id(_open(args, read_only=True), args.event)
        url = store_url(args.db)
        if url is not None:
            _require_existing(url)
        return run_alone(url, args.event, args.screen, args.theme)
    if verb == "backup":
        return _backup(args)
    if verb == "new-event":
        from tdesk.cli import new_event as cli_new_event

        return cli_new_event.run(args, _open, _event_id, translate)
    if verb == "plan":
        from tdesk.cli import plan as cli_plan

        return cli_plan.run(args, _open, _event_id)
    if verb == "walk-in":
        from tdesk.cli import walk_in as cli_walk_in

        return cli_walk_in.run(args, _open, _event_id)
    if verb == "bounties":
        from tdesk.cli import bounties as cli_bounties

        return cli_bounties.run(args, _open, _event_id)
    if verb in ("satellite", "results"):
        from tdesk.cli import satellite as cli_satellite

        return cli_satellite.run(args, _open, _event_id)
    if verb == "flights":
        from tdesk.cli import flights as cli_flights

        return cli_flights.run(args, _open, _event_id)
    if verb == "judge":
        from tdesk.cli import judge_calls as cli_judge_calls

        return cli_judge_calls.run(args, _open, _event_id)
    if verb in ("prizes", "late-entries"):
        from tdesk.cli import card_terms as cli_card_terms

        return cli_card_terms.run(args, _open, _event_id)
    if verb in ("pods", "tables"):
        from tdesk.cli import swiss_plans as cli_swiss_plans

        return cli_swiss_plans.run(args, _open, _event_id, translate)
    if verb == "phones":
        from tdesk.cli import phones as cli_phones

        return cli_phones.run(args, _open, _event_id, translate)
    if verb == "staff":
        from tdesk.cli import staff_pins as cli_staff_pins

        return cli_staff_pins.run(args, _open, translate)
    if verb == "decklist":
        from tdesk.cli import decklists as cli_decklists

        return cli_decklists.run(args, _open, _event_id, translate)
    if verb == "hand-for-hand":
        from tdesk.cli import hand_for_hand as cli_hand_for_hand

        return cli_hand_for_hand.run(args, _open, _event_id)
    if verb == "reinstate":
        from tdesk.cli import reinstate as cli_reinstate

        return cli_reinstate.run(args, _open, _event_id)
    if verb == "screens":
        from tdesk.cli import screens as cli_screens

        return cli_screens.run(args, _open, _event_id)
    if verb == "person":
        from tdesk.cli import people as cli_people

        return cli_people.run(args, _open, translate)
    if verb == "ratings":
        from tdesk.cli import ratings as cli_ratings

        return cli_ratings.run(args, _open, _event_id, translate)
    if verb == "series":
        from tdesk.cli import series as cli_series

        return cli_series.run(args, _open, _event_id, translate)
    if verb == "serve":
        return _serve(args)
    if verb in ("host", "join", "standby"):
        return _venue(args)
    raise AssertionError(verb)


def _venue(args: argparse.Namespace) -> int:
    from tdesk.cli import venue as cli_venue

    if args.verb in ("host", "standby"):
        return cli_venue.run_host(args, _open, translate)

    def window(url: str) -> int:  # the joined event, in the window
        args.db, args.verb = url, "gui"
        return _run(args)

    return cli_venue.run_join(args, window, translate)


def _serve(args: argparse.Namespace) -> int:
    from tdesk.web.serve import serve
    from tdesk.web.server import Settings

    if not 0 < args.port < 65536:
        raise InputError("--port", str(args.port), "must be between 1 and 65535")
    if args.code and not args.code.isalnum():
        raise InputError("--code", args.code, "use letters and digits only")
    store = _open(args, read_only=True, sign=False)  # its writes are the players' phones
    event_id = _event_id(store, args.event)
    from PySide6.QtCore import QLocale

    from tdesk.i18n import requested_language

    language = requested_language() or QLocale.system().name()  # the pages' default language
    return serve(store, event_id, Settings(args.host, args.port, args.code, language),
                 seconds=args.seconds)


def _require_display(verb: str) -> None:
    """Refuse a window on a computer without a display, in one line, before Qt aborts."""
    from tdesk.ui.wall.display import no_display_message

    message = no_display_message(verb)
    if message:
        raise TdeskError(message)


def _backup(args: argparse.Namespace) -> int:
    import sqlite3

    target = check_target(args.output)
    store = _open(args, read_only=True)
    if store.is_sqlite and store.path is None:
        raise StoreError("An in-memory store has nothing to back up; name a store file with --db.")
    try:
        write_whole(target, store.backup_to, what="the backup")
    except sqlite3.Error as exc:
        raise StoreError(f"Cannot write the backup to {target}: {exc}.") from None
    print(translate("cli", "Backup written to {0}").format(target))
    return 0


def _demo(args: argparse.Namespace) -> int:
    from tdesk.demo import DEMO_EVENTS, create_demo
    from tdesk.services.events import list_events

    store = _open(args, gui=not args.no_gui, sign=False)  # the demo's rows: nobody signs
    names = {e.name for e in list_events(store)}
    present = [name for name, *_ in DEMO_EVENTS if name in names]
    replace = False
    if present:
        if args.yes:
            replace = True
        elif _can_ask():
            replace = _ask(translate(
                "cli", "The store {0} already has the demo events. Recreate them? Their "
                "results will be lost. [y/N] ").format(store.location))
        else:
            print(translate("cli", "The store {0} already has the demo events: kept them as "
                                   "they are (no terminal to ask; add --yes to recreate them).")
                  .format(store.location))
    create_demo(store, replace=replace)
    # every event in the store (the demo's own kinds and its flights, satellite, PKO, draft,
    # the finished championship)
    print(translate("cli", "Demo store ready at {0} (%n event(s)).", None, len(list_events(store)))
          .format(store.location))
    if args.no_gui:
        return 0
    from tdesk.ui.app import run_gui

    return run_gui(store, event=DEMO_EVENTS[0][0], demo=True)


def _can_ask() -> bool:
    return bool(sys.stdin) and sys.stdin.isatty()


def _ask(question: str) -> bool:
    if not _can_ask():
        return False
    return input(question).strip().lower() in ("y", "yes")


def _export(args: argparse.Namespace) -> int:
    from tdesk.services.csv_io import write_players_csv
    from tdesk.services.players import list_entries

    check_target(args.output)
    store = _open(args, read_only=True)
    _require_sound(store, "nothing was exported")
    event_id = _event_id(store, args.event)
    if args.what == "rating":  # a Swiss event for the rating list (issue 24)
        from tdesk.services.people.rating_export import rating_json

        data = rating_json(store, event_id)
        write_whole(args.output, lambda path: path.write_bytes(data))
        print(translate("cli", "Exported the rating list to {0}").format(args.output))
        return 0
    if args.what == "results":  # places, prizes and deal notes (issue 14)
        from tdesk.engine_text import deal_note
        from tdesk.print.satellite import seat_text
        from tdesk.services.events import get_event
        from tdesk.services.money.satellites import results_csv  # a satellite's with seats

        if get_event(store, event_id).kind == "swiss":  # the final standings (issue 36)
            from tdesk.services.swiss.final_csv import final_results_csv

            data = final_results_csv(store, event_id)
        else:
            data = results_csv(store, event_id, note=deal_note, words=seat_text)
        write_whole(args.output, lambda path: path.write_bytes(data))
        print(translate("cli", "Exported results to {0}").format(args.output))
        return 0
    rows = list_entries(store, event_id)
    players = write_players_csv(rows)
    write_whole(args.output, lambda path: path.write_bytes(players))
    print(translate("cli", "Exported %n player(s) to {0}", None, len(rows))
          .format(args.output))
    return 0


def _require_sound(store, nothing: str) -> None:  # type: ignore[no-untyped-def]
    """A damaged store is refused before anything is read from it: a page SQLite cannot read
    could otherwise drop rows from an export or a sheet without a word."""
    from tdesk.models.backups import require_sound

    require_sound(store, nothing)


def _print(args: argparse.Namespace) -> int:
    from tdesk.print import registry

    if args.document == "list":
        width = max(len(doc.key) for doc in registry.DOCUMENTS)  # titles in one column
        for doc in registry.DOCUMENTS:
            print(f"{doc.key:{width}}  {translate('documents', doc.title)} "
                  f"({', '.join(doc.kinds)})")
        return 0
    try:
        doc = registry.find(args.document)
    except KeyError:
        known = ", ".join(d.key for d in registry.DOCUMENTS)
        raise InputError("Document", args.document, f"unknown; choose one of {known}") from None
    if args.output is None:
        raise InputError("-o", "", "name the PDF file to write")
    number = args.round_number
    if number is not None and not doc.by_round:
        rounds = ", ".join(d.key for d in registry.DOCUMENTS if d.by_round)
        raise InputError("--round", number, f"{doc.key} is not a round's sheet; these are: "
                                            f"{rounds}")
    if number is not None and number < 1:
        raise InputError("--round", number, "rounds are numbered from 1")
    options: dict[str, object] = {} if number is None else {"number": number}
    options |= _receipt_options(args, doc.key, doc.by_receipt)
    check_target(args.output)
    store = _open(args, read_only=True)
    _require_sound(store, "no PDF was written")
    from tdesk.services.events import get_event

    event_id = _event_id(store, args.event)
    kind = get_event(store, event_id).kind
    if kind not in doc.kinds:
        raise InputError("Document", doc.key, f"is not available for {a_kind(kind)}")
    render = doc.renderer()
    receipt = _receipt_number(store, event_id, options) if doc.by_receipt else None
    write_whole(args.output, lambda path: render(store, event_id, path, **options))
    if receipt is not None:  # a receipt written out is given: the next one says COPY
        from tdesk.services.money.receipts import record_print

        record_print(store, event_id, receipt)
    print(translate("cli", "Wrote {0}").format(args.output))
    return 0


def _receipt_number(store: "Store", event_id: int, options: dict[str, object]) -> int:
    """The receipt to write (the newest when none is named), marked COPY when it was printed
    before, from the window or the command line alike (issue 35)."""
    from tdesk.services.money import receipts

    number = int(options.get("number") or receipts.receipt(store, event_id).number)
    options["number"] = number
    options["copy"] = bool(options.get("copy")) or receipts.printed_before(store, event_id,
                                                                          number)
    return number


def _receipt_options(args: argparse.Namespace, key: str, by_receipt: bool) -> dict[str, object]:
    """--receipt N, --page and --copy: the receipt's own options (issue 23)."""
    given = {"--receipt": args.receipt_number, "--page": args.page,
             "--copy": args.copy or None}
    if not by_receipt:
        for flag, value in given.items():
            if value is not None:
                raise InputError(flag, value, f"is for the receipt, not {key}")
        return {}
    if args.receipt_number is not None and args.receipt_number < 1:
        raise InputError("--receipt", args.receipt_number, "receipts are numbered from 1")
    return {"number": args.receipt_number, "page": args.page or "a4", "copy": args.copy}


def _snapshot(args: argparse.Namespace) -> int:
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
    check_target(args.output)
    store = _open(args, read_only=True, gui=True)  # the window it draws shows the staff name
    event_id = _event_id(store, args.event) if args.event else None
    if event_id is not None:
        from tdesk.services.events import get_event

        kind = get_event(store, event_id).kind
        if not snapshot.available(args.view, kind):
            raise InputError("View", args.view, f"is not available for {a_kind(kind)}")
    write_whole(args.output, lambda path: snapshot.render(store, args.view, event_id, path,
                                                          (width, height), theme=args.theme))
    print(translate("cli", "Wrote {0}").format(args.output))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
