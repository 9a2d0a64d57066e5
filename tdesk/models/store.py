"""The Store: one database (SQLite file or any SQLAlchemy URL), its migrations, its floor actions.

Every floor action runs through ``Store.action``: one transaction that records what changed,
writes one audit row and bumps the revision counter that other windows, processes and stations
poll to refresh. Undo and redo replay those recorded changes (``tdesk.models.changes``).
"""

import contextlib
import os
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, func, select, update
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlmodel import Session, SQLModel

from tdesk.errors import ConflictError, StoreError
from tdesk.models import changes as change_log
from tdesk.models.migrate import check_and_upgrade
from tdesk.models.tables import AuditLog, Meta, utcnow

REVISION_KEY = "revision"


def default_data_dir() -> Path:
    """Where the default store and its backups live (platformdirs user data dir)."""
    from platformdirs import user_data_dir

    override = os.environ.get("TDESK_DATA_DIR")
    return Path(override) if override else Path(user_data_dir("tdesk", appauthor=False))


def default_url() -> str:
    return f"sqlite:///{default_data_dir() / 'tdesk.db'}"


@dataclass
class ActionScope:
    """What a service fills in while it runs inside ``Store.action``."""

    session: Session
    action: str
    event_id: int | None = None
    params: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    summary: str = ""
    undoable: bool = True
    audit: AuditLog | None = None
    on_audit: list[Callable[[AuditLog], None]] = field(default_factory=list)


@dataclass(frozen=True)
class UndoStep:
    """An action that undo or redo would reverse or replay, as the Edit menu shows it."""

    audit_id: int
    action: str
    summary: str


