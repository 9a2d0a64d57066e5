"""The table-driven evaluator (CARD-3, OFC-R2, OFC-R3): every hand against the reference
evaluator and eval7, best-of-seven against the best five-card subset."""

import itertools
import random
import subprocess
import sys
import warnings
from types import ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules.cards import DECK, SUITS, Card, CardError, hand_tables, parse_cards
from tdesk.rules.cards.hand_tables import card_code, codes, describe, size_of, strength
from tdesk.rules.cards.hands import (
    Category,
    evaluate3,
    evaluate3_reference,
    evaluate5,
    evaluate5_reference,
)

CODES = [card_code(c) for c in DECK]


def _best_five_by_reference(cards: tuple[Card, ...] | list[Card]) -> int:
    return max(evaluate5_reference(five).key for five in itertools.combinations(cards, 5))


def test_categories_match_the_hand_rank_enum_CARD_3() -> None:
    names = ["HIGH_CARD", "PAIR", "TWO_PAIR", "TRIPS", "STRAIGHT", "FLUSH", "FULL_HOUSE",
             "QUADS", "STRAIGHT_FLUSH", "ROYAL_FLUSH"]
    assert [getattr(hand_tables, n) for n in names] == [Category[n] for n in names]


def test_codes_follow_the_card_index() -> None:
    assert [hand_tables.CODE_OF_INDEX[c.index] for c in DECK] == CODES
    assert [hand_tables.RANK_UNIT[c.rank] + hand_tables.SUIT_UNIT[c.suit] for c in DECK] == CODES
    assert len(set(CODES)) == 52


def test_every_five_card_hand_equals_the_reference_evaluator_CARD_3() -> None:
    # All 2,598,960 hands: the table's strength is the reference HandRank's key. The reference
    # reads only the ranks and whether the five suits are alike, so its answer is reused for
    # hands alike in both (4 s CPU on the 2-core build machine instead of 12 s).
    seen: dict[tuple[tuple[int, ...], bool], int] = {}
    for cards, hand in zip(
        itertools.combinations(DECK, 5), itertools.combinations(CODES, 5), strict=True
    ):
        a, b, c, d, e = cards
        alike = a.suit == b.suit == c.suit == d.suit == e.suit
        what = (tuple(sorted((a.rank, b.rank, c.rank, d.rank, e.rank))), alike)
        key = seen.get(what)
        if key is None:
            key = seen[what] = evaluate5_reference(cards).key
        assert strength(hand) == key, cards
    # evaluate5 shares one HandRank per strength: its category, ranks, size and words are the
    # reference's for one hand of every class.
    assert len(seen) == 6175 + 1287  # every rank multiset, the 1,287 of five ranks suited too
    for (ranks, alike), key in seen.items():
        suits = "hhhhh" if alike else "hhhhd" if len(set(ranks)) == 5 else "cdhsc"
        five = tuple(Card(r, s) for r, s in zip(ranks, suits, strict=True))
        new, old = evaluate5(five), evaluate5_reference(five)
        assert new.key == key
        assert (new.key, new.category, new.ranks, new.size, new.name) == (
            old.key, old.category, old.ranks, old.size, old.name
        )


def test_every_five_card_hand_orders_like_eval7_CARD_3() -> None:
    eval7 = _eval7()
    theirs_deck = [eval7.Card(str(c)) for c in DECK]
    ours = [strength(hand) for hand in itertools.combinations(CODES, 5)]
    theirs = [eval7.evaluate(list(hand)) for hand in itertools.combinations(theirs_deck, 5)]
    # The same 7,462 classes (each of ours is one of eval7's and back) in the same order.
    classes = sorted(set(zip(ours, theirs, strict=True)))
    assert len(classes) == len(set(ours)) == len(set(theirs)) == 7462
    assert all(a[1] < b[1] for a, b in itertools.pairwise(classes))


def test_every_three_card_top_equals_the_reference_OFC_R2() -> None:
    for top in itertools.combinations(DECK, 3):
        new, old = evaluate3(top), evaluate3_reference(top)
        assert (new.key, new.category, new.ranks, new.size) == (
            old.key, old.category, old.ranks, old.size
        ), top


def test_every_seven_card_rank_multiset_without_a_flush_is_its_best_five_CARD_3() -> None:
    # 49,205 multisets of seven ranks (at most four of a rank), suits dealt round so that no
    # suit holds five; the best five by the (exhaustively checked) five-card table.
    count = 0
    for ranks in itertools.combinations_with_replacement(range(2, 15), 7):
        if any(ranks[i] == ranks[i + 4] for i in range(3)):
            continue
        cards = [Card(r, SUITS[i % 4]) for i, r in enumerate(ranks)]
        hand = codes(cards)
        assert strength(hand) == max(strength(f) for f in itertools.combinations(hand, 5)), cards
        count += 1
    assert count == 49205


@pytest.mark.parametrize("n", [5, 6, 7])
def test_every_flush_of_five_to_seven_ranks_is_its_best_five_CARD_3(n: int) -> None:
    for ranks in itertools.combinations(range(2, 15), n):
        hand = codes(Card(r, "h") for r in ranks)
        expected = max(strength(f) for f in itertools.combinations(hand, 5))
        assert strength(hand) == expected, ranks


