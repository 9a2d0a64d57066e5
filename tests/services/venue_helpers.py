"""Shared by the venue network tests (issue 39): a server folder any account can reach, the
server's account when the tests run as root (as CI does), a small store to host.

PostgreSQL refuses root: as root the tests run the server as TDESK_HOST_USER, else as
``tdesk-ci`` (the account .ci/run makes); with neither they are skipped, saying so. The folder
is made under the system's temporary folder (pytest's own is closed to other accounts).
Only loopback is ever used: the server listens on 127.0.0.1 and the announcement is made and
heard there alone.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tdesk.services.venue.server import HOST_USER_ENV, VenueServer

LOOPBACK = "127.0.0.1"
CI_ACCOUNT = "tdesk-ci"


def server_account(monkeypatch: pytest.MonkeyPatch) -> None:
    """As root: the unprivileged account the server runs as (skip when there is none)."""
    if sys.platform == "win32" or os.geteuid() != 0 or os.environ.get(HOST_USER_ENV):
        return
    import pwd

    try:
        pwd.getpwnam(CI_ACCOUNT)
    except KeyError:
        pytest.skip(f"running as root with no {HOST_USER_ENV} and no account {CI_ACCOUNT}: "
                    "PostgreSQL does not run as root (.ci/run makes the account)")
    monkeypatch.setenv(HOST_USER_ENV, CI_ACCOUNT)


@contextmanager
def venue_folder() -> Iterator[Path]:
    """A fresh server folder; whatever server it holds is stopped afterwards."""
    folder = Path(tempfile.mkdtemp(prefix="tdesk-venue-"))
    try:
        yield folder
    finally:
        try:
            VenueServer(folder, listen=LOOPBACK).stop()
        finally:
            shutil.rmtree(folder, ignore_errors=True)
