"""The Store: one database (SQLite file or any SQLAlchemy URL), its migrations, its floor actions.

Every floor action runs through ``Store.action``: one transaction that records what changed,
writes one audit row and bumps the revision counter that other windows, processes and stations
poll to refresh. Undo and redo replay those recorded changes (``tdesk.models.changes``).
"""

import contextlib
import datetime as dt
import os
import socket
import sqlite3
import threading
import uuid
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Engine,
    create_engine,
    event,
    func,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlalchemy.orm import aliased
from sqlalchemy.orm.exc import StaleDataError
from sqlmodel import Session, SQLModel

from tdesk import validate
from tdesk.errors import ConflictError, HostLost, NotFoundError, StoreError
from tdesk.models import changes as change_log
from tdesk.models import live, read_once, sharing, store_guard
from tdesk.models.compiled_cache import SQLITE_STATEMENTS
from tdesk.models.data_dir import backup_dir, default_data_dir
from tdesk.models.migrate import check_and_upgrade
from tdesk.models.store_file import (
    check_sqlite_file,
    check_sqlite_path,
    sqlite_begin,
    sqlite_pragmas,
)
from tdesk.models.store_file import integrity_problem as integrity_problem  # for the callers
from tdesk.models.store_messages import (
    already_undone,
    changed_again,
    conflict_message,
    db_message,
    undo_hint,
)
from tdesk.models.store_places import places_fit as _places_fit
from tdesk.models.tables import (
    AuditLog,
    Entry,
    Meta,
    Player,
    UndoPayload,
    name_key,
    utcnow,
)
from tdesk.timefmt import local_text

_together = threading.local()  # per thread: id(store) -> the session of its read_together()

REVISION_KEY = "revision"
PG_LOCK_KEY = 0x7D35C  # pg_advisory_xact_lock key: "tdesk floor action"
_UNDO, _ORIGINAL = aliased(AuditLog), aliased(AuditLog)
"""An undo's audit row and the action it undid (``redo_step``): made once, since a statement
over new aliases costs several times the query itself, and a whole night redone asks it for
each action."""
REPLAY_CHECKS: list[Callable[[Session, int, str], None]] = []
"""Checks an undo or redo must pass under its lock, rows written back (raise to refuse):
the prize handover registers one (issue 23: a prize handed over never changes by an undo), the
flights another (issue 35: a built Day 2's bags stay). The rows replayed are in
``session.info["replay_changes"]``."""


def new_station_id() -> str:
    """A station: this host and a random tag, fresh for every Store object (process/window)."""
    return f"{socket.gethostname()[:80]}/{uuid.uuid4().hex[:8]}"


def machine_station_id() -> str:
    """This computer's station, kept in the data folder, so Ctrl+Z after a restart (or after a
    crash) still reaches what this laptop did before; fresh Store objects in tests and other
    tools stay stations of their own (``new_station_id``)."""
    path = default_data_dir() / "station"
    try:
        saved = path.read_text(encoding="utf-8").strip()
    except OSError:
        saved = ""
    if saved:
        return saved[:120]
    station = new_station_id()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temp = path.with_suffix(".tmp")
        temp.write_text(station, encoding="utf-8")
        temp.replace(path)  # whole or not at all
    except OSError:
        pass  # a read-only data folder: this run is a station of its own
    return station


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
    log_unchanged: bool = False
    """Write the audit row even when nothing changed (a check whose record is the row).
    Otherwise an undoable action that changed no row leaves no trace (issue 19)."""
    player: str = ""
    """The player whose phone acted (issue 36): named as the row's staff, at `phone_station`,
    so the desk's Ctrl+Z and redo never take it; the Log tab undoes it on purpose."""


@dataclass(frozen=True)
class ChangeNote:
    """Who last changed a row, from the audit log."""

    audit_id: int
    at: dt.datetime
    staff: str
    station: str
    summary: str

    @property
    def who(self) -> str:
        return self.staff or f"station {self.station or '?'}"


@dataclass(frozen=True)
class UndoStep:
    """An action that undo or redo would reverse or replay, as the Edit menu shows it."""

    audit_id: int
    action: str
    summary: str


