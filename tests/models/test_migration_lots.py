"""Migration 0022 (issue 27): round 1 records a Swiss event's lot in one row. A store drawn
before it keeps its lots on the entries and its standings as printed; a downgrade puts the
round's lots back on the entries first, so going back and forth loses no draw (CG-T7)."""

import sqlite3
from pathlib import Path

from alembic import command
from sqlmodel import select

from tdesk.models.migrate import alembic_config
from tdesk.models.store import Store
from tdesk.models.swiss import SwissRound
from tdesk.models.tables import Entry
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.swiss import swiss


def _play(store: Store, event_id: int, number: int) -> None:
    info = swiss.get_round(store, event_id, number)
    assert info is not None
    for i, table in enumerate(t for t in info.tables if not t.done):
        swiss.record_result(store, event_id, number, table.table, ("2-0", "1-1", "0-2")[i % 3])


def _standings(store: Store, event_id: int) -> list[tuple[int, int]]:
    return [(r.entry_id, r.standing.lot) for r in swiss.standings(store, event_id)]


def _entry_lots(store: Store, event_id: int) -> dict[int, object]:
    with store.read() as session:
        return {int(e.id or 0): e.state.get("lot")
                for e in session.exec(select(Entry).where(Entry.event_id == event_id))}


def test_lots_go_onto_the_entries_and_back_without_moving_a_place(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'cup.db'}"
    store = Store(url, staff="Desk")
    event_id = create_event(store, "Cup", "swiss", settings={"rounds": 4})
    import_players(store, event_id, [PlayerFields(name=f"Åsa {i}") for i in range(9)])
    swiss.pair_next_round(store, event_id, seed=21)
    _play(store, event_id, 1)
    with store.read() as session:
        (first,) = session.exec(select(SwissRound).where(SwissRound.event_id == event_id))
        drawn = {int(e): lot for e, lot in first.lots.items()}
    assert len(drawn) == 9 and set(_entry_lots(store, event_id).values()) == {None}
    shown = _standings(store, event_id)
    store.close()

    config = alembic_config()
    older = Store(url, staff="Desk")
    try:
        with older.engine.begin() as connection:
            config.attributes["connection"] = connection
            command.downgrade(config, "0021_ratings")
    finally:
        older.close()
    # the older schema: every lot on its entry, as that tdesk recorded them (read without
    # opening a Store, which would migrate it up again)
    con = sqlite3.connect(tmp_path / "cup.db")
    columns = [row[1] for row in con.execute("PRAGMA table_info(swiss_round)")]
    states = dict(con.execute("SELECT id, json_extract(state, '$.lot') FROM entry"))
    con.close()
    assert "lots" not in columns and states == drawn

    store = Store(url, staff="Desk")  # opened: migrated to 0022 again, lots left on entries
    try:
        assert _entry_lots(store, event_id) == drawn
        assert _standings(store, event_id) == shown
        swiss.pair_next_round(store, event_id, seed=22)  # writes no lot: all are recorded
        assert _entry_lots(store, event_id) == drawn
        assert dict(_standings(store, event_id)) == dict(shown)  # each player's lot as drawn
    finally:
        store.close()
