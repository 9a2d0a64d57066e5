"""The bounty rules (BNT-1..BNT-9, issue 23): pure, no store.

Worked examples for each format, every refusal, and hypothesis properties over random knockout
trees with split pots and re-entries: the money always adds up to the pool (BNT-8).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules.money import bounties
from tdesk.rules.money.bounties import (
    BountyFormat,
    BountyKind,
    BountyLedger,
    Entry,
    Envelope,
    Knockout,
    SplitRule,
    draw_envelope,
    fixed,
    format_from_data,
    format_to_data,
    mystery,
    ofc_knockout,
    progressive,
    settle,
    split_amount,
)
from tdesk.rules.money.entry_fees import FeeTerms, price


def field_of(*names: str, bounty: int = 100) -> list[Entry]:
    return [Entry(n, n.rstrip("0123456789"), bounty) for n in names]


def adds_up(ledger: BountyLedger) -> bool:
    """BNT-8: collected + heads + envelopes left is the pool."""
    return (sum(ledger.collected.values()) + sum(ledger.heads.values())
            + ledger.envelopes_left_total) == ledger.pool


# --- BNT-3 fixed ----------------------------------------------------------------------------


def test_fixed_the_eliminator_collects_the_head_and_heads_never_grow_BNT_3() -> None:
    entries = field_of("A", "B", "C")
    ledger = settle(fixed(), entries, [Knockout("B", ("A",)), Knockout("A", ("C",))])
    assert ledger.collected == {"A": 100, "B": 0, "C": 100}
    assert ledger.heads == {"A": 0, "B": 0, "C": 100}
    assert ledger.live == ("C",)
    assert adds_up(ledger) and ledger.pool == 300


def test_fixed_bounty_part_comes_from_the_entry_fee_terms() -> None:
    terms = FeeTerms.from_settings({"buy_in": 100, "fee": 10, "bounty": 50,
                                    "reentry_limit": 1}, 20000)
    bounty = price(terms, "reentry").bounty
    entries = [Entry(1, "Ann", price(terms, "entry").bounty), Entry(2, "Bo", bounty)]
    assert settle(fixed(), entries, [Knockout(2, (1,))]).collected[1] == 50


def test_fixed_split_pot_odd_unit_to_the_first_listed_BNT_2() -> None:
    entries = field_of("A", "B", "C", bounty=101)
    ledger = settle(fixed(), entries, [Knockout("A", ("C", "B"))])
    assert ledger.results[0].paid == {"C": 51, "B": 50}


def test_stack_split_rule_gives_the_odd_unit_to_the_bigger_stack_BNT_2() -> None:
    entries = field_of("A", "B", "C", bounty=101)
    ko = Knockout("A", ("B", "C"), stacks=(4000, 9000))
    assert settle(fixed("stack"), entries, [ko]).results[0].paid == {"B": 50, "C": 51}
    tie = Knockout("A", ("B", "C"), stacks=(5000, 5000))
    assert settle(fixed("stack"), entries, [tie]).results[0].paid == {"B": 51, "C": 50}


def test_shares_weight_the_split_BNT_2() -> None:
    entries = field_of("A", "B", "C")
    ledger = settle(fixed(), entries, [Knockout("A", ("B", "C"), shares=(2, 1))])
    assert ledger.collected == {"A": 0, "B": 67, "C": 33}


# --- BNT-4 progressive ----------------------------------------------------------------------


def test_pko_worked_example_BNT_4() -> None:
    entries = field_of("A", "B", "C")
    kos = [Knockout("B", ("A",)), Knockout("A", ("C",))]
    one = settle(progressive(), entries, kos[:1])
    assert (one.collected["A"], one.heads["A"]) == (50, 150)
    two = settle(progressive(), entries, kos)
    assert (two.collected["C"], two.heads["C"]) == (75, 175)
    assert two.results[1].head == 150 and two.results[1].added == {"C": 75}
    end = settle(progressive(), entries, kos, final=True)
    assert end.collected == {"A": 50, "B": 0, "C": 250} and set(end.heads.values()) == {0}
    assert adds_up(end) and end.pool == 300


def test_pko_split_pot_splits_both_parts_the_odd_units_to_the_first_listed_BNT_2_BNT_4() -> None:
    entries = field_of("A", "B", "C", "D")
    kos = [Knockout("B", ("A",)), Knockout("A", ("C", "D"))]
    ledger = settle(progressive(), entries, kos)
    assert ledger.results[1].paid == {"C": 38, "D": 37}
    assert ledger.results[1].added == {"C": 38, "D": 37}
    assert ledger.heads == {"A": 0, "B": 0, "C": 138, "D": 137}
    assert adds_up(ledger)


def test_pko_odd_head_cash_rounded_down_the_rest_onto_the_head_BNT_4() -> None:
    entries = [Entry("A", "A", 151), Entry("B", "B", 100)]
    ledger = settle(progressive(), entries, [Knockout("A", ("B",))])
    assert (ledger.collected["B"], ledger.heads["B"]) == (75, 176)


def test_pko_cash_share_is_a_setting_BNT_4() -> None:
    entries = field_of("A", "B")
    ledger = settle(progressive(Fraction(1, 4)), entries, [Knockout("A", ("B",))])
    assert (ledger.collected["B"], ledger.heads["B"]) == (25, 175)
    whole = settle(progressive(1), entries, [Knockout("A", ("B",))])
    assert (whole.collected["B"], whole.heads["B"]) == (100, 100)


# --- BNT-6 re-entries -----------------------------------------------------------------------


def test_a_re_entry_brings_a_new_base_head_its_earlier_one_paid_BNT_6() -> None:
    entries = field_of("A", "B", "C")
    kos = [Knockout("B", ("A",))]
    entries.append(Entry("B2", "B", 100))  # B re-enters after busting
    kos += [Knockout("C", ("B2",)), Knockout("A", ("B2",))]
    ledger = settle(progressive(), entries, kos)
    assert ledger.heads["B2"] == 100 + 50 + 75
    assert ledger.collected == {"A": 50, "B": 0, "C": 0, "B2": 50 + 75}
    assert ledger.collected_by_player() == {"A": 50, "B": 125, "C": 0}
    assert ledger.head_of_player() == {"A": 0, "B": 225, "C": 0}
    assert adds_up(ledger) and ledger.pool == 400


def test_a_re_entry_is_not_in_play_before_its_earlier_entry_busts_BNT_6() -> None:
    entries = field_of("A", "B", "B2")
    with pytest.raises(ValueError, match=r"eliminator 'B2' is a re-entry not in play yet"):
        settle(fixed(), entries, [Knockout("A", ("B2",))])
    with pytest.raises(ValueError, match=r"busted entry 'B2' is a re-entry whose earlier entry "
                                         r"'B' is still in"):
        settle(fixed(), entries, [Knockout("B2", ("A",))])
    assert settle(fixed(), entries, []).live == ("A", "B")


# --- BNT-5 mystery --------------------------------------------------------------------------


def mystery_field(n: int = 6) -> list[Entry]:
    return [Entry(f"P{i}", f"P{i}", 100) for i in range(n)]


def test_mystery_pays_nothing_before_the_phase_then_an_envelope_per_bust_BNT_5() -> None:
    fmt = mystery([(300, 1), (100, 2)], seed="ev", players_left=3)
    kos = [Knockout("P5", ("P0",), players_left=6), Knockout("P4", ("P0",), players_left=5),
           Knockout("P3", ("P1",), players_left=4), Knockout("P2", ("P0",), players_left=3),
           Knockout("P1", ("P0",), players_left=2)]
    ledger = settle(fmt, mystery_field(), kos)
    assert [r.envelope for r in ledger.results[:3]] == [None, None, None]
    assert all(r.paid == {k: 0 for k in r.paid} for r in ledger.results[:3])
    drawn = [r.envelope for r in ledger.results[3:]]
    assert all(isinstance(v, int) for v in drawn)
    assert ledger.collected["P0"] == sum(drawn)  # type: ignore[arg-type]
    assert ledger.envelopes_left_total == 500 - sum(drawn)  # type: ignore[arg-type]
    assert adds_up(ledger) and ledger.pool == 500 and ledger.funded == 600


def test_mystery_draw_replays_exactly_and_depends_on_the_seed_BNT_5() -> None:
    env = [Envelope(v, 3) for v in (1000, 500, 200, 100)]
    kos = [Knockout(f"P{i}", ("P0",)) for i in range(1, 12)]
    entries = mystery_field(12)
    draws = [r.envelope for r in settle(mystery(env, seed="a"), entries, kos).results]
    assert draws == [r.envelope for r in settle(mystery(env, seed="a"), entries, kos).results]
    others = {tuple(r.envelope for r in settle(mystery(env, seed=s), entries, kos).results)
              for s in "bcdefgh"}
    assert len(others | {tuple(draws)}) > 1
    assert len(draws) == 11 and all(d in (1000, 500, 200, 100) for d in draws)


def test_draw_envelope_is_uniform_over_the_envelopes_left_BNT_5() -> None:
    left = [Envelope(1000, 1), Envelope(10, 3)]
    values = [draw_envelope("s", n, left) for n in range(1, 2001)]
    assert 350 < values.count(1000) < 650  # a quarter of 2000 draws, give or take


def test_mystery_a_recorded_envelope_is_taken_from_the_set_BNT_5() -> None:
    fmt = mystery([(1000, 1), (100, 1)], seed=7)
    kos = [Knockout("P1", ("P0",), envelope=1000), Knockout("P2", ("P0",))]
    ledger = settle(fmt, mystery_field(3), kos)
    assert [r.envelope for r in ledger.results] == [1000, 100]
    with pytest.raises(ValueError, match=r"knockout 2 \(busted 'P2'\): envelope 1000: none of "
                                         r"that value is left"):
        settle(fmt, mystery_field(3), [kos[0], Knockout("P2", ("P0",), envelope=1000)])


def test_mystery_more_busts_than_envelopes_is_refused_BNT_9() -> None:
    fmt = mystery([(100, 1)], seed=1)
    kos = [Knockout("P1", ("P0",)), Knockout("P2", ("P0",))]
    with pytest.raises(ValueError, match=r"knockout 2 \(busted 'P2'\): envelopes: all 1 drawn"):
        settle(fmt, mystery_field(3), kos)


def test_mystery_fixed_part_is_paid_at_every_bust_and_the_split_splits_the_envelope() -> None:
    fmt = mystery([(301, 2)], seed="x", players_left=3, fixed_part=40)
    kos = [Knockout("P3", ("P0",), players_left=4),
           Knockout("P2", ("P0", "P1"), players_left=3)]
    ledger = settle(fmt, mystery_field(4), kos)
    assert ledger.results[0].paid == {"P0": 40} and ledger.results[0].envelope is None
    assert ledger.results[1].paid == {"P0": 171, "P1": 170}  # (40 + 301) split, odd to P0
    assert ledger.pool == 4 * 40 + 602 and adds_up(ledger)


def test_mystery_phase_by_level_and_it_stays_started_BNT_5() -> None:
    fmt = mystery([(50, 5)], seed="l", level=8, players_left=2)
    kos = [Knockout("P5", ("P0",), level=7, players_left=6),
           Knockout("P4", ("P0",), level=8, players_left=5),
           Knockout("P3", ("P0",), level=7, players_left=9)]  # a level typed wrong: still on
    ledger = settle(fmt, mystery_field(), kos)
    assert [r.in_phase for r in ledger.results] == [False, True, True]


def test_mystery_phase_needs_what_it_starts_by_recorded_BNT_9() -> None:
    fmt = mystery([(50, 5)], seed="l", players_left=3)
    with pytest.raises(ValueError, match=r"knockout of 'P5': players_left is not recorded"):
        settle(fmt, mystery_field(), [Knockout("P5", ("P0",), level=3)])


def test_an_envelope_outside_mystery_or_before_the_phase_is_refused_BNT_9() -> None:
    with pytest.raises(ValueError, match=r"envelope 100: not a mystery format"):
        settle(fixed(), field_of("A", "B"), [Knockout("A", ("B",), envelope=100)])
    fmt = mystery([(100, 1)], seed=1, players_left=2)
    with pytest.raises(ValueError, match=r"envelope 100: the mystery phase has not started"):
        settle(fmt, mystery_field(3), [Knockout("P1", ("P0",), players_left=3, envelope=100)])


# --- BNT-7 the end --------------------------------------------------------------------------


def test_everyone_in_at_the_end_collects_their_own_head_BNT_7() -> None:
    entries = field_of("A", "B", "C")
    deal = settle(progressive(), entries, [Knockout("C", ("A",))], final=True)
    assert deal.collected == {"A": 50 + 150, "B": 100, "C": 0} and deal.final
    assert set(deal.heads.values()) == {0} and adds_up(deal)
    fixed_end = settle(fixed(), entries, [Knockout("C", ("A",)), Knockout("B", ("A",))],
                       final=True)
    assert fixed_end.collected["A"] == 300


def test_a_deal_settles_the_heads_of_the_players_in_it_BNT_7() -> None:
    """Issue 37: the heads are collected as the deal is made; busts played after it move none,
    so a head paid at the deal is never taken back by its player's bust."""
    entries = field_of("A", "B", "C", "D")
    kos = [Knockout("D", ("A",)), Knockout("C", ("A",)), Knockout("A", ("B",))]
    after = settle(progressive(), entries, kos, final=True, deal={"A", "B", "C"})
    assert after.collected == {"A": 50 + 150, "B": 100, "C": 100, "D": 0}
    assert set(after.heads.values()) == {0} and adds_up(after)
    at_deal = settle(progressive(), entries, kos[:1], final=True, deal={"A", "B", "C"})
    assert at_deal.collected == after.collected
    with pytest.raises(ValueError, match="deal: no entry in it is still in"):
        settle(progressive(), entries, kos[:1], deal={"Z"})  # not an entry


