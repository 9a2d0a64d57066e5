"""Seating rules: draw (TDA-S1), positions (TDA-B2, TDA-H1), balancing, breaking, final table.

Worked examples are computed by hand in the comments; hypothesis checks the invariants of
issue 4 over random rooms, with an independent hand-by-hand simulation as the TDA-B2 oracle.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdesk.rules import seating
from tdesk.rules.seating import (
    Game,
    Move,
    MoveKind,
    TableState,
    apply_moves,
    bust_places,
    correct_seat,
    dealt_in,
    default_final_table_size,
    draw_room,
    draw_seats,
    halted_tables,
    heads_up_button,
    plan,
    plan_room,
    positions,
    rank_open_seats,
    seat_late_entry,
    swap_groups,
    table_positions,
)


def full(number: int, seats: int, taken: list[int], button: int | None, **kw: object) -> TableState:
    """A table whose players are named T<number>S<seat>."""
    occ = {s: f"T{number}S{s}" for s in taken}
    return TableState(number, seats, occ, button, **kw)  # type: ignore[arg-type]


def counts(tables: list[TableState]) -> dict[int, int]:
    return {t.number: t.count for t in tables}


# -- TDA-S1 draw ------------------------------------------------------------------------------


def test_draw_seats_even_tables_TDA_S1() -> None:
    # 20 players over 3 tables of 9: 20 = 7 + 7 + 6
    players = [f"P{i}" for i in range(20)]
    draw = draw_seats(players, 3, 9, seed=11)
    assert sorted(Counter(t for t, _ in draw.values()).values()) == [6, 7, 7]
    assert set(draw) == set(players)
    assert len(set(draw.values())) == 20
    assert all(1 <= s <= 9 for _, s in draw.values())


def test_draw_seats_same_seed_same_draw_other_seed_other_draw_TDA_S1() -> None:
    players = [f"P{i}" for i in range(30)]
    assert draw_seats(players, 4, 9, seed=5) == draw_seats(players, 4, 9, seed=5)
    draws = {tuple(sorted(draw_seats(players, 4, 9, seed=s).items())) for s in range(20)}
    assert len(draws) == 20


@given(n=st.integers(0, 120), tables=st.integers(1, 14), seats=st.integers(2, 12),
       seed=st.integers(0, 2**32))
@settings(max_examples=60, deadline=None)
def test_draw_seats_property_TDA_S1(n: int, tables: int, seats: int, seed: int) -> None:
    players = [f"P{i}" for i in range(n)]
    if n > tables * seats:
        with pytest.raises(ValueError, match="do not fit"):
            draw_seats(players, tables, seats, seed)
        return
    draw = draw_seats(players, tables, seats, seed)
    per_table = Counter(t for t, _ in draw.values())
    sizes = [per_table.get(t, 0) for t in range(1, tables + 1)]
    assert max(sizes) - min(sizes) <= 1
    assert len(set(draw.values())) == n
    assert all(1 <= t <= tables and 1 <= s <= seats for t, s in draw.values())


def test_draw_rejects_bad_input_TDA_S1() -> None:
    with pytest.raises(ValueError, match="drawn twice"):
        draw_seats(["Ann", "Ann"], 2, 9, seed=1)
    with pytest.raises(ValueError, match="2 to 12 seats"):
        draw_seats(["Ann"], 1, 13, seed=1)
    with pytest.raises(ValueError, match="at least one table"):
        draw_seats(["Ann"], 0, 9, seed=1)
    with pytest.raises(ValueError, match="empty"):
        draw_seats([" "], 1, 9, seed=1)


def test_draw_room_keeps_blocked_seats_empty_and_evens_tables_TDA_S1() -> None:
    # table 1 has 2 players and seats 3..6 blocked (capacity 2 left: full);
    # table 2 is empty with seat 1 blocked. 5 newcomers must all go to table 2, never seat 1.
    room = [full(1, 6, [1, 2], None, blocked=frozenset({3, 4, 5, 6})),
            full(2, 6, [], None, blocked=frozenset({1}))]
    draw = draw_room([f"N{i}" for i in range(5)], room, seed=3)
    assert sorted(draw.values()) == [(2, 2), (2, 3), (2, 4), (2, 5), (2, 6)]
    with pytest.raises(ValueError, match="do not fit"):
        draw_room([f"N{i}" for i in range(6)], room, seed=3)
    with pytest.raises(ValueError, match="drawn twice"):
        draw_room(["T1S1"], room, seed=3)


def test_late_entry_goes_to_shortest_table_TDA_S1() -> None:
    # counts 8, 6, 6: tables 2 and 3 tie, the lower number (2) takes the late entry (TDA-B4)
    room = [full(1, 9, list(range(1, 9)), 1), full(2, 9, [1, 2, 3, 4, 5, 6], 1),
            full(3, 9, [1, 2, 3, 4, 5, 6], 1)]
    table, seat = seat_late_entry(room, "Late", seed=9)
    assert table == 2 and seat in (7, 8, 9)
    assert seat_late_entry(room, "Late", seed=9) == (table, seat)


# -- positions TDA-B2 / TDA-H1 ----------------------------------------------------------------


def test_positions_dead_button_and_heads_up_TDA_B2_TDA_H1() -> None:
    # button on empty seat 4: small blind is the next occupied seat 6, big blind 8
    assert positions(9, {2, 6, 8}, 4) == seating.Positions(4, 6, 8)
    # heads-up: the button is the small blind
    assert positions(9, {2, 6}, 6) == seating.Positions(6, 6, 2)
    # heads-up with a dead button on 4: the button moves to the small blind (seat 6)
    assert positions(9, {2, 6}, 4) == seating.Positions(6, 6, 2)
    with pytest.raises(ValueError, match="at least two"):
        positions(9, {2}, 2)
    with pytest.raises(ValueError, match="button seat 10"):
        positions(9, {2, 3}, 10)


def test_table_positions_unknown_button_is_none_TDA_B2() -> None:
    assert table_positions(full(1, 9, [1, 2, 3], None)) is None
    assert table_positions(full(1, 9, [1, 2, 3], 3)) == seating.Positions(3, 1, 2)


def test_heads_up_button_no_big_blind_twice_TDA_H1() -> None:
    # last big blind on seat 5 still plays: seat 5 takes the button (small blind), 2 the big blind
    assert heads_up_button(9, {2, 5}, last_big_blind=5) == 5
    # last big blind (seat 7) busted: the big blind moves on to seat 2, so 5 has the button
    assert heads_up_button(9, {2, 5}, last_big_blind=7) == 5
    with pytest.raises(ValueError, match="exactly two"):
        heads_up_button(9, {2, 5, 6}, last_big_blind=5)


def test_advance_button_moves_to_small_blind_seat_TDA_H1() -> None:
    assert seating.advance_button(9, {1, 3, 5}, 1) == 3


def test_rank_open_seats_dead_button_tie_prefers_dealt_in_seat_TDA_B2_TDA_S3() -> None:
    # players 1 3 5 7, button on empty seat 9: SB 1, BB 3. Counting from the BB:
    # seat 4 after 1 player (3) -> 1 hand; 6 -> 2; 8 -> 3; 9 (dead button) -> 3 but waits
    # for the button (TDA-S3); seat 2 sits between the blinds -> big blind at once (0).
    ranks = rank_open_seats(9, {1, 3, 5, 7}, 9, {2, 4, 6, 8, 9})
    assert [(r.seat, r.hands, r.waits) for r in ranks] == [
        (2, 0, False), (4, 1, False), (6, 2, False), (8, 3, False), (9, 3, True)]


def test_rank_open_seats_small_blind_position_only_if_alone_TDA_B2() -> None:
    # players 1 2 3 4 6 7 9, button 4: SB 6, BB 7. Open 5 (button..SB: waits, 6 hands) and 8.
    ranks = rank_open_seats(9, {1, 2, 3, 4, 6, 7, 9}, 4, {5, 8})
    assert ranks[0].seat == 8 and ranks[0].hands == 1
    assert (ranks[1].seat, ranks[1].hands, ranks[1].waits) == (5, 6, True)
    only = rank_open_seats(9, {1, 2, 3, 4, 6, 7, 8, 9}, 4, {5})
    assert [(r.seat, r.hands, r.waits) for r in only] == [(5, 7, True)]


def test_rank_open_seats_heads_up_TDA_B2() -> None:
    # heads-up 2 (button = SB) and 5 (BB); with a newcomer the table is three-handed, button 2:
    # at 3 or 4 the newcomer is the small blind (waits, TDA-S3); at 6 or 1 the big blind at once
    ranks = rank_open_seats(6, {2, 5}, 2, {1, 3, 4, 6})
    assert [(r.seat, r.hands, r.waits) for r in ranks] == [
        (1, 0, False), (6, 0, False), (3, 2, True), (4, 2, True)]


def oracle_hands(seats: int, active: set[int], button: int, seat: int) -> tuple[int, bool]:
    """Deal hands one by one (dead button: next button = this hand's small-blind seat).

    The newcomer at ``seat`` sits out while the seat lies from the button round to the small
    blind (TDA-S3). Returns (hands before the newcomer posts the big blind, waited on hand 0).
    """

    def nxt(s: int, occ: set[int]) -> int:
        while True:
            s = s % seats + 1
            if s in occ:
                return s

    b = button
    waiting = True
    waited_first = False
    for hand in range(4 * seats):
        if waiting:
            sb = nxt(b, active)
            in_range = (seat - b) % seats < (sb - b) % seats
            if in_range:
                waited_first = waited_first or hand == 0
            else:
                waiting = False
        dealt = active | (set() if waiting else {seat})
        sb = nxt(b, dealt)
        bb = nxt(sb, dealt)
        if bb == seat:
            return hand, waited_first
        b = sb
    raise AssertionError("newcomer never posted the big blind")


@given(data=st.data())
@settings(max_examples=150, deadline=None)
def test_rank_open_seats_matches_hand_by_hand_oracle_TDA_B2(data: st.DataObject) -> None:
    seats = data.draw(st.integers(4, 12))
    taken = data.draw(st.lists(st.integers(1, seats), min_size=3, max_size=seats - 1, unique=True))
    button = data.draw(st.integers(1, seats))
    open_seats = [s for s in range(1, seats + 1) if s not in taken]
    ranks = rank_open_seats(seats, set(taken), button, open_seats)
    assert sorted(r.seat for r in ranks) == open_seats
    for r in ranks:
        assert (r.hands, r.waits) == oracle_hands(seats, set(taken), button, r.seat)
    best = ranks[0]
    assert best.hands == min(r.hands for r in ranks)
    if best.waits:  # the small-blind position only when nothing else is open
        assert all(r.waits for r in ranks)


# -- TDA-B1/B2/B4 balancing --------------------------------------------------------------------


def test_balance_issue_example_TDA_B1_B2() -> None:
    # Table 7 full (9), button 1 -> SB 2, BB 3: seat 3 moves.
    # Table 3 has 6 (1 3 5 6 8 9), button 5 -> SB 6, BB 8; open 2 4 7; seat 7 lies between the
    # blinds, so the newcomer takes the big blind at once. 9 vs 6 -> one move makes 8 vs 7.
    room = [full(7, 9, list(range(1, 10)), 1), full(3, 9, [1, 3, 5, 6, 8, 9], 5)]
    moves = plan(room, final_table_size=10)
    assert moves == [Move(
        "T7S3", 7, 3, 3, 7,
        "Table 7 has 9, table 3 has 6 (TDA-B1); seat 3 is big blind next (TDA-B2); "
        "seat 7 at table 3 takes the big blind next hand (TDA-B2)",
        MoveKind.BALANCE, False, True)]
    assert counts(apply_moves(room, moves)) == {7: 8, 3: 7}


def test_balance_two_moves_shortest_then_lowest_number_TDA_B1_B4() -> None:
    # counts 9, 5, 5 (19 players > 2 x 9, no break).
    # Move 1: table 1 (button 9 -> SB 1, BB 2) gives seat 2 to table 2 (lowest of the two 5s).
    #   Table 2: players 1-5, button 3 -> SB 4, BB 5; open 6-9 all wait 1 hand -> lowest, 6.
    # Move 2: 8 vs 5 -> table 1 (now SB 1, BB 3) gives seat 3 to table 3.
    #   Table 3: players 2 4 6 8 9, button 8 -> SB 9, BB 2; seat 1 is between the blinds.
    room = [full(1, 9, list(range(1, 10)), 9), full(2, 9, [1, 2, 3, 4, 5], 3),
            full(3, 9, [2, 4, 6, 8, 9], 8)]
    moves = plan(room, final_table_size=10)
    assert [(m.player, m.to_table, m.to_seat) for m in moves] == [
        ("T1S2", 2, 6), ("T1S3", 3, 1)]
    assert "posts the big blind after 1 hand(s)" in moves[0].reason
    assert moves[1].takes_big_blind
    assert counts(apply_moves(room, moves)) == {1: 7, 2: 6, 3: 6}


def test_balance_fill_order_overrides_lowest_number_TDA_B4() -> None:
    room = [full(1, 9, list(range(1, 10)), 9), full(2, 9, [1, 2, 3, 4, 5, 6, 7], 3),
            full(3, 9, [1, 2, 3, 4, 5, 6, 7], 3)]
    assert plan(room, final_table_size=10)[0].to_table == 2
    assert plan(room, final_table_size=10, fill_order=(3, 2))[0].to_table == 3


def test_balanced_room_has_no_moves_TDA_B1() -> None:
    room = [full(1, 9, list(range(1, 9)), 1), full(2, 9, list(range(1, 8)), 1)]
    result = plan_room(room, final_table_size=10)
    assert result.moves == () and result.broken == () and result.needs_button == ()


def test_unknown_button_is_asked_for_not_guessed_TDA_B2() -> None:
    # same as the issue example, but neither button is known: nothing moves, both are named
    room = [full(7, 9, list(range(1, 10)), None), full(3, 9, [1, 3, 5, 6, 8, 9], None)]
    result = plan_room(room, final_table_size=10)
    assert result.moves == ()
    assert result.needs_button == (3, 7) and result.held_back == 1
    assert any("Set the button at table(s) 3, 7" in n for n in result.notices)
    assert plan(room, final_table_size=10) == []
    # only the destination is unknown: still asks for it
    room = [full(7, 9, list(range(1, 10)), 1), full(3, 9, [1, 3, 5, 6, 8, 9], None)]
    assert plan_room(room, final_table_size=10).needs_button == (3,)
    # a destination with fewer than two players has no positions: no button needed
    room = [full(7, 9, [1, 2, 3], 1), full(3, 9, [4], None)]
    assert [m.to_seat for m in plan(room, final_table_size=2)] == [1]


def test_unknown_button_lists_every_table_the_plan_needs_TDA_B2() -> None:
    # 9, 9, 5, 5 (28 > 3 x 9): 1 -> 3, 2 -> 4 make 8 8 6 6, still 2 apart: 1 -> 3, 2 -> 4
    # again make 7 7 7 7. Four moves held back; every button unknown
    room = [full(1, 9, list(range(1, 10)), None), full(2, 9, list(range(1, 10)), None),
            full(3, 9, [1, 2, 3, 4, 5], None), full(4, 9, [1, 2, 3, 4, 5], None)]
    result = plan_room(room, final_table_size=10)
    assert result.moves == () and result.held_back == 4 and result.needs_button == (1, 2, 3, 4)


def test_before_first_hand_buttons_are_ignored_and_draw_is_seeded_TDA_B2() -> None:
    room = [full(1, 9, list(range(1, 10)), None), full(2, 9, [1, 2, 3, 4, 5, 6], None)]
    a = plan(room, final_table_size=10, started=False, seed=4)
    assert len(a) == 1 and a == plan(room, final_table_size=10, started=False, seed=4)
    players = {tuple(plan(room, final_table_size=10, started=False, seed=s)) for s in range(30)}
    assert len(players) > 1


def test_fixed_seat_player_is_not_moved_TDA_B2() -> None:
    # table 1 button 1 -> BB 3, but seat 3 is fixed (wheelchair): seat 4 is next to post it
    room = [full(1, 9, list(range(1, 10)), 1, fixed=frozenset({3})),
            full(2, 9, [1, 2, 3, 4, 5, 6], 1)]
    (move,) = plan(room, final_table_size=10)
    assert (move.from_table, move.from_seat) == (1, 4)
    assert "fixed seat" in move.reason


def test_blocked_seat_is_never_a_destination() -> None:
    # table 2: players 1 2 3 5 6, button 1 -> SB 2, BB 3. Seat 4 would post after 1 hand but is
    # blocked; 7 8 9 post after 3 hands (3 5 6 first) -> seat 7. Then 8 vs 6: table 1 (SB 2,
    # BB 4) sends seat 4; table 2 now has 1 2 3 5 6 7, so 8 and 9 wait 4 hands -> seat 8.
    room = [full(1, 9, list(range(1, 10)), 1),
            full(2, 9, [1, 2, 3, 5, 6], 1, blocked=frozenset({4}))]
    moves = plan(room, final_table_size=10)
    assert [(m.from_seat, m.to_seat) for m in moves] == [(3, 7), (4, 8)]  # 9/5 -> 7/7
    after = apply_moves(room, moves)
    assert 4 not in after[1].occupied


def test_full_table_with_blocked_seats_is_not_a_destination_TDA_B1() -> None:
    # table 2 has 5 players and 4 blocked seats: full. Nothing can move there.
    room = [full(1, 9, list(range(1, 10)), 1),
            full(2, 9, [1, 2, 3, 4, 5], 1, blocked=frozenset({6, 7, 8, 9}))]
    assert plan(room, final_table_size=10) == []
    assert halted_tables(room) == []


def test_stud_moves_last_dealt_player_TDA_B3() -> None:
    # stud, 8-seat tables, deal from seat 1: the last dealt is the highest occupied seat (8);
    # no button needed. 8 vs 5 -> one move, to table 2's highest open seat (8).
    room = [full(1, 8, list(range(1, 9)), None), full(2, 8, [1, 2, 3, 4, 5], None)]
    moves = plan(room, final_table_size=9, game=Game.STUD)
    assert [(m.from_seat, m.to_table, m.to_seat) for m in moves] == [(8, 2, 8)]
    assert "TDA-B3" in moves[0].reason


def test_halted_tables_three_short_TDA_B5() -> None:
    room = [full(1, 9, list(range(1, 10)), 1), full(2, 9, [1, 2, 3, 4, 5, 6], 1),
            full(3, 9, [1, 2, 3, 4, 5, 6, 7], 1)]
    assert halted_tables(room) == [2]
    result = plan_room(room, final_table_size=10)
    assert result.halted == (2,)
    assert any("TDA-B5" in n for n in result.notices)
    after = apply_moves(room, result.moves)
    assert halted_tables(after) == []


# -- TDA-B6 breaking --------------------------------------------------------------------------


def test_break_highest_table_when_players_fit_TDA_B6() -> None:
    # 7 + 6 + 5 = 18 <= 2 x 9: table 3 breaks. Its 5 players fill the shorter table first:
    # 2 (6->7), then 1 and 2 alternate (lowest number on ties): final counts 9 and 9.
    room = [full(1, 9, list(range(1, 8)), 1), full(2, 9, list(range(1, 7)), 1),
            full(3, 9, list(range(1, 6)), 1)]
    result = plan_room(room, final_table_size=10, seed=2)
    assert result.broken == (3,)
    assert all(m.kind is MoveKind.BREAK and m.from_table == 3 for m in result.moves)
    assert [m.to_table for m in result.moves] == [2, 1, 2, 1, 2]
    assert "TDA-B6" in result.moves[0].reason
    after = apply_moves(room, result.moves)
    assert counts(after) == {1: 9, 2: 9, 3: 0}


def test_no_break_while_players_do_not_fit_TDA_B6() -> None:
    # 19 > 18: no table breaks; 8 6 5 balance to 7 6 6
    room = [full(1, 9, list(range(1, 9)), 1), full(2, 9, list(range(1, 7)), 1),
            full(3, 9, list(range(1, 6)), 1)]
    result = plan_room(room, final_table_size=10)
    assert result.broken == ()
    assert counts(apply_moves(room, result.moves)) == {1: 7, 2: 6, 3: 6}


def test_break_order_is_configurable_TDA_B6() -> None:
    room = [full(1, 9, list(range(1, 7)), 1), full(2, 9, list(range(1, 7)), 1),
            full(3, 9, list(range(1, 7)), 1)]
    assert plan_room(room, final_table_size=10).broken == (3,)
    assert plan_room(room, final_table_size=10, break_order=(1,)).broken == (1,)


def test_table_with_fixed_seat_breaks_last_TDA_B6() -> None:
    room = [full(1, 9, list(range(1, 7)), 1), full(2, 9, list(range(1, 7)), 1),
            full(3, 9, list(range(1, 7)), 1, fixed=frozenset({2}))]
    assert plan_room(room, final_table_size=10).broken == (2,)


def test_empty_table_breaks_first_without_moves_TDA_B6() -> None:
    room = [full(1, 9, list(range(1, 7)), 1), full(2, 9, [], None),
            full(3, 9, list(range(1, 7)), 1)]
    result = plan_room(room, final_table_size=10)
    assert result.broken == (2,) and result.moves == ()


def test_broken_table_players_flag_waiting_for_button_TDA_S3() -> None:
    # 6 + 6 + 6 = 18 -> table 3 breaks into 1 and 2; each move's flag agrees with the seat
    room = [full(1, 9, list(range(1, 7)), 2), full(2, 9, list(range(1, 7)), 5),
            full(3, 9, list(range(1, 7)), 1)]
    for seed in range(10):
        result = plan_room(room, final_table_size=10, seed=seed)
        tables = {t.number: dict(t.occupied) for t in room}
        for m in result.moves:
            button = {1: 2, 2: 5}[m.to_table]
            sb = positions(9, set(tables[m.to_table]), button).small_blind
            expected = (m.to_seat - button) % 9 < (sb - button) % 9
            assert m.waits_for_button is expected
            assert ("TDA-S3" in m.reason) is expected
            del tables[m.from_table][m.from_seat]
            tables[m.to_table][m.to_seat] = m.player
            # a waiting newcomer is not dealt in: later positions ignore them
            if m.waits_for_button:
                tables[m.to_table].pop(m.to_seat)
    room_unknown = [full(1, 9, list(range(1, 7)), None), full(2, 9, list(range(1, 7)), None),
                    full(3, 9, list(range(1, 7)), None)]
    result = plan_room(room_unknown, final_table_size=10)
    assert result.broken == (3,) and all(m.waits_for_button is None for m in result.moves)


# -- TDA-F1 final table -----------------------------------------------------------------------


def test_final_table_redraw_when_players_fit_TDA_F1() -> None:
    # 5 + 5 = 10 fit the final table of 10: everyone is redrawn to table 1, seats 1..10
    room = [full(1, 9, [1, 3, 5, 7, 9], 2), full(2, 9, [2, 4, 6, 8, 9], 2)]
    result = plan_room(room, final_table_size=10, seed=8)
    assert result.final_table == 1 and result.final_table_seats == 10
    assert result.broken == (2,) and result.needs_button == (1,)
    assert all(m.kind is MoveKind.FINAL and "TDA-F1" in m.reason for m in result.moves)
    after = {t.number: t for t in apply_moves(room, result.moves)}
    assert after[2].count == 0 and after[1].count == 10 and after[1].seats == 10
    assert sorted(after[1].occupied) == list(range(1, 11))
    # one player more: not yet the final table (6 + 5 is balanced: nothing to do)
    room = [full(1, 9, [1, 2, 3, 5, 7, 9], 2), full(2, 9, [2, 4, 6, 8, 9], 2)]
    result = plan_room(room, final_table_size=10)
    assert result.final_table is None and result.moves == ()


@given(seed=st.integers(0, 10_000), at_final=st.integers(1, 7))
@settings(max_examples=80, deadline=None)
def test_final_table_redraw_applies_in_order_even_with_cycles_TDA_F1(seed: int,
                                                                     at_final: int) -> None:
    room = [full(1, 9, list(range(1, at_final + 1)), 1), full(2, 9, [1, 2], 1),
            full(3, 9, [5], None)]
    total = at_final + 3
    result = plan_room(room, final_table_size=10, seed=seed)
    after = {t.number: t for t in apply_moves(room, result.moves)}  # raises if out of order
    assert after[1].count == total and after[2].count == 0 and after[3].count == 0
    assert all(1 <= s <= 10 for s in after[1].occupied)
    assert result.broken == (3, 2)


def test_final_table_players_swapping_seats_move_once_each_TDA_F1_B() -> None:
    # Issue 21. Seed 6 draws T1S1 to seat 3 and T1S3 to seat 1: they swap. The old plan
    # parked T1S1 in seat 2 first ("wait at seat 2 until it is free"), so it moved twice.
    room = [full(1, 9, [1, 2, 3, 4], 1), full(2, 9, [1], None)]
    result = plan_room(room, final_table_size=10, seed=6)
    moved = Counter(m.player for m in result.moves)
    assert set(moved.values()) == {1}, moved
    swap = [(m.player, m.from_seat, m.to_seat) for m in result.moves if m.swap is not None]
    assert swap == [("T1S1", 1, 3), ("T1S3", 3, 1)]
    assert {m.swap for m in result.moves if m.swap is not None} == {1}
    assert not any("wait at seat" in m.reason for m in result.moves)
    after = apply_moves(room, result.moves)[0]
    assert after.occupied[3] == "T1S1" and after.occupied[1] == "T1S3"
    assert {after.occupied[m.to_seat] for m in result.moves} == set(moved)
    # the two moves one by one do not fit: seat 3 is still taken
    with pytest.raises(ValueError, match="seat 3 is not free"):
        apply_moves(room, [replace(m, swap=None) for m in result.moves])


def test_three_final_table_players_swap_in_a_cycle_TDA_F1_B() -> None:
    # seed 16: T1S1 takes seat 3, T1S3 seat 2, T1S2 seat 1 - one move each, made together,
    # listed in the cycle's order; the players from table 2 then take the seats left
    room = [full(1, 9, [1, 2, 3], 1), full(2, 9, [1, 2], None)]
    result = plan_room(room, final_table_size=5, seed=16)
    assert [(m.player, m.from_seat, m.to_seat, m.swap) for m in result.moves] == [
        ("T1S1", 1, 3, 1), ("T1S3", 3, 2, 1), ("T1S2", 2, 1, 1),
        ("T2S1", 1, 4, None), ("T2S2", 2, 5, None)]
    assert [len(g) for g in swap_groups(result.moves)] == [3, 1, 1]
    after = apply_moves(room, result.moves)[0]
    assert after.occupied == {3: "T1S1", 2: "T1S3", 1: "T1S2", 4: "T2S1", 5: "T2S2"}


@st.composite
def final_rooms(draw: st.DrawFn) -> tuple[list[TableState], int]:
    """Rooms of 2 to 4 tables whose players fit one final table (TDA-F1)."""
    size = draw(st.integers(2, 12))
    tables = draw(st.integers(2, 4))
    room, total = [], 0
    for n in range(1, tables + 1):
        seats = draw(st.integers(max(2, size // 2), 12))
        count = draw(st.integers(0 if n > 1 else 1, min(seats, size - total)))
        taken = sorted(draw(st.permutations(range(1, seats + 1)))[:count])
        room.append(full(n, seats, taken, taken[0] if taken else None))
        total += count
    return room, size


@given(final_rooms(), st.integers(0, 2**16))
@settings(max_examples=300, deadline=None)
def test_final_table_redraw_moves_each_player_at_most_once_TDA_F1_B(
        room_size: tuple[list[TableState], int], seed: int) -> None:
    room, size = room_size
    result = plan_room(room, final_table_size=size, seed=seed)
    if result.final_table is None:
        assert sum(1 for t in room if t.count) <= 1  # one table seated: nothing to redraw
        return
    moved = Counter(m.player for m in result.moves)
    assert all(n == 1 for n in moved.values()), moved
    after = {t.number: t for t in apply_moves(room, result.moves)}
    final = after[result.final_table]
    for m in result.moves:  # everyone ends in the seat drawn for them
        assert final.occupied[m.to_seat] == m.player
    everyone = {p for t in room for p in t.occupied.values()}
    assert set(final.occupied.values()) == everyone
    stayed = everyone - set(moved)  # drew the seat they sit in
    assert all(final.where(p) == room[result.final_table - 1].where(p) for p in stayed)
    for group in swap_groups(result.moves):  # a swap: players of the final table, a cycle
        if len(group) > 1:
            assert {m.from_table for m in group} == {result.final_table}
            assert {m.from_seat for m in group} == {m.to_seat for m in group}


def test_final_table_draw_is_random_and_seeded_TDA_F1() -> None:
    room = [full(1, 9, [1, 2, 3], 1), full(2, 9, [1, 2, 3], 1)]
    a = plan(room, final_table_size=10, seed=1)
    assert a == plan(room, final_table_size=10, seed=1)
    finals = {tuple(sorted(apply_moves(room, plan(room, final_table_size=10, seed=s))[0]
                           .occupied.items())) for s in range(20)}
    assert len(finals) > 10


def test_final_table_keeps_fixed_seat_and_skips_blocked_TDA_F1() -> None:
    # table 2 holds a fixed seat (3): it becomes the final table and seat 3 keeps its player;
    # seat 10 is blocked, so the 10-seat final table uses seats 1..9 and 11.
    room = [full(1, 9, [1, 2, 3, 4, 5], 1),
            full(2, 11, [3, 6], 1, fixed=frozenset({3}), blocked=frozenset({10}))]
    result = plan_room(room, final_table_size=10, seed=3)
    assert result.final_table == 2
    after = {t.number: t for t in apply_moves(room, result.moves)}
    assert after[2].occupied[3] == "T2S3"
    assert 10 not in after[2].occupied
    assert set(after[2].occupied) <= {1, 2, 3, 4, 5, 6, 7, 8, 9, 11}


def test_ofc_tables_and_five_handed_final_OFC_T1() -> None:
    assert default_final_table_size(Game.OFC) == 5
    assert default_final_table_size(Game.FLOP) == 10
    assert default_final_table_size(Game.FLOP, seats=6) == 7
    assert default_final_table_size(Game.STUD) == 9
    # OFC tables of 4: 2 + 2 + 1 = 5 fit the 5-handed final table; table 1 grows to 5 seats
    room = [full(1, 4, [1, 2], 1), full(2, 4, [1, 3], 1), full(3, 4, [2], None)]
    result = plan_room(room, final_table_size=5, game=Game.OFC)
    assert result.final_table == 1 and result.final_table_seats == 5
    final = apply_moves(room, result.moves)[0]
    assert sorted(final.occupied) == [1, 2, 3, 4, 5]
    # five players: the button seat is dealt out; four or fewer: everyone plays
    with_button = TableState(1, 5, final.occupied, 3)
    assert dealt_in(with_button, Game.OFC) == [1, 2, 4, 5]
    assert dealt_in(TableState(1, 5, {1: "a", 2: "b", 4: "c", 5: "d"}, 3), Game.OFC) == [1, 2, 4, 5]
    assert dealt_in(TableState(1, 5, {1: "a", 2: "b", 4: "c", 5: "d"}, 1), Game.OFC) == [1, 2, 4, 5]
    with pytest.raises(ValueError, match="OFC-T1"):
        dealt_in(TableState(1, 5, final.occupied, None), Game.OFC)


def test_ofc_balances_four_handed_tables_OFC_T1() -> None:
    # 4 + 2 + 4 on 4-seat tables (10 > 2 x 4). Tables 1 and 3 are equally full: the one broken
    # first gives (table 3); its button 1 -> SB 2, BB 3, so seat 3 moves to table 2.
    room = [full(1, 4, [1, 2, 3, 4], 4), full(2, 4, [1, 3], 1), full(3, 4, [1, 2, 3, 4], 1)]
    moves = plan(room, final_table_size=5, game=Game.OFC)
    assert [(m.from_table, m.from_seat, m.to_table) for m in moves] == [(3, 3, 2)]
    # with table 1 first in the break order, table 1 gives: button 4 -> SB 1, BB 2
    moves = plan(room, final_table_size=5, game=Game.OFC, break_order=(1,))
    assert [(m.from_table, m.from_seat, m.to_table) for m in moves] == [(1, 2, 2)]


# -- TDA-S2, busts, verification ---------------------------------------------------------------


def test_wrong_seat_is_corrected_TDA_S2() -> None:
    room = [full(1, 9, [1, 2], 1), full(2, 9, [4], 1)]
    move = correct_seat(room, "T1S2", (2, 5))
    assert (move.from_table, move.from_seat, move.to_table, move.to_seat) == (1, 2, 2, 5)
    assert move.kind is MoveKind.CORRECTION and "TDA-S2" in move.reason
    with pytest.raises(ValueError, match="taken"):
        correct_seat(room, "T1S2", (2, 4))
    with pytest.raises(ValueError, match="not seated"):
        correct_seat(room, "Nobody", (2, 5))
    with pytest.raises(ValueError, match="already sits"):
        correct_seat(room, "T1S2", (1, 2))


def test_bust_places_larger_stack_finishes_higher() -> None:
    # 10 left, three bust in one hand: 1200 -> 8th, the two 500s share 9th
    assert bust_places({"Ann": 500, "Bo": 1200, "Cy": 500}, 10) == {"Bo": 8, "Ann": 9, "Cy": 9}
    assert bust_places({"Ann": 100}, 2) == {"Ann": 2}
    with pytest.raises(ValueError, match="only 1"):
        bust_places({"Ann": 1, "Bo": 2}, 1)


@pytest.mark.parametrize(("room", "message"), [
    ([full(1, 13, [], None)], "2 to 12"),
    ([full(1, 9, [10], None)], "seat 10 does not exist"),
    ([full(1, 9, [2], None, blocked=frozenset({2}))], "blocked"),
    ([full(1, 9, [2], 11)], "button seat 11"),
    ([full(1, 9, [2], 1, fixed=frozenset({3}))], "fixed seat 3 is empty"),
    ([full(1, 9, [2], 1), full(1, 9, [3], 1)], "appears twice"),
    ([TableState(1, 9, {1: "Ann"}, 1), TableState(2, 9, {4: "Ann"}, 1)], "Ann"),
])
def test_plan_rejects_impossible_rooms(room: list[TableState], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        plan(room, final_table_size=10)


def test_plan_rejects_bad_final_table_size() -> None:
    with pytest.raises(ValueError, match="final table size"):
        plan([full(1, 9, [1], 1)], final_table_size=1)


def test_apply_moves_rejects_a_move_that_does_not_fit() -> None:
    room = [full(1, 9, [1, 2], 1)]
    with pytest.raises(ValueError, match="not free"):
        apply_moves(room, [Move("T1S1", 1, 1, 1, 2, "x")])
    with pytest.raises(ValueError, match="is not at"):
        apply_moves(room, [Move("T1S1", 1, 3, 1, 4, "x")])


# -- properties over random rooms ---------------------------------------------------------------


@st.composite
def rooms(draw: st.DrawFn, buttons: bool = True) -> list[TableState]:
    seats = draw(st.integers(4, 10))
    numbers = draw(st.lists(st.integers(1, 40), min_size=2, max_size=10, unique=True))
    room = []
    for n in numbers:
        blocked = frozenset(draw(st.lists(st.integers(1, seats), max_size=2, unique=True)))
        free = [s for s in range(1, seats + 1) if s not in blocked]
        taken = draw(st.permutations(free))[: draw(st.integers(0, len(free)))]
        fixed = frozenset(taken[:1]) if taken and draw(st.integers(0, 5)) == 0 else frozenset()
        button = draw(st.integers(1, seats)) if buttons else None
        room.append(TableState(n, seats, {s: f"T{n}S{s}" for s in taken}, button, blocked, fixed))
    return room


def check_plan(room: list[TableState], final_size: int, seed: int, game: Game = Game.FLOP) -> None:
    """Issue 4's invariants after applying a plan, plus TDA-B2 replayed move by move."""
    result = plan_room(room, final_table_size=final_size, seed=seed, game=game)
    replay_b2(room, result.moves, game)
    after = [t for t in apply_moves(room, result.moves) if t.number not in result.broken]
    before_players = sorted(p for t in room for p in t.occupied.values())
    after_players = sorted(p for t in after for p in t.occupied.values())
    assert after_players == before_players  # nobody lost, nobody seated twice
    for t in after:
        assert not set(t.occupied) & t.blocked
    total = len(before_players)
    seated = [t for t in after if t.count]
    no_final = any("No table can seat" in n for n in result.notices)
    if total and total <= final_size and not no_final:
        assert len(seated) == 1  # the final table exactly when the players fit it
    elif total and not no_final:
        assert len(seated) >= 2
        with_room = [t.count for t in after if t.count < t.capacity]
        if with_room:
            assert max(t.count for t in after) - min(with_room) <= 1
    for t in room:
        for s in t.fixed:
            if t.number not in result.broken and result.final_table is None:
                assert (t.number, s) not in {(m.from_table, m.from_seat) for m in result.moves
                                             if m.kind is MoveKind.BALANCE}
    if no_final:
        return
    again = plan_room(after, final_table_size=final_size, seed=seed + 1, game=game)
    assert again.moves == () and again.broken == ()  # nothing more to break or balance


def replay_b2(room: list[TableState], moves: tuple[Move, ...], game: Game) -> None:
    """Each balancing move takes the next big blind (or the next one after fixed seats) to the
    worst open seat by the hand-by-hand oracle (TDA-B2)."""
    occ = {t.number: dict(t.occupied) for t in room}
    waiting: dict[int, set[int]] = {t.number: set() for t in room}
    info = {t.number: t for t in room}
    for m in moves:
        if m.kind is MoveKind.BALANCE and game is not Game.STUD:
            src, dst = info[m.from_table], info[m.to_table]
            active = set(occ[src.number]) - waiting[src.number]
            assert src.button is not None
            bb = positions(src.seats, active, src.button).big_blind
            while bb in src.fixed:
                bb = seating.next_occupied(bb, active, src.seats)
            assert m.from_seat == bb
            d_active = set(occ[dst.number]) - waiting[dst.number]
            open_seats = [s for s in range(1, dst.seats + 1)
                          if s not in occ[dst.number] and s not in dst.blocked]
            if len(d_active) >= 3:
                assert dst.button is not None
                hands = {s: oracle_hands(dst.seats, d_active, dst.button, s) for s in open_seats}
                assert hands[m.to_seat][0] == min(h for h, _ in hands.values())
                if hands[m.to_seat][1]:
                    assert all(w for _, w in hands.values())
            elif len(d_active) < 2:
                assert m.to_seat == open_seats[0]
        del occ[m.from_table][m.from_seat]
        waiting[m.from_table].discard(m.from_seat)
        occ[m.to_table][m.to_seat] = m.player
        if m.waits_for_button:
            waiting[m.to_table].add(m.to_seat)


@given(room=rooms(), extra=st.integers(0, 3), seed=st.integers(0, 1000))
@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_plan_invariants_random_rooms_TDA_B1_B6_F1(room: list[TableState], extra: int,
                                                   seed: int) -> None:
    # final tables are at least as big as the playing tables (TDA-F1's sizes all are)
    check_plan(room, min(12, room[0].seats + extra), seed)


@given(room=rooms(), seed=st.integers(0, 1000))
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_plan_invariants_stud_TDA_B3(room: list[TableState], seed: int) -> None:
    check_plan(room, 9, seed, Game.STUD)


@given(room=rooms(buttons=False), seed=st.integers(0, 1000))
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_unknown_buttons_never_guessed_TDA_B2(room: list[TableState], seed: int) -> None:
    result = plan_room(room, final_table_size=10, seed=seed)
    for m in result.moves:
        assert m.kind is not MoveKind.BALANCE  # balancing waits for the buttons
    if result.held_back:
        assert result.needs_button
    assert all(n in {t.number for t in room} for n in result.needs_button)
