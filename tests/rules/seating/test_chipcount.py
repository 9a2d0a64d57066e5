"""Chips in play are conserved through entries, re-entries, add-ons, play and chip races."""

from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules.seating.chipcount import check_count, chips_in_play, stack_summary
from tdesk.rules.seating.chiprace import SeatChips, race


def test_summary_leader_average_and_big_blinds():
    s = stack_summary({1: 15000, 2: 45000, 3: 0, 4: 30000}, big_blind=2000, in_play=90000)
    assert s.leader == 2 and s.leader_chips == 45000
    assert s.average == 30000  # three players left
    assert s.big_blinds == {1: 7.5, 2: 22.5, 4: 15.0}


def test_count_check_names_the_difference():
    check = check_count({1: 20000, 2: 19000}, 40000)
    assert not check.ok and check.difference == -1000


@given(st.data())
def test_chips_conserved_through_counts_reentries_and_races(data):
    start = 20000
    players = data.draw(st.integers(2, 9))
    stacks = {p: start for p in range(1, players + 1)}
    bought = [start] * players
    deltas: list[int] = []
    for _ in range(data.draw(st.integers(1, 30))):
        step = data.draw(st.sampled_from(["hand", "reentry", "addon", "race"]))
        live = [p for p, c in stacks.items() if c > 0]
        if step == "hand" and len(live) >= 2:
            a, b = data.draw(st.permutations(live))[:2]
            amount = data.draw(st.integers(1, stacks[a]))
            stacks[a] -= amount
            stacks[b] += amount
        elif step == "reentry":
            busted = [p for p, c in stacks.items() if c == 0]
            if busted:
                stacks[busted[0]] = start
                bought.append(start)
        elif step == "addon" and live:
            p = data.draw(st.sampled_from(live))
            stacks[p] += 10000
            bought.append(10000)
        elif step == "race" and live:
            # every stack as 25s and 100s; the 25s leave play
            holdings = [SeatChips(p, (stacks[p] % 100) // 25, stacks[p] - stacks[p] % 100)
                        for p in live]
            result = race(holdings, 25, 100, seed=data.draw(st.integers(0, 10**6)))
            for seat in result.seats:
                stacks[seat.seat] += seat.value_after - seat.value_before
            deltas.append(sum(s.value_after - s.value_before for s in result.seats))
    assert check_count(stacks, chips_in_play(bought, deltas)).ok
