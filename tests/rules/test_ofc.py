"""OFC scoring and settlement (OFC-T1, OFC-R1..R4, OFC-P1..P5, OFC-X1..X3, OFC-S1..S5, OFC-L1).

The worked hand used throughout (position order A, B, C, D, all 52 cards dealt):

    A  Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts   QQ top 7 + full house middle 12 + royal 25 = 44
    B  Ah Kh 3c / 8s 8d 7c 7h 2d / 6c 6d 6h 5s 5d   ace high / two pair / full house: royalty 6
    C  Jh Jd Jc / Th Td 8h 8c 2h / Kc Kd 3h 3s Ac   fouled: middle two pair is weaker than top trips
    D  Ad 9h 2s / 4c 4s Tc 6s 3d / 7d 7s 5h 5c Qc   ace high / pair of fours / two pair: no royalty

    A-B  A wins all three rows: 3 + scoop 3 = 6; royalties 44 - 6 = 38 -> A +44
    A-C  C fouled: pays A 6 + A's royalties 44 -> A +50
    A-D  A scoops: 6 + 44 - 0 -> A +50
    B-C  C fouled: 6 + 6 -> B +12
    B-D  top AK3 beats A92 (K > 9), two pair beats a pair, full house beats two pair: 6 + 6 -> B +12
    C-D  C fouled: 6 + D's royalties 0 -> D +6
    net  A 44+50+50 = 144, B -44+12+12 = -20, C -50-12-6 = -68, D -50-12+6 = -56; sum 0
"""

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tdesk.rules.ofc as ofc_module
from tdesk.rules.cards import DECK, Card, CardError
from tdesk.rules.cards.hands import Category
from tdesk.rules.ofc import (
    CLASSIC_2012,
    POINT_LEVELS,
    ROWS,
    STANDARD,
    WINNER_ONLY,
    Board,
    OfcHand,
    Row,
    deal,
    foul_reasons,
    is_foul,
    point_value,
    row_royalties,
    royalties,
    royalty_table,
    score_boards_pair,
    score_hand,
    score_pair,
    settle,
)

A = "Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"
B = "Ah Kh 3c / 8s 8d 7c 7h 2d / 6c 6d 6h 5s 5d"
C = "Jh Jd Jc / Th Td 8h 8c 2h / Kc Kd 3h 3s Ac"
D = "Ad 9h 2s / 4c 4s Tc 6s 3d / 7d 7s 5h 5c Qc"


def H(text: str) -> OfcHand:
    return OfcHand.parse(text)


def worked_boards() -> list[Board]:
    return [Board(p, H(t)) for p, t in zip("ABCD", (A, B, C, D), strict=True)]


# --- boards (OFC-R1) ------------------------------------------------------------------------


def test_parse_board_top_middle_bottom_OFC_R1() -> None:
    hand = H(A)
    assert [str(c) for c in hand.top] == ["Qh", "Qd", "2c"]
    assert len(hand.middle) == len(hand.bottom) == 5
    assert str(hand) == A
    assert H(A.replace("/", "|").lower()) == hand


def test_board_errors_name_the_row_and_token_OFC_R1_CARD_2() -> None:
    with pytest.raises(CardError, match=r"middle row: card 2 'Zz'"):
        H("Qh Qd 2c / 9s Zz 9c 4h 4d / As Ks Qs Js Ts")
    with pytest.raises(CardError, match="top row has 2 cards"):
        H("Qh Qd / 9s 9d 9c 4h 4d / As Ks Qs Js Ts")
    with pytest.raises(CardError, match="three rows"):
        H("Qh Qd 2c 9s 9d 9c 4h 4d As Ks Qs Js Ts")
    with pytest.raises(CardError, match="Qs is used in the top row and the bottom row"):
        H("Qs Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts")


# --- fouls (OFC-R3) -------------------------------------------------------------------------


def test_legal_board_is_not_fouled_OFC_R3() -> None:
    assert not is_foul(H(A)) and foul_reasons(H(A)) == ()


def test_top_trips_over_middle_two_pair_fouls_OFC_R3() -> None:
    assert is_foul(H(C))
    assert foul_reasons(H(C)) == ("middle two pair is weaker than top trips",)


