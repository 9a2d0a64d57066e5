"""The room of one event inside one transaction (``_Room``): its tables and seats as plain
values, indexed, brought up to date where an action changes them, planned, and written
back one changed row at a time (issue 10)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import String, type_coerce
from sqlmodel import Session, col, func, select

from tdesk import validate
from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.event_rows import load_event
from tdesk.models.seating import Seat, SeatingState, SeatTable
from tdesk.models.tables import Entry, EntryStatus, Player
from tdesk.rules import seating as rules
from tdesk.rules.seating import Game, RoomPlan
from tdesk.rules.seating import room_tables as room_rules
from tdesk.rules.seating.types import DEFAULT_SEATS, OFC_TABLE_SEATS
from tdesk.services.seating import field_counts
from tdesk.services.seating.room_plan import _RoomPlans, _SeatRow, _Shown, _TableRow
from tdesk.services.seating.view import (
    SEATED_KINDS,
)

# -- the room inside a transaction -------------------------------------------------------------


class _Room(_RoomPlans):
    """The room of one event inside one transaction.

    Loaded once per action in a few set-based queries as plain values, indexed by table and by
    entry; the plan is computed on those values, and only the rows an action changes are loaded
    as ORM objects and written (so the change record, undo and the write cost stay as small as
    the action, whatever the size of the room).

    Kept between actions (below), it also keeps what is derived from the rows, each brought up
    to date only where an action changed it (issue 10): the tables as the planner sees them
    (``rules.RoomIndex``), the fingerprint, the players left, the unseated entries, the room
    view's tables and the last plan. When the store moved on meanwhile (another station, an
    undo), ``catch_up`` reads again only the entries and tables the audit log says changed and
    puts them in the same way. ``tests/services/seating/test_seating_scale.py`` counts this.
    """

    def __init__(self, session: Session, event_id: int, *, with_names: bool = False,
                 cached: _Room | None = None) -> None:
        self.session = session
        self.touched: list[_SeatRow | _TableRow] = []  # rows given an ORM object here
        self.mark: tuple[Any, ...] | None = None  # the store's state it was opened at
        self.mutated = False  # changed by this action (kept only if it is saved)
        event = load_event(session, event_id, kinds=SEATED_KINDS,
                           refusal="Event {name!r} ({kind}) has no seat draw.")
        self.event = event
        self.event_id = event_id
        settings = event.settings
        self.seats_per_table = int(settings.get(
            "seats_per_table", OFC_TABLE_SEATS if event.kind == "ofc" else DEFAULT_SEATS))
        default_final = 5 if event.kind == "ofc" else 10
        self.final_size = int(settings.get("final_table_size", default_final))
        self.game = Game.OFC if event.kind == "ofc" else (
            Game.STUD if settings.get("game") == "stud" else Game.FLOP)
        # the room's tables this event uses and their break order (TDA-B6, issue 35)
        self.room_tables = tuple(int(n) for n in settings.get("room_tables") or ())
        self.break_order = tuple(int(n) for n in settings.get("break_order") or ())
        state = session.exec(
            select(SeatingState).where(SeatingState.event_id == event_id)).first()
        self.state = state or SeatingState(event_id=event_id, seed=0)
        if cached is not None:  # the room as the last action left it, nothing changed since
            for name in _CACHED:
                setattr(self, name, getattr(cached, name))
            return
        # plain rows through the connection: no ORM objects for the thousands of seats
        connection = session.connection()
        self.tables = self._table_rows()
        self.by_number = {t.number: t for t in self.tables}
        self.by_entry: dict[int, _SeatRow] = {}
        self.by_table: dict[int, dict[int, _SeatRow]] = {}
        self.names: dict[int, str] = {}
        self.chips: dict[int, int | None] = {}
        seats = (select(Seat.id, Seat.entry_id, Seat.table_no, Seat.seat_no, Seat.fixed,
                        Seat.waiting).join(Entry, Entry.id == Seat.entry_id)
                 .where(Seat.event_id == event_id))
        active = EntryStatus.ACTIVE.value
        # out elsewhere (OFC settlement, DQ): their seats are free, deleted with the next plan
        self.stale = [_SeatRow(*values) for values in connection.execute(
            seats.where(Entry.status != active)).all()]
        seats = seats.where(Entry.status == active)
        if with_names:  # reading the room for the screen: names and chips in the same pass
            seats = seats.add_columns(Entry.chips, Player.name).join(
                Player, Player.id == Entry.player_id)
        by_entry, by_table = self.by_entry, self.by_table
        fingerprint = 0
        rows = connection.execute(seats).all()
        for seat_id, entry_id, table_no, seat_no, fixed, waiting, *_ in rows:
            row = _SeatRow(seat_id, entry_id, table_no, seat_no, fixed, waiting)
            fingerprint += hash((entry_id, table_no, seat_no, fixed, waiting))
            by_entry[entry_id] = row
            at = by_table.get(table_no)
            if at is None:
                at = by_table[table_no] = {}
            at[seat_no] = row
        if with_names:
            for values in rows:
                self.chips[values[1]], self.names[values[1]] = values[6], values[7]
        self._seats_print = fingerprint  # sum of the seats' hashes: kept up to date
        self._tables_print = sum(hash(t.values()) for t in self.tables)  # likewise
        self._index_kept: rules.RoomIndex | None = None  # built on first use, then kept
        self._dirty: set[int] = set()  # tables changed since the index was last brought up
        self._shown: _Shown | None = None  # the tables as the last read built them
        self._changed: set[int] = set()  # tables changed since then
        self._active: int | None = None  # active entries, counted once then kept
        self._unseated: dict[int, str] | None = None  # active entries without a seat, by name
        self._plan_kept: tuple[tuple[str, int], RoomPlan] | None = None  # the last plan made

    def _table_rows(self, ids: Iterable[int] | None = None) -> list[_TableRow]:
        """The event's tables (None: all of them), by number, as plain values."""
        query = (select(SeatTable.id, SeatTable.number, SeatTable.seats, SeatTable.button,
                        type_coerce(SeatTable.blocked, String), SeatTable.open, SeatTable.final)
                 .where(SeatTable.event_id == self.event_id).order_by(SeatTable.number))
        if ids is not None:
            query = query.where(col(SeatTable.id).in_(ids))
        return [_TableRow(i, n, seats, button, _json_list(blocked), is_open, final)
                for i, n, seats, button, blocked, is_open, final
                in self.session.connection().execute(query)]

    # plain indexes
    def _index(self, row: _SeatRow) -> None:
        self._dirty.add(row.table_no)
        self._seats_print += hash(row.values())
        self.by_entry[row.entry_id] = row
        self.by_table.setdefault(row.table_no, {})[row.seat_no] = row

    def _unindex(self, row: _SeatRow) -> None:
        self._dirty.add(row.table_no)
        self._seats_print -= hash(row.values())
        del self.by_entry[row.entry_id]
        at = self.by_table.get(row.table_no, {})
        if at.get(row.seat_no) is row:
            del at[row.seat_no]

    # catching up with what other actions changed (another station, undo, redo)
    def catch_up(self, changed: _Changed) -> bool:
        """Read again only the rows ``changed`` names and put them in the kept room; False
        when the room cannot take them (it is then read afresh)."""
        entries = set(changed.entries)
        if changed.players:
            entries.update(self.session.connection().execute(
                select(Entry.id).where(Entry.event_id == self.event_id,
                                       col(Entry.player_id).in_(changed.players))).scalars())
        if changed.tables and not self._reload_tables(changed.tables):
            return False
        if entries:
            self._reload_entries(entries, changed.was_active)
        if changed.payments or (entries and field_counts.takes_payments(self.session,
                                                                         self.event_id)):
            # who is in turns on payments (issue 35): the players left and the unseated are
            # counted again, as a read afresh would (two small queries, the seats are kept)
            self._active = self._unseated = None
        if self._index_kept is not None:
            try:
                self.room_index()
            except ValueError:  # a player in two seats: the log missed a row
                return False
        return True

    def _reload_tables(self, ids: set[int]) -> bool:
        """The tables ``ids`` as the store has them now; False if one comes back before the
        last open table (a break undone): the room's table order is then read afresh."""
        rows = self._table_rows(ids)
        last_open = max((t.number for t in self.tables if t.open and t.id not in ids),
                        default=0)
        was_open = {t.number for t in self.tables if t.open}
        if any(t.open and t.number not in was_open and t.number < last_open for t in rows):
            return False
        for old in [t for t in self.tables if t.id in ids]:
            self._tables_print -= hash(old.values())
            self._dirty.add(old.number)
            if self.by_number.get(old.number) is old:
                del self.by_number[old.number]
        for row in rows:
            self._tables_print += hash(row.values())
            self._dirty.add(row.number)
            self.by_number[row.number] = row
        self.tables = sorted([t for t in self.tables if t.id not in ids] + rows,
                             key=lambda t: t.number)
        return True

    def _reload_entries(self, ids: set[int], was_active: Mapping[int, bool]) -> None:
        """The entries ``ids`` (status, seat, name, chips) as the store has them now."""
        found = {row[0]: row for row in self.session.connection().execute(
            select(Entry.id, Entry.status, Entry.chips, Player.name, Seat.id, Seat.table_no,
                   Seat.seat_no, Seat.fixed, Seat.waiting)
            .join(Player, Player.id == Entry.player_id)
            .outerjoin(Seat, Seat.entry_id == Entry.id)
            .where(col(Entry.id).in_(ids), Entry.event_id == self.event_id))}
        self.stale = [s for s in self.stale if s.entry_id not in ids]
        snapshot = self.session.get_bind().dialect.name == "sqlite"  # one view per transaction
        added: dict[int, str] = {}
        for entry_id in ids:
            old = self.by_entry.get(entry_id)
            if old is not None:
                self._unindex(old)
            if self._unseated is not None:
                self._unseated.pop(entry_id, None)
            row = found.get(entry_id)
            active = row is not None and row[1] == EntryStatus.ACTIVE.value
            if entry_id in was_active and self._active is not None:
                self._active += int(active) - int(was_active[entry_id])
            if row is None:
                self.names.pop(entry_id, None)
                self.chips.pop(entry_id, None)
                continue
            _, _, chips, name, seat_id, table_no, seat_no, fixed, waiting = row
            seat = None if seat_id is None else _SeatRow(seat_id, entry_id, table_no, seat_no,
                                                         fixed, waiting)
            if seat is not None and active:
                self._index(seat)
            elif seat is not None:
                self.stale.append(seat)  # out elsewhere: freed by the next plan
            elif active:
                added[entry_id] = name
            if entry_id in self.names or (seat is not None and active):
                self.names[entry_id], self.chips[entry_id] = name, chips
        if not snapshot and (was_active or added):
            self._active = self._unseated = None  # counted again in this very transaction
        elif added and self._unseated is not None:
            # by name as SQLite orders it: code points, as Python compares strings
            self._unseated = dict(sorted([*self._unseated.items(), *added.items()],
                                         key=lambda item: item[1]))

    @property
    def seats(self) -> list[_SeatRow]:
        return list(self.by_entry.values())

    def seat_of(self, entry_id: int) -> _SeatRow | None:
        return self.by_entry.get(entry_id)

    def at(self, table: int, seat: int) -> _SeatRow | None:
        return self.by_table.get(table, {}).get(seat)

    def seated_at(self, table: int) -> list[_SeatRow]:
        return list(self.by_table.get(table, {}).values())

    # writing: only the rows an action changes become ORM objects
    def _seat_obj(self, row: _SeatRow) -> Seat:
        if row.obj is None:
            row.obj = self.session.get(Seat, row.id)
            assert row.obj is not None
            self.touched.append(row)
        return row.obj

    def _table_obj(self, row: _TableRow) -> SeatTable:
        if row.obj is None:
            row.obj = self.session.get(SeatTable, row.id)
            assert row.obj is not None
            self.touched.append(row)
        return row.obj

    def detach(self) -> None:
        """Forget the ORM objects of this session (their ids kept), to be reused later."""
        for row in self.touched:
            if row.obj is not None:
                row.id = row.obj.id
                row.obj = None
        self.touched = []

    def update_table(self, row: _TableRow, **values: Any) -> None:
        self.mutated = True
        obj = self._table_obj(row)
        self._dirty.add(row.number)
        self._tables_print -= hash(row.values())
        for key, value in values.items():
            setattr(obj, key, value)
            setattr(row, key, list(value) if key == "blocked" else value)
        self._tables_print += hash(row.values())
        self.session.add(obj)

    def update_seat(self, row: _SeatRow, **values: Any) -> None:
        self.mutated = True
        obj = self._seat_obj(row)
        self._unindex(row)
        for key, value in values.items():
            setattr(obj, key, value)
            setattr(row, key, value)
        self._index(row)
        self.session.add(obj)

    # tables and seats
    def open_tables(self) -> list[_TableRow]:
        return [t for t in self.tables if t.open]

    def open_table(self, number: int) -> _TableRow:
        t = self.by_number.get(number)
        if t is not None and t.open:
            return t
        raise InputError("Table", number, "is not an open table of this event")

    def ensure_tables(self, count: int) -> None:
        """Open tables until ``count`` are open. With the event's tables listed, the first of
        them not open now, in the listed order, and never a table the list does not have
        (issue 35); else the event's broken tables first, lowest number first, then new
        numbers after the highest (re-entries opened "table 12" in an 8-table room)."""
        self.mutated = True
        have = len(self.open_tables())
        if self.room_tables and have < count:
            try:
                numbers = room_rules.tables_to_open(
                    self.room_tables, (t.number for t in self.open_tables()), count - have)
            except ValueError as exc:
                raise ConflictError(str(exc)) from exc
            for number in numbers:
                row = self.by_number.get(number)
                if row is not None:
                    self.update_table(row, open=True, button=None)
                else:
                    self._new_table(number)
            self.session.flush()
            return
        for row in sorted((t for t in self.tables if not t.open and not t.final),
                          key=lambda t: t.number):
            if have >= count:
                break
            self.update_table(row, open=True, button=None)
            have += 1
        while have < count:
            self._new_table(max(self.by_number, default=0) + 1)
            have += 1
        self.session.flush()

    def _new_table(self, number: int) -> None:
        self._dirty.add(number)
        obj = SeatTable(event_id=self.event_id, number=number, seats=self.seats_per_table)
        self.session.add(obj)
        row = _TableRow(None, number, obj.seats, None, [], True, False, obj)
        self._tables_print += hash(row.values())
        self.touched.append(row)
        self.tables.append(row)
        self.tables.sort(key=lambda t: t.number)
        self.by_number[number] = row

    def add_seat(self, entry_id: int, table: int, seat: int, name: str | None = None,
                 chips: int | None = None) -> None:
        self.mutated = True
        obj = Seat(event_id=self.event_id, entry_id=entry_id, table_no=table, seat_no=seat)
        self.session.add(obj)
        row = _SeatRow(None, entry_id, table, seat, False, False, obj)
        self.touched.append(row)
        self._index(row)
        if self._unseated is not None:
            self._unseated.pop(entry_id, None)
        if name is None:
            entry, player = self.entry(entry_id)
            name, chips = player.name, entry.chips
        self.names[entry_id] = name
        self.chips[entry_id] = chips

    def remove_seat(self, seat: _SeatRow) -> None:
        self.mutated = True
        self.session.delete(self._seat_obj(seat))
        self._unindex(seat)

    def entry(self, entry_id: int) -> tuple[Entry, Player]:
        entry = self.session.get(Entry, validate.identifier("Player", entry_id))
        if entry is None or entry.event_id != self.event_id:
            raise NotFoundError(f"Player entry #{entry_id} is not in this event.")
        player = self.session.get(Player, entry.player_id)
        assert player is not None
        return entry, player

    def name_of(self, entry_id: int) -> str:
        """The player's name for a refusal (issue 35); an entry of no event here: its id."""
        entry = self.session.get(Entry, entry_id)
        player = self.session.get(Player, entry.player_id) if entry is not None else None
        return player.name if player is not None else f"#{entry_id}"

    def active_entries(self) -> list[tuple[Entry, Player]]:
        return list(self.session.exec(
            select(Entry, Player).join(Player, Player.id == Entry.player_id)
            .where(field_counts.in_field(self.event_id), Entry.status == EntryStatus.ACTIVE)
            .order_by(Player.name)).all())

    def active_count(self) -> int:
        """Players left: counted once, then kept up to date by ``players_out``."""
        if self._active is None:
            self._active = int(self.session.execute(
                select(func.count()).select_from(Entry)
                .where(field_counts.in_field(self.event_id), Entry.status == EntryStatus.ACTIVE)
            ).scalar_one())
        return self._active

    def players_out(self, entry_ids: Sequence[int]) -> None:
        """Active entries leaving the event (busts): the kept counts follow."""
        self.mutated = True
        if self._active is not None:
            self._active -= len(entry_ids)
        for entry_id in entry_ids:
            if self._unseated is not None:
                self._unseated.pop(entry_id, None)

    def player_in(self) -> None:
        """A player out comes back in (a reinstatement, seated by the caller): the kept count
        of players left follows."""
        self.mutated = True
        if self._active is not None:
            self._active += 1

    def unseated_entries(self) -> list[tuple[Entry, Player]]:
        seated = self.by_entry
        return [(e, p) for e, p in self.active_entries() if e.id not in seated]

    def unseated(self) -> list[tuple[int, str]]:
        """Active entries without a seat, by name (one query, only those rows; then kept)."""
        if self._unseated is None:
            seated = select(Seat.id).where(Seat.entry_id == Entry.id).exists()
            rows = self.session.connection().execute(
                select(Entry.id, Player.name).join(Player, Player.id == Entry.player_id)
                .where(field_counts.in_field(self.event_id), Entry.status == EntryStatus.ACTIVE,
                       ~seated)
                .order_by(Player.name))
            self._unseated = {entry_id: name for entry_id, name in rows}
        return list(self._unseated.items())

    def load_names(self, entry_ids: Sequence[int] | None = None) -> None:
        """Names and chips of ``entry_ids`` (None: everyone seated), in one query."""
        query = (select(Entry.id, Player.name, Entry.chips)
                 .join(Player, Player.id == Entry.player_id))
        if entry_ids is None:
            query = query.join(Seat, Seat.entry_id == Entry.id).where(
                Seat.event_id == self.event_id)
        else:
            wanted = [e for e in set(entry_ids) if e not in self.names]
            if not wanted:
                return
            query = query.where(col(Entry.id).in_(wanted))
        for entry_id, name, chips in self.session.connection().execute(query):
            self.names[entry_id] = name
            self.chips[entry_id] = chips



# what a kept room hands on to the room opened from it (``seating_kept._open``)
_CACHED = ("tables", "by_number", "by_entry", "by_table", "stale", "names", "chips",
           "_seats_print", "_tables_print", "_index_kept", "_dirty", "_shown", "_changed", "_active",
           "_unseated", "_plan_kept")


@dataclass
class _Changed:
    """What the audit log says changed in one event's room since a kept room's mark."""

    entries: set[int]
    tables: set[int]  # seat_table ids
    players: set[int]  # renamed players
    was_active: dict[int, bool]  # entries whose row changed: active at the mark?
    payments: bool = False  # a payment changed: who is in may have changed (issue 35)

    @property
    def size(self) -> int:
        return len(self.entries) + len(self.tables) + len(self.players)


def _json_list(value: Any) -> list[Any]:
    """A JSON list column read as text (decoded only when not empty: 1,000 tables' "[]")."""
    if isinstance(value, list):  # drivers that decode JSON themselves (psycopg)
        return value
    return json.loads(value) if value and value != "[]" else []
