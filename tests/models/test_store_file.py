"""The store file (issue 9): kill -9 while a store is created or upgraded never leaves one
that will not open; an upgrade is backed up first and a failed one names the backup; the open
database file is never opened outside SQLite; backups are checked and a bad copy never
rotates good ones out; a current store opens without importing Alembic."""

import builtins
import io
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine
from sqlmodel import SQLModel

from tdesk.errors import StoreError
from tdesk.models import migrate
from tdesk.models.backups import list_backups, make_backup
from tdesk.models.store import Store, integrity_problem
from tdesk.services.events import create_event, list_events
from tdesk.services.players import PlayerFields, import_players, list_entries
from tests.forked import Forker
from tests.timeouts import PROCESSES_TIMEOUT

OPEN = "import sys; from tdesk.models.store import Store; Store(sys.argv[1]).close()"
STEPS = migrate.known_revisions()


def _version(path: Path) -> str | None:
    con = sqlite3.connect(path)
    try:
        assert integrity_problem(con) == ""
        names = {r[0] for r in con.execute("SELECT name FROM sqlite_master")}
        if "alembic_version" not in names:
            return None
        row = con.execute("SELECT version_num FROM alembic_version").fetchone()
        return row[0] if row else None
    finally:
        con.close()


@pytest.fixture(scope="module")
def forker() -> Iterator[Forker]:
    """The children that are killed are forked from one warm Python (``tests/forked.py``):
    each is a process of its own, killed by a real SIGKILL, without a second of imports."""
    with Forker(["tdesk.models.store", "alembic.command", "alembic.script"]) as warm:
        yield warm


def _open_and_kill(forker: Forker, url: str, *, at_line: int | None, delay: float = 0.0,
                   pause: str = "0.1") -> list[str]:
    """Open the store in a child process; SIGKILL it when it reports migration step
    ``at_line`` (1-based: the step is applied but not yet committed), or after ``delay``."""
    env = {**os.environ, migrate.STEP_PAUSE_ENV: pause}
    proc = forker.start("-c", OPEN, url, env=env)
    lines: list[str] = []
    if at_line is None:
        time.sleep(delay)
    else:
        while len(lines) < at_line:
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line.strip())
    proc.send_signal(signal.SIGKILL)
    proc.communicate()
    return lines


def _opens_at_head(path: Path) -> Store:
    store = Store(f"sqlite:///{path}")
    with store.engine.connect() as connection:
        context = MigrationContext.configure(connection)
        assert context.get_current_revision() == STEPS[-1]
        assert compare_metadata(context, SQLModel.metadata) == []
    return store


@pytest.mark.slow
def test_kill_during_creation_leaves_a_store_that_opens(tmp_path: Path, forker: Forker) -> None:
    """Killed inside the first step (every base table created, nothing committed), and at
    random moments; the later steps are the upgrade test's."""
    path = tmp_path / "new.db"
    lines = _open_and_kill(forker, f"sqlite:///{path}", at_line=1)
    assert lines == [f"migration step {STEPS[0]}"]
    assert _version(path) is None  # nothing half-created
    _opens_at_head(path).close()
    rng = random.Random(909)
    for run in range(3):
        path = tmp_path / f"random-{run}.db"
        _open_and_kill(forker, f"sqlite:///{path}", at_line=None, delay=rng.uniform(0.3, 2.5),
                       pause="0.05")
        _opens_at_head(path).close()


