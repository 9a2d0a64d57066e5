"""``tdesk person`` (issue 26): the player database from the command line. Apart from
``tdesk.cli`` so that file stays its size; ``cli`` adds the verb and calls ``run``.

    tdesk person find TEXT                      people matching TEXT (accent- and case-blind)
    tdesk person history NAME|#ID [-o F.pdf]   (#ID or ID: the number find lists)    every event the person played (or the sheet)
    tdesk person export -o F.csv [--with-contact]
    tdesk person import F.csv
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.cli.output import check_target, write_whole
from tdesk.errors import InputError, NotFoundError


def add_parsers(verbs: Any, common: argparse.ArgumentParser) -> None:
    """The verb's arguments, on the command's subparsers."""
    person = verbs.add_parser("person", parents=[common],
                              help=QT_TRANSLATE_NOOP("cli", "find a person, print their history, "
                                                            "export or import the player database"))
    person.add_argument("what", choices=["find", "history", "export", "import"])
    person.add_argument("text", nargs="?", default=None,
                        help=QT_TRANSLATE_NOOP("cli", "find: what to look for; history: the "
                                                      "person's name or #ID; import: the CSV file"))
    person.add_argument("-o", "--output", type=Path, default=None,
                        help=QT_TRANSLATE_NOOP("cli", "export: the CSV to write; history: a PDF "
                                                      "sheet to write"))
    person.add_argument("--with-contact", action="store_true",
                        help=QT_TRANSLATE_NOOP("cli", "export: include contact and notes "
                                                      "(private)"))
    person.add_argument("--limit", type=int, default=20, help=QT_TRANSLATE_NOOP(
        "cli", "find: at most this many"))


def run(args: argparse.Namespace, open_store: Any, translate: Any) -> int:
    """Run ``tdesk person``; ``open_store`` is the command's own."""
    if args.what in ("find", "history", "import") and not args.text:
        raise InputError("TEXT" if args.what != "import" else "FILE", "",
                         f"is needed to {args.what}")
    if args.what == "export" and args.output is None:
        raise InputError("-o", "", "is needed to export")
    if args.output is not None and args.what in ("export", "history"):
        check_target(args.output)  # before the store is read (issue 34)
    store = open_store(args, read_only=args.what != "import")
    if args.what == "find":
        return _find(store, args.text, args.limit, translate)
    if args.what == "history":
        return _history(store, args.text, args.output, translate)
    if args.what == "export":
        from tdesk.services.people.csv import export_people

        count = write_whole(args.output, lambda path: export_people(
            store, path, with_contact=args.with_contact))
        print(translate("cli", "Exported {0} people to {1}.").format(count, args.output))
        return 0
    from tdesk.services.people.csv import import_people

    added, matched = import_people(store, Path(args.text))
    print(translate("cli", "Imported {0} new people; {1} matched people already there.")
          .format(added, matched))
    return 0


def _find(store: Any, text: str, limit: int, translate: Any) -> int:
    from tdesk.locale_format import number
    from tdesk.services.people.people import find_people
    from tdesk.timefmt import date_text

    rows = find_people(store, text, limit=limit)
    if not rows:
        print(translate("cli", "Nobody matches {0!r}.").format(text))
        return 1
    for r in rows:
        last = (translate("cli", "last: {0}").format(
            r.last_event + (f" ({date_text(r.last_date)})" if r.last_date else ""))
            if r.last_event else "")
        cells = [f"#{r.person_id}", r.name, r.country, number(r.rating),
                 translate("cli", "%n event(s)", "", r.events), last,
                 "PEN-6" if r.pen6 else ""]
        print("  ".join(c for c in cells if c))
    return 0


def _history(store: Any, name: str, output: Path | None, translate: Any) -> int:
    from tdesk.engine_text import status
    from tdesk.locale_format import number
    from tdesk.services.people.history import person_history
    from tdesk.services.people.people import named
    from tdesk.timefmt import date_text

    found = named(store, name)  # "#12" or "12": a person by number, as find lists them
    if not found:
        raise NotFoundError(f"No person named {name!r} (tdesk person find {name!r} lists "
                            "near ones).")
    if len(found) > 1:
        listed = ", ".join(f"#{p.person_id} {p.name} ({p.country or '-'})" for p in found)
        raise InputError("Name", name, f"more than one person has it: {listed}; give the "
                         f"number instead (tdesk person history '#{found[0].person_id}')")
    person = found[0]
    if output is not None:
        from tdesk.print.person_history import print_person_history

        write_whole(output, lambda path: print_person_history(store, person.person_id, path))
        print(translate("cli", "Wrote {0}").format(output))
        return 0
    print(f"{person.name}  {person.country}  {number(person.rating)}".rstrip())
    header = [translate("cli", "Date"), translate("cli", "Event"), translate("cli", "Kind"),
              translate("cli", "Status"), translate("cli", "Place"), translate("cli", "Prize"),
              translate("cli", "Points"), translate("cli", "Penalties")]
    lines = [header]
    for r in person_history(store, person.person_id):
        place = "" if r.place is None else f"{r.place}/{r.field}"
        points = "" if r.points is None else (
            translate("cli", "lives: {0}").format(r.points) if r.kind == "league"
            else number(r.points) + (f" ({r.record})" if r.record else ""))
        lines.append([date_text(r.date), r.event, r.kind, status(r.status), place,
                      number(r.prize), points,
                      (str(r.penalties) if r.penalties else "") + (" PEN-6" if r.pen6 else "")])
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for line in lines:
        print("  ".join(cell.ljust(width) for cell, width in zip(line, widths, strict=True))
              .rstrip())
    return 0