def test_final_with_nobody_in_is_refused() -> None:
    with pytest.raises(ValueError, match="final: no entry is still in"):
        settle(fixed(), [], [], final=True)


# --- BNT-1 OFC and the ledger views ---------------------------------------------------------


def test_an_ofc_bust_is_shared_by_the_chips_each_took_BNT_1_OFC_S4() -> None:
    entries = field_of("A", "B", "C", "D", bounty=90)
    ko = ofc_knockout("A", {"B": 10, "C": 0, "D": 20})
    assert ko.eliminators == ("B", "D")
    assert settle(fixed(), entries, [ko]).collected == {"A": 0, "B": 30, "C": 0, "D": 60}


def test_biggest_heads_are_the_heads_in_play_biggest_first() -> None:
    entries = field_of("A", "B", "C", "D")
    ledger = settle(progressive(), entries, [Knockout("B", ("C",))])
    assert ledger.biggest_heads(2) == [("C", 150), ("A", 100)]
    assert ledger.biggest_heads(0) == []


# --- BNT-9 refusals -------------------------------------------------------------------------


@pytest.mark.parametrize(("ko", "message"), [
    (Knockout("Z", ("A",)), r"knockout 1 \(busted 'Z'\): busted entry 'Z' is not an entry"),
    (Knockout("B", ("Z",)), r"eliminator 'Z' is not an entry"),
    (Knockout("B", ("B",)), r"eliminator 'B' is the busted entry"),
    (Knockout("B", ()), r"eliminators: none named"),
    (Knockout("B", ("A", "A")), r"names an entry twice"),
    (Knockout("B", ("A", "C"), shares=(1,)), r"shares: 1 for 2 eliminators"),
    (Knockout("B", ("A", "C"), shares=(1, 0)), r"share of 'C' 0: must be from 1"),
    (Knockout("B", ("A",), shares=(-2,)), r"share of 'A' -2: must be from 1"),
    (Knockout("B", ("A",), shares=(True,)), r"share of 'A' True: must be a whole number"),
    (Knockout("B", ("A",), shares=(1.5,)), r"share of 'A' 1.5: must be a whole number"),  # type: ignore[arg-type]
])
def test_a_bad_knockout_is_refused_naming_the_field_and_value_BNT_9(ko: Knockout,
                                                                     message: str) -> None:
    with pytest.raises(ValueError, match=message):
        settle(fixed(), field_of("A", "B", "C"), [ko])


