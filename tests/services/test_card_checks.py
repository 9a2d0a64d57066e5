"""One check per rule on the card side (issue 38): an action refuses in the very words of
the rule that gates its button (`tdesk.rules.swiss.floor`, `tdesk.rules.league`), read from
the same state, so the tooltip and the refusal are one sentence (and one translation).

Before, the top cut refused "The top cut has already started." and the bracket round "The
final has been played." while the buttons said the rule's sentence; pairing the final again
said it was not the latest round while the button said the event was over."""

from __future__ import annotations

import datetime as dt

import pytest

from tdesk.errors import ConflictError
from tdesk.models.store import Store
from tdesk.rules import league as league_rules
from tdesk.rules.swiss import floor as swiss_floor
from tdesk.services.league import league
from tdesk.services.players import list_entries
from tdesk.services.swiss import swiss


def _rule(verify) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError) as info:
        verify()
    return str(info.value)


def _refusal(action) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(ConflictError) as info:
        action()
    return str(info.value)


def _swiss_to_final(store: Store, make_event) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """8 players, 2 rounds, a top 4 played to the final's result: (event, final's number)."""
    event = make_event("swiss", players=8, rounds=2, top_cut=4)
    for r in (1, 2):
        for t in swiss.pair_next_round(store, event, seed=r).tables:
            if not t.done:
                swiss.record_result(store, event, r, t.table, "2-1")
    cut = swiss.start_top_cut(store, event)
    for t in cut.tables:
        swiss.record_result(store, event, cut.number, t.table, "2-0")
    final = swiss.pair_next_bracket_round(store, event)
    swiss.record_result(store, event, final.number, 1, "2-1")
    return event, final.number


def test_a_second_top_cut_is_refused_in_the_buttons_words_CG_M3(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=1, top_cut=4)
    for t in swiss.pair_next_round(store, event, seed=1).tables:
        swiss.record_result(store, event, 1, t.table, "2-1")
    swiss.start_top_cut(store, event)
    said = _rule(lambda: swiss_floor.verify_top_cut(started=True, final_played=False,
                                                    last_round=2, missing=2))
    assert said == "The top cut has started."
    assert _refusal(lambda: swiss.start_top_cut(store, event)) == said


def test_after_the_final_every_pairing_action_says_the_event_is_over_CG_M3_A(  # type: ignore[no-untyped-def]
        store, make_event) -> None:
    event, final = _swiss_to_final(store, make_event)
    over = _rule(lambda: swiss_floor.verify_pair_next(final_played=True))
    assert over == "The final has been played: the event is over."
    assert _refusal(lambda: swiss.pair_next_bracket_round(store, event)) == over
    assert _refusal(lambda: swiss.pair_next_round(store, event)) == over
    assert _refusal(lambda: swiss.repair_round(store, event, final)) == over
    assert _refusal(lambda: swiss.start_top_cut(store, event)) == over


def test_a_bracket_round_with_results_missing_is_refused_in_the_rules_words(  # type: ignore[no-untyped-def]
        store, make_event) -> None:
    event = make_event("swiss", players=8, rounds=1, top_cut=4)
    for t in swiss.pair_next_round(store, event, seed=1).tables:
        swiss.record_result(store, event, 1, t.table, "2-1")
    cut = swiss.start_top_cut(store, event)
    assert _refusal(lambda: swiss.pair_next_bracket_round(store, event)) == _rule(
        lambda: swiss_floor.verify_bracket_round(last_round=cut.number, missing=2))


def test_the_tabs_check_object_and_the_action_agree(store, make_event) -> None:  # type: ignore[no-untyped-def]
    """The Rounds tab's check object (built from the round it shows) refuses what the action
    refuses, in the same words."""
    from tdesk.services.swiss.checks import floor_of

    event, final = _swiss_to_final(store, make_event)
    floor = floor_of(swiss.get_round(store, event))
    assert _rule(floor.verify_pair_next) == _refusal(
        lambda: swiss.pair_next_bracket_round(store, event))
    assert _rule(floor.verify_top_cut) == _refusal(lambda: swiss.start_top_cut(store, event))
    assert _rule(lambda: floor.verify_pair_again(final, "cut", 1)) == _refusal(
        lambda: swiss.repair_round(store, event, final))


def test_a_second_drop_and_a_take_back_of_nobody_say_the_rules_words_CG_P2(  # type: ignore[no-untyped-def]
        store, make_event) -> None:
    event = make_event("swiss", players=4)
    anna = next(r for r in list_entries(store, event) if r.name == "Anna Petrova").entry_id
    assert _refusal(lambda: swiss.undrop_player(store, event, anna)) == _rule(
        lambda: swiss_floor.verify_take_back("Anna Petrova", dropped=False))
    swiss.drop_player(store, event, anna)
    assert _refusal(lambda: swiss.drop_player(store, event, anna)) == _rule(
        lambda: swiss_floor.verify_drop("Anna Petrova", dropped=True))


NOW = dt.datetime(2026, 3, 2, 12, tzinfo=dt.UTC)


def test_the_league_pairs_as_its_tabs_check_says_HU_R3(store, make_event) -> None:  # type: ignore[no-untyped-def]
    """The season view's check (the League tab's Pair button) and `pair_next_round` refuse
    alike: before the season starts, and while a round is open."""
    event = make_event("league", players=4)
    view = league.season(store, event)
    assert _rule(view.next_round.verify_next_round) == _refusal(
        lambda: league.pair_next_round(store, event, now=NOW))
    league.set_registration(store, event, [r.entry_id for r in league.registrations(store, event)],
                            league.ACCEPTED)
    league.start_season(store, event)
    league.pair_next_round(store, event, now=NOW)
    view = league.season(store, event)
    said = _rule(view.next_round.verify_next_round)
    assert said == _rule(lambda: league_rules.verify_next_round(started=True, open_round=1,
                                                                winner=False))
    assert _refusal(lambda: league.pair_next_round(store, event, now=NOW)) == said
