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
import threading
from collections.abc import Sequence
from typing import IO

SERVER = r"""
import atexit, importlib, json, os, runpy, socket, sys, traceback

for name in sys.argv[2:]:
    importlib.import_module(name)  # once, before any child: the children inherit them
control = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET, fileno=int(sys.argv[1]))

def run(request, fds):
    for target, fd in zip((1, 2), fds):  # stdout, and stderr when the test catches it
        os.dup2(fd, target)
        os.close(fd)
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

while True:
    message, fds, _flags, _address = socket.recv_fds(control, 1 << 20, 2)
    if not message:
        break
    if message.startswith(b"wait "):  # reaped only when the test asks: its pid stays its own
        _pid, status = os.waitpid(int(message.split()[1]), 0)
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
        run(request, fds)
    for fd in fds:
        os.close(fd)
    os.close(go_read)
    control.send(json.dumps({"pid": child}).encode())
    os.close(go_write)
"""


class Child:
    """One forked child: its pid, its stdout and, if asked for, its stderr (text, as
    ``Popen(stdout=PIPE, stderr=PIPE, text=True)``)."""

    def __init__(self, forker: Forker, pid: int, stdout: IO[str], stderr: IO[str] | None) -> None:
        self._forker = forker
        self.pid = pid
        self.stdout = stdout
        self.stderr = stderr
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
            status = self._forker._reply(f"wait {self.pid}".encode())["status"]
            self.returncode = (-os.WTERMSIG(status) if os.WIFSIGNALED(status)
                               else os.WEXITSTATUS(status))
        return self.returncode

    def communicate(self) -> tuple[str, str | None]:
        """The rest of the child's stdout and stderr once it has ended, as
        ``Popen.communicate()`` (stderr None when not caught: then it is the warm process's)."""
        errors: list[str] = []
        reader = None
        if self.stderr is not None:  # read beside stdout: a full pipe must not stop the child
            stderr = self.stderr
            reader = threading.Thread(target=lambda: errors.append(stderr.read()), daemon=True)
            reader.start()
        rest = self.stdout.read()
        self.stdout.close()
        if reader is not None and self.stderr is not None:
            reader.join()
            self.stderr.close()
        self.wait()
        return rest, errors[0] if errors else None


class Forker:
    """One warm Python that has imported ``modules``; :meth:`start` forks a child from it.

    Several children may run at once (two stations racing); a child not waited for (a test
    failed on the way) is killed and reaped when the warm process is closed.
    """

    def __init__(self, modules: Sequence[str]) -> None:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self._server = subprocess.Popen(
            [sys.executable, "-c", SERVER, str(theirs.fileno()), *modules],
            pass_fds=[theirs.fileno()])
        theirs.close()
        self._control = ours
        self._children: list[Child] = []
        self._asking = threading.Lock()  # one question and its answer at a time

    def _reply(self, question: bytes, fds: Sequence[int] = ()) -> dict[str, int]:
        with self._asking:
            socket.send_fds(self._control, [question], list(fds))
            line = self._control.recv(4096)
        if not line:
            code = self._server.wait()
            raise RuntimeError(f"the warm process ended (exit status {code})")
        return json.loads(line)

    def start(self, script: str, *args: str, env: dict[str, str] | None = None,
              stderr: bool = False) -> Child:
        """Fork a child running ``script`` (a file, or ``"-c"`` and the code) with ``args``
        as ``sys.argv[1:]`` and ``env`` (this process's environment by default); its stderr
        caught too when ``stderr``."""
        pipes = [os.pipe() for _ in range(2 if stderr else 1)]
        request = {"script": script, "args": list(args), "env": dict(env or os.environ)}
        try:
            pid = self._reply(json.dumps(request).encode(), [w for _r, w in pipes])["pid"]
        finally:
            for _read, write in pipes:
                os.close(write)
        ends = [os.fdopen(read, encoding="utf-8") for read, _w in pipes]
        child = Child(self, pid, ends[0], ends[1] if stderr else None)
        self._children.append(child)
        return child

    def close(self) -> None:
        for child in self._children:
            if child.returncode is None:
                child.kill()
                child.wait()
            for stream in (child.stdout, child.stderr):
                if stream is not None:
                    stream.close()
        self._control.close()  # the server reads an empty message and ends
        self._server.wait(timeout=60)

    def __enter__(self) -> Forker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