class Store:
    """An open tdesk store. ``staff`` is the floor person recorded in each audit row."""

    def __init__(self, url: str | None = None, *, staff: str = "",
                 station: str | None = None) -> None:
        self.staff = validate.staff(staff)  # a 101-character name: refused here, not by PostgreSQL
        self.url = url or default_url()
        self.station = station or new_station_id()
        parsed = make_url(self.url)
        self.is_sqlite = parsed.get_backend_name() == "sqlite"
        self.path: Path | None = (
            Path(parsed.database) if self.is_sqlite and parsed.database not in (None, "", ":memory:")
            else None
        )
        self.network_fs = ""
        """The network file system the store file is on ("nfs4", "cifs"), or ''."""
        self.warnings: list[str] = []
        """What the floor should know about where the store lives (a network file system)."""
        self.lock: sharing.StoreLock | sharing.NoLock = sharing.NoLock()
        self.kept: dict[str, Any] = {}
        """What the services keep between actions on this store (the seating rooms read last):
        caches checked against the store on every use, never its state; gone with the store."""
        self.offline = ""
        """Why this station is read-only now (it lost its host, ``tdesk.models.live``): every
        floor action is refused with it, before anything is written. '' when it is not."""
        self.on_close: list[Callable[[], None]] = []  # what stops with the store (its listener)
        self.on_commit: list[Callable[[AuditLog], None]] = []  # each action's row, as committed
        self._anchor: sqlite3.Connection | None = None
        self.guard: store_guard.StoreGuard | None = None
        if self.path is not None:
            check_sqlite_path(self.path)
            self.guard = store_guard.for_path(self.path)
            self.lock = sharing.StoreLock(self.path, on_first=self.guard.settle)
            self.network_fs = sharing.network_kind(self.path)
            if self.network_fs:
                self.warnings.append(sharing.network_warning(self.network_fs, self.path))
        try:
            with self.lock.exclusive():  # a first connection may rebuild the -shm: alone
                if self.path is not None:
                    check_sqlite_file(self.path)
                self.engine = self._make_engine()
                try:
                    check_and_upgrade(self.engine, backup=self._backup_before_upgrade)
                except StoreError:
                    self.engine.dispose()
                    raise
                except (OperationalError, DBAPIError) as exc:
                    self.engine.dispose()
                    raise StoreError(db_message(self.url, exc)) from exc
                self._anchor = self._open_anchor()
                if self.guard is not None:
                    self.guard.attach(self)  # other programs kept off (issue 34)
        except BaseException:
            self.lock.close()
            raise
        self._tables = {t.name: t for t in SQLModel.metadata.sorted_tables}
        self._cascades = change_log.cascade_map(SQLModel.metadata)

    # -- engine -----------------------------------------------------------------------------
    def _make_engine(self) -> Engine:
        if self.is_sqlite:
            engine = create_engine(
                self.url, connect_args={"timeout": 5, "check_same_thread": False},
                execution_options={"compiled_cache": SQLITE_STATEMENTS},
            )
            event.listen(engine, "connect", sqlite_pragmas)
            event.listen(engine, "begin", sqlite_begin)
            return engine
        return create_engine(self.url, pool_pre_ping=True,
                             connect_args=live.connect_args(self.url))

    def retarget(self, url: str) -> None:
        """Use the server at ``url`` from now on (the host was lost and its standby promoted,
        ``tdesk.store_watch``); called only while the store is ``offline``, so no action is
        on the old engine."""
        old, self.url = self.engine, url
        self.engine = self._make_engine()
        old.dispose()

    def _backup_before_upgrade(self) -> Path | None:
        """A copy of an older store before its schema is upgraded (checked, kept apart)."""
        if self.path is None or not self.path.exists() or self.path.stat().st_size == 0:
            return None
        target = backup_dir(self.path) / f"before-upgrade-{utcnow():%Y%m%d-%H%M%S-%f}.db"
        return self.backup_to(target)

    def _open_anchor(self) -> sqlite3.Connection | None:
        """One connection held open while the store is: this process's view of the ``-shm``
        then lives as long as the store, and is never rebuilt by a later connection."""
        if self.path is None:
            return None
        anchor = sharing.connect(self.path)
        anchor.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return anchor

    def _disconnect(self) -> None:
        """Close every connection (the guard renews them when another program replaced the
        store's ``-wal`` or ``-shm``: this process's view of them was stale)."""
        self.engine.dispose()
        if self._anchor is not None:
            self._anchor.close()
            self._anchor = None
        self.kept.clear()

    def _reconnect(self) -> None:
        self._anchor = self._open_anchor()

    @property
    def interference(self) -> int:
        """How often another program removed or replaced this store's files under tdesk
        (issue 34); the window tells the desk when it grows."""
        return self.guard.interference if self.guard is not None else 0

    def close(self) -> None:
        """Close the store; the last tdesk process to close it empties the WAL. This process's
        connections close first, so the tidy-up reads the files as they are on disk."""
        while self.on_close:
            self.on_close.pop()()
        self._disconnect()
        ours = not (self.guard and self.guard.broken)  # a file put in its place is not ours
        if self.guard is not None:
            self.guard.detach(self)
        if self.path is not None and ours and self.lock.last_user():
            with self.lock.exclusive():
                sharing.tidy_wal(self.path)
        self.lock.close()

    @property
    def location(self) -> str:
        """The store as a person reads it: the file path, or the URL without its password."""
        if self.path is not None:
            return str(self.path)
        return make_url(self.url).render_as_string(hide_password=True)

    # -- reading ------------------------------------------------------------------------------
    @contextlib.contextmanager
    def read(self) -> Iterator[Session]:
        """A session for queries; nothing it does is committed. Inside ``read_together()`` on
        this thread it is that block's session. Refused while the host is lost (``offline``)."""
        if self.offline:
            raise HostLost(self.offline)
        together: dict[int, Session] = getattr(_together, "sessions", None) or {}
        if id(self) in together:
            yield together[id(self)]
            return
        with self.lock.shared(), Session(self.engine, expire_on_commit=False) as session:
            session.info[read_once.KEPT] = {}  # a read writes nothing: its figures keep
            yield session

    @contextlib.contextmanager
    def read_together(self) -> Iterator[Session]:
        """One read transaction for every ``read()`` inside, on this thread: several services'
        reads see one moment of the store, so data read with ``revision()`` is that
        revision's (the player screens label their answers with it). Writers wait meanwhile."""
        together: dict[int, Session] = getattr(_together, "sessions", None) or {}
        _together.sessions = together
        if id(self) in together:
            yield together[id(self)]
            return
        with self.read() as session:
            if not self.is_sqlite:  # a transaction sees one moment only at this level
                session.connection(execution_options={"isolation_level": "REPEATABLE READ"})
            together[id(self)] = session
            try:
                yield session
            finally:
                together.pop(id(self), None)

    @property
    def phone_station(self) -> str:
        """The station of phone writes served by this store (issue 36): not the desk's."""
        return f"{self.station[:93]}/phone"

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

        Floor actions are serialised across stations: the store's write lock is taken before
        the action reads anything (SQLite ``BEGIN IMMEDIATE``, PostgreSQL a transaction-level
        advisory lock), so two stations can never both pass the same check. A race the lock
        cannot see (a constraint such as one player per seat) ends in ``ConflictError``.
        Anything raised inside leaves the store exactly as it was; a station that lost its
        host refuses every action at once (``offline``).
        """
        if self.offline:
            raise HostLost(self.offline)
        with self.lock.exclusive():
            saved = yield from self._act(action, event_id, params, seed, summary, undoable)
            if saved is not None and self.guard is not None:  # the files changed meanwhile
                self.guard.confirm(self.lock.alone(), lambda: self._has(saved))

    def _act(self, action: str, event_id: int | None, params: dict[str, Any] | None,
             seed: int | None, summary: str, undoable: bool
             ) -> Generator[ActionScope, None, AuditLog | None]:
        """The action's transaction; its audit row if the files changed as it committed."""
        with self.engine.connect() as connection:
            connection.execution_options(tdesk_write=True)
            with Session(bind=connection, expire_on_commit=False) as session:
                recorder: change_log.ChangeRecorder | None = None
                try:
                    self._lock(session)
                    # ties first, so the recorder sees every row the flush will write
                    event.listen(session, "before_flush", _keep_keys)
                    recorder = change_log.ChangeRecorder(session, self._cascades)
                    scope = ActionScope(session, action, event_id, dict(params or {}), seed,
                                        summary, undoable)
                    yield scope
                    recorded = recorder.changes()
                    if not recorded and scope.undoable and not scope.log_unchanged:
                        session.rollback()  # changed nothing: no audit row, no new revision
                        return None
                    self._finish(scope, recorded)
                    if self.guard is not None:  # never into files another program replaced
                        self.guard.check("nothing was saved")
                    session.commit()
                    for hear in list(self.on_commit):  # the change record handed over
                        hear(scope.audit)  # type: ignore[arg-type]
                    if self.guard is not None and self.guard.changed():
                        return scope.audit
                except IntegrityError as exc:
                    session.rollback()
                    raise ConflictError(conflict_message(exc)) from exc
                except StaleDataError as exc:
                    session.rollback()
                    raise ConflictError(
                        "Another station changed the same row at the same moment; nothing was "
                        "saved. Check the screen and try again."
                    ) from exc
                except (OperationalError, DBAPIError) as exc:
                    session.rollback()
                    raise StoreError(db_message(self.url, exc)) from exc
                except BaseException:
                    session.rollback()
                    raise
                finally:
                    if recorder is not None:
                        recorder.close()
                        event.remove(session, "before_flush", _keep_keys)
        return None

    def _has(self, audit: AuditLog | None) -> bool:
        """Whether the store, read afresh, has this action's audit row."""
        with self.read() as session:
            row = session.get(AuditLog, audit.id) if audit is not None else None
            return (row is not None and audit is not None and row.station == audit.station
                    and row.revision == audit.revision and row.action == audit.action)

    def _lock(self, session: Session) -> None:
        """Take the store's write lock for this transaction, before anything is read."""
        if self.is_sqlite:
            session.connection()  # autobegin: BEGIN IMMEDIATE (see _sqlite_begin)
        else:
            session.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": PG_LOCK_KEY})

    def _finish(self, scope: ActionScope, recorded: list[change_log.Change]) -> AuditLog:
        revision = self._bump(scope.session)
        staff, station = ((scope.player[:100], self.phone_station) if scope.player
                          else (self.staff, self.station))
        audit = AuditLog(
            at=utcnow(), staff=staff, station=station, event_id=scope.event_id,
            action=scope.action, summary=scope.summary or scope.action, params=scope.params,
            seed=scope.seed, changes=recorded, undoable=scope.undoable and bool(recorded),
            revision=revision,
        )
        scope.session.add(audit)
        scope.session.flush()
        if not self.is_sqlite:  # the other stations hear of it when it commits (issue 39)
            live.announce(scope.session, revision, recorded, station)
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

    # -- who changed what ---------------------------------------------------------------------
    def last_change(self, table: str, key: int, *, event_id: int | None = None,
                    scan: int = 300) -> ChangeNote | None:
        """The newest action that changed row ``key`` of ``table`` (from the audit log)."""
        with self.read() as session:
            return _last_change(session, table, [key], event_id=event_id, scan=scan)

    def stale_message(self, what: str, table: str, key: int, *,
                      event_id: int | None = None) -> str:
        """The refusal of a save from a dialog opened before someone else changed the row."""
        note = self.last_change(table, key, event_id=event_id)
        if note is None:
            return (f"{what} was changed by another station after this window was opened; "
                    "nothing was saved. Close it, check the new values and edit again.")
        return (f"{what} was changed by {note.who} at {local_text(note.at, '%H:%M:%S')} "
                f"({note.summary}) after this window was opened; nothing was saved. "
                "Check the new values, then save again.")

    # -- undo / redo --------------------------------------------------------------------------
    def undo_step(self) -> UndoStep | None:
        """The action Ctrl+Z would undo: this station's newest undoable action not undone yet.

        Only the summary columns are read: a big action's recorded rows stay on disk.
        """
        with self.read() as session:
            row = session.execute(
                select(AuditLog.id, AuditLog.action, AuditLog.summary)
                .where(AuditLog.station == self.station, AuditLog.undoable,
                       AuditLog.undone_by.is_(None))
                .order_by(AuditLog.id.desc()).limit(1)
            ).first()
            return UndoStep(row.id, row.action, row.summary) if row else None

    def redo_step(self) -> UndoStep | None:
        """What Ctrl+Shift+Z would redo: this station's last undo, if it did nothing new since.

        Every undo since is looked at, not only the latest few: a whole night undone is
        redone to its end (issue 37: a 50-undo window stopped the redo of a long night short).
        """
        with self.read() as session:
            newest = session.scalar(
                select(func.max(AuditLog.id))
                .where(AuditLog.undoable, AuditLog.station == self.station)) or 0
            undo, original = _UNDO, _ORIGINAL
            row = session.execute(
                select(original.id, original.action, original.summary)
                .join(undo, undo.undoes == original.id)
                .where(undo.action == "undo", undo.station == self.station, undo.id > newest,
                       original.undone_by == undo.id)
                .order_by(undo.id.desc()).limit(1)
            ).first()
            return UndoStep(row.id, row.action, row.summary) if row else None

    def undo(self, audit_id: int | None = None) -> UndoStep:
        """Undo this station's newest action (Ctrl+Z), or action ``audit_id`` of any station
        (the Log tab's "Undo this action…", asked explicitly)."""
        if audit_id is None:
            step = self.undo_step()
            if step is None:
                raise ConflictError("Nothing to undo at this station.")
        else:
            step = self._step(audit_id)
        self._replay(step, forward=False)
        return step

    def redo(self) -> UndoStep:
        step = self.redo_step()
        if step is None:
            raise ConflictError("Nothing to redo.")
        self._replay(step, forward=True)
        return step

    def _step(self, audit_id: int) -> UndoStep:
        with self.read() as session:
            row = session.execute(select(AuditLog.id, AuditLog.action, AuditLog.summary)
                                  .where(AuditLog.id == audit_id)).first()
        if row is None:
            raise NotFoundError(f"Action #{audit_id} is not in the log.")
        return UndoStep(row.id, row.action, row.summary)

    def _replay(self, step: UndoStep, *, forward: bool) -> None:
        verb = "redo" if forward else "undo"
        with self.action(verb, summary=f"{verb.capitalize()}: {step.summary}", undoable=False,
                         params={"audit_id": step.audit_id}) as scope:
            session = scope.session
            original = session.get(AuditLog, step.audit_id)
            if original is None:
                raise NotFoundError(f"Action #{step.audit_id} is not in the log.")
            scope.event_id = original.event_id
            # checked under the write lock: two stations undoing one action undo it once
            if not forward and not original.undoable:
                raise ConflictError(f"'{original.summary}' cannot be undone.")
            if not forward and original.undone_by is not None:
                raise ConflictError(already_undone(session, original))
            if forward and original.undone_by is None:
                raise ConflictError(f"'{original.summary}' is not undone: nothing to redo.")
            extra: list[change_log.Change] = []
            if forward and original.undone_by is not None:
                payload = session.get(UndoPayload, original.undone_by)
                extra = list(payload.rows) if payload is not None else []
            touches = any(c.get("table") == "entry" for c in original.changes)
            fitted = touches and _places_fit(session, original.event_id)
            result = change_log.apply_rows(session, self._tables, list(original.changes),
                                           forward=forward, captured=extra)
            if fitted and not result.conflicts and not _places_fit(session, original.event_id):
                raise ConflictError(
                    f"Cannot {verb} '{step.summary}': finishing places given since count on "
                    "it (the players out must hold the bottom places of the field). Undo the "
                    f"later busts first.{undo_hint(original.action)}"
                )
            if original.event_id is not None and not result.conflicts:
                session.info["replay_changes"] = original.changes  # what the checks may read
                for check in REPLAY_CHECKS:
                    check(session, original.event_id, f"{verb.capitalize()} of '{step.summary}'")
            if result.conflicts:
                raise ConflictError(changed_again(session, verb, original, result.conflicts))

            def link(audit: AuditLog) -> None:
                original.undone_by = None if forward else audit.id
                audit.undoes = None if forward else original.id
                # rows a compact undo removed, kept (apart) so that redo can put them back
                if not forward and result.captured:
                    assert audit.id is not None
                    session.add(UndoPayload(audit_id=audit.id, rows=result.captured))
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
        dst = sqlite3.connect(tmp)  # a new private file: its close may tidy its own WAL
        try:
            with self.lock.shared(), dst:  # no connection of the store outlives its lock
                src = sharing.connect(self.path)
                try:
                    src.backup(dst)
                finally:
                    src.close()
            problem = integrity_problem(dst)
        except sqlite3.DatabaseError as exc:
            problem = str(exc)
        finally:
            dst.close()
        if problem:
            tmp.unlink(missing_ok=True)
            raise StoreError(
                f"The store {self.path} is damaged ({problem}); no backup was written and the "
                "earlier backups were kept. Restore the newest good backup (File › Backups)."
            )
        os.replace(tmp, target)
        return target

    def restore_from(self, backup: Path) -> None:
        """Replace the store's contents by a backup's, after backing up the current state."""
        if self.path is None:
            raise StoreError("Restoring is only for SQLite stores.")
        backup = Path(backup)
        check_sqlite_path(backup)
        check_sqlite_file(backup)
        con = sharing.connect(backup, mode="ro")
        try:
            problem = integrity_problem(con)
        finally:
            con.close()
        if problem:
            raise StoreError(f"The backup {backup.name} is damaged ({problem}); nothing was "
                             "restored. Choose an older backup.")
        self.backup_to(backup_dir(self.path) / f"before-restore-{utcnow():%Y%m%d-%H%M%S}.db")
        with self.lock.exclusive():  # no other tdesk process reads while the file is replaced
            self.engine.dispose()
            src = sharing.connect(backup)
            dst = sharing.connect(self.path)
            try:
                with dst:
                    src.backup(dst)
            finally:
                src.close()
                dst.close()
            self.engine = self._make_engine()
            check_and_upgrade(self.engine)
            self.kept.clear()  # what the services kept was read from the replaced contents
        with self.action("restore backup", params={"from": str(backup)}, undoable=False,
                         summary=f"Restored from backup {backup.name}"):
            pass


