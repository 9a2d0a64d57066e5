"""Hostile and unlucky input at the service layer: every refusal names the field, writes nothing.

Each case is one the reliability review found getting through to the database (or crashing with
``OverflowError``): names only of NUL or zero-width characters, texts past their column, 64-bit
overflows, the same player twice in one bust, 5,000 tables for 20 players, ``players_at_table=0``
silently becoming 9, round -1.
"""

from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdesk import validate
from tdesk.errors import InputError
from tdesk.models.store import Store
from tdesk.rules.levels import clock as rc
from tdesk.services import clock
from tdesk.services.events import create_event, update_event
from tdesk.services.penalties import penalties
from tdesk.services.players import PlayerFields, add_player, list_entries, update_player
from tdesk.services.seating import seating
from tests.services.content import store_content

HUGE = 10**30


def refused(store: Store, field: str, action: Callable[[], object]) -> InputError:
    """Run ``action``; it must raise InputError naming ``field`` and leave the store as it was."""
    before = store_content(store)
    with pytest.raises(InputError) as info:
        action()
    assert info.value.field == field, str(info.value)
    assert str(info.value).startswith(field)
    assert store_content(store) == before
    return info.value


# --- the shared checks -------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["", "   ", "\x00", "\x00\x00\x00", "\u200b\u200b", "\u200d\ufeff",
                                   "\u00a0\u3000", "\u0301\u0301"])
def test_names_with_nothing_visible_are_refused(value: str) -> None:
    with pytest.raises(InputError) as info:
        validate.name("Name", value)
    assert info.value.field == "Name"
    assert "empty" in info.value.reason or "visible" in info.value.reason or "U+0000" in info.value.reason


@pytest.mark.parametrize("value", ["Anna\x00", "A\x07nna", "Anna\x1b[31m", "An\ud800na", "Ann\x9ba"])
def test_control_characters_are_refused_with_their_position(value: str) -> None:
    with pytest.raises(InputError, match=r"control character U\+[0-9A-F]{4} at position \d"):
        validate.name("Name", value)


def test_multiline_text_keeps_line_breaks_and_tabs_but_not_nul() -> None:
    assert validate.text("Notes", "line 1\r\n\tline 2\r", limit=100, multiline=True) == \
        "line 1\n\tline 2"
    with pytest.raises(InputError, match="U\\+0000"):
        validate.text("Notes", "a\nb\x00", limit=100, multiline=True)


def test_names_from_every_script_pass_cleaned() -> None:
    for name in ["Björn Åberg", "Дмитрий Соколов", "王伟", "Daniel \"KidPoker\" Negreanu",
                 "Zoë  O'Brien", "👩\u200d👩\u200d👧 Family"]:
        assert validate.name("Name", name) == " ".join(name.split())


def test_length_is_counted_and_named() -> None:
    assert validate.text("Country", "x" * 64, limit=64) == "x" * 64
    err = refused_plain(lambda: validate.text("Country", "x" * 65, limit=64))
    assert err.field == "Country" and "65 characters long; at most 64" in err.reason


def refused_plain(action: Callable[[], object]) -> InputError:
    with pytest.raises(InputError) as info:
        action()
    return info.value


@given(st.integers())
def test_integer_range_never_overflows(value: int) -> None:
    try:
        assert validate.integer("Stack", value, low=0, high=validate.MAX_CHIPS) == value
        assert 0 <= value <= validate.MAX_CHIPS
    except InputError as exc:
        assert exc.field == "Stack" and not 0 <= value <= validate.MAX_CHIPS
        assert len(str(exc)) < 120  # a 10^300 is shown cut, not as 300 digits


@pytest.mark.parametrize("value", [True, 1.5, "12", None])
def test_integer_must_be_a_whole_number(value: object) -> None:
    assert refused_plain(lambda: validate.integer("Seed", value, low=0, high=9)).reason == \
        "must be a whole number"


# --- players -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("fields", "field"), [
    (PlayerFields("\x00\x00"), "Name"),
    (PlayerFields("\u200b\u200c\u200b"), "Name"),
    (PlayerFields("A" * 201), "Name"),
    (PlayerFields("Anna", country="S\x00E"), "Country"),
    (PlayerFields("Anna", country="C" * 65), "Country"),
    (PlayerFields("Anna", contact="c" * 201), "Contact"),
    (PlayerFields("Anna", notes="n" * 2001), "Notes"),
    (PlayerFields("Anna", notes="bad\x00byte"), "Notes"),
    (PlayerFields("Anna", site_games=HUGE), "Games on site"),
    (PlayerFields("Anna", site_games=2**63), "Games on site"),
    (PlayerFields("Anna", seed=2**64), "Seed"),
    (PlayerFields("Anna", seed=0), "Seed"),
    (PlayerFields("Anna", rating=HUGE), "Rating"),
])
def test_player_fields_refused_naming_the_field(store, make_event, fields: PlayerFields,
                                                field: str) -> None:
    event_id = make_event("poker", players=2)
    refused(store, field, lambda: add_player(store, event_id, fields))
    entry = list_entries(store, event_id)[0].entry_id
    refused(store, field, lambda: update_player(store, entry, fields))


