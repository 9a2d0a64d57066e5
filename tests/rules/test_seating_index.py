"""The room kept as an index (``RoomIndex``): the same plans and late-entry seats as the room in
a list, kept up to date one table at a time, verified as tables come in (issue 10)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdesk.rules.seating import (
    Game,
    RoomIndex,
    TableState,
    late_entry_seat,
    plan_room,
    seat_late_entry,
)
from tests.rules.test_seating import rooms


@given(room=rooms(), seed=st.integers(0, 1000), started=st.booleans(),
       game=st.sampled_from(list(Game)))
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_an_index_plans_as_its_tables_in_a_list_TDA_B1_B6_F1(
        room: list[TableState], seed: int, started: bool, game: Game) -> None:
    index = RoomIndex(room)
    for size in (6, 10):
        assert plan_room(index, final_table_size=size, seed=seed, game=game,
                         started=started) == \
            plan_room(room, final_table_size=size, seed=seed, game=game, started=started)
    assert list(index.tables.values()) == room  # planning leaves the index as it was


@given(room=rooms(), seed=st.integers(0, 1000))
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_a_late_entry_gets_the_same_seat_from_an_index_TDA_S1(
        room: list[TableState], seed: int) -> None:
    index = RoomIndex(room)
    try:
        expected: tuple[int, int] | str = seat_late_entry(room, "Late", seed)
    except ValueError:
        expected = "refused"
    try:
        got: tuple[int, int] | str = late_entry_seat(index, "Late", seed)
    except ValueError:
        got = "refused"
    assert got == expected


@given(room=rooms(), data=st.data())
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_an_index_updated_table_by_table_is_the_index_built_afresh(
        room: list[TableState], data: st.DataObject) -> None:
    """Move a player between two tables and drop a third: only those tables go back in."""
    index = RoomIndex(room)
    seated = [t for t in room if t.occupied]
    if not seated:
        return
    source = data.draw(st.sampled_from(seated))
    target = data.draw(st.sampled_from([t for t in room if t.open_seats()] or [source]))
    seat = data.draw(st.sampled_from(sorted(set(source.occupied) - source.fixed) or [0]))
    if seat == 0 or target.number == source.number:
        return
    player = source.occupied[seat]
    to = target.open_seats()[0]
    moved_from = TableState(source.number, source.seats,
                            {s: p for s, p in source.occupied.items() if s != seat},
                            source.button, source.blocked, source.fixed)
    moved_to = TableState(target.number, target.seats, {**target.occupied, to: player},
                          target.button, target.blocked, target.fixed)
    dropped = [t.number for t in room if t.number not in (source.number, target.number)][:1]
    index.update([moved_to, moved_from], removed=dropped)
    after = [moved_from if t.number == source.number else moved_to
             if t.number == target.number else t for t in room if t.number not in dropped]
    fresh = RoomIndex(after)
    assert list(index.tables.items()) == list(fresh.tables.items())  # the order kept too
    assert index.counts == fresh.counts and index.cap == fresh.cap
    assert index.table_of(player) == moved_to
    assert plan_room(index, final_table_size=9, seed=3) == plan_room(after, final_table_size=9,
                                                                     seed=3)


def test_an_index_refuses_a_player_seated_twice_and_changes_nothing() -> None:
    a = TableState(1, 6, {1: "Ann", 2: "Bo"}, 1)
    b = TableState(2, 6, {1: "Cy"}, 1)
    index = RoomIndex([a, b])
    with pytest.raises(ValueError, match="'Ann' sits at table 1 seat 1 and at table 2 seat 3"):
        index.update([TableState(2, 6, {1: "Cy", 3: "Ann"}, 1)])
    with pytest.raises(ValueError, match="seat 7 does not exist"):
        index.update([TableState(2, 6, {7: "Dee"}, 1)])
    assert index.tables == {1: a, 2: b} and index.table_of("Ann") == a
    assert index.counts == {1: 2, 2: 1}
    # the same player moving in one update is no conflict
    index.update([TableState(1, 6, {2: "Bo"}, 1), TableState(2, 6, {1: "Cy", 3: "Ann"}, 1)])
    assert index.table_of("Ann") is index.tables[2] and index.counts == {1: 1, 2: 2}
    with pytest.raises(ValueError, match="appears twice|sits at"):
        RoomIndex([a, TableState(1, 6, {}, None)])
