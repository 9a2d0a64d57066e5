"""Our exact row evaluator (CARD-3, OFC-R2, OFC-R3), checked by hand and against eval7."""

import itertools
import random
import warnings
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules.cards import DECK, SUITS, Card, CardError, parse_cards
from tdesk.rules.cards.hands import (
    Category,
    HandRank,
    evaluate,
    evaluate3,
    evaluate5,
    weaker_reason,
)

with warnings.catch_warnings():  # eval7's range parser uses pyparsing names now deprecated
    warnings.simplefilter("ignore", DeprecationWarning)
    import eval7


def ev(text: str) -> HandRank:
    return evaluate(parse_cards(text))


def e7(cards: list[Card] | tuple[Card, ...]) -> int:
    return int(eval7.evaluate([eval7.Card(str(c)) for c in cards]))


def sign(x: int) -> int:
    return (x > 0) - (x < 0)


# --- worked examples ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "category", "ranks", "name"),
    [
        ("Ah Kd 7c 5s 2h", Category.HIGH_CARD, (14, 13, 7, 5, 2), "ace high"),
        ("Qh Qd 9c 5s 2h", Category.PAIR, (12, 9, 5, 2), "pair of queens"),
        ("9s 9d 4c 4h Kd", Category.TWO_PAIR, (9, 4, 13), "two pair, nines and fours"),
        ("6s 6d 6c Ah 2d", Category.TRIPS, (6, 14, 2), "trips, sixes"),
        ("9s 8d 7c 6h 5d", Category.STRAIGHT, (9,), "straight, nine high"),
        ("Ah 2d 3c 4h 5d", Category.STRAIGHT, (5,), "straight, five high (wheel)"),
        ("Ts Jd Qc Kh Ad", Category.STRAIGHT, (14,), "straight, ace high"),
        ("Kh 9h 7h 4h 2h", Category.FLUSH, (13, 9, 7, 4, 2), "flush, king high"),
        ("9s 9d 9c 4h 4d", Category.FULL_HOUSE, (9, 4), "full house, nines full of fours"),
        ("7s 7d 7c 7h Ad", Category.QUADS, (7, 14), "quads, sevens"),
        ("9h 8h 7h 6h 5h", Category.STRAIGHT_FLUSH, (9,), "straight flush, nine high"),
        ("Ad 2d 3d 4d 5d", Category.STRAIGHT_FLUSH, (5,), "straight flush, five high (steel wheel)"),
        ("As Ks Qs Js Ts", Category.ROYAL_FLUSH, (14,), "royal flush"),
        ("Qh Qd 2c", Category.PAIR, (12, 2), "pair of queens"),
        ("9s 9d 9c", Category.TRIPS, (9,), "trips, nines"),
        ("Ah Kd 7c", Category.HIGH_CARD, (14, 13, 7), "ace high"),
    ],
)
def test_categories_ranks_and_names_CARD_3(
    text: str, category: Category, ranks: tuple[int, ...], name: str
) -> None:
    r = ev(text)
    assert (r.category, r.ranks, r.name) == (category, ranks, name)
    assert r.size == len(parse_cards(text))


def test_wheel_is_the_lowest_straight_CARD_3() -> None:
    # A-2-3-4-5 counts the ace low: below 2-3-4-5-6, above any trips.
    assert ev("Ah 2d 3c 4h 5d") < ev("2s 3d 4c 5h 6d")
    assert ev("Ah 2d 3c 4h 5d") > ev("As Ad Ac Kh Qd")
    # A-K-Q-J-T is the highest straight; K-A-2-3-4 does not wrap round.
    assert ev("Kh Ad 2c 3h 4d").category is Category.HIGH_CARD
    assert ev("Ad 2d 3d 4d 5d") < ev("2h 3h 4h 5h 6h")