HOT_JOURNAL = """
import os, signal, sqlite3, sys
con = sqlite3.connect(sys.argv[1], isolation_level=None)
con.execute("PRAGMA journal_mode=DELETE")
con.execute("PRAGMA cache_size=1")
con.execute("BEGIN")
con.execute("CREATE TABLE half_written (x)")
for _ in range(2000):
    con.execute("INSERT INTO half_written VALUES (?)", ("x" * 500,))
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_hot_journal_left_by_a_kill_is_rolled_back_on_open(tmp_path: Path) -> None:
    """A kill in the middle of a big write in rollback-journal mode leaves a hot journal,
    which a read-only look cannot roll back ("attempt to write a readonly database"): the
    store must still open, with the half-written change gone (CI caught this once)."""
    path = tmp_path / "hot.db"
    store = Store(f"sqlite:///{path}")
    create_event(store, name="Kept", kind="poker")
    store.close()
    subprocess.run([sys.executable, "-c", HOT_JOURNAL, str(path)], check=False)
    assert Path(f"{path}-journal").exists()
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        sqlite3.connect(f"file:{path}?mode=ro", uri=True).execute(
            "SELECT name FROM sqlite_master").fetchall()
    reopened = _opens_at_head(path)
    assert [e.name for e in list_events(reopened)] == ["Kept"]
    with reopened.engine.connect() as connection:
        tables = {r[0] for r in connection.exec_driver_sql(
            "SELECT name FROM sqlite_master WHERE type='table'")}
    assert "half_written" not in tables
    reopened.close()


def _store_at_first_schema(path: Path) -> None:
    engine = create_engine(f"sqlite:///{path}")
    config = migrate.alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, STEPS[0])
    engine.dispose()
    con = sqlite3.connect(path)
    con.execute("INSERT INTO event (id, name, kind, venue, settings, created_at) "
                "VALUES (1, 'Old Cup', 'poker', 'Malmö', '{}', '2025-05-01 18:00:00')")
    con.execute("INSERT INTO player (id, name, country, site_games, contact, notes, created_at) "
                "VALUES (1, 'Пётр', 'RU', 0, '', '', '2025-05-01 18:00:00')")
    con.execute("INSERT INTO entry (event_id, player_id, status, state, registered_at) "
                "VALUES (1, 1, 'active', '{}', '2025-05-01 18:00:00')")
    con.commit()
    con.close()


@pytest.mark.timeout(PROCESSES_TIMEOUT)
@pytest.mark.slow
def test_kill_during_upgrade_at_every_migration_step(tmp_path: Path, forker: Forker) -> None:
    path = tmp_path / "old.db"
    _store_at_first_schema(path)
    url = f"sqlite:///{path}"
    for done in range(1, len(STEPS)):
        lines = _open_and_kill(forker, url, at_line=2 if done < len(STEPS) - 1 else 1)
        assert lines and lines[0].endswith(STEPS[done])
        assert _version(path) in (STEPS[done], STEPS[done - 1])
    store = _opens_at_head(path)
    [event] = list_events(store)
    assert (event.name, event.venue) == ("Old Cup", "Malmö")
    assert [r.name for r in list_entries(store, event.id)] == ["Пётр"]
    # each upgrading child backed the store up first; the backups open and hold the data
    backups = [b.path for b in list_backups(store) if b.path.name.startswith("before-upgrade")]
    assert backups
    for backup in backups:
        assert _version(backup) in STEPS
    store.close()


def test_upgrade_is_backed_up_and_a_failed_one_names_the_backup(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "old.db"
    _store_at_first_schema(path)

    def broken(_engine: object) -> None:
        raise RuntimeError("disk full")

    monkeypatch.setattr(migrate, "upgrade", broken)
    with pytest.raises(StoreError, match="before-upgrade-.*db") as caught:
        Store(f"sqlite:///{path}")
    message = str(caught.value)
    assert "disk full" in message
    backup = Path(message.split(" is at ")[1].rstrip("."))
    assert backup.exists() and _version(backup) == STEPS[0]
    monkeypatch.undo()
    store = _opens_at_head(path)  # the next open with a working tdesk finishes the upgrade
    assert [e.name for e in list_events(store)] == ["Old Cup"]
    store.close()


def test_opening_the_open_store_again_never_opens_the_file_outside_sqlite(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """A plain open()/close() of the database file drops SQLite's POSIX locks held by this
    process (File › Open store on the current file)."""
    create_event(store, "Cup", "poker")
    assert store.path is not None
    opened: list[str] = []
    real_open, real_io_open = builtins.open, io.open

    def spy(file: object, *args: object, **kwargs: object) -> object:
        opened.append(str(file))
        return real_open(file, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(builtins, "open", spy)
    monkeypatch.setattr(io, "open", spy)
    again = Store(f"sqlite:///{store.path}")
    monkeypatch.setattr(builtins, "open", real_open)
    monkeypatch.setattr(io, "open", real_io_open)
    assert not [p for p in opened if Path(p).name.startswith(store.path.name)]
    assert [e.name for e in list_events(again)] == ["Cup"]
    again.close()


def test_a_file_that_is_not_a_database_is_still_refused_by_sqlite(tmp_path: Path) -> None:
    path = tmp_path / "x.db"
    path.write_bytes(b"SQLite format 2\x00" + b"\x00" * 2000)
    with pytest.raises(StoreError, match="not a tdesk store"):
        Store(f"sqlite:///{path}")


def _corrupt(path: Path) -> None:
    """Overwrite the player table's root page: the store still opens (nothing on the way
    in reads players) but its content is damaged."""
    con = sqlite3.connect(path)
    page_size = con.execute("PRAGMA page_size").fetchone()[0]
    root = con.execute("SELECT rootpage FROM sqlite_master WHERE name = 'player'").fetchone()[0]
    con.close()
    with path.open("r+b") as fh:  # the store is closed: nothing of SQLite's is lost
        fh.seek((root - 1) * page_size + 100 * (root == 1))
        fh.write(b"\xde\xad\xbe\xef" * (page_size // 8))


def test_backup_of_a_damaged_store_is_refused_and_old_backups_kept(tmp_path: Path) -> None:
    path = tmp_path / "venue.db"
    store = Store(f"sqlite:///{path}", staff="Test")
    event_id = create_event(store, "Cup", "poker")
    import_players(store, event_id, [PlayerFields(f"Игрок {n}" * 4) for n in range(400)])
    good = [make_backup(store), make_backup(store)]
    store.close()
    _corrupt(path)
    damaged = Store(f"sqlite:///{path}")
    with pytest.raises(StoreError, match="damaged"):
        make_backup(damaged)
    with pytest.raises(StoreError, match="damaged"):
        damaged.backup_to(tmp_path / "manual.db")
    assert not (tmp_path / "manual.db").exists()
    kept = [b.path for b in list_backups(damaged)]
    assert sorted(kept) == sorted(p for p in good if p is not None)
    for backup in kept:
        assert _version(backup) == STEPS[-1]  # the good copies are untouched and sound
    damaged.close()


def test_restore_refuses_a_damaged_backup(store: Store, tmp_path: Path) -> None:
    create_event(store, "Now", "poker")
    copy = store.backup_to(tmp_path / "copy.db")
    other = Store(f"sqlite:///{copy}")
    import_players(other, 1, [PlayerFields(f"Игрок {n}" * 4) for n in range(400)])
    other.close()
    _corrupt(copy)
    with pytest.raises(StoreError, match="damaged"):
        store.restore_from(copy)
    assert [e.name for e in list_events(store)] == ["Now"]


def test_current_store_opens_without_importing_alembic(store: Store) -> None:
    assert store.path is not None
    code = ("import sys; from tdesk.models.store import Store; Store(sys.argv[1]).close(); "
            "print('alembic' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code, f"sqlite:///{store.path}"],
                         capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "False"


def test_known_revisions_are_alembics_chain() -> None:
    script = ScriptDirectory.from_config(migrate.alembic_config())
    assert [r.revision for r in reversed(list(script.walk_revisions()))] == STEPS
    assert migrate.head_revision() == script.get_current_head()
