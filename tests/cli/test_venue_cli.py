"""`tdesk host` and `tdesk join` (issue 39), on loopback only: the host prints its address
and join code and serves until Ctrl+C; a station lists it, joins by discovery or by a typed
address, and a wrong code is refused in one line."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tdesk.cli import main
from tdesk.models.store import Store
from tdesk.services.events import create_event, list_events
from tests.services.venue_helpers import LOOPBACK, server_account, venue_folder

pytestmark = pytest.mark.slow


def test_host_serves_until_ctrl_c_and_stations_join(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    server_account(monkeypatch)
    monkeypatch.setenv("TDESK_DATA_DIR", str(tmp_path / "data"))
    store = Store(f"sqlite:///{tmp_path / 'night.db'}", staff="Desk")
    create_event(store, "Sunday Bounty", "poker")
    store.close()
    with venue_folder() as folder:
        host = subprocess.Popen(
            [sys.executable, "-m", "tdesk", "host", "--db", str(tmp_path / "night.db"),
             "--address", LOOPBACK, "--port", "0", "--folder", str(folder), "--staff", "Desk"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            assert host.stdout is not None
            lines = [host.stdout.readline() for _ in range(4)]
            assert lines[0].startswith("Moved ")
            address = lines[1].split()[-1]
            code = lines[2].split()[-1]
            assert address.startswith(f"{LOOPBACK}:") and f"--code {code}" in lines[3]

            assert main(["join", "--discover", "--interface", LOOPBACK, "--seconds", "3"]) == 0
            assert address in capsys.readouterr().out
            assert main(["join", "--discover", "--interface", LOOPBACK, "--code", code,
                         "--check"]) == 0
            assert "Sunday Bounty" in capsys.readouterr().out
            assert main(["join", LOOPBACK, "--code", code, "--check"]) == 0
            assert "Sunday Bounty" in capsys.readouterr().out

            opened: list[str] = []

            def window(open_store, **_kw):  # type: ignore[no-untyped-def]
                joined = open_store()
                opened.extend(e.name for e in list_events(joined))
                joined.close()
                return 0

            monkeypatch.setattr("tdesk.ui.app.run_gui", window)
            assert main(["join", LOOPBACK, "--code", code, "--staff", "Station 2"]) == 0
            assert opened == ["Sunday Bounty"]  # the window opens on the shared event

            assert main(["join", LOOPBACK, "--code", code[:-1] + ("X" if code[-1] != "X" else "Y"), "--check"]) == 2
            assert "Join code" in capsys.readouterr().err
        finally:
            host.send_signal(signal.SIGINT)  # Ctrl+C
            out, err = host.communicate(timeout=60)
        assert host.returncode == 0, err
        assert "Hosting stopped." in out

        archive = tmp_path / "archive.db"
        assert main(["host", "--archive", str(archive), "--folder", str(folder),
                     "--address", LOOPBACK]) == 0
        kept = Store(f"sqlite:///{archive}")
        try:
            assert [e.name for e in list_events(kept)] == ["Sunday Bounty"]
        finally:
            kept.close()
