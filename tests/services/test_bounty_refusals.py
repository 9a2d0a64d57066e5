"""Issue 35: every refusal of a bust's knockouts names players by name, never a row id."""

import pytest

from tdesk.errors import TdeskError
from tdesk.rules.money import bounties as rb
from tdesk.services.money import bounties, money
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import bust_players


def _event(store, make_event, fmt):  # type: ignore[no-untyped-def]
    event = make_event("poker", 6, starting_stack=20000)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    entries = list_entries(store, event)
    money.take_entries(store, event, [r.entry_id for r in entries])
    bounties.set_format(store, event, fmt)
    return event, [(r.entry_id, r.name) for r in entries]


def _refused(call) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(TdeskError) as caught:
        call()
    return str(caught.value)


def test_an_eliminator_given_twice_is_named(store, make_event):  # type: ignore[no-untyped-def]
    event, people = _event(store, make_event, rb.format_to_data(rb.progressive()))
    (a, a_name), (b, b_name) = people[:2]
    text = _refused(lambda: bust_players(store, event, [b], eliminators={b: [a, a]}))
    assert a_name in text and "twice" in text and f" {a}:" not in text


def test_a_player_busted_twice_in_one_action_is_named(store, make_event):  # type: ignore[no-untyped-def]
    event, people = _event(store, make_event, rb.format_to_data(rb.progressive()))
    (a, a_name), (b, _) = people[:2]
    text = _refused(lambda: bust_players(store, event, [a, a], eliminators={a: [b]}))
    assert a_name in text and "twice" in text


def test_eliminators_for_a_player_not_busted_are_named(store, make_event):  # type: ignore[no-untyped-def]
    event, people = _event(store, make_event, rb.format_to_data(rb.progressive()))
    (a, _), (b, _), (c, c_name) = people[:3]
    text = _refused(lambda: bust_players(store, event, [a], eliminators={a: [b], c: [b]}))
    assert c_name in text and "not one of the players busted" in text


def test_a_rule_refusal_names_the_players_not_their_keys(store, make_event):  # type: ignore[no-untyped-def]
    fmt = {"kind": "mystery", "envelopes": [[100, 1]], "seed": "s"}
    event, people = _event(store, make_event, fmt)
    (a, _), (b, b_name), (c, c_name) = people[:3]
    bust_players(store, event, [a], eliminators={a: [b]})  # the one envelope
    text = _refused(lambda: bust_players(store, event, [c], eliminators={c: [b]}))
    assert c_name in text and "envelope" in text
    assert f"({c}, 1)" not in text and "knockout 2" not in text
