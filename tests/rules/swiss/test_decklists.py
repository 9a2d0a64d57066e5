"""Decklists (DECK-1..DECK-8, issue 24): reading a list, the event's limits, locked lists,
deck checks and the printed form; worked examples, every refusal, and hypothesis properties
(the printed list reads back, sizes add up, the limits refuse exactly the lists outside them)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tdesk.rules.swiss.decklists as decklists
from tdesk.rules import event_settings
from tdesk.rules.penalties.ccg import Severity
from tdesk.rules.penalties.infractions import parse_infractions
from tdesk.rules.swiss.decklists import (
    Card,
    CheckOutcome,
    DeckLimits,
    Decklist,
    card_key,
    check_outcome,
    differences,
    format_list,
    parse,
    problems,
    required,
    verify_change,
    verify_check,
    verify_legal,
    verify_link,
)

ROOT = Path(__file__).resolve().parents[3]


def _cards(deck: Decklist) -> list[tuple[str, int]]:
    return [(c.name, c.count) for c in deck.main]


# --- DECK-1: card lines ---------------------------------------------------------------------


@pytest.mark.parametrize("line", ["4 Dragon", "4x Dragon", "4 x Dragon", "4xDragon", "4X Dragon",
                                  "Dragon x4", "Dragon x 4", "Dragon 4x", "4 × Dragon",
                                  "  4   Dragon  "])
def test_deck1_every_count_form_reads_four(line: str) -> None:
    assert _cards(parse(line)) == [("Dragon", 4)]


def test_deck1_a_bare_name_is_one_copy_and_names_keep_their_inner_words() -> None:
    deck = parse("Lynx Rider\nFour Winds\nСтрелок-эльф")
    assert _cards(deck) == [("Four Winds", 1), ("Lynx Rider", 1), ("Стрелок-эльф", 1)]


def test_deck1_blank_and_comment_lines_are_skipped() -> None:
    assert _cards(parse("\n# my list\n   \n// tested Tuesday\n2 Elf\n")) == [("Elf", 2)]


def test_deck1_the_same_card_adds_up_blind_to_case_and_spaces_first_spelling_kept() -> None:
    deck = parse("2 Dragon of  the North\n1 dragon of the north\nDRAGON OF THE NORTH x2")
    assert _cards(deck) == [("Dragon of the North", 5)] and deck.size == 5


def test_deck1_yo_is_read_as_ye_but_short_i_is_its_own_letter() -> None:
    assert card_key("Ёж") == card_key("еж")
    assert card_key("Мой") != card_key("Мои")
    assert _cards(parse("Мой\nМои")) == [("Мои", 1), ("Мой", 1)]


@pytest.mark.parametrize(("text", "message"), [
    ("2 Elf\n\n3 Orc\n\n\n\nFourx Dragon",
     "line 7: 'Fourx Dragon' has no count: write it in digits, as '4 Dragon' (DECK-1)"),
    ("four x Dragon", "line 1: 'four x Dragon' has no count"),
    ("Elf\n0 Orc", "line 2: '0 Orc' count 0: must be at least 1 (DECK-8)"),
    ("1000 Orc", "line 1: '1000 Orc' count 1000: at most 999 (DECK-8)"),
    ("4.5 Orc", "line 1: '4.5 Orc' count '4.5' is not a whole number (DECK-1)"),
    ("4x", "line 1: '4x' has no card name (DECK-1)"),
    ("Elf\n x ", "line 2: 'x' has no card name (DECK-1)"),
    ("4 Orc x2", "line 1: '4 Orc x2' has two counts (DECK-1)"),
    ("2 " + "A" * 101, "line 1: card name of 101 characters: at most 100 (DECK-8)"),
    ("# nothing\n\n", "the list has no card lines (DECK-1)"),
])
def test_deck8_every_refusal_names_the_line_and_its_text(text: str, message: str) -> None:
    with pytest.raises(ValueError) as caught:
        parse(text)
    assert str(caught.value).startswith(message)


# --- DECK-2: sections -----------------------------------------------------------------------


def test_deck2_headers_start_the_main_deck_and_the_sideboard() -> None:
    deck = parse("Main deck:\n3 Elf\n\nSideboard (2)\n2 Orc\n")
    assert _cards(deck) == [("Elf", 3)]
    assert [(c.name, c.count) for c in deck.side] == [("Orc", 2)] and deck.side_size == 2


def test_deck2_cards_before_any_header_are_the_main_deck() -> None:
    deck = parse("3 Elf\nside\n1 Orc\nОсновная колода\n1 Gnome")
    assert _cards(deck) == [("Elf", 3), ("Gnome", 1)] and deck.side_size == 1


def test_deck2_a_header_that_states_a_size_must_agree() -> None:
    with pytest.raises(ValueError, match=r"line 1: 'Main deck \(40\)' says 40 cards, the lines "
                                         r"under it add up to 39 \(DECK-2\)"):
        parse("Main deck (40)\n39 Elf")


def test_deck2_a_section_opened_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="line 3: 'Sideboard': the sideboard started already"):
        parse("Sideboard\n1 Elf\nSideboard\n1 Orc")


def test_deck2_an_event_without_a_sideboard_refuses_the_header_by_its_line() -> None:
    with pytest.raises(ValueError, match="line 2: 'Sideboard:': this event has no sideboard"):
        parse("40 Elf\nSideboard:\n2 Orc", sideboard=False)
    assert parse("40 Elf", sideboard=False).size == 40


# --- DECK-3, DECK-4: limits ------------------------------------------------------------------


def test_deck3_sizes_name_the_count_and_the_limit() -> None:
    limits = DeckLimits(minimum=40, maximum=50, sideboard=5)
    assert problems(parse("39 Elf"), DeckLimits(minimum=40, copies=99)) == (
        "main deck of 39 cards: at least 40 (DECK-3)",)
    seventeen = tuple(Card(f"Elf {chr(65 + n)}", 3) for n in range(17))
    assert problems(Decklist(seventeen), limits) == (
        "main deck of 51 cards: at most 50 (DECK-3)",)
    side = Decklist(tuple(Card(f"Elf {chr(65 + n)}", 3) for n in range(14)), (Card("Orc", 3),
                                                                               Card("Imp", 3)))
    assert problems(side, limits) == ("sideboard of 6 cards: at most 5 (DECK-3)",)
    assert problems(side, DeckLimits(minimum=40)) == (
        "sideboard of 6 cards: this event has no sideboard (DECK-3)",)


def test_deck4_copies_count_main_and_sideboard_together_and_name_each_card() -> None:
    deck = parse("Main deck\n38 Gnome\n3 Elf\n4 Orc\nSideboard\n1 elf\n")
    limits = DeckLimits(minimum=40, copies=3, sideboard=15, any_number=frozenset({"GNOME"}))
    assert problems(deck, limits) == ("Elf: 4 copies, at most 3 (DECK-4)",
                                      "Orc: 4 copies, at most 3 (DECK-4)")
    with pytest.raises(ValueError, match="Elf: 4 copies, at most 3 .*; Orc: 4 copies"):
        verify_legal(deck, limits)
    verify_legal(parse("38 Gnome\n3 Elf"), limits)  # any number of Gnome


def test_deck3_no_maximum_by_default_and_the_defaults_match_the_event_settings() -> None:
    assert problems(parse("500 Elf"), DeckLimits(copies=999)) == ()
    swiss = event_settings.defaults("swiss")
    assert DeckLimits.from_settings(swiss) == DeckLimits()
    assert (swiss["deck_min"], swiss["deck_max"], swiss["deck_copies"], swiss["sideboard_max"],
            swiss["decklists"]) == (40, 0, 3, 0, False)
    assert not required(swiss) and required({**swiss, "decklists": True})


def test_deck_settings_are_checked_with_the_event() -> None:
    with pytest.raises(ValueError, match="Copies per card 0: must be at least 1"):
        event_settings.validate("swiss", {"deck_copies": 0})
    with pytest.raises(ValueError, match="Decklists .* 'yes': must be yes or no"):
        event_settings.validate("swiss", {"decklists": "yes"})


def test_deck_limits_from_settings_read_the_exceptions_and_refuse_bad_values() -> None:
    limits = DeckLimits.from_settings({"deck_min": 30, "deck_max": 60, "deck_copies": 2,
                                       "sideboard_max": 10, "deck_any_number": ["  Gold Coin "]})
    assert limits == DeckLimits(30, 60, 2, 10, frozenset({"gold coin"}))
    with pytest.raises(ValueError, match="maximum deck size 30: below the minimum 40 "):
        DeckLimits.from_settings({"deck_max": 30})
    with pytest.raises(ValueError, match="cards allowed in any number 'Gold': must be a list"):
        DeckLimits.from_settings({"deck_any_number": "Gold"})
    with pytest.raises(ValueError, match="copies per card True: must be a whole number"):
        DeckLimits(copies=True)


def test_deck8_a_list_built_in_code_refuses_empty_names_and_counts_below_one() -> None:
    with pytest.raises(ValueError, match="main deck: Elf count 0: must be at least 1"):
        Decklist((Card("Elf", 0),))
    with pytest.raises(ValueError, match="sideboard: a card has no name"):
        Decklist((), (Card("  ", 1),))


# --- DECK-5: locked lists -------------------------------------------------------------------


def test_deck5_a_locked_list_changes_only_by_the_head_judge_with_a_reason() -> None:
    verify_change(False)
    with pytest.raises(ValueError):
        verify_change(True)
    with pytest.raises(ValueError, match="locked: the player's first round is paired. Only the head judge"):
        verify_change(True, reason="typo")
    with pytest.raises(ValueError, match="reason is empty"):
        verify_change(True, head_judge=True, reason="   ")
    verify_change(True, head_judge=True, reason="registered 3 Elf, meant 3 Elk")


# --- DECK-6: deck checks --------------------------------------------------------------------


def test_deck6_outcomes_name_infractions_on_the_shipped_ccg_list() -> None:
    text = (ROOT / "resources" / "infractions" / "ccg.toml").read_text(encoding="utf-8")
    shipped = parse_infractions(text)
    assert CheckOutcome.MATCHES.infraction is None
    for outcome in (CheckOutcome.MISMATCH, CheckOutcome.ILLEGAL):
        code = outcome.infraction
        assert code is not None and Severity.parse(shipped[code].penalty) == Severity.GAME_LOSS
    assert tomllib.loads(text)["kind"] == "ccg"


def test_deck6_check_outcome_list_first_then_the_deck() -> None:
    limits = DeckLimits(minimum=4, copies=4)
    listed = parse("4 Elf\n2 Orc")
    assert check_outcome(listed, parse("2 orc\n4 ELF"), limits) == (CheckOutcome.MATCHES, ())
    assert check_outcome(listed, parse("4 Elf\n1 Orc\n1 Imp"), limits) == (
        CheckOutcome.MISMATCH, ("main deck: Imp: list 0, deck 1",
                                "main deck: Orc: list 2, deck 1"))
    assert check_outcome(parse("5 Elf"), parse("5 Elf"), limits) == (
        CheckOutcome.ILLEGAL, ("Elf: 5 copies, at most 4 (DECK-4)",))


def test_deck6_differences_are_per_section() -> None:
    assert differences(parse("2 Elf\nSideboard\n1 Orc"), parse("2 Elf\n1 Orc")) == (
        "main deck: Orc: list 0, deck 1", "sideboard: Orc: list 1, deck 0")


def test_deck6_a_check_record_names_round_table_judge_and_what_was_found() -> None:
    assert verify_check(round=3, table=12, judge="Vera", outcome="matches") is \
        CheckOutcome.MATCHES
    assert verify_check(round=1, table=None, judge="Vera", outcome=CheckOutcome.ILLEGAL,
                        note="39 cards") is CheckOutcome.ILLEGAL
    for kwargs, message in [
        ({"round": 0}, "round 0: must be 1 or more"),
        ({"table": 0}, "table 0: must be 1 or more, or none"),
        ({"judge": " "}, "judge is empty"),
        ({"outcome": "fine"}, "outcome 'fine': must be one of matches, mismatch, illegal"),
        ({"outcome": "mismatch"}, "note is empty: 'Deck does not match the list' needs"),
    ]:
        args: dict[str, object] = {"round": 2, "table": 5, "judge": "Vera",
                                   "outcome": "matches", **kwargs}
        with pytest.raises(ValueError, match=message):
            verify_check(**args)  # type: ignore[arg-type]


def test_deck6_a_check_links_only_its_own_infraction() -> None:
    verify_link("mismatch", "deck-list-mismatch")
    verify_link("matches", None)
    with pytest.raises(ValueError, match="'List matches the deck' gives no penalty"):
        verify_link("matches", "illegal-deck")
    with pytest.raises(ValueError, match="'Deck illegal' is 'illegal-deck'"):
        verify_link(CheckOutcome.ILLEGAL, "slow-play")


# --- DECK-7: the printed list ---------------------------------------------------------------


def test_deck7_print_order_is_most_copies_then_name_with_sizes() -> None:
    deck = parse("Orc\n3 imp\n3 Elf\nSideboard\n2 Gnome")
    assert format_list(deck).splitlines() == [
        "Main deck (7)", "3 Elf", "3 imp", "1 Orc", "", "Sideboard (2)", "2 Gnome", "",
        "# 9 cards in all"]
    assert format_list(parse("2 Elf")) == "Main deck (2)\n2 Elf"


# --- properties -----------------------------------------------------------------------------

_LETTERS = "abcdeghijklmnopqrstuvwyzABCDEGHIJKLMNOPQRSTUVWYZабвгдеёжзийклмнопрстуфцчшщэюяЁЭ-'"
_name = st.text(_LETTERS, min_size=1, max_size=12).flatmap(
    lambda first: st.lists(st.text(_LETTERS, min_size=1, max_size=8), max_size=3).map(
        lambda rest: " ".join([first, *rest])))


def _readable(name: str) -> bool:
    """A name the text form can carry: not a header word, not a spelt count."""
    words = card_key(name).split()
    return (card_key(name) not in decklists._HEADERS and words[0] not in decklists._NUMBER_WORDS
            and not name.startswith(("#", "//")))


_cards_st = st.lists(st.tuples(_name.filter(_readable), st.integers(1, 12)), max_size=12)
_decks = st.builds(lambda main, side: Decklist(tuple(main), tuple(side)),
                   _cards_st.filter(bool), _cards_st)


@settings(max_examples=200, deadline=None)
@given(_decks)
def test_property_the_printed_list_reads_back_to_the_same_list(deck: Decklist) -> None:
    assert parse(format_list(deck)) == deck


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(_name.filter(_readable), st.integers(1, 50)), min_size=1,
                max_size=20))
def test_property_the_size_is_the_sum_of_the_counts(lines: list[tuple[str, int]]) -> None:
    deck = parse("\n".join(f"{count} {name}" for name, count in lines))
    assert deck.size == sum(count for _, count in lines)
    assert sum(card.count for card in deck.copies().values()) == deck.size


@settings(max_examples=300, deadline=None)
@given(_decks, st.integers(1, 60), st.integers(0, 80), st.integers(1, 12), st.integers(0, 30),
       st.data())
def test_property_limits_refuse_exactly_the_lists_outside_them(
        deck: Decklist, minimum: int, maximum: int, copies: int, side: int,
        data: st.DataObject) -> None:
    maximum = 0 if maximum < minimum else maximum
    names = [card.name for card in (*deck.main, *deck.side)]
    free = data.draw(st.lists(st.sampled_from(names), max_size=2)) if names else []
    limits = DeckLimits(minimum, maximum, copies, side, frozenset(free))
    totals: dict[str, int] = {}
    for card in (*deck.main, *deck.side):
        totals[card_key(card.name)] = totals.get(card_key(card.name), 0) + card.count
    size = sum(card.count for card in deck.main)
    side_size = sum(card.count for card in deck.side)
    inside = (size >= minimum and (maximum == 0 or size <= maximum) and side_size <= side
              and all(n <= copies or key in {card_key(f) for f in free}
                      for key, n in totals.items()))
    assert (not problems(deck, limits)) is inside
    if not inside:
        with pytest.raises(ValueError):
            verify_legal(deck, limits)


def test_docs_worked_example_goblins() -> None:
    """docs/rules.md, DECK-7's worked example, step by step."""
    text = ("# Goblins, Tuesday\n12 Gold coin\n4x Goblin archer\ngoblin archer\nDragon x3\n"
            "Healer\n20 Mountain troll")
    deck = parse(text)
    assert deck.size == 41
    assert problems(deck, DeckLimits()) == (
        "Goblin archer: 5 copies, at most 3 (DECK-4)", "Gold coin: 12 copies, at most 3 (DECK-4)",
        "Mountain troll: 20 copies, at most 3 (DECK-4)")
    limits = DeckLimits(any_number=frozenset({"Gold coin", "Mountain troll"}))
    cut = text.replace("4x Goblin archer", "2x Goblin archer")
    assert problems(parse(cut), limits) == ("main deck of 39 cards: at least 40 (DECK-3)",)
    final = parse(cut + "\nHealer")
    verify_legal(final, limits)
    assert format_list(final) == ("Main deck (40)\n20 Mountain troll\n12 Gold coin\n3 Dragon\n"
                                  "3 Goblin archer\n2 Healer")


def test_cards_allowed_in_any_number_are_an_event_setting_DECK_4() -> None:
    """Issue 36: a list of names (typed one per line in the dialog), trimmed, blank lines
    dropped, a name twice kept once; read back by the deck limits."""
    settings = event_settings.validate("swiss", {
        "deck_any_number": "  Gold   coin\n\nMountain troll\ngold coin\n"})
    assert settings["deck_any_number"] == ["Gold coin", "Mountain troll"]
    limits = DeckLimits.from_settings(settings)
    verify_legal(parse("20 Mountain troll\n12 Gold coin\n3 Elf\n3 Orc\n2 Gnome"), limits)
    assert event_settings.validate("swiss", {})["deck_any_number"] == []
    with pytest.raises(ValueError, match="Cards allowed in any number, line 2 .*at most 100"):
        event_settings.validate("swiss", {"deck_any_number": "Elf\n" + "x" * 101})
