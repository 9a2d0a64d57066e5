"""How several tdesk processes on one computer share one SQLite store safely (issue 19).

SQLite's own locks on Unix are POSIX record locks. They belong to the process, and any
``close()`` of any descriptor of the file inside that process drops every one of them. A Qt
file dialog that lists the store's folder opens and closes the store, its ``-wal`` and its
``-shm`` to guess their types; so do other libraries. Inside the GUI, SQLite's locks can
therefore vanish at any moment, and another process would then believe it is alone: on close
it checkpoints and deletes the WAL under the GUI, whose later writes go into a deleted file.

Two things make sharing safe whatever the process does with the files:

- **No checkpoint on close.** Every tdesk connection sets ``SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE``
  (:func:`connect` for plain connections, :func:`keep_wal` for the engine's). Closing never
  checkpoints, truncates or deletes the WAL; checkpoints run while writing, under the lock
  below. The last tdesk process to close tidies the WAL up, knowing from
  :class:`StoreLock`'s presence lock that it is the last.
- **A lock of tdesk's own around every transaction.** ``flock()`` on ``<store>-tdesk.lock``,
  held exclusively by a process while any of its threads reads or writes (a floor action, a
  read, a migration, a restore, the first connection). ``flock`` locks belong to the open
  file, not to the process, so no other open or close can drop them, and the kernel releases
  them when a process dies (``kill -9`` included). So only one tdesk process at a time is
  inside a transaction, and SQLite's file locks between processes no longer matter. Threads
  of one process need nothing more: SQLite keeps them apart in memory.

Windows locks per handle (``LockFileEx``), so there the problem does not arise and the lock
is not needed. Network file systems break SQLite's locking altogether: :func:`network_warning`
says so when a store is opened from one.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from tdesk.errors import StoreError

try:
    import fcntl
except ImportError:  # Windows: SQLite's locks are per handle there
    fcntl = None  # type: ignore[assignment]

LOCK_SUFFIX = "-tdesk.lock"
OPEN_SUFFIX = "-tdesk.open"
QUEUE_SUFFIX = "-tdesk.queue"
"""Held by the process waiting for the lock: one that just let the lock go queues behind it,
so two busy processes take turns instead of one starving the other."""
"""Held shared by every tdesk store object that has the store open: the last one knows it."""
WAIT_SECONDS = 10.0
"""How long a read or an action waits for another process's transaction before giving up."""

_NETWORK_TYPES = frozenset({
    "nfs", "nfs4", "cifs", "smb3", "smbfs", "ncpfs", "afs", "9p", "ceph", "glusterfs",
    "lustre", "gpfs", "davfs", "fuse.sshfs", "sshfs", "fuse.glusterfs", "fuse.davfs2",
    "fuse.rclone", "fuse.s3fs", "fuse.gcsfuse", "vboxsf", "vmhgfs", "fuse.vmhgfs-fuse",
})


def keep_wal(connection: sqlite3.Connection) -> None:
    """Never checkpoint or delete the WAL when this connection closes (see the module)."""
    connection.setconfig(sqlite3.SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, True)


def connect(path: Path | str, *, mode: str | None = None, timeout: float = 5) -> sqlite3.Connection:
    """A plain sqlite3 connection that never checkpoints or deletes the WAL on close."""
    target = f"file:{path}?mode={mode}" if mode else str(path)
    connection = sqlite3.connect(target, uri=mode is not None, timeout=timeout)
    keep_wal(connection)
    return connection


class _ProcessHold:
    """This process's hold of one lock file: ``flock`` exclusive while any of its threads is
    inside a transaction. Threads of one process need no lock of tdesk's: SQLite keeps them
    apart with bookkeeping in memory, which no close() can drop."""

    def __init__(self) -> None:
        self.mutex = threading.Lock()
        self.fd: int | None = None
        self.count = 0


_holds: dict[str, _ProcessHold] = {}
_holds_mutex = threading.Lock()