class Store:
    """An open tdesk store. ``staff`` is the floor person recorded in each audit row."""

    def __init__(self, url: str | None = None, *, staff: str = "") -> None:
        self.url = url or default_url()
        self.staff = staff
        parsed = make_url(self.url)
        self.is_sqlite = parsed.get_backend_name() == "sqlite"
        self.path: Path | None = (
            Path(parsed.database) if self.is_sqlite and parsed.database not in (None, "", ":memory:")
            else None
        )
        if self.path is not None:
            _check_sqlite_file(self.path)
        self.engine = self._make_engine()
        try:
            check_and_upgrade(self.engine)
        except StoreError:
            self.engine.dispose()
            raise
        except (OperationalError, DBAPIError) as exc:
            self.engine.dispose()
            raise StoreError(_db_message(self.url, exc)) from exc
        self._tables = {t.name: t for t in SQLModel.metadata.sorted_tables}

    # -- engine -----------------------------------------------------------------------------
    def _make_engine(self) -> Engine:
        if self.is_sqlite:
            engine = create_engine(
                self.url, connect_args={"timeout": 5, "check_same_thread": False}
            )
            event.listen(engine, "connect", _sqlite_pragmas)
            return engine
        return create_engine(self.url, pool_pre_ping=True)

    def close(self) -> None:
        self.engine.dispose()

    @property
    def location(self) -> str:
        """The store as a person reads it: the file path, or the URL without its password."""
        if self.path is not None:
            return str(self.path)
        return make_url(self.url).render_as_string(hide_password=True)

    # -- reading ------------------------------------------------------------------------------
    @contextlib.contextmanager
    def read(self) -> Iterator[Session]:
        """A session for queries; nothing it does is committed."""
        with Session(self.engine, expire_on_commit=False) as session:
            yield session

    def revision(self) -> int:
        with self.read() as session:
            meta = session.get(Meta, REVISION_KEY)
            return meta.number if meta else 0

    # -- floor actions ------------------------------------------------------------------------
    @contextlib.contextmanager
    def action(self, action: str, *, event_id: int | None = None,
               params: dict[str, Any] | None = None, seed: int | None = None,
               summary: str = "", undoable: bool = True) -> Iterator[ActionScope]:
        """Run one floor action: one transaction, its changes recorded, one audit row.

        Anything raised inside leaves the store exactly as it was.
        """
        with Session(self.engine, expire_on_commit=False) as session:
            recorder = change_log.ChangeRecorder(session)
            scope = ActionScope(session, action, event_id, dict(params or {}), seed, summary,
                                undoable)
            try:
                yield scope
                recorded = recorder.changes()
                self._finish(scope, recorded)
                session.commit()
            except (OperationalError, DBAPIError) as exc:
                session.rollback()
                raise StoreError(_db_message(self.url, exc)) from exc
            except BaseException:
                session.rollback()
                raise
            finally:
                recorder.close()

    def _finish(self, scope: ActionScope, recorded: list[change_log.Change]) -> AuditLog:
        revision = self._bump(scope.session)
        audit = AuditLog(
            at=utcnow(), staff=self.staff, event_id=scope.event_id, action=scope.action,
            summary=scope.summary or scope.action, params=scope.params, seed=scope.seed,
            changes=recorded, undoable=scope.undoable and bool(recorded), revision=revision,
        )
        scope.session.add(audit)
        scope.session.flush()
        scope.audit = audit
        for callback in scope.on_audit:
            callback(audit)
        scope.session.flush()
        return audit

    def _bump(self, session: Session) -> int:
        result = session.execute(
            update(Meta).where(Meta.key == REVISION_KEY).values(number=Meta.number + 1)
            .returning(Meta.number)
        ).scalar_one_or_none()
        if result is None:
            session.add(Meta(key=REVISION_KEY, number=1))
            session.flush()
            return 1
        return int(result)

    # -- undo / redo --------------------------------------------------------------------------
    def undo_step(self) -> UndoStep | None:
        """The action Ctrl+Z would undo: the newest undoable action not undone yet."""
        with self.read() as session:
            row = session.scalars(
                select(AuditLog).where(AuditLog.undoable, AuditLog.undone_by.is_(None))
                .order_by(AuditLog.id.desc()).limit(1)
            ).first()
            return UndoStep(row.id, row.action, row.summary) if row and row.id else None

    def redo_step(self) -> UndoStep | None:
        """The action Ctrl+Shift+Z would redo: the last one undone, if no new action came since."""
        with self.read() as session:
            newest = session.scalar(select(func.max(AuditLog.id)).where(AuditLog.undoable)) or 0
            undos = session.scalars(
                select(AuditLog).where(AuditLog.action == "undo", AuditLog.id > newest)
                .order_by(AuditLog.id.desc())
            )
            for undo in undos:
                original = session.get(AuditLog, undo.undoes) if undo.undoes else None
                if original is not None and original.id and original.undone_by == undo.id:
                    return UndoStep(original.id, original.action, original.summary)
            return None

    def undo(self) -> UndoStep:
        step = self.undo_step()
        if step is None:
            raise ConflictError("Nothing to undo.")
        self._replay(step, forward=False)
        return step

    def redo(self) -> UndoStep:
        step = self.redo_step()
        if step is None:
            raise ConflictError("Nothing to redo.")
        self._replay(step, forward=True)
        return step

    def _replay(self, step: UndoStep, *, forward: bool) -> None:
        verb = "redo" if forward else "undo"
        with self.action(verb, summary=f"{verb.capitalize()}: {step.summary}", undoable=False,
                         params={"audit_id": step.audit_id}) as scope:
            session = scope.session
            original = session.get(AuditLog, step.audit_id)
            assert original is not None
            scope.event_id = original.event_id
            conflicts = change_log.apply_rows(session, self._tables, list(original.changes),
                                              forward=forward)
            if conflicts:
                raise ConflictError(
                    f"Cannot {verb} '{step.summary}': what it changed was changed again since "
                    f"({', '.join(conflicts[:3])})."
                )

            def link(audit: AuditLog) -> None:
                original.undone_by = None if forward else audit.id
                audit.undoes = None if forward else original.id
                session.add(original)

            scope.on_audit.append(link)

    # -- backups ------------------------------------------------------------------------------
    def backup_to(self, target: Path) -> Path:
        """A consistent copy of the store (SQLite online backup API), safe while it is in use."""
        if self.path is None:
            raise StoreError(
                f"Backups of {self.location} are made by the database server (pg_dump), "
                "not by tdesk."
            )
        target = Path(target)
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(target.name + ".part")
        src = sqlite3.connect(self.path, timeout=5)
        dst = sqlite3.connect(tmp)
        try:
            with dst:
                src.backup(dst)
        finally:
            dst.close()
            src.close()
        os.replace(tmp, target)
        return target

    def restore_from(self, backup: Path) -> None:
        """Replace the store's contents by a backup's, after backing up the current state."""
        if self.path is None:
            raise StoreError("Restoring is only for SQLite stores.")
        backup = Path(backup)
        _check_sqlite_file(backup)
        from tdesk.models.backups import backup_dir

        self.backup_to(backup_dir(self.path) / f"before-restore-{utcnow():%Y%m%d-%H%M%S}.db")
        self.engine.dispose()
        src = sqlite3.connect(backup)
        dst = sqlite3.connect(self.path, timeout=5)
        try:
            with dst:
                src.backup(dst)
        finally:
            src.close()
            dst.close()
        self.engine = self._make_engine()
        check_and_upgrade(self.engine)
        with self.action("restore backup", params={"from": str(backup)}, undoable=False,
                         summary=f"Restored from backup {backup.name}"):
            pass


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()


def _check_sqlite_file(path: Path) -> None:
    """Refuse, with a clear message and without touching it, a file tdesk must not open."""
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
    if path.stat().st_size == 0:
        return
    with open(path, "rb") as fh:
        header = fh.read(16)
    if header != b"SQLite format 3\x00":
        raise StoreError(f"{str(path)!r} is not a tdesk store (not an SQLite database).")
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
        try:
            names = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        finally:
            con.close()
    except sqlite3.Error as exc:
        raise StoreError(f"{str(path)!r} cannot be opened: {exc}.") from exc
    if names and "alembic_version" not in names:
        raise StoreError(
            f"{str(path)!r} is an SQLite database of another program, not a tdesk store."
        )


def _db_message(url: str, exc: Exception) -> str:
    text = str(getattr(exc, "orig", exc)).strip().splitlines()[0] if str(exc) else repr(exc)
    where = make_url(url).render_as_string(hide_password=True)
    if "locked" in text:
        return f"The store {where} is locked by another program; close it and try again."
    if "readonly" in text or "read-only" in text:
        return f"The store {where} is read-only; nothing was saved."
    return f"The store {where} failed: {text}."