def test_royal_flush_is_told_apart_from_a_straight_flush_CARD_3() -> None:
    royal, king_high = ev("As Ks Qs Js Ts"), ev("Kh Qh Jh Th 9h")
    assert royal.category is Category.ROYAL_FLUSH
    assert king_high.category is Category.STRAIGHT_FLUSH
    assert royal > king_high > ev("Ac Ad Ah As Kd")
    # An ace-high straight that is not suited is only a straight.
    assert ev("As Ks Qs Js Th").category is Category.STRAIGHT


def test_top_row_has_no_straights_or_flushes_OFC_R2() -> None:
    # Q-J-T suited would be a straight flush draw in five cards; in three it is queen high.
    r = ev("Qh Jh Th")
    assert r.category is Category.HIGH_CARD and r.ranks == (12, 11, 10)


def test_cross_size_same_pair_missing_kicker_counts_lowest_OFC_R3() -> None:
    # Top QQ5 vs middle QQ 5 3 2: Q = Q, 5 = 5, then the top has no card where the middle has a
    # 3, so the middle is stronger and the board is legal.
    assert ev("Qh Qd 5c") < ev("Qs Qc 5d 3h 2s")
    # Top QQ7 vs middle QQ 6 5 4: the first kicker 7 > 6 decides for the top (a foul there).
    assert ev("Qh Qd 7c") > ev("Qs Qc 6d 5h 4s")
    # Kickers both ways, pair rank first: top 99A loses to middle TT 2 3 4.
    assert ev("9h 9d Ac") < ev("Ts Tc 2d 3h 4s")


def test_cross_size_trips_beat_two_pair_and_lose_to_straight_OFC_R3() -> None:
    assert ev("9h 9d 9c") > ev("Ks Kc Qd Qh As")
    assert ev("Ah Ad Ac") < ev("2s 3c 4d 5h 6s")
    # High card top vs high card middle: A K Q vs A K Q J 9 (missing J loses).
    assert ev("Ah Kd Qc") < ev("As Kc Qd Jh 9s")
    assert ev("Ah Kd Qc") > ev("As Kc Jd Th 9s")


def test_equal_strength_compares_equal() -> None:
    assert ev("Qh Qd 5c 4s 2h") == ev("Qs Qc 5d 4h 2c")
    assert ev("Qh Qd 5c") == ev("Qs Qc 5d")


def test_bad_rows_are_rejected_CARD_2() -> None:
    with pytest.raises(CardError, match="3 or 5 cards, not 4"):
        ev("Ah Kd 7c 2s")
    with pytest.raises(CardError, match="repeated"):
        evaluate([Card(14, "h"), Card(14, "h"), Card(2, "c")])


def test_weaker_reason_words_OFC_R3() -> None:
    assert (
        weaker_reason("middle", ev("8s 8d 4c 4h 2d"), "top", ev("9h 9d 9c"))
        == "middle two pair is weaker than top trips"
    )
    assert (
        weaker_reason("middle", ev("Qs Qc 6d 5h 4s"), "top", ev("Qh Qd 7c"))
        == "middle pair of queens is weaker than top pair of queens (kicker 6 vs 7)"
    )
    assert (
        weaker_reason("bottom", ev("Jh Jd 2c 3c 4c"), "middle", ev("Qs Qc 6d 5h 4s"))
        == "bottom pair of jacks is weaker than middle pair of queens"
    )


def test_all_three_card_tops_counted_OFC_R2() -> None:
    # C(52,3) = 22100 tops: trips 13*C(4,3) = 52; pairs 13*C(4,2)*48 = 3744; the rest high card.
    counts = Counter(evaluate3(t).category for t in itertools.combinations(DECK, 3))
    assert counts == {Category.TRIPS: 52, Category.PAIR: 3744, Category.HIGH_CARD: 18304}


# --- differential against eval7 -----------------------------------------------------------


def _hand_classes() -> list[tuple[Card, ...]]:
    """One hand for each of the 7462 distinct 5-card strengths."""
    hands: list[tuple[Card, ...]] = []
    for ranks in itertools.combinations_with_replacement(range(2, 15), 5):
        counts = Counter(ranks)
        if max(counts.values()) > 4:
            continue
        used: Counter[int] = Counter()
        cards = []
        for i, r in enumerate(sorted(ranks)):
            cards.append(Card(r, SUITS[(used[r] + i) % 4 if len(counts) == 5 else used[r]]))
            used[r] += 1
        if len(counts) == 5:
            # The cycling suits above are never all alike; add the suited version too.
            hands.append(tuple(Card(r, "h") for r in ranks))
        hands.append(tuple(cards))
    return hands


