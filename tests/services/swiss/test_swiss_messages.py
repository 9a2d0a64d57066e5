"""Issue 21: result messages a judge can act on: a bye has no result to enter or correct
(CG-B1-A), nn is a double loss, the top cut says what it needs instead of a draw (CG-M3-A);
nothing is written when refused."""

import pytest

from tdesk.errors import ConflictError, InputError
from tdesk.services.swiss import swiss


def test_a_bye_refuses_a_result_and_a_correction_naming_the_player(store, make_event):
    event = make_event("swiss", players=5)
    info = swiss.pair_next_round(store, event, seed=1)
    bye = next(t for t in info.tables if t.is_bye)
    for attempt in (lambda: swiss.record_result(store, event, 1, bye.table, "2-0"),
                    lambda: swiss.correct_result(store, event, 1, bye.table, "2-0", "why")):
        with pytest.raises(ConflictError) as err:
            attempt()
        text = str(err.value)
        assert bye.a_name in text and "no result to enter or correct" in text
        assert "correct it with a reason" not in text
    assert swiss.get_round(store, event, 1).tables[bye.table - 1].result == "bye"


def test_nn_is_described_as_a_double_loss():
    with pytest.raises(InputError) as err:
        swiss.parse_result("zz")
    assert "nn (a double loss: both lose the match, 0 points each)" in str(err.value)
    assert "both absent" not in str(err.value)


def test_top_cut_refuses_nn_and_a_draw_saying_what_it_needs(store, make_event):
    event = make_event("swiss", players=4, rounds=1, top_cut=4)
    for t in swiss.pair_next_round(store, event, seed=1).tables:
        swiss.record_result(store, event, 1, t.table, "2-0")
    cut = swiss.start_top_cut(store, event)
    with pytest.raises(InputError) as err:
        swiss.record_result(store, event, cut.number, 1, "nn")
    assert "needs a winner" in str(err.value) and "na/nb" in str(err.value)
    assert "cannot be a draw" not in str(err.value)
    for draw in ("1-1", "d"):
        with pytest.raises(InputError, match="cannot be a draw .*2-1"):
            swiss.record_result(store, event, cut.number, 1, draw)
    assert not any(t.done for t in swiss.get_round(store, event, cut.number).tables)


def test_a_refused_result_quotes_what_the_floor_types_not_the_code(store, make_event):
    """Issue 36: "Result 'noshow-both'…" quoted an internal code: the refusal names the result
    as the floor types it (nn, d) or its games."""
    event = make_event("swiss", players=4, rounds=1, top_cut=4)
    for t in swiss.pair_next_round(store, event, seed=1).tables:
        swiss.record_result(store, event, 1, t.table, "2-0")
    cut = swiss.start_top_cut(store, event)
    for typed, quoted in (("nn", "'nn'"), ("d", "'d'"), ("1:1", "'1-1'")):
        with pytest.raises(InputError) as err:
            swiss.record_result(store, event, cut.number, 1, typed)
        text = str(err.value)
        assert text.startswith(f"Result {quoted}: "), text
        assert "noshow" not in text and "'draw'" not in text
