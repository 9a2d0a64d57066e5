"""The demo Swiss event's decklists (issue 24): the event asks for lists, most players register
one before round 1 is paired (a few are missing), and a judge's deck check in the round being played finds a
deck that does not match its list and gives the linked game loss."""

from __future__ import annotations

import random

from tdesk.models.store import Store
from tdesk.services.events import get_event, update_event
from tdesk.services.swiss import decklists

CARDS = (
    "Forest Guardian", "Gaze of the Basilisk", "Goblin Raider", "Ice Troll", "Elf Archer",
    "Swamp Witch", "Dragon of the North", "Mountain Giant", "Healer of Tyr", "Shadow Thief",
    "Storm Caller", "Bone Golem", "Wandering Knight", "Fire Drake", "Deep Kraken",
    "Steppe Nomad", "Oracle of Oaks", "Iron Sentinel", "Плакальщица", "Лесной дух",
    "Гном-басаарг", "Кобольд", "Белый дракон", "Ведьма болот",
)
MISSING = 4
"""Players who have not handed a list in by round 1."""


def _deck(rng: random.Random) -> str:
    """A legal 40-card list of 3 copies at most: 14 names, the last short."""
    names = rng.sample(CARDS, 14)
    counts = [3] * 13 + [1]
    return "\n".join(f"{n} {name}" for n, name in zip(counts, names, strict=True))


def demo_decklists(store: Store, events: dict[str, int]) -> None:
    """Before round 1: the event requires lists (40 cards, 3 copies) and all but four
    players register one, imported in one action."""
    event_id = events.get("swiss")
    if event_id is None:
        return
    event = get_event(store, event_id)
    update_event(store, event_id, name=event.name, date=event.date, venue=event.venue,
                 settings={**event.settings, "decklists": True, "deck_min": 40,
                           "deck_copies": 3})
    rng = random.Random(24)
    rows = decklists.decklists(store, event_id).rows
    gaps = set(range(3, len(rows), max(1, len(rows) // MISSING))[:MISSING])
    handed = [r for n, r in enumerate(rows) if n not in gaps]
    decklists.import_lists(store, event_id,
                           [("demo.txt", r.player, _deck(rng)) for r in handed])


def demo_deck_check(store: Store, events: dict[str, int]) -> None:
    """The round being played: a deck check of the first listed player finds one card short of the list."""
    event_id = events.get("swiss")
    if event_id is None:
        return
    info = decklists.decklists(store, event_id)
    row = next((r for r in info.rows if r.deck is not None), None)
    if row is None or row.deck is None:
        return
    card = row.deck.main[0]
    round_no, table = decklists.check_defaults(store, event_id, row.entry_id)
    note = f"{card.count - 1} {card.name} in the deck, {card.count} on the list"
    decklists.record_check(store, event_id, decklists.CheckRequest(
        row.entry_id, round_no, table, "Head judge", "mismatch", note),
        penalty="game_loss")
