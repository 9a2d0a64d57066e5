"""The one way the command writes a file it is told to write (``-o``, issue 34).

What ``-o PATH`` may be: a regular file (replaced whole) or a name that does not exist yet
in a folder that does. Anything else is refused, naming the path, before anything is read
or written, and the path is left exactly as it was:

- a symbolic link, wherever it points: the command does not write through links (a link out
  of the folder asked for would write somewhere the person did not name; one to a device
  would replace nothing they meant). The refusal says where the link points;
- a FIFO, a device, a socket: looked at (``lstat``), never opened, so a FIFO cannot hang
  the command and ``-o /dev/full`` cannot turn a device node into a plain file;
- a folder; a path whose folder does not exist (named as such, not a temporary file).

The file is written under a fresh hidden name beside the target, made with ``O_EXCL`` (it
cannot be an existing link or FIFO) and renamed over the target when whole: a failure midway
leaves no partial file and an earlier file of that name as it was. The target is looked at
again just before the rename, so one that became a link or a FIFO meanwhile is not replaced.
A folder given by a link (``-o ~/Documents/x.pdf`` with Documents a link) is the folder the
person named, and is written into.
"""

from __future__ import annotations

import os
import secrets
import stat
from collections.abc import Callable
from pathlib import Path

from tdesk.errors import InputError, TdeskError

_KINDS = (
    (stat.S_ISDIR, "is a folder; name the file to write"),
    (stat.S_ISFIFO, "is a FIFO (named pipe), not a regular file; nothing was written"),
    (stat.S_ISCHR, "is a device, not a regular file; nothing was written"),
    (stat.S_ISBLK, "is a device, not a regular file; nothing was written"),
    (stat.S_ISSOCK, "is a socket, not a regular file; nothing was written"),
)


def check_target(target: Path, flag: str = "-o") -> Path:
    """``target`` if the command may write it (a regular file or a new name in an existing
    folder); otherwise an ``InputError`` naming ``flag`` and the path as given."""
    path = Path(target).expanduser()
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        folder = path.absolute().parent
        if not folder.is_dir():
            raise InputError(flag, str(target), f"the folder {folder} does not exist; create it "
                                                "first or choose another place") from None
        return path
    except NotADirectoryError:
        raise InputError(flag, str(target), "a part of the path before the file name is not a "
                                            "folder") from None
    if stat.S_ISLNK(st.st_mode):
        raise InputError(flag, str(target), f"is a symbolic link to {os.readlink(path)}; tdesk "
                                            "does not write through links: name the file itself "
                                            "or a new name; nothing was written")
    for test, reason in _KINDS:
        if test(st.st_mode):
            raise InputError(flag, str(target), reason)
    if not stat.S_ISREG(st.st_mode):  # pragma: no cover - no other kind on Linux, macOS, Windows
        raise InputError(flag, str(target), "is not a regular file; nothing was written")
    return path


def write_whole[T](target: Path, write: Callable[[Path], T], flag: str = "-o",
                   what: str = "") -> T:
    """Write ``target`` by ``write(path)`` on a new file beside it, renamed over ``target``
    once whole; returns what ``write`` returned. Refuses (``check_target``) before writing
    and again before the rename; an ``OSError`` is told naming ``target``, not the
    temporary file (``what``: "the backup" says "Cannot write the backup to PATH")."""
    path = check_target(target, flag)
    partial = path.with_name(f".{path.stem}-{secrets.token_hex(4)}-partial{path.suffix}")
    try:
        try:
            os.close(os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
            result = write(partial)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            told = f"{what} to {target}" if what else str(target)
            raise TdeskError(f"Cannot write {told}: {reason}; nothing was written.") from None
        check_target(target, flag)  # still a regular file or a new name, right before it counts
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)
    return result
