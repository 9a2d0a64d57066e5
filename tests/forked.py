"""Child processes forked from one warm Python, for tests that kill many processes (issue 38
item 5).

A test that kills a store's writer with SIGKILL at step after step needs a process per kill,
but not a fresh interpreter per kill: a new ``python`` pays its imports again (tdesk, SQLAlchemy,
Alembic: about a CPU second), the same for every child. :class:`Forker` starts one Python that
imports those modules once and opens nothing, then forks a child per :meth:`Forker.start`. Each
child is a process of its own, with its own SQLite connections, locks and file descriptors,
runs the script as ``__main__`` with the given arguments and environment, and dies by a real
SIGKILL; its stdout is a pipe to the test, closed when it dies, as with ``subprocess.Popen``.
The warm process reaps each child when the test waits for it (so a
child that ended before its kill keeps its pid until then) and reports how it ended.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Sequence
from typing import IO

SERVER = r"""
import atexit, importlib, json, os, runpy, socket, sys, traceback

for name in sys.argv[2:]:
    importlib.import_module(name)  # once, before any child: the children inherit them
control = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET, fileno=int(sys.argv[1]))

def run(request, out):
    os.dup2(out, 1)
    os.close(out)
    os.environ.clear()
    os.environ.update(request["env"])
    code = 0
    try:
        if request["script"] == "-c":
            sys.argv = ["-c", *request["args"][1:]]
            exec(compile(request["args"][0], "<string>", "exec"), {"__name__": "__main__"})
        else:
            sys.argv = [request["script"], *request["args"]]
            runpy.run_path(request["script"], run_name="__main__")
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    except BaseException:
        traceback.print_exc()
        code = 1
    atexit._run_exitfuncs()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)

child = 0
while True:
    message, fds, _flags, _address = socket.recv_fds(control, 1 << 20, 1)
    if not message:
        break
    if message == b"wait":  # reaped only when the test asks: until then its pid stays its own
        _pid, status = os.waitpid(child, 0)
        control.send(json.dumps({"status": status}).encode())
        continue
    request = json.loads(message)
    go_read, go_write = os.pipe()
    child = os.fork()
    if child == 0:
        control.close()
        os.close(go_write)
        os.read(go_read, 1)  # the test knows the pid before the child does anything
        os.close(go_read)
        run(request, fds[0])
    os.close(fds[0])
    os.close(go_read)
    control.send(json.dumps({"pid": child}).encode())
    os.close(go_write)
"""


class Child:
    """One forked child: its pid, its stdout (text, as ``Popen(stdout=PIPE, text=True)``)."""

    def __init__(self, forker: Forker, pid: int, stdout: IO[str]) -> None:
        self._forker = forker
        self.pid = pid
        self.stdout = stdout
        self.returncode: int | None = None

    def send_signal(self, signum: int) -> None:
        """As ``Popen.send_signal``: nothing once the child is reaped; an ended child not yet
        reaped keeps its pid (the warm process reaps it only in :meth:`wait`)."""
        if self.returncode is None:
            os.kill(self.pid, signum)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)

    def wait(self) -> int:
        """Until the child has ended and been reaped: its exit code, or -signal as Popen's."""
        if self.returncode is None:
            self._forker._control.send(b"wait")
            status = self._forker._reply()["status"]
            self.returncode = (-os.WTERMSIG(status) if os.WIFSIGNALED(status)
                               else os.WEXITSTATUS(status))
        return self.returncode

    def communicate(self) -> tuple[str, None]:
        """The rest of the child's stdout once it has ended, as ``Popen.communicate()``
        (its stderr is the warm process's: not caught)."""
        rest = self.stdout.read()
        self.stdout.close()
        self.wait()
        return rest, None


class Forker:
    """One warm Python that has imported ``modules``; :meth:`start` forks a child from it.

    One child at a time: a child not waited for (a test failed on the way) is killed and
    reaped at the next start, and when the warm process is closed.
    """

    def __init__(self, modules: Sequence[str]) -> None:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self._server = subprocess.Popen(
            [sys.executable, "-c", SERVER, str(theirs.fileno()), *modules],
            pass_fds=[theirs.fileno()])
        theirs.close()
        self._control = ours
        self._child: Child | None = None

    def _reply(self) -> dict[str, int]:
        line = self._control.recv(4096)
        if not line:
            code = self._server.wait()
            raise RuntimeError(f"the warm process ended (exit status {code})")
        return json.loads(line)

    def start(self, script: str, *args: str, env: dict[str, str] | None = None) -> Child:
        """Fork a child running ``script`` (a file, or ``"-c"`` and the code) with ``args``
        as ``sys.argv[1:]`` and ``env`` (this process's environment by default)."""
        self._end_child()
        read, write = os.pipe()
        request = {"script": script, "args": list(args), "env": dict(env or os.environ)}
        socket.send_fds(self._control, [json.dumps(request).encode()], [write])
        os.close(write)
        pid = self._reply()["pid"]
        self._child = Child(self, pid, os.fdopen(read, encoding="utf-8"))
        return self._child

    def _end_child(self) -> None:
        if self._child is not None and self._child.returncode is None:
            self._child.kill()
            self._child.wait()
            self._child.stdout.close()

    def close(self) -> None:
        self._end_child()
        self._control.close()  # the server reads an empty message and ends
        self._server.wait(timeout=60)

    def __enter__(self) -> Forker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
