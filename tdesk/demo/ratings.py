"""The demo's ratings (issue 26): the finished "Berserk Store Championship" rates its players'
Berserk ratings, Swiss rounds and top 8 alike (RAT-3), K 20, so the Ratings dialog shows what
it did and ``tdesk ratings show`` a person's Berserk rating."""

from __future__ import annotations

from tdesk.demo.swiss_final import FINAL_EVENT
from tdesk.models.store import Store
from tdesk.services.events import list_events
from tdesk.services.people import ratings

DEMO_GAME = "Berserk"


def demo_ratings(store: Store, events: dict[str, int]) -> None:
    """After ``swiss_final_demo``: apply the championship's ratings (it is made with the
    demo's Swiss event, so only when that was made in this run)."""
    if events.get("swiss") is None:
        return
    found = [e.id for e in list_events(store) if e.name == FINAL_EVENT]
    if not found:
        return
    ratings.set_terms(store, found[0], game=DEMO_GAME, k=20)
    ratings.apply_event(store, found[0])
