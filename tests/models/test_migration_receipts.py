"""Migration 0012 (issue 23): the payments of an older store get receipt numbers per event,
in the order they were taken, and new payments go on after them."""

import sqlite3
from pathlib import Path

from alembic import command
from sqlalchemy import create_engine

from tdesk.models.migrate import alembic_config
from tdesk.models.store import Store
from tdesk.services.money import money


def test_old_payments_are_numbered_per_event_and_numbering_goes_on(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    engine = create_engine(f"sqlite:///{path}")
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0011_money")
    engine.dispose()
    con = sqlite3.connect(path)
    for event_id, name in ((1, "Old Cup"), (2, "Old Open")):
        con.execute("INSERT INTO event (id, name, kind, venue, settings, created_at, version) "
                    "VALUES (?, ?, 'poker', '', '{}', '2025-05-01 18:00:00', 1)",
                    (event_id, name))
    for player_id in (1, 2, 3):
        con.execute("INSERT INTO player (id, name, country, site_games, contact, notes, "
                    "created_at, version) VALUES (?, ?, '', 0, '', '', "
                    "'2025-05-01 18:00:00', 1)", (player_id, f"Пётр {player_id}"))
    entries = [(1, 1, 1), (2, 1, 2), (3, 2, 3)]  # (entry, event, player)
    for entry_id, event_id, player_id in entries:
        con.execute("INSERT INTO entry (id, event_id, player_id, status, state, registered_at, "
                    "version) VALUES (?, ?, ?, 'active', '{}', '2025-05-01 18:00:00', 1)",
                    (entry_id, event_id, player_id))
    for entry_id, event_id in ((1, 1), (3, 2), (2, 1)):  # taken in this order
        con.execute("INSERT INTO payment (event_id, entry_id, kind, prize_part, fee, bounty, "
                    "chips, method, at) VALUES (?, ?, 'entry', 100, 10, 0, 0, 'cash', "
                    "'2025-05-01 18:00:00')", (event_id, entry_id))
    con.commit()
    con.close()

    store = Store(f"sqlite:///{path}", staff="Desk")
    try:
        first = money.list_payments(store, 1)
        assert [(p.entry_id, p.receipt, p.staff) for p in first] == [(2, 2, ""), (1, 1, "")]
        assert [(p.entry_id, p.receipt) for p in money.list_payments(store, 2)] == [(3, 1)]
        money.set_terms(store, 1, {"buy_in": 100, "fee": 10, "addon_price": 50,
                                   "addon_chips": 1000})
        money.take_payment(store, 1, 1, "addon", "card")
        newest = money.list_payments(store, 1)[0]
        assert (newest.receipt, newest.receipt_label, newest.staff) == (3, "OC-0003", "Desk")
    finally:
        store.close()
