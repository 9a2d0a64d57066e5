"""The room kept between actions (``kept_rooms``): each floor action and read opens the room
kept for its store and event, caught up with what the audit log says changed, or reads
it afresh; ``_floor_action`` is ``store.action`` with the room opened in it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlmodel import Session

from tdesk import validate
from tdesk.models.store import ActionScope, Store
from tdesk.models.tables import EntryStatus
from tdesk.services import audit
from tdesk.services.seating.room import _Changed, _Room

# -- the room between actions -----------------------------------------------------------------
#
# Loading 10,000 seats costs more than a whole bust. The room as an action (or a read) left it
# is kept per store and event, with a mark of the store's state: the newest audit row (every
# floor action anywhere, undo, another station, writes one). The next action or read whose
# transaction sees the same mark takes that room instead of loading it. When the store has
# moved on (another station's action, an undo or redo), the audit rows since the mark say which
# rows changed, and only those are read again (``_Room.catch_up``); when they cannot say (rows
# recorded as id ranges, a restored backup, a gap, too much), the room is read afresh. Taken
# rooms are popped, so two threads never share one. A cache, not state: it is checked against
# the store on every use, and random nights of actions from two stations check it reads the
# same as the room read afresh (test_seating_scale).

KEPT_KEY = "seating rooms"  # in ``Store.kept``: the store owns its rooms, gone with it


def kept_rooms(store: Store) -> dict[int, tuple[tuple[Any, ...], _Room]]:
    """Event id -> (the mark it was kept at, the room), for this store."""
    rooms: dict[int, tuple[tuple[Any, ...], _Room]] = store.kept.setdefault(KEPT_KEY, {})
    return rooms


def forget_rooms(store: Store) -> None:
    """Read every room afresh at its next use."""
    store.kept.pop(KEPT_KEY, None)
MAX_CHANGED = 500  # changed rows of the room to read again; likewise


def _mark(session: Session) -> tuple[Any, ...] | None:
    """The store's state as this transaction sees it: id and time of the newest audit row."""
    return audit.mark(session.connection())


def _changed_since(session: Session, mark: tuple[Any, ...], event_id: int) -> _Changed | None:
    """The rows of the room changed by the actions after ``mark``, or None when the log
    cannot tell (``audit.recorded_since``): read the room afresh."""
    steps = audit.recorded_since(session.connection(), (mark[0], mark[1]))
    if steps is None:
        return None
    changed = _Changed(set(), set(), set(), {})
    for listed, forward in steps:
        for change in listed:
            if not _note(changed, change, event_id, forward=forward):
                return None
        if changed.size > MAX_CHANGED:
            return None
    return changed


_ROOM_ROWS = frozenset({"seat", "seat_table", "entry", "player", "event", "seating_state"})


def _note(changed: _Changed, change: Any, event_id: int, *, forward: bool) -> bool:
    """Note one recorded row change (``forward``: as done; else as undone); False when the
    room cannot follow it without a full read."""
    if isinstance(change, dict) and change.get("table") == "payment":
        changed.payments = True  # an entry paid or its payment undone (issue 35)
        return True
    if not isinstance(change, dict) or change.get("table") not in _ROOM_ROWS:
        return True  # the room reads nothing else (clock, penalties, money, the log)
    table = change["table"]
    if "key" not in change:  # inserts recorded as id ranges (an import, a draw)
        return table in ("player", "seating_state")  # new players have no entry yet
    key = change["key"]
    before, after = change.get("before"), change.get("after")
    if table == "event":
        return key != [event_id]  # this event's settings changed: read afresh
    if table == "player":
        if before is not None and after is not None and before.get("name") != after.get("name"):
            changed.players.add(int(key[0]))
        return True
    rows = [r for r in (before, after) if isinstance(r, dict)]
    if not any(r.get("event_id") == event_id for r in rows):
        return True  # another event's row
    if table == "seat":
        changed.entries.update(int(r["entry_id"]) for r in rows)
    elif table == "seat_table":
        changed.tables.add(int(key[0]))
    elif table == "entry":
        entry_id = int(key[0])
        changed.entries.add(entry_id)
        pre = before if forward else after  # the row as it was at the mark, if first seen
        changed.was_active.setdefault(entry_id, pre is not None and pre.get(
            "event_id") == event_id and pre.get("status") == EntryStatus.ACTIVE.value)
    return True  # seating_state: every action and read reads it afresh


def _open(store: Store, session: Session, event_id: int, *, with_names: bool = False,
          scope: ActionScope | None = None) -> _Room:
    """The room of ``event_id`` in this transaction: the kept one (caught up with what changed
    since, if anything did) or read afresh. Its ``mark`` is read first, so a room read under
    a store that moves on is never marked newer than its rows."""
    validate.identifier("Event", event_id)
    rooms = kept_rooms(store)
    kept = rooms.pop(event_id, None)
    mark = _mark(session)
    ctx: _Room | None = None
    if kept is not None and mark is not None:
        changed = None if kept[0] == mark else _changed_since(session, kept[0], event_id)
        if kept[0] == mark or changed is not None:
            ctx = _Room(session, event_id, with_names=with_names, cached=kept[1])
            if changed is not None and not ctx.catch_up(changed):
                ctx = None
    if ctx is None:
        ctx = _Room(session, event_id, with_names=with_names)
    ctx.mark = mark
    if scope is not None:  # kept for the next action once this one is written
        final = ctx
        scope.on_audit.append(lambda audit: _keep(store, final, (audit.id, audit.at)))
    return ctx


@contextmanager
def _floor_action(store: Store, action: str, event_id: int, **kwargs: Any
                  ) -> Iterator[tuple[ActionScope, _Room]]:
    """``store.action`` with the event's room opened in it. A refused action that changed
    nothing in the room (a seat taken, a player already out) leaves the room kept as it was,
    so the next action does not read it afresh."""
    opened: list[_Room] = []
    try:
        with store.action(action, event_id=event_id, **kwargs) as scope:
            opened.append(_open(store, scope.session, event_id, scope=scope))
            yield scope, opened[0]
    except BaseException:
        if opened:
            _keep_unchanged(store, opened[0])
        raise


def _keep_unchanged(store: Store, ctx: _Room) -> None:
    """After a failed action: the room is kept under the mark it was opened at, unless the
    action changed it (its rows were rolled back; the room is then read afresh)."""
    rooms = kept_rooms(store)
    if ctx.event_id in rooms and rooms[ctx.event_id][1] is ctx:
        del rooms[ctx.event_id]  # kept as the action's result, which was not saved after all
    if not ctx.mutated and ctx.mark is not None and ctx.event_id not in rooms:
        ctx.detach()
        rooms[ctx.event_id] = (ctx.mark, ctx)


def _keep(store: Store, ctx: _Room, mark: tuple[Any, ...] | None) -> None:
    ctx.detach()
    if mark is not None:
        kept_rooms(store)[ctx.event_id] = (mark, ctx)
