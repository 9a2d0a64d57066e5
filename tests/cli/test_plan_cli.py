"""``tdesk plan`` (issue 37): the range and the model in words, against hand-computed cases."""

from datetime import date, datetime, time
from pathlib import Path

import pytest

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.rules.levels import Level, Structure
from tdesk.rules.levels.planner import simulated_ends
from tdesk.services import clock
from tdesk.services.events import create_event

LEVELS = (Level.blinds(100, 200), Level.blinds(200, 400), Level.pause(10),
          Level.blinds(500, 1000), Level.blinds(1000, 2000), Level.blinds(2000, 4000))


def _store(tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'p.db'}"
    store = Store(url)
    event = create_event(store, "Cup", "poker", settings={"starting_stack": 10000})
    clock.set_structure(store, event, Structure("Short", LEVELS))
    create_event(store, "Swiss", "swiss", settings={"rounds": 6, "top_cut": 8})
    create_event(store, "OFC", "ofc")
    store.close()
    return url


def test_plan_before_a_poker_event(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = _store(tmp_path)
    assert main(["plan", "--db", url, "--event", "Cup", "--field", "10", "--reentries", "2",
                 "--start", "19:00"]) == 0
    out = capsys.readouterr().out.splitlines()
    # (10 + 2) x 10,000 = 120,000 chips; the divisors need 120,000 x 60 / (d x ln 2) big-blind
    # minutes: 40 -> 259,685; 30 -> 346,247; 20 -> 519,370. Posted: 4,000 (20 min), 12,000
    # (40), the break (50), 32,000 (70), 72,000 (90), 152,000 (110); past the structure
    # 8,000 x 20 -> 312,000 (130) and 16,000 x 20 -> 632,000 (150). 40: 110 + 107,685 / 8,000
    # = 123.5 min (21:03, level 6); 30: 130 + 34,247 / 16,000 = 132.1 (21:12, level 7); 20:
    # 130 + 207,370 / 16,000 = 143.0 (21:22, level 7).
    assert out[0] == "Expected to end about 21:12 (21:03–21:22)."
    assert "chips in play (120,000) need at a divisor of 20–40 (most likely 30)" in out[1]
    assert out[1].endswith(": level 7, 6–7.")
    assert "Field: 10 players and 2 re-entries expected." in out
    # beside the divisor model: 12 seeded fields of 10,000 each by the night player's bust model
    start = datetime.combine(date.today(), time(19, 0)).astimezone()
    (early, likely, late), runs = simulated_ends(LEVELS, 12, 10_000, start)
    assert f"Simulation: {runs} seeded fields played hand by hand with the night player's " \
        f"bust model (all-ins more likely as stacks shrink against the blinds) end about " \
        f"{likely:%H:%M} ({early:%H:%M}–{late:%H:%M})." in out
    assert any("doubling" in line for line in out)


def test_plan_a_swiss_event(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = _store(tmp_path)
    assert main(["plan", "--db", url, "--event", "Swiss", "--field", "40", "--start",
                 "10:00"]) == 0
    out = capsys.readouterr().out.splitlines()
    # 6 Swiss + 3 cut rounds of 50 min = 450, with 8 turnarounds of 5/10/15 min:
    # 490 (18:10), 530 (18:50), 570 (19:30); 40 players suggest ceil(log2 40) = 6 rounds.
    assert out[0] == "Expected to end about 18:50 (18:10–19:30)."
    assert "the field of 40 suggests 6 Swiss rounds" in out[1]


def test_plan_refuses_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = _store(tmp_path)
    assert main(["plan", "--db", url, "--event", "Cup", "--start", "25:00"]) != 0
    assert "--start '25:00'" in capsys.readouterr().err
    assert main(["plan", "--db", url, "--event", "Cup", "--field", "0"]) != 0
    assert "--field '0'" in capsys.readouterr().err
    assert main(["plan", "--db", url, "--event", "OFC"]) != 0
    assert "planner estimates poker, Swiss and league" in capsys.readouterr().err