def test_an_eliminator_or_a_busted_entry_already_out_is_refused_BNT_9() -> None:
    entries = field_of("A", "B", "C")
    with pytest.raises(ValueError, match=r"knockout 2 \(busted 'C'\): eliminator 'B' is out"):
        settle(fixed(), entries, [Knockout("B", ("A",)), Knockout("C", ("B",))])
    with pytest.raises(ValueError, match=r"knockout 2 \(busted 'B'\): busted entry 'B' is out"):
        settle(fixed(), entries, [Knockout("B", ("A",)), Knockout("B", ("C",))])


def test_the_stack_rule_needs_a_stack_per_eliminator_BNT_9() -> None:
    entries = field_of("A", "B", "C")
    with pytest.raises(ValueError, match=r"stacks: None; the stack split rule needs"):
        settle(fixed("stack"), entries, [Knockout("A", ("B", "C"))])
    with pytest.raises(ValueError, match=r"stack of 'C' 0: must be from 1"):
        settle(fixed("stack"), entries, [Knockout("A", ("B", "C"), stacks=(5, 0))])


@pytest.mark.parametrize(("entries", "message"), [
    ([Entry("A", "A", 100), Entry("A", "B", 100)], r"entry 'A': listed twice"),
    ([Entry("A", "A", -1)], r"bounty part of entry 'A' -1: must be from 0"),
    ([Entry("A", "A", 10.5)], r"bounty part of entry 'A' 10.5: must be a whole number"),  # type: ignore[arg-type]
])
def test_bad_entries_are_refused_BNT_9(entries: list[Entry], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        settle(fixed(), entries, [])


def test_a_mystery_entry_below_the_fixed_part_is_refused_BNT_9() -> None:
    fmt = mystery([(100, 1)], seed=1, fixed_part=50)
    with pytest.raises(ValueError, match=r"bounty part of entry 'A' is 40: less than the fixed "
                                         r"part 50"):
        settle(fmt, [Entry("A", "A", 40)], [])


@pytest.mark.parametrize(("build", "message"), [
    (lambda: progressive(0), r"cash share 0: must be more than 0 and at most 1"),
    (lambda: progressive("3/2"), r"cash share 3/2: must be more than 0"),
    (lambda: progressive("half"), r"cash share 'half': must be a fraction"),
    (lambda: fixed("seat"),  # type: ignore[arg-type]
     r"split rule 'seat': must be listed or stack"),
    (lambda: mystery([], seed=1), r"envelopes: a mystery format needs at least one envelope"),
    (lambda: mystery([(0, 1)], seed=1), r"envelope value 0: must be from 1"),
    (lambda: mystery([(100, 0)], seed=1), r"count of the 100 envelopes 0: must be from 1"),
    (lambda: mystery([(100, 1), (100, 2)], seed=1), r"envelope value 100: listed twice"),
    (lambda: mystery([(100, 1)], seed=1, level=0), r"mystery phase level 0: must be from 1"),
    (lambda: mystery([(100, 1)], seed=1, players_left=0), r"players left 0: must be from 1"),
    (lambda: mystery([(100, 1)], seed=1, fixed_part=-5), r"fixed part -5: must be from 0"),
    (lambda: bounties.verify_format(BountyFormat(BountyKind.FIXED, envelopes=(Envelope(1, 1),))),
     r"envelopes: only a mystery format has envelopes"),
    (lambda: bounties.verify_format(BountyFormat(BountyKind.PROGRESSIVE, fixed_part=5)),
     r"fixed part 5: only a mystery format has one"),
    (lambda: bounties.verify_format(BountyFormat("bogus")),  # type: ignore[arg-type]
     r"bounty kind 'bogus'"),
])
def test_a_bad_format_is_refused_BNT_9(build: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        build()  # type: ignore[operator]


def test_can_settle_and_verify_knockouts_agree_with_settle() -> None:
    entries = field_of("A", "B")
    assert bounties.can_settle(fixed(), entries, [Knockout("A", ("B",))])
    assert not bounties.can_settle(fixed(), entries, [Knockout("A", ("Z",))])
    with pytest.raises(ValueError, match="not an entry"):
        bounties.verify_knockouts(fixed(), entries, [Knockout("A", ("Z",))])


# --- storing a format -----------------------------------------------------------------------


@pytest.mark.parametrize("fmt", [
    fixed(), fixed("stack"), progressive(), progressive("2/5", "stack"),
    mystery([(1000, 2), (100, 20)], seed="ev-3", level=9, fixed_part=25),
    mystery([(50, 3)], seed=11, players_left=18),
])
def test_a_format_survives_its_data(fmt: BountyFormat) -> None:
    import json

    assert format_from_data(json.loads(json.dumps(format_to_data(fmt)))) == fmt


@pytest.mark.parametrize(("data", "message"), [
    ({"kind": "knockout"}, r"bounty kind 'knockout'"),
    ({"kind": "mystery", "envelopes": [[1, 2, 3]]}, r"envelopes \[\[1, 2, 3\]\]: must be a list"),
    ({"kind": "progressive", "cash_share": "0"}, r"cash share 0"),
])
def test_bad_format_data_is_refused(data: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        format_from_data(data)


# --- properties -----------------------------------------------------------------------------


@given(st.integers(0, 10**9), st.lists(st.integers(1, 50), min_size=1, max_size=6),
       st.permutations(range(6)))
def test_split_is_exact_and_fair_to_a_unit_BNT_2(amount: int, shares: list[int],
                                                 perm: list[int]) -> None:
    order = [i for i in perm if i < len(shares)]
    parts = split_amount(amount, shares, order)
    assert sum(parts) == amount
    total = sum(shares)
    for part, share in zip(parts, shares, strict=True):
        assert abs(part * total - amount * share) < total  # within one unit of its share
    if len(set(shares)) == 1:
        assert parts[order[0]] == max(parts)  # equal shares: the odd units by the venue's order


@dataclass
class Tree:
    """A random event: entries bought as they happen and the knockouts, with the step each
    entry was bought at (so every prefix can be settled with what was bought by then)."""

    entries: list[Entry] = field(default_factory=list)
    bought_at: list[int] = field(default_factory=list)
    knockouts: list[Knockout] = field(default_factory=list)

    def upto(self, steps: int) -> list[Entry]:
        return [e for e, at in zip(self.entries, self.bought_at, strict=True) if at <= steps]


@st.composite
def trees(draw: st.DrawFn) -> Tree:
    """Random knockout trees: 2-9 players, re-entries, split pots with shares and stacks."""
    tree = Tree()
    players = draw(st.integers(2, 9))
    base = draw(st.integers(0, 500))
    live: dict[str, str] = {}  # player -> entry in play
    bought: dict[str, int] = {}
    for p in range(players):
        key = f"p{p}"
        tree.entries.append(Entry(f"{key}#1", key, base))
        tree.bought_at.append(0)
        live[key] = f"{key}#1"
        bought[key] = 1
    left = players
    level = 1
    while len(live) > 1 and draw(st.integers(0, 9)) > 0:
        busted_player = draw(st.sampled_from(sorted(live)))
        others = sorted(p for p in live if p != busted_player)
        elims = draw(st.lists(st.sampled_from(others), min_size=1, max_size=3, unique=True))
        shares = draw(st.none() | st.lists(st.integers(1, 9), min_size=len(elims),
                                           max_size=len(elims)).map(tuple))
        stacks = tuple(draw(st.lists(st.integers(1, 10**6), min_size=len(elims),
                                     max_size=len(elims))))
        level += draw(st.integers(0, 1))
        tree.knockouts.append(Knockout(live[busted_player], tuple(live[p] for p in elims),
                                       shares=shares, stacks=stacks, level=level,
                                       players_left=left))
        del live[busted_player]
        left -= 1
        if bought[busted_player] < 4 and draw(st.booleans()):  # a re-entry, a new head
            bought[busted_player] += 1
            key = f"{busted_player}#{bought[busted_player]}"
            tree.entries.append(Entry(key, busted_player, base))
            tree.bought_at.append(len(tree.knockouts))
            live[busted_player] = key
            left += 1
    return tree


SPLITS: tuple[SplitRule, ...] = ("listed", "stack")
formats = st.one_of(
    st.sampled_from(SPLITS).map(fixed),
    st.tuples(st.fractions(Fraction(1, 100), 1, max_denominator=100),
              st.sampled_from(SPLITS)).map(lambda a: progressive(*a)),
)


def check_every_step(fmt: BountyFormat, tree: Tree) -> list[BountyLedger]:
    """BNT-8 at every step: collected + heads (+ envelopes left) is the pool; nothing negative."""
    ledgers = []
    for steps in range(len(tree.knockouts) + 1):
        ledger = settle(fmt, tree.upto(steps), tree.knockouts[:steps])
        assert adds_up(ledger)
        assert min(ledger.heads.values()) >= 0 and min(ledger.collected.values()) >= 0
        for key in ledger.out:
            assert ledger.heads[key] == 0
        ledgers.append(ledger)
    return ledgers


@settings(max_examples=150, deadline=None)
@given(formats, trees())
def test_money_adds_up_at_every_step_fixed_and_pko_BNT_8(fmt: BountyFormat, tree: Tree) -> None:
    ledgers = check_every_step(fmt, tree)
    for ledger, steps in zip(ledgers, range(len(ledgers)), strict=True):
        assert ledger.pool == ledger.funded == sum(e.bounty for e in tree.upto(steps))
        if fmt.kind == BountyKind.FIXED:  # BNT-3: fixed heads never grow
            for e in tree.upto(steps):
                assert ledger.heads[e.key] in (0, e.bounty)
    if fmt.kind == BountyKind.PROGRESSIVE:  # BNT-4: a head in play never shrinks
        for before, after in zip(ledgers, ledgers[1:], strict=False):
            for key in after.live:
                assert after.heads[key] >= before.heads.get(key, 0)
    end = settle(fmt, tree.entries, tree.knockouts, final=True)
    assert set(end.heads.values()) <= {0}  # BNT-7: the winner ends with head 0
    assert sum(end.collected.values()) == end.pool
    assert sum(end.collected_by_player().values()) == end.pool


@settings(max_examples=150, deadline=None)
@given(trees(), st.lists(st.tuples(st.integers(1, 5000), st.integers(1, 6)), min_size=1,
                         max_size=5, unique_by=lambda e: e[0]),
       st.integers(0, 40), st.text(max_size=8), st.integers(0, 9))
def test_money_adds_up_at_every_step_mystery_BNT_5_BNT_8(
        tree: Tree, envelopes: list[tuple[int, int]], fixed_part: int, seed: str,
        start_left: int) -> None:
    busts = len(tree.knockouts)
    need = busts - sum(c for _, c in envelopes)
    if need > 0:  # enough envelopes for every bust (the shortage is its own test)
        envelopes = [*envelopes[:-1], (envelopes[-1][0], envelopes[-1][1] + need)]
    base = tree.entries[0].bounty
    fixed_part = min(fixed_part, base)
    fmt = mystery(envelopes, seed, players_left=start_left or None, fixed_part=fixed_part)
    ledgers = check_every_step(fmt, tree)
    total = sum(v * c for v, c in envelopes)
    for ledger, steps in zip(ledgers, range(len(ledgers)), strict=True):
        assert ledger.pool == len(tree.upto(steps)) * fixed_part + total
        drawn = [r.envelope for r in ledger.results if r.envelope is not None]
        assert sum(drawn) == total - ledger.envelopes_left_total
        for e in tree.upto(steps):
            assert ledger.heads[e.key] in (0, fixed_part)  # mystery heads never grow
    again = settle(fmt, tree.entries, tree.knockouts)
    assert again == ledgers[-1]  # the draw replays exactly
    end = settle(fmt, tree.entries, tree.knockouts, final=True)
    assert set(end.heads.values()) <= {0}
    assert sum(end.collected.values()) + end.envelopes_left_total == end.pool
