"""Draft pods (CG-D1..CG-D6, issue 24): sizes, the seeded draw, hand assignments, seats,
pairing and ranking inside each pod."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules.swiss import Match, PairingError, standings
from tdesk.rules.swiss.pods import (
    draw_pods,
    members,
    pair_pods,
    place_late,
    pod_sizes,
    pod_standings,
    reseat,
    seat_pod,
    seat_pods,
    verify_limits,
    verify_pods,
)


def names(n: int) -> list[str]:
    return [f"p{i:02}" for i in range(n)]


@pytest.mark.parametrize(("n", "sizes"), [
    (0, []), (4, [4]), (8, [8]), (9, [5, 4]), (15, [8, 7]), (16, [8, 8]), (17, [6, 6, 5]),
    (24, [8, 8, 8]), (25, [7, 6, 6, 6]),
])
def test_cg_d1_fewest_pods_none_above_target_as_even_as_possible(n: int, sizes: list[int]
                                                                   ) -> None:
    assert pod_sizes(n) == sizes


def test_cg_d1_settings_and_the_minimum() -> None:
    assert pod_sizes(12, target=6) == [6, 6]
    assert pod_sizes(13, target=6, minimum=4) == [5, 4, 4]
    with pytest.raises(ValueError, match="13 players cannot make pods of 5 to 6"):
        pod_sizes(13, target=6, minimum=5)
    with pytest.raises(ValueError, match="3 players cannot make pods of 4 to 8"):
        pod_sizes(3)
    with pytest.raises(ValueError, match="Pod size must be from 2 to 16: 17"):
        verify_limits(17)
    with pytest.raises(ValueError, match="Smallest pod must be from 2 to the pod size 8: 9"):
        verify_limits(8, 9)


def test_cg_d2_the_draw_replays_from_its_seed_whatever_the_order_given() -> None:
    players = names(20)
    first = draw_pods(players, seed=42)
    assert draw_pods(list(reversed(players)), seed=42) == first
    assert draw_pods(players, seed=43) != first
    assert sorted(Counter(first.values()).values()) == [6, 7, 7]
    verify_pods(players, first)
    with pytest.raises(ValueError, match="Player listed twice: p01"):
        draw_pods([*players, "p01"], seed=1)


@pytest.mark.parametrize(("pods", "message"), [
    ({"a": 1, "b": 1, "c": 1}, "d has no pod"),
    ({"a": 1, "b": 1, "c": 1, "d": 1, "x": 1}, "x is not a player of the event"),
    ({"a": 1, "b": 1, "c": 3, "d": 3}, "Pod 2 is empty: number the pods 1 to 2"),
    ({"a": 1, "b": 1, "c": 1, "d": 0}, "Pod of d must be 1 or more: 0"),
    ({"a": 1, "b": 2, "c": 2, "d": 2}, "Pod 1 has 1 players: a pod has 2 to 3"),
    ({"a": 1, "b": 1, "c": 1, "d": 1}, "Pod 1 has 4 players: a pod has 2 to 3"),
])
def test_cg_d3_hand_assignments_are_checked(pods: dict[str, int], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        verify_pods(["a", "b", "c", "d"], pods, target=3, minimum=2)


def test_cg_d3_a_hand_assignment_need_not_be_even() -> None:
    pods = {"a": 1, "b": 1, "c": 1, "d": 2, "e": 2}
    verify_pods(list("abcde"), pods, target=3, minimum=2)
    assert members(pods) == {1: ["a", "b", "c"], 2: ["d", "e"]}


def test_cg_d4_seats_are_seeded_per_pod() -> None:
    pods = {p: 1 + i % 2 for i, p in enumerate(names(16))}
    seats = seat_pods(pods, seed=5)
    assert seats == seat_pods(dict(reversed(pods.items())), seed=5)
    assert {pod: sorted(s) for pod, s in seats.items()} == members(pods)
    assert seats[1] == seat_pod(members(pods)[1], 5, 1)
    assert seat_pod(names(8), 5, 1) != seat_pod(names(8), 5, 2)


def test_cg_d5_pairing_stays_inside_each_pod_with_its_own_bye() -> None:
    pods = {p: 1 if i < 5 else 2 for i, p in enumerate(names(12))}  # 5 and 7
    paired = pair_pods(pods, [], seed=3)
    assert list(paired) == [1, 2]
    for pod, pairs in paired.items():
        inside = set(members(pods)[pod])
        seen = [p for pair in pairs for p in pair if p is not None]
        assert sorted(seen) == sorted(inside)
    assert sum(b is None for _, b in paired[1]) == 1
    assert sum(b is None for _, b in paired[2]) == 1


def test_cg_d5_a_pod_of_two_that_met_needs_a_rematch() -> None:
    pods = {"a": 1, "b": 1, "c": 2, "d": 2}
    history = [Match(1, "a", "b", 2, 0), Match(1, "c", "d", 2, 1)]
    with pytest.raises(PairingError):
        pair_pods(pods, history, seed=1)
    assert pair_pods(pods, history, seed=1, allow_rematch=True) == {
        1: [("a", "b")], 2: [("c", "d")]}


def test_cg_d6_ranking_within_the_pod_uses_only_the_pods_players() -> None:
    pods = {"a": 1, "b": 1, "c": 1, "d": 1, "e": 2, "f": 2}
    history = [Match(1, "a", "b", 2, 0), Match(1, "c", "d", 2, 1), Match(1, "e", "f", 0, 2),
               Match(2, "a", "c", 2, 1), Match(2, "b", "d", 2, 0), Match(2, "f", "e", 2, 0)]
    ranked = pod_standings(pods, history, seed=1)
    assert [s.player for s in ranked[1]] == [s.player for s in standings(list("abcd"), history,
                                                                         seed=1)]
    assert [s.player for s in ranked[1]][0] == "a"
    assert [(s.rank, s.player, s.pod) for s in ranked[2]] == [(1, "f", 2), (2, "e", 2)]


@settings(max_examples=80, deadline=None)
@given(st.integers(4, 70), st.integers(2, 12), st.integers(0, 2 ** 31))
def test_cg_d1_property_each_player_in_one_pod_sizes_within_one(n: int, target: int,
                                                                  seed: int) -> None:
    minimum = min(4, target)
    players = names(n)
    try:
        pods = draw_pods(players, seed, target, minimum)
    except ValueError as err:
        assert "cannot make pods" in str(err)
        return
    assert set(pods) == set(players)
    sizes = Counter(pods.values())
    assert sorted(sizes) == list(range(1, len(sizes) + 1))
    assert max(sizes.values()) - min(sizes.values()) <= 1
    assert all(minimum <= s <= target for s in sizes.values())
    verify_pods(players, pods, target, minimum)


@settings(max_examples=30, deadline=None)
@given(st.integers(4, 30), st.integers(0, 2 ** 31))
def test_cg_d5_property_pod_pairing_never_crosses_pods(n: int, seed: int) -> None:
    rng = random.Random(seed)
    pods = draw_pods(names(n), seed, target=6, minimum=2)
    history: list[Match] = []
    for rnd in range(1, 4):
        paired = pair_pods(pods, history, seed=seed, allow_rematch=True)
        for pod, pairs in paired.items():
            for a, b in pairs:
                assert pods[a] == pod and (b is None or pods[b] == pod)
                history.append(Match(rnd, a, b, 2, 0) if b is None
                               else Match(rnd, a, b, *rng.choice([(2, 0), (1, 2), (2, 1)])))


def test_cg_d7_one_order_across_pods_by_points_the_pod_a_label() -> None:
    """Issue 36: the draft's order is one order by match points and the usual tiebreaks, not
    pod 1 stacked above pod 2: pod 2's 2-0 player is above pod 1's 0-2 player."""
    pods = {"a": 1, "b": 1, "c": 1, "d": 1, "e": 2, "f": 2, "g": 2, "h": 2}
    history = [Match(1, "a", "b", 2, 0), Match(1, "c", "d", 2, 1),
               Match(1, "e", "f", 2, 0), Match(1, "g", "h", 0, 2),
               Match(2, "a", "c", 2, 1), Match(2, "b", "d", 2, 0),
               Match(2, "e", "h", 2, 1), Match(2, "f", "g", 1, 2)]
    rows = standings(list("abcdefgh"), history, pods=pods, lots={p: i for i, p in
                                                                  enumerate("hgfedcba")})
    assert [s.rank for s in rows] == list(range(1, 9))
    by_points = [s.points for s in rows]
    assert by_points == sorted(by_points, reverse=True)
    assert {s.player for s in rows[:2]} == {"a", "e"}  # each pod's 2-0 player first
    assert {s.player for s in rows[-2:]} == {"d", "f"}  # the 0-2 players last
    # each pod keeps its own order (CG-D6, CG-T8), and says its place in the pod
    for pod in (1, 2):
        mine = [s for s in rows if s.pod == pod]
        alone = pod_standings(pods, history, lots={p: i for i, p in enumerate("hgfedcba")})
        assert [s.player for s in mine] == [s.player for s in alone[pod]]
        assert [s.pod_rank for s in mine] == [1, 2, 3, 4]


def test_cg_d7_ties_across_pods_go_to_the_tiebreaks_then_the_lot() -> None:
    """Two pods played alike: equal on points and CG-T1..T4, the pods' players interleave by
    the lot (CG-T7), each pod in its own order."""
    pods = {"a": 1, "b": 1, "c": 2, "d": 2}
    history = [Match(1, "a", "b", 2, 0), Match(1, "c", "d", 2, 0)]
    rows = standings(list("abcd"), history, pods=pods, lots={"c": 1, "a": 2, "d": 3, "b": 4})
    assert [(s.player, s.pod, s.pod_rank) for s in rows] == [
        ("c", 2, 1), ("a", 1, 1), ("d", 2, 2), ("b", 1, 2)]
    assert [s.decided_by for s in rows[:3]] == ["lot", "points", "lot"]


@settings(max_examples=40, deadline=None)
@given(st.integers(8, 24), st.integers(0, 2 ** 31))
def test_cg_d7_property_points_never_rise_and_each_pod_keeps_its_order(n: int, seed: int
                                                                        ) -> None:
    players = names(n)
    pods = draw_pods(players, seed, 8, 4)
    rng = random.Random(seed)
    lots = {p: rng.randrange(1, 10 ** 6) for p in players}
    history: list[Match] = []
    for rnd in (1, 2, 3):
        for pairs in pair_pods(pods, history, seed=seed + rnd, lots=lots).values():
            history += [Match(rnd, a, b, *rng.choice([(2, 0), (0, 2), (2, 1), (1, 1)]))
                        if b else Match(rnd, a, None, 2, 0) for a, b in pairs]
    rows = standings(players, history, pods=pods, lots=lots)
    assert sorted(s.player for s in rows) == sorted(players)
    assert [s.points for s in rows] == sorted((s.points for s in rows), reverse=True)
    alone = pod_standings(pods, history, lots=lots)
    for pod, ranked in alone.items():
        assert [s.player for s in rows if s.pod == pod] == [s.player for s in ranked]


@settings(max_examples=200, deadline=None)
@given(n=st.integers(2, 40), seed=st.integers(0, 1 << 30), moved=st.integers(0, 5),
       late=st.integers(0, 4), data=st.data())
def test_reseat_keeps_who_stays_and_fills_free_seats(n, seed, moved, late, data) -> None:  # type: ignore[no-untyped-def]
    """CG-D4-A: after a draw, moving some players and adding late ones, everybody who stays
    in their pod keeps their seat; each pod's seats are distinct and no higher than needed
    (the pod's old highest seat or its size); with nobody seated it is the draw's seating."""
    pods = draw_pods(names(n), seed, target=8, minimum=2)
    drawn = seat_pods(pods, seed)
    sitting = {p: (pod, i) for pod, ps in drawn.items() for i, p in enumerate(ps, start=1)}
    assert reseat(pods, {}, seed) == {p: s for p, (_, s) in sitting.items()}
    after = dict(pods)
    count = max(pods.values())
    for p in data.draw(st.lists(st.sampled_from(sorted(pods)), max_size=moved, unique=True)):
        after[p] = data.draw(st.integers(1, count))
    for i in range(late):
        after[f"late{i}"] = data.draw(st.integers(1, count))
    seats = reseat(after, sitting, seed + 1)
    assert set(seats) == set(after)
    for p, pod in after.items():
        if p in sitting and sitting[p][0] == pod:
            assert seats[p] == sitting[p][1]
    for pod, ps in members(after).items():
        taken = [seats[p] for p in ps]
        before = max((s for q, (was, s) in sitting.items() if was == pod), default=0)
        assert len(set(taken)) == len(taken) and max(taken) <= max(before, len(ps))


def test_late_entries_go_to_the_smallest_pod_lower_number_first() -> None:
    """CG-D3-A: one at a time, each into the pod with the fewest players now."""
    pods = {"a": 1, "b": 1, "c": 2, "d": 2, "e": 2, "f": 3}
    assert place_late(pods, ["x", "y", "z"], target=3) == {"x": 3, "y": 1, "z": 3}
    with pytest.raises(ValueError, match="w has no place: every pod has 3 players"):
        place_late(pods, ["x", "y", "z", "w"], target=3)
    with pytest.raises(ValueError, match="No pods are drawn yet"):
        place_late({}, ["x"], target=3)
