"""Other programs on a SQLite store tdesk has open: a guard no close() can drop, and a check that
the files tdesk writes to are still the store's (issue 34).

SQLite's locks on Linux and macOS are POSIX record locks, owned by the process: any close() of
the store file inside the process (a Qt file dialog listing the folder, a library sniffing a
file's type) drops every one of them. tdesk's own processes do not rely on them
(``tdesk.models.sharing``), but another program does: a database browser, the sqlite3 shell or
a backup script whose read-write connection closes takes SQLite's EXCLUSIVE lock on the
database file to learn whether it is the last user. With the window's locks gone it believes
so, checkpoints, and deletes the ``-wal`` and ``-shm`` the window still has open; the window's
later writes then go into a deleted file, acknowledged and lost.

Two layers keep that from losing anything:

- **The guard** (Linux): this process holds open-file-description locks (``F_OFD_SETLK``),
  which belong to a descriptor of tdesk's own, not to the process, so no close() elsewhere
  drops them. A read lock on one byte of the range SQLite read-locks for SHARED and
  write-locks, whole, for EXCLUSIVE: no other program can take EXCLUSIVE while tdesk has the
  store open, so none believes itself the last user; it closes without checkpointing or
  deleting anything. A read lock on the ``-shm`` "dead man switch" byte (offset 128): a
  program opening the store never believes itself the first user, so it never truncates the
  wal-index under tdesk either. Both are read locks, so every SQLite lock anyone else needs
  while the store is in WAL mode still goes through.
- **The check** (everywhere): the device and inode of the database, ``-wal`` and ``-shm``
  files, recorded when the store opened, are compared before an action commits (refused,
  nothing saved, when they changed) and after (the action is confirmed in the store as it is
  on disk now, else refused as not saved), and whenever the process starts a transaction
  while none of its threads is in one: the store's connections are then closed and opened
  again on the files on disk, and the desk is told. This is what covers macOS, which has no
  OFD locks, and a Linux kernel older than 3.15, or someone deleting the files by hand.

Windows needs neither: SQLite locks there with ``LockFileEx``, per handle, which another
handle's close does not release, and a file another handle has open cannot be deleted.
"""

from __future__ import annotations

import os
import sqlite3
import struct
import threading
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from tdesk.errors import StoreError

try:
    import fcntl
except ImportError:  # Windows: SQLite's own locks hold there
    fcntl = None  # type: ignore[assignment]

PENDING_BYTE = 0x40000000
SHARED_FIRST = PENDING_BYTE + 2
SHARED_SIZE = 510
GUARD_BYTE = SHARED_FIRST + SHARED_SIZE - 1
"""The last byte of the range SQLite's unix VFS read-locks for SHARED and write-locks, whole,
for EXCLUSIVE (``os_unix.c``)."""
SHM_DMS = 128
"""The ``-shm`` byte a connection write-locks when it finds no lock there, believing itself
the first user, before it truncates the wal-index (``UNIX_SHM_DMS``)."""
OFD_SETLK: int | None = getattr(fcntl, "F_OFD_SETLK", None) if fcntl is not None else None

FileId = tuple[int, int] | None
SUFFIXES = ("", "-wal", "-shm")


class Renewable(Protocol):
    """A Store, as the guard closes and opens its connections again."""

    def _disconnect(self) -> None: ...

    def _reconnect(self) -> None: ...


