"""The store's people (issue 26): one record per person across every event, found accent- and
case-blind when registering, edited, and duplicates merged by hand (one undoable action).

A person is a ``Player`` row; each event they play holds an ``Entry`` pointing at it
(``players.add_player(..., person_id=)`` reuses the record). A person's history across events
is ``people_history``; import and export of the database ``people_csv``.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy.orm.attributes import flag_modified
from sqlmodel import Session, col, select

from tdesk import validate
from tdesk.errors import ConflictError, NotFoundError
from tdesk.models.penalties import PenaltyRecord
from tdesk.models.store import ChangeNote, Store
from tdesk.models.tables import Entry, Event, Player
from tdesk.names import fold, lookup, matches, sort_key
from tdesk.rules import people as rules
from tdesk.rules.penalties import Severity, player_status
from tdesk.rules.people import ratings as rating_rules
from tdesk.services.penalties.rows import _RULE_COLUMNS, _to_rule
from tdesk.services.people.ratings import event_game, merge_ratings, ratings_for
from tdesk.services.players import MAX_RATING, _refuse_duplicates
from tdesk.services.rule_refusal import refuse_unless
from tdesk.timefmt import local_text


@dataclass(frozen=True)
class PenaltyFlag:
    """A penalty that flags the person for the rating database (PEN-6): a disqualification
    without prizes or a suspension, not rescinded; the judge sees them when registering."""

    event: str
    penalty: str  # the CCG ladder's step ("disqualification_no_prizes", "suspension")
    reason: str
    round: int | None

    @property
    def label(self) -> str:
        """The step's English name ("Disqualification without prizes"), for engine_text."""
        return Severity.parse(self.penalty).label


_NO_PRIZES = Severity.DISQUALIFICATION_NO_PRIZES


@dataclass(frozen=True)
class PersonRow:
    """One person as the registration desk and the player database list them."""

    person_id: int
    name: str
    country: str
    rating: int | None
    events: int
    last_event: str  # "" when the person plays no event (every entry removed)
    last_date: dt.date | None
    flags: tuple[PenaltyFlag, ...] = ()
    contact: str = ""  # private: shown only in the player database dialog (issue 26)
    notes: str = ""
    version: int = 1
    game: str = ""  # the registering event's game (RAT-1), when asked for one
    game_rating: int | None = None  # their rating for ``game`` from results, shown whole

    @property
    def pen6(self) -> bool:
        """Flagged for the rating database in some event (PEN-6)."""
        return bool(self.flags)


@dataclass(frozen=True)
class PersonFields:
    """What the player database edits about a person; validated by ``checked``."""

    name: str
    country: str = ""
    rating: int | None = None
    contact: str = ""
    notes: str = ""

    def checked(self) -> PersonFields:
        return replace(
            self, name=validate.name("Name", self.name),
            rating=validate.optional_integer("Rating", self.rating, low=0, high=MAX_RATING),
            country=validate.text("Country", self.country, limit=validate.COUNTRY),
            contact=validate.text("Contact", self.contact, limit=validate.CONTACT),
            notes=validate.text("Notes", self.notes, limit=validate.NOTES, multiline=True))


def match_rank(query: str, name: str) -> int | None:
    """How well a typed ``query`` finds ``name``, accent- and case-blind: 0 the same name,
    1 the name starts with it, 2 every word typed is in it; None: not found.

    >>> match_rank("bjorn oberg", "Björn Öberg"), match_rank("ober", "Björn Öberg")
    (0, 2)
    >>> match_rank("ИВАНОВА", "Анна Иванова"), match_rank("иван", "Иван Петров")
    (2, 1)
    """
    if not matches(query, name):
        return None
    wanted, target = fold(query), fold(name)
    return 0 if wanted == target else 1 if target.startswith(wanted) else 2


def find_people(store: Store, text: str, limit: int = 10, *,
                event_id: int | None = None) -> list[PersonRow]:
    """The people whose name has every word of ``text`` (accent- and case-blind: "oberg"
    finds Björn Öberg, "ИВАНОВА" finds Иванова), the same name first, then by surname.
    With ``event_id`` (the registration desk) each row carries the person's rating for that
    event's game from earlier results (RAT-1), when they have one."""
    text = validate.text("Search", text, limit=validate.NAME)
    limit = validate.integer("Limit", limit, low=1, high=validate.MAX_COUNT)
    if not text.strip():
        return []
    with store.read() as session:
        names = session.connection().execute(select(Player.id, Player.name)).all()
        ranked = sorted(((rank, sort_key(name), pid) for pid, name in names
                         if (rank := match_rank(text, name)) is not None))[:limit]
        rows = _people(session, [pid for _, _, pid in ranked])
        if event_id is not None and rows:
            game = event_game(session, event_id)
            held = ratings_for(session, rows, game)
            rows = {pid: replace(row, game=game, game_rating=None if pid not in held
                                 else rating_rules.shown(held[pid]))
                    for pid, row in rows.items()}
    return [rows[pid] for _, _, pid in ranked]