def test_top_pair_vs_middle_pair_kickers_both_ways_OFC_R3() -> None:
    # QQ7 on top, QQ 6 5 4 in the middle: queens tie, first kicker 7 > 6, so the top is
    # stronger: foul.
    fouled = H("Qh Qd 7c / Qs Qc 6d 5h 4s / Ah Ad Ac 2d 2h")
    assert is_foul(fouled)
    assert foul_reasons(fouled) == (
        "middle pair of queens is weaker than top pair of queens (kicker 6 vs 7)",
    )
    # QQ5 on top, QQ 5 3 2 in the middle: Q, 5 tie, the top has no third card where the middle
    # has a 3: the middle is stronger, legal.
    assert not is_foul(H("Qh Qd 5c / Qs Qc 5d 3h 2s / Ah Ad Ac Kd Kh"))


def test_equal_strength_rows_are_legal_OFC_R3() -> None:
    # Middle and bottom both K Q 9 7 4, different suits: equal is not a foul.
    assert not is_foul(H("2c 3d 5h / Ks Qs 9d 7c 4h / Kh Qh 9c 7d 4s"))


def test_bottom_weaker_than_middle_fouls_OFC_R3() -> None:
    hand = H("2c 3d 5h / 9s 9d 9c 4h 4d / As Ks Qs Js 8s")
    assert foul_reasons(hand) == ("bottom flush is weaker than middle full house",)


def test_both_rows_out_of_order_gives_both_reasons_OFC_R3() -> None:
    hand = H("Ah Ad Ac / Ks Kd 2c 3h 4d / Qs Jd 9c 7h 5d")
    assert foul_reasons(hand) == (
        "middle pair is weaker than top trips",
        "bottom high card is weaker than middle pair",
    )


# --- royalties (OFC-P5, OFC-R4) ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("top", "points"),
    [("5h 5d Ac", 0), ("6h 6d Ac", 1), ("Th Td 2c", 5), ("Kh Kd 2c", 8), ("Ah Ad 2c", 9),
     ("2h 2d 2c", 10), ("9h 9d 9c", 17), ("Kh Kd Kc", 21), ("Ah Ad Ac", 22), ("Ah Kd Qc", 0)],
)
def test_top_royalties_OFC_P5(top: str, points: int) -> None:
    # A bottom of quads and a middle straight keep every top legal.
    hand = H(f"{top} / 3s 4s 5s 6s 7d / 8s 8d 8h 8c Js")
    assert row_royalties(hand)[0] == points


@pytest.mark.parametrize(
    ("bottom", "points"),
    [("2c 3d 4h 5s 6c", 2), ("2h 5h 7h 9h Jh", 4), ("Kc Kd Ks 2h 2s", 6), ("Ac Ad Ah As 3c", 10),
     ("9h Th Jh Qh Kh", 15), ("Th Jh Qh Kh Ah", 25), ("Kc Kd 3h 3c 4c", 0)],
)
def test_bottom_royalties_OFC_P5(bottom: str, points: int) -> None:
    hand = H(f"2d 3s 4d / 5c 5d 6s 7s 8c / {bottom}")
    assert not is_foul(hand)
    assert row_royalties(hand)[2] == points


def test_royal_vs_straight_flush_royalties_OFC_P5() -> None:
    # Bottom: royal 25, king-high straight flush 15. Middle: royal 50, straight flush 30.
    royal_bottom = H("2c 3d 4h / 5c 5d 7s 8c 9d / Ts Js Qs Ks As")
    sf_bottom = H("2c 3d 4h / 5c 5d 7s 8c 2d / 9s Ts Js Qs Ks")
    assert row_royalties(royal_bottom) == (0, 0, 25)
    assert row_royalties(sf_bottom) == (0, 0, 15)
    royal_middle = H("2c 3d 4h / Th Jh Qh Kh Ah / Ts Js Qs Ks As")
    sf_middle = H("2c 3d 4h / 9h Th Jh Qh Kh / Ts Js Qs Ks As")
    assert row_royalties(royal_middle) == (0, 50, 25)
    assert row_royalties(sf_middle) == (0, 30, 25)