def _process_hold(path: Path) -> _ProcessHold:
    with _holds_mutex:
        return _holds.setdefault(str(path), _ProcessHold())


class StoreLock:
    """tdesk's own lock on a SQLite store, shared by every tdesk process on this computer.

    While any thread of a process reads or writes, that process holds the lock file
    exclusively, so no other tdesk process is inside a transaction meanwhile; threads and
    store objects of one process go on side by side (a bust at the desk never waits for the
    player screens that the same window serves). Re-entrant: a read inside an action passes.
    """

    def __init__(self, db_path: Path, *, wait: float = WAIT_SECONDS,
                 on_first: Callable[[], None] | None = None) -> None:
        self.path = Path(f"{db_path}{LOCK_SUFFIX}")
        self.on_first = on_first
        """Called, never raising, when a thread of this process takes the lock while none of
        the others holds it: no transaction of this process is open on the store then
        (``tdesk.models.store_guard`` renews its connections there)."""
        self.open_path = Path(f"{db_path}{OPEN_SUFFIX}")
        self.queue_path = Path(f"{db_path}{QUEUE_SUFFIX}")
        self.wait = wait
        self._presence: int | None = None
        if fcntl is None:
            return
        self._presence = self._open(self.open_path)
        try:
            self._flock(self._presence, fcntl.LOCK_SH, what="open")
        except BaseException:
            os.close(self._presence)
            self._presence = None
            raise

    # -- holding -------------------------------------------------------------------------------
    @contextlib.contextmanager
    def shared(self) -> Iterator[None]:
        """Held while reading: no other tdesk process reads, writes or checkpoints meanwhile."""
        with self._hold():
            yield

    @contextlib.contextmanager
    def exclusive(self) -> Iterator[None]:
        """Held while writing (the same lock as a read: the difference is SQLite's)."""
        with self._hold():
            yield

    @contextlib.contextmanager
    def _hold(self) -> Iterator[None]:
        if fcntl is None or self._presence is None:
            yield
            return
        hold = _process_hold(self.path)
        with hold.mutex:  # the first thread in waits for other processes; the rest count
            if hold.count == 0:
                hold.fd = self._take()
                if self.on_first is not None:
                    try:
                        self.on_first()
                    except BaseException:
                        os.close(hold.fd)
                        hold.fd = None
                        raise
            hold.count += 1
        try:
            yield
        finally:
            with hold.mutex:
                hold.count -= 1
                if hold.count == 0 and hold.fd is not None:
                    os.close(hold.fd)  # closing the descriptor releases its flock
                    hold.fd = None

    def _take(self) -> int:
        """The lock file's descriptor, locked: first in the queue, then the lock itself."""
        assert fcntl is not None
        deadline = time.monotonic() + self.wait
        queue = self._open(self.queue_path)
        try:
            self._flock(queue, fcntl.LOCK_EX, deadline=deadline)
            fd = self._open(self.path)
            try:
                self._flock(fd, fcntl.LOCK_EX, deadline=deadline)
            except BaseException:
                os.close(fd)
                raise
            return fd
        finally:
            os.close(queue)  # the next process in the queue may wait for the lock now

    def _open(self, path: Path) -> int:
        try:
            return os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
        except OSError as exc:
            raise StoreError(
                f"Cannot create the lock file {str(path)!r} beside the store "
                f"({exc.strerror}); the store was not opened.") from exc

    def _flock(self, fd: int, mode: int, *, what: str = "",
               deadline: float | None = None) -> None:
        """Take ``mode`` on ``fd``, waiting at most ``self.wait`` seconds for other processes."""
        assert fcntl is not None
        deadline = time.monotonic() + self.wait if deadline is None else deadline
        delay = 0.0002
        while True:
            try:
                fcntl.flock(fd, mode | fcntl.LOCK_NB)
                return
            except BlockingIOError:
                pass
            except OSError as exc:
                if exc.errno not in (errno.EAGAIN, errno.EACCES):
                    raise StoreError(
                        f"The store {str(self.path)[:-len(LOCK_SUFFIX)]!r} cannot be shared "
                        f"safely: its file system refuses locks ({exc.strerror}). Copy it to a "
                        "local disk, or use PostgreSQL for several stations.") from exc
            if time.monotonic() >= deadline:
                doing = "opened" if what == "open" else "read or changed"
                raise StoreError(
                    f"The store {str(self.path)[:-len(LOCK_SUFFIX)]!r} is busy in another "
                    f"tdesk process for more than {self.wait:g} s; it was not {doing}. "
                    "Try again in a moment.")
            time.sleep(delay)
            delay = min(delay * 2, 0.002)

    def alone(self) -> bool:
        """Whether the calling thread, holding the lock, is the only one of this process in a
        transaction on the store (no other thread's connection is open in one)."""
        if fcntl is None or self._presence is None:
            return False
        return _process_hold(self.path).count == 1

    # -- closing -------------------------------------------------------------------------------
    def last_user(self) -> bool:
        """Whether no other tdesk process (or store object) has the store open now."""
        if fcntl is None or self._presence is None:
            return False
        try:
            fcntl.flock(self._presence, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        fcntl.flock(self._presence, fcntl.LOCK_SH)
        return True

    def close(self) -> None:
        if self._presence is not None:
            os.close(self._presence)
            self._presence = None


class NoLock:
    """PostgreSQL and in-memory stores: the server, or the one process, serialises."""

    def shared(self) -> contextlib.nullcontext[None]:
        return contextlib.nullcontext()

    def exclusive(self) -> contextlib.nullcontext[None]:
        return contextlib.nullcontext()

    def alone(self) -> bool:
        return False

    def last_user(self) -> bool:
        return False

    def close(self) -> None:
        pass


def tidy_wal(path: Path) -> None:
    """Checkpoint everything into the database and empty the WAL (the last user's close)."""
    with contextlib.suppress(sqlite3.Error):
        connection = connect(path, timeout=1)
        try:
            connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            connection.close()


# -- network file systems --------------------------------------------------------------------


def _mounts() -> list[tuple[str, str]]:
    """(mount point, file system type) of every mount, from /proc/self/mounts (Linux)."""
    try:
        text = Path("/proc/self/mounts").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    found = []
    for line in text.splitlines():
        parts = line.split()
        if len(parts) >= 3:
            point = parts[1].replace("\\040", " ").replace("\\011", "\t").replace("\\134", "\\")
            found.append((point, parts[2]))
    return found


def file_system_type(path: Path) -> str | None:
    """The type of the file system ``path`` lives on (Linux), or None if unknown."""
    target = str(path.resolve())
    best, kind = "", None
    for point, fstype in _mounts():
        inside = target == point or target.startswith(point.rstrip("/") + "/")
        if inside and len(point) >= len(best):
            best, kind = point, fstype
    return kind


def _windows_network(path: Path) -> bool:
    text = str(path.resolve())
    if text.startswith("\\\\"):
        return True
    try:
        import ctypes

        kernel: Any = ctypes.windll.kernel32  # type: ignore[attr-defined]
        return int(kernel.GetDriveTypeW(text[:3])) == 4  # DRIVE_REMOTE
    except (AttributeError, OSError):
        return False


def network_kind(path: Path) -> str:
    """The network file system ``path`` is on ("nfs4", "cifs", "network drive"), or ''."""
    if os.name == "nt":
        return "network drive" if _windows_network(path) else ""
    fstype = file_system_type(path) or ""
    return fstype if fstype in _NETWORK_TYPES or fstype.startswith("nfs") else ""


def network_warning(kind: str, path: Path) -> str:
    """Why a store on a network file system ``kind`` is at risk, as the floor reads it."""
    return (f"The store {str(path)!r} is on a network file system ({kind}). SQLite's locking "
            "does not hold there: two computers, or two programs, writing to it can damage "
            "it. Keep the store on this computer's own disk, or use PostgreSQL for several "
            "stations.")
