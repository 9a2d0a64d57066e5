"""The calculator's board verdicts, decided by the rules (CARD-2, OFC-R1, OFC-R3, OFC-X1..X3)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules.cards import DECK, parse_cards
from tdesk.rules.ofc import WINNER_ONLY, OfcHand
from tdesk.rules.ofc.board import (
    MarksOpen,
    Verdict,
    board_complete,
    board_verdict,
    marks_open,
    shared_cards,
)

LEGAL = OfcHand.parse("Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts")
FOUL = OfcHand.parse("9h 9d 9c / 8s 8d 4c 4h 2d / As Ks Qs Js Ts")


def test_card2_a_card_typed_twice_in_the_hand_is_marked() -> None:
    a, b = parse_cards("Ah Kd 7c"), parse_cards("7c 2s")
    assert shared_cards([a, b]) == {parse_cards("7c")[0]}
    assert shared_cards([a, parse_cards("2s")]) == frozenset()
    # on two rows of one board: the same card twice in the hand
    assert shared_cards([[*a, *parse_cards("Ah")]]) == {parse_cards("Ah")[0]}


@given(st.lists(st.lists(st.sampled_from(DECK), max_size=13), max_size=4))
def test_card2_shared_cards_are_exactly_those_typed_more_than_once(boards) -> None:
    every = [c for cards in boards for c in cards]
    assert shared_cards(boards) == {c for c in every if every.count(c) > 1}


def test_ofc_x2_a_missed_hand_leaves_only_its_mark_open() -> None:
    assert marks_open(missed=False, log_missed=False, log_clock=False) == MarksOpen(
        True, True, True, True)
    assert marks_open(missed=True, log_missed=False, log_clock=False) == MarksOpen(
        False, True, False, False)
    # marks the penalty log gave are taken off there, not on the board
    assert not marks_open(missed=True, log_missed=True, log_clock=False).missed
    assert not marks_open(missed=False, log_missed=False, log_clock=True).clock


def test_ofc_r1_x2_x3_a_board_is_ready_when_absent_clocked_or_full() -> None:
    assert board_complete(missed=True, clock_foul=False, rows_full=[False] * 3)
    assert board_complete(missed=False, clock_foul=True, rows_full=[True, False, False])
    assert board_complete(missed=False, clock_foul=False, rows_full=[True] * 3)
    assert not board_complete(missed=False, clock_foul=False, rows_full=[True, True, False])


def test_ofc_r3_x3_the_verdict_of_a_board() -> None:
    assert board_verdict(LEGAL, missed=True, clock_foul=False).verdict is Verdict.MISSED
    assert board_verdict(None, missed=False, clock_foul=False).verdict is Verdict.OPEN
    foul = board_verdict(FOUL, missed=False, clock_foul=True)
    assert foul.verdict is Verdict.FOUL and foul.clock_foul
    assert foul.reasons == ("middle two pair is weaker than top trips",)
    legal = board_verdict(LEGAL, missed=False, clock_foul=False, table=WINNER_ONLY)
    assert legal.verdict is Verdict.LEGAL and legal.royalties == (7, 12, 25)
    assert board_verdict(LEGAL, missed=False, clock_foul=True).verdict is Verdict.FOUL
