"""The demo Swiss event's rounds and results (the demo's feature hook)."""

from __future__ import annotations

from tdesk.models.store import Store
from tdesk.services.swiss.pairing import pair_next_round
from tdesk.services.swiss.scores import correct_result, record_result


def demo_swiss(store: Store, events: dict[str, int]) -> None:
    """The demo Swiss event plays rounds 1 and 2 and half of round 3 (fixed seeds), with one
    corrected slip, so the Rounds, Standings and print views have something to show."""
    import random

    event_id = events.get("swiss")
    if event_id is None:
        return
    rng = random.Random(12)
    scores = ["2-0", "2-1", "0-2", "1-2", "2-0", "1-1", "2-1", "0-2", "1-0-1"]
    for number in (1, 2, 3):
        info = pair_next_round(store, event_id, seed=1000 + number)
        tables = [t for t in info.tables if not t.done]
        if number == 3:
            tables = tables[: len(tables) // 2]
        for t in tables:
            record_result(store, event_id, number, t.table, rng.choice(scores))
        if number == 1:
            first = tables[0]
            correct_result(store, event_id, 1, first.table, "1-2",
                           "players swapped names on the slip", staff="Head judge")
