"""``tdesk serve`` headless (issue 15): prints the address, answers, stops cleanly on SIGTERM,
and refuses bad options in one line."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest

from tdesk.services.seating import seating


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.parametrize(("lang", "first", "last"), [
    ("en", "Player screens for this event (read-only)", "Stopped after 1 request."),
    ("sv", "Spelarskärmar för den här turneringen (skrivskyddade)", "Stoppad efter 1 förfrågan."),
])
def test_serve_prints_the_address_answers_and_stops_on_sigterm(store, make_event,  # type: ignore[no-untyped-def]
                                                               tmp_path: Path, lang: str,
                                                               first: str, last: str) -> None:
    """What it says follows TDESK_LANG (issue 35: serve spoke English only)."""
    event_id = make_event("poker", players=12, name="Serve Test Open")
    seating.draw_seats(store, event_id, seed=5)
    port = _free_port()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TDESK_DATA_DIR": str(tmp_path / "d"),
           "TDESK_LANG": lang}
    proc = subprocess.Popen(
        [sys.executable, "-m", "tdesk", "serve", "--db", str(store.path), "--event",
         "Serve Test Open", "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert proc.stdout is not None
        lines = [proc.stdout.readline() for _ in range(2)]
        assert lines[0].startswith(first) and lines[1].strip() == f"http://127.0.0.1:{port}/"
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/clock", timeout=10) as reply:
            clock = json.load(reply)
        assert clock["event"] == "Serve Test Open" and clock["players_left"] == 12
    finally:
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0, err
    assert last in out


def test_a_sigterm_as_soon_as_the_address_is_printed_still_stops_cleanly(store, make_event,  # type: ignore[no-untyped-def]
                                                                        tmp_path: Path) -> None:
    """The server answers from the moment its address is printed, so a kill may come before
    the event loop runs: it must still stop cleanly (once it died of the signal itself)."""
    make_event("poker", players=4, name="Quick Stop Open")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TDESK_DATA_DIR": str(tmp_path / "d"),
           "TDESK_LANG": "en"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "tdesk", "serve", "--db", str(store.path), "--event",
         "Quick Stop Open", "--host", "127.0.0.1", "--port", str(_free_port())],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    first = proc.stdout.readline()
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=20)
    assert first.startswith("Player screens for this event")
    assert proc.returncode == 0, err
    assert "Stopped after 0 requests." in out


def test_serve_refuses_bad_options_in_one_line(store) -> None:  # type: ignore[no-untyped-def]
    for extra, field in ((["--port", "0"], "--port"), (["--code", "a b"], "--code")):
        done = subprocess.run([sys.executable, "-m", "tdesk", "serve", "--db", str(store.path),
                               "--event", "x", *extra], capture_output=True, text=True, timeout=60)
        assert done.returncode != 0
        assert done.stderr.count("\n") == 1 and field in done.stderr
