"""The night player's bust model and the planner's simulation against hand-computed cases
(issue 37). With no blinds and an all-in every hand, equal stacks always bust the loser, so a
field of 2^k equal stacks at tables of two ends in exactly k hands of 2 minutes."""

from __future__ import annotations

import random
from datetime import datetime, timedelta

import pytest

from tdesk.rules.levels import Level
from tdesk.rules.levels import bust_model as bm
from tdesk.rules.levels.planner import simulated_ends, simulation_runs

ALWAYS = bm.Pace(all_in=10**9, split=0.0, seats=2)
"""An all-in in every hand, no split pots, tables of two."""
FREE = Level.blinds(0, 0, minutes=20)


def test_the_all_in_chance_grows_as_the_stack_shrinks_against_the_big_blind() -> None:
    # M = 4,000 / 100 = 40: 1.7 / 40 = 0.0425; M = 1: 1.7 / 1 capped at 1; M = 100,000:
    # 1.7 / 100,000 is below the floor of 2%.
    assert bm.all_in_chance(4_000, 100) == pytest.approx(0.0425)
    assert bm.all_in_chance(100, 100) == 1.0
    assert bm.all_in_chance(10**7, 100) == 0.02
    assert bm.all_in_chance(0, 100) == 1.0


@pytest.mark.parametrize(("field", "hands"), [(2, 1), (4, 2), (8, 3), (16, 4)])
def test_equal_stacks_always_all_in_halve_each_hand(field: int, hands: int) -> None:
    # 16 at 8 tables of two: 8 out in hand 1, 4 in hand 2, 2 in hand 3, 1 in hand 4: 8 minutes.
    minutes, level = bm.play_field([FREE], [1000] * field, random.Random(5), ALWAYS)
    assert (minutes, level) == (2.0 * hands, 0)


def test_breaks_and_the_time_left_in_the_level_count() -> None:
    # A 10-minute break, then the first hand of the next level at 2 minutes: 12.
    assert bm.play_field([Level.pause(10), FREE], [500, 500], random.Random(1),
                         ALWAYS) == (12.0, 1)
    # One minute left of level 1: no 2-minute hand fits; the first hand ends 2 minutes into
    # level 2: 1 + 2 = 3.
    assert bm.play_field([Level.blinds(0, 0, minutes=1), FREE], [500, 500], random.Random(1),
                         ALWAYS, left=1.0) == (3.0, 1)
    # From index 1 with 5 minutes of it left: 4 players, two hands, 4 minutes.
    assert bm.play_field([FREE, FREE], [9] * 4, random.Random(1), ALWAYS, first=1,
                         left=5.0) == (4.0, 1)


@pytest.mark.parametrize("seats", [2, 9, 30])
def test_the_simulation_plays_each_hand_as_play_hand_does(seats: int) -> None:
    # play_field's hands (``_play_hand_quietly``, no Bust records) draw from the generator
    # exactly as play_hand does and leave the same stacks: the planner's simulation is the
    # night player's model, hand for hand (a table of 30 draws its all-in pair otherwise).
    pick = random.Random(seats)
    for _ in range(3000):
        table = list(range(pick.randrange(2, seats + 1)))
        stacks = {p: pick.choice((1, 50, 100, 200, 900, 3000, 20000)) for p in table}
        level = pick.choice((Level.blinds(50, 100), Level.blinds(100, 200, 200),
                             Level.blinds(0, 0)))
        pace = bm.Pace(all_in=pick.choice((1.7, 8.0, 10**9)), split=pick.choice((0.1, 0.9)))
        seed = pick.randrange(10**9)
        loud, quiet = random.Random(seed), random.Random(seed)
        loud_stacks, quiet_stacks = dict(stacks), dict(stacks)
        bm.play_hand(table, loud_stacks, level, loud, pace)
        bm._play_hand_quietly(table, quiet_stacks, level.small_blind,
                              level.big_blind + level.ante, level.big_blind, quiet, pace)
        assert quiet_stacks == loud_stacks and list(quiet_stacks) == list(loud_stacks)
        assert quiet.getstate() == loud.getstate()


def test_a_hand_moves_chips_only_within_the_table_and_names_who_won_them() -> None:
    rng = random.Random(37)
    for _ in range(2000):
        table = list(range(rng.randrange(2, 10)))
        stacks = {p: rng.randrange(1, 30) * 100 for p in table}
        before = sum(stacks.values())
        busts = bm.play_hand(table, stacks, Level.blinds(100, 200, 25), rng,
                             bm.Pace(all_in=8.0, split=0.5))
        assert sum(stacks.values()) == before and all(v > 0 for v in stacks.values())
        for b in busts:
            assert b.player not in stacks and set(b.by) <= set(stacks)
            assert len(b.by) == len(b.shares) and all(s > 0 for s in b.shares)
        assert [b.stack for b in busts] == sorted((b.stack for b in busts), reverse=True)


def test_past_the_structure_the_big_blind_doubles() -> None:
    levels = [Level.blinds(100, 200, 0, 15), Level.pause(5)]
    assert bm.level_at(levels, 2) == Level.blinds(200, 400, 0, 15)
    assert bm.level_at(levels, 4).big_blind == 1600


def test_the_planner_simulation_is_the_percentiles_of_seeded_fields() -> None:
    start = datetime(2026, 5, 1, 19, 0)
    # 8 equal stacks, always all-in, tables of two: 3 hands, 6 minutes, every run: 19:06.
    ends, runs = simulated_ends([FREE], 8, 1000, start, pace=ALWAYS)
    assert [t.strftime("%H:%M") for t in ends] == ["19:06"] * 3 and runs == 40
    # During play with 90 seconds left of the level: taken as 1 whole minute, then 4 minutes.
    ends, _ = simulated_ends([FREE, FREE], 4, 1000, start, first=0,
                             left=timedelta(seconds=90), pace=ALWAYS)
    assert ends[1] == start + timedelta(minutes=5)
    assert [simulation_runs(n) for n in (2, 50, 80, 200, 5000)] == [40, 40, 25, 10, 10]
    # the default room: the same inputs give the same range, and a bigger field ends later
    levels = [Level.blinds(b // 2, b) for b in (100, 200, 400, 800, 1600, 3200, 6400)]
    small, _ = simulated_ends(levels, 10, 10_000, start)
    assert small == simulated_ends(levels, 10, 10_000, start)[0]
    big, _ = simulated_ends(levels, 60, 10_000, start)
    assert small[0] <= small[1] <= small[2] and big[1] > small[1]
    with pytest.raises(ValueError, match="field: 0"):
        simulated_ends(levels, 0, 10_000, start)
