"""The room's rows, plan and view (``_RoomPlans``, a part of ``seating_room._Room``): the tables
as the planner sees them, the fingerprint, the plan kept while the room stays the same, the
pending moves stored, and the tables as the room view draws them, each looked at again only
where an action changed the room (issue 10)."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import replace
from typing import Any, NamedTuple

from tdesk.models.seating import Seat, SeatTable
from tdesk.rules import seating as rules
from tdesk.rules.seating import Game, RoomPlan, TableState
from tdesk.services.seating.view import (
    PendingMove,
    RoomInfo,
    SeatInfo,
    TableInfo,
    _pending_dict,
    _pending_from,
)


class _TableRow:
    """One table of the event as plain values; its ORM row is loaded only to change it."""

    __slots__ = ("blocked", "button", "final", "id", "number", "obj", "open", "seats")

    def __init__(self, id: int | None, number: int, seats: int, button: int | None,
                 blocked: list[Any], open: bool, final: bool, obj: SeatTable | None = None
                 ) -> None:
        self.id, self.number, self.seats, self.button = id, number, seats, button
        self.blocked, self.open, self.final, self.obj = list(blocked), open, final, obj

    def values(self) -> tuple[int, int, int, tuple[int, ...], bool]:
        """What the room's fingerprint covers (no button: -1, so only ints and bools)."""
        return (self.number, self.seats, -1 if self.button is None else self.button,
                tuple(sorted(int(b) for b in self.blocked)), self.open)


class _SeatRow:
    """One seated entry as plain values; its ORM row is loaded only to change it."""

    __slots__ = ("entry_id", "fixed", "id", "obj", "seat_no", "table_no", "waiting")

    def __init__(self, id: int | None, entry_id: int, table_no: int, seat_no: int,
                 fixed: bool, waiting: bool, obj: Seat | None = None) -> None:
        self.id, self.entry_id, self.table_no, self.seat_no = id, entry_id, table_no, seat_no
        self.fixed, self.waiting, self.obj = fixed, waiting, obj

    def values(self) -> tuple[int, int, int, bool, bool]:
        """What the room's fingerprint covers (the order the room query reads them)."""
        return (self.entry_id, self.table_no, self.seat_no, self.fixed, self.waiting)


class _Shown(NamedTuple):
    """The tables the last read of the room built, and what their alerts were computed from."""

    most: int
    halted: frozenset[int]
    needs_button: frozenset[int]
    tables: dict[int, tuple[TableState, TableInfo]]