def list_people(store: Store) -> list[PersonRow]:
    """Every person of the store, by surname (the player database dialog with no search)."""
    with store.read() as session:
        ids = list(session.exec(select(Player.id)).all())
        rows = _people(session, [i for i in ids if i is not None])
    return sorted(rows.values(), key=lambda r: sort_key(r.name))


def get_person(store: Store, person_id: int) -> PersonRow:
    person_id = validate.identifier("Person", person_id)
    with store.read() as session:
        _person(session, person_id)
        return _people(session, [person_id])[person_id]


def find_by_name(store: Store, name: str) -> list[PersonRow]:
    """The people called ``name`` as typed on a command line: the exact spelling, else the
    accent- and case-blind one ("bjorn oberg"); several back: the name is ambiguous."""
    return lookup(name, find_people(store, name, limit=validate.MAX_COUNT), lambda r: r.name)


def person_number(text: str) -> int | None:
    """The person number a command line gives ("#305", "305", "# 305"), as ``tdesk person
    find`` lists them; None when ``text`` is a name.

    >>> person_number("#305"), person_number(" 305 "), person_number("Anna #2")
    (305, 305, None)
    """
    found = re.fullmatch(r"\s*#?\s*(\d+)\s*", text)
    return int(found.group(1)) if found else None


def named(store: Store, text: str) -> list[PersonRow]:
    """The people a command line names: the person of the number (``person_number``;
    NotFoundError when nobody has it), else ``find_by_name`` (several: namesakes)."""
    number = person_number(text)
    return [get_person(store, number)] if number is not None else find_by_name(store, text)


def update_person(store: Store, person_id: int, fields: PersonFields, *,
                  version: int | None = None) -> None:
    """Save the player database's edit of a person: every event shows the new name. Refused
    when an event they play already has another player of the new name, or when another
    station saved the person since (``version``, issue 9)."""
    person_id = validate.identifier("Person", person_id)
    fields = fields.checked()
    with store.action("edit person", params={"person_id": person_id, "name": fields.name},
                      summary=f"Edit person {fields.name}") as scope:
        session = scope.session
        player = _person(session, person_id)
        if version is not None and player.version != version:
            raise ConflictError(store.stale_message(f"Player {player.name!r}", "player",
                                                    person_id))
        for entry in session.exec(select(Entry).where(Entry.player_id == person_id)).all():
            _refuse_duplicates(session, entry.event_id, [fields.name], except_entry=entry.id)
        flag_modified(player, "name")  # every save bumps the version
        player.name, player.country, player.rating = fields.name, fields.country, fields.rating
        player.contact, player.notes = fields.contact, fields.notes
        session.add(player)


@dataclass(frozen=True)
class MergeChance:
    """What a merge is checked against (PPL-2), read once: the two records and the events
    both play. The Merge button gates with it; `merge_people` builds the same object under
    the write lock and runs the same `verify`, so the disabled button's tooltip is the
    refusal of a forced merge (issue 38)."""

    keep: int
    duplicate: int
    shared: tuple[str, ...]

    def verify(self) -> None:
        rules.verify_merge(self.keep, self.duplicate, shared_events=self.shared)


def merge_chance(store: Store, keep: int, duplicate: int) -> MergeChance:
    """The Merge button's check for these two records (the events both play, read now)."""
    with store.read() as session:
        return MergeChance(keep, duplicate, tuple(_shared(session, keep, duplicate)))


class PersonChanged(ConflictError):
    """A merge asked about two records one of which another station saved since (issue 36):
    refused, so that the edit is never deleted with the duplicate. ``note`` says who and when
    (None when the log no longer tells), for the window's own wording."""

    def __init__(self, name: str, person_id: int, note: ChangeNote | None) -> None:
        self.name, self.person_id, self.note = name, person_id, note
        who = "" if note is None else (
            f" by {note.who} at {local_text(note.at, '%H:%M:%S')} ({note.summary})")
        super().__init__(f"{name} (#{person_id}) was changed{who} after the merge was asked; "
                         "nothing was merged. Check both records, then merge again.")


