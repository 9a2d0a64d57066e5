"""A floor action costs what it touches, not the room (issue 10).

Counted, not timed: the SQL statements a bust, a move, a late entry and a seat correction send,
the rows they load as ORM objects and the rows they write (the action's change record) are the
same in a 3-table and a 15-table room. Before the fix every action loaded every seat, entry and
player of the room as ORM objects and walked the room twice.
"""

from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress

from sqlalchemy import event, select

from tdesk.models.seating import Seat, SeatTable
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, Entry, Player
from tdesk.services import seating
from tdesk.services.players import PlayerFields, import_players

MAPPED = (Seat, SeatTable, Entry, Player)


@contextmanager
def counted(store: Store) -> Iterator[tuple[list[str], list[str]]]:
    """The SQL statements sent and the ORM objects loaded (by class) while inside."""
    statements: list[str] = []
    loaded: list[str] = []

    def sent(_conn: object, _cursor: object, statement: str, *_args: object) -> None:
        statements.append(statement)

    def load(target: object, _context: object) -> None:
        loaded.append(type(target).__name__)

    event.listen(store.engine, "before_cursor_execute", sent)
    for cls in MAPPED:
        event.listen(cls, "load", load)
    try:
        yield statements, loaded
    finally:
        event.remove(store.engine, "before_cursor_execute", sent)
        for cls in MAPPED:
            event.remove(cls, "load", load)


def last_changes(store: Store) -> list[dict[str, object]]:
    with store.read() as session:
        audit = session.scalars(select(AuditLog).order_by(AuditLog.id.desc()).limit(1)).one()
        return list(audit.changes)


def floor_night(store: Store, make_event: Callable[..., int], tables: int
                ) -> dict[str, tuple[int, int, list[tuple[str, str]]]]:
    """A room of ``tables`` full 9-seat tables with buttons set; per action: how many
    statements it sent, how many ORM objects it loaded and which (table, kind of change) rows
    it wrote."""
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
    result: dict[str, tuple[int, int, list[tuple[str, str]]]] = {}

    def run(name: str, action: Callable[[], object]) -> None:
        with counted(store) as (statements, loaded):
            action()
        rows = sorted((str(c["table"]), "insert" if c["before"] is None else
                       "delete" if c["after"] is None else "update")
                      for c in last_changes(store))
        result[name] = (len(statements), len(loaded), rows)
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
        statements_small, loaded_small, rows_small = small[action]
        statements_large, loaded_large, rows_large = large[action]
        assert statements_small == statements_large, action
        assert loaded_small == loaded_large, action
        assert rows_small == rows_large, action
        # bounded: a handful of rows (entry, seat, the plan's state row), never the room
        assert loaded_large <= 6, (action, loaded_large)
        assert len(rows_large) <= 4, (action, rows_large)
    assert ("seat", "delete") in large["bust"][2]
    assert ("entry", "update") in large["bust"][2]
    assert ("seat", "update") in large["move"][2]
    assert ("seat", "insert") in large["late entry"][2]


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
