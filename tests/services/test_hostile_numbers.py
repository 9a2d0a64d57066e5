"""Every service entry point that takes a number (clock, OFC, Swiss, league, penalties, seating),
fed ill-typed and out-of-range values (issue 19).

None, text, floats (NaN and infinity too), bools, 10^30, 2^63, negatives and whatever else
hypothesis draws go into each numeric argument, one or several at a time, of a store holding
one event of each kind in play. Each call ends in a correct result or in InputError,
ConflictError or NotFoundError, never another exception (``OverflowError`` from SQLite, a
``TypeError`` from a comparison, a hang on ``range(10**30)``); and a refused call leaves every
row of the store, the audit log and the revision counter as they were.
"""

from __future__ import annotations

import datetime as dt
import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.models.store import Store
from tdesk.rules.levels import Game, Level, Structure
from tdesk.rules.levels import clock as rc
from tdesk.rules.seating.chiprace import SeatChips, race
from tdesk.services import clock
from tdesk.services.events import create_event
from tdesk.services.league import league
from tdesk.services.ofc import ofc
from tdesk.services.ofc.ofc import HandDraft, SeatInput
from tdesk.services.penalties import penalties
from tdesk.services.penalties.penalties import PenaltyRequest
from tdesk.services.players import PlayerFields, import_players, list_entries
from tdesk.services.seating import seating
from tdesk.services.swiss import swiss
from tests.services.content import KnownContent, store_content

REFUSALS = (InputError, ConflictError, NotFoundError)
KEEP = object()
"""A slot left at its valid value."""

ODD = st.sampled_from([None, "1", "", "x", 1.5, 2.0, -0.0, float("nan"), float("inf"),
                       float("-inf"), True, False, 10**30, -10**30, 2**63, 2**63 - 1, -2**63,
                       -1, 0, 10**4000, [], [1], {}, (1,), b"1", 1j])
HOSTILE = st.one_of(ODD, ODD, st.integers(), st.integers(-3, 40), st.floats(),
                    st.text(max_size=4))
NOW = dt.datetime(2026, 3, 2, 12, 0, tzinfo=dt.UTC)
BOARD_A = "Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"
BOARD_B = "Ah Kh 3c / 8s 8d 7c 7h 2d / 6c 6d 6h 5s 5d"


@dataclass
class World:
    store: Store
    poker: int
    ofc: int
    swiss: int
    league: int
    poker_ids: list[int]
    ofc_ids: list[int]
    swiss_ids: list[int]
    league_ids: list[int]
    round_id: int
    game_id: int
    penalty_id: int
    hand_id: int


def _players(store: Store, kind: str, n: int) -> tuple[int, list[int]]:
    event = create_event(store, f"Fuzz {kind}", kind)
    import_players(store, event, [PlayerFields(name=f"{kind} player {i}", rating=1500 + i,
                                               site_games=50) for i in range(n)])
    return event, [e.entry_id for e in list_entries(store, event)]


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[World]:
    store = Store(f"sqlite:///{tmp_path_factory.mktemp('numbers') / 'store.db'}", staff="Fuzz")
    poker, poker_ids = _players(store, "poker", 20)
    seating.draw_seats(store, poker, seed=7)
    seating.set_button(store, poker, 1, 1)
    clock.call_clock(store, poker, "Table 1")
    penalty_id = penalties.issue_penalty(store, poker, PenaltyRequest(
        poker_ids[0], "two_rounds", "soft play", players_at_table=9))[0]
    ofc_event, ofc_ids = _players(store, "ofc", 4)
    hand_id = ofc.add_tutorial_hands(store, ofc_event)[0]
    swiss_event, swiss_ids = _players(store, "swiss", 8)
    swiss.pair_next_round(store, swiss_event, seed=3)
    league_event, league_ids = _players(store, "league", 6)
    league.set_registration(store, league_event, league_ids, league.ACCEPTED)
    league.start_season(store, league_event)
    round_id = league.pair_next_round(store, league_event, now=NOW)
    game_id = league.round_view(store, round_id).games[0].id
    yield World(store, poker, ofc_event, swiss_event, league_event, poker_ids, ofc_ids,
                swiss_ids, league_ids, round_id, game_id, penalty_id, hand_id)
    store.close()