def merge_people(store: Store, keep: int, duplicate: int, *,
                 versions: tuple[int, int] | None = None) -> None:
    """Merge a duplicate record into the person kept (PPL-2): the duplicate's entries move to
    the kept person, the duplicate is deleted; one undoable action (undo restores both).
    Refused when both play one event, when the kept name is already taken in an event the
    duplicate plays (by a third player), or (``versions``: the kept person's and the
    duplicate's as the merge was asked) when another station saved either since."""
    keep = validate.identifier("Person kept", keep)
    duplicate = validate.identifier("Duplicate", duplicate)
    with store.action("merge people", params={"keep": keep, "duplicate": duplicate}) as scope:
        session = scope.session
        kept, dup = _person(session, keep), _person(session, duplicate)
        for person, seen in zip((kept, dup), versions or (), strict=False):
            if person.version != seen:  # checked under the write lock: no edit slips by
                assert person.id is not None
                raise PersonChanged(person.name, person.id,
                                    store.last_change("player", person.id))
        chance = MergeChance(keep, duplicate, tuple(_shared(session, keep, duplicate)))
        refuse_unless(chance.verify)  # the Merge button's check, in the rule's words
        entries = session.exec(select(Entry).where(Entry.player_id == duplicate)).all()
        for entry in entries:
            _refuse_duplicates(session, entry.event_id, [kept.name], except_entry=entry.id)
            entry.player_id = keep
            session.add(entry)
        session.flush()
        merge_ratings(session, keep, duplicate)  # RAT-8: the duplicate's ratings are not lost
        session.delete(dup)
        scope.summary = (f"Merge {dup.name} (#{duplicate}) into {kept.name} (#{keep}): "
                         f"{len(entries)} entries moved")


def pen6_flags(session: Session, entry_ids: Collection[int]) -> dict[int, PenaltyFlag]:
    """{entry_id: the penalty flagging it for the rating database (PEN-6)} for the entries so
    flagged (a standing disqualification without prizes or a suspension); read in the
    caller's session."""
    if not entry_ids:
        return {}
    rows = session.connection().execute(
        select(*_RULE_COLUMNS, Event.name.label("event_name"))  # type: ignore[attr-defined]
        .join(Event, col(Event.id) == PenaltyRecord.event_id)
        .where(col(PenaltyRecord.entry_id).in_(list(entry_ids)), PenaltyRecord.ladder == "ccg")
        .order_by(col(PenaltyRecord.id))).all()
    logs: dict[int, list[Any]] = {}
    for row in rows:
        logs.setdefault(row.entry_id, []).append(row)
    out: dict[int, PenaltyFlag] = {}
    for entry_id, log in logs.items():
        if not player_status([_to_rule(r) for r in log]).report_to_rating_db:
            continue
        top = next(r for r in reversed(log)
                   if not r.rescinded and Severity.parse(r.penalty) >= _NO_PRIZES)
        out[entry_id] = PenaltyFlag(top.event_name, top.penalty, top.reason, top.round)
    return out


def _people(session: Session, ids: Iterable[int]) -> dict[int, PersonRow]:
    """The rows of these people, their events counted and the last one named, in three
    queries whatever their number."""
    wanted = list(ids)
    if not wanted:
        return {}
    players = session.connection().execute(
        select(Player.id, Player.name, Player.country, Player.rating, Player.contact,
               Player.notes, Player.version).where(col(Player.id).in_(wanted))).all()
    entries = session.connection().execute(
        select(Entry.id, Entry.player_id, Event.name, Event.date, Event.created_at)
        .join(Event, col(Event.id) == Entry.event_id)
        .where(col(Entry.player_id).in_(wanted))).all()
    by_person: dict[int, list[tuple[int, str, dt.date | None, dt.datetime]]] = {}
    for entry_id, pid, name, date, created in entries:
        by_person.setdefault(pid, []).append((entry_id, name, date, created))
    flags = pen6_flags(session, [e[0] for e in entries])
    out = {}
    for pid, name, country, rating, contact, notes, version in players:
        played = sorted(by_person.get(pid, []), key=_when)
        last = played[-1] if played else None
        out[pid] = PersonRow(
            pid, name, country, rating, len(played), last[1] if last else "",
            last[2] if last else None,
            tuple(f for e in played if (f := flags.get(e[0])) is not None),
            contact, notes, version)
    return out


def _when(played: tuple[int, str, dt.date | None, dt.datetime]) -> tuple[dt.date, dt.datetime]:
    """An event's order in a person's history: its date, else the day it was made."""
    _, _, date, created = played
    return (date or created.date(), created)


def _shared(session: Session, keep: int, duplicate: int) -> list[str]:
    events = session.exec(select(Event.name).join(Entry, col(Entry.event_id) == Event.id)
                          .where(Entry.player_id == keep)).all()
    theirs = set(session.exec(select(Event.name).join(Entry, col(Entry.event_id) == Event.id)
                              .where(Entry.player_id == duplicate)).all())
    return sorted((e for e in events if e in theirs), key=str.casefold)


def _person(session: Session, person_id: int) -> Player:
    player = session.get(Player, person_id)
    if player is None:
        raise NotFoundError(f"Person #{person_id} is not in the player database (merged or "
                            "removed elsewhere?).")
    return player
