"""`tdesk standby` (issue 39), on loopback only: a second process keeps a standby copy of the
host, the host's server is killed (-9), `tdesk standby --promote` turns the copy into the venue
server, the following process announces it, and a station joins it with the code printed."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services.events import create_event
from tests.services.venue_helpers import LOOPBACK, server_account, venue_folder

pytestmark = pytest.mark.slow


def _tdesk(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "tdesk", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def test_a_standby_follows_the_host_and_is_promoted_when_it_dies(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    server_account(monkeypatch)
    monkeypatch.setenv("TDESK_DATA_DIR", str(tmp_path / "data"))
    store = Store(f"sqlite:///{tmp_path / 'night.db'}", staff="Desk")
    create_event(store, "Sunday Bounty", "poker")
    store.close()
    with venue_folder() as host_folder, venue_folder() as copy_folder:
        host = _tdesk("host", "--db", str(tmp_path / "night.db"), "--address", LOOPBACK,
                      "--port", "0", "--folder", str(host_folder), "--no-announce")
        copy = None
        try:
            assert host.stdout is not None and host.stderr is not None
            code = [host.stdout.readline() for _ in range(3)][2].split()[-1]
            copy = _tdesk("standby", LOOPBACK, "--code", code, "--listen", LOOPBACK,
                          "--port", "0", "--folder", str(copy_folder))
            assert copy.stdout is not None
            assert copy.stdout.readline().startswith("Standby copy of ")
            assert "tdesk standby --promote" in copy.stdout.readline()
            assert "standby copy is attached" in host.stderr.readline()  # commits wait for it

            host_pid = int((host_folder / "pgdata" / "postmaster.pid").read_text().split()[0])
            os.kill(host_pid, signal.SIGKILL)  # the host laptop's server dies
            assert main(["standby", "--promote", "--folder", str(copy_folder)]) == 0
            said = capsys.readouterr().out
            assert said.startswith("Promoted: ")
            new_code = said.splitlines()[1].split()[-1]
            assert new_code != code
            assert copy.stdout.readline().startswith("The copy was promoted: hosting on ")

            port = said.splitlines()[2].split()[3].rsplit(":", 1)[1]
            assert main(["join", f"{LOOPBACK}:{port}", "--code", new_code, "--check"]) == 0
            assert "Sunday Bounty" in capsys.readouterr().out
            assert main(["join", "--code", new_code, "--check"]) == 0  # the code alone
        finally:
            if copy is not None:
                copy.send_signal(signal.SIGINT)
                out, err = copy.communicate(timeout=60)
                assert copy.returncode == 0, err
                assert "Standby stopped." in out
            host.send_signal(signal.SIGINT)
            host.communicate(timeout=60)