def test_middle_royalties_OFC_P5() -> None:
    # trips 2, straight 4, flush 8, full house 12, quads 20 in the middle under a royal bottom.
    for middle, points in [("7c 7d 7h 2s 3c", 2), ("2d 3c 4d 5c 6d", 4), ("2h 5h 7h 9h Jh", 8),
                           ("7c 7d 7h 2s 2c", 12), ("7c 7d 7h 7s 2c", 20)]:
        hand = H(f"3s 4s 5s / {middle} / Td Jd Qd Kd Ad")
        assert row_royalties(hand)[1] == points, middle


def test_worked_boards_royalties_OFC_P5() -> None:
    assert royalties(H(A)) == 7 + 12 + 25
    assert royalties(H(B)) == 6
    assert royalties(H(D)) == 0


def test_fouled_board_has_no_royalties_OFC_R4() -> None:
    # C would have 19 for JJJ on top, but it is fouled.
    assert royalties(H(C)) == 0 and row_royalties(H(C)) == (0, 0, 0)


def test_royalty_presets_are_named_OFC_P5() -> None:
    assert royalty_table("standard") is STANDARD
    assert royalty_table("winner-only").winner_only
    assert royalties(H(A), CLASSIC_2012) == 7 + 12 + 20
    with pytest.raises(ValueError, match="unknown; choose one of standard"):
        royalty_table("nope")


# --- pairs (OFC-P1..P4) -----------------------------------------------------------------------


def test_worked_pairs_OFC_P1_P2_P3_P4() -> None:
    a, b, c, d = H(A), H(B), H(C), H(D)
    assert score_pair(a, b) == 44
    assert score_pair(a, c) == 50
    assert score_pair(a, d) == 50
    assert score_pair(b, c) == 12
    assert score_pair(b, d) == 12
    assert score_pair(c, d) == -6
    assert score_pair(d, c) == 6


def test_pair_breakdown_shows_rows_scoop_and_royalties_OFC_P2() -> None:
    p = score_boards_pair(Board("A", H(A)), Board("B", H(B)))
    assert [r.winner for r in p.rows] == [1, 1, 1]
    assert (p.row_points, p.scoop, p.a_royalties, p.b_royalties, p.penalties) == (3, 3, 44, 6, 0)
    assert p.total == 44 and p.note == "scoop (OFC-P2)"
    back = p.reversed()
    assert (back.a, back.total, back.rows[0].a_royalty) == ("B", -44, 0)


def test_split_rows_and_ties_OFC_P1() -> None:
    # X: top 22x loses to Y's 33x; middle flush beats Y's straight; bottom quads tie-free win.
    x = H("2c 2d 4h / 3h 6h 9h Jh Kh / 5c 5d 5h 5s 7c")
    y = H("3c 3d 4s / 6c 7d 8s 9c Td / Ac Ad Ah 2h 2s")
    # Rows: top -1, middle +1 (flush over straight), bottom +1 (quads over full house) = 1.
    # Royalties: X middle flush 8 + bottom quads 10 = 18; Y middle straight 4 + bottom FH 6 = 10.
    assert score_pair(x, y) == 1 + 18 - 10
    # A tied row scores 0: same top ranks.
    z = H("Jc Jd 4d / 6d 7c 8d 9d Tc / Qc Qd Qh Qs 2c")
    w = H("Js Jh 4c / Ah Ad 8c 8h 2d / 3s 4s 6s 7s 9s")
    p = score_boards_pair(Board("z", z), Board("w", w))
    assert [r.winner for r in p.rows] == [0, 1, 1]
    assert p.scoop == 0


def test_foul_pays_six_plus_winner_royalties_OFC_P3() -> None:
    p = score_boards_pair(Board("A", H(A)), Board("C", H(C)))
    assert p.fouled == ("C",)
    assert (p.row_points, p.scoop, p.royalties, p.total) == (3, 3, 44, 50)
    assert "C fouled" in p.note


def test_both_fouled_score_zero_OFC_P3() -> None:
    other_foul = H("Ah Ad Ac / Ks Kd 2c 3c 4d / Qs Ts 9c 7h 5d")
    c = H("Jh Jd Jc / Th Td 8h 8c 2h / 9s 9d 3s 3h 4s")
    assert is_foul(c) and is_foul(other_foul)
    assert score_pair(c, other_foul) == 0 == score_pair(other_foul, c)


