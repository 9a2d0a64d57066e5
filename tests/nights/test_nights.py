"""Dozens of small seeded nights of each kind (issue 37): each drives a night through the
services and checks the floor's invariants after every action. A failure names the seed and
the one-line command that replays it (docs/testing-nights.md); the same nights at nightly
size, hundreds of them, are ``bench/nights.py``."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.nights.play import play

SWISS = range(1, 9)


@pytest.mark.parametrize("seed", SWISS)
def test_a_swiss_night(seed: int, tmp_path: Path) -> None:
    seen = play("swiss", seed, "small", tmp_path)
    assert seen["pair round"] >= 3 and seen["refused"] and seen["undone and redone"], seen
