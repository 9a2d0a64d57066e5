"""kill -9 in the middle of a stream of floor actions: the store opens, consistent, with every
action that was reported done."""

import random
import signal
import sqlite3
import time
from pathlib import Path

import pytest
from sqlmodel import select

from tdesk.models.store import Store
from tdesk.models.tables import AuditLog
from tdesk.services.events import find_event
from tdesk.services.players import list_entries
from tests.forked import Forker
from tests.timeouts import PROCESSES_TIMEOUT

WRITER = Path(__file__).with_name("crash_writer.py")


def _run_and_kill(forker: Forker, url: str, run: int, delay: float) -> list[str]:
    """The writer in a child forked from a warm Python (``tests/forked.py``): a process of
    its own, killed by a real SIGKILL, without a second of imports each run."""
    proc = forker.start(str(WRITER), url, str(run))
    lines: list[str] = []
    lines.append(proc.stdout.readline())  # the event exists before the clock starts
    deadline = time.monotonic() + delay
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line)
    proc.send_signal(signal.SIGKILL)
    rest, _ = proc.communicate()
    lines.extend(rest.splitlines(keepends=True))
    return [line.strip() for line in lines if line.strip()]


@pytest.mark.timeout(PROCESSES_TIMEOUT)
def test_kill_minus_9_at_random_moments_loses_nothing_reported(tmp_path: Path) -> None:
    rng = random.Random(1129)
    url = f"sqlite:///{tmp_path / 'crash.db'}"
    with Forker(["tdesk.models.store", "tdesk.services.events",
                 "tdesk.services.players"]) as forker:
        for run in range(6):
            reported = _run_and_kill(forker, url, run, rng.uniform(0.05, 0.6))
            done = [int(line.split()[1]) for line in reported if line.startswith("done ")]
            con = sqlite3.connect(tmp_path / "crash.db")
            assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            con.close()
            store = Store(url)
            event = find_event(store, f"Crash {run}")
            entries = {r.name: r.rating for r in list_entries(store, event.id)}
            for n in done:  # every action reported done is there, completely
                assert entries[f"Игрок {n}"] == n + 1
            # nothing half-done: each player row has its audit rows, and the revision matches
            with store.read() as session:
                actions = session.exec(select(AuditLog)).all()
            adds = [a for a in actions if a.action == "add player" and a.event_id == event.id]
            assert len(adds) == len(entries)
            assert store.revision() == len(actions)  # one revision per committed action
            store.close()