def test_card_in_both_hands_is_an_error_CARD_2() -> None:
    with pytest.raises(CardError, match="Qh is used in the first board and the second board"):
        score_pair(H(A), H("Qh 3d 4d / 5c 5d 6s 7s 8c / 9c Tc Jc Kc Ac"))


def test_winner_only_royalties_preset() -> None:
    # Split hand: x loses the top; with winner-only royalties x keeps only the rows it won.
    x = H("2c 2d 4h / 3h 6h 9h Jh Kh / 5c 5d 5h 5s 7c")
    y = H("3c 3d 4s / 6c 7d 8s 9c Td / Ac Ad Ah 2h 2s")
    # x wins middle (8) and bottom (10); y wins the top, which has no royalty: 1 + 18 - 0.
    assert score_pair(x, y, WINNER_ONLY) == 1 + 18
    assert score_pair(H(A), H(B), WINNER_ONLY) == 6 + 44


# --- penalties (OFC-X1..X3) -------------------------------------------------------------------


def test_exposed_card_and_missed_hand_OFC_X1_X2() -> None:
    # A exposed one card; D is absent. Active players: A, B, C.
    # A-B 44 - 1 = 43; A-C 50 - 1 = 49; A-D: D pays A 3, and A's exposed point is not paid to the
    # absent D: +3. B-C 12; B-D +3; C-D +3 (C is fouled but active, so it is paid).
    # Nets: A 43+49+3 = 95; B -43+12+3 = -28; C -49-12+3 = -58; D -9 (3 per active player).
    boards = [Board("A", H(A), exposed=1), Board("B", H(B)), Board("C", H(C)), Board("D", missed=True)]
    score = score_hand(boards)
    assert score.net == {"A": 95, "B": -28, "C": -58, "D": -9}
    ad = score.pair("A", "D")
    assert (ad.row_points, ad.scoop, ad.royalties, ad.penalties) == (0, 0, 0, 3)
    assert score.pair("D", "A").total == -3


def test_missed_hand_player_receives_nothing_OFC_X2() -> None:
    # Two absent players pay each other nothing, and B's exposed card pays only A.
    boards = [Board("A", H(A)), Board("B", H(B), exposed=2), Board("C", missed=True),
              Board("D", missed=True)]
    net = score_hand(boards).net
    # A-B 44 + 2 = 46; A-C +3; A-D +3; B-C +3; B-D +3; C-D 0.
    assert net == {"A": 52, "B": -40, "C": -6, "D": -6}


def test_clock_foul_fouls_in_full_OFC_X3() -> None:
    # B's cards are legal, but B was too slow after the clock: B pays A 6 + 44 and collects none
    # of its own 6 royalties.
    p = score_boards_pair(Board("A", H(A)), Board("B", H(B), clock_foul=True))
    assert p.total == 50 and p.fouled == ("B",)
    assert Board("B", clock_foul=True).foul_reasons == ("fouled on the clock (OFC-X3)",)
    # Without a board at all the clock foul still scores.
    assert score_boards_pair(Board("A", H(A)), Board("B", clock_foul=True)).total == 50


def test_board_flags_are_checked() -> None:
    with pytest.raises(ValueError, match="no board"):
        Board("A")
    with pytest.raises(ValueError, match="missed the hand"):
        Board("A", H(A), missed=True)
    with pytest.raises(ValueError, match="negative"):
        Board("A", H(A), exposed=-1)


# --- a whole hand -----------------------------------------------------------------------------


def test_worked_four_board_hand_nets() -> None:
    score = score_hand(worked_boards())
    assert score.net == {"A": 144, "B": -20, "C": -68, "D": -56}
    assert score.net_points == {
        ("A", "B"): 44, ("A", "C"): 50, ("A", "D"): 50,
        ("B", "C"): 12, ("B", "D"): 12, ("C", "D"): -6,
    }
    assert score.unused_cards == ()


