"""The player screens' connections: requests gathered by one thread, answered by a few.

A thread per connection that waits for its request let 200 sockets, each sending one header
line every 2 s, hold every slot while real phones got nothing (issue 20); a worker that read
a request body itself let eight sockets sending a byte of body every 5 s hold all the workers
(issue 34). Here one thread watches every open connection with a selector and keeps what has
arrived; only a complete request (its head up to the blank line, then the body the server
takes for that head: ``body(head)`` bytes, none for most) goes to the small pool of workers,
so a slow client costs a file descriptor, never a worker, and no worker ever reads a socket.
A request has ``REQUEST_SECONDS`` from its first wait to its last body byte, however it
trickles; then it gets 408 and is closed. Answers go the same way back: a worker writes its
answer into the connection and sends what the socket takes at once (nearly always all of
it); the gate sends the rest as the client reads, within ``WRITE_SECONDS``, so a client that
asks for long lists and never reads holds no worker either (issue 34). Answers waiting for
slow readers are bounded by ``MAX_PENDING`` bytes in all: past it the longest waiting goes.

When ``MAX_OPEN`` connections are open, a new one pushes out the oldest waiting connection of
the address that holds the most: phones behind one venue access point share an address but
send their heads at once, so they are never locked out, and one address cannot starve others.
A connection the server closes is drained for a moment first, so the client reads its answer
instead of a reset. A client that goes away is normal: no traceback, just a closed socket.
"""

from __future__ import annotations

import contextlib
import logging
import queue
import selectors
import socket
import struct
import threading
import time
from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

REQUEST_SECONDS = 10.0  # a whole request, head and body, first wait to last byte (not per read)
WRITE_SECONDS = 10.0  # what a worker could not send at once, from then to its last byte
MAX_PENDING = 64 << 20  # bytes of answers waiting for slow readers, all connections together
DRAIN_SECONDS = 2.0  # reading what a closed client still sends, so it reads our answer
MAX_DRAIN = 1 << 20
MAX_OPEN = 256  # open connections, waiting and being answered
WORKERS = 8
TICK = 0.1  # how often deadlines are checked
TIMED_OUT = (b"HTTP/1.1 408 Request Timeout\r\nContent-Type: text/plain; charset=utf-8\r\n"
             b"Content-Length: 20\r\nConnection: close\r\n\r\n408 Request Timeout\n")
log = logging.getLogger(__name__)


@dataclass(eq=False)
class Conn:
    """One client connection between requests: what it has sent so far and its deadline."""

    sock: socket.socket
    peer: Any
    since: float
    deadline: float
    buffer: bytearray = field(default_factory=bytearray)
    head: bytes = b""  # the complete head handed to a worker
    oversized: bool = False  # no blank line within ``max_head`` bytes
    wanted: int = -1  # body bytes to gather before a worker answers; -1 while the head comes
    draining: bool = False
    drained: int = 0
    out: bytearray = field(default_factory=bytearray)  # the answer still to send
    writing: bool = False  # the gate is sending ``out``
    keep: bool = False  # once ``out`` is sent: wait for another request (else drain, close)

    @property
    def address(self) -> str:
        return str(self.peer[0]) if isinstance(self.peer, tuple) and self.peer else ""


def head_end(buffer: bytes | bytearray) -> int:
    """Where the head's blank line ends (CRLF or bare LF lines), or -1 while incomplete."""
    ends = [i + n for i, n in ((buffer.find(b"\n\r\n"), 3), (buffer.find(b"\n\n"), 2)) if i >= 0]
    return min(ends) if ends else -1


def no_body(head: bytes) -> int:
    """The default: no request's body is gathered (a worker refuses one unread)."""
    return 0


def send_now(conn: Conn) -> None:
    """Send what the (non-blocking) socket takes without waiting; the gate sends the rest."""
    while conn.out:
        try:
            sent = conn.sock.send(conn.out)
        except (BlockingIOError, InterruptedError):
            return
        del conn.out[:sent]


