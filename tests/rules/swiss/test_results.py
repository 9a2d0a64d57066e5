"""Swiss results as typed (CG-M1/M2), the penalty losses counted in them (PEN-2), the top cut's
decided matches (CG-M3) and corrections (CG-M4): `tdesk.rules.swiss.results` (issue 22)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules.swiss.results import (
    RESULT_CODES,
    RESULT_HELP,
    is_correction,
    read_result,
    score,
    verify_correction,
)

LOSSES = st.tuples(st.integers(0, 3), st.booleans())


@pytest.mark.parametrize(("typed", "code"), [
    ("2-1", "2-1"), ("2:1", "2-1"), (" 2 1 ", "2-1"), ("2/0", "2-0"), ("1.0.1", "1-0-1"),
    ("D", "draw"), ("id", "draw"), ("ca", "concede-a"), ("nb", "noshow-b"),
    ("nn", "noshow-both"), ("2", "2-0"), ("0", "0-2"),
])
def test_read_result_cg_m1(typed: str, code: str) -> None:
    assert read_result(typed) == code


@pytest.mark.parametrize("typed", ["", "3-0", "zz", "2-0-0-0", "-"])
def test_unreadable_result_says_what_to_type(typed: str) -> None:
    with pytest.raises(ValueError) as err:
        read_result(typed)
    assert str(err.value) == RESULT_HELP and "nn (a double loss" in RESULT_HELP


def test_plain_results_keep_their_games() -> None:
    for code, (a, b, d, _kind) in RESULT_CODES.items():
        s = score(code)
        assert (s.a_wins, s.b_wins, s.draws, s.notes) == (a, b, d, ())
        assert s.double_loss == (code == "noshow-both")


def test_pen_2_game_loss_is_a_game_the_opponent_won() -> None:
    """A slip that already counts the game loss stays; one that does not gets it added."""
    assert score("2-1", a_losses=(1, False)).notes == ()
    s = score("1-0", a_losses=(1, False))
    assert (s.a_wins, s.b_wins, s.notes) == (1, 1, ("game losses from penalties counted",))


def test_pen_2_match_losses() -> None:
    a = score("2-0", a_losses=(0, True), a_name="Ann", b_name="Bo")
    assert (a.a_wins, a.b_wins, a.draws, a.notes) == (0, 2, 0, ("match loss for Ann",))
    b = score("0-0-3", b_losses=(0, True), a_name="Ann", b_name="Bo")
    assert (b.a_wins, b.b_wins, b.draws, b.notes) == (2, 0, 0, ("match loss for Bo",))
    both = score("2-1", a_losses=(0, True), b_losses=(0, True))
    assert (both.a_wins, both.b_wins, both.draws, both.double_loss) == (0, 0, 0, True)
    assert both.notes[-1] == "match losses for both"


@pytest.mark.parametrize("code", ["draw", "1-1", "0-0-1", "1-1-1", "noshow-both"])
def test_cg_m3_top_cut_needs_a_winner(code: str) -> None:
    with pytest.raises(ValueError, match="CG-M3"):
        score(code, top_cut=True)
    score(code)  # fine in the Swiss rounds


@given(st.sampled_from(sorted(RESULT_CODES)), LOSSES, LOSSES)
def test_penalties_only_ever_cost_the_penalised(code: str, a_pen: tuple[int, bool],
                                                b_pen: tuple[int, bool]) -> None:
    """PEN-2 as a property: a penalty never gives its player a game, a match loss loses the
    match, and nothing changes without a penalty."""
    a, b, d, _ = RESULT_CODES[code]
    s = score(code, a_losses=a_pen, b_losses=b_pen)
    if a_pen[1] and b_pen[1]:
        assert (s.a_wins, s.b_wins, s.double_loss) == (0, 0, True)
    elif a_pen[1]:
        assert s.a_wins < s.b_wins
    elif b_pen[1]:
        assert s.b_wins < s.a_wins
    else:
        assert s.a_wins >= a and s.b_wins >= b and s.draws == d
        assert s.b_wins >= a_pen[0] and s.a_wins >= b_pen[0]
        assert (s.a_wins, s.b_wins) == (max(a, b_pen[0]), max(b, a_pen[0]))
    if a_pen == b_pen == (0, False):
        assert (s.a_wins, s.b_wins, s.draws, s.notes) == (a, b, d, ())


def test_cg_m4_corrections() -> None:
    assert is_correction(recorded=True, bye=False)
    assert not is_correction(recorded=False, bye=False)
    assert not is_correction(recorded=True, bye=True)  # a bye has no result (CG-B1)
    verify_correction("slip misread")
    for reason in ("", "   ", "\n"):
        with pytest.raises(ValueError, match="CG-M4"):
            verify_correction(reason)
