"""``tdesk new-event`` (issue 35): an event started from an earlier one takes its setup, not its
players; bad input names the field and the value and creates nothing."""

from tdesk.cli import main
from tdesk.services import clock
from tdesk.services.events import find_event, list_events
from tdesk.services.money import money
from tdesk.services.players import list_entries
from tdesk.services.seating.room_tables import room_tables, set_room_tables


def test_from_an_earlier_event(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    source = make_event("poker", players=5, name="Friday PKO #1", starting_stack=30000)
    money.set_terms(store, source, {"buy_in": 100, "fee": 10})
    set_room_tables(store, source, "1-8", "8,7")
    assert main(["new-event", "Friday PKO #2", "--from", "friday pko #1", "--date",
                 "2026-12-11", "--db", store.url]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Created Friday PKO #2 from Friday PKO #1")
    assert out[1] == "Starting stack: 30,000"
    new = find_event(store, "Friday PKO #2")
    assert str(new.date) == "2026-12-11" and new.settings["starting_stack"] == 30000
    assert money.get_terms(store, new.id).terms.buy_in == 100
    assert room_tables(store, new.id).break_order == (8, 7)
    assert clock.get_clock(store, new.id).structure.starting_stack == 30000
    assert list_entries(store, new.id) == []


def test_of_its_own_and_bad_input(store, make_event, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["new-event", "Spring Main", "--stack", "25000", "--db", store.url]) == 0
    assert find_event(store, "Spring Main").settings["starting_stack"] == 25000
    capsys.readouterr()
    assert main(["new-event", "Other", "--stack", "-5", "--db", store.url]) == 2
    assert "Starting stack -5" in capsys.readouterr().err
    assert main(["new-event", "Other", "--date", "11/12", "--db", store.url]) == 2
    assert "--date '11/12'" in capsys.readouterr().err
    assert main(["new-event", "Other", "--from", "Nowhere", "--db", store.url]) == 2
    assert "Nowhere" in capsys.readouterr().err
    assert [e.name for e in list_events(store)] == ["Spring Main"]
