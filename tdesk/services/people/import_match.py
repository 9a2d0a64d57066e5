"""Which person of the store each imported row is (issues 35, 36): a weekly list names the same
people again, and a new record per row splits their history, ratings and series points.

A row's candidates are the people whose name folds the same (accent- and case-blind, as the
Add player dialog finds them, ``names.fold``), not already in the event (PPL-1). The choice
follows one rule, shared by the import preview and ``tdesk import players``:

- no candidate: a new person;
- one candidate spelled exactly as the row (spaces aside): that person, chosen already;
- one candidate spelled otherwise ("kate dixon", "Bjorn Oberg"): offered, flagged, and not
  taken until the floor says so (a checkbox in the preview, ``--match`` on the command line);
- two or more (namesakes): never picked by tdesk; the floor chooses one or a new person.

The store's people are read once (id, name) and folded in Python: 2,000 rows against 10,000
people take a few hundredths of a second (docs/benchmarks.md).
"""

from __future__ import annotations

import datetime as dt
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from sqlmodel import col, select

from tdesk.models.store import Store
from tdesk.models.tables import Entry, Event, Player
from tdesk.names import fold, sort_key
from tdesk.services.players import PlayerFields

SHOWN_EVENTS = 3
"""A candidate's latest events listed beside them (the floor tells namesakes apart by them)."""
_CHUNK = 5_000  # ids per IN list: within every database's limit on parameters


class MatchKind(StrEnum):
    """What a row's candidates leave to the floor (see the module's rule)."""

    NEW = "new"  # no one of that name: a new person
    SAME = "same"  # one person spelled the same: taken
    SPELLING = "spelling"  # one person spelled otherwise: offered, taken only when told
    NAMESAKES = "namesakes"  # two or more: the floor chooses


@dataclass(frozen=True)
class Candidate:
    """A person of the store an imported row may be."""

    person_id: int
    name: str
    country: str
    rating: int | None
    event_count: int
    events: tuple[str, ...]  # their latest events, newest first (up to SHOWN_EVENTS)
    same_spelling: bool  # spelled exactly as the row, spaces aside


@dataclass(frozen=True)
class RowMatch:
    """A row's candidates, best first (the same spelling, then by name)."""

    name: str
    candidates: tuple[Candidate, ...] = ()

    @property
    def kind(self) -> MatchKind:
        if not self.candidates:
            return MatchKind.NEW
        if len(self.candidates) > 1:
            return MatchKind.NAMESAKES
        return MatchKind.SAME if self.candidates[0].same_spelling else MatchKind.SPELLING

    @property
    def chosen(self) -> int | None:
        """The person tdesk takes without asking: only the one spelled the same."""
        return self.candidates[0].person_id if self.kind is MatchKind.SAME else None

    @property
    def open(self) -> bool:
        """The floor has to say: a namesake or another spelling (until told otherwise)."""
        return self.kind in (MatchKind.SPELLING, MatchKind.NAMESAKES)


def _fold(name: str) -> str:
    """``names.fold``, quicker for a plain ASCII name (the same result: nothing to strip)."""
    return " ".join(name.lower().split()) if name.isascii() else fold(name)


def _spelled(name: str) -> str:
    return " ".join(unicodedata.normalize("NFC", name).split())


def match_rows(store: Store, event_id: int, names: Sequence[str]) -> list[RowMatch]:
    """Each name's candidates among the store's people not already in ``event_id``: one read
    of every person's id and name, one of the candidates' events."""
    with store.read() as session:
        connection = session.connection()
        people = connection.execute(select(Player.id, Player.name)).all()
        inside = set(connection.execute(
            select(Entry.player_id).where(Entry.event_id == event_id)).scalars())
        by_fold: dict[str, list[tuple[int, str]]] = {}
        for pid, name in people:
            if pid not in inside:
                by_fold.setdefault(_fold(name), []).append((pid, name))
        found = [by_fold.get(_fold(n), []) for n in names]
        wanted = sorted({pid for rows in found for pid, _ in rows})
        details: dict[int, tuple[str, int | None]] = {}
        played: dict[int, list[tuple[tuple[dt.date, dt.datetime], str]]] = {}
        for start in range(0, len(wanted), _CHUNK):
            part = wanted[start:start + _CHUNK]
            for pid, country, rating in connection.execute(
                    select(Player.id, Player.country, Player.rating)
                    .where(col(Player.id).in_(part))):
                details[pid] = (country, rating)
            for pid, ev_name, date, created in connection.execute(
                    select(Entry.player_id, Event.name, Event.date, Event.created_at)
                    .join(Event, col(Event.id) == Entry.event_id)
                    .where(col(Entry.player_id).in_(part))):
                played.setdefault(pid, []).append(((date or created.date(), created), ev_name))
    out = []
    for name, rows in zip(names, found, strict=True):
        spelled = _spelled(name)
        candidates = []
        for pid, person in rows:
            history = sorted(played.get(pid, []), reverse=True)
            country, rating = details[pid]
            candidates.append(Candidate(
                pid, person, country, rating, len(history),
                tuple(e for _, e in history[:SHOWN_EVENTS]), _spelled(person) == spelled))
        if len(candidates) > 1:  # namesakes: the same spelling first, then the oldest record
            candidates.sort(key=lambda c: (not c.same_spelling, sort_key(c.name), c.person_id))
        out.append(RowMatch(name, tuple(candidates)))
    return out


def kept_values(fields: PlayerFields, person: Candidate) -> list[tuple[str, str, str]]:
    """(field, the file's value, the person's kept value) where a returning person's record
    differs from the row: the record wins (a typed rating never replaces the rating the
    person has); only a blank of theirs takes the file's value (``players.import_players``)."""
    out = []
    if fields.rating is not None and person.rating is not None and fields.rating != person.rating:
        out.append(("rating", str(fields.rating), str(person.rating)))
    if fields.country and person.country and fields.country != person.country:
        out.append(("country", fields.country, person.country))
    return out


@dataclass(frozen=True)
class Decision:
    """Who each row becomes: a person id or None (new), and the rows left to the floor."""

    persons: tuple[int | None, ...]
    undecided: tuple[int, ...]  # indexes of rows still open


def decide(matches: Sequence[RowMatch], *, spelling: bool = False, new_people: bool = False,
           told: dict[int, int | None] | None = None) -> Decision:
    """The command line's reading of the rule: ``told`` {row index: person id or None (new)}
    first; then ``new_people`` makes every other row a new person (no matching at all);
    otherwise the same spelling is taken, another spelling of a single person when
    ``spelling`` (``--match``), and every other row with candidates stays open."""
    told = told or {}
    persons: list[int | None] = []
    undecided: list[int] = []
    for i, match in enumerate(matches):
        if i in told:
            persons.append(told[i])
        elif new_people:
            persons.append(None)
        elif match.kind is MatchKind.SPELLING and spelling:
            persons.append(match.candidates[0].person_id)
        else:
            persons.append(match.chosen)
            if match.open:
                undecided.append(i)
    return Decision(tuple(persons), tuple(undecided))
