"""The Store: migrations, audit rows, revision counter, undo/redo, refusing bad files."""

import os
import sqlite3
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlmodel import SQLModel, select

from tdesk.errors import ConflictError, StoreError
from tdesk.models.migrate import head_revision
from tdesk.models.store import Store
from tdesk.models.tables import AuditLog, Player
from tdesk.services.events import create_event, delete_event, list_events
from tdesk.services.players import PlayerFields, add_player, list_entries, update_player


def test_new_store_is_migrated_to_head_and_matches_models(store: Store) -> None:
    with store.engine.connect() as connection:
        context = MigrationContext.configure(connection)
        assert context.get_current_revision() == head_revision()
        assert compare_metadata(context, SQLModel.metadata) == []


def test_sqlite_pragmas_wal_full_foreign_keys(store: Store) -> None:
    with store.engine.connect() as connection:
        raw = connection.connection.dbapi_connection
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert raw.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert raw.execute("PRAGMA foreign_keys").fetchone()[0] == 1


def test_each_action_writes_one_audit_row_and_bumps_revision(store: Store) -> None:
    before = store.revision()
    event_id = create_event(store, "Cup", "poker")
    add_player(store, event_id, PlayerFields("Björn Åberg"))
    assert store.revision() == before + 2
    with store.read() as session:
        rows = session.exec(select(AuditLog).order_by(AuditLog.id)).all()
    assert [r.action for r in rows] == ["create event", "add player"]
    assert rows[1].staff == "Test Floor" and rows[1].event_id == event_id
    assert rows[1].params == {"name": "Björn Åberg"}
    assert rows[1].at.tzinfo is not None


def test_failed_action_leaves_nothing(store: Store) -> None:
    event_id = create_event(store, "Cup", "poker")
    revision = store.revision()
    with pytest.raises(RuntimeError), store.action("half done", event_id=event_id) as scope:
        scope.session.add(Player(name="Ghost"))
        scope.session.flush()
        raise RuntimeError("crash in the middle")
    assert store.revision() == revision
    with store.read() as session:
        assert session.exec(select(Player).where(Player.name == "Ghost")).first() is None
        assert session.exec(select(AuditLog).where(AuditLog.action == "half done")).first() is None


def test_undo_redo_walks_back_and_forth(store: Store) -> None:
    event_id = create_event(store, "Cup", "ofc")
    entry = add_player(store, event_id, PlayerFields("王伟", rating=1500))
    update_player(store, entry, PlayerFields("王伟", rating=1600))
    assert store.undo_step().summary == "Edit player 王伟"
    store.undo()
    assert list_entries(store, event_id)[0].rating == 1500
    store.undo()
    assert list_entries(store, event_id) == []
    assert store.redo_step().summary == "Add player 王伟"
    store.redo()
    store.redo()
    assert list_entries(store, event_id)[0].rating == 1600
    assert store.redo_step() is None


def test_new_action_clears_redo(store: Store) -> None:
    event_id = create_event(store, "Cup", "ofc")
    add_player(store, event_id, PlayerFields("A"))
    store.undo()
    assert store.redo_step() is not None
    add_player(store, event_id, PlayerFields("B"))
    assert store.redo_step() is None
    with pytest.raises(ConflictError):
        store.redo()


def test_undo_delete_event_restores_players(store: Store) -> None:
    event_id = create_event(store, "Cup", "swiss")
    for name in ("Анна", "Sören", "李娜"):
        add_player(store, event_id, PlayerFields(name))
    delete_event(store, event_id)
    assert list_events(store) == []
    store.undo()
    assert [e.name for e in list_events(store)] == ["Cup"]
    assert sorted(r.name for r in list_entries(store, event_id)) == sorted(["Анна", "Sören", "李娜"])


def test_undo_refused_when_rows_changed_since(store: Store) -> None:
    event_id = create_event(store, "Cup", "poker")
    entry = add_player(store, event_id, PlayerFields("Anna", rating=1))
    update_player(store, entry, PlayerFields("Anna", rating=2))
    # another station changes the same row outside the undo stack
    with store.action("external", undoable=False) as scope:
        player = scope.session.exec(select(Player)).one()
        player.rating = 3
        scope.session.add(player)
    with pytest.raises(ConflictError, match="changed again since"):
        store.undo()
    assert list_entries(store, event_id)[0].rating == 3


