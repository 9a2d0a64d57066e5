"""An older store is upgraded in place on open, keeping everything in it."""

import sqlite3
from pathlib import Path

from alembic import command
from sqlalchemy import create_engine

from tdesk.models.migrate import alembic_config, head_revision
from tdesk.models.store import Store
from tdesk.services.events import list_events
from tdesk.services.players import list_entries


def test_store_at_first_schema_is_upgraded_with_its_data(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    engine = create_engine(f"sqlite:///{path}")
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001_foundation")
    engine.dispose()
    con = sqlite3.connect(path)
    con.execute("INSERT INTO event (id, name, kind, venue, settings, created_at) "
                "VALUES (1, 'Old Cup', 'poker', 'Malmö', '{}', '2025-05-01 18:00:00')")
    con.execute("INSERT INTO player (id, name, country, site_games, contact, notes, created_at) "
                "VALUES (1, 'Пётр', 'RU', 0, '', '', '2025-05-01 18:00:00')")
    con.execute("INSERT INTO entry (event_id, player_id, status, state, registered_at) "
                "VALUES (1, 1, 'active', '{}', '2025-05-01 18:00:00')")
    con.commit()
    assert con.execute("SELECT version_num FROM alembic_version").fetchone()[0] == "0001_foundation"
    con.close()

    store = Store(f"sqlite:///{path}")
    con = sqlite3.connect(path)
    assert con.execute("SELECT version_num FROM alembic_version").fetchone()[0] == head_revision()
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    con.close()
    assert {"seat", "penalty", "ofc_hand"} <= tables
    [event] = list_events(store)
    assert (event.name, event.venue) == ("Old Cup", "Malmö")
    assert [r.name for r in list_entries(store, event.id)] == ["Пётр"]


def test_a_new_store_is_the_head_schema_the_migrations_build_step_by_step(tmp_path: Path) -> None:
    """A new SQLite store is copied from an in-memory image of every migration (a speed-up):
    its schema and rows must equal a store upgraded one step at a time."""
    stepped = tmp_path / "stepped.db"
    engine = create_engine(f"sqlite:///{stepped}")
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
    engine.dispose()
    copied = tmp_path / "copied.db"
    Store(f"sqlite:///{copied}").close()

    def dump(path: Path) -> list[str]:
        con = sqlite3.connect(path)
        try:
            return list(con.iterdump())
        finally:
            con.close()

    assert any("CREATE TABLE" in line for line in dump(copied))
    assert dump(copied) == dump(stepped)
    con = sqlite3.connect(copied)
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    con.close()