def test_every_five_card_strength_orders_like_eval7_CARD_3() -> None:
    hands = _hand_classes()
    assert len(hands) == 7462
    ours = [evaluate5(h).key for h in hands]
    theirs = [e7(h) for h in hands]
    assert len(set(ours)) == len(set(theirs)) == 7462
    order_ours = sorted(range(len(hands)), key=ours.__getitem__)
    order_theirs = sorted(range(len(hands)), key=theirs.__getitem__)
    assert order_ours == order_theirs


def test_random_five_vs_five_agrees_with_eval7_CARD_3() -> None:
    rng = random.Random(5)
    for _ in range(20_000):
        ten = rng.sample(DECK, 10)
        a, b = ten[:5], ten[5:]
        assert sign((evaluate5(a) > evaluate5(b)) - (evaluate5(a) < evaluate5(b))) == sign(
            e7(a) - e7(b)
        ), (a, b)


def _our_sign(a: HandRank, b: HandRank) -> int:
    return (a > b) - (a < b)


def _check_top_vs_five(top: tuple[Card, ...], five: tuple[Card, ...]) -> None:
    # eval7 scores a 3-card hand as high card / pair / trips with the absent kickers as zero
    # bits, which is OFC-R3's "a missing kicker counts below any card".
    assert _our_sign(evaluate3(top), evaluate5(five)) == sign(e7(top) - e7(five)), (top, five)


def test_every_three_and_five_card_strength_in_one_order_OFC_R3() -> None:
    # All 455 top strengths and 7462 five-card strengths merged: sorting by our key must give
    # eval7's order exactly, so every 3-vs-5 comparison agrees (about 3.4 million of them).
    tops: dict[int, tuple[Card, ...]] = {}
    for t in itertools.combinations(DECK, 3):
        tops.setdefault(evaluate3(t).key, t)
    assert len(tops) == 455
    rows = list(tops.values()) + _hand_classes()
    keys = [evaluate(r).key for r in rows]
    assert len(set(keys)) == len(rows)
    theirs = [e7(r) for _, r in sorted(zip(keys, rows, strict=True))]
    assert all(x < y for x, y in itertools.pairwise(theirs))


def test_random_three_vs_five_agrees_with_eval7_OFC_R3() -> None:
    rng = random.Random(3)
    for _ in range(10_000):
        eight = rng.sample(DECK, 8)
        _check_top_vs_five(tuple(eight[:3]), tuple(eight[3:]))


def test_three_vs_five_with_the_same_leading_ranks_agrees_with_eval7_OFC_R3() -> None:
    # Random pairs rarely share categories and ranks; build middles from the top's ranks.
    rng = random.Random(35)
    checked = 0
    for _ in range(5_000):
        top = tuple(rng.sample(DECK, 3))
        ranks = {t.rank for t in top}
        rest = [c for c in DECK if c not in top]
        same_rank = [c for c in rest if c.rank in ranks]
        other = [c for c in rest if c.rank not in ranks]
        if len(same_rank) < 3:
            continue
        five = tuple(rng.sample(same_rank, 3) + rng.sample(other, 2))
        _check_top_vs_five(top, five)
        checked += 1
    assert checked > 1000


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=8, max_size=8, unique=True))
def test_property_three_vs_five_matches_eval7_OFC_R3(cards: list[Card]) -> None:
    _check_top_vs_five(tuple(cards[:3]), tuple(cards[3:]))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=5, max_size=5, unique=True))
def test_property_order_does_not_matter(cards: list[Card]) -> None:
    assert evaluate5(cards) == evaluate5(list(reversed(cards)))
    assert evaluate5(cards).key == evaluate5(sorted(cards)).key