def v(value: object, default: object) -> Any:
    return default if value is KEEP else value


def k(value: object, default: object) -> Any:
    """A dictionary key: a value Python cannot hash (a list) becomes the default."""
    value = v(value, default)
    try:
        hash(value)
    except TypeError:
        return default
    return value


def _race(seed: Any = 5, leaving: Any = 100, into: Any = 500) -> Any:
    made = race([SeatChips(1, 3, 20000), SeatChips(2, 4, 20000)], 100, 500, seed=5)
    return replace(made, seed=seed, leaving=leaving, into=into)


def _draft(w: World, x: list[Any]) -> HandDraft:
    a, b = w.ofc_ids[:2]
    return HandDraft((SeatInput(v(x[0], a), missed=True, exposed=v(x[1], 0)),
                      SeatInput(b, missed=True)), level=v(x[2], 1), table_no=v(x[3], None),
                     button_entry=v(x[4], None), point_value=v(x[5], None))


def _request(w: World, x: list[Any]) -> PenaltyRequest:
    return PenaltyRequest(v(x[1], w.swiss_ids[1]), "warning", "slow play", round=v(x[2], 1),
                          players_at_table=v(x[3], None), opponents=v(x[4], 0),
                          hand=v(x[5], None))


Case = tuple[int, Callable[[World, list[Any]], object]]
CASES: dict[str, Case] = {
    # clock
    "clock.clock_action": (3, lambda w, x: clock.clock_action(
        w.store, v(x[0], w.poker), rc.Op(rc.Action.ADJUST, seconds=v(x[1], 60),
                                         index=v(x[2], 0)), now=NOW)),
    "clock.jump": (1, lambda w, x: clock.clock_action(
        w.store, w.poker, rc.Op(rc.Action.JUMP, index=v(x[0], 1)), now=NOW)),
    "clock.set_counts": (4, lambda w, x: clock.set_counts(
        w.store, v(x[0], w.poker), entries=v(x[1], 20), players_left=v(x[2], 10),
        total_chips=v(x[3], None))),
    "clock.set_structure": (6, lambda w, x: clock.set_structure(
        w.store, v(x[0], w.poker), Structure("Fuzz", (Level.blinds(
            v(x[1], 100), v(x[2], 200), v(x[3], 0), v(x[4], 20)),), Game.POKER,
            v(x[5], 20000)), now=NOW)),
    "clock.save_template": (3, lambda w, x: clock.save_template(w.store, Structure(
        "Fuzz template", (Level.points(v(x[0], 100), v(x[1], 20)),), Game.OFC,
        chips=(v(x[2], 25),)), replace=True)),
    "clock.call_clock": (1, lambda w, x: clock.call_clock(w.store, v(x[0], w.ofc), now=NOW)),
    "clock.cancel_call": (1, lambda w, x: clock.cancel_call(w.store, v(x[0], w.ofc))),
    "clock.record_chip_race": (4, lambda w, x: clock.record_chip_race(
        w.store, v(x[0], w.poker), _race(v(x[1], 5), v(x[2], 100), v(x[3], 500)))),
    "clock.reads": (1, lambda w, x: (clock.get_clock(w.store, v(x[0], w.poker)),
                                     clock.list_chip_races(w.store, v(x[0], w.poker)))),
    # OFC
    "ofc.set_stack": (3, lambda w, x: ofc.set_stack(
        w.store, v(x[0], w.ofc), v(x[1], w.ofc_ids[0]), v(x[2], 5000))),
    "ofc.score_draft": (7, lambda w, x: ofc.score_draft(w.store, v(x[6], w.ofc), _draft(w, x))),
    "ofc.apply_hand": (7, lambda w, x: ofc.apply_hand(w.store, v(x[6], w.ofc), _draft(w, x))),
    "ofc.save_tutorial_hand": (8, lambda w, x: ofc.save_tutorial_hand(
        w.store, v(x[6], w.ofc), _draft(w, x),
        {w.ofc_ids[0]: v(x[7], 1000), w.ofc_ids[1]: 1000})),
    "ofc.compute": (7, lambda w, x: ofc.compute(
        _draft(w, x), {}, {w.ofc_ids[0]: 1000, w.ofc_ids[1]: 1000}, v(x[6], 4))),
    "ofc.compute_boards": (3, lambda w, x: ofc.compute(
        HandDraft((SeatInput(1, BOARD_A), SeatInput(2, BOARD_B))), {},
        {1: v(x[0], 1000), 2: v(x[1], 1000)}, v(x[2], 4))),
    "ofc.hands": (1, lambda w, x: (ofc.load_hand(w.store, v(x[0], w.hand_id)),
                                   ofc.replay_hand(w.store, v(x[0], w.hand_id)))),
    "ofc.reads": (1, lambda w, x: (ofc.ofc_players(w.store, v(x[0], w.ofc)),
                                   ofc.ofc_tables(w.store, v(x[0], w.ofc)),
                                   ofc.list_hands(w.store, v(x[0], w.ofc)),
                                   ofc.level_values(w.store, v(x[0], w.ofc)),
                                   ofc.current_level(w.store, v(x[0], w.ofc)),
                                   ofc.pending_marks(w.store, v(x[0], w.ofc)))),
    # Swiss
    "swiss.pair_next_round": (2, lambda w, x: swiss.pair_next_round(
        w.store, v(x[0], w.swiss), seed=v(x[1], 1), confirm_missing=True, extra_round=True)),
    "swiss.repair_round": (3, lambda w, x: swiss.repair_round(
        w.store, v(x[0], w.swiss), v(x[1], 1), seed=v(x[2], 1))),
    "swiss.override_pairing": (4, lambda w, x: swiss.override_pairing(
        w.store, v(x[0], w.swiss), v(x[1], 1), v(x[2], w.swiss_ids[0]),
        v(x[3], w.swiss_ids[1]))),
    "swiss.pairing_warnings": (4, lambda w, x: swiss.pairing_warnings(
        w.store, v(x[0], w.swiss), v(x[1], 1), v(x[2], w.swiss_ids[0]),
        v(x[3], w.swiss_ids[1]))),
    "swiss.record_result": (3, lambda w, x: swiss.record_result(
        w.store, v(x[0], w.swiss), v(x[1], 1), v(x[2], 1), "2-0")),
    "swiss.correct_result": (3, lambda w, x: swiss.correct_result(
        w.store, v(x[0], w.swiss), v(x[1], 1), v(x[2], 1), "2-1", "slip misread")),
    "swiss.drop_player": (2, lambda w, x: swiss.drop_player(
        w.store, v(x[0], w.swiss), v(x[1], w.swiss_ids[7]))),
    "swiss.undrop_player": (2, lambda w, x: swiss.undrop_player(
        w.store, v(x[0], w.swiss), v(x[1], w.swiss_ids[7]))),
    "swiss.set_organiser_byes": (3, lambda w, x: swiss.set_organiser_byes(
        w.store, v(x[0], w.swiss), v(x[1], w.swiss_ids[2]), v(x[2], 1))),
    "swiss.set_pods": (3, lambda w, x: swiss.set_pods(
        w.store, v(x[0], w.swiss), {k(x[1], w.swiss_ids[3]): v(x[2], 1)})),
    "swiss.start_top_cut": (2, lambda w, x: swiss.start_top_cut(
        w.store, v(x[0], w.swiss), v(x[1], 4))),
    "swiss.reads": (2, lambda w, x: (swiss.get_round(w.store, v(x[0], w.swiss), v(x[1], None)),
                                     swiss.history(w.store, v(x[0], w.swiss)),
                                     swiss.rounds(w.store, v(x[0], w.swiss)),
                                     swiss.total_rounds(w.store, v(x[0], w.swiss)),
                                     swiss.standings(w.store, v(x[0], w.swiss)),
                                     swiss.bracket(w.store, v(x[0], w.swiss)))),
    # league
    "league.set_registration": (2, lambda w, x: league.set_registration(
        w.store, v(x[0], w.league), [v(x[1], w.league_ids[0])], league.ACCEPTED)),
    "league.set_availability": (2, lambda w, x: league.set_availability(
        w.store, v(x[0], w.round_id), v(x[1], w.league_ids[0]), "11122")),
    "league.set_report": (2, lambda w, x: league.set_report(
        w.store, v(x[0], w.game_id), v(x[1], w.league_ids[0]), "?")),
    "league.decide": (1, lambda w, x: league.decide(w.store, v(x[0], w.game_id), "10", "Admin")),
    "league.end_of_round_check": (1, lambda w, x: league.end_of_round_check(
        w.store, v(x[0], w.round_id), now=NOW)),
    "league.correct_game": (1, lambda w, x: league.correct_game(
        w.store, v(x[0], w.game_id), "01", "Admin", "typo")),
    "league.season_actions": (1, lambda w, x: (league.start_season(w.store, v(x[0], w.league)),
                                               league.pair_next_round(w.store, v(x[0], w.league),
                                                                      now=NOW))),
    "league.templates": (1, lambda w, x: (
        league.save_template(w.store, v(x[0], w.league), "Z", [NOW]),
        league.delete_template(w.store, v(x[0], w.league), "Z"))),
    "league.next_slots": (2, lambda w, x: league.next_slots(
        [], NOW, count=v(x[0], 3), hour=v(x[1], 18))),
    "league.reads": (2, lambda w, x: (league.season(w.store, v(x[0], w.league), v(x[1], None)),
                                      league.ranking(w.store, v(x[0], w.league)),
                                      league.registrations(w.store, v(x[0], w.league)),
                                      league.decisions(w.store, v(x[0], w.league)),
                                      league.list_templates(w.store, v(x[0], w.league)),
                                      league.season_settings(w.store, v(x[0], w.league)),
                                      league.ranking_csv(w.store, v(x[0], w.league)))),
    "league.round_reads": (1, lambda w, x: (league.round_view(w.store, v(x[0], w.round_id)),
                                            league.round_csv(w.store, v(x[0], w.round_id)))),
    # penalties
    "penalties.issue_penalty": (6, lambda w, x: penalties.issue_penalty(
        w.store, v(x[0], w.swiss), _request(w, x))),
    "penalties.preview": (6, lambda w, x: penalties.preview(
        w.store, v(x[0], w.swiss), _request(w, x))),
    "penalties.set_served": (2, lambda w, x: penalties.set_served(
        w.store, v(x[0], w.penalty_id), v(x[1], 3))),
    "penalties.rescind_penalty": (1, lambda w, x: penalties.rescind_penalty(
        w.store, v(x[0], 10**6), by="Head judge", why="fuzz")),
    "penalties.end_match": (2, lambda w, x: penalties.end_match(
        w.store, v(x[0], w.swiss), v(x[1], 1))),
    "penalties.reads": (4, lambda w, x: (
        penalties.list_penalties(w.store, v(x[0], w.poker), entry_id=v(x[1], None),
                                 round=v(x[2], None)),
        penalties.player_history(w.store, v(x[0], w.poker), v(x[1], w.poker_ids[0])),
        penalties.losses_for_round(w.store, v(x[0], w.swiss), v(x[2], 1)),
        penalties.statuses(w.store, v(x[0], w.poker)),
        penalties.penalty_counts(w.store, v(x[0], w.swiss)),
        penalties.sitting_out(w.store, v(x[0], w.poker)),
        penalties.table_size(w.store, v(x[0], w.poker), v(x[1], w.poker_ids[0])),
        penalties.ofc_penalties(w.store, v(x[0], w.ofc), v(x[3], None)),
        penalties.pending_ofc_penalties(w.store, v(x[0], w.ofc)),
        penalties.hand_penalties(w.store, v(x[0], w.ofc), v(x[3], w.hand_id)),
        penalties.judges(w.store, v(x[0], w.poker)))),
    # seating
    "seating.draw_seats": (3, lambda w, x: seating.draw_seats(
        w.store, v(x[0], w.ofc), tables=v(x[1], None), seed=v(x[2], None))),
    "seating.seat_late_entry": (3, lambda w, x: seating.seat_late_entry(
        w.store, v(x[0], w.poker), v(x[1], w.poker_ids[-1]), seed=v(x[2], 1))),
    "seating.bust_players": (3, lambda w, x: seating.bust_players(
        w.store, v(x[0], w.poker), [v(x[1], 10**6)], {k(x[1], 10**6): v(x[2], 100)})),
    "seating.set_button": (3, lambda w, x: seating.set_button(
        w.store, v(x[0], w.poker), v(x[1], 1), v(x[2], 2))),
    "seating.block_seat": (3, lambda w, x: seating.block_seat(
        w.store, v(x[0], w.poker), v(x[1], 2), v(x[2], 9), blocked=True)),
    "seating.set_fixed": (2, lambda w, x: seating.set_fixed(
        w.store, v(x[0], w.poker), v(x[1], w.poker_ids[1]))),
    "seating.move_player": (4, lambda w, x: seating.move_player(
        w.store, v(x[0], w.poker), v(x[1], w.poker_ids[2]), v(x[2], 2), v(x[3], 10))),
    "seating.apply_move": (2, lambda w, x: seating.apply_move(
        w.store, v(x[0], w.poker), v(x[1], 0))),
    "seating.reads": (1, lambda w, x: (seating.room(w.store, v(x[0], w.poker)),
                                       seating.pending_moves(w.store, v(x[0], w.poker)),
                                       seating.seat_numbers(w.store, v(x[0], w.poker)),
                                       seating.seating_list(w.store, v(x[0], w.poker)))),
}

