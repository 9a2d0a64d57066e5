"""Seating plans the floor can trust (issue 11): TDA-B2 at a heads-up table, nobody moved twice
when tables break together (TDA-B6), every missing button asked for at once (TDA-B2)."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules.seating import (
    TableState,
    apply_moves,
    plan,
    plan_room,
    positions,
    rank_open_seats,
)
from tdesk.rules.seating.positions import newcomer_positions, waits_for_button


def table(number: int, taken: list[int], button: int | None, seats: int = 9) -> TableState:
    return TableState(number, seats, {s: f"T{number}S{s}" for s in taken}, button)


# -- TDA-B2 at a heads-up destination ----------------------------------------------------------
def test_heads_up_destination_is_judged_three_handed_TDA_B2() -> None:
    """The issue's table: seats 2 and 7 taken, button on 2. Seat 3 would be the small blind of
    the three-handed table, so the newcomer goes where the big blind comes at once."""
    assert newcomer_positions(9, {2, 7}, 2, 3).small_blind == 3
    ranks = rank_open_seats(9, {2, 7}, 2, [1, 3, 4, 5, 6, 8, 9])
    assert [(r.seat, r.hands, r.waits) for r in ranks[:3]] == [
        (1, 0, False), (8, 0, False), (9, 0, False)]
    assert all(r.waits for r in ranks if r.seat in (3, 4, 5, 6))  # small blind: never chosen
    assert waits_for_button(9, {2, 7}, 2, 3) and not waits_for_button(9, {2, 7}, 2, 8)


def test_balancing_into_a_heads_up_table_tells_the_truth_TDA_B2() -> None:
    source = table(1, [1, 2, 3, 4], 1)  # button 1: SB 2, BB 3 -> seat 3 moves
    heads_up = table(2, [2, 7], 2)
    [move] = plan([source, heads_up], final_table_size=2)
    assert (move.from_table, move.from_seat, move.to_table, move.to_seat) == (1, 3, 2, 1)
    assert move.reason.endswith("seat 1 at table 2 takes the big blind next hand (TDA-B2)")
    after = apply_moves([source, heads_up], [move])[1]
    pos = positions(after.seats, after.occupied.keys(), 2)
    assert (pos.small_blind, pos.big_blind) == (7, 1)  # what the message promised


def test_only_the_small_blind_seat_open_says_it_waits_TDA_S3() -> None:
    source = table(1, [1, 2, 3, 4, 5], 1, seats=5)
    heads_up = table(2, [1, 2, 4, 5], 5, seats=5)  # only seat 3 open... and 4 players: no move
    assert plan([source, heads_up], final_table_size=2) == []
    # a destination where every open seat is button or small blind: the reason says so
    only_sb = table(2, [1, 3], 1, seats=3)  # heads-up, button 1; seat 2 would be the small blind
    [move] = plan([table(1, [1, 2, 3, 4, 5], 1, seats=5), only_sb], final_table_size=2)
    assert move.to_seat == 2 and move.waits_for_button
    assert "waits for the button to pass (TDA-S3)" in move.reason


@given(data=st.data())
@settings(max_examples=200, deadline=None)
def test_chosen_seat_is_never_the_small_blind_while_another_is_open_TDA_B2(
        data: st.DataObject) -> None:
    seats = data.draw(st.integers(3, 10))
    taken = data.draw(st.lists(st.integers(1, seats), min_size=2, max_size=seats - 1,
                               unique=True))
    button = data.draw(st.sampled_from(taken))
    open_seats = [s for s in range(1, seats + 1) if s not in taken]
    best = rank_open_seats(seats, set(taken), button, open_seats)[0]
    pos = newcomer_positions(seats, set(taken), button, best.seat)
    sb_seats = [s for s in open_seats
                if newcomer_positions(seats, set(taken), button, s).small_blind == s]
    if best.seat in sb_seats:
        assert all(waits_for_button(seats, set(taken), button, s) for s in open_seats)
    if best.hands == 0 and not best.waits:
        assert pos.big_blind == best.seat  # "takes the big blind next hand" is true


# -- TDA-B6: several tables break at once ------------------------------------------------------
def test_two_tables_break_at_once_nobody_moves_twice_TDA_B6() -> None:
    # 4 tables of 3 and a full one: 21 players fit 3 tables, so 2 tables break, the highest
    # numbers first (5, then 4). Before: table 5's players went partly to table 4, which then
    # broke too, and they moved again.
    room = [table(n, [1, 2, 3], 1) for n in (1, 2, 3, 4)] + [table(5, list(range(1, 10)), 1)]
    result = plan_room(room, final_table_size=9)
    assert sorted(result.broken) == [4, 5]
    moved = Counter(m.player for m in result.moves)
    assert len(moved) == 12 and max(moved.values()) == 1
    assert {m.to_table for m in result.moves} == {1, 2, 3}


@st.composite
def rooms(draw: st.DrawFn) -> tuple[list[TableState], bool]:
    tables = draw(st.integers(2, 9))
    started = draw(st.booleans())
    room = []
    for n in range(1, tables + 1):
        count = draw(st.integers(0, 9))
        taken = sorted(draw(st.permutations(range(1, 10)))[:count])
        button = draw(st.sampled_from(taken)) if started and count >= 2 else None
        room.append(table(n, taken, button))
    return room, started


@given(rooms(), st.integers(0, 2**16))
@settings(max_examples=200, deadline=None)
def test_no_player_moves_twice_in_one_plan_TDA_B6(room_started: tuple[list[TableState], bool],
                                                  seed: int) -> None:
    room, started = room_started
    result = plan_room(room, final_table_size=9, seed=seed, started=started)
    # the final-table redraw too: players swapping seats there move once each (TDA-F1-B)
    moved = Counter(m.player for m in result.moves)
    assert all(n == 1 for n in moved.values()), moved
    apply_moves(room, list(result.moves))  # every move fits, in order


# -- TDA-B2: every missing button at once -------------------------------------------------------
def test_no_buttons_set_asks_for_every_table_at_once_TDA_B2() -> None:
    room = [table(1, list(range(1, 10)), None), table(2, list(range(1, 10)), None),
            table(3, list(range(1, 10)), None), table(4, [1, 2, 3, 4, 5], None)]
    result = plan_room(room, final_table_size=9)
    assert result.needs_button == (1, 2, 3, 4) and result.moves == ()
    assert [n for n in result.notices if "Set the button" in n] == [
        "Set the button at table(s) 1, 2, 3, 4: 3 balancing move(s) wait for it (TDA-B2)"]


def test_buttons_asked_once_then_the_plan_runs_TDA_B2() -> None:
    # Only table 1's button is set; tables 2, 3 and 4 are all asked for together, even though
    # the first held move only involves tables 1 and 4.
    room = [table(1, list(range(1, 10)), 1), table(2, list(range(1, 10)), None),
            table(3, list(range(1, 9)), None), table(4, [1, 2, 3, 4, 5, 6], None)]
    result = plan_room(room, final_table_size=9)
    assert result.needs_button == (2, 3, 4)
    fixed = [TableState(t.number, t.seats, t.occupied, t.button or min(t.occupied)) for t in room]
    again = plan_room(fixed, final_table_size=9)
    assert again.needs_button == () and again.moves


def test_a_table_growing_to_two_is_asked_for_too_TDA_B2() -> None:
    # One player at table 1, nine at table 2: the moves held back would make table 1 a table of
    # two or more, so its button is asked for in the same breath as table 2's.
    room = [table(1, [1], None), table(2, list(range(1, 10)), None)]
    assert plan_room(room, final_table_size=9).needs_button == (1, 2)


@given(rooms())
@settings(max_examples=300, deadline=None)
def test_setting_the_asked_buttons_is_enough_TDA_B2(room_started: tuple[list[TableState], bool]
                                                    ) -> None:
    room, _ = room_started
    room = [TableState(t.number, t.seats, t.occupied, None) for t in room]
    first = plan_room(room, final_table_size=9)
    if not first.needs_button or first.final_table is not None:
        return
    asked = set(first.needs_button)
    room = [TableState(t.number, t.seats, t.occupied,
                       min(t.occupied) if t.number in asked else None) for t in room]
    assert plan_room(room, final_table_size=9).needs_button == ()
