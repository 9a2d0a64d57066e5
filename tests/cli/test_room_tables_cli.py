"""``tdesk tables show|set`` for a poker event (issue 35): the room's tables and break order set
from the command line; a bad list names the field and the value and saves nothing."""

from tdesk.cli import main
from tdesk.services.events import get_event
from tdesk.services.seating import seating
from tdesk.services.seating.room_tables import room_tables


def run(store, event, *args: str) -> int:  # type: ignore[no-untyped-def]
    return main(["tables", *args, "--db", store.url, "--event", get_event(store, event).name])


def test_set_and_show(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=12, seats_per_table=6)
    assert run(store, event, "set", "--use", "1-8", "--break-order", "8,7,6") == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Tables used: 1-8"
    assert out[1] == "Break order: 8, 7, 6, 5, 4, 3, 2, 1"
    assert room_tables(store, event).break_order == (8, 7, 6)
    seating.draw_seats(store, event, seed=1)
    assert run(store, event, "show") == 0
    out = capsys.readouterr().out.splitlines()
    assert out[2] == "Open tables (players seated): 1 (6); 2 (6)"


def test_bad_input_is_refused_by_field_and_value(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=4)
    assert run(store, event, "set", "--use", "1-8", "--break-order", "9") == 2
    assert "Break order '9': table 9 is not one of the event's tables (1-8)" in \
        capsys.readouterr().err
    assert run(store, event, "set", "--use", "1,1") == 2
    assert "Tables used '1,1': table 1 is listed twice" in capsys.readouterr().err
    assert run(store, event, "set") == 2
    assert "--use" in capsys.readouterr().err
    assert room_tables(store, event).use == ()


def test_a_swiss_event_keeps_its_reserved_tables(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    event = make_event("swiss", players=8, rounds=3)
    assert run(store, event, "set", "--use", "1-4") == 2
    assert "Swiss" in capsys.readouterr().err