def _keep_keys(session: Session, _ctx: Any, _instances: Any) -> None:
    """Before each flush of a floor action: the columns the constraints compare.

    Players given one finishing place in one action are ties 0, 1, 2…, so a place given in
    two actions (two stations) collides on ``ux_entry_place``; an entry's ``name_key``
    follows its player's name, so one name registered twice collides on ``ux_entry_name``.
    """
    renamed = [p for p in session.dirty if isinstance(p, Player)
               and inspect(p).attrs.name.history.has_changes()]
    for player in renamed:
        for entry in session.scalars(select(Entry).where(Entry.player_id == player.id)):
            entry.name_key = name_key(player.name)
    new = list(session.new)  # the property builds a fresh set on every use
    for obj in new:
        if isinstance(obj, Entry) and obj.name_key is None:
            player = session.get(Player, obj.player_id)
            if player is not None:
                obj.name_key = name_key(player.name)
    ties: dict[tuple[int, int], int] = session.info.setdefault("place_ties", {})
    for obj in new + list(session.dirty):
        if not isinstance(obj, Entry):
            continue
        state = inspect(obj)
        if not state.pending and not state.attrs.place.history.has_changes():
            continue
        if obj.place is None:
            obj.place_tie = 0
            continue
        key = (obj.event_id, obj.place)
        obj.place_tie = ties.get(key, 0)
        ties[key] = obj.place_tie + 1


def _last_change(session: Session, table: str, key: list[Any], *, event_id: int | None = None,
                 after_id: int = 0, scan: int = 300) -> ChangeNote | None:
    """The newest audit row (among the last ``scan``) whose recorded changes touch the row."""
    query = (select(AuditLog.id).where(AuditLog.id > after_id, AuditLog.action != "undo",
                                       AuditLog.action != "redo")
             .order_by(AuditLog.id.desc()).limit(scan))
    if event_id is not None:
        query = query.where((AuditLog.event_id == event_id) | AuditLog.event_id.is_(None))
    ids = list(session.scalars(query))
    wanted = [change_log.to_json(k) for k in key]
    for chunk in range(0, len(ids), 50):
        rows = session.execute(
            select(AuditLog.id, AuditLog.at, AuditLog.staff, AuditLog.station, AuditLog.summary,
                   AuditLog.changes).where(AuditLog.id.in_(ids[chunk:chunk + 50]))
            .order_by(AuditLog.id.desc())).all()
        for row in rows:
            if change_log.touches(row.changes, table, wanted):
                return ChangeNote(row.id, row.at, row.staff, row.station, row.summary)
    return None