def test_hand_checks_cards_across_boards_and_players_CARD_2() -> None:
    with pytest.raises(CardError, match="Qh is used in A's top row and B's top row"):
        score_hand([Board("A", H(A)), Board("B", H("Qh 3d 4d / 5c 5d 6s 7s 8c / 9c Tc Jc Kc Ac"))])
    with pytest.raises(ValueError, match="dealt in twice"):
        score_hand([Board("A", H(A)), Board("A", H(B))])
    with pytest.raises(ValueError, match="2 to 4 players"):
        score_hand([Board(p, missed=True) for p in "ABCDE"])


def test_unused_cards_are_listed() -> None:
    score = score_hand([Board("A", H(A)), Board("B", H(B))])
    assert len(score.unused_cards) == 26 and Card(12, "c") in score.unused_cards


# --- tables (OFC-T1) -------------------------------------------------------------------------


def test_four_handed_everyone_plays_button_last_OFC_T1() -> None:
    assert deal(["A", "B", "C", "D"], "B").order == ("C", "D", "A", "B")
    assert deal(["A", "B", "C", "D"], "B").sitting_out is None


def test_five_handed_final_table_deals_the_button_out_OFC_T1() -> None:
    d = deal(["A", "B", "C", "D", "E"], "E")
    assert d == ofc_module.Deal(("A", "B", "C", "D"), "E")
    with pytest.raises(ValueError, match="2 to 5"):
        deal(list("ABCDEF"), "A")
    with pytest.raises(ValueError, match="not a player"):
        deal(list("ABC"), "Z")


def test_five_handed_final_table_hand_OFC_T1_S2() -> None:
    # Seats clockwise V W X Y Z, button X: X sits out; first position is Y, then Z, V, W.
    # Boards: Y gets A's cards, Z B's, V C's, W D's, so the nets are the worked hand's.
    d = deal(["V", "W", "X", "Y", "Z"], "X")
    assert d.order == ("Y", "Z", "V", "W") and d.sitting_out == "X"
    boards = [Board(p, H(t)) for p, t in zip(d.order, (A, B, C, D), strict=True)]
    score = score_hand(boards)
    assert score.net == {"Y": 144, "Z": -20, "V": -68, "W": -56}
    stacks = {"V": 20_000, "W": 4_000, "X": 7_777, "Y": 30_000, "Z": 10_000}
    s = settle(d.order, stacks, score.net_points, point_value(1))
    # Y-Z 4400, Y-V 5000, Y-W 4000 of 5000 (W's cap 4000: W busts), Z-V 1200, Z-W skipped
    # (W out), V-W skipped.
    assert s.transfers == [("Z", "Y", 4400), ("V", "Y", 5000), ("W", "Y", 4000), ("V", "Z", 1200)]
    assert s.stacks == {"V": 13_800, "W": 0, "X": 7_777, "Y": 43_400, "Z": 6_800}
    assert s.eliminated == ["W"]


# --- settlement (OFC-S1..S5) ------------------------------------------------------------------


def test_worked_hand_settlement_OFC_S1_S2_S3_S4() -> None:
    # Level 1: 100 chips a point. Stacks A 5000, B 3000, C 10000, D 4000.
    # (A,B) B owes 4400, B's cap 3000: pays 3000, busts.    A 8000 (cap 2000 left)
    # (A,C) C owes 5000, A's cap 2000: pays 2000.            A 10000 (cap 0), C 8000
    # (A,D) D owes 5000: A's cap is used up, nothing.
    # (B,C) C owes B 1200 and (B,D) D owes B 1200: B is out, nothing.
    # (C,D) C owes D 600: paid.                              C 7400, D 4600
    s = settle("ABCD", {"A": 5000, "B": 3000, "C": 10000, "D": 4000},
               score_hand(worked_boards()).net_points, POINT_LEVELS[0])
    assert s.transfers == [("B", "A", 3000), ("C", "A", 2000), ("C", "D", 600)]
    assert s.stacks == {"A": 10000, "B": 0, "C": 7400, "D": 4600}
    assert s.eliminated == ["B"]
    notes = [t.note for t in s.steps]
    assert notes[0] == "capped at 3000 by B's cap (OFC-S3); B is eliminated (OFC-S4)"
    assert notes[1] == "capped at 2000 by A's cap (OFC-S3)"
    assert notes[2] == "skipped: A's cap is used up (OFC-S3)"
    assert notes[3] == notes[4] == "skipped: B is already eliminated (OFC-S4)"
    assert notes[5] == "paid in full"


