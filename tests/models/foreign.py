"""Another program on a tdesk store while the window has it open (issue 34).

The scenarios that ``tests/models/test_foreign_programs.py`` and ``bench/foreign_programs.py``
run. "The window" is a Store in this process; the other programs are real second processes:
a plain stdlib ``sqlite3`` connection (a database browser, a ``.backup`` script, the sqlite3
shell) and a second tdesk process. Something in the window's process first opens and closes
the store file outside SQLite (``drop``), which drops every POSIX lock SQLite held there.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from tdesk.errors import TdeskError
from tdesk.models.store import Store
from tdesk.services.events import create_event, list_events

FOREIGN = {
    # a database browser or the sqlite3 shell: a read-write connection that reads and closes
    "query": """
import sqlite3, sys
con = sqlite3.connect(sys.argv[1])
con.execute("SELECT count(*) FROM event").fetchone()
con.close()
""",
    # a nightly backup script: the online backup API from a read-write connection
    "backup": """
import sqlite3, sys
src = sqlite3.connect(sys.argv[1])
dst = sqlite3.connect(sys.argv[1] + ".copy")
src.backup(dst)
dst.close()
src.close()
""",
    "read-only": """
import sqlite3, sys
con = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
con.execute("SELECT count(*) FROM event").fetchone()
con.close()
""",
}

TDESK_WRITER = """
import sys
from tdesk.models.store import Store
from tdesk.services.events import create_event
for line in sys.stdin:
    url, name = line.rstrip("\\n").split("\\t")
    store = Store(url, staff="Second tdesk")
    try:
        create_event(store, name, "poker")
    finally:
        store.close()
    print("saved", flush=True)
"""

SEE = """
import json, sqlite3, sys
con = sqlite3.connect(f"file:{sys.argv[1]}?mode={sys.argv[2]}", uri=True)
names = [r[0] for r in con.execute("SELECT name FROM event")]
ok = con.execute("PRAGMA integrity_check").fetchone()[0]
con.close()
print(json.dumps({"names": names, "ok": ok}))
"""


def run(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          timeout=120, env=env)


def seen_by_another_process(path: Path, mode: str = "rw") -> tuple[set[str], str]:
    """The event names a fresh connection in another process reads, and its
    ``integrity_check``; read-only ("ro") while the window is open, so that the look is not
    itself one of the programs under test."""
    done = run(SEE, str(path), mode)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    return set(found["names"]), found["ok"]


class SecondTdesk:
    """A second tdesk process (started once: importing tdesk takes a second or two) that
    opens the store, makes one floor action and closes it, each time it is asked."""

    def __init__(self) -> None:
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
        self.process = subprocess.Popen([sys.executable, "-c", TDESK_WRITER], text=True,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)

    def write(self, url: str, name: str) -> bool:
        """True when that process reported the action done."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(f"{url}\t{name}\n")
        self.process.stdin.flush()
        return self.process.stdout.readline().strip() == "saved"

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=60)


def open_and_close(path: Path) -> None:
    """What any library may do in the window's process: one open and close of the store."""
    os.close(os.open(path, os.O_RDONLY))


@dataclass
class Outcome:
    acknowledged: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    invisible: list[str] = field(default_factory=list)
    """Acknowledged while the window was open, yet unseen by another process then."""
    window_saw_second: bool = False
    seen_after: set[str] = field(default_factory=set)
    integrity: str = ""
    interference: int = 0

    @property
    def lost(self) -> list[str]:
        """Writes tdesk reported done that another process cannot read after the close."""
        return [name for name in self.acknowledged if name not in self.seen_after]


def scenario(path: Path, drop: Callable[[Path], None], foreign: str,
             second: SecondTdesk) -> Outcome:
    """The window writes, its locks are dropped and the other program reads and closes; then
    the window writes, a second tdesk process writes, the window writes; the same again; and
    the window closes last."""
    out = Outcome()
    window = Store(f"sqlite:///{path}", staff="Window")

    def window_writes(name: str) -> None:
        try:
            create_event(window, name, "poker")
        except TdeskError:
            out.refused.append(name)
        else:
            out.acknowledged.append(name)

    window_writes("Window 1")
    drop(path)
    done = run(FOREIGN[foreign], str(path))
    assert done.returncode == 0, done.stderr
    window_writes("Window 2")
    if second.write(f"sqlite:///{path}", "Second tdesk"):
        out.acknowledged.append("Second tdesk")
    window_writes("Window 3")
    out.window_saw_second = "Second tdesk" in {e.name for e in list_events(window)}
    seen, _ = seen_by_another_process(path, "ro")
    out.invisible = [name for name in out.acknowledged if name not in seen]
    drop(path)
    done = run(FOREIGN[foreign], str(path))
    assert done.returncode == 0, done.stderr
    window_writes("Window 4")
    out.interference = getattr(window, "interference", 0)  # 0 before issue 34
    window.close()
    out.seen_after, out.integrity = seen_by_another_process(path)
    return out