def test_reopen_sees_everything(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 's.db'}"
    first = Store(url)
    event_id = create_event(first, "Cup", "league")
    add_player(first, event_id, PlayerFields("Мария"))
    first.close()
    second = Store(url)
    assert [r.name for r in list_entries(second, event_id)] == ["Мария"]
    assert second.revision() == 2


def test_refuses_file_that_is_not_sqlite(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    path.write_bytes(b"hello, this is not a database at all")
    with pytest.raises(StoreError, match="not a tdesk store"):
        Store(f"sqlite:///{path}")
    assert path.read_bytes() == b"hello, this is not a database at all"


def test_refuses_sqlite_database_of_another_program(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, title TEXT)")
    con.commit()
    con.close()
    with pytest.raises(StoreError, match="another program"):
        Store(f"sqlite:///{path}")
    con = sqlite3.connect(path)
    assert [r[0] for r in con.execute("SELECT name FROM sqlite_master")] == ["recipes"]
    con.close()


def test_refuses_store_from_newer_tdesk(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'new.db'}"
    Store(url).close()
    con = sqlite3.connect(tmp_path / "new.db")
    con.execute("UPDATE alembic_version SET version_num = '9999_future'")
    con.commit()
    con.close()
    with pytest.raises(StoreError, match="newer tdesk"):
        Store(url)


def _writes_read_only_files(folder: Path) -> bool:
    """True for root (or any account that may override file permissions)."""
    probe = folder / "probe"
    probe.write_text("")
    probe.chmod(0o444)
    try:
        with open(probe, "a"):
            return True
    except PermissionError:
        return False
    finally:
        probe.unlink()


def test_refuses_read_only_store(tmp_path: Path) -> None:
    if _writes_read_only_files(tmp_path):
        pytest.skip("this account writes read-only files (root): .ci/run runs this test as "
                    "the plain user tdesk-ci")
    url = f"sqlite:///{tmp_path / 'ro.db'}"
    Store(url).close()
    os.chmod(tmp_path / "ro.db", 0o444)
    with pytest.raises(StoreError, match="read-only"):
        Store(url)


def test_read_only_store_refused_even_as_root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """CI runs as root, where chmod does not stop writes: simulate what access() reports."""
    url = f"sqlite:///{tmp_path / 'ro.db'}"
    Store(url).close()
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda p, mode: False if mode == os.W_OK and str(p).endswith("ro.db") else real_access(p, mode))
    with pytest.raises(StoreError, match="read-only"):
        Store(url)


def test_locked_store_gives_clear_error_and_keeps_data(store: Store) -> None:
    event_id = create_event(store, "Cup", "poker")
    assert store.path is not None
    blocker = sqlite3.connect(store.path, timeout=0)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreError, match="locked by another program"):
            _fast_timeout(store)
            add_player(store, event_id, PlayerFields("Blocked"))
    finally:
        blocker.rollback()
        blocker.close()
    add_player(store, event_id, PlayerFields("After"))
    assert [r.name for r in list_entries(store, event_id)] == ["After"]


def _fast_timeout(store: Store) -> None:
    from sqlalchemy import event

    @event.listens_for(store.engine, "connect")
    def _short(dbapi_connection, _record):  # type: ignore[no-untyped-def]
        dbapi_connection.execute("PRAGMA busy_timeout=200")

    store.engine.dispose()


def test_backup_is_a_consistent_copy(store: Store, tmp_path: Path) -> None:
    event_id = create_event(store, "Cup", "poker")
    add_player(store, event_id, PlayerFields("Åsa"))
    target = store.backup_to(tmp_path / "copy.db")
    copy = Store(f"sqlite:///{target}")
    assert [r.name for r in list_entries(copy, event_id)] == ["Åsa"]
    con = sqlite3.connect(target)
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    con.close()
