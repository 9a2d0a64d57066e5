"""The money demo hook: the poker and OFC demo events take fees and entries, and the poker
event's table 1 is counted. Apart from ``money`` so that the money service never reaches up to
the chip counts, which are built on it.
"""

from __future__ import annotations

from tdesk.models.store import Store
from tdesk.services.money.money import (
    close_registration,
    entry_rows,
    load_template,
    set_payout,
    set_terms,
    take_entries,
    take_payment,
)
from tdesk.services.seating.chip_counts import record_counts, stacks


def demo_money(store: Store, events: dict[str, int]) -> None:
    """Demo hook: the poker and OFC events take fees and entries (so they show a prize pool and
    places paid); the poker event sells a few add-ons, closes registration and has table 1
    counted."""
    poker = events.get("poker")
    if poker is not None:
        set_terms(store, poker, {"buy_in": 300, "fee": 30, "bounty": 0, "reentry_limit": 1,
                                 "addon_price": 100, "addon_chips": 10000,
                                 "late_reg_level": 8, "guarantee": 50000, "payout_unit": 10})
        set_payout(store, poker, load_template("standard"))
        ids = [r.entry_id for r in stacks(store, poker)]
        with store.read() as session:
            all_ids = sorted(e.id or 0 for e, _ in entry_rows(session, poker))
        take_entries(store, poker, all_ids, "cash")
        for entry_id in ids[:20:4]:
            take_payment(store, poker, entry_id, "addon", "card")
        close_registration(store, poker)
        first_table = [r for r in stacks(store, poker) if r.table == 1]
        if first_table:
            counts = {r.entry_id: 20000 + 1500 * i for i, r in enumerate(first_table)}
            record_counts(store, poker, counts, "Table 1")
    ofc = events.get("ofc")
    if ofc is not None:
        set_terms(store, ofc, {"buy_in": 200, "fee": 20, "payout_unit": 10})
        set_payout(store, ofc, load_template("standard"))
        with store.read() as session:
            all_ids = sorted(e.id or 0 for e, _ in entry_rows(session, ofc))
        take_entries(store, ofc, all_ids, "cash")
