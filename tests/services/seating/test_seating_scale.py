"""A floor action costs what it touches, not the room (issue 10).

Counted, not timed: the SQL statements a bust, a move, a late entry and a seat correction send,
the rows they load as ORM objects and the rows they write (the action's change record), and the
tables they look at in Python (table states built, tables verified for the planner, tables of
the room view built by the next read) are the same in a 3-table and a 15-table room. Before the
fix every action loaded every seat, entry and player of the room as ORM objects and walked the
room twice; later it still rebuilt and verified every table for each plan, fingerprinted every
table, counted the players left and the unseated entries in SQL and rebuilt every table of the
room view on each read.
"""

import random
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import Any

import pytest
from sqlalchemy import event, select

import tdesk.rules.seating as rules_seating
from tdesk.errors import TdeskError
from tdesk.models.seating import Seat, SeatTable
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, Entry, Player
from tdesk.services.events import get_event, update_event
from tdesk.services.players import (
    PlayerFields,
    add_player,
    import_players,
    remove_player,
    update_player,
)
from tdesk.services.seating import seating

MAPPED = (Seat, SeatTable, Entry, Player)


@dataclass
class Counts:
    """What one stretch of work sent to the database and looked at in Python."""

    statements: list[str] = field(default_factory=list)
    loaded: list[str] = field(default_factory=list)  # ORM objects, by class
    states: int = 0  # tables turned into TableState for the planner
    verified: int = 0  # tables verified (rules.verify_room)
    shown: int = 0  # tables built for the room view
    fingerprinted: int = 0  # tables hashed for the room's fingerprint
    planned: int = 0  # plans made (each reads every table's count)

    def python(self) -> tuple[int, int, int, int, int]:
        return self.states, self.verified, self.shown, self.fingerprinted, self.planned