class Gate:
    """Accepts on ``listener``, gathers requests, and calls ``answer(conn)`` on a worker thread.

    ``body(head)`` says how many body bytes to gather after a complete head (0: answer now;
    the worker then refuses a body it did not ask for and the connection is closed); those
    bytes are the first of ``conn.buffer`` when ``answer`` runs. ``answer`` returns True to
    keep the connection for another request (HTTP keep-alive). Only the gate's own thread
    touches the bookkeeping; workers hand connections back. ``clock`` is the time every
    deadline is kept in (seconds, never going back: ``time.monotonic``); it may be replaced
    before the first connection (the tests move theirs to a deadline instead of waiting).
    """

    def __init__(self, listener: socket.socket, answer: Callable[[Conn], bool], *,
                 max_head: int, body: Callable[[bytes], int] = no_body,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.listener = listener
        self.answer = answer
        self.max_head = max_head
        self.body = body
        self.clock = clock
        self.selector = selectors.DefaultSelector()
        self.waiting: set[Conn] = set()
        self.busy = 0  # handed to workers, not yet back
        self.evicted = 0
        self.timed_out = 0
        self.stalled = 0  # readers cut off with an answer unsent
        self.pending = 0  # bytes in every ``out`` the gate is sending
        self.work: queue.SimpleQueue[Conn | None] = queue.SimpleQueue()
        self.back: deque[tuple[Conn, bool]] = deque()
        self.wake_r, self.wake_w = socket.socketpair()
        self.stopping = False
        self.threads: list[threading.Thread] = []

    # -- running ------------------------------------------------------------------------------
    def start(self) -> None:
        self.listener.setblocking(False)
        for sock in (self.wake_r, self.wake_w):
            sock.setblocking(False)
        self.selector.register(self.listener, selectors.EVENT_READ, None)
        self.selector.register(self.wake_r, selectors.EVENT_READ, "wake")
        gate = threading.Thread(target=self._run, name="tdesk-display-gate", daemon=True)
        self.threads = [gate] + [
            threading.Thread(target=self._work, name=f"tdesk-display-{n}", daemon=True)
            for n in range(WORKERS)]
        for thread in self.threads:
            thread.start()

    def stop(self) -> None:
        self.stopping = True
        self._wake()
        for _ in range(WORKERS):
            self.work.put(None)
        for thread in self.threads:
            thread.join(timeout=5)
        while self.back:
            self.back.popleft()[0].sock.close()
        self.wake_r.close()
        self.wake_w.close()
        self.selector.close()

    def _wake(self) -> None:
        with contextlib.suppress(OSError):  # already woken (buffer full) or closed: fine
            self.wake_w.send(b"x")

    def _run(self) -> None:
        last = self.clock()
        while not self.stopping:
            for key, _ in self.selector.select(timeout=TICK):
                if key.data is None:
                    self._accept()
                elif key.data == "wake":
                    self._take_back()
                elif key.data.writing:
                    self._write(key.data)
                else:
                    self._read(key.data)
            now = self.clock()
            if now - last >= TICK:
                last = now
                self._expire(now)
        for conn in list(self.waiting):
            self._close(conn)

    # -- the gate's thread ------------------------------------------------------------------------
    def _accept(self) -> None:
        for _ in range(64):
            try:
                sock, peer = self.listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError:  # out of descriptors: make room, then try again next time
                self._evict()
                return
            if len(self.waiting) + self.busy >= MAX_OPEN and not self._evict():
                sock.close()
                continue
            now = self.clock()
            sock.setblocking(False)
            self._watch(Conn(sock, peer, now, now + REQUEST_SECONDS))

    def _watch(self, conn: Conn) -> None:
        self.waiting.add(conn)
        self.selector.register(conn.sock, selectors.EVENT_READ, conn)

    def _close(self, conn: Conn, *, reset: bool = False) -> None:
        """Close; ``reset`` drops an unsent answer at once (the kernel would keep sending it)."""
        if conn in self.waiting:
            self.waiting.discard(conn)
            self.selector.unregister(conn.sock)
        self.pending -= len(conn.out)
        conn.out.clear()
        if reset:
            with contextlib.suppress(OSError):
                conn.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        conn.sock.close()

    def _evict(self) -> bool:
        """Close one waiting connection to make room: a draining one first, else the oldest
        of the address holding the most (one address never starves the others)."""
        if not self.waiting:
            return False
        draining = [c for c in self.waiting if c.draining]
        if draining:
            victim = min(draining, key=lambda c: c.since)
        else:
            busiest = Counter(c.address for c in self.waiting).most_common(1)[0][0]
            victim = min((c for c in self.waiting if c.address == busiest), key=lambda c: c.since)
        self.evicted += 1
        self._close(victim)
        return True

    def _read(self, conn: Conn) -> None:
        try:
            data = conn.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:  # reset by the client: it went away
            self._close(conn)
            return
        if not data:
            self._close(conn)
        elif conn.draining:
            conn.drained += len(data)
            if conn.drained > MAX_DRAIN:
                self._close(conn)
        else:
            conn.buffer += data
            self._check(conn)

    def _check(self, conn: Conn) -> None:
        """Hand the connection to a worker once its head is complete (or too big to be) and
        the body the server takes for that head is here whole."""
        if conn.wanted < 0 and not self._head(conn):
            return
        if len(conn.buffer) < conn.wanted:
            return  # the body is still coming, under the same deadline as its head
        self.waiting.discard(conn)
        self.selector.unregister(conn.sock)
        self.busy += 1
        self.work.put(conn)

    def _head(self, conn: Conn) -> bool:
        """Take the head off the buffer once it is complete; say how much body to wait for."""
        buffer = conn.buffer
        blank = len(buffer) - len(buffer.lstrip(b"\r\n"))
        if blank:  # empty lines before a request line are ignored (RFC 9112, 2.2)
            del buffer[:blank]
        end = head_end(buffer)
        if end < 0 and len(buffer) <= self.max_head:
            return False
        if end < 0 or end > self.max_head:
            conn.head, conn.oversized, conn.wanted = bytes(buffer[:self.max_head]), True, 0
            buffer.clear()
            return True
        conn.head, conn.oversized = bytes(buffer[:end]), False
        del buffer[:end]
        try:
            conn.wanted = max(0, self.body(conn.head))
        except Exception:  # noqa: BLE001 - a head the policy cannot read: the worker refuses it
            log.exception("player screens: reading a request head failed")
            conn.wanted = 0
        return True

    def _take_back(self) -> None:
        try:
            while self.wake_r.recv(4096):
                pass
        except (BlockingIOError, InterruptedError):
            pass
        now = self.clock()
        while self.back:
            conn, keep = self.back.popleft()
            self.busy -= 1
            conn.head, conn.wanted, conn.since = b"", -1, now
            if not conn.out:
                self._next(conn, keep)
                continue
            conn.writing, conn.keep, conn.deadline = True, keep, now + WRITE_SECONDS
            self.waiting.add(conn)
            self.selector.register(conn.sock, selectors.EVENT_WRITE, conn)
            self.pending += len(conn.out)
            while self.pending > MAX_PENDING:  # the reader stalled longest goes first
                self.stalled += 1
                self._close(min((c for c in self.waiting if c.writing), key=lambda c: c.since),
                            reset=True)

    def _write(self, conn: Conn) -> None:
        try:
            sent = conn.sock.send(conn.out)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:  # the client went away
            self._close(conn)
            return
        del conn.out[:sent]
        self.pending -= sent
        if not conn.out:
            self.waiting.discard(conn)
            self.selector.unregister(conn.sock)
            conn.writing = False
            self._next(conn, conn.keep)

    def _next(self, conn: Conn, keep: bool) -> None:
        """After an answer: wait for the next request (keep-alive), or drain and close."""
        conn.deadline = self.clock() + REQUEST_SECONDS
        if keep:
            self._watch(conn)
            self._check(conn)  # a pipelined request may be here already
        else:
            self._drain(conn)

    def _drain(self, conn: Conn) -> None:
        """Stop sending, read what still comes for a moment, then close."""
        try:
            conn.sock.shutdown(socket.SHUT_WR)
        except OSError:
            conn.sock.close()
            return
        conn.draining, conn.deadline = True, self.clock() + DRAIN_SECONDS
        conn.buffer.clear()
        self._watch(conn)

    def _expire(self, now: float) -> None:
        for conn in [c for c in self.waiting if c.deadline <= now]:
            if conn.writing:  # a reader that stopped reading its answer
                self.stalled += 1
                self._close(conn, reset=True)
                continue
            if conn.draining or (not conn.buffer and conn.wanted < 0):  # drained, or idle
                self._close(conn)
                continue
            self.timed_out += 1  # a head or body that trickled past its time: say so, close
            with contextlib.suppress(OSError):
                conn.sock.send(TIMED_OUT)
            self.waiting.discard(conn)
            self.selector.unregister(conn.sock)
            self._drain(conn)

    # -- workers ----------------------------------------------------------------------------------
    def _work(self) -> None:
        while True:
            conn = self.work.get()
            if conn is None:
                return
            keep = False
            try:
                keep = self.answer(conn)
                send_now(conn)
            except OSError:  # the client went away: normal, no traceback
                keep = False
                conn.out.clear()
            except Exception:  # noqa: BLE001 - one bad answer must not stop a worker
                log.exception("player screens: answering a request failed")
                keep = False
            if self.stopping:
                conn.sock.close()
                continue
            self.back.append((conn, keep))
            self._wake()
