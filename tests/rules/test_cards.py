"""Card parsing and errors (CARD-1, CARD-2)."""


import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk.rules.cards import DECK, Card, CardError, format_cards, parse_cards, verify_distinct


def test_parse_canonical_CARD_1() -> None:
    assert parse_cards("Ah Kd 7c") == (Card(14, "h"), Card(13, "d"), Card(7, "c"))
    assert [str(c) for c in parse_cards("Ah Kd 7c")] == ["Ah", "Kd", "7c"]


@pytest.mark.parametrize(
    "text",
    ["AhKd7c", "Ah, Kd, 7c", "ah kd 7C", "AH,KD,7C", "A♥ K♦ 7♣", "a♥k♦7♣", " Ah\tKd\n7c ", "Ah;Kd;7c"],
)
def test_separators_case_and_symbols_are_optional_CARD_1(text: str) -> None:
    assert format_cards(parse_cards(text)) == "Ah Kd 7c"


def test_ten_as_10_or_T_and_canonical_text_CARD_1() -> None:
    assert parse_cards("10h") == parse_cards("Th") == parse_cards("th")
    assert str(parse_cards("10d")[0]) == "Td"
    # "10s10c" run together is two tens.
    assert format_cards(parse_cards("10s10c")) == "Ts Tc"


def test_empty_input_is_no_cards() -> None:
    assert parse_cards("") == ()
    assert parse_cards(" , ") == ()


@pytest.mark.parametrize(
    ("text", "token", "position", "words"),
    [
        ("Ah Zz 7c", "Zz", 2, "'Z' is not a rank"),
        ("Ah Kd 7x", "7x", 3, "'x' is not a suit"),
        ("Ah K", "K", 2, "suit is missing"),
        ("1h", "1h", 1, "'1' is not a rank"),
        ("Ahh Kd", "Ahh", 1, "not a suit"),
        ("AhKdZz", "Zz", 3, "not a rank"),
    ],
)
def test_bad_token_is_named_with_its_position_CARD_2(
    text: str, token: str, position: int, words: str
) -> None:
    with pytest.raises(CardError) as info:
        parse_cards(text)
    err = info.value
    assert isinstance(err, ValueError)
    assert (err.token, err.position) == (token, position)
    assert repr(token) in str(err) and f"card {position}" in str(err) and words in str(err)


def test_duplicate_within_input_is_an_error_CARD_2() -> None:
    with pytest.raises(CardError, match=r"card 3 'ah': Ah is already card 1"):
        parse_cards("Ah Kd ah")


def test_duplicate_across_groups_names_both_places_CARD_2() -> None:
    a, b = parse_cards("Ah Kd"), parse_cards("7c Kd")
    with pytest.raises(CardError, match="Kd is used in Anna top and Bo middle"):
        verify_distinct([("Anna top", a), ("Bo middle", b)])
    verify_distinct([("Anna top", a), ("Bo middle", parse_cards("7c 2d"))])


def test_deck_has_52_distinct_cards_and_index_round_trips() -> None:
    assert len(set(DECK)) == 52
    assert [Card.from_index(c.index) for c in DECK] == list(DECK)
    assert Card.parse("2c").index == 0 and Card.parse("As").index == 51
    with pytest.raises(CardError):
        Card.from_index(52)
    with pytest.raises(CardError):
        Card(15, "h")


def test_card_parse_wants_exactly_one_card() -> None:
    assert Card.parse("qs") == Card(12, "s")
    assert Card.parse("Q♠").pretty == "Q♠"
    with pytest.raises(CardError, match="expected one card"):
        Card.parse("Qs Qd")


@given(st.lists(st.sampled_from(DECK), unique=True, max_size=13), st.sampled_from([" ", ",", ", ", ""]))
def test_format_then_parse_round_trips(cards: list[Card], sep: str) -> None:
    text = sep.join(str(c) for c in cards)
    assert parse_cards(text) == tuple(cards)
    assert parse_cards(text.lower()) == tuple(cards)

