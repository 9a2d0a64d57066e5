"""What changed at a tablet's table since its page was drawn, and at which station (issue 39).

A tablet's page carries the store's revision it was drawn at (``seen``). When the page is
drawn again (its Refresh, the answer to its own action, a stale page refused), the actions
committed since at another station, or at another tablet, that touched this table are named:
"Table 3 changed at Desk 2: Bust Anna Berg". Which table an action touched is read from its
audit row's recorded changes: a seat at the table (before or after), the table itself, an
entry seated there, or a Swiss match at the table.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from sqlmodel import col, select

from tdesk.models.seating import Seat
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services.venue.tablet_acting import tablet_station

LOOK_BACK = 50
"""Actions read since the page was drawn (a tablet left open through a whole level)."""
SHOWN = 3
"""The newest changes named on a page; older ones are on the desk's Log tab."""


@dataclass(frozen=True)
class TableChange:
    """One action at the table: where it was made (``station`` as the desk registered it,
    without its random tag; "" for a tablet, whose member is ``staff``) and its summary."""

    station: str
    staff: str
    summary: str

    @property
    def tablet(self) -> bool:
        return not self.station


def station_name(station: str) -> str:
    """A station as the floor knows it: its computer's name (``hostname/1a2b3c4d``) or the
    name it was given, without the random tag telling two windows apart."""
    return re.sub(r"/[0-9a-f]{8}$", "", station)


def _rows(change: dict[str, Any]) -> list[dict[str, Any]]:
    return [r for r in (change.get("before"), change.get("after")) if isinstance(r, dict)]


def _touches(changes: list[Any], table: int, entries: set[int]) -> bool:
    for change in changes:
        if not isinstance(change, dict):
            continue
        name, rows = change.get("table"), _rows(change)
        if name in ("seat", "swiss_match") and any(r.get("table_no") == table for r in rows):
            return True
        if name == "seat_table" and any(r.get("number") == table for r in rows):
            return True
        key = change.get("key")
        if name == "entry" and isinstance(key, list) and key and key[0] in entries:
            return True
    return False


def since(store: Store, event_id: int, table: int, seen: int, device: str,
          ) -> tuple[TableChange, ...]:
    """The actions after revision ``seen`` that touched ``table``, oldest first (the newest
    ``SHOWN``), leaving out the ones this tablet (``device``) made itself."""
    if seen <= 0:
        return ()
    tablets = tablet_station(store)
    with store.read_together() as session:
        rows = session.exec(
            select(AuditLog).where(AuditLog.event_id == event_id, AuditLog.revision > seen)
            .order_by(col(AuditLog.revision).desc()).limit(LOOK_BACK)).all()
        if not rows:
            return ()
        entries = {int(e) for e in session.exec(select(Seat.entry_id).where(
            Seat.event_id == event_id, Seat.table_no == table)).all()}
    for row in rows:  # an entry that left the table in one of these actions was seated there
        for change in row.changes or []:
            if isinstance(change, dict) and change.get("table") == "seat":
                entries.update(int(r["entry_id"]) for r in _rows(change)
                               if r.get("table_no") == table and
                               isinstance(r.get("entry_id"), int))
    found = []
    for row in rows:
        own = row.station == tablets and (row.params or {}).get("device") == device
        if own or not _touches(list(row.changes or []), table, entries):
            continue
        at_tablet = row.station == tablets
        found.append(TableChange("" if at_tablet else station_name(row.station), row.staff,
                                 row.summary or row.action))
        if len(found) == SHOWN:
            break
    return tuple(reversed(found))
