"""The player database as CSV (issue 26): export it, and import one from another store or a
spreadsheet. Contact and notes are private: left out of an export unless asked for.

Reading reuses the player lists' reader (``csv_io``: encodings, delimiters, a row's
problems named with its line); the import is all or nothing.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from sqlmodel import select

from tdesk.errors import InputError
from tdesk.models.store import Store
from tdesk.models.tables import Player
from tdesk.names import fold
from tdesk.services import csv_io
from tdesk.services.people.people import list_people
from tdesk.services.players import PlayerFields

PUBLIC = ("name", "country", "rating", "events", "last_event", "last_date", "pen6")
PRIVATE = ("contact", "notes")


def people_csv(store: Store, *, with_contact: bool = False) -> bytes:
    """Every person by surname, UTF-8 with BOM (spreadsheets read every script); ``pen6``
    says "yes" for a person flagged for the rating database (PEN-6)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([*PUBLIC, *(PRIVATE if with_contact else ())])
    for r in list_people(store):
        cells: list[object] = [r.name, r.country, r.rating, r.events, r.last_event,
                               r.last_date.isoformat() if r.last_date else "",
                               "yes" if r.pen6 else "no"]
        if with_contact:
            cells += [r.contact, r.notes]
        writer.writerow([csv_io.neutralise(v) for v in cells])
    return out.getvalue().encode("utf-8-sig")


def export_people(store: Store, path: Path, *, with_contact: bool = False) -> int:
    """Write the database to ``path``; returns how many people were written."""
    data = people_csv(store, with_contact=with_contact)
    path.write_bytes(data)
    return max(0, data.decode("utf-8-sig").count("\r\n") - 1)


def read_people(data: bytes, encoding: str = "auto") -> list[tuple[int, PlayerFields]]:
    """The file's people as (line, fields), or an ``InputError`` listing every refused line.
    Two people may share a name (not a name and a country: that is one person twice)."""
    preview = csv_io.read_players_csv(data, encoding)
    errors = list(preview.problems)
    rows: list[tuple[int, PlayerFields]] = []
    seen: dict[tuple[str, str], int] = {}
    for row in preview.rows:
        if row.fields is None and "duplicate of line" in row.error:  # a namesake is fine here
            row = csv_io._parse_row(row.line, row.values, {}, set())
        if row.fields is None:
            errors.append(f"Line {row.line}: {row.error}")
            continue
        key = (fold(row.fields.name), row.fields.country.casefold())
        if key in seen:
            errors.append(f"Line {row.line}: {row.fields.name!r} ({row.fields.country or '-'})"
                          f": the same person as line {seen[key]}")
            continue
        seen[key] = row.line
        rows.append((row.line, row.fields))
    if errors:
        shown = "; ".join(errors[:5]) + (f"; and {len(errors) - 5} more" if len(errors) > 5
                                         else "")
        raise InputError("People file", f"{len(errors)} problem(s)", shown)
    return rows


def import_people(store: Store, path: Path, encoding: str = "auto") -> tuple[int, int]:
    """Add the file's people to the database, all or none; a person already there (the same
    name, accent- and case-blind, and country) is matched, and the file's rating, contact and
    notes fill in theirs (a blank cell erases nothing). Returns (added, matched)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError("File", str(path), exc.strerror or "cannot be read") from None
    rows = read_people(data, encoding)
    with store.action("import people", params={"file": path.name, "rows": len(rows)}) as scope:
        session = scope.session
        known: dict[tuple[str, str], Player] = {}
        for player in session.exec(select(Player).order_by(Player.id)).all():  # type: ignore[arg-type]
            known.setdefault((fold(player.name), player.country.casefold()), player)
        added = matched = 0
        for _line, f in rows:
            person = known.get((fold(f.name), f.country.casefold()))
            if person is None:
                session.add(Player(name=f.name, country=f.country, rating=f.rating,
                                   site_games=f.site_games, contact=f.contact, notes=f.notes))
                added += 1
                continue
            matched += 1
            for field in ("rating", "contact", "notes"):
                value = getattr(f, field)
                if value not in (None, "") and getattr(person, field) != value:
                    setattr(person, field, value)
                    session.add(person)
        scope.summary = f"Import people from {path.name}: {added} new, {matched} matched"
    return added, matched
