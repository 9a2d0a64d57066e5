"""The top-cut bracket as a tree (CG-B4..CG-B8, issue 24): seeds, results moving winners on,
refusals that name the slot, round names and the drawing layout."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules.swiss import top_cut
from tdesk.rules.swiss.bracket import (
    BRACKET_SIZES,
    BracketResult,
    build_bracket,
    can_record,
    round_key,
    slot_positions,
    verify_result,
)

EIGHT = [f"s{i}" for i in range(1, 9)]


def win(a: str, b: str, score: tuple[int, int] = (2, 1)) -> BracketResult:
    return BracketResult(a, b, score[0], score[1], a)


def test_cg_b4_first_round_is_the_top_cut_pairing_with_seeds() -> None:
    b = build_bracket(8, EIGHT + ["s9"])
    first = b.rounds[0].slots
    assert [s.players() for s in first] == top_cut(EIGHT, 8)
    assert [(s.top.seed, s.bottom.seed) for s in first] == [(1, 8), (4, 5), (2, 7), (3, 6)]
    assert all(s.is_ready for s in first)
    assert [len(r.slots) for r in b.rounds] == [4, 2, 1]
    assert len(b.empty()) == 3 and b.champion is None


@pytest.mark.parametrize("size", [3, 6, 64, 0])
def test_cg_b4_refuses_other_sizes(size: int) -> None:
    with pytest.raises(ValueError, match=f"Bracket size must be one of 2, 4, 8, 16, 32: {size}"):
        build_bracket(size, EIGHT * 8)


def test_cg_b4_refuses_too_few_or_repeated_seeds() -> None:
    with pytest.raises(ValueError, match="A top 8 needs 8 players; the standings have 7"):
        build_bracket(8, EIGHT[:7])
    with pytest.raises(ValueError, match="listed twice in the seeds: s1"):
        build_bracket(4, ["s1", "s2", "s1", "s3"])


def test_cg_b5_round_names_by_players_left() -> None:
    assert [r.key for r in build_bracket(32, [f"p{i}" for i in range(32)]).rounds] == [
        "r32", "r16", "quarter", "semi", "final"]
    assert [r.key for r in build_bracket(2, ["a", "b"]).rounds] == ["final"]
    with pytest.raises(ValueError, match="power of two: 6"):
        round_key(6)


def test_cg_b6_winners_move_on_with_their_seed_and_score() -> None:
    b = build_bracket(8, EIGHT, [win("s1", "s8"), win("s5", "s4", (2, 0))])
    semi = b.rounds[1].slots[0]
    assert (semi.top.seed, semi.top.player) == (1, "s1")
    assert (semi.bottom.seed, semi.bottom.player) == (5, "s5")
    assert semi.is_ready
    # the score is kept top-first whichever way round it was typed
    assert b.rounds[0].slots[1].score == (0, 2)
    assert b.rounds[0].slots[1].winner == "s5" and b.rounds[0].slots[1].loser == "s4"
    assert b.rounds[1].slots[1].is_empty


def test_cg_b8_a_full_bracket_names_the_champion() -> None:
    played = [win("s1", "s8"), win("s4", "s5"), win("s7", "s2"), win("s3", "s6"),
              win("s4", "s1"), win("s3", "s7"), BracketResult("s4", "s3", 1, 2, "s3")]
    b = build_bracket(8, EIGHT, played)
    assert b.is_complete and b.champion == "s3"
    assert b.rounds[-1].slots[0].score == (1, 2)
    assert all(r.is_finished for r in b.rounds) and not b.ready() and not b.empty()
    with pytest.raises(ValueError, match="s3 has won the final: the bracket is over"):
        verify_result(b, win("s3", "s1"))


@pytest.mark.parametrize(("played", "bad", "message"), [
    ([], win("s1", "s4"), "s4 is not in that match: s1 plays s8 in the quarter-final"),
    ([], win("s1", "zed"), "zed is not in the top 8"),
    ([win("s1", "s8")], win("s8", "s1"), "quarter-final s8 v s1 already has its result"),
    ([win("s1", "s8")], win("s8", "s4"), "s8 is out: lost the quarter-final to s1"),
    ([win("s1", "s8")], win("s1", "s4"), "s1's opponent in the semi-final is not known yet"),
    ([win("s1", "s8"), win("s5", "s4")], win("s1", "s8"),
     "quarter-final s1 v s8 already has its result"),
    ([win("s1", "s8"), win("s5", "s4")], win("s1", "s4"), "s4 is out: lost the quarter-final to s5"),
    ([win("s1", "s8"), win("s5", "s4")], win("s1", "s7"), "s7 is not in that match: s1 plays s5"),
    ([], BracketResult("s1", "s8", 2, 1, "s8"), "winner must be s1, who won more games"),
    ([], BracketResult("s1", "s8", 2, 1, "s3"), "winner must be s1 or s8: s3"),
    ([], BracketResult("s1", "s1", 2, 1, "s1"), "cannot play themselves"),
])
def test_cg_b6_refuses_results_that_do_not_fit(played: list[BracketResult],
                                               bad: BracketResult, message: str) -> None:
    b = build_bracket(8, EIGHT, played)
    assert not can_record(b, bad)
    with pytest.raises(ValueError, match=message):
        verify_result(b, bad)
    with pytest.raises(ValueError, match=message):
        build_bracket(8, EIGHT, [*played, bad])


def test_cg_b6_a_no_show_is_the_named_winner() -> None:
    b = build_bracket(2, ["a", "b"], [BracketResult("a", "b", 0, 0, "b")])
    assert b.champion == "b" and b.rounds[0].slots[0].score == (0, 0)


def test_cg_b8_layout_joins_each_slot_between_the_two_that_feed_it() -> None:
    for size in BRACKET_SIZES:
        pos = slot_positions(size)
        assert len(pos) == size - 1
        assert set(pos) == {(s.round, s.index) for s in build_bracket(
            size, [f"p{i}" for i in range(size)]).slots()}
        for (rnd, i), p in pos.items():
            assert p.column == rnd - 1 and 0 <= p.top < p.centre < p.top + p.span <= size
            if rnd > 1:
                feeders = pos[(rnd - 1, 2 * i)], pos[(rnd - 1, 2 * i + 1)]
                assert p.centre * 2 == feeders[0].centre + feeders[1].centre
    assert slot_positions(2) == {(1, 0): slot_positions(2)[(1, 0)]}
    assert slot_positions(2)[(1, 0)].centre == 1


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(BRACKET_SIZES), st.integers(0, 2 ** 32))
def test_cg_b8_property_exactly_one_champion_once_complete(size: int, seed: int) -> None:
    rng = random.Random(seed)
    players = [f"p{i}" for i in range(size)]
    rng.shuffle(players)
    played: list[BracketResult] = []
    b = build_bracket(size, players)
    while (ready := b.ready()):
        slot = rng.choice(ready)
        a, c = slot.players()
        assert a is not None and c is not None
        played.append(BracketResult(a, c, 2, rng.choice((0, 1)), a) if rng.random() < 0.5
                      else BracketResult(a, c, rng.choice((0, 1)), 2, c))
        b = build_bracket(size, players, played)
    assert b.is_complete and len(played) == size - 1
    losers = {s.loser for s in b.slots()}
    unbeaten = [p for p in players if p not in losers]
    assert unbeaten == [b.champion]


def test_docs_worked_example_top_8() -> None:
    """The CG-B4..B8 worked example in docs/rules.md, step by step."""
    seeds = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
    b = build_bracket(8, seeds, [win("Ann", "Hal"), win("Eve", "Dan", (2, 0))])
    assert [s.players() for s in b.rounds[0].slots] == [
        ("Ann", "Hal"), ("Dan", "Eve"), ("Bob", "Gus"), ("Cid", "Fay")]
    semi = b.rounds[1].slots[0]
    assert (semi.top.player, semi.top.seed, semi.bottom.player, semi.bottom.seed) == (
        "Ann", 1, "Eve", 5)
    assert b.rounds[1].slots[1].is_empty
    with pytest.raises(ValueError, match="Dan is out: lost the quarter-final to Eve"):
        verify_result(b, win("Ann", "Dan"))
    with pytest.raises(ValueError, match="quarter-final Ann v Hal already has its result"):
        verify_result(b, win("Ann", "Hal"))
    assert [slot_positions(8)[(r, i)].centre for r, i in [(1, 0), (1, 1), (1, 2), (1, 3),
                                                          (2, 0), (2, 1), (3, 0)]] == [
        1, 3, 5, 7, 2, 6, 4]