def test_six_and_seven_cards_worked_examples_CARD_3() -> None:
    def best(text: str) -> tuple[int, tuple[int, ...]]:
        return describe(strength(codes(parse_cards(text))))

    assert best("Ah Kh Qh Jh Th 9h 8h") == (Category.ROYAL_FLUSH, (14,))
    assert best("9h 8h 7h 6h 5h 4h Ac") == (Category.STRAIGHT_FLUSH, (9,))
    assert best("Ah 2h 3h 4h 5h Kd Kc") == (Category.STRAIGHT_FLUSH, (5,))
    assert best("Ah Kh 2h 3h 9h As Ad") == (Category.FLUSH, (14, 13, 9, 3, 2))
    assert best("Ks Kd Kc Qh Qd Qs 2c") == (Category.FULL_HOUSE, (13, 12))
    assert best("7s 7d 7c 7h Kd Ks Kc") == (Category.QUADS, (7, 13))
    assert best("9s 9d 4c 4h 2d 2s Kd") == (Category.TWO_PAIR, (9, 4, 13))
    assert best("Ah 2d 3c 4h 5d 6s Kd") == (Category.STRAIGHT, (6,))
    assert best("Ah Kd 9c 7h 5d 3s 2c") == (Category.HIGH_CARD, (14, 13, 9, 7, 5))


def test_size_and_describe_undo_the_key_OFC_R3() -> None:
    top, five = evaluate3(parse_cards("Qh Qd 5c")), evaluate5(parse_cards("Qs Qc 5d 3h 2s"))
    assert (size_of(top.key), size_of(five.key)) == (3, 5)
    assert describe(five.key) == (Category.PAIR, (12, 5, 3, 2))
    assert top < five  # a missing kicker counts below any card (OFC-R3)


def test_codes_that_are_no_hand_are_refused_CARD_2() -> None:
    with pytest.raises(CardError, match="not a hand"):
        strength(codes(parse_cards("Ah Kd 7c 2s")))
    ace = card_code(Card(14, "h"))
    with pytest.raises(CardError, match="not a hand"):
        strength((ace,) * 5)  # five of one card: a flush of one rank


def test_tables_fill_on_first_use_whatever_comes_first() -> None:
    # A fresh interpreter: a seven-card flush, then a six-card hand, then five and three.
    script = (
        "from tdesk.rules.cards import hand_tables as h\n"
        "from tdesk.rules.cards import parse_cards as p\n"
        "assert not h._TABLE\n"
        "print(h.describe(h.strength(h.codes(p('Ah Kh 2h 3h 9h As Ad')))))\n"
        "print(h.describe(h.strength(h.codes(p('Ks Kd Kc Qh Qd 2c')))))\n"
        "print(h.describe(h.strength(h.codes(p('Ks Kd Kc Qh Qd')))))\n"
        "print(h.describe(h.strength(h.codes(p('Ks Kd 2c')))))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    ).stdout.split("\n")
    assert out[:4] == ["(5, (14, 13, 9, 3, 2))", "(6, (13, 12))", "(6, (13, 12))", "(1, (13, 2))"]


def test_random_seven_card_hands_order_like_eval7_CARD_3() -> None:
    eval7 = _eval7()
    rng = random.Random(7)
    for _ in range(20_000):
        deal = rng.sample(range(52), 14)
        a, b = deal[:7], deal[7:]
        ours = strength([CODES[i] for i in a]) - strength([CODES[i] for i in b])
        theirs = eval7.evaluate([eval7.Card(str(DECK[i])) for i in a]) - eval7.evaluate(
            [eval7.Card(str(DECK[i])) for i in b]
        )
        assert (ours > 0) - (ours < 0) == (theirs > 0) - (theirs < 0), (a, b)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=6, max_size=7, unique=True))
def test_property_more_than_five_cards_is_the_best_five_by_the_reference_CARD_3(
    cards: list[Card],
) -> None:
    assert strength(codes(cards)) == _best_five_by_reference(cards)


# Flushes and full houses are rare in random deals: draw from two suits and five ranks too.
_NARROW = [c for c in DECK if c.suit in "hs" and c.rank >= 9] + [Card(2, "d"), Card(5, "c")]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_NARROW), min_size=6, max_size=7, unique=True))
def test_property_flush_heavy_seven_cards_are_the_best_five_CARD_3(cards: list[Card]) -> None:
    assert strength(codes(cards)) == _best_five_by_reference(cards)


@settings(max_examples=300, deadline=None)
@given(st.permutations(range(7)), st.lists(st.sampled_from(DECK), min_size=7, max_size=7,
                                          unique=True))
def test_property_order_of_the_cards_does_not_matter(order: list[int], cards: list[Card]) -> None:
    assert strength(codes(cards)) == strength(codes(cards[i] for i in order))


def _eval7() -> ModuleType:
    with warnings.catch_warnings():  # eval7's range parser uses pyparsing names now deprecated
        warnings.simplefilter("ignore", DeprecationWarning)
        return pytest.importorskip("eval7")
