"""``tdesk import players`` (issues 35, 36): a player list into an event, each row matched to
the store's person it is, by the rule the import preview follows (``services/import_match``).
Apart from ``tdesk.cli`` so that file stays its size; ``cli`` adds the verb and calls ``run``.

    tdesk import players F.csv --event E               the same spelling taken; refused while
                                                      a row has namesakes or another spelling
    tdesk import players F.csv --event E --match       also take the one person spelled otherwise
    tdesk import players F.csv --event E --person 7=#305 --person 9=new   say it per line
    tdesk import players F.csv --event E --new-people  every row a new person (no matching)
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tdesk.errors import InputError

PEOPLE_HELP = QT_TRANSLATE_NOOP(
    "cli",
    "Each row is matched to the person of the player database it is, accent- and case-blind: "
    "a single person spelled exactly as the row is taken; a row with namesakes (two or more "
    "people of that name) or one person spelled otherwise (\"kate dixon\" for Kate Dixon) "
    "refuses the import, listing them, until each is said: --person LINE=#ID or LINE=new, "
    "--match (take the single person spelled otherwise; namesakes still need --person), or "
    "--new-people (every row a new person). A returning person keeps their rating and "
    "details; the file's values fill only what they lack.")


def add_arguments(imp: argparse.ArgumentParser) -> None:
    """The person-matching options of ``tdesk import``."""
    imp.description = PEOPLE_HELP
    how = imp.add_mutually_exclusive_group()
    how.add_argument("--match", action="store_true",
                     help=QT_TRANSLATE_NOOP("cli", "also take the single person whose name "
                                                   "differs only in accents or case (namesakes "
                                                   "still need --person)"))
    how.add_argument("--new-people", action="store_true",
                     help=QT_TRANSLATE_NOOP("cli", "make every row a new person (no matching)"))
    imp.add_argument("--person", action="append", default=[], metavar=QT_TRANSLATE_NOOP(
        "cli", "LINE=#ID|LINE=new"),
                     help=QT_TRANSLATE_NOOP("cli", "the person the file's line LINE is (#ID: the "
                                                   "person number, as tdesk person find shows; "
                                                   "new: a new person); repeatable"))


def _told(values: list[str], lines: list[int]) -> dict[int, int | None]:
    """{row index: person id or None} from ``--person LINE=#ID|new``."""
    index = {line: i for i, line in enumerate(lines)}
    out: dict[int, int | None] = {}
    from tdesk.services.people.people import person_number  # the one reading of "#ID" (issue 36)

    for value in values:
        told, _, who = value.partition("=")
        number = person_number(who)
        if not re.fullmatch(r"\s*\d+\s*", told) or (number is None and who.strip().casefold() != "new"):
            raise InputError("--person", value, "is not LINE=#ID or LINE=new (e.g. 7=#305)")
        line = int(told)
        if line not in index:
            raise InputError("--person", value, f"line {line} is no player row of the file")
        out[index[line]] = number
    return out


def _candidates(match: Any) -> str:
    return "; ".join(
        f"#{c.person_id} {c.name}" + (f" ({c.country})" if c.country else "")
        + (f", {', '.join(c.events)}" if c.events else "") for c in match.candidates)


def run(args: argparse.Namespace, open_store: Callable[..., Any],
        event_id_of: Callable[[Any, str | None], int],
        translate: Callable[..., str]) -> int:
    from tdesk.services.csv_io import read_players_csv
    from tdesk.services.people.import_match import MatchKind, decide, kept_values, match_rows
    from tdesk.services.players import import_players, registered_names

    store = open_store(args)
    event_id = event_id_of(store, args.event)
    path: Path = args.file
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError("File", str(path), exc.strerror or "cannot be read") from None
    preview = read_players_csv(data, args.encoding, registered_names(store, event_id))
    if preview.doubt:  # never import names that may be garbled without a person's look
        guess = preview.guess
        assert guess is not None
        print(f"  {preview.doubt}", file=sys.stderr)
        choices = " or ".join(f"--encoding {k}" for k in (guess.encoding, *guess.alternatives))
        raise InputError("CSV file", str(path),
                         f"the encoding is not sure; nothing was imported. Check the names "
                         f"(tdesk import … {choices})")
    if not preview.ok:
        for line in preview.errors:
            print(f"  {line}", file=sys.stderr)
        raise InputError("CSV file", str(path),
                         f"{len(preview.errors)} problem(s) listed above; nothing was imported")
    rows = [r for r in preview.rows if r.fields is not None]
    lines = [r.line for r in rows]
    players = [r.fields for r in rows if r.fields is not None]
    told = _told(args.person, lines)
    matches = match_rows(store, event_id, [p.name for p in players])
    decision = decide(matches, spelling=args.match, new_people=args.new_people, told=told)
    if decision.undecided:
        for i in decision.undecided:
            m = matches[i]
            what = ("people of that name" if m.kind is MatchKind.NAMESAKES
                    else "spelled otherwise in the player database")
            print(f"  Line {lines[i]}: {m.name}: {what}: {_candidates(m)}", file=sys.stderr)
        raise InputError(
            "CSV file", str(path),
            f"{len(decision.undecided)} row(s) listed above may be people already in the "
            "player database; say who each is with --person LINE=#ID or LINE=new, or --match "
            "(the single person spelled otherwise) or --new-people; nothing was imported")
    ids = import_players(store, event_id, players, persons=decision.persons)
    returning = sum(p is not None for p in decision.persons)
    print(translate("cli", "Imported %n player(s) ({0}).", None, len(ids))
          .format(preview.encoding) + " " + translate(
              "cli", "Returning people: {0}; new people: {1}.").format(
                  returning, len(ids) - returning))
    for i, person in enumerate(decision.persons):
        candidate = next((c for c in matches[i].candidates if c.person_id == person), None)
        if candidate is None:
            continue
        for _field, typed, kept in kept_values(players[i], candidate):
            print("  " + translate("cli", "Line {0}: {1} keeps {2} (the file says {3}).")
                  .format(lines[i], candidate.name, kept, typed))
    return 0
