"""The room's tables an event uses and the order they break (TDA-B6, issue 35): read, and set as
one floor action (one transaction, one audit row, undoable).

Kept in the event's settings (``room_tables``, ``break_order``); the room (``seating_room``)
opens new tables from the list and plans breaks in the order, so balancing follows them at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tdesk.errors import InputError
from tdesk.models.event_rows import load_event
from tdesk.models.store import Store
from tdesk.rules.seating import room_tables as rules
from tdesk.services.seating.kept import _floor_action, _open
from tdesk.services.seating.view import SEATED_KINDS


@dataclass(frozen=True)
class RoomTables:
    """What the floor set and what it means now.

    ``use`` empty: no list set (new tables take the next numbers). ``sequence``: every table
    the event knows (the list, else the tables it has opened) in the order they break.
    """

    event_id: int
    use: tuple[int, ...]
    break_order: tuple[int, ...]
    sequence: tuple[int, ...]
    open: tuple[int, ...]
    players: dict[int, int]  # open table -> players seated

    @property
    def use_text(self) -> str:
        return rules.format_tables(self.use)

    @property
    def break_text(self) -> str:
        return rules.format_tables(self.break_order)


def room_tables(store: Store, event_id: int) -> RoomTables:
    """The event's tables, their break order and which are open, with their players."""
    with store.read() as session:
        event = load_event(session, event_id, kinds=SEATED_KINDS,
                           refusal="Event {name!r} ({kind}) has no seat draw.")
        ctx = _open(store, session, event_id)
        open_now = tuple(t.number for t in ctx.open_tables())
        players = {n: len(ctx.by_table.get(n, {})) for n in open_now}
        settings = dict(event.settings)
    use = tuple(int(n) for n in settings.get("room_tables") or ())
    order = tuple(int(n) for n in settings.get("break_order") or ())
    known = use or tuple(sorted(set(open_now) | set(order)))
    return RoomTables(event_id, use, order, rules.break_sequence(known, order), open_now,
                      players)


def _numbers(value: str | Sequence[int], field: str) -> tuple[int, ...]:
    """A list as typed ("1-8") or as numbers; ValueError naming the field and the value."""
    if isinstance(value, str):
        return rules.parse_tables(value, field)
    numbers = tuple(value)
    rules.verify_numbers(numbers, field)
    return numbers


def set_room_tables(store: Store, event_id: int, use: str | Sequence[int],
                    break_order: str | Sequence[int] = ()) -> RoomTables:
    """Set which of the room's tables the event uses and the order they break. Refused,
    naming the field and the value, for an empty list, a duplicate, a table the list does not
    have, or an open table with players left out of the list; nothing is saved then."""
    try:
        numbers = _numbers(use, rules.USE_FIELD)
        order = _numbers(break_order, rules.BREAK_FIELD)
        rules.verify_room_tables(numbers, order)
    except ValueError as exc:
        field = rules.BREAK_FIELD if str(exc).startswith(rules.BREAK_FIELD) else rules.USE_FIELD
        raise InputError(field, use if field == rules.USE_FIELD else break_order,
                         str(exc).partition(": ")[2] or str(exc)) from exc
    text = rules.format_tables(numbers)
    with _floor_action(store, "set tables", event_id) as (scope, ctx):
        for row in ctx.open_tables():
            seated = len(ctx.by_table.get(row.number, {}))
            if row.number not in numbers and seated:
                raise InputError(rules.USE_FIELD, text,
                                 f"table {row.number} is open with players seated; "
                                 "keep it in the list or break it first")
        settings = dict(ctx.event.settings)
        settings["room_tables"] = list(numbers)
        settings["break_order"] = list(order)
        ctx.event.settings = settings
        ctx.session.add(ctx.event)
        ctx.room_tables, ctx.break_order = numbers, order
        ctx.save_plan(None)  # the pending moves follow the new order at once
        scope.params = {"tables": list(numbers), "break_order": list(order)}
        scope.summary = (f"Tables {text}; break order "
                         f"{rules.format_tables(order) or 'highest number first'}")
    return room_tables(store, event_id)
