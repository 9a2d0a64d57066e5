"""The one loader of an event's entries: every entry of that event and no other's, the busted
ones too unless a clause leaves them out, by entry id unless told; the people beside them."""

from tdesk.models.event_rows import event_entries, event_people
from tdesk.models.tables import Entry, EntryStatus, Player
from tdesk.services.players import list_entries
from tdesk.services.seating.busts import bust_players
from tdesk.services.seating.draw import draw_seats


def test_every_entry_of_the_event_by_id(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event = make_event("poker", players=5)
    other = make_event("poker", players=3)
    draw_seats(store, event, seed=1)
    ids = sorted(r.entry_id for r in list_entries(store, event))
    bust_players(store, event, [ids[2]])
    with store.read() as session:
        assert [e.id for e in event_entries(session, event)] == ids
        active = event_entries(session, event, Entry.status == EntryStatus.ACTIVE)
        assert [e.id for e in active] == [i for i in ids if i != ids[2]]
        by_name = event_people(session, event, order=(Player.name,))
        names = [p.name for _e, p in by_name]
        assert names == sorted(names) and len(names) == 5
        assert all(e.player_id == p.id and e.event_id == event for e, p in by_name)
        assert len(event_entries(session, other)) == 3