class _RoomPlans:
    """The planning and the view of ``_Room`` (which holds the rows and their indexes)."""

    def table_state(self, t: _TableRow) -> TableState:
        at = self.by_table.get(t.number, {})
        occ = {seat: str(s.entry_id) for seat, s in at.items()}
        fixed = frozenset(seat for seat, s in at.items() if s.fixed)
        return TableState(t.number, t.seats, occ, t.button,
                          frozenset(int(b) for b in t.blocked), fixed)

    def room_index(self) -> rules.RoomIndex:
        """The open tables as the planner sees them: built once, then only the tables an
        action changed are put back (issue 10)."""
        index = self._index_kept
        if index is None:
            index = self._index_kept = rules.RoomIndex(
                self.table_state(t) for t in self.open_tables())
            self._shown = None
        else:
            self._changed |= self._dirty
            changed = [self.by_number.get(n) for n in sorted(self._dirty)]
            index.update([self.table_state(t) for t in changed if t is not None and t.open],
                         removed=self._dirty)
        self._dirty = set()
        return index

    def states(self) -> list[TableState]:
        """The open tables as the planner sees them, in number order."""
        return list(self.room_index().tables.values())

    # the plan
    def key(self) -> str:
        """A fingerprint of the room: tables, who sits where, fixed and waiting seats.

        Sums of per-seat and per-table hashes kept up to date as rows change (hashes of int
        and bool tuples are the same in every process), so it costs nothing per action.
        """
        parts: list[object] = [self.final_size, self.game.value, len(self.by_entry),
                               self._seats_print % 2**64, self._tables_print % 2**64]
        if self.break_order:  # the floor's break order plans another room (TDA-B6)
            parts.append(list(self.break_order))
        return hashlib.sha256(repr(parts).encode()).hexdigest()[:40]

    def fresh_plan(self) -> RoomPlan:
        """The plan for the room as it is now; the same room planned again (the read after an
        action, the move after a read) takes the plan made last time."""
        index = self.room_index()
        mark = (self.key(), self.state.seed)
        if self._plan_kept is not None and self._plan_kept[0] == mark:
            return self._plan_kept[1]
        started = any(t.button is not None for t in self.by_number.values()
                      if t.open)  # no button yet: before hand 1
        result = rules.plan_room(index, final_table_size=self.final_size, seed=self.state.seed,
                                 game=self.game, started=started,
                                 break_order=self.break_order)
        self._plan_kept = (mark, result)
        return result

    def current_plan(self) -> tuple[RoomPlan, list[PendingMove]]:
        result = self.fresh_plan()
        if self.state.id is not None and self.state.room_key == self.key():
            moves = [_pending_from(d, i) for i, d in enumerate(self.state.pending)]
        else:
            moves = self.pending(result)
        return result, moves

    def pending(self, result: RoomPlan) -> list[PendingMove]:
        self.load_names([int(m.player) for m in result.moves])
        return [self._pending(m, i) for i, m in enumerate(result.moves)]

    def _pending(self, m: rules.Move, index: int) -> PendingMove:
        entry_id = int(m.player)
        return PendingMove(index, entry_id, self.names.get(entry_id, m.player), m.from_table,
                           m.from_seat, m.to_table, m.to_seat, m.reason, m.kind.value,
                           m.waits_for_button, m.takes_big_blind, m.swap)

    def save_plan(self, result: RoomPlan | None, remaining: list[PendingMove] | None = None
                  ) -> None:
        """Store the plan for the room as it is now; close broken tables that are empty."""
        self.mutated = True
        for seat in self.stale:
            self.session.delete(self._seat_obj(seat))
        self.stale = []
        self.session.flush()
        if result is None or remaining is None:
            result = self.fresh_plan()
            remaining = self.pending(result)
        for number in result.broken:
            t = self.by_number.get(number)
            if t is not None and t.open and not self.by_table.get(number):
                self.update_table(t, open=False, button=None)
        if result.final_table is not None and not remaining:
            t = self.by_number.get(result.final_table)
            if t is not None and t.open and not t.final:
                self.update_table(t, final=True)
        pending = [_pending_dict(m) for m in remaining]
        values = {"pending": pending, "broken": list(result.broken),
                  "final_table": result.final_table, "final_seats": result.final_table_seats,
                  "room_key": self.key()}
        for key, value in values.items():
            if self.state.id is None or getattr(self.state, key) != value:
                setattr(self.state, key, value)  # only what changed: a small undo record
        self.session.add(self.state)
        self.session.flush()

    def info(self, result: RoomPlan, moves: list[PendingMove]) -> RoomInfo:
        if len(self.names) < len(self.by_entry):
            self.load_names()
        tables = self._tables_shown(result)
        return RoomInfo(
            self.event_id, self.event.name, self.event.kind, tables, tuple(moves),
            result.needs_button, result.halted, result.notices, tuple(self.unseated()),
            self.active_count(), self.state.final_table or result.final_table,
            self.seats_per_table, self.final_size, self.state.seed)


    def _tables_shown(self, result: RoomPlan) -> tuple[TableInfo, ...]:
        """The open tables as the room view draws them. Only tables changed since the last
        read, and those whose alerts changed, are looked at again (issue 10); all of them when
        the fullest table's count changed (every "short" mark may change), and even then an
        unchanged table's players are not built again."""
        index = self.room_index()
        most = max(index.counts.values(), default=0)
        halted, needs_button = frozenset(result.halted), frozenset(result.needs_button)
        shown = self._shown
        kept = shown.tables if shown is not None else {}
        if shown is not None and shown.most == most:
            infos = kept
            recheck: Iterable[int] = sorted(self._changed | shown.halted | halted
                                            | shown.needs_button | needs_button)
        else:
            infos = {}
            recheck = index.tables
        for number in recheck:  # in number order: a new table comes last
            state = index.tables.get(number)
            if state is None:
                infos.pop(number, None)
                continue
            flags = (number in halted, state.count < most, number in needs_button)
            old = kept.get(number)
            if old is None or old[0] is not state:
                infos[number] = (state, self._table_info(state, *flags))
            elif (old[1].halted, old[1].short, old[1].needs_button) != flags:
                infos[number] = (state, replace(old[1], halted=flags[0], short=flags[1],
                                                needs_button=flags[2]))
            else:
                infos[number] = old
        self._shown = _Shown(most, halted, needs_button, infos)
        self._changed = set()
        return tuple([info for _, info in infos.values()])  # no generator: 1,000 tables read often

    def _table_info(self, state: TableState, halted: bool, short: bool, needs_button: bool
                    ) -> TableInfo:
        t = self.by_number[state.number]
        at = self.by_table.get(t.number, {})
        names, chips = self.names, self.chips
        players = tuple(SeatInfo(t.number, seat, s.entry_id, names[s.entry_id],
                                 chips.get(s.entry_id), s.fixed, s.waiting)
                        for seat, s in sorted(at.items()))
        # OFC has no blinds: its tables show the button only
        pos = rules.table_positions(state) if self.game is not Game.OFC else None
        return TableInfo(
            t.number, t.seats, t.button, tuple(sorted(int(b) for b in t.blocked)), players,
            t.final, pos.small_blind if pos else None, pos.big_blind if pos else None,
            halted, short, needs_button)
