"""The planner's models against hand-computed cases (issue 37): the arithmetic is written out."""

from datetime import datetime, timedelta

import pytest

from tdesk.rules.levels import Level
from tdesk.rules.levels.planner import (
    DEFAULT_DIVISORS,
    calibrate,
    cut_rounds,
    league_plan,
    league_rounds,
    poker_plan,
    swiss_plan,
    swiss_rounds,
    usual_divisor,
)

START = datetime(2026, 5, 1, 19, 0)
LEVELS = [Level.blinds(100, 200), Level.blinds(200, 400), Level.pause(10),
          Level.blinds(500, 1000), Level.blinds(1000, 2000), Level.blinds(2000, 4000)]


def _hm(t: datetime) -> str:
    return t.strftime("%H:%M")


def test_poker_refuses_what_it_cannot_use() -> None:
    # (the divisor model's worked examples: test_planner_range.py)
    with pytest.raises(ValueError, match="chips: 0"):
        poker_plan(LEVELS, 0, START)
    with pytest.raises(ValueError, match="divisor: 0"):
        poker_plan(LEVELS, 10, START, (40, 0, 20))


def test_swiss_rounds_cut_and_turnaround() -> None:
    # 33 players: 2^5 = 32 < 33 -> 6 rounds; top 8: 3 rounds; 9 rounds of 50 minutes and 8
    # turnarounds of 5/10/15: 450 + 40 = 490 (17:10), 450 + 80 = 530 (17:50), 450 + 120 = 570
    # (18:30) from 09:00.
    assert swiss_rounds(33) == 6 and cut_rounds(8) == 3
    p = swiss_plan(swiss_rounds(33), 8, 50, datetime(2026, 5, 1, 9, 0))
    assert [_hm(t) for t in p.ends] == ["17:10", "17:50", "18:30"]
    assert p.steps == (9, 9, 9)


def test_swiss_during_a_round() -> None:
    # 5 rounds, no cut, 2 over, round 3 has 20 minutes left at 14:00: 20 + 2 x (50 + 10) = 140
    # -> 16:20 at the likely turnaround.
    p = swiss_plan(5, 0, 50, datetime(2026, 5, 1, 14, 0), done=2, left=timedelta(minutes=20))
    assert _hm(p.likely) == "16:20"
    # Between rounds 2 and 3: 3 x (50 + 10) = 180 -> 17:00.
    assert _hm(swiss_plan(5, 0, 50, datetime(2026, 5, 1, 14, 0), done=2).likely) == "17:00"


def test_league_two_players() -> None:
    # Two players with one life: one game, one round, one week.
    assert league_rounds(2, 1) == (1, 1, 1)
    # Two players with 3 lives: the winner loses 0, 1 or 2 games before the loser's third loss,
    # so 3 to 5 rounds.
    low, mid, high = league_rounds(2, 3)
    assert 3 <= low <= mid <= high <= 5
    p = league_plan(2, 3, datetime(2026, 1, 5), rounds_per_week=2)
    assert p.steps == tuple((r + 1) // 2 for r in (low, mid, high))


def test_calibration_from_finished_events() -> None:
    # Ended at 400,000 chips after 1,385,000 big-blind minutes: 400,000 x 60 / (1,385,000 x
    # ln 2) = 25.0 at the usual pace.
    assert round(usual_divisor(400_000, 1_385_000), 1) == 25.0
    assert calibrate([25.0, 35.0, 28.0], DEFAULT_DIVISORS) == (35.0, 28.0, 22.4)
    assert calibrate([], DEFAULT_DIVISORS) == DEFAULT_DIVISORS
