"""Processes of the venue tests (issue 39): each a real second program, its output read on a
thread of its own so the test waits for a line it expects (never a sleep), with a deadline."""

from __future__ import annotations

import json
import queue
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
WAIT_S = 60.0


def needs_server() -> None:
    """Skip, saying why, where tdesk's bundled PostgreSQL is not installed."""
    from tdesk.services.venue.server import HostError, binaries

    try:
        binaries()
    except HostError as exc:
        pytest.skip(str(exc))


class Proc:
    """A program whose stdout (and stderr) lines are kept, in order, as they come."""

    def __init__(self, args: list[str], env: Mapping[str, str], *, stdin: bool = False) -> None:
        self.args = args
        self.process = subprocess.Popen(args, cwd=ROOT, env=dict(env), text=True,
                                        stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.out: queue.Queue[str] = queue.Queue()
        self.err: list[str] = []
        self.seen: list[str] = []
        threading.Thread(target=self._read, args=(self.process.stdout, self.out.put),
                         daemon=True).start()
        threading.Thread(target=self._read, args=(self.process.stderr, self._err),
                         daemon=True).start()

    @staticmethod
    def _read(stream: Any, put: Callable[[str], None]) -> None:
        for line in stream:
            put(line.rstrip("\n"))
        put("")  # the end

    def _err(self, line: str) -> None:
        self.err.append(line)
        self.out.put(f"stderr: {line}") if line else None

    def expect(self, wanted: Callable[[str], bool], what: str, wait_s: float = WAIT_S) -> str:
        """The next output line ``wanted`` takes (the lines before it are kept in ``seen``)."""
        while True:
            try:
                line = self.out.get(timeout=wait_s)
            except queue.Empty:
                raise AssertionError(f"{what}: not within {wait_s:.0f} s from {self.args[2:4]};"
                                     f" stderr: {self.err[-5:]}") from None
            self.seen.append(line)
            if wanted(line):
                return line
            if line == "" and self._ended():
                raise AssertionError(f"{what}: {self.args[2:4]} ended ({self.process.returncode})"
                                     f"; stderr: {self.err[-8:]}")

    def _ended(self) -> bool:
        """Whether the program has ended (its output just closed: a moment for its exit)."""
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            return False
        return True

    def starting(self, prefix: str) -> str:
        return self.expect(lambda line: line.startswith(prefix), repr(prefix))

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def kill(self) -> None:
        """As a laptop dying does: no chance to say anything."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=WAIT_S)

    def stop(self) -> int:
        """Ctrl+C, then the exit status (killed after the deadline)."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        try:
            return self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.kill()
            return -9


def tdesk(env: Mapping[str, str], *args: str) -> Proc:
    return Proc([sys.executable, "-m", "tdesk", *args], env)


class StationProc(Proc):
    """tests/venue/night_station.py: a station's JSON lines."""

    def __init__(self, env: Mapping[str, str], name: str, *args: str) -> None:
        super().__init__([sys.executable, "-m", "tests.venue.night_station", name, *args], env,
                         stdin=True)
        self.name = name
        self.last: dict[str, Any] = {}
        """The last figures this station read."""
        self.read_at = -1
        """The revision of those figures."""
        self.done_at = 0.0
        """When the last command's commit returned (wall clock, as the notices' ``at``)."""

    def stop(self) -> int:
        """``quit`` on its stdin (a Qt program takes no Ctrl+C), killed after the deadline."""
        if self.process.poll() is None:
            try:
                self.send("quit")
                return self.process.wait(timeout=20)
            except (OSError, subprocess.TimeoutExpired):
                self.kill()
        return self.process.wait(timeout=WAIT_S)

    def next(self, key: str, test: Callable[[Any], bool] = lambda _v: True) -> dict[str, Any]:
        """The next JSON line holding ``key`` whose value passes ``test`` (a refusal ends
        the wait for a command's answer)."""
        def wanted(line: str) -> bool:
            if not line.startswith("{"):
                return False
            data = json.loads(line)
            if "reads" in data:
                self.last, self.read_at = data["reads"], int(data["revision"])
            return (key in data and test(data[key])) or (key == "done" and "refused" in data)

        return json.loads(self.expect(wanted, f"station {self.name}: {key}"))

    def do(self, command: str) -> int:
        """Run a floor action on this station; the revision its commit made."""
        self.send(command)
        answer = self.next("done")
        assert "refused" not in answer, (command, answer)
        self.done_at = float(answer["at"])
        return int(answer["revision"])
