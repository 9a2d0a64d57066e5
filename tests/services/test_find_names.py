"""Every search finds a name whatever its accents or case ("oberg" finds Öberg), and the
seating list reads by surname (issue 11)."""

from tdesk.names import sort_key
from tdesk.services.players import list_entries
from tdesk.services.seating.seating import draw_seats, room, seating_list


def test_where_is_finds_names_without_their_accents(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12)
    draw_seats(store, event_id, seed=1)
    info = room(store, event_id)
    assert [p.name for p in info.find("oberg")] == ["Sören Öberg"]
    assert [p.name for p in info.find("ABERG")] == ["Björn Åberg"]
    assert [p.name for p in info.find("strom marta")] == ["Märta Ström"]
    assert [p.name for p in info.find("иванова")] == ["Мария Иванова"]
    assert info.find("   ") == []


def test_player_search_is_accent_blind(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12)
    assert [r.name for r in list_entries(store, event_id, search="soren")] == ["Sören Öberg"]


def test_seating_list_is_by_surname(store, make_event) -> None:  # type: ignore[no-untyped-def]
    event_id = make_event("poker", players=12)
    draw_seats(store, event_id, seed=1)
    names = [p.name for p in seating_list(store, event_id)]
    assert names == sorted(names, key=sort_key)
    assert names[0] == "Björn Åberg"  # Åberg, with the A's, before Hughes