CALLS = itertools.count()
VALUES = {slots: st.lists(st.one_of(st.just(KEEP), HOSTILE), min_size=slots, max_size=slots)
          .filter(lambda x: any(y is not KEEP for y in x))
          for slots in {slots for slots, _ in CASES.values()}}
"""The values of each case's slots, at least one of them hostile: made once (a strategy
made in each example had its filter's source parsed again each time)."""


KNOWN = KnownContent()


@pytest.mark.parametrize("name", sorted(CASES))
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzz_numbers_give_a_result_or_a_clean_refusal(world: World, name: str,
                                                       data: st.DataObject) -> None:
    slots, call = CASES[name]
    values = data.draw(VALUES[slots])
    before = KNOWN.before(world.store)
    next(CALLS)
    try:
        call(world, values)
    except REFUSALS as exc:
        assert str(exc)
        after = store_content(world.store)
        assert after == before, f"{name} wrote part of a refused action"
        KNOWN.keep(world.store, after)


def test_a_refused_number_names_its_field(world: World) -> None:
    for action, field in (
        (lambda: clock.set_counts(world.store, world.poker, entries=10**30, players_left=None,
                                  total_chips=None), "Entries"),
        (lambda: seating.set_button(world.store, world.poker, 1, None), "Button seat"),
        (lambda: swiss.set_organiser_byes(world.store, world.swiss, world.swiss_ids[0], None),
         "Organiser byes"),
        (lambda: league.set_report(world.store, 2**63, world.league_ids[0], "1"), "Game"),
        (lambda: penalties.set_served(world.store, world.penalty_id, 1.5), "Hands served"),
        (lambda: ofc.set_stack(world.store, world.ofc, world.ofc_ids[0], float("nan")),
         "Chips"),
    ):
        before = store_content(world.store)
        with pytest.raises(InputError) as info:
            action()
        assert info.value.field == field, str(info.value)
        assert store_content(world.store) == before

