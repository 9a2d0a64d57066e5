"""A whole simulated event: the draw down to the final table with random busts (issue 4).

After every step the room must be legal: everybody alive seated exactly once, blocked seats
empty, open tables within one player of each other, the final table exactly when the players fit
it, the room a fixpoint of ``plan`` (nothing left to break or balance), and each balancing move
the TDA-B2 choice (replayed by the hand-by-hand oracle in test_seating).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules.seating import (
    Game,
    RoomPlan,
    TableState,
    advance_button,
    apply_moves,
    draw_room,
    plan_room,
)
from tests.rules.test_seating import replay_b2


def simulate(players: int, seats: int, final_size: int, seed: int,
             game: Game) -> tuple[int, int, int]:
    rng = random.Random(seed)
    tables = -(-players // seats)
    blocked = {n: frozenset({rng.randint(1, seats)}) for n in rng.sample(range(1, tables + 1), 2)}
    room = [TableState(n, seats, {}, None, blocked.get(n, frozenset()))
            for n in range(1, tables + 1)]
    capacity = sum(t.capacity for t in room)
    names = [f"P{i}" for i in range(min(players, capacity))]
    draw = draw_room(names, room, seed)
    occ: dict[int, dict[int, str]] = {t.number: {} for t in room}
    for p, (t, s) in draw.items():
        occ[t][s] = p
    room = [TableState(t.number, seats, occ[t.number], None, t.blocked) for t in room]
    alive = set(names)
    started = False
    steps = moves = breaks = 0
    while True:
        for _ in range(2):  # held-back moves come out once the floor has set the buttons
            result = plan_room(room, final_table_size=final_size, seed=steps, game=game,
                               started=started)
            if started:
                replay_b2(room, result.moves, game)
            room = settle(room, result, rng)
            moves += len(result.moves)
            breaks += len(result.broken)
            if not result.held_back:
                break
        assert not result.held_back
        check_room(room, alive, final_size)
        again = plan_room(room, final_table_size=final_size, game=game)
        assert again.moves == () and again.broken == ()
        if len(room) == 1 and len(alive) <= final_size:
            return steps, moves, breaks
        started = True
        # a hand is played at every table: buttons move, one to three players bust somewhere
        room = [TableState(t.number, t.seats, t.occupied,
                           advance_button(t.seats, t.occupied.keys(), t.button)
                           if t.button is not None and t.count >= 3 else t.button,
                           t.blocked, t.fixed) for t in room]
        for _ in range(min(rng.choice((1, 1, 1, 2, 3)), len(alive) - 1)):
            victim = rng.choice(sorted(alive))
            alive.discard(victim)
            room = [TableState(t.number, t.seats,
                               {s: p for s, p in t.occupied.items() if p != victim},
                               t.button, t.blocked) for t in room]
        steps += 1


def settle(room: list[TableState], result: RoomPlan, rng: random.Random) -> list[TableState]:
    """Apply the plan; the floor then sets every button it asked for (or a random one)."""
    moved = apply_moves(room, result.moves)
    out = []
    for t in moved:
        if t.number in result.broken:
            assert t.count == 0
            continue
        button = t.button
        if (button is None or t.number in result.needs_button) and t.occupied:
            button = rng.choice(sorted(t.occupied))
        out.append(TableState(t.number, t.seats, t.occupied, button, t.blocked, t.fixed))
    return out


def check_room(room: list[TableState], alive: set[str], final_size: int) -> None:
    seated = [p for t in room for p in t.occupied.values()]
    assert sorted(seated) == sorted(alive)
    for t in room:
        assert not set(t.occupied) & t.blocked
        assert all(1 <= s <= t.seats for s in t.occupied)
    if len(alive) <= final_size:
        assert len(room) == 1
    else:
        counts = [t.count for t in room]
        assert len(room) >= 2 and min(counts) > 0
        with_room = [t.count for t in room if t.count < t.capacity]
        if with_room:
            assert max(counts) - min(with_room) <= 1
        capacity = sum(t.capacity for t in room)
        if len(room) > 2:  # TDA-B6: no table could go
            assert len(alive) > capacity - min(t.capacity for t in room)


def test_thousand_player_event_to_final_table_TDA_B1_B6_F1() -> None:
    steps, moves, breaks = simulate(1000, 9, 10, seed=2026, game=Game.FLOP)
    assert steps > 300  # busts come one to three at a time: 990 players leave
    assert breaks >= 110  # 112 tables down to one
    assert moves > 500


@pytest.mark.parametrize(("game", "players", "seats", "final"), [
    (Game.STUD, 160, 8, 9),
    (Game.OFC, 120, 4, 5),
    (Game.FLOP, 150, 6, 7),
])
def test_smaller_events_to_final_table(game: Game, players: int, seats: int, final: int) -> None:
    steps, moves, breaks = simulate(players, seats, final, seed=players, game=game)
    assert breaks >= players // seats - 1 and moves > players // 2


@given(players=st.integers(12, 90), seats=st.integers(4, 10), seed=st.integers(0, 10**6),
       game=st.sampled_from(list(Game)))
@settings(max_examples=25, deadline=None)
def test_random_events_and_bust_sequences(players: int, seats: int, seed: int,
                                          game: Game) -> None:
    """Hypothesis picks the event size and the bust sequence (through the seed)."""
    simulate(players, seats, min(12, seats + 1), seed=seed, game=game)
