"""CG-P3 (issue 36): a late entry's missed rounds as losses in the standings, and the bye kept
from late entries joining this round while anybody else eligible can take it."""

from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules.swiss import Match, pair_round, pairing_cost, standings


def _pairings(players: list[str]):
    """Every pairing of ``players`` (a bye, None, when odd): the brute force to check by."""
    if not players:
        yield []
        return
    if len(players) % 2:
        for p in players:
            rest = [q for q in players if q != p]
            for pairs in _pairings(rest):
                yield [*pairs, (p, None)]
        return
    first, rest = players[0], players[1:]
    for other in rest:
        left = [q for q in rest if q != other]
        for pairs in _pairings(left):
            yield [(first, other), *pairs]


def test_missed_rounds_are_losses_in_the_record_and_nowhere_else():
    history = [Match(1, "a", "b", 2, 0), Match(2, "a", "c", 2, 1), Match(2, "b", "x", 0, 2)]
    plain = {s.player: s for s in standings(["a", "b", "c", "x"], history, seed=1)}
    late = {s.player: s for s in standings(["a", "b", "c", "x"], history, seed=1,
                                           missed={"x": [1], "c": []})}
    assert (late["x"].losses, late["x"].missed, late["x"].wins) == (1, (1,), 1)
    assert late["c"].missed == () and late["c"].losses == plain["c"].losses
    for p in plain:  # points, every tiebreak and the order are the same
        a, b = plain[p], late[p]
        assert (a.rank, a.points, a.wins_quality, a.losses_quality, a.games_quality,
                a.second_order) == (b.rank, b.points, b.wins_quality, b.losses_quality,
                                    b.games_quality, b.second_order)


def test_only_late_entries_without_a_bye_one_of_them_gets_it():
    """Everybody else already had a pairing bye: a joining late entry takes the bye rather
    than somebody taking a second one (CG-B1 first)."""
    history = [Match(n, p, None, 2, 0) for n, p in enumerate("abcd", start=1)]
    players = ["a", "b", "c", "d", "x", "y", "z"]
    pairs = pair_round(players, history, seed=3, joining={"x", "y", "z"})
    bye = next(a for a, b in pairs if b is None)
    assert bye in {"x", "y", "z"}


def test_a_joining_late_entry_is_passed_over_for_the_bye():
    history = [Match(1, "a", "b", 2, 0), Match(1, "c", "d", 2, 0)]
    lowest = standings(["a", "b", "c", "d", "x"], history, seed=2)[-1].player
    assert lowest == "x"  # 0 points and no tiebreaks: the bye would be theirs
    pairs = pair_round(["a", "b", "c", "d", "x"], history, seed=2, joining={"x"})
    assert next(a for a, b in pairs if b is None) != "x"
    assert next(a for a, b in pair_round(["a", "b", "c", "d", "x"], history, seed=2)
                if b is None) == "x"


@st.composite
def late_fields(draw):
    """A field that played 1-2 rounds (results drawn), some of it with a bye, and 1-3 late
    entries joining now; odd in all, so somebody gets the bye."""
    n = draw(st.integers(2, 6))
    players = [f"p{i}" for i in range(n)]
    history: list[Match] = []
    for number in range(1, draw(st.integers(1, 2)) + 1):
        order = draw(st.permutations(players))
        for a, b in zip(order[::2], order[1::2], strict=False):
            aw, bw = draw(st.sampled_from([(2, 0), (0, 2), (2, 1), (1, 1)]))
            history.append(Match(number, a, b, aw, bw))
        if len(order) % 2:
            history.append(Match(number, order[-1], None, 2, 0))
    late = [f"late{i}" for i in range(draw(st.integers(1, 3)))]
    if (n + len(late)) % 2 == 0:
        late.append(f"late{len(late)}")
    return players + late, history, set(late), draw(st.integers(0, 2**31 - 1))


@settings(max_examples=120, deadline=None)
@given(late_fields())
def test_the_bye_never_goes_to_a_joining_late_entry_while_another_candidate_exists(case):
    """The property: the bye goes to a late entry joining now only when no other player
    without a pairing bye could take it, or when each such bye costs more rematches (CG-P1
    comes before CG-B1)."""
    players, history, joining, seed = case
    pairs = pair_round(players, history, seed=seed, joining=joining, allow_rematch=True)
    bye = next(a for a, b in pairs if b is None)
    if bye not in joining:
        return
    had_bye = {m.a for m in history if m.b is None}
    others = [p for p in players if p not in joining and p not in had_bye]
    if not others:
        return
    cost = pairing_cost(players, history, pairs, seed=seed)
    for candidate in _pairings(players):
        given_to = next(a for a, b in candidate if b is None)
        if given_to in others:
            assert pairing_cost(players, history, candidate, seed=seed).rematches \
                > cost.rematches, (candidate, pairs)


def test_pairings_helper_counts_every_pairing():
    assert len(list(_pairings(list("abcde")))) == 15
    assert len({frozenset(pr) for pr in _pairings(list("abcdef"))}) == 15