def test_seed_example_OFC_S4() -> None:
    # Seat 1 (first position) has 10, owes Seat 2 twelve, is owed twenty by Seats 3 and 4.
    # It pays 10 of the 12, is out, and Seats 3 and 4 pay it nothing.
    s = settle(["S1", "S2", "S3", "S4"], {"S1": 10, "S2": 40, "S3": 40, "S4": 40},
               {("S1", "S2"): -12, ("S3", "S1"): -20, ("S1", "S4"): 20}, 1)
    assert s.transfers == [("S1", "S2", 10)]
    assert s.eliminated == ["S1"]
    assert s.stacks == {"S1": 0, "S2": 50, "S3": 40, "S4": 40}


def test_cap_example_OFC_S3() -> None:
    # A began with 12: wins 8 from B (4 of the cap left), then 4 of the 10 C owes, then nothing
    # with D, though D owes 5.
    s = settle("ABCD", {"A": 12, "B": 100, "C": 100, "D": 100},
               {("A", "B"): 8, ("A", "C"): 10, ("A", "D"): 5}, 1)
    assert s.transfers == [("B", "A", 8), ("C", "A", 4)]
    assert s.stacks == {"A": 24, "B": 92, "C": 96, "D": 100}
    assert s.eliminated == []
    # The cap counts losses too: A wins 8 from B, then owes C 10 but can lose only 4.
    s = settle("ABCD", {"A": 12, "B": 100, "C": 100, "D": 100},
               {("A", "B"): 8, ("A", "C"): -10, ("A", "D"): 5}, 1)
    assert s.transfers == [("B", "A", 8), ("A", "C", 4)]
    assert s.stacks["A"] == 16 and s.eliminated == []


def test_points_convert_at_the_level_OFC_S1_L1() -> None:
    s = settle("AB", {"A": 100_000, "B": 100_000}, {("A", "B"): 3}, point_value(10))
    assert s.transfers == [("B", "A", 4_500)]


def test_busts_in_one_hand_finish_in_reverse_order_OFC_S5() -> None:
    # P1 and P2 each began with 5. P1 loses 5 to P3 first, P2 then loses 5 to P3: P1 busts first
    # and finishes below P2. With 10 left before the hand: P2 9th, P1 10th.
    s = settle(["P1", "P2", "P3"], {"P1": 5, "P2": 5, "P3": 20},
               {("P1", "P3"): -7, ("P2", "P3"): -6}, 1)
    assert s.eliminated == ["P1", "P2"]
    assert s.finishing_places(10) == {"P1": 10, "P2": 9}
    assert s.steps[0].note == "nothing owed"  # P1-P2


def test_settle_input_errors() -> None:
    with pytest.raises(ValueError, match="disagree"):
        settle("AB", {"A": 5, "B": 5}, {("A", "B"): 3, ("B", "A"): 2}, 1)
    assert settle("AB", {"A": 5, "B": 5}, {("A", "B"): 3, ("B", "A"): -3}, 1).transfers == [
        ("B", "A", 3)
    ]
    with pytest.raises(ValueError, match="'Z', who is not in the hand"):
        settle("AB", {"A": 5, "B": 5}, {("A", "Z"): 3}, 1)
    with pytest.raises(ValueError, match="has no chips and cannot be dealt in"):
        settle("AB", {"A": 0, "B": 5}, {}, 1)
    with pytest.raises(ValueError, match="has no stack"):
        settle("AB", {"A": 5}, {}, 1)
    with pytest.raises(ValueError, match="point value"):
        settle("AB", {"A": 5, "B": 5}, {}, 0)


def test_point_levels_OFC_L1() -> None:
    assert len(POINT_LEVELS) == 23
    assert POINT_LEVELS[:8] == (100, 200, 300, 400, 500, 600, 800, 1000)
    assert POINT_LEVELS[-1] == 30_000
    assert point_value(23) == point_value(40) == 30_000
    with pytest.raises(ValueError):
        point_value(0)


# --- properties ------------------------------------------------------------------------------


