"""The demo Swiss event's judge call with extra time (issue 24): round 3, table 12 (or the
nearest table still playing), a deck check and a ruling, so the Rounds tab, the round clock
and the result slips show "Table 12: +4 min"."""

from __future__ import annotations

from tdesk.models.store import Store
from tdesk.services.swiss.judge_calls import give_extension, log_call
from tdesk.services.swiss.reads import get_round, rounds

DEMO_ROUND = 3
DEMO_TABLE = 12


def demo_judge_calls(store: Store, events: dict[str, int]) -> None:
    """Runs after the demo's Swiss rounds (a hook of `tdesk.demo`)."""
    event_id = events.get("swiss")
    if event_id is None or DEMO_ROUND not in rounds(store, event_id, "swiss"):
        return
    info = get_round(store, event_id, DEMO_ROUND)
    assert info is not None
    playing = [t for t in info.tables if not t.is_bye]
    open_tables = [t for t in playing if not t.done]
    if not open_tables:  # CG-R1-A: a table with its result in gets no extra time
        return
    table = min(open_tables, key=lambda t: (abs(t.table - DEMO_TABLE), t.table)).table
    log_call(store, event_id, DEMO_ROUND, table, "Kim Lindqvist",
             "Deck check: the decklist matches the deck; the players get the time back.")
    give_extension(store, event_id, DEMO_ROUND, table, 3, "Kim Lindqvist", "deck check")
    log_call(store, event_id, DEMO_ROUND, table, "Kim Lindqvist",
             "Ruling on a triggered ability: resolved as written, no penalty.")
    give_extension(store, event_id, DEMO_ROUND, table, 1, "Kim Lindqvist", "ruling")
