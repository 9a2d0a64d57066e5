"""A whole simulated 256-player season to its winner (issue 13).

Every round: pair (HU-P1/P2), schedule from random availabilities (HU-D1/D2), random reports
reconciled (HU-R2) with conflicts decided by an admin, the round ended (HU-R3), and after it
the invariants: each living player in exactly one game or the bye, a bye only with an odd count,
nobody dead is paired, lives never below 0 and only ever falling, the ranking a total order that
puts the living above the dead.
"""

from __future__ import annotations

import random

import pytest

from tdesk.rules.league import (
    FINAL_OUTCOMES,
    STOP,
    Game,
    GameReports,
    can_end_round,
    game_outcome,
    lives_left,
    pair_round,
    pick_slot,
    season_winner,
    standings,
)

SLOTS = 5


def availability(rng: random.Random) -> str | None:
    if rng.random() < 0.1:
        return None  # no entry: all 2
    while True:
        marks = "".join(rng.choice("1123") for _ in range(SLOTS))
        if 2 * marks.count("3") < SLOTS:
            return marks


def report(rng: random.Random, truth: str) -> str:
    """What a player enters: usually the truth, sometimes nothing or a false claim."""
    roll = rng.random()
    if roll < 0.1:
        return "?"
    if roll < 0.14:
        return "1"  # a claim that may conflict
    return truth


def play_round(rng: random.Random, rnd: int, pairs: list[tuple[str, str]]) -> tuple[list[Game], int]:
    reports = []
    for a, b in pairs:
        slot = pick_slot(availability(rng), availability(rng), SLOTS)
        assert 0 <= slot < SLOTS
        kind = rng.random()
        if kind < 0.8:
            truth = ("1", "0") if rng.random() < 0.5 else ("0", "1")
        elif kind < 0.95:
            truth = ("+", "-") if rng.random() < 0.5 else ("-", "+")
        else:
            truth = ("-", "-")
        reports.append(GameReports(a, b, report(rng, truth[0]), report(rng, truth[1])))
    conflicts = 0
    if not can_end_round(reports, cutoff_passed=True):
        decided = []
        for game in reports:
            if game_outcome(game, cutoff_passed=True) == STOP:
                conflicts += 1
                game = GameReports(game.a, game.b, game.a_report, game.b_report,
                                   decision=rng.choice(FINAL_OUTCOMES))
            decided.append(game)
        reports = decided
    assert can_end_round(reports, cutoff_passed=True)
    # the round ends when all is final, else at the cut-off where missing reports are "?"
    cutoff = not can_end_round(reports, cutoff_passed=False)
    games = []
    for game in reports:
        outcome = game_outcome(game, cutoff_passed=cutoff)
        assert outcome is not None and outcome != STOP
        games.append(Game(rnd, game.a, game.b, *outcome))
    return games, conflicts


@pytest.mark.parametrize("seed", [1, 2])
def test_a_256_player_season_to_its_winner(seed: int) -> None:
    rng = random.Random(seed)
    lives = 3
    players = [f"P{i:03d}" for i in range(256)]
    seeds = {p: i + 1 for i, p in enumerate(players)}
    games: list[Game] = []
    before = dict.fromkeys(players, lives)
    conflicts = 0
    rnd = 0
    while season_winner(seeds, games, lives=lives) is None:
        rnd += 1
        assert rnd < 200, "the season does not end"
        pairs, bye = pair_round(seeds, games, lives=lives)
        living = {p for p, n in before.items() if n > 0}
        seen = [p for pair in pairs for p in pair] + ([bye] if bye else [])
        assert sorted(seen) == sorted(living)
        assert (bye is not None) == (len(living) % 2 == 1)
        new, count = play_round(rng, rnd, pairs)
        conflicts += count
        games += new
        after = lives_left(seeds, games, lives=lives)
        for p in players:
            assert 0 <= after[p] <= before[p]
            assert before[p] - after[p] <= 1  # one game a round at most
        if bye:
            assert after[bye] == before[bye]
        table = standings(seeds, games, lives=lives)
        assert [r.lives for r in table] == sorted((r.lives for r in table), reverse=True)
        assert all(r.decided_by is not None for r in table[1:])
        before = after
    assert conflicts > 0  # the season did go through the admins' queue
    winner = season_winner(seeds, games, lives=lives)
    assert winner is not None
    alive = [p for p, n in before.items() if n > 0]
    assert alive in ([winner], [])