def _boards_from(deck: list[Card], flags: list[tuple[bool, bool, int]]) -> list[Board]:
    boards = []
    for i, (missed, clock, exposed) in enumerate(flags):
        cards = deck[13 * i: 13 * i + 13]
        hand = OfcHand(tuple(cards[:3]), tuple(cards[3:8]), tuple(cards[8:]))
        if missed:
            boards.append(Board(f"p{i}", missed=True))
        else:
            boards.append(Board(f"p{i}", hand, clock_foul=clock, exposed=exposed))
    return boards


@settings(max_examples=300, deadline=None)
@given(st.permutations(DECK))
def test_property_score_pair_antisymmetric_OFC_P1_P4(deck: list[Card]) -> None:
    a = OfcHand(tuple(deck[:3]), tuple(deck[3:8]), tuple(deck[8:13]))
    b = OfcHand(tuple(deck[13:16]), tuple(deck[16:21]), tuple(deck[21:26]))
    for table in (STANDARD, WINNER_ONLY, CLASSIC_2012):
        assert score_pair(b, a, table) == -score_pair(a, b, table)


@settings(max_examples=200, deadline=None)
@given(
    st.permutations(DECK),
    st.lists(st.tuples(st.booleans(), st.booleans(), st.integers(0, 2)), min_size=2, max_size=4),
)
def test_property_pairwise_nets_sum_to_zero(deck: list[Card], flags: list[tuple[bool, bool, int]]) -> None:
    score = score_hand(_boards_from(deck, flags))
    assert sum(score.net.values()) == 0
    for x, y in itertools.combinations(score.players, 2):
        assert score.pair(x, y).total == -score.pair(y, x).total


@st.composite
def settle_inputs(draw: st.DrawFn) -> tuple[list[str], dict[str, int], dict[tuple[str, str], int], int]:
    n = draw(st.integers(2, 5))
    order = [f"p{i}" for i in range(n)]
    stacks = {p: draw(st.integers(1, 20_000)) for p in order}
    net = {}
    for x, y in itertools.combinations(order, 2):
        pts = draw(st.integers(-150, 150))
        if draw(st.booleans()):
            net[(x, y)] = pts
        else:
            net[(y, x)] = -pts
    return order, stacks, net, draw(st.sampled_from((1, 100, 1_000, 30_000)))


@settings(max_examples=400, deadline=None)
@given(settle_inputs())
def test_property_settle_conserves_and_caps_OFC_S3_S4(
    args: tuple[list[str], dict[str, int], dict[tuple[str, str], int], int],
) -> None:
    order, stacks, net, value = args
    s = settle(order, stacks, net, value)
    assert sum(s.stacks.values()) == sum(stacks.values())
    assert all(v >= 0 for v in s.stacks.values())
    moved = dict.fromkeys(order, 0)
    running = dict(stacks)
    busted: list[str] = []
    for payer, payee, chips in s.transfers:
        assert chips > 0
        assert payer not in busted and payee not in busted  # out at once (OFC-S4)
        moved[payer] += chips
        moved[payee] += chips
        running[payer] -= chips
        running[payee] += chips
        assert running[payer] >= 0
        if running[payer] == 0:
            busted.append(payer)
    assert busted == s.eliminated  # in the order they reached 0 (OFC-S5)
    assert running == s.stacks
    for p in order:
        assert moved[p] <= stacks[p]  # the began-with cap, wins and losses together (OFC-S3)
        assert (s.stacks[p] == 0) == (p in s.eliminated)
    for step in s.steps:
        assert step.paid <= step.owed


@settings(max_examples=200, deadline=None)
@given(settle_inputs())
def test_property_transfers_follow_position_order_OFC_S2(
    args: tuple[list[str], dict[str, int], dict[tuple[str, str], int], int],
) -> None:
    order, stacks, net, value = args
    s = settle(order, stacks, net, value)
    pairs = [tuple(sorted((p, q), key=order.index)) for p, q, _ in s.transfers]
    ranks = [list(itertools.combinations(order, 2)).index(p) for p in pairs]
    assert ranks == sorted(ranks)
    assert len(s.steps) == len(order) * (len(order) - 1) // 2


