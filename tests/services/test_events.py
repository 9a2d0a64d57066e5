"""Events service: names, kinds and settings validated with the field named."""

import datetime as dt

import pytest

from tdesk.errors import ConflictError, InputError
from tdesk.rules.event_settings import defaults
from tdesk.services.events import create_event, get_event, list_events, update_event


def test_create_fills_kind_defaults(store) -> None:  # type: ignore[no-untyped-def]
    event_id = create_event(store, "  Malta   OFC ", "ofc", date=dt.date(2026, 12, 1))
    event = get_event(store, event_id)
    assert event.name == "Malta OFC"
    assert event.settings == defaults("ofc")
    assert event.settings["seats_per_table"] == 4


@pytest.mark.parametrize("name, kind, settings, message", [
    ("", "poker", {}, "Event name ''"),
    ("X", "bridge", {}, "Event kind 'bridge'"),
    ("X", "poker", {"seats_per_table": 13}, "Seats per table 13: must be at most 12"),
    ("X", "league", {"lives": "many"}, "Lives per player 'many': must be a whole number"),
    ("X", "swiss", {"enforcement": "Casual"}, "Rules enforcement level 'Casual'"),
])
def test_bad_input_names_field_and_value(store, name, kind, settings, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InputError) as err:
        create_event(store, name, kind, settings=settings)
    assert message in str(err.value)
    assert list_events(store) == []


def test_duplicate_name_refused_case_insensitive(store) -> None:  # type: ignore[no-untyped-def]
    create_event(store, "Friday Cup", "poker")
    other = create_event(store, "Saturday Cup", "poker")
    with pytest.raises(ConflictError, match="already has this name"):
        create_event(store, "friday cup", "ofc")
    with pytest.raises(ConflictError):
        update_event(store, other, name="FRIDAY CUP", date=None, venue="", settings={})
    assert get_event(store, other).name == "Saturday Cup"
