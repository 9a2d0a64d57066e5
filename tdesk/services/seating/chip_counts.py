"""Chip counts (issue 14, TDA-R4): each table's stacks typed in one after another, kept as
history; a count becomes the player's stack. The check against the chips in play is in
``tdesk.rules.seating.chipcount``; the money summary shows it."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass

from sqlmodel import func, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.event_rows import load_event
from tdesk.models.money import ChipCount
from tdesk.models.store import Store
from tdesk.models.tables import Entry, EntryStatus, Player, utcnow
from tdesk.services.money import money
from tdesk.services.seating import field_counts
from tdesk.services.seating.seating import seating_list
from tdesk.services.table_reads import reads


@dataclass(frozen=True)
class StackRow:
    entry_id: int
    name: str
    table: int | None
    seat: int | None
    chips: int
    counted: bool
    """True when the stack comes from a count, a Day 2 bag or the OFC calculator, not the
    starting stack or a purchase on top of it (issue 35)."""


@reads("chip_count", "flight", uses=(seating_list,))
def stacks(store: Store, event_id: int) -> list[StackRow]:
    """Players still in with their current stacks, by table and seat (unseated last)."""
    try:
        seats = {s.entry_id: (s.table, s.seat) for s in seating_list(store, event_id)}
    except Exception:  # seating not set up for this event: list by name
        seats = {}
    with store.read() as session:
        event = load_event(session, event_id)
        rows = money.entry_rows(session, event_id)
        stack = money.starting_stack(event)
        counted = field_counts.counted_ids(session, event)
        unpaid = field_counts.unpaid_ids(session, event_id)
        out = [
            StackRow(e.id or 0, p.name, *seats.get(e.id or 0, (None, None)),
                     e.chips if e.chips is not None else stack,
                     e.chips is not None and (e.id or 0) in counted)
            for e, p in rows if e.status == EntryStatus.ACTIVE and e.id not in unpaid
        ]
    return sorted(out, key=lambda r: (r.table is None, r.table or 0, r.seat or 0, r.name))


def record_counts(store: Store, event_id: int, counts: Mapping[int, int],
                  table_label: str = "") -> int:
    """Record a table's chip counts (undoable): each player's stack becomes the count, and the
    count is kept in the history. Returns the count's number."""
    event_id = validate.identifier("Event", event_id)
    counts = {validate.identifier("Player", k): validate.chips("Chips", v)
              for k, v in validate.mapping("Chip counts", counts).items()}
    if not counts:
        raise InputError("Chip counts", "", "count at least one player")
    if 0 in counts.values():
        raise InputError("Chips", 0, "a player with no chips is busted, not counted")
    label = validate.text("Table", table_label, limit=validate.TABLE_LABEL)
    with store.action("chip count", event_id=event_id,
                      params={"table": label, "counts": {str(k): v for k, v in counts.items()}}
                      ) as scope:
        session = scope.session
        event = load_event(session, event_id)
        money.refuse_kind(event)
        batch = (session.exec(select(func.max(ChipCount.batch))
                              .where(ChipCount.event_id == event_id)).one() or 0) + 1
        now = utcnow()
        for entry_id, chips in counts.items():
            entry = session.get(Entry, entry_id)
            if entry is None or entry.event_id != event_id:
                raise NotFoundError(f"No entry {entry_id} in {event.name}.")
            if entry.status != EntryStatus.ACTIVE:
                player = session.get(Player, entry.player_id)
                raise ConflictError(f"{player.name if player else entry_id} is {entry.status}: "
                                    "only players still in are counted.")
            entry.chips = chips
            session.add(entry)
            session.add(ChipCount(event_id=event_id, entry_id=entry_id, batch=batch,
                                  table_label=label, chips=chips, at=now))
        scope.summary = (f"Chip count{' ' + label if label else ''}: {len(counts)} players, "
                         f"{sum(counts.values()):,} chips")
        return batch


@dataclass(frozen=True)
class CountRecord:
    batch: int
    table_label: str
    at: dt.datetime
    counts: dict[int, int]
    names: dict[int, str]

    @property
    def total(self) -> int:
        return sum(self.counts.values())


@reads("chip_count", "entry", "player")
def count_history(store: Store, event_id: int) -> list[CountRecord]:
    """Every recorded count, newest first."""
    with store.read() as session:
        names = {e.id or 0: p.name for e, p in money.entry_rows(session, event_id)}
        rows = session.exec(select(ChipCount).where(ChipCount.event_id == event_id)
                            .order_by(ChipCount.batch, ChipCount.id)).all()  # type: ignore[arg-type]
    batches: dict[int, CountRecord] = {}
    for r in rows:
        rec = batches.get(r.batch)
        if rec is None:
            rec = batches[r.batch] = CountRecord(r.batch, r.table_label, r.at, {}, {})
        rec.counts[r.entry_id] = r.chips
        rec.names[r.entry_id] = names.get(r.entry_id, "?")
    return sorted(batches.values(), key=lambda b: -b.batch)