def test_random_hands_score_and_settle_end_to_end() -> None:
    rng = random.Random(4)
    for _ in range(200):
        deck = list(DECK)
        rng.shuffle(deck)
        boards = _boards_from(deck, [(False, False, 0)] * 4)
        score = score_hand(boards)
        stacks = {b.player: rng.randint(1, 50) * 100 for b in boards}
        s = settle(score.players, stacks, score.net_points, 100)
        assert sum(s.stacks.values()) == sum(stacks.values())
        assert sum(score.net.values()) == 0


def test_rows_constant_and_categories() -> None:
    assert ROWS == (Row.TOP, Row.MIDDLE, Row.BOTTOM)
    assert H(A).rank(Row.BOTTOM).category is Category.ROYAL_FLUSH


# --- the tutorial hands, from real boards -----------------------------------------------------

SEED_BOARDS = (
    "9h 9d 2c / 4c 5d 6h 7s 8c / Kc Kd Kh 3s 3d",  # 99 (4) + straight (4) + full house (6) = 14
    "Jh Jd 3c / 2h 5h 7h Th Qh / Ac Ad Ah 4s 4d",  # JJ (6) + flush (8) + full house (6) = 20
    "Qc Qd Qs / Tc Td 6c 6d 2d / Jc 9c 7d 5c 3h",  # fouled
    "8d 8h 8s / As Ks 5s 2s 7c / Js Ts 9s 6s 4h",  # fouled
)


def test_seed_example_from_boards_OFC_S4() -> None:
    # S2 scoops S1: 6 + 20 - 14 = 12. S3 and S4 foul: each pays S1 6 + 14 = 20, S2 6 + 20 = 26;
    # two fouled boards score 0 between them.
    boards = [Board(f"S{i}", H(t)) for i, t in enumerate(SEED_BOARDS, start=1)]
    score = score_hand(boards)
    assert score.net_points == {("S1", "S2"): -12, ("S1", "S3"): 20, ("S1", "S4"): 20,
                                ("S2", "S3"): 26, ("S2", "S4"): 26, ("S3", "S4"): 0}
    # Points are chips here (1 a point): S1 has 10, pays S2 10 of 12 and is out; S3 and S4 pay
    # S1 nothing; S2 collects 26 from each.
    s = settle(["S1", "S2", "S3", "S4"], {"S1": 10, "S2": 80, "S3": 80, "S4": 50},
               score.net_points, 1)
    assert s.transfers == [("S1", "S2", 10), ("S3", "S2", 26), ("S4", "S2", 26)]
    assert [(t.kind, t.limited_by) for t in s.steps] == [
        ("capped", "S1"), ("skipped-out", "S1"), ("skipped-out", "S1"),
        ("paid", None), ("paid", None), ("nothing", None),
    ]
    assert s.steps[0].busted == "S1" and s.eliminated == ["S1"]


def test_cap_example_from_boards_OFC_S3() -> None:
    # A: TT top (5), no other royalty. B: 88 (3), C: 66 (1), D: JJ (6).
    # A-B: A scoops, 6 + 5 - 3 = 8. A-C: 6 + 5 - 1 = 10. A-D: D scoops, -6 + 5 - 6 = -7.
    boards = [Board(p, H(t)) for p, t in zip("ABCD", (
        "Th Td 2c / 6c 6d 5c 5d 3h / 9c 9d 7c 7d 3s",
        "8h 8d 2d / 8s 8c Kc 4h 2h / Jh Jd 4s 3c 2s",
        "6h 6s Ac / 7h 7s Qd 4d 3d / Kh Kd Qc Tc 5h",
        "Jc Js 4c / Qh Qs 9h 9s 5s / Ah Ad As Ks Ts",
    ), strict=True)]
    score = score_hand(boards)
    assert score.unused_cards == ()
    assert [score.net_points[("A", x)] for x in "BCD"] == [8, 10, -7]
    # A began with 12: wins 8 from B, 4 of C's 10, and nothing with D.
    s = settle("ABCD", {"A": 12, "B": 50, "C": 50, "D": 50}, score.net_points, 1)
    assert s.transfers[:2] == [("B", "A", 8), ("C", "A", 4)]
    assert (s.steps[1].kind, s.steps[1].limited_by) == ("capped", "A")
    assert (s.steps[2].kind, s.steps[2].limited_by) == ("skipped-cap", "A")
    assert s.stacks["A"] == 24