@contextmanager
def counted(store: Store) -> Iterator[Counts]:
    """Count, while inside, SQL statements, ORM loads and the tables looked at one by one."""
    counts = Counts()

    def sent(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
        counts.statements.append(statement)

    def load(target: object, _context: object) -> None:
        counts.loaded.append(type(target).__name__)

    table_state, table_info = seating._Room.table_state, seating._Room._table_info  # noqa: SLF001
    verify_room = rules_seating.verify_room
    table_values = seating._TableRow.values  # noqa: SLF001
    plan_room = rules_seating.plan_room

    def state(self: Any, *args: Any) -> Any:
        counts.states += 1
        return table_state(self, *args)

    def info(self: Any, *args: Any) -> Any:
        counts.shown += 1
        return table_info(self, *args)

    def values(self: Any) -> Any:
        counts.fingerprinted += 1
        return table_values(self)

    def plan(*args: Any, **kwargs: Any) -> Any:
        counts.planned += 1
        return plan_room(*args, **kwargs)

    def verify(tables: Sequence[Any]) -> None:
        counts.verified += len(tables)
        verify_room(tables)

    event.listen(store.engine, "before_cursor_execute", sent)
    for cls in MAPPED:
        event.listen(cls, "load", load)
    seating._Room.table_state = state  # type: ignore[method-assign]  # noqa: SLF001
    seating._Room._table_info = info  # type: ignore[method-assign]  # noqa: SLF001
    rules_seating.verify_room = verify  # type: ignore[assignment]
    rules_seating.plan_room = plan  # type: ignore[assignment]
    seating._TableRow.values = values  # type: ignore[method-assign]  # noqa: SLF001
    try:
        yield counts
    finally:
        event.remove(store.engine, "before_cursor_execute", sent)
        for cls in MAPPED:
            event.remove(cls, "load", load)
        seating._Room.table_state = table_state  # type: ignore[method-assign]  # noqa: SLF001
        seating._Room._table_info = table_info  # type: ignore[method-assign]  # noqa: SLF001
        rules_seating.verify_room = verify_room
        rules_seating.plan_room = plan_room
        seating._TableRow.values = table_values  # type: ignore[method-assign]  # noqa: SLF001


ROOM_TABLES = re.compile(r"\bFROM (seat|seat_table|entry|player)\b")


BY_ID = re.compile(r"WHERE (seat|seat_table|entry|player)\.id = \?$"
                   r"|WHERE .*\b(seat_table|entry)\.id IN \([?, ]+\)"
                   r"|WHERE entry\.event_id = \? AND entry\.player_id IN \([?, ]+\)$")


def room_wide(statements: list[str]) -> list[str]:
    """Statements that read the room's seats, tables, entries or players other than rows by
    their ids (a catch-up reads the few the audit log names; the best finishing place given so
    far comes from an index: one row too)."""
    return [s for s in statements if ROOM_TABLES.search(s) and "min(entry.place)" not in s
            and not BY_ID.search(s.strip())]


def last_changes(store: Store) -> list[dict[str, object]]:
    with store.read() as session:
        audit = session.scalars(select(AuditLog).order_by(AuditLog.id.desc()).limit(1)).one()
        return list(audit.changes)


Python = tuple[int, int, int, int, int]
Night = dict[str, tuple[int, int, list[tuple[str, str]], Python, int, Python]]


def floor_night(store: Store, make_event: Callable[..., int], tables: int) -> Night:
    """A room of ``tables`` full 9-seat tables with buttons set; per action: how many
    statements it sent, how many ORM objects it loaded, which (table, kind of change) rows it
    wrote and how many tables it looked at in Python; then the same for the read of the room
    that follows it (statements, tables looked at)."""
    event_id = make_event("poker", players=0, seats_per_table=9, final_table_size=9)
    import_players(store, event_id, [PlayerFields(f"Player {n:04}") for n in range(9 * tables)])
    seating.draw_seats(store, event_id, tables=tables, seed=5)
    import_players(store, event_id, [PlayerFields("Late Comer")])
    for t in seating.room(store, event_id).tables:
        seating.set_button(store, event_id, t.number, t.players[0].seat)
    info = seating.room(store, event_id)
    table_1 = info.table(1)
    assert table_1 is not None and info.unseated
    first, second = table_1.players[1].entry_id, table_1.players[2].entry_id
    unseated = info.unseated[0][0]
    result: Night = {}

    def run(name: str, action: Callable[[], object]) -> None:
        with counted(store) as did:
            action()
        rows = sorted((str(c["table"]), "insert" if c["before"] is None else
                       "delete" if c["after"] is None else "update")
                      for c in last_changes(store))
        with counted(store) as read:
            seating.room(store, event_id)
        assert room_wide(did.statements) == [] and room_wide(read.statements) == [], name
        result[name] = (len(did.statements), len(did.loaded), rows, did.python(),
                        len(read.statements), read.python())
        # the fingerprint kept up to date during the action is the room's as read afresh,
        # so the stored plan is the one followed (not silently replanned)
        with store.read() as session:
            room = seating._Room(session, event_id)  # noqa: SLF001
            assert room.state.room_key == room.key(), name

    run("bust", lambda: seating.bust_players(store, event_id, [first]))
    run("second bust", lambda: seating.bust_players(store, event_id, [second]))
    assert seating.room(store, event_id).moves, "two busts at one table need a balancing move"
    run("move", lambda: seating.apply_move(store, event_id, 0))
    run("late entry", lambda: seating.seat_late_entry(store, event_id, unseated, seed=3))
    info = seating.room(store, event_id)
    free = next((t.number, s) for t in info.tables for s in range(1, t.seats + 1)
                if t.at(s) is None and s not in t.blocked)
    mover = next(p for t in info.tables if t.number != free[0] for p in t.players)
    run("correction", lambda: seating.move_player(store, event_id, mover.entry_id, *free))
    return result


def test_floor_actions_send_and_write_the_same_at_any_room_size(
        store: Store, make_event: Callable[..., int]) -> None:
    small = floor_night(store, make_event, tables=3)
    large = floor_night(store, make_event, tables=15)
    assert small.keys() == large.keys()
    for action in small:
        assert small[action] == large[action], action
        _, loaded, rows, python, _, read = large[action]
        # bounded: a handful of rows (entry, seat, the plan's state row), never the room
        assert loaded <= 6, (action, loaded)
        assert len(rows) <= 4, (action, rows)
        # the tables it changed, not the room: a move or a correction touches two
        states, verified, shown, fingerprinted, planned = python
        assert states <= 2 and verified <= 2 and shown == 0, (action, python)
        assert fingerprinted <= 2, (action, python)
        assert max(read) <= 2, (action, read)
        assert planned + read[-1] <= 1, (action, python, read)  # one plan for the room
    assert ("seat", "delete") in large["bust"][2]
    assert ("entry", "update") in large["bust"][2]
    assert ("seat", "update") in large["move"][2]
    assert ("seat", "insert") in large["late entry"][2]


def catch_up_night(store: Store, second: Store, make_event: Callable[..., int],
                   tables: int) -> dict[str, tuple[int, int, Python]]:
    """A room of ``tables`` full 9-seat tables worked by two stations: per step, the second
    station acts (not counted), then this one acts or reads: the statements it sent, the ORM
    objects it loaded and the tables it looked at in Python."""
    event_id = make_event("poker", players=0, seats_per_table=9, final_table_size=9)
    import_players(store, event_id, [PlayerFields(f"Player {n:04}") for n in range(9 * tables)])
    seating.draw_seats(store, event_id, tables=tables, seed=5)
    for t in seating.room(store, event_id).tables:
        seating.set_button(store, event_id, t.number, t.players[0].seat)
    info = seating.room(second, event_id)  # both stations keep a room
    seating.room(store, event_id)
    at = [info.table(n) for n in (1, 2, 3)]
    assert all(t is not None for t in at)
    one, two, three = (t.players for t in at if t is not None)
    result: dict[str, tuple[int, int, Python]] = {}

    def step(name: str, there: Callable[[], object], here: Callable[[], object]) -> None:
        there()
        with counted(store) as did:
            here()
        assert room_wide(did.statements) == [], (name, room_wide(did.statements))
        result[name] = (len(did.statements), len(did.loaded), did.python())

    step("bust after a bust", lambda: seating.bust_players(second, event_id, [one[1].entry_id]),
         lambda: seating.bust_players(store, event_id, [two[1].entry_id]))
    step("read after a bust", lambda: seating.bust_players(second, event_id, [one[2].entry_id]),
         lambda: seating.room(store, event_id))
    step("read after an undo", second.undo, lambda: seating.room(store, event_id))
    step("bust after a redo", second.redo,
         lambda: seating.bust_players(store, event_id, [two[2].entry_id]))
    late: list[int] = []
    step("late entry after a registration",
         lambda: late.append(add_player(second, event_id, PlayerFields("Late Comer"))),
         lambda: seating.seat_late_entry(store, event_id, late[0], seed=3))
    step("button after a rename",
         lambda: update_player(second, three[3].entry_id, PlayerFields("Renamed Player")),
         lambda: seating.set_button(store, event_id, 3, three[3].seat))
    step("read after a button", lambda: seating.set_button(second, event_id, 2, two[3].seat),
         lambda: seating.room(store, event_id))
    step("read after a removal", lambda: remove_player(second, three[4].entry_id),
         lambda: seating.room(store, event_id))
    step("bust after a correction",
         lambda: seating.move_player(second, event_id, three[5].entry_id,
                                     *free_seat(seating.room(second, event_id))),
         lambda: seating.bust_players(store, event_id, [three[6].entry_id]))
    step("bust after its own undo", store.undo,
         lambda: seating.bust_players(store, event_id, [three[6].entry_id]))

    def refused() -> None:
        with pytest.raises(TdeskError):
            seating.move_player(store, event_id, three[7].entry_id, 1, one[3].seat)  # taken

    step("bust after a refused action", refused,
         lambda: seating.bust_players(store, event_id, [three[7].entry_id]))
    assert seating.room(store, event_id) == seating.room(second, event_id)
    return result


def free_seat(info: seating.RoomInfo) -> tuple[int, int]:
    return next((t.number, s) for t in info.tables for s in range(1, t.seats + 1)
                if t.at(s) is None and s not in t.blocked)


def test_catching_up_with_another_station_costs_what_changed(
        store: Store, make_event: Callable[..., int]) -> None:
    """The first action or read after another station's action, an undo or a redo (either
    station's), or a refused action reads again only the rows the audit log says changed: the
    same statements, ORM loads and tables looked at in a 3-table and a 15-table room, and no
    statement reads the room's seats, tables or entries by event."""
    second = Store(store.url, staff="Station 2")
    try:
        small = catch_up_night(store, second, make_event, tables=3)
        large = catch_up_night(store, second, make_event, tables=15)
    finally:
        second.close()
    assert small == large
    for name, (_, loaded, python) in large.items():
        states, verified, shown, fingerprinted, planned = python
        assert loaded <= 6 and max(states, verified, shown, fingerprinted) <= 3, (name, python)
        assert planned <= 1, (name, python)


def test_a_cancelled_action_leaves_no_trace_in_the_kept_room(
        store: Store, make_event: Callable[..., int]) -> None:
    """A draw cancelled half-way (its progress callback raised) had changed the kept room
    before the store rolled it back: the room is read afresh, not kept as the draw left it."""
    eyes = Store(store.url, staff="Fresh eyes")
    try:
        event_id = make_event("poker", players=12, seats_per_table=6)
        seating.room(store, event_id)

        def cancel(done: int, total: int) -> None:
            raise KeyboardInterrupt  # the floor pressed Cancel

        with pytest.raises(KeyboardInterrupt):
            seating.draw_seats(store, event_id, seed=1, progress=cancel)
        info = seating.room(store, event_id)
        assert info.seated == [] and len(info.unseated) == 12
        assert info == fresh_room(eyes, event_id)
    finally:
        eyes.close()


def test_the_room_kept_between_actions_follows_every_change(tmp_path, make_event, store) -> None:  # type: ignore[no-untyped-def]
    """The room an action leaves is reused by the next one only while nothing else changed:
    another station's action, an undo, a failed action all make it read afresh."""
    from tdesk.errors import TdeskError

    other = Store(store.url, staff="Station 2")  # a second station on the same store
    try:
        event_id = make_event("poker", players=12, seats_per_table=6, final_table_size=6)
        seating.draw_seats(store, event_id, seed=2)
        first = seating.room(other, event_id).table(1).players[0]
        seating.room(store, event_id)  # both stations now keep a room
        seating.bust_players(other, event_id, [first.entry_id])
        assert first.entry_id not in {p.entry_id for p in seating.room(store, event_id).seated}
        other.undo()  # the station that busted takes it back
        assert first.entry_id in {p.entry_id for p in seating.room(other, event_id).seated}
        assert first.entry_id in {p.entry_id for p in seating.room(store, event_id).seated}
        # a refused action changes nothing, here or there
        before = seating.room(store, event_id).seated
        taken = before[1]
        with suppress(TdeskError):
            seating.move_player(store, event_id, first.entry_id, taken.table, taken.seat)
        assert seating.room(store, event_id).seated == before
        assert seating.room(other, event_id).seated == before
        with store.read() as session:
            fresh = seating._Room(session, event_id)  # noqa: SLF001 - read without the cache
            assert fresh.key() == fresh.state.room_key
            assert sorted(fresh.by_entry) == sorted(p.entry_id for p in before)
    finally:
        other.close()


def fresh_room(other: Store, event_id: int) -> seating.RoomInfo:
    """The room read afresh from the store (nothing kept from earlier reads or actions)."""
    seating.forget_rooms(other)
    return seating.room(other, event_id)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_room_kept_up_to_date_reads_as_the_room_read_afresh(
        store: Store, make_event: Callable[..., int], seed: int) -> None:
    """What an action updates in place (the tables' index, the fingerprint, players left, the
    unseated list, the room view's tables and their alerts) equals what a fresh read builds,
    through a night of busts, moves, breaks, late entries, corrections, buttons, blocked and
    fixed seats, renames and removals down to the final table (TDA-B1..B6, TDA-F1, TDA-S1,
    TDA-S2). Two stations work the event (two Store objects on one file): each keeps its room
    and catches it up with the other's actions and undos (and its own undos), whether it reads
    the room first or acts straight away, one action behind or several, and after refused
    actions."""
    rng = random.Random(seed)
    eyes = Store(store.url, staff="Fresh eyes")
    second = Store(store.url, staff="Station 2")
    stations = (store, second)
    try:
        event_id = make_event("poker", players=40, seats_per_table=6, final_table_size=6)
        seating.draw_seats(store, event_id, tables=8, seed=seed)
        late, replanned = 0, True
        for step in range(200):
            fresh = fresh_room(eyes, event_id)
            for station in stations:  # each reads now and then: one action behind or several
                if rng.random() < 0.5:
                    assert seating.room(station, event_id) == fresh, (step, station.staff)
            if replanned:  # an undo puts back the plan's row as it was: planned afresh
                with store.read() as session:
                    room = seating._Room(session, event_id)  # noqa: SLF001
                    assert room.key() == room.state.room_key, step
            if len(fresh.seated) <= 2:
                break
            with suppress(TdeskError):  # a refused action (a seat taken) changes nothing
                late, replanned = one_floor_action(rng.choice(stations), event_id, fresh, rng,
                                                   late)
        fresh = fresh_room(eyes, event_id)
        for station in stations:
            assert seating.room(station, event_id) == fresh, station.staff
    finally:
        second.close()
        eyes.close()


def one_floor_action(store: Store, event_id: int, info: seating.RoomInfo, rng: random.Random,
                     late: int) -> tuple[int, bool]:
    """One floor action picked at random (moves most often, as on the floor); the late
    entries registered so far, and whether it was a seating action (which plans the room it
    leaves; an undo, a registration, a rename, a change of game or a removal do not)."""
    tables = [t for t in info.tables if t.players]
    table = rng.choice(tables)
    player = rng.choice(table.players)
    roll = rng.random()
    if info.moves and roll < 0.5:
        seating.apply_move(store, event_id, 0)
    elif roll < 0.75:
        busted = [player.entry_id] + ([p.entry_id for p in table.players[:1]
                                       if p != player] if rng.random() < 0.2 else [])
        seating.bust_players(store, event_id, busted)
    elif roll < 0.8 and (late < 6 or info.unseated):
        if late < 6 and (not info.unseated or rng.random() < 0.5):
            add_player(store, event_id, PlayerFields(f"Late {late}"))  # seated later
            return late + 1, False
        entry, _ = rng.choice(info.unseated)
        seating.seat_late_entry(store, event_id, entry, seed=rng.randrange(1000))
    elif roll < 0.85:
        seating.set_button(store, event_id, table.number, player.seat)
    elif roll < 0.9:
        free = [s for s in range(1, table.seats + 1) if table.at(s) is None]
        if free:
            seat = rng.choice(free)
            seating.block_seat(store, event_id, table.number, seat,
                               blocked=seat not in table.blocked)
    elif roll < 0.93:
        seating.set_fixed(store, event_id, player.entry_id, not player.fixed)
    elif roll < 0.96:
        store.undo()  # this station's newest action: refused if the other changed its rows
        return late, False
    elif roll < 0.97:  # a new name, or the same name in other letter case (its entry's
        # name key stays: only the player row changes)
        name = player.name.swapcase() if rng.random() < 0.5 else f"{player.name} II"
        update_player(store, player.entry_id, PlayerFields(name))
        return late, False
    elif roll < 0.975:
        event = get_event(store, event_id)
        game = "stud" if event.settings.get("game") != "stud" else "flop"
        update_event(store, event_id, name=event.name, date=event.date, venue=event.venue,
                     settings={**event.settings, "game": game})
        return late, False
    elif roll < 0.985:
        remove_player(store, player.entry_id)
        return late, False
    else:
        free = [(t.number, s) for t in info.tables for s in range(1, t.seats + 1)
                if t.at(s) is None and s not in t.blocked]
        if free:
            seating.move_player(store, event_id, player.entry_id, *rng.choice(free))
    return late, True
