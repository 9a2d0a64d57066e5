"""Automatic rotating backups of SQLite stores: on open, then every 10 minutes of changes.

Backups are whole-file copies made with SQLite's online backup API, kept beside the user data
directory (``backups/<store name>/``), newest 20 kept.
"""

import datetime as dt
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from tdesk.errors import StoreError
from tdesk.models.data_dir import backup_dir
from tdesk.models.store import Store, integrity_problem

KEEP = 20
INTERVAL = dt.timedelta(minutes=10)


@dataclass(frozen=True)
class BackupFile:
    path: Path
    made_at: dt.datetime
    size: int


def list_backups(store: Store) -> list[BackupFile]:
    """Newest first."""
    if store.path is None:
        return []
    folder = backup_dir(store.path)
    files = sorted(folder.glob("*.db"), key=lambda p: p.stat().st_mtime, reverse=True)
    return [BackupFile(p, dt.datetime.fromtimestamp(p.stat().st_mtime, dt.UTC), p.stat().st_size)
            for p in files]


def make_backup(store: Store, *, now: dt.datetime | None = None) -> Path | None:
    """Write a rotating backup now and drop the oldest beyond ``KEEP``."""
    if store.path is None or not store.path.exists():
        return None
    moment = now or dt.datetime.now(dt.UTC)
    folder = backup_dir(store.path)
    target = folder / f"{store.path.stem}-{moment:%Y%m%d-%H%M%S-%f}.db"
    store.backup_to(target)
    automatic = sorted((p for p in folder.glob(f"{store.path.stem}-*.db")),
                       key=lambda p: p.name, reverse=True)
    for old in automatic[KEEP:]:
        old.unlink(missing_ok=True)
    return target


def require_sound(store: Store, nothing: str) -> None:
    """Refuse a SQLite store that ``PRAGMA integrity_check`` finds damaged, before an export or
    a print reads it: a page SQLite cannot read may be one no query of theirs touches, and the
    file would come out short or wrong without a word. ``nothing`` says what was not written
    ("nothing was exported"). PostgreSQL checks its own pages."""
    if store.path is None:
        return
    con = sqlite3.connect(store.path, timeout=5)
    try:
        problem = integrity_problem(con)
    finally:
        con.close()
    if problem:
        raise StoreError(
            f"The store {store.path} is damaged ({' '.join(problem.split())}); {nothing}. "
            "Restore the newest good backup (File › Backups)."
        )


class AutoBackup:
    """Decides when the next rotating backup is due; the GUI calls ``tick`` from a timer."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.last_revision = -1
        self.last_time: dt.datetime | None = None

    def tick(self, now: dt.datetime | None = None) -> Path | None:
        if self.store.path is None:
            return None  # a server's store: its backups are the server's (and a lost host's
            # station must not read it every minute, issue 39)
        moment = now or dt.datetime.now(dt.UTC)
        revision = self.store.revision()
        due = self.last_time is None or (
            revision != self.last_revision and moment - self.last_time >= INTERVAL)
        if not due:
            return None
        path = make_backup(self.store, now=moment)
        self.last_revision = revision
        self.last_time = moment
        return path