def test_player_fields_at_their_limits_are_kept(store, make_event) -> None:
    event_id = make_event("poker", players=0)
    add_player(store, event_id, PlayerFields("N" * 200, country="C" * 64, contact="c" * 200,
                                             notes="line\n" * 400, site_games=1_000_000,
                                             seed=1_000_000))
    row = list_entries(store, event_id)[0]
    assert (len(row.name), len(row.country), row.site_games, row.seed) == (200, 64, 1_000_000,
                                                                           1_000_000)


# --- events ------------------------------------------------------------------------------------


def test_event_name_and_venue_checked(store) -> None:
    refused(store, "Event name", lambda: create_event(store, "\u200b", "poker"))
    refused(store, "Event name", lambda: create_event(store, "E" * 201, "poker"))
    refused(store, "Venue", lambda: create_event(store, "Friday", "poker", venue="Club\x00"))
    event_id = create_event(store, "Friday", "poker")
    refused(store, "Event name", lambda: update_event(store, event_id, name="\x00", date=None,
                                                      venue="", settings={}))
    refused(store, "Event settings", lambda: update_event(
        store, event_id, name="Friday", date=None, venue="", settings={"starting_stack": HUGE}))


# --- clock -------------------------------------------------------------------------------------


@pytest.mark.parametrize("seconds", [HUGE, -HUGE, 2**63, 86_401])
def test_clock_adjust_beyond_a_day_refused_not_overflow(store, make_event, seconds: int) -> None:
    event_id = make_event("poker", players=2)
    refused(store, "Seconds", lambda: clock.clock_action(
        store, event_id, rc.Op(rc.Action.ADJUST, seconds=seconds)))


@pytest.mark.parametrize(("kwargs", "field"), [
    ({"entries": HUGE, "players_left": None, "total_chips": None}, "Entries"),
    ({"entries": None, "players_left": 2**63, "total_chips": None}, "Players left"),
    ({"entries": None, "players_left": None, "total_chips": HUGE}, "Chips in play"),
    ({"entries": -1, "players_left": None, "total_chips": None}, "Entries"),
])
def test_clock_counts_too_large_refused(store, make_event, kwargs, field: str) -> None:
    event_id = make_event("poker", players=2)
    refused(store, field, lambda: clock.set_counts(store, event_id, **kwargs))


def test_called_clock_label_checked(store, make_event) -> None:
    event_id = make_event("poker", players=2)
    refused(store, "Called on", lambda: clock.call_clock(store, event_id, "Seat\x003"))


# --- seating -----------------------------------------------------------------------------------


def test_5000_tables_for_20_players_refused(store, make_event) -> None:
    event_id = make_event("poker", players=20)
    err = refused(store, "Tables", lambda: seating.draw_seats(store, event_id, tables=5000))
    assert "5000" in str(err)
    err = refused(store, "Tables", lambda: seating.draw_seats(store, event_id, tables=11))
    assert "at most 10" in err.reason
    refused(store, "Tables", lambda: seating.draw_seats(store, event_id, tables=0))
    refused(store, "Seed", lambda: seating.draw_seats(store, event_id, seed=2**64))
    seating.draw_seats(store, event_id, tables=10, seed=7)
    assert len({p.table for p in seating.seating_list(store, event_id)}) == 10


def test_same_player_twice_in_one_bust_refused(store, make_event) -> None:
    event_id = make_event("poker", players=6)
    seating.draw_seats(store, event_id, seed=1)
    anna = list_entries(store, event_id)[0].entry_id
    refused(store, "Players", lambda: seating.bust_players(store, event_id, [anna, anna]))
    refused(store, "Stack", lambda: seating.bust_players(store, event_id, [anna],
                                                         stacks={anna: HUGE}))


# --- penalties ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("kind", "changes", "field"), [
    ("poker", {"players_at_table": 0}, "Players at the table"),
    ("poker", {"players_at_table": HUGE}, "Players at the table"),
    ("swiss", {"round": -1}, "Round"),
    ("swiss", {"round": HUGE}, "Round"),
    ("swiss", {"judge": "J" * 101}, "Judge"),
    ("swiss", {"judge": "Ivan\x00"}, "Judge"),
    ("swiss", {"reason": "R" * 201}, "Reason"),
    ("swiss", {"reason": "\u200b"}, "Reason"),
    ("swiss", {"notes": "\x00"}, "Notes"),
    ("ofc", {"opponents": HUGE}, "Opponents"),
])
def test_penalty_fields_refused(store, make_event, kind: str, changes: dict, field: str) -> None:
    event_id = make_event(kind, players=4)
    entry = list_entries(store, event_id)[0].entry_id
    penalty = {"poker": "warning", "swiss": "warning", "ofc": "missed_hand"}[kind]
    request = penalties.PenaltyRequest(entry, penalty, **{"reason": "Slow play", **changes})
    refused(store, field, lambda: penalties.issue_penalty(store, event_id, request))
    assert penalties.preview(store, event_id, request).error.startswith(field)