def file_id(path: Path) -> FileId:
    """(device, inode) of ``path``, or None when it is missing. ``stat`` only: opening the file
    and closing it would drop this process's SQLite locks."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    return (st.st_dev, st.st_ino)


def _read_lock(fd: int, offset: int) -> bool:
    assert fcntl is not None and OFD_SETLK is not None
    try:  # struct flock: l_type, l_whence, l_start, l_len, l_pid (0 for OFD locks)
        fcntl.fcntl(fd, OFD_SETLK, struct.pack("hhqqi4x", fcntl.F_RDLCK, os.SEEK_SET,
                                                offset, 1, 0))
    except OSError:  # EINVAL on a kernel without OFD locks, EAGAIN if written-locked now
        return False
    return True


class StoreGuard:
    """This process's guard and check of one SQLite store, shared by its Store objects."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.mutex = threading.RLock()
        self.users: weakref.WeakSet[Any] = weakref.WeakSet()
        self.fds: list[int] = []
        self.held = 0
        """How many of the two guard locks are held (0 where the system has no OFD locks)."""
        self.files: tuple[FileId, ...] | None = None
        self.interference = 0
        """How often another program removed or replaced the store's files under tdesk."""
        self.last_file = ""
        self.broken = ""
        """The database file itself was removed or replaced: its path; tdesk must reopen it."""

    # -- Store objects come and go ---------------------------------------------------------
    def attach(self, store: Renewable) -> None:
        """A Store of this process opened the file (under its lock, its connections open)."""
        with self.mutex:
            first = not self.users
            self.users.add(store)
            if first:
                self._take()

    def detach(self, store: Renewable) -> None:
        """A Store closed; the last one lets the guard go (its connections closed first)."""
        with self.mutex:
            self.users.discard(store)
            if not self.users:
                self._release()
                self.files = None
                self.broken = ""

    def _take(self) -> None:
        """Lock, then record the files as they are now (the connections opened them)."""
        self.files = tuple(file_id(Path(f"{self.path}{s}")) for s in SUFFIXES)
        if OFD_SETLK is None:
            return
        for suffix, offset in (("", GUARD_BYTE), ("-shm", SHM_DMS)):
            try:
                fd = os.open(f"{self.path}{suffix}", os.O_RDWR | getattr(os, "O_CLOEXEC", 0))
            except OSError:
                continue
            self.fds.append(fd)  # kept even unlocked: closing it now would drop SQLite's locks
            self.held += _read_lock(fd, offset)

    def _release(self) -> None:
        for fd in self.fds:
            os.close(fd)
        self.fds.clear()
        self.held = 0

    # -- the check -------------------------------------------------------------------------
    def changed(self) -> str:
        """The path of a store file removed or replaced since the store opened, or ''."""
        if self.files is None:
            return ""
        for suffix, then in zip(SUFFIXES, self.files, strict=True):
            name = Path(f"{self.path}{suffix}")
            if then is not None and file_id(name) != then:
                return str(name)
        return ""

    def check(self, outcome: str) -> None:
        """Before a commit: refuse it when the files changed (``outcome`` says so)."""
        what = self.changed()
        if what:
            broken = bool(self.broken) or what == str(self.path)
            raise StoreError(interference_message(what, outcome, broken=broken))

    def confirm(self, alone: bool, kept: Callable[[], bool]) -> None:
        """After a commit while the files changed: the action may have gone into a deleted
        ``-wal``. Open the files again (only when ``alone``: no other thread of the process
        is in a transaction) and acknowledge the action only if ``kept()`` finds it there."""
        what = self.changed() or str(self.path)
        if alone:
            self.settle()
        if self.broken or self.changed():
            raise StoreError(interference_message(
                what, "tdesk cannot tell whether this action was saved: check the screen "
                "before doing it again", broken=bool(self.broken)))
        if not kept():
            raise StoreError(interference_message(what, "this action was not saved"))

    def settle(self) -> None:
        """Called when this process starts a transaction on the store while none of its
        threads is in one: if another program removed or replaced the ``-wal`` or ``-shm``,
        every Store of the process closes its connections and opens them on the files on
        disk (nothing is lost: a write into the old files was refused or confirmed)."""
        with self.mutex:
            what = self.changed()
            if not what or self.broken:
                return
            self.interference += 1
            self.last_file = what
            if file_id(self.path) != (self.files or (None,))[0]:
                self.broken = what  # an empty file would open in its place: never write there
                return
            try:
                self.renew()
            except sqlite3.Error as exc:  # tried again at the next transaction
                raise StoreError(
                    f"The store {self.path} could not be opened again after another program "
                    f"removed or replaced {what} ({exc}); nothing was saved. Try again, or open "
                    "the store again (File › Open store).") from exc

    def renew(self) -> None:
        """Every Store of this process on the file: connections closed, opened again."""
        with self.mutex:
            stores = list(self.users)
            for store in stores:
                store._disconnect()
            self._release()  # nothing of this process is open on the files now
            for store in stores:
                store._reconnect()
            self._take()


def interference_message(what: str, outcome: str, *, broken: bool = False) -> str:
    """The refusal of an action whose files another program removed or replaced."""
    again = ("Open the store again (File › Open store) and do it again." if broken else
             "tdesk opened the store's files again: do it again.")
    return (f"Another program removed or replaced the store file {what} while tdesk had it "
            f"open (a database browser, a backup script or the sqlite3 shell); {outcome}. "
            f"{again} Close that program while tdesk runs; make copies with File › Back up "
            "store or `tdesk backup`.")


_guards: dict[str, StoreGuard] = {}
_guards_mutex = threading.Lock()


def for_path(path: Path) -> StoreGuard:
    """This process's guard of the store at ``path`` (one per file, shared)."""
    key = os.path.realpath(path)
    with _guards_mutex:
        return _guards.setdefault(key, StoreGuard(Path(key)))
