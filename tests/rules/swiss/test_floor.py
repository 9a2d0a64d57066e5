"""Which Swiss floor actions the rules allow now (CG-M3, CG-P2, issue 22): the reason a
disabled button shows (the doctests run from conftest.py)."""

from __future__ import annotations

import pytest

from tdesk.rules.swiss.floor import (
    verify_drop,
    verify_pair_again,
    verify_pair_next,
    verify_take_back,
    verify_top_cut,
)


def test_cg_m3_nothing_is_paired_after_the_final() -> None:
    verify_pair_next(final_played=False)
    with pytest.raises(ValueError, match="final has been played"):
        verify_pair_next(final_played=True)


@pytest.mark.parametrize(("started", "final_played", "missing", "reason"), [
    (False, False, 0, None),
    (True, False, 0, "The top cut has started."),
    (True, True, 0, "The final has been played: the event is over."),
    (False, False, 2, "Round 5 still has results missing."),
    (True, False, 2, "The top cut has started."),  # started beats the missing slips
])
def test_cg_m3_the_top_cut_starts_once_from_complete_standings(
        started: bool, final_played: bool, missing: int, reason: str | None) -> None:
    kwargs = {"started": started, "final_played": final_played, "last_round": 5,
              "missing": missing}
    if reason is None:
        verify_top_cut(**kwargs)
    else:
        with pytest.raises(ValueError) as refused:
            verify_top_cut(**kwargs)
        assert str(refused.value) == reason


def test_cg_p2_a_drop_and_take_back_are_two_actions_never_a_toggle() -> None:
    verify_drop("Anna", dropped=False)
    verify_take_back("Anna", dropped=True)
    with pytest.raises(ValueError, match="^Anna is already dropped"):
        verify_drop("Anna", dropped=True)
    with pytest.raises(ValueError, match="^Anna is not dropped: nothing to take back"):
        verify_take_back("Anna", dropped=False)


@pytest.mark.parametrize(("number", "latest", "stage", "final", "results", "reason"), [
    (3, 3, "swiss", False, 0, None),
    (2, 3, "swiss", False, 0, "Only the latest Swiss round can be paired again (round 2)."),
    (4, 4, "cut", False, 0, "Only the latest Swiss round can be paired again (round 4)."),
    (3, 3, "swiss", False, 1, "Round 3 already has results: correct them instead."),
    (5, 5, "cut", True, 1, "The final has been played: the event is over."),
])
def test_cg_t7_a_round_is_paired_again_only_while_latest_and_empty(
        number: int, latest: int, stage: str, final: bool, results: int,
        reason: str | None) -> None:
    kwargs = {"latest": latest, "stage": stage, "final_played": final, "results_in": results}
    if reason is None:
        verify_pair_again(number, **kwargs)
    else:
        with pytest.raises(ValueError) as refused:
            verify_pair_again(number, **kwargs)
        assert str(refused.value) == reason
