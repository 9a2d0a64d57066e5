"""A night whose host died and whose standby was promoted (issue 39), on loopback only: the
old host's folder (its server down, killed -9 as a power cut leaves it) beside the promoted
copy, still running as the venue server. Shared by the tests of the old host's refusal."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.venue import host as venue_host
from tdesk.services.venue import standby
from tdesk.services.venue.code import JoinCode
from tests.services.venue_helpers import LOOPBACK, venue_folder

DEADLINE_S = 30


@dataclass(frozen=True)
class Promoted:
    old_folder: Path
    copy: standby.Standby
    code: str
    """The promoted copy's join code (the old host's secret, the copy's address and port)."""

    @property
    def where(self) -> str:
        assert self.copy.state is not None
        return f"{LOOPBACK}:{self.copy.state.port}"


def _until(found: object, what: str) -> None:
    """Wait for what the test cannot be told of (the host's watch seeing the standby)."""
    deadline = time.monotonic() + DEADLINE_S
    while time.monotonic() < deadline:
        if found():  # type: ignore[operator]
            return
        time.sleep(0.05)
    raise AssertionError(f"not within {DEADLINE_S} s: {what}")


@contextmanager
def promoted_night(tmp: Path) -> Iterator[Promoted]:
    """Host a small store, attach a standby, kill the host (-9) and promote the standby."""
    source = Store(f"sqlite:///{tmp / 'night.db'}", staff="Desk")
    create_event(source, "Sunday Bounty", "poker")
    with venue_folder() as old_folder, venue_folder() as copy_folder:
        hosting = venue_host.host(source, folder=old_folder, address=LOOPBACK, port=0,
                                  announce=False)
        source.close()
        copy = standby.Standby(copy_folder, listen=LOOPBACK)
        try:
            state = copy.follow(LOOPBACK, hosting.state.port, hosting.state.secret,
                                own_port=0)
            watch = hosting.watch
            assert watch is not None
            _until(lambda: watch.seen is not None, "the host sees the standby attached")
            hosting.stop_announcing()
            hosting.store.engine.dispose()
            os.kill(hosting.state.pid, signal.SIGKILL)  # the host laptop loses power
            _until(lambda: hosting.server._running_pid() is None, "the host's server gone")
            copy.promote()
            yield Promoted(old_folder, copy,
                           JoinCode(LOOPBACK, state.port, state.secret).text())
        finally:
            copy.stop()
            hosting.server.stop()
