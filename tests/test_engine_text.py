"""The engine-message catalogue: every message the rules write is found and translated with its
parameters; anything else passes through unchanged; English plurals read right."""

from __future__ import annotations

import re

import pytest

from tdesk import engine_text
from tdesk.engine_text import message
from tdesk.rules.cards import parse_cards
from tdesk.rules.cards.hands import evaluate
from tdesk.rules.ofc import OfcHand, foul_reasons


def test_english_stays_english_with_plurals_made_right(qapp) -> None:  # type: ignore[no-untyped-def]
    reason = ("seat 3 at table 2 posts the big blind after 1 hand(s), the worst open position "
              "(TDA-B2)")
    assert message(reason) == reason.replace("hand(s)", "hand")
    assert message("Set the button at table(s) 1, 3: 2 balancing move(s) wait for it (TDA-B2)") \
        == "Set the button at tables 1, 3: 2 balancing moves wait for it (TDA-B2)"
    assert message("a reason the judge typed; with a semicolon") == (
        "a reason the judge typed; with a semicolon")


def test_hand_names_and_fouls_in_russian(russian) -> None:  # type: ignore[no-untyped-def]
    assert message(evaluate(parse_cards("Th Td 2c")).name) == "пара десяток"
    assert message(evaluate(parse_cards("As Ks Qs Js 9s")).name) == "флеш, старшая — туз"
    assert message(evaluate(parse_cards("9h 9d 9c 4s 4d")).name) == (
        "фулл-хаус, тройка девяток и пара четвёрок")
    [foul] = foul_reasons(OfcHand.parse("9h 9d 9c / 8s 8d 4c 4h 2d / As Ks Qs Js Ts"))
    assert message(foul) == "середина: две пары слабее, чем верх: тройка"


def test_every_rank_and_category_of_the_rules_is_in_the_catalogue() -> None:
    from tdesk.rules.cards import rank_name
    from tdesk.rules.cards.hands import Category

    templates = {*engine_text.HANDS}
    assert {c.label for c in Category if c is not Category.ROYAL_FLUSH} <= templates
    assert [rank_name(r) for r in range(2, 15)] == list(engine_text.RANKS)
    assert [rank_name(r, True) for r in range(2, 15)] == list(engine_text.RANK_PLURALS)


@pytest.mark.parametrize("reason", [
    "seat 7 at table 4: every open seat there is the button or the small blind",
    "seat 5 is big blind next but was moved in by this plan; seat 6 is next to post it (TDA-B2)",
    "Table 3: every player has a fixed seat or was moved in by this plan; nobody can move",
])
def test_the_newer_seating_reasons_are_in_the_catalogue(russian, reason: str) -> None:  # type: ignore[no-untyped-def]
    shown = message(reason)
    assert shown != reason and re.search("[а-я]", shown)  # Russian, not the English text
    assert all(number in shown for number in re.findall(r"\d+", reason))


def test_accumulation_reads_right_in_english_and_old_logs_still_translate(russian) -> None:  # type: ignore[no-untyped-def]
    """PEN-4 once wrote "three Game losss"; it now says "three Game loss penalties", and
    explanations stored before still come out in Russian."""
    from tdesk.engine_text import message

    new = ("Match loss by accumulation: three Game loss penalties for different reasons "
           "('slow play', 'marked cards', 'tardiness') (PEN-4)")
    old = ("Match loss by accumulation: three Game losss for different reasons "
           "('slow play', 'marked cards', 'tardiness') (PEN-4)")
    for text in (new, old):
        shown = message(text)
        assert "по накоплению" in shown and "losss" not in shown and "penalties" not in shown


def test_room_table_refusals_in_russian(russian) -> None:  # type: ignore[no-untyped-def]
    """Issue 35: the tables-used and break-order refusals read in the interface language."""
    from tdesk.errors import InputError
    from tdesk.rules.seating import room_tables

    try:
        room_tables.verify_room_tables([1, 2, 3], [9])
    except ValueError as exc:
        text = str(InputError("Break order", "9", str(exc).partition(": ")[2]))
    assert message(text) == "Порядок закрытия '9': стол 9 не входит в столы турнира (1-3)"
    assert message("Tables used '1,1': table 1 is listed twice") == \
        "Используемые столы '1,1': стол 1 указан дважды"
