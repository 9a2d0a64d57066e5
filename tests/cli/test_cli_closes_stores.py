"""A command closes the store it opened as it returns, not only when the process exits.

The tests run hundreds of commands in one worker process: with every store left open until
exit, one worker passed 1,024 open files and ``select.select`` failed elsewhere in it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services.events import create_event

FD_DIR = Path("/proc/self/fd")


def _open_files_on(store_file: Path) -> int:
    count = 0
    for fd in FD_DIR.iterdir():
        try:
            if os.readlink(fd).startswith(str(store_file)):
                count += 1
        except OSError:  # closed while listed
            continue
    return count


@pytest.mark.skipif(not FD_DIR.is_dir(), reason="needs /proc to count open files")
def test_commands_leave_no_file_of_the_store_open(tmp_path: Path) -> None:
    store_file = tmp_path / "night.db"
    setup = Store(f"sqlite:///{store_file}", staff="Setup")
    create_event(setup, "Night", "poker")
    setup.close()
    assert _open_files_on(store_file) == 0
    for _ in range(5):
        assert main(["export", "players", "--db", str(store_file), "--event", "Night",
                     "-o", str(tmp_path / f"p{_}.csv")]) == 0
        assert main(["export", "players", "--db", str(store_file), "--event", "Nobody",
                     "-o", str(tmp_path / "q.csv")]) == 2  # a refusal closes it too
    assert _open_files_on(store_file) == 0
