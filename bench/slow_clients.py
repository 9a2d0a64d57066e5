"""Player screens while slow clients hold connections (issue 34): answers and latencies.

A seated poker event is served on 127.0.0.1 (loopback only) with the desk's own deadlines.
From 127.0.0.1, ``count`` hostile clients each send a whole POST /report head announcing a
1,000-byte body and then one byte of body every ``--every`` s ("body"), or a request line and
then one header byte every ``--every`` s ("head"); or, each from its own address (127.0.1.N,
so no rate limit helps), ask for the seating list 20 times at once with a 4 kB receive window
and never read ("reader"; the list is made 1.6 MB, as a room of thousands has). Whenever the
server cuts one off it comes back at once, so ``count`` are held for the whole window.
Meanwhile a phone (127.0.0.2: /me and /find) and a TV (127.0.0.3: /clock and /api/clock) ask
in turn every 0.1 s, each request given 1 s. Printed: answers (200 within 1 s) of requests
asked, median / p95 / worst latency of the answered ones, and how many slow connections the
server cut off (408, or a reset for a reader). Figures only, no limits; record them in
docs/benchmarks.md (measured there with ``--window 20``).
Run: python bench/slow_clients.py [--counts 8,64] [--kinds body,head,reader] [--window 15]
[--every 5]
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import http.client
import select
import socket
import tempfile
import threading
import time
from pathlib import Path

from tdesk.models.store import Store
from tdesk.services.events import create_event
from tdesk.services.players import PlayerFields, import_players
from tdesk.services.seating import seating

SLOW, PHONE, TV = "127.0.0.1", "127.0.0.2", "127.0.0.3"
ASKS = (("/me", PHONE), ("/find", PHONE), ("/clock", TV), ("/api/clock", TV))


def first_bytes(kind: str, port: int) -> tuple[bytes, bytes]:
    """What a slow client sends at once, and what it then trickles a byte at a time."""
    if kind == "reader":
        return b"GET /api/list HTTP/1.1\r\nHost: x\r\n\r\n" * 20, b""
    if kind == "body":
        return (f"POST /report HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                f"Origin: http://127.0.0.1:{port}\r\n"
                "Content-Type: application/x-www-form-urlencoded\r\n"
                "Content-Length: 1000\r\n\r\n").encode(), b"x" * 1000
    return b"GET /clock HTTP/1.1\r\n", b"X-Slow: " + b"y" * 8000


class Hostile:
    """``count`` slow connections held open for ``seconds``; one cut off is opened again."""

    def __init__(self, port: int, kind: str, count: int, every: float, seconds: float) -> None:
        self.port, self.count, self.every, self.seconds = port, count, every, seconds
        self.kind, self.opened = kind, 0
        self.first, self.rest = first_bytes(kind, port)
        self.cut = 0  # connections the server answered with 408
        self.closed = 0  # connections the server closed without a word
        self.socks = [self._open() for _ in range(count)]
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _open(self) -> socket.socket:
        self.opened += 1
        if self.kind != "reader":
            sock = socket.create_connection(("127.0.0.1", self.port), timeout=5,
                                            source_address=(SLOW, 0))
        else:
            sock = socket.socket()
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            sock.settimeout(5)
            sock.bind((f"127.0.1.{self.opened % 250 + 1}", 0))
            sock.connect(("127.0.0.1", self.port))
        sock.sendall(self.first)
        return sock

    def _run(self) -> None:
        end = time.monotonic() + self.seconds
        if self.kind == "reader":  # never read; come back when the server resets one
            while time.monotonic() < end:
                time.sleep(min(self.every, max(0.0, end - time.monotonic())))
                for i, sock in enumerate(self.socks):
                    if sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR):
                        self.cut += 1
                        sock.close()
                        self.socks[i] = self._open()
        n = 0
        while time.monotonic() < end and self.kind != "reader":
            readable, _, _ = select.select(self.socks, [], [], self.every)
            for sock in readable:  # the server spoke or closed: count it, come back at once
                try:
                    got = sock.recv(4096)
                except OSError:
                    got = b""
                if got.startswith(b"HTTP/1.1 408"):
                    self.cut += 1
                else:
                    self.closed += 1
                sock.close()
                self.socks[self.socks.index(sock)] = self._open()
            if not readable:
                byte = self.rest[n % len(self.rest):n % len(self.rest) + 1]
                for sock in self.socks:
                    with contextlib.suppress(OSError):
                        sock.send(byte)
                n += 1
        for sock in self.socks:
            sock.close()


def ask(port: int, path: str, source: str) -> float | None:
    """Seconds to a 200 answer, or None when none came within 1 s."""
    start = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1.0, source_address=(source, 0))
    try:
        conn.request("GET", path)
        reply = conn.getresponse()
        reply.read()
        return time.perf_counter() - start if reply.status == 200 else None
    except (OSError, http.client.HTTPException):
        return None
    finally:
        conn.close()


def ms(values: list[float], q: float) -> float:
    return sorted(values)[min(len(values) - 1, int(q * len(values)))] * 1000 if values else 0.0


def run(port: int, kind: str, count: int, window: float, every: float) -> None:
    hostile = Hostile(port, kind, count, every, window + 1)
    answered: list[float] = []
    asked = 0
    end = time.monotonic() + window
    while time.monotonic() < end:
        path, source = ASKS[asked % len(ASKS)]
        took = ask(port, path, source)
        asked += 1
        if took is not None:
            answered.append(took)
        time.sleep(0.1)
    hostile.thread.join(timeout=every + 10)
    label = f"{count} slow {kind} clients" if count else "no slow clients"
    print(f"{label:<22}: {len(answered):>4} answers of {asked:>4} asked; "
          f"median {ms(answered, .5):7.2f} ms, p95 {ms(answered, .95):7.2f} ms, "
          f"worst {ms(answered, 1):7.2f} ms; cut off (408 or reset): {hostile.cut}, "
          f"closed: {hostile.closed}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--counts", default="8,64")
    parser.add_argument("--kinds", default="body,head,reader")
    parser.add_argument("--window", type=float, default=15.0)
    parser.add_argument("--every", type=float, default=5.0)
    args = parser.parse_args()
    from PySide6.QtCore import QCoreApplication

    from tdesk.web.publisher import DisplayPublisher
    from tdesk.web.server import Settings

    app = QCoreApplication([])  # noqa: F841 - the publisher's timer needs one
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(f"sqlite:///{Path(tmp) / 'slow.db'}", staff="bench")
        event_id = create_event(store, "Slow clients", "poker")
        import_players(store, event_id, [PlayerFields(f"Player {i}") for i in range(60)])
        seating.draw_seats(store, event_id, seed=1)
        publisher = DisplayPublisher(store, event_id, Settings("127.0.0.1", 0))
        publisher.start()
        try:
            server = publisher.server
            port = server.port
            run(port, "none", 0, min(args.window, 5.0), args.every)
            for kind in args.kinds.split(","):
                if kind == "reader" and server.snapshot is not None:  # a room of thousands
                    rows = tuple({"name": f"Player {i}", "note": "x" * 2000} for i in range(800))
                    server.publish(dataclasses.replace(server.snapshot, listing=rows))
                for count in (int(c) for c in args.counts.split(",")):
                    run(port, kind, count, args.window, args.every)
        finally:
            publisher.stop()
            store.close()


if __name__ == "__main__":
    main()
