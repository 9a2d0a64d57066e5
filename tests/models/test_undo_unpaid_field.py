"""Undo and redo of a bust in an event with a registered player who never paid (issue 37,
found by the seeded poker night player): the field the undo guard checks places against is
the paid field, as the bust counted it, not every registered row."""

from __future__ import annotations

from tdesk.models.store import Store
from tdesk.models.tables import Entry
from tdesk.services.events import create_event
from tdesk.services.money import money
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.seating import seating


def _places(store: Store, event: int) -> dict[int, int | None]:
    with store.read() as session:
        return {e.id: e.place for e in session.query(Entry).filter(Entry.event_id == event)}


def test_a_bust_undone_and_redone_with_a_no_show_registered(store: Store) -> None:
    event = create_event(store, "Friday", "poker", settings={"starting_stack": 1000})
    ids = import_players(store, event, [PlayerFields(name=n) for n in
                                        ("Ann", "Bo", "Cy", "Di", "Ed")])
    money.take_entries(store, event, ids[:4])  # Ed registered, never came
    seating.draw_seats(store, event, seed=1)
    places = seating.bust_players(store, event, [ids[0]])
    assert places == {ids[0]: 4}  # 4th of the 4 paid
    after = _places(store, event)
    store.undo()
    assert _places(store, event)[ids[0]] is None
    store.redo()  # refused before: the guard counted Ed in the field (4th not the bottom of 5)
    assert _places(store, event) == after
    seating.bust_players(store, event, [ids[1]])
    store.undo()
    store.undo()
    store.redo()
    store.redo()
    assert _places(store, event)[ids[1]] == 3
