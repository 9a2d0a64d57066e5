"""The store file before SQLAlchemy opens it: a place tdesk can keep a store, a file that is
a tdesk store, and SQLite's own integrity check. Only SQLite reads the file (a plain open and
close would drop this process's SQLite locks on it; see ``tdesk.models.sharing``)."""

import os
import sqlite3
from pathlib import Path
from typing import Any

from sqlalchemy import Connection

from tdesk.errors import StoreError
from tdesk.models import sharing


def integrity_problem(con: sqlite3.Connection) -> str:
    """'' when SQLite's ``PRAGMA integrity_check`` finds the database sound, else its finding."""
    try:
        rows = [r[0] for r in con.execute("PRAGMA integrity_check").fetchall()]
    except sqlite3.DatabaseError as exc:
        return str(exc)
    return "" if rows == ["ok"] else "; ".join(str(r) for r in rows[:3])



def check_sqlite_path(path: Path) -> None:
    """Refuse, before any lock file is made beside it, a place tdesk cannot keep a store."""
    if path.is_dir():
        raise StoreError(f"Store path {str(path)!r} is a folder, not a database file.")
    folder = path.parent if str(path.parent) else Path(".")
    if not path.exists():
        if not folder.exists():
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreError(f"Cannot create the folder {str(folder)!r}: {exc.strerror}.") from exc
        if not os.access(folder, os.W_OK):
            raise StoreError(f"Cannot create a store in {str(folder)!r}: the folder is read-only.")
        return
    if not os.access(path, os.R_OK):
        raise StoreError(f"Store file {str(path)!r} cannot be read (permission denied).")
    if not os.access(path, os.W_OK) or not os.access(folder, os.W_OK):
        raise StoreError(
            f"Store file {str(path)!r} is read-only: copy it somewhere writable, "
            "or open it from a folder you can write to."
        )


def check_sqlite_file(path: Path) -> None:
    """Refuse, with a clear message and without touching it, a file tdesk must not open."""
    if not path.exists() or path.stat().st_size == 0:
        return
    # Only SQLite itself reads the file: a plain open()/close() of a database this process
    # has open would drop SQLite's POSIX locks on it (issue 9). SQLite shares its locks
    # between connections of one process, so this read-only look is safe even then.
    try:
        try:
            names = _table_names(path, "ro")
        except sqlite3.OperationalError as exc:
            if "readonly" not in str(exc):
                raise
            # A hot journal left by a kill mid-write needs a writer to roll it back; the
            # file was checked writable above, and "rw" never creates one.
            names = _table_names(path, "rw")
    except sqlite3.DatabaseError as exc:
        if "not a database" in str(exc) or "encrypted" in str(exc):
            raise StoreError(
                f"{str(path)!r} is not a tdesk store (not an SQLite database).") from exc
        raise StoreError(f"{str(path)!r} cannot be opened: {exc}.") from exc
    if names and "alembic_version" not in names:
        raise StoreError(
            f"{str(path)!r} is an SQLite database of another program, not a tdesk store."
        )


def _table_names(path: Path, mode: str) -> set[str]:
    con = sharing.connect(path, mode=mode)
    try:
        return {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    finally:
        con.close()


def sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """Every SQLite connection of a store: WAL, full sync, foreign keys, a busy timeout."""
    # pysqlite's own transaction handling would commit DDL on its own and begin lazily;
    # tdesk emits BEGIN itself (sqlite_begin), so migrations are transactional and floor
    # actions take the write lock before they read.
    dbapi_connection.isolation_level = None
    sharing.keep_wal(dbapi_connection)  # closing never checkpoints or deletes the WAL
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()


def sqlite_begin(connection: Connection) -> None:
    """Floor actions begin IMMEDIATE (write lock first, then read); everything else deferred."""
    write = connection.get_execution_options().get("tdesk_write", False)
    connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")
