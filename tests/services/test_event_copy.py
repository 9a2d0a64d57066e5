"""A new event from an earlier one (issue 35): the structure, fees, payouts, bounty format,
tables and break order come along; players, seats, payments and results do not; the starting
stack is one value, the event's, wherever the structure shows it."""

from __future__ import annotations

import pytest

from tdesk.errors import ConflictError, InputError, NotFoundError
from tdesk.rules.levels import Level, Structure
from tdesk.rules.money import bounties as rb
from tdesk.services import clock
from tdesk.services.events import create_event_from, get_event, list_events, update_event
from tdesk.services.money import bounties, money
from tdesk.services.players import list_entries
from tdesk.services.seating import seating
from tdesk.services.seating.room_tables import room_tables, set_room_tables


def _night(store, make_event) -> int:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=12, name="Friday PKO #1", starting_stack=30000,
                       seats_per_table=8)
    money.set_terms(store, event, {"buy_in": 100, "fee": 10, "bounty": 100})
    money.set_payout(store, event, money.parse_percents("50 30 20"))
    bounties.set_format(store, event, rb.format_to_data(rb.progressive()))
    clock.set_structure(store, event, Structure(
        "Friday turbo", (Level(100, 200, 200, 15), Level(200, 400, 400, 15)),
        starting_stack=30000))
    set_room_tables(store, event, "1-6", "6,5")
    entries = list_entries(store, event)
    money.take_entries(store, event, [e.entry_id for e in entries])
    seating.draw_seats(store, event, seed=2)
    seating.bust_players(store, event, [entries[0].entry_id],
                         eliminators={entries[0].entry_id: [entries[1].entry_id]})
    return event


def test_the_new_event_takes_the_setup_not_the_players(store, make_event) -> None:  # type: ignore[no-untyped-def]
    source = _night(store, make_event)
    new = create_event_from(store, source, "Friday PKO #2")
    info = get_event(store, new)
    assert info.kind == "poker" and info.settings["starting_stack"] == 30000
    assert info.settings["seats_per_table"] == 8
    assert room_tables(store, new).use == tuple(range(1, 7))
    assert room_tables(store, new).break_order == (6, 5)
    assert clock.get_clock(store, new).structure.name == "Friday turbo"
    terms = money.get_terms(store, new)
    assert (terms.terms.buy_in, terms.terms.fee, terms.terms.bounty) == (100, 10, 100)
    assert terms.structure == money.get_terms(store, source).structure
    assert terms.locked_entries is None
    assert bounties.get_format(store, new) == bounties.get_format(store, source)
    assert list_entries(store, new) == [] and money.list_payments(store, new) == []
    assert seating.room(store, new).tables == ()
    assert clock.get_clock(store, new).state.level_index == 0
    # the earlier event is as it was
    assert len(list_entries(store, source)) == 12
    store.undo()  # one action, one undo
    with pytest.raises(NotFoundError):
        get_event(store, new)


def test_typed_settings_win_and_bad_input_saves_nothing(store, make_event) -> None:  # type: ignore[no-untyped-def]
    source = _night(store, make_event)
    new = create_event_from(store, source, "Saturday PKO", settings={"starting_stack": 40000})
    assert get_event(store, new).settings["starting_stack"] == 40000
    before = len(list_events(store))
    with pytest.raises(ConflictError, match="Event name 'friday pko #1'"):
        create_event_from(store, source, "friday pko #1")
    with pytest.raises(NotFoundError):
        create_event_from(store, 999, "Sunday")
    with pytest.raises(InputError, match="Starting stack"):
        create_event_from(store, source, "Sunday", settings={"starting_stack": -1})
    assert len(list_events(store)) == before


def test_the_starting_stack_is_the_events_wherever_the_structure_shows_it(store, make_event) -> None:  # type: ignore[no-untyped-def]
    """The stack was asked in the event and again in the structure: a 30,000 event showed the
    preset's 20,000 on its clock and printed structure."""
    event = make_event("poker", players=2, starting_stack=30000)
    assert clock.get_clock(store, event).structure.starting_stack == 30000
    clock.set_structure(store, event, Structure("Other", (Level(100, 200, 0, 20),),
                                                starting_stack=5000))
    assert clock.get_clock(store, event).structure.starting_stack == 30000
    info = get_event(store, event)
    update_event(store, event, name=info.name, date=None, venue="",
                 settings={**info.settings, "starting_stack": 25000})
    assert clock.get_clock(store, event).structure.starting_stack == 25000
