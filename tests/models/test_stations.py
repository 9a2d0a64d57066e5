"""Several stations on one store (issue 9): undo per station, stale edits refused, races that
slip past the lock end in a clear conflict. Two Store objects on one file are two stations."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlmodel import select

from tdesk.errors import ConflictError
from tdesk.models.seating import Seat
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, Entry
from tdesk.services.events import create_event, get_event, update_event
from tdesk.services.players import (
    PlayerFields,
    add_player,
    get_entry,
    list_entries,
    update_player,
)
from tdesk.services.seating.seating import bust_players, draw_seats, room


@pytest.fixture
def two(tmp_path: Path) -> Iterator[tuple[Store, Store]]:
    url = f"sqlite:///{tmp_path / 'venue.db'}"
    a = Store(url, staff="Anna")
    b = Store(url, staff="Björn")
    yield a, b
    a.close()
    b.close()


def test_each_station_gets_its_own_id_recorded_in_the_audit_row(two: tuple[Store, Store]) -> None:
    a, b = two
    assert a.station != b.station
    event_id = create_event(a, "Cup", "poker")
    add_player(b, event_id, PlayerFields("Юрий"))
    with a.read() as session:
        rows = session.exec(select(AuditLog).order_by(AuditLog.id)).all()
    assert [(r.staff, r.station) for r in rows] == [("Anna", a.station), ("Björn", b.station)]


def test_ctrl_z_undoes_this_stations_newest_action_never_anothers(
        two: tuple[Store, Store]) -> None:
    a, b = two
    event_id = create_event(a, "Cup", "poker")
    add_player(a, event_id, PlayerFields("Anna's player"))
    add_player(b, event_id, PlayerFields("Björn's player"))  # newer, but B's
    assert a.undo_step() is not None and a.undo_step().summary == "Add player Anna's player"
    a.undo()
    assert [r.name for r in list_entries(a, event_id)] == ["Björn's player"]
    assert a.undo_step() is not None and a.undo_step().summary == "Create event Cup"
    assert b.undo_step() is not None and b.undo_step().summary == "Add player Björn's player"
    # redo is per station too
    assert b.redo_step() is None
    assert a.redo_step() is not None
    a.redo()
    assert sorted(r.name for r in list_entries(a, event_id)) == ["Anna's player",
                                                                 "Björn's player"]


def test_two_stations_undoing_one_action_undo_it_once_and_the_second_is_told(
        two: tuple[Store, Store]) -> None:
    a, b = two
    event_id = create_event(a, "Cup", "poker")
    entry = add_player(a, event_id, PlayerFields("Мария", rating=1500))
    update_player(a, entry, PlayerFields("Мария", rating=1700))
    step = a.undo_step()
    assert step is not None
    a.undo()  # Ctrl+Z at A
    with pytest.raises(ConflictError, match="already undone by Anna"):
        b.undo(step.audit_id)  # the Log tab at B, a moment later
    assert get_entry(a, entry).rating == 1500
    with a.read() as session:
        undos = session.exec(select(AuditLog).where(AuditLog.action == "undo")).all()
    assert len(undos) == 1


def test_log_tab_undo_of_another_stations_action(two: tuple[Store, Store]) -> None:
    a, b = two
    event_id = create_event(a, "Cup", "poker")
    add_player(a, event_id, PlayerFields("Sören"))
    step = a.undo_step()
    assert step is not None
    b.undo(step.audit_id)  # explicit, by id
    assert list_entries(a, event_id) == []
    assert a.undo_step() is not None and a.undo_step().summary == "Create event Cup"


def test_stale_edit_is_refused_naming_who_and_when(two: tuple[Store, Store]) -> None:
    a, b = two
    event_id = create_event(a, "Cup", "poker")
    entry = add_player(a, event_id, PlayerFields("Li Na", rating=1500))
    shown_at_a = get_entry(a, entry)  # A opens the edit dialog
    shown_at_b = get_entry(b, entry)  # B opens it too
    update_player(b, entry, PlayerFields("Li Na", rating=1600), version=shown_at_b.version)
    with pytest.raises(ConflictError, match=r"changed by Björn at \d\d:\d\d:\d\d"):
        update_player(a, entry, PlayerFields("Li Na", rating=1550), version=shown_at_a.version)
    assert get_entry(a, entry).rating == 1600  # B's edit is not lost
    # reading again gives the new version, and the save goes through
    update_player(a, entry, PlayerFields("Li Na", rating=1550), version=get_entry(a, entry).version)
    assert get_entry(b, entry).rating == 1550


def test_seed_only_edit_also_bumps_the_version(two: tuple[Store, Store]) -> None:
    a, b = two
    event_id = create_event(a, "Cup", "swiss")
    entry = add_player(a, event_id, PlayerFields("Ola"))
    old = get_entry(a, entry)
    update_player(b, entry, PlayerFields("Ola", seed=3), version=old.version)
    with pytest.raises(ConflictError, match="Björn"):
        update_player(a, entry, PlayerFields("Ola", rating=1200), version=old.version)
    assert get_entry(a, entry).seed == 3


def test_stale_event_edit_is_refused(two: tuple[Store, Store]) -> None:
    a, b = two
    event_id = create_event(a, "Cup", "poker")
    seen = get_event(a, event_id)
    update_event(b, event_id, name="Cup", date=None, venue="Malmö", settings=seen.settings,
                 version=seen.version)
    with pytest.raises(ConflictError, match="Björn"):
        update_event(a, event_id, name="Cup", date=None, venue="Göteborg",
                     settings=seen.settings, version=seen.version)
    assert get_event(a, event_id).venue == "Malmö"


def _seats(store: Store, event_id: int) -> dict[int, tuple[int, int]]:
    return {s.entry_id: (s.table, s.seat) for s in room(store, event_id).seated}


def test_a_seat_taken_by_a_race_ends_in_a_clear_conflict(store: Store,
                                                        make_event: object) -> None:
    event_id = make_event("poker", players=10)  # type: ignore[operator]
    draw_seats(store, event_id, seed=7)
    seats = _seats(store, event_id)
    victim, (table, seat) = next(iter(seats.items()))
    other = next(e for e in seats if e != victim)
    # what a station would write if it had passed its check before the other's commit
    with pytest.raises(ConflictError, match="seat was just taken"), \
            store.action("correct seat", event_id=event_id) as scope:
        row = scope.session.exec(select(Seat).where(Seat.entry_id == other)).one()
        row.table_no, row.seat_no = table, seat
        scope.session.add(row)
    assert _seats(store, event_id) == seats


def test_a_place_given_twice_by_a_race_ends_in_a_clear_conflict(store: Store,
                                                               make_event: object) -> None:
    event_id = make_event("poker", players=6)  # type: ignore[operator]
    first, second = [r.entry_id for r in list_entries(store, event_id)][:2]
    assert bust_players(store, event_id, [first]) == {first: 6}
    with pytest.raises(ConflictError, match="finishing place was just given"), \
            store.action("bust", event_id=event_id) as scope:
        entry = scope.session.get(Entry, second)
        assert entry is not None
        entry.place, entry.status = 6, "busted"  # the stale check: 6 players left
        scope.session.add(entry)
    assert [r.place for r in list_entries(store, event_id) if r.place] == [6]


def test_players_tied_in_one_bust_share_the_place(store: Store, make_event: object) -> None:
    event_id = make_event("poker", players=6)  # type: ignore[operator]
    ids = [r.entry_id for r in list_entries(store, event_id)]
    places = bust_players(store, event_id, ids[:2], stacks={ids[0]: 500, ids[1]: 500})
    assert places == {ids[0]: 5, ids[1]: 5}
    store.undo()
    store.redo()
    assert sorted(r.place for r in list_entries(store, event_id) if r.place) == [5, 5]


def test_undo_of_a_seat_swap_writes_rows_back_in_any_order(store: Store,
                                                           make_event: object) -> None:
    event_id = make_event("poker", players=6)  # type: ignore[operator]
    draw_seats(store, event_id, seed=3)
    before = _seats(store, event_id)
    a, b = list(before)[:2]
    with store.action("swap", event_id=event_id) as scope:
        sa = scope.session.exec(select(Seat).where(Seat.entry_id == a)).one()
        sb = scope.session.exec(select(Seat).where(Seat.entry_id == b)).one()
        spot_a, spot_b = (sa.table_no, sa.seat_no), (sb.table_no, sb.seat_no)
        sa.table_no, sa.seat_no = 99, 99
        scope.session.flush()
        sb.table_no, sb.seat_no = spot_a
        scope.session.flush()
        sa.table_no, sa.seat_no = spot_b
    swapped = _seats(store, event_id)
    assert swapped[a] == before[b] and swapped[b] == before[a]
    store.undo()
    assert _seats(store, event_id) == before
    store.redo()
    assert _seats(store, event_id) == swapped


def test_a_late_entry_after_busts_never_gives_a_place_twice(store: Store,
                                                             make_event: object) -> None:
    """20 in, 3 out (20th, 19th, 18th), one late entry: the field is 21, the next bust is
    18th and the earlier ones move down to 21st, 20th, 19th."""
    event_id = make_event("poker", players=20)  # type: ignore[operator]
    ids = [r.entry_id for r in list_entries(store, event_id)]
    for entry in ids[:3]:
        bust_players(store, event_id, [entry])
    late = add_player(store, event_id, PlayerFields("Sen Anmälan"))
    assert bust_players(store, event_id, [ids[3]]) == {ids[3]: 18}
    places = {r.entry_id: r.place for r in list_entries(store, event_id) if r.place}
    assert places == {ids[0]: 21, ids[1]: 20, ids[2]: 19, ids[3]: 18}
    store.undo()  # the bust: the earlier ones stay at the bottom of the field of 21 (PL-2)
    assert sorted(r.place for r in list_entries(store, event_id) if r.place) == [19, 20, 21]
    store.redo()
    rest = [e for e in ids[4:]] + [late]
    for entry in rest[:-1]:
        bust_players(store, event_id, [entry])
    final = sorted(r.place for r in list_entries(store, event_id) if r.place)
    assert final == list(range(2, 22))  # 21 players, every place 2..21 once


def test_a_name_registered_twice_by_a_race_ends_in_a_clear_conflict(store: Store) -> None:
    """The service's duplicate check, backed by ``ux_entry_name`` (spaces and case folded)."""
    from tdesk.models.tables import Player

    event_id = create_event(store, "Cup", "poker")
    add_player(store, event_id, PlayerFields("Anna  Li"))
    with pytest.raises(ConflictError, match="name was just registered"), \
            store.action("add player", event_id=event_id) as scope:  # past the check
        player = Player(name="anna li")
        scope.session.add(player)
        scope.session.flush()
        assert player.id is not None
        scope.session.add(Entry(event_id=event_id, player_id=player.id))
    assert [r.name for r in list_entries(store, event_id)] == ["Anna Li"]  # tidied
    # renaming follows the key: the old name is free again, the new one taken
    entry = list_entries(store, event_id)[0].entry_id
    update_player(store, entry, PlayerFields("Anna Lind"))
    add_player(store, event_id, PlayerFields("Anna Li"))
    store.undo()
    store.undo()  # the rename, undone: "Anna Li" is the registered name again
    with pytest.raises(ConflictError):
        add_player(store, event_id, PlayerFields("ANNA LI"))
