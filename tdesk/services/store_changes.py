"""What the actions since a view last looked changed: the change record each view decides from.

Every floor action (any station, any process, undo and redo too) leaves its changed rows in
the audit log. ``poll`` reads the store's revision and, when it moved, the log since the last
mark, and sums it up as a ``StoreChanges``: which tables and rows, in which events. A view
asks ``touches(event_id, *tables)`` and reads nothing when the answer is no, as Anki's
``OpChanges`` lets its screens do. When the log cannot tell (a restored backup, too many
actions behind, the first look at a store), the record says ``everything``: read all.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tdesk.models.store import REVISION_KEY, Store
from tdesk.models.tables import AuditLog, Meta
from tdesk.services import audit
from tdesk.services.audit import LoggedStep, Mark

# Rows shown under every event that holds them: a player's name is on each of their entries
# (changed or removed; a new player is in no event until an entry names them).
STORE_WIDE_TABLES = frozenset({"player"})
"""Rows every event shows once they exist: a change to one (a player renamed) is every
event's; a new one is in no event yet."""

SHARED_TABLES = frozenset({"person_rating"})
"""Rows every event reads as they come and go: a person's rating in a game, new or updated
(RAT-5 in one event, the seeds of the next season of that game in any other, RAT-7)."""
MAX_KEYS = 2000  # past this many changed rows of a table, its keys are not kept (read it all)


@dataclass(frozen=True)
class StoreChanges:
    """The change record of one or more actions.

    ``tables``: the tables they changed rows of; ``events``: the events those rows belong to;
    ``store_wide``: a change no single event holds (a player's name, an action of no event),
    seen by every event; ``keys``: per table, the primary keys of the changed rows (a table
    missing from it had too many, or inserts recorded as id ranges: read it all);
    ``everything``: the log cannot tell, so every view reads afresh.
    """

    revision: int
    mark: Mark | None = None
    tables: frozenset[str] = frozenset()
    events: frozenset[int] = frozenset()
    store_wide: bool = False
    everything: bool = False
    keys: Mapping[str, frozenset[Any]] = field(default_factory=dict)

    @classmethod
    def all(cls, revision: int, mark: Mark | None = None) -> StoreChanges:
        """The record that makes every view read afresh."""
        return cls(revision, mark, everything=True)

    @property
    def empty(self) -> bool:
        return not self.everything and not self.tables

    def touches(self, event_id: int | None, *tables: str) -> bool:
        """Whether a view of ``event_id`` (None: every event) reading ``tables`` (none named:
        any table) must read again."""
        if self.everything:
            return True
        if tables and self.tables.isdisjoint(tables):
            return False
        if not self.tables:
            return False
        return event_id is None or self.store_wide or event_id in self.events

    def changed_keys(self, table: str) -> frozenset[Any] | None:
        """The keys of the changed rows of ``table`` (one-column keys as plain values); None
        when the record cannot list them: read the table's rows all."""
        if self.everything or (table in self.tables and table not in self.keys):
            return None
        return self.keys.get(table, frozenset())

    def merged(self, later: StoreChanges) -> StoreChanges:
        """This record followed by ``later``: what a view hidden through both has missed."""
        keys = {t: self.keys[t] | later.keys[t]
                for t in self.keys.keys() & later.keys.keys()}
        keys.update({t: k for t, k in self.keys.items() if t not in later.tables})
        keys.update({t: k for t, k in later.keys.items() if t not in self.tables})
        return StoreChanges(
            later.revision, later.mark, self.tables | later.tables, self.events | later.events,
            self.store_wide or later.store_wide, self.everything or later.everything, keys)


def from_steps(revision: int, mark: Mark | None, steps: Iterable[LoggedStep]) -> StoreChanges:
    """Sum the logged actions up (``audit.logged_since``)."""
    tables: set[str] = set()
    events: set[int] = set()
    store_wide = False
    keys: dict[str, set[Any]] = {}
    uncounted: set[str] = set()
    for step in steps:
        found = _note_step(step, tables, events, keys, uncounted)
        if step.event_id is not None:
            events.add(step.event_id)
        elif step.changes and not found:
            store_wide = True
        store_wide = store_wide or any(_shown_everywhere(change) for change in step.changes)
    kept = {t: frozenset(k) for t, k in keys.items() if t not in uncounted and len(k) <= MAX_KEYS}
    return StoreChanges(revision, mark, frozenset(tables), frozenset(events), store_wide,
                        False, kept)


def _shown_everywhere(change: object) -> bool:
    """A row every event shows changed (`STORE_WIDE_TABLES`, `SHARED_TABLES`)."""
    if not isinstance(change, dict):
        return False
    table = change.get("table")
    return table in SHARED_TABLES or (table in STORE_WIDE_TABLES
                                      and change.get("before") is not None)


def _note_step(step: LoggedStep, tables: set[str], events: set[int],
               keys: dict[str, set[Any]], uncounted: set[str]) -> bool:
    """Note one action's changed rows; True when a row named its event."""
    found = False
    for change in step.changes:
        if not isinstance(change, dict) or not isinstance(change.get("table"), str):
            continue
        table = change["table"]
        tables.add(table)
        if "key" not in change:  # inserts recorded as id ranges: the keys are not listed
            uncounted.add(table)
            continue
        key = change["key"]
        keys.setdefault(table, set()).add(key[0] if len(key) == 1 else tuple(key))
        if table == "event" and len(key) == 1:
            events.add(int(key[0]))
            found = True
        for row in (change.get("before"), change.get("after")):
            if isinstance(row, dict) and isinstance(row.get("event_id"), int):
                events.add(row["event_id"])
                found = True
    return found


def poll(store: Store, since: StoreChanges | None) -> StoreChanges | None:
    """The change record since the record ``since`` (None: the first look, which says
    ``everything``), or None when the store's revision has not moved. One read."""
    with store.read() as session:
        meta = session.get(Meta, REVISION_KEY)
        revision = meta.number if meta else 0
        if since is not None and revision == since.revision:
            return None
        connection = session.connection()
        mark = audit.mark(connection)
        if since is None or since.mark is None or mark is None:
            return StoreChanges.all(revision, mark)
        steps = audit.logged_since(connection, since.mark)
        if steps is None:
            return StoreChanges.all(revision, mark)
        return from_steps(revision, mark, steps)


REPLAYED = frozenset({"undo", "redo"}) | audit.OPAQUE_ACTIONS
"""Actions whose rows their own record does not hold (undo and redo write rows back outside
the change recorder): read back from the log."""


def from_records(since: StoreChanges, records: Iterable[AuditLog]) -> StoreChanges | None:
    """The change record of this station's own actions, as they committed (``Store.on_commit``),
    following ``since`` with nothing between: no read. None when they do not follow it
    straight on (another station acted between, an undo): read the log then (``poll``).

    Records ``since`` has seen already are passed over; none left is None too."""
    fresh = sorted((r for r in records if r.revision > since.revision), key=lambda r: r.revision)
    if not fresh or since.mark is None:
        return None
    revision, audit_id = since.revision, since.mark[0]
    steps: list[LoggedStep] = []
    for record in fresh:
        if (record.id is None or record.revision != revision + 1 or record.id != audit_id + 1
                or record.action in REPLAYED):
            return None
        steps.append(LoggedStep(record.id, record.event_id, list(record.changes or []), True))
        revision, audit_id = record.revision, record.id
    return from_steps(revision, (audit_id, fresh[-1].at), steps)