def test_players_at_table_is_used_as_given_not_replaced_by_the_default(store, make_event) -> None:
    event_id = make_event("poker", players=4, seats_per_table=9)
    entry = list_entries(store, event_id)[0].entry_id
    penalties.issue_penalty(store, event_id, penalties.PenaltyRequest(
        entry, "one_round", reason="Soft play", players_at_table=6))
    assert penalties.list_penalties(store, event_id)[0].players_at_table == 6


def test_rescind_and_end_match_checked(store, make_event) -> None:
    event_id = make_event("swiss", players=2)
    entry = list_entries(store, event_id)[0].entry_id
    (pid,) = penalties.issue_penalty(store, event_id, penalties.PenaltyRequest(
        entry, "warning", reason="Slow play", round=1))
    refused(store, "Rescinded by", lambda: penalties.rescind_penalty(store, pid, by="\x00",
                                                                     why="x"))
    refused(store, "Rescinded by", lambda: penalties.rescind_penalty(store, pid, by="B" * 101,
                                                                     why="x"))
    refused(store, "Round", lambda: penalties.end_match(store, event_id, round=-1))


# --- staff name --------------------------------------------------------------------------------


def test_staff_name_over_100_characters_refused_when_set_and_saves_go_on(qapp, store,
                                                                         make_event) -> None:
    from tdesk.ui.context import AppContext

    ctx = AppContext(store)
    ctx.set_staff("Head Floor")
    with pytest.raises(InputError) as info:
        ctx.set_staff("S" * 101)
    assert info.value.field == "Staff"
    assert store.staff == "Head Floor"
    event_id = make_event("poker", players=0)
    add_player(store, event_id, PlayerFields("Anna"))  # saving still works
    ctx.timer.stop()


# --- OFC calculator ----------------------------------------------------------------------------


@pytest.mark.parametrize(("changes", "field"), [
    ({"level": HUGE}, "Point level"),
    ({"table_no": 2**63}, "Table"),
    ({"point_value": HUGE}, "Point value"),
    ({"title": "Hand\x00 1"}, "Title"),
    ({"title": "T" * 201}, "Title"),
])
def test_ofc_hand_numbers_and_title_checked_before_scoring(changes: dict, field: str) -> None:
    from tdesk.services.ofc.ofc import HandDraft, SeatInput, compute

    seats = (SeatInput(1, "Qh Qd 2c / 9s 9d 9c 4h 4d / As Ks Qs Js Ts"),
             SeatInput(2, "2h 3d 4c / 5s 6d 7c 8h Td / Ac Kc Jc 9c 8c"))
    draft = HandDraft(seats, **changes)
    with pytest.raises(InputError) as info:
        compute(draft, {1: "Anna", 2: "Bo"}, {1: 1000, 2: 1000}, 2)
    assert info.value.field == field


@pytest.mark.parametrize("value", [10**5000, -(10**5000), 2**64, -(2**63) - 1],
                         ids=["1e5000", "-1e5000", "2^64", "-2^63-1"])
def test_numbers_too_long_to_print_are_refused_clearly(store, make_event, value: int) -> None:
    event_id = make_event("poker", players=2)
    err = refused(store, "Chips in play", lambda: clock.set_counts(
        store, event_id, entries=None, players_left=None, total_chips=value))
    assert len(str(err)) < 140
    refused(store, "Seconds", lambda: clock.clock_action(
        store, event_id, rc.Op(rc.Action.ADJUST, seconds=value)))
    refused(store, "Games on site", lambda: add_player(
        store, event_id, PlayerFields("Anna", site_games=value)))


@pytest.mark.parametrize(("settings", "words"), [
    ({"starting_stack": 10**5000}, "more than 30 digits"),
    ({"starting_stack": "9" * 5000}, "must be a whole number"),
    ({"seats_per_table": HUGE}, "must be at most 12"),
    ({"game": "x" * 10_000}, "must be one of flop"),
], ids=["huge-int", "huge-text", "seats", "game"])
def test_event_settings_refused_with_a_short_clear_message(store, settings: dict,
                                                           words: str) -> None:
    err = refused(store, "Event settings", lambda: create_event(store, "Friday", "poker",
                                                                settings=settings))
    assert words in str(err) and len(str(err)) < 200
