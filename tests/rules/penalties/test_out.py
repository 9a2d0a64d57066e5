"""PEN-6 / PEN-P2 in tdesk/rules/penalties/__init__.py (issue 22): what a disqualification does to the
player's place in the event, what can follow it, and the chain of standing disqualifications
that a rescind unwinds."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules.penalties import (
    OfcOffence,
    OutOfPlay,
    PokerPenalty,
    Severity,
    can_follow_disqualification,
    disqualify,
    holds,
    out_of_play,
    stronger_steps,
    without,
)

LEAVES = "the player leaves the event now and keeps their points (PEN-6)"
NO_PRIZES = "no prizes; flagged for the rating database (PEN-6)"
CHIPS = "the player's chips are removed from play (PEN-P2)"


@pytest.mark.parametrize(("severity", "effects"), [
    (Severity.REMARK, ()), (Severity.WARNING, ()), (Severity.GAME_LOSS, ()),
    (Severity.MATCH_LOSS, ()),
    (Severity.DISQUALIFICATION, (LEAVES,)),
    (Severity.DISQUALIFICATION_NO_PRIZES, (LEAVES, NO_PRIZES)),
    (Severity.SUSPENSION, (LEAVES, NO_PRIZES)),
])
def test_ccg_steps(severity: Severity, effects: tuple[str, ...]) -> None:
    out = out_of_play("ccg", severity.name.lower())
    assert out == out_of_play("ccg", severity)
    assert out.effects == effects
    assert out.disqualified == (severity >= Severity.DISQUALIFICATION)
    assert out.no_prizes == (severity >= Severity.DISQUALIFICATION_NO_PRIZES)
    assert not out.removes_chips


def test_poker_disqualification_removes_chips_and_ofc_never_takes_out() -> None:
    assert out_of_play("poker", "disqualification") == OutOfPlay(True, False, True, (CHIPS,))
    for p in PokerPenalty:
        if p != PokerPenalty.DISQUALIFICATION:
            assert out_of_play("poker", p.name.lower()) == OutOfPlay()
    for o in OfcOffence:
        assert out_of_play("ofc", o.value) == OutOfPlay()


def test_only_a_stronger_ccg_step_follows_a_disqualification() -> None:
    dq = Severity.DISQUALIFICATION
    assert [s for s in Severity if can_follow_disqualification(dq, s)] == [
        Severity.DISQUALIFICATION_NO_PRIZES, Severity.SUSPENSION]
    assert stronger_steps(dq) == [Severity.DISQUALIFICATION_NO_PRIZES, Severity.SUSPENSION]
    assert stronger_steps(Severity.SUSPENSION) == []
    # the poker floor's disqualification is its last step
    assert stronger_steps(None) == []
    assert not any(can_follow_disqualification(None, s) for s in [*Severity, None])


@given(st.lists(st.booleans(), min_size=1, max_size=6), st.randoms(use_true_random=False))
def test_rescinding_in_any_order_unwinds_the_chain(flags: list[bool], rnd) -> None:  # type: ignore[no-untyped-def]
    """PEN-6: disqualifications given one over another (ids 1..n, each with its prize flag),
    rescinded in any order: the newest still standing is on top with its own flag, the
    player's state before the first is kept, and the last rescind leaves nothing."""
    before = {"status_before": "active", "chips_before": 1200}
    chain = None
    for n, no_prizes in enumerate(flags, start=1):
        chain = disqualify(chain, n, no_prizes, before)
    assert chain is not None
    standing = set(range(1, len(flags) + 1))
    order = sorted(standing)
    rnd.shuffle(order)
    for pid in order:
        assert holds(chain, pid)
        chain = without(chain, pid)
        standing.discard(pid)
        assert not holds(chain, pid)
        if not standing:
            assert chain is None
            break
        assert chain is not None
        top = max(standing)
        assert chain["penalty_id"] == top and chain["no_prizes"] == flags[top - 1]
        assert all(holds(chain, s) for s in standing)
        bottom = chain
        while isinstance(bottom.get("earlier"), dict):
            bottom = bottom["earlier"]
        assert {k: bottom[k] for k in before} == before
