"""The demo's regulars (issue 26): two people of the poker Main Event also play the Swiss and
the league, registered from the player database (PPL-1), so their history shows three kinds
of event. Each takes the place of the last registrant there (a no-show, removed at the door),
so the demo's fields keep their sizes; run before the Swiss and the league start.
"""

from __future__ import annotations

from sqlmodel import col, select

from tdesk.models.store import Store
from tdesk.models.tables import Entry
from tdesk.names import sort_key
from tdesk.services.players import PlayerFields, add_player, list_entries, remove_player

REGULARS = 2


def regulars(store: Store, poker: int, others: list[int]) -> list[tuple[int, str, str]]:
    """(person id, name, country) of the poker players picked: the first by surname whose
    name no other event has, one Latin-lettered and one Cyrillic (deterministic)."""
    taken = {r.name for event in others for r in list_entries(store, event)}
    rows = sorted((r for r in list_entries(store, poker) if r.name not in taken),
                  key=lambda r: sort_key(r.name))
    latin = next(r for r in rows if r.name[0].isascii())
    cyrillic = next(r for r in rows if "\u0400" <= r.name[0] <= "\u04ff")
    return [(r.player_id, r.name, r.country) for r in (latin, cyrillic)][:REGULARS]


def demo_people(store: Store, events: dict[str, int]) -> None:
    poker, swiss, league = events.get("poker"), events.get("swiss"), events.get("league")
    if poker is None or swiss is None or league is None:
        return
    picked = regulars(store, poker, [swiss, league])
    for event_id in (swiss, league):
        with store.read() as session:
            last = session.exec(select(Entry.id).where(Entry.event_id == event_id)
                                .order_by(col(Entry.id).desc()).limit(len(picked))).all()
        for entry_id, (person_id, name, country) in zip(last, picked, strict=True):
            assert entry_id is not None
            gone = next(r for r in list_entries(store, event_id) if r.entry_id == entry_id)
            remove_player(store, entry_id)
            # the desk's form: the person's name and country, the rating and host-site games
            # of the seat they take (the form wins: saved on the person, PPL-1)
            add_player(store, event_id, PlayerFields(
                name=name, country=country, rating=gone.rating, site_games=gone.site_games),
                person_id=person_id)
